/**
 * Where a table terminal stands (pure, no I/O): the round its table plays now, the pairs sitting
 * there, which result rows it may write, and which travellers it may show. The routes ask these
 * before anything that depends on a deal, so no answer can tell a terminal about a board its
 * players have not played (Law 16).
 */
import type { GuideEntry } from '../api/types.js';
import { isSitOut, type Movement } from './movement.js';

/** The fields of a result row these rules read. */
export interface RowState {
  readonly round: number;
  readonly table_no: number;
  readonly board: number;
  readonly ns: number;
  readonly ew: number;
  readonly status: string;
  readonly adjustment: string | null;
  readonly reopened: number;
}

/** A board is done at a table once its result is confirmed or the director has adjusted it. */
export const isDone = (r: RowState): boolean => r.status === 'confirmed' || r.adjustment !== null;

export interface TableNow {
  /** The round whose rows the terminal may enter and confirm; null once the table has finished. */
  readonly playing: number | null;
  /**
   * The round shown by default: `playing`, or a sit-out at this table before it while that round is still played
   * elsewhere, or the last round.
   */
  readonly shown: number;
  /** The guide entry of `shown` (who sits at the table now). */
  readonly seated: GuideEntry | undefined;
  /**
   * The pairs of the table's round before `shown`, who may sit there still: a round ends at the table with its last
   * board confirmed, before the next pairs arrive. Until a board of `shown` is done there (the next pairs have
   * confirmed a result), they count as seated too; otherwise empty.
   */
  readonly leaving: readonly number[];
  /** The round of the `leaving` pairs, or null when none may still sit there. */
  readonly leavingRound: number | null;
  readonly finished: boolean;
}

/** The first round at `table` with a board not done (reopened rows aside); null once finished. */
export function playingRound(rows: readonly RowState[], table: number): number | null {
  let open: number | null = null;
  for (const r of rows)
    if (r.table_no === table && r.reopened === 0 && !isDone(r) && (open === null || r.round < open)) open = r.round;
  return open;
}

/**
 * The table's position in the movement from its result rows. Rows the director has reopened for
 * correction do not hold the table back (they are corrected alongside the current round).
 */
export function tableNow(mv: Movement, table: number, all: readonly RowState[]): TableNow {
  const mine = all.filter((r) => r.table_no === table && r.reopened === 0);
  const open = playingRound(mine, table);
  // A sit-out here before the next round to play is the current round while that round is
  // still being played at other tables (the pair sitting out waits here; nothing to enter).
  const before = (rd: number) => open === null || rd < open;
  const lastPlayed = Math.max(0, ...mine.filter((r) => before(r.round)).map((r) => r.round));
  const roundOpen = (rd: number) => all.some((r) => r.round === rd && !isDone(r));
  const sitOut = mv.guide
    .filter((g) => g.table === table && isSitOut(g) && g.round > lastPlayed && before(g.round) && roundOpen(g.round))
    .map((g) => g.round)
    .sort((a, b) => a - b)[0];
  // Finished: the last round this table played (a teams event's later rounds may leave it idle).
  const last = Math.max(0, ...mv.guide.filter((g) => g.table === table).map((g) => g.round));
  const shown = sitOut ?? open ?? (last || mv.rounds);
  const prev = mv.guide
    .filter((g) => g.table === table && g.round < shown && (g.ns !== null || g.ew !== null))
    .sort((a, b) => b.round - a.round)[0];
  // Started: the next pairs have played a board here (a result confirmed). A director's adjustment of one of its boards
  // (e.g. not played, Law 12) is not play: it neither seats the next pairs nor shuts the table's terminal out.
  const started = mine.some((r) => r.round === shown && r.status === 'confirmed');
  return {
    playing: open,
    shown,
    seated: mv.guide.find((g) => g.round === shown && g.table === table),
    leaving: prev && !started ? [prev.ns, prev.ew].filter((p): p is number => p !== null) : [],
    leavingRound: prev && !started ? prev.round : null,
    finished: open === null,
  };
}

/** Whether `pair` has played `board` and all its results of it are done. */
export function hasPlayed(all: readonly RowState[], pair: number | null, board: number): boolean {
  if (pair === null) return false;
  const mine = all.filter((r) => r.board === board && (r.ns === pair || r.ew === pair));
  return mine.length > 0 && mine.every(isDone);
}

/**
 * The pairs that may sit at the table now: those of the round shown (one in a sit-out round), and those of the
 * round before while the next pairs have not yet finished a board there (`leaving`).
 */
export const seatedPairs = (now: TableNow): number[] => {
  const here = now.seated ? [now.seated.ns, now.seated.ew].filter((p): p is number => p !== null) : [];
  return [...new Set([...here, ...now.leaving])];
};

/** A board's traveller may be shown at the table when every pair there has played it and its results are done. */
export const mayShowTraveller = (all: readonly RowState[], now: TableNow, board: number): boolean => {
  const pairs = seatedPairs(now);
  return pairs.length > 0 && pairs.every((p) => hasPlayed(all, p, board));
};

/** Why a terminal may not write or confirm a row (all decided without looking at a deal). */
export interface Refusal {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly field?: string;
  readonly law?: string;
}

/**
 * Whether the terminal of `row`'s table may enter (or confirm) it: a row of the round it plays
 * now that is not yet confirmed, or a row the director has reopened for correction. A confirmed
 * result changes only through the director (Laws 79, 81).
 */
export function mayWrite(row: RowState, playing: number | null, action: 'enter' | 'confirm'): Refusal | null {
  if (row.adjustment !== null)
    return {
      status: 409,
      code: 'adjusted',
      message: 'the director has adjusted this board; ask the director',
      field: 'board',
    };
  if (row.reopened === 1) return null;
  if (row.round !== playing) {
    return {
      status: 409,
      code: 'not-current-round',
      field: 'round',
      law: '79',
      message:
        playing === null
          ? `table ${row.table_no} has finished; a correction of round ${row.round} goes through the director`
          : `table ${row.table_no} is playing round ${playing}, not round ${row.round}; a correction goes through the director`,
    };
  }
  if (row.status === 'confirmed' && action === 'enter') {
    return {
      status: 409,
      code: 'already-confirmed',
      field: 'board',
      law: '79',
      message: `board ${row.board} is confirmed; only the director can change it now`,
    };
  }
  return null;
}

/**
 * Whether an entry of `row` may be checked against its board's deal (the opening lead, Law 41A):
 * every pair at the table now sits in that row or has played the board. A row the director
 * reopened (a correction, a late play) may be entered while other pairs sit at the table; a
 * refusal read from the hands would tell them about a board they have still to play (Law 16).
 */
export const mayCheckLead = (all: readonly RowState[], now: TableNow, row: RowState): boolean =>
  seatedPairs(now).every((p) => p === row.ns || p === row.ew || hasPlayed(all, p, row.board));

/**
 * What a table terminal's token may do now, from the round it acts for (`joined`: the round the table showed when it
 * joined, or a later one it went on to). A terminal is a device at a table for the pairs seated there, as a
 * Bridgemate is: it acts for the table while the table shows its round. When the table moves on, the device that
 * stays there goes on by scoring the new round (`advances`: the new pairs enter a board of it on that device) while
 * the pairs of the round before may still sit there (`leaving`); until then it only reads. Once the next pairs have
 * played a board there, a token that did not go on (a pair that moved and kept it) does nothing more: it reads no
 * traveller or result of the later rounds and writes none (Law 16). Rounds without boards at the table (a sit-out)
 * between its round and the table's are passed over.
 */
export function tokenScope(joined: number, now: TableNow, mv: Movement, table: number): 'acts' | 'advances' | 'gone' {
  if (joined >= now.shown) return 'acts';
  const boardsBetween = mv.guide.some(
    (g) => g.table === table && g.round > joined && g.round < now.shown && !isSitOut(g) && g.boards.length > 0,
  );
  if (!boardsBetween && now.leavingRound !== null && joined <= now.leavingRound) return 'advances';
  return 'gone';
}
