/**
 * The reference for the solver's exhaustive tests: plain minimax with a memo, no pruning.
 * Cards are 0..51 (suit * 13 + rank); `trump` is -1 for notrump.
 */
/** Max tricks for North-South from the position (`trick`: cards already played to it, led by `leader`). */
export function brute(hands: number[][], trump: number, leader: number, trick: number[]): number {
  // Memo at trick starts, keyed by the cards left (bit 2 ** card; every card's owner is fixed) per leader:
  // there these two decide the rest of the play. Exact in a double, as cards are 0..51.
  const memo = [0, 1, 2, 3].map(() => new Map<number, number>());
  let left = 0;
  for (const h of hands) for (const c of h) left += 2 ** c;
  const rec = (lead: number, tr: number[]): number => {
    const seat = (lead + tr.length) & 3;
    if (tr.length === 0 && hands[seat].length === 0) return 0;
    if (tr.length === 0) {
      const m = memo[lead].get(left);
      if (m !== undefined) return m;
    }
    const h = hands[seat];
    const ls = tr.length ? Math.floor(tr[0] / 13) : -1;
    let legal = h.filter((c) => Math.floor(c / 13) === ls);
    if (legal.length === 0) legal = [...h];
    const max = (seat & 1) === 0;
    let best = max ? -1 : 99;
    for (const c of legal) {
      h.splice(h.indexOf(c), 1);
      left -= 2 ** c;
      tr.push(c);
      let v: number;
      if (tr.length === 4) {
        let w = 0;
        for (let i = 1; i < 4; i++) {
          const a = tr[i],
            b = tr[w];
          const as = Math.floor(a / 13),
            bs = Math.floor(b / 13);
          if (as === bs ? a > b : as === trump) w = i;
        }
        const ws = (lead + w) & 3;
        v = ((ws & 1) === 0 ? 1 : 0) + rec(ws, []);
      } else v = rec(lead, tr);
      tr.pop();
      h.push(c);
      left += 2 ** c;
      best = max ? Math.max(best, v) : Math.min(best, v);
    }
    if (tr.length === 0) memo[lead].set(left, best);
    return best;
  };
  return rec(leader, [...trick]);
}

const RANKS = '23456789TJQKA';
const SUITS = 'CDHS';

/** A card (0..51) as text, e.g. `HK`. */
export const cardText = (c: number): string => SUITS[Math.floor(c / 13)] + RANKS[c % 13];

/** A hand of cards (0..51) as PBN text `spades.hearts.diamonds.clubs`. */
export const handText = (h: number[]): string =>
  [3, 2, 1, 0]
    .map((s) =>
      h
        .filter((c) => Math.floor(c / 13) === s)
        .sort((a, b) => b - a)
        .map((c) => RANKS[c % 13])
        .join(''),
    )
    .join('.');

/**
 * Four random hands of `n` cards built mostly from high cards in a few suits (sure winners,
 * ruffs and squeezes abound): the first 1–4 suits, and each other suit with chance 0.3, give
 * their ranks above `above` and each lower rank with chance `keep`; the top cards fill up.
 */
export function highCardEnding(rand: () => number, n: number, above: number, keep: number): number[][] {
  const suitsUsed = 1 + Math.floor(rand() * 4);
  const pool: number[] = [];
  for (let s = 0; s < 4; s++) {
    if (s < suitsUsed || rand() < 0.3)
      for (let r = 0; r < 13; r++) if (r > above || rand() < keep) pool.push(s * 13 + r);
  }
  for (let c = 51; pool.length < 4 * n; c--) if (!pool.includes(c)) pool.push(c);
  for (let k = pool.length - 1; k > 0; k--) {
    const j = Math.floor(rand() * (k + 1));
    [pool[k], pool[j]] = [pool[j], pool[k]];
  }
  return [0, 1, 2, 3].map((s) => pool.slice(s * n, s * n + n));
}

const STRAIN_TEXT = ['C', 'D', 'H', 'S', 'NT'] as const;
const SEAT_TEXT = ['N', 'E', 'S', 'W'] as const;

/**
 * Plays `played` random legal cards to a trick led by `leader` (taken out of `hands`) and returns
 * the trick and the solver's position text (trump 0..3, 4 notrump).
 */
export function randomTrick(
  rand: () => number,
  hands: number[][],
  trump: number,
  leader: number,
  played: number,
): {
  trick: number[];
  pos: { remaining: string; trump: (typeof STRAIN_TEXT)[number]; leader: (typeof SEAT_TEXT)[number]; trick: string[] };
} {
  const trick: number[] = [];
  for (let k = 0; k < played; k++) {
    const h = hands[(leader + k) & 3];
    const ls = trick.length ? Math.floor(trick[0] / 13) : -1;
    const follow = h.filter((c) => Math.floor(c / 13) === ls);
    const from = follow.length ? follow : h;
    const c = from[Math.floor(rand() * from.length)];
    h.splice(h.indexOf(c), 1);
    trick.push(c);
  }
  const pos = {
    remaining: 'N:' + hands.map(handText).join(' '),
    trump: STRAIN_TEXT[trump],
    leader: SEAT_TEXT[leader],
    trick: trick.map(cardText),
  };
  return { trick, pos };
}
