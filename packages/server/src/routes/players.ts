/**
 * The club's member register (issue 17): list, add, CSV import; directors only. And the public
 * results index: clubs with published sessions, and a club's published sessions by date.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../context.js';
import { requireRole } from '../auth.js';
import { notFound, parse } from '../http/errors.js';
import { DB_INT_MAX, id } from '../http/validate.js';
import { directorOfClubParam } from '../http/guards.js';
import { createPlayerRequest, importPlayersRequest } from '../api/requests.js';
import type { ImportPlayersResult, Player, PlayerLink, PublishedSession, PublicClub } from '../api/types.js';
import {
  closeDirectorViews,
  linkPlayerAccount,
  listLinkedPlayers,
  playerLinkHistory,
} from '../domain/player-accounts.js';
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

  /**
   * The director links a register entry to an account of the club (`userId`), or unlinks it (null), so the server
   * knows when a director plays a session (http/guards.ts); every change is kept with who made it.
   */
  app.put('/api/clubs/:club/players/:player/account', async (req) => {
    const p = parse(z.object({ club: id, player: id }), req.params, 'params');
    const user = await requireRole(db, req, p.club, 'director');
    const body = parse(
      z.object({ userId: z.number().int().positive().max(DB_INT_MAX, 'is not an id').nullable() }).strict(),
      req.body,
    );
    await linkPlayerAccount(ctx, p.club, p.player, body.userId, user.id);
    // Director views open before the link, of tables playing boards the linked account's pair has still to play, go.
    if (body.userId !== null) await closeDirectorViews(ctx, p.club, body.userId);
    const row = (await listLinkedPlayers(ctx, p.club)).find((x) => x.id === p.player);
    if (!row) throw notFound(`player ${p.player} of club ${p.club}`);
    return row satisfies Player;
  });

  /** Who linked a register entry to which account, and when (the audit of the links). */
  app.get('/api/clubs/:club/players/:player/links', async (req) => {
    const p = parse(z.object({ club: id, player: id }), req.params, 'params');
    await requireRole(db, req, p.club, 'director');
    return (await playerLinkHistory(ctx, p.club, p.player)) satisfies PlayerLink[];
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
