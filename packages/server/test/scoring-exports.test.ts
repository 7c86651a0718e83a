/**
 * The web ranking, the PBN and USEBIO exports and `stikk score` of those exports agree exactly
 * (issue 17; issue 16 item 3: one scorer, @stikk/scoring). A 13-pair two-winner Mitchell over
 * real HTTP, with a sit-out every round, a board with a single result, adjusted scores (artificial,
 * assigned, weighted Law 12C1(c)) and a Law 90 penalty.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededRandom, STRAINS, type Seat } from '@stikk/core';
import { stikkScoreJson } from './support/cli.js';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

interface Line {
  id: number;
  ns: number;
  ew: number;
  round: number;
  table: number;
  board: number;
}
interface RankLine {
  field?: 'NS' | 'EW';
  rank: number;
  tied: boolean;
  place: string;
  pair: number;
  names: string;
  matchpoints: number;
  percent: number;
  imps: number | null;
  boardsPlayed: number;
}
interface CliEntry {
  id: string;
  direction?: 'NS' | 'EW';
  rank: number;
  rankText: string;
  total: number;
  percent: number | null;
  boards: number;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stikk-exports-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

/** `stikk score --json FILE`, in process. */
const stikkScore = (file: string) => stikkScoreJson<{ method: string; ranking: CliEntry[]; warnings: string[] }>(file);

describe.each(['matchpoints', 'butler', 'cross-imps'] as const)(
  'exports agree with the web ranking (%s)',
  (scoring) => {
    it('two-winner Mitchell with a sit-out, a single-result board and adjusted scores', async () => {
      const { server, cleanup } = await testServer('sqlite', null, `exports-${scoring}`);
      try {
        const td = new Http(server.url);
        await td.ok('POST', '/api/auth/register', { email: 'td@club.dk', password: 'director-pw', name: 'Dorte' });
        const club = await td.ok('POST', '/api/clubs', { name: 'Aarhus BK' });
        const names = Array.from({ length: 13 }, (_, i) => ({ names: `Spiller ${2 * i + 1} - Spiller ${2 * i + 2}` }));
        const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
          name: 'Tirsdag',
          scoring,
          movement: { kind: 'mitchell', tables: 7, boardsPerRound: 2, pairs: 13 },
          boards: { source: 'seeded', seed: 'exports' },
          pairs: names,
        });
        expect(s.movement.winners).toBe(2);
        const single = s.boards[3];
        const lines: Line[] = [];
        for (const b of s.boards) {
          const t = await td.ok('GET', `/api/sessions/${s.id}/travellers/${b}`);
          expect(t.lines).toEqual([]);
        }
        // Every row the movement gives (the director's progress grid names them through the travellers once entered).
        const r32 = seededRandom(`exports-${scoring}`);
        const rand = () => r32() / 2 ** 32;
        const seats: Seat[] = ['N', 'E', 'S', 'W'];
        for (const g of s.guide as {
          round: number;
          table: number;
          ns: number | null;
          ew: number | null;
          boards: number[];
        }[]) {
          if (g.ns === null || g.ew === null) continue;
          for (const b of g.boards) lines.push({ id: 0, ns: g.ns, ew: g.ew, round: g.round, table: g.table, board: b });
        }
        // Result row ids: the terminal of each table sees its rows; here the director enters them.
        const rows = await Promise.all(
          s.tables.map(async (tb: { code: string; number: number }) => {
            const h = new Http(server.url);
            const j = await h.ok('POST', '/api/terminal/join', { code: tb.code });
            h.bearer = j.token;
            return { h, table: tb.number };
          }),
        );
        // The single-result board: the director marks it not played at every table but its first.
        const singleRows = (await td.ok('GET', `/api/sessions/${s.id}/results?board=${single}`)) as Line[];
        expect(singleRows.length).toBeGreaterThan(3);
        for (const r of singleRows.slice(1))
          await td.ok('POST', `/api/sessions/${s.id}/results/${r.id}/adjust`, {
            adjustment: { kind: 'not-played' },
            law: '12',
            note: 'late start',
          });
        const skip = new Set(singleRows.slice(1).map((r) => `${r.round}/${r.table}`));
        for (const l of lines) {
          if (l.board === single && skip.has(`${l.round}/${l.table}`)) continue;
          const declarer = seats[Math.floor(rand() * 4)];
          const level = 1 + Math.floor(rand() * 4),
            strain = STRAINS[Math.floor(rand() * 5)];
          const tricks = Math.max(0, Math.min(13, level + 6 + Math.floor(rand() * 4) - 2));
          const h = rows.find((x: { table: number }) => x.table === l.table)!.h;
          const passed = rand() < 0.05;
          await h.ok(
            'POST',
            '/api/terminal/results',
            passed
              ? { round: l.round, board: l.board, contract: 'passed out', declarer: null, lead: null, tricks: 0 }
              : { round: l.round, board: l.board, contract: `${level}${strain}`, declarer, lead: null, tricks },
          );
          await h.ok('POST', '/api/terminal/confirm', { round: l.round, board: l.board });
        }
        const trav = async (b: number) =>
          (await td.ok('GET', `/api/sessions/${s.id}/travellers/${b}`)).lines as (Line & {
            nsScore: number | null;
            nsMatchpoints: number | null;
            nsPercent: number | null;
          })[];
        const one = await trav(single);
        expect(one).toHaveLength(1);
        if (scoring === 'matchpoints') expect(one[0].nsPercent).toBe(50);
        // Adjusted scores: artificial (12C2), assigned (12C1(e)), weighted (12C1(c)); a Law 90 penalty.
        const b0 = await trav(s.boards[0]),
          b1 = await trav(s.boards[1]),
          b2 = await trav(s.boards[2]);
        await td.ok('POST', `/api/sessions/${s.id}/results/${b0[0].id}/adjust`, {
          adjustment: { kind: 'artificial', ns: 'A+', ew: 'A-' },
          law: '12C2',
          note: 'wrong board played',
        });
        await td.ok('POST', `/api/sessions/${s.id}/results/${b1[1].id}/adjust`, {
          adjustment: { kind: 'assigned', result: { contract: '4H', declarer: 'S', lead: null, tricks: 10 } },
          law: '12C1(e)',
        });
        const w = await td.ok('POST', `/api/sessions/${s.id}/results/${b2[2].id}/adjust`, {
          adjustment: {
            kind: 'weighted',
            parts: [
              { weight: 0.6, result: { contract: '3NT', declarer: 'N', lead: null, tricks: 9 } },
              { weight: 0.4, result: { contract: '3NT', declarer: 'N', lead: null, tricks: 8 } },
            ],
          },
          law: '12C1(c)',
          note: 'misinformation',
        });
        expect(w.adjustmentLaw).toBe('12C1(c)');
        expect(w.nsScore).toBeCloseTo(0.6 * (s.boards[2] % 2 ? 400 : 400) + 0.4 * -50, 0);
        await td.ok(
          'POST',
          `/api/sessions/${s.id}/penalties`,
          scoring === 'matchpoints'
            ? { pair: 3, percentOfTop: 25, law: '90', reason: 'slow play' }
            : { pair: 3, imps: 1, law: '90', reason: 'slow play' },
        );

        const web = (await td.ok('GET', `/api/sessions/${s.id}/ranking`)).lines as RankLine[];
        expect(web).toHaveLength(13);
        expect(new Set(web.map((l) => l.field))).toEqual(new Set(['NS', 'EW']));
        expect(web.find((l) => l.pair === 3)!.names).toBe('Spiller 5 - Spiller 6');

        for (const [ext, file] of [
          ['pbn', 'session.pbn'],
          ['usebio.xml', 'session.xml'],
        ] as const) {
          const body = String((await td.get(`/api/sessions/${s.id}/export.${ext}`)).body);
          if (ext === 'pbn') {
            expect(body).toContain('[TotalScoreTable "Rank\\2R;RankTie\\2R;PairId\\3R;Direction\\2L;');
            expect(body).toMatch(/\bA\+\s+A-/); // the artificial score, marked in the score columns
            expect(body).toContain('Spiller 5 - Spiller 6');
          } else {
            expect(body).toContain('<WINNER_TYPE>2</WINNER_TYPE>');
            expect(body).toContain('<DIRECTION>NS</DIRECTION>');
          }
          const path = join(dir, file);
          writeFileSync(path, body);
          const cli = await stikkScore(path);
          expect(cli.method).toBe(scoring);
          const key = (e: { dir?: string; id: string }) => `${e.dir ?? ''}${e.id}`;
          const got = new Map(cli.ranking.map((e) => [key({ dir: e.direction, id: e.id }), e]));
          for (const l of web) {
            const e = got.get(key({ dir: l.field, id: String(l.pair) }));
            expect(e, `${file}: pair ${l.pair}`).toBeDefined();
            expect(
              {
                pair: l.pair,
                rank: e!.rank,
                place: e!.rankText,
                total: e!.total,
                percent: e!.percent,
                boards: e!.boards,
              },
              file,
            ).toEqual({
              pair: l.pair,
              rank: l.rank,
              place: l.place,
              total: scoring === 'matchpoints' ? l.matchpoints : l.imps,
              percent: scoring === 'matchpoints' ? l.percent : null,
              boards: l.boardsPlayed,
            });
          }
        }
      } finally {
        await cleanup();
      }
    }, 120_000);
  },
);
