/**
 * Teams of four: round robins (Berger tables), Swiss pairings and knockout brackets, and the
 * movement of one set of matches.
 *
 * In a match the home team sits NS in the open room and EW in the closed room: the home team's
 * pair A is NS in the open room against the away team's pair B, and the away team's pair A is NS
 * in the closed room against the home team's pair B. Both rooms play the same boards (one copy
 * per match, exchanged between the rooms). Team `x` has pairs `xA` and `xB`. A team with a bye
 * appears at the last table against nobody.
 */
import { maximumMatching } from './matching.js';
import { fail, ok, type Result } from '@stikk/core';
import { checked, defaultBoardsPerRound, intOption } from './build.js';
import type { BoardSet, PairEntry, Participant, Team, TeamMovement } from './types.js';
import { boardsOfSet } from './util.js';

/** One match: home and away team ids; `away: null` is a bye for the home team. */
export interface TeamMatch {
  readonly home: string;
  readonly away: string | null;
}

/**
 * Berger round-robin tables for `n` teams (numbered 1..n): one list of [home, away] per round.
 * An odd `n` adds a dummy team n+1; whoever meets it has a bye (returned as away = null).
 */
export function bergerTables(n: number): Array<Array<[number, number | null]>> {
  const size = n % 2 === 0 ? n : n + 1;
  const rounds: Array<Array<[number, number | null]>> = [];
  const others = size - 1;
  const wrap = (x: number): number => ((((x - 1) % others) + others) % others) + 1;
  let k = 1; // the team meeting team `size` this round
  for (let r = 0; r < others; r++) {
    const row: Array<[number, number | null]> = [];
    // The top team alternates: away in odd rounds, home in even ones.
    row.push(r % 2 === 0 ? [k, size] : [size, k]);
    for (let i = 1; i < size / 2; i++) row.push([wrap(k + i), wrap(k - i)]);
    rounds.push(
      row.map(([h, a]) => (n % 2 === 1 && (h === size || a === size) ? [h === size ? a! : h, null] : [h, a])),
    );
    k = wrap(k + size / 2);
  }
  return rounds;
}

/** Options of a teams movement built from a list of matches: boards per match, name, variant and teams. */
export interface TeamMovementOptions {
  readonly boardsPerMatch: number;
  readonly name: string;
  readonly variant: string;
  /** All team ids taking part (default: every team named in the matches). */
  readonly teams?: readonly string[];
  readonly notes?: readonly string[];
}

/**
 * The movement of a schedule of matches (rounds × matches): open room at table 2m−1 and closed
 * room at table 2m for match m; each round plays its own set, one copy per match.
 */
export function teamMatchesMovement(
  rounds: ReadonlyArray<ReadonlyArray<TeamMatch>>,
  o: TeamMovementOptions,
): Result<TeamMovement> {
  const b = intOption('boardsPerMatch', o.boardsPerMatch, 2, 200);
  if (!b.ok) return b;
  const B = b.value;
  const ids = o.teams
    ? [...o.teams]
    : [...new Set(rounds.flat().flatMap((m) => (m.away === null ? [m.home] : [m.home, m.away])))];
  if (ids.length < 2) return fail('invalid-option', 'teams: at least 2 teams are needed', { path: 'teams' });
  const teams: Team[] = ids.map((id) => ({ id, pairs: [`${id}A`, `${id}B`] as const }));
  const matchesPerRound = Math.floor(ids.length / 2);
  const tables = ids.length;
  const schedule: PairEntry[] = [];
  const sets: BoardSet[] = [];
  rounds.forEach((row, ri) => {
    const round = ri + 1;
    const boards = boardsOfSet(round, B);
    sets.push({ set: round, boards, copies: matchesPerRound });
    let m = 0,
      byeTable = 2 * matchesPerRound;
    for (const match of row) {
      if (match.away === null) {
        byeTable++;
        schedule.push({ round, table: byeTable, ns: `${match.home}A`, ew: null, boards, set: round });
        continue;
      }
      m++;
      schedule.push({
        round,
        table: 2 * m - 1,
        ns: `${match.home}A`,
        ew: `${match.away}B`,
        boards,
        set: round,
        room: 'open',
        match: m,
      });
      schedule.push({
        round,
        table: 2 * m,
        ns: `${match.away}A`,
        ew: `${match.home}B`,
        boards,
        set: round,
        room: 'closed',
        match: m,
      });
    }
  });
  const participants: Participant[] = teams.flatMap((t) =>
    t.pairs.map((id) => ({ id, kind: 'team-pair' as const, team: t.id })),
  );
  return checked<TeamMovement>({
    form: 'teams',
    movement: 'teams',
    name: o.name,
    variant: o.variant,
    tables,
    rounds: rounds.length,
    boards: rounds.length * B,
    boardsPerRound: B,
    sets,
    participants,
    teams,
    schedule,
    plays: 2 * matchesPerRound,
    winners: 1,
    ...(o.notes && o.notes.length ? { notes: o.notes } : {}),
  });
}

/** Options of {@link teamsRoundRobin}: teams, boards per match, rounds and cycles. */
export interface RoundRobinOptions {
  /** Number of teams (2 or more). */
  readonly teams: number;
  readonly boardsPerMatch?: number;
  /** Default: all rounds (n − 1 for an even number of teams, n for odd), times `cycles`. */
  readonly rounds?: number;
  /** 2 = double round robin (the second cycle swaps home and away). */
  readonly cycles?: 1 | 2;
}

/** The most teams a teams movement may have. */
export const MAX_TEAMS = 200;

/** A teams round robin by the Berger tables: every team meets every other team once per cycle. */
export function teamsRoundRobin(options: RoundRobinOptions): Result<TeamMovement> {
  const t = intOption('teams', options.teams, 2, MAX_TEAMS);
  if (!t.ok) return t;
  const N = t.value;
  const cycles = options.cycles ?? 1;
  if (cycles !== 1 && cycles !== 2)
    return fail('invalid-option', `cycles: must be 1 or 2, got ${String(cycles)}`, { path: 'cycles' });
  const one = bergerTables(N);
  const all =
    cycles === 1
      ? one
      : [...one, ...one.map((row) => row.map(([h, a]) => (a === null ? [h, a] : [a, h]) as [number, number | null]))];
  const r = intOption('rounds', options.rounds, 1, all.length, all.length);
  if (!r.ok)
    return fail(
      'invalid-option',
      `rounds: a round robin of ${N} teams has at most ${all.length} rounds, got ${String(options.rounds)}`,
      { path: 'rounds' },
    );
  const b = intOption('boardsPerMatch', options.boardsPerMatch, 2, 200, Math.max(2, defaultBoardsPerRound(r.value)));
  if (!b.ok) return b;
  const rounds = all
    .slice(0, r.value)
    .map((row) => row.map(([h, a]) => ({ home: String(h), away: a === null ? null : String(a) })));
  return teamMatchesMovement(rounds, {
    boardsPerMatch: b.value,
    name: `Teams round robin (Berger), ${N} teams${cycles === 2 ? ', double' : ''}`,
    variant: cycles === 2 ? 'double-round-robin' : 'round-robin',
    teams: Array.from({ length: N }, (_, i) => String(i + 1)),
    notes: [
      'Home team: pair A sits NS in the open room, pair B sits EW in the closed room.',
      ...(N % 2 === 1 ? ['Odd number of teams: one team has a bye each round (shown at the last table).'] : []),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Swiss
// ---------------------------------------------------------------------------------------------

/** A finished match for standings: victory points and IMPs of each side. */
export interface TeamResult {
  readonly home: string;
  readonly away: string | null;
  readonly vpHome: number;
  readonly vpAway?: number;
  readonly impsHome?: number;
  readonly impsAway?: number;
}

/** A team's standing for Swiss pairing: its VPs, IMP quotient and rank. */
export interface SwissStanding {
  readonly team: string;
  /** Victory points (higher is better). */
  readonly score: number;
  /** IMP quotient (IMPs won / IMPs lost; Infinity when none lost), the usual first tie-break. */
  readonly impQuotient: number;
  /** 1-based rank after score, IMP quotient, then the teams' seeding order. */
  readonly rank: number;
}

/**
 * Standings for Swiss pairing: ranked by VPs, then IMP quotient, then seeding (the order of
 * `teams`). A bye scores the `vpHome` given in its result row.
 */
export function swissStandings(teams: readonly string[], results: readonly TeamResult[]): SwissStanding[] {
  const vp = new Map(teams.map((t) => [t, 0]));
  const won = new Map(teams.map((t) => [t, 0]));
  const lost = new Map(teams.map((t) => [t, 0]));
  for (const r of results) {
    vp.set(r.home, (vp.get(r.home) ?? 0) + r.vpHome);
    won.set(r.home, (won.get(r.home) ?? 0) + (r.impsHome ?? 0));
    lost.set(r.home, (lost.get(r.home) ?? 0) + (r.impsAway ?? 0));
    if (r.away !== null) {
      vp.set(r.away, (vp.get(r.away) ?? 0) + (r.vpAway ?? 0));
      won.set(r.away, (won.get(r.away) ?? 0) + (r.impsAway ?? 0));
      lost.set(r.away, (lost.get(r.away) ?? 0) + (r.impsHome ?? 0));
    }
  }
  const q = (t: string): number => {
    const l = lost.get(t) ?? 0,
      w = won.get(t) ?? 0;
    return l === 0 ? (w === 0 ? 1 : Infinity) : w / l;
  };
  const seed = new Map(teams.map((t, i) => [t, i]));
  const sorted = [...teams].sort((a, b) => vp.get(b)! - vp.get(a)! || q(b) - q(a) || 0 || seed.get(a)! - seed.get(b)!);
  return sorted.map((team, i) => ({ team, score: vp.get(team)!, impQuotient: q(team), rank: i + 1 }));
}

/** What the Swiss pairing must respect: matches played, byes had, home matches so far. */
export interface SwissPairingOptions {
  /** Matches already played (either order); these teams are not paired again. */
  readonly played?: ReadonlyArray<readonly [string, string]>;
  /** Teams that already had a bye. */
  readonly hadBye?: readonly string[];
  /** Home matches so far per team (home goes to the team with fewer, then the higher ranked). */
  readonly homeCount?: Readonly<Record<string, number>>;
}

/**
 * Pairs the next Swiss round: teams in standing order, each paired with the highest-ranked team
 * it has not met, backtracking when the rest cannot be paired; with an odd number of teams the
 * lowest-ranked team without a bye sits out. Error `swiss-no-pairing` when no pairing without
 * repeats exists.
 */
export function swissPairings(
  standings: readonly SwissStanding[],
  options: SwissPairingOptions = {},
): Result<TeamMatch[]> {
  const order = [...standings].sort((a, b) => a.rank - b.rank).map((s) => s.team);
  if (order.length < 2) return fail('invalid-option', 'swiss: at least 2 teams are needed', { path: 'standings' });
  const met = new Set((options.played ?? []).map(([a, b]) => (a < b ? `${a}|${b}` : `${b}|${a}`)));
  const hasMet = (a: string, b: string): boolean => met.has(a < b ? `${a}|${b}` : `${b}|${a}`);
  const hadBye = new Set(options.hadBye ?? []);
  const rank = new Map(order.map((t, i) => [t, i]));
  // Whether the teams of `pool` can all be paired without a repeat (a perfect matching exists).
  const pairable = (pool: readonly string[]): boolean =>
    pool.length % 2 === 0 && maximumMatching(pool.length, (a, b) => !hasMet(pool[a], pool[b])) * 2 === pool.length;
  // The top team takes the highest-ranked opponent it has not met such that the rest can still be
  // paired: the same draw as a full backtracking search, found in polynomial time (no dead ends).
  const pairUp = (start: readonly string[]): Array<[string, string]> | null => {
    if (!pairable(start)) return null;
    const pairs: Array<[string, string]> = [];
    let pool = [...start];
    while (pool.length > 0) {
      const [top, ...rest] = pool;
      let next: string[] | null = null;
      for (let i = 0; i < rest.length && !next; i++) {
        if (hasMet(top, rest[i])) continue;
        const left = [...rest.slice(0, i), ...rest.slice(i + 1)];
        if (pairable(left)) {
          pairs.push([top, rest[i]]);
          next = left;
        }
      }
      if (!next) return null;
      pool = next;
    }
    return pairs;
  };
  const byeCandidates = order.length % 2 === 0 ? [null] : [...order].reverse().filter((t) => !hadBye.has(t));
  if (byeCandidates.length === 0)
    return fail('swiss-no-pairing', 'swiss: every team has had a bye already', { path: 'hadBye' });
  for (const bye of byeCandidates) {
    const pairs = pairUp(order.filter((t) => t !== bye));
    if (!pairs) continue;
    const home = options.homeCount ?? {};
    const matches: TeamMatch[] = pairs.map(([a, b]) => {
      const ha = home[a] ?? 0,
        hb = home[b] ?? 0;
      const aHome = ha !== hb ? ha < hb : rank.get(a)! < rank.get(b)!;
      return aHome ? { home: a, away: b } : { home: b, away: a };
    });
    if (bye !== null) matches.push({ home: bye, away: null });
    return ok(matches);
  }
  return fail('swiss-no-pairing', 'swiss: no pairing avoids a repeat match', { path: 'played' });
}

// ---------------------------------------------------------------------------------------------
// Knockout
// ---------------------------------------------------------------------------------------------

/** A slot of a knockout match: a seeded team, the winner of an earlier match, or a bye. */
export type KnockoutSlot = { readonly team: string } | { readonly winnerOf: string } | { readonly bye: true };

/** A knockout match: its id and stage and the two slots that meet. */
export interface KnockoutMatch {
  /** `S1M3` = stage 1, match 3. */
  readonly id: string;
  readonly stage: number;
  readonly home: KnockoutSlot;
  readonly away: KnockoutSlot;
}

/** A stage of a knockout (round of 16, quarter-finals…) with its matches. */
export interface KnockoutStage {
  readonly stage: number;
  readonly name: string;
  readonly matches: readonly KnockoutMatch[];
}
/** A knockout bracket of `size` slots (a power of two) with its stages. */
export interface KnockoutBracket {
  readonly size: number;
  readonly stages: readonly KnockoutStage[];
}

/**
 * Seeding positions of a bracket of `size` (a power of two): 1 v size, then so on, so 1 and 2 meet only in the final.
 */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  return order;
}

const stageName = (teamsLeft: number): string =>
  teamsLeft === 2
    ? 'Final'
    : teamsLeft === 4
      ? 'Semi-finals'
      : teamsLeft === 8
        ? 'Quarter-finals'
        : `Round of ${teamsLeft}`;

/**
 * A knockout bracket for teams listed in seeding order (best first); byes go to the top seeds
 * when the number of teams is not a power of two.
 */
export function knockoutBracket(seeded: readonly string[]): Result<KnockoutBracket> {
  if (seeded.length < 2) return fail('invalid-option', 'knockout: at least 2 teams are needed', { path: 'teams' });
  if (new Set(seeded).size !== seeded.length)
    return fail('invalid-option', 'knockout: team ids must be distinct', { path: 'teams' });
  let size = 2;
  while (size < seeded.length) size *= 2;
  const order = bracketOrder(size);
  const stages: KnockoutStage[] = [];
  let slots: KnockoutSlot[] = order.map((s) => (s <= seeded.length ? { team: seeded[s - 1] } : { bye: true as const }));
  for (let stage = 1, left = size; left >= 2; stage++, left /= 2) {
    const matches: KnockoutMatch[] = [];
    for (let i = 0; i < slots.length; i += 2)
      matches.push({ id: `S${stage}M${i / 2 + 1}`, stage, home: slots[i], away: slots[i + 1] });
    stages.push({ stage, name: stageName(left), matches });
    slots = matches.map((m) => ({ winnerOf: m.id }));
  }
  return ok({ size, stages });
}

/**
 * Resolves the bracket as far as results allow: each match's teams (null where not yet known);
 * a match against a bye is won by the team without it. `winners` maps match id → winning team.
 */
export function resolveKnockout(
  bracket: KnockoutBracket,
  winners: Readonly<Record<string, string>> = {},
): Array<{ id: string; stage: number; home: string | null; away: string | null; bye: boolean }> {
  const winnerOf = new Map<string, string | null>();
  const out: Array<{ id: string; stage: number; home: string | null; away: string | null; bye: boolean }> = [];
  const slotTeam = (s: KnockoutSlot): string | null | 'bye' =>
    'team' in s ? s.team : 'bye' in s ? 'bye' : (winnerOf.get(s.winnerOf) ?? null);
  for (const st of bracket.stages)
    for (const m of st.matches) {
      const h = slotTeam(m.home),
        a = slotTeam(m.away);
      const bye = h === 'bye' || a === 'bye';
      const home = h === 'bye' ? null : h,
        away = a === 'bye' ? null : a;
      let w: string | null = winners[m.id] ?? null;
      if (bye) w = home ?? away;
      if (w !== null && w !== home && w !== away) w = null;
      winnerOf.set(m.id, w);
      out.push({ id: m.id, stage: m.stage, home, away, bye });
    }
  return out;
}

/** The movement of one knockout stage (its matches with both teams known; byes left out). */
export function knockoutStageMovement(
  bracket: KnockoutBracket,
  stage: number,
  boardsPerMatch: number,
  winners: Readonly<Record<string, string>> = {},
): Result<TeamMovement> {
  const st = bracket.stages.find((s) => s.stage === stage);
  if (!st)
    return fail('invalid-option', `stage: ${stage} is not a stage of this bracket (1..${bracket.stages.length})`, {
      path: 'stage',
    });
  const matches = resolveKnockout(bracket, winners).filter((m) => m.stage === stage && !m.bye);
  if (matches.some((m) => m.home === null || m.away === null))
    return fail('knockout-pending', `stage ${stage}: not every match of the previous stage has a winner yet`, {
      path: 'winners',
    });
  return teamMatchesMovement([matches.map((m) => ({ home: m.home!, away: m.away! }))], {
    boardsPerMatch,
    name: `Knockout: ${st.name}`,
    variant: 'knockout',
  });
}
