/**
 * Law 78A matchpoints on one board (one comparison group): 2 for each score beaten, 1 for each
 * tie, on the international scale. Weighted scores (Law 12C1(c)) compare as fractional results.
 * Factoring of boards with a different number of results (Neuberg) is a regulation (78D).
 */
import type { Outcome } from './law78b-imps.js';

/** A comparable result: the NS scores each side is scored on (equal unless the score is split). */
export interface Comparable {
  readonly ns: readonly Outcome[];
  readonly ew: readonly Outcome[];
}

/** A result that counts once, with weight 1 (not a weighted score). */
export const single = (score: number): readonly Outcome[] => [{ score, weight: 1 }];

/** 2 per beaten, 1 per tie of `a` against `b`, weighted: a > b is good for the side that scores `sign·score`. */
function versus(a: readonly Outcome[], b: readonly Outcome[], sign: 1 | -1): number {
  let s = 0;
  if (a.length === 1 && b.length === 1) {
    const d = sign * (a[0].score - b[0].score);
    return (d > 0 ? 2 : d === 0 ? 1 : 0) * a[0].weight * b[0].weight;
  }
  for (const x of a) {
    for (const y of b) {
      const d = sign * (x.score - y.score);
      s += (d > 0 ? 2 : d === 0 ? 1 : 0) * x.weight * y.weight;
    }
  }
  return s;
}

/**
 * Raw matchpoints (2/1/0) of every result against the others in its group. The top is
 * 2 × (n − 1); NS + EW of a result add up to the top unless its score is split.
 */
export function matchpointGroup(rows: readonly Comparable[]): { ns: number; ew: number }[] {
  const n = rows.length;
  const out = rows.map(() => ({ ns: 0, ew: 0 }));
  const simple = rows.every(
    (r) =>
      r.ns.length === 1 &&
      r.ew.length === 1 &&
      r.ns[0].weight === 1 &&
      r.ew[0].weight === 1 &&
      r.ns[0].score === r.ew[0].score,
  );
  if (simple) {
    // Sort once: a result's matchpoints are 2·(results below) + (equal results − 1).
    const scores = rows.map((r) => r.ns[0].score);
    const sorted = [...scores].sort((a, b) => a - b);
    for (let i = 0; i < n; i++) {
      const s = scores[i];
      const below = lowerBound(sorted, s);
      const equal = lowerBound(sorted, s + 1e-9) - below;
      const above = n - below - equal;
      out[i].ns = 2 * below + (equal - 1);
      out[i].ew = 2 * above + (equal - 1);
    }
    return out;
  }
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      out[i].ns += versus(rows[i].ns, rows[j].ns, 1);
      out[i].ew += versus(rows[i].ew, rows[j].ew, -1);
    }
  }
  return out;
}

function lowerBound(a: readonly number[], x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const m = (lo + hi) >> 1;
    if (a[m] < x) lo = m + 1;
    else hi = m;
  }
  return lo;
}

/**
 * Neuberg's formula on the 2/1/0 scale: a result with M matchpoints among n comparable results
 * is worth (M + 1)·N/n − 1 on a board where N results were expected. With n = N it is M.
 */
export function neuberg(m: number, n: number, expected: number): number {
  if (n === expected || n <= 0) return m;
  return ((m + 1) * expected) / n - 1;
}

/** Rounds half away from zero at `decimals` places, with a guard against binary noise (x.x5 stays x.x5). */
export function roundTo(x: number, decimals: number): number {
  const f = 10 ** decimals;
  const v = Math.abs(x) * f;
  const r = Math.floor(v + 0.5 + 1e-7);
  return (Math.sign(x) * r) / f || 0;
}
