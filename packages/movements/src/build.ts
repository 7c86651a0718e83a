/**
 * Turns a generator's raw table plan (round, table, who, which set) into a {@link PairMovement}:
 * numbers the boards, lists the sets and keeps the JSON shape the same for every generator.
 * Internal helpers; generators call them.
 */
import { fail, type Result, type StikkError } from '@stikk/core';
import type { BoardSet, Movement, MovementKind, PairEntry, PairMovement, Participant, Stand } from './types.js';
import { boardsOfSet } from './util.js';
import { validateMovement } from './validate.js';

export interface RawPairTable {
  readonly round: number;
  readonly table: number;
  readonly ns: string | null;
  readonly ew: string | null;
  readonly set: number;
  /** Swap directions for the whole round (`true`) or for these board indexes within the set. */
  readonly switchRound?: boolean;
  readonly switchIndexes?: readonly number[];
}

export interface AssembleOptions {
  readonly movement: MovementKind;
  readonly name: string;
  readonly variant: string;
  readonly tables: number;
  readonly rounds: number;
  readonly boardsPerRound: number;
  readonly raw: readonly RawPairTable[];
  readonly participants: readonly Participant[];
  /** Physical copies of each set (default 1). */
  readonly copies?: number;
  readonly stands?: readonly Stand[];
  readonly plays?: number;
  readonly winners?: 1 | 2;
  readonly notes?: readonly string[];
  /** Renumber the sets actually used as 1, 2, … in order of first use (partial movements). */
  readonly compactSets?: boolean;
  /** Sets 1..n all exist even if some are not at a table (e.g. on a bye stand in a short session). */
  readonly allSets?: number;
}

export function assemblePairs(o: AssembleOptions): PairMovement {
  const setMap = new Map<number, number>();
  const ordered = [...o.raw].sort((a, b) => a.round - b.round || a.table - b.table);
  if (o.compactSets) {
    for (const r of ordered)
      if (r.ns !== null && r.ew !== null && !setMap.has(r.set)) setMap.set(r.set, setMap.size + 1);
    for (const r of ordered) if (!setMap.has(r.set)) setMap.set(r.set, setMap.size + 1);
  } else {
    for (const r of ordered) setMap.set(r.set, r.set);
    for (let s = 1; s <= (o.allSets ?? 0); s++) setMap.set(s, s);
  }
  const setNumbers = [...new Set(setMap.values())].sort((a, b) => a - b);
  const sets: BoardSet[] = setNumbers.map((s) => ({
    set: s,
    boards: boardsOfSet(s, o.boardsPerRound),
    copies: o.copies ?? 1,
  }));
  const schedule: PairEntry[] = ordered.map((r) => {
    const set = setMap.get(r.set)!;
    const boards = boardsOfSet(set, o.boardsPerRound);
    const swap = r.switchRound === true;
    const entry: PairEntry = {
      round: r.round,
      table: r.table,
      ns: swap ? r.ew : r.ns,
      ew: swap ? r.ns : r.ew,
      boards,
      set,
    };
    const sw = (r.switchIndexes ?? []).filter((i) => i < boards.length).map((i) => boards[i]);
    return sw.length ? { ...entry, arrowSwitch: sw } : entry;
  });
  const stands = o.stands?.map((s) => ({ ...s, set: setMap.get(s.set) ?? s.set }));
  return {
    form: 'pairs',
    movement: o.movement,
    name: o.name,
    variant: o.variant,
    tables: o.tables,
    rounds: o.rounds,
    boards: sets.length * o.boardsPerRound,
    boardsPerRound: o.boardsPerRound,
    sets,
    participants: o.participants,
    schedule,
    ...(o.plays !== undefined ? { plays: o.plays } : {}),
    ...(stands && stands.length ? { stands } : {}),
    ...(o.winners ? { winners: o.winners } : {}),
    ...(o.notes && o.notes.length ? { notes: o.notes } : {}),
  };
}

/** Reads a positive integer option; `undefined` gives the default. */
export function intOption(
  name: string,
  value: number | undefined,
  min: number,
  max: number,
  dflt?: number,
): Result<number> {
  if (value === undefined) {
    if (dflt === undefined) return fail('missing-option', `${name}: is required`, { path: name });
    return { ok: true, value: dflt };
  }
  if (!Number.isInteger(value) || value < min || value > max) {
    return fail('invalid-option', `${name}: must be a whole number from ${min} to ${max}, got ${String(value)}`, {
      path: name,
    });
  }
  return { ok: true, value };
}

/**
 * A default number of boards per round giving a session of about 26 boards (the example of a
 * 5-table Howell: 9 rounds × 3 boards), never below `min`.
 */
export function defaultBoardsPerRound(rounds: number, min = 1): number {
  return Math.max(min, Math.min(8, Math.round(26 / rounds)));
}

/** Runs the validator on a freshly generated movement: a generator never returns one that fails. */
export function checked<M extends Movement>(m: M): Result<M> {
  const report = validateMovement(m);
  if (report.ok) return { ok: true, value: m };
  const first = report.errors[0];
  const error: StikkError = {
    code: 'generator-failed',
    message: `internal: generated ${m.name} fails validation: ${first.message}`,
  };
  return { ok: false, error };
}
