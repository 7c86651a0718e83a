import {
  cardRankIndex,
  cardSuitIndex,
  makeCard,
  parseRank,
  PBN_SUIT_ORDER,
  printCard,
  RANKS,
  SUITS,
  type Card,
} from './card.js';
import { fail, ok, type Result } from './result.js';
import { nextSeat, parseSeat, SEATS, type Seat } from './seat.js';

/** A hand: its cards, or `null` when the hand is unknown (`-` in PBN). */
export type Hand = readonly Card[] | null;
/** A deal: the four hands by seat. */
export type Deal = Readonly<Record<Seat, Hand>>;

/** Options of {@link parseDeal}. */
export interface DealParseOptions {
  /** Allow hands with fewer than 13 cards (endings, problems); they must all have the same size. */
  readonly partial?: boolean;
}

/**
 * Parses a PBN deal string: `N:AKQ2.J93.T87.654 …` — the first seat, then four hands clockwise,
 * each `spades.hearts.diamonds.clubs`; `-` for an unknown hand. Validated: 13 cards a hand
 * (unless `partial`), no card twice; errors name the hand and the card.
 */
export function parseDeal(text: string, opts: DealParseOptions = {}): Result<Deal> {
  const t = text.trim();
  const m = /^([NESWnesw]):(.*)$/s.exec(t);
  if (!m) return fail('invalid-deal', `deal "${text}" must start with the first seat and a colon, e.g. "N:"`);
  const first = parseSeat(m[1])!;
  const parts = m[2].trim().split(/\s+/);
  if (parts.length !== 4)
    return fail('invalid-deal', `deal must have 4 hands separated by spaces, found ${parts.length}`);
  const hands: Record<Seat, Hand> = { N: null, E: null, S: null, W: null };
  const where = new Map<Card, Seat>();
  let size: number | undefined;
  for (let i = 0; i < 4; i++) {
    const seat = nextSeat(first, i);
    const p = parts[i];
    if (p === '-') continue;
    const suits = p.split('.');
    if (suits.length !== 4)
      return fail('invalid-hand', `hand ${seat} "${p}" must have 4 suits separated by dots`, { path: seat });
    const cards: Card[] = [];
    for (let s = 0; s < 4; s++) {
      const suit = PBN_SUIT_ORDER[s];
      const holding = suits[s].toUpperCase().replace(/10/g, 'T');
      for (const ch of holding) {
        const rank = parseRank(ch);
        if (rank === undefined)
          return fail('invalid-card', `hand ${seat}: "${ch}" is not a rank in ${suit} "${suits[s]}"`, { path: seat });
        const c = makeCard(suit, rank);
        const other = where.get(c);
        if (other !== undefined) {
          return fail(
            'duplicate-card',
            other === seat
              ? `hand ${seat} holds ${printCard(c)} twice`
              : `${printCard(c)} is in both hand ${other} and hand ${seat}`,
            { path: seat },
          );
        }
        where.set(c, seat);
        cards.push(c);
      }
    }
    if (!opts.partial && cards.length !== 13)
      return fail('hand-size', `hand ${seat} has ${cards.length} cards, not 13`, { path: seat });
    if (opts.partial) {
      if (size !== undefined && cards.length !== size)
        return fail('hand-size', `hand ${seat} has ${cards.length} cards, the others ${size}`, { path: seat });
      size = cards.length;
    }
    hands[seat] = sortHand(cards);
  }
  return ok(hands);
}

/** Cards sorted as printed: spades first, high to low. */
export function sortHand(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => {
    const sa = cardSuitIndex(a),
      sb = cardSuitIndex(b);
    return sa !== sb ? sb - sa : cardRankIndex(b) - cardRankIndex(a);
  });
}

/** One hand in PBN form: `AKQ2.J93.T87.654` (or `-` when unknown). */
export function printHand(hand: Hand): string {
  if (hand === null) return '-';
  return PBN_SUIT_ORDER.map((suit) => {
    const si = SUITS.indexOf(suit);
    return hand
      .filter((c) => cardSuitIndex(c) === si)
      .map((c) => cardRankIndex(c))
      .sort((a, b) => b - a)
      .map((r) => RANKS[r])
      .join('');
  }).join('.');
}

/** Prints a deal as a PBN deal string, starting with seat `first`. */
export function printDeal(deal: Deal, first: Seat = 'N'): string {
  return `${first}:` + [0, 1, 2, 3].map((i) => printHand(deal[nextSeat(first, i)])).join(' ');
}

/** Which seat holds a card, if known. */
export function holderOf(deal: Deal, card: Card): Seat | undefined {
  for (const s of SEATS) if (deal[s]?.includes(card)) return s;
  return undefined;
}

/** Whether all four hands of a deal are known and hold 13 cards. */
export const isCompleteDeal = (deal: Deal): boolean => SEATS.every((s) => deal[s]?.length === 13);

export { printCard };
