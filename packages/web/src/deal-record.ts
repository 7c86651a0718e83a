import { printDeal, SEATS, type Card, type Deal, type Seat } from '@stikk/core';
import { toCard } from './model.js';

/** A card played to a trick: who played it, which card. */
export interface PlayedCard {
  readonly seat: Seat;
  readonly card: string;
}

/**
 * The deal as dealt, from an ended board's view: every hand's remaining cards (all four are
 * shown once the board has ended) and the cards played to the tricks, as a PBN deal string from
 * North; null while a hand is hidden or the cards do not add up to four hands of 13. A claim
 * agreed during a trick keeps the cards played to it in that unfinished trick, so the view alone
 * (also after a reload) holds every card of the deal.
 */
export function dealtDeal(view: {
  readonly hands: Readonly<Record<Seat, readonly string[] | null>>;
  readonly tricks: readonly { readonly cards: readonly PlayedCard[] }[];
}): string | null {
  const hands = {} as Record<Seat, Card[]>;
  for (const s of SEATS) {
    const held = view.hands[s];
    if (!held) return null;
    hands[s] = [];
    for (const code of held) {
      const c = toCard(code);
      if (c === null) return null;
      hands[s].push(c);
    }
  }
  for (const p of view.tricks.flatMap((t) => t.cards)) {
    const c = toCard(p.card);
    if (c === null) return null;
    if (!hands[p.seat].includes(c)) hands[p.seat].push(c);
  }
  const seen = new Set<Card>();
  for (const s of SEATS) {
    if (hands[s].length !== 13) return null;
    for (const c of hands[s]) seen.add(c);
  }
  return seen.size === 52 ? printDeal(hands as Deal) : null;
}
