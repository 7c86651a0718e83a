/**
 * Movements from @stikk/movements (board scoring is @stikk/scoring's, tested there and over HTTP in
 * scoring-exports.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { validateMovement, type PairMovement } from '@stikk/movements';
import { buildMovement, movementBoards, type Movement } from '../src/domain/movement.js';

/** The server's movement as a typed movement again, checked by the package's own validator. */
function revalidate(m: Movement) {
  const pm: PairMovement = {
    form: 'pairs',
    movement: 'custom',
    name: m.name,
    tables: m.tables,
    rounds: m.rounds,
    boards: movementBoards(m).length,
    boardsPerRound: m.boardsPerRound,
    sets: [...new Map(m.guide.map((g) => [g.boards.join(','), g.boards])).values()].map((boards, i) => ({
      set: i + 1,
      boards,
      copies: m.copies,
    })),
    participants: Array.from({ length: m.pairs }, (_, i) => ({ id: String(i + 1), kind: 'pair' as const })),
    schedule: m.guide.map((g) => ({
      round: g.round,
      table: g.table,
      ns: String(g.ns),
      ew: String(g.ew),
      boards: g.boards,
    })),
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
    for (let r = 1; r <= 5; r++)
      expect(new Set(b.guide.filter((g) => g.round === r).map((g) => g.boards.join(','))).size).toBe(1);
    const meetings = new Set(
      b.guide.map((g) => {
        if (g.ns === null || g.ew === null) throw new Error(`round ${g.round}: no pair sits out in this movement`);
        return [g.ns, g.ew].sort((x, y) => x - y).join('-');
      }),
    );
    expect(meetings.size).toBe(15);
    expect(revalidate(b).errors).toEqual([]);
  });

  it('an impossible size is the package refusal, with the request field named', () => {
    expect(buildMovement('howell', 3, 1, 9)).toMatchObject({
      code: 'invalid-option',
      field: 'movement.rounds',
      message: 'movement.rounds: a 3-table Howell has at most 5 rounds, got 9',
    });
    expect(buildMovement('mitchell', 3, 2, 4)).toMatchObject({ field: 'movement.rounds' });
  });
});
