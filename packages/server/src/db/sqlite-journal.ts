/**
 * Issue 22: the online tables' acts appended where they cost one page write per many acts (SQLite).
 *
 * `table_events` is keyed by (table, seq). At 5,000 tables playing at once, consecutive acts belong to different
 * tables, so each act of a group commit lands on its own index page and the commit writes one 4-KB WAL frame per
 * act: ~27 µs of the main thread per act (`pwrite` and the B-tree), a seventh of its time. Here the server appends
 * each act to `event_journal` instead: a table without index or key, whose rows go to its last page in the order
 * they come, ~25 acts a page. The checkpointer thread (db/sqlite-checkpointer.ts, its own connection) moves the
 * journal into `table_events` every few seconds, sorted by (table, seq) and in small transactions, so that a table's
 * index page is written once for all the acts it got meanwhile.
 *
 * Readers use the view `table_events_all`: the table's rows and the journal's rows not yet in it (a row moved and
 * not yet deleted from the journal is read once). Durability is unchanged: an act is acknowledged once its journal
 * row has committed; moving it is `INSERT OR IGNORE` then a delete, so a crash between them loses nothing and
 * doubles nothing. At start-up the server moves whatever a crash left in the journal before it serves
 * (`mergeJournal`). The journal is used only while the thread runs (`journalling`); otherwise the acts go to
 * `table_events` as before.
 *
 * The (table, seq) key no longer refuses a second writer of a version at the moment of the append on SQLite: one
 * process owns an SQLite file and each room appends its versions one at a time (rooms.ts `serial`); the move keeps
 * the first row of a version should two ever meet.
 */
import type SQLite from 'better-sqlite3';

/** A row appended to the journal (the appender's statement: the same parameters as `table_events`'). */
export const JOURNAL_INSERT =
  'INSERT INTO event_journal (table_id, seq, board, event, created_at) VALUES (?, ?, ?, ?, ?)';
/**
 * The journal's rows up to a rowid (sorted by table and seq by the caller, `byTableSeq`: SQLite's sort of 20,000 rows
 * in a temporary B-tree took 60–145 ms of the thread, several times a JavaScript sort's).
 */
export const JOURNAL_READ = 'SELECT table_id, seq, board, event, created_at FROM event_journal WHERE rowid <= ?';
/** A journal row as read (`JOURNAL_READ`, raw). */
type JournalRow = [table_id: number, seq: number, board: number, event: string, created_at: string];
/** The order rows go into `table_events`: by table, then seq (each table's index page written once per move). */
const byTableSeq = (a: JournalRow, b: JournalRow): number => a[0] - b[0] || a[1] - b[1];
/** One row moved into `table_events` (kept as it is if that version is there already). */
export const JOURNAL_MOVE =
  'INSERT OR IGNORE INTO table_events (table_id, seq, board, event, created_at) VALUES (?, ?, ?, ?, ?)';
/** The journal's rows up to a rowid, once moved. */
export const JOURNAL_DROP = 'DELETE FROM event_journal WHERE rowid <= ?';
/** The journal's last rowid (null when empty). */
export const JOURNAL_LAST = 'SELECT max(rowid) AS last FROM event_journal';

/** Rows moved per transaction: each holds the write lock a few ms (the server's commits wait meanwhile). */
export const MOVE_ROWS = 500;
/**
 * How long the journal gathers acts before they are moved (ms): a table's index page is written once per move.
 * STIKK_JOURNAL_MOVE_MS sets another (the tests' shorter one).
 */
export const MOVE_EVERY_MS = 4_000;
/** The move period in force (`MOVE_EVERY_MS` unless STIKK_JOURNAL_MOVE_MS says otherwise). */
export const moveEveryMs = (): number => Number(process.env.STIKK_JOURNAL_MOVE_MS) || MOVE_EVERY_MS;

/** The server connections whose acts go to the journal now: their checkpointer thread runs and moves it. */
const journalled = new WeakSet<SQLite.Database>();

/** Whether `file`'s acts go to the journal (its thread moves them); else straight to `table_events`. */
export function journalling(file: SQLite.Database): boolean {
  return journalled.has(file);
}

/** Marks `file`'s acts as going to the journal or not (db/sqlite-checkpointer.ts, as its thread starts and stops). */
export function setJournalling(file: SQLite.Database, on: boolean): void {
  if (on) journalled.add(file);
  else journalled.delete(file);
}

/**
 * Moves the whole journal into `table_events` on `file`, in one transaction: at start-up, before anything is
 * served, what a crash left there. Returns the rows moved.
 */
export function mergeJournal(file: SQLite.Database): number {
  const last = (file.prepare(JOURNAL_LAST).get() as { last: number | null }).last;
  if (last === null) return 0;
  const move = file.prepare(JOURNAL_MOVE);
  const rows = (file.prepare(JOURNAL_READ).raw().all(last) as JournalRow[]).sort(byTableSeq);
  file.transaction(() => {
    for (const r of rows) move.run(r[0], r[1], r[2], r[3], r[4]);
    file.prepare(JOURNAL_DROP).run(last);
  })();
  return rows.length;
}

/**
 * The checkpointer thread's part (CommonJS source, evaluated there with `db`, its connection, and `workerData`):
 * `journalStep(now)`, called every round, starts a move every `workerData.moveEveryMs` (`moveEveryMs()`) — the
 * journal's rows up to its last one, read once, sorted — and moves `MOVE_ROWS` of them per call, then deletes them
 * from the journal. Returns whether it wrote.
 */
export const JOURNAL_THREAD = `
const journal = {
  last: db.prepare(${JSON.stringify(JOURNAL_LAST)}),
  read: db.prepare(${JSON.stringify(JOURNAL_READ)}).raw(),
  move: db.prepare(${JSON.stringify(JOURNAL_MOVE)}),
  drop: db.prepare(${JSON.stringify(JOURNAL_DROP)}),
  rows: null, upTo: 0, next: 0, started: -Infinity,
};
const moveRows = db.transaction((rows, from, to) => {
  for (let i = from; i < to; i++) { const r = rows[i]; journal.move.run(r[0], r[1], r[2], r[3], r[4]); }
});
const dropRows = db.transaction((upTo) => journal.drop.run(upTo));
function journalStep(now) {
  if (journal.rows === null) {
    if (now - journal.started < workerData.moveEveryMs) return false;
    journal.started = now;
    const last = journal.last.get().last;
    if (last === null) return false;
    journal.rows = journal.read.all(last).sort(${byTableSeq.toString()});
    journal.upTo = last;
    journal.next = 0;
  }
  const rows = journal.rows;
  if (journal.next < rows.length) {
    const to = Math.min(rows.length, journal.next + ${MOVE_ROWS});
    moveRows(rows, journal.next, to);
    journal.next = to;
    if (to < rows.length) return true;
  }
  dropRows(journal.upTo);
  journal.rows = null;
  return true;
}
`;
