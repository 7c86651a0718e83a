/**
 * Club follow-up: an online table created without a name is stored unnamed ('') — the server keeps no
 * English "Table 1234" of its own; the web words it in each reader's language — and migration 0029
 * clears the old default names of that exact shape, nothing else.
 */
import { describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations.js';
import { Http } from './support/http.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres();

describe.each(['sqlite', 'postgres'] as Backend[])('unnamed online tables on %s', (backend) => {
  it('a table created without a name is unnamed; migration 0029 clears only the old default names', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'unnamed_tables');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td29@net.fi', password: 'director-pw', name: 'Tuula' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Netti BK' });
      const unnamed = await td.ok('POST', '/api/online/tables', { boards: [1] });
      const named = await td.ok('POST', '/api/online/tables', { boards: [1], name: 'Harjoitus' });
      const lobby = await td.ok('GET', '/api/online/tables');
      const nameOf = (id: number) => lobby.find((x: { id: number }) => x.id === id)?.name;
      expect(nameOf(unnamed.id)).toBe('');
      expect(nameOf(named.id)).toBe('Harjoitus');

      // Tables as the old default named them, and names of other shapes that must stay.
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Table 2024',
        movement: { kind: 'howell', tables: 2, boardsPerRound: 1, rounds: 1 },
        boards: { source: 'seeded', seed: 'm29' },
      });
      const info = await td.ok('POST', `/api/sessions/${s.id}/online`, {});
      const sessionTable = info.tables[0].tableId as number;
      const more = [];
      for (const name of ['Table 1234', 'Table 98765', 'Table Tina', 'My Table 1234'])
        more.push((await td.ok('POST', '/api/online/tables', { boards: [1], name })).id as number);
      const db = server.ctx.db;
      await db.updateTable('online_tables').set({ name: 'Table 2024' }).where('id', '=', sessionTable).execute();
      const up = (await migrations(backend).getMigrations())['0029-unnamed-online-tables'];
      await up.up(db);
      const rows = await db.selectFrom('online_tables').select(['id', 'name']).execute();
      const after = (id: number) => rows.find((r) => r.id === id)?.name;
      expect(more.map(after)).toEqual(['', 'Table 98765', 'Table Tina', 'My Table 1234']);
      expect(after(sessionTable)).toBe('Table 2024');
      expect(after(named.id)).toBe('Harjoitus');
    } finally {
      await cleanup();
    }
  }, 60_000);
});
