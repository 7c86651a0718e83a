/**
 * Movements for club sessions: who sits where and which boards each table plays in each round.
 * A seam for `@stikk/movements`: until that package exports its generators, the two classic
 * movements are built here (a complete Howell by the circle method, a Mitchell for an odd number
 * of tables), and every movement is checked before use.
 */
import type { GuideEntry, MovementKind } from '../api/types.js';

export interface Movement {
  readonly kind: MovementKind;
  readonly tables: number;
  readonly rounds: number;
  readonly boardsPerRound: number;
  readonly pairs: number;
  /** Copies of each board needed: 1, or one per table when every table plays the same boards. */
  readonly copies: number;
  readonly guide: readonly GuideEntry[];
}

export type MovementError = { code: string; message: string; field: string };

const boardsOfSet = (set: number, perRound: number): number[] => Array.from({ length: perRound }, (_, i) => set * perRound + i + 1);

/**
 * Howell: 2n pairs meet each other once over 2n−1 rounds (circle method: pair 2n fixed);
 * board sets are assigned so each round's tables hold distinct sets and no pair meets a set twice.
 */
function howell(tables: number, rounds: number, perRound: number): Movement | MovementError {
  const pairs = 2 * tables, m = pairs - 1;
  if (rounds > m) return { code: 'too-many-rounds', message: `a Howell for ${tables} tables has at most ${m} rounds`, field: 'movement.rounds' };
  const matches: [number, number][][] = [];
  for (let r = 0; r < m; r++) {
    const round: [number, number][] = [[pairs, r + 1]];
    for (let i = 1; i < tables; i++) round.push([((r + i) % m) + 1, ((r - i + m) % m) + 1]);
    matches.push(round);
  }
  // Board set per (round, table): distinct within a round and never twice for the same pair.
  // That needs a Room square of side 2n−1, which does not exist for 6 pairs (side 5); then every
  // table plays the same set each round, from duplicated boards (Stikk deals them, so a club
  // prints as many copies as it has tables).
  const sets: number[][] = matches.map((round) => round.map(() => -1));
  const seen = Array.from({ length: pairs + 1 }, () => new Set<number>());
  let steps = 0;
  const place = (k: number): boolean => {
    if (k === rounds * tables) return true;
    if (++steps > 500_000) return false;
    const r = Math.floor(k / tables), t = k % tables;
    const [a, b] = matches[r][t];
    for (let s = 0; s < m; s++) {
      if (seen[a].has(s) || seen[b].has(s) || sets[r].includes(s)) continue;
      sets[r][t] = s; seen[a].add(s); seen[b].add(s);
      if (place(k + 1)) return true;
      sets[r][t] = -1; seen[a].delete(s); seen[b].delete(s);
    }
    return false;
  };
  const distinct = place(0);
  if (!distinct) for (let r = 0; r < rounds; r++) sets[r].fill(r);
  const guide: GuideEntry[] = [];
  for (let r = 0; r < rounds; r++) {
    for (let t = 0; t < tables; t++) {
      const [a, b] = matches[r][t];
      // Alternate the fixed pair's direction so it does not sit NS all evening.
      const [ns, ew] = t === 0 && r % 2 === 1 ? [b, a] : [a, b];
      guide.push({ round: r + 1, table: t + 1, ns, ew, boards: boardsOfSet(sets[r][t], perRound) });
    }
  }
  return { kind: 'howell', tables, rounds, boardsPerRound: perRound, pairs, copies: distinct ? 1 : tables, guide };
}

/** Mitchell (odd tables): NS pairs 1..n stay; EW pairs n+1..2n move up a table, boards move down. */
function mitchell(tables: number, rounds: number, perRound: number): Movement | MovementError {
  if (tables % 2 === 0) return { code: 'even-mitchell', message: 'a Mitchell without a relay or skip needs an odd number of tables', field: 'movement.tables' };
  if (rounds > tables) return { code: 'too-many-rounds', message: `a Mitchell for ${tables} tables has at most ${tables} rounds`, field: 'movement.rounds' };
  const guide: GuideEntry[] = [];
  for (let r = 0; r < rounds; r++) {
    for (let t = 0; t < tables; t++) {
      const ewIndex = (t - r + tables) % tables;
      guide.push({ round: r + 1, table: t + 1, ns: t + 1, ew: tables + 1 + ewIndex, boards: boardsOfSet((t + r) % tables, perRound) });
    }
  }
  return { kind: 'mitchell', tables, rounds, boardsPerRound: perRound, pairs: 2 * tables, copies: 1, guide };
}

export function buildMovement(kind: MovementKind, tables: number, perRound: number, rounds?: number): Movement | MovementError {
  const full = kind === 'howell' ? 2 * tables - 1 : tables;
  const mv = kind === 'howell' ? howell(tables, rounds ?? full, perRound) : mitchell(tables, rounds ?? full, perRound);
  if ('code' in mv) return mv;
  const bad = checkMovement(mv);
  return bad ?? mv;
}

/** Every pair plays every board at most once; a board is at no more tables in a round than it has copies. */
export function checkMovement(mv: Movement): MovementError | null {
  const played = new Map<number, Set<number>>();
  for (let r = 1; r <= mv.rounds; r++) {
    const inRound = new Map<number, number>();
    for (const g of mv.guide.filter((e) => e.round === r)) {
      for (const b of g.boards) {
        const n = (inRound.get(b) ?? 0) + 1;
        if (n > mv.copies) return { code: 'board-clash', message: `board ${b} is at ${n} tables in round ${r}`, field: 'movement' };
        inRound.set(b, n);
        for (const p of [g.ns, g.ew]) {
          const s = played.get(p) ?? new Set<number>();
          if (s.has(b)) return { code: 'board-twice', message: `pair ${p} would play board ${b} twice`, field: 'movement' };
          s.add(b); played.set(p, s);
        }
      }
    }
  }
  return null;
}

export const movementBoards = (mv: Movement): number[] => [...new Set(mv.guide.flatMap((g) => g.boards))].sort((a, b) => a - b);
