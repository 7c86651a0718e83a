/**
 * A teams round marked final, over real HTTP, as a Ruter user works: the director marks round 1 final once every
 * board has its result; from then on the round's tables cannot enter, confirm or be given back a result (409
 * `round-final`), and a correction is the director's, recorded in the result's history with the director named.
 * A round marked by mistake is reopened by the director (DELETE …/final): its tables change its results again; each
 * mark and reopening stays in the event's trail (`finalHistory`: when, which director).
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { smallSwiss } from './support/teams.js';

describe('teams: a round marked final', () => {
  it('needs every result; then its tables are refused and only the director corrects it, in the history', async () => {
    const { server, cleanup, td, ev, play, terminal } = await smallSwiss('round-final');
    try {
      const finalUrl = `/api/events/${ev.id}/rounds/1/final`;
      // Four tables (two matches, both rooms), two boards: all but the last result played.
      const all = [1, 2, 3, 4].flatMap((table) => [1, 2].map((board) => [table, board] as const));
      for (const [table, board] of all.slice(0, -1)) await play(table, board);
      const early = await td.post(finalUrl, {});
      expect([early.status, early.body.error.code, early.body.error.field]).toEqual([
        409,
        'round-not-finished',
        'round',
      ]);
      await play(4, 2);

      // Only the club's director marks it.
      const other = new Http(server.url);
      await other.ok('POST', '/api/auth/register', { email: 'x@other.dk', password: 'other-pw-1', name: 'X' });
      expect((await other.post(finalUrl, {})).status).toBe(403);
      const me = await td.ok('GET', '/api/auth/me');
      const mark = await td.ok('POST', finalUrl, {});
      expect(mark).toMatchObject({ round: 1, by: `director:${me.id}` });
      expect((await td.ok('GET', `/api/events/${ev.id}`)).finalRounds).toEqual([
        { round: 1, at: mark.at, by: mark.by },
      ]);
      // Marked again: the first mark stays.
      expect((await td.ok('POST', finalUrl, {})).at).toBe(mark.at);

      // The table can neither enter nor confirm a result of the final round.
      const t1 = await terminal(1);
      const entry = { round: 1, board: 1, contract: '4S', declarer: 'N', lead: null, tricks: 10 };
      for (const [url, body] of [
        ['/api/terminal/results', entry],
        ['/api/terminal/confirm', { round: 1, board: 1 }],
      ] as const) {
        const r = await t1.post(url, body);
        expect([r.status, r.body.error.code, r.body.error.field], url).toEqual([409, 'round-final', 'round']);
      }
      // Nor is the result given back to the table; the director corrects it, and the history says who.
      const sid = ev.sessions[0].id;
      const rows = await td.ok('GET', `/api/sessions/${sid}/results?board=1`);
      const row = rows.find((r: { round: number; table: number }) => r.round === 1 && r.table === 1);
      expect(row).toBeDefined();
      const reopen = await td.post(`/api/sessions/${sid}/results/${row.id}/reopen`, {});
      expect([reopen.status, reopen.body.error.code]).toEqual([409, 'round-final']);
      const fixed = await td.put(`/api/sessions/${sid}/results/${row.id}`, {
        contract: '3NT',
        declarer: 'S',
        lead: null,
        tricks: 10,
        note: 'scorer wrote 9 tricks',
      });
      expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
      const history = await td.ok('GET', `/api/sessions/${sid}/results/${row.id}/history`);
      expect(history.at(-1)).toMatchObject({ by: `director:${me.id}` });
      expect(JSON.stringify(history.at(-1).after)).toContain('"tricks":10');

      // The director marked it by mistake: only he takes the mark off; then its tables change its results again
      // and the standings follow.
      expect((await other.req('DELETE', finalUrl)).status).toBe(403);
      expect((await td.req('DELETE', `/api/events/${ev.id}/rounds/9/final`)).status).toBe(404);
      const before = await td.ok('GET', `/api/events/${ev.id}/standings`);
      expect(await td.ok('DELETE', finalUrl)).toEqual({ finalRounds: [] });
      expect((await td.ok('GET', `/api/events/${ev.id}`)).finalRounds).toEqual([]);
      await td.ok('POST', `/api/sessions/${sid}/results/${row.id}/reopen`, {});
      await t1.ok('POST', '/api/terminal/results', { ...entry, contract: '3NT', declarer: 'S', tricks: 12 });
      await t1.ok('POST', '/api/terminal/confirm', { round: 1, board: 1 });
      const after = await td.ok('GET', `/api/events/${ev.id}/standings`);
      expect(after.lines).not.toEqual(before.lines);
      // It may be marked final again.
      const again = await td.ok('POST', finalUrl, {});
      expect(again.round).toBe(1);
      // Reopened once more; taking off a mark the round no longer has writes nothing.
      await td.ok('DELETE', finalUrl);
      await td.ok('DELETE', finalUrl);
      // The trail the director's console shows (Law 79C): each mark and each reopening, when and by whom.
      const trail = (await td.ok('GET', `/api/events/${ev.id}`)).finalHistory;
      expect(trail.map((x: { action: string }) => x.action)).toEqual(['marked', 'reopened', 'marked', 'reopened']);
      for (const x of trail) expect(x).toMatchObject({ round: 1, director: me.name });
      expect(trail[0].at).toBe(mark.at);
      expect(trail[2].at).toBe(again.at);
      const times = trail.map((x: { at: string }) => x.at);
      expect([...times].sort()).toEqual(times);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
