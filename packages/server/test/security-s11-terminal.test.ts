/**
 * Session 9 security sweep, the table phone over real HTTP: "Change table" ends the phone's terminal token on
 * the server (POST /api/terminal/leave), so a copy of it kept elsewhere (the browser's storage read out, a
 * second device) no longer reads the table's rounds; the table's other phones keep working.
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

describe('table phone: Change table ends its token', () => {
  it('a token that left its table is refused; another phone of the table is not', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec11_terminal');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td11@club.no', password: 'director-pw', name: 'Tuva' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Tromsø BK' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Tirsdag',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2, rounds: 3 },
        boards: { source: 'seeded', seed: 'sec11-terminal' },
      });
      const join = async () => {
        const h = new Http(server.url);
        h.bearer = (await h.ok('POST', '/api/terminal/join', { code: s.tables[0].code })).token;
        return h;
      };
      const phone = await join();
      const other = await join();
      const token = phone.bearer;
      expect((await phone.get('/api/terminal/round')).status).toBe(200);
      const left = await phone.post('/api/terminal/leave', {});
      expect(left.status).toBe(204);
      // The same token, from anywhere: refused.
      const copy = new Http(server.url);
      copy.bearer = token;
      const r = await copy.get('/api/terminal/round');
      expect(r.status).toBe(401);
      expect(r.body.error.code).toBe('bad-terminal-token');
      expect((await copy.post('/api/terminal/director', {})).status).toBe(401);
      // The table's other phone goes on.
      expect((await other.get('/api/terminal/round')).status).toBe(200);
      // Leaving without a token names what is missing.
      const none = await new Http(server.url).post('/api/terminal/leave', {});
      expect(none.status).toBe(401);
      expect(none.body.error.code).toBe('no-terminal-token');
    } finally {
      await cleanup();
    }
  }, 30_000);
});
