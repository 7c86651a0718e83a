/**
 * Security follow-up (session 9), over real HTTP: the work pool held at most 4 jobs, all kinds
 * together, so any logged-in account could keep it full with ruling-assistant requests and the
 * director's session creation was refused as busy. Now the assistant has a lane of its own: one
 * job per account at a time and a rate per account (429 `too-many-assist-requests`), at most two
 * together, none counted against the directors' and tables' work.
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';
import { smallSession } from './support/events.js';

const log = {
  format: 'stikk-table-log/1',
  board: 1,
  events: [
    { seat: 'N', call: '1C' },
    { seat: 'E', call: 'P' },
  ],
};

describe('work pool: fair shares', () => {
  it('assistant floods from two accounts are refused per account and leave session creation working', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec9_share');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td9@x.no', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Stavanger BK' });
      const series = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Vinter',
        settings: { kind: 'pairs' },
        entrants: ['A', 'B', 'C', 'D'].map((name) => ({ name })),
      });
      const attackers = [new Http(server.url), new Http(server.url)];
      for (const [i, a] of attackers.entries())
        await a.ok('POST', '/api/auth/register', { email: `flood${i}@x.no`, password: 'flood-pass', name: `F${i}` });
      // The pool's worker is not started yet (it takes a good while to start): the first jobs wait.
      expect(server.ctx.work.threadId).toBeNull();
      let settled = 0;
      const flood = attackers.flatMap((a) =>
        Array.from({ length: 8 }, () =>
          a.post('/api/rulings/assist', { log }).then((r) => {
            settled++;
            return r;
          }),
        ),
      );
      // Wait for the refusals (at most 4 of the 16 could be queued before, at most 2 now).
      for (let i = 0; settled < 12 && i < 2000; i++) await new Promise((r) => setTimeout(r, 5));
      const session = await td.post(`/api/events/${series.id}/sessions`, smallSession('Kveld 1'));
      expect(session.status, JSON.stringify(session.body)).toBeLessThan(300);
      const rs = await Promise.all(flood);
      const ok = rs.filter((r) => r.status === 200);
      expect(ok).toHaveLength(2);
      const refused = rs.filter((r) => r.status !== 200);
      for (const r of refused) expect([r.status, r.body.error.code]).toEqual([429, 'too-many-assist-requests']);
      // Once answered, the account may ask again.
      const again = await attackers[0].post('/api/rulings/assist', { log });
      expect(again.status).toBe(200);
    } finally {
      await cleanup();
    }
  }, 120_000);

  it('one account makes at most assistPerMinute requests a minute', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec9_rate');
    try {
      server.ctx.work.assistPerMinute = 3;
      const a = new Http(server.url);
      await a.ok('POST', '/api/auth/register', { email: 'rate9@x.no', password: 'rate-pass-9', name: 'Rita' });
      for (let i = 0; i < 3; i++) expect((await a.post('/api/rulings/assist', { log })).status).toBe(200);
      const over = await a.post('/api/rulings/assist', { log });
      expect([over.status, over.body.error.code]).toEqual([429, 'too-many-assist-requests']);
      expect(over.body.error.message).toMatch(/at most 3 a minute/);
      // Another account is not affected.
      const b = new Http(server.url);
      await b.ok('POST', '/api/auth/register', { email: 'rate9b@x.no', password: 'rate-pass-9', name: 'Rolf' });
      expect((await b.post('/api/rulings/assist', { log })).status).toBe(200);
    } finally {
      await cleanup();
    }
  }, 120_000);
});
