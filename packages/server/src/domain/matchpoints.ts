/**
 * Law 78A matchpoints over a board's results, and the pairs ranking. A seam for `@stikk/scoring`:
 * the 2-per-beaten/1-per-tie scale (exact integers), Law 12C2 artificial adjusted scores
 * (60/50/40 % of a top), Law 12C1 weighted and split assigned scores, Law 90 penalties.
 */
import { isVulnerable, parseContract, scoreContract, type Seat, type Vulnerability } from '@stikk/core';
import type { Adjustment, ResultEntry } from '../api/types.js';

/** NS score of a result entry by Law 77; null for an impossible entry. */
export function nsScoreOf(r: ResultEntry, vul: Vulnerability): number | null {
  const p = parseContract(r.contract);
  if (!p.ok) return null;
  if (p.value.contract.passedOut) return 0;
  if (!r.declarer) return null;
  const s = scoreContract(p.value.contract, isVulnerable(vul, r.declarer as Seat), r.tricks);
  return r.declarer === 'N' || r.declarer === 'S' ? s : -s;
}

export interface BoardLine {
  readonly id: number;
  readonly ns: number;
  readonly ew: number;
  readonly result: ResultEntry | null;
  readonly adjustment: Adjustment | null;
  /** Only confirmed (or director-entered) lines are compared. */
  readonly counts: boolean;
}

export interface ScoredLine { readonly id: number; readonly nsScore: number | null; readonly ns: number | null; readonly ew: number | null }

const ARTIFICIAL = { 'A+': 0.6, A: 0.5, 'A-': 0.4 } as const;

/** Matchpoints (2 per beaten, 1 per tie) of a score against the other scores on the board. */
function mpAgainst(score: number, others: readonly number[]): number {
  let mp = 0;
  for (const o of others) mp += score > o ? 2 : score === o ? 1 : 0;
  return mp;
}

/**
 * Scores every counted line of one board. `top` = 2 × (lines − 1). Lines with an artificial
 * adjustment are left out of the comparison (they take a fixed share of the top, Law 12C2).
 */
export function matchpointBoard(lines: readonly BoardLine[], vul: Vulnerability): { top: number; scored: ScoredLine[] } {
  const counted = lines.filter((l) => l.counts);
  const top = Math.max(0, 2 * (counted.length - 1));
  const scoreOf = (r: ResultEntry) => nsScoreOf(r, vul) ?? 0;
  // The NS score each line contributes to the comparison (for split/weighted: the NS view).
  const field: { id: number; score: number }[] = [];
  for (const l of counted) {
    const a = l.adjustment;
    if (a?.kind === 'artificial') continue;
    if (a?.kind === 'assigned') field.push({ id: l.id, score: scoreOf(a.result) });
    else if (a?.kind === 'split') field.push({ id: l.id, score: scoreOf(a.ns) });
    else if (a?.kind === 'weighted') field.push({ id: l.id, score: a.parts.reduce((s, p) => s + p.weight * scoreOf(p.result), 0) });
    else if (l.result) field.push({ id: l.id, score: scoreOf(l.result) });
  }
  const others = (id: number) => field.filter((f) => f.id !== id).map((f) => f.score);
  // Results not in the field (artificial) still count as lines; the comparison scales to the top.
  const scale = (mp: number, n: number) => (n === 0 ? top / 2 : (mp * top) / (2 * n));
  const scored = lines.map((l): ScoredLine => {
    if (!l.counts) return { id: l.id, nsScore: l.result ? nsScoreOf(l.result, vul) : null, ns: null, ew: null };
    const a = l.adjustment;
    const o = others(l.id);
    if (a?.kind === 'artificial') return { id: l.id, nsScore: null, ns: ARTIFICIAL[a.ns] * top, ew: ARTIFICIAL[a.ew] * top };
    if (a?.kind === 'split') {
      return { id: l.id, nsScore: scoreOf(a.ns), ns: scale(mpAgainst(scoreOf(a.ns), o), o.length), ew: top - scale(mpAgainst(scoreOf(a.ew), o), o.length) };
    }
    if (a?.kind === 'weighted') {
      const ns = a.parts.reduce((s, p) => s + p.weight * scale(mpAgainst(scoreOf(p.result), o), o.length), 0);
      return { id: l.id, nsScore: null, ns, ew: top - ns };
    }
    const r = a?.kind === 'assigned' ? a.result : l.result;
    if (!r) return { id: l.id, nsScore: null, ns: null, ew: null };
    const s = scoreOf(r);
    const ns = scale(mpAgainst(s, o), o.length);
    return { id: l.id, nsScore: s, ns, ew: top - ns };
  });
  return { top, scored };
}

export const percentOf = (mp: number | null, top: number): number | null => (mp === null || top === 0 ? (mp === null ? null : 50) : Math.round((mp / top) * 10000) / 100);
