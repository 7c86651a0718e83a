/**
 * Events over real HTTP (issue 19): a pairs event of two sessions ranked by the sum of session
 * percentages with carry-over (checked against the test's own matchpoint count); a teams round
 * robin drawn at creation by the Berger tables; a knockout whose segments add up with the
 * carry-over, where a tie waits for the director's decision.
 */
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

type Entry = { contract: string; declarer: 'N' | 'E' | 'S' | 'W' | null; lead: null; tricks: number };

/** Joins every table of a session and returns its terminals. */
async function terminalsOf(url: string, tables: { code: string }[]) {
  return Promise.all(
    tables.map(async (tb) => {
      const h = new Http(url);
      const j = await h.ok('POST', '/api/terminal/join', { code: tb.code });
      h.bearer = j.token;
      return { h, table: j.table as number };
    }),
  );
}

/** Every terminal enters and confirms the round it plays now; `pick` chooses each result. */
async function playRound(
  terminals: { h: Http; table: number }[],
  pick: (round: number, table: number, board: number) => Entry,
): Promise<{ round: number; table: number; board: number; ns: number; ew: number; nsScore: number }[]> {
  const out = [];
  for (const tm of terminals) {
    const r = await tm.h.ok('GET', '/api/terminal/round');
    if (r.finished || r.ns === null || r.ew === null) continue;
    for (const b of r.boards) {
      if (b.status === 'confirmed') continue;
      await tm.h.ok('POST', '/api/terminal/results', {
        round: r.round,
        board: b.board,
        ...pick(r.round, tm.table, b.board),
      });
      const c = await tm.h.ok('POST', '/api/terminal/confirm', { round: r.round, board: b.board });
      out.push({
        round: r.round,
        table: tm.table,
        board: b.board,
        ns: r.ns.number,
        ew: r.ew.number,
        nsScore: c.nsScore,
      });
    }
  }
  return out;
}

const tricksFor = (round: number, table: number, board: number) => 6 + ((round * 7 + table * 3 + board * 5) % 6);

async function director(url: string) {
  const td = new Http(url);
  await td.ok('POST', '/api/auth/register', { email: 'td@club.no', password: 'director-pw', name: 'Tove' });
  const club = await td.ok('POST', '/api/clubs', { name: 'Oslo BK' });
  return { td, club };
}

describe('events', () => {
  it('a pairs event summing matchpoints, shown on 1/½/0: session matchpoints and carry-over halved, places kept', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'pairs-event-mp');
    try {
      const { td, club } = await director(server.url);
      const names = ['Ann & Bo', 'Cai & Di', 'Eli & Fa', 'Gro & Hå', 'Ida & Jo', 'Kai & Li'];
      const ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Poengserien',
        settings: { kind: 'pairs', aggregate: 'matchpoints-sum' },
        entrants: names.map((name, i) => ({ name, ...(i === 1 ? { carryOver: 7 } : {}) })),
      });
      const made = await td.ok('POST', `/api/events/${ev.id}/sessions`, {
        name: 'Kveld 1',
        movement: { kind: 'howell', tables: 3, boardsPerRound: 2 },
        boards: { source: 'seeded', seed: 'mp-sum' },
      });
      const s = await td.ok('GET', `/api/sessions/${made.sessionId}`);
      const terms = await terminalsOf(server.url, s.tables);
      // Two rounds are enough: the ranking so far counts what is confirmed.
      for (const round of [1, 2])
        await playRound(terms, (r, t, b) => ({
          contract: '2S',
          declarer: (r + t + b + round) % 2 ? 'N' : 'E',
          lead: null,
          tricks: tricksFor(r, t, b),
        }));
      const full = await td.ok('GET', `/api/events/${ev.id}/ranking`);
      const half = await td.ok('GET', `/api/events/${ev.id}/ranking?scale=1/0.5/0`);
      expect(full.aggregate).toBe('matchpoints-sum');
      expect(half.lines.map((l: { pair: number; rank: number }) => [l.pair, l.rank])).toEqual(
        full.lines.map((l: { pair: number; rank: number }) => [l.pair, l.rank]),
      );
      for (const [i, l] of full.lines.entries()) {
        const h = half.lines[i];
        expect([h.sessions[0], h.carryOver, h.total]).toEqual([l.sessions[0] / 2, l.carryOver / 2, l.total / 2]);
      }
      expect(full.lines.find((l: { pair: number }) => l.pair === 2).carryOver).toBe(7);
    } finally {
      await cleanup();
    }
  });

  it('a pairs event of two sessions: sum of session percentages plus carry-over', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'pairs-event');
    try {
      const { td, club } = await director(server.url);
      const names = ['Ann & Bo', 'Cai & Di', 'Eli & Fa', 'Gro & Hå', 'Ida & Jo', 'Kai & Li'];
      const bad = await td.post(`/api/clubs/${club.id}/events`, {
        name: 'Høstserien',
        settings: { kind: 'pairs' },
        entrants: [{ name: 'x', members: ['a', 'b', 'c'] }, { name: 'y' }],
      });
      expect(bad.body.error).toMatchObject({ code: 'pair-size', field: 'entrants[0].members' });
      const ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Høstserien',
        settings: { kind: 'pairs' },
        entrants: names.map((name, i) => ({ name, ...(i === 2 ? { carryOver: 5.5 } : {}) })),
      });
      expect(ev.settings).toEqual({ kind: 'pairs', aggregate: 'percent-sum' });
      // Each pair's percentage per session, counted here: 2 per beaten score, 1 per tie.
      const percents: Map<number, number>[] = [];
      for (const [k, seed] of ['mon', 'thu'].entries()) {
        const made = await td.ok('POST', `/api/events/${ev.id}/sessions`, {
          name: `Kveld ${k + 1}`,
          movement: { kind: 'howell', tables: 3, boardsPerRound: 2 },
          boards: { source: 'seeded', seed },
        });
        const s = await td.ok('GET', `/api/sessions/${made.sessionId}`);
        expect(s.pairs.map((p: { names: string }) => p.names)).toEqual(names);
        const terms = await terminalsOf(server.url, s.tables);
        const lines = [];
        for (let round = 1; round <= s.movement.rounds; round++)
          lines.push(
            ...(await playRound(terms, (r, t, b) => ({
              contract: '2S',
              declarer: (r + t + b + k) % 2 ? 'N' : 'E',
              lead: null,
              tricks: tricksFor(r + k, t, b),
            }))),
          );
        const mp = new Map<number, { got: number; top: number }>();
        const boards = new Set(lines.map((l) => l.board));
        for (const b of boards) {
          const on = lines.filter((l) => l.board === b);
          for (const l of on) {
            let m = 0;
            for (const o of on) if (o !== l) m += l.nsScore > o.nsScore ? 2 : l.nsScore === o.nsScore ? 1 : 0;
            const top = 2 * (on.length - 1);
            for (const [pair, got] of [
              [l.ns, m],
              [l.ew, top - m],
            ] as const) {
              const a = mp.get(pair) ?? { got: 0, top: 0 };
              a.got += got;
              a.top += top;
              mp.set(pair, a);
            }
          }
        }
        percents.push(new Map([...mp].map(([p, a]) => [p, (100 * a.got) / a.top])));
      }
      const rk = await td.ok('GET', `/api/events/${ev.id}/ranking`);
      expect(rk.aggregate).toBe('percent-sum');
      expect(rk.sessions).toHaveLength(2);
      for (const l of rk.lines) {
        const p1 = percents[0].get(l.pair)!,
          p2 = percents[1].get(l.pair)!;
        expect(l.sessions[0]).toBeCloseTo(p1, 2);
        expect(l.sessions[1]).toBeCloseTo(p2, 2);
        expect(l.carryOver).toBe(l.pair === 3 ? 5.5 : 0);
        expect(l.total).toBeCloseTo(p1 + p2 + l.carryOver, 1);
      }
      const totals = rk.lines.map((l: { total: number }) => l.total);
      expect([...totals].sort((a, b) => b - a)).toEqual(totals);
      // Percentages summed: the matchpoint scale shown (1/½/0) changes nothing; an unknown scale is refused.
      expect(await td.ok('GET', `/api/events/${ev.id}/ranking?scale=1/0.5/0`)).toEqual(rk);
      const badScale = await td.get(`/api/events/${ev.id}/ranking?scale=half`);
      expect([badScale.status, badScale.body.error.field]).toEqual([400, 'query.scale']);
      // A teams request on a pairs event's sessions route is refused, nothing written.
      const teamsEv = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Lag',
        settings: { kind: 'teams', form: 'round-robin', boardsPerMatch: 2 },
        entrants: [{ name: 'A' }, { name: 'B' }, { name: 'C' }, { name: 'D' }],
      });
      const wrong = await td.post(`/api/events/${teamsEv.id}/sessions`, {
        name: 'x',
        movement: { kind: 'howell', tables: 3, boardsPerRound: 2 },
        boards: { source: 'random' },
      });
      expect(wrong.status).toBe(409);
      expect(wrong.body.error.code).toBe('not-a-pairs-event');
      // The round robin: every round drawn at creation, every team meets every other once.
      expect(teamsEv.rounds).toHaveLength(3);
      const meets = teamsEv.rounds.flatMap((r: { matches: { home: number; away: number }[] }) =>
        r.matches.map((m) => [m.home, m.away].sort().join('-')),
      );
      expect(new Set(meets).size).toBe(6);
      expect(teamsEv.canDraw).toBe(false);
    } finally {
      await cleanup();
    }
  }, 120_000);

  it('a knockout: segments and carry-over add up; a tie waits for the director', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'knockout');
    try {
      const { td, club } = await director(server.url);
      const ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Cup',
        settings: {
          kind: 'teams',
          form: 'knockout',
          boardsPerMatch: 2,
          segments: 2,
          boards: { source: 'seeded', seed: 'ko' },
        },
        entrants: ['Nord', 'Sør', 'Øst', 'Vest'].map((name, i) =>
          i === 0 ? { name, members: ['Ada', 'Bo', 'Cy', 'Di', 'Ed'] } : { name },
        ),
      });
      // Line-ups: four different members of the team; the match card shows them.
      const lu = `/api/events/${ev.id}/rounds/1/matches/1/lineup`;
      const stranger = await td.req('PUT', lu, { side: 'home', open: ['Ada', 'Bo'], closed: ['Cy', 'Zed'] });
      expect(stranger.body.error).toMatchObject({ code: 'not-a-member', field: 'closed[1]' });
      const twice = await td.req('PUT', lu, { side: 'away', open: ['X', 'Y'], closed: ['X', 'Z'] });
      expect(twice.body.error).toMatchObject({ code: 'player-twice', field: 'closed[0]' });
      await td.ok('PUT', lu, { side: 'home', open: ['Ada', 'Bo'], closed: ['Cy', 'Ed'] });
      const card0 = await td.ok('GET', `/api/events/${ev.id}/rounds/1/matches/1`);
      expect(card0.lineup).toEqual({ home: { open: ['Ada', 'Bo'], closed: ['Cy', 'Ed'] } });
      // Nobody outside the club reads or draws the event; a director of another club neither.
      const other = new Http(server.url);
      await other.ok('POST', '/api/auth/register', { email: 'x@other.no', password: 'other-pw-1', name: 'X' });
      expect((await other.get(`/api/events/${ev.id}`)).status).toBe(403);
      expect((await other.get(`/api/events/${ev.id}/standings`)).status).toBe(403);
      await other.ok('POST', '/api/clubs', { name: 'Other BK' });
      expect((await other.post(`/api/events/${ev.id}/rounds`, {})).status).toBe(403);
      expect((await other.req('PUT', lu, { side: 'home', open: ['Ada', 'Bo'], closed: ['Cy', 'Di'] })).status).toBe(
        403,
      );
      expect((await other.post(`/api/events/${ev.id}/rounds/1/close`, {})).status).toBe(403);
      expect((await new Http(server.url).get(`/api/events/${ev.id}/export.pbn`)).status).toBe(401);
      // Semi-finals by seeding (1 v 4, 2 v 3), two segments each.
      expect(ev.rounds).toHaveLength(2);
      const semis = ev.rounds[0].matches.map((m: { home: number; away: number; stage: string }) => [
        m.stage,
        m.home,
        m.away,
      ]);
      expect(semis).toEqual([
        ['S1M1', 1, 4],
        ['S1M2', 2, 3],
      ]);
      const terms = await terminalsOf(server.url, ev.tables);
      // Match 1 (tables 1–2): the open room makes 4S +1 NS, the closed room goes one off in it; the
      // home team wins. Match 2 (tables 3–4): the same result in both rooms, a tie.
      const pick = (_r: number, table: number): Entry =>
        table === 2
          ? { contract: '4S', declarer: 'N', lead: null, tricks: 9 }
          : { contract: '4S', declarer: 'N', lead: null, tricks: 11 };
      await playRound(terms, pick);
      await playRound(terms, pick);
      const detail = await td.ok('GET', `/api/events/${ev.id}`);
      const m1 = detail.rounds
        .flatMap((r: { matches: unknown[] }) => r.matches)
        .filter((m: { stage: string }) => m.stage === 'S1M1');
      expect(m1).toHaveLength(2);
      expect(m1.every((m: { impsHome: number; impsAway: number }) => m.impsHome > 0 && m.impsAway === 0)).toBe(true);
      const tie = await td.post(`/api/events/${ev.id}/rounds`, {});
      expect(tie.status).toBe(409);
      expect(tie.body.error).toMatchObject({ code: 'knockout-tie', field: 'winners' });
      const notInMatch = await td.post(`/api/events/${ev.id}/rounds`, { winners: { S1M2: 1 } });
      expect(notInMatch.body.error.field).toBe('winners.S1M2');
      // The director decides the tie for team 3; the final carries 7 IMPs to team 1.
      const fin = await td.ok('POST', `/api/events/${ev.id}/rounds`, {
        winners: { S1M2: 3 },
        matches: [{ home: 1, away: 3, carryHome: 7, carryAway: 0 }],
      });
      expect(fin.drawn).toEqual([3, 4]);
      const final = fin.event.rounds[2].matches[0];
      expect(final).toMatchObject({ stage: 'S2M1', home: 1, away: 3, carryHome: 7 });
      // Both rooms the same: the carry-over decides the final.
      await playRound(terms, () => ({ contract: '3NT', declarer: 'S', lead: null, tricks: 9 }));
      await playRound(terms, () => ({ contract: '3NT', declarer: 'S', lead: null, tricks: 9 }));
      const over = await td.post(`/api/events/${ev.id}/rounds`, {});
      expect(over.body.error.code).toBe('event-finished');
      expect(over.body.error.message).toMatch(/team 1 won/);
    } finally {
      await cleanup();
    }
  }, 120_000);
  it('a 9-player individual (4N + 1): everyone partners everyone once, ranked per player', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'individual');
    try {
      const { td, club } = await director(server.url);
      const names = ['Ane', 'Bjørn', 'Cato', 'Dina', 'Eirik', 'Frida', 'Geir', 'Hege', 'Ivar'];
      const few = await td.post(`/api/clubs/${club.id}/events`, {
        name: 'Individuell',
        settings: { kind: 'individual', boardsPerRound: 2 },
        entrants: names.slice(0, 7).map((name) => ({ name })),
      });
      expect(few.body.error).toMatchObject({ code: 'too-few-players', field: 'entrants' });
      const ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Individuell',
        settings: { kind: 'individual', boardsPerRound: 2, boards: { source: 'seeded', seed: 'ind' } },
        entrants: names.map((name) => ({ name })),
      });
      expect(ev.tables).toHaveLength(2);
      const s = await td.ok('GET', `/api/sessions/${ev.sessions[0].id}`);
      expect(s.movement.rounds).toBe(9);
      const seats: { round: number; table: number; ns: number; ew: number; seats: number[] }[] = s.guide;
      // Each round one player sits out; over 9 rounds every player sits out once and partners every other once.
      const partners = new Set<string>();
      for (let r = 1; r <= 9; r++) {
        const here = seats.filter((g) => g.round === r).flatMap((g) => g.seats);
        expect(new Set(here).size).toBe(8);
        expect(here).not.toContain(r);
      }
      for (const g of seats)
        for (const [a, b] of [
          [g.seats[0], g.seats[2]],
          [g.seats[1], g.seats[3]],
        ])
          partners.add([a, b].sort((x, y) => x - y).join('-'));
      expect(partners.size).toBe(36);
      const terms = await terminalsOf(server.url, ev.tables);
      const lines = [];
      for (let round = 1; round <= 9; round++)
        lines.push(
          ...(await playRound(terms, (r, t, b) => ({
            contract: '3NT',
            declarer: (r + b) % 2 ? 'S' : 'W',
            lead: null,
            tricks: tricksFor(r, t, b) + 1,
          }))),
        );
      expect(lines).toHaveLength(36);
      // The count: each side's matchpoints go to both its players.
      const seatOf = (round: number, table: number) => seats.find((g) => g.round === round && g.table === table)!.seats;
      const mp = new Map<number, { got: number; top: number }>();
      for (const l of lines) {
        const other = lines.find((o) => o.board === l.board && o !== l)!;
        const m = l.nsScore > other.nsScore ? 2 : l.nsScore === other.nsScore ? 1 : 0;
        const [n, e, so, w] = seatOf(l.round, l.table);
        for (const [p, got] of [
          [n, m],
          [so, m],
          [e, 2 - m],
          [w, 2 - m],
        ]) {
          const a = mp.get(p) ?? { got: 0, top: 0 };
          a.got += got;
          a.top += 2;
          mp.set(p, a);
        }
      }
      const rk = await td.ok('GET', `/api/events/${ev.id}/ranking`);
      expect(rk.lines).toHaveLength(9);
      for (const l of rk.lines) {
        const o = mp.get(l.player)!;
        expect(l.matchpoints, names[l.player - 1]).toBe(o.got);
        expect(l.top).toBe(o.top);
        expect(l.percent).toBeCloseTo((100 * o.got) / o.top, 2);
        expect(l.name).toBe(names[l.player - 1]);
      }
      const pc = rk.lines.map((l: { percent: number }) => l.percent);
      expect([...pc].sort((a, b) => b - a)).toEqual(pc);
      // 10 players (4N + 2): the 12-player movement with two absent; a table with one of them sits out.
      const ten = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Ti',
        settings: { kind: 'individual', boardsPerRound: 1, rounds: 5 },
        entrants: names.concat('Jon').map((name) => ({ name })),
      });
      const s10 = await td.ok('GET', `/api/sessions/${ten.sessions[0].id}`);
      for (const g of s10.guide) expect(Math.max(...g.seats)).toBeLessThanOrEqual(10);
      expect(new Set(s10.guide.flatMap((g: { seats: number[] }) => g.seats)).size).toBe(10);
    } finally {
      await cleanup();
    }
  }, 120_000);
  it('a Swiss of 5 teams: byes at their VPs, never twice; a discrete VP scale given as data', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'swiss-bye');
    try {
      const { td, club } = await director(server.url);
      // A made-up 3-row scale: a margin of 0–9 IMPs 10–10, 10–29 14–6, 30 or more 18–2.
      const scale = {
        kind: 'discrete',
        name: 'Club 20',
        rows: [
          [0, 10, 10],
          [10, 14, 6],
          [30, 18, 2],
        ],
      };
      const bad = await td.post(`/api/clubs/${club.id}/events`, {
        name: 'x',
        settings: { kind: 'teams', form: 'swiss', boardsPerMatch: 2, vpScale: { ...scale, rows: [[5, 10, 10]] } },
        entrants: ['A', 'B', 'C'].map((name) => ({ name })),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.field).toMatch(/^settings\.vpScale/);
      let ev = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Monrad 5',
        settings: { kind: 'teams', form: 'swiss', boardsPerMatch: 2, rounds: 5, byeVp: 12, vpScale: scale },
        entrants: ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name })),
      });
      expect(ev.tables).toHaveLength(4);
      const terms = await terminalsOf(server.url, ev.tables);
      const byes: number[] = [];
      for (let round = 1; round <= 5; round++) {
        const ms = ev.rounds[round - 1].matches as { home: number; away: number | null; vpHome: number }[];
        const bye = ms.find((m) => m.away === null)!;
        expect(bye.vpHome).toBe(12);
        byes.push(bye.home);
        // The open room makes 4S +1 on every board; the closed room goes one off in it.
        await playRound(terms, (_r, table) => ({
          contract: '4S',
          declarer: 'N',
          lead: null,
          tricks: table % 2 ? 11 : 9,
        }));
        ev = await td.ok('GET', `/api/events/${ev.id}`);
        for (const m of ev.rounds[round - 1].matches as {
          away: number | null;
          impsHome: number;
          impsAway: number;
          vpHome: number;
          vpAway: number;
        }[]) {
          if (m.away === null) continue;
          const margin = Math.abs(m.impsHome - m.impsAway);
          const win = margin >= 30 ? 18 : margin >= 10 ? 14 : 10;
          expect(Math.max(m.vpHome, m.vpAway)).toBe(win);
          expect(m.vpHome + m.vpAway).toBe(20);
        }
        if (round < 5) ev = (await td.ok('POST', `/api/events/${ev.id}/rounds`, {})).event;
      }
      expect(new Set(byes).size).toBe(5);
      const st = await td.ok('GET', `/api/events/${ev.id}/standings`);
      expect(st.final).toBe(true);
      for (const l of st.lines) expect(l.matches).toBe(5);
      expect(st.lines.reduce((t: number, l: { vp: number }) => t + l.vp, 0)).toBe(5 * (2 * 20 + 12));
      // The director changes the tie-breaks after the event: the standings follow at once.
      type Line = { team: number; rank: number; tied: boolean; vp: number; decidedBy?: string };
      const tb = `/api/events/${ev.id}/tie-breaks`;
      const twice = await td.req('PUT', tb, { tieBreaks: ['seeding', 'seeding'] });
      expect(twice.status).toBe(400);
      expect(twice.body.error).toMatchObject({ code: 'tie-break-twice', field: 'tieBreaks[1]' });
      expect((await td.req('PUT', tb, { tieBreaks: ['coin-toss'] })).body.error.field).toMatch(/^tieBreaks\.0/);
      expect((await td.ok('GET', `/api/events/${ev.id}`)).settings.tieBreaks).toEqual(st.tieBreaks);
      const none = await td.ok('PUT', tb, { tieBreaks: [] });
      expect(none.tieBreaks).toEqual([]);
      const equal = (a: Line, b: Line) => Math.abs(a.vp - b.vp) < 0.01;
      const pairs = (ls: Line[]) => ls.slice(1).map((l, i) => [ls[i], l] as const);
      // All teams here win 14–6 or 10–10 or get the bye, so some end level on VPs.
      expect(pairs(none.lines).some(([a, b]) => equal(a, b))).toBe(true);
      for (const [a, b] of pairs(none.lines))
        if (equal(a, b)) expect([a.tied, b.tied, a.rank]).toEqual([true, true, b.rank]);
      await td.ok('PUT', tb, { tieBreaks: ['seeding'] });
      const seeded = await td.ok('GET', `/api/events/${ev.id}/standings`);
      expect(seeded.tieBreaks).toEqual(['seeding']);
      expect(seeded.lines.some((l: Line) => l.tied)).toBe(false);
      for (const [a, b] of pairs(seeded.lines))
        if (equal(a, b)) expect([a.team < b.team, a.rank < b.rank, a.decidedBy]).toEqual([true, true, 'seeding']);
      // Only a director of the club changes them; a pairs event has none.
      const other = new Http(server.url);
      await other.ok('POST', '/api/auth/register', { email: 'x@other.no', password: 'other-pw-1', name: 'X' });
      await other.ok('POST', '/api/clubs', { name: 'Other BK' });
      expect((await other.req('PUT', tb, { tieBreaks: ['imps-won'] })).status).toBe(403);
      const pairsEv = await td.ok('POST', `/api/clubs/${club.id}/events`, {
        name: 'Par',
        settings: { kind: 'pairs' },
        entrants: [{ name: 'A' }, { name: 'B' }],
      });
      const notTeams = await td.req('PUT', `/api/events/${pairsEv.id}/tie-breaks`, { tieBreaks: ['seeding'] });
      expect([notTeams.status, notTeams.body.error.code]).toEqual([409, 'not-a-teams-event']);
    } finally {
      await cleanup();
    }
  }, 120_000);
});
