/**
 * The online act pipeline under load, over real WebSockets: acts of many tables arriving together
 * are stored in one group commit and each is acknowledged only once stored, every table in order;
 * past capacity (the event loop running behind, or acts piling up for the database) an act is
 * refused at once with `server-busy`, nothing stored, and the same act goes through on retry.
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { OnlineTable } from './support/online.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';
import { stageTimes } from '../src/online/stages.js';

const pgCluster = usePostgres();
const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* the event loop is blocked */
  }
};

describe.each(['sqlite', 'postgres'] as Backend[])('online load on %s', (backend) => {
  it('acts of many tables share commits; each ack follows its commit; overload is refused with server-busy', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'load');
    const tables: OnlineTable[] = [];
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'owner@x.no', password: 'owner-pass', name: 'Olav' });
      for (let i = 0; i < 8; i++) {
        const c = await owner.ok('POST', '/api/online/tables', { boards: [1], seed: `load-${i}` });
        const tb = new OnlineTable(server.url, c.id, c.tokens);
        await tb.join();
        tables.push(tb);
      }
      // Every table's dealer (North, board 1) opens at once: one turn of the event loop reads
      // them all, one transaction stores them.
      const batches0 = stageTimes.batches;
      const acks = await Promise.all(tables.map((tb) => tb.act('N', { call: '1NT' })));
      for (const a of acks) expect(a).toMatchObject({ type: 'ack', version: 1 });
      for (const tb of tables) {
        const log = await owner.ok('GET', `/api/online/tables/${tb.tableId}/log`);
        expect(log.events).toEqual([expect.objectContaining({ v: 1, seat: 'N', call: '1NT' })]);
      }
      expect(stageTimes.batches - batches0).toBeLessThan(tables.length);

      // The database is behind (as if many acts waited for a commit): refused, nothing stored.
      const rooms = server.ctx.rooms;
      const tb = tables[0];
      await tb.synced(1);
      rooms.busyBacklog = -1;
      const busy = await tb.act('E', { call: 'P' });
      expect(busy).toMatchObject({ type: 'reject', code: 'server-busy', version: 1 });
      expect((busy as { message: string }).message).toMatch(/busy.*retry/);
      rooms.busyBacklog = 20_000;
      // …or the oldest act not yet stored has waited too long for its commit.
      rooms.busyCommitWaitMs = -1;
      expect(await tb.act('E', { call: 'P' })).toMatchObject({
        type: 'reject',
        code: 'server-busy',
        version: 1,
        message: expect.stringMatching(/database.*retry/),
      });
      rooms.busyCommitWaitMs = 500;
      let log = await owner.ok('GET', `/api/online/tables/${tb.tableId}/log`);
      expect(log.version).toBe(1);
      // The same act, retried, goes through.
      expect(await tb.act('E', { call: 'P' })).toMatchObject({ type: 'ack', version: 2 });
      await tb.synced(2);

      // The event loop runs behind two ticks in a row (work arrives faster than it is done): the
      // act that arrives then is refused at once rather than queued.
      rooms.busyLagMs = 100;
      spin(300);
      await new Promise((r) => setTimeout(r, 0));
      const pending = tb.act('S', { call: 'P' });
      spin(300);
      expect(await pending).toMatchObject({ type: 'reject', code: 'server-busy', version: 2 });
      // Once the loop keeps up again, the retry is stored.
      await new Promise((r) => setTimeout(r, 100));
      expect(await tb.act('S', { call: 'P' })).toMatchObject({ type: 'ack', version: 3 });
      log = await owner.ok('GET', `/api/online/tables/${tb.tableId}/log`);
      expect(log.events.map((e: { v: number; call: string }) => [e.v, e.call])).toEqual([
        [1, '1NT'],
        [2, 'P'],
        [3, 'P'],
      ]);
    } finally {
      for (const tb of tables) tb.close();
      await cleanup();
    }
  }, 60_000);
});
