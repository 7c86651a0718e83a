/**
 * Transposition table for trick-start positions, keyed by *relative* ranks.
 *
 * A position at the start of a trick is (leader, the cards each hand holds). Two positions are
 * grouped when the leader and every hand's length in every suit agree (the "distribution").
 * Within a distribution, an entry records a bound on the tricks North-South take from here,
 * valid for every position whose *top k_s cards of each suit s* have the same owners (owner
 * codes: two bits per remaining card, highest card first). The k_s come from the search: they
 * cover every card whose rank decided a trick in the proof (partition search), so one entry
 * answers many positions that differ only in small cards.
 *
 * Memory is fixed at construction (typed arrays); when full, the table is cleared, which keeps
 * runs deterministic.
 */

export interface TTOptions {
  /** Maximum number of bound entries (default 1,000,000 ≈ 48 MB with the distribution records). */
  readonly entries?: number;
}

export const DEFAULT_TT_ENTRIES = 1_000_000;

const EMPTY = -1;

export class TranspositionTable {
  readonly maxEntries: number;
  private readonly maxDist: number;
  private readonly bucketMask: number;
  private readonly buckets: Int32Array;
  /** Distribution nodes, four words each: a, b, leader | (next + 1) << 2, first entry. */
  private readonly dist: Int32Array;
  private nDist = 0;
  // entries
  /** Pattern of each entry, eight words: mask and value of suit 0, then suit 1, … */
  private readonly eMV: Int32Array;
  /** Bounds and thresholds of each entry: lo | hi << 8 | k << 16. */
  private readonly eW: Int32Array;
  private readonly eNext: Int32Array;
  private nEnt = 0;
  /** Times the table filled up and was cleared. */
  clears = 0;

  // lookup outputs
  /** Thresholds k_s (packed 4 bits per suit) of the entry that gave the cutoff. */
  hitK = 0;
  /** Distribution found (or created) by the last lookup, valid while `gen` is unchanged. */
  lastDist = EMPTY;
  /** Bumped whenever the table is cleared. */
  gen = 0;

  constructor(opts: TTOptions = {}) {
    const n = Math.max(1024, Math.floor(opts.entries ?? DEFAULT_TT_ENTRIES));
    this.maxEntries = n;
    this.maxDist = Math.max(512, n >> 1);
    // A small bucket array stays in cache; chains stay short for the usual table sizes.
    let b = 1;
    while (b < this.maxDist >> 3) b <<= 1;
    this.bucketMask = b - 1;
    this.buckets = new Int32Array(b).fill(EMPTY);
    this.dist = new Int32Array(this.maxDist * 4);
    this.eMV = new Int32Array(n * 8);
    this.eW = new Int32Array(n);
    this.eNext = new Int32Array(n);
  }

  /** Bytes held by the table's arrays. */
  get bytes(): number {
    return this.buckets.byteLength + this.dist.byteLength + this.maxEntries * (32 + 4 + 4);
  }

  clear(): void {
    this.buckets.fill(EMPTY);
    this.gen++;
    this.nDist = 0;
    this.nEnt = 0;
  }

  get size(): number {
    return this.nEnt;
  }

  /** Distribution node: [a, b, leader | (next + 1) << 2, first entry]. */
  private findDist(a: number, b: number, leader: number, create: boolean): number {
    const h = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b ^ (leader << 29), 0x85ebca77)) >>> 0;
    const bi = (h ^ (h >>> 15)) & this.bucketMask;
    let i = this.buckets[bi];
    const dist = this.dist;
    while (i !== EMPTY) {
      const o = i << 2;
      const w = dist[o + 2];
      if (dist[o] === a && dist[o + 1] === b && (w & 3) === leader) return i;
      i = (w >> 2) - 1;
    }
    if (!create) return EMPTY;
    if (this.nDist >= this.maxDist) return EMPTY;
    i = this.nDist++;
    const o = i << 2;
    dist[o] = a;
    dist[o + 1] = b;
    dist[o + 2] = leader | ((this.buckets[bi] + 1) << 2);
    dist[o + 3] = EMPTY;
    this.buckets[bi] = i;
    return i;
  }

  /**
   * Looks for an entry matching the owner codes `c0..c3` that decides whether North-South take
   * at least `need` tricks from here. Returns the entry's bound — a lower bound ≥ `need` (yes) or
   * an upper bound < `need` (no) — or -1 (unknown). On a decision, `hitK` holds the entry's
   * thresholds.
   */
  lookup(a: number, b: number, leader: number, c0: number, c1: number, c2: number, c3: number, need: number): number {
    // The distribution is created here: a miss is followed by a store at the same position.
    const d = this.findDist(a, b, leader, true);
    this.lastDist = d;
    if (d === EMPTY) return -1;
    const eMV = this.eMV, eW = this.eW, eNext = this.eNext, dist = this.dist;
    const df = (d << 2) + 3;
    let e = dist[df], prev = EMPTY;
    while (e !== EMPTY) {
      // Cheap bound test first: only entries that could decide are matched against the pattern.
      const w = eW[e];
      const lo = w & 0xff, hi = (w >> 8) & 0xff;
      if (lo >= need || hi < need) {
        const o = e << 3;
        if (
          (c0 & eMV[o]) === eMV[o + 1] &&
          (c1 & eMV[o + 2]) === eMV[o + 3] &&
          (c2 & eMV[o + 4]) === eMV[o + 5] &&
          (c3 & eMV[o + 6]) === eMV[o + 7]
        ) {
          this.hitK = w >>> 16;
          // Move to front: an entry that answered once tends to answer again soon.
          if (prev !== EMPTY) {
            eNext[prev] = eNext[e];
            eNext[e] = dist[df];
            dist[df] = e;
          }
          return lo >= need ? lo : hi;
        }
      }
      prev = e;
      e = eNext[e];
    }
    return -1;
  }

  /**
   * Records a bound for the pattern (masks m0..m3 over owner codes c0..c3, thresholds packed
   * in `k`): lower bound `lo` and upper bound `hi` on North-South's tricks from here. `dist`
   * and `gen` are `lastDist` and `gen` right after this position's lookup.
   */
  store(
    dist: number, gen: number, a: number, b: number, leader: number,
    c0: number, c1: number, c2: number, c3: number,
    m0: number, m1: number, m2: number, m3: number,
    k: number, lo: number, hi: number,
  ): void {
    let d = gen === this.gen && dist !== EMPTY ? dist : this.findDist(a, b, leader, true);
    if (d === EMPTY || this.nEnt >= this.maxEntries) {
      this.clear();
      this.clears++;
      d = this.findDist(a, b, leader, true);
    }
    const v0 = c0 & m0, v1 = c1 & m1, v2 = c2 & m2, v3 = c3 & m3;
    const eMV = this.eMV, eW = this.eW, ds = this.dist;
    // Always a new entry at the front: an identical pattern seldom exists, and looking for one
    // to merge with costs more than the rare duplicate.
    const df = (d << 2) + 3;
    const e = this.nEnt++;
    const o = e << 3;
    eMV[o] = m0; eMV[o + 1] = v0; eMV[o + 2] = m1; eMV[o + 3] = v1;
    eMV[o + 4] = m2; eMV[o + 5] = v2; eMV[o + 6] = m3; eMV[o + 7] = v3;
    eW[e] = lo | (hi << 8) | (k << 16);
    this.eNext[e] = ds[df];
    ds[df] = e;
  }
}
