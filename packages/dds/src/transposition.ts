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
 * Layout: the entries of one distribution lie contiguous in one chunk of an arena (the chunk
 * moves to a chunk twice its size when full), so a lookup scans an array instead of chasing
 * links. Each entry has a one-word filter: the owners of the top four cards of every suit (a
 * byte per suit, `sig` below), masked to the entry's k_s. Nearly every entry that does not
 * match fails this single test; the full pattern and the bound, kept in a parallel arena at the
 * same entry index, are read only when it passes.
 *
 * Memory is fixed at construction (typed arrays); when full, the table keeps the entries with the
 * most tricks left (at most half of it) and drops the rest, which keeps runs deterministic.
 */

export interface TTOptions {
  /**
   * Maximum number of bound entries (default 2,800,000 ≈ 140 MB with the distribution records and chunk room;
   * memory is touched only as entries are stored, so deals that never fill the table cost no more).
   */
  readonly entries?: number;
}

/** The transposition table's default capacity in entries. */
export const DEFAULT_TT_ENTRIES = 2_800_000;

const EMPTY = -1;

// Hot code below uses the strides and EMPTY (-1) as literals: reading a module constant
// costs a load and a type check each time in optimized code.

/**
 * An entry is a filter in its distribution's chunk of `filt` — mask, value (top four cards per
 * suit) — and at the same entry index in `pay` its body: lo | hi << 8 | k << 16, then per suit
 * the pattern as value << 5 | shift: the position matches when `code >>> shift === value`
 * (shift 31 for a suit without pattern: codes have at most 26 bits). The scan reads only the
 * filters, 8 bytes an entry.
 */
const FSTRIDE = 2;
const BSTRIDE = 5;
/** Distribution record words: a, b, leader | (next + 1) << 2, chunk start (entry), count, capacity. */
const DSTRIDE = 8;
/** Entries of a distribution's first chunk. */
const FIRST_CAP = 4;

/** The filter byte of a suit from its owner code and length: owners of its top four cards. */
export function sigByte(code: number, len: number): number {
  return len >= 4 ? (code >>> (2 * len - 8)) & 0xff : code << (8 - 2 * len);
}

/** The filter mask byte of a pattern over the top `ks` cards of a suit. */
export function sigMask(ks: number): number {
  return ks >= 4 ? 0xff : (0xff00 >> (2 * ks)) & 0xff;
}

/** Tricks left at a distribution: the length key's first word holds North's four suit lengths. */
function tricksLeftOf(a: number): number {
  return (a & 15) + ((a >> 4) & 15) + ((a >> 8) & 15) + ((a >> 12) & 15);
}

/** Bounds on the tricks of positions already solved, shared by positions with the same relevant cards. */
export class TranspositionTable {
  readonly maxEntries: number;
  /** Entry slots of the arenas: live chunks' room (capacities are powers of two) and free chunks. */
  private readonly arena: number;
  private readonly maxDist: number;
  private readonly bucketMask: number;
  private readonly buckets: Int32Array;
  private readonly dist: Int32Array;
  private nDist = 0;
  /** Chunks of entry filters (FSTRIDE words each), allocated from the bottom (in entries). */
  private readonly filt: Int32Array;
  /** Entry bodies (BSTRIDE words each), at the entry index of their filter. */
  private readonly pay: Int32Array;
  private top = 0;
  private nEnt = 0;
  /**
   * Chunks left behind when their distribution moved to a larger one, by size (FIRST_CAP << c
   * entries; capacities are powers of two): entry index + 1 of the first (0: none); a free chunk's
   * first filter word links to the next. A chunk that grows takes one of its new size from here
   * before new room at `top`: without this reuse the arena filled (and the table dropped three
   * quarters of its entries) when only about 80 % of `maxEntries` were live.
   */
  private readonly free = new Int32Array(32);
  /** Times the table filled up (and kept only its entries nearest the root). */
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
    // Hard deals that fill the table use about 6 distribution records per 100 entries.
    this.maxDist = Math.max(512, n >> 2);
    // A small bucket array stays in cache; chains stay short for the usual table sizes.
    let b = 1;
    while (b < this.maxDist >> 3) b <<= 1;
    this.bucketMask = b - 1;
    this.buckets = new Int32Array(b).fill(EMPTY);
    this.dist = new Int32Array(this.maxDist * DSTRIDE);
    // Room for the live chunks and free ones: full tables on hard deals reached 1.45 slots per entry.
    this.arena = n + (n >> 1);
    this.filt = new Int32Array(this.arena * FSTRIDE);
    this.pay = new Int32Array(this.arena * BSTRIDE);
  }

  /** Bytes held by the table's arrays. */
  get bytes(): number {
    return this.buckets.byteLength + this.dist.byteLength + this.filt.byteLength + this.pay.byteLength;
  }

  /** Forgets every entry (the memory stays allocated). */
  clear(): void {
    this.buckets.fill(EMPTY);
    this.gen++;
    this.nDist = 0;
    this.nEnt = 0;
    this.top = 0;
    for (let c = 0; c < 32; c++) this.free[c] = 0;
  }

  /** The number of entries stored. */
  get size(): number {
    return this.nEnt;
  }

  /** Distribution record index (or EMPTY when the records are full). */
  private findDist(a: number, b: number, leader: number, create: boolean): number {
    const h = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b ^ (leader << 29), 0x85ebca77)) >>> 0;
    const bi = (h ^ (h >>> 15)) & this.bucketMask;
    let i = this.buckets[bi];
    const dist = this.dist;
    while (i !== -1) {
      const o = i << 3;
      const w = dist[o + 2];
      if (dist[o] === a && dist[o + 1] === b && (w & 3) === leader) return i;
      i = (w >> 2) - 1;
    }
    if (!create) return -1;
    if (this.nDist >= this.maxDist) return -1;
    i = this.nDist++;
    const o = i << 3;
    dist[o] = a;
    dist[o + 1] = b;
    dist[o + 2] = leader | ((this.buckets[bi] + 1) << 2);
    dist[o + 3] = 0;
    dist[o + 4] = 0;
    dist[o + 5] = 0;
    this.buckets[bi] = i;
    return i;
  }

  /**
   * Looks for an entry matching the owner codes `c0..c3` (filter word `sig`, see `sigByte`) that
   * decides whether North-South take at least `need` tricks from here. Returns the entry's
   * bound — a lower bound ≥ `need` (yes) or an upper bound < `need` (no) — or -1 (unknown). On
   * a decision, `hitK` holds the entry's thresholds.
   */
  lookup(
    a: number,
    b: number,
    leader: number,
    c0: number,
    c1: number,
    c2: number,
    c3: number,
    sig: number,
    need: number,
  ): number {
    // The distribution is created here: a miss is followed by a store at the same position.
    const d = this.findDist(a, b, leader, true);
    this.lastDist = d;
    if (d === -1) return -1;
    const E = this.filt,
      dist = this.dist;
    const dr = d << 3;
    // (filter words: two per entry)
    const start = dist[dr + 3] << 1;
    // int32 copies: the loop then needs no conversions of the arguments (`| 0` on indices: no
    // overflow checks)
    const x = sig | 0,
      nd = need | 0,
      x0 = c0 | 0,
      x1 = c1 | 0,
      x2 = c2 | 0,
      x3 = c3 | 0;
    // Newest entries first (moving a hit entry to the front does not pay here).
    const B = this.pay;
    const s7 = (start + 14) | 0,
      last = (start + ((dist[dr + 4] - 1) << 1)) | 0;
    for (let o = last; ; o = (o - 2) | 0) {
      // The filter alone, eight entries per round (a loop round costs more than a test here).
      while (o >= s7) {
        if ((x & E[o]) === E[(o + 1) | 0]) break;
        if ((x & E[(o - 2) | 0]) === E[(o - 1) | 0]) {
          o = (o - 2) | 0;
          break;
        }
        if ((x & E[(o - 4) | 0]) === E[(o - 3) | 0]) {
          o = (o - 4) | 0;
          break;
        }
        if ((x & E[(o - 6) | 0]) === E[(o - 5) | 0]) {
          o = (o - 6) | 0;
          break;
        }
        if ((x & E[(o - 8) | 0]) === E[(o - 7) | 0]) {
          o = (o - 8) | 0;
          break;
        }
        if ((x & E[(o - 10) | 0]) === E[(o - 9) | 0]) {
          o = (o - 10) | 0;
          break;
        }
        if ((x & E[(o - 12) | 0]) === E[(o - 11) | 0]) {
          o = (o - 12) | 0;
          break;
        }
        if ((x & E[(o - 14) | 0]) === E[(o - 13) | 0]) {
          o = (o - 14) | 0;
          break;
        }
        o = (o - 16) | 0;
      }
      while (o >= start && (x & E[o]) !== E[(o + 1) | 0]) o = (o - 2) | 0;
      if (o < start) break;
      const bi = Math.imul(o >> 1, 5 /* BSTRIDE */);
      const w = B[bi];
      const lo = w & 0xff,
        hi = (w >> 8) & 0xff;
      if (lo < nd && hi >= nd) continue;
      const p0 = B[(bi + 1) | 0],
        p1 = B[(bi + 2) | 0],
        p2 = B[(bi + 3) | 0],
        p3 = B[(bi + 4) | 0];
      if (
        x0 >>> (p0 & 31) === p0 >>> 5 &&
        x1 >>> (p1 & 31) === p1 >>> 5 &&
        x2 >>> (p2 & 31) === p2 >>> 5 &&
        x3 >>> (p3 & 31) === p3 >>> 5
      ) {
        this.hitK = w >>> 16;
        if (o !== last) {
          // Swap with the next newer entry: entries that answer often drift to the front.
          const n = (o + 2) | 0,
            nb = (bi + 5) | 0;
          const m = E[o];
          E[o] = E[n];
          E[(o + 1) | 0] = E[(n + 1) | 0];
          E[n] = m;
          E[(n + 1) | 0] = x & m;
          B[bi] = B[nb];
          B[(bi + 1) | 0] = B[(nb + 1) | 0];
          B[(bi + 2) | 0] = B[(nb + 2) | 0];
          B[(bi + 3) | 0] = B[(nb + 3) | 0];
          B[(bi + 4) | 0] = B[(nb + 4) | 0];
          B[nb] = w;
          B[(nb + 1) | 0] = p0;
          B[(nb + 2) | 0] = p1;
          B[(nb + 3) | 0] = p2;
          B[(nb + 4) | 0] = p3;
        }
        return lo >= nd ? lo : hi;
      }
    }
    return -1;
  }

  /**
   * Out of line (rare): room for one more entry in distribution `d` (-1: none) — its chunk
   * moved to one twice the size, or the table cleared when full. Returns the distribution.
   */
  private makeRoom(d: number, a: number, b: number, leader: number): number {
    const ds = this.dist;
    if (d !== -1 && this.nEnt < this.maxEntries) {
      const dr = d << 3;
      if (ds[dr + 4] < ds[dr + 5] || this.grow(d)) return d;
    }
    // Full: keep the entries nearest the root (most tricks left: few, and each saves a large
    // search), drop the rest, and pack what is kept.
    this.clears++;
    this.compact();
    d = this.findDist(a, b, leader, true);
    const dr = d << 3;
    if (ds[dr + 4] < ds[dr + 5]) return d;
    this.grow(d);
    return d;
  }

  /**
   * Moves the full chunk of distribution `d` to one twice its size (FIRST_CAP for none): a free
   * chunk of that size, else new room at `top`. False when neither is left.
   */
  private grow(d: number): boolean {
    const ds = this.dist;
    const dr = d << 3;
    const n = ds[dr + 4];
    const cap = n === 0 ? FIRST_CAP : n << 1;
    const c = 29 - Math.clz32(cap);
    let to = this.free[c] - 1;
    if (to >= 0) this.free[c] = this.filt[to << 1];
    else if (this.top + cap <= this.arena) {
      to = this.top;
      this.top += cap;
    } else return false;
    if (n !== 0) {
      const from = ds[dr + 3];
      this.moveEntries(from, to, n);
      // the old chunk (n entries, a power of two) joins the free list of its size
      const f = 29 - Math.clz32(n);
      this.filt[from << 1] = this.free[f];
      this.free[f] = from + 1;
    }
    ds[dr + 3] = to;
    ds[dr + 5] = cap;
    return true;
  }

  /** Moves `n` entries (filters and bodies) from entry index `from` to `to` (`to` ≤ `from` or past them). */
  private moveEntries(from: number, to: number, n: number): void {
    this.filt.copyWithin(to * FSTRIDE, from * FSTRIDE, (from + n) * FSTRIDE);
    this.pay.copyWithin(to * BSTRIDE, from * BSTRIDE, (from + n) * BSTRIDE);
  }

  /**
   * Keeps the distributions with the most tricks left — as many levels, from the top down, as
   * fit in half of the entries and of the distribution records — and drops the others; their
   * entries are the cheapest to find again. (Of the 19 hard deals in the dds README, the three that
   * fill the table search 2.6–9.9 % fewer trick starts than keeping a quarter; an eighth is between.)
   * Packs the kept chunks to the front (filters and bodies alike) and rebuilds the hash chains.
   * Entries are facts about positions, so results stay exact; only the work to find them changes.
   */
  private compact(): void {
    const ds = this.dist;
    const nD = this.nDist;
    const perEnt = new Float64Array(14),
      perDist = new Float64Array(14);
    for (let i = 0; i < nD; i++) {
      const o = i << 3;
      if (ds[o + 4] === 0) continue;
      const l = tricksLeftOf(ds[o]);
      perEnt[l] += ds[o + 4];
      perDist[l]++;
    }
    let L = 14,
      ents = 0,
      dists = 0;
    while (L > 1 && ents + perEnt[L - 1] <= this.maxEntries >> 1 && dists + perDist[L - 1] <= this.maxDist >> 1) {
      L--;
      ents += perEnt[L];
      dists += perDist[L];
    }
    const kept = (o: number): boolean => ds[o + 4] !== 0 && tricksLeftOf(ds[o]) >= L;
    // Kept distributions in order of their chunk's place in the arena, so that each chunk
    // moves down over space already free (start * maxDist + index: exact in a double).
    const order = new Float64Array(dists);
    let k = 0;
    for (let i = 0; i < nD; i++) if (kept(i << 3)) order[k++] = ds[(i << 3) + 3] * this.maxDist + i;
    order.sort();
    let top = 0;
    this.nEnt = 0;
    for (let j = 0; j < k; j++) {
      const i = order[j] % this.maxDist,
        o = i << 3;
      const n = ds[o + 4];
      this.moveEntries(ds[o + 3], top, n);
      // capacity: n rounded up to a power of two (≥ FIRST_CAP), the sizes the free lists hold
      const cap = n <= FIRST_CAP ? FIRST_CAP : 1 << (32 - Math.clz32(n - 1));
      ds[o + 3] = top;
      ds[o + 5] = cap;
      top += cap;
      this.nEnt += n;
    }
    this.top = top;
    for (let c = 0; c < 32; c++) this.free[c] = 0;
    // Distribution records down to the front, then the hash chains anew.
    let nd = 0;
    for (let i = 0; i < nD; i++) {
      const o = i << 3;
      if (!kept(o)) continue;
      if (nd !== i) ds.copyWithin(nd << 3, o, o + DSTRIDE);
      nd++;
    }
    this.nDist = nd;
    this.buckets.fill(EMPTY);
    for (let i = 0; i < nd; i++) {
      const o = i << 3;
      const leader = ds[o + 2] & 3;
      // the bucket as `findDist` computes it
      const hh = (Math.imul(ds[o], 0x9e3779b1) ^ Math.imul(ds[o + 1] ^ (leader << 29), 0x85ebca77)) >>> 0;
      const bi = (hh ^ (hh >>> 15)) & this.bucketMask;
      ds[o + 2] = leader | ((this.buckets[bi] + 1) << 2);
      this.buckets[bi] = i;
    }
    this.gen++;
  }

  /**
   * Records a bound: per suit the pattern `p_s` = (top cards' code) << 5 | shift (31: no card),
   * filter value `fv` under mask `sm`, and the body word `w` = lo | hi << 8 | k << 16 (bounds
   * on North-South's tricks from here, thresholds packed 4 bits per suit). `dist` and `gen` are
   * `lastDist` and `gen` right after this position's lookup.
   */
  store(
    dist: number,
    gen: number,
    a: number,
    b: number,
    leader: number,
    p0: number,
    p1: number,
    p2: number,
    p3: number,
    fv: number,
    sm: number,
    w: number,
  ): void {
    let d = gen === this.gen && dist !== -1 ? dist : this.findDist(a, b, leader, true);
    const ds = this.dist;
    if (d === -1 || ds[(d << 3) + 4] === ds[(d << 3) + 5] || this.nEnt >= this.maxEntries)
      d = this.makeRoom(d, a, b, leader);
    const dr = d << 3;
    const n = ds[dr + 4];
    const E = this.filt,
      B = this.pay;
    const j = ds[dr + 3] + n;
    ds[dr + 4] = n + 1;
    this.nEnt++;
    const o = j * FSTRIDE,
      bi = j * BSTRIDE;
    E[o] = sm;
    E[o + 1] = fv;
    B[bi] = w;
    B[bi + 1] = p0;
    B[bi + 2] = p1;
    B[bi + 3] = p2;
    B[bi + 4] = p3;
  }
}
