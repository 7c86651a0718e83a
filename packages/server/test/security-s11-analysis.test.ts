/**
 * Session 9 security sweep, online double-dummy analysis over real WebSockets: two tables asking for their
 * ended boards' analysis at the same moment each get their own deal's table (before, the work pool's
 * workers took one caller at a time while two were sent together: the first request was never answered and
 * the deal stayed stuck for everyone, or its table went to the other deal); and one connection has one
 * analysis being answered at a time (a second at once is refused), so it cannot queue the pool's work.
 */
import { describe, expect, it } from 'vitest';
import { printDeal, seededDeal } from '@stikk/core';
import { DDSolver } from '@stikk/dds';
import type { ServerMessage } from '../src/api/types.js';
import { Http, type WsClient } from './support/http.js';
import { OnlineTable } from './support/online.js';
import { testServer } from './support/servers.js';

const answer = (c: WsClient, from: number, n = 1): Promise<ServerMessage[]> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer: ${JSON.stringify(c.messages.slice(from))}`)), 20_000);
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
  it('two tables at once both answered with their own deals; one request at a time per connection', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec11_analysis');
    const tables: OnlineTable[] = [];
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'an11@x.no', password: 'owner-pass-11', name: 'Anna' });
      const seeds = ['sec11-analysis-a', 'sec11-analysis-b', 'sec11-analysis-c'];
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
        const dd = solver.ddTable(printDeal(seededDeal(seed, 1), 'N'));
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
      await cleanup();
    }
  }, 60_000);
});
