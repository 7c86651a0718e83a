// Shared places through `stikk` in process (issue 17): `stikk score` prints a shared place as Ruter
// and Magic Contest print it, "1–2", in a two-winner Mitchell (a tie for first in NS, for second in
// EW), and in a Butler and a cross-IMP field. The places are worked out by hand in
// packages/scoring/test/fixtures/ranking-ties.ts (the same results).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stikk } from './support/stikk.js';

const tmp = mkdtempSync(join(tmpdir(), 'stikk-ties-'));

const game = (board: number, scoring: string, rows: string[]) => [
  `[Board "${board}"]`,
  '[Dealer "N"]',
  '[Vulnerable "None"]',
  `[Scoring "${scoring}"]`,
  '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Score_NS\\5R;Score_EW\\5R"]',
  ...rows,
  '',
];
const file = (name: string, games: string[][]) => {
  const f = join(tmp, name);
  writeFileSync(f, ['% PBN 2.1', '[Event "Ties"]', ...games.flat()].join('\r\n'), 'latin1');
  return f;
};
/** Rank and pair of each printed ranking line, list by list. */
const places = (out: string) =>
  [...out.matchAll(/^(NS|EW)$|^\s*(\d+(?:–\d+)?)\s+(\d+)\s/gm)].map((m) => m[1] ?? `${m[2]} ${m[3]}`);

describe('stikk score: shared places', () => {
  it('a two-winner Mitchell: "1–2" in NS, "2–3" in EW', async () => {
    const f = file('mitchell.pbn', [
      game(1, 'MP', [' 1  4   420     -', ' 2  5   100     -', ' 3  6   100     -']),
      game(2, 'MP', [' 1  5    50     -', ' 2  6   200     -', ' 3  4    50     -']),
    ]);
    const r = await stikk(['score', f]);
    expect(r.status, r.stderr).toBe(0);
    expect(places(r.stdout)).toEqual(['EW', '1 5', '2–3 4', '2–3 6', 'NS', '1–2 1', '1–2 2', '3 3']);
  });

  for (const [method, scoring] of [
    ['butler', 'Butler'],
    ['cross-imps', 'Cross-IMP'],
  ] as const)
    it(`${method}: two ties in one field, "2–3" and "4–5"`, async () => {
      const f = file(`${method}.pbn`, [
        game(1, scoring, [' 1  2   420     -', ' 3  4   420     -', ' 5  6    50     -']),
      ]);
      const r = await stikk(['score', f, '--winners', '1', '--method', method]);
      expect(r.status, r.stderr).toBe(0);
      expect(places(r.stdout)).toEqual(['1 6', '2–3 1', '2–3 3', '4–5 2', '4–5 4', '6 5']);
    });
});
