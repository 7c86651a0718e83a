/**
 * Issue 22: on SQLite the online tables' acts are appended to a journal without index and moved into `table_events`
 * in bulk by the checkpointer thread (db/sqlite-journal.ts). What must hold: every acknowledged act is readable at
 * once and exactly once (`table_events_all`), wherever it is; the thread empties the journal into `table_events` in
 * (table, seq) order; a crash between a move and its delete neither loses nor doubles an act; and a batch that finds
 * the write lock held never stops the event loop.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteOf } from '../src/db/index.js';
import { journalling } from '../src/db/sqlite-journal.js';
import { Appender, type EventRow } from '../src/online/appender.js';
import { tempDir } from './support/servers.js';

const dirs: string[] = [];
afterEach(() => {
  delete process.env.STIKK_JOURNAL_MOVE_MS;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function until(ok: () => boolean, ms = 10_000): Promise<boolean> {
  const t0 = Date.now();
  while (!ok() && Date.now() - t0 < ms) await new Promise((r) => setTimeout(r, 20));
  return ok();
}

/** Online tables 1..n (the event log's rows name them), written with the foreign keys off (no owner needed). */
function tables(file: SQLite.Database, n: number): void {
  file.pragma('foreign_keys = OFF');
  const add = file.prepare(
    "INSERT INTO online_tables (id, owner_id, name, boards, kibitzers, version, created_at) VALUES (?, 1, 't', '[1]', 0, 0, 'now')",
  );
  for (let id = 1; id <= n; id++) add.run(id);
  file.pragma('foreign_keys = ON');
}

const row = (table_id: number, seq: number): EventRow => ({
  table_id,
  seq,
  board: 1,
  event: JSON.stringify({ call: `${seq}C`, table: table_id }),
  created_at: `2026-11-30T00:00:${String(seq).padStart(2, '0')}.000Z`,
});
const count = (file: SQLite.Database, sql: string): number => (file.prepare(sql).get() as { n: number }).n;

describe('the acts journal (SQLite)', () => {
  it('acts go to the journal, read once through the view; the thread moves them in (table, seq) order', async () => {
    process.env.STIKK_JOURNAL_MOVE_MS = '150';
    const dir = tempDir('stikk-journal-');
    dirs.push(dir);
    const open = await openDatabase({ dataDir: dir });
    const file = sqliteOf(open.db)!;
    const appender = new Appender(open.db, file);
    try {
      tables(file, 3);
      expect(await until(() => journalling(file))).toBe(true);
      // Three tables' acts interleaved, as many tables' acts arrive at a busy server; acknowledged (committed).
      const rows: EventRow[] = [];
      for (let seq = 1; seq <= 40; seq++) for (const t of [3, 1, 2]) rows.push(row(t, seq));
      await Promise.all(rows.map((r) => appender.append(r)));
      // Each act readable once, in order, whichever of the two places holds it now.
      for (const t of [1, 2, 3]) {
        const read = file.prepare('SELECT seq, event FROM table_events_all WHERE table_id = ? ORDER BY seq').all(t) as {
          seq: number;
          event: string;
        }[];
        expect(read.map((r) => r.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
        expect(read[39]!.event).toBe(row(t, 40).event);
      }
      // The thread empties the journal into the event log, a table's acts together and in order.
      expect(await until(() => count(file, 'SELECT count(*) AS n FROM event_journal') === 0)).toBe(true);
      const moved = file.prepare('SELECT table_id, seq FROM table_events ORDER BY rowid').all() as {
        table_id: number;
        seq: number;
      }[];
      const sorted = [...moved].sort((a, b) => a.table_id - b.table_id || a.seq - b.seq);
      expect(moved).toHaveLength(120);
      expect(moved).toEqual(sorted);
      expect(count(file, 'SELECT count(*) AS n FROM table_events_all')).toBe(120);
    } finally {
      await appender.close();
      await open.close();
    }
  });

  it('an act both moved and still in the journal (a crash between the two) is read once; start-up keeps one', async () => {
    process.env.STIKK_JOURNAL_MOVE_MS = '3600000'; // the thread moves nothing here: the state a crash leaves
    const dir = tempDir('stikk-journal-');
    dirs.push(dir);
    let open = await openDatabase({ dataDir: dir });
    let file = sqliteOf(open.db)!;
    tables(file, 1);
    const put = (into: string, r: EventRow) =>
      file
        .prepare(`INSERT INTO ${into} (table_id, seq, board, event, created_at) VALUES (?, ?, ?, ?, ?)`)
        .run(r.table_id, r.seq, r.board, r.event, r.created_at);
    put('table_events', row(1, 1));
    put('table_events', row(1, 2));
    put('event_journal', row(1, 2)); // moved, not yet deleted
    put('event_journal', row(1, 3)); // not yet moved
    const seqs = () =>
      (file.prepare('SELECT seq FROM table_events_all WHERE table_id = 1 ORDER BY seq').all() as { seq: number }[]).map(
        (r) => r.seq,
      );
    expect(seqs()).toEqual([1, 2, 3]);
    await open.close();
    // Opened again (as after kill -9): the journal is moved before anything is served.
    open = await openDatabase({ dataDir: dir });
    file = sqliteOf(open.db)!;
    try {
      expect(count(file, 'SELECT count(*) AS n FROM event_journal')).toBe(0);
      expect(count(file, 'SELECT count(*) AS n FROM table_events')).toBe(3);
      expect(seqs()).toEqual([1, 2, 3]);
    } finally {
      await open.close();
    }
  });

  it('a batch that finds the write lock held does not stop the event loop, and commits once it is free', async () => {
    process.env.STIKK_JOURNAL_MOVE_MS = '3600000';
    const dir = tempDir('stikk-journal-');
    dirs.push(dir);
    const open = await openDatabase({ dataDir: dir });
    const file = sqliteOf(open.db)!;
    const appender = new Appender(open.db, file);
    const other = new SQLite(join(dir, 'stikk.sqlite'));
    try {
      tables(file, 1);
      expect(await until(() => journalling(file))).toBe(true);
      await appender.append(row(1, 1)); // the appender's own connection is open
      other.exec('BEGIN IMMEDIATE'); // another connection holds the write lock (as the thread does while it moves)
      let stored = false;
      const appended = appender.append(row(1, 2)).then(() => {
        stored = true;
      });
      // The loop goes on: timers fire while the batch waits (a busy timeout would have blocked it for seconds).
      const t0 = performance.now();
      let ticks = 0;
      while (performance.now() - t0 < 300) {
        await new Promise((r) => setTimeout(r, 10));
        ticks++;
      }
      expect(ticks).toBeGreaterThan(10);
      expect(stored).toBe(false);
      other.exec('COMMIT');
      await appended;
      expect(count(file, 'SELECT count(*) AS n FROM table_events_all WHERE table_id = 1')).toBe(2);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
      await appender.close();
      await open.close();
    }
  });
});
