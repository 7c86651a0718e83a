/** HTTP errors with a stable code and the request field named; zod validation at the boundary. */
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly law?: string,
    /** The details a client words in its user's language (`ApiError.error.params`). */
    readonly params?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
  }
}

export const badRequest = (
  code: string,
  message: string,
  field?: string,
  law?: string,
  params?: Readonly<Record<string, string | number>>,
) => new ApiFailure(400, code, message, field, law, params);
export const forbidden = (code: string, message: string, law?: string) =>
  new ApiFailure(403, code, message, undefined, law);
export const notFound = (what: string) => new ApiFailure(404, 'not-found', `${what} not found`);
export const conflict = (code: string, message: string, field?: string, law?: string) =>
  new ApiFailure(409, code, message, field, law);

/**
 * Validates `input` against `schema`; a failure names the first offending field (dotted path): an
 * unknown key names that key, a body that is not an object names `body` (or the prefix).
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown, prefix = ''): z.infer<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const keys = issue.code === 'unrecognized_keys' ? (issue as { keys: string[] }).keys : [];
  const path = [...issue.path.map(String), ...keys.slice(0, 1)].join('.');
  const field = prefix && path ? `${prefix}.${path}` : prefix || path || 'body';
  const what = keys.length
    ? `unknown field${keys.length > 1 ? 's' : ''} ${keys.map((k) => `"${k}"`).join(', ')}`
    : issue.message;
  throw new ApiFailure(
    400,
    'invalid-field',
    `${keys.length ? field.replace(/\.?[^.]*$/, '') || 'body' : field}: ${what}`,
    field,
  );
}

export function sendFailure(reply: FastifyReply, e: ApiFailure): FastifyReply {
  return reply.code(e.status).send({
    error: {
      code: e.code,
      message: e.message,
      ...(e.field ? { field: e.field } : {}),
      ...(e.law ? { law: e.law } : {}),
      ...(e.params ? { params: e.params } : {}),
    },
  });
}

/**
 * Where a browser that opened an export link (`/api/sessions/3/export.pbn`, shared or typed, not fetched by the app)
 * is sent when the export is refused: the web app's results page for that session (or the results index for an
 * event's), which says why in the reader's own language (`?unavailable=not-published`), instead of raw English JSON.
 * Null for any other request: API clients (JSON or any type accepted, as curl asks) keep the JSON error.
 */
export function exportFailurePage(
  method: string,
  url: string,
  accept: string | undefined,
  e: ApiFailure,
): string | null {
  if (method !== 'GET' || !/\btext\/html\b/.test(accept ?? '')) return null;
  const m = /^\/api\/(sessions|events)\/(\d+)\/export\.[a-z.]+(?:\?.*)?$/.exec(url);
  if (!m) return null;
  const code = encodeURIComponent(e.code);
  return m[1] === 'sessions' ? `/#/results/${m[2]}?unavailable=${code}` : `/#/results?unavailable=${code}`;
}
