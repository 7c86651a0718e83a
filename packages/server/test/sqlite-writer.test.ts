/**
 * Issue 22, SQLite with the event log's writer thread (`STIKK_SQLITE_WRITER=1`, online/appender.ts): every write
 * of play goes through that thread — the events and the lobby's columns of the tables that changed, in one
 * transaction per batch — so the event loop's own connection writes nothing while tables play. (Before, the lobby's
 * columns went through the event loop's connection, which then waited, synchronously, for the writer's lock: at
 * 5,000 tables p50 146 ms and 6,587 acts refused as server-busy in 20 s against 21 ms and none without the thread.)
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SQLiteDb from 'better-sqlite3';
import { openDatabase, sqliteOf } from '../src/db/index.js';
import { RESTART_PAGES } from '../src/db/sqlite-checkpointer.js';
import { Appender } from '../src/online/appender.js';
import { BotTable } from './support/bots.js';
import { Http } from './support/http.js';
import { tempDir, testServer } from './support/servers.js';

const before = process.env.STIKK_SQLITE_WRITER;
const checkpointer = process.env.STIKK_SQLITE_CHECKPOINTER;
beforeEach(() => {
  process.env.STIKK_SQLITE_WRITER = '1';
});
afterEach(() => {
  if (before === undefined) delete process.env.STIKK_SQLITE_WRITER;
  else process.env.STIKK_SQLITE_WRITER = before;
  if (checkpointer === undefined) delete process.env.STIKK_SQLITE_CHECKPOINTER;
  else process.env.STIKK_SQLITE_CHECKPOINTER = checkpointer;
});

/** The automatic checkpoint threshold (WAL pages) of a writer thread's connection, as it reports it once running. */
async function writerThreshold(): Promise<number | null> {
  const open = await openDatabase({ dataDir: tempDir('stikk-writer-') });
  const appender = new Appender(open.db, sqliteOf(open.db));
  try {
    const t0 = Date.now();
    while (appender.writerAutoCheckpoint === null && Date.now() - t0 < 10_000)
      await new Promise((r) => setTimeout(r, 5));
    return appender.writerAutoCheckpoint;
  } finally {
    await appender.close();
    await open.close();
  }
}

describe('SQLite event-log writer thread', () => {
  // SQLite's default (1,000 pages) made the writer copy the WAL back, with an fsync of the database file, inside its
  // commits several times a second at 5,000 tables, though the checkpointer thread is there to do it apart.
  it('leaves the WAL checkpoints to the checkpointer thread, only a backstop past its restart size', async () => {
    expect(await writerThreshold()).toBe(2 * RESTART_PAGES);
  });

  it("keeps SQLite's own checkpoints when the checkpointer thread is off", async () => {
    process.env.STIKK_SQLITE_CHECKPOINTER = '0';
    expect(await writerThreshold()).toBe(1000);
  });

  it('writes the events and the lobby columns of play; the event loop connection writes nothing', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'writer');
    const bots: BotTable[] = [];
    try {
      const main = sqliteOf(server.database.db)!;
      // Rows the event loop's connection has changed since it was opened (SQLite `total_changes()`).
      const total = (): number => (main.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'w@x.no', password: 'owner-pass', name: 'W' });
      for (let i = 0; i < 3; i++) {
        const t = await owner.ok('POST', '/api/online/tables', { boards: [1, 2], seed: `writer-${i}` });
        bots.push(new BotTable(server.url, t.id, t.tokens, i === 1));
      }
      await Promise.all(bots.map((b) => b.connect()));
      const at = total();
      // Each table plays its first board to the end and moves on to the second (acts through every phase).
      const timer = setInterval(() => {
        for (const b of bots) b.step();
      }, 1);
      const t0 = Date.now();
      while (bots.some((b) => b.version < 70 && !b.done) && Date.now() - t0 < 30_000)
        await new Promise((r) => setTimeout(r, 5));
      clearInterval(timer);
      while (bots.some((b) => b.busy) && Date.now() - t0 < 35_000) await new Promise((r) => setTimeout(r, 5));
      for (const b of bots) expect(b.version).toBeGreaterThanOrEqual(70);
      expect(bots.flatMap((b) => b.rejects)).toEqual([]);
      expect(total() - at, 'rows written by the event loop connection during play').toBe(0);

      // Every acknowledged act is in the log, in order; the lobby columns are the table's as it is now.
      for (const b of bots) {
        const log = await owner.ok('GET', `/api/online/tables/${b.tableId}/log`);
        expect(log.events.map((e: { v: number }) => e.v)).toEqual(Array.from({ length: b.version }, (_, i) => i + 1));
      }
      // The lobby's columns as it reads them for a table not in memory (another connection: committed rows only).
      const reader = new SQLiteDb(server.database.location, { readonly: true });
      try {
        const rows = reader.prepare('SELECT id, board, phase FROM online_tables ORDER BY id').all();
        expect(rows).toEqual(bots.map((b) => ({ id: b.tableId, board: 2, phase: 'play' })));
      } finally {
        reader.close();
      }
    } finally {
      for (const b of bots) b.close();
      await cleanup();
    }
  }, 60_000);
});
