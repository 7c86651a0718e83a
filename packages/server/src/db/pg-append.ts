/**
 * PostgreSQL side of the event log's group commit (online/appender.ts): a batch of table events
 * stored by ONE statement — one transaction, one WAL flush with synchronous_commit on — whose
 * text never changes with the batch size (five columns as joined texts, split and unnested), so it
 * is prepared once per pool connection and runs as bind + execute thereafter, with no limit on rows from the 65,535
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

/**
 * The five columns as five texts, split by PostgreSQL: numbers between commas, event texts between U+001F (unit
 * separator) characters, which a JSON text never holds raw (JSON.stringify writes control characters as `\u001f`).
 * `pg` would write five arrays element by element, quoting and escaping each JSON text (every `"` in it): ~10 µs
 * a row against ~1 µs joined (bench/server-pg-append).
 */
const APPEND = {
  name: 'stikk-append-table-events-joined',
  text:
    'INSERT INTO table_events (table_id, seq, board, event, created_at) ' +
    "SELECT * FROM unnest(string_to_array($1, ',')::integer[], string_to_array($2, ',')::integer[], " +
    "string_to_array($3, ',')::integer[], string_to_array($4, E'\\x1f'), string_to_array($5, ','))",
};

/**
 * APPEND with the lobby's columns of some tables (`LobbyRowPg`, as LOBBY writes them) in the same statement: a
 * data-modifying WITH runs once, to completion, in the statement's one transaction — one commit and one WAL flush
 * for the events and the lobby rows, where the lobby's UPDATE was a commit of its own (issue 22).
 */
const APPEND_LOBBY = {
  name: 'stikk-append-table-events-lobby',
  text:
    'WITH lobby AS (UPDATE online_tables t SET board = u.board, phase = u.phase, version = u.version, ' +
    'pending = u.pending FROM unnest($6::integer[], $7::integer[], $8::text[], $9::integer[], $10::text[]) ' +
    'AS u(id, board, phase, version, pending) WHERE t.id = u.id) ' +
    APPEND.text,
};

/** The separator of the event texts in APPEND's fourth parameter. */
const UNIT = '\x1f';

/**
 * Stores `rows` in one statement (all or none: a duplicate (table, seq) refuses the whole batch), with `lobby`'s
 * rows (each table at most once, in id order) written by the same statement when given. An event text holding
 * U+001F, or an empty one (neither is JSON as the server writes it), is refused before anything is sent.
 */
export async function appendEventsPg(
  pool: Pool,
  rows: readonly EventRowPg[],
  lobby: readonly LobbyRowPg[] = [],
): Promise<void> {
  const n = rows.length;
  if (n === 0) {
    if (lobby.length) await saveLobbyStatesPg(pool, lobby);
    return;
  }
  const r0 = rows[0];
  let ids = String(r0.table_id);
  let seqs = String(r0.seq);
  let boards = String(r0.board);
  let at = r0.created_at;
  const events = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    const r = rows[i];
    if (i > 0) {
      ids += `,${r.table_id}`;
      seqs += `,${r.seq}`;
      boards += `,${r.board}`;
      at += `,${r.created_at}`;
    }
    // Integers and ISO times only: anything else would shift the columns (refused, not stored askew).
    if (!Number.isInteger(r.table_id) || !Number.isInteger(r.seq) || !Number.isInteger(r.board))
      throw new Error(`table ${r.table_id} v${r.seq}: table, version and board must be whole numbers`);
    if (r.created_at.includes(',') || r.created_at === '')
      throw new Error(`table ${r.table_id} v${r.seq}: created_at "${r.created_at}" is not a time as stored`);
    if (r.event === '' || r.event.includes(UNIT))
      throw new Error(`table ${r.table_id} v${r.seq}: the event text is empty or holds U+001F (not JSON as stored)`);
    events[i] = r.event;
  }
  const values: unknown[] = [ids, seqs, boards, events.join(UNIT), at];
  if (lobby.length) await pool.query({ ...APPEND_LOBBY, values: values.concat(lobbyColumns(lobby)) });
  else await pool.query({ ...APPEND, values });
}

const ANNOUNCE = {
  name: 'stikk-announce-table-events',
  text: "SELECT pg_notify('stikk_tables', p) FROM unnest($1::text[]) AS p",
};

/** Tables per notification: `table:seq` pairs well under the 8000-byte payload limit. */
export const TABLES_PER_NOTIFICATION = 300;

/**
 * The notifications announcing stored `rows` to the other nodes (channel `stikk_tables`): each
 * table once with its latest version, `table:seq` pairs separated by commas, up to 300 tables per
 * notification (online/rooms.ts `listen` reads them).
 */
export function announcements(rows: readonly { table_id: number; seq: number }[]): string[] {
  const latest = new Map<number, number>();
  for (const r of rows) if ((latest.get(r.table_id) ?? -1) < r.seq) latest.set(r.table_id, r.seq);
  const pairs = [...latest].map(([t, v]) => `${t}:${v}`);
  const out: string[] = [];
  for (let i = 0; i < pairs.length; i += TABLES_PER_NOTIFICATION)
    out.push(pairs.slice(i, i + TABLES_PER_NOTIFICATION).join(','));
  return out;
}

/**
 * Announces committed `rows` (`announcements`) in one statement of its own. Migration 0045: sent
 * after the append's commit, not by a trigger inside it — PostgreSQL holds one lock for every
 * notifying transaction from before its commit until after its WAL flush, so batches that notified
 * committed one flush at a time instead of sharing flushes.
 */
export async function announceEventsPg(pool: Pool, rows: readonly { table_id: number; seq: number }[]): Promise<void> {
  if (rows.length) await pool.query({ ...ANNOUNCE, values: [announcements(rows)] });
}

/** The lobby's columns of one online table (online/appender.ts `lobbyState`), as `saveLobbyStatesPg` writes them. */
export interface LobbyRowPg {
  id: number;
  board: number;
  phase: string;
  version: number;
  /** What waits for the director (`pendingText`); null: nothing. */
  pending: string | null;
}

const LOBBY = {
  name: 'stikk-save-lobby-states',
  text:
    'UPDATE online_tables t SET board = u.board, phase = u.phase, version = u.version, pending = u.pending ' +
    'FROM unnest($1::integer[], $2::integer[], $3::text[], $4::integer[], $5::text[]) ' +
    'AS u(id, board, phase, version, pending) ' +
    'WHERE t.id = u.id',
};

/**
 * Writes the lobby's columns of many tables in one prepared statement (one transaction, one WAL
 * flush) instead of an UPDATE and a commit each. `rows` holds each table at most once.
 */
export async function saveLobbyStatesPg(pool: Pool, rows: readonly LobbyRowPg[]): Promise<void> {
  await pool.query({ ...LOBBY, values: lobbyColumns(rows) });
}

/** LOBBY's (and APPEND_LOBBY's last) five parameters: the rows' columns as arrays. */
function lobbyColumns(rows: readonly LobbyRowPg[]): unknown[] {
  return [
    rows.map((r) => r.id),
    rows.map((r) => r.board),
    rows.map((r) => r.phase),
    rows.map((r) => r.version),
    rows.map((r) => r.pending),
  ];
}
