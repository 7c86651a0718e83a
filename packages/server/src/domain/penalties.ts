/**
 * Procedural penalties (Law 90) on a session's pairs: in percent of a top in a matchpoint
 * session, in IMPs otherwise. The route checks the director; these check the penalty against the
 * session and store it.
 */
import type { Ctx } from '../context.js';
import type { Db } from '../db/index.js';
import type { Penalty, PenaltyRequest } from '../api/types.js';
import { ApiFailure, badRequest } from '../http/errors.js';
import type { Movement } from './movement.js';
import { correctionClosed, type SessionRow } from './sessions.js';

/**
 * Gives pair `p.pair` of session `row` (movement `mv`) a penalty in the unit of its scoring, refused
 * after the Law 79C period; returns it as stored.
 */
export async function addPenalty(ctx: Ctx, row: SessionRow, mv: Movement, body: PenaltyRequest): Promise<Penalty> {
  // The penalty's unit follows the session's scoring: percent of a top, or IMPs.
  const byImps = row.scoring !== 'matchpoints';
  if (byImps && body.imps === undefined)
    throw badRequest('invalid-field', `imps: an IMP session (${row.scoring}) takes a penalty in IMPs`, 'imps');
  if (!byImps && body.percentOfTop === undefined)
    throw badRequest(
      'invalid-field',
      'percentOfTop: a matchpoint session takes a penalty in percent of a top',
      'percentOfTop',
    );
  if (byImps ? body.percentOfTop !== undefined : body.imps !== undefined)
    throw badRequest(
      'invalid-field',
      `${byImps ? 'percentOfTop' : 'imps'}: not the unit of this session's scoring (${row.scoring})`,
      byImps ? 'percentOfTop' : 'imps',
    );
  if (body.pair > mv.pairs) throw badRequest('no-such-pair', `pair: this session has pairs 1–${mv.pairs}`, 'pair');
  if (correctionClosed(row))
    throw new ApiFailure(409, 'correction-period-closed', 'the correction period has ended', undefined, '79C');
  const p = await ctx.db
    .insertInto('penalties')
    .values({
      session_id: row.id,
      pair: body.pair,
      percent_of_top: body.percentOfTop ?? 0,
      imps: body.imps ?? null,
      law: body.law,
      reason: body.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: p.id, ...body, percentOfTop: body.percentOfTop ?? 0 };
}

/** The penalties of session `sid`, in the order given. */
export async function sessionPenalties(db: Db, sid: number): Promise<Penalty[]> {
  const rows = await db.selectFrom('penalties').selectAll().where('session_id', '=', sid).orderBy('id').execute();
  return rows.map(
    (p): Penalty => ({
      id: p.id,
      pair: p.pair,
      percentOfTop: p.percent_of_top,
      ...(p.imps !== null ? { imps: p.imps } : {}),
      law: p.law,
      reason: p.reason,
    }),
  );
}
