import { describe, expect, it } from 'vitest';
import { dealerPar, par, sidesPar, type DDTable } from '@stikk/dds';
import { HAVE_DATA, list100, parCases } from './data.js';

describe.skipIf(!HAVE_DATA)('par against DDS Par() and DealerPar()', () => {
  const deals = list100();
  it.each(parCases().map((c) => [c.deal_id, c] as const))('deal %i', (_, c) => {
    const r = par(deals[c.deal_id].tricks, c.vul, c.dealer);
    expect({
      ns_score: r.sides.ns.scoreText,
      ew_score: r.sides.ew.scoreText,
      ns_contracts: r.sides.ns.contractsText,
      ew_contracts: r.sides.ew.contractsText,
    }).toEqual(c.par);
    expect({ score: String(r.score), contracts: r.contracts }).toEqual(c.dealer_par);
  });
});

describe('par edge cases', () => {
  const flat = (n: number): DDTable => {
    const row = { C: n, D: n, H: n, S: n, NT: n };
    return { N: { ...row }, E: { ...row }, S: { ...row }, W: { ...row } };
  };
  it('passes out when nobody makes anything', () => {
    const t = flat(6);
    expect(dealerPar(t, 'N', 'None')).toEqual({ score: 0, contracts: ['pass'] });
    const s = sidesPar(t, 'None');
    expect(s.ns.scoreText).toBe('NS 0');
    expect(s.ns.contractsText).toBe('NS:');
  });
  it('grand slam for North-South', () => {
    const t = flat(0);
    for (const d of ['N', 'S'] as const) t[d] = { C: 13, D: 13, H: 13, S: 13, NT: 13 };
    const r = par(t, 'All', 'E');
    expect(r.score).toBe(2220);
    expect(r.contracts).toEqual(['7N-NS']);
    expect(r.sides.ns.contractsText).toBe('NS:NS 7N');
  });
});
