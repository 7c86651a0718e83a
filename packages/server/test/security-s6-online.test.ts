/**
 * Session 6 security sweep, online tables over real WebSockets and HTTP:
 * - a claim made at the first trick is too big to search (the director awards by hand, Law 70);
 *   before the fix every later director event at the table, and every refold of its log (after
 *   any refused act), searched it again on the server's thread — a second or more apiece, so one
 *   table's director (any logged-in user can open a table) could hold every table of the server;
 * - a creator who sits at the table is not its director, so does not resolve the director calls
 *   made at it (a player closed the call the opponents made against him);
 * - an act the database would not store was refused with the database's own error text (table and
 *   column names, constraint, driver message): now the client is told only to send it again.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { printCard, seededDeal } from '@stikk/core';
import type { ServerMessage } from '../src/api/types.js';
import { Http, WsClient } from './support/http.js';
import { OnlineTable, tableWithPublicDeals } from './support/online.js';
import { testServer } from './support/servers.js';
import type { StikkServer } from '../src/index.js';

/** The four seats bid 1NT by North, all pass; East leads his first card (board 1, the public `seededDeal(seed)`). */
async function toTheLead(table: OnlineTable, seed: string): Promise<void> {
  const bids = ['1NT', 'P', 'P', 'P'].map((call, i) => [(['N', 'E', 'S', 'W'] as const)[i], { call }] as const);
  await table.actAll([...bids, ['E', { play: printCard(seededDeal(seed, 1).E![0]) }]]);
}

/**
 * A new account (`email`) that opens a one-board table: board 1 the public `seededDeal(seed, 1)` (the deals these
 * tests were built on; a seed sent over HTTP deals keyed on the server's secret).
 */
async function ownerWithTable(server: StikkServer, email: string, seed: string) {
  const owner = new Http(server.url);
  await owner.ok('POST', '/api/auth/register', { email, password: 'owner-pass-6', name: 'Olga' });
  return { owner, created: await tableWithPublicDeals(server, owner, seed) };
}

const versionOf = (m: ServerMessage): number => (m as { version: number }).version;

describe('online tables: the director', () => {
  it('rules on a claim too big to search again and again: it is searched once', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec6_claimsearch');
    let table: OnlineTable | undefined;
    let director: WsClient | undefined;
    try {
      const { owner, created } = await ownerWithTable(server, 'td6@x.no', 'sec-s6-rulings');
      table = new OnlineTable(server.url, created.id, created.tokens);
      await table.join();
      await toTheLead(table, 'sec-s6-rulings');
      let r = await table.act('N', { claim: 13, statement: 'all mine' });
      expect(r.type, JSON.stringify(r)).toBe('ack');
      await table.synced(versionOf(r));
      r = await table.act('E', { agree: false });
      expect(r.type, JSON.stringify(r)).toBe('ack');
      await table.synced(versionOf(r));

      director = await new WsClient(server.url, owner.cookie).open();
      director.send({ type: 'join', tableId: created.id, as: 'director' });
      let version = versionOf(
        ((await director.waitFor((m) => m.type === 'joined')) as { view: unknown }).view as never,
      );
      const rule = async () => {
        const a = await director!.request({
          type: 'act',
          tableId: created.id,
          id: `d${version}`,
          version,
          act: { director: { option: 'adjudicate' } },
        });
        expect(a.type, JSON.stringify(a)).toBe('ack');
        version = versionOf(a);
        await table!.synced(version);
      };
      // The first ruling searches and gives up: the director awards by hand.
      await rule();
      expect(table.views.N.pending).toMatchObject({ law: '70', kind: 'claim-disputed', needs: ['option'] });
      // Forty more director events and forty refused acts (each refolds the board's log): no new search.
      for (let i = 0; i < 40; i++) {
        await rule();
        const refused = await table.act('S', { play: 'SZ' });
        expect(refused.type).toBe('reject');
      }
      expect(table.views.N.pending).toMatchObject({ law: '70', kind: 'claim-disputed', needs: ['option'] });
      expect(table.views.N.pending?.options).toContain('award:13');
    } finally {
      director?.close();
      table?.close();
      await cleanup();
    }
  }, 120_000);

  it('a creator who sits at the table does not resolve its director calls', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec6_resolve');
    let table: OnlineTable | undefined;
    try {
      const { owner, created } = await ownerWithTable(server, 'p6@x.no', 'r6');
      // East calls the director while the creator still directs the table.
      const early = new OnlineTable(server.url, created.id, created.tokens);
      await early.join();
      const r = await early.act('E', { directorCall: 'North hesitated' });
      expect(r.type, JSON.stringify(r)).toBe('ack');
      early.close();
      // The creator takes seat North with its link: a participant from now on.
      const claimed = await owner.ok('POST', `/api/online/tables/${created.id}/claim`, {
        seat: 'N',
        token: created.tokens.N,
      });
      table = new OnlineTable(server.url, created.id, { ...created.tokens, N: claimed.token });
      await table.join();
      expect(table.views.E.director).toBe(false);
      const call = await server.ctx.db
        .selectFrom('director_calls')
        .select(['id', 'status'])
        .where('online_table_id', '=', created.id)
        .executeTakeFirstOrThrow();
      const res = await owner.post(`/api/calls/${call.id}/resolve`, { resolution: 'no problem, play on' });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('participant-not-director');
      const after = await server.ctx.db
        .selectFrom('director_calls')
        .select('status')
        .where('id', '=', call.id)
        .executeTakeFirstOrThrow();
      expect(after.status).toBe('open');
      // Nor does the table's call list go to him (as before).
      expect((await owner.get(`/api/online/tables/${created.id}/calls`)).status).toBe(403);

      // The table has no director now (irregularities.ts NO_DIRECTOR): a call says so and is not stored, and a
      // disputed claim calls nobody: it is withdrawn and the player in turn plays on (Law 68D2(b)), as on casual
      // online tables.
      const refused = await table.act('W', { directorCall: 'I want a ruling' });
      expect(refused).toMatchObject({ type: 'reject', code: 'no-director', law: '81' });
      await toTheLead(table, 'r6');
      let a = await table.act('N', { claim: 13, statement: 'all mine' });
      expect(a.type, JSON.stringify(a)).toBe('ack');
      await table.synced(versionOf(a));
      a = await table.act('E', { agree: false });
      expect(a.type, JSON.stringify(a)).toBe('ack');
      await table.synced(versionOf(a));
      expect(table.views.W.directorCalls).toBe(1); // East's call from before, still open; none for the dispute
      const calls = await server.ctx.db
        .selectFrom('director_calls')
        .select('id')
        .where('online_table_id', '=', created.id)
        .execute();
      expect(calls).toHaveLength(1);
      await table.playOne();
      expect(table.views.W.claim).toBeNull();
      expect(table.views.W.pending).toBeNull();
      expect(table.views.W.phase).toBe('play');
    } finally {
      table?.close();
      await cleanup();
    }
  });

  it('the creator of a table that allows irregularities, its only director, is refused a seat there', async () => {
    // Session 16's user trial: a BBO player made a practice table and sat North; the insufficient bid and the lead
    // out of turn then waited for a director nobody was (the creator who sits is no director, above).
    const { server, cleanup } = await testServer('sqlite', null, 'sec6_practice_owner');
    let ws: WsClient | undefined;
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'pr6@x.no', password: 'owner-pass-6', name: 'Per' });
      const created = await owner.ok('POST', '/api/online/tables', {
        boards: [1],
        irregularities: 'allow',
        openSeats: ['E'],
      });
      const claim = await owner.post(`/api/online/tables/${created.id}/claim`, { seat: 'N', token: created.tokens.N });
      expect(claim.status).toBe(409);
      expect(claim.body.error).toMatchObject({ code: 'director-cannot-play', field: 'seat' });
      // Nothing changed: the seat is nobody's, the creator still directs (the director's view is open to him).
      const seat = await server.ctx.db
        .selectFrom('seat_tokens')
        .select('user_id')
        .where('table_id', '=', created.id)
        .where('seat', '=', 'N')
        .executeTakeFirstOrThrow();
      expect(seat.user_id).toBeNull();
      expect((await owner.get(`/api/online/tables/${created.id}/calls`)).status).toBe(200);
      // Nor does he sit down by opening the seat's link while logged in.
      ws = await new WsClient(server.url, owner.cookie).open();
      ws.send({ type: 'join', tableId: created.id, token: created.tokens.N });
      const refused = await ws.waitFor((m) => m.type === 'error' || m.type === 'joined');
      expect(refused).toMatchObject({ type: 'error', code: 'director-cannot-play' });
      expect((await owner.get(`/api/online/tables/${created.id}/calls`)).status).toBe(200);
      // The lobby offers him no open seat there (it offers the others East as before), and nobody takes one unasked.
      const player = new Http(server.url);
      await player.ok('POST', '/api/auth/register', { email: 'pl6@x.no', password: 'player-pass-6', name: 'Pia' });
      const openSeats = async (who: Http) =>
        ((await who.ok('GET', '/api/online/tables')) as { id: number; openSeats: string[] }[]).find(
          (x) => x.id === created.id,
        )?.openSeats;
      expect(await openSeats(owner)).toEqual([]);
      expect(await openSeats(player)).toEqual(['E']);
      expect((await owner.post(`/api/online/tables/${created.id}/claim`, { seat: 'E' })).body.error.code).toBe(
        'director-cannot-play',
      );
      await player.ok('POST', `/api/online/tables/${created.id}/claim`, { seat: 'N', token: created.tokens.N });
    } finally {
      ws?.close();
      await cleanup();
    }
  });

  it("an act the database refuses is refused without the database's words", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec6_notstored');
    let table: OnlineTable | undefined;
    try {
      const { created } = await ownerWithTable(server, 'ns@x.no', 'ns');
      table = new OnlineTable(server.url, created.id, created.tokens);
      await table.join();
      server.ctx.rooms.logError = () => undefined; // the test's own failure: keep the output quiet
      // Both places an act may go on SQLite: the event log, and its journal while the checkpointer thread moves it.
      for (const into of ['table_events', 'event_journal'])
        await sql`CREATE TRIGGER ${sql.raw(`sec6_refuse_${into}`)} BEFORE INSERT ON ${sql.raw(into)} BEGIN SELECT RAISE(ABORT, 'internal secret: disk /var/db'); END`.execute(
          server.ctx.db,
        );
      const r = (await table.act('N', { call: '1C' })) as { type: string; code?: string; message?: string };
      expect([r.type, r.code]).toEqual(['reject', 'not-stored']);
      expect(r.message).not.toMatch(/secret|var\/db|table_events|event_journal|SQLITE/i);
      for (const into of ['table_events', 'event_journal'])
        await sql`DROP TRIGGER ${sql.raw(`sec6_refuse_${into}`)}`.execute(server.ctx.db);
      // Sent again, it is stored.
      expect((await table.act('N', { call: '1C' })).type).toBe('ack');
    } finally {
      table?.close();
      await cleanup();
    }
  });
});
