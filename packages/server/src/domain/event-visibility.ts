/**
 * What a teams event shows to a reader who does not direct it (a member, a player of the event):
 * a board's results — contracts, tricks, scores, IMPs, adjusted scores — only once every table
 * of its round has finished it (the barometer setting, the default), or, without a barometer,
 * only once its whole round has finished. A late play keeps its board hidden until it is played.
 * Until then another table's result on a board someone still has to play is extraneous
 * information about its cards (Law 16), in the match cards, the rounds' summaries and the
 * standings alike. Progress (which rows are done) stays visible. Nor does a reader get the seed of
 * seeded boards (the directors' choice; it deals nothing without the server's secret). A ranking (a
 * pairs or individual session's, a pairs event's) sums every table's results, so while its session runs a reader gets
 * it only when the director shows the running score (as clubs set their Bridgemates; off by default).
 */
import type { EventSettings, ShownEventSettings } from '../api/types.js';
import { forbidden, type ApiFailure } from '../http/errors.js';
import type { Ctx } from '../context.js';
import type { TeamsState } from './teams.js';
import type { ResultRow } from './sessions.js';
import { counts } from './scoring.js';

const key = (r: Pick<ResultRow, 'round' | 'board'>) => `${r.round}|${r.board}`;

/**
 * The event as a reader sees it: the rows of every board some table of its round has still to
 * finish, or whose deal is still to be played elsewhere (`elsewhere`, the session's board numbers), keep whether they
 * are done but lose their result, so nothing computed from the state
 * (match cards, IMPs, VPs, standings) depends on them. The state itself when nothing is pending.
 */
export function readerState(st: TeamsState, elsewhere: ReadonlySet<number> = new Set()): TeamsState {
  const pending = new Set<string>();
  const barometer = st.settings.barometer !== false;
  const roundsOpen = new Set<number>();
  for (const r of st.rows) if (!counts(r)) barometer ? pending.add(key(r)) : roundsOpen.add(r.round);
  // A board whose deal another running session or online table still has to play (`deal-in-play`).
  for (const r of st.rows) if (elsewhere.has(r.board)) pending.add(key(r));
  if (!barometer) for (const r of st.rows) if (roundsOpen.has(r.round)) pending.add(key(r));
  return withoutResults(st, (r) => pending.has(key(r)));
}

/**
 * The event with the rows of the boards in `elsewhere` (their deal still to be played in another running session or
 * at an online table) done or not as they are, without their results: what a table terminal's match card computes its
 * IMPs and VPs from. The state itself when `elsewhere` is empty.
 */
export function elsewhereState(st: TeamsState, elsewhere: ReadonlySet<number>): TeamsState {
  return withoutResults(st, (r) => elsewhere.has(r.board));
}

/** `st` with the rows `hide` picks done or not as they are, without their results (`st` itself when it picks none). */
function withoutResults(st: TeamsState, hide: (r: ResultRow) => boolean): TeamsState {
  if (!st.rows.some(hide)) return st;
  return {
    ...st,
    rows: st.rows.map((r) =>
      hide(r)
        ? {
            ...r,
            status: counts(r) ? 'confirmed' : 'to-play',
            contract: null,
            declarer: null,
            lead: null,
            tricks: null,
            adjustment: null,
            adjustment_law: null,
            adjustment_reason: null,
          }
        : r,
    ),
  };
}

/** The settings as a reader sees them: a seeded deal source without its seed (the directors' own). */
export function readerSettings(s: EventSettings): ShownEventSettings {
  if (s.kind === 'pairs' || s.boards.source !== 'seeded') return s;
  return { ...s, boards: { source: 'seeded' } };
}

/** Whether a session's ranking is kept from readers who do not direct it: while it runs, unless shown. */
export const rankingWithheld = (row: { readonly status: string; readonly live_ranking: number }): boolean =>
  row.status === 'running' && !row.live_ranking;

/** The refusal of a withheld ranking (403 `ranking-not-published`). */
export const rankingNotPublished = (): ApiFailure =>
  forbidden(
    'ranking-not-published',
    'the ranking is shown once the director publishes the results (or turns on the running score)',
  );

/** Shows (or keeps back) session `sid`'s running ranking from its club's members and tables. */
export async function setLiveRanking(ctx: Ctx, sid: number, on: boolean): Promise<void> {
  await ctx.db
    .updateTable('sessions')
    .set({ live_ranking: on ? 1 : 0 })
    .where('id', '=', sid)
    .execute();
}
