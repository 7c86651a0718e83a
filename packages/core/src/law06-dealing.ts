/**
 * Law 6: the shuffle and deal. Stikk deals by computer (Law 6E4 lets the regulating authority
 * approve it): every deal equally likely, either from a cryptographic source for real events or
 * from a seed for reproducible sets (the same seed gives the same deals on any machine).
 */
import type { Card } from './card.js';
import { sortHand, type Deal } from './deal.js';

/** A source of uniformly random 32-bit unsigned integers. */
export type RandomSource = () => number;

/** Cryptographic randomness (Web Crypto: Node and browsers). */
export function cryptoRandom(): RandomSource {
  const buf = new Uint32Array(256);
  let i = buf.length;
  return () => {
    if (i === buf.length) {
      globalThis.crypto.getRandomValues(buf);
      i = 0;
    }
    return buf[i++];
  };
}

// 128-bit string hash to seed the generator (pure integer arithmetic: identical everywhere).
function hash128(str: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** xoshiro128** seeded from a string. */
export function seededRandom(seed: string): RandomSource {
  let [a, b, c, d] = hash128(seed);
  if ((a | b | c | d) === 0) a = 1;
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
}
const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

/** A generator of numbers in [0, 1) from a source of 32-bit integers (for simulations and tests). */
export function unitRandom(rand: RandomSource): () => number {
  return () => rand() / 0x100000000;
}

/** An unbiased integer in [0, n). */
export function randomBelow(rand: RandomSource, n: number): number {
  const limit = Math.floor(0x100000000 / n) * n;
  let x: number;
  do x = rand();
  while (x >= limit);
  return x % n;
}

/** Law 6: a random deal (Fisher–Yates shuffle, then 13 cards to each hand). */
export function randomDeal(rand: RandomSource): Deal {
  const cards: Card[] = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i > 0; i--) {
    const j = randomBelow(rand, i + 1);
    const t = cards[i];
    cards[i] = cards[j];
    cards[j] = t;
  }
  return {
    N: sortHand(cards.slice(0, 13)),
    E: sortHand(cards.slice(13, 26)),
    S: sortHand(cards.slice(26, 39)),
    W: sortHand(cards.slice(39, 52)),
  };
}

/**
 * The deal of one board from a seed. Each board draws from its own stream, so board 7 is the
 * same whether boards 1–32 or only 5–8 are dealt.
 */
export function seededDeal(seed: string, board: number): Deal {
  return randomDeal(seededRandom(`stikk-deal/1\u0000${seed}\u0000${board}`));
}
