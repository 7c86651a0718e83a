/**
 * Online tables that allow irregularities (session 5 review), over real WebSockets: before the
 * opening lead is faced, declarer's `play` of a card never tells whether dummy holds it (the same
 * refusal as for an opponent's card, nothing written); the director's findings are bounded.
 */
import { describe, expect, it } from 'vitest';
import { printCard, type Seat } from '@stikk/core';
import { Http, WsClient } from './support/http.js';
import { OnlineTable } from './support/online.js';
import { testServer } from './support/servers.js';

describe('an online table that allows irregularities', () => {
  it("declarer cannot probe dummy's cards before the lead; the director's findings are bounded", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec5_online');
    let table: OnlineTable | undefined;
    let director: WsClient | undefined;
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'td2@x.no', password: 'td-pass-2', name: 'Tor' });
      const created = await owner.ok('POST', '/api/online/tables', { boards: [1], seed: 'p', irregularities: 'allow' });
      table = new OnlineTable(server.url, created.id, created.tokens);
      await table.join();
      for (const [s, c] of [
        ['N', '1NT'],
        ['E', 'P'],
        ['S', 'P'],
        ['W', 'P'],
      ] as [Seat, string][]) {
        const r = await table.act(s, { call: c });
        expect(r.type, JSON.stringify(r)).toBe('ack');
        await table.synced((r as { version: number }).version);
      }
      expect(table.views.N.declarer).toBe('N');
      expect(table.views.N.hands.S).toBeNull();
      const deal = server.ctx.dealSeeded('p', 1);
      const v = table.version;
      // Every card of dummy, East and West: one answer, whoever holds it, and nothing is written.
      const answers = new Set<string>();
      for (const seat of ['S', 'E', 'W'] as Seat[])
        for (const card of deal[seat]!.map(printCard)) {
          const r = (await table.act('N', { play: card })) as { type: string; code?: string };
          answers.add(`${r.type}:${r.code}`);
        }
      expect([...answers]).toEqual(['reject:card-not-in-hand']);
      expect(table.version).toBe(v);
      expect(table.views.N.hands.S).toBeNull();

      // The director's findings: a dozen short names and values at most.
      director = await new WsClient(server.url, owner.cookie).open();
      director.send({ type: 'join', tableId: created.id, as: 'director' });
      await director.waitFor((m) => m.type === 'joined');
      const rule = (findings: Record<string, unknown>) =>
        director!.request({
          type: 'act',
          tableId: created.id,
          id: `d${Math.random()}`,
          version: v,
          act: { director: findings } as never,
        });
      const many = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`f${i}`, true]));
      const refused = { type: 'reject', code: 'invalid-field' };
      expect(await rule(many)).toMatchObject({ ...refused, message: 'act.director: at most 16 findings' });
      expect(await rule({ option: 'x'.repeat(41) })).toMatchObject(refused);
      expect(await rule({ ['k'.repeat(41)]: true })).toMatchObject(refused);
      // Within the bounds the findings reach the table (nothing to rule on here).
      expect(await rule({ option: 'declarer-becomes-dummy' })).toMatchObject({
        type: 'reject',
        code: 'nothing-to-rule',
      });
      expect(table.version).toBe(v);
    } finally {
      director?.close();
      table?.close();
      await cleanup();
    }
  });

  it('claims and disagreements are bounded per seat and board', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec5_claims');
    let table: OnlineTable | undefined;
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'td3@x.no', password: 'td-pass-3', name: 'Tor' });
      const created = await owner.ok('POST', '/api/online/tables', { boards: [1], seed: 'claims' });
      table = new OnlineTable(server.url, created.id, created.tokens);
      await table.join();
      for (const [s, c] of [
        ['N', '1NT'],
        ['E', 'P'],
        ['S', 'P'],
        ['W', 'P'],
      ] as [Seat, string][]) {
        const r = await table.act(s, { call: c });
        await table.synced((r as { version: number }).version);
      }
      await table.playOne();
      // Each claim carries a 500-character statement into the log; each disagreement calls the director (was: no end).
      const answer = async (seat: Seat, act: Record<string, unknown>) => {
        const r = (await table!.act(seat, act)) as { type: string; code?: string; version?: number };
        if (r.type === 'ack') await table!.synced(r.version!);
        return r.type === 'ack' ? 'ack' : r.code;
      };
      const claims: (string | undefined)[] = [];
      const disputes: (string | undefined)[] = [];
      for (let i = 0; i < 4; i++) {
        claims.push(await answer('N', { claim: 13, statement: 'x'.repeat(500) }));
        disputes.push(await answer('E', { agree: false }));
      }
      expect(claims).toEqual(['ack', 'ack', 'ack', 'too-many-claims']);
      expect(disputes).toEqual(['ack', 'ack', 'ack', 'too-many-director-calls']);
      expect(await answer('E', { directorCall: 'again' })).toBe('too-many-director-calls');
      expect(table.views.N.directorCalls).toBe(3);
    } finally {
      table?.close();
      await cleanup();
    }
  });
});
