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

/** Whether another table of the online session that `room` belongs to still has `board` to play. */
export async function stillToPlayElsewhere(ctx: Ctx, room: Room, board: number): Promise<boolean> {
  const slot = await ctx.db
    .selectFrom('online_session_tables')
    .select(['session_id', 'round', 'table_no'])
    .where('online_table_id', '=', room.id)
    .executeTakeFirst();
  if (!slot) return false;
  const rows = await ctx.db
    .selectFrom('results')
    .select(['round', 'table_no', 'status', 'adjustment'])
    .where('session_id', '=', slot.session_id)
    .where('board', '=', board)
    .execute();
  return rows.some(
    (r) => r.status === 'to-play' && r.adjustment === null && !(r.round === slot.round && r.table_no === slot.table_no),
  );
}

/** The answer to an `analysis` request at `room`: the table and par, or the one refusal. */
export async function boardAnalysis(
  ctx: Ctx,
  room: Room,
  board: number,
): Promise<Extract<ServerMessage, { type: 'analysis' }> | typeof ANALYSIS_REFUSED | typeof ANALYSIS_BUSY> {
  if (!boardOverAt(room, board) || (await stillToPlayElsewhere(ctx, room, board))) return ANALYSIS_REFUSED;
  const info = unwrap(boardInfo(board));
  try {
    const r = await ctx.analyzer.deal(room.dealTextOf(board)!, info.vulnerable, info.dealer);
    return { type: 'analysis', tableId: room.id, board, dd: r.dd, par: { ...r.par } };
  } catch (e) {
    return e instanceof AnalysisBusy ? ANALYSIS_BUSY : ANALYSIS_REFUSED;
  }
}
