/**
 * The double-dummy search engine: exact minimax over card play, as a sequence of null-window
 * tests "can North-South take at least `target` tricks?".
 *
 * Representation: `hand[seat * 4 + suit]` is a 13-bit mask (bit r = rank r, 0 = deuce). Seats
 * 0..3 = N, E, S, W; suits 0..3 = C, D, H, S; trump 4 = notrump. A card inside the engine is
 * `suit << 4 | rank`.
 *
 * Techniques (public knowledge, own implementation):
 * - null-window alpha-beta; the caller steps the target towards the answer;
 * - transposition table at trick starts, keyed by relative ranks, with *partition search*: every
 *   node computes, per suit, the lowest rank that mattered to its result ("threshold"); only the
 *   owners of the cards at or above it enter the stored pattern, so one entry covers all
 *   positions that differ below it;
 * - quick tricks: top winners the leader (or partner, after a low lead) can cash in a row, and
 *   trump tricks a side cannot lose, end the search early (per-suit cash rounds and trump facts
 *   come from small caches keyed by the holdings);
 * - inside a trick, when one side needs every remaining trick and the other side is sure to win
 *   the current one, the test is decided at once (`trickDecided`);
 * - equivalent cards: of cards in sequence in one hand (cards already played removed, cards in
 *   the current trick kept) only one is searched;
 * - move ordering by bridge heuristics per position in the trick, plus a killer lead per trick
 *   and a cut-off cache: the card that last caused a cutoff in a similar situation (hashed key,
 *   fixed-size typed arrays) is tried first at every position in the trick.
 *
 * Soundness of the threshold bookkeeping: a result proven at node P holds for every position
 * P' with the same lengths and the same owners of each suit's cards at or above the threshold,
 * because P' can mirror P's play (small cards map to small cards of the same hand and suit). It
 * needs (a) every trick decided by rank to be decided by a card at or above the threshold, and
 * (b) no sequence of the hand to move straddling the threshold (else a small card in P' would
 * have no searched counterpart) — `extendForSequences` lowers the threshold to the end of such
 * a sequence.
 *
 * No Node-only APIs: runs in browsers.
 */
import { HIGH, POP, lowBit, ownerCode } from './tables.js';
import { TranspositionTable, sigByte, sigMask, type TTOptions } from './transposition.js';

/** Rank of the `n`-th highest card of `m` (1 ≤ n ≤ its length). */
function nthHigh(m: number, n: number): number {
  for (let i = 1; i < n; i++) m ^= 1 << HIGH[m];
  return HIGH[m];
}

/**
 * `n`-th highest card by halves: NTH_HI[hi << 4 | n] for the top six ranks (as 0..5),
 * NTH_LO[lo << 4 | n] for the low seven.
 */
const NTH_HI = new Int8Array(64 << 4);
const NTH_LO = new Int8Array(128 << 4);
for (let m = 1; m < 128; m++) {
  for (let n = 1; n <= POP[m]; n++) {
    NTH_LO[(m << 4) | n] = nthHigh(m, n);
    if (m < 64) NTH_HI[(m << 4) | n] = nthHigh(m, n);
  }
}

/**
 * The `n`-th highest card (1 ≤ n ≤ 13) from the top six ranks alone: NTH_TOP[hi << 4 | n] is its
 * rank when `hi` holds n cards or more, else -(n - |hi|), the count still to take from the low seven.
 */
const NTH_TOP = new Int8Array(64 << 4);
for (let m = 0; m < 64; m++) {
  for (let n = 1; n <= 13; n++) NTH_TOP[(m << 4) | n] = n <= POP[m] ? 7 + nthHigh(m, n) : POP[m] - n;
}

/** 13-bit masks reversed (bit i ↔ bit 12 - i). */
const REV = new Int16Array(8192);
for (let m = 1; m < 8192; m++) REV[m] = (REV[m >> 1] >> 1) | ((m & 1) << 12);

/** The rank of the `n`-th highest of the cards `ag` of a suit (1 ≤ n ≤ its count), from the two tables. */
function nthTop(ag: number, n: number): number {
  const r = NTH_TOP[((ag >> 7) << 4) | n];
  return r >= 0 ? r : NTH_LO[((ag & 127) << 4) - r];
}

/**
 * The top card of each sequence of `m` among the present cards `pres` (⊇ m): the cards of `m`
 * whose next present card above is not in `m`. Adding `m << 1` to the absent cards carries each
 * card of `m` to the next present card above it, so `m & ~(…)` are the cards whose next present
 * card below is not in `m` (sequence bottoms); on reversed masks that gives the tops.
 */
function seqTops(m: number, pres: number): number {
  const rm = REV[m];
  return REV[rm & ~((rm << 1) + (~REV[pres] & 0x1fff))];
}

/** The top card of the sequence of `m` (among the present cards `pres` ⊇ m) through rank r ∈ m. */
function seqTop(m: number, pres: number, r: number): number {
  // the lowest present card above r that `m` lacks ends the sequence
  const gaps = pres & ~m & -(2 << r);
  return 31 - Math.clz32(gaps === 0 ? m : m & ((gaps & -gaps) - 1));
}

/**
 * Move lists of leads and discards are sorted as packed keys (weight + 64, then 3 − suit and rank
 * as the tie-break): inserts `key` into the descending list mv[base, base + n).
 */
function insertKey(mv: Int32Array, base: number, n: number, key: number): void {
  let j = base + n;
  while (j > base && mv[j - 1] < key) {
    mv[j] = mv[j - 1];
    j--;
  }
  mv[j] = key;
}

/** Turns the packed keys of mv[base, base + n) back into cards (suit << 4 | rank). */
function unpackKeys(mv: Int32Array, base: number, n: number): void {
  for (let j = base, e = base + n; j < e; j++) {
    const key = mv[j];
    mv[j] = ((3 - ((key >> 4) & 3)) << 4) | (key & 15);
  }
}

// NONE = 13: threshold value meaning "no card of this suit mattered"; NT = 4: notrump. Hot code
// writes these (and the table sizes) as literals with the name in a comment: optimized V8 code
// reads a module constant from its context with a check at every use (3 % of all instructions).

/**
 * Rounds of a suit that a hand holding `lc` wins in a row leading its winners from the top while
 * its partner (`pc`) follows with its lowest card; the opponents (lengths l1, l2, top ranks h1,
 * h2) keep their highest card to the end; at most `lim` rounds (an opponent void with trumps
 * ruffs). The lowest rank relied on is the rounds-th highest card of `lc`.
 */
function cash(lc: number, pc: number, l1: number, h1: number, l2: number, h2: number, lim: number): number {
  let rounds = 0;
  while (lc !== 0 && rounds < lim) {
    const a = HIGH[lc];
    if (rounds < l1 && h1 > a) break;
    if (rounds < l2 && h2 > a) break;
    if (pc !== 0) {
      if (lowBit(pc) > a) break;
      pc &= pc - 1;
    }
    lc ^= 1 << a;
    rounds++;
  }
  return rounds;
}

/**
 * One suit's winners cashed by the leader's side with the lead passing between the two hands
 * (issue 21, session 9): `h` is the hand on lead (`atP` 1: partner), `g` the other; the
 * opponents (l1, h1, l2, h2, lim as in `cash`) keep their top cards. Each round the hand on
 * lead either leads its top card (the other follows with its lowest, winning if that is
 * higher) or leads its lowest card to the other hand's lowest card above it and the
 * opponents' (a crossing). Returns the most rounds won in a row that leave partner on lead, as
 * rounds << 4 | the lowest winning rank of those rounds (13: none), or -1 when none does. Every
 * round is won by a card at or above that rank over cards below it or with fixed owners, so
 * the plan holds wherever the owners of the cards from that rank up are the same.
 */
function crossPlan(
  h: number,
  g: number,
  atP: number,
  k: number,
  l1: number,
  h1: number,
  l2: number,
  h2: number,
  lim: number,
): number {
  let best = atP === 1 ? 13 /* NONE */ : -1;
  if (k >= lim || h === 0) return best;
  let t = -1;
  if (k < l1 && h1 > t) t = h1;
  if (k < l2 && h2 > t) t = h2;
  const a = HIGH[h];
  if (a > t) {
    // the top card; the other hand follows low (and wins when that is higher)
    let sub: number, w: number;
    if (g === 0) {
      w = a;
      sub = crossPlan(h ^ (1 << a), 0, atP, k + 1, l1, h1, l2, h2, lim);
    } else {
      const lo = lowBit(g);
      if (lo > a) {
        w = lo;
        sub = crossPlan(g ^ (1 << lo), h ^ (1 << a), 1 - atP, k + 1, l1, h1, l2, h2, lim);
      } else {
        w = a;
        sub = crossPlan(h ^ (1 << a), g ^ (1 << lo), atP, k + 1, l1, h1, l2, h2, lim);
      }
    }
    if (sub >= 0) {
      const v = (((sub >> 4) + 1) << 4) | (w < (sub & 15) ? w : sub & 15);
      if (v > best) best = v;
    }
  }
  if (g !== 0) {
    // the crossing: the lowest card to the other hand's cheapest winner
    const lo = lowBit(h);
    const above = g & -(2 << (lo > t ? lo : t));
    if (above !== 0) {
      const w = lowBit(above);
      const sub = crossPlan(g ^ (1 << w), h ^ (1 << lo), 1 - atP, k + 1, l1, h1, l2, h2, lim);
      if (sub >= 0) {
        const v = (((sub >> 4) + 1) << 4) | (w < (sub & 15) ? w : sub & 15);
        if (v > best) best = v;
      }
    }
  }
  return best;
}

/**
 * One suit's share of `quickTricks`' notrump cap (lm, pm: the leader's and partner's cards; o1, o2:
 * the opponents'), packed to be summed over the suits: the rounds any plan can take | the leader's
 * own rounds << 6 | `bit` << 12 when the leader holds the suit (0 when the opponents hold the top card).
 */
function capNT(lm: number, pm: number, o1: number, o2: number, bit: number): number {
  if ((lm | pm) <= (o1 | o2)) return 0;
  const nl = POP[lm],
    np = POP[pm];
  const lh = POP[o1 > o2 ? o1 : o2],
    above = -(2 << HIGH[o1 | o2]);
  const w = POP[(lm | pm) & above];
  const c = w < lh ? w : nl > np ? nl : np;
  if (lm === 0) return c;
  const wl = POP[lm & above];
  return c | ((wl < lh ? wl : nl) << 6) | (bit << 12);
}

/**
 * The same in a trump contract (r1, r2: 1 when that opponent holds trumps; isT: this is the trump
 * suit): the rounds | the rounds before a ruff (`lim`) << 6 | the leader's own rounds, so capped, in
 * a side suit << 12 | in the trump suit << 18 | `bit` << 24 when the leader holds the suit. Each field
 * stays below 64 when summed over the suits (a side's hands hold 26 cards at most).
 */
function capTrump(
  lm: number,
  pm: number,
  o1: number,
  o2: number,
  r1: number,
  r2: number,
  isT: boolean,
  bit: number,
): number {
  if ((lm | pm) <= (o1 | o2)) return 0;
  const nl = POP[lm],
    np = POP[pm];
  const lh = POP[o1 > o2 ? o1 : o2],
    above = -(2 << HIGH[o1 | o2]);
  const w = POP[(lm | pm) & above];
  const c = w < lh ? w : nl > np ? nl : np;
  let lim = c;
  if (!isT) {
    if (r1 !== 0 && POP[o1] < lim) lim = POP[o1];
    if (r2 !== 0 && POP[o2] < lim) lim = POP[o2];
  }
  if (lm === 0) return c | (lim << 6);
  const wl = POP[lm & above];
  const cL = wl < lh ? wl : nl;
  return c | (lim << 6) | (isT ? cL << 18 : (cL < lim ? cL : lim) << 12) | (bit << 24);
}

/**
 * Partner's rounds less the leader's in a suit, from its `cashBoth` value `v`, when the leader
 * holds the suit (`lm`) and partner cashes a round there: the gain of crossing to partner in it;
 * else -99.
 */
function crossGain(lm: number, v: number): number {
  const c = (v >> 4) & 15;
  return lm !== 0 && c > 0 ? c - (v & 15) : -99;
}

function lastRound(m: number, rounds: number): number {
  if (rounds === 0) return 13 /* NONE */;
  const hi = m >> 7,
    ph = POP[hi];
  return rounds <= ph ? 7 + NTH_HI[(hi << 4) | rounds] : NTH_LO[((m & 127) << 4) | (rounds - ph)];
}
/** Cash cache size (entries; a power of two). */
const CASH_BITS = 12;
const MAXD = 56;
/** Cut-off cache size (entries; a power of two). */
const CUT_BITS = 16;
const CUT_SIZE = 1 << CUT_BITS;
/** Slots of the shape killer (`shapeCut`): 64 KB. */
const SHAPE_SIZE = 1 << 14;
const SHAPE_W = 20;
/** Trump contracts' leads: weight taken off per card the opponents may play to the suit (a void: tricks left + 1). */
const TR_OPP_W = 6;

export class Engine {
  /** Remaining cards: hand[seat * 4 + suit]. */
  readonly hand = new Int32Array(16);
  trump = 4 /* NT */;
  readonly tt: TranspositionTable;
  /** Nodes visited (statistics). */
  nodes = 0;
  /** Trick starts reached by completing a trick in the search (statistics; DDS's `futureTricks.nodes`). */
  trickNodes = 0;

  /** Tricks won by North-South since the root (completed tricks only). */
  private ns = 0;
  /** First depth of the search (number of cards already in the root trick). */
  private rootDepth = 0;
  /** Tricks left at the root (current trick included): trick d >> 2 has left0 - (d >> 2) left. */
  private left0 = 0;
  private readonly trickLeader = new Int32Array(16);
  private readonly cardAt = new Int32Array(MAXD);
  private readonly winSeat = new Int32Array(MAXD);
  private readonly winCard = new Int32Array(MAXD);
  private readonly thr = new Int32Array(MAXD * 4);
  private readonly mv = new Int32Array(MAXD * 16);
  private readonly qthr = new Int32Array(4);
  /** From `quickTricks`: rounds the leader (qcl) / partner (qcp) cash, 4 bits per suit. */
  private qcl = 0;
  private qcp = 0;
  /** Last lead that won its node, per trick (killer heuristic). */
  private readonly killer = new Int32Array(16).fill(-1);
  /**
   * Shape killer: (leader, trump, every hand's length in every suit) -> the lead that last cut
   * there, one word per slot (check value in the high 26 bits, card + 1 in the low 6). Its suit
   * is moved up the leads when the cut-off cache has no card for the exact hands.
   */
  private readonly shapeCut = new Int32Array(SHAPE_SIZE);
  /** Suit of the shape killer for the lead being generated (-1: none). */
  private shapeSuit = -1;
  /** Check value of the last `shapeSlot`. */
  private shapeChk = 0;
  /** Per trick start on the current path: owner codes per suit and the length key (a, b). */
  private readonly codes = new Int32Array(64);
  private readonly keys = new Int32Array(32);
  /** Per trick start on the current path: the table's filter word (top four owners per suit). */
  private readonly sigs = new Int32Array(16);
  /** Per trick start: the table's distribution record and generation seen by the lookup. */
  private readonly ttDist = new Int32Array(16);
  private readonly ttGen = new Int32Array(16);
  /** Plan of the last `quickTricks`: -1 the leader's winners, 4 partner's, e via suit e, 5 after drawing trumps. */
  private qhow = -1;
  /** Rounds the leader cashes on its own over all suits (last `quickTricks`). */
  private qown = 0;
  /** Suits whose top card the leader's side holds and the leader holds cards in (last `quickTricks`). */
  private qtop = 0;
  /**
   * Cut-off cache: situation key -> card that last caused a cutoff there (ordering only). One
   * word per slot, the key's check value in the high 26 bits and card + 1 in the low 6 (0: none):
   * 256 KB, half of (key, card) pairs, which the probes (mostly cache misses) pay for.
   */
  private readonly cut = new Int32Array(CUT_SIZE);
  /**
   * Cash cache: one suit's (leader's, partner's, opponents' cards, which opponents ruff) ->
   * both `cash` results, as triples (key1, key2, value). A pure function of the key, so never
   * stale; a free slot (keys 0) never matches, as the leader's side holds a card there.
   */
  private readonly cashMemo = new Int32Array(3 << CASH_BITS);
  /** Trump cache: the trump holdings -> `trumpFacts` (same layout; all holdings empty -> 0, right). */
  private readonly trumpMemo = new Int32Array(3 << CASH_BITS);
  private cutCheck = 0;
  /** `solveNSThresholds`' scratch: root thresholds of the proofs of its lower and upper bound. */
  private readonly boundThr = new Int32Array(8);
  /** Root thresholds of the last `solveNS` (unused). */
  private readonly rootThr = new Int32Array(4);

  constructor(opts: TTOptions = {}) {
    this.tt = new TranspositionTable(opts);
  }

  /**
   * Sets the position: remaining hands (16 masks, current-trick cards excluded), trump (0..3 or
   * 4), the seat that led the current trick and the cards already played to it (engine codes,
   * in order).
   */
  setPosition(hands: ArrayLike<number>, trump: number, trickLeader: number, trickCards: readonly number[]): void {
    for (let i = 0; i < 16; i++) this.hand[i] = hands[i];
    this.trump = trump;
    this.trickLeader[0] = trickLeader;
    this.rootDepth = trickCards.length;
    for (let i = 0; i < trickCards.length; i++) {
      const c = trickCards[i];
      this.cardAt[i] = c;
      if (i === 0 || this.beats(c, this.winCard[i - 1])) {
        this.winCard[i] = c;
        this.winSeat[i] = (trickLeader + i) & 3;
      } else {
        this.winCard[i] = this.winCard[i - 1];
        this.winSeat[i] = this.winSeat[i - 1];
      }
    }
  }

  /** The seat to play next. */
  get toPlay(): number {
    return (this.trickLeader[0] + this.rootDepth) & 3;
  }

  /** Tricks left including the current one. */
  get tricksLeft(): number {
    const s = this.toPlay;
    const h = this.hand;
    return POP[h[s * 4]] + POP[h[s * 4 + 1]] + POP[h[s * 4 + 2]] + POP[h[s * 4 + 3]];
  }

  /** Does card `c` beat the current winner `w` (both engine codes)? */
  private beats(c: number, w: number): boolean {
    const cs = c >> 4,
      ws = w >> 4;
    if (cs === ws) return (c & 15) > (w & 15);
    return cs === this.trump;
  }

  /** Can North-South take at least `target` of the remaining tricks (current trick included)? */
  canMake(target: number): boolean {
    return this.bound(target) >= target;
  }

  /**
   * Fail-soft test of `target`: a value v ≥ target is a lower bound on North-South's tricks, a
   * value v < target an upper bound.
   */
  bound(target: number): number {
    this.ns = 0;
    this.left0 = this.tricksLeft;
    return this.ab(this.rootDepth, target);
  }

  /** Maximum tricks North-South take from the position, searching from a guess. */
  solveNS(guess = -1): number {
    return this.solveNSThresholds(guess, this.rootThr);
  }

  /**
   * `solveNS`, also writing to `thr4[s]` (s = 0..3) the lowest rank per suit that the proof of
   * the result relied on: the lower of the root thresholds of the test that proved the lower
   * bound and of the one that proved the upper bound (13: no card of the suit mattered). A
   * position that differs from this one only in cards below those ranks (same owners above,
   * same lengths) has the same value.
   */
  solveNSThresholds(guess: number, thr4: Int32Array): number {
    const v = this.solveNSWindow(guess, 0, -1, this.boundThr);
    const lh = this.boundThr;
    for (let s = 0; s < 4; s++) thr4[s] = Math.min(lh[s], lh[4 + s]);
    return v;
  }

  /**
   * `solveNS` when North-South's tricks are already known to lie in [lo0, hi0] (hi0 < 0: the tricks
   * left): writes to `thr8[s]` the root thresholds of the test that proved the lower bound and to
   * `thr8[4 + s]` those of the test that proved the upper bound (13 where no test ran: the bound
   * given relies on whatever proved it).
   */
  solveNSWindow(guess: number, lo0: number, hi0: number, thr8: Int32Array): number {
    const left = this.tricksLeft;
    const thr = this.thr,
      T = this.rootDepth << 2;
    // [0, 4): thresholds of the last test that succeeded, [4, 8): of the last that failed
    for (let i = 0; i < 8; i++) thr8[i] = 13 /* NONE */;
    let lo = lo0,
      hi = hi0 < 0 || hi0 > left ? left : hi0;
    let g = guess < 0 ? (left + 1) >> 1 : Math.min(Math.max(guess, 0), left);
    while (lo < hi) {
      if (g <= lo) g = lo + 1;
      if (g > hi) g = hi;
      const v = this.bound(g);
      const o = v >= g ? 0 : 4;
      for (let s = 0; s < 4; s++) thr8[o + s] = thr[T + s];
      if (v >= g) {
        lo = v;
        g = v + 1;
      } else {
        hi = v;
        g = v;
      }
    }
    return lo;
  }

  // ---------------------------------------------------------------------------------------
  // Search

  private ab(d: number, target: number): number {
    const p = d & 3;
    if (p === 3) return this.abLast(d, target);
    if (p === 0) {
      this.nodes++;
      const v = this.enterTrick(d, target);
      return v >= 0 ? v : this.abLead(d, target);
    }
    return p === 1 ? this.abSecond(d, target) : this.abThird(d, target);
  }

  /**
   * A trick start that `enterTrick` did not decide: the first card of a trick is played (the
   * caller counts the node and calls `enterTrick`, which most trick starts do not get past).
   */
  private abLead(d: number, target: number): number {
    const p = 0;
    const hand = this.hand,
      thr = this.thr;
    const T = d << 2;
    const seat = this.trickLeader[d >> 2];

    const isMax = (seat & 1) === 0;
    const base = d << 4;
    const mv = this.mv;
    // Cut-off cache: the card that last cut in a similar situation goes first (not for the
    // fourth hand, whose heuristic order almost always cuts with its first card). A legal hint
    // is searched before the other moves are even generated: it usually cuts.
    let hint = -1,
      n = 0;
    let ci = this.cutLead(seat);
    const cchk = this.cutCheck;
    if ((this.cut[ci] & -64) === cchk) hint = this.legalLead((this.cut[ci] & 63) - 1, seat);
    // shape killer slot (looked up only when the cut-off cache has no card): -1 not looked up
    let si = -1,
      schk = 0;
    if (hint >= 0) {
      mv[base] = hint;
      n = 1;
    } else {
      si = this.shapeSlot(d, seat);
      schk = this.shapeChk;
      n = this.genLead(d, seat);
      if (n === 1) ci = -1;
    }
    const C = T + 4;
    let result = isMax ? -1 : 99;
    // Lowest rank per suit still worth trying: once a card's rank proved irrelevant to its
    // subtree (the child's threshold lies above it), every card of that suit below the threshold
    // gives the same result by the same mirror argument.
    // (4 bits per suit)
    let rel = 0;
    for (let i = 0; i < n; i++) {
      const c = mv[base + i];
      const s = c >> 4,
        r = c & 15;
      if (r < ((rel >> (s << 2)) & 15)) continue;
      const hi = (seat << 2) | s;
      hand[hi] ^= 1 << r;
      this.cardAt[d] = c;
      this.winCard[d] = c;
      this.winSeat[d] = seat;
      const v = this.abSecond(d + 1, target);
      hand[hi] ^= 1 << r;
      if (isMax ? v > result : v < result) result = v;
      if (isMax ? v >= target : v < target) {
        thr[T] = thr[C];
        thr[T + 1] = thr[C + 1];
        thr[T + 2] = thr[C + 2];
        thr[T + 3] = thr[C + 3];
        this.killer[d >> 2] = c;
        if (si >= 0) this.shapeCut[si] = schk | (c + 1);
        if (ci >= 0) {
          this.cut[ci] = cchk | (c + 1);
        }
        break;
      }
      const ts = thr[C + s];
      if (ts > r) {
        const cur = (rel >> (s << 2)) & 15;
        if (ts > cur) rel += (ts - cur) << (s << 2);
      }
      // the node's thresholds: the lower of its own and the child's per suit
      if (thr[C] < thr[T]) thr[T] = thr[C];
      if (thr[C + 1] < thr[T + 1]) thr[T + 1] = thr[C + 1];
      if (thr[C + 2] < thr[T + 2]) thr[T + 2] = thr[C + 2];
      if (thr[C + 3] < thr[T + 3]) thr[T + 3] = thr[C + 3];
      if (hint >= 0) {
        // the hint did not cut: generate the moves, the hint (already searched) first
        si = this.shapeSlot(d, seat);
        schk = this.shapeChk;
        n = this.genLead(d, seat);
        let k = 0;
        while (k < n && mv[base + k] !== hint) k++;
        if (k === n) n++; // not listed (cannot happen for a sequence top): keep it in front anyway
        for (let j = k; j > 0; j--) mv[base + j] = mv[base + j - 1];
        mv[base] = hint;
        hint = -1;
      }
    }
    this.extendForSequences(d, seat, p);
    this.storeTrick(d, target, result);
    return result;
  }
  /**
   * A node where the second card of a trick is played. `abThird` repeats this code with p = 2 on
   * purpose: as one function with a variable position, V8 ran out of inlining budget for the
   * small helpers (cut-off slot, hint check, sequence walk) and the node cost more instructions.
   */
  private abSecond(d: number, target: number): number {
    const p = 1;
    const hand = this.hand,
      thr = this.thr;
    const T = d << 2;
    this.nodes++;
    const leader = this.trickLeader[d >> 2];
    const seat = (leader + p) & 3;
    {
      const need = target - this.ns,
        left = this.left0 - (d >> 2);
      if (need === 1 || need === left) {
        const v = this.trickDecided(d, p, leader, need, left);
        if (v >= 0) return v;
      } else {
        const v = this.winAndCash(d, p, leader, need, left);
        if (v >= 0) return v;
      }
    }

    const isMax = (seat & 1) === 0;
    const base = d << 4;
    const mv = this.mv;
    // Cut-off cache: the card that last cut in a similar situation goes first (not for the
    // fourth hand, whose heuristic order almost always cuts with its first card). A legal hint
    // is searched before the other moves are even generated: it usually cuts.
    let hint = -1,
      n = 0,
      ci = -1,
      cchk = 0;
    const ls = this.cardAt[d - p] >> 4;
    const lm = hand[(seat << 2) | ls];
    if (lm !== 0 && (lm & (lm - 1)) === 0) {
      // a singleton in the led suit: forced
      mv[base] = (ls << 4) | (31 - Math.clz32(lm));
      n = 1;
    } else if (lm !== 0) {
      const pres = hand[ls] | hand[4 + ls] | hand[8 + ls] | hand[12 + ls];
      ci = this.cutFollow(d, seat, p, ls, lm, pres);
      cchk = this.cutCheck;
      if ((this.cut[ci] & -64) === cchk) hint = this.legalSuit((this.cut[ci] & 63) - 1, d, p, ls, lm, pres);
      if (hint >= 0) {
        mv[base] = hint;
        n = 1;
      } else {
        n = this.genFollow(d, seat, p);
        if (n === 1) ci = -1;
      }
    } else {
      ci = this.cutOff(d, seat, p);
      cchk = this.cutCheck;
      if ((this.cut[ci] & -64) === cchk) hint = this.legalOff((this.cut[ci] & 63) - 1, d, seat, p);
      if (hint >= 0) {
        mv[base] = hint;
        n = 1;
      } else {
        n = this.genOff(d, seat, p);
        if (n === 1) ci = -1;
      }
    }
    const C = T + 4;
    let result = isMax ? -1 : 99;
    const prevWin = this.winCard[d - 1];
    const prevSeat = this.winSeat[d - 1];
    // Lowest rank per suit still worth trying: once a card's rank proved irrelevant to its
    // subtree (the child's threshold lies above it), every card of that suit below the threshold
    // gives the same result by the same mirror argument.
    // (4 bits per suit)
    let rel = 0;
    for (let i = 0; i < n; i++) {
      const c = mv[base + i];
      const s = c >> 4,
        r = c & 15;
      if (r < ((rel >> (s << 2)) & 15)) continue;
      const hi = (seat << 2) | s;
      hand[hi] ^= 1 << r;
      this.cardAt[d] = c;
      if (c >> 4 === prevWin >> 4 ? (c & 15) > (prevWin & 15) : c >> 4 === this.trump) {
        this.winCard[d] = c;
        this.winSeat[d] = seat;
      } else {
        this.winCard[d] = prevWin;
        this.winSeat[d] = prevSeat;
      }
      const v = this.abThird(d + 1, target);
      hand[hi] ^= 1 << r;
      if (isMax ? v > result : v < result) result = v;
      if (isMax ? v >= target : v < target) {
        thr[T] = thr[C];
        thr[T + 1] = thr[C + 1];
        thr[T + 2] = thr[C + 2];
        thr[T + 3] = thr[C + 3];
        if (ci >= 0) {
          this.cut[ci] = cchk | (c + 1);
        }
        break;
      }
      const ts = thr[C + s];
      if (ts > r) {
        const cur = (rel >> (s << 2)) & 15;
        if (ts > cur) rel += (ts - cur) << (s << 2);
      }
      // the first move (always searched) starts the node's thresholds
      // (the lower of its own and the child's per suit, written out: V8's inlining budget)
      if (i === 0) {
        thr[T] = thr[C];
        thr[T + 1] = thr[C + 1];
        thr[T + 2] = thr[C + 2];
        thr[T + 3] = thr[C + 3];
      } else {
        if (thr[C] < thr[T]) thr[T] = thr[C];
        if (thr[C + 1] < thr[T + 1]) thr[T + 1] = thr[C + 1];
        if (thr[C + 2] < thr[T + 2]) thr[T + 2] = thr[C + 2];
        if (thr[C + 3] < thr[T + 3]) thr[T + 3] = thr[C + 3];
      }
      if (hint >= 0) {
        // the hint did not cut: generate the moves, the hint (already searched) first
        n = lm !== 0 ? this.genFollow(d, seat, p) : this.genOff(d, seat, p);
        let k = 0;
        while (k < n && mv[base + k] !== hint) k++;
        if (k === n) n++; // not listed (cannot happen for a sequence top): keep it in front anyway
        for (let j = k; j > 0; j--) mv[base + j] = mv[base + j - 1];
        mv[base] = hint;
        hint = -1;
      }
    }
    if (lm === 0) this.extendForSequences(d, seat, p);
    else {
      // following suit the mover plays only the led suit
      const t = thr[T + ls];
      if (((hand[(seat << 2) | ls] >> t) & 1) !== 0) thr[T + ls] = this.seqBottom(d, seat, p, ls, t); // (NONE: bit 13, clear)
    }
    return result;
  }
  /** A node where the third card of a trick is played (`abSecond` with p = 2). */
  private abThird(d: number, target: number): number {
    const p = 2;
    const hand = this.hand,
      thr = this.thr;
    const T = d << 2;
    this.nodes++;
    const leader = this.trickLeader[d >> 2];
    const seat = (leader + p) & 3;
    {
      const need = target - this.ns,
        left = this.left0 - (d >> 2);
      if (need === 1 || need === left) {
        const v = this.trickDecided(d, p, leader, need, left);
        if (v >= 0) return v;
      } else {
        const v = this.winAndCash(d, p, leader, need, left);
        if (v >= 0) return v;
      }
    }

    const isMax = (seat & 1) === 0;
    const base = d << 4;
    const mv = this.mv;
    // Cut-off cache: the card that last cut in a similar situation goes first (not for the
    // fourth hand, whose heuristic order almost always cuts with its first card). A legal hint
    // is searched before the other moves are even generated: it usually cuts.
    let hint = -1,
      n = 0,
      ci = -1,
      cchk = 0;
    const ls = this.cardAt[d - p] >> 4;
    const lm = hand[(seat << 2) | ls];
    if (lm !== 0 && (lm & (lm - 1)) === 0) {
      // a singleton in the led suit: forced
      mv[base] = (ls << 4) | (31 - Math.clz32(lm));
      n = 1;
    } else if (lm !== 0) {
      const pres = hand[ls] | hand[4 + ls] | hand[8 + ls] | hand[12 + ls];
      ci = this.cutFollow(d, seat, p, ls, lm, pres);
      cchk = this.cutCheck;
      if ((this.cut[ci] & -64) === cchk) hint = this.legalSuit((this.cut[ci] & 63) - 1, d, p, ls, lm, pres);
      if (hint >= 0) {
        mv[base] = hint;
        n = 1;
      } else {
        n = this.genFollow(d, seat, p);
        if (n === 1) ci = -1;
      }
    } else {
      ci = this.cutOff(d, seat, p);
      cchk = this.cutCheck;
      if ((this.cut[ci] & -64) === cchk) hint = this.legalOff((this.cut[ci] & 63) - 1, d, seat, p);
      if (hint >= 0) {
        mv[base] = hint;
        n = 1;
      } else {
        n = this.genOff(d, seat, p);
        if (n === 1) ci = -1;
      }
    }
    const C = T + 4;
    let result = isMax ? -1 : 99;
    const prevWin = this.winCard[d - 1];
    const prevSeat = this.winSeat[d - 1];
    // Lowest rank per suit still worth trying: once a card's rank proved irrelevant to its
    // subtree (the child's threshold lies above it), every card of that suit below the threshold
    // gives the same result by the same mirror argument.
    // (4 bits per suit)
    let rel = 0;
    for (let i = 0; i < n; i++) {
      const c = mv[base + i];
      const s = c >> 4,
        r = c & 15;
      if (r < ((rel >> (s << 2)) & 15)) continue;
      const hi = (seat << 2) | s;
      hand[hi] ^= 1 << r;
      this.cardAt[d] = c;
      if (c >> 4 === prevWin >> 4 ? (c & 15) > (prevWin & 15) : c >> 4 === this.trump) {
        this.winCard[d] = c;
        this.winSeat[d] = seat;
      } else {
        this.winCard[d] = prevWin;
        this.winSeat[d] = prevSeat;
      }
      const v = this.abLast(d + 1, target);
      hand[hi] ^= 1 << r;
      if (isMax ? v > result : v < result) result = v;
      if (isMax ? v >= target : v < target) {
        thr[T] = thr[C];
        thr[T + 1] = thr[C + 1];
        thr[T + 2] = thr[C + 2];
        thr[T + 3] = thr[C + 3];
        if (ci >= 0) {
          this.cut[ci] = cchk | (c + 1);
        }
        break;
      }
      const ts = thr[C + s];
      if (ts > r) {
        const cur = (rel >> (s << 2)) & 15;
        if (ts > cur) rel += (ts - cur) << (s << 2);
      }
      // the first move (always searched) starts the node's thresholds
      // (the lower of its own and the child's per suit, written out: V8's inlining budget)
      if (i === 0) {
        thr[T] = thr[C];
        thr[T + 1] = thr[C + 1];
        thr[T + 2] = thr[C + 2];
        thr[T + 3] = thr[C + 3];
      } else {
        if (thr[C] < thr[T]) thr[T] = thr[C];
        if (thr[C + 1] < thr[T + 1]) thr[T + 1] = thr[C + 1];
        if (thr[C + 2] < thr[T + 2]) thr[T + 2] = thr[C + 2];
        if (thr[C + 3] < thr[T + 3]) thr[T + 3] = thr[C + 3];
      }
      if (hint >= 0) {
        // the hint did not cut: generate the moves, the hint (already searched) first
        n = lm !== 0 ? this.genFollow(d, seat, p) : this.genOff(d, seat, p);
        let k = 0;
        while (k < n && mv[base + k] !== hint) k++;
        if (k === n) n++; // not listed (cannot happen for a sequence top): keep it in front anyway
        for (let j = k; j > 0; j--) mv[base + j] = mv[base + j - 1];
        mv[base] = hint;
        hint = -1;
      }
    }
    if (lm === 0) this.extendForSequences(d, seat, p);
    else {
      // following suit the mover plays only the led suit
      const t = thr[T + ls];
      if (((hand[(seat << 2) | ls] >> t) & 1) !== 0) thr[T + ls] = this.seqBottom(d, seat, p, ls, t); // (NONE: bit 13, clear)
    }
    return result;
  }
  /** A node where the fourth card of a trick is played (no cut-off cache: the heuristic order cuts). */
  private abLast(d: number, target: number): number {
    const hand = this.hand,
      thr = this.thr;
    const p = 3;
    const T = d << 2;
    this.nodes++;
    const leader = this.trickLeader[d >> 2];
    const seat = (leader + p) & 3;
    {
      const need = target - this.ns,
        left = this.left0 - (d >> 2);
      if (need === 1 || need === left) {
        const v = this.trickDecided(d, p, leader, need, left);
        if (v >= 0) return v;
      }
    }

    const isMax = (seat & 1) === 0;
    const base = d << 4;
    const mv = this.mv;
    const ca = this.cardAt;
    const ls = ca[d - 3] >> 4;
    const lm = hand[(seat << 2) | ls];
    let n = 1;
    // a singleton in the led suit is forced
    if ((lm & (lm - 1)) === 0 && lm !== 0) mv[base] = (ls << 4) | (31 - Math.clz32(lm));
    else n = lm !== 0 ? this.genLastFollow(d, seat) : this.genOff(d, seat, p);
    const C = T + 4;
    let result = isMax ? -1 : 99;
    const prevWin = this.winCard[d - 1];
    const prevSeat = this.winSeat[d - 1];
    const pws = prevWin >> 4,
      pwr = prevWin & 15,
      trump = this.trump;
    // the rank of the winner so far mattered if it beat another card of its suit
    const prevBeat =
      (ca[d - 3] >> 4 === pws ? 1 : 0) + (ca[d - 2] >> 4 === pws ? 1 : 0) + (ca[d - 1] >> 4 === pws ? 1 : 0) >= 2;
    // Lowest rank per suit still worth trying: once a card's rank proved irrelevant to its
    // subtree (the child's threshold lies above it), every card of that suit below the threshold
    // gives the same result by the same mirror argument.
    // (4 bits per suit)
    let rel = 0;
    for (let i = 0; i < n; i++) {
      const c = mv[base + i];
      const s = c >> 4,
        r = c & 15;
      if (r < ((rel >> (s << 2)) & 15)) continue;
      const hi = (seat << 2) | s;
      hand[hi] ^= 1 << r;
      ca[d] = c;
      // the trick's winner, and the rank (NONE: none) its win relied on: a card beating the
      // winner so far in its suit, or the winner so far over a card of its suit
      let w = prevSeat,
        ws = pws,
        wr = prevBeat || s === pws ? pwr : 13 /* NONE */;
      if (s === pws ? r > pwr : s === trump) {
        w = seat;
        ws = s;
        wr = s === pws ? r : 13 /* NONE */;
      }
      const inc = (w & 1) === 0 ? 1 : 0;
      this.ns += inc;
      this.trickLeader[(d >> 2) + 1] = w;
      this.nodes++;
      this.trickNodes++;
      let v = this.enterTrick(d + 1, target);
      if (v < 0) v = this.abLead(d + 1, target);
      this.ns -= inc;
      if (wr < thr[C + ws]) thr[C + ws] = wr;
      hand[hi] ^= 1 << r;
      if (isMax ? v > result : v < result) result = v;
      if (isMax ? v >= target : v < target) {
        thr[T] = thr[C];
        thr[T + 1] = thr[C + 1];
        thr[T + 2] = thr[C + 2];
        thr[T + 3] = thr[C + 3];
        break;
      }
      const ts = thr[C + s];
      if (ts > r) {
        const cur = (rel >> (s << 2)) & 15;
        if (ts > cur) rel += (ts - cur) << (s << 2);
      }
      // the first move (always searched) starts the node's thresholds
      // (the lower of its own and the child's per suit, written out: V8's inlining budget)
      if (i === 0) {
        thr[T] = thr[C];
        thr[T + 1] = thr[C + 1];
        thr[T + 2] = thr[C + 2];
        thr[T + 3] = thr[C + 3];
      } else {
        if (thr[C] < thr[T]) thr[T] = thr[C];
        if (thr[C + 1] < thr[T + 1]) thr[T + 1] = thr[C + 1];
        if (thr[C + 2] < thr[T + 2]) thr[T + 2] = thr[C + 2];
        if (thr[C + 3] < thr[T + 3]) thr[T + 3] = thr[C + 3];
      }
    }
    if (lm === 0) this.extendForSequences(d, seat, p);
    else {
      // following suit the mover plays only the led suit
      const t = thr[T + ls];
      if (((hand[(seat << 2) | ls] >> t) & 1) !== 0) thr[T + ls] = this.seqBottom(d, seat, p, ls, t); // (NONE: bit 13, clear)
    }
    return result;
  }

  /**
   * Start of a trick: the bounds that end the search at once, then the transposition table.
   * Returns North-South's bound (≥ 0) when decided, -1 when the node must be searched. Kept out
   * of `ab` so that the search loop keeps fewer values alive across its recursive calls.
   */
  private enterTrick(d: number, target: number): number {
    const hand = this.hand,
      thr = this.thr;
    const T = d << 2;
    const leader = this.trickLeader[d >> 2];
    let kA = 0,
      kB = 0,
      c0 = 0,
      c1 = 0,
      c2 = 0,
      c3 = 0,
      sig = 0;
    thr[T] = 13 /* NONE */;
    thr[T + 1] = 13 /* NONE */;
    thr[T + 2] = 13 /* NONE */;
    thr[T + 3] = 13 /* NONE */;
    const need = target - this.ns;
    const lb = leader << 2;
    // at a trick start every hand holds one card per trick left
    const left = this.left0 - (d >> 2);
    if (need <= 0) return this.ns;
    if (need > left) return this.ns + left;
    if (left === 1) return this.ns + this.lastTrick(d, leader);

    const want = (leader & 1) === 0 ? need : left - need + 1;
    const qt = this.quickTricks(leader, want);
    if (qt >= want) {
      const how = this.qhow;
      if (how <= 4) {
        // rely only on as many rounds as needed: the leader's suits first, then partner's
        // (after a low lead: the suit crossed in comes first)
        const cl = this.qcl,
          cp = this.qcp;
        let rem = want;
        if (how !== 4) {
          for (let s = 0; s < 4; s++) {
            const c = (cl >> (s << 2)) & 15;
            const r = s === how ? 0 : c < rem ? c : rem;
            thr[T + s] = lastRound(hand[lb | s], this.lenCap(s, leader, r));
            rem -= r;
          }
        }
        if (how >= 0) {
          const pb = (leader ^ 2) << 2;
          let e = how;
          if (how === 4) {
            e = 0;
            while (((cp >> (e << 2)) & 15) === 0 || hand[lb | e] === 0) e++;
          }
          for (let i = 0; i < 4; i++) {
            const s = (e + i) & 3;
            if (how !== 4 && s !== e) continue;
            const c = (cp >> (s << 2)) & 15;
            const r = c < rem ? c : rem;
            thr[T + s] = lastRound(hand[pb | s], this.lenCap(s, leader ^ 2, r));
            rem -= r;
          }
        }
      } else {
        const q = this.qthr;
        thr[T] = q[0];
        thr[T + 1] = q[1];
        thr[T + 2] = q[2];
        thr[T + 3] = q[3];
      }
      return (leader & 1) === 0 ? this.ns + need : this.ns + need - 1;
    }

    // Sure trump tricks (`trumpBounds`, `matchDef`). Each counts at most the trumps of one
    // hand of a side, so they can decide only when a hand holds as many trumps as its side
    // needs tricks. Their uncapped counts come from `trumpFacts` (tf: -1 not looked up); the
    // ranks relied on are found only when a bound decides.
    const trump = this.trump;
    const nE = left - need + 1;
    let tf = -1;
    if (
      trump !== 4 /* NT */ &&
      (Math.max(POP[hand[trump]], POP[hand[8 + trump]]) >= need ||
        Math.max(POP[hand[4 + trump]], POP[hand[12 + trump]]) >= nE)
    ) {
      tf = this.trumpFacts();
      if ((tf & 16) === 0 ? (tf & 15) >= need : (tf & 15) >= nE) {
        // count | side << 4 | threshold << 5; opponents void of trumps: uncapped
        const tb = this.trumpBounds(need, nE);
        thr[T + trump] = tb >> 5;
        return (tb & 16) === 0 ? this.ns + (tb & 15) : this.ns + left - (tb & 15);
      }
      for (let O = 0; O < 4; O++) {
        const w = (O & 1) === 0 ? need : nE;
        if (((tf >> (5 + (O << 2))) & 15) >= w) {
          thr[T + trump] = this.matchDef(O, w) >> 4;
          return (O & 1) === 0 ? this.ns + need : this.ns + need - 1;
        }
      }
    }
    // A side needing every trick loses one to a guarded second trump behind the top trump
    // (`finesseTrick`): only when the opponents hold the top trump (else `trumpBounds` above).
    if (trump !== 4 /* NT */ && (need === 1 || need === left)) {
      const fr = this.finesseTrick(leader, left, need === 1 ? 0 : 1);
      if (fr >= 0) {
        thr[T + trump] = fr;
        return need === 1 ? this.ns + 1 : this.ns + left - 1;
      }
    }
    // The leader cashes its side-suit winners while partner follows or discards side cards;
    // then the side's sure trump tricks (top sequence or trump matching) still stand, as
    // nobody has played a trump. Those count at most one hand's trumps.
    const side = leader & 1;
    const pb = (leader ^ 2) << 2;
    if (trump !== 4 /* NT */) {
      const cl = this.qcl;
      const qs = this.qown - ((cl >> (trump << 2)) & 15);
      if (
        qs > 0 &&
        qs + Math.max(POP[hand[lb | trump]], POP[hand[pb | trump]]) >= want &&
        left - POP[hand[pb + trump]] >= qs
      ) {
        if (tf < 0) tf = this.trumpFacts();
        // best of the three counts (capped at want), first on ties: 0 top trumps, 1 / 2 the
        // leader's / partner's unmatched trumps
        let tt = 0,
          src = -1;
        if (((tf >> 4) & 1) === side) {
          tt = Math.min(tf & 15, want);
          src = 0;
        }
        const xL = Math.min((tf >> (5 + (leader << 2))) & 15, want);
        if (xL > tt) {
          tt = xL;
          src = 1;
        }
        const xP = Math.min((tf >> (5 + ((leader ^ 2) << 2))) & 15, want);
        if (xP > tt) {
          tt = xP;
          src = 2;
        }
        if (tt > 0 && qs + tt >= want) {
          const tr =
            src === 0 ? this.trumpBounds(need, nE) >> 5 : this.matchDef(src === 1 ? leader : leader ^ 2, want) >> 4;
          let rem = want - tt;
          for (let s = 0; s < 4; s++) {
            if (s === trump) {
              thr[T + s] = tr;
              continue;
            }
            const c = (cl >> (s << 2)) & 15;
            const r = c < rem ? c : rem;
            thr[T + s] = lastRound(hand[lb | s], this.lenCap(s, leader, r));
            rem -= r;
          }
          return side === 0 ? this.ns + need : this.ns + need - 1;
        }
      }
    }

    // the leader's side holds no trumps (or notrump)
    // (it needs every trick when the side holds the top card of a suit the leader holds)
    if ((trump === 4 /* NT */ || (hand[lb | trump] | hand[pb | trump]) === 0) && (this.qtop === 0 || want >= left)) {
      const b = this.ntBound(leader, need, left, T);
      if (b >= 0) return b === 1 ? this.ns + need : this.ns + need - 1;
    }

    // Transposition table. The key is carried over from the previous trick start on this path
    // (it expanded, so it computed its key): only the suits played to the last trick change, and
    // those suits' owner codes, filter bytes and the four hands' lengths in the key are set anew.
    const t = d >> 2,
      codes = this.codes,
      keys = this.keys;
    let touched = 15;
    if (d - 4 >= this.rootDepth) {
      const ca = this.cardAt;
      touched = (1 << (ca[d - 4] >> 4)) | (1 << (ca[d - 3] >> 4)) | (1 << (ca[d - 2] >> 4)) | (1 << (ca[d - 1] >> 4));
      kA = keys[(t - 1) << 1];
      kB = keys[((t - 1) << 1) + 1];
      c0 = codes[(t - 1) << 2];
      c1 = codes[((t - 1) << 2) + 1];
      c2 = codes[((t - 1) << 2) + 2];
      c3 = codes[((t - 1) << 2) + 3];
      sig = this.sigs[t - 1];
    }
    // (the four suits written out, each with its shifts as constants: a loop over the touched suits
    // paid a stack check a round, an if-chain to keep the code and spilled its values; the lengths
    // from the hands, not the trick's cards subtracted: no shift by a card's suit and hand)
    if ((touched & 1) !== 0) {
      const n = hand[0],
        e = hand[4],
        so = hand[8],
        w = hand[12];
      const ag = n | e | so | w;
      c0 = ownerCode(e | w, so | w, ag);
      sig = (sig & ~0xff) | sigByte(c0, POP[ag]);
      kA = (kA & ~0xf000f) | POP[n] | (POP[e] << 16);
      kB = (kB & ~0xf000f) | POP[so] | (POP[w] << 16);
    }
    if ((touched & 2) !== 0) {
      const n = hand[1],
        e = hand[5],
        so = hand[9],
        w = hand[13];
      const ag = n | e | so | w;
      c1 = ownerCode(e | w, so | w, ag);
      sig = (sig & ~0xff00) | (sigByte(c1, POP[ag]) << 8);
      kA = (kA & ~0xf000f0) | (POP[n] << 4) | (POP[e] << 20);
      kB = (kB & ~0xf000f0) | (POP[so] << 4) | (POP[w] << 20);
    }
    if ((touched & 4) !== 0) {
      const n = hand[2],
        e = hand[6],
        so = hand[10],
        w = hand[14];
      const ag = n | e | so | w;
      c2 = ownerCode(e | w, so | w, ag);
      sig = (sig & ~0xff0000) | (sigByte(c2, POP[ag]) << 16);
      kA = (kA & ~0xf000f00) | (POP[n] << 8) | (POP[e] << 24);
      kB = (kB & ~0xf000f00) | (POP[so] << 8) | (POP[w] << 24);
    }
    if ((touched & 8) !== 0) {
      const n = hand[3],
        e = hand[7],
        so = hand[11],
        w = hand[15];
      const ag = n | e | so | w;
      c3 = ownerCode(e | w, so | w, ag);
      sig = (sig & 0xffffff) | (sigByte(c3, POP[ag]) << 24);
      kA = (kA & 0x0fff0fff) | (POP[n] << 12) | (POP[e] << 28);
      kB = (kB & 0x0fff0fff) | (POP[so] << 12) | (POP[w] << 28);
    }
    codes[t << 2] = c0;
    codes[(t << 2) + 1] = c1;
    codes[(t << 2) + 2] = c2;
    codes[(t << 2) + 3] = c3;
    keys[t << 1] = kA;
    keys[(t << 1) + 1] = kB;
    this.sigs[t] = sig;
    const tt = this.tt;
    const hit = tt.lookup(kA, kB, leader, c0, c1, c2, c3, sig, need);
    if (hit >= 0) {
      // hit: the entry's bound on the tricks from here (≥ need: lower, < need: upper)
      const k = tt.hitK;
      // the suits with a nonzero count only (written out: a loop over them paid a stack check a round)
      const k0 = k & 15,
        k1 = (k >> 4) & 15,
        k2 = (k >> 8) & 15,
        k3 = (k >> 12) & 15;
      if (k0 !== 0) thr[T] = nthTop(hand[0] | hand[4] | hand[8] | hand[12], k0);
      if (k1 !== 0) thr[T + 1] = nthTop(hand[1] | hand[5] | hand[9] | hand[13], k1);
      if (k2 !== 0) thr[T + 2] = nthTop(hand[2] | hand[6] | hand[10] | hand[14], k2);
      if (k3 !== 0) thr[T + 3] = nthTop(hand[3] | hand[7] | hand[11] | hand[15], k3);
      return this.ns + hit;
    }
    // the distribution found or created, for the store after the search
    this.ttDist[t] = tt.lastDist;
    this.ttGen[t] = tt.gen;
    return -1;
  }

  /** Stores the searched result of a trick start (keys from `enterTrick`). */
  private storeTrick(d: number, target: number, result: number): void {
    const hand = this.hand,
      thr = this.thr;
    const T = d << 2,
      t = d >> 2;
    // per suit: the pattern of the top ks cards (see `TranspositionTable.store`), the filter mask
    const codes = this.codes,
      C4 = t << 2;
    // (the four suits written out: a loop over them paid a stack check a round and an if-chain to keep each pattern)
    let p0 = 31,
      p1 = 31,
      p2 = 31,
      p3 = 31,
      k = 0,
      sm = 0;
    const th0 = thr[T],
      th1 = thr[T + 1],
      th2 = thr[T + 2],
      th3 = thr[T + 3];
    if (th0 !== 13 /* NONE */) {
      const ag = hand[0] | hand[4] | hand[8] | hand[12];
      const ks = POP[ag >> th0];
      const sh = 2 * (POP[ag] - ks);
      p0 = ((codes[C4] >>> sh) << 5) | sh;
      k = ks;
      sm = sigMask(ks);
    }
    if (th1 !== 13 /* NONE */) {
      const ag = hand[1] | hand[5] | hand[9] | hand[13];
      const ks = POP[ag >> th1];
      const sh = 2 * (POP[ag] - ks);
      p1 = ((codes[C4 + 1] >>> sh) << 5) | sh;
      k |= ks << 4;
      sm |= sigMask(ks) << 8;
    }
    if (th2 !== 13 /* NONE */) {
      const ag = hand[2] | hand[6] | hand[10] | hand[14];
      const ks = POP[ag >> th2];
      const sh = 2 * (POP[ag] - ks);
      p2 = ((codes[C4 + 2] >>> sh) << 5) | sh;
      k |= ks << 8;
      sm |= sigMask(ks) << 16;
    }
    if (th3 !== 13 /* NONE */) {
      const ag = hand[3] | hand[7] | hand[11] | hand[15];
      const ks = POP[ag >> th3];
      const sh = 2 * (POP[ag] - ks);
      p3 = ((codes[C4 + 3] >>> sh) << 5) | sh;
      k |= ks << 12;
      sm |= sigMask(ks) << 24;
    }
    const keys = this.keys;
    const got = result - this.ns;
    // (at a trick start every hand holds one card per trick left)
    const w = (got >= target - this.ns ? got | ((this.left0 - t) << 8) : got << 8) | (k << 16);
    this.tt.store(
      this.ttDist[t],
      this.ttGen[t],
      keys[t << 1],
      keys[(t << 1) + 1],
      this.trickLeader[t],
      p0,
      p1,
      p2,
      p3,
      this.sigs[t] & sm,
      sm,
      w,
    );
  }

  /**
   * The cut-off cache's card as a move here: -1 unless the mover holds it and may play it; else
   * the top of its sequence (cards played earlier removed, the current trick's kept), the card
   * move generation would list for it: `legalLead` at a trick start, `legalSuit` when the mover
   * holds `m` (≠ 0) of the led suit `ls` (`pres`: the suit's cards in the hands), `legalOff`
   * when it is void in it.
   */
  private legalLead(c: number, seat: number): number {
    if (c < 0) return -1;
    const hand = this.hand;
    const s = c >> 4,
      r = c & 15;
    const m = hand[(seat << 2) | s];
    if (((m >> r) & 1) === 0) return -1;
    return (s << 4) | seqTop(m, hand[s] | hand[4 + s] | hand[8 + s] | hand[12 + s], r);
  }

  private legalSuit(c: number, d: number, p: number, ls: number, m: number, pres: number): number {
    // (c = -1, none, has no suit)
    if (c >> 4 !== ls) return -1;
    const r = c & 15;
    if (((m >> r) & 1) === 0) return -1;
    for (let j = d - p; j < d; j++) {
      const t = this.cardAt[j];
      if (t >> 4 === ls) pres |= 1 << (t & 15);
    }
    return (ls << 4) | seqTop(m, pres, r);
  }

  private legalOff(c: number, d: number, seat: number, p: number): number {
    if (c < 0) return -1;
    const s = c >> 4,
      r = c & 15;
    const hand = this.hand;
    const m = hand[(seat << 2) | s];
    if (((m >> r) & 1) === 0) return -1;
    let pres = hand[s] | hand[4 + s] | hand[8 + s] | hand[12 + s];
    for (let j = d - p; j < d; j++) {
      const t = this.cardAt[j];
      if (t >> 4 === s) pres |= 1 << (t & 15);
    }
    return (s << 4) | seqTop(m, pres, r);
  }

  /**
   * Inside a trick (p ≥ 1), when one side needs every remaining trick (the current one
   * included) and the other side is sure to win the current trick, the test is decided. The
   * trick is sure for a side when its current winning card cannot be beaten by any hand of the
   * other side still to play (such a hand must follow below it, or is void without trumps, or
   * holds only lower trumps than a ruffing winner), or when a hand of that side still to play
   * holds a card (its highest of the led suit or, void, its highest trump) that beats the current
   * winner and that no hand of the other side still to play can beat. Only the winning card's
   * rank is relied on (every comparison, including with the cards it already beat, is with it;
   * its holder keeps it in every position that shares it), so the threshold is its rank in its
   * suit when anything was compared; voids are part of the key. Returns the bound, -1 when
   * undecided.
   */
  private trickDecided(d: number, p: number, leader: number, need: number, left: number): number {
    // the side that must win the trick: 1 East-West (North-South need every trick), 0 North-South
    const C = need === left && (need !== 1 || (this.winSeat[d - 1] & 1) === 1) ? 1 : 0;
    const hand = this.hand,
      trump = this.trump;
    const ls = this.cardAt[d - p] >> 4;
    let wc = this.winCard[d - 1];
    if ((this.winSeat[d - 1] & 1) !== C || this.beatable(leader, p, 1 - C, ls, wc)) {
      // a hand of side C still to play whose best card beats the current winner and every card
      // the other side's hands still to play could add (in whatever order they play)
      let j = p;
      for (; j < 4; j++) {
        const seat = (leader + j) & 3;
        if ((seat & 1) !== C) continue;
        const m = hand[(seat << 2) | ls];
        let c: number;
        if (m !== 0) c = (ls << 4) | (31 - Math.clz32(m));
        else if (trump !== 4 /* NT */ && hand[(seat << 2) | trump] !== 0)
          c = (trump << 4) | (31 - Math.clz32(hand[(seat << 2) | trump]));
        else continue;
        if (this.beats(c, wc) && !this.beatable(leader, p, 1 - C, ls, c)) {
          wc = c;
          break;
        }
      }
      if (j === 4) return -1;
    }
    // the winning card's suit: its rank matters when another card of the suit is in the trick or
    // with a hand of the other side still to play
    const wsu = wc >> 4;
    let cmp = false;
    for (let j = d - p; j < d; j++) {
      const c = this.cardAt[j];
      if (c !== wc && c >> 4 === wsu) cmp = true;
    }
    for (let j = p; j < 4 && !cmp; j++) {
      const h = (leader + j) & 3;
      if ((h & 1) !== C && hand[(h << 2) | wsu] !== 0 && (wsu === ls || hand[(h << 2) | ls] === 0)) cmp = true;
    }
    const T = d << 2,
      thr = this.thr;
    thr[T] = 13 /* NONE */;
    thr[T + 1] = 13 /* NONE */;
    thr[T + 2] = 13 /* NONE */;
    thr[T + 3] = 13 /* NONE */;
    if (cmp) thr[T + wsu] = wc & 15;
    return C === 1 ? this.ns + left - 1 : this.ns + 1;
  }

  /**
   * Second or third hand, when neither side needs every trick or just one: the mover's side wins
   * the current trick for sure when its hand still to play with the higher top card of the led
   * suit (`hh`: the mover, or at the second hand its partner) beats the card winning so far (not
   * a ruff) and the next opponent's cards of the suit (that opponent not able to ruff, nor the
   * side's other hand still to play, which could take the lead by ruffing); `hh` then
   * leads and cashes its winners (its cards above every other hand's cards of a suit, in the led
   * suit less the one it plays now). In trump contracts side-suit winners count only when the
   * opponents hold no trumps and `hh`'s partner none either (it never has to ruff them). When
   * the trick and those winners reach what the side needs, the test is decided. Relies on `hh`'s
   * cards down to the last winner used per suit (in the led suit at least its top card, compared
   * with the trick); a suit nobody else holds, and voids, rely on lengths only. -1: undecided.
   */
  private winAndCash(d: number, p: number, leader: number, need: number, left: number): number {
    const hand = this.hand,
      trump = this.trump;
    const seat = (leader + p) & 3;
    const ls = this.cardAt[d - p] >> 4;
    const wc = this.winCard[d - 1];
    if (wc >> 4 !== ls) return -1;
    let hh = seat,
      m = hand[(seat << 2) | ls];
    if (p === 1 && hand[((seat ^ 2) << 2) | ls] > m) {
      hh = seat ^ 2;
      m = hand[(hh << 2) | ls];
    }
    // (disjoint masks: the greater holds the higher top card)
    const ob = ((seat + 1) & 3) << 2;
    if (m >> ((wc & 15) + 1) === 0 || m < hand[ob | ls]) return -1;
    // side suits: 1 when their winners count (notrump, or nobody but hh holds trumps)
    let side = 1;
    if (trump !== 4 /* NT */) {
      const oppT = hand[ob | trump] | hand[(ob ^ 8) | trump];
      if (ls !== trump && hand[ob | ls] === 0 && hand[ob | trump] !== 0) return -1;
      // at the second hand, the other hand of the side might have to ruff (and take the lead)
      const q = (hh ^ 2) << 2;
      if (p === 1 && ls !== trump && hand[q | ls] === 0 && hand[q | trump] !== 0) return -1;
      if ((oppT | hand[((hh ^ 2) << 2) | trump]) !== 0) side = 0;
    }
    const C = seat & 1;
    const want = C === 0 ? need : left - need + 1;
    // rounds per suit (4 bits each) and their total, after this trick
    let rounds = 0,
      total = 1;
    for (let s = 0; s < 4; s++) {
      const mh = hand[(hh << 2) | s];
      if (mh === 0 || (side === 0 && s !== trump && s !== ls)) continue;
      const others = (hand[s] | hand[4 + s] | hand[8 + s] | hand[12 + s]) ^ mh;
      let w = others === 0 ? POP[mh] : POP[mh >> (HIGH[others] + 1)];
      if (s === ls) w = side === 0 && s !== trump ? 0 : w - 1;
      if (w <= 0) continue;
      rounds |= w << (s << 2);
      total += w;
    }
    if (total < want) return -1;
    const T = d << 2,
      thr = this.thr;
    thr[T] = 13 /* NONE */;
    thr[T + 1] = 13 /* NONE */;
    thr[T + 2] = 13 /* NONE */;
    thr[T + 3] = 13 /* NONE */;
    // rely on as few rounds as needed: the led suit first, then the others in order
    let rem = want - 1;
    for (let i = 0; i < 4; i++) {
      const s = (ls + i) & 3;
      const w = (rounds >> (s << 2)) & 15;
      const r = w < rem ? w : rem;
      rem -= r;
      const mh = hand[(hh << 2) | s];
      if (s === ls) thr[T + s] = lastRound(mh, 1 + this.lenCap(s, hh, r));
      else if (r > 0 && mh !== (hand[s] | hand[4 + s] | hand[8 + s] | hand[12 + s]))
        thr[T + s] = lastRound(mh, this.lenCap(s, hh, r));
    }
    return C === 0 ? this.ns + need : this.ns + need - 1;
  }

  /**
   * Rounds of suit s whose winners' ranks a cashing plan relies on: the first `r`, but at most as
   * many as another hand than `holder` still holds cards of s — in later rounds every other
   * hand is void and the holder's cards win by length whatever their ranks (issue 21, session 9).
   */
  private lenCap(s: number, holder: number, r: number): number {
    const hand = this.hand;
    // the other three hands, written out (no loop)
    const a = POP[hand[(((holder + 1) & 3) << 2) | s]],
      b = POP[hand[(((holder + 2) & 3) << 2) | s]],
      c = POP[hand[(((holder + 3) & 3) << 2) | s]];
    let m = a > b ? a : b;
    if (c > m) m = c;
    return r < m ? r : m;
  }

  /** Can a hand of side X at positions from..3 of the trick beat card wc (led suit ls)? */
  private beatable(leader: number, from: number, X: number, ls: number, wc: number): boolean {
    const hand = this.hand,
      trump = this.trump;
    const wsu = wc >> 4,
      wr = wc & 15;
    for (let j = from; j < 4; j++) {
      const h = (leader + j) & 3;
      if ((h & 1) !== X) continue;
      const m = hand[(h << 2) | ls];
      if (m !== 0) {
        if (wsu === ls && 31 - Math.clz32(m) > wr) return true;
      } else if (trump !== 4 /* NT */) {
        const t = hand[(h << 2) | trump];
        if (t !== 0 && (wsu !== trump || 31 - Math.clz32(t) > wr)) return true;
      }
    }
    return false;
  }

  /** One card each: play it out (1 when North-South win it). */
  private lastTrick(d: number, leader: number): number {
    const hand = this.hand,
      trump = this.trump;
    let ws = -1,
      wr = -1,
      wseat = leader,
      cnt = 0;
    let ls = -1;
    for (let i = 0; i < 4; i++) {
      const seat = (leader + i) & 3;
      let s = 0;
      while (hand[(seat << 2) | s] === 0) s++;
      const r = HIGH[hand[(seat << 2) | s]];
      if (i === 0) {
        ls = s;
        ws = s;
        wr = r;
        cnt = 1;
      } else if (s === ws) {
        cnt++;
        if (r > wr) {
          wr = r;
          wseat = seat;
        }
      } else if (s === trump) {
        ws = s;
        wr = r;
        wseat = seat;
        cnt = 1;
      }
    }
    void ls;
    if (cnt >= 2) this.thr[(d << 2) + ws] = wr;
    return (wseat & 1) === 0 ? 1 : 0;
  }

  /**
   * Tricks the leader's side can cash at once without losing the lead: the leader's own top
   * winners, or — after leading low to partner's winner — partner's. Thresholds of the cards
   * relied on: the last round cashed per suit (rounds in `qcl` / `qcp`; `qthr` after drawing
   * trumps).
   */
  private quickTricks(L: number, want: number): number {
    const hand = this.hand;
    const P = L ^ 2,
      O1 = (L + 1) & 3,
      O2 = (L + 3) & 3;
    const trump = this.trump;
    const lb = L << 2,
      pb = P << 2,
      b1 = O1 << 2,
      b2 = O2 << 2;
    // A cap first, without the cash cache: no plan below takes more rounds in a suit than the side's
    // longer hand there holds cards, nor any in a suit whose top card the opponents hold. When the
    // cap falls short of `want` (with the tighter counts below, six calls in ten on opening leads and
    // on tables; a quarter to a third with lengths alone) the plans are not worked out; the later bound
    // that reads the leader's side-suit winners (`qown`, `qcl`: side suits, then sure trump tricks)
    // cannot decide either when the leader's cards in those suits and the side's longer trump
    // holding fall short too, so only then.
    let cap = 0,
      capL = 0,
      top = 0;
    // Tighter where the opponent holding their top card (`above`: the ranks over it) keeps it while
    // it has another card of the suit to follow with: every round won before then takes one of the
    // side's cards above it, so fewer such cards than that opponent's length are all the rounds (for
    // every plan: `cash`, `crossPlan`).
    // (the four suits written out: a loop over them paid a stack check a round and kept its sums on the stack)
    if (trump === 4 /* NT */) {
      const v =
        capNT(hand[lb], hand[pb], hand[b1], hand[b2], 1) +
        capNT(hand[lb + 1], hand[pb + 1], hand[b1 + 1], hand[b2 + 1], 2) +
        capNT(hand[lb + 2], hand[pb + 2], hand[b1 + 2], hand[b2 + 2], 4) +
        capNT(hand[lb + 3], hand[pb + 3], hand[b1 + 3], hand[b2 + 3], 8);
      cap = v & 63;
      capL = (v >> 6) & 63;
      top = v >> 12;
    } else {
      // The same in a trump contract; and in a side suit an opponent holding trumps ruffs once
      // void: every plan but `drawTrumps` stops there (the cash cache's `lim`; capR, capL), and
      // that one needs the leader's trump rounds (at most capT) to reach each opponent's trump
      // length.
      const t1 = hand[b1 | trump],
        t2 = hand[b2 | trump];
      const r1 = t1 !== 0 ? 1 : 0,
        r2 = t2 !== 0 ? 1 : 0;
      const v =
        capTrump(hand[lb], hand[pb], hand[b1], hand[b2], r1, r2, trump === 0, 1) +
        capTrump(hand[lb + 1], hand[pb + 1], hand[b1 + 1], hand[b2 + 1], r1, r2, trump === 1, 2) +
        capTrump(hand[lb + 2], hand[pb + 2], hand[b1 + 2], hand[b2 + 2], r1, r2, trump === 2, 4) +
        capTrump(hand[lb + 3], hand[pb + 3], hand[b1 + 3], hand[b2 + 3], r1, r2, trump === 3, 8);
      cap = v & 63;
      const capR = (v >> 6) & 63,
        capT = (v >> 18) & 63;
      capL = (v >> 12) & 63;
      top = v >> 24;
      if (capT === 0 || capT < POP[t1] || capT < POP[t2]) cap = capR;
    }
    if (
      cap < want &&
      (capL === 0 || trump === 4 /* NT */ || capL + Math.max(POP[hand[lb | trump]], POP[hand[pb | trump]]) < want)
    ) {
      this.qcl = 0;
      this.qown = 0;
      this.qtop = top;
      return cap;
    }
    // which opponents can ruff a side suit (bit 0 / 1: first / second opponent)
    let ruff = 0;
    if (trump !== 4 /* NT */) ruff = (hand[b1 | trump] !== 0 ? 1 : 0) | (hand[b2 | trump] !== 0 ? 2 : 0);
    // qa / qb: rounds of the leader / partner (cl / cp per suit); gain, ge: best
    // partner-minus-leader rounds in a suit the leader can cross in (first suit on ties)
    // (the four suits written out, as the cap above)
    const m0 = hand[lb],
      m1 = hand[lb + 1],
      m2 = hand[lb + 2],
      m3 = hand[lb + 3];
    const v0 = this.cashSuit(m0, hand[pb], hand[b1], hand[b2], trump === 0 ? 0 : ruff),
      v1 = this.cashSuit(m1, hand[pb + 1], hand[b1 + 1], hand[b2 + 1], trump === 1 ? 0 : ruff),
      v2 = this.cashSuit(m2, hand[pb + 2], hand[b1 + 2], hand[b2 + 2], trump === 2 ? 0 : ruff),
      v3 = this.cashSuit(m3, hand[pb + 3], hand[b1 + 3], hand[b2 + 3], trump === 3 ? 0 : ruff);
    const cl = (v0 & 15) | ((v1 & 15) << 4) | ((v2 & 15) << 8) | ((v3 & 15) << 12),
      cp = ((v0 >> 4) & 15) | (v1 & 0xf0) | ((v2 & 0xf0) << 4) | ((v3 & 0xf0) << 8);
    // (two words of 4 bits a suit: values stay small integers for V8)
    const cx = ((v0 >> 12) & 15) | ((v1 >> 8) & 0xf0) | ((v2 >> 4) & 0xf00) | (v3 & 0xf000),
      cxt = ((v0 >> 8) & 15) | ((v1 >> 4) & 0xf0) | (v2 & 0xf00) | ((v3 << 4) & 0xf000);
    const qa = (v0 & 15) + (v1 & 15) + (v2 & 15) + (v3 & 15),
      qb = ((v0 >> 4) & 15) + ((v1 >> 4) & 15) + ((v2 >> 4) & 15) + ((v3 >> 4) & 15);
    // the first suit (of those the leader holds) where partner cashes the most rounds more
    let gain = -99,
      ge = -1;
    const g0 = crossGain(m0, v0),
      g1 = crossGain(m1, v1),
      g2 = crossGain(m2, v2),
      g3 = crossGain(m3, v3);
    if (g0 > gain) {
      gain = g0;
      ge = 0;
    }
    if (g1 > gain) {
      gain = g1;
      ge = 1;
    }
    if (g2 > gain) {
      gain = g2;
      ge = 2;
    }
    if (g3 > gain) {
      gain = g3;
      ge = 3;
    }
    this.qcl = cl;
    this.qcp = cp;
    // Best of: leader cashes everything; partner cashes everything after a low lead; leader
    // cashes the other suits, then leads low to partner's winners in suit e.
    let best = qa,
      how = -1;
    if (ge >= 0) {
      if (qb > best) {
        best = qb;
        how = 4;
      }
      if (qa + gain > best) {
        best = qa + gain;
        how = ge;
      }
    }
    this.qhow = how;
    this.qown = qa;
    this.qtop = top;
    if (cx !== 0 && best < want) best = this.crossTricks(L, want, best, cl, cp, cx, cxt);
    // Trump contracts: when the leader's top trumps draw the opponents' trumps, its side-suit
    // winners cashed afterwards cannot be ruffed.
    if (trump === 4 /* NT */ || best >= want) return best;
    const ct = (cl >> (trump << 2)) & 15;
    if (ct === 0) return best;
    const t1 = hand[b1 | trump],
      t2 = hand[b2 | trump];
    if ((t1 | t2) === 0 || ct < POP[t1] || ct < POP[t2]) return best;
    return this.drawTrumps(L, want, best, cl, ct, t1, t2);
  }

  /**
   * `quickTricks`' plan with a crossing: the leader cashes its winners in some suits (`cl`),
   * then plays suit e so that partner ends on lead (`cx`, `cxt`: `crossPlan`'s rounds and lowest winning rank per
   * suit),
   * then partner cashes its winners in the other suits (`cp`). Each suit serves once. The
   * hands never run short of cards to follow or discard while at most `want` ≤ tricks-left
   * rounds are relied on (each hand plays one card a round; the cards a later round needs are
   * never discarded). Returns the better of it and `best`, with `qhow` = 5 and `qthr` set when
   * it is this one.
   */
  private crossTricks(L: number, want: number, best: number, cl: number, cp: number, cx: number, cxt: number): number {
    let sum = 0;
    for (let s = 0; s < 4; s++) {
      const a = (cl >> (s << 2)) & 15,
        b = (cp >> (s << 2)) & 15;
      sum += a > b ? a : b;
    }
    let e = -1,
      tot = best;
    for (let s = 0; s < 4; s++) {
      const xr = (cx >> (s << 2)) & 15;
      if (xr === 0) continue;
      const a = (cl >> (s << 2)) & 15,
        b = (cp >> (s << 2)) & 15;
      const v = sum - (a > b ? a : b) + xr;
      if (v > tot) {
        tot = v;
        e = s;
      }
    }
    if (e < 0) return best;
    const hand = this.hand,
      q = this.qthr;
    const lb = L << 2,
      pb = (L ^ 2) << 2;
    q[e] = (cxt >> (e << 2)) & 15;
    let rem = want - ((cx >> (e << 2)) & 15);
    for (let s = 0; s < 4; s++) {
      if (s === e) continue;
      const a = (cl >> (s << 2)) & 15,
        b = (cp >> (s << 2)) & 15;
      const m = a >= b ? a : b;
      const r = m < rem ? m : rem > 0 ? rem : 0;
      q[s] = lastRound(hand[(a >= b ? lb : pb) | s], this.lenCap(s, a >= b ? L : L ^ 2, r));
      rem -= r;
    }
    this.qhow = 5;
    return tot;
  }

  /**
   * `quickTricks`' plan for trump contracts: the leader's top trumps (ct rounds) draw the
   * opponents' trumps (t1, t2), then its side-suit winners cannot be ruffed. Returns the better
   * of it and `best` (the other plans), with `qhow` = 5 and `qthr` set when it is this one.
   */
  private drawTrumps(L: number, want: number, best: number, cl: number, ct: number, t1: number, t2: number): number {
    const hand = this.hand,
      trump = this.trump;
    const lb = L << 2,
      pb = (L ^ 2) << 2,
      b1 = ((L + 1) & 3) << 2,
      b2 = ((L + 3) & 3) << 2;
    let qf = 0,
      f = 0;
    for (let s = 0; s < 4; s++) {
      let x = (cl >> (s << 2)) & 15;
      if (s !== trump && hand[lb | s] !== 0)
        x = this.cashBoth(hand[lb | s], hand[pb | s], hand[b1 | s], hand[b2 | s], 0) & 15;
      qf += x;
      f |= x << (s << 2);
    }
    if (qf <= best) return best;
    // rely only on as many rounds as needed (for `want`): the trumps that draw the opponents'
    // first, then the side suits in order
    const q = this.qthr;
    const rt = Math.max(POP[t1], POP[t2], Math.min(ct, want));
    q[trump] = lastRound(hand[lb | trump], this.lenCap(trump, L, rt));
    let rem = want > rt ? want - rt : 0;
    for (let s = 0; s < 4; s++) {
      if (s === trump) continue;
      const x = (f >> (s << 2)) & 15;
      const r = x < rem ? x : rem;
      q[s] = lastRound(hand[lb | s], this.lenCap(s, L, r));
      rem -= r;
    }
    this.qhow = 5;
    return qf;
  }

  /**
   * `cash` of the leader (low 4 bits) and of its partner (next 4) in one suit, given the four
   * holdings and which opponents ruff (bits 0 / 1), through the cash cache.
   */
  private cashBoth(lm: number, pm: number, o1: number, o2: number, rf: number): number {
    const memo = this.cashMemo;
    const k1 = lm | (pm << 13),
      k2 = o1 | (o2 << 13) | (rf << 26);
    const i = ((Math.imul(k1, 0x9e3779b1) ^ Math.imul(k2, 0x85ebca77)) >>> 20) /* 32 - CASH_BITS */ * 3;
    if (memo[i] === k1 && memo[i + 1] === k2) return memo[i + 2];
    return this.cashFill(i, k1, k2);
  }

  /**
   * `cashBoth` of one suit for `quickTricks`, 0 when the opponents hold its top card (nothing to cash;
   * disjoint masks: the greater one holds the top card).
   */
  private cashSuit(lm: number, pm: number, o1: number, o2: number, rf: number): number {
    if ((lm | pm) <= (o1 | o2)) return 0;
    // the cash cache probe (as in `cashBoth`), the fill out of line
    const memo = this.cashMemo;
    const k1 = lm | (pm << 13),
      k2 = o1 | (o2 << 13) | (rf << 26);
    const i = ((Math.imul(k1, 0x9e3779b1) ^ Math.imul(k2, 0x85ebca77)) >>> 20) /* 32 - CASH_BITS */ * 3;
    return memo[i] === k1 && memo[i + 1] === k2 ? memo[i + 2] : this.cashFill(i, k1, k2);
  }

  /** Computes and stores the cash cache's entry at `i` for the keys k1, k2 (see `cashBoth`). */
  private cashFill(i: number, k1: number, k2: number): number {
    const lm = k1 & 0x1fff,
      pm = k1 >> 13,
      o1 = k2 & 0x1fff,
      o2 = (k2 >> 13) & 0x1fff,
      rf = k2 >> 26;
    const l1 = POP[o1],
      l2 = POP[o2],
      h1 = HIGH[o1],
      h2 = HIGH[o2];
    let lim = 13;
    if ((rf & 1) !== 0) lim = l1;
    if ((rf & 2) !== 0 && l2 < lim) lim = l2;
    const x = lm === 0 ? -1 : crossPlan(lm, pm, 0, 0, l1, h1, l2, h2, lim);
    const v = cash(lm, pm, l1, h1, l2, h2, lim) | (cash(pm, lm, l1, h1, l2, h2, lim) << 4) | (x > 0 ? x << 8 : 0);
    const memo = this.cashMemo;
    memo[i] = k1;
    memo[i + 1] = k2;
    memo[i + 2] = v;
    return v;
  }

  /**
   * The trump bounds' counts without a cap, through a cache keyed by the trump holdings:
   * `trumpBounds`' count | its side << 4 | each hand O's unmatched trumps (`matchDef`) << 5 + 4·O.
   */
  private trumpFacts(): number {
    const hand = this.hand,
      t = this.trump,
      memo = this.trumpMemo;
    const k1 = hand[t] | (hand[4 + t] << 13),
      k2 = hand[8 + t] | (hand[12 + t] << 13);
    const i = ((Math.imul(k1, 0x9e3779b1) ^ Math.imul(k2, 0x85ebca77)) >>> 20) /* 32 - CASH_BITS */ * 3;
    if (memo[i] === k1 && memo[i + 1] === k2) return memo[i + 2];
    let v = this.trumpBounds(13, 13) & 31;
    for (let O = 0; O < 4; O++) v |= (this.matchDef(O, 13) & 15) << (5 + (O << 2));
    memo[i] = k1;
    memo[i + 1] = k2;
    memo[i + 2] = v;
    return v;
  }

  /**
   * Trump tricks a side cannot lose (trump contracts only; at most one side has any), packed
   * as count | side << 4 (0 North-South, 1 East-West) | trump rank relied on << 5:
   * - the side holding the highest trump, over the trumps it holds in sequence from the top:
   *   each hand's share of them (every trick with one of them is the side's), or two when the
   *   top two are split between partners, not both singletons; only as far down as that side
   *   needs tricks (wNS / wEW);
   * - opponents without trumps: every trump of the longer hand wins a trick.
   */
  private trumpBounds(wNS: number, wEW: number): number {
    const trump = this.trump;
    const hand = this.hand;
    const tN = hand[trump],
      tE = hand[4 + trump],
      tS = hand[8 + trump],
      tW = hand[12 + trump];
    const ag = tN | tE | tS | tW;
    if (ag === 0) return 13 /* NONE */ << 5;
    // opponents void of trumps
    if ((tE | tW) === 0) return Math.max(POP[tN], POP[tS]) | (13 /* NONE */ << 5);
    if ((tN | tS) === 0) return Math.max(POP[tE], POP[tW]) | 16 | (13 /* NONE */ << 5);
    // The side holding the top trump: walk down the trumps it holds in an unbroken sequence
    // from the top; every trick in which one of them is played is the side's, and each hand
    // plays one card per trick, so each hand's share is a lower bound. The top two split
    // between partners, not both singletons, make two tricks too. Stop at `want`.
    const side = ((tN | tS) >> HIGH[ag]) & 1 ? 0 : 1;
    const mx = hand[(side << 2) | trump],
      my = hand[((side + 2) << 2) | trump];
    const want = side === 0 ? wNS : wEW;
    let a = 0,
      b = 0,
      v = 0,
      j = 0,
      rest = ag,
      two = 0,
      st = 13 /* NONE */;
    while (rest !== 0) {
      const r = HIGH[rest];
      const bit = 1 << r;
      if ((mx & bit) !== 0) a++;
      else if ((my & bit) !== 0) b++;
      else break;
      rest ^= bit;
      if (++j === 2 && a === 1 && (POP[mx] > 1 || POP[my] > 1)) two = 2;
      let val = a > b ? a : b;
      if (two > val) val = two;
      if (val > v) {
        v = val;
        st = r;
      }
      if (v >= want) break;
    }
    return v | (side << 4) | (st << 5);
  }

  /**
   * One trick for side X (0 North-South, 1 East-West) from the trumps alone: the top j trumps
   * (j ≥ 1) lie in the opponent O, the next one in O's left-hand neighbour h, of side X, with
   * at least j more trumps (Kx behind the ace, Qxx behind AK, …). In a trick led by anyone but
   * h, O plays just before h: if O plays one of its top trumps, h plays a low trump when it must
   * play one, and the same position stands with j - 1; if not, h wins the trick with its trump
   * whenever trumps are led or h is void (nobody after h can beat it). So h keeps the position
   * until X wins a trick, and leads only after X has won one — except in the current trick if
   * h leads it, which needs a safe lead: a side card, or a low trump from j + 2. Returns the
   * rank relied on (h's trump: the owners of the trumps down to it decide), or -1.
   */
  private finesseTrick(leader: number, left: number, X: number): number {
    const hand = this.hand,
      t = this.trump;
    const ag = hand[t] | hand[4 + t] | hand[8 + t] | hand[12 + t];
    if (POP[ag] < 3) return -1;
    let r = HIGH[ag];
    let O = 0;
    while (((hand[(O << 2) | t] >> r) & 1) === 0) O++;
    const h = (O + 1) & 3;
    if ((h & 1) !== X) return -1;
    const mo = hand[(O << 2) | t],
      m = hand[(h << 2) | t];
    let rest = ag,
      j = 0;
    while (((mo >> r) & 1) !== 0) {
      j++;
      rest ^= 1 << r;
      if (rest === 0) return -1;
      r = HIGH[rest];
    }
    const n = POP[m];
    if (((m >> r) & 1) === 0 || n < j + 1) return -1;
    if (h === leader && n >= left && n < j + 2) return -1;
    return r;
  }

  /**
   * Trump tricks one hand takes against any defence: a trick in which hand O plays a trump is
   * won by the other side only with a higher trump of theirs, a different one in each trick, and
   * O plays every trump it holds. So O's side takes at least as many tricks as O's trumps that
   * cannot be matched each with a distinct higher trump of the opponents (greedy from the top).
   * Counted from the top up to `cap`; returns count | the last such trump's rank << 4.
   */
  private matchDef(O: number, cap: number): number {
    const hand = this.hand,
      t = this.trump;
    const mo = hand[(O << 2) | t];
    const opp = hand[(((O + 1) & 3) << 2) | t] | hand[(((O + 3) & 3) << 2) | t];
    let rest = mo | opp,
      avail = 0,
      def = 0,
      ol = POP[mo],
      last = 13 /* NONE */;
    while (rest !== 0) {
      const r = HIGH[rest];
      rest ^= 1 << r;
      // biome-ignore lint/complexity/noCommaOperator: hot loop, kept as measured
      if (((opp >> r) & 1) !== 0) {
        if (++avail >= ol) break;
      } else if ((ol--, avail > 0)) avail--;
      else {
        def++;
        last = r;
        if (def >= cap) break;
      }
    }
    return def | (last << 4);
  }

  /**
   * Upper bound on the leader's side when it holds no trumps (so nothing of the opponents' can
   * be ruffed by it).
   * Returns 1 / 0 for a proven "North-South make it / fail" (thresholds set), -1 when unproven.
   * - If the opponents hold the top card of every suit the leader holds, the owner of the led
   *   suit's top card wins the first trick and then cashes every card of its top runs: the
   *   opponents take at least the smaller of those run totals (over the owners involved).
   * - Otherwise, when the leader's side needs every trick: each trick led in a suit takes a card
   *   from each of the leader's side's hands holding it, so at most its longer holding of the
   *   suit are led; and each opponent can keep the top card of one suit to the last trick (one
   *   card only: two could be squeezed), so that suit is never led.
   */
  private ntBound(L: number, need: number, left: number, T: number): number {
    const hand = this.hand,
      thr = this.thr;
    const nsLeads = (L & 1) === 0;
    // tricks the leader's side must take for the test to go its way
    const kL = nsLeads ? need : left - need + 1;
    const P = L ^ 2,
      O1 = (L + 1) & 3,
      O2 = (L + 3) & 3;
    // The caller's `qtop` (suits the leader holds whose top card its side holds) tells which bound
    // applies, so each loop reads only what its bound needs.
    if (this.qtop !== 0) {
      // the "every trick" bound (the caller calls only when the side needs every trick):
      // k1 / k2 the longer holding of the side in a suit topped by the first / second opponent
      let sum = 0,
        k1 = 0,
        k2 = 0,
        s1 = -1,
        s2 = -1;
      for (let s = 0; s < 4; s++) {
        const lm = hand[(L << 2) | s],
          pm = hand[(P << 2) | s];
        const o1 = hand[(O1 << 2) | s],
          o2 = hand[(O2 << 2) | s];
        const x = POP[lm],
          y = POP[pm];
        const ml = x > y ? x : y;
        sum += ml;
        if ((lm | pm) > (o1 | o2)) continue;
        if (o1 > o2) {
          if (ml > k1) {
            k1 = ml;
            s1 = s;
          }
        } else if (o2 !== 0 && ml > k2) {
          k2 = ml;
          s2 = s;
        }
      }
      if (kL < left || sum - k1 - k2 >= left) return -1;
      if (s1 >= 0) thr[T + s1] = HIGH[hand[s1] | hand[4 + s1] | hand[8 + s1] | hand[12 + s1]];
      if (s2 >= 0) thr[T + s2] = HIGH[hand[s2] | hand[4 + s2] | hand[8 + s2] | hand[12 + s2]];
      return nsLeads ? 0 : 1;
    }
    // The opponents hold the top card of every suit the leader holds.
    // R1 / R2: cards of the first / second opponent's top runs (above everyone else's cards);
    // n1 / n2: those runs' lengths per suit (4 bits each); t1 / t2: suits the leader holds whose
    // top card the first / second opponent holds
    let R1 = 0,
      R2 = 0,
      n1 = 0,
      n2 = 0,
      t1 = 0,
      t2 = 0;
    for (let s = 0; s < 4; s++) {
      const lm = hand[(L << 2) | s],
        pm = hand[(P << 2) | s];
      const o1 = hand[(O1 << 2) | s],
        o2 = hand[(O2 << 2) | s];
      const sm = lm | pm;
      if (sm > (o1 | o2)) continue;
      if (o1 > o2) {
        if (lm !== 0) t1++;
        const w = POP[o1 >> (HIGH[sm | o2] + 1)];
        R1 += w;
        n1 |= w << (s << 2);
      } else if (o2 !== 0) {
        if (lm !== 0) t2++;
        const w = POP[o2 >> (HIGH[sm | o1] + 1)];
        R2 += w;
        n2 |= w << (s << 2);
      }
    }
    let minR = 99;
    if (t1 !== 0) minR = R1;
    if (t2 !== 0 && R2 < minR) minR = R2;
    if (left - minR >= kL) return -1;
    // Thresholds: the top card of each suit the leader holds, and only as many run cards as
    // the opponents need.
    const wantMin = left - kL + 1;
    for (let k = 0; k < 2; k++) {
      const t = k === 0 ? t1 : t2;
      if (t === 0) continue;
      const O = k === 0 ? O1 : O2,
        runs = k === 0 ? n1 : n2;
      let rem = wantMin - t;
      for (let s = 0; s < 4; s++) {
        const w = (runs >> (s << 2)) & 15;
        if (w === 0) continue;
        const m = hand[(O << 2) | s];
        const lead = hand[(L << 2) | s] !== 0 ? 1 : 0;
        let r = w - lead;
        if (r > rem) r = rem > 0 ? rem : 0;
        rem -= r;
        r += lead;
        if (r > 0 && m !== (hand[s] | hand[4 + s] | hand[8 + s] | hand[12 + s]))
          thr[T + s] = lastRound(m, this.lenCap(s, O, r));
      }
    }
    return nsLeads ? 0 : 1;
  }

  /**
   * Lowers thresholds so that no sequence of the mover's hand straddles one (when the mover
   * follows suit, only the led suit: the callers check that themselves).
   */
  private extendForSequences(d: number, seat: number, p: number): void {
    const thr = this.thr,
      hand = this.hand,
      T = d << 2,
      b = seat << 2;
    // (a threshold NONE = 13 tests bit 13 of a hand: always clear)
    const t0 = thr[T],
      t1 = thr[T + 1],
      t2 = thr[T + 2],
      t3 = thr[T + 3];
    if (((hand[b] >> t0) & 1) !== 0) thr[T] = this.seqBottom(d, seat, p, 0, t0);
    if (((hand[b + 1] >> t1) & 1) !== 0) thr[T + 1] = this.seqBottom(d, seat, p, 1, t1);
    if (((hand[b + 2] >> t2) & 1) !== 0) thr[T + 2] = this.seqBottom(d, seat, p, 2, t2);
    if (((hand[b + 3] >> t3) & 1) !== 0) thr[T + 3] = this.seqBottom(d, seat, p, 3, t3);
  }

  /**
   * The lowest card of the mover's sequence in suit `s` through rank `t` (the current trick's
   * cards count as present).
   */
  private seqBottom(d: number, seat: number, p: number, s: number, t: number): number {
    const hand = this.hand;
    const m = hand[(seat << 2) | s];
    // the present cards that break the sequence: other hands' and the current trick's
    let gaps = (hand[s] | hand[4 + s] | hand[8 + s] | hand[12 + s]) & ~m;
    for (let j = d - p; j < d; j++) {
      const c = this.cardAt[j];
      if (c >> 4 === s) gaps |= 1 << (c & 15);
    }
    gaps &= (1 << t) - 1;
    // the lowest card of m above the highest gap below t
    const run = gaps === 0 ? m : m & -(2 << (31 - Math.clz32(gaps)));
    return lowBit(run);
  }

  // ---------------------------------------------------------------------------------------
  // Move generation and ordering

  /**
   * Slot of the cut-off cache for a situation key (k1, k2); its check value goes to `cutCheck`.
   * The key is a cheap description of the situation: at a lead the leader's and partner's hands
   * (`cutLead`); following suit the mover's cards in the suit, the suit's remaining cards and
   * the current winner (`cutFollow`); discarding or ruffing the mover's hand and the current
   * winner (`cutOff`). Ordering only: a collision or a stale card costs time, never exactness.
   * Split by situation so that each stays small enough for V8 to inline.
   */
  private cutSlot(k1: number, k2: number): number {
    const h = (Math.imul(k1, 0x9e3779b1) ^ Math.imul(k2 ^ (k1 >>> 15), 0x85ebca77)) >>> 0;
    this.cutCheck = (Math.imul(k2, 0x27d4eb2f) ^ k1) & -64;
    return (h ^ (h >>> 16)) & 0xffff /* CUT_SIZE - 1 */;
  }

  /**
   * Slot of the shape killer for the trick start at depth d (the length key from `enterTrick`);
   * sets `shapeSuit` (the suit of the lead stored there, -1: none) and `shapeChk`.
   */
  private shapeSlot(d: number, seat: number): number {
    const t2 = (d >> 2) << 1;
    const sh =
      (Math.imul(this.keys[t2] ^ (seat << 30), 0x9e3779b1) ^ Math.imul(this.keys[t2 + 1] ^ this.trump, 0x85ebca77)) >>>
      0;
    const si = (sh ^ (sh >>> 16)) & 0x3fff /* SHAPE_SIZE - 1 */;
    const chk = Math.imul(sh, 0x27d4eb2f) & -64;
    this.shapeChk = chk;
    const sc = this.shapeCut[si];
    this.shapeSuit = (sc & -64) === chk ? ((sc & 63) - 1) >> 4 : -1;
    return si;
  }

  private cutLead(seat: number): number {
    const hand = this.hand;
    const b = seat << 2,
      pb = b ^ 8;
    const k1 = hand[b] | (hand[b + 1] << 13) | (seat << 26) | (this.trump << 28);
    const k2 =
      (hand[b + 2] | (hand[b + 3] << 13)) ^
      Math.imul(hand[pb] | (hand[pb + 1] << 13), 0x2545f491) ^
      Math.imul(hand[pb + 2] | (hand[pb + 3] << 13), 0x68e31da4);
    return this.cutSlot(k1, k2);
  }

  /** `m`: the mover's cards in the led suit `ls` (not void). */
  private cutFollow(d: number, seat: number, p: number, ls: number, m: number, pres: number): number {
    const k1 = m | (pres << 13) | (p << 26) | (seat << 28);
    const rel = (this.winSeat[d - 1] - seat) & 3;
    const k2 = this.winCard[d - 1] | (rel << 7) | (ls << 9) | (this.trump << 11) | (1 << 20);
    return this.cutSlot(k1, k2);
  }

  private cutOff(d: number, seat: number, p: number): number {
    const hand = this.hand;
    const b = seat << 2;
    const k1 = hand[b] | (hand[b + 1] << 13) | (p << 26) | (seat << 28);
    const rel = (this.winSeat[d - 1] - seat) & 3;
    const k2 =
      (hand[b + 2] | (hand[b + 3] << 13) | (rel << 26) | (this.trump << 28)) ^
      Math.imul(this.winCard[d - 1] + 1, 0x2545f491);
    return this.cutSlot(k1, k2);
  }

  /**
   * Moves of the fourth hand when it follows suit: the cards that win the trick from the
   * cheapest (unless partner is winning), then the rest from the lowest — one per sequence.
   * Returns 0 when the hand cannot follow (then `genOff` does the work).
   */
  private genLastFollow(d: number, seat: number): number {
    const hand = this.hand,
      ca = this.cardAt;
    const ls = ca[d - 3] >> 4;
    const m = hand[(seat << 2) | ls];
    if (m === 0) return 0;
    let pres = hand[ls] | hand[4 + ls] | hand[8 + ls] | hand[12 + ls];
    for (let j = d - 3; j < d; j++) if (ca[j] >> 4 === ls) pres |= 1 << (ca[j] & 15);
    const wc = this.winCard[d - 1];
    // ranks above `lim` win the trick
    const lim = this.winSeat[d - 1] === (seat ^ 2) || wc >> 4 !== ls ? 13 : wc & 15;
    const base = d << 4,
      mv = this.mv,
      L = ls << 4;
    const tops = seqTops(m, pres);
    const win = tops & -(2 << lim);
    let n = 0;
    // the winners from the cheapest, then the rest from the lowest
    for (let x = win; x !== 0; x &= x - 1) mv[base + n++] = L | lowBit(x);
    for (let x = tops ^ win; x !== 0; x &= x - 1) mv[base + n++] = L | lowBit(x);
    return n;
  }

  /**
   * Moves of the second or third hand when it follows suit, one per sequence, ordered by bridge
   * heuristics (without computing weights). Returns 0 when the hand cannot follow.
   */
  private genFollow(d: number, seat: number, p: number): number {
    const hand = this.hand,
      ca = this.cardAt;
    const lead = ca[d - p];
    const ls = lead >> 4;
    const m = hand[(seat << 2) | ls];
    if (m === 0) return 0;
    let pres = hand[ls] | hand[4 + ls] | hand[8 + ls] | hand[12 + ls] | (1 << (lead & 15));
    if (p === 2 && ca[d - 1] >> 4 === ls) pres |= 1 << (ca[d - 1] & 15);
    const base = d << 4,
      mv = this.mv,
      L = ls << 4;
    const tops = seqTops(m, pres);
    const trump = this.trump;
    const wc = this.winCard[d - 1];
    const winS = wc >> 4,
      winR = wc & 15;
    const lho = (seat + 1) & 3;
    const lhoSuit = hand[(lho << 2) | ls];
    const lhoHigh = 31 - Math.clz32(lhoSuit);
    const lhoCanRuff = trump !== 4 /* NT */ && ls !== trump && lhoSuit === 0 && hand[(lho << 2) | trump] !== 0;
    let n = 0;
    if (p === 2) {
      if (this.winSeat[d - 1] === (seat ^ 2)) {
        const lhoTrumpHigh = trump !== 4 /* NT */ ? 31 - Math.clz32(hand[(lho << 2) | trump]) : -1;
        const partnerSafe = winS === ls ? !lhoCanRuff && winR > lhoHigh : lhoSuit !== 0 || lhoTrumpHigh < winR;
        if (partnerSafe) {
          for (let x = tops; x !== 0; x &= x - 1) mv[base + n++] = L | lowBit(x);
          return n;
        }
      }
      if (winS !== ls) {
        for (let x = tops; x !== 0; x &= x - 1) mv[base + n++] = L | lowBit(x);
        return n;
      }
    }
    // A: beat the trick and the next hand (weight 60 / 58 - r), C: beat the trick only
    // (20 / 45 - r), B: do not beat it (40 / 35 - r); each from the lowest. Second hand plays
    // B first when partner (fourth hand) holds a card above all of its own.
    const lim = lhoCanRuff ? 13 : lhoHigh > winR ? lhoHigh : winR;
    const A = tops & -(2 << lim);
    const B = tops & ((2 << winR) - 1);
    let x = A;
    let y = B;
    // Notrump, second hand, 6 or fewer tricks left (this one included): the cards that only beat the card led
    // go before the low ones (trick starts: mid-play −0.4 %, leads −0.3 %, list100 deals 0–9 −0.6 %; with
    // every trick count mid-play −2.3 % but leads +3.7 %: see packages/dds/README.md, session 15)
    if (p === 1 && trump === 4 /* NT */ && this.left0 - (d >> 2) <= 6) {
      for (; x !== 0; x &= x - 1) mv[base + n++] = L | lowBit(x);
      for (x = tops ^ A ^ B; x !== 0; x &= x - 1) mv[base + n++] = L | lowBit(x);
      for (; y !== 0; y &= y - 1) mv[base + n++] = L | lowBit(y);
      return n;
    }
    if (p === 1 && A !== 0 && B !== 0 && !lhoCanRuff && HIGH[hand[((seat ^ 2) << 2) | ls]] > HIGH[m]) {
      for (; y !== 0; y &= y - 1) mv[base + n++] = L | lowBit(y);
    }
    for (; x !== 0; x &= x - 1) mv[base + n++] = L | lowBit(x);
    x = tops ^ A ^ B;
    if (p === 1) {
      for (; y !== 0; y &= y - 1) mv[base + n++] = L | lowBit(y);
      for (; x !== 0; x &= x - 1) mv[base + n++] = L | lowBit(x);
    } else {
      // merge by weight; on a tie the higher card (generated first) goes first
      while (x !== 0 && y !== 0) {
        const rc = lowBit(x),
          rb = lowBit(y);
        if (45 - rc >= 35 - rb) {
          mv[base + n++] = L | rc;
          x &= x - 1;
        } else {
          mv[base + n++] = L | rb;
          y &= y - 1;
        }
      }
      for (; x !== 0; x &= x - 1) mv[base + n++] = L | lowBit(x);
      for (; y !== 0; y &= y - 1) mv[base + n++] = L | lowBit(y);
    }
    return n;
  }

  /** Leads, ordered by weight; the suit-level parts of the weights are computed once per suit. */
  private genLead(d: number, seat: number): number {
    const hand = this.hand,
      trump = this.trump;
    const base = d << 4;
    const mv = this.mv;
    const partner = seat ^ 2,
      lho = (seat + 1) & 3,
      rho = (seat + 3) & 3;
    const killer = this.killer[d >> 2];
    const ks = killer >> 4,
      kr = killer & 15;
    const pt = trump !== 4 /* NT */ ? hand[(partner << 2) | trump] : 0;
    const lt = trump !== 4 /* NT */ ? hand[(lho << 2) | trump] : 0;
    const rt = trump !== 4 /* NT */ ? hand[(rho << 2) | trump] : 0;
    let n = 0;
    const vw = this.left0 - (d >> 2) + 1;
    for (let s = 0; s < 4; s++) {
      const m = hand[(seat << 2) | s];
      if (m === 0) continue;
      const sk = 3 - s;
      const pres = hand[s] | hand[4 + s] | hand[8 + s] | hand[12 + s];
      const top = 31 - Math.clz32(pres);
      const pm = hand[(partner << 2) | s];
      const lm = hand[(lho << 2) | s];
      const rm = hand[(rho << 2) | s];
      let suitW = 0;
      // notrump: the side's length in the suit, 8 a card when one of its hands is longer than both
      // opponents' holdings (a suit it can set up; this outranks who holds the top cards), else 2
      if (trump === 4 /* NT */) {
        const ol = POP[lm] > POP[rm] ? POP[lm] : POP[rm];
        suitW = (POP[m] > ol || POP[pm] > ol ? 8 : 2) * (POP[m] + POP[pm]);
        // less for each card the opponents may play to it, a void as many as the tricks left + 1 (it
        // discards from every suit): those cards are the subtree's width
        suitW -= ((lm === 0 ? vw : POP[lm]) + (rm === 0 ? vw : POP[rm])) << 4 /* 16 a card */;
      } else if (s !== trump) {
        if ((lm === 0 && lt !== 0) || (rm === 0 && rt !== 0)) suitW = -45;
        else if (pm === 0 && pt !== 0) suitW = 60;
        // a side suit nobody ruffs at once: the side's length (its long suits first)
        else suitW = 4 * (POP[m] + POP[pm]);
      }
      if (trump !== 4 /* NT */) suitW -= ((lm === 0 ? vw : POP[lm]) + (rm === 0 ? vw : POP[rm])) * TR_OPP_W;
      let sb: number;
      if (pm !== 0 && 31 - Math.clz32(pm) === top) sb = 60;
      else if ((lm | rm) !== 0 && 31 - Math.clz32(lm) === top) {
        // through the top card: best when partner holds the next one (a finesse); without it no better
        // than any other suit (30 → 20: trick starts −0.6 % leads, −0.6 % mid-play, −4.4 % list100 deals
        // 0–19; 10 was worse in notrump, see packages/dds/README.md, session 16)
        const second = 31 - Math.clz32(pres ^ (1 << top));
        sb = second >= 0 && ((pm >> second) & 1) !== 0 ? 45 : 20;
      } else sb = 20;
      if (s === this.shapeSuit) suitW += SHAPE_W;
      sb += suitW;
      const topW = 35 + suitW + (s === trump ? 5 : 0);
      let rest = seqTops(m, pres);
      // packed keys: weight + 64, then generation order (suit ascending, rank descending)
      const kb = ((sb + 64) << 6) | (sk << 4);
      while (rest !== 0) {
        const r = lowBit(rest);
        rest &= rest - 1;
        let key = r === top ? ((topW + 64) << 6) | (sk << 4) | r : kb - 63 * r;
        // the killer lies in this card's sequence (between r and the sequence's bottom card)
        if (ks === s && kr <= r && kr >= 31 - Math.clz32(m & ~((m << 1) + (~pres & 0x1fff)) & ((2 << r) - 1)))
          key += 8 << 6; // (18 → 8: nodes −0.2 % leads, −0.4 % mid-play, −0.9 % list100 deals 0–9)
        insertKey(mv, base, n++, key);
      }
    }
    unpackKeys(mv, base, n);
    return n;
  }

  /** Discards and ruffs of the second, third and fourth hand, ordered by weight. */
  private genOff(d: number, seat: number, p: number): number {
    const hand = this.hand,
      trump = this.trump;
    const base = d << 4;
    const mv = this.mv;
    let n = 0;
    const ca = this.cardAt;
    const t0 = d - p;
    // cards of the current trick by suit
    let tc0 = 0,
      tc1 = 0,
      tc2 = 0,
      tc3 = 0;
    // (the mover holds no card of the led suit, so only the other suits' trick cards matter)
    const ls = ca[t0] >> 4;
    for (let j = t0 + 1; j < d; j++) {
      const c = ca[j];
      const s = c >> 4;
      if (s === ls) continue;
      const bit = 1 << (c & 15);
      if (s === 0) tc0 |= bit;
      else if (s === 1) tc1 |= bit;
      else if (s === 2) tc2 |= bit;
      else tc3 |= bit;
    }
    const partner = seat ^ 2,
      lho = (seat + 1) & 3;
    const winC = this.winCard[d - 1];
    const winS = winC >> 4,
      winR = winC & 15;
    const partnerWinning = this.winSeat[d - 1] === partner;
    // weights of trumps: 5 - r up to `noLim` (not worth it), mid - r below `overLim` (the next
    // hand would overruff), else 55 - r
    let noLim = -1,
      overLim = -1;
    const mid = p === 1 ? 15 : 25;
    if (trump !== 4 /* NT */) {
      if (p === 3) {
        if (partnerWinning) noLim = 13;
        else if (winS === trump) noLim = winR;
      } else {
        const lhoSuit = hand[(lho << 2) | ls];
        const lhoTrumpHigh = 31 - Math.clz32(hand[(lho << 2) | trump]);
        let partnerSafe = false;
        if (p === 2 && partnerWinning) {
          const lhoCanRuff = ls !== trump && lhoSuit === 0 && lhoTrumpHigh >= 0;
          const lhoHigh = 31 - Math.clz32(lhoSuit);
          partnerSafe = winS === ls ? !lhoCanRuff && winR > lhoHigh : lhoSuit !== 0 || lhoTrumpHigh < winR;
        }
        if (partnerSafe) noLim = 13;
        else {
          if (p === 2 && winS === trump) noLim = winR;
          if (lhoSuit === 0) overLim = lhoTrumpHigh;
        }
      }
    }
    const ofs = p === 3 ? 40 : 30;

    for (let s = 0; s < 4; s++) {
      const m = hand[(seat << 2) | s];
      if (m === 0) continue;
      const sk = 3 - s;
      const pres =
        hand[s] | hand[4 + s] | hand[8 + s] | hand[12 + s] | (s === 0 ? tc0 : s === 1 ? tc1 : s === 2 ? tc2 : tc3);
      const top = 31 - Math.clz32(pres);
      const pm = hand[(partner << 2) | s];
      // discards: keep company with partner's top card in the suit
      let sb = ofs - (pm !== 0 && 31 - Math.clz32(pm) === top ? 5 : 0);
      // keep guards: g = the mover's cards minus the cards above its top; g = 1 is an exact guard
      // (its top card survives the higher ones only with all its small cards), g = 2 nearly one
      const isTrump = s === trump;
      if (!isTrump) {
        const g = POP[m] - POP[pres >> (32 - Math.clz32(m))];
        if (g === 1) sb -= 15;
        else if (g === 2) sb -= 5;
      }
      let rest = seqTops(m, pres);
      // packed keys: weight + 64, then generation order (suit ascending, rank descending)
      const kb = ((sb + 64) << 6) | (sk << 4);
      while (rest !== 0) {
        const r = lowBit(rest);
        rest &= rest - 1;
        let key: number;
        if (isTrump) key = (((r <= noLim ? 5 : r < overLim ? mid : 55) + 64 - r) << 6) | (sk << 4) | r;
        else key = kb - 63 * r - (r === top ? 15 << 6 : 0);
        insertKey(mv, base, n++, key);
      }
    }
    unpackKeys(mv, base, n);
    return n;
  }
}
