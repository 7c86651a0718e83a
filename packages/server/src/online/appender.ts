/**
 * Group commit for the table event log. Acts from many tables that arrive in the same turn of the
 * event loop are appended in ONE transaction; each act's promise settles only after that
 * transaction has committed, so an acknowledgement still means "durable" (kill -9 loses nothing
 * acknowledged) while the per-commit cost (WAL write, round trip) is paid once per batch.
 *
 * SQLite: prepared statements on the server's own connection, one synchronous transaction per
 * batch. On a database file, while the checkpointer thread runs, the rows go to the acts' journal instead, on the
 * appender's own connection, which never waits for the write lock on the event loop (db/sqlite-journal.ts).
 * With STIKK_SQLITE_WRITER=1 the one writer of the event log is a worker thread with its
 * own connection instead, so the commits (statements, WAL write) run on the other core while the
 * event loop goes on; one batch at a time, the next gathering meanwhile. The lobby's columns go to
 * that thread with the batch too: written on the event loop's connection, each waited (blocking the
 * loop) for the lock the thread held. (Opt-in: on the shared benchmark machine, 5,000 tables, it saves
 * the main thread ~0.02 of 0.18 ms per act, but acts wait for the answer of a loop that is busy: p50
 * 83 against 31 ms.)
 * PostgreSQL: one prepared INSERT of unnested arrays per batch (one statement is one transaction;
 * db/pg-append.ts), one batch in flight: what arrives while it commits is the next batch, sent once it is
 * answered (PostgreSQL flushes its WAL one flush at a time, so batches sent meanwhile would wait for the same
 * flushes; one at a time, the same acts go in fewer statements, commits and announcements: issue 22,
 * bench/server-pg-paced). Each batch is announced to the other nodes once committed. The lobby's
 * columns of the tables that changed (`lobbyState`) go in a batch's statement too, one such batch at a time.
 * If a batch fails (e.g. another node appended one of its versions first), its rows are retried
 * one by one so that only the conflicting act is refused.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import type { Pool } from 'pg';
import { type Db, pgPoolOf } from '../db/index.js';
import { announceEventsPg, appendEventsPg, type LobbyRowPg, saveLobbyStatesPg } from '../db/pg-append.js';
import { checkpointsApart, RESTART_PAGES } from '../db/sqlite-checkpointer.js';
import { JOURNAL_INSERT, journalling } from '../db/sqlite-journal.js';
import type { LobbyState } from '../domain/online-tables.js';
import { clock, notePgBatch, stageTimes } from './stages.js';

export interface EventRow {
  table_id: number;
  seq: number;
  board: number;
  event: string;
  created_at: string;
}

interface Pending {
  row: EventRow;
  resolve(): void;
  reject(e: unknown): void;
}
type RowTuple = [number, number, number, string, string];
/** A lobby row as the writer thread takes it: the `LOBBY` statement's parameters. */
type LobbyTuple = [board: number, phase: string, version: number, pending: string | null, id: number];
/** The writer thread's answer to a batch: each row's error when the batch failed, and the lobby rows' own. */
interface WriterAnswer {
  id: number;
  ms: number;
  errors: (string | null)[] | null;
  lobby: string | null;
}
/** SQLite, journalled: the appender's own connection and its statements (`Appender.ownConnection`). */
interface OwnConnection {
  db: SQLite.Database;
  insert: SQLite.Statement;
  all: SQLite.Transaction<(rows: readonly EventRow[], lobby: ReadonlyMap<number, LobbyState> | null) => void>;
  lobbyAll: (lobby: ReadonlyMap<number, LobbyState>) => void;
}
/** SQLite, journalled: how long the last batch, at close, waits for the write lock (ms). */
const CLOSE_WAIT_MS = 5_000;
const tuple = (r: EventRow): RowTuple => [r.table_id, r.seq, r.board, r.event, r.created_at];

const INSERT = 'INSERT INTO table_events (table_id, seq, board, event, created_at) VALUES (?, ?, ?, ?, ?)';
const LOBBY = 'UPDATE online_tables SET board = ?, phase = ?, version = ?, pending = ? WHERE id = ?';

/**
 * The writer thread's automatic checkpoint threshold (WAL pages) while the checkpointer thread runs
 * (db/sqlite-checkpointer.ts): twice the WAL size at which that thread restarts the WAL, so the writer never
 * checkpoints while the thread keeps up, and still does should the thread stop. (With SQLite's default, 1,000 pages,
 * the writer ran a checkpoint, with an fsync of the database file, in a commit several times a second at 5,000
 * tables: each act waited behind it.)
 */
const WRITER_AUTO_PAGES = 2 * RESTART_PAGES;
/**
 * Batches sent to the writer thread and not yet answered. It commits them one after another, in order; more than one
 * in flight lets each turn's acts leave at once instead of waiting for the batch before them to come back through a
 * busy event loop (at 5,000 tables, 20 s a run, alternated, 04:38–04:43 UTC: p50 7.6 and 11.6 ms with up to 8
 * against 70 and 33 ms with 1; p99 366 and 341 against 621 and 613 ms). A table has one act in flight at most, so
 * no two batches hold the same table's rows.
 */
const WRITER_IN_FLIGHT = 8;

/** The writer thread (CommonJS, evaluated): commits each batch it is sent, answers per batch. */
const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.module);
const db = new SQLite(workerData.file);
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
if (workerData.autoPages !== null) db.pragma('wal_autocheckpoint = ' + workerData.autoPages);
const direct = db.prepare(${JSON.stringify(INSERT)});
const journal = db.prepare(${JSON.stringify(JOURNAL_INSERT)});
let insert = direct;
const update = db.prepare(${JSON.stringify(LOBBY)});
const lobbyRows = (lobby) => { for (const l of lobby) update.run(l[0], l[1], l[2], l[3], l[4]); };
const all = db.transaction((rows, lobby) => { for (const r of rows) insert.run(r[0], r[1], r[2], r[3], r[4]); lobbyRows(lobby); });
const lobbyAll = db.transaction(lobbyRows);
const why = (e) => String((e && e.message) || e);
parentPort.on('message', (m) => {
  if (m === 'close') { db.close(); parentPort.postMessage('closed'); return; }
  const t0 = performance.now();
  insert = m.journal ? journal : direct;
  try {
    all(m.rows, m.lobby);
    parentPort.postMessage({ id: m.id, ms: performance.now() - t0, errors: null, lobby: null });
  } catch {
    const errors = m.rows.map((r) => { try { insert.run(r[0], r[1], r[2], r[3], r[4]); return null; } catch (e) { return why(e); } });
    let lobby = null;
    try { lobbyAll(m.lobby); } catch (e) { lobby = why(e); }
    parentPort.postMessage({ id: m.id, ms: performance.now() - t0, errors, lobby });
  }
});
parentPort.postMessage({ ready: db.pragma('wal_autocheckpoint', { simple: true }) });
`;

export class Appender {
  private queue: Pending[] = [];
  /** When the first row now queued was queued; when each batch now committing was queued (ms). */
  private queuedSince = 0;
  private readonly committing = new Map<number, { batch: Pending[]; since: number }>();
  private nextBatch = 1;
  private scheduled = false;
  private rowsInFlight = 0;
  /** PostgreSQL: announcements sent and not yet answered (at most one). */
  private announcing = 0;
  /** PostgreSQL: tables committed and not yet announced, each with its latest version (`announce`). */
  private toAnnounce = new Map<number, number>();
  private readonly insert: SQLite.Statement | null = null;
  private readonly insertAll:
    | ((rows: readonly EventRow[], lobby: ReadonlyMap<number, LobbyState> | null) => void)
    | null = null;
  private readonly lobbyAll: ((lobby: ReadonlyMap<number, LobbyState>) => void) | null = null;
  /** SQLite, journalled: the appender's own connection (`ownConnection`), opened at the first journalled batch. */
  private own: OwnConnection | null = null;
  /** SQLite, journalled: a batch that found the write lock held is tried again by this timer. */
  private retry: ReturnType<typeof setTimeout> | null = null;
  /**
   * The lobby's columns of tables whose board or phase changed (`lobbyState`), the latest per table, written in
   * the next batch's transaction (SQLite: a prepared statement; PostgreSQL: the batch's one statement).
   */
  private lobby = new Map<number, LobbyState>();
  /**
   * PostgreSQL: a batch carrying lobby rows is being committed. The next lobby rows wait for it (a table's
   * writes stay in order across the pool's connections; other batches go meanwhile without lobby rows).
   */
  private lobbyInFlight = false;
  /**
   * Where a failed lobby write or announcement (PostgreSQL) is told (the server's log); the lobby row is
   * rewritten when its table next loads.
   */
  logError: (e: unknown) => void = () => undefined;
  private writer: Worker | null = null;
  /** The writer thread's automatic checkpoint threshold (WAL pages) as its connection reported it; tests read it. */
  writerAutoCheckpoint: number | null = null;
  private closed = false;
  private readonly pool: Pool | null;

  constructor(
    private readonly db: Db,
    /** SQLite: the connection the server's queries use; absent on PostgreSQL. */
    private readonly sqlite: SQLite.Database | null,
    /**
     * Batches committing at once (PostgreSQL: a pool connection each). One by default on both databases; more
     * send smaller batches that wait for the same WAL flushes (bench/server-pg-paced).
     */
    private readonly maxBatchesInFlight = 1,
  ) {
    this.pool = sqlite ? null : pgPoolOf(db);
    if (sqlite) {
      const update = sqlite.prepare(LOBBY);
      const lobbyRows = (lobby: ReadonlyMap<number, LobbyState>) => {
        for (const [id, s] of lobby) update.run(s.board, s.phase, s.version, s.pending, id);
      };
      const insert = sqlite.prepare(INSERT);
      this.insert = insert;
      this.insertAll = sqlite.transaction(
        (rows: readonly EventRow[], lobby: ReadonlyMap<number, LobbyState> | null) => {
          for (const r of rows) insert.run(r.table_id, r.seq, r.board, r.event, r.created_at);
          if (lobby) lobbyRows(lobby);
        },
      );
      this.lobbyAll = sqlite.transaction(lobbyRows);
      if (!sqlite.memory && process.env.STIKK_SQLITE_WRITER === '1')
        this.startWriter(sqlite.name, checkpointsApart(sqlite) ? WRITER_AUTO_PAGES : null);
    }
  }

  /**
   * Starts the writer thread on `file`; `autoPages`: its connection's automatic checkpoint threshold (WAL pages),
   * null for SQLite's default.
   */
  private startWriter(file: string, autoPages: number | null): void {
    let w: Worker;
    try {
      w = new Worker(WRITER, {
        eval: true,
        workerData: { file, module: createRequire(import.meta.url).resolve('better-sqlite3'), autoPages },
      });
    } catch {
      return;
    }
    w.unref();
    w.on('message', (m: { ready: number } | 'closed' | WriterAnswer) => {
      if (m === 'closed') return;
      if ('ready' in m) {
        this.writerAutoCheckpoint = m.ready;
        this.writer = w;
        this.schedule();
        return;
      }
      if (m.lobby !== null) this.logError(new Error(`lobby columns not written: ${m.lobby}`));
      const c = this.committing.get(m.id);
      if (!c) return;
      this.committing.delete(m.id);
      this.rowsInFlight -= c.batch.length;
      if (stageTimes.enabled) stageTimes.ms.append += m.ms;
      stageTimes.batches++;
      c.batch.forEach((p, i) => {
        const e = m.errors?.[i];
        if (e) p.reject(new Error(e));
        else p.resolve();
      });
      if (this.queue.length) this.schedule();
    });
    // The thread is gone (it failed to open the file, say): what it held is refused (not
    // stored, the clients resend), and the batches go to the server's own connection from now on.
    w.on('error', () => undefined);
    w.on('exit', () => {
      this.writer = null;
      for (const c of this.committing.values())
        for (const p of c.batch) p.reject(new Error('the event log writer stopped'));
      this.rowsInFlight = 0;
      this.committing.clear();
      if (this.queue.length) this.schedule();
    });
  }

  /**
   * SQLite, journalled: the appender's own connection to the database file, opened once. Its busy timeout is 0: the
   * checkpointer thread takes the write lock now and then to move the journal (a few ms), and a Kysely transaction
   * holds it between its awaits; a batch that finds it held does not wait on the event loop (a busy timeout blocks
   * the thread) but is tried again 1 ms later, with whatever came meanwhile (`flush`).
   */
  private ownConnection(): OwnConnection {
    if (this.own) return this.own;
    const db = new (this.sqlite!.constructor as typeof SQLite)(this.sqlite!.name);
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 0');
    db.pragma('wal_autocheckpoint = 0'); // the checkpointer thread's, as the server's connection
    const insert = db.prepare(JOURNAL_INSERT);
    const update = db.prepare(LOBBY);
    const lobbyAll = db.transaction((lobby: ReadonlyMap<number, LobbyState>) => {
      for (const [id, s] of lobby) update.run(s.board, s.phase, s.version, s.pending, id);
    });
    const all = db.transaction((rows: readonly EventRow[], lobby: ReadonlyMap<number, LobbyState> | null) => {
      for (const r of rows) insert.run(r.table_id, r.seq, r.board, r.event, r.created_at);
      if (lobby) for (const [id, s] of lobby) update.run(s.board, s.phase, s.version, s.pending, id);
    });
    this.own = { db, insert, all, lobbyAll };
    return this.own;
  }

  /** Rows waiting for a commit (queued or in a batch being committed). */
  get backlog(): number {
    return this.queue.length + this.rowsInFlight;
  }

  /** How long the oldest row not yet committed has waited (ms); 0 when none waits. */
  get waitMs(): number {
    let since = this.queue.length ? this.queuedSince : Infinity;
    for (const b of this.committing.values()) since = Math.min(since, b.since);
    return since === Infinity ? 0 : performance.now() - since;
  }

  /**
   * Writes table `id`'s lobby columns (`online_tables` board, phase, version, pending) with the next batch, in
   * its transaction (SQLite on the server's own connection: one prepared statement, no query builder
   * and no connection lock per write; PostgreSQL: in the batch's one statement, no commit of its own). The
   * latest state per table wins. The columns are what the lobby lists, not the record (the event log is): a
   * row left behind by a crash is rewritten when the table next loads. False where this appender does not
   * take them (the SQLite writer thread, PostgreSQL through the query builder): the caller writes them itself.
   */
  lobbyState(id: number, s: LobbyState): boolean {
    if (this.sqlite ? !this.lobbyAll : !this.pool) return false;
    this.lobby.set(id, s);
    this.schedule();
    return true;
  }

  /** Settles once `row` is committed (or refused by the database). */
  append(row: EventRow): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (!this.queue.length) this.queuedSince = performance.now();
      this.queue.push({ row, resolve, reject });
      this.schedule();
    });
  }

  /** Waits for every batch being committed, then stops the writer thread. */
  async close(): Promise<void> {
    this.closed = true;
    const w = this.writer;
    // SQLite on the server's own connection: what is queued (rows, lobby columns) is written now, waiting for the
    // write lock if need be.
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    if (!w && this.sqlite && this.sqlite.open) this.flush(true);
    this.own?.db.close();
    this.own = null;
    // PostgreSQL: what is queued is sent, and the batches being committed (and announced) finish before the
    // pool closes.
    if (!w && !this.pool) return;
    const t0 = Date.now();
    while (
      (this.committing.size || this.announcing || (this.pool && (this.queue.length || this.lobby.size))) &&
      Date.now() - t0 < 5_000
    ) {
      if (this.pool) this.flush();
      await new Promise((r) => setTimeout(r, 5));
    }
    if (!w) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      w.on('message', (m) => {
        if (m === 'closed') {
          clearTimeout(timer);
          resolve();
        }
      });
      w.postMessage('close');
    });
    await w.terminate();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // After the current I/O phase: every act read from the sockets in this turn joins the batch.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  /** Commits what is queued; `waiting`: SQLite waits for the write lock (at close) instead of trying again later. */
  private flush(waiting = false): void {
    if (!this.queue.length && !this.lobby.size) return;
    if (this.committing.size >= (this.writer ? WRITER_IN_FLIGHT : this.maxBatchesInFlight)) {
      if (this.pool) stageTimes.pg.full++;
      return; // the commit under way flushes again
    }
    if (this.writer && !this.closed) {
      const batch = this.queue;
      this.queue = [];
      const lobby = Array.from(this.lobby, ([id, l]): LobbyTuple => [l.board, l.phase, l.version, l.pending, id]);
      this.lobby.clear();
      const id = this.nextBatch++;
      this.committing.set(id, { batch, since: batch.length ? this.queuedSince : performance.now() });
      this.rowsInFlight += batch.length;
      this.writer.postMessage({
        id,
        rows: batch.map((p) => tuple(p.row)),
        lobby,
        journal: this.sqlite !== null && journalling(this.sqlite),
      });
      return;
    }
    if (this.sqlite) {
      // A Kysely transaction is open on the shared connection (between its awaits): wait for it,
      // never join it.
      if (this.sqlite.inTransaction && !journalling(this.sqlite)) {
        this.schedule();
        return;
      }
      if (this.retry) return; // the batch that found the lock held goes first, at its timer
      // Journalled, the batch goes on the appender's own connection (see `ownConnection`).
      const own = journalling(this.sqlite) ? this.ownConnection() : null;
      const batch = this.queue;
      const since = this.queuedSince;
      this.queue = [];
      const lobby = this.lobby.size ? this.lobby : null;
      if (lobby) this.lobby = new Map();
      const t0 = stageTimes.enabled ? clock() : 0;
      try {
        if (own) {
          if (waiting) own.db.pragma(`busy_timeout = ${CLOSE_WAIT_MS}`);
          own.all.immediate(
            batch.map((p) => p.row),
            lobby,
          );
        } else
          this.insertAll!(
            batch.map((p) => p.row),
            lobby,
          );
      } catch (e) {
        if (own && !waiting && (e as { code?: unknown }).code === 'SQLITE_BUSY') {
          this.queue = batch.length ? batch.concat(this.queue) : this.queue;
          if (batch.length) this.queuedSince = since;
          if (lobby) for (const [id, l] of lobby) if (!this.lobby.has(id)) this.lobby.set(id, l);
          stageTimes.lockWaits++;
          this.retry = setTimeout(() => {
            this.retry = null;
            this.flush();
          }, 1);
          return;
        }
        this.oneByOne(batch, own ? own.insert : this.insert);
        if (lobby)
          try {
            (own ? own.lobbyAll : this.lobbyAll!)(lobby);
          } catch (e) {
            this.logError(e);
          }
        return;
      } finally {
        if (stageTimes.enabled) stageTimes.ms.append += clock() - t0;
        stageTimes.batches++;
      }
      for (const p of batch) p.resolve();
      return;
    }
    // Lobby rows alone wait for the lobby batch under way (they go with it or after it).
    if (!this.queue.length && this.lobbyInFlight) return;
    const batch = this.queue;
    this.queue = [];
    const id = this.nextBatch++;
    this.committing.set(id, { batch, since: batch.length ? this.queuedSince : performance.now() });
    this.rowsInFlight += batch.length;
    const sent = performance.now();
    const rows = batch.map((p) => p.row);
    let lobby: LobbyRowPg[] = [];
    if (this.lobby.size && !this.lobbyInFlight) {
      lobby = lobbyRows(this.lobby);
      this.lobby = new Map();
      this.lobbyInFlight = true;
    }
    void this.insertPg(rows, lobby)
      .then(
        () => {
          if (!batch.length) return;
          stageTimes.batches++;
          notePgBatch(batch.length, performance.now() - sent);
          for (const p of batch) p.resolve();
          this.announce(rows);
        },
        async (e: unknown) => {
          // Every row is tried alone (only the conflicting ones refused); the lobby rows in a statement of their own.
          this.oneByOne(batch);
          if (lobby.length)
            await (batch.length ? saveLobbyStatesPg(this.pool!, lobby) : Promise.reject(e)).catch((e2: unknown) =>
              this.logError(e2),
            );
        },
      )
      .finally(() => {
        this.committing.delete(id);
        this.rowsInFlight -= batch.length;
        if (lobby.length) this.lobbyInFlight = false;
        if (this.queue.length || this.lobby.size) this.schedule();
      });
  }

  /**
   * PostgreSQL: tells the other nodes (LISTEN stikk_tables) that `rows`, committed, exist — in a
   * statement of its own after the commit (db/pg-append.ts `announceEventsPg`, migration 0045). Not
   * waited for. Lost only if this process dies between the commit and this statement: another
   * node's table then catches up at its next act or load. One announcement at a time: what commits
   * while one is under way waits for its answer and then goes in one statement, each table once with
   * its latest version (at 5,000 tables, a statement and a pool connection per batch, not both per batch).
   */
  announce(rows: readonly Pick<EventRow, 'table_id' | 'seq'>[]): void {
    if (!this.pool) return;
    const next = this.toAnnounce;
    for (const r of rows) if ((next.get(r.table_id) ?? -1) < r.seq) next.set(r.table_id, r.seq);
    if (!this.announcing) this.sendAnnouncements();
  }

  /** Sends what waits to be announced (`announce`), then, once answered, what came meanwhile. */
  private sendAnnouncements(): void {
    if (!this.pool || !this.toAnnounce.size) return;
    const rows = Array.from(this.toAnnounce, ([table_id, seq]) => ({ table_id, seq }));
    this.toAnnounce = new Map();
    this.announcing++;
    announceEventsPg(this.pool, rows)
      .catch((e: unknown) => this.logError(e))
      .finally(() => {
        this.announcing--;
        this.sendAnnouncements();
      });
  }

  /**
   * PostgreSQL: one prepared statement per batch, with `lobby`'s rows when given (db/pg-append.ts); through Kysely
   * without the pool (no lobby rows then: `lobbyState` refuses them).
   */
  private insertPg(rows: EventRow[], lobby: readonly LobbyRowPg[] = []): Promise<unknown> {
    return this.pool
      ? appendEventsPg(this.pool, rows, lobby)
      : this.db.insertInto('table_events').values(rows).execute();
  }

  /** A batch failed: each row in its own transaction, so only the offending ones are refused. */
  private oneByOne(batch: Pending[], into: SQLite.Statement | null = this.insert): void {
    for (const p of batch) {
      if (into) {
        try {
          into.run(...tuple(p.row));
          p.resolve();
        } catch (e) {
          p.reject(e);
        }
      } else {
        this.rowsInFlight++;
        void this.insertPg([p.row])
          .then(
            () => {
              p.resolve();
              this.announce([p.row]);
            },
            (e: unknown) => p.reject(e),
          )
          .finally(() => {
            this.rowsInFlight--;
          });
      }
    }
  }
}

/** The lobby rows to write, in table id order: two nodes' statements lock shared rows in the same order. */
function lobbyRows(lobby: ReadonlyMap<number, LobbyState>): LobbyRowPg[] {
  return [...lobby]
    .sort((a, b) => a[0] - b[0])
    .map(([id, s]) => ({ id, board: s.board, phase: s.phase, version: s.version, pending: s.pending }));
}
