// Call legality in one place (issue 16): classifyCall is what both the core fold and the digital
// director use to name a call's irregularity, in the order the laws apply.
import { describe, expect, it } from 'vitest';
import { classifyCall, parseCall, summarize, unwrap, type AuctionCall, type Seat } from '@stikk/core';

const call = (t: string) => unwrap(parseCall(t));
/** The auction so far, dealer N, calls in rotation. */
function after(...calls: string[]) {
  const seats: Seat[] = ['N', 'E', 'S', 'W'];
  const acc: AuctionCall[] = calls.map((c, i) => ({ seat: seats[i % 4], call: call(c) }));
  return summarize('N', acc);
}

describe('classifyCall', () => {
  it('lets a legal call in turn stand', () => {
    expect(classifyCall(after('1H'), 'E', call('X'))).toBeNull();
    expect(classifyCall(after(), 'N', call('P'))).toBeNull();
  });

  it('a bid above seven is Law 38 even out of rotation', () => {
    expect(classifyCall(after('1H'), 'W', call('8C'))).toMatchObject({
      code: 'bid-above-seven',
      law: '38',
      message: '8C by W is a bid above the seven level (Law 38)',
    });
  });

  it('rotation before sufficiency: Laws 30, 31, 32 by the kind of call', () => {
    expect(classifyCall(after('1H'), 'S', call('P'))).toMatchObject({ code: 'call-out-of-rotation', law: '30' });
    expect(classifyCall(after('1H'), 'S', call('1C'))).toMatchObject({
      code: 'call-out-of-rotation',
      law: '31',
      message: "S called 1C out of rotation; it was E's turn (Laws 28–32)",
    });
    expect(classifyCall(after('1H'), 'W', call('X'))).toMatchObject({ code: 'call-out-of-rotation', law: '32' });
  });

  it('an inadmissible double by a player obliged to pass is Law 36 (37A excludes it), any other call Law 37', () => {
    const mustPass = { law: '27B2' };
    expect(classifyCall(after('1H', 'P'), 'S', call('X'), { mustPass })).toMatchObject({
      code: 'inadmissible-double',
      law: '36',
    });
    expect(classifyCall(after('1H', 'P'), 'S', call('2H'), { mustPass })).toMatchObject({
      code: 'call-by-player-required-to-pass',
      law: '37',
      message: 'S must pass (Law 27B2) but called 2H (Law 37)',
    });
    expect(classifyCall(after('1H', 'P'), 'S', call('P'), { mustPass })).toBeNull();
    expect(classifyCall(after('1H'), 'E', call('X'), { noDoubleNow: true })).toMatchObject({
      code: 'call-by-player-required-to-pass',
      law: '37',
    });
    expect(classifyCall(after('1H'), 'E', call('1S'), { noDoubleNow: true })).toBeNull();
  });

  it('sufficiency and admissibility with the shared messages', () => {
    expect(classifyCall(after('1H'), 'E', call('1C'))).toEqual({
      code: 'insufficient-bid',
      law: '27',
      message: '1C by E is insufficient (Law 27)',
    });
    expect(classifyCall(after('1H', 'P'), 'S', call('X'))).toEqual({
      code: 'inadmissible-double',
      law: '36',
      message: "S's double is inadmissible (Laws 19A, 36)",
    });
    expect(classifyCall(after('1H'), 'E', call('XX'))).toEqual({
      code: 'inadmissible-redouble',
      law: '36',
      message: "E's redouble is inadmissible (Laws 19B, 36)",
    });
  });
});
