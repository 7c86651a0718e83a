/**
 * Security follow-up (session 9): one appeal per pair and board (Law 92, 409 `appeal-exists`) was
 * checked by a read before the insert, so requests at once could all pass it. Now a unique key
 * (migration 0035) decides. Parallel requests over real HTTP, both databases. On PostgreSQL the
 * test holds the appeals table locked against writes while the requests read, so every one of them
 * passes the read before any writes (the race made certain, not left to timing).
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres('PostgreSQL appeal race test');
const AT_ONCE = 12;

describe.each(['sqlite', 'postgres'] as Backend[])('appeals lodged at once on %s', (backend) => {
  it('one is stored, the others are refused with 409 appeal-exists', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec9_appeals');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td9a@x.no', password: 'director-pw9', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Appeal BK' });
      const member = new Http(server.url);
      await member.ok('POST', '/api/auth/register', { email: 'm9@x.no', password: 'member-pw9', name: 'Mia' });
      await td.ok('POST', `/api/clubs/${club.id}/members`, { email: 'm9@x.no', role: 'player' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Tue',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1, rounds: 1 },
        boards: { source: 'seeded', seed: 'tue' },
      });
      let lock: pg.Client | null = null;
      if (backend === 'postgres') {
        lock = new pg.Client({ connectionString: server.database.url });
        await lock.connect();
        await lock.query('BEGIN');
        await lock.query('LOCK TABLE appeals IN EXCLUSIVE MODE'); // reads go on, writes wait
      }
      const sent = Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          member.post(`/api/sessions/${s.id}/appeals`, { pair: 1, board: 1, reason: 'misinformation' }),
        ),
      );
      if (lock) {
        // Wait until several requests have read (no appeal yet) and wait to write.
        const waiting = async () =>
          Number(
            (
              await lock!
                .query('SELECT pg_stat_clear_snapshot()')
                .then(() =>
                  lock!.query(
                    "SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'insert into%appeals%'",
                  ),
                )
            ).rows[0].n,
          );
        let n = 0;
        for (let i = 0; i < 400 && (n = await waiting()) < 2; i++) await new Promise((r) => setTimeout(r, 10));
        await lock.query('COMMIT');
        await lock.end();
        expect(n).toBeGreaterThanOrEqual(2);
      }
      const rs = await sent;
      expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of rs.filter((x) => x.status !== 200))
        expect([r.status, r.body.error.code, r.body.error.field, r.body.error.law]).toEqual([
          409,
          'appeal-exists',
          'board',
          '92',
        ]);
      expect(await td.ok('GET', `/api/sessions/${s.id}/appeals`)).toHaveLength(1);
      // Another board is appealed as before.
      expect((await member.post(`/api/sessions/${s.id}/appeals`, { pair: 1, board: 2, reason: 'x' })).status).toBe(200);
      // A member's first appeals, for several pairs at once (Law 92: a member appeals for one pair, 409 one-pair):
      // with the table held as above, every one of them read "no appeal of this account yet" before any was
      // stored, and each pair's appeal was stored; an account's appeals now go one after another.
      const racer = new Http(server.url);
      await racer.ok('POST', '/api/auth/register', { email: 'r9@x.no', password: 'member-pw9', name: 'Rut' });
      await td.ok('POST', `/api/clubs/${club.id}/members`, { email: 'r9@x.no', role: 'player' });
      let hold: pg.Client | null = null;
      if (backend === 'postgres') {
        hold = new pg.Client({ connectionString: server.database.url });
        await hold.connect();
        await hold.query('BEGIN');
        await hold.query('LOCK TABLE appeals IN EXCLUSIVE MODE');
      }
      const pairs = [2, 3, 4, 5, 6];
      const raced = Promise.all(
        pairs.map((pair) => racer.post(`/api/sessions/${s.id}/appeals`, { pair, board: 3, reason: 'misinformation' })),
      );
      if (hold) {
        const waiting = async () =>
          Number(
            (
              await hold!
                .query('SELECT pg_stat_clear_snapshot()')
                .then(() =>
                  hold!.query(
                    "SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'insert into%appeals%'",
                  ),
                )
            ).rows[0].n,
          );
        for (let i = 0; i < 400 && (await waiting()) < 1; i++) await new Promise((r) => setTimeout(r, 10));
        // Time for the others to reach the table too (they did before: all read, then waited to write).
        await new Promise((r) => setTimeout(r, 300));
        await hold.query('COMMIT');
        await hold.end();
      }
      const rr = await raced;
      expect(rr.filter((r) => r.status === 200)).toHaveLength(1);
      expect(rr.filter((r) => r.status !== 200).map((r) => [r.status, r.body.error.code])).toEqual(
        Array(pairs.length - 1).fill([409, 'one-pair']),
      );
    } finally {
      await cleanup();
    }
  }, 120_000);
});
