/**
 * `solveBoard` against exhaustive minimax: every legal card (and each card it lists as equal) of
 * random endings, at a trick start and with one to three cards of the trick played. The endings
 * keep many small cards spread over the hands, so that cards of one suit that are not in
 * sequence often give the same result: `solveBoard` takes such a card's result from the proof
 * of a higher card of its suit (the ranks that proof relied on all lie above both cards), and a
 * proof that relied on too little shows here as a wrong card.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@stikk/core';
import { DDSolver } from '@stikk/dds';
import { brute, cardText, highCardEnding, randomTrick } from './minimax.js';

describe('solveBoard agrees with exhaustive minimax on every card', () => {
  const raw = seededRandom('dds-solveboard-minimax');
  const rand = (): number => raw() / 0x100000000;
  // one table for all endings: entries from earlier endings are reused when the trump is the same
  const solver = new DDSolver({ entries: 50_000 });
  const cases = Array.from({ length: 240 }, (_, i) => i);
  it.each(cases)(
    'ending %i',
    (i) => {
      const n = 3 + (i % 3); // 3 to 5 cards each before the trick
      // low cards kept often: cards of a suit that are not in sequence but equal in effect
      const hands = highCardEnding(rand, n, 5, 0.7);
      const trump = i % 3 === 0 ? 4 : Math.floor(rand() * 4);
      const leader = Math.floor(rand() * 4);
      const played = i % 4; // 0 to 3 cards of the current trick
      const { trick, pos } = randomTrick(rand, hands, trump, leader, played);
      const r = solver.solveBoard(pos);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const toPlay = (leader + played) & 3;
      const left = hands[toPlay].length;
      const got: string[] = [];
      const want: string[] = [];
      for (const cr of r.value) {
        for (const c of [cr.card, ...cr.equals]) {
          const h2 = hands.map((h) => h.filter((x) => x !== c));
          const t2 = [...trick, c];
          let ns: number;
          if (t2.length < 4) ns = brute(h2, trump === 4 ? -1 : trump, leader, t2);
          else {
            // the card completes the trick: its winner leads the rest
            let w = 0;
            for (let k = 1; k < 4; k++) {
              const a = Math.floor(t2[k] / 13),
                b = Math.floor(t2[w] / 13);
              if (a === b ? t2[k] > t2[w] : a === trump) w = k;
            }
            const ws = (leader + w) & 3;
            ns = ((ws & 1) === 0 ? 1 : 0) + brute(h2, trump === 4 ? -1 : trump, ws, []);
          }
          got.push(`${cardText(c)}:${cr.tricks}`);
          want.push(`${cardText(c)}:${(toPlay & 1) === 0 ? ns : left - ns}`);
        }
      }
      // every legal card is listed once
      const ls = trick.length ? Math.floor(trick[0] / 13) : -1;
      const follow = hands[toPlay].filter((c) => Math.floor(c / 13) === ls);
      expect(got.length).toBe((follow.length ? follow : hands[toPlay]).length);
      expect({ pos, got }).toEqual({ pos, got: want });
    },
    120_000,
  );
});
