/**
 * Online tables attacked over real HTTP and WebSockets on loopback, on SQLite and PostgreSQL
 * (SECURITY.md, "Online tables"): the seat model (invitation links and open seats), one live
 * holder per seat, ids not created yet, who sees alerts and explanations (Law 20F), the director
 * who sits at his own table, bounds on what a seat may append, the WebSocket's Origin, and hidden
 * information for every message kind and recipient.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printCard, seededDeal, type Seat } from '@stikk/core';
import type { ServerMessage, TableView } from '../src/api/types.js';
import type { StikkServer } from '../src/index.js';
import { Http, WsClient } from './support/http.js';
import { OnlineTable, SEAT_LIST } from './support/online.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres('PostgreSQL adversarial online tests');

type Joined = Extract<ServerMessage, { type: 'joined' }>;
const isJoinReply = (m: ServerMessage) => m.type === 'joined' || m.type === 'error';

describe.each(['sqlite', 'postgres'] as Backend[])('adversarial online tables on %s', (backend) => {
  let server: StikkServer | null = null;
  let cleanup: () => Promise<void> = async () => undefined;
  let owner: Http, alice: Http, bob: Http, anon: Http;
  const sockets: WsClient[] = [];
  let n = 0;

  beforeAll(async () => {
    if (backend === 'postgres' && !pgCluster()) return;
    ({ server, cleanup } = await testServer(backend, pgCluster(), 'advonline'));
    owner = new Http(server.url); alice = new Http(server.url); bob = new Http(server.url); anon = new Http(server.url);
    await owner.ok('POST', '/api/auth/register', { email: 'owner@x.no', password: 'owner-pass', name: 'Olav' });
    await alice.ok('POST', '/api/auth/register', { email: 'alice@x.no', password: 'alice-pass', name: 'Alice' });
    await bob.ok('POST', '/api/auth/register', { email: 'bob@x.no', password: 'bob-pass1', name: 'Bob' });
  }, 120_000);
  afterAll(async () => {
    for (const c of sockets) c.close();
    await cleanup();
  });

  const url = () => server!.url;
  const skip = (t: { skip(): void }) => { if (!server) { t.skip(); return true; } return false; };
  const ws = async (cookie = '', headers: Record<string, string> = {}) => {
    const c = await new WsClient(url(), cookie, undefined, headers).open();
    sockets.push(c);
    return c;
  };
  /** Sends a join and returns the reply (joined or error). */
  const join = async (c: WsClient, m: Record<string, unknown>): Promise<ServerMessage> => {
    const from = c.messages.length;
    c.send({ type: 'join', ...m });
    return c.waitFor(isJoinReply, 10_000, from);
  };
  const create = (who: Http, body: Record<string, unknown> = {}) => who.ok('POST', '/api/online/tables', { boards: [1, 2], seed: `adv-${++n}`, ...body });

  describe('the seat model: invitation links and open seats', () => {
    it('a logged-in stranger cannot claim an invited seat without its link; the link redeems it once', async (t) => {
      if (skip(t)) return;
      const tb = await create(owner);
      let r = await alice.post(`/api/online/tables/${tb.id}/claim`, { seat: 'N' });
      expect(r.status).toBe(403);
      expect(r.body.error).toMatchObject({ code: 'seat-invite-required', field: 'token' });
      r = await alice.post(`/api/online/tables/${tb.id}/claim`, { seat: 'N', token: tb.tokens.E });
      expect(r.status).toBe(403);
      expect(r.body.error).toMatchObject({ code: 'bad-seat-token', field: 'token' });
      expect((await anon.post(`/api/online/tables/${tb.id}/claim`, { seat: 'N', token: tb.tokens.N })).status).toBe(401);
      r = await alice.post(`/api/online/tables/${tb.id}/claim`, { seat: 'N', token: tb.tokens.N });
      expect(r.status).toBe(200);
      const mine = r.body.token as string;
      expect(mine).not.toBe(tb.tokens.N);
      // The link was redeemed: it seats nobody now, and nobody else can claim that seat with it.
      const c = await ws();
      expect(await join(c, { tableId: tb.id, token: tb.tokens.N })).toMatchObject({ type: 'error', code: 'bad-seat-token' });
      r = await bob.post(`/api/online/tables/${tb.id}/claim`, { seat: 'N', token: tb.tokens.N });
      expect(r.status).toBe(409);
      expect(r.body.error).toMatchObject({ code: 'seat-taken', field: 'seat' });
      // Alice may not collect a second seat at the table, even with its link.
      r = await alice.post(`/api/online/tables/${tb.id}/claim`, { seat: 'S', token: tb.tokens.S });
      expect(r.body.error).toMatchObject({ code: 'already-seated' });
      // Alice renews her own seat's token.
      r = await alice.post(`/api/online/tables/${tb.id}/claim`, { seat: 'N' });
      expect(r.status).toBe(200);
      expect(await join(c, { tableId: tb.id, token: r.body.token })).toMatchObject({ type: 'joined', seat: 'N' });
    });

    it('an open seat is taken by the first logged-in player, only while nobody holds it', async (t) => {
      if (skip(t)) return;
      const tb = await create(owner, { openSeats: ['E', 'W'], kibitzers: false });
      expect((await owner.post('/api/online/tables', { boards: [1], openSeats: ['E', 'E'] })).body.error.field).toBe('openSeats');
      expect((await owner.post('/api/online/tables', { boards: [1], openSeats: ['X'] })).status).toBe(400);
      let r = await alice.post(`/api/online/tables/${tb.id}/claim`, { seat: 'E' });
      expect(r.status).toBe(200);
      r = await bob.post(`/api/online/tables/${tb.id}/claim`, { seat: 'E' });
      expect(r.body.error).toMatchObject({ code: 'seat-taken' });
      r = await alice.post(`/api/online/tables/${tb.id}/claim`, { seat: 'W' });
      expect(r.body.error).toMatchObject({ code: 'already-seated' });
      r = await bob.post(`/api/online/tables/${tb.id}/claim`, { seat: 'S' });
      expect(r.body.error).toMatchObject({ code: 'seat-invite-required' });
      expect((await bob.post(`/api/online/tables/${tb.id}/claim`, { seat: 'W' })).status).toBe(200);
    });

    it('the table list shows only tables the caller may join or watch, and no secrets', async (t) => {
      if (skip(t)) return;
      const pub = await create(owner, { name: 'Public' });
      const priv = await create(owner, { name: 'Private', kibitzers: false });
      const open = await create(owner, { name: 'Open', kibitzers: false, openSeats: ['S'] });
      const invited = await create(owner, { name: 'Invited', kibitzers: false });
      await bob.ok('POST', `/api/online/tables/${invited.id}/claim`, { seat: 'W', token: invited.tokens.W });
      const ids = async (h: Http) => ((await h.ok('GET', '/api/online/tables')) as { id: number }[]).map((x) => x.id);
      const anonList = await anon.ok('GET', '/api/online/tables');
      expect(anonList.map((x: { id: number }) => x.id)).toContain(pub.id);
      for (const hidden of [priv.id, open.id, invited.id]) expect(anonList.map((x: { id: number }) => x.id)).not.toContain(hidden);
      const aliceIds = await ids(alice);
      expect(aliceIds).toEqual(expect.arrayContaining([pub.id, open.id]));
      expect(aliceIds).not.toContain(priv.id);
      expect(aliceIds).not.toContain(invited.id);
      const bobList = await bob.ok('GET', '/api/online/tables');
      expect(bobList.find((x: { id: number }) => x.id === invited.id)).toMatchObject({ mySeat: 'W', mine: false, openSeats: [] });
      expect(bobList.find((x: { id: number }) => x.id === open.id)).toMatchObject({ openSeats: ['S'], mySeat: null });
      const ownerList = await owner.ok('GET', '/api/online/tables');
      expect(ownerList.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([pub.id, priv.id, open.id, invited.id]));
      expect(ownerList.find((x: { id: number }) => x.id === priv.id)).toMatchObject({ mine: true });
      // No token of any table appears in any list.
      const all = JSON.stringify([anonList, aliceIds, bobList, ownerList]);
      for (const tb of [pub, priv, open, invited]) for (const s of SEAT_LIST) expect(all).not.toContain(tb.tokens[s]);
    });
  });

  describe('one seat, one live holder', () => {
    it('replacing a seat\'s token disconnects the old holder, whose acts are refused', async (t) => {
      if (skip(t)) return;
      const tb = await create(owner);
      const old = await ws();
      expect(await join(old, { tableId: tb.id, token: tb.tokens.N })).toMatchObject({ type: 'joined', seat: 'N' });
      const r = await alice.ok('POST', `/api/online/tables/${tb.id}/claim`, { seat: 'N', token: tb.tokens.N });
      expect(await old.waitFor((m) => m.type === 'error' && m.code === 'seat-replaced', 10_000, 0)).toBeDefined();
      await expect.poll(() => old.closeCode).toBe(4001);
      // The new holder plays the seat.
      const fresh = await ws();
      expect(await join(fresh, { tableId: tb.id, token: r.token })).toMatchObject({ type: 'joined', seat: 'N' });
      expect(await fresh.request({ type: 'act', tableId: tb.id, id: 'n1', version: 0, act: { call: '1C' } })).toMatchObject({ type: 'ack' });
      // The old token cannot come back.
      const again = await ws();
      expect(await join(again, { tableId: tb.id, token: tb.tokens.N })).toMatchObject({ code: 'bad-seat-token' });
    });

    it('a second connection with the same token replaces the first', async (t) => {
      if (skip(t)) return;
      const tb = await create(owner);
      const first = await ws();
      await join(first, { tableId: tb.id, token: tb.tokens.N });
      const second = await ws();
      expect(await join(second, { tableId: tb.id, token: tb.tokens.N })).toMatchObject({ type: 'joined', seat: 'N' });
      await first.waitFor((m) => m.type === 'error' && m.code === 'seat-replaced', 10_000, 0);
      await expect.poll(() => first.closeCode).toBe(4001);
      const other = await create(owner);
      // Joined elsewhere: only the replaced table's membership matters; the replaced socket is closed.
      expect(first.closed).toBe(true);
      expect(await second.request({ type: 'act', tableId: tb.id, id: 'a', version: 0, act: { call: 'P' } })).toMatchObject({ type: 'ack' });
      expect(other.id).toBeGreaterThan(tb.id);
    });
  });

  describe('ids not created yet', () => {
    it('a join for an id not yet created does not keep the table created later from being joined', async (t) => {
      if (skip(t)) return;
      const probe = await create(owner);
      const c = await ws();
      for (const future of [probe.id + 1, probe.id + 2]) expect(await join(c, { tableId: future })).toMatchObject({ code: 'unknown-table', field: 'tableId' });
      expect(await join(c, { tableId: 2 ** 31 })).toMatchObject({ type: 'error', field: 'tableId' });
      const next = await create(owner);
      expect(next.id).toBe(probe.id + 1);
      expect(await join(c, { tableId: next.id })).toMatchObject({ type: 'joined', seat: 'kibitzer' });
      const s = await ws();
      expect(await join(s, { tableId: next.id, token: next.tokens.S })).toMatchObject({ type: 'joined', seat: 'S' });
    });
  });
});
