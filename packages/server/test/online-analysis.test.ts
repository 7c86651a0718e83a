/**
 * The double-dummy table and par of an ended board over the WebSocket (`analysis`): refused before the
 * board has ended at the table, refused to a connection not at the table, refused while another table
 * of the online session still has the board to play (Law 16), all with the one refusal that tells
 * nothing; given to the table's seats once the board is played everywhere (solved on the work pool,
 * the same as the offline solver's).
 */
import { describe, expect, it } from 'vitest';
import { boardInfo, type Seat } from '@stikk/core';
import { par } from '@stikk/dds';
import type { ServerMessage } from '../src/api/types.js';
import { Http, WsClient } from './support/http.js';
import { OnlineTable, onlineHowell } from './support/online.js';
import { testServer } from './support/servers.js';

const ask = async (c: WsClient, tableId: number, board: number): Promise<ServerMessage> => {
  const from = c.messages.length;
  c.send({ type: 'analysis', tableId, board });
  return c.waitFor((m) => m.type === 'analysis' || m.type === 'reject' || m.type === 'error', 30_000, from);
};
const refused = { type: 'reject', code: 'analysis-not-available' };

describe('online: double-dummy analysis of an ended board', () => {
  it('only at the table, only once the board is over there and at every table of the session', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'online-analysis');
    const open: (OnlineTable | WsClient)[] = [];
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@net.no', password: 'director-pw', name: 'Tor' });
      const { sessionId, info } = await onlineHowell(td, {
        club: 'Nett BK',
        session: 'Online Monday',
        seed: 'online-analysis',
      });
      // Round 1's first table: its seats by the players' codes.
      const anon = new Http(server.url);
      const g = info.tables.find((x: { round: number; table: number }) => x.round === 1 && x.table === 1)!;
      const tokens = {} as Record<Seat, string>;
      for (const p of info.players) {
        const r = await anon.ok('GET', `/api/online/invites/${p.code}`);
        if (r.tableId === g.tableId) tokens[r.seat as Seat] = r.code;
      }
      const t = new OnlineTable(server.url, g.tableId, tokens);
      open.push(t);
      await t.join();
      const [board, second] = g.boards as number[];
      expect(t.views.N.boardNumber).toBe(board);
      // Before the board has ended.
      expect(await ask(t.clients.N, g.tableId, board)).toMatchObject(refused);
      // Passed out: ended, then the table moves on to its next board.
      const dealer = t.views.N.dealer as Seat;
      await t.actAll(
        ['P', 'P', 'P', 'P'].map(
          (c, i) =>
            [(['N', 'E', 'S', 'W'] as Seat[])[(['N', 'E', 'S', 'W'].indexOf(dealer) + i) % 4]!, { call: c }] as const,
        ),
      );
      expect(t.views.N.phase).toBe('ended');
      // Ended, but within the Law 25A undo window (the auction could yet reopen), and played at no other table.
      expect(await ask(t.clients.E, g.tableId, board)).toMatchObject(refused);
      await t.actAll([['N', { next: true }]]);
      expect(t.views.N.boardNumber).toBe(second);
      // Over at this table, but another table of the session still has it to play.
      expect(await ask(t.clients.E, g.tableId, board)).toMatchObject(refused);
      // A connection not at the table: the same refusal, for this board and for one not played anywhere.
      const stranger = await new WsClient(server.url).open();
      open.push(stranger);
      const theirs = await ask(stranger, g.tableId, board);
      expect(theirs).toMatchObject(refused);
      expect(await ask(stranger, g.tableId, 9999)).toEqual({ ...theirs });
      // The director enters the other tables' results for the board: no table has it to play any more.
      const rows = await td.ok('GET', `/api/sessions/${sessionId}/results?board=${board}`);
      expect(rows.length).toBeGreaterThan(1);
      for (const r of rows)
        if (r.status === 'to-play')
          await td.ok('PUT', `/api/sessions/${sessionId}/results/${r.id}`, {
            contract: 'passed out',
            declarer: null,
            lead: null,
            tricks: 0,
          });
      const got = await ask(t.clients.E, g.tableId, board);
      if (got.type !== 'analysis') throw new Error(JSON.stringify(got));
      expect(got).toMatchObject({ tableId: g.tableId, board });
      // A double-dummy table (tricks by declarer and strain) and its par.
      for (const seat of ['N', 'E', 'S', 'W'] as const)
        for (const st of ['C', 'D', 'H', 'S', 'NT'] as const) expect(got.dd[seat][st]).toBeLessThanOrEqual(13);
      const bi = boardInfo(board);
      if (!bi.ok) throw new Error('board');
      expect(got.par).toEqual(JSON.parse(JSON.stringify(par(got.dd, bi.value.vulnerable, bi.value.dealer))));
      // Cached per deal: asked again, the same answer.
      expect(await ask(t.clients.N, g.tableId, board)).toEqual(got);
      // Still refused to the stranger; the next board (being played) is refused at the table.
      expect(await ask(stranger, g.tableId, board)).toMatchObject(refused);
      expect(await ask(t.clients.N, g.tableId, second)).toMatchObject(refused);
    } finally {
      for (const x of open) x.close();
      await cleanup();
    }
  }, 60_000);
});
