/**
 * Security follow-up to session 6, over real WebSockets: an anonymous kibitzer's `join` loaded any
 * table into memory (deals, log, calls) until the idle sweep, even one that refuses kibitzers, so
 * one client could pull every table of the server into memory. Now a table that refuses kibitzers
 * (or does not exist) is refused from its row without loading it, and tables loaded for watching
 * are limited per client address a minute (`kibitzLoadsPerMinute`); tables already in memory are
 * watched freely.
 */
import { describe, expect, it } from 'vitest';
import { Http, WsClient } from './support/http.js';
import { testServer } from './support/servers.js';

/** A new account's client, logged in. */
async function registered(url: string, email: string): Promise<Http> {
  const h = new Http(url);
  await h.ok('POST', '/api/auth/register', { email, password: 'watch-pass-7', name: 'Kari' });
  return h;
}

describe('kibitzers: what a join may load', () => {
  it('refuses without loading, and bounds the tables loaded for watching per address', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec7_kibitz', { kibitzLoadsPerMinute: 3 });
    const k = await new WsClient(server.url).open();
    try {
      const owner = await registered(server.url, 'k7@x.no');
      const closed = await owner.ok('POST', '/api/online/tables', { boards: [1], kibitzers: false });
      const open: number[] = [];
      for (let i = 0; i < 5; i++) open.push((await owner.ok('POST', '/api/online/tables', { boards: [1] })).id);
      const rooms = server.ctx.rooms;
      const join = async (tableId: number) => {
        const from = k.messages.length;
        k.send({ type: 'join', tableId });
        return k.waitFor((m) => m.type === 'joined' || m.type === 'error', 10_000, from);
      };

      // A table without kibitzers, and one that does not exist: refused, nothing loaded.
      expect(await join(closed.id)).toMatchObject({ type: 'error', code: 'no-kibitzers' });
      expect(rooms.loaded(closed.id)).toBe(false);
      expect(await join(999_999)).toMatchObject({ type: 'error', code: 'unknown-table' });
      expect(rooms.loaded(999_999)).toBe(false);
      // Three tables loaded for watching from this address; the fourth is refused, and not loaded.
      for (const id of open.slice(0, 3)) expect(await join(id)).toMatchObject({ type: 'joined' });
      const fourth = await join(open[3]);
      expect(fourth).toMatchObject({ type: 'error', code: 'rate-limited', field: 'tableId' });
      expect(rooms.loaded(open[3])).toBe(false);
      // A table already in memory is still watched (here from a second connection, same address).
      const k2 = await new WsClient(server.url).open();
      k2.send({ type: 'join', tableId: open[0] });
      expect(await k2.waitFor((m) => m.type === 'joined' || m.type === 'error')).toMatchObject({ type: 'joined' });
      k2.close();
      // The seats still join with their tokens: the limit is on anonymous watching only.
      const t = await owner.ok('POST', '/api/online/tables', { boards: [1] });
      const seat = await new WsClient(server.url).open();
      seat.send({ type: 'join', tableId: t.id, token: t.tokens.N });
      expect(await seat.waitFor((m) => m.type === 'joined' || m.type === 'error')).toMatchObject({ type: 'joined' });
      seat.close();
    } finally {
      k.close();
      await cleanup();
    }
  });

  it("a stranger asking for a table's director view or logs does not load the table", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec7_director_load');
    let c: WsClient | undefined;
    try {
      const owner = await registered(server.url, 'o7@x.no');
      const t = await owner.ok('POST', '/api/online/tables', { boards: [1], kibitzers: false });
      const stranger = await registered(server.url, 's7@x.no');
      for (const path of [`/log`, `/boards/1/log`, `/calls`]) {
        const r = await stranger.get(`/api/online/tables/${t.id}${path}`);
        expect([r.status, r.body.error.code], path).toEqual([403, 'not-director']);
      }
      c = await new WsClient(server.url, stranger.cookie).open();
      c.send({ type: 'join', tableId: t.id, as: 'director' });
      expect(await c.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'not-director' });
      expect(server.ctx.rooms.loaded(t.id)).toBe(false);
      // Its director is served as before.
      expect((await owner.get(`/api/online/tables/${t.id}/log`)).status).toBe(200);
      expect(server.ctx.rooms.loaded(t.id)).toBe(true);
    } finally {
      c?.close();
      await cleanup();
    }
  });
});
