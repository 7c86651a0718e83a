/**
 * The club's member register (session 5 review), over real HTTP: a table terminal names the
 * players at the table by member number, and each answer names a member of the director-only
 * register, so a table may look up a few numbers per round, not walk the register; a register has
 * a bounded size, checked so that a refused import writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { MAX_CLUB_PLAYERS } from '../src/domain/players.js';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

describe('the member register', () => {
  it('a terminal cannot walk the register; the register is bounded', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec5_players');
    const db = server.database.db;
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bergen BK' });
      await td.ok('POST', `/api/clubs/${club.id}/players/import`, {
        csv: ['name;member number', ...Array.from({ length: 60 }, (_, i) => `Spiller ${i};${1000 + i}`)].join('\n'),
      });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Mandag',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2, rounds: 3 },
        boards: { source: 'seeded', seed: 'register' },
      });
      const terminal = async (code: string) => {
        const h = new Http(server.url);
        h.bearer = (await h.ok('POST', '/api/terminal/join', { code })).token;
        return h;
      };
      const [t1, t2] = [await terminal(s.tables[0].code), await terminal(s.tables[1].code)];
      const ask = (h: Http, a: number, b: number) =>
        h.post('/api/terminal/players', { side: 'NS', players: [{ memberNo: String(a) }, { memberNo: String(b) }] });
      // A table looks up 30 pairs of numbers an hour (whatever they find), then needs the director.
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await ask(t1, 1000 + (i % 30), 5000 + i)).status);
      expect(statuses.slice(0, 30).every((x) => x === 400)).toBe(true); // 5000+ are no members
      expect(statuses[30]).toBe(429);
      expect((await ask(t1, 1000, 1001)).body.error.code).toBe('rate-limited');
      const other = await ask(t2, 1002, 1003);
      expect(other.status).toBe(200);
      expect(other.body.names).toBe('Spiller 2 - Spiller 3');

      // The register's bound: filled to it, one more is refused and an import adding any writes nothing.
      const base = { club_id: club.id, home_club: null, created_at: new Date().toISOString() };
      const more = MAX_CLUB_PLAYERS - 60;
      for (let i = 0; i < more; i += 500)
        await db
          .insertInto('players')
          .values(
            Array.from({ length: Math.min(500, more - i) }, (_, j) => ({
              ...base,
              name: `P ${i + j}`,
              member_no: null,
            })),
          )
          .execute();
      const count = async () =>
        Number(
          (
            await db
              .selectFrom('players')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('club_id', '=', club.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count()).toBe(MAX_CLUB_PLAYERS);
      const one = await td.post(`/api/clubs/${club.id}/players`, { name: 'Ny Spiller' });
      expect(one.status).toBe(409);
      expect(one.body.error.code).toBe('register-full');
      const imp = await td.post(`/api/clubs/${club.id}/players/import`, {
        csv: 'name;member number\nSpiller Null;1000\nNy Spiller;9999',
      });
      expect(imp.status).toBe(409);
      expect(imp.body.error.code).toBe('register-full');
      expect(await count()).toBe(MAX_CLUB_PLAYERS);
      expect(
        (await db.selectFrom('players').select('name').where('member_no', '=', '1000').executeTakeFirstOrThrow()).name,
      ).toBe('Spiller 0');
      // Updating members already in it is still possible.
      const upd = await td.ok('POST', `/api/clubs/${club.id}/players/import`, {
        csv: 'name;member number\nSpiller Null;1000',
      });
      expect(upd).toMatchObject({ added: 0, updated: 1 });
    } finally {
      await cleanup();
    }
  });
});
