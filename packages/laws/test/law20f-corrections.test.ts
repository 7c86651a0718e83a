// Law 20F4/20F5 corrections of an explanation as table-log events: `{"seat","correct":<event of the call>}`.
// The rulings are checked by the fixtures fixtures/auction/20F4-* and 20F5-* (written from the law text,
// 2017 Swedish and 2007 Norwegian, before the code); here the errors, prevent mode, the edition's citation
// and what a later `uiUsed` does with a premature correction.
import { describe, expect, it } from 'vitest';
import { foldRaw, parseTableLog, printTableLog, replayOutput, viewFor } from '@stikk/core';
import { directorRules } from '../src/index.js';

const log = (events: unknown[], edition = '2017') => ({ format: 'stikk-table-log/1', edition, dealer: 'N', events });
const auction = [
  { seat: 'N', call: '1NT' },
  { seat: 'E', call: 'P' },
  { seat: 'S', call: '2D', alert: true, explanation: 'natural' },
  { seat: 'W', call: 'P' },
];

describe('Law 20F corrections: errors, prevent mode, editions', () => {
  it('correcting the explanation of an opponent’s call cannot be interpreted (20F4: one’s own side only)', () => {
    const r = foldRaw(log([...auction, { seat: 'E', correct: 2 }]), { rules: directorRules });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'not-own-sides-call', index: 4, law: '20F4' });
    const none = foldRaw(log([...auction, { seat: 'N', correct: 9 }]));
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error).toMatchObject({ code: 'not-own-sides-call', index: 4 });
  });
  it('a malformed correction is refused by the parser with the field path', () => {
    for (const [ev, path] of [
      [{ seat: 'N', correct: true }, 'events[0].correct'],
      [{ seat: 'N', correct: -2 }, 'events[0].correct'],
      [{ seat: 'N', correct: 0, explanation: 3 }, 'events[0].explanation'],
      [{ seat: 'N', correct: 0, call: 'P' }, 'events[0].correct'],
    ] as const) {
      const r = foldRaw(log([ev]));
      expect(r.ok, JSON.stringify(ev)).toBe(false);
      if (!r.ok) expect(r.error.path, JSON.stringify(ev)).toBe(path);
    }
  });
  it('prevent mode refuses the bidder’s correction during the auction (20F5(a)), not the explainer’s (20F4)', () => {
    const early = foldRaw(log([...auction, { seat: 'S', correct: 2 }]), { mode: 'prevent' });
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.error).toMatchObject({ code: 'correction-too-early', law: '20F5(a)', index: 4 });
    const own = foldRaw(log([...auction, { seat: 'N', correct: 2 }]), { mode: 'prevent' });
    expect(own.ok).toBe(true);
    if (own.ok) expect(replayOutput(own.value).events[4]).toEqual({ status: 'stands', law: '20F4' });
  });
  it('the explainer’s correction cites 40B3 under the 2017 Laws and 40B4 under 2007 (20F4(b))', () => {
    for (const [edition, cite, other] of [
      ['2017', '40B3', '40B4'],
      ['2007', '40B4', '40B3'],
    ] as const) {
      const r = foldRaw(log([...auction, { seat: 'N', correct: 2 }], edition), { rules: directorRules });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      const ruling = replayOutput(r.value).rulings[0];
      expect(ruling.law).toBe('20F4');
      expect(ruling.explanation).toContain(cite);
      expect(ruling.explanation).not.toContain(other);
    }
  });
  it('a premature correction used by partner leads to an adjusted score (16B3), found with uiUsed', () => {
    const r = foldRaw(
      log([...auction, { seat: 'S', correct: 2 }, { seat: 'N', call: '2H' }, { director: { uiUsed: true } }]),
      { rules: directorRules },
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const o = replayOutput(r.value);
    expect(o.rulings.map((x) => x.law)).toEqual(['20F5(a)', '16B3']);
    expect(o.rulings[1].effects.map((e) => e.kind)).toEqual(['adjusted-score']);
  });
  it('a correction round-trips through the printed log', () => {
    const p = parseTableLog(log([...auction, { seat: 'N', correct: 2, explanation: 'transfer' }]));
    expect(p.ok).toBe(true);
    if (p.ok) expect(printTableLog(p.value).events[4]).toEqual({ seat: 'N', correct: 2, explanation: 'transfer' });
  });
  // Online each player explains his own calls in writing (`own`): he is the explainer of his own call (20F4).
  it('an online correction of one’s own explanation: only of one’s own call, in order during the auction (20F4)', () => {
    const partners = foldRaw(log([...auction, { seat: 'N', correct: 2, own: true }]), { mode: 'prevent' });
    expect(partners.ok).toBe(false);
    if (!partners.ok) expect(partners.error).toMatchObject({ code: 'not-own-call', index: 4, law: '20F4' });
    const own = foldRaw(log([...auction, { seat: 'S', correct: 2, own: true, explanation: 'transfer' }]), {
      mode: 'prevent',
      rules: directorRules,
    });
    expect(own.ok).toBe(true);
    if (!own.ok) return;
    expect(replayOutput(own.value).events[4]).toEqual({ status: 'stands', law: '20F4' });
    // The opponents now read the corrected explanation; partner, who never read S's, still reads none.
    expect(viewFor(own.value, 'W').auction[2]).toMatchObject({ call: '2D', explanation: 'transfer' });
    expect(viewFor(own.value, 'N').auction[2].explanation).toBeUndefined();
    const bad = foldRaw(
      log([
        { seat: 'N', call: '1NT' },
        { seat: 'N', correct: 0, own: false },
      ]),
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.path).toBe('events[1].own');
    const p = parseTableLog(log([...auction, { seat: 'S', correct: 2, own: true }]));
    expect(p.ok && printTableLog(p.value).events[4]).toEqual({ seat: 'S', correct: 2, own: true });
  });
  it('an online correction ruled right (75C) or found in the play (2017 75B2, 2007 20F4)', () => {
    const right = foldRaw(
      log([...auction, { seat: 'S', correct: 2, own: true }, { director: { mistakenExplanation: false } }]),
      { rules: directorRules },
    );
    expect(right.ok && replayOutput(right.value).rulings.map((r) => [r.law, r.effects.length])).toEqual([
      ['20F4', 0],
      ['75C', 0],
    ]);
    const passes = [
      { seat: 'N', call: 'P' },
      { seat: 'E', call: 'P' },
      { seat: 'S', call: 'P' },
    ];
    for (const [edition, law] of [
      ['2017', '75B2'],
      ['2007', '20F4'],
    ] as const) {
      const r = foldRaw(
        {
          ...log([...auction, ...passes, { seat: 'W', play: 'C2' }, { seat: 'S', correct: 2, own: true }], edition),
          deal: 'N:KQ4.A753.KJ2.986 J98.KQJ.T987.QJT AT7653.4.AQ6.AK4 2.T9862.543.7532',
        },
        { rules: directorRules },
      );
      expect(r.ok, edition).toBe(true);
      if (r.ok) expect(replayOutput(r.value).events[8], edition).toEqual({ status: 'stands', law });
    }
  });
  it('prevent mode lets the misinformed opponent change his call after a 75B finding (21B1), and nothing else', () => {
    const fixed = [...auction, { seat: 'S', correct: 2, own: true }];
    const change = { seat: 'W', call: 'X', change: true };
    const after75B = foldRaw(log([...fixed, { director: { mistakenExplanation: true } }, change]), {
      mode: 'prevent',
      rules: directorRules,
    });
    expect(after75B.ok).toBe(true);
    if (after75B.ok) {
      const o = replayOutput(after75B.value);
      expect(o.events[3]).toEqual({ status: 'replaced', law: '21B1' });
      expect(o.auction.map((c) => c.call)).toEqual(['1NT', 'P', '2D', 'X']);
      expect(o.pending).toBeNull();
    }
    // Without the finding (or with 75C: the call was the mistake) the change is refused as Law 25 says.
    for (const events of [
      [...fixed, change],
      [...fixed, { director: { mistakenExplanation: false } }, change],
    ]) {
      const r = foldRaw(log(events), { mode: 'prevent', rules: directorRules });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 'change-of-call', law: '25' });
    }
    // His partner has called since: too late to change (21B1(a)), refused.
    const late = foldRaw(
      log([
        ...fixed,
        { seat: 'N', call: '2H' },
        { seat: 'E', call: 'P' },
        { director: { mistakenExplanation: true } },
        change,
      ]),
      { mode: 'prevent', rules: directorRules },
    );
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.error).toMatchObject({ code: 'change-of-call', law: '25' });
    // The same in record mode is ruled 21B3 (too late to change): prevent mode refuses what record mode would rectify.
  });
});
