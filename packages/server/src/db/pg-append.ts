/**
 * PostgreSQL side of the event log's group commit (online/appender.ts): a batch of table events
 * stored by ONE statement — one transaction, one WAL flush with synchronous_commit on — whose
 * text never changes with the batch size (five arrays unnested), so it is prepared once per pool
 * connection and runs as bind + execute thereafter, with no limit on rows from the 65,535
 * parameters of a multi-row VALUES list. The promise settles after the commit: an acknowledgement
 * still means "durable".
 */
import type { Pool } from 'pg';

/** One table event as stored (the `table_events` row). */
export interface EventRowPg {
  table_id: number;
  seq: number;
  board: number;
  event: string;
  created_at: string;
}

const APPEND = {
  name: 'stikk-append-table-events',
  text:
    'INSERT INTO table_events (table_id, seq, board, event, created_at) ' +
    'SELECT * FROM unnest($1::integer[], $2::integer[], $3::integer[], $4::text[], $5::text[])',
};

/** Stores `rows` in one statement (all or none: a duplicate (table, seq) refuses the whole batch). */
export async function appendEventsPg(pool: Pool, rows: readonly EventRowPg[]): Promise<void> {
  const n = rows.length;
  const ids = new Array<number>(n);
  const seqs = new Array<number>(n);
  const boards = new Array<number>(n);
  const events = new Array<string>(n);
  const at = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    const r = rows[i];
    ids[i] = r.table_id;
    seqs[i] = r.seq;
    boards[i] = r.board;
    events[i] = r.event;
    at[i] = r.created_at;
  }
  await pool.query({ ...APPEND, values: [ids, seqs, boards, events, at] });
}

/** The lobby's columns of one online table (online/lobby-writer.ts), as `saveLobbyStatesPg` writes them. */
export interface LobbyRowPg {
  id: number;
  board: number;
  phase: string;
  version: number;
}

const LOBBY = {
  name: 'stikk-save-lobby-states',
  text:
    'UPDATE online_tables t SET board = u.board, phase = u.phase, version = u.version ' +
    'FROM unnest($1::integer[], $2::integer[], $3::text[], $4::integer[]) AS u(id, board, phase, version) ' +
    'WHERE t.id = u.id',
};

/**
 * Writes the lobby's columns of many tables in one prepared statement (one transaction, one WAL
 * flush) instead of an UPDATE and a commit each. `rows` holds each table at most once.
 */
export async function saveLobbyStatesPg(pool: Pool, rows: readonly LobbyRowPg[]): Promise<void> {
  await pool.query({
    ...LOBBY,
    values: [rows.map((r) => r.id), rows.map((r) => r.board), rows.map((r) => r.phase), rows.map((r) => r.version)],
  });
}
