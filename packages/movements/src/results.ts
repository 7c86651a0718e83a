/**
 * The results a movement produces: one row per board per table that plays it — what a scoring
 * program expects to receive. Sit-outs produce no row; arrow-switched boards list the pair that
 * actually sits NS.
 */
import type { IndividualEntry, Movement, PairEntry, ParticipantId } from './types.js';
import { isPlayed } from './validate.js';

/** One result a movement expects: the board, the round and table, and who plays it. */
export interface ResultToPlay {
  readonly board: number;
  readonly round: number;
  readonly table: number;
  /** The NS side (individual: the two players joined as `n+s`). */
  readonly ns: ParticipantId;
  readonly ew: ParticipantId;
  /** Individual movements: the four players. */
  readonly players?: {
    readonly n: ParticipantId;
    readonly e: ParticipantId;
    readonly s: ParticipantId;
    readonly w: ParticipantId;
  };
}

/** Every (board, NS, EW) result the movement will produce, ordered by board, then round and table. */
export function resultsToPlay(m: Movement): ResultToPlay[] {
  const out: ResultToPlay[] = [];
  for (const e of m.schedule as ReadonlyArray<PairEntry | IndividualEntry>) {
    if (!isPlayed(e)) continue;
    for (const board of e.boards) {
      if ('n' in e) {
        out.push({
          board,
          round: e.round,
          table: e.table,
          ns: `${e.n}+${e.s}`,
          ew: `${e.e}+${e.w}`,
          players: { n: e.n!, e: e.e!, s: e.s!, w: e.w! },
        });
      } else {
        const sw = e.arrowSwitch?.includes(board) ?? false;
        out.push({ board, round: e.round, table: e.table, ns: sw ? e.ew! : e.ns!, ew: sw ? e.ns! : e.ew! });
      }
    }
  }
  return out.sort((a, b) => a.board - b.board || a.round - b.round || a.table - b.table);
}

/** The results grouped by board (board number → its results), for matchpointing. */
export function resultsByBoard(m: Movement): Map<number, ResultToPlay[]> {
  const map = new Map<number, ResultToPlay[]>();
  for (const r of resultsToPlay(m)) {
    const list = map.get(r.board);
    if (list) list.push(r);
    else map.set(r.board, [r]);
  }
  return map;
}
