import { fail, ok, type Result } from './result.js';
import { parseStrain, STRAINS, strainIndex, type Strain } from './strain.js';

/** A call (Law 18): a bid, pass, double or redouble. */
export type Call =
  | { readonly type: 'pass' }
  | { readonly type: 'double' }
  | { readonly type: 'redouble' }
  | { readonly type: 'bid'; readonly level: number; readonly strain: Strain };

/** A bid: a level and a strain (the `bid` member of {@link Call}). */
export type Bid = Extract<Call, { type: 'bid' }>;

/** The call pass. */
export const PASS: Call = { type: 'pass' };
/** The call double. */
export const DOUBLE: Call = { type: 'double' };
/** The call redouble. */
export const REDOUBLE: Call = { type: 'redouble' };
/** Makes the bid of `level` in `strain` (e.g. `bid(1, 'NT')`). */
export const bid = (level: number, strain: Strain): Bid => ({ type: 'bid', level, strain });

/** Bids ranked 0 (1C) .. 34 (7NT), Law 18E. Levels above seven rank higher still (Law 38). */
export const bidRank = (b: Bid): number => (b.level - 1) * 5 + strainIndex(b.strain);

/** Law 18D: a bid is sufficient when it supersedes the last bid. */
export const isSufficient = (b: Bid, last: Bid | null): boolean => last === null || bidRank(b) > bidRank(last);

/** The 35 bids from 1C to 7NT in rank order (Law 18E). */
export const ALL_BIDS: readonly Bid[] = Array.from({ length: 35 }, (_, i) =>
  bid(Math.floor(i / 5) + 1, STRAINS[i % 5]),
);

/**
 * Parses PBN calls (`P`, `X`, `XX`, `1C`…`7NT`) and common variants (`Pass`, `Dbl`, `Rdbl`, `1N`,
 * lower case). A level above seven parses (it can be *made*, Law 38); legality is the auction's job.
 */
export function parseCall(text: string): Result<Call> {
  const u = text.trim().toUpperCase();
  switch (u) {
    case 'P':
    case 'PASS':
    case 'AP':
      return ok(PASS);
    case 'X':
    case 'D':
    case 'DBL':
    case 'DOUBLE':
      return ok(DOUBLE);
    case 'XX':
    case 'R':
    case 'RDBL':
    case 'REDOUBLE':
      return ok(REDOUBLE);
  }
  const m = /^([1-9][0-9]?)\s*(C|D|H|S|N|NT|SA|♣|♦|♥|♠)$/.exec(u);
  if (!m) return fail('invalid-call', `"${text}" is not a call (expected P, X, XX or a bid such as 1C … 7NT)`);
  const level = Number(m[1]);
  const strain = parseStrain(m[2]);
  if (level < 1 || strain === undefined) return fail('invalid-call', `"${text}" is not a call`);
  return ok(bid(level, strain));
}

/** The printed bids by level (1..7) and strain index, built once: an auction's view allocates no strings. */
const BID_TEXT: readonly (readonly string[])[] = Array.from({ length: 8 }, (_, level) =>
  STRAINS.map((strain) => `${level}${strain}`),
);

/** Prints a call as PBN writes it: `Pass`, `X`, `XX`, or level and strain (`3NT`). */
export function printCall(c: Call): string {
  switch (c.type) {
    case 'pass':
      return 'P';
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
    case 'bid':
      return BID_TEXT[c.level]?.[strainIndex(c.strain)] ?? `${c.level}${c.strain}`;
  }
}

/** Whether two calls are the same call (same kind, and for bids the same level and strain). */
export const callsEqual = (a: Call, b: Call): boolean =>
  a.type === b.type && (a.type !== 'bid' || (b.type === 'bid' && a.level === b.level && a.strain === b.strain));
