/**
 * Handicap events: each contestant's percentage gets its handicap (percentage points, negative for
 * a strong pair) added, and the ranking is made on the handicapped figures. Matchpoint rankings
 * only: for a method without percentages the handicaps are reported, not applied.
 */
import { roundTo } from './law78a-matchpoints.js';
import type { EventResults, ScoringSettings } from './model.js';
import type { RankingEntry, ScoredEvent } from './output.js';
import { rankEntries } from './ranking.js';

/** Whether any contestant of the event has a handicap other than 0. */
export const hasHandicaps = (ev: EventResults): boolean =>
  (ev.participants ?? []).some((p) => p.handicap !== undefined && p.handicap !== 0);

/**
 * The scored event with each contestant's handicap added to its percentage (and the matching
 * share of its maximum to its total), ranked again within the same lists.
 */
export function applyHandicaps(ev: EventResults, s: ScoringSettings, scored: ScoredEvent): ScoredEvent {
  const by = new Map<string, number>();
  for (const p of ev.participants ?? [])
    if (p.handicap !== undefined && p.handicap !== 0) by.set(`${p.section ?? ''}|${p.id}`, p.handicap);
  if (s.method !== 'matchpoints' || scored.ranking.some((e) => e.percent === null)) {
    return {
      ...scored,
      warnings: [
        ...scored.warnings,
        `${by.size} contestant${by.size === 1 ? ' has a handicap' : 's have handicaps'} (percentage points); not applied to a ${s.method} ranking`,
      ],
    };
  }
  const entries: RankingEntry[] = scored.ranking.map((e) => {
    const h = by.get(`${e.section ?? ''}|${e.id}`);
    if (h === undefined) return { ...e };
    const out: RankingEntry = {
      ...e,
      handicap: h,
      percent: roundTo((e.percent ?? 0) + h, s.percentDecimals),
    };
    if (e.maxPoints !== undefined) out.total = roundTo(e.total + (h * e.maxPoints) / 100, s.totalDecimals);
    delete out.tie;
    delete out.rankLast;
    delete out.rankOverall;
    return out;
  });
  for (const e of entries) {
    delete e.tie;
    delete e.rankLast;
    delete e.rankOverall;
  }
  // As scoreEvent ranks: by total when every contestant could score the same, else by percentage.
  const sameMax = new Set(entries.map((e) => e.maxPoints)).size <= 1;
  const ranking = rankEntries(
    entries,
    (e) => (sameMax ? e.total : (e.percent ?? e.total)),
    (e) => `${e.section ?? ''}|${e.direction ?? ''}`,
  );
  const unmatched = [...by.keys()].filter((k) => !entries.some((e) => `${e.section ?? ''}|${e.id}` === k));
  return {
    ...scored,
    ranking,
    warnings: unmatched.length
      ? [
          ...scored.warnings,
          `handicap for ${unmatched.map((k) => k.replace(/^\|/, '')).join(', ')}: no such ranked contestant`,
        ]
      : scored.warnings,
  };
}
