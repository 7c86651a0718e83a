/**
 * Request bodies: a size limit per route (a few KB for almost everything; the session import with
 * a PBN file and the ruling assistant's table log larger), and a JSON parser that refuses nesting
 * deeper than any request needs before parsing, in one linear pass, so no body can hold the event
 * loop for long.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiFailure } from './errors.js';

/** Default body limit: every request but the ones below is a small JSON object. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/** Larger limits by route (method and path as registered). */
export const BODY_LIMITS: Readonly<Record<string, number>> = {
  // A session with its boards from a PBN file (`boards.pbn`, at most 2,000,000 characters).
  'POST /api/clubs/:club/sessions': 2_500_000,
  // A table log for the ruling assistant.
  'POST /api/rulings/assist': 256 * 1024,
  // The club's member register as CSV (at most 1,000,000 characters).
  'POST /api/clubs/:club/players/import': 1_100_000,
};

/** Deepest nesting of arrays and objects any request needs (an adjusted score is 5 levels). */
export const MAX_JSON_DEPTH = 16;

/**
 * The nesting depth of a JSON text, stopping as soon as it exceeds `max` (strings are skipped,
 * escapes included). Linear in the text and independent of how the text nests.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 92 /* \ */) i++;
        else if (d === 34) break;
      }
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) {
      depth--;
    }
  }
  return false;
}

const refuseProto = (key: string, value: unknown): unknown => {
  if (key === '__proto__' || key === 'constructor')
    throw new ApiFailure(400, 'invalid-body', `body: the key "${key}" is not allowed`, 'body');
  return value;
};

/** Parses a JSON body within the depth limit; every failure is a 400 naming `body`. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw new ApiFailure(400, 'invalid-body', 'body: empty; send a JSON object', 'body');
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH))
    throw new ApiFailure(400, 'too-deep', `body: nested deeper than ${MAX_JSON_DEPTH} levels`, 'body');
  try {
    return JSON.parse(text, refuseProto);
  } catch (e) {
    if (e instanceof ApiFailure) throw e;
    throw new ApiFailure(400, 'invalid-body', `body: ${e instanceof Error ? e.message : 'not JSON'}`, 'body');
  }
}

/**
 * Sets each route's body limit and replaces the JSON parser (call before registering routes). A
 * route that accepts more than the default must authenticate in an `onRequest` hook (before the
 * body is received): the server refuses to start otherwise, so no such route can let an anonymous
 * caller make it read and parse a large body.
 */
export function installBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const own = methods.map((m) => BODY_LIMITS[`${m} ${route.url}`]).find((x) => x !== undefined);
    route.bodyLimit ??= own ?? DEFAULT_BODY_LIMIT;
    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    if (route.bodyLimit > DEFAULT_BODY_LIMIT && hooks.length === 0)
      throw new Error(`${methods.join(',')} ${route.url}: a body limit over the default needs an onRequest auth hook`);
  });
  // JSON only: a cross-site form or `text/plain` post is refused (415) before any route runs.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (_req: FastifyRequest, body: string | Buffer, done: (err: Error | null, body?: unknown) => void) => {
      try {
        done(null, parseJsonBody(typeof body === 'string' ? body : body.toString('utf8')));
      } catch (e) {
        done(e as Error);
      }
    },
  );
}
