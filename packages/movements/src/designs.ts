/**
 * Combinatorial designs behind the Howell and individual movements, found by search and then
 * checked (the generators validate every movement they build).
 *
 * - A complete Howell for 2T pairs with 2T−1 board sets in which every pair meets every other
 *   pair once and plays every set once is a Room square of side n = 2T−1 (rows = rounds,
 *   columns = board sets). We build cyclic ones: a *starter* on Z_n (a partition of Z_n∖{0}
 *   into pairs using each difference ±d once) with an *adder* (one shift per pair so that the
 *   shifted pairs again partition Z_n∖{0}). Room squares exist for every odd side except 3 and 5.
 * - An individual movement for 4N players where everyone partners everyone once (and opposes
 *   everyone twice) is a whist tournament Wh(4N); we build Z-cyclic ones on Z_{4N−1} ∪ {∞}.
 *
 * Internal: not exported from the package.
 */
import { mod, prng, shuffle } from './util.js';

/** A cyclic Room square of side `n`: meeting i is {pairs[i][0]+r, pairs[i][1]+r} in round r, set adders[i]+r. */
export interface RoomStarter {
  readonly n: number;
  readonly pairs: ReadonlyArray<readonly [number, number]>;
  /** Set offset of each pair's table; the ∞ table uses offset 0. Distinct and non-zero. */
  readonly adders: readonly number[];
}

const cls = (d: number, n: number): number => {
  const x = mod(d, n);
  return Math.min(x, n - x);
};

/**
 * Searches for a strong starter (pair sums distinct and non-zero; the adder is then the sum,
 * which shifts each pair {x, y} onto {−y, −x}), falling back to any starter with an adder found by backtracking.
 * Deterministic for a
 * given seed. Returns null when nothing is found within the node budget (sides 3 and 5 have
 * no Room square at all).
 */
export function findRoomStarter(n: number, seed = 1, budget = 2_000_000): RoomStarter | null {
  if (n < 7 || n % 2 === 0) return null;
  const rand = prng(seed);
  for (let attempt = 0; attempt < 40; attempt++) {
    const strong = searchStarter(n, true, rand, budget / 40);
    if (strong) return { n, pairs: strong, adders: strong.map(([x, y]) => mod(x + y, n)) };
  }
  // No strong starter (e.g. side 9): try ordinary starters and search an adder for each.
  for (let attempt = 0; attempt < 400; attempt++) {
    const starter = searchStarter(n, false, rand, budget / 400);
    if (!starter) continue;
    const adders = searchAdder(n, starter, rand, budget / 400);
    if (adders) return { n, pairs: starter, adders };
  }
  return null;
}

function searchStarter(n: number, strong: boolean, rand: () => number, budget: number): Array<[number, number]> | null {
  const used = new Array<boolean>(n).fill(false);
  used[0] = true;
  const usedClass = new Array<boolean>(n).fill(false);
  const usedSum = new Array<boolean>(n).fill(false);
  usedSum[0] = true;
  const pairs: Array<[number, number]> = [];
  let nodes = 0;
  const order = shuffle([...Array(n).keys()].slice(1), rand);
  const go = (): boolean => {
    if (++nodes > budget) return false;
    let x = -1;
    for (const v of order)
      if (!used[v]) {
        x = v;
        break;
      }
    if (x < 0) return true;
    used[x] = true;
    for (const y of order) {
      if (used[y]) continue;
      const c = cls(y - x, n);
      if (usedClass[c]) continue;
      const s = mod(x + y, n);
      if (strong && usedSum[s]) continue;
      used[y] = true;
      usedClass[c] = true;
      if (strong) usedSum[s] = true;
      pairs.push([x, y]);
      if (go()) return true;
      pairs.pop();
      used[y] = false;
      usedClass[c] = false;
      if (strong) usedSum[s] = false;
    }
    used[x] = false;
    return false;
  };
  return go() ? pairs : null;
}

function searchAdder(
  n: number,
  starter: ReadonlyArray<readonly [number, number]>,
  rand: () => number,
  budget: number,
): number[] | null {
  const covered = new Array<boolean>(n).fill(false);
  covered[0] = true;
  const usedAdder = new Array<boolean>(n).fill(false);
  usedAdder[0] = true;
  const adders: number[] = [];
  let nodes = 0;
  const shifts = shuffle([...Array(n).keys()].slice(1), rand);
  const go = (i: number): boolean => {
    if (++nodes > budget) return false;
    if (i === starter.length) return true;
    const [x, y] = starter[i];
    for (const a of shifts) {
      if (usedAdder[a]) continue;
      // Column c holds meeting i in round c − a: the pair {x − a, y − a} shifted by c.
      const u = mod(x - a, n),
        v = mod(y - a, n);
      if (covered[u] || covered[v]) continue;
      covered[u] = covered[v] = usedAdder[a] = true;
      adders.push(a);
      if (go(i + 1)) return true;
      adders.pop();
      covered[u] = covered[v] = usedAdder[a] = false;
    }
    return false;
  };
  return go(0) ? adders : null;
}

/** Checks the Room-square property of a cyclic starter/adder (used by tests and as a guard). */
export function isRoomStarter(s: RoomStarter): boolean {
  const { n, pairs, adders } = s;
  if (pairs.length !== (n - 1) / 2 || adders.length !== pairs.length) return false;
  const seen = new Set<number>(),
    classes = new Set<number>(),
    shifted = new Set<number>([0]),
    add = new Set<number>([0]);
  pairs.forEach(([x, y], i) => {
    seen.add(mod(x, n));
    seen.add(mod(y, n));
    classes.add(cls(y - x, n));
    shifted.add(mod(x - adders[i], n));
    shifted.add(mod(y - adders[i], n));
    add.add(mod(adders[i], n));
  });
  return (
    !seen.has(0) &&
    seen.size === n - 1 &&
    classes.size === pairs.length &&
    shifted.size === n &&
    add.size === pairs.length + 1
  );
}

/**
 * A Z-cyclic whist tournament on Z_m ∪ {∞} (m = 4N − 1, ∞ written as −1): N tables, each
 * [north, east, south, west]; round r adds r to every finite player. `offsets[t]` is the board
 * set offset of table t (set offsets[t] + r in round r) chosen so no player meets a set twice.
 */
export interface WhistStarter {
  readonly m: number;
  readonly tables: ReadonlyArray<readonly [number, number, number, number]>;
  readonly offsets: readonly number[];
}

export const INFINITY = -1;

/**
 * Searches a Z-cyclic whist tournament for 4N players together with its board offsets.
 * `whist=false` drops the opponent balance (partners once still holds); `boards=false` drops
 * the board offsets (the caller then lets all tables play the same set each round).
 */
export function findWhistStarter(
  tables: number,
  opts: { seed?: number; whist?: boolean; boards?: boolean; budget?: number } = {},
): WhistStarter | null {
  const m = 4 * tables - 1;
  const rand = prng(opts.seed ?? 1);
  const attempts = 50;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const t = searchWhist(
      m,
      tables,
      opts.whist ?? true,
      opts.boards ?? true,
      rand,
      (opts.budget ?? 2_000_000) / attempts,
    );
    if (t) return { m, ...t };
  }
  return null;
}

function searchWhist(
  m: number,
  n: number,
  whist: boolean,
  boards: boolean,
  rand: () => number,
  budget: number,
): { tables: Array<[number, number, number, number]>; offsets: number[] } | null {
  const used = new Array<boolean>(m).fill(false);
  const partnerClass = new Array<boolean>(m).fill(false);
  const oppCount = new Array<number>(m).fill(0);
  // Board offsets: player y at table t meets set x − y + offset[t] when x = y + r; the values
  // y − offset[t] must be distinct, so each table's finite players shifted by its offset tile Z_m.
  const covered = new Array<boolean>(m).fill(false);
  const usedOffset = new Array<boolean>(m).fill(false);
  const tables: Array<[number, number, number, number]> = [];
  const offsets: number[] = [];
  const order = shuffle([...Array(m).keys()], rand);
  let nodes = 0;
  const c = (d: number): number => cls(d, m);
  const addOpp = (xs: number[], ys: number[], delta: number): boolean => {
    let okay = true;
    for (const x of xs)
      for (const y of ys) {
        if (x === INFINITY || y === INFINITY) continue;
        const k = c(x - y);
        oppCount[k] += delta;
        if (oppCount[k] > 2) okay = false;
      }
    return okay || !whist;
  };
  used[0] = true; // table 0: ∞ partners 0 (any finite player will do, by translation)
  const pickPartnership = (cb: (a: number, b: number) => boolean): boolean => {
    let a = -1;
    for (const v of order)
      if (!used[v]) {
        a = v;
        break;
      }
    if (a < 0) return false;
    used[a] = true;
    for (const b of order) {
      if (used[b]) continue;
      const k = c(b - a);
      if (partnerClass[k]) continue;
      used[b] = true;
      partnerClass[k] = true;
      if (cb(a, b)) return true;
      used[b] = false;
      partnerClass[k] = false;
    }
    used[a] = false;
    return false;
  };
  const placeTable = (table: [number, number, number, number]): boolean => {
    if (!boards) {
      tables.push(table);
      offsets.push(0);
      if (go()) return true;
      tables.pop();
      offsets.pop();
      return false;
    }
    const finite = table.filter((y) => y !== INFINITY);
    for (const s of order) {
      if (usedOffset[s]) continue;
      const vals = finite.map((y) => mod(y - s, m));
      if (vals.some((v) => covered[v])) continue;
      for (const v of vals) covered[v] = true;
      usedOffset[s] = true;
      tables.push(table);
      offsets.push(s);
      if (go()) return true;
      tables.pop();
      offsets.pop();
      usedOffset[s] = false;
      for (const v of vals) covered[v] = false;
    }
    return false;
  };
  const go = (): boolean => {
    if (++nodes > budget) return false;
    if (tables.length === n) return true;
    const withNS = (ns: [number, number]): boolean =>
      pickPartnership((e, w) => {
        let found = false;
        if (addOpp(ns, [e, w], 1)) found = placeTable([ns[0], e, ns[1], w]);
        if (!found) addOpp(ns, [e, w], -1);
        return found;
      });
    if (tables.length === 0) return withNS([INFINITY, 0]);
    return pickPartnership((a, b) => withNS([a, b]));
  };
  return go() ? { tables, offsets } : null;
}

/** Checks a whist starter: partners once, (optionally) opponents twice, board offsets tile Z_m. */
export function isWhistStarter(s: WhistStarter, whist = true, boards = true): boolean {
  const { m, tables, offsets } = s;
  const players = new Set<number>(),
    partner = new Map<number, number>(),
    opp = new Map<number, number>(),
    tiles = new Set<number>();
  const bump = (map: Map<number, number>, k: number): void => {
    map.set(k, (map.get(k) ?? 0) + 1);
  };
  tables.forEach(([nn, e, so, w], t) => {
    for (const p of [nn, e, so, w]) {
      players.add(p);
      if (p !== INFINITY) tiles.add(mod(p - offsets[t], m));
    }
    for (const [a, b] of [
      [nn, so],
      [e, w],
    ])
      if (a !== INFINITY && b !== INFINITY) bump(partner, cls(a - b, m));
    for (const a of [nn, so]) for (const b of [e, w]) if (a !== INFINITY && b !== INFINITY) bump(opp, cls(a - b, m));
  });
  if (players.size !== m + 1 || tables.length * 4 !== m + 1) return false;
  for (let k = 1; k <= (m - 1) / 2; k++) {
    if (partner.get(k) !== 1) return false;
    if (whist && opp.get(k) !== 2) return false;
  }
  return !boards || (tiles.size === m && new Set(offsets).size === offsets.length);
}

/**
 * A patterned whist starter: partnerships {∞, 0} and {i, −i} (i = 1..2N−1) of Z_{4N−1}, paired
 * into tables so that every difference class occurs exactly twice between opponents. Table
 * {i, −i} v {j, −j} gives classes |i − j| and |i + j| (each twice); {∞, 0} v {j, −j} gives j twice.
 * Returns null when the search budget runs out.
 */
export function findPatternedWhist(tables: number, budget = 2_000_000): WhistStarter | null {
  const m = 4 * tables - 1;
  const half = 2 * tables - 1;
  const usedClass = new Array<boolean>(half + 1).fill(false);
  const usedPart = new Array<boolean>(half + 1).fill(false);
  const pairs: Array<[number, number]> = [];
  let nodes = 0;
  const go = (): boolean => {
    if (++nodes > budget) return false;
    let i = 0;
    for (let k = 1; k <= half; k++)
      if (!usedPart[k]) {
        i = k;
        break;
      }
    if (i === 0) return true;
    usedPart[i] = true;
    for (let j = i + 1; j <= half; j++) {
      if (usedPart[j]) continue;
      const c1 = cls(i - j, m),
        c2 = cls(i + j, m);
      if (c1 === c2 || usedClass[c1] || usedClass[c2]) continue;
      usedPart[j] = usedClass[c1] = usedClass[c2] = true;
      pairs.push([i, j]);
      if (go()) return true;
      pairs.pop();
      usedPart[j] = usedClass[c1] = usedClass[c2] = false;
    }
    usedPart[i] = false;
    return false;
  };
  // The ∞ table takes {j, −j} for some j (class j); the rest pair up.
  for (let j = 1; j <= half; j++) {
    usedPart[j] = usedClass[j] = true;
    if (go()) {
      const t: Array<[number, number, number, number]> = [[INFINITY, j, 0, mod(-j, m)]];
      for (const [a, b] of pairs) t.push([a, b, mod(-a, m), mod(-b, m)]);
      return { m, tables: t, offsets: t.map(() => 0) };
    }
    usedPart[j] = usedClass[j] = false;
    pairs.length = 0;
  }
  return null;
}
