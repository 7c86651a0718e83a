/**
 * Issue 22: the cap on sessions per pairs event holds when sessions are created at once. On
 * PostgreSQL two creating transactions could both count 59 sessions and both insert (61 in all);
 * the event's row is now locked before the count. Concurrent requests over real HTTP, both databases.
 */
import { describe, expect, it } from 'vitest';
import { MAX_EVENT_SESSIONS } from '../src/domain/event-limits.js';
import { pairsEventWithSessions, smallSession } from './support/events.js';
import { Http } from './support/http.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres('PostgreSQL session-cap race test');
const AT_ONCE = 8;

describe.each(['sqlite', 'postgres'] as Backend[])('sessions created at once on %s', (backend) => {
  it(`an event never passes ${MAX_EVENT_SESSIONS} sessions`, async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'session_cap');
    const db = server.database.db;
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bergen BK' });
      // Two places left, then eight requests at once: two are taken, six refused.
      const series = { id: await pairsEventWithSessions(td, db, club.id, MAX_EVENT_SESSIONS - 2) };
      const rs = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) =>
          td.post(`/api/events/${series.id}/sessions`, smallSession(`Samtidig ${i}`)),
        ),
      );
      const count = async () =>
        (await db.selectFrom('sessions').select('id').where('event_id', '=', series.id).execute()).length;
      expect(await count()).toBe(MAX_EVENT_SESSIONS);
      expect(rs.filter((r) => r.status < 300)).toHaveLength(2);
      const refused = rs.filter((r) => r.status >= 300);
      expect(refused).toHaveLength(AT_ONCE - 2);
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect(r.body.error).toMatchObject({ code: 'too-many-sessions', field: 'event' });
      }
    } finally {
      await cleanup();
    }
  }, 120_000);
});
