/** Laws 44 and 65–66: a trick, who wins it. */
import { cardRankIndex, cardSuitIndex, type Card } from './card.js';
import { nextSeat, type Seat } from './seat.js';
import { type Strain, strainIndex } from './strain.js';

/** A trick's leader and the cards played to it in order. */
export interface Trick {
  readonly leader: Seat;
  /** Cards in the order played, starting with the lead. */
  readonly cards: readonly Card[];
}

/**
 * Law 44C–E: a trick containing a trump is won by the highest trump; otherwise by the highest
 * card of the suit led. Returns the index (0–3) of the winning card.
 */
export function winningIndex(cards: readonly Card[], trump: Strain): number {
  const t = trump === 'NT' ? -1 : strainIndex(trump);
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i],
      b = cards[best];
    const cs = cardSuitIndex(c),
      bs = cardSuitIndex(b);
    if (cs === bs) {
      if (cardRankIndex(c) > cardRankIndex(b)) best = i;
    } else if (cs === t) {
      best = i;
    }
  }
  return best;
}

/** The seat that wins a complete trick under the given trump strain (Law 44). */
export const trickWinner = (trick: Trick, trump: Strain): Seat =>
  nextSeat(trick.leader, winningIndex(trick.cards, trump));

/** Law 44C: a player must follow suit if able. Returns the cards in `hand` that may be played. */
export function playableCards(hand: readonly Card[], ledSuit: number | null): Card[] {
  if (ledSuit === null) return [...hand];
  const follow = hand.filter((c) => cardSuitIndex(c) === ledSuit);
  return follow.length ? follow : [...hand];
}
