import { describe, expect, it } from 'vitest';
import { DDSolver, ddTable } from '@stikk/dds';
import { HAVE_DATA, list100 } from './data.js';

// All 100 reference deals: a threshold that is too general shows only on some deals (about
// 30 s on one core).
const SAMPLE = Array.from({ length: 100 }, (_, i) => i);

describe.skipIf(!HAVE_DATA)('ddTable against DDS (list100, every deal)', () => {
  const deals = list100();
  const solver = new DDSolver({ entries: 400_000 });
  it.each(SAMPLE)(
    'deal %i: all 20 results',
    (i) => {
      const r = solver.ddTable(deals[i].deal);
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.value).toEqual(deals[i].tricks);
    },
    600_000,
  );
});

describe('ddTable input', () => {
  it('rejects a deal with a missing card', () => {
    const r = ddTable('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT9876543');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('hand-size');
  });
  it('rejects a duplicated card', () => {
    const r = ddTable('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. A..AKQJT9876543');
    expect(r.ok).toBe(false);
  });
  it('solves a trivial deal (each hand one suit)', () => {
    const r = ddTable('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // North declares spades: 13 tricks (East on lead cannot stop the trumps).
    expect(r.value.N.S).toBe(13);
    // In notrump the leader's side cashes its suit: E leads hearts as defender of N → NS take 0.
    expect(r.value.N.NT).toBe(0);
    expect(r.value.W.NT).toBe(0); // N leads and runs spades against West's notrump
    expect(r.value.E.H).toBe(13); // South leads, East ruffs everything
  });
});
