import { describe, expect, it } from 'vitest';
import { printCard } from '@stikk/core';
import { DDSolver } from '@stikk/dds';
import { HAVE_DATA, list100, solveCases } from './data.js';

// A table too small for the search fills up many times: it then keeps only the entries nearest
// the root and packs them (TranspositionTable.compact). Results must not change.
describe.skipIf(!HAVE_DATA)('a full transposition table keeps results exact', () => {
  it('tables of reference deals with a 16,384-entry table', () => {
    const solver = new DDSolver({ entries: 16384 });
    const deals = list100();
    for (const i of [0, 58]) {
      const r = solver.ddTable(deals[i].deal);
      expect(r.ok && r.value).toEqual(deals[i].tricks);
    }
    // the compaction ran, and kept at most a quarter of the table
    expect(solver.engine.tt.clears).toBeGreaterThan(0);
    expect(solver.engine.tt.size).toBeLessThanOrEqual(16384);
  }, 600_000);

  it('solve-board cases with a 1,024-entry table (kept entries reused across positions)', () => {
    const solver = new DDSolver({ entries: 1024 });
    const { opening_lead, midplay } = solveCases();
    for (const c of [...opening_lead.slice(0, 4), ...midplay.slice(0, 20)]) {
      const leader = 'trick_leader' in c ? c.trick_leader : c.leader;
      const trick = 'current_trick' in c ? c.current_trick : [];
      const r = solver.solveBoard({ remaining: c.remaining, trump: c.trump, leader, trick });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const got = Object.fromEntries(
        r.value.flatMap((x) => [x.card, ...x.equals].map((k) => [printCard(k), x.tricks])),
      );
      const want = Object.fromEntries(c.expected_cards.flatMap((x) => [x.card, ...x.equals].map((k) => [k, x.tricks])));
      expect(got).toEqual(want);
    }
    expect(solver.engine.tt.clears).toBeGreaterThan(0);
  }, 600_000);
});
