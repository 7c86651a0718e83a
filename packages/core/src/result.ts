/**
 * `Result` values for everything a user can get wrong: parsing, illegal acts, bad files.
 * Errors carry a stable `code` (for programs and translations), a human message in English,
 * and — where a law decides — the law that the error cites.
 */
export interface StikkError {
  readonly code: string;
  readonly message: string;
  /** The law that makes the act illegal or the value invalid, e.g. `27B1(a)`. */
  readonly law?: string;
  /** Where: a field path, an event index, a line number (whatever applies). */
  readonly path?: string;
  readonly index?: number;
  readonly line?: number;
  readonly column?: number;
}

/**
 * Either a value (`ok: true`) or an error (`ok: false`); what every fallible function returns instead of throwing.
 */
export type Result<T, E = StikkError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** A successful {@link Result} carrying `value`. */
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** A failed {@link Result} carrying `error`. */
export const err = <E = StikkError>(error: E): { ok: false; error: E } => ({ ok: false, error });

/** A failed {@link Result} with a {@link StikkError} of the given code and message (and law, path…). */
export function fail(code: string, message: string, extra: Partial<StikkError> = {}): { ok: false; error: StikkError } {
  return { ok: false, error: { code, message, ...extra } };
}

/** Unwrap for trusted inputs (tests, constants). Throws with the error's message. */
export function unwrap<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  throw new Error(`${r.error.code}: ${r.error.message}`);
}
