/**
 * Checks results entered through the library (the server, a program) before scoring: each error
 * names the field (`boards[3].results[2].tricks`) and, where a law decides, the law.
 */
import { fail, ok, parseContract, type Result } from '@stikk/core';
import { type EventResults, type TableResult, METHODS } from './model.js';

const SEATS = ['N', 'E', 'S', 'W'];

function checkResult(r: TableResult, kind: EventResults['kind'], path: string): Result<void> {
  if (kind === 'individual') {
    if (!r.players || !SEATS.every((s) => typeof (r.players as unknown as Record<string, unknown>)[s] === 'string'))
      return fail('missing-players', `${path}.players: an individual result names the four players`, {
        path: `${path}.players`,
        law: '89',
      });
  } else if (r.ns === undefined && r.ew === undefined && r.count === undefined)
    return fail('missing-pairs', `${path}: neither ns nor ew is given`, { path });
  if (r.count !== undefined && !(Number.isInteger(r.count) && r.count >= 1))
    return fail('invalid-count', `${path}.count: ${r.count} is not a number of tables (1 or more)`, {
      path: `${path}.count`,
    });
  if (r.notPlayed) return ok(undefined);
  if (r.tricks !== undefined && (!Number.isInteger(r.tricks) || r.tricks < 0 || r.tricks > 13))
    return fail('invalid-tricks', `${path}.tricks: ${r.tricks} is not 0–13`, { path: `${path}.tricks`, law: '77' });
  if (r.declarer !== undefined && !SEATS.includes(r.declarer))
    return fail('invalid-declarer', `${path}.declarer: "${r.declarer}" is not N, E, S or W`, {
      path: `${path}.declarer`,
    });
  if (r.contract !== undefined && r.contract.trim() !== '') {
    const c = parseContract(r.contract);
    if (!c.ok) return fail('invalid-contract', `${path}.contract: ${c.error.message}`, { path: `${path}.contract` });
  }
  for (const k of ['scoreNS', 'scoreNSForEW'] as const) {
    const v = r[k];
    if (v !== undefined && !Number.isFinite(v))
      return fail('invalid-score', `${path}.${k}: not a number`, { path: `${path}.${k}` });
  }
  for (const k of ['weighted', 'weightedForEW'] as const) {
    const w = r[k];
    if (!w) continue;
    if (w.some((p) => !(p.weight >= 0) || !Number.isFinite(p.scoreNS)))
      return fail('invalid-weight', `${path}.${k}: weights must be ≥ 0 and scores numbers`, {
        path: `${path}.${k}`,
        law: '12C1(c)',
      });
    const sum = w.reduce((s, p) => s + p.weight, 0);
    if (Math.abs(sum - 1) > 1e-6)
      return fail('invalid-weight', `${path}.${k}: weights add up to ${sum}, not 1`, {
        path: `${path}.${k}`,
        law: '12C1(c)',
      });
  }
  if (r.artificial) {
    for (const side of ['ns', 'ew'] as const) {
      const a = r.artificial[side];
      if (a.kind === 'percent' && !(a.percent >= 0 && a.percent <= 100))
        return fail('invalid-artificial', `${path}.artificial.${side}: ${a.percent} % is not 0–100`, {
          path: `${path}.artificial.${side}`,
          law: '12C2',
        });
    }
  }
  if (
    r.scoreNS === undefined &&
    !r.weighted &&
    !r.artificial &&
    (r.contract === undefined || r.contract.trim() === '')
  ) {
    return fail(
      'missing-score',
      `${path}: a played result needs a score, a contract, an artificial or a weighted score (or notPlayed)`,
      { path },
    );
  }
  return ok(undefined);
}

/** Validates scoring input; the first problem found is returned with its path. */
export function validateResults(ev: EventResults): Result<EventResults> {
  if (!['pairs', 'individual', 'teams'].includes(ev.kind))
    return fail('invalid-kind', `kind: "${String(ev.kind)}" is not pairs, individual or teams`, { path: 'kind' });
  if (ev.method !== undefined && !(METHODS as readonly string[]).includes(ev.method))
    return fail('unknown-method', `method: "${ev.method}" is not one of ${METHODS.join(', ')}`, {
      path: 'method',
      law: '78',
    });
  for (let i = 0; i < ev.boards.length; i++) {
    const b = ev.boards[i];
    if (!Number.isInteger(b.board) || b.board < 1)
      return fail('invalid-board', `boards[${i}].board: ${b.board} is not a board number`, {
        path: `boards[${i}].board`,
        law: '2',
      });
    if (b.expected !== undefined && (!Number.isInteger(b.expected) || b.expected < 1))
      return fail('invalid-expected', `boards[${i}].expected: must be a positive integer`, {
        path: `boards[${i}].expected`,
      });
    for (let j = 0; j < b.results.length; j++) {
      const r = checkResult(b.results[j], ev.kind, `boards[${i}].results[${j}]`);
      if (!r.ok) return r;
    }
  }
  for (let i = 0; i < (ev.adjustments ?? []).length; i++) {
    const a = ev.adjustments![i];
    if (!Number.isFinite(a.amount))
      return fail('invalid-adjustment', `adjustments[${i}].amount: not a number`, {
        path: `adjustments[${i}].amount`,
        law: a.kind === 'penalty' ? '90' : '88',
      });
  }
  return ok(ev);
}
