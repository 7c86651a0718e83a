/**
 * The bit tables built at module load (tables.ts) against their definitions, computed bit by bit:
 * population count, highest bit, and the owner code of every set of remaining cards.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@stikk/core';
import { HIGH, POP, ownerCode } from '../src/tables.js';

/** Owner code by definition: the remaining cards from the lowest, two bits each (bit 0 ew, bit 1 sw). */
function ownerCodeSlow(ew: number, sw: number, aggr: number): number {
  let code = 0,
    i = 0;
  for (let r = 0; r < 13; r++) {
    if (!((aggr >> r) & 1)) continue;
    code |= (((ew >> r) & 1) | (((sw >> r) & 1) << 1)) << (2 * i);
    i++;
  }
  return code;
}

describe('bit tables', () => {
  it('POP and HIGH hold the count and the highest bit of every 13-bit mask', () => {
    for (let m = 0; m < 8192; m++) {
      let c = 0,
        h = -1;
      for (let b = 0; b < 13; b++)
        if ((m >> b) & 1) {
          c++;
          h = b;
        }
      expect(POP[m]).toBe(c);
      expect(HIGH[m]).toBe(h);
    }
  });

  it('ownerCode renumbers the remaining cards and spreads their owners', () => {
    const rnd = seededRandom('tables');
    let bad = 0;
    for (let aggr = 0; aggr < 8192; aggr++) {
      for (let k = 0; k < 8; k++) {
        const ew = Math.floor(rnd() * 8192) & aggr,
          sw = Math.floor(rnd() * 8192) & aggr;
        if (ownerCode(ew, sw, aggr) !== ownerCodeSlow(ew, sw, aggr)) bad++;
      }
      // every card with East-West and South-West (West) and none: all owners at once
      if (ownerCode(aggr, aggr, aggr) !== ownerCodeSlow(aggr, aggr, aggr)) bad++;
    }
    expect(bad).toBe(0);
  });
});
