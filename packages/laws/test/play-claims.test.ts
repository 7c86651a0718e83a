// Laws 68–71: claims and concessions — agreement (69), play on by agreement (68D2(b), 2017),
// adjudication of a disputed claim by the exact search (70A, 70C, 70D, 70E), Law 71.
import { describe, expect, it } from 'vitest';
import { parseCard, unwrap, type RawTableEvent } from '@stikk/core';
import { adjudicateClaim, readStatement, type ClaimPolicy } from '../src/play/index.js';
import { fold, log, replay, round } from './play-helpers.js';

const cards = (s: string) =>
  s
    .split(' ')
    .filter(Boolean)
    .map((t) => unwrap(parseCard(t)));
const loose: ClaimPolicy = { allTricks: true, drawTrumpsFirst: false, finesseSuits: 0, topDown: false };

describe('Law 70 search on small endings', () => {
  // Spades trumps; S to lead SA HK HQ; E holds the last trump and is void in hearts.
  const trumpEnding = {
    hands: [cards('D2 D3 D4'), cards('S2 D5 D6'), cards('SA HK HQ'), cards('H5 H6 H7')],
    trump: 3,
    leader: 2,
    trick: [],
    claimerSide: 0 as const,
    voids: 0,
  };
  it('70C: a claimer unaware of the last trump may cash a heart first and lose a trick to the ruff', () => {
    const r = adjudicateClaim(trumpEnding, loose);
    expect(r.tricks).toBe(2);
    // The line that costs the trick: a heart from S, ruffed by E.
    expect(r.line[0]).toEqual({ seat: 2, card: unwrap(parseCard('HK')) });
    expect(r.line.slice(0, 4).some((s) => s.seat === 1 && s.card === unwrap(parseCard('S2')))).toBe(true);
  });
  it('70C: drawing the trump first (stated, or the claimer found aware) takes all three', () => {
    expect(adjudicateClaim(trumpEnding, { ...loose, drawTrumpsFirst: true }).tricks).toBe(3);
  });
  // Notrump: S leads towards N's AQ; the king lies with W (the finesse works).
  const finesse = {
    hands: [cards('SA SQ'), cards('S6 S5'), cards('S3 S2'), cards('SK S4')],
    trump: -1,
    leader: 2,
    trick: [],
    claimerSide: 0 as const,
    voids: 0,
  };
  it('70E1: an unstated finesse is not credited — the claimer gets the line that rises with the ace', () => {
    expect(adjudicateClaim(finesse, loose).tricks).toBe(1);
  });
  it('70E1 (2007): not finessing would be irrational here — the finesse never does worse — so it is credited', () => {
    expect(adjudicateClaim(finesse, { ...loose, irrationalEscape: true }).tricks).toBe(2);
  });
  it('70E1 (2007): a real guess (the other way round is as good on some layouts) is still resolved against the claimer', () => {
    // With the king and the jack out, rising or finessing each win on some layouts only.
    const guess = {
      hands: [cards('SA SQ ST'), cards('S6 S5 H2'), cards('S4 S3 S2'), cards('SK SJ H3')],
      trump: -1,
      leader: 2,
      trick: [],
      claimerSide: 0 as const,
      voids: 0,
    };
    const v17 = adjudicateClaim(guess, loose).tricks;
    const v07 = adjudicateClaim(guess, { ...loose, irrationalEscape: true }).tricks;
    expect(v07).toBeGreaterThanOrEqual(v17);
    expect(v17).toBeLessThan(3);
  });
  it('a claim in the middle of a trick: the cards already played to it count', () => {
    const mid = {
      hands: [cards('SA SQ'), cards('S6 S5'), cards('S3'), cards('SK')],
      trump: -1,
      leader: 2,
      trick: cards('S2 S4'),
      claimerSide: 0 as const,
      voids: 0,
    };
    const r = adjudicateClaim(mid, loose);
    expect(r.tricks).toBe(1);
    expect(r.line).toHaveLength(6);
  });
  it('70E1: a stated finesse is taken', () => {
    expect(adjudicateClaim(finesse, { ...loose, finesseSuits: 1 << 3 }).tricks).toBe(2);
  });
  it('70E1: an opponent who has shown out of the suit tells the claimer where the king is', () => {
    const known = {
      hands: [cards('SA SQ'), cards('H6 H5'), cards('S3 S2'), cards('SK S4')],
      trump: -1,
      leader: 2,
      trick: [],
      claimerSide: 0 as const,
    };
    expect(adjudicateClaim({ ...known, voids: 1 << (1 * 4 + 3) }, loose).tricks).toBe(2);
    expect(adjudicateClaim({ ...known, voids: 0 }, loose).tricks).toBe(1);
  });
  it("70D2: a defender's claim gets no credit for partner choosing the winning one of normal plays", () => {
    const d = {
      hands: [cards('SK S4'), cards('SA SQ'), cards('S6 S5'), cards('S3 S2')],
      trump: -1,
      leader: 3,
      trick: [],
      claimerSide: 1 as const,
      voids: 0,
    };
    expect(adjudicateClaim(d, loose).tricks).toBe(1);
  });
  it('the claimer is never held below the tricks every normal line wins: top winners only', () => {
    const tops = {
      hands: [cards('SA SK'), cards('S2 H2'), cards('HA HK'), cards('S3 H3')],
      trump: -1,
      leader: 2,
      trick: [],
      claimerSide: 0 as const,
      voids: 0,
    };
    expect(adjudicateClaim(tops, loose).tricks).toBe(2);
  });
  it('a search bounded by a node budget answers null instead of running long', () => {
    expect(adjudicateClaim(finesse, loose, undefined, 1)).toBeNull();
  });
});

describe('68C: what the statement says', () => {
  it('reads trump mentions, a plan to draw trumps, finesses and a top-down order', () => {
    expect(readStatement('drawing trumps, then hearts', 3)).toMatchObject({ mentionsTrump: true, drawTrumps: true });
    expect(readStatement('hearts are good', 3)).toMatchObject({ mentionsTrump: false, drawTrumps: false });
    expect(readStatement('finessing the DQ', -1).finesseSuits).toBe(1 << 1);
    expect(readStatement('cashing spades from the top', -1).topDown).toBe(true);
  });
});

// Five tricks on the fixed deal, all won by dummy, leave eight cards a hand.
const FIVE = [
  ...round('W', ['C4', 'CA', 'CJ', 'C7']),
  ...round('N', ['SA', 'S9', 'S5', 'S3']),
  ...round('N', ['SK', 'ST', 'S6', 'S4']),
  ...round('N', ['HA', 'H9', 'H6', 'H5']),
  ...round('N', ['HK', 'HT', 'H7', 'H4']),
];

describe('Laws 68–69 and 79 in a table log', () => {
  it('69A: an agreed claim is scored as if the tricks had been played', () => {
    const out = replay(
      log('3NT', [
        ...FIVE,
        { seat: 'S', claim: 4, statement: 'SQ, DA, DK, and a diamond' },
        { seat: 'E', agree: true },
        { seat: 'W', agree: true },
      ]),
    );
    expect(out.phase).toBe('ended');
    expect(out.tricks).toEqual({ NS: 9, EW: 4 });
    expect(out.result).toBe('=');
    expect(out.score).toEqual({ NS: 400, EW: -400 });
  });
  it('68D2(b) (2017): play on by agreement voids the claim; the played result stands', () => {
    const out = replay(
      log('3NT', [...FIVE, { seat: 'S', claim: 8, statement: 'all' }, { seat: 'E', agree: false }, 'N:SQ']),
    );
    expect(out.events[24]).toEqual({ status: 'cancelled', law: '68D2' });
    expect(out.pending).toBeNull();
    expect(out.phase).toBe('play');
  });
  it('70 (2007): play after a disputed claim does not void it; the director adjudicates from the claim', () => {
    const ev: RawTableEvent[] = [
      { seat: 'S', claim: 8, statement: 'all' },
      { seat: 'E', agree: false },
      'N:SQ' as never,
      { director: {} },
    ];
    const s = fold(log('3NT', [...FIVE, ...ev], { edition: '2007' }));
    expect(s.phase).toBe('ended');
    expect(s.rulings.at(-1)!.law).toMatch(/^70/);
    expect(s.tricksWon.NS + s.tricksWon.EW).toBe(13);
  });
  it('70: a disputed claim is adjudicated; the ruling names the line that costs the tricks', () => {
    const claim = [
      { seat: 'S', claim: 8, statement: 'all the rest' },
      { seat: 'E', agree: false },
    ];
    const pending = replay(log('3NT', [...FIVE, ...claim]));
    expect(pending.pending).toMatchObject({ law: '70', chooser: 'director', needs: [] });
    const s = fold(log('3NT', [...FIVE, ...claim, { director: {} }]));
    const ending = {
      hands: [
        cards('SQ S2 H2 DA DK D2 C3 C2'),
        cards('SJ HQ HJ DQ DJ DT CK CQ'),
        cards('S8 S7 H8 D9 D8 D7 C9 C8'),
        cards('H3 D6 D5 D4 D3 CT C6 C5'),
      ],
      trump: -1,
      leader: 0,
      trick: [],
      claimerSide: 0 as const,
      voids: 0,
    };
    const expected = adjudicateClaim(ending, loose).tricks;
    expect(s.tricksWon.NS).toBe(5 + Math.min(8, expected));
    expect(s.rulings.at(-1)!.explanation).toMatch(/N:/);
  });
  it('70C: a trump contract with a trump out and no word of it needs the unawareOfTrump finding', () => {
    const claim = [
      { seat: 'S', claim: 8, statement: 'my diamonds are good' },
      { seat: 'W', agree: false },
    ];
    const out = replay(log('2S', [...FIVE, ...claim]));
    expect(out.pending).toMatchObject({ chooser: 'director', needs: ['unawareOfTrump'] });
    const done = fold(log('2S', [...FIVE, ...claim, { director: { unawareOfTrump: true } }]));
    expect(done.phase).toBe('ended');
    expect(done.tricksWon.NS + done.tricksWon.EW).toBe(13);
    const aware = fold(log('2S', [...FIVE, ...claim, { director: { unawareOfTrump: false } }]));
    expect(aware.tricksWon.NS).toBeGreaterThanOrEqual(done.tricksWon.NS);
  });
  it("68B2: a defender's partner objects at once to his concession — it did not happen, play goes on", () => {
    const base = [...FIVE, 'N:SQ', 'E:SJ'];
    const out = replay(log('3NT', [...base, { seat: 'W', concede: 2 }, { seat: 'E', agree: false }]));
    expect(out.phase).toBe('play');
    expect(out.events[26]).toEqual({ status: 'cancelled', law: '68B2' });
    expect(out.tricks).toEqual({ NS: 5, EW: 0 });
    expect(out.score).toBeNull();
    expect(out.turn).toBe('S');
    const on = replay(log('3NT', [...base, { seat: 'W', concede: 2 }, { seat: 'E', agree: false }, 'S:S8', 'W:D3']));
    expect(on.tricks).toEqual({ NS: 6, EW: 0 });
  });
  it('71: a conceded trick that could not be lost by any normal play is restored when the director is called', () => {
    const conceded = replay(log('3NT', [...FIVE, { seat: 'S', concede: 8 }]));
    expect(conceded.tricks).toEqual({ NS: 5, EW: 8 });
    const s = fold(log('3NT', [...FIVE, { seat: 'S', concede: 8 }, { director: {} }]));
    const ending = {
      hands: [
        cards('SQ S2 H2 DA DK D2 C3 C2'),
        cards('SJ HQ HJ DQ DJ DT CK CQ'),
        cards('S8 S7 H8 D9 D8 D7 C9 C8'),
        cards('H3 D6 D5 D4 D3 CT C6 C5'),
      ],
      trump: -1,
      leader: 0,
      trick: [],
      claimerSide: 0 as const,
      voids: 0,
    };
    const cannotLose = adjudicateClaim(ending, { ...loose, allTricks: false }).tricks;
    expect(cannotLose).toBeGreaterThanOrEqual(1);
    expect(s.tricksWon.NS).toBe(5 + cannotLose);
    expect(s.rulings.some((r) => r.law === '71')).toBe(true);
  });
});
