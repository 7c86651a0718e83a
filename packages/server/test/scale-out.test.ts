/**
 * Two server nodes on one PostgreSQL database: players of one table connected to different nodes
 * see each other's acts (the database announces every append; each node catches up), and two
 * nodes can never both store the same version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StikkServer } from '../src/index.js';
import { Http, WsClient } from './support/http.js';
import { pgSkipReason, startPostgres, tempDir, type PgCluster } from './support/servers.js';
import type { ServerMessage } from '../src/api/types.js';

let pgc: PgCluster | null = null;
const servers: StikkServer[] = [];
beforeAll(async () => {
  pgc = await startPostgres();
  if (!pgc) console.warn(`PostgreSQL scale-out test skipped: ${pgSkipReason()}`);
}, 300_000);
afterAll(async () => {
  for (const s of servers) await s.close();
  pgc?.stop();
});

describe('two nodes, one PostgreSQL database', () => {
  it('acts made on one node reach clients of the other; versions never fork', async (t) => {
    if (!pgc) return t.skip();
    const url = await pgc.createDb(`scale_${Date.now() % 1e8}`);
    const a = await startServer({ port: 0, dataDir: tempDir('stikk-a-'), databaseUrl: url });
    servers.push(a);
    const b = await startServer({ port: 0, dataDir: tempDir('stikk-b-'), databaseUrl: url });
    servers.push(b);
    const owner = new Http(a.url);
    await owner.ok('POST', '/api/auth/register', { email: 'o@x.no', password: 'owner-pass', name: 'O' });
    const tbl = await owner.ok('POST', '/api/online/tables', { boards: [1], seed: 'scale' });
    const join = async (base: string, seat: 'N' | 'E' | 'S' | 'W') => {
      const c = await new WsClient(base).open();
      c.send({ type: 'join', tableId: tbl.id, token: tbl.tokens[seat] });
      await c.waitFor((m) => m.type === 'joined');
      return c;
    };
    const extra: WsClient[] = [];
    const n = await join(a.url, 'N'),
      e = await join(b.url, 'E'),
      s = await join(a.url, 'S'),
      w = await join(b.url, 'W');
    try {
      const calls: ['N' | 'E' | 'S' | 'W', WsClient, string][] = [
        ['N', n, '1H'],
        ['E', e, '1S'],
        ['S', s, '2H'],
        ['W', w, 'P'],
      ];
      for (const [i, [, c, call]] of calls.entries()) {
        // Each client acts once it has seen the previous act, wherever that was made.
        if (i > 0) await c.waitFor((m) => m.type === 'update' && m.version === i, 10_000, 0);
        const r = await c.request({ type: 'act', tableId: tbl.id, id: `c${i}`, version: i, act: { call } });
        expect(r.type).toBe('ack');
      }
      for (const c of [n, e, s, w]) {
        const last = (await c.waitFor((m) => m.type === 'update' && m.version === 4, 10_000, 0)) as Extract<
          ServerMessage,
          { type: 'update' }
        >;
        expect(last.view.auction.map((x) => x.call)).toEqual(['1H', '1S', '2H', 'P']);
      }
      // N's seat is also open on node B; both nodes race to store version 5: exactly one wins,
      // the other is told it is stale.
      const n2 = await join(b.url, 'N');
      extra.push(n2);
      const outcomes = await Promise.all([
        n.request({ type: 'act', tableId: tbl.id, id: 'race-a', version: 4, act: { call: 'P' } }),
        n2.request({ type: 'act', tableId: tbl.id, id: 'race-b', version: 4, act: { call: '3H' } }),
      ]);
      expect(outcomes.filter((o) => o.type === 'ack')).toHaveLength(1);
      expect(outcomes.find((o) => o.type === 'reject')).toMatchObject({ code: 'stale-version' });
      const log = await owner.ok('GET', `/api/online/tables/${tbl.id}/log`);
      expect(log.events.map((x: { v: number }) => x.v)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      for (const c of [n, e, s, w, ...extra]) c.close();
    }
  });
  it("a node does not read back its own appends (their announcements are its pool's own)", async (t) => {
    if (!pgc) return t.skip();
    const url = await pgc.createDb(`scale_own_${Date.now() % 1e8}`);
    const a = await startServer({ port: 0, dataDir: tempDir('stikk-a-'), databaseUrl: url });
    servers.push(a);
    const b = await startServer({ port: 0, dataDir: tempDir('stikk-b-'), databaseUrl: url });
    servers.push(b);
    const owner = new Http(a.url);
    await owner.ok('POST', '/api/auth/register', { email: 'o@x.no', password: 'owner-pass', name: 'O' });
    const tbl = await owner.ok('POST', '/api/online/tables', { boards: [1], seed: 'own' });
    // Every table read of a catch-up, per node.
    const reads = { a: 0, b: 0 };
    for (const [k, s] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const catchUp = s.ctx.rooms.catchUp.bind(s.ctx.rooms);
      s.ctx.rooms.catchUp = (room) => {
        reads[k]++;
        return catchUp(room);
      };
    }
    const seats = ['N', 'E', 'S', 'W'] as const;
    const clients = await Promise.all(
      seats.map(async (seat) => {
        const c = await new WsClient(a.url).open();
        c.send({ type: 'join', tableId: tbl.id, token: tbl.tokens[seat] });
        await c.waitFor((m) => m.type === 'joined');
        return c;
      }),
    );
    // The table's director watches on node B: B holds the table too and catches up from the database.
    const watcher = await new WsClient(b.url, owner.cookie).open();
    try {
      watcher.send({ type: 'join', tableId: tbl.id, as: 'director' });
      await watcher.waitFor((m) => m.type === 'joined');
      // An auction of four calls, all made on node A.
      const calls = ['1N', 'P', 'P', 'P'];
      for (const [i, call] of calls.entries()) {
        const r = await clients[i].request({ type: 'act', tableId: tbl.id, id: `c${i}`, version: i, act: { call } });
        expect(r.type).toBe('ack');
      }
      await watcher.waitFor((m) => (m.type === 'update' || m.type === 'delta') && m.version === 4, 10_000, 0);
      // Node B learnt of the acts from the database; node A never read back what it had stored.
      expect(reads.b).toBeGreaterThan(0);
      expect(reads.a).toBe(0);
    } finally {
      for (const c of [...clients, watcher]) c.close();
    }
  });
});
