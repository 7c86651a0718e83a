/**
 * The deals of a session's boards from an imported PBN file (pure; run in the work pool's thread,
 * since a large file takes the parser a noticeable time). Only the boards the movement needs are
 * kept; a deal that is not a deal is refused with its board named (Law 6). A deal with one hand
 * left out (`-`, as PBN allows) gets the 13 cards the other three do not hold; with two or more
 * left out there is nothing to play, so it is refused naming the board and the hands missing.
 */
import {
  ALL_CARDS,
  parseDeal,
  printDeal,
  SEATS,
  sortHand,
  type Card,
  type Deal,
  type Hand,
  type Seat,
} from '@stikk/core';
import { parsePbn } from '@stikk/formats';

export type PbnDeals =
  | { readonly ok: true; readonly deals: readonly (readonly [number, string])[] }
  | {
      readonly ok: false;
      readonly code: string;
      readonly message: string;
      readonly field: string;
      readonly law?: string;
      /**
       * Where: the file's line and column, a board (and the seats of the hands it leaves out, `"E, W"`), the
       * boards missing (`ApiError.error.params`).
       */
      readonly params?: Readonly<Record<string, string | number>>;
    };

export function pbnDeals(pbn: string, boards: readonly number[]): PbnDeals {
  const file = parsePbn(pbn);
  if (!file.ok) {
    const { line, column } = file.error;
    return {
      ok: false,
      code: 'invalid-pbn',
      message: `boards.pbn: ${file.error.message}`,
      field: 'boards.pbn',
      ...(line !== undefined ? { params: { line, column: column ?? 1 } } : {}),
    };
  }
  const wanted = new Set(boards);
  const out = new Map<number, string>();
  for (const g of file.value.games) {
    const n = Number(g.value('Board'));
    const d = g.value('Deal');
    if (!Number.isInteger(n) || !d) continue;
    const deal = parseDeal(d);
    if (!deal.ok)
      return {
        ok: false,
        code: 'invalid-pbn',
        message: `boards.pbn: board ${n}: ${deal.error.message}`,
        field: 'boards.pbn',
        law: '6',
        params: { board: n },
      };
    if (!wanted.has(n)) continue;
    const whole = completeDeal(deal.value);
    if (Array.isArray(whole))
      return {
        ok: false,
        code: 'invalid-pbn',
        message: `boards.pbn: board ${n}: hands ${whole.join(', ')} are not given (only one may be left out)`,
        field: 'boards.pbn',
        law: '6',
        // `hands` first: the web words a refusal by its first detail (the hands missing, then the board).
        params: { hands: whole.join(', '), board: n },
      };
    out.set(n, printDeal(whole as Deal, 'N'));
  }
  const missing = boards.filter((n) => !out.has(n));
  if (missing.length)
    return {
      ok: false,
      code: 'missing-boards',
      message: `boards.pbn: no deal for board${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
      field: 'boards.pbn',
      params: { boards: missing.join(', ') },
    };
  return { ok: true, deals: [...out] };
}

/** The deal with a lone unknown hand filled in from the cards the other three leave; else the seats unknown. */
function completeDeal(deal: Deal): Deal | Seat[] {
  const unknown = SEATS.filter((s) => deal[s] === null);
  if (unknown.length === 0) return deal;
  if (unknown.length > 1) return unknown;
  const held = new Set<Card>(SEATS.flatMap((s) => deal[s] ?? []));
  const rest: Hand = sortHand(ALL_CARDS.filter((c) => !held.has(c)));
  return { ...deal, [unknown[0]]: rest };
}
