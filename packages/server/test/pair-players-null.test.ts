/**
 * `pairs.players` for a pair entered by names only: SQL NULL, and a row holding the JSON text
 * `null` (as older builds wrote it) reads back as "no players" instead of a corrupt row.
 */
import { describe, expect, it } from 'vitest';
import { setPairPlayers } from '../src/domain/terminal-store.js';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

describe('pairs.players without players', () => {
  it('is stored as NULL and a stored text null reads as no players', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'pair-players');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bergen BK' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Monday pairs',
        movement: { kind: 'howell', tables: 2, boardsPerRound: 2 },
        boards: { source: 'seeded', seed: 'monday-1' },
        pairs: ['Ann & Bo', 'Cai & Di', 'Eli & Fa', 'Gro & Hå'].map((names) => ({ names })),
      });
      const db = server.ctx.db;
      const players = (n: number) =>
        db
          .selectFrom('pairs')
          .select('players')
          .where('session_id', '=', s.id)
          .where('number', '=', n)
          .executeTakeFirstOrThrow();
      await setPairPlayers(db, s.id, 2, 'Cai & Di', null);
      expect(await players(2)).toEqual({ players: null });
      await db
        .updateTable('pairs')
        .set({ players: 'null' })
        .where('session_id', '=', s.id)
        .where('number', '=', 1)
        .execute();
      const detail = await td.ok('GET', `/api/sessions/${s.id}`);
      expect(detail.pairs.slice(0, 2)).toEqual([
        { number: 1, names: 'Ann & Bo' },
        { number: 2, names: 'Cai & Di' },
      ]);
    } finally {
      await cleanup();
    }
  });
});
