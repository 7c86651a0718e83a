/**
 * IMP pairs sessions over HTTP (Law 78B), on SQLite and PostgreSQL (migration 0004): a 3-table
 * Howell scored by cross-IMPs or Butler, entered from the table terminals; travellers and the
 * ranking against an independent count with the IMP scale written out here; a Law 90 penalty in IMPs.
 */
import { describe, expect, it } from 'vitest';
import {
  contract,
  isVulnerable,
  lho,
  parseDeal,
  printCard,
  scoreContract,
  seededRandom,
  STRAINS,
  unwrap,
  type Seat,
  type Vulnerability,
} from '@stikk/core';
import { Http } from './support/http.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

// The IMP scale: the lower bound of each step (20–40 → 1 IMP, …, 4000+ → 24).
const STEPS = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000,
  3500, 4000,
];
const imp = (d: number) => Math.sign(d) * STEPS.filter((s) => Math.abs(d) >= s).length || 0;
const round10 = (x: number) => Math.sign(x) * Math.floor(Math.abs(x) / 10 + 0.5) * 10;

const pgCluster = usePostgres();

const cases: [Backend, 'cross-imps' | 'butler'][] = [
  ['sqlite', 'cross-imps'],
  ['sqlite', 'butler'],
  ['postgres', 'cross-imps'],
  ['postgres', 'butler'],
];

describe.each(cases)('IMP pairs on %s: %s', (backend, scoring) => {
  it('3-table Howell to the ranking in IMPs', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), `imps_${scoring.replace('-', '_')}`);
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.fi', password: 'director-pw', name: 'Tuula' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Helsinki BK' });
      const bad = await td.post(`/api/clubs/${club.id}/sessions`, {
        name: 'x',
        scoring: 'total-points',
        movement: { kind: 'howell', tables: 3, boardsPerRound: 3 },
        boards: { source: 'seeded', seed: 'x' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe('scoring');
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'IMP',
        scoring,
        movement: { kind: 'howell', tables: 3, boardsPerRound: 3 },
        boards: { source: 'seeded', seed: 'imps' },
      });
      expect(s.scoring).toBe(scoring);
      const hands: { board: number; deal: string }[] = (await td.ok('GET', `/api/sessions/${s.id}/hands`)).boards;
      const dealOf = (b: number) => unwrap(parseDeal(hands.find((h) => h.board === b)!.deal));
      const terminals = await Promise.all(
        s.tables.map(async (tb: { code: string }) => {
          const h = new Http(server.url);
          h.bearer = (await h.ok('POST', '/api/terminal/join', { code: tb.code })).token;
          return h;
        }),
      );
      const r32 = seededRandom(`imps-${scoring}`);
      const rand = () => r32() / 2 ** 32;
      const entered = new Map<number, { ns: number; ew: number; nsScore: number }[]>();
      for (let round = 1; round <= 5; round++) {
        for (const h of terminals) {
          const r = await h.ok('GET', '/api/terminal/round');
          for (const b of r.boards) {
            const declarer = (['N', 'E', 'S', 'W'] as Seat[])[Math.floor(rand() * 4)];
            const level = 1 + Math.floor(rand() * 6),
              strain = STRAINS[Math.floor(rand() * 5)];
            const tricks = Math.max(0, Math.min(13, level + 6 + Math.floor(rand() * 5) - 2));
            await h.ok('POST', '/api/terminal/results', {
              round,
              board: b.board,
              contract: `${level}${strain}`,
              declarer,
              lead: printCard(dealOf(b.board)[lho(declarer)]![0]),
              tricks,
            });
            await h.ok('POST', '/api/terminal/confirm', { round, board: b.board });
            const nsScore =
              (declarer === 'N' || declarer === 'S' ? 1 : -1) *
              scoreContract(contract(level, strain, ''), isVulnerable(b.vulnerable as Vulnerability, declarer), tricks);
            entered.set(b.board, [...(entered.get(b.board) ?? []), { ns: r.ns.number, ew: r.ew.number, nsScore }]);
          }
        }
      }
      // Oracle: cross-IMPs sum the IMPs against every other result; Butler compares with the mean
      // rounded to 10 (three results: none dropped).
      const total = new Map<number, number>();
      for (const [board, lines] of entered) {
        const datum = round10(lines.reduce((a, l) => a + l.nsScore, 0) / lines.length);
        const trav = await td.ok('GET', `/api/sessions/${s.id}/travellers/${board}`);
        expect(trav.scoring).toBe(scoring);
        expect(trav.datum).toBe(scoring === 'butler' ? datum : null);
        for (const l of lines) {
          const ns =
            scoring === 'butler'
              ? imp(l.nsScore - datum)
              : lines.filter((o) => o !== l).reduce((a, o) => a + imp(l.nsScore - o.nsScore), 0);
          const line = trav.lines.find((x: { ns: number; ew: number }) => x.ns === l.ns && x.ew === l.ew);
          expect(line).toMatchObject({ nsImps: ns, ewImps: -ns || 0, nsMatchpoints: null, nsPercent: null });
          total.set(l.ns, (total.get(l.ns) ?? 0) + ns);
          total.set(l.ew, (total.get(l.ew) ?? 0) - ns);
        }
      }
      const rank = await td.ok('GET', `/api/sessions/${s.id}/ranking`);
      expect(rank).toMatchObject({ scoring, final: true });
      for (const l of rank.lines) expect(l.imps, `pair ${l.pair}`).toBe(total.get(l.pair));
      const order = rank.lines.map((l: { imps: number }) => l.imps);
      expect([...order].sort((a, b) => b - a)).toEqual(order);
      // Exports say how the session was scored and carry the IMPs.
      const xml = String((await td.get(`/api/sessions/${s.id}/export.usebio.xml`)).body);
      expect(xml).toContain(`EVENT_TYPE="${scoring === 'butler' ? 'BUTLER_PAIRS' : 'CROSS_IMPS'}"`);
      expect(xml).toContain(scoring === 'butler' ? '<NS_BUTLER_POINTS>' : '<NS_CROSS_IMPS>');
      expect(xml).not.toContain('<PERCENTAGE>');
      const pbn = String((await td.get(`/api/sessions/${s.id}/export.pbn`)).body);
      expect(pbn).toContain(`[Scoring "${scoring === 'butler' ? 'Butler' : 'Cross-IMP'}"]`);
      expect(pbn).toMatch(/\[ScoreTable "[^"]*IMP_NS[^"]*"\]/); // the IMPs per table in the board's ScoreTable
      // Law 90 in an IMP session: the penalty is in IMPs; percent of a top is refused.
      const wrong = await td.post(`/api/sessions/${s.id}/penalties`, {
        pair: 1,
        percentOfTop: 25,
        law: '90',
        reason: 'slow play',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error.field).toBe('imps');
      await td.ok('POST', `/api/sessions/${s.id}/penalties`, { pair: 1, imps: 3, law: '90', reason: 'slow play' });
      const after = await td.ok('GET', `/api/sessions/${s.id}/ranking`);
      expect(after.lines.find((l: { pair: number }) => l.pair === 1)).toMatchObject({
        imps: total.get(1)! - 3,
        penalties: 3,
      });
    } finally {
      await cleanup();
    }
  });
});
