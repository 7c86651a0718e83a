/**
 * Session 9 security sweep, online double-dummy analysis over real WebSockets: two tables asking for their
 * ended boards' analysis at the same moment each get their own deal's table (before, the work pool's
 * workers took one caller at a time while two were sent together: the first request was never answered and
 * the deal stayed stuck for everyone, or its table went to the other deal); and one connection has one
 * analysis being answered at a time (a second at once is refused), and one client address four at once, so
 * a few connections cannot hold the pool's whole line. Session 11: the whole server answers at most
 * `analysesAtOnce` at once, all addresses together; past it a request is refused as `analysis-busy`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printDeal } from '@stikk/core';
import { DDSolver } from '@stikk/dds';
import type { ServerMessage } from '../src/api/types.js';
import { Http, WsClient } from './support/http.js';
import { OnlineTable, SEAT_LIST } from './support/online.js';
import { testServer } from './support/servers.js';

const answer = (c: WsClient, from: number, n = 1): Promise<ServerMessage[]> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer: ${JSON.stringify(c.messages.slice(from))}`)), 90_000);
    const poll = setInterval(() => {
      const got = c.messages.slice(from).filter((m) => m.type === 'analysis' || m.type === 'reject');
      if (got.length >= n) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(got);
      }
    }, 20);
  });

describe('online analysis: the work pool answers each table its own deal', () => {
  // One server for both (its work pool's thread starts once).
  let server: Awaited<ReturnType<typeof testServer>>['server'];
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ server, cleanup } = await testServer('sqlite', null, 'sec11_analysis'));
  });
  afterAll(() => cleanup());

  it('two tables at once both answered with their own deals; one request at a time per connection', async () => {
    const tables: OnlineTable[] = [];
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'an11@x.no', password: 'owner-pass-11', name: 'Anna' });
      const seeds = ['sec11-analysis-a', 'sec11-analysis-b'];
      for (const seed of seeds) {
        const created = await owner.ok('POST', '/api/online/tables', { boards: [1, 2], seed });
        const t = new OnlineTable(server.url, created.id, created.tokens);
        tables.push(t);
        await t.join();
        // Board 1 passed out, then the table moves on: board 1 is over there.
        await t.actAll([
          ['N', { call: 'P' }],
          ['E', { call: 'P' }],
          ['S', { call: 'P' }],
          ['W', { call: 'P' }],
          ['N', { next: true }],
        ]);
        expect(t.views.N.boardNumber).toBe(2);
      }
      // Every table asks at the same moment.
      const from = tables.map((t) => t.clients.E.messages.length);
      for (const t of tables) t.clients.E.send({ type: 'analysis', tableId: t.tableId, board: 1 });
      const got = await Promise.all(tables.map((t, i) => answer(t.clients.E, from[i]!)));
      const solver = new DDSolver();
      seeds.forEach((seed, i) => {
        const a = got[i]![0]!;
        if (a.type !== 'analysis') throw new Error(JSON.stringify(a));
        const dd = solver.ddTable(printDeal(server.ctx.dealSeeded(seed, 1), 'N'));
        if (!dd.ok) throw new Error(dd.error.message);
        expect(a).toMatchObject({ tableId: tables[i]!.tableId, board: 1, dd: dd.value });
      });
      // One connection, two requests at once: the second is refused while the first is answered.
      const w = tables[0]!.clients.W;
      const at = w.messages.length;
      w.send({ type: 'analysis', tableId: tables[0]!.tableId, board: 1 });
      w.send({ type: 'analysis', tableId: tables[0]!.tableId, board: 1 });
      const two = await answer(w, at, 2);
      expect(two.map((m) => m.type).sort()).toEqual(['analysis', 'reject']);
      expect(two.find((m) => m.type === 'reject')).toMatchObject({ code: 'analysis-not-available' });
      // Asked again once answered: answered.
      const again = w.messages.length;
      w.send({ type: 'analysis', tableId: tables[0]!.tableId, board: 1 });
      expect((await answer(w, again))[0]).toMatchObject({ type: 'analysis', board: 1 });
    } finally {
      for (const t of tables) t.close();
    }
  }, 180_000);

  it('one address has at most four analyses answered at once', async () => {
    let t: OnlineTable | undefined;
    let kibitzer: WsClient | undefined;
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'an11b@x.no', password: 'owner-pass-11', name: 'Ari' });
      const created = await owner.ok('POST', '/api/online/tables', { boards: [1, 2, 3, 4, 5, 6], seed: 'sec11-five' });
      t = new OnlineTable(server.url, created.id, created.tokens);
      await t.join();
      // Boards 1 to 5 passed out, one after another: each is over at the table.
      for (let b = 1; b <= 5; b++) {
        const from = SEAT_LIST.indexOf(t.views.N.dealer as (typeof SEAT_LIST)[number]);
        await t.actAll([
          ...[0, 1, 2, 3].map((i) => [SEAT_LIST[(from + i) % 4]!, { call: 'P' }] as const),
          ['N', { next: true }],
        ]);
      }
      expect(t.views.N.boardNumber).toBe(6);
      kibitzer = await new WsClient(server.url).open();
      kibitzer.send({ type: 'join', tableId: created.id });
      await kibitzer.waitFor((m) => m.type === 'joined');
      // Five connections from this address, each asking for another board at once.
      const askers = [...SEAT_LIST.map((x) => t!.clients[x]), kibitzer];
      const from = askers.map((c) => c.messages.length);
      askers.forEach((c, i) => c.send({ type: 'analysis', tableId: created.id, board: i + 1 }));
      const got = (await Promise.all(askers.map((c, i) => answer(c, from[i]!)))).map((x) => x[0]!);
      expect(got.filter((m) => m.type === 'analysis')).toHaveLength(4);
      expect(got.filter((m) => m.type === 'reject')).toEqual([
        expect.objectContaining({ code: 'analysis-not-available' }),
      ]);
      // Once answered, the one refused asks again and is answered.
      const i = got.findIndex((m) => m.type === 'reject');
      const again = askers[i]!.messages.length;
      askers[i]!.send({ type: 'analysis', tableId: created.id, board: i + 1 });
      expect((await answer(askers[i]!, again))[0]).toMatchObject({ type: 'analysis', board: i + 1 });
    } finally {
      t?.close();
      kibitzer?.close();
    }
  }, 180_000);
});

describe('online analysis: a budget for the whole server', () => {
  it('past the analyses the server answers at once, from any addresses, a request is refused as busy', async () => {
    // Two at once for the whole server (default 16), so four seats of one address (which may have four) are enough.
    const { server, cleanup } = await testServer('sqlite', null, 'sec12_analysis_budget', { analysesAtOnce: 2 });
    let t: OnlineTable | undefined;
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'an12@x.no', password: 'owner-pass-12', name: 'Ada' });
      const created = await owner.ok('POST', '/api/online/tables', { boards: [1, 2, 3, 4, 5], seed: 'sec12-budget' });
      t = new OnlineTable(server.url, created.id, created.tokens);
      await t.join();
      for (let b = 1; b <= 4; b++) {
        const from = SEAT_LIST.indexOf(t.views.N.dealer as (typeof SEAT_LIST)[number]);
        await t.actAll([
          ...[0, 1, 2, 3].map((i) => [SEAT_LIST[(from + i) % 4]!, { call: 'P' }] as const),
          ['N', { next: true }],
        ]);
      }
      const askers = SEAT_LIST.map((x) => t!.clients[x]);
      const from = askers.map((c) => c.messages.length);
      askers.forEach((c, i) => c.send({ type: 'analysis', tableId: created.id, board: i + 1 }));
      const got = (await Promise.all(askers.map((c, i) => answer(c, from[i]!)))).map((x) => x[0]!);
      expect(got.filter((m) => m.type === 'analysis')).toHaveLength(2);
      expect(got.filter((m) => m.type === 'reject')).toEqual([
        expect.objectContaining({ code: 'analysis-busy' }),
        expect.objectContaining({ code: 'analysis-busy' }),
      ]);
      // The busy ones ask again once the others are answered: answered.
      for (const i of got.flatMap((m, k) => (m.type === 'reject' ? [k] : []))) {
        const again = askers[i]!.messages.length;
        askers[i]!.send({ type: 'analysis', tableId: created.id, board: i + 1 });
        expect((await answer(askers[i]!, again))[0]).toMatchObject({ type: 'analysis', board: i + 1 });
      }
    } finally {
      t?.close();
      await cleanup();
    }
  }, 180_000);
});
