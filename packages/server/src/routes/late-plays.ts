/**
 * Late plays and unplayed boards (issue 17). A board not played in its round can be played later
 * by the same pairs: the director marks it a late play, the table moves on to its next round and
 * enters the board when it is played (the terminal lists it with the reopened results), or the
 * director enters it. Boards still unplayed when the director closes the session are given what
 * the director chooses: no score (`not-played`: the board is factored away, Law 12C2's artificial
 * score not being needed when nobody is owed one) or average to both sides (Law 12C2(a), both only
 * partly at fault, e.g. slow play).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Ctx, now } from '../context.js';
import { requireRole } from '../auth.js';
import { conflict, parse } from '../http/errors.js';
import { freeText, id } from '../http/validate.js';
import type { Adjustment } from '../api/types.js';
import { correctionClosed, loadSession } from '../domain/sessions.js';
import { cachedRanking } from '../domain/ranking-cache.js';
import { recordHistory, sessionResult } from '../domain/result-history.js';

export const UNPLAYED_TREATMENTS = ['not-played', 'average'] as const;

export function latePlayRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const director = async (req: FastifyRequest) => {
    const { id: sid } = parse(z.object({ id }).passthrough(), req.params, 'params');
    const s = await loadSession(ctx, sid);
    const user = await requireRole(db, req, s.row.club_id, 'director');
    if (correctionClosed(s.row))
      throw conflict('correction-period-closed', 'the correction period has ended', undefined, '79C');
    return { sid, user, ...s };
  };

  app.post('/api/sessions/:id/results/:resultId/late-play', async (req) => {
    const { sid, user } = await director(req);
    const { resultId } = parse(z.object({ id, resultId: id }), req.params, 'params');
    const body = parse(z.object({ note: freeText.optional() }).strict(), req.body ?? {});
    const r = await sessionResult(db, sid, resultId);
    if (r.status !== 'to-play' || r.adjustment !== null)
      throw conflict(
        'already-played',
        `result ${r.id} has a result or an adjusted score; it is no late play`,
        'resultId',
      );
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('results').set({ reopened: 1, updated_at: now() }).where('id', '=', r.id).execute();
      await recordHistory(trx, r.id, { director: user.id }, r, {
        latePlay: true,
        ...(body.note ? { note: body.note } : {}),
      });
    });
    return { id: r.id, round: r.round, table: r.table_no, board: r.board, latePlay: true };
  });

  // Every board still without a result or an adjusted score gets the director's treatment.
  app.post('/api/sessions/:id/unplayed', async (req) => {
    const { sid, user } = await director(req);
    const body = parse(
      z.object({ treatment: z.enum(UNPLAYED_TREATMENTS), note: freeText.optional() }).strict(),
      req.body,
    );
    const rows = await db
      .selectFrom('results')
      .selectAll()
      .where('session_id', '=', sid)
      .where('status', '=', 'to-play')
      .where('adjustment', 'is', null)
      .execute();
    const adjustment: Adjustment =
      body.treatment === 'average' ? { kind: 'artificial', ns: 'A', ew: 'A' } : { kind: 'not-played' };
    const law = body.treatment === 'average' ? '12C2(a)' : '12C2';
    const t = now();
    await db.transaction().execute(async (trx) => {
      for (const r of rows) {
        const after = {
          adjustment: JSON.stringify(adjustment),
          adjustment_law: law,
          adjustment_reason: body.note ?? 'not played',
          reopened: 0,
          updated_at: t,
        };
        await trx.updateTable('results').set(after).where('id', '=', r.id).execute();
        await recordHistory(trx, r.id, { director: user.id }, r, after);
      }
    });
    return { adjusted: rows.length, treatment: body.treatment, ranking: await cachedRanking(ctx, sid) };
  });
}
