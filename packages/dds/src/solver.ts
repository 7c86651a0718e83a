/**
 * The public solver: exact tricks for a position, solve-board (every legal card scored) and the
 * full 20-result double-dummy table. Browser-safe.
 */
import {
  fail,
  ok,
  parseDeal,
  SEATS,
  STRAINS,
  type Card,
  type Deal,
  type Result,
  type Seat,
  type Strain,
} from '@stikk/core';
import { type CoreOptions, makeEngine } from './core.js';
import type { Engine } from './engine.js';
import { fromCode, parseHands, toEnginePosition, type DDPosition, type EnginePosition } from './position.js';
import type { WasmEngine } from './wasm-engine.js';

/** `tricks[declarer][strain]`: the tricks declarer's side takes with best play by all four. */
export type DDTable = Record<Seat, Record<Strain, number>>;

/** A card that may be played next, with the tricks the side to play takes after it. */
export interface CardResult {
  /** The card (the highest of its group of equivalent cards). */
  readonly card: Card;
  /** Lower cards in the same hand that are equivalent to it (same result by symmetry). */
  readonly equals: readonly Card[];
  /** Tricks the side to play takes (out of the tricks left, current trick included) after playing it. */
  readonly tricks: number;
}

/** The double-dummy value of a position: tricks the side to play takes, tricks left, and who plays. */
export interface SolveResult {
  /** Tricks the side to play takes from here with best play, current trick included. */
  readonly tricks: number;
  readonly tricksLeft: number;
  readonly toPlay: Seat;
}

/** Options of the solver (the size of its transposition table, the search core). */
export type SolverOptions = CoreOptions;

const POPC = (x: number): number => {
  let c = 0;
  while (x) {
    x &= x - 1;
    c++;
  }
  return c;
};

/**
 * A reusable solver: owns one engine and its transposition table (memory fixed at creation).
 * Not re-entrant; use one per thread.
 */
export class DDSolver {
  readonly engine: Engine | WasmEngine;
  /** Trump of the entries in the table: they stay valid for any position with the same trump. */
  private ttTrump = -1;
  private readonly thr8 = new Int32Array(8);

  constructor(opts: SolverOptions = {}) {
    this.engine = makeEngine(opts);
  }

  /** Nodes searched so far (statistics). */
  get nodes(): number {
    return this.engine.nodes;
  }

  /** Trick starts the search reached by completing a trick, so far (statistics; what DDS reports as `nodes`). */
  get trickNodes(): number {
    return this.engine.trickNodes;
  }

  /** Exact tricks for the side to play. */
  solve(pos: DDPosition): Result<SolveResult> {
    const r = toEnginePosition(pos);
    if (!r.ok) return r;
    const p = r.value;
    this.useTrump(p.trump);
    const ns = this.nsTricks(p, -1);
    const tricks = (p.toPlay & 1) === 0 ? ns : p.tricksLeft - ns;
    return ok({ tricks, tricksLeft: p.tricksLeft, toPlay: SEATS[p.toPlay] });
  }

  /**
   * Keeps the table when the trump is unchanged: an entry is a fact about every position matching
   * its pattern, whatever the deal, so replaying a board card by card reuses earlier work.
   */
  private useTrump(trump: number): void {
    if (trump !== this.ttTrump) {
      this.engine.tt.clear();
      this.ttTrump = trump;
    }
  }

  /** North-South tricks from an engine position (its trick may be complete: then it is quitted first). */
  private nsTricks(p: EnginePosition, guess: number): number {
    const e = this.engine;
    if (p.trick.length === 4) {
      let win = 0;
      for (let i = 1; i < 4; i++) {
        const c = p.trick[i],
          w = p.trick[win];
        if (c >> 4 === w >> 4 ? (c & 15) > (w & 15) : c >> 4 === p.trump) win = i;
      }
      const seat = (p.leader + win) & 3;
      const bonus = (seat & 1) === 0 ? 1 : 0;
      if (p.tricksLeft === 1) return bonus;
      e.setPosition(p.hands, p.trump, seat, []);
      return bonus + e.solveNS(guess < 0 ? -1 : guess - bonus);
    }
    e.setPosition(p.hands, p.trump, p.leader, p.trick);
    return e.solveNS(guess);
  }

  /**
   * Every legal card of the side to play with the tricks it takes after playing it (DDS
   * `SolveBoard` with all cards): one entry per group of equivalent cards, best first.
   */
  solveBoard(pos: DDPosition): Result<CardResult[]> {
    const r = toEnginePosition(pos);
    if (!r.ok) return r;
    const p = r.value;
    this.useTrump(p.trump);
    const seat = p.toPlay;
    const hands = p.hands;
    const ls = p.trick.length ? p.trick[0] >> 4 : -1;
    const follow = ls >= 0 && hands[seat * 4 + ls] !== 0;
    const out: CardResult[] = [];
    // the first card's search starts from a high-card/trump-length estimate of the position
    // (210 mid-play positions: -6 % nodes against starting from half the tricks)
    let guess = estimateNS(hands, p.trump, p.tricksLeft, 4);
    // When the trick is not completed by the card, the child search tells which ranks of the
    // card's suit its result relied on, separately for the proof of its lower bound and for that
    // of its upper bound; a lower card of the suit below the ranks of one proof (and the card
    // itself below them too) has the same bound by the mirror argument of partition search, as in
    // the search's own move loops: below both, the same value without a search; below one, only
    // the other bound is searched.
    const inTrick = p.trick.length < 3;
    const thr8 = this.thr8;
    for (let s = 3; s >= 0; s--) {
      if (follow && s !== ls) continue;
      const m = hands[seat * 4 + s];
      if (m === 0) continue;
      // the proofs of the lowest card of the suit searched so far: ranks below loThr keep its
      // lower bound loNS, below hiThr its upper bound hiNS (-1: none)
      let loThr = -1,
        loNS = 0,
        hiThr = -1,
        hiNS = 0;
      // present cards: held by anyone or in the current trick
      let pres = hands[s] | hands[4 + s] | hands[8 + s] | hands[12 + s];
      for (const c of p.trick) if (c >> 4 === s) pres |= 1 << (c & 15);
      let rest = m;
      while (rest) {
        const top = 31 - Math.clz32(rest);
        rest ^= 1 << top;
        const equals: Card[] = [];
        let x = top;
        for (;;) {
          const below = pres & ((1 << x) - 1);
          if (!below) break;
          const nx = 31 - Math.clz32(below);
          if (!((rest >> nx) & 1)) break;
          rest ^= 1 << nx;
          equals.push(fromCode((s << 4) | nx));
          x = nx;
        }
        const code = (s << 4) | top;
        let ns: number;
        const lo = top < loThr ? loNS : 0,
          hi = top < hiThr ? hiNS : p.tricksLeft;
        if (lo === hi) ns = lo;
        else {
          const h2 = Int32Array.from(hands);
          h2[seat * 4 + s] ^= 1 << top;
          if (inTrick) {
            const e = this.engine;
            e.setPosition(h2, p.trump, p.leader, [...p.trick, code]);
            ns = e.solveNSWindow(guess, lo, hi, thr8);
            // a bound given and not searched again keeps the proof it came from
            if (ns > lo || top >= loThr) {
              loThr = thr8[s] > top ? thr8[s] : -1;
              loNS = ns;
            }
            if (ns < hi || top >= hiThr) {
              hiThr = thr8[4 + s] > top ? thr8[4 + s] : -1;
              hiNS = ns;
            }
          } else {
            const child: EnginePosition = {
              hands: h2,
              trump: p.trump,
              leader: p.leader,
              trick: [...p.trick, code],
              tricksLeft: p.tricksLeft,
              toPlay: (seat + 1) & 3,
            };
            ns = this.nsTricks(child, guess);
          }
          guess = ns;
        }
        const tricks = (seat & 1) === 0 ? ns : p.tricksLeft - ns;
        out.push({ card: fromCode(code), equals, tricks });
      }
    }
    out.sort((a, b) => b.tricks - a.tricks);
    return ok(out);
  }

  /** The full table: tricks for each declarer in each strain. */
  ddTable(deal: string | Deal): Result<DDTable> {
    const h = this.fullHands(deal);
    return h.ok ? ok(this.tableFromHands(h.value)) : h;
  }

  /**
   * One strain of the table: tricks for each declarer (`tricks[declarer]`). The table's strains
   * are independent searches (the transposition table starts empty for each), so a deal's five
   * strains can be solved on different threads with the same results and the same work.
   */
  ddStrain(deal: string | Deal, strain: Strain): Result<Record<Seat, number>> {
    const k = STRAINS.indexOf(strain);
    if (k < 0) return fail('invalid-strain', `strain ${String(strain)} is not C, D, H, S or NT`, { path: 'strain' });
    const h = this.fullHands(deal);
    if (!h.ok) return h;
    const r = this.strainFromHands(h.value, k);
    return ok({ N: r[0], E: r[1], S: r[2], W: r[3] });
  }

  /** A full deal's hands in engine form, checked to hold 13 cards each. */
  private fullHands(deal: string | Deal): Result<Int32Array> {
    let hands: Int32Array;
    if (typeof deal === 'string') {
      const d = parseDeal(deal);
      if (!d.ok) return d;
      const h = parseHands(deal);
      if (!h.ok) return h;
      hands = h.value;
    } else {
      for (const s of SEATS)
        if (deal[s]?.length !== 13) return fail('hand-size', `hand ${s} must hold 13 cards`, { path: s });
      const r = toEnginePosition({ remaining: deal, trump: 'NT', leader: 'N' });
      if (!r.ok) return r;
      hands = r.value.hands;
    }
    for (let seat = 0; seat < 4; seat++) {
      const n =
        POPC(hands[seat * 4]) + POPC(hands[seat * 4 + 1]) + POPC(hands[seat * 4 + 2]) + POPC(hands[seat * 4 + 3]);
      if (n !== 13) return fail('hand-size', `hand ${SEATS[seat]} holds ${n} cards, not 13`, { path: SEATS[seat] });
    }
    return ok(hands);
  }

  /** Table for validated 13-card hands (engine form). */
  tableFromHands(hands: Int32Array): DDTable {
    const table = {} as DDTable;
    for (const s of SEATS) table[s] = { C: 0, D: 0, H: 0, S: 0, NT: 0 };
    for (let strain = 4; strain >= 0; strain--) {
      const r = this.strainFromHands(hands, strain);
      for (let d = 0; d < 4; d++) table[SEATS[d]][STRAINS[strain]] = r[d];
    }
    return table;
  }

  /** One strain (engine code, 0 = clubs … 4 = notrump) for validated hands: tricks per declarer N, E, S, W. */
  strainFromHands(hands: Int32Array, strain: number): number[] {
    const e = this.engine;
    const res = [0, 0, 0, 0];
    // Leaders in an order where each result is a good guess for the next.
    const leaders = [1, 3, 0, 2];
    let guess = -1;
    e.tt.clear();
    this.ttTrump = strain;
    for (const [k, leader] of leaders.entries()) {
      e.setPosition(hands, strain, leader, []);
      // the first guess one trick above the estimate: with the first leader on East-West,
      // a first test that East-West win (North-South fall short) leaves a table that makes
      // the following tests cheaper than the other way round (deals 0-59: -2.7 % nodes)
      const ns = e.solveNS(k === 0 ? estimateNS(hands, strain) + 1 : guess);
      guess = ns;
      const declarer = (leader + 3) & 3;
      res[declarer] = (declarer & 1) === 0 ? ns : 13 - ns;
    }
    return res;
  }
}

/**
 * A first guess of North-South's tricks in a strain with `left` tricks to play (only the starting
 * point of the search): half the tricks, plus half the trump-length difference, plus the
 * high-card-point surplus divided by `hcpDiv` (scaled to the tricks left).
 */
function estimateNS(hands: Int32Array, strain: number, left = 13, hcpDiv = 6): number {
  let hcp = 0;
  for (let seat = 0; seat < 4; seat++) {
    let h = 0;
    for (let s = 0; s < 4; s++) {
      const m = hands[seat * 4 + s];
      h += 4 * ((m >> 12) & 1) + 3 * ((m >> 11) & 1) + 2 * ((m >> 10) & 1) + ((m >> 9) & 1);
    }
    hcp += (seat & 1) === 0 ? h : -h;
  }
  let fit = 0;
  if (strain < 4)
    fit = POPC(hands[strain]) + POPC(hands[8 + strain]) - POPC(hands[4 + strain]) - POPC(hands[12 + strain]);
  return Math.max(0, Math.min(left, Math.round(left / 2 + fit / 2 + ((hcp / hcpDiv) * left) / 13)));
}

let shared: DDSolver | undefined;
const solver = (opts?: SolverOptions): DDSolver => (opts ? new DDSolver(opts) : (shared ??= new DDSolver()));

/** Exact double-dummy tricks for the side to play (current trick included). */
export const solve = (pos: DDPosition, opts?: SolverOptions): Result<SolveResult> => solver(opts).solve(pos);
/** Every legal card with the tricks the side to play takes after it. */
export const solveBoard = (pos: DDPosition, opts?: SolverOptions): Result<CardResult[]> => solver(opts).solveBoard(pos);
/** The 20-result double-dummy table of a full deal. */
export const ddTable = (deal: string | Deal, opts?: SolverOptions): Result<DDTable> => solver(opts).ddTable(deal);
