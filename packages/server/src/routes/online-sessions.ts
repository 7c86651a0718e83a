/**
 * Online pairs sessions over HTTP (online/session.ts): the session's director starts it online
 * (an online table per round and table of its movement, two player codes per pair) and reads its
 * tables and codes; results reach the session's rows as boards end (Rooms.boardEnded).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../context.js';
import { requireRole } from '../auth.js';
import { parse } from '../http/errors.js';
import { id } from '../http/validate.js';
import { loadSession } from '../domain/sessions.js';
import { EDITIONS, IRREGULARITY_MODES } from '../online/irregularities.js';
import { onlineSessionInfo, recordBoard, startOnlineSession } from '../online/session.js';

export function onlineSessionRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, rooms } = ctx;
  rooms.boardEnded = (room) => {
    recordBoard(ctx, room).catch((e: unknown) => app.log.error(e));
  };

  /** The session's director only: the session's club decides, before anything is read or made. */
  const director = async (req: FastifyRequest) => {
    const { id: sid } = parse(z.object({ id }), req.params, 'params');
    const { row } = await loadSession(ctx, sid);
    const user = await requireRole(db, req, row.club_id, 'director');
    return { sid, user };
  };

  app.post('/api/sessions/:id/online', async (req) => {
    const { sid, user } = await director(req);
    const body = parse(
      z
        .object({ irregularities: z.enum(IRREGULARITY_MODES).optional(), edition: z.enum(EDITIONS).optional() })
        .strict(),
      req.body ?? {},
    );
    return startOnlineSession(ctx, sid, user.id, body.irregularities, body.edition);
  });

  app.get('/api/sessions/:id/online', async (req) => {
    const { sid } = await director(req);
    return onlineSessionInfo(ctx, sid);
  });
}
