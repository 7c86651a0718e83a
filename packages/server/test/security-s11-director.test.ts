/**
 * Session 9 security sweep, over real HTTP and WebSockets: the director's overview of their online tables
 * (`GET /api/online/director`, polled by the console) loaded every one of up to 200 tables into memory (deals,
 * log, folded board) and kept them there while polled. Now a table not in memory is shown from its row (board,
 * phase, and what waits for the director, migration 0042) and its log's times, and is not loaded; a table in
 * memory is shown as it is now. Likewise a player's code in an online session looked up (anyone may try codes)
 * loaded every table of the player's rounds to find the round played now; it reads their rows now.
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { OnlineTable, onlineHowell } from './support/online.js';
import { testServer } from './support/servers.js';

interface Shown {
  id: number;
  board: number;
  phase: string;
  pending: { law: string; kind: string; chooser: string | null } | null;
  openCalls: number;
  seatsTaken: string[];
  boardStartedAt: string | null;
  lastActAt: string | null;
}

describe("the online director's overview", () => {
  it('shows tables not in memory from their rows without loading them', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec11_director');
    let table: OnlineTable | undefined;
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'od11@x.no', password: 'director-11', name: 'Dag' });
      const made: { id: number; tokens: Record<'N' | 'E' | 'S' | 'W', string> }[] = [];
      for (const boards of [[1, 2], [5], [7]])
        made.push(await td.ok('POST', '/api/online/tables', { boards, seed: 'sec11-dir', irregularities: 'allow' }));
      const ids = made.map((x) => x.id);
      const rooms = server.ctx.rooms;
      const overview = async (): Promise<Shown[]> => (await td.ok('GET', '/api/online/director')).tables;

      const first = await overview();
      expect(first.map((x) => [x.id, x.board, x.phase, x.pending, x.openCalls, x.seatsTaken])).toEqual([
        [ids[0], 1, 'auction', null, 0, []],
        [ids[1], 5, 'auction', null, 0, []],
        [ids[2], 7, 'auction', null, 0, []],
      ]);
      for (const id of ids) expect(rooms.loaded(id), `table ${id}`).toBe(false);

      // One table: an insufficient bid kept for the director (Law 27), then everyone leaves.
      table = new OnlineTable(server.url, ids[0], made[0].tokens);
      await table.join();
      await table.actAll([
        ['N', { call: '1NT' }],
        ['E', { call: '1S' }],
      ]);
      expect(table.views.N.pending).toMatchObject({ law: '27A1', kind: 'insufficient-bid', chooser: 'S' });
      const live = (await overview()).find((x) => x.id === ids[0])!;
      expect(live).toMatchObject({ pending: { law: '27A1', kind: 'insufficient-bid', chooser: 'S' } });
      expect(live.seatsTaken).toEqual(['N', 'E', 'S', 'W']);
      // Its row follows (written after the act).
      await expect
        .poll(async () =>
          (
            await server.ctx.db
              .selectFrom('online_tables')
              .select('pending')
              .where('id', '=', ids[0])
              .executeTakeFirstOrThrow()
          ).pending?.includes('27A1'),
        )
        .toBe(true);
      table.close();
      table = undefined;
      // Out of memory as the idle sweep takes it (Rooms' sweeper: nobody there, idle; its row written).
      const held = (rooms as unknown as { rooms: Map<number, Promise<unknown>> }).rooms;
      await expect
        .poll(() => rooms.peek(ids[0])!.then((r) => (r as { members: Map<number, unknown> }).members.size))
        .toBe(0);
      held.delete(ids[0]);
      expect(rooms.loaded(ids[0])).toBe(false);

      const rest = await overview();
      const shown = rest.find((x) => x.id === ids[0])!;
      expect(shown).toMatchObject({
        board: 1,
        phase: 'auction',
        pending: { law: '27A1', kind: 'insufficient-bid', chooser: 'S' },
        openCalls: 0,
        seatsTaken: [],
      });
      expect(shown.boardStartedAt).not.toBeNull();
      expect(shown.lastActAt! >= shown.boardStartedAt!).toBe(true);
      for (const id of ids) expect(rooms.loaded(id), `table ${id}`).toBe(false);
    } finally {
      table?.close();
      await cleanup();
    }
  }, 30_000);

  it("a player's code is looked up from the tables' rows, loading none of them", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec11_player_code');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'pc11@x.no', password: 'director-11', name: 'Pia' });
      const { info } = await onlineHowell(td, { club: 'Kode BK', session: 'Kveld', seed: 'sec11-codes' });
      const ids: number[] = info.tables.map((t: { tableId: number }) => t.tableId);
      const rooms = server.ctx.rooms;
      for (const id of ids) expect(rooms.loaded(id), `table ${id}`).toBe(false);
      const anon = new Http(server.url);
      const p = info.players[0];
      const r = await anon.ok('GET', `/api/online/invites/${p.code}`);
      // Round 1's table: nothing has been played anywhere.
      const first = info.tables.find(
        (t: { round: number; ns: number; ew: number }) => t.round === 1 && (t.ns === p.pair || t.ew === p.pair),
      );
      expect(r).toMatchObject({ tableId: first.tableId, session: { round: 1, pair: p.pair } });
      for (const id of ids) expect(rooms.loaded(id), `table ${id}`).toBe(false);
    } finally {
      await cleanup();
    }
  }, 30_000);

  it("a call resolved twice lowers its table's count of open calls once", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec11_calls_twice');
    let table: OnlineTable | undefined;
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'ct11@x.no', password: 'director-11', name: 'Cato' });
      const made = await td.ok('POST', '/api/online/tables', { boards: [1] });
      table = new OnlineTable(server.url, made.id, made.tokens);
      await table.join();
      await table.actAll([
        ['N', { directorCall: 'a question' }],
        ['E', { directorCall: 'another' }],
      ]);
      const calls = async () =>
        (await td.ok('GET', '/api/online/director')) as { tables: Shown[]; calls: { id: number }[] };
      const before = await calls();
      expect(before.calls).toHaveLength(2);
      expect(before.tables[0]!.openCalls).toBe(2);
      for (let i = 0; i < 2; i++)
        await td.ok('POST', `/api/calls/${before.calls[0]!.id}/resolve`, { resolution: 'ruled at the table' });
      const after = await calls();
      expect(after.calls).toHaveLength(1);
      await expect.poll(async () => (await calls()).tables[0]!.openCalls).toBe(1);
    } finally {
      table?.close();
      await cleanup();
    }
  }, 30_000);
});
