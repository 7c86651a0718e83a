/**
 * Session 6 security sweep: anyone can register, open a club and become its admin, and an admin
 * adds members by e-mail — the answer (404, or the member with the account's name) told whether an
 * e-mail has an account, without limit. The misses an admin may have are now counted per hour.
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';
import { MEMBER_MISSES_PER_HOUR } from '../src/routes/accounts.js';

describe('the member form is no account finder', () => {
  it(`an admin gets ${MEMBER_MISSES_PER_HOUR} e-mails without an account an hour, then 429`, async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec6_members');
    try {
      const known = new Http(server.url);
      await known.ok('POST', '/api/auth/register', { email: 'real@x.no', password: 'real-pass-1', name: 'Rita' });
      const prober = new Http(server.url);
      await prober.ok('POST', '/api/auth/register', { email: 'probe@x.no', password: 'probe-pass-1', name: 'Pia' });
      const club = await prober.ok('POST', '/api/clubs', { name: 'Probe BK' });
      const add = (email: string) => prober.post(`/api/clubs/${club.id}/members`, { email, role: 'player' });
      // A real member is added as before.
      expect((await add('real@x.no')).status).toBe(200);
      for (let i = 0; i < MEMBER_MISSES_PER_HOUR; i++) expect((await add(`nobody${i}@x.no`)).status).toBe(404);
      const over = await add('nobody-more@x.no');
      expect([over.status, over.body.error.code]).toEqual([429, 'rate-limited']);
      // …and the answer no longer depends on whether the e-mail has an account.
      expect((await add('real@x.no')).status).toBe(429);
      // Another admin is not held up.
      const other = new Http(server.url);
      await other.ok('POST', '/api/auth/register', { email: 'admin2@x.no', password: 'admin-pass-2', name: 'Ada' });
      const club2 = await other.ok('POST', '/api/clubs', { name: 'Other BK' });
      expect((await other.post(`/api/clubs/${club2.id}/members`, { email: 'real@x.no', role: 'player' })).status).toBe(
        200,
      );
    } finally {
      await cleanup();
    }
  });
});
