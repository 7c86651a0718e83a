/**
 * One WebSocket carrying seats of several tables (a bot process, a club PC running several
 * tables), or several seats of one table (robot seats): each seat joined with its own token,
 * every message filtered for that seat, the act naming its seat when it could be several, the flood
 * allowance per seat held (watching adds none), a bound on tables per connection, and a seat
 * replaced at one table leaving the connection's other tables alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../src/api/types.js';
import { LIMITS } from '../src/online/room.js';
import { Http, WsClient } from './support/http.js';
import { testServer } from './support/servers.js';

let srv: Awaited<ReturnType<typeof testServer>>;
let owner: Http;
const sockets: WsClient[] = [];
let n = 0;

beforeAll(async () => {
  srv = await testServer('sqlite', null, 'mux');
  owner = new Http(srv.server.url);
  await owner.ok('POST', '/api/auth/register', { email: 'mux@x.no', password: 'owner-pass', name: 'Mux' });
}, 60_000);
afterAll(async () => {
  for (const c of sockets) c.close();
  await srv?.cleanup();
});

const table = (): Promise<{ id: number; tokens: Record<'N' | 'E' | 'S' | 'W', string> }> =>
  owner.ok('POST', '/api/online/tables', { boards: [1, 2], seed: `mux-${++n}` });
const socket = async () => {
  const c = await new WsClient(srv.server.url).open();
  sockets.push(c);
  return c;
};
const join = async (c: WsClient, m: Record<string, unknown>): Promise<ServerMessage> => {
  const from = c.messages.length;
  c.send({ type: 'join', ...m });
  return c.waitFor((x) => x.type === 'joined' || x.type === 'error', 10_000, from);
};

describe('a connection carrying seats of several tables', () => {
  it('plays each seat by its own token; each table sends only what that seat may see', async () => {
    const a = await table();
    const b = await table();
    const c = await socket();
    expect(await join(c, { tableId: a.id, token: a.tokens.N })).toMatchObject({ type: 'joined', seat: 'N' });
    expect(await join(c, { tableId: b.id, token: b.tokens.N })).toMatchObject({ type: 'joined', seat: 'N' });
    c.send({ type: 'act', tableId: a.id, id: 'a1', version: 0, act: { call: '1NT' } });
    c.send({ type: 'act', tableId: b.id, id: 'b1', version: 0, act: { call: '2C' } });
    for (const [t, call] of [
      [a.id, '1NT'],
      [b.id, '2C'],
    ] as const) {
      const u = await c.waitFor((m) => m.type === 'update' && m.tableId === t, 10_000, 0);
      if (u.type !== 'update') throw new Error('not an update');
      expect(u.view).toMatchObject({ tableId: t, viewer: 'N', version: 1, auction: [{ seat: 'N', call }] });
      for (const s of ['E', 'S', 'W'] as const) expect(u.view.hands[s]).toBeNull();
    }
    expect(c.messages.filter((m) => m.type === 'ack').map((m) => (m as { id: string }).id)).toEqual(['a1', 'b1']);
    // A token of one table holds no seat at another.
    expect(await join(c, { tableId: a.id, token: b.tokens.E })).toMatchObject({ code: 'bad-seat-token' });
  });

  it('has a flood allowance per seat held; watching tables adds none', async () => {
    const seated = await socket();
    for (let i = 0; i < 3; i++) {
      const t = await table();
      expect(await join(seated, { tableId: t.id, token: t.tokens.N })).toMatchObject({ type: 'joined' });
    }
    const from = seated.messages.length;
    for (let i = 0; i < 500; i++) seated.send({ type: 'ping' });
    await seated.waitFor((m) => m.type === 'pong' && seated.messages.slice(from).length >= 500, 10_000, from);
    expect(seated.messages.slice(from).filter((m) => m.type === 'error')).toEqual([]);

    const watching = await socket();
    for (let i = 0; i < 3; i++) {
      const t = await table();
      expect(await join(watching, { tableId: t.id })).toMatchObject({ type: 'joined', seat: 'kibitzer' });
    }
    for (let i = 0; i < 500; i++) watching.send({ type: 'ping' });
    expect(await watching.waitFor((m) => m.type === 'error' && m.code === 'rate-limited')).toBeDefined();
  });

  it(`carries at most ${LIMITS.tablesPerConnection} tables`, async () => {
    const c = await socket();
    // Seated joins: each seat brings its own flood allowance (256 kibitzer joins at once would be rate-limited).
    const ts: { id: number; tokens: Record<'N' | 'E' | 'S' | 'W', string> }[] = [];
    for (let i = 0; i <= LIMITS.tablesPerConnection; i++) ts.push(await table());
    for (const t of ts.slice(0, LIMITS.tablesPerConnection))
      expect(await join(c, { tableId: t.id, token: t.tokens.N })).toMatchObject({ type: 'joined' });
    expect(
      await join(c, { tableId: ts[LIMITS.tablesPerConnection].id, token: ts[LIMITS.tablesPerConnection].tokens.N }),
    ).toMatchObject({
      type: 'error',
      code: 'too-many-tables',
      field: 'tableId',
    });
    // Joining a table it carries already (a resync), or another seat there, is not one more.
    expect(await join(c, { tableId: ts[0].id, token: ts[0].tokens.N })).toMatchObject({ type: 'joined' });
    expect(await join(c, { tableId: ts[0].id, token: ts[0].tokens.E })).toMatchObject({ type: 'joined' });
  }, 120_000);

  it('a seat replaced at one table leaves the connection its other tables', async () => {
    const a = await table();
    const b = await table();
    const c = await socket();
    await join(c, { tableId: a.id, token: a.tokens.N });
    await join(c, { tableId: b.id, token: b.tokens.N });
    const other = await socket();
    expect(await join(other, { tableId: a.id, token: a.tokens.N })).toMatchObject({ type: 'joined' });
    expect(
      await c.waitFor((m) => m.type === 'error' && m.code === 'seat-replaced' && m.tableId === a.id, 10_000, 0),
    ).toBeDefined();
    expect(c.closed).toBe(false);
    // The replaced seat no longer acts from here; the other table's seat does.
    expect(await c.request({ type: 'act', tableId: a.id, id: 'x', version: 0, act: { call: '1NT' } })).toMatchObject({
      type: 'reject',
      code: 'not-seated',
    });
    expect(await c.request({ type: 'act', tableId: b.id, id: 'y', version: 0, act: { call: '1NT' } })).toMatchObject({
      type: 'ack',
      version: 1,
    });
  });

  it('holds several seats of one table, each by its token; the act names its seat; each seat gets its own view', async () => {
    const a = await table();
    const c = await socket();
    for (const s of ['N', 'E', 'S', 'W'] as const)
      expect(await join(c, { tableId: a.id, token: a.tokens[s] })).toMatchObject({ type: 'joined', seat: s });
    expect(await c.request({ type: 'act', tableId: a.id, id: 'x', version: 0, act: { call: '1NT' } })).toMatchObject({
      type: 'reject',
      code: 'seat-required',
    });
    // Not N's turn for East: the laws refuse it, whoever holds the seats.
    expect(
      await c.request({ type: 'act', tableId: a.id, id: 'e', version: 0, act: { call: '1NT' }, seat: 'E' }),
    ).toMatchObject({ type: 'reject' });
    const from = c.messages.length;
    expect(
      await c.request({ type: 'act', tableId: a.id, id: 'n', version: 0, act: { call: '1NT' }, seat: 'N' }),
    ).toMatchObject({ type: 'ack', version: 1 });
    await c.waitFor(() => c.messages.slice(from).filter((m) => m.type === 'update').length === 4, 10_000, from);
    const updates = c.messages.slice(from).filter((m) => m.type === 'update');
    expect(updates.map((u) => u.view.viewer).sort()).toEqual(['E', 'N', 'S', 'W']);
    for (const u of updates) {
      if (u.type !== 'update') continue;
      for (const s of ['N', 'E', 'S', 'W'] as const)
        if (s === u.view.viewer) expect(u.view.hands[s]).toHaveLength(13);
        else expect(u.view.hands[s], `${u.view.viewer} got ${s}'s hand`).toBeNull();
    }
    // Watching the table from this connection replaces its seats there: no seat acts any more.
    expect(await join(c, { tableId: a.id })).toMatchObject({ type: 'joined', seat: 'kibitzer' });
    expect(
      await c.request({ type: 'act', tableId: a.id, id: 'e2', version: 1, act: { call: 'P' }, seat: 'E' }),
    ).toMatchObject({ type: 'reject', code: 'not-seated' });
  });
});
