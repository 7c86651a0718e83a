/**
 * An IMP pairs session (Butler) where pairs played different numbers of boards (club follow-up): the director
 * rules two results not played, so four pairs are a board short. The ranking then goes by IMPs per board, as
 * `stikk score` ranks and prints it, and each line carries its average (`perBoard`); with every board played there
 * is none.
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
interface Line {
  pair: number;
  rank: number;
  imps: number;
  boardsPlayed: number;
  perBoard?: number;
}

describe('IMP pairs: pairs that played different numbers of boards', () => {
  it('ranks by IMPs per board and says each pair’s average', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'imps_uneven');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tone' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bodø BK' });
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Butler',
        scoring: 'butler',
        movement: { kind: 'howell', tables: 3, boardsPerRound: 2 },
        boards: { source: 'seeded', seed: 'uneven-imps' },
      });
      const rows = (await td.ok('GET', `/api/sessions/${s.id}/results`)) as Row[];
      // Two results ruled not played, at tables with four different pairs: those four play a board fewer.
      const first = rows.find((r) => r.board === 1)!;
      const apart = (r: Row) => ![r.ns, r.ew].some((p) => p === first.ns || p === first.ew);
      const out = [first, rows.find((r) => r.board !== 1 && apart(r))!];
      // Contracts that differ from table to table, so the IMPs differ: 3NT by North with 7 to 11 tricks.
      for (const [i, r] of rows.entries()) {
        if (out.includes(r)) continue;
        await td.ok('PUT', `/api/sessions/${s.id}/results/${r.id}`, {
          contract: '3NT',
          declarer: 'N',
          lead: null,
          tricks: 7 + ((i * 3 + r.ns) % 5),
        });
      }
      for (const r of out)
        await td.ok('POST', `/api/sessions/${s.id}/results/${r.id}/adjust`, {
          adjustment: { kind: 'not-played' },
          law: '12',
          note: 'late arrival',
        });
      const rank = await td.ok('GET', `/api/sessions/${s.id}/ranking`);
      expect(rank).toMatchObject({ scoring: 'butler', final: true });
      const lines = (rank.lines as Line[]).filter((l) => l.rank > 0).sort((a, b) => a.rank - b.rank);
      expect(new Set(lines.map((l) => l.boardsPlayed)).size).toBe(2);
      const short = new Set(out.flatMap((r) => [r.ns, r.ew]));
      for (const l of lines) {
        expect(l.boardsPlayed, `pair ${l.pair}`).toBe(short.has(l.pair) ? 9 : 10);
        expect(l.perBoard, `pair ${l.pair}`).toBe(Math.round((l.imps / l.boardsPlayed) * 100) / 100);
      }
      // The order is by the average: never a higher average below a lower one, equal averages share a place.
      for (let i = 1; i < lines.length; i++) {
        expect(lines[i].perBoard!).toBeLessThanOrEqual(lines[i - 1].perBoard!);
        if (lines[i].perBoard === lines[i - 1].perBoard) expect(lines[i].rank).toBe(lines[i - 1].rank);
      }
      // The boards are played after all: the adjustments come off, every pair has 10 boards, no averages.
      for (const r of out) {
        await td.ok('DELETE', `/api/sessions/${s.id}/results/${r.id}/adjustment`);
        await td.ok('PUT', `/api/sessions/${s.id}/results/${r.id}`, {
          contract: '3NT',
          declarer: 'N',
          lead: null,
          tricks: 9,
        });
      }
      const all = await td.ok('GET', `/api/sessions/${s.id}/ranking`);
      expect(all.final).toBe(true);
      expect((all.lines as Line[]).every((l) => l.perBoard === undefined && l.boardsPlayed === 10)).toBe(true);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
