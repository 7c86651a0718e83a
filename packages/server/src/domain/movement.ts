/**
 * Movements for club sessions: who sits where and which boards each table plays in each round.
 * `@stikk/movements` generates them (Howell with shared sets, Mitchell with relay and bye stand
 * for an even number of tables, validated there); when it is unavailable or refuses a size, the
 * two classic movements are built here (a complete Howell by the circle method, on duplicated
 * boards when no Room square exists; a Mitchell for an odd number of tables).
 */
import type { GuideEntry, MovementKind } from '../api/types.js';
import { optionalPackage } from '../optional.js';

export interface Movement {
  readonly kind: MovementKind;
  readonly tables: number;
  readonly rounds: number;
  readonly boardsPerRound: number;
  readonly pairs: number;
  /** Copies of each board needed: 1, or one per table when every table plays the same boards. */
  readonly copies: number;
  /** 1: every pair in one ranking; 2: separate NS and EW fields (Mitchell). */
  readonly winners: 1 | 2;
  /** The generator's name for it, e.g. "Howell, 3 tables", and its notes for the director. */
  readonly name: string;
  readonly notes: readonly string[];
  /** Tables that share a board set in a round (they pass the boards between them). */
  readonly shared: readonly { readonly round: number; readonly tables: readonly number[] }[];
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
  return { kind: 'howell', tables, rounds, boardsPerRound: perRound, pairs, copies: distinct ? 1 : tables, winners: 1, name: `Howell, ${tables} tables${distinct ? '' : ', duplicated boards'}`, notes: distinct ? [] : [`every table plays the same boards each round: make ${tables} copies of each board`], shared: [], guide };
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
  return { kind: 'mitchell', tables, rounds, boardsPerRound: perRound, pairs: 2 * tables, copies: 1, winners: 2, name: `Mitchell, ${tables} tables`, notes: [], shared: [], guide };
}

interface PkgEntry { round: number; table: number; ns: string | null; ew: string | null; boards: readonly number[] }
interface PkgMovement {
  name: string; tables: number; rounds: number; boardsPerRound: number; winners?: 1 | 2; notes?: readonly string[];
  sets: readonly { set: number; boards: readonly number[]; copies: number }[];
  participants: readonly { id: string }[]; schedule: readonly PkgEntry[];
  stands?: readonly { round: number; kind: string; set: number; tables: readonly number[] }[];
}
type PkgResult = { ok: true; value: PkgMovement } | { ok: false; error: { code: string; message: string; path?: string } };

/** The movements package's movement in this server's shape (pairs numbered in its participant order). */
async function fromPackage(kind: MovementKind, tables: number, perRound: number, rounds?: number): Promise<Movement | MovementError | null> {
  const pkg = (await optionalPackage('@stikk/movements')) as { howell?: (o: object) => PkgResult; mitchell?: (o: object) => PkgResult } | null;
  const gen = kind === 'howell' ? pkg?.howell : pkg?.mitchell;
  if (!gen) return null;
  const r = gen({ tables, boardsPerRound: perRound, ...(rounds !== undefined ? { rounds } : {}) });
  if (!r.ok) return { code: r.error.code, message: r.error.message, field: r.error.path ? `movement.${r.error.path}` : 'movement' };
  const m = r.value;
  const num = new Map(m.participants.map((p, i) => [p.id, i + 1]));
  if (m.schedule.some((e) => e.ns === null || e.ew === null)) return { code: 'sit-out', message: 'movements with a sit-out are not supported here', field: 'movement' };
  const guide = m.schedule.map((e) => ({ round: e.round, table: e.table, ns: num.get(e.ns!)!, ew: num.get(e.ew!)!, boards: [...e.boards] }))
    .sort((a, b) => a.round - b.round || a.table - b.table);
  const shared: { round: number; tables: number[] }[] = [];
  for (let rd = 1; rd <= m.rounds; rd++) {
    const bySet = new Map<string, number[]>();
    for (const g of guide.filter((x) => x.round === rd)) {
      const k = String(g.boards[0] !== undefined ? m.sets.find((st) => st.boards.includes(g.boards[0]))?.set : '');
      bySet.set(k, [...(bySet.get(k) ?? []), g.table]);
    }
    for (const t of bySet.values()) if (t.length > 1) shared.push({ round: rd, tables: t });
  }
  return {
    kind, tables: m.tables, rounds: m.rounds, boardsPerRound: m.boardsPerRound, pairs: m.participants.length,
    copies: Math.max(1, ...m.sets.map((x) => x.copies)), winners: m.winners ?? 1, name: m.name, notes: [...(m.notes ?? [])], shared, guide,
  };
}

export async function buildMovement(kind: MovementKind, tables: number, perRound: number, rounds?: number): Promise<Movement | MovementError> {
  const pkg = await fromPackage(kind, tables, perRound, rounds);
  if (pkg && !('code' in pkg)) {
    const bad = checkMovement(pkg);
    if (!bad) return pkg;
  }
  const own = ownMovement(kind, tables, perRound, rounds);
  // The package's refusal explains more (e.g. how many boards a shared set needs).
  return 'code' in own && pkg && 'code' in pkg ? pkg : own;
}

function ownMovement(kind: MovementKind, tables: number, perRound: number, rounds?: number): Movement | MovementError {
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
        const sharers = mv.shared.find((x) => x.round === r && x.tables.includes(g.table))?.tables.length ?? 1;
        if (n > mv.copies * sharers) return { code: 'board-clash', message: `board ${b} is at ${n} tables in round ${r}`, field: 'movement' };
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
