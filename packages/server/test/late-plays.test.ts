/**
 * Late plays and unplayed boards (issue 17): the director marks a board not played in its round as
 * a late play; the table goes on to its next round, the terminal lists the late board and enters it
 * there; boards still unplayed at the end get the director's treatment (average to both sides,
 * Law 12C2(a), or no score), with the law on every row.
 */
import { describe, expect, it } from 'vitest';
import { type ResultRow, lateSetUp } from './support/late-play.js';
import { testServer } from './support/servers.js';

describe('late plays', () => {
  it('a late play is entered in a later round; the rest unplayed get average', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'late-plays');
    try {
      const { s, td, t1, late, other, lateRow } = await lateSetUp(server.url, {
        email: 'td@club.fi',
        director: 'Aino',
        club: 'Oulun BK',
        session: 'Torstai',
        seed: 'late',
      });
      // Not yet a late play: the table cannot leave round 1 with the board open.
      const marked = await td.ok('POST', `/api/sessions/${s.id}/results/${lateRow.id}/late-play`, { note: 'slow' });
      expect(marked).toMatchObject({ board: late, latePlay: true });
      const result = { contract: '3NT', declarer: 'N', lead: null, tricks: 9 };
      await t1.ok('POST', '/api/terminal/results', { round: 1, board: other, ...result });
      await t1.ok('POST', '/api/terminal/confirm', { round: 1, board: other });
      // The table plays round 2 now; the late board is listed for it.
      const now = await t1.ok('GET', '/api/terminal/round');
      expect(now.round).toBe(2);
      expect(now.corrections).toEqual([{ round: 1, board: late, late: true }]);
      await t1.ok('POST', '/api/terminal/results', { round: 1, board: late, ...result, tricks: 10 });
      const c = await t1.ok('POST', '/api/terminal/confirm', { round: 1, board: late });
      expect(c.status).toBe('confirmed');
      expect((await t1.ok('GET', '/api/terminal/round')).corrections).toEqual([]);
      // A played board is no late play.
      const again = await td.req('POST', `/api/sessions/${s.id}/results/${lateRow.id}/late-play`, {});
      expect([again.status, again.body.error.code]).toEqual([409, 'already-played']);
      const history = await td.ok('GET', `/api/sessions/${s.id}/results/${lateRow.id}/history`);
      expect(JSON.stringify(history)).toContain('latePlay');

      // Everything else unplayed: average to both sides (Law 12C2(a)).
      const before = ((await td.ok('GET', `/api/sessions/${s.id}/results`)) as ResultRow[]).filter(
        (r) => r.status === 'to-play',
      ).length;
      const u = await td.ok('POST', `/api/sessions/${s.id}/unplayed`, { treatment: 'average' });
      expect(u.adjusted).toBe(before);
      const trav = await td.ok('GET', `/api/sessions/${s.id}/travellers/${s.boards[s.boards.length - 1]}`);
      expect(trav.lines.every((l: { adjustmentLaw: string; nsPercent: number }) => l.adjustmentLaw === '12C2(a)')).toBe(
        true,
      );
      expect(trav.lines.every((l: { nsPercent: number }) => l.nsPercent === 50)).toBe(true);
      expect((await td.ok('GET', `/api/sessions/${s.id}/publish-check`)).boardsToPlay).toBe(0);
      const bad = await td.req('POST', `/api/sessions/${s.id}/unplayed`, { treatment: 'A+' });
      expect([bad.status, bad.body.error.field]).toEqual([400, 'treatment']);
    } finally {
      await cleanup();
    }
  }, 120_000);
});
