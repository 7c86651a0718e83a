/**
 * Edition profiles: where the 2007 and 2017 Laws cite different numbers for the same idea
 * (catalogue §14). Rules ask the profile instead of hard-coding a citation.
 */
import type { Edition } from '@stikk/core';

export interface EditionProfile {
  readonly edition: Edition;
  /** Withdrawn calls and plays: 2017 16C, 2007 16D (the subsections swapped letters). */
  readonly withdrawnInfo: string;
  /** "Could have known it would damage": 2017 72C, 2007 Law 23. */
  readonly awareness: string;
  /** Damage from a breach of the withdrawn-information rule: 2017 16C3; 2007 had no 16C3 (12C via 16A4). */
  readonly uiDamage: string;
  /** Law 17D3 (2017) was 17E2 in 2007. */
  readonly retainedCall: string;
  /** LHO's right to withdraw his call after a permitted change of call: 2017 25A6, 2007 25A4. */
  readonly lhoWithdraws: string;
  /** The proper lead made after a lead out of turn: 2017 53B, 2007 53C. */
  readonly properLead: string;
  /**
   * The wrong defender plays to declarer's lead out of turn, the lead stands and Law 57 applies: 2007 53B. The 2017
   * Law 53 has only A and B (the Swedish text), so there it is null: his play accepts the lead under 55A.
   */
  readonly wrongDefender: string | null;
}

const P2017: EditionProfile = {
  edition: '2017',
  withdrawnInfo: '16C',
  awareness: '72C',
  uiDamage: '16C3',
  retainedCall: '17D3',
  lhoWithdraws: '25A6',
  properLead: '53B',
  wrongDefender: null,
};
const P2007: EditionProfile = {
  edition: '2007',
  withdrawnInfo: '16D',
  awareness: '23',
  uiDamage: '16A4',
  retainedCall: '17E2',
  lhoWithdraws: '25A4',
  properLead: '53C',
  wrongDefender: '53B',
};

export function editionProfile(edition: Edition): EditionProfile {
  return edition === '2007' ? P2007 : P2017;
}
