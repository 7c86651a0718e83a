/**
 * Victory points. The WBF continuous 20-point scale for any number of boards, computed from the
 * WBF formula and rounded the way the published tables are; discrete scales are plain data.
 */

/** The golden-ratio constant of the WBF formula, τ = (√5 − 1) / 2. */
const TAU = (Math.sqrt(5) - 1) / 2;

/** The unrounded WBF continuous VP of the winner by `margin` IMPs (≥ 0) in a match of `boards`. */
export function wbfVpExact(margin: number, boards: number): number {
  const x = 15 * Math.sqrt(boards);
  const v = 10 + (10 * (1 - TAU ** ((3 * margin) / x))) / (1 - TAU ** 3);
  return Math.min(20, v);
}

const tableCache = new Map<number, readonly number[]>();

/**
 * The winner's VPs (in hundredths) for margins 0, 1, 2, … IMPs up to the blitz, as the WBF
 * publishes them: each entry rounded to 0.01, then made concave — wherever a step is larger than
 * the step before it, the entry before the step is raised by 0.01, until no such step is left.
 */
export function wbfVpTable(boards: number): readonly number[] {
  if (!Number.isInteger(boards) || boards < 1) throw new RangeError(`boards must be a positive integer, got ${boards}`);
  const hit = tableCache.get(boards);
  if (hit) return hit;
  const t: number[] = [];
  for (let m = 0; ; m++) {
    const v = Math.round(wbfVpExact(m, boards) * 100 + 1e-9);
    t.push(v);
    if (v >= 2000) break;
  }
  // Concavity: steps must not grow. Raising t[k-1] shrinks step k and grows step k-1; repeat.
  let changed = true;
  while (changed) {
    changed = false;
    for (let k = 2; k < t.length; k++) {
      if (t[k] - t[k - 1] > t[k - 1] - t[k - 2]) {
        t[k - 1] += 1;
        changed = true;
      }
    }
  }
  tableCache.set(boards, t);
  return t;
}

/** A discrete VP scale as data: `rows[i] = [minimum IMP margin, winner's VP, loser's VP]`, ascending. */
export interface DiscreteVpScale {
  readonly name: string;
  readonly rows: readonly (readonly [minMargin: number, winner: number, loser: number])[];
}

/** The pre-2013 WBF 25-point scale for a 16-board match, as an example of a discrete scale. */
export const WBF25_16: DiscreteVpScale = {
  name: 'WBF 25-point, 16 boards',
  rows: [
    [0, 15, 15],
    [3, 16, 14],
    [8, 17, 13],
    [14, 18, 12],
    [20, 19, 11],
    [27, 20, 10],
    [35, 21, 9],
    [43, 22, 8],
    [52, 23, 7],
    [62, 24, 6],
    [73, 25, 5],
    [86, 25, 4],
    [100, 25, 3],
    [115, 25, 2],
    [131, 25, 1],
    [148, 25, 0],
  ],
};

/** A victory-point scale: the WBF continuous scale, or a table of IMP bands. */
export type VpScale =
  | { readonly kind: 'wbf-continuous'; readonly max?: 20 }
  | { readonly kind: 'discrete'; readonly scale: DiscreteVpScale };

/** The WBF continuous 20-point VP scale. */
export const WBF_CONTINUOUS: VpScale = { kind: 'wbf-continuous' };

/**
 * Victory points of both sides for a match won by `impsA − impsB`, over `boards` boards.
 * Fractional margins (after penalties or averaged IMPs) are interpolated linearly between the
 * table's whole-IMP entries, then rounded to 0.01.
 */
export function victoryPoints(
  impsA: number,
  impsB: number,
  boards: number,
  scale: VpScale = WBF_CONTINUOUS,
): { a: number; b: number } {
  const margin = impsA - impsB;
  const m = Math.abs(margin);
  let win: number;
  let lose: number;
  if (scale.kind === 'wbf-continuous') {
    const t = wbfVpTable(boards);
    const i = Math.floor(m + 1e-9);
    let h: number;
    if (i >= t.length - 1) h = t[t.length - 1];
    else {
      const f = m - i;
      h = f < 1e-9 ? t[i] : Math.round(t[i] + (t[i + 1] - t[i]) * f);
    }
    win = h / 100;
    lose = (2000 - h) / 100;
  } else {
    let row = scale.scale.rows[0];
    for (const r of scale.scale.rows) if (m + 1e-9 >= r[0]) row = r;
    win = row[1];
    lose = row[2];
  }
  return margin >= 0 ? { a: win, b: lose } : { a: lose, b: win };
}
