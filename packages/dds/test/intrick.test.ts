/**
 * Positions in the middle of a trick against a plain minimax: the bounds that decide a test
 * inside a trick (`trickDecided`: one side needs every trick and the other is sure to win the
 * current one), the fourth hand's own trick-start check and the singleton shortcuts. Random
 * high-card endings with one to three cards already played, notrump and trump, one shared
 * table. Wrong decisions show here at once; thresholds that are too general show mostly on full
 * deals, where the oracle tests against DDS's tables catch them.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@stikk/core';
import { DDSolver } from '@stikk/dds';
import { brute, highCardEnding, randomTrick } from './minimax.js';

describe('mid-trick positions agree with exhaustive minimax', () => {
  const raw = seededRandom('dds-in-trick');
  const rand = (): number => raw() / 0x100000000;
  const solver = new DDSolver({ entries: 50_000 });
  const cases = Array.from({ length: 400 }, (_, i) => i);
  it.each(cases)(
    'ending %i',
    (i) => {
      const n = 3 + (i % 3); // 3 to 5 cards each before the trick
      // mostly high cards in few suits: sure winners, ruffs and "needs every trick" tests abound
      const hands = highCardEnding(rand, n, 7, 0.4);
      const trump = i % 3 === 0 ? 4 : Math.floor(rand() * 4);
      const leader = Math.floor(rand() * 4);
      // play one to three legal cards to the current trick
      const played = 1 + (i % 3);
      const { trick, pos } = randomTrick(rand, hands, trump, leader, played);
      const expectNS = brute(
        hands.map((h) => [...h]),
        trump === 4 ? -1 : trump,
        leader,
        trick,
      );
      const r = solver.solve(pos);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const toPlay = (leader + played) & 3;
      const ns = (toPlay & 1) === 0 ? r.value.tricks : r.value.tricksLeft - r.value.tricks;
      expect({ pos, ns }).toEqual({ pos, ns: expectNS });
    },
    120_000,
  );
});
