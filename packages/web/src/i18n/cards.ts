/**
 * Card and call vocabulary per language: rank letters (Swedish E K D Kn, Danish E K D B…),
 * suit and strain names, seat letters, and the words on the bidding box.
 */
import { cardRankIndex, cardSuitIndex, type Call, type Card, type Contract, type Seat, type Strain } from '@stikk/core';
import type { Lang } from './languages.js';

interface CardVocabulary {
  /** Rank labels indexed 0 (two) .. 12 (ace). */
  readonly ranks: readonly string[];
  /** Suit names, singular, indexed C D H S. */
  readonly suits: readonly [string, string, string, string];
  /** Notrump: short form for the bidding box, long form for sentences. */
  readonly ntShort: string;
  readonly ntLong: string;
  readonly seats: Readonly<Record<Seat, string>>;
  readonly seatNames: Readonly<Record<Seat, string>>;
  readonly pass: string;
  readonly double: string;
  readonly redouble: string;
  readonly passedOut: string;
}

const digits = ['2', '3', '4', '5', '6', '7', '8', '9', '10'];

export const VOCABULARY: Record<Lang, CardVocabulary> = {
  en: {
    ranks: [...digits, 'J', 'Q', 'K', 'A'],
    suits: ['clubs', 'diamonds', 'hearts', 'spades'],
    ntShort: 'NT',
    ntLong: 'notrump',
    seats: { N: 'N', E: 'E', S: 'S', W: 'W' },
    seatNames: { N: 'North', E: 'East', S: 'South', W: 'West' },
    pass: 'Pass',
    double: 'Double',
    redouble: 'Redouble',
    passedOut: 'Passed out',
  },
  nb: {
    ranks: [...digits, 'Kn', 'D', 'K', 'E'],
    suits: ['kløver', 'ruter', 'hjerter', 'spar'],
    ntShort: 'NT',
    ntLong: 'grand',
    seats: { N: 'N', E: 'Ø', S: 'S', W: 'V' },
    seatNames: { N: 'Nord', E: 'Øst', S: 'Syd', W: 'Vest' },
    pass: 'Pass',
    double: 'Dobler',
    redouble: 'Redobler',
    passedOut: 'Passet rundt',
  },
  sv: {
    ranks: [...digits, 'Kn', 'D', 'K', 'E'],
    suits: ['klöver', 'ruter', 'hjärter', 'spader'],
    ntShort: 'NT',
    ntLong: 'sang',
    seats: { N: 'N', E: 'Ö', S: 'S', W: 'V' },
    seatNames: { N: 'Nord', E: 'Öst', S: 'Syd', W: 'Väst' },
    pass: 'Pass',
    double: 'Dubbelt',
    redouble: 'Redubbelt',
    passedOut: 'Passad runt',
  },
  da: {
    ranks: [...digits, 'B', 'D', 'K', 'E'],
    suits: ['klør', 'ruder', 'hjerter', 'spar'],
    ntShort: 'UT',
    ntLong: 'uden trumf',
    seats: { N: 'N', E: 'Ø', S: 'S', W: 'V' },
    seatNames: { N: 'Nord', E: 'Øst', S: 'Syd', W: 'Vest' },
    pass: 'Pas',
    double: 'Dobling',
    redouble: 'Redobling',
    passedOut: 'Passet rundt',
  },
  fi: {
    ranks: [...digits, 'J', 'Q', 'K', 'A'],
    suits: ['risti', 'ruutu', 'hertta', 'pata'],
    ntShort: 'SA',
    ntLong: 'sangi',
    seats: { N: 'P', E: 'I', S: 'E', W: 'L' },
    seatNames: { N: 'Pohjoinen', E: 'Itä', S: 'Etelä', W: 'Länsi' },
    pass: 'Passi',
    double: 'Kahdennus',
    redouble: 'Vastakahdennus',
    passedOut: 'Jako passattiin',
  },
};

export const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'] as const;
const STRAIN_INDEX: Record<Strain, number> = { C: 0, D: 1, H: 2, S: 3, NT: 4 };

export const rankLabel = (lang: Lang, card: Card): string => VOCABULARY[lang].ranks[cardRankIndex(card)];
export const suitSymbol = (card: Card): string => SUIT_SYMBOLS[cardSuitIndex(card)];
/** `♠E` in Swedish, `♠A` in English. */
export const cardLabel = (lang: Lang, card: Card): string => suitSymbol(card) + rankLabel(lang, card);
/** `spader E` — for screen readers. */
export const cardSpoken = (lang: Lang, card: Card): string =>
  `${VOCABULARY[lang].suits[cardSuitIndex(card)]} ${rankLabel(lang, card)}`;

/** The strain as shown on a bidding card: a suit symbol, or the language's notrump abbreviation. */
export function strainLabel(lang: Lang, s: Strain): string {
  return s === 'NT' ? VOCABULARY[lang].ntShort : SUIT_SYMBOLS[STRAIN_INDEX[s]];
}
export function strainName(lang: Lang, s: Strain): string {
  return s === 'NT' ? VOCABULARY[lang].ntLong : VOCABULARY[lang].suits[STRAIN_INDEX[s]];
}

/** A call as printed in an auction: `1♠`, `2UT`, `Pass`, `X`, `XX`. */
export function callLabel(lang: Lang, c: Call): string {
  switch (c.type) {
    case 'pass':
      return VOCABULARY[lang].pass;
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
    case 'bid':
      return `${c.level}${strainLabel(lang, c.strain)}`;
  }
}
export function callSpoken(lang: Lang, c: Call): string {
  switch (c.type) {
    case 'pass':
      return VOCABULARY[lang].pass;
    case 'double':
      return VOCABULARY[lang].double;
    case 'redouble':
      return VOCABULARY[lang].redouble;
    case 'bid':
      return `${c.level} ${strainName(lang, c.strain)}`;
  }
}

/** `4♠X` / `3UT` / `Passet rundt`. */
export function contractLabel(lang: Lang, c: Contract): string {
  if (c.passedOut) return VOCABULARY[lang].passedOut;
  return `${c.level}${strainLabel(lang, c.strain)}${c.risk}`;
}

export const seatLabel = (lang: Lang, s: Seat): string => VOCABULARY[lang].seats[s];
export const seatName = (lang: Lang, s: Seat): string => VOCABULARY[lang].seatNames[s];
