/** Sessions of several sections: the director chooses scoring within sections or across the field. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../context.js';
import { requireRole } from '../auth.js';
import { badRequest, conflict, parse } from '../http/errors.js';
import { id } from '../http/validate.js';
import { SECTION_SCORING } from '../api/types.js';
import { correctionClosed, loadSession, setSectionScoring } from '../domain/sessions.js';
import { cachedRanking } from '../domain/ranking-cache.js';
import { requireRankingReader } from '../http/guards.js';

export function sectionRoutes(app: FastifyInstance, ctx: Ctx): void {
  // Changes how the sections are compared and ranked; the ranking is recomputed (the scoring cache keys on it).
  app.put('/api/sessions/:id/section-scoring', async (req) => {
    const { id: sid } = parse(z.object({ id }), req.params, 'params');
    const { row, mv } = await loadSession(ctx, sid);
    await requireRole(ctx.db, req, row.club_id, 'director');
    // The answer is the ranking: a director who plays in the running session reads it as the ranking route lets them
    // (403 `director-plays-board` while it is withheld), and then changes nothing.
    await requireRankingReader(ctx, req, row);
    // The ranking is the result: after the correction period it stands (Law 79C), as for penalties and appeals.
    if (correctionClosed(row))
      throw conflict('correction-period-closed', 'the correction period has ended', undefined, '79C');
    const body = parse(z.object({ sectionScoring: z.enum(SECTION_SCORING) }).strict(), req.body);
    if (!mv.sections) throw badRequest('one-section', 'sectionScoring: this session has one section', 'sectionScoring');
    await setSectionScoring(ctx, sid, body.sectionScoring);
    return cachedRanking(ctx, sid);
  });
}
