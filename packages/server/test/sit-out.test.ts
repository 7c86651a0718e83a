/**
 * An odd number of pairs over real HTTP: a 7-pair Howell (4 tables, the movements package's
 * phantom) and a 13-pair Mitchell (7 tables, EW pair 7 absent; two winners). The pair drawn
 * against the phantom sits out: no boards, no result, no score; the
 * terminals' guide tells a pair when it sits out next; the ranking matches an independent count.
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
import { testServer } from './support/servers.js';

interface Guide {
  round: number;
  table: number;
  ns: number | null;
  ew: number | null;
  boards: number[];
}

const sizes = [
  { kind: 'howell', tables: 4, pairs: 7, rounds: 7 },
  { kind: 'mitchell', tables: 7, pairs: 13, rounds: 7 },
] as const;

describe.each(sizes)('sit-outs: $pairs-pair $kind', ({ kind, tables, pairs, rounds }) => {
  it('from table terminals to the ranking', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sitout');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.se', password: 'director-pw', name: 'Tora' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Lund BK' });
      const bad = await td.post(`/api/clubs/${club.id}/sessions`, {
        name: 'x',
        movement: { kind: 'howell', tables: 4, boardsPerRound: 2, pairs: 5 },
        boards: { source: 'seeded', seed: 'x' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe('movement.pairs');
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Tisdag',
        movement: { kind, tables, boardsPerRound: 2, pairs },
        boards: { source: 'seeded', seed: 'tisdag' },
      });
      expect(s.pairs).toHaveLength(pairs);
      expect(s.movement).toMatchObject({ tables, rounds, winners: kind === 'mitchell' ? 2 : 1 });
      expect(s.movement.notes.join(' ')).toMatch(/sits out/);
      const guide: Guide[] = s.guide;
      const sitOuts = guide.filter((g) => g.ns === null || g.ew === null);
      // One pair sits out each round, never the same one twice.
      expect(sitOuts).toHaveLength(rounds);
      expect(new Set(sitOuts.map((g) => g.ns ?? g.ew)).size).toBe(rounds);
      const hands: { board: number; deal: string }[] = (await td.ok('GET', `/api/sessions/${s.id}/hands`)).boards;
      const dealOf = (b: number) => unwrap(parseDeal(hands.find((h) => h.board === b)!.deal));
      const terminals = await Promise.all(
        s.tables.map(async (tb: { code: string }) => {
          const h = new Http(server.url);
          const j = await h.ok('POST', '/api/terminal/join', { code: tb.code });
          h.bearer = j.token;
          return { h, table: j.table as number };
        }),
      );
      const r32 = seededRandom('sit-out');
      const rand = () => r32() / 2 ** 32;
      const entered = new Map<number, { ns: number; ew: number; nsScore: number }[]>();
      for (let round = 1; round <= rounds; round++) {
        // A sit-out is its table's current round while the round is played elsewhere.
        for (const g of guide.filter((x) => x.round === round && (x.ns === null || x.ew === null))) {
          const r = await terminals.find((t) => t.table === g.table)!.h.ok('GET', '/api/terminal/round');
          expect(r).toMatchObject({ round, boards: [] });
          expect([r.ns?.number ?? null, r.ew?.number ?? null]).toEqual([g.ns, g.ew]);
        }
        for (const { h, table } of terminals) {
          const g = guide.find((x) => x.round === round && x.table === table)!;
          if (g.ns === null || g.ew === null) continue;
          const r = await h.ok('GET', '/api/terminal/round');
          expect(r.round).toBe(round);
          expect([r.ns.number, r.ew.number]).toEqual([g.ns, g.ew]);
          for (const b of r.boards) {
            const deal = dealOf(b.board);
            const declarer = (['N', 'E', 'S', 'W'] as Seat[])[Math.floor(rand() * 4)];
            const level = 1 + Math.floor(rand() * 5),
              strain = STRAINS[Math.floor(rand() * 5)];
            const tricks = Math.max(0, Math.min(13, level + 6 + Math.floor(rand() * 5) - 2));
            await h.ok('POST', '/api/terminal/results', {
              round,
              board: b.board,
              contract: `${level}${strain}`,
              declarer,
              lead: printCard(deal[lho(declarer)]![0]),
              tricks,
            });
            await h.ok('POST', '/api/terminal/confirm', { round, board: b.board });
            const nsScore =
              (declarer === 'N' || declarer === 'S' ? 1 : -1) *
              scoreContract(contract(level, strain, ''), isVulnerable(b.vulnerable as Vulnerability, declarer), tricks);
            entered.set(b.board, [...(entered.get(b.board) ?? []), { ns: g.ns, ew: g.ew, nsScore }]);
          }
          // The guide card: a pair whose next round is against the phantom is told to sit out.
          const done = await h.ok('GET', `/api/terminal/round?round=${round}`);
          if (round < rounds) {
            for (const [pair, next] of [
              [g.ns, done.next.ns],
              [g.ew, done.next.ew],
            ] as const) {
              const n = guide.find((x) => x.round === round + 1 && (x.ns === pair || x.ew === pair))!;
              expect(next).toMatchObject({ table: n.table });
              expect(next.sitOut === true).toBe(n.ns === null || n.ew === null);
            }
          } else expect(done.next).toBeNull();
        }
      }
      // A table whose rounds are all sit-outs has nothing to enter: its terminal shows the sitting-out pair.
      const idle = terminals.find((t) =>
        guide.filter((x) => x.table === t.table).every((x) => x.ns === null || x.ew === null),
      );
      if (idle) {
        const r = await idle.h.ok('GET', '/api/terminal/round?round=3');
        expect(r.boards).toEqual([]);
        const g = guide.find((x) => x.round === 3 && x.table === idle.table)!;
        expect(r.ns?.number ?? null).toBe(g.ns);
        expect(r.ew?.number ?? null).toBe(g.ew);
      }
      // No result exists for a sit-out: each board has the plays the movement gives it.
      const prog = await td.ok('GET', `/api/sessions/${s.id}/progress`);
      expect(prog.done).toBe(true);
      const plays = [...entered.values()].map((l) => l.length);
      const most = Math.max(...plays);
      // Oracle: 2 per beaten score, 1 per tie; a board played fewer times is factored by Neuberg to the most plays.
      const acc = new Map<number, { mp: number; top: number; boards: number }>();
      for (const [, lines] of entered) {
        const n = lines.length,
          top = 2 * (most - 1);
        for (const l of lines) {
          let m = 0;
          for (const o of lines) if (o !== l) m += l.nsScore > o.nsScore ? 2 : l.nsScore === o.nsScore ? 1 : 0;
          const f = (x: number) => (n === most ? x : ((x + 1) * most) / n - 1);
          for (const [pair, got] of [
            [l.ns, f(m)],
            [l.ew, f(2 * (n - 1) - m)],
          ] as const) {
            const a = acc.get(pair) ?? { mp: 0, top: 0, boards: 0 };
            a.mp += got;
            a.top += top;
            a.boards++;
            acc.set(pair, a);
          }
        }
      }
      const rank = await td.ok('GET', `/api/sessions/${s.id}/ranking`);
      expect(rank.final).toBe(true);
      expect(rank.lines).toHaveLength(pairs);
      for (const l of rank.lines) {
        const o = acc.get(l.pair)!;
        // 2 boards in every round the pair plays (not the one it sits out).
        expect(l.boardsPlayed).toBe(
          2 * guide.filter((g) => (g.ns === l.pair || g.ew === l.pair) && g.ns !== null && g.ew !== null).length,
        );
        if (kind === 'mitchell') expect(l.field).toBe(guide.some((g) => g.ns === l.pair) ? 'NS' : 'EW');
        expect(l.matchpoints).toBeCloseTo(o.mp, 2);
        expect(l.top).toBe(o.top);
        expect(l.percent).toBeCloseTo((o.mp / o.top) * 100, 2);
      }
      const trav = await td.ok('GET', `/api/sessions/${s.id}/travellers/${s.boards[0]}`);
      expect(trav.lines).toHaveLength(entered.get(s.boards[0])!.length);
    } finally {
      await cleanup();
    }
  });
});
