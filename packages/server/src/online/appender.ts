/**
 * Group commit for the table event log. Acts from many tables that arrive in the same turn of the
 * event loop are appended in ONE transaction; each act's promise settles only after that
 * transaction has committed, so an acknowledgement still means "durable" (kill -9 loses nothing
 * acknowledged) while the per-commit cost (WAL write, round trip) is paid once per batch.
 *
 * SQLite: prepared statements on the server's own better-sqlite3 connection, run synchronously
 * (a batch never interleaves with another query). PostgreSQL: one multi-row INSERT (one
 * statement is one transaction), a few batches in flight at once.
 * If a batch fails (e.g. another node appended one of its versions first), its rows are retried
 * one by one so that only the conflicting act is refused.
 */
import type SQLite from 'better-sqlite3';
import type { Db } from '../db/index.js';
import { clock, stageTimes } from './stages.js';

export interface EventRow { table_id: number; seq: number; board: number; event: string; created_at: string }

interface Pending { row: EventRow; resolve(): void; reject(e: unknown): void }

export class Appender {
  private queue: Pending[] = [];
  /** When the first row now queued was queued; when each batch now committing was started (ms). */
  private queuedSince = 0;
  private readonly committingSince = new Set<{ since: number }>();
  private scheduled = false;
  private inFlight = 0;
  private readonly insert: SQLite.Statement | null = null;
  private readonly insertAll: ((rows: readonly EventRow[]) => void) | null = null;

  constructor(
    private readonly db: Db,
    /** SQLite: the connection the server's queries use; absent on PostgreSQL. */
    private readonly sqlite: SQLite.Database | null,
    /** PostgreSQL: batches committing at once (a pool connection each). */
    private readonly maxInFlight = 4,
  ) {
    if (sqlite) {
      const insert = sqlite.prepare('INSERT INTO table_events (table_id, seq, board, event, created_at) VALUES (?, ?, ?, ?, ?)');
      this.insert = insert;
      this.insertAll = sqlite.transaction((rows: readonly EventRow[]) => {
        for (const r of rows) insert.run(r.table_id, r.seq, r.board, r.event, r.created_at);
      });
    }
  }

  /** Rows waiting for a commit (queued or in a batch being committed). */
  get backlog(): number { return this.queue.length + this.inFlight; }

  /** How long the oldest row not yet committed has waited (ms); 0 when none waits. */
  get waitMs(): number {
    let since = this.queue.length ? this.queuedSince : Infinity;
    for (const b of this.committingSince) since = Math.min(since, b.since);
    return since === Infinity ? 0 : performance.now() - since;
  }

  /** Settles once `row` is committed (or refused by the database). */
  append(row: EventRow): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (!this.queue.length) this.queuedSince = performance.now();
      this.queue.push({ row, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // After the current I/O phase: every act read from the sockets in this turn joins the batch.
    setImmediate(() => { this.scheduled = false; this.flush(); });
  }

  private flush(): void {
    if (!this.queue.length) return;
    if (this.sqlite) {
      // A Kysely transaction is open on the shared connection (between its awaits): wait for it,
      // never join it.
      if (this.sqlite.inTransaction) { this.schedule(); return; }
      const batch = this.queue;
      this.queue = [];
      const t0 = stageTimes.enabled ? clock() : 0;
      try {
        this.insertAll!(batch.map((p) => p.row));
      } catch {
        this.oneByOne(batch);
        return;
      } finally {
        // The commit itself (statements + WAL write), for the benchmark's breakdown.
        if (stageTimes.enabled) stageTimes.ms.append += clock() - t0;
        stageTimes.batches++;
      }
      for (const p of batch) p.resolve();
      return;
    }
    if (this.inFlight >= this.maxInFlight) return; // the next commit to finish flushes again
    const batch = this.queue;
    this.queue = [];
    this.inFlight += batch.length;
    const started = { since: this.queuedSince };
    this.committingSince.add(started);
    void this.db.insertInto('table_events').values(batch.map((p) => p.row)).execute().then(
      () => {
        stageTimes.batches++;
        for (const p of batch) p.resolve();
      },
      () => this.oneByOne(batch),
    ).finally(() => {
      this.committingSince.delete(started);
      this.inFlight -= batch.length;
      if (this.queue.length) this.schedule();
    });
  }

  /** A batch failed: each row in its own transaction, so only the offending ones are refused. */
  private oneByOne(batch: Pending[]): void {
    for (const p of batch) {
      if (this.insert) {
        try { this.insert.run(p.row.table_id, p.row.seq, p.row.board, p.row.event, p.row.created_at); p.resolve(); } catch (e) { p.reject(e); }
      } else {
        this.inFlight++;
        void this.db.insertInto('table_events').values(p.row).execute().then(() => p.resolve(), (e: unknown) => p.reject(e)).finally(() => { this.inFlight--; });
      }
    }
  }
}
