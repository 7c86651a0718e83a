/**
 * How large an event may be: a teams event plans every round's result rows (both rooms of every
 * match, every board), and its standings are scored from all of them on each read. The bound is
 * the largest pairs session's (4 sections × 30 tables × 60 rounds × 8 boards), so no event makes
 * the server hold the event loop longer than the largest session does.
 */
import type { CreateEventRequest } from '../api/types.js';
import { badRequest } from '../http/errors.js';

/** Result rows one event may plan. */
export const MAX_EVENT_RESULTS = 60_000;

/** The result rows a teams event plans at most: tables × rounds (knockout: stages × segments) × boards per match. */
export function plannedResults(req: CreateEventRequest): number {
  const s = req.settings;
  if (s.kind !== 'teams') return 0;
  const n = req.entrants.length;
  const tables = 2 * Math.floor(n / 2);
  const rounds = s.form === 'knockout' ? s.segments * Math.ceil(Math.log2(Math.max(2, n))) : s.rounds;
  return tables * rounds * s.boardsPerMatch;
}

/** Refuses (400 `event-too-large`, field `settings`, nothing written) an event over {@link MAX_EVENT_RESULTS}. */
export function checkEventSize(req: CreateEventRequest): void {
  const rows = plannedResults(req);
  if (rows > MAX_EVENT_RESULTS)
    throw badRequest(
      'event-too-large',
      `settings: ${req.entrants.length} teams, these rounds and ${
        req.settings.kind === 'teams' ? req.settings.boardsPerMatch : 0
      } boards per match make ${rows} results; at most ${MAX_EVENT_RESULTS} (fewer rounds or boards per match)`,
      'settings',
    );
}
