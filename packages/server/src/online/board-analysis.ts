/**
 * The double-dummy table and par of a board an online table has finished, for those at the table
 * (seats, kibitzers, its director). Shown only once nothing at the table can still change the board's play
 * (it has moved on, or the board ended with nothing pending, past the Law 25A undo window and, after an
 * agreed claim, the Law 69B withdrawal period) and, at a table of an online club session, once no table
 * of the session still has the board to play (Law 16: as the session withholds its hand records). Solved
 * on the server's work pool and cached per deal (domain/analysis.ts). Every refusal is the same one, so
 * it tells nothing of where the board stands elsewhere.
 */
import { boardInfo, unwrap } from '@stikk/core';
import type { Ctx } from '../context.js';
import { AnalysisBusy } from '../domain/analysis.js';
import { dealStillAtOnlineTable } from '../domain/late-plays.js';
import type { ServerMessage } from '../api/types.js';
import { LIMITS, UNDO_WINDOW_MS, type Room } from './room.js';

/** The one refusal (code and message) for a board whose analysis may not be shown. */
export const ANALYSIS_REFUSED = {
  code: 'analysis-not-available',
  message:
    "a board's double-dummy analysis is shown to its table once the board has been played there and at every table of its session",
} as const;

/**
 * The refusal when the server is answering as many analyses as it takes at once (all addresses together,
 * config `analysesAtOnce`) or its double-dummy line is full: nothing about the board, ask again in a moment.
 */
export const ANALYSIS_BUSY = {
  code: 'analysis-busy',
  message: 'the server is solving many boards just now; ask for the analysis again in a few seconds',
} as const;

/** Whether the table has finished `board` for good (see the module comment). */
export function boardOverAt(room: Room, board: number, at = Date.now()): boolean {
  const k = room.boards.indexOf(board);
  if (k < 0 || k > room.boardIndex) return false;
  if (k < room.boardIndex) return true;
  const s = room.state;
  if (s.phase !== 'ended' || s.pending !== null) return false;
  const last = room.boardClock?.last ?? 0;
  if (at - last < UNDO_WINDOW_MS) return false;
  return room.agreedClaim() === null || at - last >= LIMITS.correctionPeriodMs;
}

/**
 * Whether `board` (dealt `deal`) is still to be played anywhere else on this server: at another table of the online
 * session that `room` belongs to, at a table of any running club session or event holding the same deal (another
 * section dealt from the same seed or file), or at another online table made from it (a teams match's other room)
 * whose play has not passed the board yet, however long ago it was made. Read from rows by the
 * deal's text (indexed, migration 0055); loads no table.
 */
export async function stillToPlayElsewhere(ctx: Ctx, room: Room, board: number, deal?: string): Promise<boolean> {
  const slot = await ctx.db
    .selectFrom('online_session_tables')
    .select(['session_id', 'round', 'table_no'])
    .where('online_table_id', '=', room.id)
    .executeTakeFirst();
  const sessionRows = deal
    ? await ctx.db
        .selectFrom('boards')
        .innerJoin('results', (j) =>
          j.onRef('results.session_id', '=', 'boards.session_id').onRef('results.board', '=', 'boards.number'),
        )
        .innerJoin('sessions', 'sessions.id', 'boards.session_id')
        .select(['results.session_id', 'results.round', 'results.table_no'])
        .where('boards.deal', '=', deal)
        .where('sessions.status', '=', 'running')
        .where('results.status', '=', 'to-play')
        .where('results.adjustment', 'is', null)
        .execute()
    : [];
  const own = (r: { session_id: number; round: number; table_no: number }) =>
    slot !== undefined && r.session_id === slot.session_id && r.round === slot.round && r.table_no === slot.table_no;
  if (sessionRows.some((r) => !own(r))) return true;
  if (slot && !deal) {
    const rows = await ctx.db
      .selectFrom('results')
      .select(['round', 'table_no', 'status', 'adjustment'])
      .where('session_id', '=', slot.session_id)
      .where('board', '=', board)
      .execute();
    if (
      rows.some((r) => r.status === 'to-play' && r.adjustment === null && !own({ session_id: slot.session_id, ...r }))
    )
      return true;
  }
  if (!deal) return false;
  // A stand-alone table (a teams match's other room) holds it while it plays, however long (domain/late-plays.ts).
  return dealStillAtOnlineTable(ctx.db, deal, room.id);
}

/** The answer to an `analysis` request at `room`: the table and par, or the one refusal. */
export async function boardAnalysis(
  ctx: Ctx,
  room: Room,
  board: number,
): Promise<Extract<ServerMessage, { type: 'analysis' }> | typeof ANALYSIS_REFUSED | typeof ANALYSIS_BUSY> {
  if (!boardOverAt(room, board) || (await stillToPlayElsewhere(ctx, room, board, room.dealTextOf(board))))
    return ANALYSIS_REFUSED;
  const info = unwrap(boardInfo(board));
  try {
    const r = await ctx.analyzer.deal(room.dealTextOf(board)!, info.vulnerable, info.dealer);
    return { type: 'analysis', tableId: room.id, board, dd: r.dd, par: { ...r.par } };
  } catch (e) {
    return e instanceof AnalysisBusy ? ANALYSIS_BUSY : ANALYSIS_REFUSED;
  }
}
