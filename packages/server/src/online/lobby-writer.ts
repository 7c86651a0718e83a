/**
 * PostgreSQL: the lobby's columns of the online tables (board, phase, kibitzers' version, what waits for the
 * director; written by Rooms.noteLobby as they change) in batches. Each write used to be an UPDATE and a commit of its
 * own; every table changes phase a few times per board, and the tables of a session change together
 * (all auctions end within seconds), so thousands of commits queued for the pool's connections at
 * once, ahead of the event log's group commit (issue 22). Here the changes of one event-loop turn —
 * and while a batch is being written, all that arrive meanwhile — go in one statement
 * (db/pg-append.ts `saveLobbyStatesPg`), a table's latest state only, one batch at a time so a
 * table's writes stay in order. The columns are what the lobby lists, not the record (the event
 * log is): a row left behind by a crash is rewritten when the table next loads.
 */
import type { Pool } from 'pg';
import { saveLobbyStatesPg } from '../db/pg-append.js';
import type { LobbyState } from '../domain/online-tables.js';

/** Batches the lobby columns' writes of a PostgreSQL node (see the module comment). */
export class LobbyWriter {
  /** Table id → its latest state not yet sent. */
  private pending = new Map<number, LobbyState>();
  private writing: Promise<void> | null = null;
  private scheduled = false;

  constructor(
    private readonly pool: Pool,
    private readonly logError: (e: unknown) => void,
  ) {}

  /** Table `id`'s lobby columns are now `s` (written with the next batch). */
  note(id: number, s: LobbyState): void {
    this.pending.set(id, s);
    this.schedule();
  }

  /** Writes what is pending and waits for it (the server closing). */
  async close(): Promise<void> {
    while (this.writing || this.pending.size) {
      if (this.writing) await this.writing;
      else this.flush();
    }
  }

  private schedule(): void {
    if (this.scheduled || this.writing) return;
    this.scheduled = true;
    // After the current I/O phase: every change of this turn joins the batch.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.writing || !this.pending.size) return;
    // In id order: two nodes' batches lock shared rows in the same order (no deadlock).
    const rows = [...this.pending]
      .sort((a, b) => a[0] - b[0])
      .map(([id, s]) => ({ id, board: s.board, phase: s.phase, version: s.version, pending: s.pending }));
    this.pending = new Map();
    this.writing = saveLobbyStatesPg(this.pool, rows)
      .catch((e: unknown) => this.logError(e))
      .finally(() => {
        this.writing = null;
        if (this.pending.size) this.schedule();
      });
  }
}
