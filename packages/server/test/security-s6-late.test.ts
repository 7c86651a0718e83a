/**
 * Session 6 security sweep: a pairs session published provisionally goes on (its terminals take
 * results), so a board marked for a late play is still to be played by two pairs. Before the fix
 * its hand record, its traveller (every other table's result) and the exports with every deal were
 * public to anyone from the moment of publication — extraneous information about the cards of a
 * board those pairs had still to play (Law 16). Now they are kept from everyone but the directors
 * until the late play is in.
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { lateSetUp } from './support/late-play.js';
import { testServer } from './support/servers.js';

describe('a late play after a provisional publication', () => {
  it('keeps its board hidden from all but the directors until it is played', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec6_late');
    try {
      const { s, td, t1, late, other, lateRow } = await lateSetUp(server.url, {
        email: 'td@late.no',
        director: 'Dina',
        club: 'Sene BK',
        session: 'Onsdag',
        seed: 'late-s6',
      });
      await td.ok('POST', `/api/sessions/${s.id}/results/${lateRow.id}/late-play`, { note: 'slow' });
      const result = { contract: '3NT', declarer: 'N', lead: null, tricks: 9 };
      await t1.ok('POST', '/api/terminal/results', { round: 1, board: other, ...result });
      await t1.ok('POST', '/api/terminal/confirm', { round: 1, board: other });
      // Every other row of the session played (session 18: a board some table has still to play is hidden as well).
      const terms = [t1];
      for (const table of s.tables.slice(1) as { code: string }[]) {
        const h = new Http(server.url);
        h.bearer = (await h.ok('POST', '/api/terminal/join', { code: table.code })).token;
        terms.push(h);
      }
      for (const g of s.guide as { round: number; table: number; boards: number[] }[])
        for (const board of g.boards) {
          if (g.round === 1 && g.table === 1) continue;
          await terms[g.table - 1]!.ok('POST', '/api/terminal/results', { round: g.round, board, ...result });
          await terms[g.table - 1]!.ok('POST', '/api/terminal/confirm', { round: g.round, board });
        }
      // Published provisionally, results missing: the terminals go on.
      await td.ok('POST', `/api/sessions/${s.id}/publish`, { final: false, confirm: true });

      const anyone = new Http(server.url);
      const trav = await anyone.get(`/api/sessions/${s.id}/travellers/${late}`);
      expect([trav.status, trav.body.error?.code]).toEqual([403, 'late-play-pending']);
      expect((await anyone.get(`/api/sessions/${s.id}/travellers/${other}`)).status).toBe(200);
      const hands = await anyone.get(`/api/sessions/${s.id}/hands`);
      expect(hands.status).toBe(200);
      const shown = hands.body.boards.map((b: { board: number }) => b.board);
      expect(shown).toContain(other);
      expect(shown).not.toContain(late);
      for (const path of ['export.pbn', 'export.usebio.xml']) {
        const r = await anyone.get(`/api/sessions/${s.id}/${path}`);
        expect([path, r.status]).toEqual([path, 403]);
      }
      // The directors see everything.
      expect((await td.get(`/api/sessions/${s.id}/travellers/${late}`)).status).toBe(200);
      const all = await td.ok('GET', `/api/sessions/${s.id}/hands`);
      expect(all.boards.map((b: { board: number }) => b.board)).toContain(late);
      expect((await td.get(`/api/sessions/${s.id}/export.pbn`)).status).toBe(200);

      // Played late: public like the rest.
      await t1.ok('POST', '/api/terminal/results', { round: 1, board: late, ...result, tricks: 8 });
      await t1.ok('POST', '/api/terminal/confirm', { round: 1, board: late });
      expect((await anyone.get(`/api/sessions/${s.id}/travellers/${late}`)).status).toBe(200);
      const after = await anyone.ok('GET', `/api/sessions/${s.id}/hands`);
      expect(after.boards.map((b: { board: number }) => b.board)).toContain(late);
      expect((await anyone.get(`/api/sessions/${s.id}/export.pbn`)).status).toBe(200);
    } finally {
      await cleanup();
    }
  });
});
