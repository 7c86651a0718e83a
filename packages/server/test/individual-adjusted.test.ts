/**
 * Law 12C2 per player in an individual (issue 19): each player of an individual is a contestant
 * of his own, so the director may give the four players at a table four different artificial
 * scores (average-minus to the player at fault, average-plus to his partner and the opponents…).
 * The ranking counts each player's own, the PBN and USEBIO exports carry them and `stikk score`
 * of either file gives the ranking back. Elsewhere (pairs, teams) such scores are refused.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stikkScoreJson } from './support/cli.js';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

/** `stikk score --json FILE` in process: the ranking by contestant id. */
async function scoreFile(file: string): Promise<Map<number, number>> {
  const j = await stikkScoreJson<{ ranking: { id: string; total: number }[] }>(file);
  return new Map(j.ranking.map((e) => [Number(e.id), e.total]));
}

describe('individual: Law 12C2 per player', () => {
  it('four players at one table get four different artificial scores; ranking and exports carry them', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'individual-12c2');
    const dir = mkdtempSync(join(tmpdir(), 'stikk-ind-12c2-'));
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.fi', password: 'director-pw', name: 'Kalle' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Turku BK' });
      const names = ['Aino', 'Eero', 'Helmi', 'Ilmari', 'Kaisa', 'Lauri', 'Mervi', 'Niilo'];
      const ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Yksilö',
        settings: { kind: 'individual', boardsPerRound: 1, rounds: 2, boards: { source: 'seeded', seed: 'i12' } },
        entrants: names.map((name) => ({ name })),
      });
      const sid = ev.sessions[0].id;
      const s = await td.ok('GET', `/api/sessions/${sid}`);
      const guide: { round: number; table: number; seats: number[]; boards: number[] }[] = s.guide;
      expect(guide).toHaveLength(4);
      // Every table plays its board; NS make 8 + round + table tricks in 2NT.
      const nsScore = new Map<string, number>();
      for (const tb of ev.tables as { code: string }[]) {
        const h = new Http(server.url);
        h.bearer = (await h.ok('POST', '/api/terminal/join', { code: tb.code })).token;
        for (let round = 1; round <= 2; round++) {
          const r = await h.ok('GET', '/api/terminal/round');
          for (const b of r.boards) {
            const tricks = 6 + ((round * 3 + r.table * 2 + b.board) % 5);
            await h.ok('POST', '/api/terminal/results', {
              round: r.round,
              board: b.board,
              contract: '2NT',
              declarer: 'N',
              lead: null,
              tricks,
            });
            const c = await h.ok('POST', '/api/terminal/confirm', { round: r.round, board: b.board });
            nsScore.set(`${r.round}|${r.table}`, c.nsScore);
          }
        }
      }
      // Round 1, table 1: North caused the board to be unplayable (average-minus), his partner and
      // East get average-plus, West (who shared the fault) average.
      const rows = await td.ok('GET', `/api/sessions/${sid}/results`);
      const row = rows.find((x: { round: number; table: number }) => x.round === 1 && x.table === 1);
      const players = { N: 'A-', E: 'A+', S: 'A+', W: 'A' } as const;
      await td.ok('POST', `/api/sessions/${sid}/results/${row.id}/adjust`, {
        adjustment: { kind: 'artificial', ns: 'A-', ew: 'A+', players },
        law: '12C2',
      });

      // The count: a board of 2 results has a top of 2. The other result of the adjusted board stands
      // alone and is factored to 1 (Neuberg, N = 2). The adjusted row gives each player his own:
      // average 50 %, average-plus 60 % or his percentage on the boards he played if higher,
      // average-minus 40 % or his percentage if lower (Law 12C2(c)) — here his one other board.
      const own = new Map<number, number>(names.map((_, i) => [i + 1, 0]));
      const add = (p: number, x: number) => own.set(p, own.get(p)! + x);
      const adjusted: [number, 'A-' | 'A' | 'A+'][] = [];
      for (const g of guide) {
        const [n, e, so, w] = g.seats;
        if (g.round === 1 && g.table === 1) {
          adjusted.push([n, players.N], [e, players.E], [so, players.S], [w, players.W]);
          continue;
        }
        let m: number;
        if (g.round === 1) m = 1;
        else {
          const mine = nsScore.get(`${g.round}|${g.table}`)!;
          const other = nsScore.get(`${g.round}|${3 - g.table}`)!;
          m = mine > other ? 2 : mine === other ? 1 : 0;
        }
        for (const [p, got] of [
          [n, m],
          [so, m],
          [e, 2 - m],
          [w, 2 - m],
        ])
          add(p, got);
      }
      for (const [p, a] of adjusted) {
        const session = (100 * own.get(p)!) / 2; // his one played board, top 2
        const pc = a === 'A' ? 50 : a === 'A+' ? Math.max(60, session) : Math.min(40, session);
        add(p, (2 * pc) / 100);
      }
      const rk = await td.ok('GET', `/api/events/${ev.id}/ranking`);
      for (const l of rk.lines as { player: number; matchpoints: number }[])
        expect(l.matchpoints, names[l.player - 1]).toBeCloseTo(own.get(l.player)!, 2);
      // North and his partner South differ by the 12C2 scores alone on that board.
      const [n1, , s1] = guide.find((g) => g.round === 1 && g.table === 1)!.seats;
      expect(own.get(n1)! - own.get(s1)!).not.toBe(0);

      for (const [ext, path, carried] of [
        ['pbn', 'export.pbn', /Adjusted_Players/],
        ['xml', 'export.usebio.xml', /<ADJUSTED_PLAYERS>A- A\+ A\+ A<\/ADJUSTED_PLAYERS>/],
      ] as const) {
        const res = await td.get(`/api/events/${ev.id}/${path}`);
        expect(res.status).toBe(200);
        expect(res.body).toMatch(carried);
        const file = join(dir, `ind.${ext}`);
        writeFileSync(file, res.body as string);
        const back = await scoreFile(file);
        for (const [p, mp] of own) expect(back.get(p), `${ext}: ${names[p - 1]}`).toBeCloseTo(mp, 2);
      }

      // A pair (here a team's pair) shares its side's score: per-player scores are refused.
      const teams = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Lag',
        settings: { kind: 'teams', form: 'round-robin', boardsPerMatch: 2 },
        entrants: ['A', 'B'].map((name) => ({ name })),
      });
      const tRows = await td.ok('GET', `/api/sessions/${teams.sessions[0].id}/results`);
      const bad = await td.post(`/api/sessions/${teams.sessions[0].id}/results/${tRows[0].id}/adjust`, {
        adjustment: { kind: 'artificial', ns: 'A-', ew: 'A+', players },
        law: '12C2',
      });
      expect([bad.status, bad.body.error.code, bad.body.error.field]).toEqual([
        400,
        'players-not-individual',
        'adjustment.players',
      ]);
      const after = await td.ok('GET', `/api/sessions/${teams.sessions[0].id}/results`);
      expect(after[0].adjustment).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await cleanup();
    }
  }, 120_000);
});
