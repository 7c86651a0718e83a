/**
 * Law 78B: the IMP scale. A points difference converts to International Match Points; the table
 * is the same in the 2007 and 2017 Laws.
 */

/** Lower bound of each IMP step: a difference of at least `IMP_STEPS[k]` is worth k+1 IMPs. */
export const IMP_STEPS = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000,
  3500, 4000,
] as const;

/** The largest number of IMPs a board can give (a difference of 4000 or more). */
export const MAX_IMPS = IMP_STEPS.length;

/**
 * IMPs for a points difference (Law 78B), signed like the difference. Works for any real
 * difference (weighted scores give fractional ones): the steps are read as lower bounds.
 */
export function imps(diff: number): number {
  const a = Math.abs(diff);
  let lo = 0;
  let hi: number = IMP_STEPS.length;
  // binary search: number of steps ≤ a
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (IMP_STEPS[mid] <= a + 1e-9) lo = mid + 1;
    else hi = mid;
  }
  return diff < 0 && lo > 0 ? -lo : lo;
}

/** IMPs of a weighted comparison: Σ wᵢ·wⱼ·IMPs(aᵢ − bⱼ) over both sides' weighted outcomes. */
export function weightedImps(a: readonly Outcome[], b: readonly Outcome[]): number {
  let s = 0;
  for (const x of a) for (const y of b) s += x.weight * y.weight * imps(x.score - y.score);
  return s;
}

/** One possible table result with its weight (1 for an ordinary result; Law 12C1(c) weights). */
export interface Outcome {
  readonly score: number;
  readonly weight: number;
}
