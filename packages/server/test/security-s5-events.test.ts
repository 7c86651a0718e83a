/**
 * Events and rankings (session 5 review), over real HTTP: a session joins only a pairs event of its
 * own club, an event holds a bounded number of sessions, and a running session's ranking (and a
 * pairs or individual event's ranking built from it) is the director's until publication unless
 * the director shows the running score.
 */
import { describe, expect, it } from 'vitest';
import { MAX_EVENT_SESSIONS } from '../src/domain/event-limits.js';
import { Http } from './support/http.js';
import { pairsEventWithSessions, smallSession } from './support/events.js';
import { testServer } from './support/servers.js';

const small = smallSession;

describe('sessions and events', () => {
  it('a session never joins a teams event, and an event holds a bounded number of sessions', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec5_events');
    const db = server.database.db;
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bergen BK' });
      const teams = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Monrad',
        settings: { kind: 'teams', form: 'swiss', boardsPerMatch: 2, rounds: 1 },
        entrants: Array.from({ length: 4 }, (_, i) => ({ name: `Lag ${i + 1}`, members: ['A', 'B', 'C', 'D'] })),
      });
      const sessionsOf = async (eventId: number) =>
        (await db.selectFrom('sessions').select('id').where('event_id', '=', eventId).execute()).length;
      const before = await sessionsOf(teams.id);
      const all = async () => (await db.selectFrom('sessions').select('id').execute()).length;
      const count = await all();
      // Named explicitly: refused, nothing written.
      const r = await td.post(`/api/clubs/${club.id}/sessions`, small('Tirsdag', { eventName: 'Monrad' }));
      expect(r.status).toBe(409);
      expect(r.body.error).toMatchObject({ code: 'event-not-pairs', field: 'eventName' });
      expect(await all()).toBe(count);
      // A session that only shares the teams event's name gets a pairs event of its own.
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, small('Monrad'));
      expect(await sessionsOf(teams.id)).toBe(before);
      const ev = await db
        .selectFrom('sessions')
        .innerJoin('events', 'events.id', 'sessions.event_id')
        .select(['events.kind', 'events.id'])
        .where('sessions.id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(ev.kind).toBe('pairs');
      expect(ev.id).not.toBe(teams.id);
      // Another club's event of that name is never joined either.
      const other = new Http(server.url);
      await other.ok('POST', '/api/auth/register', { email: 'td@b.no', password: 'director-pw', name: 'Otto' });
      const clubB = await other.ok('POST', '/api/clubs', { name: 'Oslo BK' });
      const sb = await other.ok('POST', `/api/clubs/${clubB.id}/sessions`, small('B', { eventName: 'Monrad' }));
      const evB = await db.selectFrom('sessions').select('event_id').where('id', '=', sb.id).executeTakeFirstOrThrow();
      expect(evB.event_id).not.toBe(ev.id);

      // The cap: an event with MAX_EVENT_SESSIONS sessions takes no more, by name or by the event's route.
      const series = { id: await pairsEventWithSessions(td, db, club.id, MAX_EVENT_SESSIONS) };
      const n = await all();
      const byRoute = await td.post(`/api/events/${series.id}/sessions`, small('En til'));
      expect(byRoute.status).toBe(409);
      expect(byRoute.body.error).toMatchObject({ code: 'too-many-sessions', field: 'event' });
      const byName = await td.post(`/api/clubs/${club.id}/sessions`, small('En til', { eventName: 'Vårserien' }));
      expect(byName.status).toBe(409);
      expect(byName.body.error).toMatchObject({ code: 'too-many-sessions', field: 'eventName' });
      expect(await all()).toBe(n);
    } finally {
      await cleanup();
    }
  });

  it("a running ranking is the director's until publication, unless the director shows the running score", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec5_ranking');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bergen BK' });
      const member = new Http(server.url);
      await member.ok('POST', '/api/auth/register', { email: 'p@club.no', password: 'player-pw1', name: 'Per' });
      await td.ok('POST', `/api/clubs/${club.id}/members`, { email: 'p@club.no', role: 'player' });
      const other = new Http(server.url);
      await other.ok('POST', '/api/auth/register', { email: 'td@b.no', password: 'director-pw', name: 'Otto' });
      await other.ok('POST', '/api/clubs', { name: 'Oslo BK' });

      const series = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Vårserien',
        settings: { kind: 'pairs' },
        entrants: ['A', 'B', 'C', 'D'].map((name) => ({ name })),
      });
      const made = await td.ok('POST', `/api/events/${series.id}/sessions`, small('Kveld 1'));
      const sid = made.sessionId as number;
      const s = await td.ok('GET', `/api/sessions/${sid}`);
      expect(s.liveRanking).toBe(false);
      const term = new Http(server.url);
      term.bearer = (await term.ok('POST', '/api/terminal/join', { code: s.tables[0].code })).token;
      // One result entered and confirmed: the running ranking now tells who did what on a board in play elsewhere.
      const rd = await term.ok('GET', '/api/terminal/round');
      await term.ok('POST', '/api/terminal/results', {
        round: rd.round,
        board: rd.boards[0].board,
        contract: '3NT',
        declarer: 'S',
        lead: null,
        tricks: 10,
      });
      await term.ok('POST', '/api/terminal/confirm', { round: rd.round, board: rd.boards[0].board });

      const hidden = async (h: Http, path: string) => {
        const r = await h.get(path);
        expect(r.status, path).toBe(403);
        expect(r.body.error.code, path).toBe('ranking-not-published');
      };
      await hidden(member, `/api/sessions/${sid}/ranking`);
      await hidden(term, `/api/sessions/${sid}/ranking`);
      await hidden(term, '/api/terminal/ranking');
      const evRank = await member.ok('GET', `/api/events/${series.id}/ranking`);
      expect(evRank.withheld).toEqual([sid]);
      expect(evRank.lines.every((l: { total: number }) => l.total === 0)).toBe(true);
      expect((await td.ok('GET', `/api/events/${series.id}/ranking`)).withheld).toBeUndefined();
      expect((await td.ok('GET', `/api/sessions/${sid}/ranking`)).lines.length).toBeGreaterThan(0);

      // Only the club's director turns the running score on.
      const path = `/api/sessions/${sid}/live-ranking`;
      expect((await member.put(path, { liveRanking: true })).status).toBe(403);
      expect((await other.put(path, { liveRanking: true })).status).toBe(403);
      expect((await term.put(path, { liveRanking: true })).status).toBe(401);
      expect((await td.put(path, { liveRanking: 'yes' })).body.error.field).toBe('liveRanking');
      await hidden(member, `/api/sessions/${sid}/ranking`);
      expect(await td.ok('PUT', path, { liveRanking: true })).toEqual({ liveRanking: true });
      expect((await td.ok('GET', `/api/sessions/${sid}`)).liveRanking).toBe(true);
      expect((await member.get(`/api/sessions/${sid}/ranking`)).status).toBe(200);
      expect((await term.get('/api/terminal/ranking')).status).toBe(200);
      expect((await member.ok('GET', `/api/events/${series.id}/ranking`)).withheld).toBeUndefined();
      await td.ok('PUT', path, { liveRanking: false });
      await hidden(term, '/api/terminal/ranking');
      // Published: public to everyone.
      await td.ok('POST', `/api/sessions/${sid}/publish`, { final: false, confirm: true });
      expect((await member.get(`/api/sessions/${sid}/ranking`)).status).toBe(200);
      expect((await new Http(server.url).get(`/api/sessions/${sid}/ranking`)).status).toBe(200);

      // An individual event's ranking likewise.
      const ind = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Yksilö',
        settings: { kind: 'individual', boardsPerRound: 1, rounds: 2, boards: { source: 'seeded', seed: 'i' } },
        entrants: ['Aino', 'Eero', 'Helmi', 'Ilmari', 'Kaisa', 'Lauri', 'Mervi', 'Niilo'].map((name) => ({ name })),
      });
      await hidden(member, `/api/events/${ind.id}/ranking`);
      expect((await td.get(`/api/events/${ind.id}/ranking`)).status).toBe(200);
      await td.ok('PUT', `/api/sessions/${ind.sessions[0].id}/live-ranking`, { liveRanking: true });
      expect((await member.get(`/api/events/${ind.id}/ranking`)).status).toBe(200);
    } finally {
      await cleanup();
    }
  });
});
