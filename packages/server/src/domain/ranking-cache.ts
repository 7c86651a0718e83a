/**
 * Rankings kept per session version: scoring a large session reads every result row (a 30-table
 * Howell has ~14,000), so a ranking is computed once per change and shared by every request
 * meanwhile (concurrent requests wait for the same computation). `sessions.version` is bumped by
 * database triggers on any change to the session's results, penalties or pairs (migration 0005),
 * whichever code or server process writes them, so checking the cache is one primary-key read.
 */
import type { Ranking } from '../api/types.js';
import type { Ctx } from '../context.js';
import { ranking } from './sessions.js';

const MAX_SESSIONS = 200;

interface Entry { readonly version: string; readonly value: Promise<Ranking> }
const caches = new WeakMap<object, Map<number, Entry>>();

/** The session's ranking, from the cache when nothing it depends on has changed. */
export async function cachedRanking(ctx: Ctx, sid: number): Promise<Ranking> {
  let cache = caches.get(ctx.db);
  if (!cache) caches.set(ctx.db, (cache = new Map()));
  const s = await ctx.db.selectFrom('sessions').select(['version', 'status', 'scoring', 'correction_ends_at']).where('id', '=', sid).executeTakeFirst();
  const version = s ? `${s.version}:${s.status}:${s.scoring}:${s.correction_ends_at}` : 'none';
  const hit = cache.get(sid);
  if (hit && hit.version === version) return hit.value;
  const value = ranking(ctx, sid);
  cache.delete(sid);
  cache.set(sid, { version, value });
  if (cache.size > MAX_SESSIONS) cache.delete(cache.keys().next().value!);
  value.catch(() => { if (cache.get(sid)?.value === value) cache.delete(sid); });
  return value;
}
