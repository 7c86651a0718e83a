/**
 * A whole club session over real HTTP: a director creates a 3-table Howell, three table
 * terminals enter and confirm every board, the ranking matches an independent matchpoint count;
 * then publication, the Law 79C correction period, an adjusted score and a penalty.
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

const pgCluster = usePostgres();
const backends: Backend[] = ['sqlite', 'postgres'];

describe.each(backends)('club session on %s', (backend) => {
  it('3-table Howell from table terminals to the final ranking', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'club');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', {
        email: 'td@club.no',
        password: 'director-pw',
        name: 'Tove Direktør',
      });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bergen BK' });
      const bad = await td.post(`/api/clubs/${club.id}/sessions`, {
        name: 'Monday',
        movement: { kind: 'howell', tables: 0, boardsPerRound: 2 },
        boards: { source: 'seeded', seed: 'x' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toBe('movement.tables');
      // A size the movements package refuses: its message, the request field named, nothing written.
      const tooLong = await td.post(`/api/clubs/${club.id}/sessions`, {
        name: 'Monday',
        movement: { kind: 'howell', tables: 3, boardsPerRound: 3, rounds: 9 },
        boards: { source: 'seeded', seed: 'x' },
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.error).toMatchObject({ code: 'invalid-option', field: 'movement.rounds' });
      expect(tooLong.body.error.message).toMatch(/at most 5 rounds/);
      expect(await td.ok('GET', `/api/clubs/${club.id}/sessions`)).toEqual([]);
      const s = await td.ok('POST', `/api/clubs/${club.id}/sessions`, {
        name: 'Monday pairs',
        movement: { kind: 'howell', tables: 3, boardsPerRound: 3 },
        boards: { source: 'seeded', seed: 'monday-1' },
        pairs: ['Ann & Bo', 'Cai & Di', 'Eli & Fa', 'Gro & Hå', 'Ida & Jo', 'Kai & Li'].map((names) => ({ names })),
      });
      expect(s.movement).toMatchObject({ kind: 'howell', tables: 3, rounds: 5, boardsPerRound: 3, winners: 1 });
      expect(s.boards).toHaveLength(15);
      expect(s.tables.every((x: { code?: string }) => typeof x.code === 'string')).toBe(true);
      // Every pair meets every other pair exactly once.
      const meets = new Set(s.guide.map((g: { ns: number; ew: number }) => [g.ns, g.ew].sort().join('-')));
      expect(meets.size).toBe(15);
      const hands: { board: number; deal: string; vulnerable: Vulnerability }[] = (
        await td.ok('GET', `/api/sessions/${s.id}/hands`)
      ).boards;
      const dealOf = (b: number) => unwrap(parseDeal(hands.find((h) => h.board === b)!.deal));

      // The public (not logged in) sees neither the session nor its travellers before publication.
      const anon = new Http(server.url);
      expect((await anon.get(`/api/sessions/${s.id}`)).status).toBe(403);
      expect((await anon.get(`/api/sessions/${s.id}/travellers/1`)).status).toBe(403);

      const terminals = await Promise.all(
        s.tables.map(async (tb: { code: string }) => {
          const h = new Http(server.url);
          const j = await h.ok('POST', '/api/terminal/join', { code: tb.code.toLowerCase() });
          h.bearer = j.token;
          return { h, table: j.table as number };
        }),
      );
      const r32 = seededRandom('results');
      const rand = () => r32() / 2 ** 32;
      const entered = new Map<number, { ns: number; ew: number; nsScore: number }[]>();
      // Each table's pairs of the round before: they may still sit there until a board of the next round is done.
      const leaving = new Map<number, number[]>();
      for (let round = 1; round <= 5; round++) {
        for (const { h, table } of terminals) {
          const r = await h.ok('GET', '/api/terminal/round');
          expect(r.round).toBe(round);
          expect(r.table).toBe(table);
          // Earlier rounds at this table show results only of boards both pairs here have played (and, before a
          // board of this round is done here, the pairs of the round before too).
          for (let past = 1; past < round; past++) {
            const pr = await h.ok('GET', `/api/terminal/round?round=${past}`);
            for (const pb of pr.boards) {
              const both = [r.ns.number, r.ew.number, ...(leaving.get(table) ?? [])].every((p: number) =>
                (entered.get(pb.board) ?? []).some((x) => x.ns === p || x.ew === p),
              );
              expect(pb.result !== null, `round ${round} table ${table} sees board ${pb.board} of round ${past}`).toBe(
                both,
              );
            }
          }
          for (const b of r.boards) {
            const deal = dealOf(b.board);
            const passed = rand() < 0.08;
            const declarer = (['N', 'E', 'S', 'W'] as Seat[])[Math.floor(rand() * 4)];
            const level = 1 + Math.floor(rand() * 5),
              strain = STRAINS[Math.floor(rand() * 5)];
            const risk = rand() < 0.15 ? 'X' : '';
            const tricks = Math.max(0, Math.min(13, level + 6 + Math.floor(rand() * 5) - 2));
            const entry = passed
              ? { contract: 'passed out', declarer: null, lead: null, tricks: 0 }
              : {
                  contract: `${level}${strain}${risk}`,
                  declarer,
                  lead: printCard(deal[lho(declarer)]![Math.floor(rand() * 13)]),
                  tricks,
                };
            // The traveller stays hidden until this table's result is confirmed.
            expect((await h.get(`/api/terminal/traveller/${b.board}`)).status).toBe(403);
            if (!passed) {
              const wrongLead = await h.post('/api/terminal/results', {
                round,
                board: b.board,
                ...entry,
                lead: printCard(deal[declarer]![0]),
              });
              expect(wrongLead.status).toBe(400);
              expect(wrongLead.body.error).toMatchObject({ field: 'lead', law: '41A' });
            }
            const e = await h.ok('POST', '/api/terminal/results', { round, board: b.board, ...entry });
            expect(e.status).toBe('entered');
            const c = await h.ok('POST', '/api/terminal/confirm', { round, board: b.board });
            expect(c.status).toBe('confirmed');
            const vul = b.vulnerable as Vulnerability;
            const nsScore = passed
              ? 0
              : (declarer === 'N' || declarer === 'S' ? 1 : -1) *
                scoreContract(contract(level, strain, risk as '' | 'X'), isVulnerable(vul, declarer), tricks);
            expect(c.nsScore).toBe(nsScore);
            const list = entered.get(b.board) ?? [];
            list.push({ ns: r.ns.number, ew: r.ew.number, nsScore });
            entered.set(b.board, list);
            expect(c.traveller.lines.length).toBe(list.length);
            if (b !== r.boards.at(-1))
              expect((await h.ok('GET', `/api/terminal/traveller/${b.board}`)).lines.length).toBe(list.length);
          }
          leaving.set(table, [r.ns.number, r.ew.number]);
        }
        const prog = await td.ok('GET', `/api/sessions/${s.id}/progress`);
        expect(
          prog.cells.filter(
            (c: { round: number; confirmed: number; boards: number }) => c.round <= round && c.confirmed === c.boards,
          ),
        ).toHaveLength(3 * round);
      }
      const last = await terminals[0].h.ok('GET', '/api/terminal/round');
      expect(last.finished).toBe(true);

      // Oracle: 2 per beaten score, 1 per tie, per board; percentage of the tops a pair met.
      const mp = new Map<number, { mp: number; top: number }>();
      for (const [, lines] of entered) {
        expect(lines).toHaveLength(3);
        for (const l of lines) {
          let m = 0;
          for (const o of lines) if (o !== l) m += l.nsScore > o.nsScore ? 2 : l.nsScore === o.nsScore ? 1 : 0;
          for (const [pair, got] of [
            [l.ns, m],
            [l.ew, 4 - m],
          ] as const) {
            const a = mp.get(pair) ?? { mp: 0, top: 0 };
            a.mp += got;
            a.top += 4;
            mp.set(pair, a);
          }
        }
      }
      const rank = await td.ok('GET', `/api/sessions/${s.id}/ranking`);
      expect(rank.final).toBe(true);
      expect(rank.lines).toHaveLength(6);
      for (const l of rank.lines) {
        const o = mp.get(l.pair)!;
        expect(l.matchpoints).toBe(o.mp);
        expect(l.top).toBe(60);
        expect(l.percent).toBeCloseTo((o.mp / o.top) * 100, 2);
      }
      const percents = rank.lines.map((l: { percent: number }) => l.percent);
      expect([...percents].sort((a, b) => b - a)).toEqual(percents);
      expect(rank.lines.reduce((s2: number, l: { matchpoints: number }) => s2 + l.matchpoints, 0)).toBe(15 * 3 * 4);

      // Director: an artificial adjusted score (Law 12C2) and a Law 90 penalty change the ranking.
      const trav1 = await td.ok('GET', `/api/sessions/${s.id}/travellers/1`);
      const line = trav1.lines[0];
      const player = new Http(server.url);
      await player.ok('POST', '/api/auth/register', { email: 'p@club.no', password: 'player-pw1', name: 'Per' });
      await td.ok('POST', `/api/clubs/${club.id}/members`, { email: 'p@club.no', role: 'player' });
      const denied = await player.post(`/api/sessions/${s.id}/results/${line.id}/adjust`, {
        adjustment: { kind: 'artificial', ns: 'A+', ew: 'A-' },
        law: '12C2',
      });
      expect(denied.status).toBe(403);
      const adj = await td.ok('POST', `/api/sessions/${s.id}/results/${line.id}/adjust`, {
        adjustment: { kind: 'artificial', ns: 'A+', ew: 'A-' },
        law: '12C2',
      });
      expect(adj.nsPercent).toBe(60);
      expect(adj.ewPercent).toBe(40);
      await td.ok('POST', `/api/sessions/${s.id}/penalties`, {
        pair: 2,
        percentOfTop: 25,
        law: '90',
        reason: 'slow play',
      });
      const rank2 = await td.ok('GET', `/api/sessions/${s.id}/ranking`);
      expect(rank2.lines.find((l: { pair: number }) => l.pair === 2).penalties).toBe(25);

      // Publication opens the Law 79C period; once it has closed, corrections are refused.
      await td.ok('POST', `/api/sessions/${s.id}/publish`, { correctionMinutes: 0 });
      expect((await anon.get(`/api/sessions/${s.id}/travellers/1`)).status).toBe(200);
      const late = await terminals[0].h.post('/api/terminal/results', {
        round: 5,
        board: last.boards[0].board,
        contract: 'passed out',
        declarer: null,
        lead: null,
        tricks: 0,
      });
      expect(late.status).toBe(409);
      expect(late.body.error.law).toBe('79C');
      const pbn = await anon.get(`/api/sessions/${s.id}/export.pbn`);
      expect(pbn.status).toBe(200);
      expect(String(pbn.body)).toContain('[Board "10"]');
      const xml = await anon.get(`/api/sessions/${s.id}/export.usebio.xml`);
      expect(String(xml.body)).toContain('<USEBIO Version="1.2">');
    } finally {
      await cleanup();
    }
  });
});
