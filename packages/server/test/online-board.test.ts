/**
 * A whole online board over real WebSockets, four seated clients plus a kibitzer and the
 * table's director: an alerted auction, play, a claim the opponents agree to, the score. Every
 * message every client receives is checked for cards its recipient may not see. Refusals: calls
 * out of turn and insufficient bids (law cited), dummy playing, stale and replayed acts, acts for
 * a table not joined, a seat token used at another table, a non-director watching as director.
 */
import { describe, expect, it } from 'vitest';
import {
  contract,
  foldRaw,
  isVulnerable,
  printCard,
  replayOutput,
  scoreContract,
  sideOf,
  viewFor,
  type Seat,
} from '@stikk/core';
import { directorRules } from '@stikk/laws';
import type { ServerMessage, TableView } from '../src/api/types.js';
import { Http, WsClient } from './support/http.js';
import { Rooms } from '../src/online/rooms.js';
import { UNDO_WINDOW_MS } from '../src/online/room.js';
import { cardsIn, OnlineTable, publicCards, SEAT_LIST } from './support/online.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres();

describe.each(['sqlite', 'postgres'] as Backend[])('online board on %s', (backend) => {
  it('four clients: auction with an alert, play, a claim, the score — and nothing seen too early', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'online');
    const received: { who: Seat | 'kibitzer'; m: ServerMessage; raw: string }[] = [];
    let table: OnlineTable | undefined;
    const others: WsClient[] = [];
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'owner@x.no', password: 'owner-pass', name: 'Olav' });
      const seed = 'online-test';
      const created = await owner.ok('POST', '/api/online/tables', { boards: [1, 2], seed, name: 'Table 1' });
      const other = await owner.ok('POST', '/api/online/tables', { boards: [5], seed: 'other' });

      table = new OnlineTable(server.url, created.id, created.tokens);
      await table.join((s, m, raw) => received.push({ who: s, m, raw }));
      const director = await new WsClient(server.url, owner.cookie).open();
      others.push(director);
      director.send({ type: 'join', tableId: created.id, as: 'director' });
      await director.waitFor((m) => m.type === 'joined');
      const kib = await new WsClient(server.url, '', (m, raw) => received.push({ who: 'kibitzer', m, raw })).open();
      others.push(kib);
      kib.send({ type: 'join', tableId: created.id });
      await kib.waitFor((m) => m.type === 'joined');

      // Board 1: dealer N. Refusals first.
      let r = await table.act('E', { call: '1C' });
      expect(r).toMatchObject({ type: 'reject', code: 'call-out-of-rotation', law: '31' });
      r = await table.act('N', { call: '1C', alert: true, explanation: 'could be short: 2+ clubs' });
      expect(r.type).toBe('ack');
      await table.synced(1);
      r = await table.act('E', { call: '1C' }, 1);
      expect(r).toMatchObject({ type: 'reject', code: 'insufficient-bid', law: '27' });
      // A stale act (version 0 after version 1) and a replay of N's acknowledged act are refused.
      r = await table.act('E', { call: 'P' }, 0);
      expect(r).toMatchObject({ type: 'reject', code: 'stale-version' });
      r = await table.act('N', { call: '1C', alert: true, explanation: 'could be short: 2+ clubs' }, 0);
      expect(r).toMatchObject({ type: 'reject', code: 'stale-version' });
      // Acting for another seat: the act names no seat, and a seat field is refused.
      r = await table.act('S', { call: 'P', seat: 'E' } as never, 1);
      expect(r.type).toBe('reject');
      // Acting at another table without its token; using this table's token there.
      r = await table.clients.E.request({ type: 'act', tableId: other.id, id: 'x1', version: 0, act: { call: 'P' } });
      expect(r).toMatchObject({ type: 'reject', code: 'not-seated' });
      table.clients.E.send({ type: 'join', tableId: other.id, token: created.tokens.E });
      expect(await table.clients.E.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'bad-seat-token' });
      r = await kib.request({ type: 'act', tableId: created.id, id: 'k1', version: 1, act: { call: 'P' } });
      expect(r).toMatchObject({ type: 'reject', code: 'not-seated' });
      // A player is not the table's director.
      const intruder = new Http(server.url);
      await intruder.ok('POST', '/api/auth/register', { email: 'i@x.no', password: 'intruder-pw', name: 'Ivar' });
      const iw = await new WsClient(server.url, intruder.cookie).open();
      others.push(iw);
      iw.send({ type: 'join', tableId: created.id, as: 'director' });
      expect(await iw.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'not-director' });
      expect((await intruder.get(`/api/online/tables/${created.id}/log`)).status).toBe(403);

      for (const [s, c] of [
        ['E', 'P'],
        ['S', '3NT'],
        ['W', 'P'],
        ['N', 'P'],
        ['E', 'P'],
      ] as const) {
        const a = await table.act(s, { call: c });
        expect(a.type).toBe('ack');
        await table.synced((a as { version: number }).version);
      }
      expect(table.views.S).toMatchObject({ phase: 'clarification', contract: '3NT', declarer: 'S', turn: 'W' });
      // Law 20F: the alert's explanation reaches the opponents only.
      expect(table.views.E.auction[0]).toMatchObject({ alert: true, explanation: 'could be short: 2+ clubs' });
      expect(table.views.S.auction[0].explanation).toBeUndefined();
      expect(table.views.S.auction[0].alert).toBeUndefined();
      for (const x of received.filter((y) => y.who === 'S')) expect(x.raw).not.toContain('could be short');

      // Opening lead by W; then dummy (N) may not play, and a revoke is refused.
      await table.playOne();
      r = await table.act('N', { play: table.views.N.hands.N![0] });
      expect(r).toMatchObject({ type: 'reject', code: 'dummy-cannot-play' });
      r = await table.act('E', { play: table.views.E.hands.E![0] });
      expect(r).toMatchObject({ type: 'reject', code: 'play-out-of-turn', law: '57' });
      await table.playOne(); // declarer plays from dummy
      const e = table.views.E;
      const led = e.tricks[0].cards[0].card[0];
      const offSuit = e.hands.E!.find((c) => c[0] !== led);
      if (e.hands.E!.some((c) => c[0] === led) && offSuit) {
        r = await table.act('E', { play: offSuit });
        expect(r).toMatchObject({ type: 'reject', code: 'must-follow-suit', law: '44C' });
      }
      while (table.views.N.tricks.filter((x) => x.winner).length < 6 || table.views.N.tricks.at(-1)!.winner === null)
        await table.playOne();

      // Declarer claims the rest; dummy cannot answer; both defenders agree.
      const remaining = 7;
      r = await table.act('S', { claim: 4, statement: 'cashing <b>winners</b>, then a heart' });
      expect(r.type).toBe('ack');
      await table.synced((r as { version: number }).version);
      expect(table.views.W.claim).toMatchObject({ seat: 'S', tricks: 4 });
      expect(table.views.W.hands.S).not.toBeNull();
      r = await table.act('N', { agree: true });
      expect(r).toMatchObject({ type: 'reject', code: 'dummy-does-not-agree' });
      r = await table.act('W', { agree: true });
      expect(r.type).toBe('ack');
      await table.synced((r as { version: number }).version);
      r = await table.act('E', { agree: true });
      expect(r.type).toBe('ack');
      await table.synced((r as { version: number }).version);
      const end = table.views.N;
      expect(end.phase).toBe('ended');
      const nsTricks = end.tricksWon.NS;
      expect(nsTricks + end.tricksWon.EW).toBe(13);
      const ewBefore = 6 - table.views.N.tricks.filter((x) => x.winner && sideOf(x.winner) === 'NS').length;
      expect(end.tricksWon.EW).toBe(ewBefore + (remaining - 4));
      const expected = scoreContract(contract(3, 'NT'), isVulnerable('None', 'S'), nsTricks);
      expect(end.score).toEqual({ NS: expected, EW: -expected });
      expect(end.nextBoard).toBe(2);

      // Next board: version continues; a reconnecting client gets the events it missed.
      const lastSeen = table.views.W.version;
      table.clients.W.terminate();
      r = await table.act('E', { next: true });
      expect(r.type).toBe('ack');
      const w2 = await new WsClient(server.url, '', (m, raw) => received.push({ who: 'W', m, raw })).open();
      others.push(w2);
      w2.send({ type: 'join', tableId: created.id, token: created.tokens.W, since: lastSeen });
      const rejoined = (await w2.waitFor((m) => m.type === 'joined')) as Extract<ServerMessage, { type: 'joined' }>;
      expect(rejoined.missed.map((x) => x.v)).toEqual([lastSeen + 1]);
      expect(rejoined.view.boardNumber).toBe(2);
      expect(rejoined.view.version).toBe(lastSeen + 1);

      // Board 2: a claim disputed by a defender; the director rules (Law 70, the digital director).
      const t2 = new OnlineTable(server.url, created.id, created.tokens);
      await t2.join((s, m, raw) => received.push({ who: s, m, raw }));
      // Law 25A: E's slip (2NT for 1NT) is taken back at once; nobody else may take it back.
      r = await t2.act('E', { call: '2NT' });
      expect(r.type).toBe('ack');
      await t2.synced((r as { version: number }).version);
      // Only E is offered the undo, with the end of its window (his page withdraws it then); nothing taken back yet.
      expect(t2.views.E.undo).toMatchObject({ windowMs: UNDO_WINDOW_MS });
      expect(Date.parse(t2.views.E.undo!.until)).toBeGreaterThan(Date.now() - UNDO_WINDOW_MS);
      for (const s of ['N', 'S', 'W'] as const) expect(t2.views[s].undo).toBeNull();
      expect(t2.views.S.undone).toEqual([]);
      r = await t2.act('S', { undo: true });
      expect(r).toMatchObject({ type: 'reject', code: 'undo-not-allowed', law: '25A' });
      r = await t2.act('E', { undo: true });
      expect(r.type).toBe('ack');
      await t2.synced((r as { version: number }).version);
      expect(t2.views.S.auction).toEqual([]);
      // Every seat is told what was taken back (Law 25A); nothing is left to take back.
      for (const s of SEAT_LIST) expect(t2.views[s].undone).toEqual([{ seat: 'E', call: '2NT' }]);
      expect(t2.views.E.undo).toBeNull();
      expect(t2.views.E.turn).toBe('E');
      for (const [s, c] of [
        ['E', '1NT'],
        ['S', 'P'],
        ['W', 'P'],
        ['N', 'P'],
      ] as const) {
        const a = await t2.act(s, { call: c });
        expect(a.type).toBe('ack');
        await t2.synced((a as { version: number }).version);
      }
      while (t2.views.N.tricks.filter((x) => x.winner).length < 9 || t2.views.N.tricks.at(-1)!.winner === null)
        await t2.playOne();
      r = await t2.act('E', { claim: 4, statement: 'the rest are mine' });
      expect(r.type).toBe('ack');
      await t2.synced((r as { version: number }).version);
      r = await t2.act('S', { agree: false });
      expect(r.type).toBe('ack');
      await t2.synced((r as { version: number }).version);
      expect(t2.views.N.pending).toMatchObject({ chooser: 'director' });
      expect(t2.views.N.directorCalls).toBe(1);
      const calls = await owner.ok('GET', `/api/online/tables/${created.id}/calls`);
      expect(calls).toEqual([expect.objectContaining({ seat: 'S', status: 'open', onlineTableId: created.id })]);
      r = await t2.act('N', { director: {} } as never);
      expect(r).toMatchObject({ type: 'reject', code: 'not-director' });
      const ruling = await director.request({
        type: 'act',
        tableId: created.id,
        id: 'd1',
        version: t2.version,
        act: { director: { unawareOfTrump: false } },
      });
      expect(ruling.type).toBe('ack');
      await t2.synced((ruling as { version: number }).version);
      expect(t2.views.N.phase).toBe('ended');
      expect(t2.views.N.tricksWon.NS + t2.views.N.tricksWon.EW).toBe(13);
      expect(t2.views.N.score).not.toBeNull();
      t2.close();

      // Each board's table log (TABLE-LOG.md) folds, with the digital director, to the same result;
      // board 2's undo reads as a change of call found unintended (Law 25A).
      for (const [board, view] of [
        [1, end],
        [2, t2.views.N],
      ] as const) {
        const tl = await owner.ok('GET', `/api/online/tables/${created.id}/boards/${board}/log`);
        const folded = foldRaw(tl, { mode: 'record', rules: directorRules });
        expect(folded.ok, JSON.stringify(!folded.ok && folded.error)).toBe(true);
        if (!folded.ok) continue;
        const out = replayOutput(folded.value);
        expect(out.contract).toBe(view.contract);
        expect(out.score).toEqual(view.score);
        if (board === 2)
          expect(tl.events.slice(0, 3)).toEqual([
            { seat: 'E', call: '2NT' },
            { seat: 'E', call: '1NT', change: true },
            { director: { unintended: true } },
          ]);
      }

      // A table loaded afresh from the stored log (as after a restart) is the same table.
      const fresh = await new Rooms(server.database.db).get(created.id);
      const live = await server.ctx.rooms.get(created.id);
      expect({ ...fresh!.view('director'), seatsTaken: [] }).toEqual({ ...live!.view('director'), seatsTaken: [] });
      // The core writes its view into the server's object (`viewFor` with `into`): its keys first, in its order,
      // with its values (the JSON sent; a seat's view holds no hand the core's does not show it), then the server's.
      for (const r of [...SEAT_LIST, 'kibitzer', 'director'] as const) {
        const core = viewFor(live!.state, r);
        const sent = Object.entries(live!.view(r));
        const n = Object.keys(core).length;
        expect(JSON.stringify(Object.fromEntries(sent.slice(0, n))), r).toBe(JSON.stringify(core));
        expect(sent.slice(n).map(([k]) => k)).toContain('tableId');
      }

      // The stored log holds every acknowledged act, in order.
      const log = await owner.ok('GET', `/api/online/tables/${created.id}/log`);
      expect(log.events.map((x: { v: number }) => x.v)).toEqual(Array.from({ length: log.version }, (_, i) => i + 1));
      expect(log.version).toBe(t2.version);

      // No message to any seat or the kibitzer carried a card its recipient could not see then.
      const dirViews = new Map<number, TableView>();
      for (const m of director.messages)
        if (m.type === 'update' || m.type === 'joined') dirViews.set(m.view.version, m.view);
      const publicAt = (v: number, board: number) =>
        publicCards(dirViews, server.ctx.dealSeeded(seed, board), v, board);
      let checked = 0;
      for (const x of received) {
        const m = x.m;
        if (m.type !== 'update' && m.type !== 'joined') {
          expect(cardsIn(m)).toEqual([]);
          continue;
        }
        const v = m.view.version,
          board = m.view.boardNumber;
        const own =
          x.who === 'kibitzer' ? new Set<string>() : new Set(server.ctx.dealSeeded(seed, board)[x.who]!.map(printCard));
        const pub = publicAt(v, board);
        // The event of an update may name the card just played: public by then.
        for (const c of cardsIn(m)) {
          expect(own.has(c) || pub.has(c), `${x.who} received ${c} at v${v}`).toBe(true);
          checked++;
        }
        if (x.who !== 'kibitzer' && m.view.phase !== 'ended') {
          for (const s of SEAT_LIST)
            if (
              s !== x.who &&
              m.view.hands[s] &&
              !(m.view.tricks.length && s === m.view.dummy) &&
              m.view.claim?.seat !== s
            )
              throw new Error(`${x.who} saw ${s}'s hand at v${v}`);
        }
      }
      expect(checked).toBeGreaterThan(100);
    } finally {
      table?.close();
      for (const c of others) c.close();
      await cleanup();
    }
  });
});
