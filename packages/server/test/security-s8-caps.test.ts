/**
 * Session 8 security sweep: the caps on new accounts, online tables and clubs were per account (or
 * per exact address), so one address could sign up many accounts and open tables and clubs on each.
 * Now each is also capped per client address (IPv6 per /64), all accounts together: 429 with a
 * stable code per kind. The requests come from different loopback addresses (127.0.0.x) over
 * real HTTP.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';
import { resolveConfig } from '../src/config.js';

/** A client whose requests leave from `from` (a loopback address), keeping its session cookie. */
function client(base: string, from: string) {
  let cookie = '';
  const send = (method: string, path: string, body?: unknown) =>
    new Promise<{ status: number; body: { error?: { code: string }; id?: number } }>((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        new URL(path, base),
        {
          method,
          localAddress: from,
          headers: {
            ...(data ? { 'content-type': 'application/json' } : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          const set = res.headers['set-cookie'];
          if (set?.length) cookie = set[0].split(';')[0];
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  return { send };
}

const account = (i: string) => ({ email: `cap${i}@x.no`, password: 'cap-pass-8', name: `Cap ${i}` });

describe('creation caps per client address', () => {
  it('accounts, online tables and clubs: many accounts from one address share its cap; another address does not', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec8_caps', {
      registerPerHour: 3,
      onlineTablesPerHourPerAddress: 3,
      clubsPerHourPerAddress: 2,
    });
    try {
      const [a, b, c, over] = ['a', 'b', 'c', 'd'].map(() => client(server.url, '127.0.0.2'));
      const elsewhere = client(server.url, '127.0.0.3');
      // Accounts: three from 127.0.0.2, then 429; another address signs up.
      for (const [k, x] of [a, b, c].entries())
        expect((await x.send('POST', '/api/auth/register', account(`${k}`))).status).toBe(200);
      const fourth = await over.send('POST', '/api/auth/register', account('3'));
      expect([fourth.status, fourth.body.error?.code]).toEqual([429, 'too-many-accounts-from-address']);
      expect((await elsewhere.send('POST', '/api/auth/register', account('e'))).status).toBe(200);

      // Online tables: within each account's own cap (30 an hour), but three from the address in all.
      const table = (x: typeof a) => x.send('POST', '/api/online/tables', { boards: [1] });
      expect((await table(a)).status).toBe(200);
      expect((await table(a)).status).toBe(200);
      expect((await table(b)).status).toBe(200);
      const t4 = await table(c);
      expect([t4.status, t4.body.error?.code]).toEqual([429, 'too-many-tables-from-address']);
      expect((await table(elsewhere)).status).toBe(200);

      // Clubs: a refused name does not count; two from the address, then 429 for any account there.
      expect((await a.send('POST', '/api/clubs', { name: '' })).status).toBe(400);
      expect((await a.send('POST', '/api/clubs', { name: 'Cap BK 1' })).status).toBe(200);
      expect((await b.send('POST', '/api/clubs', { name: 'Cap BK 2' })).status).toBe(200);
      const c3 = await c.send('POST', '/api/clubs', { name: 'Cap BK 3' });
      expect([c3.status, c3.body.error?.code]).toEqual([429, 'too-many-clubs-from-address']);
      expect((await elsewhere.send('POST', '/api/clubs', { name: 'Elsewhere BK' })).status).toBe(200);
    } finally {
      await cleanup();
    }
  });
});

describe('per-address caps in the configuration', () => {
  it('defaults, environment and bad values named', () => {
    const d = resolveConfig({}, {});
    expect([d.registerPerHour, d.onlineTablesPerHourPerAddress, d.clubsPerHourPerAddress]).toEqual([20, 60, 10]);
    const env = resolveConfig(
      {},
      {
        STIKK_ONLINE_TABLES_PER_HOUR_PER_ADDRESS: '500',
        STIKK_CLUBS_PER_HOUR_PER_ADDRESS: '3',
        STIKK_REGISTER_PER_HOUR: '7',
      },
    );
    expect([env.registerPerHour, env.onlineTablesPerHourPerAddress, env.clubsPerHourPerAddress]).toEqual([7, 500, 3]);
    expect(() => resolveConfig({}, { STIKK_CLUBS_PER_HOUR_PER_ADDRESS: 'many' })).toThrow(/clubsPerHourPerAddress/);
    expect(() => resolveConfig({}, { STIKK_REGISTER_PER_HOUR: '-1' })).toThrow(/registerPerHour/);
    expect(resolveConfig({}, { STIKK_REGISTER_PER_HOUR: '0' }).registerPerHour).toBe(0); // sign-up closed
  });
});

describe('appeals (Law 92): one per pair and board', () => {
  it('a member appeals a board once; more of the same are refused (409 appeal-exists), writing nothing', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec8_appeals');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td8@x.no', password: 'director-pw8', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Appeal BK' });
      const member = new Http(server.url);
      await member.ok('POST', '/api/auth/register', { email: 'm8@x.no', password: 'member-pw8', name: 'Mia' });
      await td.ok('POST', `/api/clubs/${club.id}/members`, { email: 'm8@x.no', role: 'player' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Tue',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1, rounds: 1 },
        boards: { source: 'seeded', seed: 'tue' },
      });
      const appeal = (pair: number, board: number) =>
        member.post(`/api/sessions/${s.id}/appeals`, { pair, board, reason: 'misinformation' });
      expect((await appeal(1, 1)).status).toBe(200);
      for (let i = 0; i < 5; i++) {
        const again = await appeal(1, 1);
        expect([again.status, again.body.error.code, again.body.error.field]).toEqual([409, 'appeal-exists', 'board']);
      }
      // Another board, or another pair (one account appeals for one pair: here the director for it), as before.
      const forPair2 = { pair: 2, board: 1, reason: 'misinformation' };
      expect((await td.post(`/api/sessions/${s.id}/appeals`, forPair2)).status).toBe(200);
      expect((await appeal(1, 2)).status).toBe(200);
      expect(await td.ok('GET', `/api/sessions/${s.id}/appeals`)).toHaveLength(3);
    } finally {
      await cleanup();
    }
  });
});

describe('director calls from a table terminal', () => {
  it('at most three wait at once per table (409 too-many-open-calls); a resolved one makes room', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec8_calls');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'tdc@x.no', password: 'director-pwc', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Call BK' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Wed',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1, rounds: 1 },
        boards: { source: 'seeded', seed: 'wed' },
      });
      const term = new Http(server.url);
      term.bearer = (await term.ok('POST', '/api/terminal/join', { code: s.tables[0].code })).token;
      const other = new Http(server.url);
      other.bearer = (await other.ok('POST', '/api/terminal/join', { code: s.tables[1].code })).token;
      const calls = [];
      for (let i = 0; i < 3; i++) calls.push(await term.ok('POST', '/api/terminal/director', { reason: `call ${i}` }));
      for (let i = 0; i < 5; i++) {
        const more = await term.post('/api/terminal/director', { reason: 'again' });
        expect([more.status, more.body.error.code]).toEqual([409, 'too-many-open-calls']);
      }
      expect(await td.ok('GET', `/api/sessions/${s.id}/calls`)).toHaveLength(3);
      // Another table calls as before; once the director resolves a call, this table may call again.
      expect((await other.post('/api/terminal/director', { reason: 'revoke' })).status).toBe(200);
      await td.ok('POST', `/api/calls/${calls[0].id}/resolve`, { resolution: 'done' });
      expect((await term.post('/api/terminal/director', { reason: 'next' })).status).toBe(200);
    } finally {
      await cleanup();
    }
  });
});
