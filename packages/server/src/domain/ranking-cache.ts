/**
 * Rankings kept per session version: scoring a large session reads every result row (a 30-table
 * Howell has ~14,000), so a ranking is computed once per change of the session's results,
 * penalties, pairs or status and shared by every request meanwhile (concurrent requests wait for
 * the same computation). The version is a few aggregates the database computes without sending
 * rows; an entry is also dropped after `MAX_AGE_MS`, bounding staleness should two changes ever
 * leave the aggregates equal.
 */
import { sql } from 'kysely';
import type { Ranking } from '../api/types.js';
import type { Ctx } from '../context.js';
import { ranking } from './sessions.js';

const MAX_AGE_MS = 10_000;
const MAX_SESSIONS = 200;

interface Entry { readonly version: string; readonly at: number; readonly value: Promise<Ranking> }
const caches = new WeakMap<object, Map<number, Entry>>();

/** A fingerprint of everything a ranking depends on. */
async function sessionVersion(ctx: Ctx, sid: number): Promise<string> {
  const r = await sql<Record<string, unknown>>`
    SELECT
      (SELECT COUNT(*) FROM results WHERE session_id = ${sid} AND status <> 'to-play') AS n,
      (SELECT MAX(updated_at) FROM results WHERE session_id = ${sid}) AS at,
      (SELECT SUM(CASE WHEN status = 'confirmed' THEN 1 ELSE 0 END) FROM results WHERE session_id = ${sid}) AS confirmed,
      (SELECT COUNT(adjustment) FROM results WHERE session_id = ${sid}) AS adjusted,
      (SELECT SUM(COALESCE(tricks, 0)) FROM results WHERE session_id = ${sid}) AS tricks,
      (SELECT SUM(LENGTH(COALESCE(contract, '')) + LENGTH(COALESCE(adjustment, ''))) FROM results WHERE session_id = ${sid}) AS text,
      (SELECT COUNT(*) || ':' || COALESCE(MAX(id), 0) FROM penalties WHERE session_id = ${sid}) AS pen,
      (SELECT COUNT(*) || ':' || COALESCE(SUM(LENGTH(names)), 0) FROM pairs WHERE session_id = ${sid}) AS pairs,
      (SELECT status || ':' || scoring FROM sessions WHERE id = ${sid}) AS s`.execute(ctx.db);
  return JSON.stringify(Object.values(r.rows[0] ?? {}).map(String));
}

/** The session's ranking, from the cache when nothing it depends on has changed. */
export async function cachedRanking(ctx: Ctx, sid: number): Promise<Ranking> {
  let cache = caches.get(ctx.db);
  if (!cache) caches.set(ctx.db, (cache = new Map()));
  const version = await sessionVersion(ctx, sid);
  const hit = cache.get(sid);
  if (hit && hit.version === version && Date.now() - hit.at < MAX_AGE_MS) return hit.value;
  const value = ranking(ctx, sid);
  cache.delete(sid);
  cache.set(sid, { version, at: Date.now(), value });
  if (cache.size > MAX_SESSIONS) cache.delete(cache.keys().next().value!);
  value.catch(() => { if (cache.get(sid)?.value === value) cache.delete(sid); });
  return value;
}
