/**
 * The director's corrections of a session's result rows (Laws 12 and 79): correct a result, give
 * or take off an adjusted score, reopen a confirmed result for the table. Each change is written
 * with its history line in one transaction. The route checks the director and the Law 79C period
 * first; `late` says the change comes after that period (Law 79C2).
 */
import { type Ctx, now } from '../context.js';
import type { Db } from '../db/index.js';
import type { AdjustRequest, LateCorrection, ResultEntry, ResultRowDto, TravellerLine } from '../api/types.js';
import { decodeAdjustment } from '../http/validate.js';
import { recordHistory, type ResultRowFull } from './result-history.js';
import { entryOf, traveller } from './sessions.js';

/** What the director adds to a correction: a note, and after the Law 79C period the approval. */
export interface CorrectionNote {
  readonly note?: string;
  readonly lateCorrection?: LateCorrection;
}

/** Result `resultId`'s line in its board's traveller of session `sid` (what a correction answers). */
export async function resultLine(ctx: Ctx, sid: number, resultId: number): Promise<TravellerLine> {
  const r = await ctx.db.selectFrom('results').select('board').where('id', '=', resultId).executeTakeFirstOrThrow();
  return (await traveller(ctx, sid, r.board)).lines.find((l) => l.id === resultId)!;
}

/** The director enters result `r` as `entry`, confirmed (the history names director `userId`). */
export async function correctResult(
  db: Db,
  r: ResultRowFull,
  userId: number,
  entry: ResultEntry,
  body: CorrectionNote,
  late: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('results')
      .set({
        contract: entry.contract,
        declarer: entry.declarer,
        lead: entry.lead,
        tricks: entry.tricks,
        status: 'confirmed',
        reopened: 0,
        updated_at: now(),
      })
      .where('id', '=', r.id)
      .execute();
    await recordHistory(trx, r.id, { director: userId }, r, {
      ...entry,
      status: 'confirmed',
      ...(body.note ? { note: body.note } : {}),
      ...(late ? { law: '79C2', lateCorrection: body.lateCorrection } : {}),
    });
  });
}

/** The director gives result `r` the adjusted score of `body` (Law 12), with its law and note. */
export async function adjustResult(
  db: Db,
  r: ResultRowFull,
  userId: number,
  body: AdjustRequest & CorrectionNote,
  late: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('results')
      .set({
        adjustment: JSON.stringify(body.adjustment),
        adjustment_law: body.law,
        adjustment_reason: body.note ?? null,
        updated_at: now(),
      })
      .where('id', '=', r.id)
      .execute();
    await recordHistory(trx, r.id, { director: userId }, r, { ...body, ...(late ? { lateLaw: '79C2' } : {}) });
  });
}

/** Takes result `r`'s adjusted score off: the table result (if any) counts as before. */
export async function removeAdjustment(
  db: Db,
  r: ResultRowFull,
  userId: number,
  body: CorrectionNote,
  late: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('results')
      .set({ adjustment: null, adjustment_law: null, adjustment_reason: null, updated_at: now() })
      .where('id', '=', r.id)
      .execute();
    await recordHistory(trx, r.id, { director: userId }, r, {
      adjustment: null,
      ...body,
      ...(late ? { lateLaw: '79C2' } : {}),
    });
  });
}

/** Reopens confirmed result `r` so that the table enters and confirms it again (Law 79). */
export async function reopenResult(db: Db, r: ResultRowFull, userId: number, note?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('results').set({ reopened: 1, updated_at: now() }).where('id', '=', r.id).execute();
    await recordHistory(trx, r.id, { director: userId }, r, {
      reopened: true,
      ...(note ? { note } : {}),
    });
  });
}

/** Every result row of session `sid` (or of one board), by board, round and table, for the director. */
export async function resultRows(db: Db, sid: number, board?: number): Promise<ResultRowDto[]> {
  let sel = db.selectFrom('results').selectAll().where('session_id', '=', sid);
  if (board !== undefined) sel = sel.where('board', '=', board);
  return (await sel.orderBy('board').orderBy('round').orderBy('table_no').execute()).map(
    (r): ResultRowDto => ({
      id: r.id,
      board: r.board,
      round: r.round,
      table: r.table_no,
      ns: r.ns,
      ew: r.ew,
      status: r.status as ResultRowDto['status'],
      latePlay: r.status === 'to-play' && r.reopened === 1 && r.adjustment === null,
      result: entryOf(r),
      adjustment: r.adjustment ? decodeAdjustment(r.adjustment) : null,
      adjustmentLaw: r.adjustment_law,
      adjustmentReason: r.adjustment_reason,
    }),
  );
}
