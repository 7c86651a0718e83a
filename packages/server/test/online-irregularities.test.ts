/**
 * An online table that allows irregularities (issue 18), over real WebSockets: an insufficient bid
 * replaced by a comparable call (Law 27B1(b)), an opening lead out of turn accepted (Law 54B) and
 * a revoke corrected before it was established (Law 62B1), each ruled live by the table's
 * director; the rectification is the laws package's. The same acts at a default table are
 * refused. Every message each seat receives is checked for cards and explanations it may not see.
 */
import { describe, expect, it } from 'vitest';
import { foldRaw, printCard, replayOutput, type Seat } from '@stikk/core';
import { directorRules } from '@stikk/laws';
import type { ServerMessage, TableView } from '../src/api/types.js';
import { Http, WsClient } from './support/http.js';
import { Rooms } from '../src/online/rooms.js';
import { ShardedRoom } from '../src/online/room-workers.js';
import { cardsIn, OnlineTable, publicCards, SEAT_LIST } from './support/online.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres();

/**
 * The table's director joined over its own WebSocket, and two steps that must be acknowledged and seen by every seat:
 * a seat's act, and the director's findings.
 */
async function directed(url: string, cookie: string, tb: OnlineTable) {
  const director = await new WsClient(url, cookie).open();
  director.send({ type: 'join', tableId: tb.tableId, as: 'director' });
  await director.waitFor((m) => m.type === 'joined');
  const step = async (seat: Seat, act: Record<string, unknown>) => {
    const r = await tb.act(seat, act);
    expect(r.type, JSON.stringify(r)).toBe('ack');
    await tb.synced((r as { version: number }).version);
  };
  const rule = async (findings: Record<string, unknown>) => {
    const r = await director.request({
      type: 'act',
      tableId: tb.tableId,
      id: `d${tb.version}`,
      version: tb.version,
      act: { director: findings } as never,
    });
    expect(r.type, JSON.stringify(r)).toBe('ack');
    await tb.synced((r as { version: number }).version);
  };
  return { director, step, rule };
}
const EXPLANATION = 'fifteen to seventeen, balanced';

describe.each(['sqlite', 'postgres'] as Backend[])('online irregularities on %s', (backend) => {
  it('the round clock; a claim with a stated line (Law 70D1) disputed and adjudicated; an agreement withdrawn (Law 69B)', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'online');
    let table: OnlineTable | undefined;
    const others: WsClient[] = [];
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'td2@x.no', password: 'td-pass-2', name: 'Tor' });
      const created = await owner.ok('POST', '/api/online/tables', { boards: [1, 2], seed: 'lines' });
      table = new OnlineTable(server.url, created.id, created.tokens);
      await table.join();
      const { director, step, rule } = await directed(server.url, owner.cookie, table);
      others.push(director);
      // The round clock is the director's: a player's is refused; every seat sees the same end.
      expect(await table.act('N', { roundClock: 20 })).toMatchObject({ type: 'reject', code: 'not-director' });
      const t0 = Date.now();
      const clock = await director.request({
        type: 'act',
        tableId: created.id,
        id: 'clock',
        version: table.version,
        act: { roundClock: 20 },
      });
      expect(clock.type).toBe('ack');
      await table.synced((clock as { version: number }).version);
      const ends = Date.parse(table.views.S.roundEndsAt!);
      expect(ends - t0).toBeGreaterThanOrEqual(20 * 60_000 - 1000);
      expect(ends - Date.now()).toBeLessThanOrEqual(20 * 60_000);
      for (const seat of SEAT_LIST) expect(table.views[seat].roundEndsAt).toBe(table.views.S.roundEndsAt);
      for (const [s, c] of [
        ['N', '1NT'],
        ['E', 'P'],
        ['S', '3NT'],
        ['W', 'P'],
        ['N', 'P'],
        ['E', 'P'],
      ] as const)
        await step(s, { call: c });
      for (let i = 0; i < 4 * 9; i++) await table.playOne();
      const hand = table.views.N.hands.N!;
      // A malformed line is refused naming the step; nothing is stored.
      const v0 = table.version;
      const badLine = await table.act('N', { claim: 4, statement: 'top tricks', line: [{ cash: 'X' }] });
      expect(badLine).toMatchObject({ type: 'reject', code: 'invalid-act' });
      expect((badLine as { message: string }).message).toContain('line[0].cash');
      expect(table.version).toBe(v0);
      const line = [{ play: hand[0] }, { cash: hand[1][0] }];
      await step('N', { claim: 4, statement: 'cashing out', line });
      expect(table.views.E.claimLine).toEqual(line);
      expect(table.views.E.hands.N).not.toBeNull();
      await step('E', { agree: false });
      expect(table.views.W.pending).toMatchObject({ law: '70', kind: 'claim-disputed', chooser: 'director' });
      await rule({ unawareOfTrump: false });
      expect(table.views.N.phase).toBe('ended');
      expect(table.views.N.tricksWon.NS + table.views.N.tricksWon.EW).toBe(13);
      // The table log keeps the line for the ruling assistant and archives, and folds to the same result.
      const tl = await owner.ok('GET', `/api/online/tables/${created.id}/boards/1/log`);
      expect(tl.events.find((e: { claim?: number }) => e.claim !== undefined)).toMatchObject({ seat: 'N', line });
      const folded = foldRaw(tl, { mode: 'record', rules: directorRules });
      expect(folded.ok && replayOutput(folded.value).score).toEqual(table.views.N.score);
      // The line is stored: a table loaded afresh from the database has it too.
      const fresh = await new Rooms(server.database.db).get(created.id);
      expect(fresh!.tableLog(1)).toEqual(tl);
      // The clock is the table's, not the board's: it survives a reload and is no part of the table log.
      expect(fresh!.view('director').roundEndsAt).toBe(table.views.S.roundEndsAt);
      expect(JSON.stringify(tl)).not.toContain('roundEnds');
      await step('E', { next: true });

      // Board 2: the defenders agree to a claim, then E withdraws the agreement (Law 69B).
      for (const [s, c] of [
        ['E', '1NT'],
        ['S', 'P'],
        ['W', '3NT'],
        ['N', 'P'],
        ['E', 'P'],
        ['S', 'P'],
      ] as const)
        await step(s, { call: c });
      for (let i = 0; i < 4 * 10; i++) await table.playOne();
      await step('E', { claim: 3, statement: 'all mine' });
      await step('N', { agree: true });
      await step('S', { agree: true });
      expect(table.views.N.phase).toBe('ended');
      expect(table.views.N.agreedClaim).toMatchObject({ seat: 'E', tricks: 3 });
      const before = table.views.N.tricksWon;
      // Only the side that agreed may withdraw; then the director rules (Law 69B).
      expect(await table.act('W', { agree: false })).toMatchObject({ type: 'reject' });
      await step('N', { agree: false });
      expect(table.views.S.pending).toMatchObject({ law: '69B', kind: 'claim-withdrawn', chooser: 'director' });
      expect(table.views.S.agreedClaim).toBeNull();
      await rule({});
      expect(table.views.S.pending).toBeNull();
      expect(table.views.S.tricksWon.NS).toBeGreaterThanOrEqual(before.NS);
      // The director's queue says what each "no" was: a claim disputed in play (Law 68D), an agreement
      // withdrawn after the board (Law 69B); codes the web words in the director's language.
      const calls = (await owner.ok('GET', `/api/online/tables/${created.id}/calls`)) as {
        seat: string;
        reason: string;
      }[];
      expect(calls.map((c) => [c.seat, c.reason])).toEqual(
        expect.arrayContaining([
          ['E', 'claim-disputed'],
          ['N', 'claim-agreement-withdrawn'],
        ]),
      );
      expect(calls).toHaveLength(2);
      expect(table.views.S.tricksWon.NS + table.views.S.tricksWon.EW).toBe(13);
    } finally {
      table?.close();
      for (const c of others) c.close();
      await cleanup();
    }
  });

  // Also with a room worker thread (STIKK_ROOM_WORKERS): the table is folded and ruled there, under its edition.
  for (const roomWorkers of backend === 'sqlite' ? [0, 1] : [0])
    it(`a table under the 2007 laws${roomWorkers ? ' on a room worker' : ''}: its insufficient bid is ruled and cited by the 2007 Law 27; it survives a reload`, async (t) => {
      if (backend === 'postgres' && !pgCluster()) return t.skip();
      const { server, cleanup } = await testServer(backend, pgCluster(), 'online', { roomWorkers });
      const tables: OnlineTable[] = [];
      const others: WsClient[] = [];
      try {
        const owner = new Http(server.url);
        await owner.ok('POST', '/api/auth/register', { email: 'td7@x.no', password: 'td-pass-7', name: 'Terje' });
        const bad = await owner.req('POST', '/api/online/tables', { boards: [1], edition: '1997' });
        expect(bad.status).toBe(400);
        expect(JSON.stringify(bad.body)).toContain('edition');
        const opts = { boards: [1], seed: 'edition', irregularities: 'allow' };
        const old = await owner.ok('POST', '/api/online/tables', { ...opts, edition: '2007' });
        const current = await owner.ok('POST', '/api/online/tables', opts);
        // The same insufficient bid and replacement at each table: only the edition differs.
        const judged: Record<string, TableView> = {};
        for (const [edition, created] of [
          ['2007', old],
          ['2017', current],
        ] as const) {
          const tb = new OnlineTable(server.url, created.id, created.tokens);
          tables.push(tb);
          await tb.join();
          expect(tb.views.N.edition).toBe(edition);
          expect((await server.ctx.rooms.get(created.id)) instanceof ShardedRoom).toBe(roomWorkers > 0);
          const { director, step, rule } = await directed(server.url, owner.cookie, tb);
          others.push(director);
          await step('N', { call: '1NT' });
          await step('E', { call: '1S' });
          await rule({ option: 'refuse', lhoAccepts: false });
          expect(tb.views.N.pending).toMatchObject({ law: '27B', chooser: 'E' });
          expect(tb.views.N.pending!.options).toContain(edition === '2007' ? '27B1(b)-2007' : '27B1(b)');
          await step('E', { call: '2C' });
          judged[edition] = tb.views.N;
        }
        // 2007 27B1(b): the same or a more precise meaning; 2017: a comparable call (Law 23A).
        expect(judged['2007'].pending).toMatchObject({ law: '27B1(b)', chooser: 'director' });
        expect(judged['2007'].pending!.message).toMatchObject({ code: 'insufficient-bid.judge-2007' });
        expect(judged['2017'].pending!.message).toMatchObject({ code: 'insufficient-bid.judge' });
        // The table log names the edition, and a table loaded afresh from the database plays it still.
        const tl = await owner.ok('GET', `/api/online/tables/${old.id}/boards/1/log`);
        expect(tl.edition).toBe('2007');
        const fresh = (await new Rooms(server.database.db).get(old.id))!;
        expect(fresh.view('director').edition).toBe('2007');
        expect(fresh.view('director').pending!.message).toMatchObject({ code: 'insufficient-bid.judge-2007' });
        expect((await new Rooms(server.database.db).get(current.id))!.view('N').edition).toBe('2017');
      } finally {
        for (const tb of tables) tb.close();
        for (const c of others) c.close();
        await cleanup();
      }
    });

  it('insufficient bid, lead out of turn and revoke ruled live; prevent mode refuses them', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'online');
    const received: { who: Seat; m: ServerMessage; raw: string }[] = [];
    let table: OnlineTable | undefined;
    let plain: OnlineTable | undefined;
    const others: WsClient[] = [];
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'td@x.no', password: 'td-pass-1', name: 'Tove' });
      const seed = 'irregular';
      const bad = await owner.req('POST', '/api/online/tables', { boards: [1], irregularities: 'sometimes' });
      expect(bad.status).toBe(400);
      const created = await owner.ok('POST', '/api/online/tables', { boards: [1], seed, irregularities: 'allow' });
      const prevent = await owner.ok('POST', '/api/online/tables', { boards: [1], seed });

      // The default table refuses the insufficient bid, citing Law 27.
      plain = new OnlineTable(server.url, prevent.id, prevent.tokens);
      await plain.join();
      expect(plain.views.N.irregularities).toBe('prevent');
      await plain.actAll([['N', { call: '1NT' }]]);
      expect(await plain.act('E', { call: '1S' })).toMatchObject({
        type: 'reject',
        code: 'insufficient-bid',
        law: '27',
      });
      plain.close();

      table = new OnlineTable(server.url, created.id, created.tokens);
      await table.join((s, m, raw) => received.push({ who: s, m, raw }));
      const { director, step, rule } = await directed(server.url, owner.cookie, table);
      others.push(director);
      expect(table.views.N.irregularities).toBe('allow');

      // 1. Law 27: E's insufficient 1♠ over 1NT is kept; S (LHO) may accept it; the table waits.
      await step('N', { call: '1NT', alert: true, explanation: EXPLANATION });
      await step('E', { call: '1S' });
      expect(table.views.W.pending).toMatchObject({ law: '27A1', kind: 'insufficient-bid', chooser: 'S' });
      expect(table.views.S.legalCalls).toEqual([]);
      // The findings are the director's to send, never a player's.
      expect(await table.act('S', { director: { lhoAccepts: false } })).toMatchObject({ code: 'not-director' });
      await step('E', { directorCall: 'insufficient bid' });
      await rule({ option: 'refuse', lhoAccepts: false });
      expect(table.views.N.pending).toMatchObject({ law: '27B', chooser: 'E' });
      // E replaces it by 2♣ (both majors): the director judges it comparable (Laws 23A, 27B1(b)).
      await step('E', { call: '2C' });
      expect(table.views.N.pending).toMatchObject({ law: '27B1(b)', chooser: 'director', needs: ['comparable'] });
      await rule({ comparable: true });
      expect(table.views.N.pending).toBeNull();
      expect(table.views.N.auction.map((c) => c.call)).toEqual(['1NT', '2C']);
      expect(table.views.S.turn).toBe('S');
      // No restriction on W: 27B1(b) leaves partner free (his legal calls are not just Pass).
      await step('S', { call: 'P' });
      expect(table.views.W.legalCalls.length).toBeGreaterThan(1);
      await step('W', { call: 'P' });
      await step('N', { call: 'P' });
      expect(table.views.E).toMatchObject({ contract: '2C', declarer: 'E', turn: 'S' });

      // 2. Law 54: N (not S) faces the opening lead; declarer chooses at the table, nobody else may.
      const deal = server.ctx.dealSeeded(seed, 1);
      const nLead = printCard(deal.N![0]);
      await step('N', { play: nLead });
      expect(table.views.E.pending).toMatchObject({
        kind: 'opening-lead-out-of-turn',
        law: '54',
        chooser: 'E',
        options: ['accept', 'declarer-becomes-dummy', 'reject'],
      });
      expect(table.views.E.exposed).toContain(nLead);
      expect(table.views.E.hands.W).toBeNull(); // dummy is not faced before the lead is accepted
      expect(await table.act('S', { choose: 'accept' } as never)).toMatchObject({ code: 'not-your-choice', law: '54' });
      expect(await table.act('E', { choose: 'revoke' } as never)).toMatchObject({ code: 'not-your-choice' });
      await step('E', { choose: 'accept' });
      expect(table.views.S.pending).toBeNull();
      expect(table.views.S.tricks[0]).toMatchObject({ leader: 'N', cards: [{ seat: 'N', card: nLead }] });
      expect(table.views.S.hands.W).not.toBeNull();
      expect(table.views.S.turn).toBe('E');

      // 3. Laws 61–62: the first defender able to follow suit who plays another suit revokes; the
      // director, called before the revoke is established, has it corrected.
      let revoke: { seat: Seat; card: string } | null = null;
      for (let i = 0; i < 40 && !revoke; i++) {
        const who = table.actor()!;
        const v = table.views[who];
        const trick = v.tricks.at(-1);
        const led = trick && trick.winner === null ? trick.cards[0]?.card[0] : undefined;
        const hand = v.hands[who]!;
        const off = hand.find((c) => c[0] !== led);
        if ((who === 'N' || who === 'S') && led && hand.some((c) => c[0] === led) && off) {
          await step(who, { play: off });
          revoke = { seat: who, card: off };
        } else await table.playOne();
      }
      expect(revoke).not.toBeNull();
      const rv = revoke!;
      expect(table.views.E.pending).toBeNull(); // a revoke asks nothing until the director comes
      // The earlier calls are resolved: with no call open and nothing pending the director has nothing to rule.
      for (const c of await owner.ok('GET', `/api/online/tables/${created.id}/calls`))
        if (c.status === 'open')
          await owner.ok('POST', `/api/calls/${c.id}/resolve`, { resolution: 'ruled at the table' });
      await expect.poll(async () => (await server.ctx.rooms.get(created.id))!.openCalls).toBe(0);
      const early = await director.request({
        type: 'act',
        tableId: created.id,
        id: 'early',
        version: table.version,
        act: { director: {} } as never,
      });
      expect(early).toMatchObject({ type: 'reject', code: 'nothing-to-rule' });
      await step('E', { directorCall: 'revoke' });
      await rule({});
      const after = table.views.E;
      expect(after.penaltyCards).toEqual([expect.objectContaining({ seat: rv.seat, card: rv.card, major: true })]);
      expect(after.tricks.at(-1)!.cards.map((c) => c.card)).not.toContain(rv.card);
      expect(after.turn).toBe(rv.seat);
      // The offender now follows suit.
      await step(rv.seat, { play: table.views[rv.seat].legalCards[0] });

      // The stored table log folds with the digital director to the same state.
      const tl = await owner.ok('GET', `/api/online/tables/${created.id}/boards/1/log`);
      const folded = foldRaw(tl, { mode: 'record', rules: directorRules });
      expect(folded.ok).toBe(true);
      if (folded.ok) expect(replayOutput(folded.value).contract).toBe('2C');

      // No seat received a card it could not see then, nor partner's explanation (Law 20F, 16).
      const dirViews = new Map<number, TableView>();
      for (const m of director.messages)
        if (m.type === 'update' || m.type === 'joined') dirViews.set(m.view.version, m.view);
      let checked = 0;
      for (const x of received) {
        const m = x.m;
        if (x.who === 'S') expect(x.raw).not.toContain(EXPLANATION);
        if (m.type !== 'update' && m.type !== 'joined') {
          expect(cardsIn(m)).toEqual([]);
          continue;
        }
        const v = m.view.version;
        const own = new Set(deal[x.who]!.map(printCard));
        const pub = publicCards(dirViews, deal, v, 1);
        for (const c of cardsIn(m)) {
          expect(own.has(c) || pub.has(c), `${x.who} received ${c} at v${v}`).toBe(true);
          checked++;
        }
        for (const s of SEAT_LIST)
          if (s !== x.who && m.view.hands[s] && !(m.view.tricks.length && s === m.view.dummy))
            throw new Error(`${x.who} saw ${s}'s hand at v${v}`);
      }
      expect(checked).toBeGreaterThan(50);
      expect(received.some((x) => x.who === 'W' && x.raw.includes(EXPLANATION))).toBe(true);
    } finally {
      table?.close();
      plain?.close();
      for (const c of others) c.close();
      await cleanup();
    }
  });
});
