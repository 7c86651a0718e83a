// Issue 15 item 7: folding a table log with the digital director is linear in its events. The
// work is counted, not timed: auction summary steps and call records re-read by the core, and
// open irregularities visited by the auction director. Before the fix, a chain of insufficient
// bids each accepted by the next call cost a full re-summary of the auction per standing call
// per event (about n³ steps: 2,000 events froze the server for seconds).
import { describe, expect, it } from 'vitest';
import {
  foldRaw,
  MAX_TABLE_EVENTS,
  printDeal,
  seededDeal,
  seededRandom,
  type RawTableEvent,
  type TableState,
} from '@stikk/core';
import { directorRules } from '@stikk/laws';
import { MAX_OPEN_IRREGULARITIES, stateOf } from '../src/auction/state.js';

const SEATS = ['N', 'E', 'S', 'W'] as const;
const deal = printDeal(seededDeal('linear', 1));

function fold(events: RawTableEvent[]) {
  return foldRaw({ format: 'stikk-table-log/1', board: 1, deal, events }, { mode: 'record', rules: directorRules });
}

function work(s: TableState): number {
  const a = stateOf(s as Parameters<typeof stateOf>[0]);
  return s.work.summarySteps + s.work.recordsScanned + a.work.opensVisited;
}

const CALLS = ['P', '1C', '1H', '2S', 'X', 'XX', '3NT', 'P', 'P', '8C'];
const shapes: Record<string, (n: number) => RawTableEvent[]> = {
  // Each 1C is insufficient and accepted by the next player's call (27A1): the auction grows without end.
  'insufficient-bid chain': (n) => Array.from({ length: n }, (_, i) => ({ seat: SEATS[i % 4], call: '1C' })),
  // Calls against the rotation, each accepted by conduct (29A, 27A1).
  'calls against the rotation': (n) =>
    Array.from({ length: n }, (_, i) => ({ seat: SEATS[(4 - (i % 4)) % 4], call: '1S' })),
  // Random calls by random seats with random director findings.
  'random calls and rulings': (n) => {
    const r = seededRandom('linear-random');
    const pick = (k: number) => Math.floor((r() / 2 ** 32) * k);
    return Array.from({ length: n }, (_, i) =>
      i % 3 === 2
        ? { director: { lhoAccepts: pick(2) === 0 } }
        : { seat: SEATS[pick(4)], call: CALLS[pick(CALLS.length)] },
    );
  },
};

describe('the fold is linear in the number of events', () => {
  for (const [name, gen] of Object.entries(shapes)) {
    it(name, () => {
      const small = fold(gen(100));
      const large = fold(gen(1000));
      if (!small.ok || !large.ok) throw new Error('fold failed');
      const w1 = work(small.value);
      const w10 = work(large.value);
      expect(w10).toBeGreaterThan(0);
      // Ten times the events: at most ten times the work, with a little slack for the start.
      expect(w10).toBeLessThanOrEqual(11 * w1 + 200);
    });
  }

  it(`refuses a log with more than ${MAX_OPEN_IRREGULARITIES} auction irregularities open at once (Law 9B)`, () => {
    // The same player calls again and again out of rotation before any ruling.
    const r = fold(Array.from({ length: 200 }, () => ({ seat: 'E', call: 'P' })));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'too-many-open-irregularities', law: '9B' });
    expect(r.error.index).toBeLessThan(200);
  });

  it(`refuses a log of more than ${MAX_TABLE_EVENTS} events before folding it`, () => {
    const r = fold(Array.from({ length: MAX_TABLE_EVENTS + 1 }, () => ({ marker: 'round-ended' })));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'too-many-events', path: 'events' });
  });
});
