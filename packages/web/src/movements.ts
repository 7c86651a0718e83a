/**
 * Suggested movements for a number of tables, as a club director would choose them: a complete
 * Howell (every pair meets every other), a Mitchell (NS stay, EW move) and a barometer (a Howell
 * where every table plays the same boards each round, one copy per table), with a board count
 * that gives an evening of roughly 24–28 boards.
 */
import type { MovementKind } from '@stikk/server/api';

export interface MovementSuggestion {
  readonly kind: MovementKind;
  readonly tables: number;
  readonly pairs: number;
  readonly rounds: number;
  readonly boardsPerRound: number;
  readonly boards: number;
  /** Copies of each board to make (a barometer: one per table). */
  readonly copies: number;
  /**
   * Fewest boards a round the movement can be played with as it is: a Howell of 2 or 3 tables (no Room square
   * of side 3 or 5) has every table on one set in some round, so it needs a board per table; with fewer the
   * server plays it as a barometer (a copy of each board per table).
   */
  readonly minBoardsPerRound: number;
}

export function suggestMovements(tables: number): MovementSuggestion[] {
  if (!Number.isInteger(tables) || tables < 1) return [];
  const out: MovementSuggestion[] = [];
  if (tables >= 2 && tables <= 8) {
    const rounds = 2 * tables - 1;
    const bpr = Math.max(2, Math.round(26 / rounds));
    out.push({
      kind: 'howell',
      tables,
      pairs: 2 * tables,
      rounds,
      boardsPerRound: bpr,
      boards: rounds * bpr,
      copies: 1,
      minBoardsPerRound: tables <= 3 ? tables : 1,
    });
  }
  if (tables >= 3) {
    // Complete Mitchell: as many rounds as tables (an even table count needs a skip or relay).
    const rounds = tables;
    const bpr = Math.max(2, Math.round(26 / rounds));
    out.push({
      kind: 'mitchell',
      tables,
      pairs: 2 * tables,
      rounds,
      boardsPerRound: bpr,
      boards: rounds * bpr,
      copies: 1,
      minBoardsPerRound: 1,
    });
  }
  if (tables >= 2) {
    const rounds = 2 * tables - 1;
    const bpr = Math.max(2, Math.round(26 / rounds));
    out.push({
      kind: 'barometer',
      tables,
      pairs: 2 * tables,
      rounds,
      boardsPerRound: bpr,
      boards: rounds * bpr,
      copies: tables,
      minBoardsPerRound: 1,
    });
  }
  return out;
}
