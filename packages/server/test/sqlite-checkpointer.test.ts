/**
 * Issue 22: the SQLite database's WAL checkpoints run on a thread of their own, not inside a
 * commit on the event loop (db/sqlite-checkpointer.ts): the server's connection never checkpoints
 * (wal_autocheckpoint 0), yet the WAL's pages reach the database file; STIKK_SQLITE_CHECKPOINTER=0
 * leaves SQLite's own checkpoints.
 */
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteOf } from '../src/db/index.js';
import { tempDir } from './support/servers.js';

const dirs: string[] = [];
afterEach(() => {
  delete process.env.STIKK_SQLITE_CHECKPOINTER;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function until(ok: () => boolean, ms = 10_000): Promise<boolean> {
  const t0 = Date.now();
  while (!ok() && Date.now() - t0 < ms) await new Promise((r) => setTimeout(r, 20));
  return ok();
}

describe('SQLite checkpoints off the event loop', () => {
  it('the server connection does not checkpoint; the thread moves the WAL into the database file', async () => {
    const dir = tempDir('stikk-ckpt-');
    dirs.push(dir);
    const open = await openDatabase({ dataDir: dir });
    const file = sqliteOf(open.db)!;
    try {
      expect(await until(() => file.pragma('wal_autocheckpoint', { simple: true }) === 0)).toBe(true);
      file.exec('CREATE TABLE scratch (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
      const size0 = statSync(join(dir, 'stikk.sqlite')).size;
      const insert = file.prepare('INSERT INTO scratch (body) VALUES (?)');
      // ~2 MB in 20 commits: short of SQLite's own threshold (1,000 pages), so only the thread checkpoints.
      for (let i = 0; i < 20; i++) file.transaction(() => insert.run('x'.repeat(100_000)))();
      expect(await until(() => statSync(join(dir, 'stikk.sqlite')).size > size0 + 1_500_000)).toBe(true);
      expect(file.prepare('SELECT count(*) AS n FROM scratch').get()).toEqual({ n: 20 });
    } finally {
      await open.close();
    }
  });

  it('STIKK_SQLITE_CHECKPOINTER=0: SQLite checkpoints in the commit as before', async () => {
    process.env.STIKK_SQLITE_CHECKPOINTER = '0';
    const dir = tempDir('stikk-ckpt-');
    dirs.push(dir);
    const open = await openDatabase({ dataDir: dir });
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(sqliteOf(open.db)!.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    } finally {
      await open.close();
    }
  });
});
