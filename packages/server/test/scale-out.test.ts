/**
 * Two server nodes on one PostgreSQL database: players of one table connected to different nodes
 * see each other's acts (the database announces every append; each node catches up), and two
 * nodes can never both store the same version; a table closed on one node takes no seat on the other.
 */
import type { KyselyPlugin } from 'kysely';
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

      // Session 16: the creator closes the table on node A while a player joins it on node B, the join having
      // found its seat just before (B's seat look-up closes the table and waits until B has sent E away).
      const closedOnB = e.waitFor((m) => m.type === 'error' && m.code === 'table-closed', 10_000, 0);
      const seatOf = b.ctx.rooms.seatOf.bind(b.ctx.rooms);
      b.ctx.rooms.seatOf = async (id, token) => {
        const found = await seatOf(id, token);
        b.ctx.rooms.seatOf = seatOf;
        expect(await owner.ok('POST', `/api/online/tables/${tbl.id}/close`, {})).toEqual({ closed: true });
        await closedOnB;
        return found;
      };
      const late = await new WsClient(b.url).open();
      extra.push(late);
      late.send({ type: 'join', tableId: tbl.id, token: tbl.tokens.S });
      // Before, the join went on and sat at the closed table (and could act there).
      expect(await late.waitFor((m) => m.type === 'joined' || m.type === 'error')).toMatchObject({
        type: 'error',
        code: 'table-closed',
      });
      // Every seat on node B went (W, and N's second connection), as on node A.
      for (const c of [w, n2, n, s]) await c.waitFor((m) => m.type === 'error' && m.code === 'table-closed', 10_000, 0);
      // On node B the seat codes hold nothing any more, and a claim there is refused.
      const again = await new WsClient(b.url).open();
      extra.push(again);
      again.send({ type: 'join', tableId: tbl.id, token: tbl.tokens.E });
      expect(await again.waitFor((m) => m.type === 'joined' || m.type === 'error')).toMatchObject({
        code: 'bad-seat-token',
      });
      const player = new Http(b.url);
      await player.ok('POST', '/api/auth/register', { email: 'p@x.no', password: 'player-pass', name: 'P' });
      const claim = await player.post(`/api/online/tables/${tbl.id}/claim`, { seat: 'E', token: tbl.tokens.E });
      expect([claim.status, claim.body.error?.code]).toEqual([409, 'table-closed']);

      // A claim on node A that read the table open, overtaken by the close on node B before it writes the seat: the
      // read (hooked after the query that reads `closed_at`) closes the table first. Before, the claim answered 200
      // with a token (for a seat of a closed table) and recorded its sitter.
      const tbl2 = await owner.ok('POST', '/api/online/tables', { boards: [1], seed: 'scale-claim' });
      // First a join on node B with E's link that found its seat just before a claim on node A gave E a new token:
      // before, it sat down with the old token after all (one seat, two holders, the old one able to act).
      const eOld = await new WsClient(b.url).open();
      extra.push(eOld);
      eOld.send({ type: 'join', tableId: tbl2.id, token: tbl2.tokens.E });
      await eOld.waitFor((m) => m.type === 'joined');
      const replacedOnB = eOld.waitFor((m) => m.type === 'error' && m.code === 'seat-replaced');
      const playerOnA = new Http(a.url);
      playerOnA.cookie = player.cookie;
      b.ctx.rooms.seatOf = async (id, token) => {
        const found = await seatOf(id, token);
        b.ctx.rooms.seatOf = seatOf;
        await playerOnA.ok('POST', `/api/online/tables/${tbl2.id}/claim`, { seat: 'E', token: tbl2.tokens.E });
        await replacedOnB;
        return found;
      };
      const eLate = await new WsClient(b.url).open();
      extra.push(eLate);
      eLate.send({ type: 'join', tableId: tbl2.id, token: tbl2.tokens.E });
      expect(await eLate.waitFor((m) => m.type === 'joined' || m.type === 'error')).toMatchObject({
        type: 'error',
        code: 'bad-seat-token',
      });
      let closeNow: (() => Promise<void>) | null = null;
      const marked = new Set<unknown>();
      const hook: KyselyPlugin = {
        transformQuery(args) {
          if (closeNow && args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node).includes('closed_at'))
            marked.add(args.queryId);
          return args.node;
        },
        async transformResult(args) {
          const f = closeNow;
          if (marked.delete(args.queryId) && f) {
            closeNow = null;
            await f();
          }
          return args.result;
        },
      };
      const plain = a.ctx.rooms.db;
      Object.defineProperty(a.ctx.rooms, 'db', { value: plain.withPlugin(hook) });
      closeNow = async () => {
        expect(await b.ctx.rooms.closeTable(tbl2.id)).toBe(true);
      };
      try {
        const raced = await owner.post(`/api/online/tables/${tbl2.id}/claim`, { seat: 'N', token: tbl2.tokens.N });
        expect(closeNow).toBeNull();
        expect([raced.status, raced.body.error?.code]).toEqual([409, 'table-closed']);
      } finally {
        Object.defineProperty(a.ctx.rooms, 'db', { value: plain });
      }
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
