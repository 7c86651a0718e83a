/**
 * Frequency results: a producer may give a board's results as a frequency table (each score with
 * the number of tables that had it, PBN's `Multiplicity` column) instead of one line per table.
 * Such a line is scored as that many tables, each compared with every other table of the board,
 * and comes back as one scored line with its `count`, not as anonymous copies.
 */
import type { BoardResults, EventResults, TableResult } from './model.js';
import type { ScoredBoard, ScoredEvent } from './output.js';

/** Whether any result of the event is a frequency line (a `count` above 1). */
export const hasCounts = (ev: EventResults): boolean =>
  ev.boards.some((b) => b.results.some((r) => r.count !== undefined && r.count > 1));

/** Each frequency line as `count` tables (without `count`), so that every table is compared. */
export function expandCounts(ev: EventResults): EventResults {
  return {
    ...ev,
    boards: ev.boards.map((b) => ({
      ...b,
      results: b.results.flatMap((r) => {
        const { count, ...one } = r;
        return Array.from({ length: count !== undefined && count > 1 ? count : 1 }, () => one as TableResult);
      }),
    })),
  };
}

/**
 * The scored event of {@link expandCounts}'s output with each frequency line's copies folded back
 * into one scored line carrying `count`. Boards come out per board and per group (Law 87) in the
 * order of the input, each group's results in input order, so the copies of a line are adjacent.
 */
export function collapseCounts(ev: EventResults, scored: ScoredEvent): ScoredEvent {
  // Not the shape expected (a teams match has no frequency lines): each table is listed, and said so.
  const asTables: ScoredEvent = {
    ...scored,
    warnings: [...scored.warnings, 'frequency lines are listed as one line per table'],
  };
  if (scored.method === 'teams') return asTables;
  const boards: ScoredBoard[] = [];
  let k = 0;
  const next = (b: BoardResults): ScoredBoard | undefined => {
    const sb = scored.boards[k];
    return sb && sb.board === b.board && (sb.section ?? '') === (b.section ?? '') ? scored.boards[k++] : undefined;
  };
  for (const b of ev.boards) {
    const groups: string[] = [];
    for (const r of b.results) if (!groups.includes(r.group ?? '')) groups.push(r.group ?? '');
    for (const g of groups) {
      const sb = next(b);
      if (!sb) return asTables;
      const lines = b.results.filter((r) => (r.group ?? '') === g);
      const results: ScoredBoard['results'] = [];
      let i = 0;
      for (const r of lines) {
        const n = r.count !== undefined && r.count > 1 ? r.count : 1;
        const first = sb.results[i];
        if (!first) return asTables;
        results.push(n > 1 ? { ...first, count: n } : first);
        i += n;
      }
      if (i !== sb.results.length) return asTables;
      boards.push({ ...sb, results });
    }
  }
  if (k !== scored.boards.length) return asTables;
  // A pure frequency table names no contestants: there is no ranking to miss.
  const named = ev.boards.some((b) => b.results.some((r) => r.ns !== undefined || r.ew !== undefined || r.players));
  const warnings = named ? scored.warnings : scored.warnings.filter((w) => w !== 'no contestant has a score');
  return { ...scored, boards, warnings };
}
