/**
 * Movements for club sessions: who sits where and which boards each table plays in each round.
 * `@stikk/movements` generates and validates them; this module only turns its movement into the
 * shape the server stores (pairs numbered 1..n, one guide entry per table and round).
 *
 * A Howell whose sets would have to be shared by more tables than the boards per round allow
 * (e.g. 3 tables, 2 boards a round) is answered with the package's barometer on the same pairs:
 * every table plays the same set each round from duplicated boards. Every other refusal is the
 * package's own, shown to the director with the option named.
 *
 * An odd number of pairs (2 × tables − 1) is the package's sit-out: a Howell's phantom or a
 * Mitchell's absent EW pair. Its guide entries keep a null side; no result is played there.
 */
import { barometer, generateMovement, type PairMovement, type Movement as PkgMovement } from '@stikk/movements';
import type { Result } from '@stikk/core';
import type { GuideEntry, MovementKind, SectionInfo, SessionMovementKind } from '../api/types.js';

export interface Movement {
  readonly kind: SessionMovementKind;
  readonly tables: number;
  readonly rounds: number;
  readonly boardsPerRound: number;
  readonly pairs: number;
  /** Copies of each board needed: 1, or one per table when every table plays the same boards. */
  readonly copies: number;
  /** 1: every pair in one ranking; 2: separate NS and EW fields (Mitchell). */
  readonly winners: 1 | 2;
  /** The generator's name for it, e.g. "Howell, 6 pairs (3 tables)", and its notes for the director. */
  readonly name: string;
  readonly notes: readonly string[];
  /** Tables that share a board set in a round (they pass the boards between them). */
  readonly shared: readonly { readonly round: number; readonly tables: readonly number[] }[];
  readonly guide: readonly GuideEntry[];
  /** More than one section: tables and pairs above are numbered through them (see sections.ts). */
  readonly sections?: readonly SectionInfo[];
}

/** A refusal with the request field it concerns; its message starts with that field. */
export type MovementError = { code: string; message: string; field: string };

/** The package's messages start with the option (`rounds: …`); ours with the request field (`movement.rounds: …`). */
function refusal(e: { code: string; message: string; path?: string }): MovementError {
  const field = e.path ? `movement.${e.path}` : 'movement';
  const text = e.path && e.message.startsWith(`${e.path}: `) ? e.message.slice(e.path.length + 2) : e.message;
  return { code: e.code, message: `${field}: ${text}`, field };
}

export function buildMovement(
  kind: MovementKind,
  tables: number,
  perRound: number,
  rounds?: number,
  pairs?: number,
): Movement | MovementError {
  if (pairs !== undefined && pairs !== 2 * tables && pairs !== 2 * tables - 1) {
    return {
      code: 'invalid-option',
      message: `movement.pairs: ${tables} tables seat ${2 * tables - 1} or ${2 * tables} pairs`,
      field: 'movement.pairs',
    };
  }
  const opts = {
    tables,
    boardsPerRound: perRound,
    ...(rounds !== undefined ? { rounds } : {}),
    ...(pairs !== undefined ? { pairs } : {}),
  };
  const r = generateMovement(kind, opts);
  if (r.ok) return fromPackage(kind, r.value);
  if (kind === 'howell' && r.error.path === 'boardsPerRound') {
    const b: Result<PairMovement> = barometer({ ...opts, style: 'howell' });
    if (b.ok) {
      const note = `Howell with ${perRound} board${perRound === 1 ? '' : 's'} a round: ${r.error.message.replace(/^boardsPerRound: /, '')}. Instead every table plays the same boards each round (a barometer): make ${tables} copies of each board.`;
      return fromPackage('barometer', b.value, [note]);
    }
  }
  return refusal(r.error);
}

/** The package's movement in this server's shape (pairs numbered in its participant order). */
function fromPackage(
  kind: SessionMovementKind,
  m: PkgMovement,
  extraNotes: readonly string[] = [],
): Movement | MovementError {
  if (m.form !== 'pairs')
    return refusal({
      code: 'unsupported-movement',
      message: `a ${m.form} movement is not a pairs session`,
      path: 'kind',
    });
  if (m.schedule.some((e) => e.ns === null && e.ew === null))
    return refusal({ code: 'empty-table', message: 'a table with nobody at it in a round is not a club session' });
  const num = new Map(m.participants.map((p, i) => [p.id, i + 1]));
  const setOf = new Map(m.sets.flatMap((s) => s.boards.map((b) => [b, s] as const)));
  const guide: GuideEntry[] = m.schedule
    .map((e) => ({
      round: e.round,
      table: e.table,
      ns: e.ns === null ? null : num.get(e.ns)!,
      ew: e.ew === null ? null : num.get(e.ew)!,
      boards: [...e.boards],
    }))
    .sort((a, b) => a.round - b.round || a.table - b.table);
  // Tables holding the same set in a round pass its boards between them unless it has a copy each.
  const shared: { round: number; tables: number[] }[] = [];
  for (let rd = 1; rd <= m.rounds; rd++) {
    const bySet = new Map<number, number[]>();
    for (const g of guide) {
      const set = g.round === rd && g.boards.length && !isSitOut(g) ? setOf.get(g.boards[0]) : undefined;
      if (set) bySet.set(set.set, [...(bySet.get(set.set) ?? []), g.table]);
    }
    for (const [s, t] of bySet)
      if (t.length > (m.sets.find((x) => x.set === s)?.copies ?? 1)) shared.push({ round: rd, tables: t });
  }
  return {
    kind,
    tables: m.tables,
    rounds: m.rounds,
    boardsPerRound: m.boardsPerRound,
    pairs: m.participants.length,
    copies: Math.max(1, ...m.sets.map((x) => x.copies)),
    winners: m.winners ?? 1,
    name: m.name,
    notes: [...extraNotes, ...(m.notes ?? [])],
    shared,
    guide,
  };
}

/** A guide entry where one side is empty: the pair there sits out and plays no board. */
export const isSitOut = (g: GuideEntry): boolean => g.ns === null || g.ew === null;

/** The pair sitting out at this entry (null when both sides play). */
export const sitOutPair = (g: GuideEntry): number | null => (g.ns === null ? g.ew : g.ew === null ? g.ns : null);

/** Boards played somewhere in the movement (a board only at sit-outs is never dealt). */
export const movementBoards = (mv: Movement): number[] =>
  [...new Set(mv.guide.filter((g) => !isSitOut(g)).flatMap((g) => g.boards))].sort((a, b) => a - b);

/**
 * Arrow-switch rounds: at every table in those rounds the movement's EW pair takes the NS cards
 * (the guide entry's sides swap, so results, terminals and guide cards follow it). Pairs that
 * then play both directions are one field: a two-winner Mitchell becomes one-winner.
 */
export function withArrowSwitch(mv: Movement, rounds: readonly number[]): Movement | MovementError {
  const bad = rounds.find((r) => r < 1 || r > mv.rounds);
  if (bad !== undefined)
    return {
      code: 'invalid-option',
      message: `movement.arrowSwitch: round ${bad} is not a round of this movement (1–${mv.rounds})`,
      field: 'movement.arrowSwitch',
    };
  if (rounds.length === 0) return mv;
  const set = new Set(rounds);
  return {
    ...mv,
    winners: 1,
    notes: [
      ...mv.notes,
      `Arrow switch in round${set.size > 1 ? 's' : ''} ${[...set].sort((a, b) => a - b).join(', ')}.`,
    ],
    guide: mv.guide.map((g) => (set.has(g.round) ? { ...g, ns: g.ew, ew: g.ns, arrowSwitch: true as const } : g)),
  };
}
