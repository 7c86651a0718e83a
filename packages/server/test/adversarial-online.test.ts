/**
 * Online tables attacked over real HTTP and WebSockets on loopback, on SQLite and PostgreSQL
 * (SECURITY.md, "Online tables"): the seat model (invitation links and open seats), one live
 * holder per seat, ids not created yet, who sees alerts and explanations (Law 20F), the director
 * who sits at his own table, bounds on what a seat may append, the WebSocket's Origin, and hidden
 * information for every message kind and recipient.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { printCard, type Seat } from '@stikk/core';
import type { ServerMessage, TableView } from '../src/api/types.js';
import { type StikkServer, startServer } from '../src/index.js';
import { Http, WsClient } from './support/http.js';
import { cardsIn, OnlineTable, publicCards, SEAT_LIST } from './support/online.js';
import { type Backend, tempDir, testServer, usePostgres } from './support/servers.js';

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
    owner = new Http(server.url);
    alice = new Http(server.url);
    bob = new Http(server.url);
    anon = new Http(server.url);
    await owner.ok('POST', '/api/auth/register', { email: 'owner@x.no', password: 'owner-pass', name: 'Olav' });
    await alice.ok('POST', '/api/auth/register', { email: 'alice@x.no', password: 'alice-pass', name: 'Alice' });
    await bob.ok('POST', '/api/auth/register', { email: 'bob@x.no', password: 'bob-pass1', name: 'Bob' });
  }, 120_000);
  afterAll(async () => {
    for (const c of sockets) c.close();
    await cleanup();
  });

  const url = () => server!.url;
  const skip = (t: { skip(): void }) => {
    if (!server) {
      t.skip();
      return true;
    }
    return false;
  };
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
  const create = (who: Http, body: Record<string, unknown> = {}) =>
    who.ok('POST', '/api/online/tables', { boards: [1, 2], seed: `adv-${++n}`, ...body });
  /** A new table with its four seats, a kibitzer and its director joined; every raw message by recipient. */
  const watched = async (body: Record<string, unknown> = {}) => {
    const tb = await create(owner, body);
    const table = new OnlineTable(url(), tb.id, tb.tokens);
    const raw: Record<string, string[]> = { N: [], E: [], S: [], W: [], kibitzer: [], director: [] };
    await table.join((s, _m, text) => raw[s].push(text));
    const kib = await new WsClient(url(), '', (_m, text) => raw.kibitzer.push(text)).open();
    const dir = await new WsClient(url(), owner.cookie, (_m, text) => raw.director.push(text)).open();
    sockets.push(kib, dir);
    await join(kib, { tableId: tb.id });
    await join(dir, { tableId: tb.id, as: 'director' });
    return { tb, table, raw, kib, dir };
  };

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
      expect((await anon.post(`/api/online/tables/${tb.id}/claim`, { seat: 'N', token: tb.tokens.N })).status).toBe(
        401,
      );
      r = await alice.post(`/api/online/tables/${tb.id}/claim`, { seat: 'N', token: tb.tokens.N });
      expect(r.status).toBe(200);
      const mine = r.body.token as string;
      expect(mine).not.toBe(tb.tokens.N);
      // The link was redeemed: it seats nobody now, and nobody else can claim that seat with it.
      const c = await ws();
      expect(await join(c, { tableId: tb.id, token: tb.tokens.N })).toMatchObject({
        type: 'error',
        code: 'bad-seat-token',
      });
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
      expect((await owner.post('/api/online/tables', { boards: [1], openSeats: ['E', 'E'] })).body.error.field).toBe(
        'openSeats',
      );
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
      for (const hidden of [priv.id, open.id, invited.id])
        expect(anonList.map((x: { id: number }) => x.id)).not.toContain(hidden);
      const aliceIds = await ids(alice);
      expect(aliceIds).toEqual(expect.arrayContaining([pub.id, open.id]));
      expect(aliceIds).not.toContain(priv.id);
      expect(aliceIds).not.toContain(invited.id);
      const bobList = await bob.ok('GET', '/api/online/tables');
      expect(bobList.find((x: { id: number }) => x.id === invited.id)).toMatchObject({
        mySeat: 'W',
        mine: false,
        openSeats: [],
      });
      expect(bobList.find((x: { id: number }) => x.id === open.id)).toMatchObject({ openSeats: ['S'], mySeat: null });
      const ownerList = await owner.ok('GET', '/api/online/tables');
      expect(ownerList.map((x: { id: number }) => x.id)).toEqual(
        expect.arrayContaining([pub.id, priv.id, open.id, invited.id]),
      );
      expect(ownerList.find((x: { id: number }) => x.id === priv.id)).toMatchObject({ mine: true, director: true });
      expect(bobList.find((x: { id: number }) => x.id === invited.id)).toMatchObject({ director: false });
      // No token of any table appears in any list.
      const all = JSON.stringify([anonList, aliceIds, bobList, ownerList]);
      for (const tb of [pub, priv, open, invited]) for (const s of SEAT_LIST) expect(all).not.toContain(tb.tokens[s]);
    });
  });

  describe('one seat, one live holder', () => {
    it("replacing a seat's token disconnects the old holder, whose acts are refused", async (t) => {
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
      expect(
        await fresh.request({ type: 'act', tableId: tb.id, id: 'n1', version: 0, act: { call: '1C' } }),
      ).toMatchObject({ type: 'ack' });
      // The old token cannot come back.
      const again = await ws();
      expect(await join(again, { tableId: tb.id, token: tb.tokens.N })).toMatchObject({ code: 'bad-seat-token' });
    });

    it('on PostgreSQL with two nodes, a claim on one node disconnects the old holder on the other', async (t) => {
      if (skip(t) || backend !== 'postgres') return t.skip();
      const nodeB = await startServer({
        port: 0,
        dataDir: tempDir('stikk-b-'),
        databaseUrl: server!.config.databaseUrl!,
        logLevel: 'silent',
      });
      try {
        const tb = await create(owner);
        const old = await new WsClient(nodeB.url).open();
        sockets.push(old);
        expect(await join(old, { tableId: tb.id, token: tb.tokens.W })).toMatchObject({ type: 'joined', seat: 'W' });
        const r = await alice.ok('POST', `/api/online/tables/${tb.id}/claim`, { seat: 'W', token: tb.tokens.W });
        await old.waitFor((m) => m.type === 'error' && m.code === 'seat-replaced', 10_000, 0);
        await expect.poll(() => old.closeCode).toBe(4001);
        // The new holder on node B is not disconnected by the same announcement.
        const fresh = await new WsClient(nodeB.url).open();
        sockets.push(fresh);
        expect(await join(fresh, { tableId: tb.id, token: r.token })).toMatchObject({ type: 'joined', seat: 'W' });
        await new Promise((res) => setTimeout(res, 300));
        expect(fresh.closed).toBe(false);
      } finally {
        await nodeB.close();
      }
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
      expect(
        await second.request({ type: 'act', tableId: tb.id, id: 'a', version: 0, act: { call: 'P' } }),
      ).toMatchObject({ type: 'ack' });
      expect(other.id).toBeGreaterThan(tb.id);
    });
  });

  describe('alerts and explanations (Laws 16, 20F)', () => {
    it('reach the opponents and the director during the auction; partner and kibitzers only once the board is over', async (t) => {
      if (skip(t)) return;
      const { tb, table, raw, kib, dir } = await watched();
      try {
        const secret = 'strong-club-16-plus-XYZZY';
        let r = await table.act('N', { call: '1C', alert: true, explanation: secret });
        expect(r.type).toBe('ack');
        await table.synced(1);
        for (const [s, c] of [
          ['E', 'P'],
          ['S', 'P'],
          ['W', 'P'],
        ] as const) {
          r = await table.act(s, { call: c });
          expect(r.type).toBe('ack');
          await table.synced((r as { version: number }).version);
        }
        // A kibitzer joining late, replaying from version 0, learns nothing either.
        raw.late = [];
        const late = await new WsClient(url(), '', (_m, text) => raw.late.push(text)).open();
        sockets.push(late);
        await join(late, { tableId: tb.id, since: 0 });
        await kib.waitFor((m) => m.type === 'update' && m.version >= 4, 10_000, 0);
        await dir.waitFor((m) => m.type === 'update' && m.version >= 4, 10_000, 0);
        for (const who of ['S', 'kibitzer', 'late']) {
          const all = raw[who].join('\n');
          expect(all, who).not.toContain(secret);
          expect(all, who).not.toContain('"alert":true');
        }
        for (const who of ['N', 'E', 'W', 'director']) expect(raw[who].join('\n'), who).toContain(secret);
        // The board ends (opening lead, declarer claims the rest, both defenders agree): now everyone may know.
        await table.playOne();
        r = await table.act('N', { claim: 12, statement: 'all good' });
        expect(r.type).toBe('ack');
        await table.synced((r as { version: number }).version);
        for (const s of ['E', 'W'] as const) {
          r = await table.act(s, { agree: true });
          expect(r.type).toBe('ack');
          await table.synced((r as { version: number }).version);
        }
        const ended = (await kib.waitFor((m) => m.type === 'update' && m.view.phase === 'ended', 10_000, 0)) as Extract<
          ServerMessage,
          { type: 'update' }
        >;
        expect(ended.view.auction[0]).toMatchObject({ alert: true, explanation: secret });
        expect(table.views.S.auction[0]).toMatchObject({ alert: true, explanation: secret });
        const again = await ws();
        const j = (await join(again, { tableId: tb.id, since: 0 })) as Joined;
        expect(j.missed[0]).toMatchObject({ seat: 'N', call: '1C', alert: true, explanation: secret });
      } finally {
        table.close();
      }
    });

    it("a director call's reason reaches the director, not the other seats or kibitzers", async (t) => {
      if (skip(t)) return;
      const { tb, table, raw, kib, dir } = await watched();
      try {
        const note = 'partner-holds-six-hearts-QUUX';
        const r = await table.act('N', { directorCall: note });
        expect(r.type).toBe('ack');
        await table.synced(1);
        await kib.waitFor((m) => m.type === 'update', 10_000, 0);
        await dir.waitFor((m) => m.type === 'update', 10_000, 0);
        for (const who of ['E', 'S', 'W', 'kibitzer']) expect(raw[who].join('\n'), who).not.toContain(note);
        expect(raw.director.join('\n')).toContain(note);
        expect((await owner.ok('GET', `/api/online/tables/${tb.id}/calls`))[0].reason).toBe(note);
      } finally {
        table.close();
      }
    });
  });

  describe('a participant is never the director of their own table', () => {
    it('the creator who claims a seat loses the director view (open sockets closed, new joins refused)', async (t) => {
      if (skip(t)) return;
      const tb = await create(owner);
      const dir = await ws(owner.cookie);
      expect(await join(dir, { tableId: tb.id, as: 'director' })).toMatchObject({ type: 'joined', seat: 'director' });
      const mine = await owner.ok('POST', `/api/online/tables/${tb.id}/claim`, { seat: 'N', token: tb.tokens.N });
      await dir.waitFor((m) => m.type === 'error' && m.code === 'participant-not-director', 10_000, 0);
      await expect.poll(() => dir.closeCode).toBe(4001);
      const again = await ws(owner.cookie);
      expect(await join(again, { tableId: tb.id, as: 'director' })).toMatchObject({
        type: 'error',
        code: 'participant-not-director',
      });
      const seat = await ws(owner.cookie);
      expect(await join(seat, { tableId: tb.id, token: mine.token })).toMatchObject({ type: 'joined', seat: 'N' });
      expect((await owner.ok('GET', '/api/online/tables')).find((x: { id: number }) => x.id === tb.id)).toMatchObject({
        mine: true,
        director: false,
        mySeat: 'N',
      });
    });

    it('the creator who joins a seat logged in cannot then open the director view', async (t) => {
      if (skip(t)) return;
      const tb = await create(owner);
      const seat = await ws(owner.cookie);
      expect(await join(seat, { tableId: tb.id, token: tb.tokens.E })).toMatchObject({ type: 'joined', seat: 'E' });
      const dir = await ws(owner.cookie);
      const r = await join(dir, { tableId: tb.id, as: 'director' });
      expect(r).toMatchObject({ type: 'error', code: 'participant-not-director' });
      expect(JSON.stringify(dir.messages)).not.toMatch(/"hands":\{"N":\[/);
      // Same socket: watching as director, then sitting down, is refused too.
      const tb2 = await create(owner);
      const both = await ws(owner.cookie);
      await join(both, { tableId: tb2.id, as: 'director' });
      expect(await join(both, { tableId: tb2.id, token: tb2.tokens.S })).toMatchObject({
        type: 'error',
        code: 'participant-not-director',
      });
    });
  });

  describe('bounds on what a seat may append', () => {
    it("an explanation, a claim statement or a director call's reason over its limit is refused, naming the field and the limit", async (t) => {
      if (skip(t)) return;
      const tb = await create(owner);
      const c = await ws();
      await join(c, { tableId: tb.id, token: tb.tokens.N });
      let r = await c.request({
        type: 'act',
        tableId: tb.id,
        id: 'x1',
        version: 0,
        act: { call: '1C', alert: true, explanation: 'x'.repeat(201) },
      });
      expect(r).toMatchObject({ type: 'reject', code: 'invalid-field' });
      expect((r as { message: string }).message).toMatch(/act\.explanation: at most 200 characters/);
      r = await c.request({
        type: 'act',
        tableId: tb.id,
        id: 'x2',
        version: 0,
        act: { directorCall: 'y'.repeat(201) },
      });
      expect((r as { message: string }).message).toMatch(/act\.directorCall: at most 200 characters/);
      r = await c.request({
        type: 'act',
        tableId: tb.id,
        id: 'x3',
        version: 0,
        act: { claim: 13, statement: 'z'.repeat(501) },
      });
      expect((r as { message: string }).message).toMatch(/act\.statement: at most 500 characters/);
      r = await c.request({
        type: 'act',
        tableId: tb.id,
        id: 'x4',
        version: 0,
        act: { call: '1C', alert: true, explanation: 'x'.repeat(200) },
      });
      expect(r.type).toBe('ack');
    });

    it('undo cycles are bounded per seat and board (Law 25A)', async (t) => {
      if (skip(t)) return;
      const tb = await create(owner);
      const c = await ws();
      await join(c, { tableId: tb.id, token: tb.tokens.N });
      let v = 0;
      for (let i = 0; i < 3; i++) {
        expect(
          await c.request({ type: 'act', tableId: tb.id, id: `c${i}`, version: v++, act: { call: '1C' } }),
        ).toMatchObject({ type: 'ack' });
        expect(
          await c.request({ type: 'act', tableId: tb.id, id: `u${i}`, version: v++, act: { undo: true } }),
        ).toMatchObject({ type: 'ack' });
      }
      expect(
        await c.request({ type: 'act', tableId: tb.id, id: 'c3', version: v++, act: { call: '1C' } }),
      ).toMatchObject({ type: 'ack' });
      const r = await c.request({ type: 'act', tableId: tb.id, id: 'u3', version: v, act: { undo: true } });
      expect(r).toMatchObject({ type: 'reject', code: 'too-many-undos', law: '25A' });
      expect((r as { message: string }).message).toContain('at most 3');
    });

    it('director calls are bounded per seat and board, and refused once the correction period after the board has expired (Law 79C)', async (t) => {
      if (skip(t)) return;
      const tb = await create(owner);
      const c: Record<Seat, WsClient> = {} as Record<Seat, WsClient>;
      for (const s of SEAT_LIST) {
        c[s] = await ws();
        await join(c[s], { tableId: tb.id, token: tb.tokens[s] });
      }
      let v = 0;
      const act = (s: Seat, a: Record<string, unknown>) =>
        c[s].request({ type: 'act', tableId: tb.id, id: `d${v}`, version: v, act: a as never });
      for (let i = 0; i < 3; i++)
        expect(await act('E', { directorCall: `call ${i}` })).toMatchObject({ type: 'ack', version: ++v });
      const r = await act('E', { directorCall: 'once more' });
      expect(r).toMatchObject({ type: 'reject', code: 'too-many-director-calls' });
      expect((r as { message: string }).message).toContain('at most 3');
      // The board is passed out (dealer N); the director may still be called just after it...
      for (const s of SEAT_LIST) expect(await act(s, { call: 'P' })).toMatchObject({ type: 'ack', version: ++v });
      expect(await act('N', { directorCall: 'we mis-scored' })).toMatchObject({ type: 'ack', version: ++v });
      // ...but not 31 minutes later.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 31 * 60_000);
        expect(await act('S', { directorCall: 'late' })).toMatchObject({
          type: 'reject',
          code: 'director-call-too-late',
          law: '79C',
        });
      } finally {
        vi.useRealTimers();
      }
      // The next board starts afresh.
      expect(await act('E', { next: true })).toMatchObject({ type: 'ack', version: ++v });
      expect(await act('E', { directorCall: 'new board' })).toMatchObject({ type: 'ack', version: ++v });
    });

    it('a join replays at most 500 missed events: an older `since` is refused, naming the field and the limit', async (t) => {
      if (skip(t)) return;
      const boards = Array.from({ length: 32 }, (_, i) => i + 1);
      const tb = await create(owner, { boards });
      const c: Record<Seat, WsClient> = {} as Record<Seat, WsClient>;
      for (const s of SEAT_LIST) {
        c[s] = await ws();
        await join(c[s], { tableId: tb.id, token: tb.tokens[s] });
      }
      let v = 0;
      const act = async (s: Seat, a: Record<string, unknown>) => {
        const r = await c[s].request({ type: 'act', tableId: tb.id, id: `e${v}`, version: v, act: a as never });
        if (r.type !== 'ack') throw new Error(JSON.stringify(r));
        v++;
      };
      // Each board: three director calls from every seat, passed out, next — 17 events.
      for (const b of boards) {
        for (const s of SEAT_LIST) for (let i = 0; i < 3; i++) await act(s, { directorCall: `board ${b} call ${i}` });
        const dealer = (b - 1) % 4;
        for (let i = 0; i < 4; i++) await act(SEAT_LIST[(dealer + i) % 4], { call: 'P' });
        if (b !== boards.at(-1)) await act('N', { next: true });
      }
      expect(v).toBeGreaterThan(500);
      const k = await ws();
      const r = await join(k, { tableId: tb.id, since: 0 });
      expect(r).toMatchObject({ type: 'error', code: 'since-too-old', field: 'since' });
      expect((r as { message: string }).message).toContain('at most 500');
      const ok = (await join(k, { tableId: tb.id, since: v - 500 })) as Joined;
      expect(ok.missed.length).toBe(500);
      expect(((await join(k, { tableId: tb.id })) as Joined).missed).toEqual([]);
    }, 120_000);
  });

  describe('hidden information for every message kind and recipient', () => {
    it('four seats (one of them dummy), a kibitzer, the director and unauthenticated sockets: no card or explanation before its time', async (t) => {
      if (skip(t)) return;
      const seed = `adv-hidden-${backend}`;
      const { tb, table, kib, dir } = await watched({ seed, boards: [1] });
      const got: { who: string; m: ServerMessage; raw: string }[] = [];
      for (const s of SEAT_LIST)
        for (const m of table.clients[s].messages) got.push({ who: s, m, raw: JSON.stringify(m) });
      const from = Object.fromEntries(SEAT_LIST.map((s) => [s, table.clients[s].messages.length])) as Record<
        Seat,
        number
      >;
      // Unauthenticated sockets: one never joins, one joins nothing it may see.
      const stray = await ws();
      const intruder = await ws();
      try {
        const secret = 'natural-weak-two-PLUGH';
        const calls: [Seat, Record<string, unknown>][] = [
          ['N', { call: '1H' }],
          ['E', { call: '2C', alert: true, explanation: secret }],
          ['S', { call: '4H' }],
          ['W', { call: 'P' }],
          ['N', { call: 'P' }],
          ['E', { call: 'P' }],
        ];
        for (const [s, a] of calls) {
          const r = await table.act(s, a);
          expect(r.type, JSON.stringify(r)).toBe('ack');
          await table.synced((r as { version: number }).version);
        }
        expect(table.views.N).toMatchObject({ contract: '4H', declarer: 'N', dummy: 'S' });
        // Every seat tries what it may not: out of turn, dummy playing, acting for the director.
        for (const s of SEAT_LIST) {
          const card = table.views[s].hands[s]![0];
          if (s !== table.views.N.turn) expect((await table.act(s, { play: card })).type).toBe('reject');
          expect((await table.act(s, { director: { unintended: true } })).type).toBe('reject');
        }
        stray.send({ type: 'act', tableId: tb.id, id: 's1', version: table.version, act: { play: 'SA' } });
        await stray.waitFor((m) => m.type === 'reject', 10_000, 0);
        expect(await join(intruder, { tableId: tb.id, as: 'director' })).toMatchObject({ code: 'not-director' });
        const ended = { v: Infinity };
        for (;;) {
          const n = table.views.N;
          if (n.phase === 'ended') {
            ended.v = n.version;
            break;
          }
          await table.playOne();
          // Dummy tries to play its own card once the lead is faced.
          if (table.views.S.tricks.length === 1 && table.views.S.tricks[0].cards.length === 1) {
            expect(await table.act('S', { play: table.views.S.hands.S![0] })).toMatchObject({
              type: 'reject',
              code: 'dummy-cannot-play',
            });
          }
        }
        for (const c of [dir, kib]) await c.waitFor((m) => m.type === 'update' && m.version >= ended.v, 10_000, 0);
        for (const s of SEAT_LIST)
          for (const m of table.clients[s].messages.slice(from[s])) got.push({ who: s, m, raw: JSON.stringify(m) });
        for (const [who, c] of [
          ['kibitzer', kib],
          ['director', dir],
          ['stray', stray],
          ['intruder', intruder],
        ] as const)
          for (const m of c.messages) got.push({ who, m, raw: JSON.stringify(m) });
        const dirViews = new Map<number, TableView>();
        for (const m of dir.messages)
          if (m.type === 'update' || m.type === 'joined') dirViews.set(m.view.version, m.view);
        const deal = server!.ctx.dealSeeded(seed, 1);
        const kinds = new Set<string>();
        let checked = 0;
        for (const x of got) {
          kinds.add(`${x.who}:${x.m.type}`);
          if (x.who === 'director') continue;
          const v =
            x.m.type === 'update' || x.m.type === 'joined'
              ? x.m.view.version
              : 'version' in x.m && typeof x.m.version === 'number'
                ? x.m.version
                : 0;
          const own = (SEAT_LIST as string[]).includes(x.who)
            ? new Set(deal[x.who as Seat]!.map(printCard))
            : new Set<string>();
          const pub = publicCards(dirViews, deal, v, 1);
          // An update names the card just played: public by then (the view of that version shows it).
          for (const c of cardsIn(x.m)) {
            expect(own.has(c) || pub.has(c), `${x.who} received ${c} in a ${x.m.type} at v${v}`).toBe(true);
            checked++;
          }
          if (['W', 'kibitzer', 'stray', 'intruder'].includes(x.who) && v < ended.v)
            expect(x.raw, `${x.who} ${x.m.type} v${v}`).not.toContain(secret);
          if (['stray', 'intruder'].includes(x.who))
            expect(x.m.type === 'reject' || x.m.type === 'error', x.raw).toBe(true);
        }
        expect(checked).toBeGreaterThan(100);
        for (const k of [
          'N:joined',
          'N:update',
          'N:ack',
          'N:reject',
          'S:reject',
          'kibitzer:joined',
          'kibitzer:update',
          'stray:reject',
          'intruder:error',
        ])
          expect(kinds).toContain(k);
        // Opponents and the director had the explanation during the auction; after the board, everyone.
        expect(table.clients.N.raw.join('\n')).toContain(secret);
        expect(dir.raw.join('\n')).toContain(secret);
        expect(table.views.W.auction[1]).toMatchObject({ explanation: secret });
      } finally {
        table.close();
      }
    }, 120_000);
  });

  describe('authorisation matrix', () => {
    it('online HTTP routes: anonymous, a stranger, a seated player, the creator, the creator who sits', async (t) => {
      if (skip(t)) return;
      const tb = await create(owner);
      const played = await create(owner);
      await bob.ok('POST', `/api/online/tables/${tb.id}/claim`, { seat: 'S', token: tb.tokens.S });
      await owner.ok('POST', `/api/online/tables/${played.id}/claim`, { seat: 'N', token: played.tokens.N });
      expect((await anon.post('/api/online/tables', { boards: [1] })).status).toBe(401);
      expect((await anon.post(`/api/online/tables/${tb.id}/claim`, { seat: 'N' })).status).toBe(401);
      expect((await alice.post('/api/online/tables/999999/claim', { seat: 'N' })).status).toBe(404);
      for (const path of ['calls', 'log', 'boards/1/log']) {
        const status = async (h: Http, id: number) => {
          const r = await h.get(`/api/online/tables/${id}/${path}`);
          return [r.status, r.body?.error?.code ?? null];
        };
        expect(await status(anon, tb.id), path).toEqual([401, 'not-logged-in']);
        expect(await status(alice, tb.id), path).toEqual([403, 'not-director']);
        expect(await status(bob, tb.id), path).toEqual([403, 'not-director']);
        expect((await status(owner, tb.id))[0], path).toBe(200);
        expect(await status(owner, played.id), path).toEqual([403, 'participant-not-director']);
        expect((await status(owner, 999999))[0], path).toBe(404);
      }
    });

    it('WebSocket messages: who may join as what, and who may act', async (t) => {
      if (skip(t)) return;
      const tb = await create(owner);
      const closed = await create(owner, { kibitzers: false });
      const a = await ws(),
        al = await ws(alice.cookie),
        o = await ws(owner.cookie);
      expect(await join(a, { tableId: tb.id, as: 'director' })).toMatchObject({ code: 'not-director' });
      expect(await join(al, { tableId: tb.id, as: 'director' })).toMatchObject({ code: 'not-director' });
      expect(await join(al, { tableId: closed.id })).toMatchObject({ code: 'no-kibitzers' });
      expect(await join(a, { tableId: tb.id, token: 'x'.repeat(43) })).toMatchObject({
        code: 'bad-seat-token',
        field: 'token',
      });
      expect(await join(a, { tableId: tb.id, token: closed.tokens.N })).toMatchObject({ code: 'bad-seat-token' });
      const req = (c: WsClient, act: Record<string, unknown>, tableId = tb.id) =>
        c.request({ type: 'act', tableId, id: `m${++n}`, version: 0, act: act as never });
      // Not joined: refused.
      expect(await req(a, { call: 'P' })).toMatchObject({ type: 'reject', code: 'not-seated' });
      // A kibitzer: refused.
      await join(a, { tableId: tb.id });
      expect(await req(a, { call: 'P' })).toMatchObject({ type: 'reject', code: 'not-seated' });
      // The director rules only; a seat never rules; a seat acts only at its own table.
      expect(await join(o, { tableId: tb.id, as: 'director' })).toMatchObject({ type: 'joined', seat: 'director' });
      expect(await req(o, { call: '1C' })).toMatchObject({ type: 'reject', code: 'director-only-rules' });
      const north = await ws();
      await join(north, { tableId: tb.id, token: tb.tokens.N });
      expect(await req(north, { director: { unintended: true } })).toMatchObject({
        type: 'reject',
        code: 'not-director',
      });
      expect(await req(north, { call: '1C' }, closed.id)).toMatchObject({ type: 'reject', code: 'not-seated' });
      expect(await req(north, { call: '1C', seat: 'E' })).toMatchObject({ type: 'reject', code: 'invalid-field' });
      // After leaving, nothing more.
      north.send({ type: 'leave', tableId: tb.id });
      expect(await req(north, { call: '1C' })).toMatchObject({ type: 'reject', code: 'not-seated' });
    });

    it('malformed and oversized WebSocket input: clear errors naming the field, or the socket closed', async (t) => {
      if (skip(t)) return;
      const c = await ws();
      c.send({ type: 'nope' });
      expect(await c.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'invalid-field', field: 'type' });
      c.send({ type: 'join', tableId: 'one' });
      expect(await c.waitFor((m) => m.type === 'error')).toMatchObject({ field: 'tableId' });
      c.send({ type: 'join', tableId: 1, since: -1 });
      expect(await c.waitFor((m) => m.type === 'error')).toMatchObject({ field: 'since' });
      const raw = new WsClient(url());
      sockets.push(raw);
      await raw.open();
      (raw as unknown as { ws: { send(d: string | Buffer): void } }).ws.send('{not json');
      expect(await raw.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'invalid-json' });
      (raw as unknown as { ws: { send(d: string | Buffer): void } }).ws.send(Buffer.from([1, 2, 3]));
      expect(await raw.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'binary' });
      (raw as unknown as { ws: { send(d: string | Buffer): void } }).ws.send(
        JSON.stringify({ type: 'ping', pad: 'x'.repeat(70 * 1024) }),
      );
      await expect.poll(() => raw.closeCode).toBe(1009);
    });
  });

  describe("the WebSocket's Origin", () => {
    it("refuses Origin: null and foreign origins (1008), accepts the server's own pages and non-browser clients", async (t) => {
      if (skip(t)) return;
      const tb = await create(owner);
      const own = new URL(url()).host;
      // A refused socket is closed before it can ask for anything: ask for the director's view and see.
      const probe = async (headers: Record<string, string>) => {
        const c = await ws(owner.cookie, headers);
        c.send({ type: 'join', tableId: tb.id, as: 'director' });
        await expect.poll(() => c.closed || c.messages.some((m) => m.type === 'joined'), { timeout: 5000 }).toBe(true);
        return c.closed ? c.closeCode : 'joined';
      };
      expect(await probe({ origin: 'null' })).toBe(1008);
      expect(await probe({ origin: 'https://evil.example' })).toBe(1008);
      expect(await probe({ origin: `http://${own}.evil.example` })).toBe(1008);
      expect(await probe({ origin: 'not a url' })).toBe(1008);
      expect(await probe({ origin: `http://${own}` })).toBe('joined');
      expect(await probe({})).toBe('joined');
    });
  });

  describe('ids not created yet', () => {
    it('a join for an id not yet created does not keep the table created later from being joined', async (t) => {
      if (skip(t)) return;
      const probe = await create(owner);
      const c = await ws();
      for (const future of [probe.id + 1, probe.id + 2])
        expect(await join(c, { tableId: future })).toMatchObject({ code: 'unknown-table', field: 'tableId' });
      expect(await join(c, { tableId: 2 ** 31 })).toMatchObject({ type: 'error', field: 'tableId' });
      const next = await create(owner);
      expect(next.id).toBe(probe.id + 1);
      expect(await join(c, { tableId: next.id })).toMatchObject({ type: 'joined', seat: 'kibitzer' });
      const s = await ws();
      expect(await join(s, { tableId: next.id, token: next.tokens.S })).toMatchObject({ type: 'joined', seat: 'S' });
    });
  });
});
