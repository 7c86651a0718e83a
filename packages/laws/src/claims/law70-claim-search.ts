/**
 * Law 70 adjudication as an exact search (catalogue §H.1). The claimer's side (both its hands:
 * dummy's, or a defending claimer's partner, 70D2) chooses among *normal* plays — careless or
 * inferior ones included, irrational ones excluded — and every doubtful choice goes against it
 * (70A, 70D1): those nodes minimise its tricks. The opponents may make any legal play and also
 * minimise (they see the faced hand). One exception makes a claimer node maximise: a choice
 * within a single suit whose layout the claimer knows because an opponent has shown out of it
 * (70E1). The value is exact for that rule; alpha–beta with a transposition table at trick
 * starts keeps endings of eight cards a hand well under a second. A node builds no string and no
 * object (session 26: integer table keys, typed-array stacks and move buffers); the nodes visited,
 * and so the node budget's verdict, are those of the search before (test/claim-search-oracle.test.ts).
 *
 * The normality model. Careless or inferior play is normal; what no player of any class would do
 * is not (the footnote to Laws 70 and 71). A *winner* is a card no opponent's card of its suit
 * outranks. The claimer's side:
 * - on lead, with a master card or a suit whose master partner holds, cashes: it leads its own
 *   master, a card of a suit partner's master will win, or a trump — never a loser first, nor a
 *   low card under its own master (careless orders of cashing stay open: blocking a suit, or
 *   stranding a hand's winners, are normal);
 * - does not overtake or ruff partner's card that no opponent still to play can beat;
 * - when its card will not win the trick, plays a card that is not a winner if it has one (it does
 *   not throw a winner while keeping a loser; failing to unblock stays normal);
 * - as the last of its side to play, with an opponent winning, takes the trick when it can be sure
 *   to (a card no opponent still to play can beat, as far as it can tell: an unseen honour may lie
 *   either side, so a finesse is never assumed, 70E1);
 * - follows a stated line (70D1): the claim's ordered steps (`line`: play a card, cash a suit,
 *   finesse a card, ruff a suit, draw trumps) are played in order as stated, and only what they
 *   leave open is chosen by the rules above; a plan read from the words of the statement binds the
 *   same way: "drawing trumps" leads trumps first while an opponent holds one (also when the
 *   director finds the claimer aware of it, 70C2), a stated finesse is taken, "from the top" cashes
 *   a suit top down (70E2).
 *
 * @laws 70
 */
import type { Card, ClaimStep } from '@stikk/core';

/** The position a claim is adjudicated from: remaining hands, trump, the trick in progress. */
export interface ClaimPosition {
  /** Remaining cards by seat index (0 N, 1 E, 2 S, 3 W). */
  readonly hands: readonly (readonly Card[])[];
  /** Trump suit index, or -1 for notrump. */
  readonly trump: number;
  /** Seat index that led to the trick in progress (or leads next when it is empty). */
  readonly leader: number;
  /** Cards already played to the trick in progress, in order from the leader. */
  readonly trick: readonly Card[];
  /** 0: North–South claim; 1: East–West. */
  readonly claimerSide: 0 | 1;
  /** Suits each seat has shown out of before the claim: bit `seat * 4 + suit`. */
  readonly voids: number;
}

/** What the claim and its statement bind the claimer's side to in the search of normal lines (Law 70). */
export interface ClaimPolicy {
  /** The claim is for every remaining trick (the lead rule above applies to every claim). */
  readonly allTricks: boolean;
  /** Trumps are led first while an opponent holds one. */
  readonly drawTrumpsFirst: boolean;
  /** Suits (bit per suit index) in which the statement names a finesse. */
  readonly finesseSuits: number;
  /** Suits are cashed from the top (statement or regulation, 70E2). */
  readonly topDown: boolean;
  /**
   * 2007 70E1: an unstated finesse or drop is credited when not taking it would be irrational —
   * here, when that play does at least as well as every alternative on every layout of the
   * unseen cards the claimer cannot tell apart, and better on some. Checked exactly when the
   * opponents hold at most four cards between them; beyond that the doubt goes against the
   * claimer (70A).
   */
  readonly irrationalEscape?: boolean;
  /** The stated line, in order (Law 70D1). */
  readonly line?: readonly ClaimStep[];
  /**
   * The claimer's side plays its best normal line instead of its worst (the opponents still
   * defend best): the tricks a side that agreed would likely have won had play continued (69B2).
   */
  readonly claimerBest?: boolean;
}

/** One card of an adjudicated line: who plays it and which card. */
export interface ClaimLineStep {
  readonly seat: number;
  readonly card: Card;
}

/** The outcome of the Law 70 search: tricks on the worst normal line, that line, nodes visited. */
export interface ClaimAdjudication {
  /** Tricks the claimer's side takes on the worst normal line (of the remaining ones). */
  readonly tricks: number;
  /** That line, card by card from the position. */
  readonly line: ClaimLineStep[];
  /** Search nodes visited (for the benchmark). */
  readonly nodes: number;
}

const suitOf = (c: Card): number => (c / 13) | 0;
const rankOf = (c: Card): number => c % 13;

const BUDGET = new Error('claim search budget exhausted');

/** The deepest line of plays a search holds: 52 cards and a few to spare. */
const DEPTH = 64;
/** The 2007 escape is checked when at most this many cards are unseen by the claimer. */
const ESCAPE_UNSEEN = 4;

/**
 * The transposition table: bounds on the claimer's tricks by position at a trick start. A key is
 * seven integers (see `Search.suitCode`; the leader and the voids; the stated step due and the
 * ruffs done); open addressing with linear probing, doubled when half full. It holds what a
 * `Map` keyed by the same key as a string held, without building a string per node.
 */
class Bounds {
  private cap = 1 << 10;
  private keys = new Int32Array(this.cap * 7);
  private bounds = new Int8Array(this.cap * 2);
  private used = new Uint8Array(this.cap);
  private size = 0;
  /** Counts the tables grown and the keys added: a slot found stays right while these stand. */
  grown = 0;
  added = 0;

  private static hash(a: number, b: number, c: number, d: number, e: number, f: number, g: number): number {
    let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 15) ^ b, 0xc2b2ae35);
    h = Math.imul(h ^ (h >>> 13) ^ c, 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 16) ^ d, 0xc2b2ae35);
    h = Math.imul(h ^ (h >>> 15) ^ e, 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13) ^ (f * 4099 + g), 0xc2b2ae35);
    return h ^ (h >>> 16);
  }

  /** The slot holding the key, or the free slot where it would go (`used[slot]` tells which). */
  slot(a: number, b: number, c: number, d: number, e: number, f: number, g: number): number {
    const mask = this.cap - 1;
    const k = this.keys;
    let i = Bounds.hash(a, b, c, d, e, f, g) & mask;
    while (this.used[i]) {
      const o = i * 7;
      if (
        k[o] === a &&
        k[o + 1] === b &&
        k[o + 2] === c &&
        k[o + 3] === d &&
        k[o + 4] === e &&
        k[o + 5] === f &&
        k[o + 6] === g
      )
        return i;
      i = (i + 1) & mask;
    }
    return i;
  }

  has(i: number): boolean {
    return this.used[i] === 1;
  }
  lo(i: number): number {
    return this.bounds[2 * i];
  }
  hi(i: number): number {
    return this.bounds[2 * i + 1];
  }

  /** Stores bounds under the key (found by `slot`, which must be called again after any other store). */
  store(
    i: number,
    a: number,
    b: number,
    c: number,
    d: number,
    e: number,
    f: number,
    g: number,
    lo: number,
    hi: number,
  ): void {
    if (!this.used[i]) {
      this.used[i] = 1;
      const o = i * 7;
      const k = this.keys;
      k[o] = a;
      k[o + 1] = b;
      k[o + 2] = c;
      k[o + 3] = d;
      k[o + 4] = e;
      k[o + 5] = f;
      k[o + 6] = g;
      this.size++;
      this.added++;
    }
    this.bounds[2 * i] = lo;
    this.bounds[2 * i + 1] = hi;
    if (this.size * 2 > this.cap) this.grow();
  }

  private grow(): void {
    const { keys, bounds, used, cap } = this;
    this.grown++;
    this.cap = cap * 2;
    this.keys = new Int32Array(this.cap * 7);
    this.bounds = new Int8Array(this.cap * 2);
    this.used = new Uint8Array(this.cap);
    this.size = 0;
    for (let i = 0; i < cap; i++) {
      if (!used[i]) continue;
      const o = i * 7;
      const [a, b, c, d, e, f, g] = [
        keys[o],
        keys[o + 1],
        keys[o + 2],
        keys[o + 3],
        keys[o + 4],
        keys[o + 5],
        keys[o + 6],
      ];
      this.store(this.slot(a, b, c, d, e, f, g), a, b, c, d, e, f, g, bounds[2 * i], bounds[2 * i + 1]);
    }
  }
}

class Search {
  /** hands[seat * 4 + suit]: 13-bit rank masks. */
  readonly h = new Int32Array(16);
  readonly trick: number[] = [];
  leader: number;
  voids: number;
  remaining: number;
  nodes = 0;
  readonly tt = new Bounds();
  /** Node budget: beyond it the search stops (see `adjudicateClaim`). */
  limit = Number.POSITIVE_INFINITY;
  /** The stated line (70D1) and the step now due. */
  readonly steps: readonly ClaimStep[];
  step = 0;
  /** Ruff steps completed: the index just past the last one done. */
  ruffed = 0;
  /**
   * The trump suit, the claimer's side and the policy's flags, copied from `pos` and `policy`:
   * read at every node, and fields of this class are read faster than those of objects of
   * whatever shape a caller built.
   */
  readonly trump: number;
  private readonly side: number;
  private readonly drawFirst: boolean;
  private readonly finesseSuits: number;
  private readonly topDown: boolean;
  private readonly best: boolean;
  private readonly escape: boolean;
  /**
   * What `play` changed, by depth (plays made since the start), for `unplay`: the leader, the
   * voids, the step and the ruffs before it, and the cards of a trick it completed.
   */
  private sp = 0;
  private readonly undoLeader = new Int8Array(DEPTH);
  private readonly undoVoids = new Int32Array(DEPTH);
  private readonly undoStep = new Int32Array(DEPTH);
  private readonly undoRuffed = new Int32Array(DEPTH);
  private readonly undoTrick = new Int8Array(DEPTH * 4).fill(-1);
  /**
   * The moves and the legal plays of the node at each depth (`search` loops over them): thirteen
   * cards from `sp * 13`, and their counts.
   */
  private readonly moveBuf = new Int8Array(DEPTH * 13);
  private readonly moveN = new Int8Array(DEPTH);
  private readonly legalBuf = new Int8Array(DEPTH * 13);
  private readonly legalN = new Int8Array(DEPTH);
  /** The claimer's normal plays at each depth (`normalInto`), from `sp * 13`. */
  private readonly normBuf = new Int8Array(DEPTH * 13);
  /** The node `fill` last described: the seat to play and whether it maximises. */
  private nodeSeat = 0;
  private nodeMax = false;

  constructor(
    readonly pos: ClaimPosition,
    readonly policy: ClaimPolicy,
  ) {
    for (let s = 0; s < 4; s++) for (const c of pos.hands[s]) this.h[s * 4 + suitOf(c)] |= 1 << rankOf(c);
    this.trick.push(...pos.trick);
    this.trump = pos.trump;
    this.side = pos.claimerSide;
    this.drawFirst = policy.drawTrumpsFirst;
    this.finesseSuits = policy.finesseSuits;
    this.topDown = policy.topDown;
    this.best = policy.claimerBest === true;
    this.escape = policy.irrationalEscape === true;
    this.leader = pos.leader;
    this.voids = pos.voids;
    let n = 0;
    for (let s = 0; s < 4; s++) n += pos.hands[s].length;
    // Cards still in the hands (the trick in progress holds the others).
    this.remaining = n;
    this.steps = policy.line ?? [];
    this.advanceSteps();
  }

  private isClaimer(seat: number): boolean {
    return seat % 2 === this.side;
  }

  /** Ranks of a suit still in some hand or in the trick in progress. */
  private live(suit: number): number {
    let m = this.h[suit] | this.h[4 + suit] | this.h[8 + suit] | this.h[12 + suit];
    const t = this.trick;
    for (let i = 0; i < t.length; i++) if (suitOf(t[i]) === suit) m |= 1 << rankOf(t[i]);
    return m;
  }

  /** The highest rank of a suit still in the hands (-1 if none). */
  private top(suit: number): number {
    const m = this.h[suit] | this.h[4 + suit] | this.h[8 + suit] | this.h[12 + suit];
    return m ? 31 - Math.clz32(m) : -1;
  }

  private topOwner(suit: number): number {
    const t = this.top(suit);
    if (t < 0) return -1;
    for (let s = 0; s < 4; s++) if (this.h[s * 4 + suit] & (1 << t)) return s;
    return -1;
  }

  /** The position in the trick of the card currently winning it (-1 when the trick is empty). */
  private winIndex(): number {
    const t = this.trick;
    if (!t.length) return -1;
    let best = 0;
    for (let i = 1; i < t.length; i++) {
      const c = t[i],
        b = t[best];
      if (suitOf(c) === suitOf(b)) {
        if (rankOf(c) > rankOf(b)) best = i;
      } else if (suitOf(c) === this.trump) best = i;
    }
    return best;
  }

  private beats(c: Card, w: Card): boolean {
    if (suitOf(c) === suitOf(w)) return rankOf(c) > rankOf(w);
    return suitOf(c) === this.trump;
  }

  /**
   * Legal plays with equal cards collapsed to one (touching once played cards are gone), into
   * `legalBuf` from `sp * 13`; returns how many.
   */
  private legal(seat: number): number {
    const out = this.legalBuf;
    const o = this.sp * 13;
    let n = 0;
    const led = this.trick.length ? suitOf(this.trick[0]) : -1;
    const only = led >= 0 && this.h[seat * 4 + led] !== 0;
    for (let s = only ? led : 0; s < (only ? led + 1 : 4); s++) {
      const mine = this.h[seat * 4 + s];
      if (!mine) continue;
      const live = this.live(s);
      let prevHeld = false;
      for (let r = 31 - Math.clz32(live); r >= 0; r--) {
        const bit = 1 << r;
        if (mine & bit) {
          if (!prevHeld) out[o + n++] = s * 13 + r;
          prevHeld = true;
        } else if (live & bit) {
          prevHeld = false;
        }
      }
    }
    this.legalN[this.sp] = n;
    return n;
  }

  /** The opponents' cards of a suit, as a rank mask. */
  private oppMask(suit: number): number {
    const o = (this.side + 1) % 2;
    return this.h[o * 4 + suit] | this.h[(o + 2) * 4 + suit];
  }

  /** A card no opponent's card of its suit outranks. */
  private isWinner(c: Card): boolean {
    return this.oppMask(suitOf(c)) >> (rankOf(c) + 1) === 0;
  }

  /** The card outranks every other card of its suit still held (it is its suit's master). */
  private isMaster(seat: number, c: Card): boolean {
    const s = suitOf(c);
    let others = 0;
    for (let o = 0; o < 4; o++) if (o !== seat) others |= this.h[o * 4 + s];
    return others >> (rankOf(c) + 1) === 0;
  }

  /**
   * Whether an opponent still to play to this trick could beat `c` as far as the claimer can
   * tell: an unseen higher card of the suit may lie with any opponent not known to be void; a ruff
   * (or overruff) is possible when that opponent really is void in the suit led and holds a
   * higher trump.
   */
  private beatable(c: Card): boolean {
    const led = suitOf(this.trick.length ? this.trick[0] : c);
    const t = this.trump;
    for (let k = this.trick.length + 1; k < 4; k++) {
      const o = (this.leader + k) % 4;
      if (this.isClaimer(o)) continue;
      const voidLed = this.h[o * 4 + led] === 0;
      if (suitOf(c) === led) {
        const shownVoid = (this.voids & (1 << (o * 4 + led))) !== 0;
        if (!shownVoid && this.oppMask(led) >> (rankOf(c) + 1) !== 0) return true;
        if (t >= 0 && led !== t && voidLed && this.h[o * 4 + t] !== 0) return true;
      } else if (suitOf(c) === t && voidLed && this.h[o * 4 + t] >> (rankOf(c) + 1) !== 0) return true;
    }
    return false;
  }

  /** The plays a stated step prescribes here, or null when it leaves the choice open (70D1). */
  private stepMoves(seat: number, moves: Card[]): Card[] | null {
    const step = this.steps[this.step];
    if (!step) return null;
    const mine = (suit: number) => moves.filter((c) => suitOf(c) === suit);
    const holds = (c: Card) => (this.h[seat * 4 + suitOf(c)] & (1 << rankOf(c))) !== 0;
    const t = this.trump;
    const partner = (seat + 2) % 4;
    if (!this.trick.length) {
      if ('play' in step) {
        if (holds(step.play)) return [step.play];
        const towards = mine(suitOf(step.play));
        return towards.length ? towards : null;
      }
      if ('finesse' in step) {
        if (holds(step.finesse)) return null;
        const towards = mine(suitOf(step.finesse));
        return towards.length ? towards : null;
      }
      if ('cash' in step) {
        const own = mine(step.cash).filter((c) => this.isMaster(seat, c));
        if (own.length) return [own.reduce((a, b) => (rankOf(b) > rankOf(a) ? b : a))];
        const towards = this.topOwner(step.cash) === partner ? mine(step.cash) : [];
        return towards.length ? towards : null;
      }
      if ('ruff' in step) {
        const ok = t >= 0 && this.h[partner * 4 + step.ruff] === 0 && this.h[partner * 4 + t] !== 0;
        const lead = ok ? mine(step.ruff) : [];
        return lead.length ? lead : null;
      }
      const trumps = t >= 0 ? mine(t) : [];
      return trumps.length ? trumps : null;
    }
    const led = suitOf(this.trick[0]);
    const wi = this.winIndex();
    const wc = this.trick[wi];
    const oppWinning = ((this.leader + wi) % 4) % 2 !== this.side;
    if ('play' in step && moves.includes(step.play)) return [step.play];
    if ('finesse' in step && oppWinning && moves.includes(step.finesse) && this.beats(step.finesse, wc))
      return [step.finesse];
    if ('ruff' in step && led === step.ruff && t >= 0 && this.h[seat * 4 + led] === 0) {
      const ruffs = moves.filter((c) => suitOf(c) === t && this.beats(c, wc));
      if (ruffs.length) return ruffs;
    }
    return null;
  }

  /** Whether step `k` of the stated line is behind (its card played, its suit cashed, …). */
  private stepDone(k: number): boolean {
    const step = this.steps[k];
    const t = this.trump;
    const held = (c: Card) => {
      for (let s = 0; s < 4; s++) if (this.h[s * 4 + suitOf(c)] & (1 << rankOf(c))) return true;
      return false;
    };
    if ('play' in step) return !held(step.play);
    if ('finesse' in step) return !held(step.finesse);
    if ('cash' in step) {
      const o = this.topOwner(step.cash);
      return o < 0 || !this.isClaimer(o);
    }
    if ('ruff' in step) return this.ruffed > k;
    return t < 0 || this.oppMask(t) === 0;
  }

  private advanceSteps(): void {
    while (this.step < this.steps.length && this.stepDone(this.step)) this.step++;
  }

  /** The claimer side's normal plays (see the module comment). */
  private normal(seat: number, legal: Card[]): Card[] {
    const stated = this.stepMoves(seat, legal);
    if (stated) return stated;
    let moves = legal;
    const led = this.trick.length ? suitOf(this.trick[0]) : -1;
    const t = this.trump;
    const oppTrumps = t >= 0 && this.oppMask(t) !== 0;
    // (Written as loops, not `filter`: these run at every node of the claimer's side.)
    if (led < 0) {
      if (this.drawFirst && oppTrumps) {
        const tr: Card[] = [];
        for (const c of moves) if (suitOf(c) === t) tr.push(c);
        if (tr.length) moves = tr;
      }
      if (moves.length > 1) {
        const partner = (seat + 2) % 4;
        const cashing: Card[] = [];
        for (const c of moves)
          if (suitOf(c) === t || this.isMaster(seat, c) || this.topOwner(suitOf(c)) === partner) cashing.push(c);
        if (cashing.length) moves = cashing;
      }
      if (this.topDown) {
        // Each suit's highest card, the suits in the order first met.
        const bySuit: Card[] = [];
        for (const c of moves) {
          const k = bySuit.findIndex((b) => suitOf(b) === suitOf(c));
          if (k < 0) bySuit.push(c);
          else if (rankOf(c) > rankOf(bySuit[k])) bySuit[k] = c;
        }
        moves = bySuit;
      }
      return moves;
    }
    const wi = this.winIndex();
    const wc = this.trick[wi];
    const winnerSeat = (this.leader + wi) % 4;
    const oppWinning = winnerSeat % 2 !== this.side;
    const following = this.h[seat * 4 + led] !== 0;
    if (following && this.finesseSuits & (1 << led) && this.trick.length < 3 && oppWinning) {
      // A stated finesse: the lowest card that beats the card winning so far.
      let low = -1;
      for (const c of moves) if (this.beats(c, wc) && (low < 0 || c < low)) low = c;
      if (low >= 0) return [low];
    }
    if (!oppWinning && !this.beatable(wc)) {
      // Partner's card takes the trick: no overtaking it, no ruffing it.
      const under: Card[] = [];
      for (const c of moves) if (!this.beats(c, wc)) under.push(c);
      if (under.length) moves = under;
    } else if (oppWinning && this.trick.length >= 2) {
      // The last of the side to play takes the trick when it surely can.
      const sure: Card[] = [];
      for (const c of moves) if (this.beats(c, wc) && !this.beatable(c)) sure.push(c);
      if (sure.length) return sure;
    }
    // A card that will not take the trick is not a winner thrown away while a loser is kept.
    const keep: Card[] = [];
    for (const c of moves) if (this.beats(c, wc) || !this.isWinner(c)) keep.push(c);
    if (keep.length) moves = keep;
    return moves;
  }

  /**
   * `normal` without lists (it runs at every node of the claimer's side): the normal plays among
   * the legal ones `fill` found, into `normBuf` from `sp * 13`; returns how many. Each rule keeps
   * the cards it allows when it allows some, as `normal` does; a stated step still due goes to
   * `normal` itself.
   */
  private normalInto(seat: number): number {
    const o = this.sp * 13;
    const buf = this.normBuf;
    if (this.step < this.steps.length) {
      const moves = this.normal(seat, this.legalList());
      for (let i = 0; i < moves.length; i++) buf[o + i] = moves[i];
      return moves.length;
    }
    let n = this.legalN[this.sp];
    buf.set(this.legalBuf.subarray(o, o + n), o);
    const led = this.trick.length ? suitOf(this.trick[0]) : -1;
    const t = this.trump;
    if (led < 0) {
      if (this.drawFirst && t >= 0 && this.oppMask(t) !== 0) {
        let k = 0;
        for (let i = 0; i < n; i++) if (suitOf(buf[o + i]) === t) buf[o + k++] = buf[o + i];
        if (k) n = k;
      }
      if (n > 1) {
        const partner = (seat + 2) % 4;
        let k = 0;
        for (let i = 0; i < n; i++) if (this.cashes(seat, partner, buf[o + i])) buf[o + k++] = buf[o + i];
        if (k) n = k;
      }
      if (this.topDown) {
        // Each suit's highest card, the suits in the order first met.
        let m = 0;
        for (let i = 0; i < n; i++) {
          const c = buf[o + i];
          let j = 0;
          while (j < m && suitOf(buf[o + j]) !== suitOf(c)) j++;
          if (j === m) buf[o + m++] = c;
          else if (rankOf(c) > rankOf(buf[o + j])) buf[o + j] = c;
        }
        n = m;
      }
      return n;
    }
    const wi = this.winIndex();
    const wc = this.trick[wi];
    const oppWinning = ((this.leader + wi) % 4) % 2 !== this.side;
    const following = this.h[seat * 4 + led] !== 0;
    if (following && this.finesseSuits & (1 << led) && this.trick.length < 3 && oppWinning) {
      // A stated finesse: the lowest card that beats the card winning so far.
      let low = -1;
      for (let i = 0; i < n; i++) {
        const c = buf[o + i];
        if (this.beats(c, wc) && (low < 0 || c < low)) low = c;
      }
      if (low >= 0) {
        buf[o] = low;
        return 1;
      }
    }
    if (!oppWinning && !this.beatable(wc)) {
      // Partner's card takes the trick: no overtaking it, no ruffing it.
      let k = 0;
      for (let i = 0; i < n; i++) if (!this.beats(buf[o + i], wc)) buf[o + k++] = buf[o + i];
      if (k) n = k;
    } else if (oppWinning && this.trick.length >= 2) {
      // The last of the side to play takes the trick when it surely can.
      let k = 0;
      for (let i = 0; i < n; i++)
        if (this.beats(buf[o + i], wc) && !this.beatable(buf[o + i])) buf[o + k++] = buf[o + i];
      if (k) return k;
    }
    // A card that will not take the trick is not a winner thrown away while a loser is kept.
    let k = 0;
    for (let i = 0; i < n; i++) if (this.beats(buf[o + i], wc) || !this.isWinner(buf[o + i])) buf[o + k++] = buf[o + i];
    if (k) n = k;
    return n;
  }

  /** A lead that cashes: a trump, a master, or a card of a suit partner's master will win. */
  private cashes(seat: number, partner: number, c: Card): boolean {
    return suitOf(c) === this.trump || this.isMaster(seat, c) || this.topOwner(suitOf(c)) === partner;
  }

  /**
   * 70E1: the claimer knows how a suit lies once an opponent has shown out of it — for a choice
   * (the `n` moves of `normBuf` from `o`) within that one suit.
   */
  private knowsLayoutAt(o: number, n: number): boolean {
    if (n < 2) return false;
    const buf = this.normBuf;
    const s = suitOf(buf[o]);
    for (let i = 1; i < n; i++) if (suitOf(buf[o + i]) !== s) return false;
    const opp = (this.side + 1) % 2;
    return (this.voids & (1 << (opp * 4 + s))) !== 0 || (this.voids & (1 << ((opp + 2) * 4 + s))) !== 0;
  }

  /**
   * Transposition key at a trick start: each hand's cards as ranks relative to the cards still
   * out in their suit (positions that differ only in cards already gone play alike), the leader
   * and the voids shown, and the stated step due. `suitCode` gives a suit's part: the owners of
   * its live cards from the lowest up (two bits each) behind a leading 1.
   */
  private suitCode(suit: number): number {
    const h = this.h;
    const b = h[4 + suit],
      c = h[8 + suit],
      d = h[12 + suit];
    let live = h[suit] | b | c | d;
    let code = 1;
    while (live) {
      const bit = live & -live;
      live ^= bit;
      code = code * 4 + (b & bit ? 1 : c & bit ? 2 : d & bit ? 3 : 0);
    }
    return code;
  }

  /** The same key as a string (for the escape's memo). */
  private key(): string {
    let k = '';
    for (let suit = 0; suit < 4; suit++) k += this.suitCode(suit).toString(36) + ',';
    return (
      k + (this.leader * 256 + this.voids).toString(36) + (this.steps.length ? `/${this.step}.${this.ruffed}` : '')
    );
  }

  /**
   * Describes the node: the seat to play (`nodeSeat`), whether it maximises (`nodeMax`), its legal
   * plays (`legalBuf`) and its moves in the order searched (`moveBuf`), from `sp * 13`.
   */
  private fill(): void {
    const sp = this.sp;
    const o = sp * 13;
    const seat = (this.leader + this.trick.length) % 4;
    const nLegal = this.legal(seat);
    const wi = this.winIndex();
    const wc = wi < 0 ? -1 : this.trick[wi];
    const claimer = this.isClaimer(seat);
    let moves: ArrayLike<number> = this.legalBuf;
    let from = o,
      to = o + nLegal;
    if (claimer) {
      const n = this.normalInto(seat);
      this.nodeMax = this.best || this.knowsLayoutAt(o, n);
      moves = this.normBuf;
      to = o + n;
    } else this.nodeMax = false;
    // Move ordering: the opponents try cards that take the trick first, the claimer cards that do not.
    const out = this.moveBuf;
    let n = o;
    let later = 0;
    for (let i = from; i < to; i++) {
      const c = moves[i];
      const wins = wc >= 0 ? this.beats(c, wc) : rankOf(c) === this.top(suitOf(c));
      if (wins !== claimer) out[n++] = c;
      else later |= 1 << (i - from);
    }
    for (let i = from; later; i++, later >>>= 1) if (later & 1) out[n++] = moves[i];
    this.moveN[sp] = n - o;
    this.nodeSeat = seat;
  }

  /** The legal plays `fill` found at this depth, as a list. */
  private legalList(): Card[] {
    const o = this.sp * 13;
    const out: Card[] = [];
    for (let i = 0, n = this.legalN[this.sp]; i < n; i++) out.push(this.legalBuf[o + i]);
    return out;
  }

  /** The moves `fill` found at this depth, as a list. */
  private moveList(): Card[] {
    const o = this.sp * 13;
    const out: Card[] = [];
    for (let i = 0, n = this.moveN[this.sp]; i < n; i++) out.push(this.moveBuf[o + i]);
    return out;
  }

  /** Moves available at this node and whether the node maximises. */
  choices(): { seat: number; moves: Card[]; max: boolean; legal: Card[] } {
    this.fill();
    return {
      seat: this.nodeSeat,
      moves: this.moveList(),
      max: this.nodeMax,
      legal: this.legalList(),
    };
  }

  /** Plays `c` from `seat`; returns the tricks it gains the claimer's side (1 when it wins a trick for it). */
  play(seat: number, c: Card): number {
    const sp = this.sp++;
    this.undoLeader[sp] = this.leader;
    this.undoVoids[sp] = this.voids;
    this.undoStep[sp] = this.step;
    this.undoRuffed[sp] = this.ruffed;
    const trick = this.trick;
    const led = trick.length ? suitOf(trick[0]) : -1;
    if (led >= 0 && suitOf(c) !== led) this.voids |= 1 << (seat * 4 + led);
    this.h[seat * 4 + suitOf(c)] &= ~(1 << rankOf(c));
    trick.push(c);
    this.remaining--;
    let gained = 0;
    if (trick.length === 4) {
      const winner = (this.leader + this.winIndex()) % 4;
      gained = winner % 2 === this.side ? 1 : 0;
      const step = this.steps[this.step];
      if (step && 'ruff' in step && led === step.ruff && this.trump >= 0) {
        // The stated ruff is done once a hand of the side has trumped that suit.
        const t = trick;
        if (t.some((x, k) => suitOf(x) === this.trump && this.isClaimer((this.leader + k) % 4)))
          this.ruffed = this.step + 1;
      }
      const u = this.undoTrick;
      for (let k = 3; k >= 0; k--) u[sp * 4 + k] = trick.pop()!;
      this.leader = winner;
    } else this.undoTrick[sp * 4] = -1;
    if (this.steps.length) this.advanceSteps();
    return gained;
  }

  /** Takes back the last play (`c` from `seat`). */
  unplay(seat: number, c: Card): void {
    const sp = --this.sp;
    this.step = this.undoStep[sp];
    this.ruffed = this.undoRuffed[sp];
    const u = this.undoTrick;
    if (u[sp * 4] >= 0) for (let k = 0; k < 4; k++) this.trick.push(u[sp * 4 + k]);
    this.trick.pop();
    this.h[seat * 4 + suitOf(c)] |= 1 << rankOf(c);
    this.leader = this.undoLeader[sp];
    this.voids = this.undoVoids[sp];
    this.remaining++;
  }

  private readonly dominantMemo = new Map<string, Card | null>();

  /**
   * 2007 70E1 escape: the one of `moves` that is never worse and sometimes better than each other
   * on every layout of the opponents' unseen cards (keeping their hand sizes and shown voids), or
   * null. Each layout is valued by the same search without the escape.
   */
  private dominant(seat: number, moves: Card[]): Card | null {
    const opp = [(this.pos.claimerSide + 1) % 2, ((this.pos.claimerSide + 1) % 2) + 2];
    const unseen: Card[] = [];
    const sizes = opp.map((o) => {
      let n = 0;
      for (let suit = 0; suit < 4; suit++)
        for (let r = 0; r < 13; r++)
          if (this.h[o * 4 + suit] & (1 << r)) {
            unseen.push(suit * 13 + r);
            n++;
          }
      return n;
    });
    // The check is exact but costly; it runs where few cards are unseen (see ClaimPolicy).
    if (unseen.length > ESCAPE_UNSEEN) return null;
    const memoKey = this.key() + '|' + this.trick.join('.') + '|' + moves.join('.');
    const hit = this.dominantMemo.get(memoKey);
    if (hit !== undefined) return hit;
    const layouts: Card[][][] = [];
    const pick = (i: number, a: Card[], b: Card[]): boolean => {
      if (layouts.length > 64) return false;
      if (i === unseen.length) {
        if (a.length === sizes[0] && b.length === sizes[1]) layouts.push([[...a], [...b]]);
        return true;
      }
      const c = unseen[i];
      const s = suitOf(c);
      if (a.length < sizes[0] && !(this.voids & (1 << (opp[0] * 4 + s)))) {
        a.push(c);
        pick(i + 1, a, b);
        a.pop();
      }
      if (b.length < sizes[1] && !(this.voids & (1 << (opp[1] * 4 + s)))) {
        b.push(c);
        pick(i + 1, a, b);
        b.pop();
      }
      return layouts.length <= 64;
    };
    let answer: Card | null = null;
    if (pick(0, [], []) && layouts.length > 1) {
      const values = moves.map((mv) => layouts.map((l) => this.valueOnLayout(seat, mv, opp, l)));
      for (let i = 0; i < moves.length && answer === null; i++) {
        let dominatesAll = true;
        for (let j = 0; j < moves.length && dominatesAll; j++) {
          if (i === j) continue;
          const ge = values[i].every((v, k) => v >= values[j][k]);
          const gt = values[i].some((v, k) => v > values[j][k]);
          if (!ge || !gt) dominatesAll = false;
        }
        if (dominatesAll) answer = moves[i];
      }
    }
    this.dominantMemo.set(memoKey, answer);
    return answer;
  }

  /** The claimer's tricks from here after `mv`, with the opponents' cards laid out as `layout`. */
  private valueOnLayout(seat: number, mv: Card, opp: number[], layout: Card[][]): number {
    const hands: Card[][] = [[], [], [], []];
    for (let s = 0; s < 4; s++) {
      if (opp.includes(s)) continue;
      for (let suit = 0; suit < 4; suit++)
        for (let r = 0; r < 13; r++) if (this.h[s * 4 + suit] & (1 << r)) hands[s].push(suit * 13 + r);
    }
    hands[opp[0]] = layout[0];
    hands[opp[1]] = layout[1];
    const sub = new Search(
      {
        hands,
        trump: this.pos.trump,
        leader: this.leader,
        trick: [...this.trick],
        claimerSide: this.pos.claimerSide,
        voids: this.voids,
      },
      { ...this.policy, irrationalEscape: false },
    );
    sub.step = this.step;
    sub.ruffed = this.ruffed;
    const gained = sub.play(seat, mv);
    return gained + sub.search(-1, 14);
  }

  /** Claimer's tricks from here, within [alpha, beta] (fail-hard bounds). */
  search(alpha: number, beta: number): number {
    if (++this.nodes > this.limit) throw BUDGET;
    if (this.remaining === 0 || beta <= 0) return 0;
    const a0 = alpha,
      b0 = beta;
    const atStart = this.trick.length === 0;
    let k0 = 0,
      k1 = 0,
      k2 = 0,
      k3 = 0,
      k4 = 0;
    // The slot found, and the table's counts then (the store reuses the slot while they stand).
    let slot = -1,
      had = false,
      grown = 0,
      added = 0;
    if (atStart) {
      k0 = this.suitCode(0);
      k1 = this.suitCode(1);
      k2 = this.suitCode(2);
      k3 = this.suitCode(3);
      k4 = this.leader * 256 + this.voids;
      const tt = this.tt;
      const i = tt.slot(k0, k1, k2, k3, k4, this.step, this.ruffed);
      slot = i;
      had = tt.has(i);
      grown = tt.grown;
      added = tt.added;
      if (had) {
        const lo = tt.lo(i),
          hi = tt.hi(i);
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo === hi) return lo;
        alpha = Math.max(alpha, lo);
        beta = Math.min(beta, hi);
      }
      const left = this.remaining / 4;
      if (alpha >= left) return left;
    }
    this.fill();
    const seat = this.nodeSeat,
      max = this.nodeMax;
    const sp = this.sp;
    let moves: ArrayLike<number> = this.moveBuf;
    let from = sp * 13,
      to = from + this.moveN[sp];
    // 2007 escape: only a finesse-or-drop choice (an opponent still to play to the trick) qualifies.
    if (this.escape && !max && this.legalN[sp] > 1 && this.trick.length < 3 && this.isClaimer(seat)) {
      const legal = this.legalList();
      if (legal.every((c) => suitOf(c) === suitOf(legal[0]))) {
        // Judged among all the plays of the suit: the normal ones may have left out the finesse.
        const forced = this.dominant(seat, legal);
        if (forced !== null) {
          moves = [forced];
          from = 0;
          to = 1;
        }
      }
    }
    let best = max ? -1 : 99;
    for (let i = from; i < to; i++) {
      const c = moves[i];
      const gained = this.play(seat, c);
      const v = gained + this.search(alpha - gained, beta - gained);
      this.unplay(seat, c);
      if (max) {
        if (v > best) best = v;
        if (best > alpha) alpha = best;
      } else {
        if (v < best) best = v;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    if (atStart) {
      const tt = this.tt;
      const st = this.step,
        ru = this.ruffed;
      const i = tt.grown === grown && (had || tt.added === added) ? slot : tt.slot(k0, k1, k2, k3, k4, st, ru);
      let lo = 0,
        hi = 13;
      if (tt.has(i)) {
        lo = tt.lo(i);
        hi = tt.hi(i);
      }
      if (best <= a0) hi = Math.min(hi, best);
      else if (best >= b0) lo = Math.max(lo, best);
      else lo = hi = best;
      tt.store(i, k0, k1, k2, k3, k4, st, ru, lo, hi);
    }
    return best;
  }

  /**
   * The exact value by null-window tests from the top: "can the claimer be held to k tricks?"
   * A line that loses tricks is found fast; only the last, failing test searches exhaustively.
   */
  value(upper: number): number {
    let v = Math.min(upper, (this.remaining + this.trick.length) >> 2);
    while (v > 0) {
      const r = this.search(v - 1, v);
      if (r >= v) break;
      v = Math.min(v - 1, r);
    }
    return v;
  }
}

/** Adjudicates a disputed claim: the claimer side's tricks on its worst normal line, and the line. */
export function adjudicateClaim(pos: ClaimPosition, policy: ClaimPolicy, upper?: number): ClaimAdjudication;
export function adjudicateClaim(
  pos: ClaimPosition,
  policy: ClaimPolicy,
  upper: number | undefined,
  maxNodes: number,
): ClaimAdjudication | null;
/**
 * With `maxNodes`, returns null when the exact answer needs more nodes than that (a claim made
 * early in a hand): the caller leaves the adjudication to the director.
 */
export function adjudicateClaim(
  pos: ClaimPosition,
  policy: ClaimPolicy,
  upper?: number,
  maxNodes?: number,
): ClaimAdjudication | null {
  try {
    return run(pos, policy, upper, maxNodes);
  } catch (e) {
    if (e === BUDGET) return null;
    throw e;
  }
}

function run(pos: ClaimPosition, policy: ClaimPolicy, upper?: number, maxNodes?: number): ClaimAdjudication {
  const s = new Search(pos, policy);
  if (maxNodes !== undefined) s.limit = maxNodes;
  const tricks = s.value(upper ?? 13);
  // Walk the line: at each node follow a child whose exact value keeps the total.
  const line: ClaimLineStep[] = [];
  let target = tricks;
  while (s.remaining > 0 || s.trick.length > 0) {
    const { seat, moves } = s.choices();
    let chosen = moves[0];
    let gained = -1;
    for (const c of moves) {
      const g = s.play(seat, c);
      // Two null-window tests: this child's value is exactly what is left of the total.
      const t = target - g;
      const ok = t >= 0 && s.search(t - 1, t) >= t && s.search(t, t + 1) <= t;
      if (ok) {
        chosen = c;
        gained = g;
        break;
      }
      s.unplay(seat, c);
    }
    if (gained < 0) gained = s.play(seat, chosen);
    target -= gained;
    line.push({ seat, card: chosen });
  }
  return { tricks, line, nodes: s.nodes };
}
