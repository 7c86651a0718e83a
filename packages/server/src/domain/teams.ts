/**
 * Teams events (issue 19): Swiss, round robin (Berger) and knockout, played at the table
 * terminals in two rooms per match. The event runs one session whose movement grows a round at a
 * time: match m of a round sits at tables 2m−1 (open room) and 2m (closed room), both rooms play
 * the same boards; team t's pair A (number 2t−1) sits NS, its pair B (2t) EW — so the home team
 * is NS in the open room and EW in the closed room (`@stikk/movements`' teams layout). The
 * terminals' flow is the pairs flow unchanged (same authorisation, one round at a time).
 *
 * Scoring is `@stikk/scoring`'s team match (Law 78B IMPs per board once both rooms are done, VPs
 * on the event's scale); standings and tie-breaks are its `teamStandings`; the draws are
 * `@stikk/movements`' Berger tables, Swiss pairing and knockout bracket.
 */
import { unwrap, type Vulnerability } from '@stikk/core';
import {
  bergerTables,
  knockoutBracket,
  resolveKnockout,
  swissPairings,
  type SwissStanding,
  type TeamMatch,
} from '@stikk/movements';
import {
  scoreEvent,
  teamStandings,
  victoryPoints,
  type BoardResults,
  type EventResults,
  type MatchInput,
  type ScoredEvent,
  type ScoredMatch,
  type StandingMatch,
  type TableResult,
  type TeamBye,
  type VpScale,
} from '@stikk/scoring';
import { type Ctx, now } from '../context.js';
import { isUniqueViolation } from '../db/index.js';
import type {
  Adjustment,
  CreateEventRequest,
  DrawRoundRequest,
  EventEntrant,
  EventRound,
  GuideEntry,
  MatchCard,
  MatchCardRoom,
  MatchLineup,
  TeamLineup,
  MatchSummary,
  LateBoard,
  TeamStandings,
  TeamsSettings,
  TerminalMatch,
} from '../api/types.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { decodeAdjustment } from '../http/validate.js';
import { jsonColumn, matchLineupColumn } from '../db/json-column.js';
import type { ExportSource } from './exports.js';
import type { Movement } from './movement.js';
import { counts, nsScoreOf, tableResult } from './scoring.js';
import { insertBoardsAndRows, insertEventSession, seedOf } from './event-session.js';
import { ownersDealer, type SeedDealer } from './deal-secret.js';
import { loadSession, type ResultRow } from './sessions.js';
import { refuseClosed } from './teams-late.js';
import { checkEntrants, eventEntrants, insertEvent, loadEvent, type EventRow } from './events.js';

/** Match `id`'s stored line-ups (`event_matches.lineup`). */
const lineupOf = (id: number, text: string): MatchLineup =>
  jsonColumn(matchLineupColumn, text, { table: 'event_matches', column: 'lineup', id });

/** Team t's pairs: A sits NS, B sits EW, in every match. */
export const pairA = (team: number): number => 2 * team - 1;
export const pairB = (team: number): number => 2 * team;
export const teamOfPair = (pair: number): number => Math.ceil(pair / 2);

/** The match and room of a guide entry of a teams session (undefined for a pairs session). */
export function terminalMatchOf(g: GuideEntry | undefined): TerminalMatch | undefined {
  if (!g || g.match === undefined || g.room === undefined || g.ns === null || g.ew === null) return undefined;
  const [home, away] = g.room === 'open' ? [teamOfPair(g.ns), teamOfPair(g.ew)] : [teamOfPair(g.ew), teamOfPair(g.ns)];
  return { match: g.match, room: g.room, home, away };
}

/** The guide entries of one round's matches (byes have none: nobody plays). */
export function matchGuide(
  round: number,
  matches: readonly { readonly home: number; readonly away: number | null }[],
  boards: readonly number[],
): GuideEntry[] {
  const out: GuideEntry[] = [];
  let m = 0;
  for (const x of matches) {
    if (x.away === null) continue;
    m++;
    out.push({ round, table: 2 * m - 1, ns: pairA(x.home), ew: pairB(x.away), boards, match: m, room: 'open' });
    out.push({ round, table: 2 * m, ns: pairA(x.away), ew: pairB(x.home), boards, match: m, room: 'closed' });
  }
  return out;
}

const vpScaleOf = (s: TeamsSettings): VpScale =>
  s.vpScale.kind === 'wbf-continuous'
    ? { kind: 'wbf-continuous' }
    : { kind: 'discrete', scale: { name: s.vpScale.name, rows: s.vpScale.rows } };

interface MatchRow {
  id: number;
  lineup?: string | null;
  round: number;
  match_no: number;
  home: number;
  away: number | null;
  carry_home: number;
  carry_away: number;
  stage: string | null;
}

/** Everything a teams event's pages and draws read, loaded once per request. */
export interface TeamsState {
  readonly ev: EventRow;
  readonly settings: TeamsSettings;
  readonly entrants: readonly EventEntrant[];
  readonly sid: number;
  readonly mv: Movement;
  readonly matches: readonly MatchRow[];
  readonly rows: readonly ResultRow[];
  readonly boards: readonly { number: number; vulnerable: string }[];
}

export async function loadTeams(ctx: Ctx, ev: EventRow): Promise<TeamsState> {
  if (ev.settings.kind !== 'teams') throw conflict('not-a-teams-event', `event ${ev.id} is a ${ev.kind} event`);
  const s = await ctx.db.selectFrom('sessions').select('id').where('event_id', '=', ev.id).executeTakeFirst();
  if (!s) throw notFound(`session of event ${ev.id}`);
  const { mv } = await loadSession(ctx, s.id);
  const matches = (
    await ctx.db
      .selectFrom('event_matches')
      .select(['id', 'round', 'match_no', 'home', 'away', 'carry_home', 'carry_away', 'stage', 'lineup'])
      .where('event_id', '=', ev.id)
      .orderBy('round')
      .orderBy('match_no')
      .execute()
  ).map((m) => ({ ...m, carry_home: Number(m.carry_home), carry_away: Number(m.carry_away) }));
  const rows = await ctx.db.selectFrom('results').selectAll().where('session_id', '=', s.id).execute();
  const boards = await ctx.db
    .selectFrom('boards')
    .select(['number', 'vulnerable'])
    .where('session_id', '=', s.id)
    .orderBy('number')
    .execute();
  return {
    ev,
    settings: ev.settings,
    entrants: await eventEntrants(ctx, ev.id),
    sid: s.id,
    mv,
    matches,
    rows,
    boards,
  };
}

/**
 * The event's boards as `@stikk/scoring` team results: pairs become their teams, odd tables are
 * the open room. Rows count once confirmed or adjusted (as in a pairs session).
 */
export function teamsResults(st: TeamsState): EventResults {
  // Rows by board, read once (boards × rows would hold the event loop on a large event).
  const byBoard = new Map<number, ResultRow[]>();
  for (const r of st.rows) {
    const list = byBoard.get(r.board);
    if (list) list.push(r);
    else byBoard.set(r.board, [r]);
  }
  const boards: BoardResults[] = st.boards.map((b) => {
    const vul = b.vulnerable as Vulnerability;
    const results: TableResult[] = [];
    for (const r of byBoard.get(b.number) ?? []) {
      if (!counts(r)) continue;
      const t = tableResult(r, vul);
      if (!t) continue;
      results.push({
        ...t,
        ns: String(teamOfPair(r.ns)),
        ew: String(teamOfPair(r.ew)),
        room: r.table_no % 2 === 1 ? 'Open' : 'Closed',
      });
    }
    return { board: b.number, vulnerable: vul, results };
  });
  // Byes of a Swiss or round robin carry the event's bye VPs (a knockout bye just goes through).
  const byes: TeamBye[] =
    st.settings.form === 'knockout'
      ? []
      : st.matches
          .filter((m) => m.away === null)
          .map((m) => ({ team: String(m.home), vp: st.settings.byeVp, round: m.round }));
  return {
    kind: 'teams',
    method: 'teams',
    name: st.ev.name,
    boards,
    participants: st.entrants.map((e) => ({ id: String(e.number), names: [e.name] })),
    ...(byes.length ? { byes } : {}),
    producer: 'Stikk',
  };
}

export function scoreTeams(
  st: TeamsState,
  input: EventResults = teamsResults(st),
  boardsPerMatch = st.settings.boardsPerMatch,
): ScoredEvent {
  const res = scoreEvent(input, {
    method: 'teams',
    vpScale: vpScaleOf(st.settings),
    boardsPerMatch,
    knockout: st.settings.form === 'knockout',
  });
  if (!res.ok) throw new Error(`event ${st.ev.id}: ${res.error.message}`);
  return res.value;
}

const done = (r: ResultRow) => counts(r);

/** Per match of every drawn round: progress in both rooms, IMPs, carry-over, VPs. */
export function matchSummaries(st: TeamsState, scored: ScoredEvent = scoreTeams(st)): MatchSummary[] {
  return leagueVps(st, segmentSummaries(st, scored));
}

/** Per drawn round (segment) of every match: progress in both rooms, IMPs, carry-over, VPs. */
function segmentSummaries(st: TeamsState, scored: ScoredEvent): MatchSummary[] {
  const knockout = st.settings.form === 'knockout';
  const byKey = new Map<string, ScoredMatch>();
  for (const m of scored.matches) byKey.set(`${m.round}|${m.home}|${m.away}`, m);
  // Rows by round and table, read once (a large Swiss has thousands of rows and hundreds of matches).
  const at = new Map<string, ResultRow[]>();
  for (const r of st.rows) {
    const k = `${r.round}|${r.table_no}`;
    const list = at.get(k);
    if (list) list.push(r);
    else at.set(k, [r]);
  }
  return st.matches.map((m): MatchSummary => {
    const base = {
      round: m.round,
      match: m.match_no,
      home: m.home,
      away: m.away,
      stage: m.stage,
      carryHome: m.carry_home,
      carryAway: m.carry_away,
    };
    if (m.away === null)
      return {
        ...base,
        open: null,
        closed: null,
        boards: 0,
        doneOpen: 0,
        doneClosed: 0,
        compared: 0,
        impsHome: 0,
        impsAway: 0,
        vpHome: knockout ? null : st.settings.byeVp,
        vpAway: null,
        finished: true,
        late: [],
      };
    const open = 2 * m.match_no - 1;
    const closed = 2 * m.match_no;
    const mine = [...(at.get(`${m.round}|${open}`) ?? []), ...(at.get(`${m.round}|${closed}`) ?? [])];
    const doneOpen = mine.filter((r) => r.table_no === open && done(r)).length;
    const doneClosed = mine.filter((r) => r.table_no === closed && done(r)).length;
    const s = byKey.get(`${m.round}|${m.home}|${m.away}`);
    return {
      ...base,
      open,
      closed,
      boards: mine.length / 2,
      doneOpen,
      doneClosed,
      compared: s?.boardImps?.length ?? 0,
      impsHome: s?.impsHome ?? 0,
      impsAway: s?.impsAway ?? 0,
      vpHome: knockout || !s ? null : s.vpHome,
      vpAway: knockout || !s ? null : s.vpAway,
      finished: mine.length > 0 && mine.every(done),
      late: mine
        .filter((r) => r.reopened === 1 && !done(r))
        .map((r): LateBoard => ({ board: r.board, room: r.table_no === open ? 'open' : 'closed' }))
        .sort((a, b) => a.board - b.board || a.room.localeCompare(b.room)),
    };
  });
}

/** A whole match: its segments (rounds at the terminals) added up with the carry-over, and its VPs. */
export interface MatchTotal {
  /** The knockout's bracket id or the league match's id, else `round|match`. */
  readonly key: string;
  readonly rounds: readonly number[];
  readonly match: number;
  readonly home: number;
  readonly away: number | null;
  /** IMPs won over the segments, without the carry-over. */
  readonly impsHome: number;
  readonly impsAway: number;
  readonly carryHome: number;
  readonly carryAway: number;
  /** Boards of the whole match (boards per segment × segments). */
  readonly boards: number;
  readonly compared: number;
  readonly finished: boolean;
  /** On the event's scale from the total with the carry-over; the bye's VPs once; null in a knockout. */
  readonly vpHome: number | null;
  readonly vpAway: number | null;
}

/**
 * The matches of the event as wholes: a knockout's or a league's segments are one match (by its
 * stage id), the carry-over counted once, the VPs computed on the total over all its boards.
 */
export function matchTotals(st: TeamsState, summaries: readonly MatchSummary[]): MatchTotal[] {
  const knockout = st.settings.form === 'knockout';
  const groups = new Map<string, MatchSummary[]>();
  for (const m of summaries) {
    const key = m.stage ?? `${m.round}|${m.match}`;
    const g = groups.get(key);
    if (g) g.push(m);
    else groups.set(key, [m]);
  }
  return [...groups].map(([key, ms]) => {
    const first = ms[0];
    const sum = (f: (m: MatchSummary) => number) => ms.reduce((t, m) => t + f(m), 0);
    const t = {
      key,
      rounds: ms.map((m) => m.round),
      match: first.match,
      home: first.home,
      away: first.away,
      impsHome: sum((m) => m.impsHome),
      impsAway: sum((m) => m.impsAway),
      carryHome: sum((m) => m.carryHome),
      carryAway: sum((m) => m.carryAway),
      boards: st.settings.boardsPerMatch * ms.length,
      compared: sum((m) => m.compared),
      finished: ms.every((m) => m.finished),
    };
    if (knockout) return { ...t, vpHome: null, vpAway: null };
    if (t.away === null) return { ...t, vpHome: st.settings.byeVp, vpAway: null };
    if (t.compared === 0) return { ...t, vpHome: null, vpAway: null };
    const vp = victoryPoints(t.impsHome + t.carryHome, t.impsAway + t.carryAway, t.boards, vpScaleOf(st.settings));
    return { ...t, vpHome: vp.a, vpAway: vp.b };
  });
}

/**
 * A league match of several segments shows the VPs of the match so far on its last segment drawn
 * (the segments before it have none of their own).
 */
function leagueVps(st: TeamsState, summaries: MatchSummary[]): MatchSummary[] {
  if (st.settings.form === 'knockout' || st.settings.segments <= 1) return summaries;
  const totals = new Map(matchTotals(st, summaries).map((t) => [t.key, t]));
  return summaries.map((m) => {
    const t = m.stage === null ? undefined : totals.get(m.stage);
    if (!t) return m;
    const last = m.round === t.rounds[t.rounds.length - 1];
    return { ...m, vpHome: last ? t.vpHome : null, vpAway: last ? t.vpAway : null };
  });
}

export function eventRounds(summaries: readonly MatchSummary[]): EventRound[] {
  const rounds = [...new Set(summaries.map((m) => m.round))].sort((a, b) => a - b);
  return rounds.map((round) => {
    const matches = summaries.filter((m) => m.round === round);
    return { round, finished: matches.every((m) => m.finished), matches };
  });
}

/** Standings from the match summaries (matches with at least one compared board, and byes). */
export function standingsOf(st: TeamsState, summaries: readonly MatchSummary[]): TeamStandings {
  // Whole matches (a league match of several segments once, on the VPs of its total).
  const matches: StandingMatch[] = matchTotals(st, summaries)
    .filter((m) => m.away === null || m.compared > 0)
    .map((m) => ({
      home: String(m.home),
      away: m.away === null ? null : String(m.away),
      vpHome: m.vpHome ?? 0,
      vpAway: m.vpAway ?? 0,
      impsHome: m.impsHome + m.carryHome,
      impsAway: m.impsAway + m.carryAway,
    }));
  const carryOver: Record<string, number> = {};
  for (const e of st.entrants) if (e.carryOver) carryOver[String(e.number)] = e.carryOver;
  const names = new Map(st.entrants.map((e) => [e.number, e.name]));
  const lines = teamStandings(
    st.entrants.map((e) => String(e.number)),
    matches,
    { tieBreaks: st.settings.tieBreaks, carryOver },
  ).map((l) => {
    const team = Number(l.team);
    return {
      team,
      name: names.get(team) ?? '',
      rank: l.rank,
      tied: l.tied,
      vp: l.vp,
      carryOver: l.carryOver,
      matches: l.matches,
      impsWon: l.impsWon,
      impsLost: l.impsLost,
      impQuotient: l.impQuotient,
      ...(l.decidedBy ? { decidedBy: l.decidedBy } : {}),
    };
  });
  return {
    eventId: st.ev.id,
    tieBreaks: st.settings.tieBreaks,
    final: summaries.length > 0 && summaries.every((m) => m.finished),
    lines,
  };
}

/**
 * The drawn rounds (segments) with a board still to be played that is not a late play, in order:
 * every one of them holds the next draw, not only the last (a league's earlier segment included).
 */
export function roundsInPlay(st: TeamsState): number[] {
  const open = new Set<number>();
  for (const r of st.rows) if (!done(r) && r.reopened === 0) open.add(r.round);
  return [...open].sort((a, b) => a - b);
}

/** Whether the next round may be drawn: every drawn round is finished (late plays aside) and rounds are left. */
export function mayDraw(st: TeamsState, summaries: readonly MatchSummary[]): boolean {
  const last = st.mv.rounds;
  if (roundsInPlay(st).length > 0) return false;
  if (st.settings.form === 'swiss') return last < st.settings.rounds * st.settings.segments;
  if (st.settings.form === 'knockout') return knockoutNext(st, summaries, {}).kind === 'stage';
  return false;
}

// ---------------------------------------------------------------------------------------------
// Creating the event and adding rounds

/** Board numbers of a round: rounds continue the numbering (Law 2 dealer and vulnerability follow). */
const roundBoards = (round: number, perMatch: number): number[] =>
  Array.from({ length: perMatch }, (_, i) => (round - 1) * perMatch + i + 1);

type Trx = Ctx['db'];

/** Appends rounds to the event's session: guide, boards, result rows to play, and the matches. */
async function appendRounds(
  trx: Trx,
  st: { ev: EventRow; settings: TeamsSettings; sid: number; mv: Movement },
  rounds: readonly {
    matches: readonly { home: number; away: number | null; carryHome?: number; carryAway?: number }[];
    stage?: (matchIndex: number) => string;
  }[],
  dealSeeded: SeedDealer,
): Promise<void> {
  const B = st.settings.boardsPerMatch;
  const t = now();
  let mv = st.mv;
  for (const r of rounds) {
    const round = mv.rounds + 1;
    const guide = matchGuide(round, r.matches, roundBoards(round, B));
    mv = { ...mv, rounds: round, guide: [...mv.guide, ...guide] };
    await insertBoardsAndRows(trx, st.sid, st.settings.boards, guide, dealSeeded);
    // Real matches first (their numbers are the tables'), byes after.
    const ordered = [...r.matches.filter((m) => m.away !== null), ...r.matches.filter((m) => m.away === null)];
    await trx
      .insertInto('event_matches')
      .values(
        ordered.map((m, k) => ({
          event_id: st.ev.id,
          session_id: st.sid,
          round,
          match_no: k + 1,
          home: m.home,
          away: m.away,
          carry_home: m.carryHome ?? 0,
          carry_away: m.carryAway ?? 0,
          stage: r.stage ? r.stage(k) : null,
          created_at: t,
        })),
      )
      .execute();
  }
  await trx
    .updateTable('sessions')
    .set({ movement: JSON.stringify(mv) })
    .where('id', '=', st.sid)
    .execute();
}

/** Checks a teams event's settings against its number of teams. */
function checkTeamsSettings(s: TeamsSettings, teams: number): void {
  if (s.form === 'swiss' && s.rounds > teams - 1 + (teams % 2))
    throw badRequest(
      'too-many-rounds',
      `settings.rounds: ${teams} teams can play at most ${teams - 1 + (teams % 2)} Swiss rounds without a repeat`,
      'settings.rounds',
    );
  if (s.form === 'round-robin') {
    const max = bergerTables(teams).length;
    if (s.rounds > max)
      throw badRequest(
        'too-many-rounds',
        `settings.rounds: a round robin of ${teams} teams has ${max} rounds`,
        'settings.rounds',
      );
  }
  if (s.form === 'knockout' && s.segments < 1)
    throw badRequest('invalid-option', 'settings.segments: at least 1', 'settings.segments');
}

/**
 * Creates a teams event: the event and its teams, its one session (tables with codes, the teams'
 * pairs), and the first round — every round of a round robin, the first Swiss round from the
 * seeding, or the first knockout stage.
 */
export async function createTeamsEvent(ctx: Ctx, clubId: number, req: CreateEventRequest): Promise<number> {
  if (req.settings.kind !== 'teams') throw new Error('createTeamsEvent: not a teams event');
  checkEntrants(req);
  const settings = req.settings;
  const N = req.entrants.length;
  checkTeamsSettings(settings, N);
  const tables = 2 * Math.floor(N / 2);
  const mv: Movement = {
    kind: 'teams',
    tables,
    rounds: 0,
    boardsPerRound: settings.boardsPerMatch,
    pairs: 2 * N,
    copies: Math.floor(N / 2),
    winners: 1,
    name: `Teams (${settings.form}), ${N} teams`,
    notes: [
      'Match m plays at tables 2m−1 (open room) and 2m (closed room); both rooms play the same boards.',
      'Each team: pair A sits NS, pair B sits EW; the home team is NS in the open room.',
    ],
    shared: [],
    guide: [],
  };
  const first = firstRounds(settings, N);
  const dealer = await ownersDealer(ctx.db, ctx.dealSeeded, { club: clubId }, seedOf(settings.boards));
  return ctx.db.transaction().execute(async (trx) => {
    const eventId = await insertEvent(trx, clubId, req);
    const sid = await insertEventSession(trx, {
      clubId,
      eventId,
      name: req.name,
      mv,
      // The pairs inside the teams are ranked by Butler on the session's own ranking page.
      scoring: 'butler',
    });
    await trx
      .insertInto('pairs')
      .values(
        req.entrants.flatMap((e, i) => [
          { session_id: sid, number: pairA(i + 1), names: e.name },
          { session_id: sid, number: pairB(i + 1), names: e.name },
        ]),
      )
      .execute();
    const ev: EventRow = { id: eventId, clubId, name: req.name, kind: 'teams', settings };
    await appendRounds(trx, { ev, settings, sid, mv }, first, dealer);
    return eventId;
  });
}

/** The rounds drawn at creation. */
function firstRounds(
  s: TeamsSettings,
  N: number,
): { matches: { home: number; away: number | null }[]; stage?: (k: number) => string }[] {
  if (s.form === 'round-robin')
    return bergerTables(N)
      .slice(0, s.rounds)
      .flatMap((row, r) =>
        leagueSegments(
          s,
          r + 1,
          row.map(([home, away]) => ({ home, away })),
        ),
      );
  if (s.form === 'swiss') {
    const standings: SwissStanding[] = Array.from({ length: N }, (_, i) => ({
      team: String(i + 1),
      score: 0,
      impQuotient: 1,
      rank: i + 1,
    }));
    return leagueSegments(s, 1, fromPairing(unwrap(swissPairings(standings))));
  }
  const stage = knockoutStage(s, N, {}, []);
  if (stage.kind !== 'stage') throw new Error('knockout: no first stage');
  return stage.rounds;
}

/**
 * A league round's matches as their segments: each segment is a round at the terminals, all of
 * them one match (`L3M2`: league round 3, match 2) scored on its total; a carry-over counts once.
 */
function leagueSegments(
  s: TeamsSettings,
  leagueRound: number,
  matches: { home: number; away: number | null; carryHome?: number; carryAway?: number }[],
): { matches: typeof matches; stage?: (k: number) => string }[] {
  if (s.segments <= 1) return [{ matches }];
  return Array.from({ length: s.segments }, (_, seg) => ({
    matches: seg === 0 ? matches : matches.map((m) => ({ ...m, carryHome: 0, carryAway: 0 })),
    stage: (k: number) => `L${leagueRound}M${k + 1}`,
  }));
}

const fromPairing = (ms: readonly TeamMatch[]) =>
  ms.map((m) => ({ home: Number(m.home), away: m.away === null ? null : Number(m.away) }));

// ---------------------------------------------------------------------------------------------
// Knockout

type KnockoutNext =
  | { kind: 'stage'; rounds: { matches: { home: number; away: number | null }[]; stage: (k: number) => string }[] }
  | { kind: 'pending' }
  | { kind: 'tie'; matches: string[] }
  | { kind: 'finished'; winner: number };

/** A knockout match's total per team: IMPs of every segment plus the carry-over. */
function knockoutTotals(
  summaries: readonly MatchSummary[],
): Map<string, { home: number; away: number; finished: boolean; teams: [number, number | null] }> {
  const out = new Map<string, { home: number; away: number; finished: boolean; teams: [number, number | null] }>();
  for (const m of summaries) {
    if (!m.stage) continue;
    const t = out.get(m.stage) ?? {
      home: m.carryHome,
      away: m.carryAway,
      finished: true,
      teams: [m.home, m.away] as [number, number | null],
    };
    t.home += m.impsHome;
    t.away += m.impsAway;
    t.finished &&= m.finished;
    out.set(m.stage, t);
  }
  return out;
}

function knockoutStage(
  s: TeamsSettings,
  N: number,
  winners: Readonly<Record<string, string>>,
  drawn: readonly string[],
): KnockoutNext {
  const bracket = unwrap(knockoutBracket(Array.from({ length: N }, (_, i) => String(i + 1))));
  const resolved = resolveKnockout(bracket, winners);
  const drawnSet = new Set(drawn);
  for (const st of bracket.stages) {
    const ms = resolved.filter((m) => m.stage === st.stage && !m.bye);
    if (ms.every((m) => drawnSet.has(m.id))) continue;
    if (ms.some((m) => m.home === null || m.away === null)) return { kind: 'pending' };
    const matches = ms.map((m) => ({ home: Number(m.home), away: Number(m.away) }));
    const ids = ms.map((m) => m.id);
    return {
      kind: 'stage',
      rounds: Array.from({ length: s.segments }, () => ({ matches, stage: (k: number) => ids[k] })),
    };
  }
  const final = resolved[resolved.length - 1];
  const w = winners[final.id];
  return w ? { kind: 'finished', winner: Number(w) } : { kind: 'pending' };
}

/** The next knockout stage, given the results so far and the director's decisions of ties. */
function knockoutNext(
  st: TeamsState,
  summaries: readonly MatchSummary[],
  decided: Readonly<Record<string, number>>,
): KnockoutNext {
  const totals = knockoutTotals(summaries);
  const winners: Record<string, string> = {};
  const ties: string[] = [];
  for (const [id, t] of totals) {
    if (!t.finished) continue;
    const d = decided[id];
    if (d !== undefined) {
      if (d !== t.teams[0] && d !== t.teams[1])
        throw badRequest('invalid-field', `winners.${id}: team ${d} does not play match ${id}`, `winners.${id}`);
      winners[id] = String(d);
    } else if (t.home > t.away) winners[id] = String(t.teams[0]);
    else if (t.away > t.home) winners[id] = String(t.teams[1]);
    else ties.push(id);
  }
  const next = knockoutStage(st.settings, st.entrants.length, winners, [...totals.keys()]);
  if (next.kind === 'pending' && ties.length > 0) return { kind: 'tie', matches: ties };
  return next;
}

// ---------------------------------------------------------------------------------------------
// Drawing the next round

/** Pairs already met (either order) and byes had, from the drawn matches. */
function history(st: TeamsState) {
  const played: [string, string][] = [];
  const hadBye: string[] = [];
  const homeCount: Record<string, number> = {};
  for (const m of st.matches) {
    if (m.away === null) {
      hadBye.push(String(m.home));
      continue;
    }
    played.push([String(m.home), String(m.away)]);
    homeCount[String(m.home)] = (homeCount[String(m.home)] ?? 0) + 1;
  }
  return { played, hadBye, homeCount };
}

/** The director's own draw: every team exactly once (one bye only with an odd number), teams known. */
function checkOverride(st: TeamsState, req: DrawRoundRequest): void {
  const N = st.entrants.length;
  const seen = new Set<number>();
  const met = new Set(history(st).played.map(([a, b]) => [Number(a), Number(b)].sort().join('-')));
  let byes = 0;
  req.matches!.forEach((m, i) => {
    for (const [side, t] of [
      ['home', m.home],
      ['away', m.away],
    ] as const) {
      if (t === null) continue;
      if (t < 1 || t > N)
        throw badRequest('unknown-team', `matches[${i}].${side}: no team ${t} in this event`, `matches[${i}].${side}`);
      if (seen.has(t))
        throw badRequest('team-twice', `matches[${i}].${side}: team ${t} is drawn twice`, `matches[${i}].${side}`);
      seen.add(t);
    }
    if (m.away === null) byes++;
    else if (!req.allowRepeat && met.has([m.home, m.away].sort().join('-')))
      throw conflict(
        'repeat-meeting',
        `matches[${i}]: teams ${m.home} and ${m.away} have met already (allowRepeat to draw it anyway)`,
        `matches[${i}]`,
      );
  });
  if (seen.size !== N || byes > N % 2)
    throw badRequest('incomplete-draw', `matches: every one of the ${N} teams must be drawn exactly once`, 'matches');
}

/** Draws the next round (or knockout stage); returns the new round numbers. */
export async function drawNext(ctx: Ctx, eventId: number, req: DrawRoundRequest): Promise<number[]> {
  const st = await loadTeams(ctx, await loadEvent(ctx, eventId));
  const summaries = matchSummaries(st);
  const last = st.mv.rounds;
  if (req.allowUnfinished && st.settings.form === 'knockout')
    throw badRequest(
      'invalid-field',
      'allowUnfinished: a knockout stage is drawn from the results of the last one',
      'allowUnfinished',
    );
  if (!req.allowUnfinished) refuseWhileInPlay(st);
  let rounds: {
    matches: { home: number; away: number | null; carryHome?: number; carryAway?: number }[];
    stage?: (k: number) => string;
  }[];
  const leagueRound = Math.floor(last / st.settings.segments) + 1;
  if (st.settings.form === 'round-robin') {
    if (!req.matches) throw conflict('all-rounds-drawn', 'every round of the round robin is drawn', 'round');
    checkOverride(st, req);
    rounds = leagueSegments(st.settings, leagueRound, [...req.matches]);
  } else if (st.settings.form === 'swiss') {
    if (last >= st.settings.rounds * st.settings.segments)
      throw conflict('all-rounds-drawn', `all ${st.settings.rounds} Swiss rounds are drawn`, 'round');
    if (req.matches) {
      checkOverride(st, req);
      rounds = leagueSegments(st.settings, leagueRound, [...req.matches]);
    } else {
      const table = standingsOf(st, summaries);
      const h = history(st);
      const pairing = swissPairings(
        table.lines.map((l, i) => ({
          team: String(l.team),
          score: l.vp,
          impQuotient: l.impQuotient ?? 1,
          rank: i + 1,
        })),
        h,
      );
      if (!pairing.ok) throw conflict(pairing.error.code, pairing.error.message, 'matches');
      rounds = leagueSegments(st.settings, leagueRound, fromPairing(pairing.value));
    }
  } else {
    const next = knockoutNext(st, summaries, req.winners ?? {});
    if (next.kind === 'tie')
      throw conflict(
        'knockout-tie',
        `tied: ${next.matches.join(', ')}; the director decides the winner (winners) as the conditions of contest say`,
        'winners',
      );
    if (next.kind === 'finished') throw conflict('event-finished', `the knockout is over: team ${next.winner} won`);
    if (next.kind === 'pending') throw conflict('round-not-finished', 'the stage is still being played', 'round');
    const carry = new Map((req.matches ?? []).map((m) => [`${m.home}|${m.away}`, m]));
    rounds = next.rounds.map((r, seg) => ({
      ...r,
      // Carry-over into a match (e.g. from a qualifying stage) counts once, on its first segment.
      matches: r.matches.map((m) => {
        const c = seg === 0 ? carry.get(`${m.home}|${m.away}`) : undefined;
        return { ...m, carryHome: c?.carryHome ?? 0, carryAway: c?.carryAway ?? 0 };
      }),
    }));
  }
  const dealer = await ownersDealer(ctx.db, ctx.dealSeeded, { club: st.ev.clubId }, seedOf(st.settings.boards));
  try {
    await ctx.db.transaction().execute((trx) => appendRounds(trx, st, rounds, dealer));
  } catch (e) {
    if (isUniqueViolation(e))
      throw conflict('already-drawn', 'this round was drawn at the same moment by another request');
    throw e;
  }
  return rounds.map((_, i) => last + i + 1);
}

/**
 * Refuses a draw while a drawn round has boards to play (late plays aside): the last round
 * (`round-not-finished`) or an earlier one, such as a league match's first segment when its
 * second has finished (`segment-not-finished`). The director closes the round (averages), marks
 * the boards late plays, or overrides (`allowUnfinished`, not in a knockout).
 */
function refuseWhileInPlay(st: TeamsState): void {
  const last = st.mv.rounds;
  const open = roundsInPlay(st);
  if (open.includes(last))
    throw conflict(
      'round-not-finished',
      `round ${last} is still being played; close it (unplayed boards get an average), mark its late plays, wait for the results or draw anyway with allowUnfinished`,
      'round',
    );
  if (open.length === 0) return;
  const S = st.settings.segments;
  const where =
    S > 1
      ? `round ${open[0]} (segment ${((open[0] - 1) % S) + 1} of match round ${Math.ceil(open[0] / S)})`
      : `round ${open[0]}`;
  throw conflict(
    'segment-not-finished',
    `${where} is still being played; the next draw waits for it: close it (unplayed boards get an average), mark its late plays, or draw anyway with allowUnfinished`,
    'round',
  );
}

/**
 * Closes a round: every board still unplayed in a room gets an artificial average (0 IMPs,
 * Law 12C2(b) in IMP scoring; the director can assign a score under Law 86B instead). Rows
 * entered but not confirmed are left for the table or the director. Returns the rows closed.
 */
export async function closeRound(ctx: Ctx, eventId: number, round: number, by: string): Promise<number> {
  const st = await loadTeams(ctx, await loadEvent(ctx, eventId));
  if (round < 1 || round > st.mv.rounds) throw notFound(`round ${round} of event ${eventId}`);
  await refuseClosed(ctx, st);
  const open = st.rows.filter((r) => r.round === round && r.status === 'to-play' && r.adjustment === null);
  const adj: Adjustment = { kind: 'artificial', ns: 'A', ew: 'A' };
  await ctx.db.transaction().execute(async (trx) => {
    for (const r of open) {
      await trx
        .updateTable('results')
        .set({
          adjustment: JSON.stringify(adj),
          adjustment_law: '12C2',
          adjustment_reason: 'not played (round closed)',
          updated_at: now(),
        })
        .where('id', '=', r.id)
        .where('adjustment', 'is', null)
        .execute();
      await trx
        .insertInto('result_history')
        .values({
          result_id: r.id,
          at: now(),
          by,
          before: JSON.stringify(r),
          after: JSON.stringify({ adjustment: adj, law: '12C2', note: 'not played (round closed)' }),
        })
        .execute();
    }
  });
  return open.length;
}

// ---------------------------------------------------------------------------------------------
// Match cards

export function matchCard(
  st: TeamsState,
  round: number,
  match: number,
  scored: ScoredEvent = scoreTeams(st),
): MatchCard {
  const summary = matchSummaries(st, scored).find((m) => m.round === round && m.match === match);
  if (!summary || summary.away === null) throw notFound(`match ${match} of round ${round}`);
  const names = new Map(st.entrants.map((e) => [e.number, e.name]));
  const sm = scored.matches.find(
    (m) => m.round === round && m.home === String(summary.home) && m.away === String(summary.away),
  );
  const boardImps = new Map((sm?.boardImps ?? []).map((b) => [b.board, b.imps]));
  const vul = new Map(st.boards.map((b) => [b.number, b.vulnerable as Vulnerability]));
  const room = (table: number | null, board: number): MatchCardRoom | null => {
    const r = st.rows.find((x) => x.round === round && x.table_no === table && x.board === board);
    if (!r || !done(r)) return null;
    const a = r.adjustment ? decodeAdjustment(r.adjustment, r.id) : null;
    if (a?.kind === 'artificial')
      return {
        contract: null,
        declarer: null,
        tricks: null,
        nsScore: null,
        adjusted: a.ns === a.ew ? a.ns : `${a.ns}${a.ew}`,
      };
    const e =
      a?.kind === 'assigned'
        ? a.result
        : r.contract === null
          ? null
          : {
              contract: r.contract,
              declarer: r.declarer as 'N' | 'E' | 'S' | 'W' | null,
              lead: r.lead,
              tricks: r.tricks ?? 0,
            };
    return {
      contract: e?.contract ?? null,
      declarer: e?.declarer ?? null,
      tricks: e?.tricks ?? null,
      nsScore: e ? nsScoreOf(e, vul.get(board)!) : null,
      adjusted: a ? a.kind : null,
    };
  };
  const boards = roundBoards(round, st.settings.boardsPerMatch).map((board) => {
    const i = boardImps.get(board);
    return {
      board,
      open: room(summary.open, board),
      closed: room(summary.closed, board),
      impsHome: i === undefined ? null : Math.max(0, i),
      impsAway: i === undefined ? null : Math.max(0, -i),
    };
  });
  const row = st.matches.find((m) => m.round === round && m.match_no === match);
  const lineup: MatchLineup = row?.lineup ? lineupOf(row.id, row.lineup) : {};
  return { summary, lineup, homeName: names.get(summary.home) ?? '', awayName: names.get(summary.away) ?? '', boards };
}

/**
 * The teams event as the exports write it: its boards with both rooms' results per match, the
 * teams as contestants, VPs per match and the VP totals (`stikk score` of the files reads the same).
 */
export async function teamsExportSource(ctx: Ctx, st: TeamsState): Promise<ExportSource> {
  const { row, mv } = await loadSession(ctx, st.sid);
  const { event, boardsPerMatch } = teamsExportResults(st);
  const boards = await ctx.db
    .selectFrom('boards')
    .select(['number', 'dealer', 'vulnerable', 'deal'])
    .where('session_id', '=', st.sid)
    .orderBy('number')
    .execute();
  return {
    row: { ...row, name: st.ev.name },
    mv,
    event,
    scored: scoreTeams(st, event, boardsPerMatch),
    pairs: st.entrants.map((e) => ({ number: e.number, names: e.name })),
    boards,
  };
}

/**
 * The event's results as the exports write them. Matches of several segments, or with a
 * carry-over, are also given whole (`matches`: IMPs of all segments, boards, carry-over), and
 * their boards carry the match's first round, so that a reader scores each match once on its
 * total as the standings do.
 */
export function teamsExportResults(st: TeamsState): { event: EventResults; boardsPerMatch: number } {
  const event = teamsResults(st);
  const staged = st.settings.segments > 1 || st.matches.some((m) => m.carry_home !== 0 || m.carry_away !== 0);
  if (!staged) return { event, boardsPerMatch: st.settings.boardsPerMatch };
  const totals = matchTotals(st, matchSummaries(st)).filter((t) => t.away !== null && t.compared > 0);
  // Round and table of each segment → the match's first round.
  const first = new Map<string, number>();
  for (const t of totals)
    for (const r of t.rounds)
      for (const table of [2 * t.match - 1, 2 * t.match]) first.set(`${r}|${table}`, t.rounds[0]);
  const matches: MatchInput[] = totals.map((t) => ({
    round: t.rounds[0],
    table: String(2 * t.match - 1),
    home: String(t.home),
    away: String(t.away),
    impsHome: t.impsHome,
    impsAway: t.impsAway,
    boards: t.boards,
    carryOverHome: t.carryHome,
    carryOverAway: t.carryAway,
  }));
  return {
    event: {
      ...event,
      boards: event.boards.map((b) => ({
        ...b,
        results: b.results.map((r) => ({ ...r, round: first.get(`${r.round}|${r.table}`) ?? r.round })),
      })),
      matches,
    },
    boardsPerMatch: st.settings.boardsPerMatch * st.settings.segments,
  };
}

/**
 * Sets a team's line-up for a match: four different players, each a member of the team when its
 * members are known. Refused (`correction-period-closed`) once the event's results are final.
 * Returns the match's line-up as it now stands.
 */
export async function setLineup(
  ctx: Ctx,
  st: TeamsState,
  round: number,
  match: number,
  side: 'home' | 'away',
  lineup: TeamLineup,
): Promise<MatchLineup> {
  const row = st.matches.find((m) => m.round === round && m.match_no === match);
  if (!row || row.away === null) throw notFound(`match ${match} of round ${round}`);
  // Law 79C: the line-ups name who played; once the results are final they are not rewritten.
  await refuseClosed(ctx, st);
  const team = side === 'home' ? row.home : row.away;
  const members = st.entrants.find((e) => e.number === team)?.members ?? [];
  const four = [...lineup.open, ...lineup.closed];
  four.forEach((p, i) => {
    const field = `${i < 2 ? 'open' : 'closed'}[${i % 2}]`;
    if (members.length > 0 && !members.includes(p))
      throw badRequest('not-a-member', `${field}: ${p} is not a member of team ${team}`, field);
    if (four.indexOf(p) !== i) throw badRequest('player-twice', `${field}: ${p} is in the line-up twice`, field);
  });
  const next: MatchLineup = { ...(row.lineup ? lineupOf(row.id, row.lineup) : {}), [side]: lineup };
  await ctx.db
    .updateTable('event_matches')
    .set({ lineup: JSON.stringify(next) })
    .where('id', '=', row.id)
    .execute();
  return next;
}

/**
 * The players at a table of match `tm` from its line-ups: the open room seats the home team's open
 * pair NS and the away team's open pair EW; the closed room the away team's closed pair NS and the
 * home team's closed pair EW. Undefined while neither team has a line-up.
 */
export function roomPlayers(l: MatchLineup, room: 'open' | 'closed'): TerminalMatch['players'] {
  const ns = room === 'open' ? l.home?.open : l.away?.closed;
  const ew = room === 'open' ? l.away?.open : l.home?.closed;
  if (!ns && !ew) return undefined;
  return { ...(ns ? { ns } : {}), ...(ew ? { ew } : {}) };
}

/** The table's match in round `g.round` with the players of its room from the line-ups (undefined for pairs). */
export async function terminalMatch(
  ctx: Ctx,
  eventId: number,
  g: GuideEntry | undefined,
): Promise<TerminalMatch | undefined> {
  const tm = terminalMatchOf(g);
  if (!tm || !g) return tm;
  const row = await ctx.db
    .selectFrom('event_matches')
    .select('lineup')
    .where('event_id', '=', eventId)
    .where('round', '=', g.round)
    .where('match_no', '=', tm.match)
    .executeTakeFirst();
  const players = row?.lineup ? roomPlayers(JSON.parse(row.lineup) as MatchLineup, tm.room) : undefined;
  return players ? { ...tm, players } : tm;
}
