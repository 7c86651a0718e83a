/** Matchpointing one board: Law 78A, Neuberg with artificial scores (Law 12C2), weighted and split scores; movements from @stikk/movements. */
import { describe, expect, it } from 'vitest';
import { validateMovement, type PairMovement } from '@stikk/movements';
import { matchpointBoard, type BoardLine } from '../src/domain/matchpoints.js';
import { buildMovement, movementBoards, type Movement } from '../src/domain/movement.js';

const res = (contract: string, declarer: 'N' | 'E' | 'S' | 'W', tricks: number) => ({ contract, declarer, lead: null, tricks });
const line = (id: number, r: BoardLine['result'], adjustment: BoardLine['adjustment'] = null): BoardLine => ({ id, ns: id, ew: id + 10, result: r, adjustment, counts: true });

describe('matchpoints', () => {
  it('2 per beaten, 1 per tie; NS + EW = top', () => {
    // NS +110 (2S=), +140 (3S=), +140, −50 (4S−1): top 6.
    const { top, scored } = matchpointBoard([line(1, res('2S', 'N', 8)), line(2, res('3S', 'S', 9)), line(3, res('3S', 'N', 9)), line(4, res('4S', 'N', 9))], 'None');
    expect(top).toBe(6);
    expect(scored.map((s) => s.nsScore)).toEqual([110, 140, 140, -50]);
    expect(scored.map((s) => s.ns)).toEqual([2, 5, 5, 0]);
    for (const s of scored) expect(s.ns! + s.ew!).toBe(6);
  });

  it('an artificial score takes 60/40 % of the top; the rest are factored by Neuberg', () => {
    const { top, scored } = matchpointBoard([line(1, res('1NT', 'N', 7)), line(2, res('2S', 'N', 8)), line(3, res('2S', 'S', 8)), line(4, null, { kind: 'artificial', ns: 'A+', ew: 'A-' })], 'None');
    expect(top).toBe(6);
    expect(scored[3]).toMatchObject({ ns: 3.6, ew: 2.4 });
    // Among 3 results: 90 beats none (0), the two 110s tie (3 each); Neuberg to 4 expected.
    expect(scored[0].ns).toBeCloseTo(((0 + 1) * 4) / 3 - 1, 9);
    expect(scored[1].ns).toBeCloseTo(((3 + 1) * 4) / 3 - 1, 9);
    expect(scored[0].ew).toBeCloseTo(((4 + 1) * 4) / 3 - 1, 9);
  });

  it('weighted (Law 12C1(c)) and split scores', () => {
    const w = matchpointBoard([line(1, res('3NT', 'N', 9)), line(2, res('3NT', 'N', 8)),
      line(3, null, { kind: 'weighted', parts: [{ weight: 0.5, result: res('3NT', 'N', 9) }, { weight: 0.5, result: res('3NT', 'N', 8) }] })], 'None');
    // +400 beats −50 and the weighted half −50 (2 + 0.5·2 + 0.5·1 = 3.5); the weighted line: vs 400: 0.5·1; vs −50: 0.5·2 + 0.5·1.
    expect(w.scored[0].ns).toBeCloseTo(3.5, 9);
    expect(w.scored[2].ns).toBeCloseTo(2, 9);
    const s = matchpointBoard([line(1, res('3NT', 'N', 9)), line(2, res('3NT', 'N', 8)), line(3, null, { kind: 'split', ns: res('3NT', 'N', 9), ew: res('3NT', 'N', 8) })], 'None');
    expect(s.scored[2].ns).toBe(3); // +400 vs 400 tie (1) and −50 (2)
    expect(s.scored[2].ew).toBe(3); // EW on −50: beats +400 (2), ties −50 (1)
  });
});

/** The server's movement as a typed movement again, checked by the package's own validator. */
function revalidate(m: Movement) {
  const pm: PairMovement = {
    form: 'pairs', movement: 'custom', name: m.name, tables: m.tables, rounds: m.rounds, boards: movementBoards(m).length, boardsPerRound: m.boardsPerRound,
    sets: [...new Map(m.guide.map((g) => [g.boards.join(','), g.boards])).values()].map((boards, i) => ({ set: i + 1, boards, copies: m.copies })),
    participants: Array.from({ length: m.pairs }, (_, i) => ({ id: String(i + 1), kind: 'pair' as const })),
    schedule: m.guide.map((g) => ({ round: g.round, table: g.table, ns: String(g.ns), ew: String(g.ew), boards: g.boards })),
  };
  return validateMovement(pm);
}

describe('movements from @stikk/movements', () => {
  it('Mitchell for odd tables: two winners, every pair on every board of its field once', () => {
    const m = buildMovement('mitchell', 5, 3);
    if ('code' in m) throw new Error(m.message);
    expect(m).toMatchObject({ kind: 'mitchell', winners: 2, rounds: 5, pairs: 10, copies: 1 });
    expect(m.guide).toHaveLength(25);
    expect(revalidate(m).errors).toEqual([]);
  });

  it('a 3-table Howell with 3 boards a round shares one set in one round; with 2 it becomes the package barometer', () => {
    const h = buildMovement('howell', 3, 3);
    if ('code' in h) throw new Error(h.message);
    expect(h).toMatchObject({ kind: 'howell', rounds: 5, pairs: 6, copies: 1 });
    expect(h.shared.some((s) => s.tables.length === 3)).toBe(true);
    const b = buildMovement('howell', 3, 2);
    if ('code' in b) throw new Error(b.message);
    expect(b).toMatchObject({ kind: 'barometer', rounds: 5, pairs: 6, copies: 3, shared: [] });
    expect(b.notes[0]).toMatch(/at least 3 boards per round.*3 copies/);
    // Every table plays the same boards each round, and every pair meets every other once.
    for (let r = 1; r <= 5; r++) expect(new Set(b.guide.filter((g) => g.round === r).map((g) => g.boards.join(','))).size).toBe(1);
    const meetings = new Set(b.guide.map((g) => [g.ns, g.ew].sort((x, y) => x - y).join('-')));
    expect(meetings.size).toBe(15);
    expect(revalidate(b).errors).toEqual([]);
  });

  it('an impossible size is the package refusal, with the request field named', () => {
    expect(buildMovement('howell', 3, 1, 9)).toMatchObject({ code: 'invalid-option', field: 'movement.rounds', message: 'movement.rounds: a 3-table Howell has at most 5 rounds, got 9' });
    expect(buildMovement('mitchell', 3, 2, 4)).toMatchObject({ field: 'movement.rounds' });
  });
});

describe('a board short of plays (sit-out)', () => {
  it('is factored by Neuberg up to the most plays of a board', () => {
    // Two results where three were expected: top 4; +110 beats −50: M = 2 → (2 + 1)·3/2 − 1 = 3.5.
    const { top, scored } = matchpointBoard([line(1, res('2S', 'N', 8)), line(2, res('4S', 'N', 9))], 'None', 1);
    expect(top).toBe(4);
    expect(scored[0]).toMatchObject({ ns: 3.5, ew: 0.5 });
    expect(scored[1]).toMatchObject({ ns: 0.5, ew: 3.5 });
  });
});
