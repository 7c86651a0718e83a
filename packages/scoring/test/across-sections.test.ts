// Matchpoints across all sections (acrossSections): each board compared over the whole field, the
// pairs kept in their sections. The oracle is the same event as one section with every pair
// renamed apart, scored by the ordinary path.
import { describe, expect, it } from 'vitest';
import { seededRandom, unitRandom } from '@stikk/core';
import { scoreEvent, type EventResults, type Method, type TableResult } from '@stikk/scoring';

const SCORES = [-800, -500, -200, -100, -50, 90, 110, 140, 170, 400, 420, 450, 620];
const SECTIONS = ['A', 'B', 'C'];

/** Three sections of `tables` tables; every table plays boards 1–4; pair numbers repeat per section. */
function event(seed: number, tables: number[]): EventResults {
  const r = unitRandom(seededRandom(`sections/${seed}`));
  const boards = SECTIONS.flatMap((section, si) =>
    [1, 2, 3, 4].map((board) => ({
      board,
      section,
      results: Array.from({ length: tables[si] }, (_, t) => ({
        ns: `${t + 1}NS`,
        ew: `${t + 1}EW`,
        scoreNS: SCORES[Math.floor(r() * SCORES.length)],
      })) as TableResult[],
    })),
  );
  return {
    kind: 'pairs',
    boards,
    participants: SECTIONS.flatMap((section, si) =>
      Array.from({ length: tables[si] }, (_, t) => [
        { id: `${t + 1}NS`, section, direction: 'NS' as const },
        { id: `${t + 1}EW`, section, direction: 'EW' as const },
      ]).flat(),
    ),
  };
}

/** The same event as one field: board by board, every section's tables together, pairs renamed. */
function oneField(ev: EventResults): EventResults {
  const byBoard = new Map<number, TableResult[]>();
  for (const b of ev.boards)
    byBoard.set(b.board, [
      ...(byBoard.get(b.board) ?? []),
      ...b.results.map((x) => ({ ...x, ns: `${b.section}-${x.ns}`, ew: `${b.section}-${x.ew}` })),
    ]);
  return {
    kind: 'pairs',
    boards: [...byBoard].map(([board, results]) => ({ board, results })),
    participants: (ev.participants ?? []).map((p) => ({
      id: `${p.section}-${p.id}`,
      ...(p.direction ? { direction: p.direction } : {}),
    })),
  };
}

describe('scoring across sections', () => {
  for (const method of ['matchpoints', 'cross-imps', 'butler'] as Method[])
    it(`${method}: every result and total as in one field, pairs still in their sections`, () => {
      for (let seed = 1; seed <= 10; seed++) {
        const ev = event(seed, [5, 4, 6]);
        const across = scoreEvent(ev, { method, acrossSections: true, winners: 2 });
        const field = scoreEvent(oneField(ev), { method, winners: 2 });
        if (!across.ok || !field.ok) throw new Error('not scored');
        // Travellers per section, each with the whole field's top (matchpoints: 2 × (15 − 1)).
        expect(across.value.boards.map((b) => `${b.board}${b.section}`)).toEqual(
          [1, 2, 3, 4].flatMap((n) => SECTIONS.map((s) => `${n}${s}`)),
        );
        for (const b of across.value.boards) {
          const f = field.value.boards.find((x) => x.board === b.board)!;
          expect(b.top).toBe(f.top);
          expect(b.datum).toBe(f.datum);
          if (method === 'matchpoints') expect(b.top).toBe(28);
          for (const x of b.results) {
            const y = f.results.find((z) => z.ns === `${b.section}-${x.ns}`)!;
            expect([x.ew, x.pointsNS, x.pointsEW, x.percentNS]).toEqual([
              y.ew?.replace(/^[A-C]-/, ''),
              y.pointsNS,
              y.pointsEW,
              y.percentNS,
            ]);
          }
        }
        for (const e of across.value.ranking) {
          expect(SECTIONS).toContain(e.section);
          const f = field.value.ranking.find((x) => x.id === `${e.section}-${e.id}`)!;
          expect([e.total, e.percent]).toEqual([f.total, f.percent]);
        }
        expect(across.value.ranking).toHaveLength(30);
        expect(across.value.warnings.join('\n')).not.toContain('\u0001');
      }
    });

  it('differs from scoring each section apart (the default)', () => {
    const ev = event(3, [5, 4, 6]);
    const apart = scoreEvent(ev, { method: 'matchpoints' });
    const across = scoreEvent(ev, { method: 'matchpoints', acrossSections: true });
    if (!apart.ok || !across.ok) throw new Error('not scored');
    expect(apart.value.boards.find((b) => b.section === 'B')!.top).toBe(6);
    expect(across.value.boards.find((b) => b.section === 'B')!.top).toBe(28);
  });
});
