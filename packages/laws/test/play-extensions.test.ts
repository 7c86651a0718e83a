// The fold's Stikk extensions for the play (EXTENSIONS.md): Law 51A, 54C, 47E1, 47E2, 62C, the
// 2007 50E/50C unauthorized information and the 2007 64B3 faced hand. Fixtures hold the full
// outputs; these check the branches around them on the same deal.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldRaw, type RawTableEvent } from '@stikk/core';
import { directorRules } from '../src/index.js';
import { replay } from './play-helpers.js';

const dir = new URL('./fixtures/play/', import.meta.url);
type Log = { edition?: string; events: RawTableEvent[] } & Record<string, unknown>;
const fixture = (name: string): Log => JSON.parse(readFileSync(new URL(`${name}.json`, dir), 'utf8')) as Log;
/** The fixture's events up to `upTo` (exclusive), then `more`. */
const variant = (name: string, upTo: number, more: RawTableEvent[], edition?: string): Log => {
  const f = fixture(name);
  return { ...f, ...(edition ? { edition } : {}), events: [...f.events.slice(0, upTo), ...more] };
};
const D = (findings: Record<string, unknown>): RawTableEvent => ({ director: findings }) as RawTableEvent;

describe('Law 51A: two penalty cards that can legally be played', () => {
  // Events 36–37: E exposes CQ and CJ; 38: N leads C6. Event 39 is declarer's designation.
  it('declarer must name one; the options are exactly the two cards', () => {
    const out = replay(variant('penalty-cards-51A-designate', 39, []));
    expect(out.pending).toMatchObject({ law: '51A', chooser: 'S', options: ['CJ', 'CQ'], needs: ['option'] });
    expect(out.turn).toBe('E');
  });
  it('a card that is not one of them is no designation', () => {
    expect(replay(variant('penalty-cards-51A-designate', 39, [D({ option: 'CT' })])).pending?.law).toBe('51A');
  });
  it('the holder plays one before declarer names it: it stands, the other stays a penalty card', () => {
    const out = replay(variant('penalty-cards-51A-designate', 39, [{ seat: 'E', play: 'CQ' }]));
    expect(out.pending).toBeNull();
    expect(out.events[39]).toEqual({ status: 'stands' });
    expect(out.penaltyCards).toEqual([expect.objectContaining({ seat: 'E', card: 'CJ', major: true })]);
  });
  it('with one penalty card there is nothing to designate', () => {
    const f = fixture('penalty-cards-51A-designate');
    const out = replay({ ...f, events: [...f.events.slice(0, 37), f.events[38]] });
    expect(out.pending).toBeNull();
  });
});

describe('Law 54C and 47E1 on a lead out of turn', () => {
  it('54C overrides a refusal and the declarer-becomes-dummy option', () => {
    for (const f of [{ declarerAccepts: false }, { option: 'declarer-becomes-dummy' }]) {
      const out = replay(
        variant('opening-loot-54C-must-accept', 8, [{ seat: 'E', play: 'HK' }, D({ ...f, couldSeeDummy: true })]),
      );
      expect(out.events[8]).toEqual({ status: 'accepted', law: '54C' });
      expect(out.declarer).toBe('S');
      expect(out.turn).toBe('S');
    }
  });
  it('couldSeeDummy false leaves declarer his choice', () => {
    const out = replay(
      variant('opening-loot-54C-must-accept', 8, [
        { seat: 'E', play: 'HK' },
        D({ couldSeeDummy: false, option: 'declarer-becomes-dummy' }),
      ]),
    );
    expect([out.declarer, out.events[8]]).toEqual(['N', { status: 'accepted', law: '54A' }]);
  });
  it('47E1: an opening lead out of turn made because an opponent said so goes back, no penalty card, in both editions', () => {
    for (const edition of ['2017', '2007']) {
      const out = replay(
        variant('opening-loot-54C-must-accept', 8, [{ seat: 'E', play: 'HK' }, D({ toldToLead: true })], edition),
      );
      expect(out.events[8]).toEqual({ status: 'withdrawn', law: '47E1' });
      expect([out.penaltyCards, out.phase, out.turn]).toEqual([[], 'clarification', 'W']);
    }
  });
});

describe('Law 62C: cards played after the revoke, once it is corrected', () => {
  // Events 24–27: trick 5 — N D2, E CT (revoke), S DQ, W D3; 28: the director.
  it("62C1: the non-offender alone takes back; the offender's partner keeps his card", () => {
    const out = replay(variant('revoke-62C2-withdrawals', 28, [D({ option: 'withdraw:S' })]));
    expect(out.events.slice(25, 28)).toEqual([
      { status: 'penalty-card', law: '62B1' },
      { status: 'withdrawn', law: '62C1' },
      { status: 'stands' },
    ]);
    expect(out.penaltyCards.map((p) => p.card)).toEqual(['CT']);
  });
  it('62C2: an offender may take back only after a non-offender before him did', () => {
    const out = replay(variant('revoke-62C2-withdrawals', 28, [D({ option: 'withdraw:W' })]));
    expect(out.events[27]).toEqual({ status: 'stands' });
    expect(out.rulings.some((r) => r.law.startsWith('62C'))).toBe(false);
  });
  it("without the option nobody takes back (the non-offenders' choice)", () => {
    const out = replay(variant('revoke-62C2-withdrawals', 28, [D({})]));
    expect(out.events.slice(26, 28)).toEqual([{ status: 'stands' }, { status: 'stands' }]);
  });
});

describe('2007 differences in the fold', () => {
  it('50E/50C: the sight of a penalty card is UI for partner in 2007 only', () => {
    const ui = (edition: string) =>
      replay(variant('penalty-card-ui-2007', 13, [], edition)).restrictions.filter((r) => r.kind === 'ui');
    expect(ui('2007')).toEqual([expect.objectContaining({ seat: 'E', holders: ['E'], law: '50C' })]);
    expect(ui('2017')).toEqual([]);
  });
  it("64B3: a revoke from the claimer's faced hand transfers nothing in 2007, two tricks in 2017", () => {
    const t = (edition: string) =>
      replay(variant('claim-faced-hand-64B3-2007', 1000, [], edition))
        .rulings.flatMap((r) => r.effects)
        .find((e) => e.kind === 'revoke');
    expect(t('2007')).toMatchObject({ transfer: 0, law: '64B3' });
    expect(t('2017')).toMatchObject({ transfer: 2, law: '64A1' });
  });
});

describe('Law 47E2', () => {
  it('a card never played: nothing to take back', () => {
    const out = replay(variant('misexplanation-47E2a', 14, [D({ playedAfterMisexplanation: 'SA' })]));
    expect(out.rulings.at(-1)?.law).toBe('47E2');
    expect(out.turn).toBe('S');
  });
});

describe('findings are validated on their own keys', () => {
  it('"constructor" is not a finding', () => {
    const r = foldRaw(
      { ...fixture('exam-normal-4S-plus2'), events: [{ director: { constructor: true } }] },
      { rules: directorRules },
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/unknown finding/);
  });
});

describe('Law 43B3 in the fold', () => {
  it('without the finding the same revoke is corrected and, played on, transfers a trick', () => {
    const f = fixture('dummy-43B3-revoke-no-rectification');
    const withIt = replay(f);
    expect(withIt.tricks).toEqual({ NS: 12, EW: 1 });
    expect(withIt.restrictions).toEqual([expect.objectContaining({ kind: 'adjusted-score', law: '43B3' })]);
    // The same play with no director call: the revoke is established and 64A2 moves one trick.
    const plain = replay({ ...f, events: f.events.filter((e) => !('director' in e)) });
    expect(plain.tricks).toEqual({ NS: 13, EW: 0 });
  });
  it('2007 flags an ordinary 12B1 adjustment instead of the split', () => {
    const out = replay(variant('dummy-43B3-lead-out-of-turn-stands', 1000, [], '2007'));
    expect(out.events[12]).toEqual({ status: 'accepted', law: '43B3' });
    expect(out.restrictions).toEqual([expect.objectContaining({ kind: 'adjusted-score', law: '12B1' })]);
  });
});

describe('Law 69A: agreement by silence', () => {
  it("the claimer's own side calling on the next board agrees to nothing; the opponents' call does", () => {
    const f = fixture('exam-claim-agreed-by-silence-69A');
    const own = replay({
      ...f,
      events: [...f.events.slice(0, -1), { marker: 'next-board-call', side: 'NS' }] as RawTableEvent[],
    });
    expect([own.phase, own.pending?.law]).toEqual(['play', '68']);
    const theirs = replay(f);
    expect([theirs.phase, theirs.score]).toEqual(['ended', { NS: 510, EW: -510 }]);
    const round = replay({ ...f, events: [...f.events.slice(0, -1), { marker: 'round-ended' }] as RawTableEvent[] });
    // Agreed at the end of the round; the revoke was never pointed out before then: 64B5.
    expect(round.rulings.flatMap((r) => r.effects).find((e) => e.kind === 'revoke')).toMatchObject({
      transfer: 0,
      law: '64B5',
    });
  });
});
