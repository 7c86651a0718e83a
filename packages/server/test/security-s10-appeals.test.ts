/**
 * Security follow-up, over real HTTP: since one appeal per pair and board became a unique key (migration
 * 0035), any member of the club could take another pair's appeal (Law 92) by lodging one in its name first —
 * an account is not tied to a pair — and the pair's own appeal was then refused (409 `appeal-exists`). Now
 * an appeal records the account that lodged it and the key is per account (migration 0036): nobody's
 * appeal blocks another's; a member appeals for one pair of a session only, and once per board.
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

describe('appeals', () => {
  it("a member naming another pair first does not take that pair's appeal", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec10_appeals');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td10@x.no', password: 'director-pw10', name: 'Tea' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Appeal 10 BK' });
      const member = async (email: string) => {
        const h = new Http(server.url);
        await h.ok('POST', '/api/auth/register', { email, password: 'member-pw10', name: 'Ma' });
        await td.ok('POST', `/api/clubs/${club.id}/members`, { email, role: 'player' });
        return h;
      };
      const griefer = await member('g10@x.no');
      const pair2 = await member('p10@x.no');
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Wed',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1, rounds: 1 },
        boards: { source: 'seeded', seed: 'wed' },
      });
      const appeal = (h: Http, pair: number, board: number) =>
        h.post(`/api/sessions/${s.id}/appeals`, { pair, board, reason: 'misinformation' });

      expect((await appeal(griefer, 2, 1)).status).toBe(200);
      // Pair 2's own appeal of board 1 is lodged all the same.
      expect((await appeal(pair2, 2, 1)).status).toBe(200);
      // The same account: once per pair and board, and for one pair of the session.
      const again = await appeal(griefer, 2, 1);
      expect([again.status, again.body.error.code, again.body.error.field]).toEqual([409, 'appeal-exists', 'board']);
      const other = await appeal(griefer, 3, 2);
      expect([other.status, other.body.error.code, other.body.error.field, other.body.error.law]).toEqual([
        409,
        'one-pair',
        'pair',
        '92',
      ]);
      expect((await appeal(griefer, 2, 2)).status).toBe(200);
      // The director lodges for any pair (on the pair's behalf).
      expect((await appeal(td, 3, 1)).status).toBe(200);
      expect((await appeal(td, 4, 1)).status).toBe(200);
      const listed = (await td.ok('GET', `/api/sessions/${s.id}/appeals`)) as { pair: number; board: number }[];
      expect(listed.map((a) => [a.pair, a.board])).toEqual([
        [2, 1],
        [2, 1],
        [2, 2],
        [3, 1],
        [4, 1],
      ]);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
