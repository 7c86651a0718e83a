/**
 * Migrations 0028 and 0057 on rows written before them. 0028 (issue 18): an online session's table named
 * "<session> · R<round> T<table>" gets the session's name back (its round and table are
 * `online_session_tables`' own numbers), and a director call from the online table's button stored
 * as the English words `player call` gets the code `player-call`. Other tables and reasons are kept.
 */
import { describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import { migrations } from '../src/db/migrations.js';
import type { DirectorCallsTable } from '../src/db/schema.js';
import { Http } from './support/http.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres();

describe.each(['sqlite', 'postgres'] as Backend[])('migration 0028 on %s', (backend) => {
  it('rewrites the old English table names and call reasons, nothing else', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'neutral_words');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td28@net.no', password: 'director-pw', name: 'Tor' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Nett BK' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Online Monday',
        movement: { kind: 'howell', tables: 3, boardsPerRound: 2, rounds: 2 },
        boards: { source: 'seeded', seed: 'm28' },
      });
      const info = await td.ok('POST', `/api/sessions/${s.id}/online`, {});
      const own = await td.ok('POST', '/api/online/tables', { boards: [1], name: 'Practice · R1 T2' });
      const db = server.ctx.db;
      // As the tables and calls were written before the migration.
      for (const x of info.tables as { tableId: number; round: number; table: number }[])
        await db
          .updateTable('online_tables')
          .set({ name: `Online Monday · R${x.round} T${x.table}` })
          .where('id', '=', x.tableId)
          .execute();
      const call = (online_table_id: number, reason: string): Insertable<DirectorCallsTable> => ({
        session_id: null,
        online_table_id,
        table_no: null,
        seat: 'N',
        reason,
        status: 'open',
        resolution: null,
        created_at: new Date().toISOString(),
      });
      const first = info.tables[0].tableId as number;
      await db
        .insertInto('director_calls')
        .values([call(first, 'player call'), call(first, 'revoke at trick 3'), call(own.id, 'claim-disputed')])
        .execute();
      const up = (await migrations(backend).getMigrations())['0028-neutral-online-words'];
      await up.up(db);
      const names = await db.selectFrom('online_tables').select(['id', 'name']).orderBy('id').execute();
      expect(names.filter((n) => n.id !== own.id).map((n) => n.name)).toEqual(info.tables.map(() => 'Online Monday'));
      // A table of its own keeps its organiser's words, whatever they look like.
      expect(names.find((n) => n.id === own.id)?.name).toBe('Practice · R1 T2');
      const reasons = await db.selectFrom('director_calls').select('reason').orderBy('id').execute();
      expect(reasons.map((r) => r.reason)).toEqual(['player-call', 'revoke at trick 3', 'claim-disputed']);
    } finally {
      await cleanup();
    }
  }, 60_000);
});

describe.each(['sqlite', 'postgres'] as Backend[])('migration 0057 on %s', (backend) => {
  it("gives each online deal written before it its place in its table's order", async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'deal_order');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td57@net.no', password: 'director-pw', name: 'Tor' });
      // Orders that are not the boards' numbers: the place is the index in the order, not the board.
      const a = await td.ok('POST', '/api/online/tables', { boards: [5, 3, 7] });
      const b = await td.ok('POST', '/api/online/tables', { boards: [2, 1] });
      const db = server.ctx.db;
      const places = async () =>
        (
          await db
            .selectFrom('online_deals')
            .select(['table_id', 'board', 'pos'])
            .where('table_id', 'in', [a.id, b.id])
            .orderBy('table_id')
            .orderBy('pos')
            .execute()
        ).map((r) => [r.table_id, r.board, r.pos]);
      const expected = [
        [a.id, 5, 0],
        [a.id, 3, 1],
        [a.id, 7, 2],
        [b.id, 2, 0],
        [b.id, 1, 1],
      ];
      expect(await places()).toEqual(expected);
      // The rows as they were before the migration: no place, no index.
      await db.schema.dropIndex('online_deals_by_deal_pos').execute();
      await db.schema.alterTable('online_deals').dropColumn('pos').execute();
      const up = (await migrations(backend).getMigrations())['0057-online-deal-order'];
      await up.up(db);
      expect(await places()).toEqual(expected);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
