/**
 * Session 9 security sweep, over real WebSockets and HTTP: the director who started an online club session
 * and sits down at one of its tables (logged in, with a seat's code) was refused as director at that table
 * only; every other table of the session, where the boards they will play were being played, they could
 * still watch as director, all four hands. Now sitting at one table of a session ends directing all of them:
 * a director's view already open elsewhere in the session is closed, a new one refused, and the tables'
 * director routes refuse too (403 participant-not-director), and the director's overview lists none of them.
 */
import { describe, expect, it } from 'vitest';
import { Http, WsClient } from './support/http.js';
import { onlineHowell } from './support/online.js';
import { testServer } from './support/servers.js';

describe('online sessions: a director who plays directs none of its tables', () => {
  it("sitting at one table closes and refuses the director's view of the others", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec11_playing_director');
    const open: WsClient[] = [];
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'pd11@x.no', password: 'director-11', name: 'Per' });
      const { info } = await onlineHowell(td, { club: 'Spill BK', session: 'Torsdag', seed: 'sec11-playing' });
      const at = (table: number) =>
        info.tables.find((x: { round: number; table: number }) => x.round === 1 && x.table === table).tableId as number;
      const [t1, t2] = [at(1), at(2)];
      const watch = async (tableId: number) => {
        const c = await new WsClient(server.url, td.cookie).open();
        open.push(c);
        c.send({ type: 'join', tableId, as: 'director' });
        return { c, first: await c.waitFor((m) => m.type === 'joined' || m.type === 'error') };
      };
      // Directing table 2 of round 1.
      const d2 = await watch(t2);
      expect(d2.first.type).toBe('joined');
      // The director takes a seat at table 1 of round 1 with a player's code, logged in.
      const anon = new Http(server.url);
      let seatCode: string | null = null;
      for (const p of info.players) {
        const r = await anon.ok('GET', `/api/online/invites/${p.code}`);
        if (r.tableId === t1) seatCode = r.code;
      }
      const seat = await new WsClient(server.url, td.cookie).open();
      open.push(seat);
      seat.send({ type: 'join', tableId: t1, token: seatCode });
      expect((await seat.waitFor((m) => m.type === 'joined' || m.type === 'error')).type).toBe('joined');
      // The view of table 2 is closed; a new one is refused; so are table 2's director routes.
      expect(await d2.c.waitFor((m) => m.type === 'error', 10_000, 0)).toMatchObject({
        code: 'participant-not-director',
      });
      expect((await watch(t2)).first).toMatchObject({ type: 'error', code: 'participant-not-director' });
      const calls = await td.get(`/api/online/tables/${t2}/calls`);
      expect([calls.status, calls.body.error.code]).toEqual([403, 'participant-not-director']);
      // Nor does the director's overview list any table of the session (their calls' reasons included).
      const overview = await td.ok('GET', '/api/online/director');
      expect(overview.tables).toEqual([]);
      expect(overview.calls).toEqual([]);
    } finally {
      for (const c of open) c.close();
      await cleanup();
    }
  }, 30_000);
});
