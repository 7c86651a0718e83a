// Shared places (issue 17): contestants with equal totals share a place, printed "1–2" as Ruter and
// Magic Contest print it (PBN: Rank 1, RankTie 2); the next contestant takes the place after the tie.
// The expected places below are worked out by hand from the results, before the code.
import { describe, expect, it } from 'vitest';
import { scoreEvent, type EventResults, type ScoredEvent, type ScoringSettings } from '@stikk/scoring';
import { FIELD, MITCHELL } from './fixtures/ranking-ties.js';

function score(ev: EventResults, o: Partial<ScoringSettings> = {}): ScoredEvent {
  const r = scoreEvent(ev, o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const places = (s: ScoredEvent) =>
  Object.fromEntries(s.ranking.map((e) => [`${e.direction ?? ''}${e.id}`, [e.total, e.rankText, e.rank, e.rankLast]]));

describe('shared places', () => {
  it('a two-winner Mitchell: a tie for first in NS, for second in EW', () => {
    const s = score(MITCHELL, { winners: 2, neuberg: false });
    expect(places(s)).toEqual({
      NS1N: [5, '1–2', 1, 2],
      NS2N: [5, '1–2', 1, 2],
      NS3N: [2, '3', 3, undefined],
      EW2E: [6, '1', 1, undefined],
      EW1E: [3, '2–3', 2, 3],
      EW3E: [3, '2–3', 2, 3],
    });
  });

  it('cross-IMPs: ties in the middle share their places, the next pair takes the place after', () => {
    const s = score(FIELD, { method: 'cross-imps', winners: 1 });
    expect(places(s)).toEqual({
      '6': [18, '1', 1, undefined],
      '1': [9, '2–3', 2, 3],
      '3': [9, '2–3', 2, 3],
      '2': [-9, '4–5', 4, 5],
      '4': [-9, '4–5', 4, 5],
      '5': [-18, '6', 6, undefined],
    });
  });

  it('Butler: the same places on IMPs against the datum', () => {
    const s = score(FIELD, { method: 'butler', winners: 1, butlerDrop: 0 });
    expect(s.boards[0].datum).toBe(300);
    expect(places(s)).toEqual({
      '6': [6, '1', 1, undefined],
      '1': [3, '2–3', 2, 3],
      '3': [3, '2–3', 2, 3],
      '2': [-3, '4–5', 4, 5],
      '4': [-3, '4–5', 4, 5],
      '5': [-6, '6', 6, undefined],
    });
  });
});
