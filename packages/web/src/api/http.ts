/**
 * Typed HTTP calls to the server (routes in packages/server/API.md). Errors come back as values
 * carrying the server's stable code, the field and the law, so pages can say what went wrong.
 */
import type { ApiError } from '@stikk/server/api';

export interface HttpError {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly field?: string;
  readonly law?: string;
  /** Where and what, to be worded in the user's language (`errorText`). */
  readonly params?: Readonly<Record<string, string | number>>;
}

export type HttpResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: HttpError };

let bearer: string | null = null;
/** The table terminal's token (`Authorization: Bearer`), set once it has joined. */
export function setBearer(token: string | null): void {
  bearer = token;
}

export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  // The terminal's token also opens its own session's pages (results while the session runs).
  if (bearer && ((path.startsWith('/api/terminal/') && !path.endsWith('/join')) || path.startsWith('/api/sessions/')))
    headers.authorization = `Bearer ${bearer}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch (e) {
    return { ok: false, error: { status: 0, code: 'network', message: e instanceof Error ? e.message : String(e) } };
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const e = (json as ApiError | null)?.error;
    return {
      ok: false,
      error: {
        status: res.status,
        code: e?.code ?? `http-${res.status}`,
        message: e?.message ?? (text.slice(0, 200) || res.statusText),
        ...(e?.field ? { field: e.field } : {}),
        ...(e?.law ? { law: e.law } : {}),
        ...(e?.params ? { params: e.params } : {}),
      },
    };
  }
  return { ok: true, value: json as T };
}

export const get = <T>(path: string) => request<T>('GET', path);
export const post = <T>(path: string, body: unknown = {}) => request<T>('POST', path, body);
export const put = <T>(path: string, body: unknown) => request<T>('PUT', path, body);
