/**
 * Seat invitations over HTTP (online/invites.ts): look a code up (anyone holding it; guessing
 * bounded per address), the organiser's list of a table's codes with who is connected, and a
 * substitute for a seat with the director's consent (the director gives the seat a new code).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../context.js';
import { requireUser } from '../auth.js';
import { ApiFailure, notFound, parse } from '../http/errors.js';
import { rateLimited } from '../http/guards.js';
import { id, seat } from '../http/validate.js';
import { seatOfPlayer } from '../online/session.js';
import { tableAccess } from '../domain/online-tables.js';
import {
  findInvite,
  formatInvite,
  type InviteGuard,
  listInvites,
  normalizeInvite,
  seatCode,
  substitute,
} from '../online/invites.js';

/** Throws unless `userId` directs table `tableId` (see routes/online.ts). */
export type RequireDirector = (tableId: number, ownerId: number, userId: number, what: string) => Promise<void>;

export function inviteRoutes(
  app: FastifyInstance,
  ctx: Ctx,
  guard: InviteGuard,
  requireDirector: RequireDirector,
): void {
  const { db, rooms } = ctx;
  /** The table's director, from its row (nothing loaded); 404 for a table that does not exist. */
  const directorOfRow = async (tid: number, userId: number, what: string): Promise<void> => {
    const t = await tableAccess(db, tid);
    if (!t) throw notFound(`online table ${tid}`);
    await requireDirector(tid, t.ownerId, userId, what);
  };

  /** The table and seat a code opens. Failed look-ups count against the caller's address. */
  app.get('/api/online/invites/:code', async (req) => {
    const { code: raw } = parse(z.object({ code: z.string().min(1).max(40) }), req.params, 'params');
    const code = normalizeInvite(raw);
    const r = await guard.guess(req.ip, async () => {
      const found = code ? await findInvite(db, code) : null;
      if (found && code) return { tableId: found.tableId, seat: found.seat, code: formatInvite(code) };
      // A player's code in an online session: their table and seat in the round they play now.
      const player = code ? await seatOfPlayer(ctx, code) : null;
      const seatAt = player ? await seatCode(db, player.tableId, player.seat) : null;
      if (player && seatAt)
        return {
          tableId: player.tableId,
          seat: player.seat,
          code: seatAt,
          session: { id: player.sessionId, round: player.round, pair: player.pair },
        };
      return null;
    });
    if ('wait' in r) throw rateLimited('wrong seat codes from this address', r.wait);
    if (r.found) return r.found;
    throw new ApiFailure(404, 'bad-seat-code', 'no seat has this code (or it was replaced)', 'code');
  });

  /** The organiser's invitations of one table: each seat's code while it is live, who holds and who is connected. */
  app.get('/api/online/tables/:id/invites', async (req) => {
    const u = await requireUser(db, req);
    const { id: tid } = parse(z.object({ id }), req.params, 'params');
    // Checked from the table's row: a stranger's request loads no table into memory.
    await directorOfRow(tid, u.id, 'sees its seat codes');
    if (!(await rooms.get(tid))) throw notFound(`online table ${tid}`);
    return listInvites(db, rooms, tid);
  });

  /** A substitute takes `seat`: a new code; the seat's present holder leaves the table. Director only. */
  app.post('/api/online/tables/:id/seats/:seat/substitute', async (req) => {
    const u = await requireUser(db, req);
    const p = parse(z.object({ id, seat }), req.params, 'params');
    parse(z.object({}).strict(), req.body ?? {});
    await directorOfRow(p.id, u.id, 'seats a substitute');
    if (!(await rooms.get(p.id))) throw notFound(`online table ${p.id}`);
    return { seat: p.seat, code: await substitute(db, rooms, p.id, p.seat) };
  });
}
