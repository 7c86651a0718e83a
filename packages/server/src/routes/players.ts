/**
 * The club's member register (issue 17): list, add, CSV import; directors only. And the public
 * results index: clubs with published sessions, and a club's published sessions by date.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../context.js';
import { requireRole } from '../auth.js';
import { parse } from '../http/errors.js';
import { id } from '../http/validate.js';
import { directorOfClubParam } from '../http/guards.js';
import { createPlayerRequest, importPlayersRequest } from '../api/requests.js';
import type { ImportPlayersResult, Player, PublishedSession, PublicClub } from '../api/types.js';
import {
  addPlayer,
  clubsWithResults,
  importPlayers,
  listPlayers,
  parsePlayersCsv,
  playerDto,
  publishedSessions,
} from '../domain/players.js';

export function playerRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const clubParam = (params: unknown) => parse(z.object({ club: id }), params, 'params').club;

  app.get('/api/clubs/:club/players', async (req) => {
    const club = clubParam(req.params);
    await requireRole(db, req, club, 'director');
    return listPlayers(ctx, club);
  });

  app.post('/api/clubs/:club/players', async (req) => {
    const club = clubParam(req.params);
    await requireRole(db, req, club, 'director');
    const body = parse(createPlayerRequest, req.body);
    const row = await addPlayer(ctx, club, body);
    return playerDto(row) satisfies Player;
  });

  // A register of a few thousand members is a few hundred KB of CSV (the default body limit is 16 KB).
  app.post('/api/clubs/:club/players/import', { onRequest: directorOfClubParam(ctx) }, async (req) => {
    const club = clubParam(req.params);
    await requireRole(db, req, club, 'director');
    const body = parse(importPlayersRequest, req.body);
    const rows = parsePlayersCsv(body.csv);
    const n = await importPlayers(ctx, club, rows);
    return { ...n, players: await listPlayers(ctx, club) } satisfies ImportPlayersResult;
  });

  // Results by club and date, for anyone (published sessions only; nothing else about the club).
  app.get('/api/results/clubs', async () => {
    const rows = await clubsWithResults(ctx);
    return rows.map((r): PublicClub => ({ id: r.id, name: r.name }));
  });

  app.get('/api/results/clubs/:club', async (req) => {
    const club = clubParam(req.params);
    const rows = await publishedSessions(ctx, club);
    return rows.map(
      (r): PublishedSession => ({
        id: r.id,
        name: r.name,
        eventName: r.eventName,
        date: r.created_at.slice(0, 10),
        final: r.published_final === 1,
      }),
    );
  });
}
