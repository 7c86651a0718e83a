/**
 * A player sitting down or leaving is told to everyone at the table at once (`seats`), with and
 * without room workers: before, the others saw the seat empty ("not connected") until the next act.
 * The message names seats only.
 */
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../src/api/types.js';
import { Http, WsClient } from './support/http.js';
import { testServer } from './support/servers.js';

describe.each([0, 1])('seats held, announced (room workers: %i)', (roomWorkers) => {
  it('tells the seats and kibitzers already there when a player sits down and when one leaves', async () => {
    const srv = await testServer('sqlite', null, `seats-presence-${roomWorkers}`, { roomWorkers });
    const sockets: WsClient[] = [];
    try {
      const owner = new Http(srv.server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'sp@x.no', password: 'owner-pass', name: 'Sp' });
      const t = await owner.ok('POST', '/api/online/tables', { boards: [1], seed: 'seats', kibitzers: true });
      const seen: Record<string, string[] | undefined> = {};
      const open = async (name: string, join: Record<string, unknown>) => {
        const c = await new WsClient(srv.server.url, '', (m: ServerMessage) => {
          if (m.type === 'joined') seen[name] ??= [...m.view.seatsTaken];
          if (m.type === 'seats') {
            expect(Object.keys(m).sort()).toEqual(['seatsTaken', 'tableId', 'type']);
            seen[name] = [...m.seatsTaken];
          }
        }).open();
        sockets.push(c);
        c.send({ type: 'join', tableId: t.id, deltas: true, ...join });
        await c.waitFor((m) => m.type === 'joined');
        return c;
      };
      const north = await open('N', { token: t.tokens.N });
      const kib = await open('kib', { as: 'kibitzer' });
      await north.waitFor(() => seen.N?.join() === 'N', 5000, 0);
      const south = await open('S', { token: t.tokens.S });
      // No act since: the seat taken is announced to those already there.
      await north.waitFor(() => seen.N?.join() === 'N,S', 5000, 0);
      await kib.waitFor(() => seen.kib?.join() === 'N,S', 5000, 0);
      await south.waitFor(() => seen.S?.join() === 'N,S', 5000, 0);
      south.close();
      await north.waitFor(() => seen.N?.join() === 'N', 5000, 0);
      await kib.waitFor(() => seen.kib?.join() === 'N', 5000, 0);
    } finally {
      for (const s of sockets) s.close();
      await srv.cleanup();
    }
  });
});
