// Scoring a generated cross-IMP pairs event: T tables (a Mitchell, every board played at every
// table), 42 boards. Goal: 40 tables < 200 ms. Also 10 and 160 tables, to show the growth
// (cross-IMPs compare every pair of results on a board: O(T²) per board).
import {
  contract,
  scoreContract,
  seededRandom,
  unitRandom,
  vulnerabilityOf,
  isVulnerable,
  type Seat,
  type Strain,
} from '@stikk/core';
import { scoreEvent, type EventResults, type TableResult } from '@stikk/scoring';

/** Reproducible numbers in [0, 1) from core's seeded generator. */
const rng = (seed: number): (() => number) => unitRandom(seededRandom(`scoring/${seed}`));

const STRAINS: Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const SEATS: Seat[] = ['N', 'E', 'S', 'W'];

export function generateEvent(tables: number, boards: number, seed = 1): EventResults {
  const r = rng(seed);
  const out = [];
  for (let b = 1; b <= boards; b++) {
    // each board has a "normal" contract; tables vary around it
    const level = 1 + Math.floor(r() * 6);
    const strain = STRAINS[Math.floor(r() * 5)];
    const results: TableResult[] = [];
    for (let t = 1; t <= tables; t++) {
      const lv = Math.max(1, Math.min(7, level + Math.floor(r() * 3) - 1));
      const st = r() < 0.7 ? strain : STRAINS[Math.floor(r() * 5)];
      const declarer = SEATS[Math.floor(r() * 4)];
      const tricks = Math.max(0, Math.min(13, lv + 6 + Math.floor(r() * 4) - 2));
      const c = contract(lv, st, r() < 0.1 ? 'X' : '');
      const s = scoreContract(c, isVulnerable(vulnerabilityOf(b), declarer), tricks);
      results.push({
        ns: `${t}N`,
        ew: `${((t + b) % tables) + 1}E`,
        contract: `${lv}${st}`,
        declarer,
        tricks,
        scoreNS: declarer === 'N' || declarer === 'S' ? s : -s,
      });
    }
    out.push({ board: b, results });
  }
  return { kind: 'pairs', method: 'cross-imps-average', boards: out };
}

function time(ev: EventResults, runs: number): number {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = scoreEvent(ev);
    const t1 = performance.now();
    if (!r.ok) throw new Error(r.error.message);
    ms.push(t1 - t0);
  }
  ms.sort((a, b) => a - b);
  return ms[Math.floor(ms.length / 2)];
}

for (const tables of [10, 40, 160]) {
  const ev = generateEvent(tables, 42, tables);
  time(ev, 2); // warm-up
  const ms = time(ev, tables >= 160 ? 5 : 15);
  console.log(
    JSON.stringify({
      name: `scoring.crossimps.${tables}-tables-42-boards.median`,
      value: Math.round(ms * 100) / 100,
      unit: 'ms',
    }),
  );
  if (tables === 40)
    console.log(
      JSON.stringify({
        name: 'scoring.crossimps.40-tables.goal-met',
        value: ms < 200 ? 1 : 0,
        unit: 'bool (goal < 200 ms)',
      }),
    );
}
