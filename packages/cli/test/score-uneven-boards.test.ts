// `stikk score` on Ruter's sm1.pbn with one pair's first results removed: that pair played fewer boards and is
// ranked by percentage above pairs with more matchpoints. The ranking says so and shows the factored total.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/stikk.js', import.meta.url));
const sm1 = fileURLToPath(new URL('../../../../shared/data/events/sm1.pbn', import.meta.url));
const haveData = existsSync(sm1);
const stikk = (args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

describe('stikk score: pairs that played different numbers of boards', () => {
  it.skipIf(!haveData)('says the ranking is by percentage and shows boards and the factored total', () => {
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
    const r = stikk(['score', file]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('ranked by percentage: not every pair played the same boards');
    expect(r.stdout).toMatch(/^Rank +Pair +MP +% +Boards +Factored +Names$/m);
    // 1228 MP of 60 × 34 = 60.20 %; factored to 66 boards: 1228 × 66 / 60 = 1350.80, above pair 19's 1305.30.
    expect(r.stdout).toMatch(/^ +1 +23 +1228\.00 +60\.20 +60 +1350\.80 +Lasse Bergroth/m);
    expect(r.stdout).toMatch(/^ +2 +19 +1305\.30 +58\.16 +66 +1305\.30 +Vesa/m);
  });

  it.skipIf(!haveData)('prints no such note when every pair played every board (the Ruter file as it is)', () => {
    const r = stikk(['score', sm1]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('ranked by percentage');
    expect(r.stdout).toMatch(/^ +1 +23 +1337\.00 +59\.58 +Lasse Bergroth/m);
  });
});
