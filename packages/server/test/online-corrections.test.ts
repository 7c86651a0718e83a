/**
 * Law 20F4 at an online table, over real WebSockets: a player who finds that his own written explanation of his
 * call was wrong corrects it (`correctExplanation`, the call's place in the auction). The act calls the director (a
 * row in his queue), the opponents read the corrected explanation, partner and a kibitzer learn nothing of it (Law
 * 16B), and the director — at a table that prevents irregularities too — rules whether the explanation or the call
 * was the mistake (75B/75C) from the console's `openCorrection`. A call that is not the player's own is refused
 * citing 20F4, and so is one he neither alerted nor explained (none to correct). Fails on the old code: the act did
 * not exist, and with nothing pending the director could not rule.
 */
import { describe, expect, it } from 'vitest';
import { foldRaw, lho, partner, replayOutput, rho, type Seat } from '@stikk/core';
import { directorRules } from '@stikk/laws';
import type { TableView } from '../src/api/types.js';
import { Http, WsClient } from './support/http.js';
import { OnlineTable } from './support/online.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres();
const FIRST = 'natural, five diamonds';
const RIGHT = 'transfer to hearts';

describe.each(['sqlite', 'postgres'] as Backend[])('online Law 20F4 corrections on %s', (backend) => {
  it.for(['prevent', 'allow'] as const)('at a table that %ss irregularities', { timeout: 60_000 }, async (mode, t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'online');
    let table: OnlineTable | undefined;
    const others: WsClient[] = [];
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'td20f@x.no', password: 'td-pass-20f', name: 'Tove' });
      const created = await owner.ok('POST', '/api/online/tables', {
        boards: [1],
        seed: 'corrections',
        irregularities: mode,
      });
      const raw: Record<string, string[]> = { N: [], E: [], S: [], W: [], kibitzer: [], director: [] };
      table = new OnlineTable(server.url, created.id, created.tokens);
      await table.join((s, _m, text) => raw[s].push(text));
      const tb = table;
      let directorView: TableView | null = null;
      const kib = await new WsClient(server.url, '', (_m, text) => raw.kibitzer.push(text)).open();
      const director = await new WsClient(server.url, owner.cookie, (m, text) => {
        raw.director.push(text);
        if (m.type === 'update' || m.type === 'joined') directorView = m.view;
      }).open();
      others.push(kib, director);
      kib.send({ type: 'join', tableId: tb.tableId, as: 'kibitzer' });
      director.send({ type: 'join', tableId: tb.tableId, as: 'director' });
      await kib.waitFor((m) => m.type === 'joined');
      await director.waitFor((m) => m.type === 'joined');
      const act = async (seat: Seat, a: Record<string, unknown>) => {
        const r = await tb.act(seat, a);
        if (r.type === 'ack') await tb.synced(r.version);
        return r;
      };

      const dealer = tb.views.N.dealer as Seat;
      const bidder = partner(dealer);
      await tb.actAll([
        [dealer, { call: '1NT' }],
        [lho(dealer), { call: 'P' }],
        [bidder, { call: '2D', alert: true, explanation: FIRST }],
        [rho(dealer), { call: 'P' }],
      ]);
      const v0 = tb.version;
      // Only one's own call: the dealer's 1NT (place 0) is partner's, place 9 is no call; the opponents may not.
      for (const [seat, place] of [
        [bidder, 0],
        [bidder, 9],
        [lho(dealer), 2],
      ] as const)
        expect(await act(seat, { correctExplanation: place, explanation: RIGHT })).toMatchObject({
          type: 'reject',
          code: 'not-own-call',
          law: '20F4',
        });
      // The dealer's own 1NT was neither alerted nor explained: there is no explanation of his to correct.
      expect(await act(dealer, { correctExplanation: 0, explanation: RIGHT })).toMatchObject({
        type: 'reject',
        code: 'nothing-explained',
        law: '20F4',
      });
      for (const bad of [{ correctExplanation: -1 }, { correctExplanation: 'x' }, { correctExplanation: 2, own: 1 }])
        expect(await act(bidder, bad)).toMatchObject({ type: 'reject' });
      expect(tb.version).toBe(v0);

      // The bidder corrects his explanation of his 2D (place 2): stored, and the director is called.
      expect(await act(bidder, { correctExplanation: 2, explanation: RIGHT })).toMatchObject({ type: 'ack' });
      for (const opp of [lho(dealer), rho(dealer)])
        expect(tb.views[opp].auction[2]).toMatchObject({ call: '2D', explanation: RIGHT });
      expect(tb.views[dealer].auction[2].explanation).toBeUndefined();
      expect(tb.views[dealer].directorCalls).toBe(1);
      const calls = (await owner.ok('GET', `/api/online/tables/${created.id}/calls`)) as {
        seat: string;
        reason: string;
      }[];
      expect(calls.map((c) => [c.seat, c.reason])).toEqual([[bidder, 'explanation-corrected']]);
      await director.waitFor((m) => m.type === 'update' && m.version === tb.version, 10_000, 0);
      expect(directorView!.openCorrection).toEqual({ seat: bidder, call: 2 });
      expect(tb.views[lho(dealer)].openCorrection ?? null).toBeNull();
      // Partner and a kibitzer never learn the corrected (or the first) explanation, nor that it was corrected.
      for (const who of [dealer, 'kibitzer']) {
        const all = raw[who].join('\n');
        expect(all, who).not.toContain(RIGHT);
        expect(all, who).not.toContain(FIRST);
        expect(all, who).not.toContain('"correct"');
      }
      expect(raw[lho(dealer)].join('\n')).toContain(RIGHT);

      // The director rules the explanation was the mistake (75B): with nothing pending, at either table.
      const rule = (id: string, version: number) =>
        director.request({
          type: 'act',
          tableId: tb.tableId,
          id,
          version,
          seat: 'director',
          act: { director: { mistakenExplanation: true } },
        });
      expect(await rule('rule-75', tb.version)).toMatchObject({ type: 'ack' });
      await tb.synced(tb.version + 1);
      await director.waitFor((m) => m.type === 'update' && m.version === tb.version, 10_000, 0);
      expect(directorView!.openCorrection).toBeNull();
      // With no correction left the director has nothing more to rule on at a prevent table.
      if (mode === 'prevent')
        expect(await rule('rule-again', tb.version)).toMatchObject({ type: 'reject', code: 'nothing-to-rule' });
      // Misinformed when he passed, and his partner has not called since, the opponent changes his pass (21B1), at
      // either table: the laws give no rectification for it. At a table that prevents irregularities his partner,
      // who called before the explanation and has a partner who called since, may not change his pass (Law 25).
      if (mode === 'prevent')
        expect(await act(lho(dealer), { call: '2H', change: true })).toMatchObject({
          type: 'reject',
          code: 'change-of-call',
          law: '25',
        });
      expect(await act(rho(dealer), { call: 'X', change: true })).toMatchObject({ type: 'ack' });
      expect(tb.views[dealer].auction.map((c) => c.call)).toEqual(['1NT', 'P', '2D', 'X']);
      // The board's table log folds to the digital director's rulings: 20F4 for the act, then 75B.
      const log = await owner.ok('GET', `/api/online/tables/${tb.tableId}/boards/1/log`);
      expect(log.events[4]).toEqual({ seat: bidder, correct: 2, own: true, explanation: RIGHT });
      const folded = foldRaw(log, { mode: 'record', rules: directorRules });
      expect(folded.ok).toBe(true);
      if (folded.ok)
        expect(replayOutput(folded.value).rulings.map((r) => r.law)).toEqual(['20F4', '75B', '21B1', '16C']);
    } finally {
      table?.close();
      for (const c of others) c.close();
      await cleanup();
    }
  });
});
