import { describe, expect, it } from 'vitest';
import { printCard } from '@stikk/core';
import { DDSolver, solve, solveBoard, type CardResult } from '@stikk/dds';
import { HAVE_DATA, solveCases, type ExpectedCard } from './data.js';

const cases = solveCases();
const solver = new DDSolver({ entries: 400_000 });

function compare(got: CardResult[], expected: ExpectedCard[]): void {
  const g = got.map((c) => ({ card: printCard(c.card), equals: c.equals.map(printCard), tricks: c.tricks }));
  const key = (x: { card: string }): string => x.card;
  expect([...g].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
    [...expected].sort((a, b) => key(a).localeCompare(key(b))),
  );
}

describe.skipIf(!HAVE_DATA)('solveBoard against DDS: opening leads', () => {
  it.each(cases.opening_lead.map((c, i) => [i, c] as const))(
    'case %i',
    (_, c) => {
      const r = solver.solveBoard({ remaining: c.remaining, trump: c.trump, leader: c.leader });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      compare(r.value, c.expected_cards);
      expect(r.value[0].tricks).toBe(c.expected_max_tricks);
    },
    600_000,
  );
});

describe.skipIf(!HAVE_DATA)('solve and solveBoard against DDS: mid-play positions', () => {
  it.each(cases.midplay.map((c, i) => [i, c] as const))(
    'case %i',
    (_, c) => {
      const pos = { remaining: c.remaining, trump: c.trump, leader: c.trick_leader, trick: c.current_trick };
      const s = solver.solve(pos);
      expect(s.ok).toBe(true);
      if (!s.ok) return;
      expect(s.value.tricks).toBe(c.expected_max_tricks_side_to_play);
      expect(s.value.tricksLeft).toBe(c.tricks_left);
      expect(s.value.toPlay).toBe(c.to_play);
      // declarer's final total from here
      const declNS = c.declarer === 'N' || c.declarer === 'S';
      const toPlayNS = c.to_play === 'N' || c.to_play === 'S';
      const declFuture = declNS === toPlayNS ? s.value.tricks : c.tricks_left - s.value.tricks;
      expect((declNS ? c.tricks_won.NS : c.tricks_won.EW) + declFuture).toBe(c.expected_declarer_total);
      const b = solver.solveBoard(pos);
      expect(b.ok).toBe(true);
      if (b.ok) compare(b.value, c.expected_cards);
    },
    600_000,
  );
});

describe('position validation', () => {
  it('rejects wrong hand sizes for the current trick', () => {
    const r = solve({ remaining: 'N:A... K... Q... J...', trump: 'NT', leader: 'N', trick: ['S2'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('hand-size');
  });
  it('rejects a trick card still held', () => {
    const r = solve({ remaining: 'N:A... K... Q... J2...', trump: 'NT', leader: 'N', trick: ['SJ'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('duplicate-card');
  });
  it('rejects a revoke already in the trick', () => {
    const r = solve({ remaining: 'N:.A.. 2... Q.3.. J.4..', trump: 'NT', leader: 'N', trick: ['SA', 'HK'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('revoke');
  });
  it('solves a one-trick ending mid-trick', () => {
    // North led the spade ace; East and South follow/discard; West ruffs in hearts.
    const r = solveBoard({ remaining: 'N:... ... ... .2..', trump: 'H', leader: 'N', trick: ['SA', 'S3', 'D4'] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toEqual([{ card: 26, equals: [], tricks: 1 }]);
  });
});
