/**
 * Session 8 security sweep, online tables over real WebSockets and HTTP: the director's ruling on a
 * disputed claim searches the claim's every normal line (Law 70), a second or more on a big ending.
 * Before the fix the search ran on the server's own thread, so while one table's director ruled
 * every other table and request waited; now the work pool's thread searches and the table's fold
 * takes the answer from its cache (online/claim-searches.ts). And a WebSocket message nested deep
 * (60 KB of brackets) cost JSON.parse ~13 ms, so one anonymous connection's 100 messages a second
 * held the server's thread; such a message is now refused after one linear pass (`too-deep`).
 */
import { describe, expect, it } from 'vitest';
import { printCard, seededDeal } from '@stikk/core';
import type { ServerMessage } from '../src/api/types.js';
import { Http, WsClient } from './support/http.js';
import { OnlineTable, tableWithPublicDeals } from './support/online.js';
import { testServer } from './support/servers.js';

const versionOf = (m: ServerMessage): number => (m as { version: number }).version;
const SEED = 'sec-s6-rulings'; // its first-trick claim is too big to search (security-s6-online)

describe('online tables: a claim search does not hold the server', () => {
  it("the director's ruling searches in the work pool; the server answers others meanwhile", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec7_claimsearch');
    let table: OnlineTable | undefined;
    let director: WsClient | undefined;
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'td7@x.no', password: 'owner-pass-7', name: 'Olga' });
      // Board 1 the public seededDeal(SEED, 1): a claim too big to search (a seed over HTTP deals keyed otherwise).
      const created = await tableWithPublicDeals(server, owner, SEED);
      table = new OnlineTable(server.url, created.id, created.tokens);
      await table.join();
      const bids = ['1NT', 'P', 'P', 'P'].map((call, i) => [(['N', 'E', 'S', 'W'] as const)[i], { call }] as const);
      await table.actAll([...bids, ['E', { play: printCard(seededDeal(SEED, 1).E![0]) }]]);
      // North claims all thirteen at the first trick; East disputes: the ending is too big to search.
      let r = await table.act('N', { claim: 13, statement: 'all mine' });
      expect(r.type, JSON.stringify(r)).toBe('ack');
      await table.synced(versionOf(r));
      r = await table.act('E', { agree: false });
      expect(r.type, JSON.stringify(r)).toBe('ack');
      await table.synced(versionOf(r));

      director = await new WsClient(server.url, owner.cookie).open();
      director.send({ type: 'join', tableId: created.id, as: 'director' });
      const version = versionOf(
        ((await director.waitFor((m) => m.type === 'joined')) as { view: unknown }).view as never,
      );
      const order: string[] = [];
      const ruling = director
        .request({ type: 'act', tableId: created.id, id: 'rule', version, act: { director: { option: 'adjudicate' } } })
        .then((a) => {
          order.push('ruling');
          return a;
        });
      // While the search runs (a second or more), the server answers another request first.
      await new Promise((res) => setTimeout(res, 150));
      const health = await owner.get('/api/health');
      order.push('health');
      const a = await ruling;
      expect(health.status).toBe(200);
      expect(a.type, JSON.stringify(a)).toBe('ack');
      expect(order).toEqual(['health', 'ruling']);
      await table.synced(versionOf(a));
      // The same ruling as a search on the server's thread gives: too big, the director awards by hand.
      expect(table.views.N.pending).toMatchObject({ law: '70', kind: 'claim-disputed', needs: ['option'] });
      expect(table.views.N.pending?.options).toContain('award:13');
      // A refused act refolds the board: the searches come from the table's cache, the state is unchanged.
      const refused = await table.act('S', { play: 'SZ' });
      expect(refused.type).toBe('reject');
      expect(table.views.N.pending).toMatchObject({ law: '70', needs: ['option'] });
    } finally {
      director?.close();
      table?.close();
      await cleanup();
    }
  }, 120_000);
});

describe('WebSocket messages: nesting', () => {
  it('a deeply nested message is refused before it is parsed (too-deep); the connection answers on', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec8_wsdepth');
    const ws = await new WsClient(server.url).open();
    try {
      // 60 KB of brackets (within the 64 KB frame limit): JSON.parse took ~15 ms over each.
      const deep = `{"type":"ping","x":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
      ws.sendText(deep);
      const e = (await ws.waitFor((m) => m.type === 'error')) as { code: string; message: string };
      expect(e.code).toBe('too-deep');
      // A burst (within the connection's flood allowance): each refused, the connection still answers.
      const from = ws.messages.length;
      for (let i = 0; i < 150; i++) ws.sendText(deep);
      ws.send({ type: 'ping' });
      await ws.waitFor((m) => m.type === 'pong', 30_000, from);
      expect(ws.messages.slice(from).filter((m) => m.type === 'error' && m.code === 'too-deep')).toHaveLength(150);
      // An ordinary message is answered as before.
      ws.send({ type: 'ping' });
      await ws.waitFor((m) => m.type === 'pong', undefined, ws.messages.length);
    } finally {
      ws.close();
      await cleanup();
    }
  }, 60_000);
});

describe("online tables: a stranger's requests load no table", () => {
  it('claiming a seat, the seat codes and a substitute are refused from the rows, the table left unloaded', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec8_claimload');
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'o8@x.no', password: 'owner-pass-8', name: 'Olga' });
      const t = await owner.ok('POST', '/api/online/tables', { boards: [1], kibitzers: false });
      const stranger = new Http(server.url);
      await stranger.ok('POST', '/api/auth/register', { email: 's8@x.no', password: 'stranger-8', name: 'Sam' });
      const rooms = server.ctx.rooms;
      expect(rooms.loaded(t.id)).toBe(false);
      const noToken = await stranger.post(`/api/online/tables/${t.id}/claim`, { seat: 'N' });
      expect([noToken.status, noToken.body.error.code]).toEqual([403, 'seat-invite-required']);
      const wrong = await stranger.post(`/api/online/tables/${t.id}/claim`, { seat: 'N', token: 'x'.repeat(43) });
      expect([wrong.status, wrong.body.error.code]).toEqual([403, 'bad-seat-token']);
      const codes = await stranger.get(`/api/online/tables/${t.id}/invites`);
      expect([codes.status, codes.body.error.code]).toEqual([403, 'not-director']);
      const sub = await stranger.post(`/api/online/tables/${t.id}/seats/N/substitute`, {});
      expect([sub.status, sub.body.error.code]).toEqual([403, 'not-director']);
      expect(rooms.loaded(t.id)).toBe(false);
      // A table that does not exist: 404 as before.
      expect((await stranger.post('/api/online/tables/999999/claim', { seat: 'N' })).status).toBe(404);
      expect((await stranger.get('/api/online/tables/999999/invites')).status).toBe(404);
      // The director is served as before, and a seat is claimed with its link.
      expect((await owner.get(`/api/online/tables/${t.id}/invites`)).status).toBe(200);
      const ok = await stranger.post(`/api/online/tables/${t.id}/claim`, { seat: 'N', token: t.tokens.N });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    } finally {
      await cleanup();
    }
  });
});
