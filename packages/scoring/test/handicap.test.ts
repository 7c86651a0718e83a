// Handicap events: a contestant's handicap (percentage points) is added to its percentage and the
// matching share of its maximum to its total, and the ranking is made on the handicapped figures.
import { describe, expect, it } from 'vitest';
import { scoreEvent, type EventResults } from '@stikk/scoring';

/** Four pairs, two tables, two boards; pairs 1 (NS) and 4 (EW) score 100 %, pairs 2 and 3 score 0 %. */
function event(handicaps: Record<string, number>): EventResults {
  return {
    kind: 'pairs',
    boards: [1, 2].map((board) => ({
      board,
      results: [
        { ns: '1', ew: '2', scoreNS: 420 },
        { ns: '3', ew: '4', scoreNS: 400 },
      ],
    })),
    participants: ['1', '2', '3', '4'].map((id) => ({
      id,
      ...(handicaps[id] !== undefined ? { handicap: handicaps[id] } : {}),
    })),
    settings: { winners: 1 },
  };
}

describe('handicaps', () => {
  it('adds each handicap to the percentage and total, and ranks again', () => {
    const plain = scoreEvent(event({}), { method: 'matchpoints' });
    const hcp = scoreEvent(event({ '1': -60, '3': 30 }), { method: 'matchpoints' });
    if (!plain.ok || !hcp.ok) throw new Error('not scored');
    const p = (id: string) => plain.value.ranking.find((e) => e.id === id)!;
    const h = (id: string) => hcp.value.ranking.find((e) => e.id === id)!;
    expect(p('1').percent).toBe(100);
    expect(h('1')).toMatchObject({ handicap: -60, percent: 40, total: p('1').total - 0.6 * p('1').maxPoints! });
    expect(h('3')).toMatchObject({ handicap: 30, percent: 30 });
    expect(h('2').handicap).toBeUndefined();
    // Ranked on the handicapped percentages: 4 (100), 1 (40), 3 (30), 2 (0).
    expect(hcp.value.ranking.map((e) => [e.id, e.rank])).toEqual([
      ['4', 1],
      ['1', 2],
      ['3', 3],
      ['2', 4],
    ]);
    expect(p('1').rank).toBe(1);
  });

  it('reports handicaps it cannot apply (no percentages) instead of ignoring them', () => {
    const r = scoreEvent(event({ '1': -5 }), { method: 'cross-imps' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.warnings).toContain(
      '1 contestant has a handicap (percentage points); not applied to a cross-imps ranking',
    );
    expect(r.value.ranking.find((e) => e.id === '1')!.handicap).toBeUndefined();
  });
});
