/** Rankings kept per session version (see session-cache.ts). */
import type { Ranking } from '../api/types.js';
import type { Ctx } from '../context.js';
import { perSessionVersion } from './session-cache.js';
import { ranking } from './sessions.js';
import { type MpScale, scaleKey } from './scoring.js';

/** The session's ranking, from the cache when nothing it depends on has changed. */
export function cachedRanking(ctx: Ctx, sid: number, scale: MpScale = '2/1/0'): Promise<Ranking> {
  return perSessionVersion(ctx, sid, scaleKey('ranking', scale), () => ranking(ctx, sid, scale));
}
