/**
 * Security follow-up, over real HTTP and WebSockets: at an online session the director seats a substitute
 * for a player (the seat gets a new code, the player's connection leaves) — but the player's own session
 * code, looked up again, answered with the seat's live code, the substitute's: the player replaced took the
 * seat back and disconnected the substitute. Now a code given to a substitute is marked (migration 0036) and
 * a session player's code no longer opens it; the substitute's code does.
 */
import { describe, expect, it } from 'vitest';
import { Http, WsClient } from './support/http.js';
import { testServer } from './support/servers.js';
import { onlineHowell } from './support/online.js';

describe('a substitute at an online session', () => {
  it("keeps the seat: the replaced player's session code no longer opens it", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec10_substitute');
    const sockets: WsClient[] = [];
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td10s@x.no', password: 'director-pw10', name: 'Siv' });
      const { info } = await onlineHowell(td, {
        club: 'Sub BK',
        session: 'Online Friday',
        seed: 'online-friday',
      });
      const anon = new Http(server.url);
      const player = info.players[0] as { code: string };
      const mine = await anon.ok('GET', `/api/online/invites/${player.code}`);
      const join = async (token: string) => {
        const c = await new WsClient(server.url).open();
        sockets.push(c);
        c.send({ type: 'join', tableId: mine.tableId, token });
        return c.waitFor((m) => m.type === 'joined' || m.type === 'error');
      };
      const seated = await join(mine.code);
      expect(seated).toMatchObject({ type: 'joined', seat: mine.seat });

      // The director seats a substitute: the player's connection is told and closed.
      const sub = await td.ok('POST', `/api/online/tables/${mine.tableId}/seats/${mine.seat}/substitute`, {});
      await sockets[0].waitFor((m) => m.type === 'error' && m.code === 'seat-replaced', 10_000, 0);
      expect(await join(sub.code)).toMatchObject({ type: 'joined', seat: mine.seat });
      expect(await anon.ok('GET', `/api/online/invites/${sub.code}`)).toMatchObject({
        tableId: mine.tableId,
        seat: mine.seat,
      });
      // The player's session code no longer gives the seat's code (was: the substitute's, to take it back).
      const again = await anon.get(`/api/online/invites/${player.code}`);
      expect([again.status, again.body.error?.code]).toEqual([404, 'bad-seat-code']);
      expect(JSON.stringify(again.body)).not.toContain(sub.code);
      // The other players' codes still open their seats.
      const other = info.players.find((p: { code: string }) => p.code !== player.code) as { code: string };
      expect((await anon.get(`/api/online/invites/${other.code}`)).status).toBe(200);
    } finally {
      for (const c of sockets) c.close();
      await cleanup();
    }
  }, 60_000);
});
