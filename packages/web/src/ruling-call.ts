/**
 * The ruling assistant opened from a table terminal's director call (issue 23 item 4): which
 * round and board that table is at, from the session's result rows (each board of each round at
 * each table, with its status) and the director's round clock. The deal comes from the session's
 * hand records; the assistant starts on that board with the table's pairs and any result entered.
 */
import type { ResultEntry, ResultRowDto } from '@stikk/server/api';

export interface CallBoard {
  readonly round: number;
  /** The board the table is playing (or last played, when every board of the round is entered). */
  readonly board: number;
  /** The boards at this table in this round, in order. */
  readonly boards: readonly number[];
  readonly ns: number;
  readonly ew: number;
  /** A result already entered for `board` at this table, if any. */
  readonly entered: ResultEntry | null;
}

/**
 * Where the table was when it called: the round on the director's clock if the table has boards
 * in it, else its first round with a board still to play, else its last round; in that round the
 * first board still to play, else the last board. Null when the table has no boards.
 */
export function callBoard(rows: readonly ResultRowDto[], table: number, clockRound: number | null): CallBoard | null {
  const mine = rows.filter((r) => r.table === table);
  if (!mine.length) return null;
  const rounds = [...new Set(mine.map((r) => r.round))].sort((a, b) => a - b);
  const open = mine.filter((r) => r.status === 'to-play').map((r) => r.round);
  const round =
    clockRound !== null && rounds.includes(clockRound)
      ? clockRound
      : open.length
        ? Math.min(...open)
        : rounds[rounds.length - 1];
  const inRound = mine.filter((r) => r.round === round).sort((a, b) => a.board - b.board);
  const row = inRound.find((r) => r.status === 'to-play') ?? inRound[inRound.length - 1];
  return {
    round,
    board: row.board,
    boards: inRound.map((r) => r.board),
    ns: row.ns,
    ew: row.ew,
    entered: row.result,
  };
}

/** The route that opens the assistant for a session table's call. */
export function rulingPathForCall(sessionId: number, table: number, callId: number): string {
  return `/director/ruling?session=${sessionId}&table=${table}&call=${callId}`;
}
