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

/** How long an online table made from a deal holds that deal back at most (an abandoned table would for ever). */
export const SAME_DEAL_TABLE_HOURS = 24;

/**
 * Whether an online table whose boards go in `order` (JSON number[]), now at board `current` in `phase`, has the
 * board it dealt as `dealt` still to play: later in its order, or the board in play not yet ended.
 */
export function tableStillToPlay(order: string, current: number | null, phase: string | null, dealt: number): boolean {
  const boards = JSON.parse(order) as number[];
  const at = boards.indexOf(current ?? boards[0]!);
  const k = boards.indexOf(dealt);
  return k > at || (k === at && phase !== 'ended');
}

/** A board of a session whose deal an online table outside any session still has to play. */
export interface DealAtTable {
  readonly board: number;
  readonly table: number;
  /** The table's creator, and whether they sat at it (then never its director). */
  readonly ownerId: number;
  readonly ownerPlays: boolean;
}

/**
 * The boards of session `sid` whose deal a stand-alone online table (one of no online session: those are the
 * sessions' result rows) made in the last {@link SAME_DEAL_TABLE_HOURS} hours still has to play: a club's director
 * dealing the club's seed at a table of their own (domain/deal-secret.ts deals the club's boards only there). Read
 * from rows by the deal's text (indexed, migration 0055); loads no table.
 */
export async function dealsAtOnlineTables(db: Db, sid: number, at = Date.now()): Promise<DealAtTable[]> {
  const since = new Date(at - SAME_DEAL_TABLE_HOURS * 3_600_000).toISOString();
  const rows = await db
    .selectFrom('boards as b')
    .innerJoin('online_deals as d', 'd.deal', 'b.deal')
    .innerJoin('online_tables as t', 't.id', 'd.table_id')
    .select([
      'b.number as board',
      't.id as table',
      't.owner_id as ownerId',
      't.owner_plays as ownerPlays',
      'd.board as dealt',
      't.boards as order',
      't.board as current',
      't.phase',
    ])
    .where('b.session_id', '=', sid)
    .where('t.created_at', '>=', since)
    .where('d.table_id', 'not in', db.selectFrom('online_session_tables').select('online_table_id'))
    .execute();
  return rows
    .filter((r) => tableStillToPlay(r.order, r.current, r.phase, r.dealt))
    .map((r) => ({ board: r.board, table: r.table, ownerId: r.ownerId, ownerPlays: r.ownerPlays === 1 }));
}

/** Whether account `userId` holds a seat of online table `tableId` (claimed, or joined while logged in). */
export async function seatedAt(db: Db, tableId: number, userId: number): Promise<boolean> {
  const r = await db
    .selectFrom('seat_tokens')
    .select('seat')
    .where('table_id', '=', tableId)
    .where('user_id', '=', userId)
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
