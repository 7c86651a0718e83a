/**
 * Online tables in the database, as the routes list them: which tables a caller may see, their
 * seats, the tables a director runs and the open calls across them. The rooms (online/rooms.ts)
 * keep each table's live state; these functions only read the rows.
 */
import type { Seat } from '@stikk/core';
import type { Db } from '../db/index.js';
import { PENDING_UNKNOWN } from '../db/migrations.js';
import type { DirectorCallRow } from './director-calls.js';
import type { OnlineTableSlot, TablePhase } from '../api/types.js';

/** An online table's row as the lists need it. */
export interface OnlineTableRow {
  readonly id: number;
  readonly name: string;
  readonly owner_id: number;
  readonly owner_plays: number;
  /** `prevent` or `allow` (online/irregularities.ts): the creator of an `allow` table directs it, never sits. */
  readonly irregularities: string;
  /** The online session's round and table this table plays (`online_session_tables`), or null. */
  readonly round: number | null;
  readonly table_no: number | null;
  /** The board in play, its phase and the kibitzers' version, as last written (null: a row from before 0036). */
  readonly board: number | null;
  readonly phase: string | null;
  readonly version: number;
}

/** What the lobby shows of a table that is not in memory (its row's `board`, `phase`, `version`). */
export interface LobbyState {
  readonly board: number;
  readonly phase: string;
  readonly version: number;
  /** What waits for the director (`pendingText`), for the director's overview only; null: nothing. */
  readonly pending: string | null;
}

/** What waits for an online table's director, as its row keeps it (JSON), or null. */
export const pendingText = (p: { law: string; kind: string; chooser: string | null } | null): string | null =>
  p ? JSON.stringify({ law: p.law, kind: p.kind, chooser: p.chooser }) : null;

const PHASES: readonly string[] = ['auction', 'clarification', 'play', 'ended'];

/**
 * What the lobby lists of a table from its row alone (no one is seated at a table not in memory); null
 * for a row from before migration 0036 (the table is loaded once, which writes it).
 */
export function lobbyState(
  r: OnlineTableRow,
): { board: number; phase: TablePhase; version: number; seatsTaken: readonly Seat[] } | null {
  if (r.board === null || r.phase === null || !PHASES.includes(r.phase)) return null;
  return { board: r.board, phase: r.phase as TablePhase, version: r.version, seatsTaken: [] };
}

/** Writes the lobby's columns of table `id` (online/rooms.ts, as its board, phase or version change). */
export async function saveLobbyState(db: Db, id: number, s: LobbyState): Promise<void> {
  await db
    .updateTable('online_tables')
    .set({ board: s.board, phase: s.phase, version: s.version, pending: s.pending })
    .where('id', '=', id)
    .execute();
}

/** An online session's round and table of a table's row (null for a table of its own). */
export const slotOf = (r: { round: number | null; table_no: number | null }): OnlineTableSlot | null =>
  r.round === null || r.table_no === null ? null : { round: r.round, table: r.table_no };

/** One seat of an online table: who holds it (a user id, or nobody yet) and whether it is open. */
export interface SeatRow {
  readonly table_id: number;
  readonly seat: Seat;
  readonly user_id: number | null;
  readonly open: number;
}

/**
 * The tables `userId` may join or watch, newest first, at most `limit`: those open to kibitzers
 * (anyone); for a logged-in caller also their own, those where they hold a seat and those with an
 * open seat free. `userId` null is a caller who is not logged in.
 */
export function visibleTables(db: Db, userId: number | null, limit: number): Promise<OnlineTableRow[]> {
  return db
    .selectFrom('online_tables')
    .leftJoin('online_session_tables as ost', 'ost.online_table_id', 'online_tables.id')
    .select([
      'id',
      'name',
      'owner_id',
      'owner_plays',
      'irregularities',
      'ost.round',
      'ost.table_no',
      'online_tables.board',
      'online_tables.phase',
      'online_tables.version',
    ])
    .where((eb) => {
      const ors = [eb('kibitzers', '=', 1)];
      if (userId !== null) {
        ors.push(
          eb('owner_id', '=', userId),
          eb.exists(
            eb
              .selectFrom('seat_tokens')
              .select('seat')
              .whereRef('seat_tokens.table_id', '=', 'online_tables.id')
              .where((s) => s.or([s('user_id', '=', userId), s.and([s('open', '=', 1), s('user_id', 'is', null)])])),
          ),
        );
      }
      return eb.and([eb('closed_at', 'is', null), eb.or(ors)]);
    })
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The seats of the given tables (none for no tables). */
export async function seatsOf(db: Db, tableIds: readonly number[]): Promise<SeatRow[]> {
  if (!tableIds.length) return [];
  return db
    .selectFrom('seat_tokens')
    .select(['table_id', 'seat', 'user_id', 'open'])
    .where('table_id', 'in', tableIds)
    .execute();
}

/** A table its director runs, as its row keeps it (`board`/`phase` null: a row from before migration 0036). */
export interface DirectedTableRow {
  readonly id: number;
  readonly name: string;
  readonly round: number | null;
  readonly table_no: number | null;
  readonly board: number | null;
  readonly phase: string | null;
  readonly pending: string | null;
  /** The kibitzers' version as the row last had it. */
  readonly version: number;
}

/**
 * The tables `ownerId` directs (created and does not sit at, nor at any table of the same online session),
 * newest first, at most `limit`.
 */
export function directedTables(db: Db, ownerId: number, limit: number): Promise<DirectedTableRow[]> {
  return db
    .selectFrom('online_tables')
    .leftJoin('online_session_tables as ost', 'ost.online_table_id', 'online_tables.id')
    .select(['id', 'name', 'ost.round', 'ost.table_no', 'board', 'phase', 'pending', 'version'])
    .where('owner_id', '=', ownerId)
    .where('owner_plays', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('online_session_tables as a')
            .innerJoin('online_session_tables as b', 'b.session_id', 'a.session_id')
            .innerJoin('online_tables as t', 't.id', 'b.online_table_id')
            .select('a.online_table_id')
            .whereRef('a.online_table_id', '=', 'online_tables.id')
            .where('t.owner_plays', '=', 1),
        ),
      ),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * What the director's overview shows of a table not in memory, from its row: board, phase and what waits for
 * the director; null for a row from before migration 0036 or 0042's first write (the table is then loaded).
 */
export function directedState(
  r: DirectedTableRow,
): { board: number; phase: TablePhase; pending: { law: string; kind: string; chooser: string | null } | null } | null {
  if (r.board === null || r.phase === null || !PHASES.includes(r.phase)) return null;
  let pending: { law: string; kind: string; chooser: string | null } | null = null;
  if (r.pending === PENDING_UNKNOWN) return null;
  if (r.pending !== null) {
    try {
      const p = JSON.parse(r.pending) as { law?: unknown; kind?: unknown; chooser?: unknown };
      if (typeof p.law !== 'string' || typeof p.kind !== 'string') return null;
      pending = { law: p.law, kind: p.kind, chooser: typeof p.chooser === 'string' ? p.chooser : null };
    } catch {
      return null;
    }
  }
  return { board: r.board, phase: r.phase as TablePhase, pending };
}

/** Board times found for tables not in memory, per database and table id, with the row state they were found for. */
const restingTimesOf = new WeakMap<Db, Map<number, { at: string; first: string | null; last: string | null }>>();
/** Tables whose board times are kept (the oldest go first). */
const RESTING_TIMES_KEPT = 10_000;

/**
 * When each table's board in play had its first and latest stored event (ISO), from the log's times, for tables
 * not in memory (`tables`: table id to its board in play and the kibitzers' version its row holds). A table not
 * in memory does not change, so each is read once for its row's state (the director's overview is polled):
 * only the current board's events, through the log's key.
 */
export async function boardTimesOf(
  db: Db,
  tables: ReadonlyMap<number, { board: number; version: number }>,
): Promise<Map<number, { first: string | null; last: string | null }>> {
  const out = new Map<number, { first: string | null; last: string | null }>();
  const stateOf = (x: { board: number; version: number }) => `${x.board}:${x.version}`;
  let restingTimes = restingTimesOf.get(db);
  if (!restingTimes) restingTimesOf.set(db, (restingTimes = new Map()));
  const missing: [number, number][] = [];
  for (const [id, x] of tables) {
    const kept = restingTimes.get(id);
    if (kept && kept.at === stateOf(x)) out.set(id, { first: kept.first, last: kept.last });
    else missing.push([id, x.board]);
  }
  if (!missing.length) return out;
  const rows = await db
    .selectFrom('table_events_all')
    .select(['table_id', (eb) => eb.fn.min('created_at').as('first'), (eb) => eb.fn.max('created_at').as('last')])
    .where((eb) => eb.or(missing.map(([id, board]) => eb.and([eb('table_id', '=', id), eb('board', '=', board)]))))
    .groupBy('table_id')
    .execute();
  const found = new Map(rows.map((r) => [r.table_id, r]));
  for (const [id] of missing) {
    const r = found.get(id);
    const t = { first: r?.first ?? null, last: r?.last ?? null };
    out.set(id, t);
    restingTimes.delete(id);
    restingTimes.set(id, { at: stateOf(tables.get(id)!), ...t });
    if (restingTimes.size > RESTING_TIMES_KEPT) restingTimes.delete(restingTimes.keys().next().value!);
  }
  return out;
}

/**
 * The online tables of the online session that table `tableId` belongs to (itself included); just itself for a
 * table of its own.
 */
export async function sessionTablesOf(db: Db, tableId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('online_session_tables as a')
    .innerJoin('online_session_tables as b', 'b.session_id', 'a.session_id')
    .select('b.online_table_id')
    .where('a.online_table_id', '=', tableId)
    .execute();
  return rows.length ? rows.map((r) => r.online_table_id) : [tableId];
}

/**
 * Whether the creator of table `tableId` sits at it or, for a table of an online session, at any table of the
 * session (its director then plays the session's boards: no table of it shows them the whole deal).
 */
export async function ownerSitsIn(db: Db, tableId: number): Promise<boolean> {
  const ids = await sessionTablesOf(db, tableId);
  const t = await db
    .selectFrom('online_tables')
    .select('id')
    .where('id', 'in', ids)
    .where('owner_plays', '=', 1)
    .executeTakeFirst();
  return t !== undefined;
}

/** The open director calls of the given online tables, in order (none for no tables). */
export async function openCallsAt(db: Db, tableIds: readonly number[]): Promise<DirectorCallRow[]> {
  if (!tableIds.length) return [];
  return db
    .selectFrom('director_calls')
    .selectAll()
    .where('online_table_id', 'in', tableIds)
    .where('status', '=', 'open')
    .orderBy('id')
    .execute();
}

/**
 * How many tables of its own (not an online session's) `ownerId` created at or after `since`
 * (ISO time): the per-account creation limits count these.
 */
export async function tablesCreatedSince(db: Db, ownerId: number, since: string): Promise<number> {
  const r = await db
    .selectFrom('online_tables')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('owner_id', '=', ownerId)
    .where('created_at', '>=', since)
    .where('id', 'not in', db.selectFrom('online_session_tables').select('online_table_id'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Who created table `id` and whether it admits kibitzers, read from its row (null: no such table):
 * checked before the table is loaded into memory.
 */
export async function tableAccess(db: Db, id: number): Promise<{ ownerId: number; kibitzers: boolean } | null> {
  const r = await db
    .selectFrom('online_tables')
    .select(['owner_id', 'kibitzers'])
    .where('id', '=', id)
    .executeTakeFirst();
  return r ? { ownerId: r.owner_id, kibitzers: r.kibitzers === 1 } : null;
}

/** Whether online table `id` is a table of an online session (it closes with its session, never on its own). */
export async function isSessionTable(db: Db, id: number): Promise<boolean> {
  const r = await db
    .selectFrom('online_session_tables')
    .select('online_table_id')
    .where('online_table_id', '=', id)
    .executeTakeFirst();
  return r !== undefined;
}
