/**
 * The web app's table socket against a real server over WebSocket: an act the server refuses
 * with `server-busy` (nothing stored) is sent again by itself after a short pause and goes
 * through; if the server stays busy, the player is told after a few tries.
 */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Http } from '../../server/test/support/http.js';
import { testServer } from '../../server/test/support/servers.js';
import { TableSocket } from '../src/api/table-socket.js';
import type { TableView } from '@stikk/server/api';

// The browser's WebSocket, in Node: `ws` has the same onopen/onmessage/onclose/readyState API.
beforeAll(() => {
  (globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
});

let srv: Awaited<ReturnType<typeof testServer>>;
beforeAll(async () => {
  srv = await testServer('sqlite', null, 'socket');
});
afterAll(async () => {
  await srv?.cleanup();
});

async function seatN(): Promise<{ views: TableView[]; rejects: string[]; statuses: string[]; sock: TableSocket }> {
  const owner = new Http(srv.server.url);
  await owner.ok('POST', '/api/auth/register', { email: `o${Date.now()}@x.no`, password: 'owner-pass', name: 'O' });
  const t = await owner.ok('POST', '/api/online/tables', { boards: [1], seed: 'socket' });
  const views: TableView[] = [];
  const rejects: string[] = [];
  const statuses: string[] = [];
  const sock = new TableSocket(
    t.id,
    { token: t.tokens.N },
    { onView: (v) => views.push(v), onReject: (c) => rejects.push(c), onStatus: (s) => statuses.push(s) },
    srv.server.url.replace(/^http/, 'ws') + '/api/ws',
  );
  const t0 = Date.now();
  while (!views.length && Date.now() - t0 < 10_000) await new Promise((r) => setTimeout(r, 10));
  return { views, rejects, statuses, sock };
}
const until = async (f: () => boolean, ms = 10_000) => {
  const t0 = Date.now();
  while (!f() && Date.now() - t0 < ms) await new Promise((r) => setTimeout(r, 20));
};

describe('table socket: server busy', () => {
  it('sends a server-busy act again by itself; it is stored once the server has room', async () => {
    const { views, rejects, sock } = await seatN();
    try {
      const rooms = srv.server.ctx.rooms;
      rooms.busyBacklog = -1;
      expect(sock.act({ call: '1NT' })).not.toBeNull();
      await new Promise((r) => setTimeout(r, 150));
      rooms.busyBacklog = 20_000;
      await until(() => views.some((v) => v.version === 1));
      expect(views.at(-1)).toMatchObject({ version: 1, auction: [{ seat: 'N', call: '1NT' }] });
      expect(rejects).toEqual([]);
    } finally {
      sock.close();
      srv.server.ctx.rooms.busyBacklog = 20_000;
    }
  }, 30_000);

  it('tells the player when the server stays busy', async () => {
    const { views, rejects, sock } = await seatN();
    try {
      srv.server.ctx.rooms.busyBacklog = -1;
      sock.act({ call: '1NT' });
      await until(() => rejects.length > 0, 15_000);
      expect(rejects).toEqual(['server-busy']);
      expect(views.at(-1)!.version).toBe(0);
    } finally {
      sock.close();
      srv.server.ctx.rooms.busyBacklog = 20_000;
    }
  }, 30_000);
});

describe('table socket: a dropped connection', () => {
  // The e2e board test waited for the status to read "open" right after a drop, saw the old
  // connection's "open", and the player's next card went nowhere (the socket was closing).
  it('reads closed at once, and an act made before the rejoin is sent after it', async () => {
    const { views, rejects, statuses, sock } = await seatN();
    try {
      sock.drop();
      expect(statuses.at(-1)).toBe('closed');
      expect(sock.act({ call: '1NT' })).not.toBeNull();
      await until(() => views.some((v) => v.version === 1));
      expect(statuses.at(-1)).toBe('open');
      expect(views.at(-1)).toMatchObject({ version: 1, auction: [{ seat: 'N', call: '1NT' }] });
      expect(rejects).toEqual([]);
    } finally {
      sock.close();
    }
  }, 30_000);
});
