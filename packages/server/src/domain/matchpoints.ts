/**
 * Law 78A matchpoints over a board's results: the group comparison and Neuberg factoring are
 * `@stikk/scoring`'s, on the 2-per-beaten/1-per-tie scale; Law 12C2 artificial adjusted scores (60/50/40 % of a top);
 * Law 12C1 weighted and split assigned scores.
 */
import { isVulnerable, parseContract, scoreContract, type Seat, type Vulnerability } from '@stikk/core';
import { matchpointGroup, neuberg, type Outcome } from '@stikk/scoring';
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

/** Law 12C2: average-plus, average, average-minus in percent of a top. */
const ARTIFICIAL = { 'A+': 60, A: 50, 'A-': 40 } as const;

/**
 * Scores every counted line of one board. `top` = 2 × (lines + missing − 1). Lines with an artificial
 * adjusted score take a fixed share of the top (Law 12C2) and leave the comparison; the others
 * are matchpointed among themselves and factored up to the full top by Neuberg's formula.
 */
export function matchpointBoard(lines: readonly BoardLine[], vul: Vulnerability, missing = 0): { top: number; scored: ScoredLine[] } {
  const counted = lines.filter((l) => l.counts);
  // `missing`: plays this board lacks against the session's most-played board (a sit-out); Neuberg
  // factors the board up to that N, as `@stikk/scoring` does (byes do not count, artificial scores do).
  const expected = counted.length + missing;
  const top = Math.max(0, 2 * (expected - 1));
  const scoreOf = (r: ResultEntry) => nsScoreOf(r, vul) ?? 0;
  const one = (score: number): Outcome[] => [{ score, weight: 1 }];
  const field: { id: number; ns: Outcome[]; ew: Outcome[] }[] = [];
  for (const l of counted) {
    const a = l.adjustment;
    if (a?.kind === 'artificial') continue;
    if (a?.kind === 'assigned') field.push({ id: l.id, ns: one(scoreOf(a.result)), ew: one(scoreOf(a.result)) });
    else if (a?.kind === 'split') field.push({ id: l.id, ns: one(scoreOf(a.ns)), ew: one(scoreOf(a.ew)) });
    else if (a?.kind === 'weighted') {
      const parts = a.parts.map((p) => ({ score: scoreOf(p.result), weight: p.weight }));
      field.push({ id: l.id, ns: parts, ew: parts });
    } else if (l.result) field.push({ id: l.id, ns: one(scoreOf(l.result)), ew: one(scoreOf(l.result)) });
  }
  const raw = matchpointGroup(field.map((f) => ({ ns: f.ns, ew: f.ew })));
  const mp = new Map(field.map((f, i) => [f.id, {
    ns: neuberg(raw[i].ns, field.length, expected),
    ew: neuberg(raw[i].ew, field.length, expected),
  }]));
  const scored = lines.map((l): ScoredLine => {
    if (!l.counts) return { id: l.id, nsScore: l.result ? nsScoreOf(l.result, vul) : null, ns: null, ew: null };
    const a = l.adjustment;
    if (a?.kind === 'artificial') return { id: l.id, nsScore: null, ns: (ARTIFICIAL[a.ns] * top) / 100, ew: (ARTIFICIAL[a.ew] * top) / 100 };
    const m = mp.get(l.id);
    if (!m) return { id: l.id, nsScore: null, ns: null, ew: null };
    const r = a?.kind === 'assigned' ? a.result : a?.kind === 'split' ? a.ns : a ? null : l.result;
    return { id: l.id, nsScore: r ? scoreOf(r) : null, ns: m.ns, ew: m.ew };
  });
  return { top, scored };
}

export const percentOf = (mp: number | null, top: number): number | null => (mp === null || top === 0 ? (mp === null ? null : 50) : Math.round((mp / top) * 10000) / 100);
