/**
 * Law 77: the duplicate bridge scoring table. Scores are for declarer's side; the other side
 * scores the negation.
 */
import type { Contract } from './contract.js';
import { fail, ok, type Result } from './result.js';
import { isSuitStrain, type Strain } from './strain.js';

/** Trick score for the tricks bid and made (Law 77, "contract points"). */
export function trickScore(level: number, strain: Strain, risk: '' | 'X' | 'XX'): number {
  const per = strain === 'C' || strain === 'D' ? 20 : 30;
  const base = strain === 'NT' ? 40 + 30 * (level - 1) : per * level;
  return base * (risk === 'XX' ? 4 : risk === 'X' ? 2 : 1);
}

/** Law 77 penalty for `down` undertricks. */
export function undertrickPenalty(down: number, risk: '' | 'X' | 'XX', vulnerable: boolean): number {
  if (down <= 0) return 0;
  if (risk === '') return down * (vulnerable ? 100 : 50);
  let p: number;
  if (vulnerable) {
    p = 200 + 300 * (down - 1);
  } else {
    // not vulnerable, doubled: 100, 200, 200, then 300 each from the fourth
    p = 100 + 200 * Math.min(down - 1, 2) + 300 * Math.max(down - 3, 0);
  }
  return risk === 'XX' ? p * 2 : p;
}

/**
 * Law 77: the score of a contract for declarer's side, given the tricks declarer's side took
 * (0–13). A passed-out board scores 0.
 */
export function scoreContract(c: Contract, vulnerable: boolean, tricks: number): number {
  if (c.passedOut) return 0;
  const need = c.level + 6;
  if (tricks < need) return -undertrickPenalty(need - tricks, c.risk, vulnerable);
  const ts = trickScore(c.level, c.strain, c.risk);
  const over = tricks - need;
  let overPts: number;
  if (c.risk === '') overPts = over * (isSuitStrain(c.strain) ? (c.strain === 'C' || c.strain === 'D' ? 20 : 30) : 30);
  else overPts = over * (vulnerable ? 200 : 100) * (c.risk === 'XX' ? 2 : 1);
  const gameOrPart = ts >= 100 ? (vulnerable ? 500 : 300) : 50;
  const slam = c.level === 7 ? (vulnerable ? 1500 : 1000) : c.level === 6 ? (vulnerable ? 750 : 500) : 0;
  const insult = c.risk === 'XX' ? 100 : c.risk === 'X' ? 50 : 0;
  return ts + overPts + gameOrPart + slam + insult;
}

/** Checked form for user input: tricks must be 0–13. */
export function law77Score(c: Contract, vulnerable: boolean, tricks: number): Result<number> {
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > 13)
    return fail('invalid-tricks', `tricks must be 0–13, got ${tricks}`, { law: '77' });
  return ok(scoreContract(c, vulnerable, tricks));
}

/** `=`, `+1`, `-2`: declarer's tricks relative to the contract. */
export function printResult(c: Contract, tricks: number): string | null {
  if (c.passedOut) return null;
  const d = tricks - (c.level + 6);
  return d === 0 ? '=' : d > 0 ? `+${d}` : `${d}`;
}
