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
import type { Ctx } from '../context.js';
import { requireRole } from '../auth.js';
import { conflict, parse } from '../http/errors.js';
import { freeText, id } from '../http/validate.js';
import { correctionClosed, loadSession } from '../domain/sessions.js';
import { cachedRanking } from '../domain/ranking-cache.js';
import { sessionResult } from '../domain/result-history.js';
import { markLatePlay, treatUnplayed, UNPLAYED_TREATMENTS } from '../domain/late-plays.js';

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
    await markLatePlay(db, r, user.id, body.note);
    return { id: r.id, round: r.round, table: r.table_no, board: r.board, latePlay: true };
  });

  // Every board still without a result or an adjusted score gets the director's treatment.
  app.post('/api/sessions/:id/unplayed', async (req) => {
    const { sid, user } = await director(req);
    const body = parse(
      z.object({ treatment: z.enum(UNPLAYED_TREATMENTS), note: freeText.optional() }).strict(),
      req.body,
    );
    const adjusted = await treatUnplayed(db, sid, user.id, body.treatment, body.note);
    return { adjusted, treatment: body.treatment, ranking: await cachedRanking(ctx, sid) };
  });
}
