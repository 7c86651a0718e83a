/**
 * Exhaustive check of the pruning (partition search, quick tricks, equivalent cards) against a
 * plain memoised minimax on random endings, including positions in the middle of a trick.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@stikk/core';
import { DDSolver } from '@stikk/dds';
import { brute, cardText, handText } from './minimax.js';

const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
const SEATS = ['N', 'E', 'S', 'W'] as const;

describe('solver agrees with exhaustive minimax on random endings', () => {
  const raw = seededRandom('dds-oracle');
  const rand = (): number => raw() / 0x100000000;
  const solver = new DDSolver({ entries: 50_000 });
  const cases = Array.from({ length: 160 }, (_, i) => i);
  it.each(cases)(
    'ending %i',
    (i) => {
      const n = 2 + (i % 4); // 2..5 cards each
      // Endings from few suits/ranks are the interesting ones: draw from a random subset of suits.
      const suitsUsed = 1 + Math.floor(rand() * 4);
      const pool: number[] = [];
      for (let s = 0; s < 4; s++) if (s < suitsUsed || rand() < 0.3) for (let r = 0; r < 13; r++) pool.push(s * 13 + r);
      while (pool.length < 4 * n)
        pool.push(
          ...Array.from({ length: 52 }, (_, c) => c)
            .filter((c) => !pool.includes(c))
            .slice(0, 4 * n - pool.length),
        );
      for (let k = pool.length - 1; k > 0; k--) {
        const j = Math.floor(rand() * (k + 1));
        [pool[k], pool[j]] = [pool[j], pool[k]];
      }
      const hands = [0, 1, 2, 3].map((s) => pool.slice(s * n, s * n + n));
      const trump = Math.floor(rand() * 5);
      const leader = Math.floor(rand() * 4);
      // play 0..3 legal random cards to the current trick
      const k = Math.floor(rand() * 4);
      const trick: number[] = [];
      for (let j = 0; j < k; j++) {
        const h = hands[(leader + j) & 3];
        const ls = trick.length ? Math.floor(trick[0] / 13) : -1;
        let legal = h.filter((c) => Math.floor(c / 13) === ls);
        if (!legal.length) legal = h;
        const c = legal[Math.floor(rand() * legal.length)];
        h.splice(h.indexOf(c), 1);
        trick.push(c);
      }
      const remaining = 'N:' + hands.map(handText).join(' ');
      const pos = { remaining, trump: STRAINS[trump], leader: SEATS[leader], trick: trick.map(cardText) };
      const expectNS = brute(
        hands.map((h) => [...h]),
        trump === 4 ? -1 : trump,
        leader,
        trick,
      );
      const r = solver.solve(pos);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const toPlay = (leader + trick.length) & 3;
      const ns = (toPlay & 1) === 0 ? r.value.tricks : r.value.tricksLeft - r.value.tricks;
      expect({ pos, ns }).toEqual({ pos, ns: expectNS });
      // every card of the side to play
      const b = solver.solveBoard(pos);
      expect(b.ok).toBe(true);
      if (!b.ok) return;
      for (const cr of b.value) {
        for (const c of [cr.card, ...cr.equals]) {
          const hs = hands.map((h) => [...h]);
          const h = hs[toPlay];
          h.splice(h.indexOf(c), 1);
          let v: number;
          const t2 = [...trick, c];
          if (t2.length === 4) {
            let w = 0;
            for (let j = 1; j < 4; j++) {
              const a = t2[j],
                bb = t2[w];
              const as = Math.floor(a / 13),
                bs = Math.floor(bb / 13);
              if (as === bs ? a > bb : as === trump) w = j;
            }
            const ws = (leader + w) & 3;
            v = ((ws & 1) === 0 ? 1 : 0) + brute(hs, trump === 4 ? -1 : trump, ws, []);
          } else v = brute(hs, trump === 4 ? -1 : trump, leader, t2);
          const side = (toPlay & 1) === 0 ? v : r.value.tricksLeft - v;
          expect({ pos, card: cardText(c), tricks: cr.tricks }).toEqual({ pos, card: cardText(c), tricks: side });
        }
      }
    },
    120_000,
  );
});
