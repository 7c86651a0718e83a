/**
 * The web app's table socket shows who sits at the table as the server announces it (`seats`): a player already
 * seated sees a later arrival held at once and gone once they leave, before any act (the online table showed the
 * arrival as "not connected" until someone bid). The deltas that follow still apply to the view held.
 */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Http } from '../../server/test/support/http.js';
import { testServer } from '../../server/test/support/servers.js';
import { TableSocket } from '../src/api/table-socket.js';
import type { TableView } from '@stikk/server/api';

beforeAll(() => {
  (globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
});
let srv: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  srv = await testServer('sqlite', null, 'socket-seats');
});
afterAll(async () => {
  await srv?.cleanup();
});
const until = async (f: () => boolean, ms = 10_000) => {
  const t0 = Date.now();
  while (!f() && Date.now() - t0 < ms) await new Promise((r) => setTimeout(r, 20));
};

describe('table socket: seats held', () => {
  it('a later arrival is shown held at once, and gone when they leave; deltas still apply', async () => {
    const owner = new Http(srv.server.url);
    await owner.ok('POST', '/api/auth/register', { email: 'seats@x.no', password: 'owner-pass', name: 'O' });
    const t = await owner.ok('POST', '/api/online/tables', { boards: [1], seed: 'seats' });
    const url = `${srv.server.url.replace(/^http/, 'ws')}/api/ws`;
    const views: Record<string, TableView[]> = { N: [], S: [] };
    const open = (seat: 'N' | 'S') =>
      new TableSocket(
        t.id,
        { token: t.tokens[seat] },
        { onView: (v) => views[seat].push(v), onReject: () => undefined, onStatus: () => undefined },
        url,
      );
    const north = open('N');
    const south = open('S');
    try {
      await until(() => views.N.at(-1)?.seatsTaken.join() === 'N,S');
      expect(views.N.at(-1)?.seatsTaken).toEqual(['N', 'S']);
      expect(views.N.at(-1)?.version).toBe(0);
      await until(() => views.S.length > 0);
      south.close();
      await until(() => views.N.at(-1)?.seatsTaken.join() === 'N');
      expect(views.N.at(-1)?.seatsTaken).toEqual(['N']);
      north.act({ call: '1NT' });
      await until(() => views.N.at(-1)?.version === 1);
      expect(views.N.at(-1)).toMatchObject({ version: 1, seatsTaken: ['N'], auction: [{ seat: 'N', call: '1NT' }] });
    } finally {
      north.close();
      south.close();
    }
  });
});
