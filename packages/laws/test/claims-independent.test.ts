// Independent claim fixtures (issue 23 item 5), written from the law texts in ../shared/laws
// (Swedish 2017, Norwegian 2007) before the adjudication was changed. Each case says which words
// of the law decide it; the expected tricks were worked out by hand from those words.
//
// Laws 70/71 footnote: "normal" includes careless or inferior play for the class of player — not
// irrational play. 70A: doubtful points go against the claimer. 70D1: no successful line outside
// the original statement when a less successful normal line exists — so a stated line is played
// as stated, in its order. 69B: agreement may be withdrawn within the correction period for a
// trick the side would likely have won had play continued; the board is rescored.
import { describe, expect, it } from 'vitest';
import { parseCard, unwrap, type RawTableEvent } from '@stikk/core';
import { adjudicateClaim, type ClaimPolicy, type ClaimPosition } from '../src/claims/index.js';
import { fold, log, replay, round } from './play-helpers.js';

const cards = (s: string) =>
  s
    .split(' ')
    .filter(Boolean)
    .map((t) => unwrap(parseCard(t)));
const none: ClaimPolicy = { allTricks: false, drawTrumpsFirst: false, finesseSuits: 0, topDown: false };
const all: ClaimPolicy = { ...none, allTricks: true };
/** Seats 0 N, 1 E, 2 S, 3 W; suits 0 C, 1 D, 2 H, 3 S. */
const pos = (n: string, e: string, s: string, w: string, leader: number, trump = -1): ClaimPosition => ({
  hands: [cards(n), cards(e), cards(s), cards(w)],
  trump,
  leader,
  trick: [],
  claimerSide: 0,
  voids: 0,
});

describe('Law 70 footnote: careless lines are normal, irrational ones are not', () => {
  it('dummy does not ruff declarer’s established winner (hearts trumps, trumps drawn): all 4', () => {
    // S cashes CA CK CQ C2 (nobody else has a club); N, void in clubs, discards spade losers.
    // Ruffing partner's sure winner with N's only trump and leading a spade loser into E's
    // SA SK SQ would be irrational.
    const p = pos('H2 S2 S3 S4', 'SA SK SQ D2', 'CA CK CQ C2', 'D3 D4 D5 D6', 2, 2);
    expect(adjudicateClaim(p, all).tricks).toBe(4);
  });
  it('a hand that cannot follow keeps its winners and throws its losers: all 4', () => {
    // NT. S cashes SA SK; N must discard twice and throws the club losers, keeping HA HK for
    // S's H2. Throwing HK and keeping a club loser would be irrational.
    const p = pos('HA HK C2 C3', 'S4 S5 H4 H5', 'SA SK H2 H3', 'CA CK D2 D3', 2);
    expect(adjudicateClaim(p, { ...all, line: [{ cash: 3 }, { cash: 2 }] }).tricks).toBe(4);
  });
  it('but cashing in the careless order is normal: hearts first strands the spades (no statement): 2', () => {
    // S leads H2 to N's ace, N cashes HK and must lead a club: W wins both clubs.
    const p = pos('HA HK C2 C3', 'S4 S5 H4 H5', 'SA SK H2 H3', 'CA CK D2 D3', 2);
    expect(adjudicateClaim(p, all).tricks).toBe(2);
  });
  it('failing to unblock is careless, so normal: the claim of 3 gets 2', () => {
    // NT. S: SA SQ SJ D2, N: SK S3 H2 H3. Under SA, N plays S3 (not the king); the next spade
    // forces N's king over S's queen and N has only heart losers to lead.
    const p = pos('SK S3 H2 H3', 'S4 DA DK DQ', 'SA SQ SJ D2', 'S5 HA HK HQ', 2);
    expect(adjudicateClaim(p, none, 3).tricks).toBe(2);
  });
  it('a claimer holding winners does not give up the lead first: the claim of his three top tricks stands', () => {
    // NT. N: SA HA DA C2 (three tops and a loser). Leading C2 first lets W win two clubs while
    // N, unable to follow, throws an ace: irrational for a player who counted three aces.
    const p = pos('SA HA DA C2', 'SK SQ SJ ST', 'S2 H2 D2 C3', 'CA H3 D3 C4', 0);
    expect(adjudicateClaim(p, none, 3).tricks).toBe(3);
  });
});

describe('70D1: a stated line is played as stated, in its order', () => {
  // NT, S to lead. N: SA SQ HA; S: S2 H2 H3; W holds SK.
  const p = pos('SA SQ HA', 'S5 D3 D4', 'S2 H2 H3', 'SK S4 D2', 2);
  it('no statement: the unstated finesse is not credited (70E1): 2', () => {
    expect(adjudicateClaim(p, all).tricks).toBe(2);
  });
  it('"finessing the queen, then dummy is high": the finesse is taken: 3', () => {
    expect(adjudicateClaim(p, { ...all, line: [{ finesse: unwrap(parseCard('SQ')) }] }).tricks).toBe(3);
  });
  it('"HA first, then the spade finesse": after HA the lead is in dummy, the finesse cannot be taken: 2', () => {
    const line = [{ play: unwrap(parseCard('HA')) }, { finesse: unwrap(parseCard('SQ')) }];
    expect(adjudicateClaim(p, { ...all, line }).tricks).toBe(2);
  });
  it('a stated finesse that loses, loses: the king sits over the queen: 2', () => {
    // E wins the king and returns a spade to the ace; HA is the other trick.
    const q = pos('SA SQ HA', 'SK S4 S3', 'S2 H2 H3', 'S5 D3 D4', 2);
    expect(adjudicateClaim(q, { ...all, line: [{ finesse: unwrap(parseCard('SQ')) }] }).tricks).toBe(2);
  });
});

// Five tricks on the fixed deal (play-helpers), all won by N–S, leave eight cards a hand with N
// on lead: N SQ S2 H2 DA DK D2 C3 C2; E SJ HQ HJ DQ DJ DT CK CQ; S all low; W all low.
// N–S's top tricks: SQ, DA, DK; E holds winners in every suit.
const FIVE = [
  ...round('W', ['C4', 'CA', 'CJ', 'C7']),
  ...round('N', ['SA', 'S9', 'S5', 'S3']),
  ...round('N', ['SK', 'ST', 'S6', 'S4']),
  ...round('N', ['HA', 'H9', 'H6', 'H5']),
  ...round('N', ['HK', 'HT', 'H7', 'H4']),
];

describe('Law 70 in a table log: a claim of the top tricks with no statement', () => {
  it('2NT: S claims 3 of the last 8 and says nothing; disputed, it stands (8 tricks, 2NT made)', () => {
    const s = fold(
      log('2NT', [...FIVE, { seat: 'S', claim: 3 }, { seat: 'E', agree: false }, { director: {} }] as RawTableEvent[]),
    );
    expect(s.phase).toBe('ended');
    expect(s.tricksWon).toEqual({ NS: 8, EW: 5 });
    expect(s.rulings.at(-1)!.law).toBe('70');
  });
  it('the structured line in the table log binds the play order (70D1, the `line` field of a claim)', () => {
    const out = replay(
      log('2NT', [
        ...FIVE,
        { seat: 'S', claim: 3, statement: 'SQ, DA, DK', line: [{ play: 'SQ' }, { cash: 'D' }] },
        { seat: 'E', agree: false },
        { director: {} },
      ] as RawTableEvent[]),
    );
    expect(out.tricks).toEqual({ NS: 8, EW: 5 });
  });
  it('a malformed line is an error naming the field', () => {
    const bad = [...FIVE, { seat: 'S', claim: 3, line: [{ cash: 'X' }] }] as RawTableEvent[];
    expect(() => fold(log('2NT', bad))).toThrow(/line/);
  });
});

describe('Law 69B in a table log: agreement withdrawn within the correction period', () => {
  const claimAll = [
    ...FIVE,
    { seat: 'S', claim: 8, statement: 'all mine' },
    { seat: 'E', agree: true },
    { seat: 'W', agree: true },
  ] as RawTableEvent[];
  it('agreed: N–S are credited all 13', () => {
    expect(replay(log('3NT', claimAll)).tricks).toEqual({ NS: 13, EW: 0 });
  });
  it('E withdraws the agreement; the director gives E–W the four tricks they would have won; the board is rescored', () => {
    // Against N–S's best play (SQ drops E's SJ, then S2, DA, DK) E–W still win the other four.
    const withdrawn = [...claimAll, { seat: 'E', agree: false }] as RawTableEvent[];
    const open = replay(log('3NT', withdrawn));
    expect(open.events.at(-1)).toEqual({ status: 'stands', law: '69B' });
    expect(open.pending).toMatchObject({ law: '69B', chooser: 'director' });
    const out = replay(log('3NT', [...withdrawn, { director: {} }] as RawTableEvent[]));
    expect(out.tricks).toEqual({ NS: 9, EW: 4 });
    expect(out.result).toBe('=');
    expect(out.score).toEqual({ NS: 400, EW: -400 });
    expect(out.rulings.at(-1)).toMatchObject({ law: '69B2', event: 27 });
  });
  it('a side that gave up no trick it would have won: the agreement stands', () => {
    const agreed = [
      ...FIVE,
      { seat: 'S', claim: 3, statement: 'SQ, DA, DK' },
      { seat: 'E', agree: true },
      { seat: 'W', agree: true },
      { seat: 'W', agree: false },
      { director: {} },
    ] as RawTableEvent[];
    const out = replay(log('2NT', agreed));
    expect(out.tricks).toEqual({ NS: 8, EW: 5 });
    expect(out.rulings.at(-1)).toMatchObject({ law: '69B' });
  });
  it('only the side that agreed withdraws: the claimer’s partner may not', () => {
    const r = [...claimAll, { seat: 'N', agree: false }] as RawTableEvent[];
    expect(() => fold(log('3NT', r))).toThrow();
  });
});
