/**
 * Scoring conventions named in other programs' `Scoring` strings, read into settings.
 *
 * Magic Contest and Ruter write the Butler variant in the PBN `[Scoring]` tag, e.g. `Butler-2;Mean`.
 * Stikk reads the number after `Butler` as how many results are dropped at each end (highest and
 * lowest) before the datum is averaged, and `Mean` as a plain mean datum. No public documentation of
 * this string was found; the reading follows the Butler practice the Laws' scoring describes (drop the
 * extremes, average the rest), and a file may say otherwise.
 */
import type { ScoringSettings } from './model.js';

/** The Butler datum kinds a `Scoring` string can name: the plain mean of the kept results. */
export const BUTLER_DATUM_KINDS = ['mean'] as const;

/** A Butler datum kind (see {@link BUTLER_DATUM_KINDS}). */
export type ButlerDatumKind = (typeof BUTLER_DATUM_KINDS)[number];

/** What a producer's `Scoring` string says about the Butler datum. */
export interface ButlerConvention {
  /** Results dropped at each end before averaging. */
  readonly drop: number;
  /** How the kept results are averaged. */
  readonly datum: ButlerDatumKind;
}

/**
 * The Butler convention in a `Scoring` string such as `Butler-2;Mean` or `IMP;Butler-1`;
 * undefined when the string names no Butler drop count.
 */
export function butlerConventionFromScoring(scoring: string): ButlerConvention | undefined {
  const m = /butler\s*[-_ ]\s*(\d{1,2})\b/i.exec(scoring);
  if (!m) return undefined;
  return { drop: Number(m[1]), datum: 'mean' };
}

/** Settings a producer's `Scoring` string fixes (so far: the Butler drop count); empty when none. */
export function settingsFromScoring(scoring: string): Partial<Pick<ScoringSettings, 'butlerDrop'>> {
  const b = butlerConventionFromScoring(scoring);
  return b ? { butlerDrop: b.drop } : {};
}

/**
 * How cross-IMP sums on a board with fewer results than the fullest one are treated: `full-field`
 * scales them by (N−1)/(n−1), as if the board had been played by the whole field (the same idea as
 * Neuberg's formula for matchpoints); `none` leaves the sums over the results there are. The
 * ACBLscore manual (web2.acbl.org/acblscore/manual/83.htm, "Total IMPs") documents the same
 * (n_all − 1)/(n_group − 1) factor for a board scored in groups.
 */
export const CROSS_IMP_SCALINGS = ['full-field', 'none'] as const;

/** A cross-IMP scaling (see {@link CROSS_IMP_SCALINGS}). */
export type CrossImpScaling = (typeof CROSS_IMP_SCALINGS)[number];
