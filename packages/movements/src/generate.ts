/**
 * One entry point for every generator, by name — what the CLI and the server call with the
 * options a director chose.
 */
import { fail, type Result } from '@stikk/core';
import { barometer } from './barometer.js';
import { howell, type HowellVariant } from './howell.js';
import { individual } from './individual.js';
import { mitchell, type ArrowSwitch, type MitchellEvenVariant } from './mitchell.js';
import { teamsRoundRobin } from './teams.js';
import type { Movement } from './types.js';

/** The movement kinds {@link generateMovement} can generate. */
export const GENERATED_KINDS = ['mitchell', 'howell', 'barometer', 'teams', 'individual'] as const;
/** A movement kind {@link generateMovement} can generate. */
export type GeneratedKind = (typeof GENERATED_KINDS)[number];

/** Options of {@link generateMovement}; each movement kind reads the ones it knows. */
export interface GenerateOptions {
  /** Tables (teams: the number of teams, each needing two tables; individual: 4 players a table). */
  readonly tables: number;
  readonly boardsPerRound?: number;
  readonly rounds?: number;
  /** Pairs (Mitchell, Howell, barometer): one fewer than 2 × tables adds a phantom. */
  readonly pairs?: number;
  /** Individual: 4 × tables (default) or 4 × tables + 1 players (one sits out each round). */
  readonly players?: number;
  readonly even?: MitchellEvenVariant;
  readonly arrowSwitch?: ArrowSwitch;
  readonly variant?: HowellVariant;
  readonly style?: 'howell' | 'mitchell';
  readonly cycles?: 1 | 2;
}

/** Generates a movement of the named kind. Errors: `invalid-option` (with the option in `path`). */
export function generateMovement(kind: string, o: GenerateOptions): Result<Movement> {
  switch (kind) {
    case 'mitchell':
      return mitchell({
        tables: o.tables,
        boardsPerRound: o.boardsPerRound,
        rounds: o.rounds,
        pairs: o.pairs,
        even: o.even,
        arrowSwitch: o.arrowSwitch,
      });
    case 'howell':
      return howell({
        tables: o.tables,
        pairs: o.pairs,
        boardsPerRound: o.boardsPerRound,
        rounds: o.rounds,
        variant: o.variant,
      });
    case 'barometer':
      return barometer({
        tables: o.tables,
        pairs: o.pairs,
        boardsPerRound: o.boardsPerRound,
        rounds: o.rounds,
        style: o.style,
      });
    case 'teams':
      return teamsRoundRobin({ teams: o.tables, boardsPerMatch: o.boardsPerRound, rounds: o.rounds, cycles: o.cycles });
    case 'individual':
      return individual({ tables: o.tables, players: o.players, boardsPerRound: o.boardsPerRound, rounds: o.rounds });
    default:
      return fail('invalid-option', `movement: "${kind}" must be one of ${GENERATED_KINDS.join(', ')}`, {
        path: 'movement',
      });
  }
}
