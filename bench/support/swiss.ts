// A simulated Swiss teams event for the teams benchmarks: N teams, R rounds of B boards, each
// round drawn from the standings by the server's own draw, every board played in both rooms with
// seeded random contracts. Built as the server's in-memory state (no database), so the benchmarks
// time the server's scoring path (rows → @stikk/scoring → match summaries → standings).
import { boardInfo, seededRandom, unitRandom, unwrap, type Seat, type Strain } from '@stikk/core';
import { swissPairings } from '@stikk/movements';
import type { TeamsSettings } from '../../packages/server/src/api/types.js';
import type { ResultRow } from '../../packages/server/src/domain/sessions.js';
import { matchGuide, matchSummaries, standingsOf, type TeamsState } from '../../packages/server/src/domain/teams.js';

const STRAINS: Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const SEATS: Seat[] = ['N', 'E', 'S', 'W'];

export function emptySwiss(teams: number, rounds: number, boards: number): TeamsState {
  const settings: TeamsSettings = {
    kind: 'teams',
    form: 'swiss',
    boardsPerMatch: boards,
    rounds,
    segments: 1,
    vpScale: { kind: 'wbf-continuous' },
    tieBreaks: ['imp-quotient'],
    byeVp: 12,
    boards: { source: 'seeded', seed: 'bench' },
  };
  return {
    ev: { id: 1, clubId: 1, name: 'Bench Swiss', kind: 'teams', settings },
    settings,
    entrants: Array.from({ length: teams }, (_, i) => ({
      number: i + 1,
      name: `Team ${i + 1}`,
      members: [],
      carryOver: 0,
    })),
    sid: 1,
    mv: {
      kind: 'teams',
      tables: 2 * Math.floor(teams / 2),
      rounds: 0,
      boardsPerRound: boards,
      pairs: 2 * teams,
      copies: Math.floor(teams / 2),
      winners: 1,
      name: 'bench',
      notes: [],
      shared: [],
      guide: [],
    },
    matches: [],
    rows: [],
    boards: [],
  };
}

/** The Swiss draw of the next round from the standings (what the server's draw does). */
export function drawSwiss(st: TeamsState): { home: number; away: number | null }[] {
  const table = standingsOf(st, matchSummaries(st));
  const played: [string, string][] = [];
  const hadBye: string[] = [];
  const homeCount: Record<string, number> = {};
  for (const m of st.matches) {
    if (m.away === null) hadBye.push(String(m.home));
    else {
      played.push([String(m.home), String(m.away)]);
      homeCount[String(m.home)] = (homeCount[String(m.home)] ?? 0) + 1;
    }
  }
  const p = swissPairings(
    table.lines.map((l, i) => ({ team: String(l.team), score: l.vp, impQuotient: l.impQuotient ?? 1, rank: i + 1 })),
    { played, hadBye, homeCount },
  );
  if (!p.ok) throw new Error(p.error.message);
  return p.value.map((m) => ({ home: Number(m.home), away: m.away === null ? null : Number(m.away) }));
}

/** The state with one more round drawn and every board of it played in both rooms. */
export function playRound(st: TeamsState, matches: { home: number; away: number | null }[], seed: number): TeamsState {
  const r = unitRandom(seededRandom(`swiss/${seed}`));
  const round = st.mv.rounds + 1;
  const B = st.settings.boardsPerMatch;
  const boards = Array.from({ length: B }, (_, i) => (round - 1) * B + i + 1);
  const guide = matchGuide(round, matches, boards);
  let id = st.rows.length;
  const rows: ResultRow[] = [...st.rows];
  for (const g of guide)
    for (const b of boards) {
      const level = 1 + Math.floor(r() * 6);
      const strain = STRAINS[Math.floor(r() * 5)];
      const declarer = SEATS[Math.floor(r() * 4)];
      const tricks = Math.max(0, Math.min(13, level + 6 + Math.floor(r() * 4) - 2));
      rows.push({
        id: ++id,
        session_id: 1,
        round,
        table_no: g.table,
        board: b,
        ns: g.ns!,
        ew: g.ew!,
        contract: `${level}${strain}`,
        declarer,
        lead: null,
        tricks,
        status: 'confirmed',
        adjustment: null,
        reopened: 0,
        adjustment_law: null,
        adjustment_reason: null,
      });
    }
  const ordered = [...matches.filter((m) => m.away !== null), ...matches.filter((m) => m.away === null)];
  return {
    ...st,
    mv: { ...st.mv, rounds: round, guide: [...st.mv.guide, ...guide] },
    rows,
    boards: [...st.boards, ...boards.map((n) => ({ number: n, vulnerable: unwrap(boardInfo(n)).vulnerable }))],
    matches: [
      ...st.matches,
      ...ordered.map((m, k) => ({
        id: st.matches.length + k + 1,
        round,
        match_no: k + 1,
        home: m.home,
        away: m.away,
        carry_home: 0,
        carry_away: 0,
        stage: null,
      })),
    ],
  };
}

/** A Swiss of `teams` teams with `rounds` rounds played. */
export function playedSwiss(teams: number, rounds: number, boards: number): TeamsState {
  let st = emptySwiss(teams, rounds + 1, boards);
  for (let k = 1; k <= rounds; k++) st = playRound(st, drawSwiss(st), k);
  return st;
}

export function median(runs: number, f: () => void): number {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return ms[Math.floor(ms.length / 2)];
}
