/** Matchpointing one board: Law 78A, Neuberg with artificial scores (Law 12C2), weighted and split scores; the fallback movements. */
import { describe, expect, it } from 'vitest';
import * as scoring from '@stikk/scoring';
import { matchpointBoard, type BoardLine, type ScoringLib } from '../src/domain/matchpoints.js';
import { buildMovement, checkMovement } from '../src/domain/movement.js';

const res = (contract: string, declarer: 'N' | 'E' | 'S' | 'W', tricks: number) => ({ contract, declarer, lead: null, tricks });
const line = (id: number, r: BoardLine['result'], adjustment: BoardLine['adjustment'] = null): BoardLine => ({ id, ns: id, ew: id + 10, result: r, adjustment, counts: true });

const libs: [string, ScoringLib | undefined][] = [['built-in', undefined], ['@stikk/scoring', scoring as unknown as ScoringLib]];

describe.each(libs)('matchpoints (%s)', (_name, lib) => {
  it('2 per beaten, 1 per tie; NS + EW = top', () => {
    // NS +110 (2S=), +140 (3S=), +140, −50 (4S−1): top 6.
    const { top, scored } = matchpointBoard([line(1, res('2S', 'N', 8)), line(2, res('3S', 'S', 9)), line(3, res('3S', 'N', 9)), line(4, res('4S', 'N', 9))], 'None', lib);
    expect(top).toBe(6);
    expect(scored.map((s) => s.nsScore)).toEqual([110, 140, 140, -50]);
    expect(scored.map((s) => s.ns)).toEqual([2, 5, 5, 0]);
    for (const s of scored) expect(s.ns! + s.ew!).toBe(6);
  });

  it('an artificial score takes 60/40 % of the top; the rest are factored by Neuberg', () => {
    const { top, scored } = matchpointBoard([line(1, res('1NT', 'N', 7)), line(2, res('2S', 'N', 8)), line(3, res('2S', 'S', 8)), line(4, null, { kind: 'artificial', ns: 'A+', ew: 'A-' })], 'None', lib);
    expect(top).toBe(6);
    expect(scored[3]).toMatchObject({ ns: 3.6, ew: 2.4 });
    // Among 3 results: 90 beats none (0), the two 110s tie (3 each); Neuberg to 4 expected.
    expect(scored[0].ns).toBeCloseTo(((0 + 1) * 4) / 3 - 1, 9);
    expect(scored[1].ns).toBeCloseTo(((3 + 1) * 4) / 3 - 1, 9);
    expect(scored[0].ew).toBeCloseTo(((4 + 1) * 4) / 3 - 1, 9);
  });

  it('weighted (Law 12C1(c)) and split scores', () => {
    const w = matchpointBoard([line(1, res('3NT', 'N', 9)), line(2, res('3NT', 'N', 8)),
      line(3, null, { kind: 'weighted', parts: [{ weight: 0.5, result: res('3NT', 'N', 9) }, { weight: 0.5, result: res('3NT', 'N', 8) }] })], 'None', lib);
    // +400 beats −50 and the weighted half −50 (2 + 0.5·2 + 0.5·1 = 3.5); the weighted line: vs 400: 0.5·1; vs −50: 0.5·2 + 0.5·1.
    expect(w.scored[0].ns).toBeCloseTo(3.5, 9);
    expect(w.scored[2].ns).toBeCloseTo(2, 9);
    const s = matchpointBoard([line(1, res('3NT', 'N', 9)), line(2, res('3NT', 'N', 8)), line(3, null, { kind: 'split', ns: res('3NT', 'N', 9), ew: res('3NT', 'N', 8) })], 'None', lib);
    expect(s.scored[2].ns).toBe(3); // +400 vs 400 tie (1) and −50 (2)
    expect(s.scored[2].ew).toBe(3); // EW on −50: beats +400 (2), ties −50 (1)
  });
});

describe('fallback movements', () => {
  it('Mitchell for odd tables and a Howell on duplicated boards for 3 tables pass the checks', async () => {
    const m = await buildMovement('mitchell', 5, 3);
    expect('code' in m).toBe(false);
    if ('code' in m) return;
    expect(checkMovement(m)).toBeNull();
    expect(m.winners).toBe(2);
    expect(m.guide).toHaveLength(25);
    const bad = await buildMovement('howell', 3, 1, 9);
    expect(bad).toMatchObject({ field: expect.stringMatching(/^movement\./) });
  });
});
