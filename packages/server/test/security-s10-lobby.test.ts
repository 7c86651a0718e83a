/**
 * Security follow-up, over real HTTP and WebSockets: the lobby (`GET /api/online/tables`) loaded every
 * table it listed into memory (deals, log, folded board) for its board and phase — up to 100 tables open
 * to kibitzers per request, anonymously, and kept them loaded while anyone polled it. Now the table's row
 * keeps its board, phase and the kibitzers' version (migration 0036, written as they change): the lobby
 * reads the rows and loads nothing; a table in memory is listed as it is now (who sits at it too).
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { OnlineTable } from './support/online.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

interface Listed {
  id: number;
  board: number;
  phase: string;
  version: number;
  seatsTaken: string[];
}

const pgCluster = usePostgres('PostgreSQL lobby test');

describe.each<Backend>(['sqlite', 'postgres'])('the online lobby (%s)', (backend) => {
  it('lists tables from their rows without loading them, and follows a table played meanwhile', async (t) => {
    // The rows are written with the event log's batches (online/appender.ts `lobbyState`).
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'sec10_lobby');
    let table: OnlineTable | undefined;
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'lobby10@x.no', password: 'lobby-pass-10', name: 'Lo' });
      const made: { id: number; tokens: Record<'N' | 'E' | 'S' | 'W', string> }[] = [];
      for (const boards of [[1, 2], [5], [7, 8]]) made.push(await owner.ok('POST', '/api/online/tables', { boards }));
      const ids = made.map((x) => x.id);
      const rooms = server.ctx.rooms;
      const anon = new Http(server.url);
      const list = async (): Promise<Listed[]> => anon.ok('GET', '/api/online/tables');

      // Three new tables, listed at their first board before any call; none of them loaded.
      expect(
        (await list()).map((x) => [x.id, x.board, x.phase, x.version, x.seatsTaken]).sort((a, b) => +a[0] - +b[0]),
      ).toEqual([
        [ids[0], 1, 'auction', 0, []],
        [ids[1], 5, 'auction', 0, []],
        [ids[2], 7, 'auction', 0, []],
      ]);
      for (const id of ids) expect(rooms.loaded(id), `table ${id}`).toBe(false);

      // One table played to the end of its auction: listed live while in memory, with its seats taken.
      table = new OnlineTable(server.url, ids[0], made[0].tokens);
      await table.join();
      const dealer = table.views.N.dealer;
      const order = ['N', 'E', 'S', 'W'];
      const from = order.indexOf(dealer);
      const seats = [0, 1, 2, 3].map((i) => order[(from + i) % 4]) as ('N' | 'E' | 'S' | 'W')[];
      await table.actAll([
        [seats[0], { call: '1NT' }],
        [seats[1], { call: 'P' }],
        [seats[2], { call: 'P' }],
        [seats[3], { call: 'P' }],
      ]);
      const live = (await list()).find((x) => x.id === ids[0])!;
      expect(live).toMatchObject({ board: 1, phase: 'clarification', version: 4, seatsTaken: ['N', 'E', 'S', 'W'] });
      // Its row follows the change of phase (written after the act, not waited for by it).
      const row = () =>
        server.ctx.db
          .selectFrom('online_tables')
          .select(['board', 'phase', 'version'])
          .where('id', '=', ids[0])
          .executeTakeFirstOrThrow();
      await expect.poll(row).toMatchObject({ board: 1, phase: 'clarification' });
      for (const id of ids.slice(1)) expect(rooms.loaded(id), `table ${id}`).toBe(false);

      // A row from before migration 0036 (no board, no phase) is filled once, by loading its table.
      await server.ctx.db
        .updateTable('online_tables')
        .set({ board: null, phase: null })
        .where('id', '=', ids[2])
        .execute();
      expect((await list()).find((x) => x.id === ids[2])).toMatchObject({ board: 7, phase: 'auction', version: 0 });
      expect(rooms.loaded(ids[2])).toBe(true);
      await expect
        .poll(() =>
          server.ctx.db
            .selectFrom('online_tables')
            .select(['board', 'phase'])
            .where('id', '=', ids[2])
            .executeTakeFirst(),
        )
        .toEqual({ board: 7, phase: 'auction' });
      expect(rooms.loaded(ids[1])).toBe(false);
    } finally {
      table?.close();
      await cleanup();
    }
  }, 60_000);
});
