import type { Suit } from './card.js';

/** Strains in rank order (Law 18E): clubs, diamonds, hearts, spades, notrump. */
export const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
/** A strain: a suit or `NT`. */
export type Strain = (typeof STRAINS)[number];

/** Rank of a strain: clubs 0 up to notrump 4. */
export const strainIndex = (s: Strain): number => STRAINS.indexOf(s);
/** Whether a strain is a suit (not notrump). */
export const isSuitStrain = (s: Strain): s is Suit => s !== 'NT';

/** Reads a strain as a letter, a suit symbol or `NT`; undefined when it is not one. */
export function parseStrain(text: string): Strain | undefined {
  const u = text.trim().toUpperCase();
  switch (u) {
    case 'C':
    case '♣':
      return 'C';
    case 'D':
    case '♦':
      return 'D';
    case 'H':
    case '♥':
      return 'H';
    case 'S':
    case '♠':
      return 'S';
    case 'N':
    case 'NT':
    case 'SA':
      return 'NT';
    default:
      return undefined;
  }
}
