/**
 * Teams exports over real HTTP (issue 19): what `stikk score` of the event's PBN and USEBIO files
 * gives back must be the standings the web shows, to the hundredth of a VP — including the VPs of
 * byes (a Swiss of an odd number of teams), which neither format has a match row for. And a
 * conversion between the two keeps them (convert refuses a target that would drop them).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { main } from '@stikk/cli';
import { unwrap } from '@stikk/core';
import { eventFromPbn, parsePbn } from '@stikk/formats';
import { victoryPoints } from '@stikk/scoring';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

/** `stikk ARGS…` in process: its exit code, stdout and stderr. */
async function stikk(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const text = (s: string | Uint8Array) => (typeof s === 'string' ? s : new TextDecoder().decode(s));
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
    out.push(text(s));
    return true;
  });
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => {
    err.push(text(s));
    return true;
  });
  try {
    const code = await main(['node', 'stikk', ...args]);
    return { code, out: out.join(''), err: err.join('') };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

async function scoreFile(file: string): Promise<Map<number, number>> {
  const r = await stikk('score', '--json', file);
  expect(r.code, r.err).toBe(0);
  const j = JSON.parse(r.out) as { method: string; ranking: { id: string; total: number }[] };
  expect(j.method).toBe('teams');
  return new Map(j.ranking.map((e) => [Number(e.id), e.total]));
}

/** Every terminal enters and confirms the boards of the round it plays now. */
async function playRound(url: string, tables: { code: string }[], tricks: (t: number, b: number) => number) {
  for (const tb of tables) {
    const h = new Http(url);
    h.bearer = (await h.ok('POST', '/api/terminal/join', { code: tb.code })).token;
    const r = await h.ok('GET', '/api/terminal/round');
    if (r.finished || r.ns === null) continue;
    for (const b of r.boards) {
      if (b.status === 'confirmed') continue;
      await h.ok('POST', '/api/terminal/results', {
        round: r.round,
        board: b.board,
        contract: '3NT',
        declarer: 'S',
        lead: null,
        tricks: tricks(tables.indexOf(tb) + 1, b.board),
      });
      await h.ok('POST', '/api/terminal/confirm', { round: r.round, board: b.board });
    }
  }
}

describe('teams exports', () => {
  it('a 5-team Swiss: the bye VPs are in the PBN and USEBIO files, and `stikk score` gives the standings back', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'teams-exports-bye');
    const dir = mkdtempSync(join(tmpdir(), 'stikk-teams-exports-'));
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.fi', password: 'director-pw', name: 'Kalle' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Espoo BK' });
      let ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Monrad 5',
        settings: { kind: 'teams', form: 'swiss', boardsPerMatch: 3, rounds: 3, byeVp: 12.5 },
        entrants: ['Alfa', 'Beta', 'Gamma', 'Delta', 'Epsilon'].map((name) => ({ name })),
      });
      for (let round = 1; round <= 3; round++) {
        await playRound(server.url, ev.tables, (t, b) => 6 + ((t * 5 + b * 3 + round) % 7));
        if (round < 3) ev = (await td.ok('POST', `/api/events/${ev.id}/rounds`, {})).event;
      }
      const st = await td.ok('GET', `/api/events/${ev.id}/standings`);
      expect(st.final).toBe(true);
      const web = new Map<number, number>(st.lines.map((l: { team: number; vp: number }) => [l.team, l.vp]));
      const byeTeams: number[] = (await td.ok('GET', `/api/events/${ev.id}`)).rounds.flatMap(
        (r: { matches: { home: number; away: number | null }[] }) =>
          r.matches.filter((m) => m.away === null).map((m) => m.home),
      );
      expect(byeTeams).toHaveLength(3);

      const files: Record<string, string> = {};
      for (const [ext, path] of [
        ['pbn', 'export.pbn'],
        ['xml', 'export.usebio.xml'],
      ] as const) {
        const res = await td.get(`/api/events/${ev.id}/${path}`);
        expect(res.status).toBe(200);
        files[ext] = join(dir, `event.${ext}`);
        writeFileSync(files[ext], res.body as string);
        const back = await scoreFile(files[ext]);
        expect([...back.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
        for (const [team, vp] of web) expect(back.get(team), `${ext}: team ${team}`).toBeCloseTo(vp, 2);
      }
      expect(readFileSync(files.pbn, 'utf8')).toMatch(/\[TotalScoreTable "[^"]*ByeVP/);

      // USEBIO → PBN keeps them in the TotalScoreTable, with the team travellers (TeamId, Room):
      // the converted PBN is a team event again, and back to USEBIO it still gives the standings.
      const pbn2 = join(dir, 'converted.pbn');
      const c = await stikk('convert', files.xml, pbn2);
      expect(c.code, c.err).toBe(0);
      const converted = eventFromPbn(unwrap(parsePbn(readFileSync(pbn2))));
      const perTeam = (ts: number[]) =>
        [...new Set(ts)].map((t) => ({ team: String(t), vp: 12.5 * ts.filter((x) => x === t).length }));
      expect(unwrap(converted).byes).toEqual(expect.arrayContaining(perTeam(byeTeams)));
      expect(unwrap(converted).byes).toHaveLength(new Set(byeTeams).size);
      for (const [team, vp] of web) expect((await scoreFile(pbn2)).get(team), `team ${team}`).toBeCloseTo(vp, 2);
      const back = await stikk('convert', pbn2, join(dir, 'back.xml'));
      expect(back.code, back.err).toBe(0);
      const again = await scoreFile(join(dir, 'back.xml'));
      for (const [team, vp] of web) expect(again.get(team), `back.xml: team ${team}`).toBeCloseTo(vp, 2);

      // A PBN whose bye column is gone scores the bye teams short: the column is what carries them.
      const stripped = join(dir, 'stripped.pbn');
      writeFileSync(stripped, readFileSync(files.pbn, 'utf8').replace(/ByeVP/g, 'Comment'));
      const short = await scoreFile(stripped);
      for (const team of new Set(byeTeams)) expect(short.get(team)! + 1).toBeLessThan(web.get(team)!);
    } finally {
      if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
      await cleanup();
    }
  }, 120_000);

  it('a Swiss of matches in 2 segments with a carry-over: VPs on the match total; the exports give them back', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'teams-exports-segments');
    const dir = mkdtempSync(join(tmpdir(), 'stikk-teams-segments-'));
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.dk', password: 'director-pw', name: 'Dorte' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Aalborg BK' });
      let ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Liga',
        settings: { kind: 'teams', form: 'swiss', boardsPerMatch: 2, rounds: 2, segments: 2 },
        entrants: ['Nord', 'Syd', 'Øst', 'Vest'].map((name) => ({ name })),
      });
      // League round 1 is drawn as two segments (rounds 1 and 2 at the terminals), one match id each.
      expect(ev.rounds.map((r: { round: number }) => r.round)).toEqual([1, 2]);
      type M = {
        round: number;
        match: number;
        home: number;
        away: number;
        stage: string;
        impsHome: number;
        impsAway: number;
        carryHome: number;
        carryAway: number;
        vpHome: number | null;
      };
      const r1: M[] = ev.rounds[0].matches;
      expect(r1.map((m) => m.stage)).toEqual(['L1M1', 'L1M2']);
      expect(ev.rounds[1].matches.map((m: M) => [m.stage, m.home, m.away])).toEqual(
        r1.map((m) => [m.stage, m.home, m.away]),
      );
      for (let round = 1; round <= 2; round++)
        await playRound(server.url, ev.tables, (t, b) => 6 + ((t * 3 + b * 5 + round) % 7));
      ev = await td.ok('GET', `/api/events/${ev.id}`);
      // Not drawn after one segment: the league round is both of them.
      expect(ev.canDraw).toBe(true);
      const met = new Set(r1.map((m) => [m.home, m.away].sort().join('-')));
      const others = [
        [1, 2],
        [3, 4],
        [1, 3],
        [2, 4],
        [1, 4],
        [2, 3],
      ].filter(([a, b]) => !met.has(`${a}-${b}`));
      const draw = [others[0], others.find(([a, b]) => !others[0].includes(a) && !others[0].includes(b))!];
      ev = (
        await td.ok('POST', `/api/events/${ev.id}/rounds`, {
          matches: [
            { home: draw[0][0], away: draw[0][1], carryHome: 5, carryAway: 0 },
            { home: draw[1][0], away: draw[1][1] },
          ],
        })
      ).event;
      for (let round = 3; round <= 4; round++)
        await playRound(server.url, ev.tables, (t, b) => 6 + ((t * 5 + b * 3 + round) % 7));
      ev = await td.ok('GET', `/api/events/${ev.id}`);
      expect(ev.canDraw).toBe(false);

      // The test's own count: each match's IMPs over both segments, plus the carry-over, on 4 boards.
      const all: M[] = ev.rounds.flatMap((r: { matches: M[] }) => r.matches);
      const own = new Map<number, number>([1, 2, 3, 4].map((t) => [t, 0]));
      const byStage = new Map<string, M[]>();
      for (const m of all) byStage.set(m.stage, [...(byStage.get(m.stage) ?? []), m]);
      expect(byStage.size).toBe(4);
      for (const [stage, ms] of byStage) {
        expect(ms).toHaveLength(2);
        const h = ms[0].impsHome + ms[1].impsHome + ms[0].carryHome;
        const a = ms[0].impsAway + ms[1].impsAway + ms[0].carryAway;
        const vp = victoryPoints(h, a, 4);
        // The match's VPs show on its last segment only.
        expect([ms[0].vpHome, ms[1].vpHome], stage).toEqual([null, vp.a]);
        own.set(ms[0].home, own.get(ms[0].home)! + vp.a);
        own.set(ms[0].away, own.get(ms[0].away)! + vp.b);
      }
      expect(all.find((m) => m.stage === 'L2M1')!.carryHome).toBe(5);
      const st = await td.ok('GET', `/api/events/${ev.id}/standings`);
      for (const l of st.lines as { team: number; vp: number; matches: number }[]) {
        expect(l.matches, `team ${l.team}`).toBe(2);
        expect(l.vp, `team ${l.team}`).toBeCloseTo(own.get(l.team)!, 2);
      }

      for (const [ext, path, carried] of [
        ['pbn', 'export.pbn', /\[ScoreTable "[^"]*CarryOver_Home/],
        ['xml', 'export.usebio.xml', /<HOME_CARRY_FORWARD>5<\/HOME_CARRY_FORWARD>/],
      ] as const) {
        const file = join(dir, `liga.${ext}`);
        const res = await td.get(`/api/events/${ev.id}/${path}`);
        writeFileSync(file, res.body as string);
        expect(res.body).toMatch(carried);
        const back = await scoreFile(file);
        for (const [team, vp] of own) expect(back.get(team), `${ext}: team ${team}`).toBeCloseTo(vp, 2);
      }
      // USEBIO → PBN: the carry-over goes along (the conversion would refuse to drop it).
      const c = await stikk('convert', join(dir, 'liga.xml'), join(dir, 'converted.pbn'));
      expect(c.code, c.err).toBe(0);
      const converted = await scoreFile(join(dir, 'converted.pbn'));
      for (const [team, vp] of own) expect(converted.get(team), `converted.pbn: team ${team}`).toBeCloseTo(vp, 2);
    } finally {
      if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
      await cleanup();
    }
  }, 120_000);

  it("a knockout's carry-over and segments are in the exports: `stikk score` gives each match's totals back", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'teams-exports-knockout');
    const dir = mkdtempSync(join(tmpdir(), 'stikk-teams-ko-'));
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tove' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Bergen BK' });
      const ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Cup',
        settings: { kind: 'teams', form: 'knockout', boardsPerMatch: 2, segments: 2 },
        entrants: ['Nord', 'Sør', 'Øst', 'Vest'].map((name) => ({ name })),
      });
      // Semi-finals: the open rooms make 4S +1, the closed rooms go down (home wins both segments).
      for (let round = 1; round <= 2; round++)
        await playRound(server.url, ev.tables, (t, b) => (t % 2 ? 10 + (b % 2) : 7 + ((b + round) % 2)));
      const fin = await td.ok('POST', `/api/events/${ev.id}/rounds`, {
        matches: [{ home: 1, away: 2, carryHome: 7, carryAway: 2 }],
      });
      expect(fin.drawn).toEqual([3, 4]);
      for (let round = 3; round <= 4; round++)
        await playRound(server.url, fin.event.tables, (t, b) => 6 + ((t * 5 + b * 3 + round) % 7));
      const detail = await td.ok('GET', `/api/events/${ev.id}`);
      type M = { stage: string; round: number; home: number; away: number; impsHome: number; impsAway: number };
      const web = new Map<string, { round: number; home: number; away: number; h: number; a: number }>();
      for (const m of detail.rounds.flatMap((r: { matches: M[] }) => r.matches) as M[]) {
        const t = web.get(m.stage) ?? { round: m.round, home: m.home, away: m.away, h: 0, a: 0 };
        t.h += m.impsHome;
        t.a += m.impsAway;
        web.set(m.stage, t);
      }
      expect([...web.keys()]).toEqual(['S1M1', 'S1M2', 'S2M1']);
      for (const [ext, path] of [
        ['pbn', 'export.pbn'],
        ['xml', 'export.usebio.xml'],
      ] as const) {
        const file = join(dir, `cup.${ext}`);
        writeFileSync(file, (await td.get(`/api/events/${ev.id}/${path}`)).body as string);
        const r = await stikk('score', '--json', file);
        expect(r.code, r.err).toBe(0);
        const matches = (
          JSON.parse(r.out) as {
            matches: {
              round: number | null;
              home: string;
              away: string;
              boards: number;
              impsHome: number;
              impsAway: number;
              carryOverHome?: number;
              carryOverAway?: number;
            }[];
          }
        ).matches;
        expect(matches, ext).toHaveLength(3);
        for (const [stage, w] of web) {
          const m = matches.find((x) => x.home === String(w.home) && x.away === String(w.away));
          expect(m, `${ext} ${stage}`).toMatchObject({ boards: 4, impsHome: w.h, impsAway: w.a });
          expect([m!.carryOverHome ?? 0, m!.carryOverAway ?? 0], `${ext} ${stage}`).toEqual(
            stage === 'S2M1' ? [7, 2] : [0, 0],
          );
        }
      }
    } finally {
      if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
      await cleanup();
    }
  }, 120_000);

  it('a round robin of matches in 2 segments is drawn whole at creation: each Berger round twice, one id a match', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'teams-rr-segments');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'td@club.se', password: 'director-pw', name: 'Stina' });
      const club = await td.ok('POST', '/api/clubs', { name: 'Malmö BK' });
      const ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Serie',
        settings: { kind: 'teams', form: 'round-robin', boardsPerMatch: 3, segments: 2 },
        entrants: ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name })),
      });
      type M = { stage: string; home: number; away: number | null; vpHome: number | null };
      const rounds: { round: number; matches: M[] }[] = ev.rounds;
      // 5 teams: 5 Berger rounds (a bye each), each played as 2 segments.
      expect(rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      for (let r = 1; r <= 5; r++) {
        const [a, b] = [rounds[2 * r - 2].matches, rounds[2 * r - 1].matches];
        expect(b.map((m) => [m.stage, m.home, m.away])).toEqual(a.map((m) => [m.stage, m.home, m.away]));
        expect(new Set(a.map((m) => m.stage.replace(/M\d+$/, '')))).toEqual(new Set([`L${r}`]));
        // The bye's VPs once a league round: on its last segment.
        const bye = (ms: M[]) => ms.find((m) => m.away === null)!.vpHome;
        expect([bye(a), bye(b)]).toEqual([null, 12]);
      }
      const st = await td.ok('GET', `/api/events/${ev.id}/standings`);
      // Before any board: only the byes count, once each.
      for (const l of st.lines as { vp: number; matches: number }[]) expect([l.vp, l.matches]).toEqual([12, 1]);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
