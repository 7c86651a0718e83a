// `stikk score` on Ruter's sm1.pbn with one pair's first results removed: that pair played fewer boards and is
// ranked by percentage above pairs with more matchpoints. The ranking says so and shows the factored total.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stikk } from './support/stikk.js';

const sm1 = fileURLToPath(new URL('../../../../shared/data/events/sm1.pbn', import.meta.url));
const haveData = existsSync(sm1);

describe('stikk score: pairs that played different numbers of boards', () => {
  it.skipIf(!haveData)('says the ranking is by percentage and shows boards and the factored total', async () => {
    // Drop the first 6 ScoreTable rows where pair 23 sits EW in rounds 1–3 (pairs 23 and 14 play 60 boards).
    const lines = readFileSync(sm1, 'latin1').split('\r\n');
    let dropped = 0;
    const kept = lines.filter((l) => {
      const m = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(l);
      if (m && m[4] === '23' && Number(m[2]) <= 3 && dropped < 6) return !++dropped;
      return true;
    });
    expect(dropped).toBe(6);
    const file = join(mkdtempSync(join(tmpdir(), 'stikk-uneven-')), 'short.pbn');
    writeFileSync(file, Buffer.from(kept.join('\r\n'), 'latin1'));
    const r = await stikk(['score', file]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('ranked by percentage: not every pair played the same boards');
    expect(r.stdout).toMatch(/^Rank +Pair +MP +% +Boards +Factored +Names$/m);
    // 1228 MP of 60 × 34 = 60.20 %; factored to 66 boards: 1228 × 66 / 60 = 1350.80, above pair 19's 1305.30.
    expect(r.stdout).toMatch(/^ +1 +23 +1228\.00 +60\.20 +60 +1350\.80 +Lasse Bergroth/m);
    expect(r.stdout).toMatch(/^ +2 +19 +1305\.30 +58\.16 +66 +1305\.30 +Vesa/m);
  });

  /** sm1.pbn without the first `n` ScoreTable rows where pair 23 sits EW: that pair (and its opponents) short. */
  const short = (n: number): string => {
    let dropped = 0;
    const kept = readFileSync(sm1, 'latin1')
      .split('\r\n')
      .filter((l) => {
        const m = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(l);
        if (m && m[4] === '23' && dropped < n) return !++dropped;
        return true;
      });
    const file = join(mkdtempSync(join(tmpdir(), 'stikk-uneven-')), `short${n}.pbn`);
    writeFileSync(file, Buffer.from(kept.join('\r\n'), 'latin1'));
    return file;
  };

  it.skipIf(!haveData)('Butler: ranked by IMPs per board, with boards and the average (was by total)', async () => {
    const r = await stikk(['score', '--method', 'butler', short(12)]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('ranked by IMPs per board: not every pair played the same number of boards');
    expect(r.stdout).toMatch(/^ *Rank +Pair +IMPs +Boards +Per board +Names$/m);
    // Pair 23: 52 IMPs in 54 boards = 0.96 a board, above pair 13's 63 IMPs in 66 boards (0.95) and 5's 58.
    expect(r.stdout).toMatch(/^ +3 +23 +52\.00 +54 +0\.96 +Lasse Bergroth/m);
    expect(r.stdout).toMatch(/^ +4 +13 +63\.00 +66 +0\.95 +Pasi/m);
    const json = JSON.parse((await stikk(['score', '--json', '--method', 'butler', short(12)])).stdout) as {
      ranking: { id: string; rank: number }[];
    };
    expect(json.ranking.slice(0, 5).map((e) => e.id)).toEqual(['19', '2', '23', '13', '5']);
    // Every pair played every board: by total, no note.
    const full = await stikk(['score', '--method', 'butler', sm1]);
    expect(full.stdout).not.toContain('per board');
  });

  it.skipIf(!haveData)(
    'sessions of one event: ranked by percentage over both when boards differ (was by total)',
    async () => {
      const r = await stikk(['score', sm1, short(6)]);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toContain('ranked by percentage');
      // Pair 23: 2565 MP of 126 boards (59.87 %) above pair 19's 2609.70 MP of 132 boards (58.15 %).
      expect(r.stdout).toMatch(/^ +1 +23 +2565\.00 +59\.87 +126 +2687\.14 +Lasse Bergroth/m);
      expect(r.stdout).toMatch(/^ +2 +19 +2609\.70 +58\.15 +132 +2609\.70 +Vesa/m);
    },
  );

  it.skipIf(!haveData)('prints no such note when every pair played every board (the Ruter file as it is)', async () => {
    const r = await stikk(['score', sm1]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('ranked by percentage');
    expect(r.stdout).toMatch(/^ +1 +23 +1337\.00 +59\.58 +Lasse Bergroth/m);
  });
});
