/**
 * Regulation profiles: the options the Laws leave to the Regulating Authority (Law 80A) that
 * Stikk reads, one named value per federation, and the WBF/Laws defaults. Only settings some
 * code reads are here (README, "Regulation profiles", says which code reads which); a
 * federation's figure that differs from the Laws' default is changed in its profile, with its
 * source named beside it.
 *
 * The Nordic profiles hold the Laws' defaults for now: shared/ has the federations' translations
 * of the Laws but none of their general regulations, and a figure is not guessed.
 */
import { LAW_12C2, type ArtificialScores } from '@stikk/core';

/** The ids of the regulation profiles: the WBF default and the Nordic federations. */
export const REGULATION_IDS = ['wbf-default', 'nbf', 'sbf', 'dbf', 'sbl'] as const;
/** One of REGULATION_IDS. */
export type RegulationId = (typeof REGULATION_IDS)[number];

/** A Regulating Authority's settings that Stikk reads. */
export interface RegulationProfile {
  readonly id: RegulationId;
  /** The Regulating Authority (Law 80A). */
  readonly authority: string;
  /** Law 79C: minutes after the official scores are published in which a scoring error may be corrected. */
  readonly correctionMinutes: number;
  /** Law 12C2: the artificial adjusted scores. */
  readonly artificial: ArtificialScores;
}

/** The Laws' own figures (12C2 from core; 79C's 30 minutes), which the WBF applies. */
const LAWS_DEFAULTS: Omit<RegulationProfile, 'id' | 'authority'> = { correctionMinutes: 30, artificial: LAW_12C2 };

/** Every profile by its id. */
export const REGULATIONS: { readonly [K in RegulationId]: RegulationProfile & { readonly id: K } } = {
  'wbf-default': { id: 'wbf-default', authority: 'World Bridge Federation', ...LAWS_DEFAULTS },
  nbf: { id: 'nbf', authority: 'Norsk Bridgeforbund', ...LAWS_DEFAULTS },
  sbf: { id: 'sbf', authority: 'Svenska Bridgeförbundet', ...LAWS_DEFAULTS },
  dbf: { id: 'dbf', authority: 'Danmarks Bridgeforbund', ...LAWS_DEFAULTS },
  sbl: { id: 'sbl', authority: 'Suomen Bridgeliitto', ...LAWS_DEFAULTS },
};

/** The profile used when none is named: the WBF's (the Laws' own figures). */
export const DEFAULT_REGULATION: RegulationId = 'wbf-default';

/** The profile named `id` (the default profile when none is named). */
export function regulationProfile(id: RegulationId = DEFAULT_REGULATION): RegulationProfile {
  return REGULATIONS[id];
}
