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
  /** Maximum number of bound entries (default 1,000,000 ≈ 42 MB). */
  readonly entries?: number;
}

export const DEFAULT_TT_ENTRIES = 1_000_000;

const EMPTY = -1;

export class TranspositionTable {
  readonly maxEntries: number;
  private readonly maxDist: number;
  private readonly bucketMask: number;
  private readonly buckets: Int32Array;
  // distribution nodes
  private readonly dA: Int32Array;
  private readonly dB: Int32Array;
  private readonly dLeader: Int8Array;
  private readonly dNext: Int32Array;
  private readonly dFirst: Int32Array;
  private nDist = 0;
  // entries
  private readonly eMask: Int32Array;
  private readonly eVal: Int32Array;
  private readonly eK: Int32Array;
  private readonly eLo: Int8Array;
  private readonly eHi: Int8Array;
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
    let b = 1;
    while (b < this.maxDist) b <<= 1;
    this.bucketMask = b - 1;
    this.buckets = new Int32Array(b).fill(EMPTY);
    this.dA = new Int32Array(this.maxDist);
    this.dB = new Int32Array(this.maxDist);
    this.dLeader = new Int8Array(this.maxDist);
    this.dNext = new Int32Array(this.maxDist);
    this.dFirst = new Int32Array(this.maxDist);
    this.eMask = new Int32Array(n * 4);
    this.eVal = new Int32Array(n * 4);
    this.eK = new Int32Array(n);
    this.eLo = new Int8Array(n);
    this.eHi = new Int8Array(n);
    this.eNext = new Int32Array(n);
  }

  /** Bytes held by the table's arrays. */
  get bytes(): number {
    return this.buckets.byteLength + this.maxDist * 17 + this.maxEntries * (32 + 4 + 2 + 4);
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

  private findDist(a: number, b: number, leader: number, create: boolean): number {
    const h = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b ^ (leader << 29), 0x85ebca77)) >>> 0;
    const bi = (h ^ (h >>> 15)) & this.bucketMask;
    let i = this.buckets[bi];
    const dA = this.dA, dB = this.dB, dL = this.dLeader, dNext = this.dNext;
    while (i !== EMPTY) {
      if (dA[i] === a && dB[i] === b && dL[i] === leader) return i;
      i = dNext[i];
    }
    if (!create) return EMPTY;
    if (this.nDist >= this.maxDist) return EMPTY;
    i = this.nDist++;
    dA[i] = a;
    dB[i] = b;
    dL[i] = leader;
    dNext[i] = this.buckets[bi];
    this.dFirst[i] = EMPTY;
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
    const eMask = this.eMask, eVal = this.eVal, eLo = this.eLo, eHi = this.eHi, eNext = this.eNext;
    let e = this.dFirst[d], prev = EMPTY;
    while (e !== EMPTY) {
      // Cheap bound test first: only entries that could decide are matched against the pattern.
      const lo = eLo[e], hi = eHi[e];
      if (lo >= need || hi < need) {
        const o = e << 2;
        if (
          (c0 & eMask[o]) === eVal[o] &&
          (c1 & eMask[o + 1]) === eVal[o + 1] &&
          (c2 & eMask[o + 2]) === eVal[o + 2] &&
          (c3 & eMask[o + 3]) === eVal[o + 3]
        ) {
          this.hitK = this.eK[e];
          // Move to front: an entry that answered once tends to answer again soon.
          if (prev !== EMPTY) {
            eNext[prev] = eNext[e];
            eNext[e] = this.dFirst[d];
            this.dFirst[d] = e;
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
    const eMask = this.eMask, eVal = this.eVal, eNext = this.eNext, eK = this.eK;
    let e = this.dFirst[d];
    while (e !== EMPTY) {
      const o = e << 2;
      // Within a distribution the masks follow from the thresholds k.
      if (
        eK[e] === k &&
        eVal[o] === v0 && eVal[o + 1] === v1 && eVal[o + 2] === v2 && eVal[o + 3] === v3
      ) {
        if (lo > this.eLo[e]) this.eLo[e] = lo;
        if (hi < this.eHi[e]) this.eHi[e] = hi;
        return;
      }
      e = eNext[e];
    }
    e = this.nEnt++;
    const o = e << 2;
    eMask[o] = m0; eMask[o + 1] = m1; eMask[o + 2] = m2; eMask[o + 3] = m3;
    eVal[o] = v0; eVal[o + 1] = v1; eVal[o + 2] = v2; eVal[o + 3] = v3;
    this.eK[e] = k;
    this.eLo[e] = lo;
    this.eHi[e] = hi;
    eNext[e] = this.dFirst[d];
    this.dFirst[d] = e;
  }
}
