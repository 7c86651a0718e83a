/**
 * Late plays and unplayed boards in the database (issue 17): the route checks who may act and
 * what the request says; these functions change the results and record each change in the
 * result's history.
 */
import { now } from '../context.js';
import type { Db } from '../db/index.js';
import type { Adjustment } from '../api/types.js';
import { recordHistory, type ResultRowFull } from './result-history.js';

/**
 * The boards of session `sid` marked for a late play and not played yet (a row reopened for it, still
 * without a result or an adjusted score). Until they are played their deals and other tables'
 * results are extraneous information to the pairs who will play them (Law 16), also once the
 * session is published provisionally.
 */
export async function latePlayBoards(db: Db, sid: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('results')
    .select('board')
    .where('session_id', '=', sid)
    .where('reopened', '=', 1)
    .where('status', '=', 'to-play')
    .where('adjustment', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.board));
}

/**
 * The boards of session `row` that a table still has to play while the public may read the session: published
 * provisionally (or a final publication reopened), its terminals take results, so a board without a result or an
 * adjusted score at some table is still in play there, and its deal and the other tables' results are extraneous
 * information to the pairs who will play it (Law 16). Otherwise the late plays alone (`latePlayBoards`): a running
 * session is the directors' anyway, and a final one takes no more results at its tables.
 */
export async function boardsStillToPlay(
  db: Db,
  row: { readonly id: number; readonly status: string; readonly published_final: number },
): Promise<Set<number>> {
  if (row.status === 'running' || row.published_final) return latePlayBoards(db, row.id);
  const rows = await db
    .selectFrom('results')
    .select('board')
    .distinct()
    .where('session_id', '=', row.id)
    .where('status', '=', 'to-play')
    .where('adjustment', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.board));
}

/** A board of a session whose deal another running session still has to play (`session`'s board `board`). */
export interface DealElsewhere {
  readonly board: number;
  readonly session: number;
  readonly clubId: number;
  readonly otherBoard: number;
}

/**
 * The boards of session `sid` whose deal is still to be played in another running session (a club re-running a seed
 * or a file in two sessions, or clubs playing one file at once): a row there neither played nor given an adjusted
 * score. Their deals and results are extraneous information to the pairs who will play them (Law 16), as a board's
 * analysis is (online/board-analysis.ts). Found by the deal's text (indexed, migration 0055).
 */
export async function dealsInPlayElsewhere(db: Db, sid: number): Promise<DealElsewhere[]> {
  const rows = await db
    .selectFrom('boards as b1')
    .innerJoin('boards as b2', (j) => j.onRef('b2.deal', '=', 'b1.deal').onRef('b2.session_id', '!=', 'b1.session_id'))
    .innerJoin('sessions as s2', 's2.id', 'b2.session_id')
    .innerJoin('results as r', (j) => j.onRef('r.session_id', '=', 'b2.session_id').onRef('r.board', '=', 'b2.number'))
    .select(['b1.number as board', 'b2.session_id as session', 's2.club_id as clubId', 'b2.number as otherBoard'])
    .where('b1.session_id', '=', sid)
    .where('s2.status', '=', 'running')
    .where('r.status', '=', 'to-play')
    .where('r.adjustment', 'is', null)
    .distinct()
    .execute();
  return rows;
}

/**
 * The online deals (`d`) their stand-alone tables (`t`: of no online session, whose boards are its result rows) still
 * have to play: later in the table's order than the board in play (`c`, the table's row's board), or that board not
 * ended yet. However long ago the table was made: a table's deals stay held back while it plays, until its creator
 * closes it (`POST /api/online/tables/:id/close`, migration 0059). One comparison of stored places (migration 0057),
 * so a request reads no table's order.
 */
function stillPlayedDeals(db: Db) {
  return db
    .selectFrom('online_deals as d')
    .innerJoin('online_tables as t', 't.id', 'd.table_id')
    .leftJoin('online_deals as c', (j) => j.onRef('c.table_id', '=', 't.id').onRef('c.board', '=', 't.board'))
    .where('d.table_id', 'not in', db.selectFrom('online_session_tables').select('online_table_id'))
    .where('t.closed_at', 'is', null)
    .where((eb) => {
      const at = eb.fn.coalesce('c.pos', eb.lit(0));
      return eb.or([
        eb('d.pos', '>', at),
        eb.and([eb('d.pos', '=', at), eb.or([eb('t.phase', 'is', null), eb('t.phase', '!=', 'ended')])]),
      ]);
    });
}

/**
 * The boards of session `sid` whose deal a stand-alone online table still has to play, and of them those a table
 * that account `userId` sat at still plays (created and sat down, claimed a seat or joined one logged in), or may
 * have (somebody sat there not logged in, migration 0060): a club's
 * director dealing the club's seed at a table of their own (domain/deal-secret.ts deals the club's boards only
 * there). Read from rows by the deal's text (indexed, migration 0055), at most one row per board of the session.
 */
export async function dealsAtOnlineTables(
  db: Db,
  sid: number,
  userId: number | null,
): Promise<{ boards: Set<number>; sits: Set<number> }> {
  const rows = await stillPlayedDeals(db)
    .innerJoin('boards as b', 'b.deal', 'd.deal')
    .select('b.number as board')
    .where('b.session_id', '=', sid)
    .distinct()
    .execute();
  const boards = new Set(rows.map((r) => r.board));
  if (boards.size === 0 || userId === null) return { boards, sits: new Set() };
  const mine = await stillPlayedDeals(db)
    .innerJoin('boards as b', 'b.deal', 'd.deal')
    .select('b.number as board')
    .where('b.session_id', '=', sid)
    .where((eb) =>
      eb.or([
        eb.and([eb('t.owner_id', '=', userId), eb('t.owner_plays', '=', 1)]),
        // Somebody not logged in sat there: it may have been this director (migration 0060).
        eb('t.unknown_sitter', '=', 1),
        eb.exists(
          eb
            .selectFrom('seat_tokens as st')
            .select('st.seat')
            .whereRef('st.table_id', '=', 't.id')
            .where('st.user_id', '=', userId),
        ),
        eb.exists(
          eb
            .selectFrom('online_table_sitters as ts')
            .select('ts.user_id')
            .whereRef('ts.table_id', '=', 't.id')
            .where('ts.user_id', '=', userId),
        ),
      ]),
    )
    .distinct()
    .execute();
  return { boards, sits: new Set(mine.map((r) => r.board)) };
}

/** Whether a stand-alone online table other than `exceptTable` still has deal `deal` to play. */
export async function dealStillAtOnlineTable(db: Db, deal: string, exceptTable: number): Promise<boolean> {
  const r = await stillPlayedDeals(db)
    .select('d.table_id')
    .where('d.deal', '=', deal)
    .where('d.table_id', '!=', exceptTable)
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}

/** How the director treats boards still unplayed when the session closes. */
export const UNPLAYED_TREATMENTS = ['not-played', 'average'] as const;

/** Reopens result `r` for a late play by the same pairs, in the history under director `userId`. */
export async function markLatePlay(db: Db, r: ResultRowFull, userId: number, note?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('results').set({ reopened: 1, updated_at: now() }).where('id', '=', r.id).execute();
    await recordHistory(trx, r.id, { director: userId }, r, { latePlay: true, ...(note ? { note } : {}) });
  });
}

/**
 * Gives every board of session `sid` still without a result or an adjusted score the director's
 * treatment: no score (Law 12C2, factored away) or average to both sides (Law 12C2(a)). Returns how
 * many results it adjusted.
 */
export async function treatUnplayed(
  db: Db,
  sid: number,
  userId: number,
  treatment: (typeof UNPLAYED_TREATMENTS)[number],
  note?: string,
): Promise<number> {
  const rows = await db
    .selectFrom('results')
    .selectAll()
    .where('session_id', '=', sid)
    .where('status', '=', 'to-play')
    .where('adjustment', 'is', null)
    .execute();
  const adjustment: Adjustment =
    treatment === 'average' ? { kind: 'artificial', ns: 'A', ew: 'A' } : { kind: 'not-played' };
  const law = treatment === 'average' ? '12C2(a)' : '12C2';
  const t = now();
  await db.transaction().execute(async (trx) => {
    for (const r of rows) {
      const after = {
        adjustment: JSON.stringify(adjustment),
        adjustment_law: law,
        adjustment_reason: note ?? 'not played',
        reopened: 0,
        updated_at: t,
      };
      await trx.updateTable('results').set(after).where('id', '=', r.id).execute();
      await recordHistory(trx, r.id, { director: userId }, r, after);
    }
  });
  return rows.length;
}
