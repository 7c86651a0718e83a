// The auction director in prevent mode (online play): irregular calls are refused with the law
// that governs them, and legal calls behave exactly as in record mode.
import { describe, expect, it } from 'vitest';
import { foldRaw, randomBoardLog, replayOutput } from '@stikk/core';
import { directorRules } from '../src/index.js';

const log = (events: object[], edition = '2017') => ({ format: 'stikk-table-log/1', edition, dealer: 'N', events });
const fail = (events: object[]) => {
  const r = foldRaw(log(events), { mode: 'prevent', rules: directorRules });
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
};

describe('prevent mode', () => {
  it('refuses irregular calls citing their law', () => {
    expect(
      fail([
        { seat: 'N', call: '1H' },
        { seat: 'E', call: '1D' },
      ]),
    ).toMatchObject({ code: 'insufficient-bid', law: '27', index: 1 });
    expect(
      fail([
        { seat: 'N', call: '1H' },
        { seat: 'W', call: '1S' },
      ]),
    ).toMatchObject({ code: 'call-out-of-rotation', law: '31' });
    expect(
      fail([
        { seat: 'N', call: '1H' },
        { seat: 'E', call: 'P' },
        { seat: 'S', call: 'X' },
      ]),
    ).toMatchObject({ code: 'inadmissible-double', law: '36' });
    expect(fail([{ seat: 'N', call: '8NT' }])).toMatchObject({ code: 'bid-above-seven', law: '38' });
    expect(
      fail([
        { seat: 'N', call: '1H' },
        { seat: 'N', call: '1S', change: true },
      ]),
    ).toMatchObject({ code: 'change-of-call', law: '25' });
  });
  it('random legal boards fold the same with and without the auction director, in both modes', () => {
    for (let b = 1; b <= 40; b++) {
      const raw = randomBoardLog('modes', b);
      const plain = foldRaw(raw);
      const rec = foldRaw(raw, { rules: directorRules });
      const prev = foldRaw(raw, { mode: 'prevent', rules: directorRules });
      if (!plain.ok || !rec.ok || !prev.ok) throw new Error('a legal board must fold');
      const a = replayOutput(plain.value);
      for (const o of [replayOutput(rec.value), replayOutput(prev.value)]) {
        expect(o.auction).toEqual(a.auction);
        expect(o.contract).toBe(a.contract);
        expect(o.declarer).toBe(a.declarer);
        expect(o.score).toEqual(a.score);
        expect(o.rulings).toEqual([]);
      }
    }
  });
});
