/**
 * Double-dummy positions: parsing and validating the remaining cards, the current trick and
 * who plays next, into the engine's bitmask form.
 */
import {
  cardRankIndex,
  cardSuitIndex,
  fail,
  makeCard,
  ok,
  parseCard,
  parseRank,
  PBN_SUIT_ORDER,
  printCard,
  SEATS,
  STRAINS,
  type Card,
  type Deal,
  type Result,
  type Seat,
  type Strain,
} from '@stikk/core';

/** A position to solve: any full deal, or a moment during the play. */
export interface DDPosition {
  /**
   * The cards still held, PBN style (`N:AKQ.JT9.876.5432 …`, any first seat, `spades.hearts.
   * diamonds.clubs`), or a `Deal`. Cards already played to the current trick are not held.
   */
  readonly remaining: string | Deal;
  readonly trump: Strain;
  /** Who led the current trick (the opening leader at the start of the play). */
  readonly leader: Seat;
  /** Cards already played to the current trick, in order (`['HK', 'H2']` or card numbers). */
  readonly trick?: readonly (Card | string)[];
}

/** A validated position in engine form. */
export interface EnginePosition {
  /** hand[seat * 4 + suit], 13-bit masks, seats N E S W = 0..3, suits C D H S = 0..3. */
  readonly hands: Int32Array;
  /** 0..3 for a suit, 4 for notrump. */
  readonly trump: number;
  readonly leader: number;
  /** Current-trick cards as engine codes (suit << 4 | rank). */
  readonly trick: readonly number[];
  /** Tricks left, current trick included. */
  readonly tricksLeft: number;
  /** Seat to play next. */
  readonly toPlay: number;
}

export const seatNo = (s: Seat): number => SEATS.indexOf(s);
export const strainNo = (s: Strain): number => STRAINS.indexOf(s);
/** Engine code of a core card. */
export const toCode = (c: Card): number => (cardSuitIndex(c) << 4) | cardRankIndex(c);
/** Core card of an engine code. */
export const fromCode = (code: number): Card => makeCard(code >> 4, code & 15);

/** Parses remaining hands: four hands (any may be shorter than 13), clockwise from the first seat. */
export function parseHands(text: string): Result<Int32Array> {
  const m = /^\s*([NESWnesw])\s*:\s*(.*?)\s*$/s.exec(text);
  if (!m) return fail('invalid-deal', `deal "${text}" must start with the first seat and a colon, e.g. "N:"`);
  const first = SEATS.indexOf(m[1].toUpperCase() as Seat);
  const parts = m[2].split(/\s+/);
  if (parts.length !== 4)
    return fail('invalid-deal', `deal must have 4 hands separated by spaces, found ${parts.length}`);
  const hands = new Int32Array(16);
  const seen = new Int32Array(4);
  for (let i = 0; i < 4; i++) {
    const seat = (first + i) & 3;
    const suits = parts[i].split('.');
    if (suits.length !== 4) {
      return fail('invalid-hand', `hand ${SEATS[seat]} "${parts[i]}" must have 4 suits separated by dots`, {
        path: SEATS[seat],
      });
    }
    for (let k = 0; k < 4; k++) {
      const suit = 3 - k; // PBN order S H D C
      const holding = suits[k].toUpperCase().replace(/10/g, 'T');
      for (const ch of holding) {
        if (ch === '-') continue;
        const rank = parseRank(ch);
        if (rank === undefined) {
          return fail(
            'invalid-card',
            `hand ${SEATS[seat]}: "${ch}" is not a rank in ${PBN_SUIT_ORDER[k]} "${suits[k]}"`,
            { path: SEATS[seat] },
          );
        }
        const r = '23456789TJQKA'.indexOf(rank);
        const bit = 1 << r;
        if (seen[suit] & bit) {
          return fail('duplicate-card', `${printCard(makeCard(suit, r))} appears twice`, { path: SEATS[seat] });
        }
        seen[suit] |= bit;
        hands[seat * 4 + suit] |= bit;
      }
    }
  }
  return ok(hands);
}

function dealToHands(deal: Deal): Result<Int32Array> {
  const hands = new Int32Array(16);
  const seen = new Set<Card>();
  for (let seat = 0; seat < 4; seat++) {
    const h = deal[SEATS[seat]];
    if (h === null)
      return fail('unknown-hand', `hand ${SEATS[seat]} is unknown; double dummy needs all four hands`, {
        path: SEATS[seat],
      });
    for (const c of h) {
      if (seen.has(c)) return fail('duplicate-card', `${printCard(c)} appears twice`, { path: SEATS[seat] });
      seen.add(c);
      hands[seat * 4 + cardSuitIndex(c)] |= 1 << cardRankIndex(c);
    }
  }
  return ok(hands);
}

const popcount = (x: number): number => {
  let c = 0;
  while (x) {
    x &= x - 1;
    c++;
  }
  return c;
};

export const handSize = (hands: Int32Array, seat: number): number =>
  popcount(hands[seat * 4]) +
  popcount(hands[seat * 4 + 1]) +
  popcount(hands[seat * 4 + 2]) +
  popcount(hands[seat * 4 + 3]);

/** Validates a position: sizes consistent with the current trick, no card twice, follow suit. */
export function toEnginePosition(pos: DDPosition): Result<EnginePosition> {
  const hr = typeof pos.remaining === 'string' ? parseHands(pos.remaining) : dealToHands(pos.remaining);
  if (!hr.ok) return hr;
  const hands = hr.value;
  if (!(STRAINS as readonly string[]).includes(pos.trump))
    return fail('invalid-strain', `trump "${String(pos.trump)}" must be one of C D H S NT`);
  if (!(SEATS as readonly string[]).includes(pos.leader))
    return fail('invalid-seat', `leader "${String(pos.leader)}" must be one of N E S W`);
  const leader = seatNo(pos.leader);
  const trick: number[] = [];
  for (const [i, t] of (pos.trick ?? []).entries()) {
    let c: Card;
    if (typeof t === 'number') {
      if (!Number.isInteger(t) || t < 0 || t > 51)
        return fail('invalid-card', `trick card ${i + 1} is not a card`, { index: i });
      c = t;
    } else {
      const r = parseCard(t);
      if (!r.ok) return fail(r.error.code, `trick card ${i + 1}: ${r.error.message}`, { index: i });
      c = r.value;
    }
    const code = toCode(c);
    const s = code >> 4,
      bit = 1 << (code & 15);
    for (let h = 0; h < 4; h++) {
      if (hands[h * 4 + s] & bit)
        return fail('duplicate-card', `${printCard(c)} is in the current trick and in hand ${SEATS[h]}`, { index: i });
    }
    if (trick.some((x) => x === code))
      return fail('duplicate-card', `${printCard(c)} is twice in the current trick`, { index: i });
    trick.push(code);
  }
  if (trick.length > 3)
    return fail('invalid-trick', 'the current trick holds at most 3 cards (a complete trick is already quitted)');
  const n = handSize(hands, leader) + (trick.length > 0 ? 1 : 0);
  for (let i = 0; i < 4; i++) {
    const seat = (leader + i) & 3;
    const expect = i < trick.length ? n - 1 : n;
    if (handSize(hands, seat) !== expect) {
      return fail(
        'hand-size',
        `hand ${SEATS[seat]} holds ${handSize(hands, seat)} cards; expected ${expect} with ${trick.length} card(s) played to the trick led by ${pos.leader}`,
        { path: SEATS[seat] },
      );
    }
  }
  if (n === 0) return fail('no-cards', 'no cards left to play');
  // Law 44C: the cards already in the trick must have followed suit when able.
  if (trick.length > 1) {
    const ls = trick[0] >> 4;
    for (let i = 1; i < trick.length; i++) {
      const seat = (leader + i) & 3;
      if (trick[i] >> 4 !== ls && hands[seat * 4 + ls] !== 0) {
        return fail('revoke', `${SEATS[seat]} did not follow suit to the current trick but still holds that suit`, {
          index: i,
          law: '44C',
        });
      }
    }
  }
  return ok({ hands, trump: strainNo(pos.trump), leader, trick, tricksLeft: n, toPlay: (leader + trick.length) & 3 });
}
