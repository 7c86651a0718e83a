import { fail, ok, type Result } from './result.js';

/**
 * Suits in rank order (clubs lowest). The index doubles as the strain index, so a suit
 * compares with a strain directly.
 */
export const SUITS = ['C', 'D', 'H', 'S'] as const;
/** A suit: `C`, `D`, `H` or `S`. */
export type Suit = (typeof SUITS)[number];
/** PBN hand order: spades first. */
export const PBN_SUIT_ORDER: readonly Suit[] = ['S', 'H', 'D', 'C'];

/** Ranks from low to high; `T` is the ten in PBN. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
/** A card rank from `2` to `A` (ten is `T`). */
export type Rank = (typeof RANKS)[number];

/** A card is an integer 0..51: suitIndex * 13 + rankIndex (C2 = 0, SA = 51). */
export type Card = number;

/** Index of a suit: 0 clubs, 1 diamonds, 2 hearts, 3 spades. */
export const suitIndex = (s: Suit): number => SUITS.indexOf(s);
/** Suit index of a card: 0 clubs, 1 diamonds, 2 hearts, 3 spades. */
export const cardSuitIndex = (c: Card): number => (c / 13) | 0;
/** The suit of a card (`C`, `D`, `H` or `S`). */
export const cardSuit = (c: Card): Suit => SUITS[(c / 13) | 0];
/** Rank index 0 (two) .. 12 (ace). */
export const cardRankIndex = (c: Card): number => c % 13;
/** The rank of a card (`'2'` .. `'A'`, ten as `T`). */
export const cardRank = (c: Card): Rank => RANKS[c % 13];
/** The card of a suit and rank, each given by name or by index. */
export const makeCard = (suit: Suit | number, rank: Rank | number): Card =>
  (typeof suit === 'number' ? suit : SUITS.indexOf(suit)) * 13 +
  (typeof rank === 'number' ? rank : RANKS.indexOf(rank));

/** All 52 cards, C2 first. */
export const ALL_CARDS: readonly Card[] = Array.from({ length: 52 }, (_, i) => i);

const SUIT_SYMBOLS: Record<string, Suit> = {
  '♠': 'S',
  '♥': 'H',
  '♦': 'D',
  '♣': 'C',
  '♤': 'S',
  '♡': 'H',
  '♢': 'D',
  '♧': 'C',
};

/** Reads a suit letter or symbol (`S`, `h`, `♠`); undefined when it is not one. */
export function parseSuit(text: string): Suit | undefined {
  const t = text.trim();
  const sym = SUIT_SYMBOLS[t];
  if (sym) return sym;
  const u = t.toUpperCase();
  return (SUITS as readonly string[]).includes(u) ? (u as Suit) : undefined;
}

/** Reads a rank (`A`, `k`, `T`, `10`); undefined when it is not one. */
export function parseRank(text: string): Rank | undefined {
  const u = text.trim().toUpperCase();
  if (u === '10') return 'T';
  return (RANKS as readonly string[]).includes(u) ? (u as Rank) : undefined;
}

/** Parses `SA`, `HT`, `h10`, `♠A`. */
export function parseCard(text: string): Result<Card> {
  const t = text.trim();
  if (t.length < 2 || t.length > 3)
    return fail('invalid-card', `"${text}" is not a card (expected suit then rank, e.g. SA, HT, D2)`);
  const suit = parseSuit(t[0]);
  const rank = parseRank(t.slice(1));
  if (suit === undefined || rank === undefined) {
    return fail('invalid-card', `"${text}" is not a card (expected suit then rank, e.g. SA, HT, D2)`);
  }
  return ok(makeCard(suit, rank));
}

/** Each card's printed form, built once: a view of a hand or trick then allocates no strings of its own. */
const CARD_TEXT: readonly string[] = ALL_CARDS.map((c) => cardSuit(c) + cardRank(c));

/** Prints a card as suit then rank (`SA`, `HT`). */
export const printCard = (c: Card): string => CARD_TEXT[c] ?? cardSuit(c) + cardRank(c);

/** Whether `x` is a card (an integer 0..51). */
export const isCard = (x: unknown): x is Card => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 52;
