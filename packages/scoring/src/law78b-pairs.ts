/**
 * IMP pairs scoring under Law 78B: cross-IMPs (every result against every other) and Butler
 * (every result against a datum).
 */
import { imps, weightedImps, type Outcome } from './law78b-imps.js';
import type { Comparable } from './law78a-matchpoints.js';

/** Cross-IMP sums: each result's NS and EW IMPs against every other result in the group. */
export function crossImpGroup(rows: readonly Comparable[]): { ns: number; ew: number }[] {
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
    const s = rows.map((r) => r.ns[0].score);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const v = imps(s[i] - s[j]);
        out[i].ns += v;
        out[j].ns -= v;
      }
    }
    for (let i = 0; i < n; i++) out[i].ew = -out[i].ns;
    return out;
  }
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      out[i].ns += weightedImps(rows[i].ns, rows[j].ns);
      out[i].ew += weightedImps(rows[j].ew, rows[i].ew);
    }
  }
  return out;
}

/** Mean score of a weighted result. */
export const meanScore = (o: readonly Outcome[]): number =>
  o.reduce((s, x) => s + x.score * x.weight, 0) / o.reduce((s, x) => s + x.weight, 0);

/**
 * The Butler datum: the mean NS score after dropping the `drop` highest and `drop` lowest scores,
 * rounded to the nearest `roundTo` (halves away from zero). Null when nothing is left to average.
 */
export function butlerDatum(scores: readonly number[], drop: number, roundTo = 10): number | null {
  const s = [...scores].sort((a, b) => a - b);
  const kept = drop > 0 && s.length > 2 * drop ? s.slice(drop, s.length - drop) : s;
  if (kept.length === 0) return null;
  const mean = kept.reduce((a, b) => a + b, 0) / kept.length;
  if (!(roundTo > 0)) return mean;
  const q = Math.abs(mean) / roundTo;
  return Math.sign(mean) * Math.floor(q + 0.5 + 1e-9) * roundTo || 0;
}

/** The default number of top and bottom scores dropped from a Butler datum. */
export const autoButlerDrop = (n: number): number => (n >= 5 ? 1 : 0);

/** IMPs of each side against the datum. */
export function butlerImps(row: Comparable, datum: number): { ns: number; ew: number } {
  const d: Outcome[] = [{ score: datum, weight: 1 }];
  return { ns: weightedImps(row.ns, d), ew: weightedImps(d, row.ew) };
}

/**
 * Law 12C4 (knockout): when the adjusted scores of a board don't balance, each side's IMPs are
 * worked out separately and both get the average: A gets (a − b)/2 and B its negation, where `a`
 * is A's IMPs from A's own score and `b` B's IMPs from B's own score.
 */
export function knockoutAverage(impsAFromA: number, impsBFromB: number): { a: number; b: number } {
  const a = (impsAFromA - impsBFromB) / 2;
  return { a, b: -a };
}

/**
 * Law 86B2(b), team play with one contestant at fault on a board with several adjusted scores:
 * the non-offending side gets average-plus (normally +3 IMPs) or its assigned score, whichever is
 * better for it; the offending side gets the complement.
 */
export function law86B2b(assignedImpsForNOS: number, averagePlusImps = 3): { nos: number; os: number } {
  const nos = Math.max(assignedImpsForNOS, averagePlusImps);
  return { nos, os: -nos };
}
