/**
 * Howell movements: every pair moves; in a complete Howell for 2T pairs at T tables every pair
 * meets every other pair exactly once and plays every one of the 2T − 1 board sets exactly once
 * in 2T − 1 rounds. An odd number of pairs adds a phantom: whoever meets it sits out.
 *
 * Construction: for T ≥ 4 a cyclic Room square of side 2T − 1 (a starter with an adder, found by
 * search in `designs.ts`): pair 2T is stationary at table 1 and meets pair k+1 on set k+1 in round
 * k+1; table i+1 holds the starter pair {x, y} shifted by the round, on its set shifted the same way.
 * For 2 and 3 tables no Room square exists, so tables share sets: with 2 tables both tables play
 * the same set each round; with 3 tables all three tables share one set in one round.
 * Directions (who sits NS) are then chosen by a local search that evens out how often each
 * pair is compared with each other pair ({@link comparisonBalance}).
 *
 * Fewer rounds give a partial Howell (`three-quarter` picks three quarters of the rounds).
 */
import { fail, type Result } from '@stikk/core';
import { assemblePairs, checked, defaultBoardsPerRound, intOption, type RawPairTable } from './build.js';
import { findRoomStarter } from './designs.js';
import type { PairMovement, Participant } from './types.js';
import { mod, prng } from './util.js';

/** The Howell variants {@link howell} generates. */
export const HOWELL_VARIANTS = ['complete', 'three-quarter'] as const;
/** A complete Howell, or a three-quarter Howell (three quarters of the rounds). */
export type HowellVariant = (typeof HOWELL_VARIANTS)[number];

/** Options of {@link howell}: pairs or tables, boards per round, rounds and the variant. */
export interface HowellOptions {
  /** Number of pairs (4 or more); default 2 × tables. An odd number adds a phantom. */
  readonly pairs?: number;
  /** Number of tables; default ⌈pairs / 2⌉. */
  readonly tables?: number;
  readonly boardsPerRound?: number;
  /** Default: all 2T − 1 rounds (or three quarters of them for `three-quarter`). */
  readonly rounds?: number;
  readonly variant?: HowellVariant;
}

/** The most tables {@link howell} generates. */
export const MAX_HOWELL_TABLES = 60;

/** One meeting of a plan: points are 0..n−1 and n (the stationary pair); `group` shares a direction flag. */
export interface PlanMeeting {
  readonly a: number;
  readonly b: number;
  readonly set: number;
  readonly group: number;
}
/** A round-by-round plan: `rounds[r][t]` is the meeting at table t+1 in round r+1; sets are 0-based. */
export interface HowellPlan {
  readonly points: number;
  readonly rounds: readonly (readonly PlanMeeting[])[];
  readonly groups: number;
  readonly maxShare: number;
}

const planCache = new Map<number, HowellPlan | null>();
const STARTER_TRIES = 16;

/** The complete plan for T tables (2T pairs), or null when none is known. Cached. */
export function howellPlan(T: number): HowellPlan | null {
  if (planCache.has(T)) return planCache.get(T)!;
  let plan: HowellPlan | null = null;
  const n = 2 * T - 1;
  if (T === 2) plan = smallPlan(2);
  else if (T === 3) plan = smallPlan(3);
  else {
    // Several starters (different search seeds) give different Howells; keep the one whose
    // best directions compare pairs most evenly.
    let best = Infinity;
    for (let seed = 1; seed <= STARTER_TRIES; seed++) {
      const s = findRoomStarter(n, seed);
      if (!s) continue;
      const rounds: PlanMeeting[][] = [];
      for (let k = 0; k < n; k++) {
        const row: PlanMeeting[] = [{ a: n, b: k, set: k, group: 0 }];
        s.pairs.forEach(([x, y], i) =>
          row.push({ a: mod(x + k, n), b: mod(y + k, n), set: mod(s.adders[i] + k, n), group: i + 1 }),
        );
        rounds.push(row);
      }
      const candidate: HowellPlan = { points: n + 1, rounds, groups: T, maxShare: 1 };
      const score = directions(candidate, n, null, 7).score;
      if (score < best - 1e-9) {
        best = score;
        plan = candidate;
      }
      if (score < 1e-9) break;
    }
  }
  planCache.set(T, plan);
  return plan;
}

/** Circle-method rounds with sets assigned by exhaustive search (2 and 3 tables only). */
function smallPlan(T: number): HowellPlan {
  const n = 2 * T - 1;
  const rounds: Array<Array<{ a: number; b: number }>> = [];
  for (let k = 0; k < n; k++) {
    const row = [{ a: n, b: k }];
    for (let i = 1; i < T; i++) row.push({ a: mod(k + i, n), b: mod(k - i, n) });
    rounds.push(row);
  }
  const meetings = rounds.flatMap((row, r) => row.map((m, t) => ({ ...m, r, t })));
  // Each pair plays each set once. With 2T = 4 or 6 pairs the rounds and the sets are two
  // 1-factorisations of K_2T; two different ones of K6 always share a whole factor, and K4 has
  // only one, so a round in which all T tables play the same set cannot be avoided. Search for
  // the plan with the fewest such shared (round, set) cells.
  for (let sharedCells = 1; sharedCells <= n; sharedCells++) {
    const sets = new Array<number>(meetings.length).fill(-1);
    const pairSet = new Set<string>();
    const count = new Map<string, number>();
    let shared = 0;
    const go = (i: number): boolean => {
      if (i === meetings.length) return true;
      const m = meetings[i];
      for (let s = 0; s < n; s++) {
        const k = `${m.r}/${s}`;
        const c = count.get(k) ?? 0;
        if (pairSet.has(`${m.a}/${s}`) || pairSet.has(`${m.b}/${s}`)) continue;
        if (c === 1 && shared >= sharedCells) continue;
        sets[i] = s;
        count.set(k, c + 1);
        pairSet.add(`${m.a}/${s}`);
        pairSet.add(`${m.b}/${s}`);
        if (c === 1) shared++;
        if (go(i + 1)) return true;
        if (c === 1) shared--;
        count.set(k, c);
        pairSet.delete(`${m.a}/${s}`);
        pairSet.delete(`${m.b}/${s}`);
      }
      return false;
    };
    if (go(0)) {
      const out = rounds.map((row, r) => row.map((m, t) => ({ ...m, set: sets[r * T + t], group: r * T + t })));
      let maxShare = 1;
      for (const v of count.values()) maxShare = Math.max(maxShare, v);
      return { points: n + 1, rounds: out, groups: meetings.length, maxShare };
    }
  }
  throw new Error(`no ${T}-table Howell plan`); // unreachable: sharing by all tables always works
}

/**
 * Chooses who sits NS at each meeting group to even out the with-comparisons between real
 * pairs (hill climbing from a few deterministic starts). Returns one flag per group.
 */
export function balanceDirections(plan: HowellPlan, rounds: number, phantom: number | null, seed = 7): boolean[] {
  return directions(plan, rounds, phantom, seed).flip;
}

function directions(
  plan: HowellPlan,
  rounds: number,
  phantom: number | null,
  seed: number,
): { flip: boolean[]; score: number } {
  // Deterministic, so the answer for a plan object can be kept (plans are cached per size).
  let memo = flipMemo.get(plan);
  if (!memo) flipMemo.set(plan, (memo = new Map()));
  const key = `${rounds}/${phantom}/${seed}`;
  const hit = memo.get(key);
  if (hit) return { flip: [...hit.flip], score: hit.score };
  const result = searchDirections(plan, rounds, phantom, seed);
  memo.set(key, result);
  return { flip: [...result.flip], score: result.score };
}

const flipMemo = new WeakMap<HowellPlan, Map<string, { flip: boolean[]; score: number }>>();

function searchDirections(
  plan: HowellPlan,
  rounds: number,
  phantom: number | null,
  seed: number,
): { flip: boolean[]; score: number } {
  const used = plan.rounds.slice(0, rounds);
  const P = plan.points;
  const real = [...Array(P).keys()].filter((p) => p !== phantom);
  // Meetings that count (no phantom), grouped by set; scratch arrays reused between evaluations.
  const bySet = new Map<number, PlanMeeting[]>();
  for (const row of used)
    for (const m of row) {
      if (m.a === phantom || m.b === phantom) continue;
      const list = bySet.get(m.set);
      if (list) list.push(m);
      else bySet.set(m.set, [m]);
    }
  const groupsOfSets = [...bySet.values()];
  const w = new Float64Array(P * P);
  const ns = new Int32Array(plan.rounds[0].length * plan.rounds.length);
  const ew = new Int32Array(ns.length);
  const score = (flip: readonly boolean[]): number => {
    w.fill(0);
    for (const list of groupsOfSets) {
      let k = 0;
      for (const m of list) {
        if (flip[m.group]) {
          ns[k] = m.b;
          ew[k] = m.a;
        } else {
          ns[k] = m.a;
          ew[k] = m.b;
        }
        k++;
      }
      for (let i = 0; i < k; i++)
        for (let j = i + 1; j < k; j++) {
          w[ns[i] * P + ns[j]]++;
          w[ns[j] * P + ns[i]]++;
          w[ew[i] * P + ew[j]]++;
          w[ew[j] * P + ew[i]]++;
        }
    }
    let sum = 0,
      sq = 0,
      cnt = 0;
    for (let i = 0; i < real.length; i++)
      for (let j = i + 1; j < real.length; j++) {
        const v = w[real[i] * P + real[j]];
        sum += v;
        sq += v * v;
        cnt++;
      }
    return sq - (sum * sum) / cnt; // cnt × variance
  };
  const rand = prng(seed);
  let best: boolean[] = [];
  let bestScore = Infinity;
  if (plan.groups <= 12 || plan.points <= 6) {
    // Few direction flags (up to 6 tables, and the 2- and 3-table plans): try every assignment
    // (group 0 fixed: turning every table round changes no comparison).
    for (let mask = 0; mask < 1 << (plan.groups - 1); mask++) {
      const flip = Array.from({ length: plan.groups }, (_, g) => g > 0 && ((mask >> (g - 1)) & 1) === 1);
      const v = score(flip);
      if (v < bestScore - 1e-9) {
        bestScore = v;
        best = flip;
      }
    }
    return { flip: best, score: bestScore };
  }
  const starts = plan.groups > 10 ? 3 : 8;
  for (let s = 0; s < starts; s++) {
    const flip = Array.from({ length: plan.groups }, (_, g) => (s === 0 ? g % 2 === 1 : rand() < 0.5));
    flip[0] = false;
    let cur = score(flip);
    for (let pass = 0, improved = true; improved && pass < 30; pass++) {
      improved = false;
      for (let g = 1; g < plan.groups; g++) {
        flip[g] = !flip[g];
        const v = score(flip);
        if (v < cur - 1e-9) {
          cur = v;
          improved = true;
        } else flip[g] = !flip[g];
      }
    }
    if (cur < bestScore) {
      bestScore = cur;
      best = [...flip];
    }
  }
  return { flip: best, score: bestScore };
}

/** Generates a Howell movement. Errors: `invalid-option` naming the option. */
export function howell(options: HowellOptions): Result<PairMovement> {
  let pairs = options.pairs;
  if (pairs === undefined) {
    const t = intOption('tables', options.tables, 2, MAX_HOWELL_TABLES);
    if (!t.ok) return t;
    pairs = 2 * t.value;
  }
  const p = intOption('pairs', pairs, 4, 2 * MAX_HOWELL_TABLES);
  if (!p.ok) return p;
  const P = p.value;
  const T = Math.ceil(P / 2);
  if (options.tables !== undefined && options.tables !== T) {
    return fail('invalid-option', `tables: ${P} pairs need ${T} tables, not ${options.tables}`, { path: 'tables' });
  }
  const variant = options.variant ?? 'complete';
  if (!(HOWELL_VARIANTS as readonly string[]).includes(variant))
    return fail('invalid-option', `variant: "${String(variant)}" must be complete or three-quarter`, {
      path: 'variant',
    });
  const full = 2 * T - 1;
  const dfltRounds = variant === 'three-quarter' ? Math.max(1, Math.round((full * 3) / 4)) : full;
  const r = intOption('rounds', options.rounds, 1, full, dfltRounds);
  if (!r.ok)
    return fail(
      'invalid-option',
      `rounds: a ${T}-table Howell has at most ${full} rounds, got ${String(options.rounds)}`,
      { path: 'rounds' },
    );
  const R = r.value;
  const plan = howellPlan(T);
  if (!plan) return fail('no-design', `no ${T}-table Howell design was found`, { path: 'tables' });
  const b = intOption('boardsPerRound', options.boardsPerRound, 1, 100, defaultBoardsPerRound(R, plan.maxShare));
  if (!b.ok) return b;
  const B = b.value;
  if (B < plan.maxShare) {
    return fail(
      'invalid-option',
      `boardsPerRound: up to ${plan.maxShare} tables of a ${T}-table Howell share one set in a round, so at least ${plan.maxShare} boards per round are needed`,
      { path: 'boardsPerRound' },
    );
  }
  const n = plan.points - 1;
  const phantom = P % 2 === 1 ? phantomCandidates(plan)[0] : null;
  // Turning every table round changes no comparison; do it so the stationary pair sits EW, as
  // on most printed Howell cards (round 1, table 1: pair 1 NS v pair 2T EW).
  const flip = balanceDirections(plan, R, phantom).map((f) => !f);
  const idOf = (x: number): string | null => (x === phantom ? null : String(relabel(x, n, phantom) + 1));
  const raw: RawPairTable[] = [];
  plan.rounds.slice(0, R).forEach((row, ri) =>
    row.forEach((m, ti) => {
      const [ns, ew] = flip[m.group] ? [m.b, m.a] : [m.a, m.b];
      raw.push({ round: ri + 1, table: ti + 1, ns: idOf(ns), ew: idOf(ew), set: m.set + 1 });
    }),
  );
  const participants: Participant[] = [];
  for (let i = 1; i <= P; i++) participants.push({ id: String(i), kind: 'pair' });
  const complete = R === full;
  const notes: string[] = [];
  if (complete) notes.push('Complete Howell: every pair meets every other pair once and plays every board once.');
  else notes.push(`Partial Howell: ${R} of ${full} rounds; each pair meets ${R} of the other ${2 * T - 1} pairs.`);
  if (T === 2)
    notes.push('With 2 tables both tables share the same set every round (no Room square of side 3 exists).');
  if (T === 3)
    notes.push('With 3 tables one round has all three tables sharing one set (no Room square of side 5 exists).');
  if (phantom !== null) notes.push(`${P} pairs: the pair drawn against the phantom sits out each round.`);
  return checked(
    assemblePairs({
      movement: 'howell',
      name: `Howell, ${P} pairs (${T} tables)${complete ? '' : `, ${R} rounds`}`,
      variant: complete
        ? 'complete'
        : variant === 'three-quarter' && options.rounds === undefined
          ? 'three-quarter'
          : 'partial',
      tables: T,
      rounds: R,
      boardsPerRound: B,
      raw,
      participants,
      winners: 1,
      notes,
      compactSets: !complete,
      ...(complete ? { plays: phantom === null ? T : T - 1 } : {}),
    }),
  );
}

/** Pair numbers: the phantom takes the last number, so real pairs are 1..P. */
function relabel(x: number, n: number, phantom: number | null): number {
  if (phantom === null || phantom === n) return x;
  return x === n ? phantom : x;
}

/**
 * Who may be the phantom: the stationary pair for cyclic plans; for the small plans every pair
 * that takes part in the most shared meetings (so sharing falls on the sit-out table).
 */
function phantomCandidates(plan: HowellPlan): number[] {
  if (plan.maxShare === 1) return [plan.points - 1];
  const score = new Array<number>(plan.points).fill(0);
  for (const row of plan.rounds) {
    const bySet = new Map<number, number>();
    for (const m of row) bySet.set(m.set, (bySet.get(m.set) ?? 0) + 1);
    for (const m of row)
      if (bySet.get(m.set)! === plan.maxShare) {
        score[m.a]++;
        score[m.b]++;
      }
  }
  const top = Math.max(...score);
  return [...score.keys()].filter((x) => score[x] === top);
}
