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

export function tableCodeRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post('/api/sessions/:id/tables/:table/code', async (req) => {
    const p = parse(z.object({ id, table: z.coerce.number().int().min(1).max(120) }), req.params, 'params');
    const { row } = await loadSession(ctx, p.id);
    await requireRole(ctx.db, req, row.club_id, 'director');
    parse(z.object({}).strict(), req.body ?? {});
    const code = await reissueTableCode(ctx, p.id, p.table);
    if (code === null) throw notFound(`table ${p.table} of session ${p.id}`);
    return { table: p.table, code };
  });
}
