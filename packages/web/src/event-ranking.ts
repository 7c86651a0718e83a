/**
 * The columns of a pairs event's total ranking (club follow-up): every session of the event in order, and
 * for each where its values are in a line's `sessions`. A session the director keeps back from
 * this reader (`withheld`: still running, ranking not published) has no values there, so it is
 * shown as "results not yet published" rather than shifting the later sessions' figures left.
 */
import type { PairsEventLine, PairsEventRanking } from '@stikk/server/api';

/** One session's column: its values' index in `PairsEventLine.sessions`, or null when withheld. */
export interface RankingColumn {
  readonly id: number;
  readonly name: string;
  readonly at: number | null;
}

/** The ranking's session columns, in session order. */
export function rankingColumns(r: Pick<PairsEventRanking, 'sessions' | 'withheld'>): RankingColumn[] {
  const withheld = new Set(r.withheld ?? []);
  let at = 0;
  return r.sessions.map((s) => ({ id: s.id, name: s.name, at: withheld.has(s.id) ? null : at++ }));
}

/** A line's value in a column: a number, null (the pair did not play it), or 'withheld'. */
export function columnValue(line: Pick<PairsEventLine, 'sessions'>, c: RankingColumn): number | null | 'withheld' {
  return c.at === null ? 'withheld' : (line.sessions[c.at] ?? null);
}

/**
 * A shared place as the Nordic clubs print it (Ruter's Rank and RankTie): "3–5" when three contestants share
 * the third to fifth places, "3" alone. The same form for pairs, individuals and teams; `lines` is the list
 * the place is in (the lines sharing `rank` make the range).
 */
export function sharedPlace(lines: readonly { readonly rank: number }[], rank: number): string {
  const n = lines.filter((l) => l.rank === rank).length;
  return n > 1 ? `${rank}–${rank + n - 1}` : String(rank);
}
