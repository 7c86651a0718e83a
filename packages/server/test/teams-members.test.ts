/**
 * A teams event's members and line-ups over real HTTP (issue 19): the director names a team's 4–6
 * members (the web picks them from the register); a player cannot play for two teams; a line-up
 * then takes only the team's members. Refusals name the field and change nothing.
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

describe('teams members and line-ups', () => {
  it('members are 4–6 different players of one team only; line-ups follow them', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'teams-members');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.se', password: 'director-pw', name: 'Stina' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Lund BK' });
      const ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Serie',
        settings: { kind: 'teams', form: 'round-robin', boardsPerMatch: 2 },
        entrants: ['Norr', 'Syd', 'Öst', 'Väst'].map((name) => ({ name })),
      });
      const url = (team: number) => `/api/events/${ev.id}/teams/${team}/members`;
      const four = ['Anna', 'Bo', 'Cia', 'Dan'];
      const saved = await td.ok('PUT', url(1), { members: four });
      expect(saved).toMatchObject({ number: 1, name: 'Norr', members: four });

      const few = await td.put(url(2), { members: ['Eva', 'Finn', 'Gun'] });
      expect([few.status, few.body.error.code, few.body.error.field]).toEqual([400, 'team-size', 'members']);
      const twice = await td.put(url(2), { members: ['Eva', 'Finn', 'Gun', 'Eva'] });
      expect([twice.status, twice.body.error.code, twice.body.error.field]).toEqual([
        400,
        'player-twice',
        'members[3]',
      ]);
      const taken = await td.put(url(2), { members: ['Eva', 'Finn', 'Gun', 'Bo'] });
      expect([taken.status, taken.body.error.code, taken.body.error.field]).toEqual([
        409,
        'player-in-two-teams',
        'members[3]',
      ]);
      expect((await td.put(url(9), { members: four })).status).toBe(404);
      const before = await td.ok('GET', `/api/events/${ev.id}`);
      expect(before.entrants[1].members).toEqual([]);

      const other = new Http(server.url);
      await other.ok('POST', '/api/auth/register', { email: 'x@other.se', password: 'other-pw-1', name: 'X' });
      expect((await other.put(url(1), { members: four })).status).toBe(403);

      // Match 1 of round 1 holds team 1: its line-up takes only its members.
      const m = before.rounds[0].matches.find((x: { home: number; away: number }) => x.home === 1 || x.away === 1);
      const side = m.home === 1 ? 'home' : 'away';
      const lineup = `/api/events/${ev.id}/rounds/1/matches/${m.match}/lineup`;
      const stranger = await td.put(lineup, { side, open: ['Anna', 'Bo'], closed: ['Cia', 'Eva'] });
      expect([stranger.status, stranger.body.error.code, stranger.body.error.field]).toEqual([
        400,
        'not-a-member',
        'closed[1]',
      ]);
      const ok = await td.ok('PUT', lineup, { side, open: ['Anna', 'Bo'], closed: ['Dan', 'Cia'] });
      expect(ok[side]).toEqual({ open: ['Anna', 'Bo'], closed: ['Dan', 'Cia'] });
      const card = await td.ok('GET', `/api/events/${ev.id}/rounds/1/matches/${m.match}`);
      expect(card.lineup[side]).toEqual({ open: ['Anna', 'Bo'], closed: ['Dan', 'Cia'] });
    } finally {
      await cleanup();
    }
  }, 60_000);
});
