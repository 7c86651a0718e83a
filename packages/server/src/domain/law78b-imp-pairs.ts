/**
 * Law 78B IMP pairs over one board's results: cross-IMPs (`crossImpGroup`, every result against
 * every other) or Butler (`butlerDatum` + `butlerImps`), both `@stikk/scoring`'s with its
 * defaults: Law 12C2 artificial scores as ±3 IMPs (average 0); Butler drops the top and bottom
 * score from 5 results on and rounds the datum to 10; a board short of plays (a sit-out) has its
 * cross-IMPs scaled to the most plays, as `scoreEvent` does with Neuberg on.
 */
import type { Vulnerability } from '@stikk/core';
import { autoButlerDrop, butlerDatum, butlerImps, crossImpGroup, DEFAULT_SETTINGS, meanScore, type Comparable, type Outcome } from '@stikk/scoring';
import type { Adjustment, ResultEntry } from '../api/types.js';
import { nsScoreOf, type BoardLine } from './matchpoints.js';

export type ImpMethod = 'cross-imps' | 'butler';

export interface ImpLine { readonly id: number; readonly nsScore: number | null; readonly ns: number | null; readonly ew: number | null }

/** Law 12C2 artificial scores in IMPs. */
const artificialImps = (x: 'A+' | 'A' | 'A-'): number => (x === 'A+' ? DEFAULT_SETTINGS.averagePlusImps : x === 'A-' ? DEFAULT_SETTINGS.averageMinusImps : 0);

/** The outcomes each side is scored on, or null for an artificial score (kept out of the comparison). */
function comparable(l: BoardLine, vul: Vulnerability): Comparable | null {
  const score = (r: ResultEntry) => nsScoreOf(r, vul) ?? 0;
  const one = (r: ResultEntry): Outcome[] => [{ score: score(r), weight: 1 }];
  const a: Adjustment | null = l.adjustment;
  if (a?.kind === 'artificial') return null;
  if (a?.kind === 'assigned') return { ns: one(a.result), ew: one(a.result) };
  if (a?.kind === 'split') return { ns: one(a.ns), ew: one(a.ew) };
  if (a?.kind === 'weighted') { const parts = a.parts.map((p) => ({ score: score(p.result), weight: p.weight })); return { ns: parts, ew: parts }; }
  return l.result ? { ns: one(l.result), ew: one(l.result) } : null;
}

export function impBoard(lines: readonly BoardLine[], vul: Vulnerability, method: ImpMethod, missing = 0): { datum: number | null; scored: ImpLine[] } {
  const counted = lines.filter((l) => l.counts);
  const field = counted.flatMap((l) => { const c = comparable(l, vul); return c ? [{ id: l.id, c }] : []; });
  const n = field.length, expected = counted.length + missing;
  let datum: number | null = null;
  const imps = new Map<number, { ns: number; ew: number }>();
  if (method === 'cross-imps') {
    const sums = crossImpGroup(field.map((f) => f.c));
    const scale = n > 1 && n !== expected ? (expected - 1) / (n - 1) : 1;
    field.forEach((f, i) => imps.set(f.id, { ns: sums[i].ns * scale, ew: sums[i].ew * scale }));
  } else {
    const scores = field.map((f) => meanScore(f.c.ns));
    datum = butlerDatum(scores, autoButlerDrop(scores.length), DEFAULT_SETTINGS.butlerRoundTo);
    for (const f of field) imps.set(f.id, datum === null ? { ns: 0, ew: 0 } : butlerImps(f.c, datum));
  }
  const scored = lines.map((l): ImpLine => {
    const a = l.adjustment;
    if (!l.counts) return { id: l.id, nsScore: l.result ? nsScoreOf(l.result, vul) : null, ns: null, ew: null };
    if (a?.kind === 'artificial') return { id: l.id, nsScore: null, ns: artificialImps(a.ns), ew: artificialImps(a.ew) };
    const v = imps.get(l.id);
    const r = a?.kind === 'assigned' ? a.result : a?.kind === 'split' ? a.ns : a ? null : l.result;
    const clean = (x: number) => Math.round(x * 100) / 100 || 0;
    return { id: l.id, nsScore: r ? nsScoreOf(r, vul) : null, ns: v ? clean(v.ns) : null, ew: v ? clean(v.ew) : null };
  });
  return { datum, scored };
}
