/**
 * `solveBoard` against exhaustive minimax: every legal card (and each card it lists as equal) of
 * random endings, at a trick start and with one to three cards of the trick played. The endings
 * keep many small cards spread over the hands, so that cards of one suit that are not in
 * sequence often give the same result: `solveBoard` takes such a card's result from the proof
 * of a higher card of its suit (the ranks that proof relied on all lie above both cards), and a
 * proof that relied on too little shows here as a wrong card.
 */
import { describe, expect, it } from 'vitest';
import { printCard, seededRandom } from '@stikk/core';
import { DDSolver, wasmCoreAvailable } from '@stikk/dds';
import { brute, cardText, handText, highCardEnding, randomTrick } from './minimax.js';

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

/**
 * What one solver keeps between calls (its transposition table, cut-off caches and killers) must
 * never change an answer. The positions along a random play of several endings, each ending in two
 * strains, are solved by one solver in play order, in reverse and shuffled together (so that other
 * endings, other strains and `solve` calls fall between a deal's positions), with a table small
 * enough to be compacted; every card is checked against exhaustive minimax and against a fresh
 * solver. An entry kept where it no longer holds (another trump, a rank that mattered) shows here.
 */
describe('one solver across many calls: a deal in any order, other deals and strains between', () => {
  type Pos = ReturnType<typeof randomTrick>['pos'];
  interface Item {
    pos: Pos;
    /** Every legal card (equal cards each) with the side to play's tricks, sorted. */
    want: string[];
    /** The side to play's tricks with best play. */
    best: number;
  }
  const raw = seededRandom('dds-reuse-across-calls');
  const rand = (): number => raw() / 0x100000000;
  const winner = (t: number[], trump: number, leader: number): number => {
    let w = 0;
    for (let k = 1; k < 4; k++) {
      const a = Math.floor(t[k] / 13),
        b = Math.floor(t[w] / 13);
      if (a === b ? t[k] > t[w] : a === trump) w = k;
    }
    return (leader + w) & 3;
  };
  /** Minimax value of every legal card of the side to play. */
  const expected = (hands: number[][], trump: number, leader: number, trick: number[]): Item['want'] => {
    const toPlay = (leader + trick.length) & 3;
    const left = hands[toPlay].length;
    const ls = trick.length ? Math.floor(trick[0] / 13) : -1;
    const follow = hands[toPlay].filter((c) => Math.floor(c / 13) === ls);
    const t = trump === 4 ? -1 : trump;
    return (follow.length ? follow : hands[toPlay])
      .map((c) => {
        const h2 = hands.map((h) => h.filter((x) => x !== c));
        const t2 = [...trick, c];
        let ns: number;
        if (t2.length < 4) ns = brute(h2, t, leader, t2);
        else {
          const ws = winner(t2, trump, leader);
          ns = ((ws & 1) === 0 ? 1 : 0) + brute(h2, t, ws, []);
        }
        return `${cardText(c)}:${(toPlay & 1) === 0 ? ns : left - ns}`;
      })
      .sort();
  };
  /** The positions after every card of one random play of an ending (one to play at least two tricks). */
  const line = (start: number[][], trump: number, leader0: number): Item[] => {
    const hands = start.map((h) => [...h]);
    const items: Item[] = [];
    let leader = leader0;
    let trick: number[] = [];
    for (;;) {
      const toPlay = (leader + trick.length) & 3;
      if (hands[toPlay].length === 0) break;
      const want = expected(hands, trump, leader, trick);
      const best = Math.max(...want.map((w) => Number(w.split(':')[1])));
      const pos = {
        remaining: 'N:' + hands.map(handText).join(' '),
        trump: (['C', 'D', 'H', 'S', 'NT'] as const)[trump],
        leader: (['N', 'E', 'S', 'W'] as const)[leader],
        trick: trick.map(cardText),
      };
      items.push({ pos, want, best });
      // a random legal card: the line is not the best play, so later positions are not on the proof's path only
      const ls = trick.length ? Math.floor(trick[0] / 13) : -1;
      const follow = hands[toPlay].filter((c) => Math.floor(c / 13) === ls);
      const from = follow.length ? follow : hands[toPlay];
      const c = from[Math.floor(rand() * from.length)];
      hands[toPlay].splice(hands[toPlay].indexOf(c), 1);
      trick.push(c);
      if (trick.length === 4) {
        leader = winner(trick, trump, leader);
        trick = [];
      }
    }
    return items;
  };
  const lines: Item[][] = [];
  for (let d = 0; d < 6; d++) {
    const hands = highCardEnding(rand, 5, 4, 0.6);
    const leader = Math.floor(rand() * 4);
    // each ending in notrump or a suit and in a second strain: the same cards, entries that must not carry over
    const t1 = d % 2 === 0 ? 4 : Math.floor(rand() * 4);
    const t2 = (t1 + 1 + Math.floor(rand() * 4)) % 5;
    lines.push(line(hands, t1, leader), line(hands, t2, leader));
  }
  const all = lines.flat();
  const shuffled = (xs: Item[]): Item[] => {
    const a = [...xs];
    for (let k = a.length - 1; k > 0; k--) {
      const j = Math.floor(rand() * (k + 1));
      [a[k], a[j]] = [a[j], a[k]];
    }
    return a;
  };
  const orders: [string, Item[]][] = [
    ['play order, one deal after another', all],
    ['each deal backwards', lines.flatMap((l) => [...l].reverse())],
    [
      'two strains of a deal alternating',
      lines.flatMap((l, i) => (i % 2 ? [] : l.flatMap((x, k) => [x, lines[i + 1][k]].filter(Boolean)))),
    ],
    ['shuffled', shuffled(all)],
  ];
  const cores = wasmCoreAvailable() ? (['ts', 'wasm'] as const) : (['ts'] as const);
  const got = (s: DDSolver, p: Pos): string[] => {
    const r = s.solveBoard(p);
    if (!r.ok) return [r.error.code];
    return r.value.flatMap((c) => [c.card, ...c.equals].map((k) => `${printCard(k)}:${c.tricks}`)).sort();
  };
  it.each(cores.flatMap((core) => orders.map(([name], i) => [core, name, i] as const)))(
    '%s core, %s',
    (core, _name, i) => {
      const order = orders[i][1];
      // a small table (compacted several times over) and a large one
      for (const entries of [1024, 200_000]) {
        const s = new DDSolver({ core, entries });
        for (const [k, item] of order.entries()) {
          // every third position asked for its value alone first: `solve` between the `solveBoard` calls
          if (k % 3 === 0) {
            const v = s.solve(item.pos);
            expect(v.ok && v.value.tricks).toBe(item.best);
          }
          expect({ pos: item.pos, got: got(s, item.pos) }).toEqual({ pos: item.pos, got: item.want });
        }
        // a fresh solver on a sample agrees too (the reference above is minimax itself)
        for (const item of order.slice(0, 8))
          expect(got(new DDSolver({ core, entries }), item.pos)).toEqual(got(s, item.pos));
      }
    },
    120_000,
  );
});
