/**
 * Law 12C2: the artificial adjusted scores, as figures a Regulating Authority may change. The Laws'
 * own figures are `LAW_12C2`; `@stikk/scoring` applies them and `@stikk/laws`' regulation profiles
 * name them per federation.
 */
export interface ArtificialScores {
  /** Average-plus, average and average-minus in percent of the top (12C2(a)). */
  readonly averagePlus: number;
  readonly average: number;
  readonly averageMinus: number;
  /** Average-plus and average-minus in IMPs (12C2(b)). */
  readonly averagePlusImps: number;
  readonly averageMinusImps: number;
  /**
   * Law 12C2(c): `law12C2c` gives average-plus as the session percentage when higher and
   * average-minus as the session percentage when lower (the Laws' rule, the default); `wbf` only
   * the first; `none` neither.
   */
  readonly sessionAverage: 'none' | 'law12C2c' | 'wbf';
}

/** The Laws' figures: 60/50/40 % of the top, ±3 IMPs, with 12C2(c). */
export const LAW_12C2: ArtificialScores = {
  averagePlus: 60,
  average: 50,
  averageMinus: 40,
  averagePlusImps: 3,
  averageMinusImps: -3,
  sessionAverage: 'law12C2c',
};
