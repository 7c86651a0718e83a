/**
 * Individual movements: 4N players at N tables; every player partners every other player exactly
 * once in 4N − 1 rounds (a 1-factorisation of the players), built Z-cyclically on Z_{4N−1} ∪ {∞}:
 * player 4N is stationary at table 1 and the others move one position each round.
 *
 * Where a whist tournament is known (the table below, found by search and checked by the tests)
 * everyone also opposes everyone exactly twice; otherwise the partnerships are grouped into tables
 * by a local search that keeps opponent counts as even as it can (reported in the notes).
 * All tables play the same set each round (one copy of the set per table, as in a barometer).
 */
import { fail, type Result } from '@stikk/core';
import { checked, defaultBoardsPerRound, intOption } from './build.js';
import { INFINITY, isWhistStarter, type WhistStarter } from './designs.js';
import type { IndividualEntry, IndividualMovement, Participant } from './types.js';
import { boardsOfSet, mod, prng } from './util.js';

/** Whist tournaments Wh(4N) on Z_{4N−1} ∪ {∞} (−1 = ∞), tables as [N, E, S, W]; found by search. */
const WHIST: Readonly<Record<number, ReadonlyArray<readonly [number, number, number, number]>>> = {
  1: [[-1, 1, 0, 2]],
  2: [
    [-1, 1, 0, 5],
    [6, 3, 4, 2],
  ],
  3: [
    [-1, 9, 0, 6],
    [8, 5, 1, 7],
    [2, 10, 3, 4],
  ],
  4: [
    [-1, 11, 0, 12],
    [5, 3, 9, 10],
    [8, 1, 13, 7],
    [6, 2, 4, 14],
  ],
  5: [
    [-1, 5, 0, 18],
    [12, 6, 9, 11],
    [1, 17, 2, 10],
    [13, 4, 15, 8],
    [16, 3, 7, 14],
  ],
  6: [
    [-1, 4, 0, 14],
    [17, 10, 22, 9],
    [7, 1, 3, 21],
    [6, 13, 15, 2],
    [20, 19, 18, 12],
    [16, 11, 8, 5],
  ],
  7: [
    [-1, 3, 0, 24],
    [1, 6, 26, 21],
    [2, 12, 25, 15],
    [4, 8, 23, 19],
    [5, 13, 22, 14],
    [7, 9, 20, 18],
    [10, 11, 17, 16],
  ],
  8: [
    [-1, 26, 0, 8],
    [17, 5, 2, 4],
    [3, 21, 30, 10],
    [1, 25, 24, 27],
    [19, 29, 9, 15],
    [11, 20, 6, 23],
    [18, 28, 12, 16],
    [22, 7, 13, 14],
  ],
  9: [
    [-1, 9, 0, 28],
    [11, 25, 24, 19],
    [8, 6, 5, 21],
    [33, 15, 26, 1],
    [13, 29, 23, 17],
    [34, 32, 4, 31],
    [2, 20, 10, 22],
    [7, 12, 16, 30],
    [27, 14, 3, 18],
  ],
  10: [
    [-1, 13, 0, 26],
    [1, 2, 38, 37],
    [3, 5, 36, 34],
    [4, 18, 35, 21],
    [6, 17, 33, 22],
    [7, 14, 32, 25],
    [8, 12, 31, 27],
    [9, 15, 30, 24],
    [10, 19, 29, 20],
    [11, 16, 28, 23],
  ],
};

/** Options of {@link individual}: tables or players, boards per round and rounds. */
export interface IndividualOptions {
  /** Number of tables N (4N players), 1 or more. */
  readonly tables?: number;
  /** Number of players instead: 4N, or 4N + 1 (one player sits out each round). */
  readonly players?: number;
  readonly boardsPerRound?: number;
  /** Default 4N − 1 (everyone partners everyone). */
  readonly rounds?: number;
}

/** The most tables {@link individual} generates. */
export const MAX_INDIVIDUAL_TABLES = 60;

/** The base round for N tables and whether it is a whist tournament (opponents exactly twice). */
export function individualStarter(N: number): { starter: WhistStarter; whist: boolean } {
  const hit = starters.get(N);
  if (hit) return hit;
  const found = findStarter(N);
  starters.set(N, found);
  return found;
}

const starters = new Map<number, { starter: WhistStarter; whist: boolean }>();

function findStarter(N: number): { starter: WhistStarter; whist: boolean } {
  const m = 4 * N - 1;
  const known = WHIST[N];
  if (known) {
    const starter = { m, tables: known, offsets: known.map(() => 0) };
    if (isWhistStarter(starter, true, false)) return { starter, whist: true };
  }
  const starter = nearWhist(N);
  return { starter, whist: isWhistStarter(starter, true, false) };
}

/** Pairs the partnerships {∞,0}, {i,−i} into tables, evening out opponent difference classes. */
function nearWhist(N: number): WhistStarter {
  const m = 4 * N - 1;
  const half = 2 * N - 1;
  const cls = (d: number): number => {
    const x = mod(d, m);
    return Math.min(x, m - x);
  };
  // order[0] pairs with ∞'s partnership; order[1..] pair up two by two.
  const rand = prng(11);
  const order = Array.from({ length: half }, (_, i) => i + 1);
  const cost = (o: readonly number[]): number => {
    const cnt = new Array<number>(half + 1).fill(0);
    cnt[o[0]] += 2;
    for (let k = 1; k + 1 < o.length; k += 2) {
      cnt[cls(o[k] - o[k + 1])] += 2;
      cnt[cls(o[k] + o[k + 1])] += 2;
    }
    let c = 0;
    for (let k = 1; k <= half; k++) c += (cnt[k] - 2) ** 2;
    return c;
  };
  let cur = cost(order);
  for (let it = 0; it < 20000 && cur > 0; it++) {
    const i = Math.floor(rand() * half),
      j = Math.floor(rand() * half);
    if (i === j) continue;
    [order[i], order[j]] = [order[j], order[i]];
    const v = cost(order);
    if (v <= cur) cur = v;
    else [order[i], order[j]] = [order[j], order[i]];
  }
  const tables: Array<[number, number, number, number]> = [[INFINITY, order[0], 0, mod(-order[0], m)]];
  for (let k = 1; k + 1 < order.length; k += 2)
    tables.push([order[k], order[k + 1], mod(-order[k], m), mod(-order[k + 1], m)]);
  return { m, tables, offsets: tables.map(() => 0) };
}

/**
 * Orders of the partnerships {i, −i} of Z_{4N+1} that pair (consecutively) into whist tables,
 * found by simulated annealing; checked by the generator (cost 0) and the tests.
 */
const ODD_WHIST: Readonly<Record<number, readonly number[]>> = {
  3: [5, 1, 3, 2, 6, 4],
  4: [8, 6, 2, 7, 4, 3, 1, 5],
  6: [8, 6, 10, 11, 3, 12, 1, 7, 2, 5, 9, 4],
  7: [13, 11, 6, 10, 3, 12, 5, 2, 1, 7, 8, 9, 14, 4],
  9: [9, 16, 6, 8, 15, 4, 18, 3, 1, 5, 13, 14, 17, 12, 10, 7, 11, 2],
  10: [13, 19, 14, 9, 1, 15, 5, 6, 10, 2, 11, 4, 7, 17, 3, 16, 20, 18, 8, 12],
  12: [7, 23, 2, 15, 10, 11, 3, 12, 5, 19, 13, 18, 16, 4, 20, 22, 1, 9, 17, 6, 24, 21, 8, 14],
  13: [4, 26, 6, 18, 19, 9, 11, 8, 2, 3, 13, 7, 10, 25, 23, 16, 14, 22, 24, 20, 21, 5, 12, 1, 15, 17],
  15: [2, 9, 18, 24, 22, 13, 14, 15, 8, 30, 21, 6, 16, 28, 27, 29, 17, 20, 7, 3, 5, 26, 25, 11, 10, 23, 4, 12, 1, 19],
  19: [
    11, 12, 37, 15, 6, 24, 27, 7, 13, 28, 23, 9, 14, 2, 18, 35, 17, 10, 19, 21, 25, 33, 38, 29, 3, 32, 30, 34, 8, 36,
    26, 5, 16, 22, 4, 1, 31, 20,
  ],
};

/**
 * 4N + 1 players on Z_{4N+1}: player r+1 sits out in round r+1, partnerships {i, −i} (i = 1..2N)
 * paired into tables so that opponent difference classes are as even as possible (each class
 * exactly twice makes it a whist tournament).
 */
function oddStarter(N: number): { tables: Array<[number, number, number, number]>; whist: boolean } {
  const v = 4 * N + 1,
    half = 2 * N;
  const cls = (d: number): number => {
    const x = mod(d, v);
    return Math.min(x, v - x);
  };
  const order = ODD_WHIST[N] ? [...ODD_WHIST[N]] : Array.from({ length: half }, (_, i) => i + 1);
  const cost = (o: readonly number[]): number => {
    const cnt = new Array<number>(half + 1).fill(0);
    for (let k = 0; k + 1 < o.length; k += 2) {
      cnt[cls(o[k] - o[k + 1])] += 2;
      cnt[cls(o[k] + o[k + 1])] += 2;
    }
    let c = 0;
    for (let k = 1; k <= half; k++) c += (cnt[k] - 2) ** 2;
    return c;
  };
  const rand = prng(13);
  let cur = cost(order);
  for (let it = 0; it < 20000 && cur > 0; it++) {
    const i = Math.floor(rand() * half),
      j = Math.floor(rand() * half);
    if (i === j) continue;
    [order[i], order[j]] = [order[j], order[i]];
    const c = cost(order);
    if (c <= cur) cur = c;
    else [order[i], order[j]] = [order[j], order[i]];
  }
  const tables: Array<[number, number, number, number]> = [];
  for (let k = 0; k + 1 < order.length; k += 2)
    tables.push([order[k], order[k + 1], mod(-order[k], v), mod(-order[k + 1], v)]);
  return { tables, whist: cur === 0 };
}

/** Generates an individual movement for 4 × tables (or `players`) players. Errors: `invalid-option`. */
export function individual(options: IndividualOptions): Result<IndividualMovement> {
  if (options.players !== undefined) {
    const p = intOption('players', options.players, 4, 4 * MAX_INDIVIDUAL_TABLES + 1);
    if (!p.ok) return p;
    if (p.value % 4 > 1)
      return fail(
        'invalid-option',
        `players: an individual needs 4N or 4N + 1 players (one sits out), got ${p.value}`,
        { path: 'players' },
      );
    if (options.tables !== undefined && options.tables !== Math.floor(p.value / 4))
      return fail('invalid-option', `tables: ${p.value} players need ${Math.floor(p.value / 4)} tables`, {
        path: 'tables',
      });
    if (p.value % 4 === 1) return individualOdd(Math.floor(p.value / 4), options);
  }
  const t = intOption(
    'tables',
    options.tables ?? (options.players !== undefined ? options.players / 4 : undefined),
    1,
    MAX_INDIVIDUAL_TABLES,
  );
  if (!t.ok) return t;
  const N = t.value;
  const m = 4 * N - 1;
  const r = intOption('rounds', options.rounds, 1, m, m);
  if (!r.ok)
    return {
      ok: false,
      error: {
        ...r.error,
        message: `rounds: ${4 * N} players have at most ${m} rounds (everyone partners everyone once), got ${String(options.rounds)}`,
      },
    };
  const R = r.value;
  const b = intOption('boardsPerRound', options.boardsPerRound, 1, 100, defaultBoardsPerRound(R));
  if (!b.ok) return b;
  const B = b.value;
  const { starter, whist } = individualStarter(N);
  const id = (x: number, k: number): string => (x === INFINITY ? String(4 * N) : String(mod(x + k, m) + 1));
  const schedule: IndividualEntry[] = [];
  for (let k = 0; k < R; k++) {
    starter.tables.forEach(([nn, e, s, w], ti) => {
      schedule.push({
        round: k + 1,
        table: ti + 1,
        n: id(nn, k),
        e: id(e, k),
        s: id(s, k),
        w: id(w, k),
        boards: boardsOfSet(k + 1, B),
        set: k + 1,
      });
    });
  }
  const participants: Participant[] = Array.from({ length: 4 * N }, (_, i) => ({
    id: String(i + 1),
    kind: 'player' as const,
  }));
  const notes: string[] = [];
  notes.push(
    R === m
      ? 'Every player partners every other player exactly once.'
      : `${R} of ${m} rounds: each player partners ${R} others once.`,
  );
  if (R === m)
    notes.push(
      whist
        ? 'Every player opposes every other player exactly twice (a whist tournament).'
        : 'Opponents are spread as evenly as the search could manage (no whist tournament is known to Stikk for this size).',
    );
  notes.push(
    N > 1
      ? `All tables play the same boards each round: ${N} copies of each board are needed.`
      : 'One table: one copy of each board.',
  );
  return checked<IndividualMovement>({
    form: 'individual',
    movement: 'individual',
    name: `Individual, ${4 * N} players (${N} table${N === 1 ? '' : 's'})`,
    variant: whist ? 'whist' : 'partners-once',
    tables: N,
    rounds: R,
    boards: R * B,
    boardsPerRound: B,
    sets: Array.from({ length: R }, (_, i) => ({ set: i + 1, boards: boardsOfSet(i + 1, B), copies: N })),
    participants,
    schedule,
    plays: N,
    winners: 1,
    notes,
  });
}

function individualOdd(N: number, options: IndividualOptions): Result<IndividualMovement> {
  const v = 4 * N + 1;
  const r = intOption('rounds', options.rounds, 1, v, v);
  if (!r.ok)
    return {
      ok: false,
      error: {
        ...r.error,
        message: `rounds: ${v} players have at most ${v} rounds (everyone partners everyone once), got ${String(options.rounds)}`,
      },
    };
  const R = r.value;
  const b = intOption('boardsPerRound', options.boardsPerRound, 1, 100, defaultBoardsPerRound(R));
  if (!b.ok) return b;
  const B = b.value;
  const { tables, whist } = oddStarter(N);
  const id = (x: number, k: number): string => String(mod(x + k, v) + 1);
  const schedule: IndividualEntry[] = [];
  for (let k = 0; k < R; k++) {
    tables.forEach(([nn, e, s, w], ti) => {
      schedule.push({
        round: k + 1,
        table: ti + 1,
        n: id(nn, k),
        e: id(e, k),
        s: id(s, k),
        w: id(w, k),
        boards: boardsOfSet(k + 1, B),
        set: k + 1,
      });
    });
  }
  const notes = [
    `${v} players: player r sits out in round r.`,
    R === v ? 'Every player partners every other player exactly once.' : `${R} of ${v} rounds.`,
    ...(R === v
      ? [
          whist
            ? 'Every player opposes every other player exactly twice (a whist tournament).'
            : 'Opponents are spread as evenly as the search could manage.',
        ]
      : []),
    N > 1
      ? `All tables play the same boards each round: ${N} copies of each board are needed.`
      : 'One table: one copy of each board.',
  ];
  return checked<IndividualMovement>({
    form: 'individual',
    movement: 'individual',
    name: `Individual, ${v} players (${N} table${N === 1 ? '' : 's'}, one sitting out)`,
    variant: whist ? 'whist' : 'partners-once',
    tables: N,
    rounds: R,
    boards: R * B,
    boardsPerRound: B,
    sets: Array.from({ length: R }, (_, i) => ({ set: i + 1, boards: boardsOfSet(i + 1, B), copies: N })),
    participants: Array.from({ length: v }, (_, i) => ({ id: String(i + 1), kind: 'player' as const })),
    schedule,
    plays: N,
    winners: 1,
    notes,
  });
}
