/**
 * A pairs event summing matchpoints where a pair played fewer boards in a session (club follow-up): the session
 * ranks by percentage and shows the factored total; the event counted the raw matchpoints, so the short pair lost
 * the boards it never played. Now the event counts the session's factored total.
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

interface Row {
  id: number;
  board: number;
  ns: number;
  ew: number;
}

describe('pairs event summing matchpoints', () => {
  it('counts a session where boards differ with the session’s factored totals', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'pairs-event-factored');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.se', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Lund BK' });
      const names = ['Ann & Bo', 'Cai & Di', 'Eli & Fa', 'Gro & Hå', 'Ida & Jo', 'Kai & Li'];
      const ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Poängserien',
        settings: { kind: 'pairs', aggregate: 'matchpoints-sum' },
        entrants: names.map((name) => ({ name })),
      });
      const made = await td.ok('POST', `/api/events/${ev.id}/sessions`, {
        name: 'Kväll 1',
        movement: { kind: 'howell', tables: 3, boardsPerRound: 2 },
        boards: { source: 'seeded', seed: 'factored-sum' },
      });
      const sid = made.sessionId as number;
      const rows = (await td.ok('GET', `/api/sessions/${sid}/results`)) as Row[];
      const out = rows[0];
      for (const [i, r] of rows.entries()) {
        if (r === out) continue;
        await td.ok('PUT', `/api/sessions/${sid}/results/${r.id}`, {
          contract: '2S',
          declarer: i % 2 ? 'N' : 'E',
          lead: null,
          tricks: 6 + ((i * 5 + r.board) % 5),
        });
      }
      await td.ok('POST', `/api/sessions/${sid}/results/${out.id}/adjust`, {
        adjustment: { kind: 'not-played' },
        law: '12',
        note: 'late arrival',
      });
      const session = await td.ok('GET', `/api/sessions/${sid}/ranking`);
      expect(session.final).toBe(true);
      const event = await td.ok('GET', `/api/events/${ev.id}/ranking`);
      const lineOf = (pair: number) => session.lines.find((l: { pair: number }) => l.pair === pair);
      for (const l of event.lines as { pair: number; sessions: (number | null)[]; total: number }[]) {
        const s = lineOf(l.pair);
        const expected = Math.round((s.factored ?? s.matchpoints) * 100) / 100;
        expect(l.sessions[0], `pair ${l.pair}`).toBeCloseTo(expected, 2);
      }
      // The two pairs of the board not played have a factored total above their matchpoints.
      for (const pair of [out.ns, out.ew]) {
        const s = lineOf(pair);
        expect(s.factored).toBeGreaterThan(s.matchpoints);
        expect(event.lines.find((l: { pair: number }) => l.pair === pair).sessions[0]).toBeGreaterThan(s.matchpoints);
      }
      // The event ranks in the session's order (one session, no carry-over).
      const order = (xs: { pair: number; rank: number }[]) =>
        [...xs]
          .filter((x) => x.rank > 0)
          .sort((a, b) => a.rank - b.rank || a.pair - b.pair)
          .map((x) => x.pair);
      expect(order(event.lines)).toEqual(order(session.lines));
    } finally {
      await cleanup();
    }
  }, 60_000);
});
