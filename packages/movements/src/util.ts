/** Small numeric helpers shared by the generators. Internal: not exported from the package. */

/** Non-negative remainder. */
export function mod(a: number, n: number): number {
  const r = a % n;
  return r < 0 ? r + n : r;
}

/** `[from, from+1, …, to]` (inclusive). */
export function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

/** A small deterministic PRNG (mulberry32) so searches give the same answer on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(xs: T[], rand: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}

/** The boards of set `set` (1-based) with `perRound` boards each: set 1 → 1..B, set 2 → B+1..2B. */
export function boardsOfSet(set: number, perRound: number): number[] {
  return range((set - 1) * perRound + 1, set * perRound);
}
