/**
 * Mitchell movements: North–South pairs stay at their table, East–West pairs move up one table
 * each round, boards move down one table.
 *
 * - Odd number of tables: the plain Mitchell; every EW pair meets every NS pair and every board
 *   set once in `tables` rounds.
 * - Even number of tables, `skip`: after half the rounds the EW pairs skip a table so they do not
 *   meet boards again; at most `tables − 1` rounds.
 * - Even number of tables, `relay` (share-and-relay with a bye stand): a bye stand between tables
 *   T/2 and T/2+1 holds one set each round, and tables 1 and T share a set; `tables` rounds, every
 *   EW pair meets every NS pair and every set once.
 * - Arrow switch (EW pairs sit NS): on whole rounds, the last round, or one board each round —
 *   which turns the two-winner Mitchell into a one-winner event.
 */
import { fail, type Result } from '@stikk/core';
import { assemblePairs, checked, defaultBoardsPerRound, intOption, type RawPairTable } from './build.js';
import type { Participant, PairMovement, Stand } from './types.js';
import { mod } from './util.js';

/** The even-table Mitchell variants. */
export const MITCHELL_EVEN_VARIANTS = ['relay', 'skip'] as const;
/** How a Mitchell with an even number of tables avoids a replay: share-and-relay or skip. */
export type MitchellEvenVariant = (typeof MITCHELL_EVEN_VARIANTS)[number];

/** `none`, `last-round`, `board-per-round`, or the round numbers to switch. */
export type ArrowSwitch = 'none' | 'last-round' | 'board-per-round' | readonly number[];

/**
 * Options of {@link mitchell}: tables, pairs, boards per round, rounds, the even-table variant and arrow switches.
 */
export interface MitchellOptions {
  /** Number of tables, at least 3. */
  readonly tables: number;
  /** Default: about 26 boards in all, see {@link defaultBoardsPerRound}; relay needs at least 2. */
  readonly boardsPerRound?: number;
  /** Default: the complete movement (tables; tables − 1 for a skip Mitchell). */
  readonly rounds?: number;
  /** Even number of tables: share-and-relay with a bye stand (default) or skip. */
  readonly even?: MitchellEvenVariant;
  readonly arrowSwitch?: ArrowSwitch;
  /** Number of pairs: 2 × tables (default) or one fewer — EW pair `T` is then missing (a sit-out). */
  readonly pairs?: number;
}

/** The most tables {@link mitchell} generates. */
export const MAX_TABLES = 200;

/** Generates a Mitchell movement. Errors: `invalid-option` naming the option. */
export function mitchell(options: MitchellOptions): Result<PairMovement> {
  const t = intOption('tables', options.tables, 3, MAX_TABLES);
  if (!t.ok) return t;
  const T = t.value;
  const even = T % 2 === 0;
  const variant = even ? (options.even ?? 'relay') : 'odd';
  // `even` is ignored for an odd number of tables, so callers can pass one setting for all sizes.
  if ((variant as string) !== 'odd' && !(MITCHELL_EVEN_VARIANTS as readonly string[]).includes(variant)) {
    return fail('invalid-option', `even: "${String(variant)}" must be relay or skip`, { path: 'even' });
  }
  const maxRounds = variant === 'skip' ? T - 1 : T;
  const r = intOption('rounds', options.rounds, 1, maxRounds, maxRounds);
  if (!r.ok) {
    return fail(
      'invalid-option',
      `rounds: a ${T}-table ${variant === 'skip' ? 'skip ' : ''}Mitchell has at most ${maxRounds} rounds, got ${String(options.rounds)}`,
      { path: 'rounds' },
    );
  }
  const R = r.value;
  const minBoards = variant === 'relay' ? 2 : 1;
  const b = intOption('boardsPerRound', options.boardsPerRound, 1, 100, defaultBoardsPerRound(R, minBoards));
  if (!b.ok) return b;
  const B = b.value;
  if (B < minBoards) {
    return fail(
      'invalid-option',
      `boardsPerRound: tables 1 and ${T} share boards in a relay Mitchell, so at least 2 boards per round are needed`,
      { path: 'boardsPerRound' },
    );
  }
  const p = intOption('pairs', options.pairs, 2 * T - 1, 2 * T, 2 * T);
  if (!p.ok) return p;
  const missing = p.value === 2 * T - 1 ? `${T}EW` : null;

  const sw = options.arrowSwitch ?? 'none';
  let switchRounds = new Set<number>();
  let perBoard = false;
  if (sw === 'last-round') switchRounds = new Set([R]);
  else if (sw === 'board-per-round') perBoard = true;
  else if (Array.isArray(sw)) {
    for (const x of sw) {
      if (!Number.isInteger(x) || x < 1 || x > R)
        return fail('invalid-option', `arrowSwitch: round ${String(x)} is not a round from 1 to ${R}`, {
          path: 'arrowSwitch',
        });
    }
    switchRounds = new Set(sw);
  } else if (sw !== 'none') {
    return fail(
      'invalid-option',
      `arrowSwitch: "${String(sw)}" must be none, last-round, board-per-round or a list of rounds`,
      { path: 'arrowSwitch' },
    );
  }
  const winners: 1 | 2 = switchRounds.size > 0 || perBoard ? 1 : 2;

  // Position of each table in the cycle the boards travel round (relay: tables 1 and T share
  // position 0 and the bye stand takes position T/2).
  const half = T / 2;
  const position = (table: number): number => {
    if (variant !== 'relay') return table - 1;
    if (table === 1 || table === T) return 0;
    return table <= half ? table - 1 : table;
  };
  const setAt = (pos: number, round: number): number => mod(pos + round - 1, T) + 1;

  const raw: RawPairTable[] = [];
  const stands: Stand[] = [];
  for (let round = 1; round <= R; round++) {
    const shift = variant === 'skip' && round > half ? round : round - 1;
    for (let table = 1; table <= T; table++) {
      const ewNumber = mod(table - 1 - shift, T) + 1;
      const ew = `${ewNumber}EW`;
      raw.push({
        round,
        table,
        ns: `${table}NS`,
        ew: ew === missing ? null : ew,
        set: setAt(position(table), round),
        switchRound: switchRounds.has(round),
        switchIndexes: perBoard ? [mod(round - 1, B)] : [],
      });
    }
    if (variant === 'relay') {
      stands.push({ round, kind: 'bye', set: setAt(half, round), tables: [half, half + 1] });
      stands.push({ round, kind: 'relay', set: setAt(0, round), tables: [1, T] });
    }
  }
  const participants: Participant[] = [];
  for (let i = 1; i <= T; i++)
    participants.push({ id: `${i}NS`, kind: 'pair', ...(winners === 2 ? { field: 'NS' } : {}) });
  for (let i = 1; i <= T; i++)
    if (`${i}EW` !== missing)
      participants.push({ id: `${i}EW`, kind: 'pair', ...(winners === 2 ? { field: 'EW' } : {}) });

  const label =
    variant === 'odd' ? '' : variant === 'skip' ? ', skip after round ' + half : ', share-and-relay with bye stand';
  const notes: string[] = [];
  if (variant === 'skip') notes.push(`EW pairs skip one table (move up two) before round ${half + 1}.`);
  if (variant === 'relay')
    notes.push(
      `A bye stand between tables ${half} and ${half + 1} holds one set each round; tables 1 and ${T} share a set.`,
    );
  if (missing) notes.push(`EW pair ${T} is absent: the NS pair it would meet sits out.`);
  if (winners === 1)
    notes.push(
      perBoard
        ? 'One board each round is played arrow-switched (EW pairs sit NS): one winner.'
        : `Arrow switch in round ${[...switchRounds].sort((a, c) => a - c).join(', ')}: one winner.`,
    );
  // Every set visits a different table each round; in a complete relay Mitchell each set also
  // spends a round on the bye stand and one round at the two relay tables.
  const plays = missing ? undefined : variant === 'relay' ? (R === T ? T : undefined) : R;
  return checked(
    assemblePairs({
      movement: 'mitchell',
      name: `Mitchell, ${T} tables${label}`,
      variant,
      tables: T,
      rounds: R,
      boardsPerRound: B,
      raw,
      participants,
      stands,
      winners,
      notes,
      allSets: T,
      ...(plays !== undefined ? { plays } : {}),
    }),
  );
}
