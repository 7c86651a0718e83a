/**
 * A barometer asked for by the director over HTTP: every table plays the same boards each round,
 * one copy of each board per table (the movements package's barometer), with or without a sit-out.
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

interface Guide {
  round: number;
  table: number;
  ns: number | null;
  ew: number | null;
  boards: number[];
}

describe('barometer by choice', () => {
  it('4 tables: same boards at every table each round, copies noted, scored round by round', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'barometer');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.dk', password: 'director-pw', name: 'Dorte' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Aarhus BK' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Barometer',
        movement: { kind: 'barometer', tables: 4, boardsPerRound: 2 },
        boards: { source: 'seeded', seed: 'baro' },
      });
      expect(s.movement).toMatchObject({
        kind: 'barometer',
        tables: 4,
        rounds: 7,
        boardsPerRound: 2,
        copies: 4,
        shared: [],
      });
      expect(s.movement.notes.join(' ')).toMatch(/4 copies/);
      expect(s.pairs).toHaveLength(8);
      const guide: Guide[] = s.guide;
      for (let round = 1; round <= 7; round++) {
        const sets = new Set(guide.filter((g) => g.round === round).map((g) => g.boards.join(',')));
        expect(sets.size, `round ${round}`).toBe(1);
      }
      // Every pair meets every other once.
      expect(new Set(guide.map((g) => [g.ns, g.ew].sort().join('-'))).size).toBe(28);
      // Round 1 at every table: the traveller has four lines, each pair has played two boards.
      for (const tb of s.tables as { code: string }[]) {
        const h = new Http(server.url);
        h.bearer = (await h.ok('POST', '/api/terminal/join', { code: tb.code })).token;
        const r = await h.ok('GET', '/api/terminal/round');
        expect(r.round).toBe(1);
        for (const b of r.boards) {
          await h.ok('POST', '/api/terminal/results', {
            round: 1,
            board: b.board,
            contract: 'passed out',
            declarer: null,
            lead: null,
            tricks: 0,
          });
          await h.ok('POST', '/api/terminal/confirm', { round: 1, board: b.board });
        }
      }
      const trav = await td.ok('GET', `/api/sessions/${s.id}/travellers/${guide[0].boards[0]}`);
      expect(trav.lines).toHaveLength(4);
      expect(trav.lines.every((l: { nsPercent: number }) => l.nsPercent === 50)).toBe(true);
      const rank = await td.ok('GET', `/api/sessions/${s.id}/ranking`);
      expect(
        rank.lines.every((l: { boardsPlayed: number; percent: number }) => l.boardsPlayed === 2 && l.percent === 50),
      ).toBe(true);
      // With 7 pairs: the pair against the phantom sits out each round.
      const odd = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Barometer 7',
        movement: { kind: 'barometer', tables: 4, boardsPerRound: 2, pairs: 7 },
        boards: { source: 'seeded', seed: 'baro' },
      });
      expect(odd.movement).toMatchObject({ kind: 'barometer', copies: 4 });
      expect((odd.guide as Guide[]).filter((g) => g.ns === null || g.ew === null)).toHaveLength(7);
    } finally {
      await cleanup();
    }
  });
});
