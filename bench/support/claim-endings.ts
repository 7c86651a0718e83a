/**
 * The claim benches' endings (bench/laws-claims, bench/law70-claim-search): a seeded random deal played at random for
 * `13 - cardsLeft` tricks (every card legal, each trick won by its winner in `trump`), then the side on lead claims.
 */
import {
  cardSuitIndex,
  nextSeat,
  playableCards,
  randomBelow,
  SEATS,
  seededDeal,
  seededRandom,
  winningIndex,
  type Card,
  type Seat,
} from '@stikk/core';
import type { ClaimPosition } from '../../packages/laws/src/play/index.js';

/** Ending number `seed` with `cardsLeft` cards in each hand; `trump` a suit index (clubs 0 … spades 3) or -1. */
export function claimEnding(seed: number, cardsLeft: number, trump: number): ClaimPosition {
  const deal = seededDeal(`claims-bench/${seed}`, 1);
  const rand = seededRandom(`claims-bench-play/${seed}`);
  const hands: Record<Seat, Card[]> = { N: [...deal.N!], E: [...deal.E!], S: [...deal.S!], W: [...deal.W!] };
  let leader: Seat = 'W';
  const strain = trump < 0 ? 'NT' : (['C', 'D', 'H', 'S'] as const)[trump];
  for (let t = 0; t < 13 - cardsLeft; t++) {
    const cards: Card[] = [];
    let p = leader;
    for (let i = 0; i < 4; i++) {
      const opts = playableCards(hands[p], cards.length ? cardSuitIndex(cards[0]) : null);
      const c = opts[randomBelow(rand, opts.length)];
      hands[p].splice(hands[p].indexOf(c), 1);
      cards.push(c);
      p = nextSeat(p);
    }
    leader = nextSeat(leader, winningIndex(cards, strain));
  }
  return {
    hands: SEATS.map((s) => hands[s]),
    trump,
    leader: SEATS.indexOf(leader),
    trick: [],
    claimerSide: leader === 'N' || leader === 'S' ? 0 : 1,
    voids: 0,
  };
}
