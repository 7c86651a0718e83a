/**
 * Several sessions (or stages) of one event: totals added per contestant, with carry-over from
 * before the first, and ranked again.
 */
import type { RankingEntry, ScoredEvent } from './output.js';
import { roundTo } from './law78a-matchpoints.js';
import { rankEntries } from './ranking.js';
import { perBoard, unevenBoards, unevenMaximum } from './factored-total.js';

/** Options of the totals over sessions: carry-over per contestant and decimals. */
export interface SessionTotalsOptions {
  /** Points carried into the event per contestant (e.g. from a qualifying stage). */
  readonly carryOver?: Readonly<Record<string, number>>;
  readonly decimals?: number;
}

/**
 * The ranking over several scored sessions: totals summed, percentages over everything the
 * contestant could have scored (matchpoints), places shared on equal totals.
 */
export function combineSessions(sessions: readonly ScoredEvent[], opts: SessionTotalsOptions = {}): RankingEntry[] {
  const d = opts.decimals ?? 2;
  const acc = new Map<string, RankingEntry & { _max: number }>();
  const mp = sessions.every((s) => s.method === 'matchpoints');
  for (const s of sessions) {
    for (const e of s.ranking) {
      let a = acc.get(e.id);
      if (!a) {
        a = { id: e.id, total: 0, percent: null, rank: 0, rankText: '', boards: 0, boardTotal: 0, _max: 0 };
        if (e.names) a.names = e.names;
        if (e.memberIds) a.memberIds = e.memberIds;
        if (e.clubIds) a.clubIds = e.clubIds;
        if (e.section !== undefined) a.section = e.section;
        acc.set(e.id, a);
      }
      a.total += e.total;
      a.boardTotal += e.boardTotal;
      a.boards += e.boards;
      a._max += e.maxPoints ?? 0;
      if (e.penalties) a.penalties = (a.penalties ?? 0) + e.penalties;
      if (e.indemnity) a.indemnity = (a.indemnity ?? 0) + e.indemnity;
    }
  }
  const out: RankingEntry[] = [];
  for (const a of acc.values()) {
    const carry = opts.carryOver?.[a.id] ?? 0;
    const { _max, ...e } = a;
    e.total = roundTo(e.total + carry, d);
    e.boardTotal = roundTo(e.boardTotal, d);
    if (carry) e.carryOver = carry;
    if (mp && _max > 0) {
      e.maxPoints = _max;
      e.percent = roundTo((100 * (e.total - carry)) / _max, 2);
    }
    out.push(e);
  }
  // As within a session: when not everyone could score the same, matchpoints rank by percentage (of everything
  // the contestant could have scored) and IMPs or total points by the average per board.
  const byPercent = mp && unevenMaximum(out) !== null;
  const byBoard = !mp && unevenBoards(out) !== null && sessions.every((s) => s.method !== 'teams');
  return rankEntries(
    out,
    (e) => (byPercent && e.percent !== null ? e.percent : byBoard ? (perBoard(e.total, e.boards) ?? e.total) : e.total),
    (e) => e.section ?? '',
  );
}
