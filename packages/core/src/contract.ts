import { fail, ok, type Result } from './result.js';
import { parseSeat, type Seat } from './seat.js';
import { parseStrain, type Strain } from './strain.js';

/** The risks of a contract: undoubled (empty), doubled `X`, redoubled `XX`. */
export const RISKS = ['', 'X', 'XX'] as const;
/** Undoubled, doubled, redoubled. */
export type Risk = (typeof RISKS)[number];

/** A final contract (Law 22), or a passed-out board. */
export type Contract =
  | { readonly passedOut: true }
  | { readonly passedOut: false; readonly level: number; readonly strain: Strain; readonly risk: Risk };

/** The outcome of a board passed out (no contract). */
export const PASSED_OUT: Contract = { passedOut: true };
/** Makes a contract of `level` in `strain`, undoubled unless `risk` says otherwise. */
export const contract = (level: number, strain: Strain, risk: Risk = ''): Contract => ({
  passedOut: false,
  level,
  strain,
  risk,
});

/** `4SX`, `3NT`, `7HXX`, `passed out`. */
export function printContract(c: Contract): string {
  return c.passedOut ? 'passed out' : `${c.level}${c.strain}${c.risk}`;
}

/**
 * Parses `4SX`, `3NT`, `4Hx`, `3N`, `7HXX`, `Pass`, `passed out`, `AP`; a declarer may be attached
 * (`4SXN`, `3NT S`, `4H-E`), as result files write it.
 */
export function parseContract(text: string): Result<{ contract: Contract; declarer?: Seat }> {
  const t = text.trim().toUpperCase();
  if (t === 'PASS' || t === 'PASSED OUT' || t === 'AP' || t === 'P' || t === 'PASSED' || t === 'ALL PASS') {
    return ok({ contract: PASSED_OUT });
  }
  const m = /^([1-7])\s*(NT|N|SA|C|D|H|S)\s*(XX|X|\*\*|\*|R)?\s*[- ]?\s*([NESW])?$/.exec(t);
  if (!m) return fail('invalid-contract', `"${text}" is not a contract (expected e.g. 4S, 3NT, 4HX, 2DXX or Pass)`);
  const strain = parseStrain(m[2])!;
  const r = m[3];
  const risk: Risk = r === 'XX' || r === '**' || r === 'R' ? 'XX' : r === 'X' || r === '*' ? 'X' : '';
  const declarer = m[4] ? parseSeat(m[4]) : undefined;
  return ok(
    declarer
      ? { contract: contract(Number(m[1]), strain, risk), declarer }
      : { contract: contract(Number(m[1]), strain, risk) },
  );
}
