import { fail, ok, type Result } from './result.js';
import { SEATS, sideOf, type Seat } from './seat.js';

/** Vulnerability as PBN writes it. */
export const VULNERABILITIES = ['None', 'NS', 'EW', 'All'] as const;
/** Which sides are vulnerable: `None`, `NS`, `EW` or `All` (PBN spelling). */
export type Vulnerability = (typeof VULNERABILITIES)[number];

// Law 2: the vulnerability of boards 1–16; the pattern repeats every 16 boards.
const VUL_CYCLE: readonly Vulnerability[] = [
  'None',
  'NS',
  'EW',
  'All',
  'NS',
  'EW',
  'All',
  'None',
  'EW',
  'All',
  'None',
  'NS',
  'All',
  'None',
  'NS',
  'EW',
];

/** Law 2: the dealer of a board (N for board 1, then clockwise). */
export function dealerOf(board: number): Seat {
  return SEATS[(board - 1) % 4];
}

/** Law 2: the vulnerability of a board. */
export function vulnerabilityOf(board: number): Vulnerability {
  return VUL_CYCLE[(board - 1) % 16];
}

/** Whether `board` is a board number Stikk accepts (an integer ≥ 1). */
export function isValidBoardNumber(board: unknown): board is number {
  return typeof board === 'number' && Number.isInteger(board) && board >= 1;
}

/** A board's number with its dealer and vulnerability (Law 2). */
export interface BoardInfo {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerable: Vulnerability;
}

/** Law 2: dealer and vulnerability of board `board` (any number ≥ 1). */
export function boardInfo(board: number): Result<BoardInfo> {
  if (!isValidBoardNumber(board))
    return fail('invalid-board', `board number must be an integer ≥ 1, got ${String(board)}`, { law: '2' });
  return ok({ board, dealer: dealerOf(board), vulnerable: vulnerabilityOf(board) });
}

/** Whether `seat`'s side is vulnerable under `v`. */
export const isVulnerable = (v: Vulnerability, seat: Seat): boolean => v === 'All' || v === sideOf(seat);

/** Parses PBN vulnerability and its common variants (`Love`, `-`, `Both`, `N-S`, `Neither`). */
export function parseVulnerability(text: string): Vulnerability | undefined {
  const u = text.trim().toUpperCase().replace(/[-/ ]/g, '');
  switch (u) {
    case 'NONE':
    case 'LOVE':
    case '':
    case 'NEITHER':
    case 'O':
      return 'None';
    case 'NS':
    case 'N':
      return 'NS';
    case 'EW':
    case 'E':
      return 'EW';
    case 'ALL':
    case 'BOTH':
    case 'B':
      return 'All';
    default:
      return undefined;
  }
}
