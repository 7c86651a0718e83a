/**
 * Security follow-ups to session 6, over real HTTP: one account could create online tables without
 * end (each a row set in the database, and a room in memory once joined). Now an account's own
 * tables are capped per hour and per 24 hours (config `onlineTablesPerHour`/`onlineTablesPerDay`,
 * STIKK_ONLINE_TABLES_PER_HOUR/_PER_DAY), a burst of requests included.
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

async function account(url: string, email: string): Promise<Http> {
  const h = new Http(url);
  await h.ok('POST', '/api/auth/register', { email, password: 'tables-pass-7', name: 'Tor' });
  return h;
}

describe('online tables: creations per account', () => {
  it('refuses the table past the hourly cap, a burst included, and counts 24 hours too', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec7_tables', {
      onlineTablesPerHour: 3,
      onlineTablesPerDay: 5,
    });
    try {
      const a = await account(server.url, 'many@x.no');
      const owned = async () =>
        (await server.ctx.db.selectFrom('online_tables').select('id').where('owner_id', '=', 1).execute()).length;
      // Ten at once: three are made, seven refused with a stable code.
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, i) => a.post('/api/online/tables', { boards: [1], seed: `b${i}` })),
      );
      expect(burst.filter((r) => r.status === 200)).toHaveLength(3);
      const refused = burst.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(7);
      for (const r of refused) {
        expect(r.status).toBe(429);
        expect(r.body.error.code).toBe('too-many-tables');
        expect(r.body.error.message).toMatch(/3 online tables in the last hour/);
      }
      expect(await owned()).toBe(3);
      // Another account is not held up by this one.
      const b = await account(server.url, 'other@x.no');
      expect((await b.post('/api/online/tables', { boards: [1] })).status).toBe(200);
      // Two hours later the hour is free again, but the day allows five.
      const earlier = new Date(Date.now() - 2 * 3_600_000).toISOString();
      await server.ctx.db.updateTable('online_tables').set({ created_at: earlier }).where('owner_id', '=', 1).execute();
      expect((await a.post('/api/online/tables', { boards: [1] })).status).toBe(200);
      expect((await a.post('/api/online/tables', { boards: [1] })).status).toBe(200);
      const sixth = await a.post('/api/online/tables', { boards: [1] });
      expect([sixth.status, sixth.body.error.code]).toEqual([429, 'too-many-tables']);
      expect(sixth.body.error.message).toMatch(/in the last 24 hours/);
      expect(await owned()).toBe(5);
    } finally {
      await cleanup();
    }
  });

  it('the caps come from the environment, and a bad value is refused at start', async () => {
    const { resolveConfig } = await import('../src/config.js');
    expect(resolveConfig({}, { STIKK_ONLINE_TABLES_PER_HOUR: '5000' }).onlineTablesPerHour).toBe(5000);
    expect(resolveConfig({}, {}).onlineTablesPerDay).toBe(100);
    expect(() => resolveConfig({}, { STIKK_ONLINE_TABLES_PER_DAY: 'lots' })).toThrow(/onlineTablesPerDay/);
  });
});
