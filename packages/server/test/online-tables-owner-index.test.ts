/**
 * Migration 0033 (security follow-up): the per-account limits on online table creation count the
 * owner's tables created since a time on every creation. SQLite's query plan for that count must
 * search an index on (owner_id, created_at), not scan every online table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, sqliteOf } from '../src/db/index.js';

describe('online tables by owner (migration 0033)', () => {
  it("the creation count searches the owner's index instead of scanning the tables", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stikk-owner-index-'));
    const { db, close } = await openDatabase({ dataDir: dir });
    try {
      const file = sqliteOf(db);
      expect(file).not.toBeNull();
      const plan = file!
        .prepare('EXPLAIN QUERY PLAN SELECT count(*) FROM online_tables WHERE owner_id = ? AND created_at >= ?')
        .all(1, '2026-01-01T00:00:00Z') as { detail: string }[];
      const details = plan.map((r) => r.detail).join('\n');
      expect(details).toMatch(/USING (COVERING )?INDEX online_tables_owner_created/);
      expect(details).not.toMatch(/^SCAN online_tables$/m);
    } finally {
      await close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
