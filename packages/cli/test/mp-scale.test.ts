// The matchpoint scale (issue found in a user trial: the web showed half of what `stikk score` printed). By default
// `stikk score` counts Law 78A's international scale, 2 for each score beaten and 1 for each tie, and says so; the web
// shows the same numbers (packages/web/test/club-evening.e2e.test.ts). `--scale 1/0.5/0` halves every total and
// leaves the percentages as they are.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stikk } from './support/stikk.js';

describe('stikk score: the matchpoint scale', () => {
  it('2/1/0 by default, said in the heading; 1/0.5/0 on request, the same percentages', async () => {
    const f = join(mkdtempSync(join(tmpdir(), 'stikk-scale-')), 'scale.pbn');
    const rows = [' 1  4   420     -', ' 2  5   100     -', ' 3  6    50     -'];
    const game = [
      '[Board "1"]',
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      '[Scoring "MP"]',
      '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Score_NS\\5R;Score_EW\\5R"]',
      ...rows,
      '',
    ];
    writeFileSync(f, ['% PBN 2.1', '[Event "Scale"]', ...game].join('\r\n'), 'latin1');
    const json = async (args: string[]) => {
      const r = await stikk(['score', '--json', ...args, f]);
      expect(r.status, r.stderr).toBe(0);
      return JSON.parse(r.stdout) as { ranking: { id: string; direction?: string; total: number; percent: number }[] };
    };
    const text = await stikk(['score', f]);
    expect(text.stdout).toMatch(/^method: matchpoints \(2\/1\/0\)/);
    const full = await json([]);
    const half = await json(['--scale', '1/0.5/0']);
    // Three results on the board: NS pair 1 beat two (4 matchpoints of a top of 4), pair 3 none.
    const ns1 = full.ranking.find((e) => e.id === '1' && e.direction === 'NS')!;
    expect(ns1.total).toBe(4);
    for (const e of full.ranking) {
      const h = half.ranking.find((x) => x.id === e.id && x.direction === e.direction)!;
      expect(h.total).toBe(e.total / 2);
      expect(h.percent).toBe(e.percent);
    }
    expect((await stikk(['score', '--scale', '1/0.5/0', f])).stdout).toMatch(/^method: matchpoints \(1\/0\.5\/0\)/);
  });
});
