/** Test fixtures for pairs events: a small session request, and an event filled with sessions. */
import type { Db } from '../../src/db/index.js';
import { Http } from './http.js';

/** A two-table Howell session request with seeded boards. */
export const smallSession = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  movement: { kind: 'howell', tables: 2, boardsPerRound: 1 },
  boards: { source: 'seeded', seed: name },
  ...extra,
});

/**
 * Club `clubId`'s pairs event "Vårserien" holding `sessions` sessions: the first made over HTTP, the
 * others copies of its row written to the database (fast). Returns the event's id.
 */
export async function pairsEventWithSessions(td: Http, db: Db, clubId: number, sessions: number): Promise<number> {
  const series = await td.ok('POST', `/api/clubs/${clubId}/events`, {
    name: 'Vårserien',
    settings: { kind: 'pairs' },
    entrants: ['A', 'B', 'C', 'D'].map((name) => ({ name })),
  });
  const first = await td.ok('POST', `/api/events/${series.id}/sessions`, smallSession('Kveld 1'));
  const row = await db.selectFrom('sessions').selectAll().where('id', '=', first.sessionId).executeTakeFirstOrThrow();
  const { id: _id, version: _v, ...copy } = row;
  for (let i = 1; i < sessions; i++)
    await db
      .insertInto('sessions')
      .values({ ...copy, name: `Kveld ${i + 1}` })
      .execute();
  return series.id;
}

/** A new account at `url` (password `director-pw`) that made club `club`: its client and the club. */
export async function directorOfNewClub(url: string, email: string, club: string) {
  const td = new Http(url);
  await td.ok('POST', '/api/auth/register', { email, password: 'director-pw', name: email.split('@')[0] });
  return { td, club: await td.ok('POST', '/api/clubs', { name: club }) };
}
