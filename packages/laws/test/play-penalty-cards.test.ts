// Laws 46, 49–52 and 58 through the fold: exposed cards, major and minor penalty cards, their
// disposition and the lead options (50D2, 51B), failure to play one (52), simultaneous cards,
// dummy's card designated incompletely (46B), Law 26 lead restrictions from the auction.
import { describe, expect, it } from 'vitest';
import { foldRaw, replayOutput, type DirectorRules } from '@stikk/core';
import { composeRules } from '../src/framework/compose.js';
import { playRules } from '../src/play/index.js';
import { fold, log, replay, round } from './play-helpers.js';

const T1_N_WINS = round('W', ['C4', 'CA', 'CJ', 'C7']);
const T1_E_WINS = round('W', ['C4', 'C2', 'CJ', 'C7']);

describe("Laws 49–50: a defender's exposed card", () => {
  it('50B: a single spot card exposed by accident is a minor penalty card', () => {
    const out = replay(log('3NT', [...T1_N_WINS, { seat: 'W', expose: 'H5' }]));
    expect(out.events[8]).toEqual({ status: 'penalty-card', law: '49' });
    expect(out.penaltyCards).toEqual([{ seat: 'W', card: 'H5', major: false, law: '49' }]);
    expect(out.rulings[0].effects[0]).toMatchObject({ kind: 'penalty-card', seat: 'W', card: 'H5', major: false });
  });
  it('50B: an honour is a major penalty card', () => {
    const out = replay(log('3NT', [...T1_N_WINS, { seat: 'W', expose: 'CT' }]));
    expect(out.penaltyCards).toEqual([{ seat: 'W', card: 'CT', major: true, law: '49' }]);
  });
  it('50B: two penalty cards of one defender are both major', () => {
    const out = replay(log('3NT', [...T1_N_WINS, { seat: 'W', expose: 'H5' }, { seat: 'W', expose: 'D6' }]));
    expect(out.penaltyCards.map((p) => p.major)).toEqual([true, true]);
  });
  it("48: declarer's exposed card is no penalty card", () => {
    const out = replay(log('3NT', [...T1_N_WINS, { seat: 'S', expose: 'H6' }]));
    expect(out.penaltyCards).toEqual([]);
    expect(out.pending).toBeNull();
  });
  it('50C: a minor penalty card blocks the other spot cards of its suit, not the honours', () => {
    const base = [...T1_N_WINS, { seat: 'W', expose: 'H5' }, 'N:H2', 'E:H9', 'S:H6'];
    const bad = replay(log('3NT', [...base, 'W:H3']));
    expect(bad.pending).toMatchObject({ law: '52', chooser: 'S', options: ['accept', 'reject'] });
    const good = replay(log('3NT', [...base, 'W:H5']));
    expect(good.pending).toBeNull();
    expect(good.penaltyCards).toEqual([]);
  });
  it('50D1: a major penalty card must be played at the first legal opportunity — following suit comes first', () => {
    // W has a major penalty card CT; a heart is led: W follows with a heart, CT stays.
    const s = fold(log('3NT', [...T1_N_WINS, { seat: 'W', expose: 'CT' }, 'N:H2', 'E:H9', 'S:H6', 'W:H3']));
    expect(s.penaltyCards).toHaveLength(1);
    // E won the trick and is to lead: declarer's 50D2 choice comes first.
    expect(s.pending).toMatchObject({ law: '50D2', chooser: 'S' });
    // When W himself has a legal chance (a club lead), he must play it; CT is the only card allowed.
    const c = fold(log('3NT', [...T1_N_WINS, { seat: 'W', expose: 'CT' }, 'N:C2', 'E:CK', 'S:C8', 'W:C5']));
    expect(c.pending).toMatchObject({ law: '52', chooser: 'S' });
  });
  it("50D2: the holder's partner on lead waits for declarer's choice; leading early makes another penalty card", () => {
    const base = [...T1_E_WINS, { seat: 'W', expose: 'CT' }];
    const out = replay(log('3NT', base));
    expect(out.pending).toMatchObject({
      law: '50D2',
      chooser: 'S',
      options: ['require-suit:C', 'forbid-suit:C', 'neither'],
      needs: ['option'],
    });
    const early = replay(log('3NT', [...base, 'E:DQ']));
    expect(early.events[9]).toEqual({ status: 'penalty-card', law: '50D2' });
    expect(early.penaltyCards.map((p) => p.card)).toEqual(['CT', 'DQ']);
  });
  it('51B: penalty cards in two suits — declarer may require or forbid either suit, or neither', () => {
    const out = replay(log('3NT', [...T1_E_WINS, { seat: 'W', expose: 'CT' }, { seat: 'W', expose: 'H5' }]));
    expect(out.pending).toMatchObject({
      law: '51B',
      options: ['require-suit:H', 'require-suit:C', 'forbid-suit:H', 'forbid-suit:C', 'neither'],
    });
    const req = replay(
      log('3NT', [
        ...T1_E_WINS,
        { seat: 'W', expose: 'CT' },
        { seat: 'W', expose: 'H5' },
        { director: { option: 'require-suit:H' } },
      ]),
    );
    expect(req.penaltyCards).toEqual([{ seat: 'W', card: 'CT', major: true, law: '49' }]);
    expect(req.restrictions).toContainEqual(
      expect.objectContaining({ kind: 'lead-restriction', seat: 'E', suit: 'H', mode: 'require', law: '51B' }),
    );
  });
  it('50D2(a): a forbidden suit lasts while the partner keeps the lead, then lapses', () => {
    const base = [...T1_E_WINS, { seat: 'W', expose: 'CT' }, { director: { option: 'forbid-suit:C' } }];
    const s = fold(log('3NT', [...base, ...round('E', ['DQ', 'D7', 'D3', 'DA'])]));
    expect(s.restrictions.filter((r) => r.kind === 'lead-restriction')).toEqual([]);
    const kept = fold(log('3NT', [...base, 'E:HQ', 'S:H6', 'W:H3', 'N:H2']));
    expect(kept.restrictions.filter((r) => r.kind === 'lead-restriction')).toHaveLength(1);
  });
});

describe('prevent mode (online play)', () => {
  it('an exposed card is refused online before any penalty card can arise', () => {
    const raw = log('3NT', [...T1_N_WINS, { seat: 'W', expose: 'CT' }]);
    // Exposing is itself refused online.
    const r = foldRaw(raw, { mode: 'prevent', rules: composeRules(playRules) });
    expect(r.ok).toBe(false);
  });
});

describe('Law 58: simultaneous plays', () => {
  it('58B2: a defender shows two cards at once — the second is a penalty card', () => {
    const out = replay(
      log('3NT', [...T1_N_WINS, 'N:H2', 'E:H9', { seat: 'E', play: 'D5'.replace('5', 'Q'), simultaneous: true }]),
    );
    expect(out.events[10]).toEqual({ status: 'penalty-card', law: '58B2' });
    expect(out.penaltyCards).toEqual([{ seat: 'E', card: 'DQ', major: true, law: '58B2' }]);
  });
});

describe("Law 46: incomplete designation of dummy's card", () => {
  const lead = ['W:H5'];
  const play = (d: string, edition = '2017') => fold(log('3NT', [...lead, { seat: 'N', designate: d }], { edition }));
  const last = (s: ReturnType<typeof fold>) => s.currentTrick!.plays.at(-1)!;
  it('"high" and "low": highest and lowest of the suit led', () => {
    expect(last(play('high')).card).toBe(2 * 13 + 12); // HA
    expect(last(play('low')).card).toBe(2 * 13 + 0); // H2
  });
  it('"win": the lowest card known to win the trick', () => {
    expect(last(play('win')).card).toBe(2 * 13 + 11); // HK: no higher heart is unseen
  });
  it('a rank only: the card of that rank that can be played; a card dummy lacks: void', () => {
    expect(last(play('2')).card).toBe(2 * 13 + 0);
    const v = play('Q');
    expect(v.statuses[5]).toEqual({ status: 'cancelled', law: '46B4' });
    expect(v.currentTrick!.plays).toHaveLength(1);
  });
  it('"any": a defender chooses dummy\'s card', () => {
    const out = replay(log('3NT', [...lead, { seat: 'N', designate: 'any' }]));
    expect(out.pending).toMatchObject({ law: '46B', chooser: 'E', options: ['H2', 'HK', 'HA'] });
    const done = fold(log('3NT', [...lead, { seat: 'N', designate: 'any' }, { director: { option: 'HK' } }]));
    expect(last(done).card).toBe(2 * 13 + 11);
  });
});

describe('Law 45: a card named again', () => {
  it("45C4(b): declarer changes dummy's card; the director finds it unintended — the new card replaces it", () => {
    const base = ['W:H5', 'N:H2', 'N:HK'];
    const out = replay(log('3NT', base));
    expect(out.pending).toMatchObject({ law: '45C4', chooser: 'director', needs: ['unintended'] });
    const s = fold(log('3NT', [...base, { director: { unintended: true } }]));
    expect(s.currentTrick!.plays.map((p) => p.card)).toEqual([2 * 13 + 3, 2 * 13 + 11]);
    expect(s.statuses[5]).toEqual({ status: 'replaced', law: '45C4' });
    expect(s.hands.N).toContain(2 * 13);
    const no = fold(log('3NT', [...base, { director: { unintended: false } }]));
    expect(no.currentTrick!.plays.map((p) => p.card)).toEqual([2 * 13 + 3, 2 * 13]);
    expect(no.statuses[6]).toEqual({ status: 'withdrawn', law: '45C4' });
  });
  it("45E2: declarer's fifth card from his own hand goes back without rectification", () => {
    // Declarer plays early from his hand (57C3: it stands), then a second card.
    const s = fold(log('3NT', ['W:H5', 'N:H2', 'S:H6', 'S:H7']));
    expect(s.statuses[6]).toEqual({ status: 'stands', law: '57C3' });
    expect(s.statuses[7]).toEqual({ status: 'withdrawn', law: '45E2' });
    expect(s.currentTrick!.plays.map((p) => p.seat)).toEqual(['W', 'N', 'S']);
    expect(s.turn()).toBe('E');
    expect(s.hands.S).toHaveLength(12);
  });
});

describe('Law 26: lead restriction from the auction, enforced at the opening lead', () => {
  // A stand-in for the auction director: E's withdrawn call made a Law 26B restriction on W's lead
  // (`seat` is the restricted leader, as framework/effects.ts builds it).
  const auction26: DirectorRules = {
    afterEvent(m) {
      if (m.phase === 'clarification' && !m.rulings.some((r) => r.law === '26B'))
        m.addRuling({ law: '26B', event: 0, effects: [{ kind: 'lead-restriction', seat: 'W', law: '26B' }] });
    },
  };
  const rules = composeRules(auction26, playRules);
  const run = (events: unknown[]) => {
    const r = foldRaw(log('3NT', events as never[]), { rules });
    if (!r.ok) throw new Error(r.error.message);
    return replayOutput(r.value);
  };
  it("declarer chooses a suit to forbid before W (E's partner) leads", () => {
    const out = run([]);
    expect(out.pending).toMatchObject({
      law: '26B',
      chooser: 'S',
      options: ['forbid-suit:S', 'forbid-suit:H', 'forbid-suit:D', 'forbid-suit:C'],
    });
  });
  it('a lead of the forbidden suit is a revoke (61A)', () => {
    const r = foldRaw(log('3NT', [{ director: { option: 'forbid-suit:C' } }, 'W:C4'] as never[]), { rules });
    expect(r.ok && r.value.irregularities.at(-1)).toMatchObject({ code: 'revoke', law: '61A' });
    const ok = run([{ director: { option: 'forbid-suit:C' } }, 'W:H5']);
    expect(ok.pending).toBeNull();
  });
});
