/**
 * Swiss draws: the draw is the one a full backtracking search in standing order gives (checked
 * against such a search on small random fields), and a large field late in the event is drawn at
 * once whenever a draw without repeats exists (the old bounded search gave up on such fields).
 */
import { describe, expect, it } from 'vitest';
import { maximumMatching } from '../src/matching.js';
import { swissPairings, swissStandings } from '../src/teams.js';

/** A small deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The reference: backtracking in standing order, without a node bound. */
function reference(order: string[], met: (a: string, b: string) => boolean): Array<[string, string]> | null {
  if (order.length === 0) return [];
  const [top, ...rest] = order;
  for (let i = 0; i < rest.length; i++) {
    if (met(top, rest[i])) continue;
    const tail = reference([...rest.slice(0, i), ...rest.slice(i + 1)], met);
    if (tail) return [[top, rest[i]], ...tail];
  }
  return null;
}

const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

describe('maximumMatching', () => {
  it('finds the size of a maximum matching, odd cycles (blossoms) included', () => {
    // A triangle with a pendant: 2. Two triangles joined by an edge: 3. A 5-cycle: 2.
    const g = (edges: Array<[number, number]>) => (a: number, b: number) =>
      edges.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
    expect(
      maximumMatching(
        4,
        g([
          [0, 1],
          [1, 2],
          [2, 0],
          [2, 3],
        ]),
      ),
    ).toBe(2);
    expect(
      maximumMatching(
        6,
        g([
          [0, 1],
          [1, 2],
          [2, 0],
          [3, 4],
          [4, 5],
          [5, 3],
          [2, 3],
        ]),
      ),
    ).toBe(3);
    expect(
      maximumMatching(
        5,
        g([
          [0, 1],
          [1, 2],
          [2, 3],
          [3, 4],
          [4, 0],
        ]),
      ),
    ).toBe(2);
    expect(maximumMatching(0, () => true)).toBe(0);
  });
});

describe('swissPairings', () => {
  it('gives the full backtracking search’s draw on 300 random small fields', () => {
    const r = rng(7);
    for (let trial = 0; trial < 300; trial++) {
      const n = 2 + 2 * Math.floor(r() * 6); // 2..12 teams
      const teams = Array.from({ length: n }, (_, i) => `T${String(i).padStart(2, '0')}`);
      const played: Array<[string, string]> = [];
      const density = r() * 0.8;
      for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (r() < density) played.push([teams[a], teams[b]]);
      const met = new Set(played.map(([a, b]) => key(a, b)));
      const standings = swissStandings(teams, []);
      const order = [...standings].sort((a, b) => a.rank - b.rank).map((s) => s.team);
      const want = reference(order, (a, b) => met.has(key(a, b)));
      const got = swissPairings(standings, { played });
      if (!want) {
        expect(got.ok, `trial ${trial}`).toBe(false);
        continue;
      }
      expect(got.ok, `trial ${trial}`).toBe(true);
      if (!got.ok) continue;
      const drawn = got.value.map((m) => key(m.home, m.away!)).sort();
      expect(drawn, `trial ${trial}`).toEqual(want.map(([a, b]) => key(a, b)).sort());
    }
  });

  it('draws round 13 of a 30-team field and round 10 of a 200-team field where a draw exists', () => {
    for (const [n, rounds, seed] of [
      [30, 12, 3],
      [30, 12, 11],
      [200, 9, 5],
    ] as const) {
      const r = rng(seed);
      const teams = Array.from({ length: n }, (_, i) => `T${i}`);
      const played: Array<[string, string]> = [];
      // Earlier rounds: random perfect matchings without repeats (as a real event's rounds are).
      const met = new Set<string>();
      for (let round = 0; round < rounds; round++) {
        for (let attempt = 0; attempt < 1000; attempt++) {
          const shuffled = [...teams].sort(() => r() - 0.5);
          const pairs: Array<[string, string]> = [];
          for (let i = 0; i < n; i += 2) pairs.push([shuffled[i], shuffled[i + 1]]);
          if (pairs.some(([a, b]) => met.has(key(a, b)))) continue;
          for (const [a, b] of pairs) met.add(key(a, b)), played.push([a, b]);
          break;
        }
      }
      // The standings put the teams that met most often next to each other at the top.
      const got = swissPairings(swissStandings(teams, []), { played });
      expect(got.ok, `${n} teams`).toBe(true);
      if (got.ok) {
        expect(got.value).toHaveLength(n / 2);
        for (const m of got.value) expect(met.has(key(m.home, m.away!))).toBe(false);
      }
    }
  });

  it('finds the one draw that exists when the bottom team may meet only the top team (30 teams)', () => {
    const teams = Array.from({ length: 30 }, (_, i) => `T${String(i).padStart(2, '0')}`);
    const last = teams[29];
    const played: Array<[string, string]> = teams.slice(1, 29).map((t) => [t, last]);
    const got = swissPairings(swissStandings(teams, []), { played });
    // The old search, bounded at a million nodes, gave up here (swiss-no-pairing).
    expect(got.ok).toBe(true);
    if (got.ok) expect(got.value.some((m) => key(m.home, m.away!) === key(teams[0], last))).toBe(true);
  });
});
