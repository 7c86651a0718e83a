/**
 * Values computed from a session's results, kept per session version: scoring a large session
 * reads every result row (a 30-table Howell has ~14,000), so it is done once per change and shared
 * by every request meanwhile (concurrent requests wait for the same computation).
 * `sessions.version` is bumped by database triggers on any change to the session's results,
 * penalties or pairs (migration 0005), whichever code or server process writes them, so checking
 * the cache is one primary-key read.
 */
import type { Ctx } from '../context.js';

const MAX_SESSIONS = 200;

interface Entry {
  readonly version: string;
  readonly value: Promise<unknown>;
}
const caches = new WeakMap<object, Map<string, Entry>>();

/** `compute()` for the session, from the cache (under `kind`) when nothing it depends on has changed. */
export async function perSessionVersion<T>(ctx: Ctx, sid: number, kind: string, compute: () => Promise<T>): Promise<T> {
  let cache = caches.get(ctx.db);
  if (!cache) caches.set(ctx.db, (cache = new Map()));
  const s = await ctx.db
    .selectFrom('sessions')
    .select(['version', 'status', 'scoring', 'section_scoring', 'correction_ends_at'])
    .where('id', '=', sid)
    .executeTakeFirst();
  const version = s ? `${s.version}:${s.status}:${s.scoring}:${s.section_scoring}:${s.correction_ends_at}` : 'none';
  const key = `${kind}:${sid}`;
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.value as Promise<T>;
  const value = compute();
  cache.delete(key);
  cache.set(key, { version, value });
  if (cache.size > MAX_SESSIONS) cache.delete(cache.keys().next().value!);
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}
