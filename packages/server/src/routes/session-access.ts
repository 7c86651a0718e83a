/**
 * The director's controls over who reads and writes a running session from outside the console:
 * a new code for a table whose code got out (its terminals must join again), and whether the
 * running score is shown to the club's members and the tables before publication.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../context.js';
import { requireRole } from '../auth.js';
import { notFound, parse } from '../http/errors.js';
import { id } from '../http/validate.js';
import { loadSession } from '../domain/sessions.js';
import { reissueTableCode } from '../domain/table-codes.js';
import { setLiveRanking } from '../domain/event-visibility.js';

/** Routes of the director's access controls over a running session (table codes, the running score). */
export function sessionAccessRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post('/api/sessions/:id/tables/:table/code', async (req) => {
    const p = parse(z.object({ id, table: z.coerce.number().int().min(1).max(120) }), req.params, 'params');
    const { row } = await loadSession(ctx, p.id);
    await requireRole(ctx.db, req, row.club_id, 'director');
    parse(z.object({}).strict(), req.body ?? {});
    const code = await reissueTableCode(ctx, p.id, p.table);
    if (code === null) throw notFound(`table ${p.table} of session ${p.id}`);
    return { table: p.table, code };
  });

  // Whether the club's members and the session's tables see the running ranking before publication.
  app.put('/api/sessions/:id/live-ranking', async (req) => {
    const p = parse(z.object({ id }), req.params, 'params');
    const { row } = await loadSession(ctx, p.id);
    await requireRole(ctx.db, req, row.club_id, 'director');
    const body = parse(z.object({ liveRanking: z.boolean() }).strict(), req.body);
    await setLiveRanking(ctx, p.id, body.liveRanking);
    return { liveRanking: body.liveRanking };
  });
}
