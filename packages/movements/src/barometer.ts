/**
 * Barometer movements: every table plays the same boards in the same round (one copy of the set
 * per table), so results can be shown board by board as the event goes on.
 *
 * - `howell` style (default): every pair meets every other pair once in 2T − 1 rounds (the circle
 *   method: pair 2T stationary at table 1, the others rotate); directions balanced by search.
 * - `mitchell` style: NS pairs stationary, EW pairs move up one table; T rounds, two winners.
 */
import { fail, type Result } from '@stikk/core';
import { assemblePairs, checked, defaultBoardsPerRound, intOption, type RawPairTable } from './build.js';
import { balanceDirections, type HowellPlan, type PlanMeeting } from './howell.js';
import type { PairMovement, Participant } from './types.js';
import { mod } from './util.js';

/** Options of {@link barometer}: tables, pairs, boards per round, rounds and the Howell or Mitchell style. */
export interface BarometerOptions {
  /** Number of tables (2 or more). */
  readonly tables: number;
  /** Number of pairs: 2 × tables (default) or one fewer (a phantom: one pair sits out each round). */
  readonly pairs?: number;
  readonly boardsPerRound?: number;
  readonly rounds?: number;
  readonly style?: 'howell' | 'mitchell';
}

/** The most tables {@link barometer} generates. */
export const MAX_BAROMETER_TABLES = 100;

const plans = new Map<number, HowellPlan>();

/** The circle-method plan for T tables, every table on set k in round k (cached). */
function barometerPlan(T: number): HowellPlan {
  const cached = plans.get(T);
  if (cached) return cached;
  const n = 2 * T - 1;
  const rounds: PlanMeeting[][] = [];
  for (let k = 0; k < n; k++) {
    // The stationary pair's meeting gets a direction flag per round, the others one per base table.
    const row: PlanMeeting[] = [{ a: n, b: k, set: k, group: T + k }];
    for (let i = 1; i < T; i++) row.push({ a: mod(k + i, n), b: mod(k - i, n), set: k, group: i });
    rounds.push(row);
  }
  const plan: HowellPlan = { points: n + 1, rounds, groups: T + n, maxShare: T };
  plans.set(T, plan);
  return plan;
}

/** Generates a barometer movement: every table plays the same boards in the same round. Errors: `invalid-option`. */
export function barometer(options: BarometerOptions): Result<PairMovement> {
  const t = intOption('tables', options.tables, 2, MAX_BAROMETER_TABLES);
  if (!t.ok) return t;
  const T = t.value;
  const style = options.style ?? 'howell';
  if (style !== 'howell' && style !== 'mitchell')
    return fail('invalid-option', `style: "${String(style)}" must be howell or mitchell`, { path: 'style' });
  const full = style === 'howell' ? 2 * T - 1 : T;
  const r = intOption('rounds', options.rounds, 1, full, full);
  if (!r.ok)
    return fail(
      'invalid-option',
      `rounds: a ${T}-table ${style} barometer has at most ${full} rounds, got ${String(options.rounds)}`,
      { path: 'rounds' },
    );
  const R = r.value;
  const b = intOption('boardsPerRound', options.boardsPerRound, 1, 100, defaultBoardsPerRound(R));
  if (!b.ok) return b;
  const B = b.value;
  const p = intOption('pairs', options.pairs, 2 * T - 1, 2 * T, 2 * T);
  if (!p.ok) return p;
  const odd = p.value === 2 * T - 1;
  const raw: RawPairTable[] = [];
  const participants: Participant[] = [];
  if (style === 'howell') {
    const n = 2 * T - 1;
    const plan = barometerPlan(T);
    const rounds = plan.rounds;
    const phantom = odd ? n : null;
    const flip = balanceDirections(plan, R, phantom);
    const id = (x: number): string | null => (x === phantom ? null : String(x + 1));
    rounds.slice(0, R).forEach((row, ri) =>
      row.forEach((m, ti) => {
        const [ns, ew] = flip[m.group] ? [m.b, m.a] : [m.a, m.b];
        raw.push({ round: ri + 1, table: ti + 1, ns: id(ns), ew: id(ew), set: ri + 1 });
      }),
    );
    for (let i = 1; i <= p.value; i++) participants.push({ id: String(i), kind: 'pair' });
  } else {
    for (let round = 1; round <= R; round++) {
      for (let table = 1; table <= T; table++) {
        const ew = mod(table - round, T) + 1;
        raw.push({ round, table, ns: `${table}NS`, ew: odd && ew === T ? null : `${ew}EW`, set: round });
      }
    }
    for (let i = 1; i <= T; i++) participants.push({ id: `${i}NS`, kind: 'pair', field: 'NS' });
    for (let i = 1; i <= T - (odd ? 1 : 0); i++) participants.push({ id: `${i}EW`, kind: 'pair', field: 'EW' });
  }
  const tablesPlaying = odd ? T - 1 : T;
  return checked(
    assemblePairs({
      movement: 'barometer',
      name: `Barometer (${style}), ${p.value} pairs (${T} tables)`,
      variant: style,
      tables: T,
      rounds: R,
      boardsPerRound: B,
      raw,
      participants,
      copies: T,
      plays: tablesPlaying,
      winners: style === 'howell' ? 1 : 2,
      notes: [`Every table plays the same set each round: ${T} copies of each board are needed.`],
    }),
  );
}
