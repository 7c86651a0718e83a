/**
 * What the table terminal reads and writes in the database (issue 16): the routes in
 * routes/terminal.ts authorise each request (token, table, round now played, Law 16) and then call
 * these; nothing here decides who may see or change what.
 */
import { now } from '../context.js';
import type { Db } from '../db/index.js';
import { conflict } from '../http/errors.js';
import type { DirectorCallRow } from './director-calls.js';
import type { PairPlayer } from '../api/types.js';
import { recordHistory, type HistoryAuthor, type ResultRowFull } from './result-history.js';
import type { ResultRow } from './sessions.js';
import type { RowState } from './terminal.js';

/** The table whose terminal code is `code`, with its session (null when no table has it). */
export async function tableByCode(db: Db, code: string) {
  const row = await db
    .selectFrom('session_tables')
    .innerJoin('sessions', 'sessions.id', 'session_tables.session_id')
    .select(['session_tables.id', 'session_tables.number', 'sessions.id as sid', 'sessions.name'])
    .where('session_tables.code', '=', code)
    .executeTakeFirst();
  return row ?? null;
}

/** The pairs of session `sid`: number and names. */
export function pairNames(db: Db, sid: number): Promise<{ number: number; names: string }[]> {
  return db.selectFrom('pairs').select(['number', 'names']).where('session_id', '=', sid).execute();
}

/** Pair `pair` of session `sid` is now `names`, played by `players` (as resolved from the register). */
export async function setPairPlayers(
  db: Db,
  sid: number,
  pair: number,
  names: string,
  players: readonly PairPlayer[] | null,
): Promise<void> {
  await db
    .updateTable('pairs')
    .set({ names, players: players === null ? null : JSON.stringify(players) })
    .where('session_id', '=', sid)
    .where('number', '=', pair)
    .execute();
}

/** The deal text of board `board` of session `sid` (read only once the caller may know it). */
export async function boardDealText(db: Db, sid: number, board: number): Promise<string> {
  const b = await db
    .selectFrom('boards')
    .select('deal')
    .where('session_id', '=', sid)
    .where('number', '=', board)
    .executeTakeFirstOrThrow();
  return b.deal;
}

/** What a terminal writes into a result row when the table enters its result. */
export type TableEntry = Pick<ResultRowFull, 'contract' | 'declarer' | 'lead' | 'tricks' | 'updated_at'> & {
  readonly status: 'entered';
};

/**
 * Writes the table's entry into result row `r`; a row that had a result before gets a history line
 * by `by` (a first entry is no change).
 */
export async function enterTableResult(db: Db, r: ResultRow, by: HistoryAuthor, after: TableEntry): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('results').set(after).where('id', '=', r.id).execute();
    if (r.status !== 'to-play') await recordHistory(trx, r.id, by, r, after);
  });
}

/** Confirms result row `r` and ends a reopening, unless its status changed since it was read. */
export async function confirmTableResult(db: Db, r: Pick<ResultRow, 'id' | 'status'>): Promise<void> {
  await db
    .updateTable('results')
    .set({ status: 'confirmed', reopened: 0, updated_at: now() })
    .where('id', '=', r.id)
    .where('status', '=', r.status)
    .execute();
}

/** Every result row of session `sid`, with the fields the terminal's Law 16 rules read. */
export function rowStates(db: Db, sid: number): Promise<RowState[]> {
  return db
    .selectFrom('results')
    .select(['round', 'table_no', 'board', 'ns', 'ew', 'status', 'adjustment', 'reopened'])
    .where('session_id', '=', sid)
    .execute();
}

/** Director calls from one table of a session that may wait at once (more would only flood the queue). */
export const OPEN_CALLS_PER_TABLE = 3;

/**
 * An open director call (Law 9B) from table `table` of session `sid`; returns the stored row. At
 * most {@link OPEN_CALLS_PER_TABLE} wait at once per table (409 `too-many-open-calls`): the
 * director has been called.
 */
export async function callFromTable(db: Db, sid: number, table: number, reason: string): Promise<DirectorCallRow> {
  const open = await db
    .selectFrom('director_calls')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('session_id', '=', sid)
    .where('table_no', '=', table)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  if (Number(open.n) >= OPEN_CALLS_PER_TABLE)
    throw conflict(
      'too-many-open-calls',
      `the director has been called from table ${table} (${OPEN_CALLS_PER_TABLE} calls wait); the director comes`,
    );
  return db
    .insertInto('director_calls')
    .values({
      session_id: sid,
      online_table_id: null,
      table_no: table,
      seat: null,
      reason,
      status: 'open',
      resolution: null,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
