// Frequency results (a score and its number of tables): scored as that many tables each compared
// with every other, and returned as one line with its count. The oracle is the same board with one
// named line per table, scored by the ordinary path.
import { describe, expect, it } from 'vitest';
import { seededRandom, unitRandom } from '@stikk/core';
import {
  expandCounts,
  scoreEvent,
  validateResults,
  type EventResults,
  type Method,
  type TableResult,
} from '@stikk/scoring';

const SCORES = [-800, -500, -200, -100, -50, 90, 110, 140, 170, 400, 420, 450, 620, 1430];

/** A random board of frequency lines: distinct scores, each with 1–4 tables. */
function frequencyBoard(seed: number): { board: number; lines: { scoreNS: number; count: number }[] } {
  const r = unitRandom(seededRandom(`frequency/${seed}`));
  const scores = SCORES.filter(() => r() < 0.45);
  if (scores.length < 2) scores.push(SCORES[0], SCORES[5]);
  return { board: (seed % 16) + 1, lines: scores.map((scoreNS) => ({ scoreNS, count: 1 + Math.floor(r() * 4) })) };
}

const asCounted = (boards: ReturnType<typeof frequencyBoard>[]): EventResults => ({
  kind: 'pairs',
  boards: boards.map((b) => ({ board: b.board, results: b.lines.map((l) => ({ ...l }) as TableResult) })),
});
/** The same tables, each its own line with a pair on each side. */
const asNamed = (boards: ReturnType<typeof frequencyBoard>[]): EventResults => ({
  kind: 'pairs',
  boards: boards.map((b, bi) => ({
    board: b.board,
    results: b.lines.flatMap((l, li) =>
      Array.from({ length: l.count }, (_, k) => ({
        ns: `${bi}.${li}.${k}N`,
        ew: `${bi}.${li}.${k}E`,
        scoreNS: l.scoreNS,
      })),
    ),
  })),
});

describe('frequency results', () => {
  for (const method of ['matchpoints', 'cross-imps', 'cross-imps-average', 'butler'] as Method[])
    it(`${method}: each line scores as each of its tables does when every table is named`, () => {
      for (let seed = 1; seed <= 30; seed++) {
        const boards = [frequencyBoard(seed)];
        const counted = scoreEvent(asCounted(boards), { method });
        const named = scoreEvent(asNamed(boards), { method });
        if (!counted.ok || !named.ok) throw new Error('not scored');
        const cb = counted.value.boards[0];
        const nb = named.value.boards[0];
        expect(cb.results.length).toBe(boards[0].lines.length);
        expect(cb.top).toBe(nb.top);
        expect(cb.datum).toBe(nb.datum);
        let k = 0;
        boards[0].lines.forEach((l, i) => {
          const line = cb.results[i];
          expect(line.count ?? 1).toBe(l.count);
          expect(line.scoreNS).toBe(l.scoreNS);
          for (let c = 0; c < l.count; c++, k++) {
            expect(line.pointsNS, `seed ${seed} score ${l.scoreNS}`).toBe(nb.results[k].pointsNS);
            expect(line.pointsEW).toBe(nb.results[k].pointsEW);
            expect(line.percentNS).toBe(nb.results[k].percentNS);
          }
        });
        expect(counted.value.warnings).toEqual([]);
        expect(counted.value.ranking).toEqual([]);
      }
    });

  it('matchpoints a small board by hand: 420 ×3, 170 ×2, −50, −100 (top 12)', () => {
    const ev = asCounted([
      {
        board: 1,
        lines: [
          { scoreNS: 420, count: 3 },
          { scoreNS: 170, count: 2 },
          { scoreNS: -50, count: 1 },
          { scoreNS: -100, count: 1 },
        ],
      },
    ]);
    const r = scoreEvent(ev, { method: 'matchpoints' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.boards[0].top).toBe(12);
    // 420: beats four tables (8) and ties two (2); 170: beats two (4), ties one (1).
    expect(r.value.boards[0].results.map((x) => [x.count ?? 1, x.pointsNS, x.pointsEW])).toEqual([
      [3, 10, 2],
      [2, 5, 7],
      [1, 2, 10],
      [1, 0, 12],
    ]);
    expect(expandCounts(ev).boards[0].results).toHaveLength(7);
  });

  it('validates a count: a whole number of tables, and a counted line needs no pairs', () => {
    const good: EventResults = { kind: 'pairs', boards: [{ board: 1, results: [{ scoreNS: 420, count: 2 }] }] };
    expect(validateResults(good).ok).toBe(true);
    const bad: EventResults = { kind: 'pairs', boards: [{ board: 1, results: [{ scoreNS: 420, count: 1.5 }] }] };
    const v = validateResults(bad);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error).toMatchObject({ code: 'invalid-count', path: 'boards[0].results[0].count' });
  });
});
