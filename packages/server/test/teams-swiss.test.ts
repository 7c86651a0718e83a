/**
 * A teams Swiss over real HTTP (issue 19): a director creates an 8-team Swiss of 4 rounds × 7
 * boards; the 8 table terminals (open and closed room of 4 matches) enter and confirm every
 * board; each next round is drawn from the standings. The test keeps its own count — table
 * scores by Law 77, IMPs by its own copy of the Law 78B scale, match totals, VPs summed, the
 * standings order — and checks the server's against it. The closed room never sees an open-room
 * result of a board it has still to play (Law 16); an unplayed board gets an average when the
 * director closes the round.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stikkScoreJson } from './support/cli.js';
import {
  contract,
  isVulnerable,
  seededRandom,
  STRAINS,
  scoreContract,
  type Seat,
  type Vulnerability,
} from '@stikk/core';
import { victoryPoints } from '@stikk/scoring';
import { Http } from './support/http.js';
import { type Backend, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres();
const backends: Backend[] = ['sqlite', 'postgres'];

/** Law 78B, written out again here (the oracle): lower bounds of 1, 2, … 24 IMPs. */
const STEPS = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000,
  3500, 4000,
];
const impsOf = (diff: number) => Math.sign(diff) * STEPS.filter((s) => Math.abs(diff) >= s).length;

interface Summary {
  round: number;
  match: number;
  home: number;
  away: number | null;
  open: number;
  closed: number;
  impsHome: number;
  impsAway: number;
  vpHome: number | null;
  vpAway: number | null;
  finished: boolean;
  compared: number;
}

/** `stikk score --json FILE`, in process. */
const stikkScore = (file: string) => stikkScoreJson<{ method: string; ranking: { id: string; total: number }[] }>(file);

describe.each(backends)('teams Swiss on %s', (backend) => {
  it('8 teams, 4 rounds × 7 boards from the terminals of both rooms, drawn from the standings', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const { server, cleanup } = await testServer(backend, pgCluster(), 'swiss');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bergen BK' });
      const teams = Array.from({ length: 8 }, (_, i) => ({
        name: `Lag ${String.fromCharCode(65 + i)}`,
        members: Array.from({ length: i === 0 ? 6 : 4 }, (_, j) => `Spiller ${i + 1}.${j + 1}`),
      }));
      const settings = {
        kind: 'teams',
        form: 'swiss',
        boardsPerMatch: 7,
        rounds: 4,
        boards: { source: 'seeded', seed: 'swiss-1' },
        tieBreaks: ['imp-quotient', 'imp-difference'],
      };
      // Bad input: named field, nothing written.
      const three = await td.post(`/api/clubs/${club.id}/events`, {
        name: 'Monrad',
        settings,
        entrants: [{ name: 'X', members: ['a', 'b', 'c'] }, ...teams.slice(1)],
      });
      expect(three.status).toBe(400);
      expect(three.body.error).toMatchObject({ code: 'team-size', field: 'entrants[0].members' });
      const tooMany = await td.post(`/api/clubs/${club.id}/events`, {
        name: 'Monrad',
        settings: { ...settings, rounds: 8 },
        entrants: teams,
      });
      expect(tooMany.status).toBe(400);
      // Its own code, so the web words it in the director's language (it was a generic invalid-option).
      expect(tooMany.body.error).toMatchObject({ code: 'too-many-rounds', field: 'settings.rounds' });
      expect(await td.ok('GET', `/api/clubs/${club.id}/events`)).toEqual([]);

      let ev = await td.ok('POST', `/api/clubs/${club.id}/events`, { name: 'Monrad', settings, entrants: teams });
      expect(ev.kind).toBe('teams');
      expect(ev.entrants).toHaveLength(8);
      expect(ev.rounds).toHaveLength(1);
      expect(ev.tables).toHaveLength(8);
      expect(ev.canDraw).toBe(false);
      const sid = ev.sessions[0].id;
      const hands: { board: number; vulnerable: Vulnerability }[] = (await td.ok('GET', `/api/sessions/${sid}/hands`))
        .boards;
      expect(hands.map((h) => h.board)).toEqual([1, 2, 3, 4, 5, 6, 7]);

      const terminals = await Promise.all(
        ev.tables.map(async (tb: { code: string }) => {
          const h = new Http(server.url);
          const j = await h.ok('POST', '/api/terminal/join', { code: tb.code });
          h.bearer = j.token;
          return { h, table: j.table as number };
        }),
      );
      const r32 = seededRandom('teams-results');
      const rand = () => r32() / 2 ** 32;
      /** NS score per round/table/board, as the test computes it (Law 77). */
      const scores = new Map<string, number>();
      const vul = async (board: number): Promise<Vulnerability> => {
        let h = hands.find((x) => x.board === board);
        if (!h) {
          hands.splice(0, hands.length, ...(await td.ok('GET', `/api/sessions/${sid}/hands`)).boards);
          h = hands.find((x) => x.board === board)!;
        }
        return h.vulnerable;
      };
      const play = async (tm: (typeof terminals)[number], round: number, skip?: number) => {
        const r = await tm.h.ok('GET', '/api/terminal/round');
        expect(r.round).toBe(round);
        expect(r.boards).toHaveLength(7);
        for (const b of r.boards) {
          if (b.board === skip) continue;
          const passed = rand() < 0.05;
          const declarer = (['N', 'E', 'S', 'W'] as Seat[])[Math.floor(rand() * 4)];
          const level = 1 + Math.floor(rand() * 6);
          const strain = STRAINS[Math.floor(rand() * 5)];
          const risk = rand() < 0.12 ? 'X' : '';
          const tricks = Math.max(0, Math.min(13, level + 6 + Math.floor(rand() * 5) - 2));
          const entry = passed
            ? { contract: 'passed out', declarer: null, lead: null, tricks: 0 }
            : { contract: `${level}${strain}${risk}`, declarer, lead: null, tricks };
          await tm.h.ok('POST', '/api/terminal/results', { round, board: b.board, ...entry });
          const c = await tm.h.ok('POST', '/api/terminal/confirm', { round, board: b.board });
          const v = await vul(b.board);
          const ns = passed
            ? 0
            : (declarer === 'N' || declarer === 'S' ? 1 : -1) *
              scoreContract(contract(level, strain, risk as '' | 'X'), isVulnerable(v, declarer), tricks);
          expect(c.nsScore).toBe(ns);
          scores.set(`${round}/${tm.table}/${b.board}`, ns);
        }
        return r;
      };

      const met = new Set<string>();
      /** The oracle's VP, IMPs won and lost per team. */
      const own = new Map<number, { vp: number; won: number; lost: number }>(
        Array.from({ length: 8 }, (_, i) => [i + 1, { vp: 0, won: 0, lost: 0 }]),
      );
      for (let round = 1; round <= 4; round++) {
        const matches: Summary[] = ev.rounds[round - 1].matches;
        expect(matches).toHaveLength(4);
        for (const m of matches) {
          const key = [m.home, m.away].sort().join('-');
          expect(met.has(key), `round ${round}: ${key} meet again`).toBe(false);
          met.add(key);
        }
        expect(new Set(matches.flatMap((m) => [m.home, m.away])).size).toBe(8);
        for (const m of matches) {
          const open = terminals.find((x) => x.table === m.open)!;
          const closed = terminals.find((x) => x.table === m.closed)!;
          // Round 4, match 4: the closed room does not get to board 7 (time).
          const skip = round === 4 && m.match === 4 ? (round - 1) * 7 + 7 : undefined;
          const ro = await play(open, round);
          expect(ro.match).toEqual({ match: m.match, room: 'open', home: m.home, away: m.away });
          // Law 16: the closed room has the open room's results nowhere before it plays the boards.
          const card = await closed.h.ok('GET', '/api/terminal/match');
          expect(card.summary.match).toBe(m.match);
          expect(
            card.boards.every((b: { open: unknown; impsHome: unknown }) => b.open === null && b.impsHome === null),
          ).toBe(true);
          const rc = await closed.h.ok('GET', '/api/terminal/round');
          expect(rc.match).toEqual({ match: m.match, room: 'closed', home: m.home, away: m.away });
          if (round === 1 && m.match === 1) {
            const early = await td.post(`/api/events/${ev.id}/rounds`, {});
            expect(early.status).toBe(409);
            expect(early.body.error.code).toBe('round-not-finished');
          }
          await play(closed, round, skip);
        }
        if (round === 4) {
          const notYet = await td.ok('GET', `/api/events/${ev.id}`);
          expect(notYet.rounds[3].finished).toBe(false);
          const closedRound = await td.ok('POST', `/api/events/${ev.id}/rounds/4/close`, {});
          expect(closedRound.closed).toBe(1);
        }
        // The oracle: IMPs per board from the two rooms, match totals, VPs.
        for (const m of matches) {
          let h = 0,
            a = 0;
          for (let b = (round - 1) * 7 + 1; b <= round * 7; b++) {
            const o = scores.get(`${round}/${m.open}/${b}`)!;
            const c = scores.get(`${round}/${m.closed}/${b}`);
            // Not played in the closed room: average, 0 IMPs each (Law 12C2(b)).
            const i = c === undefined ? 0 : impsOf(o - c);
            h += Math.max(0, i);
            a += Math.max(0, -i);
          }
          const vp = victoryPoints(h, a, 7);
          const oh = own.get(m.home)!,
            oa = own.get(m.away!)!;
          oh.vp += vp.a;
          oa.vp += vp.b;
          oh.won += h;
          oh.lost += a;
          oa.won += a;
          oa.lost += h;
        }
        ev = await td.ok('GET', `/api/events/${ev.id}`);
        const done: Summary[] = ev.rounds[round - 1].matches;
        expect(ev.rounds[round - 1].finished).toBe(true);
        for (const m of done) expect(m.finished).toBe(true);
        const st = await td.ok('GET', `/api/events/${ev.id}/standings`);
        expect(st.lines).toHaveLength(8);
        for (const l of st.lines) {
          const o = own.get(l.team)!;
          expect(l.vp, `team ${l.team} after round ${round}`).toBeCloseTo(o.vp, 2);
          expect(l.impsWon).toBe(o.won);
          expect(l.impsLost).toBe(o.lost);
        }
        // Order: VPs, then IMP quotient, then IMP difference.
        const order = [...own.entries()]
          .map(([team, o]) => ({
            team,
            vp: Math.round(o.vp * 100) / 100,
            q: o.lost ? o.won / o.lost : Infinity,
            d: o.won - o.lost,
          }))
          .sort((x, y) => y.vp - x.vp || (y.q === x.q ? 0 : y.q > x.q ? 1 : -1) || y.d - x.d);
        expect(st.lines.map((l: { team: number }) => l.team)).toEqual(order.map((o) => o.team));
        if (round < 4) {
          expect(ev.canDraw).toBe(true);
          // The director's draw may not repeat a meeting unless told to.
          const first = done[0];
          const others = [...own.keys()].filter((x) => x !== first.home && x !== first.away!);
          const repeat = await td.post(`/api/events/${ev.id}/rounds`, {
            matches: [
              { home: first.home, away: first.away },
              ...[0, 2, 4].map((k) => ({ home: others[k], away: others[k + 1] })),
            ],
          });
          expect(repeat.status).toBe(409);
          expect(repeat.body.error).toMatchObject({ code: 'repeat-meeting', field: 'matches[0]' });
          const drawn = await td.ok('POST', `/api/events/${ev.id}/rounds`, {});
          expect(drawn.drawn).toEqual([round + 1]);
          ev = drawn.event;
          // The leader meets the highest-placed team it has not met.
          const leader = st.lines[0].team;
          const rival = st.lines
            .map((l: { team: number }) => l.team)
            .find((x: number) => x !== leader && !met.has([leader, x].sort().join('-')));
          const lm = (ev.rounds[round].matches as Summary[]).find((m) => m.home === leader || m.away === leader)!;
          expect([lm.home, lm.away]).toContain(rival);
        }
      }
      expect(ev.canDraw).toBe(false);
      const over = await td.post(`/api/events/${ev.id}/rounds`, {});
      expect(over.body.error.code).toBe('all-rounds-drawn');

      // The match card of the short match: board 28 shows the average, 0 IMPs.
      const card = await td.ok('GET', `/api/events/${ev.id}/rounds/4/matches/4`);
      const b28 = card.boards.find((b: { board: number }) => b.board === 28);
      expect(b28.closed.adjusted).toBe('A');
      expect([b28.impsHome, b28.impsAway]).toEqual([0, 0]);
      for (const b of card.boards) {
        if (b.board === 28) continue;
        const i = impsOf(b.open.nsScore - b.closed.nsScore);
        expect([b.impsHome, b.impsAway]).toEqual([Math.max(0, i), Math.max(0, -i)]);
      }
      // The exports, scored again by `stikk score`, give every team the VPs of the standings.
      const standings = await td.ok('GET', `/api/events/${ev.id}/standings`);
      const dir = mkdtempSync(join(tmpdir(), 'stikk-teams-'));
      try {
        for (const [ext, path] of [
          ['pbn', 'export.pbn'],
          ['xml', 'export.usebio.xml'],
        ]) {
          const res = await td.get(`/api/events/${ev.id}/${path}`);
          expect(res.status).toBe(200);
          const file = join(dir, `event.${ext}`);
          writeFileSync(file, res.body as string);
          if (ext === 'pbn') {
            expect(res.body).toMatch(/TeamId_Home/);
            expect(res.body).toMatch(/TotalScoreTable/);
          }
          const cli = await stikkScore(file);
          expect(cli.method, ext).toBe('teams');
          const got = new Map(cli.ranking.map((e) => [Number(e.id), e.total]));
          for (const l of standings.lines) expect(got.get(l.team), `${ext}: team ${l.team}`).toBeCloseTo(l.vp, 2);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      // A terminal cannot read another event's match or write a round it does not play.
      const t1 = terminals[0];
      const wrong = await t1.h.post('/api/terminal/results', {
        round: 1,
        board: 1,
        contract: '3NT',
        declarer: 'N',
        lead: null,
        tricks: 9,
      });
      expect(wrong.status).toBe(409);
    } finally {
      await cleanup();
    }
  }, 240_000);
});
