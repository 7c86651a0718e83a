import { describe, expect, it } from 'vitest';
import { seededRandom, unitRandom } from '@stikk/core';
import {
  CROSS_IMP_SCALINGS,
  crossImpGroup,
  scoreEvent,
  single,
  type EventResults,
  type ScoredEvent,
  type ScoringSettings,
  type TableResult,
} from '@stikk/scoring';

const rng = (seed: number): (() => number) => unitRandom(seededRandom(`cross-imp-scaling/${seed}`));
const SCORES = [-800, -420, -100, -50, 90, 110, 140, 170, 420, 450, 620, 1430];
const res = (ns: string, ew: string, scoreNS: number): TableResult => ({ ns, ew, scoreNS });

function score(ev: EventResults, o: Partial<ScoringSettings>): ScoredEvent {
  const r = scoreEvent(ev, o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A random pairs event: `full` results on each board, board 2 missing `missing` of them. */
function event(seed: number, full: number, missing: number): EventResults {
  const r = rng(seed);
  const pick = () => SCORES[Math.floor(r() * SCORES.length)];
  const rows = (k: number) => Array.from({ length: k }, (_, i) => res(String(i + 1), String(i + 101), pick()));
  return {
    kind: 'pairs',
    boards: [
      { board: 1, results: rows(full) },
      { board: 2, results: rows(full - missing) },
    ],
  };
}

const points = (s: ScoredEvent) => s.boards.map((b) => b.results.map((x) => x.pointsNS));

describe('cross-IMP scaling (a named setting)', () => {
  it('names its values', () => {
    expect([...CROSS_IMP_SCALINGS]).toEqual(['full-field', 'none']);
  });

  it('reduces to plain cross-IMPs when every board has the full field', () => {
    for (let seed = 0; seed < 20; seed++) {
      const ev = event(seed, 4 + (seed % 5), 0);
      const scaled = score(ev, { method: 'cross-imps', crossImpScaling: 'full-field' });
      const plain = score(ev, { method: 'cross-imps', crossImpScaling: 'none' });
      expect(points(scaled)).toEqual(points(plain));
    }
  });

  it('full-field scales a short board by (N−1)/(n−1); none leaves the sums; unset follows neuberg', () => {
    for (let seed = 0; seed < 20; seed++) {
      const N = 5 + (seed % 4);
      const ev = event(seed, N, 2);
      const n = N - 2;
      const sums = crossImpGroup(ev.boards[1].results.map((x) => ({ ns: single(x.scoreNS!), ew: single(x.scoreNS!) })));
      const scaled = score(ev, { method: 'cross-imps', crossImpScaling: 'full-field' });
      const plain = score(ev, { method: 'cross-imps', crossImpScaling: 'none' });
      sums.forEach((s, i) => {
        expect(plain.boards[1].results[i].pointsNS).toBeCloseTo(s.ns, 9);
        expect(scaled.boards[1].results[i].pointsNS).toBeCloseTo((s.ns * (N - 1)) / (n - 1), 9);
      });
      expect(points(score(ev, { method: 'cross-imps', neuberg: true }))).toEqual(points(scaled));
      expect(points(score(ev, { method: 'cross-imps', neuberg: false }))).toEqual(points(plain));
      // The named setting wins over neuberg.
      expect(points(score(ev, { method: 'cross-imps', neuberg: true, crossImpScaling: 'none' }))).toEqual(
        points(plain),
      );
    }
  });
});
