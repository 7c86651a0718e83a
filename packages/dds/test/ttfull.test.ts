import { describe, expect, it } from 'vitest';
import { printCard } from '@stikk/core';
import { DDSolver, TranspositionTable } from '@stikk/dds';
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

describe('transposition table memory', () => {
  it('reuses the chunks that distributions outgrew before dropping entries', () => {
    // Stores spread unevenly over 600 distributions (low numbers get most), as a search does:
    // chunks double as they fill, and the ones left behind must serve later chunks of their size.
    // (Without that reuse the arena filled at 85 % of the entries.)
    const t = new TranspositionTable({ entries: 4096 });
    let seed = 12345;
    const rnd = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    let most = 0;
    for (let i = 0; t.clears === 0 && i < 100_000; i++) {
      most = Math.max(most, t.size);
      t.store(-1, 0, 0x3334, rnd(rnd(600) + 1) + 1, 0, 31, 31, 31, 31, 0, 0, 0);
    }
    expect(t.clears).toBe(1);
    expect(most).toBeGreaterThan(0.92 * 4096);
    expect(t.size).toBeLessThanOrEqual(4096 / 2);
  });
});
