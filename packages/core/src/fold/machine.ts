/**
 * The table machine: the fold of a table log, one event at a time. It is mutable while a log is
 * folded and is never exposed mid-fold to callers other than director rules; `foldLog` returns it
 * once the log is consumed. Same log in, same state out.
 *
 * Two modes (DESIGN.md §3):
 * - `prevent`: an illegal act is refused with an error citing its law (online play);
 * - `record`: the act is kept, classified as an irregularity with its law, and held in `pending`
 *   for the digital director (`DirectorRules`, from the `laws` package) to rectify.
 */
import { classifyCall, declarerOf, emptySummary, finalContract, stepSummary, type AuctionCall, type AuctionSummary } from '../auction.js';
import { printCall, type Call } from '../call.js';
import { cardSuitIndex, printCard, type Card } from '../card.js';
import { isVulnerable, type Vulnerability } from '../board.js';
import { PASSED_OUT, type Contract } from '../contract.js';
import type { Deal } from '../deal.js';
import { printResult, scoreContract } from '../law77-score.js';
import type { StikkError } from '../result.js';
import { lho, nextSeat, partner, SEATS, sideOf, type Seat, type Side } from '../seat.js';
import { winningIndex } from '../trick.js';
import type { Edition, Findings, TableEvent, TableLog } from '../log/table-log.js';
import type { Effect, EventStatus, Message, PendingRectification, PenaltyCardState, Phase, Ruling, TricksBySide } from './state.js';

export type Mode = 'prevent' | 'record';

/** A call as made at the table, with what became of it. */
export interface CallRecord {
  readonly event: number;
  readonly seat: Seat;
  readonly call: Call;
  /** Whether it is part of the auction that stands (changed through `setStands`). */
  readonly stands: boolean;
  alert?: boolean;
  explanation?: string;
}

export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
  readonly event: number;
}

export interface TrickRecord {
  readonly leader: Seat;
  readonly plays: PlayedCard[];
  /** Set once four cards are played. */
  winner: Seat | null;
}

export interface RevokeRecord {
  readonly seat: Seat;
  /** 1-based trick number. */
  readonly trick: number;
  readonly card: Card;
  readonly event: number;
  established: boolean;
  corrected: boolean;
}

export interface ClaimRecord {
  readonly seat: Seat;
  /** Tricks claimed for the claimer's side, of those remaining. */
  readonly tricks: number;
  readonly statement?: string;
  readonly event: number;
  readonly concession: boolean;
  agreed: Set<Seat>;
  disputed: boolean;
}

/** An irregular act the core has recognised (record mode). */
export interface Irregularity {
  /** Stable code, e.g. `insufficient-bid`, `call-out-of-rotation`, `lead-out-of-turn`, `revoke`. */
  readonly code: string;
  readonly law: string;
  readonly event: number;
  readonly seat?: Seat;
  readonly message: string;
}

/**
 * The digital director's hooks. The `laws` package supplies them; without them the core
 * classifies irregularities and leaves them pending for the director.
 */
export interface DirectorRules {
  /** Called first for every event; return true when the rules have handled the event fully. */
  beforeEvent?(m: TableMachine, ev: TableEvent, index: number): boolean;
  /** Called when the core recognises an irregular act in record mode; return true when handled. */
  onIrregularity?(m: TableMachine, irr: Irregularity, ev: TableEvent): boolean;
  /** Called after the core has applied an event. */
  afterEvent?(m: TableMachine, ev: TableEvent, index: number): void;
  /** Called once play has ended, before the score is computed (Law 64 transfers, etc.). */
  beforeScore?(m: TableMachine): void;
}

/**
 * The digital director's own bookkeeping, kept inside the table state as boardgame.io keeps
 * plugin data inside the game state: data without Maps, Sets or cycles under one key per rule
 * set, so a state can be snapshotted (`structuredClone`, JSON), compared and sent. Rule packages
 * declare their key by augmenting this interface (`declare module '@stikk/core'`).
 */
export interface DirectorData {}

export interface FoldOptions {
  readonly mode?: Mode;
  readonly rules?: DirectorRules;
}

/** Thrown inside the fold for acts that cannot be interpreted; `foldLog` turns it into a Result. */
export class FoldError extends Error {
  constructor(readonly error: StikkError) {
    super(error.message);
  }
}

export class TableMachine {
  readonly edition: Edition;
  readonly mode: Mode;
  readonly board: number | null;
  readonly dealer: Seat;
  readonly vulnerable: Vulnerability;
  readonly deal: Deal | null;
  readonly rules: DirectorRules | undefined;

  phase: Phase = 'auction';
  /** Remaining cards by seat (null when unknown). */
  hands: Record<Seat, Card[] | null>;
  calls: CallRecord[] = [];
  contract: Contract | null = null;
  declarer: Seat | null = null;
  tricks: TrickRecord[] = [];
  tricksWon: TricksBySide = { NS: 0, EW: 0 };
  statuses: EventStatus[] = [];
  rulings: Ruling[] = [];
  restrictions: Effect[] = [];
  penaltyCards: PenaltyCardState[] = [];
  pending: PendingRectification | null = null;
  claim: ClaimRecord | null = null;
  revokes: RevokeRecord[] = [];
  findings: Findings = {};
  /** Every irregularity the core recognised, in order. */
  irregularities: Irregularity[] = [];
  /** Cards exposed (face up, not played): seen by everyone. */
  exposed: Set<Card> = new Set();
  openingLeadFaced = false;
  /** Seat whose turn it is in play, overriding the trick's rotation (e.g. a revoke being corrected, Law 62); cleared by the next card played. */
  turnOverride: Seat | null = null;
  /**
   * Seat an open auction rectification waits for (e.g. the offender's LHO electing under Laws
   * 27A1, 29A), set by the director rules; overrides the rotation while the auction phase lasts.
   */
  auctionTurn: Seat | null = null;
  result: string | null = null;
  score: TricksBySide | null = null;
  /** Markers seen: next-board-call (by side), hands-returned, round-ended. */
  markers: { nextBoardCall: Set<Side>; handsReturned: boolean; roundEnded: boolean } = { nextBoardCall: new Set(), handsReturned: false, roundEnded: false };
  /** The event being applied (for rules that need it). */
  index = -1;
  /** The director's bookkeeping (see `DirectorData`); the rules own what is under their key. */
  readonly director: DirectorData = {};

  /** The calls that stand, in order (null: to be re-read from `calls`). */
  private standingCache: CallRecord[] | null = null;
  /** `prefixCache[k]`: the summary of the first k standing calls, filled on demand. */
  private prefixCache: AuctionSummary[] = [];
  /**
   * Work counters (deterministic): auction summary steps and call records scanned to rebuild the
   * standing auction. Tests use them to check that a fold's work grows linearly with the log.
   */
  readonly work = { summarySteps: 0, recordsScanned: 0 };
  private lastStandingCache: number | null = null;

  constructor(log: TableLog, opts: FoldOptions = {}) {
    this.edition = log.edition;
    this.mode = opts.mode ?? 'record';
    this.board = log.board;
    this.dealer = log.dealer;
    this.vulnerable = log.vulnerable;
    this.deal = log.deal;
    this.rules = opts.rules;
    this.hands = {
      N: log.deal?.N ? [...log.deal.N] : null,
      E: log.deal?.E ? [...log.deal.E] : null,
      S: log.deal?.S ? [...log.deal.S] : null,
      W: log.deal?.W ? [...log.deal.W] : null,
    };
  }

  // ---------------------------------------------------------------- derived values

  /** The calls that stand, in order. */
  standing(): readonly AuctionCall[] {
    return this.standingCalls();
  }

  /** The records of the calls that stand, in order. */
  standingCalls(): readonly CallRecord[] {
    if (!this.standingCache) {
      this.work.recordsScanned += this.calls.length;
      this.standingCache = this.calls.filter((c) => c.stands);
      this.prefixCache.length = 0;
    }
    return this.standingCache;
  }

  /** The latest event among the calls that stand (-1 when none): whether the auction went on past an act. */
  lastStandingEvent(): number {
    if (this.lastStandingCache === null) {
      let max = -1;
      for (const c of this.standingCalls()) if (c.event > max) max = c.event;
      this.lastStandingCache = max;
    }
    return this.lastStandingCache;
  }

  /** The summary of the first `k` calls that stand (Laws 17–22): each prefix is computed once. */
  summaryOfFirst(k: number): AuctionSummary {
    const st = this.standingCalls();
    const p = this.prefixCache;
    if (p.length === 0) p.push(emptySummary(this.dealer));
    while (p.length <= k) {
      this.work.summarySteps++;
      p.push(stepSummary(p[p.length - 1], st[p.length - 1]));
    }
    return p[k];
  }

  auctionSummary(): AuctionSummary {
    return this.summaryOfFirst(this.standingCalls().length);
  }

  /** Forgets the cached auction (the commands above call it when they must). */
  private touchAuction(): void {
    this.standingCache = null;
    this.prefixCache.length = 0;
    this.lastStandingCache = null;
  }

  get dummy(): Seat | null {
    return this.declarer ? partner(this.declarer) : null;
  }

  get currentTrick(): TrickRecord | null {
    const t = this.tricks[this.tricks.length - 1];
    return t && t.winner === null ? t : null;
  }

  get completedTricks(): number {
    let n = 0;
    for (const t of this.tricks) if (t.winner !== null) n++;
    return n;
  }

  /** The seat due to act under the laws (TABLE-LOG.md `turn`). */
  turn(): Seat | null {
    switch (this.phase) {
      case 'auction': return this.auctionTurn ?? this.auctionSummary().turn;
      case 'clarification': return this.declarer ? lho(this.declarer) : null;
      case 'play': {
        if (this.turnOverride) return this.turnOverride;
        const t = this.currentTrick;
        // The first hand in rotation that has not played yet: a card withdrawn under a rectification
        // (e.g. a corrected revoke, Law 62) or a card accepted out of rotation leaves a gap.
        if (t) {
          // Common case: no gap, the next seat in rotation.
          let inRotation = true;
          for (let k = 0; k < t.plays.length; k++) if (t.plays[k].seat !== nextSeat(t.leader, k)) { inRotation = false; break; }
          if (inRotation) return nextSeat(t.leader, t.plays.length);
          for (let k = 0; k < 4; k++) {
            const s = nextSeat(t.leader, k);
            if (!t.plays.some((p) => p.seat === s)) return s;
          }
          return null;
        }
        const last = this.tricks[this.tricks.length - 1];
        return last ? last.winner : this.declarer ? lho(this.declarer) : null;
      }
      case 'ended': return null;
    }
  }

  /** The suit led to the current trick, or null. */
  ledSuit(): number | null {
    const t = this.currentTrick;
    return t && t.plays.length ? cardSuitIndex(t.plays[0].card) : null;
  }

  holds(seat: Seat, card: Card): boolean {
    const h = this.hands[seat];
    return h !== null && h.includes(card);
  }

  /** Law 44C: whether `seat` could follow to the suit led. */
  canFollow(seat: Seat, suit: number): boolean {
    const h = this.hands[seat];
    if (!h) return false;
    for (const c of h) if (cardSuitIndex(c) === suit) return true;
    return false;
  }

  // ---------------------------------------------------------------- primitives for rules

  setStatus(index: number, status: EventStatus['status'], law?: string): void {
    this.statuses[index] = law ? { status, law } : { status };
  }

  addRuling(r: Ruling): void {
    this.rulings.push(r);
    for (const e of r.effects) if (e.kind === 'must-pass' || e.kind === 'lead-restriction' || e.kind === 'play-restriction' || e.kind === 'ui' || e.kind === 'adjusted-score') this.restrictions.push(e);
  }

  removeRestriction(e: Effect): void {
    const i = this.restrictions.indexOf(e);
    if (i >= 0) this.restrictions.splice(i, 1);
  }

  mustPass(seat: Seat): Effect | undefined {
    return this.restrictions.find((r) => r.kind === 'must-pass' && r.seat === seat);
  }

  /** Appends a call to the record; `stands` puts it in the auction. */
  recordCall(index: number, seat: Seat, call: Call, stands: boolean, extra: { alert?: boolean; explanation?: string } = {}): CallRecord {
    const rec: CallRecord = { event: index, seat, call, stands, ...extra };
    this.calls.push(rec);
    // Appending keeps every cached prefix valid; a standing call extends the standing auction.
    if (stands && this.standingCache) {
      this.standingCache.push(rec);
      if (this.lastStandingCache !== null && index > this.lastStandingCache) this.lastStandingCache = index;
    }
    if (stands && !this.standingCache) this.lastStandingCache = null;
    return rec;
  }

  // ---------------------------------------------------------------- director commands: calls
  // The digital director changes the auction only through these; they keep the standing
  // auction and its summaries in step (no cache to reset by hand).

  /** Puts a recorded call into the auction or takes it out (withdrawn, cancelled, accepted…). */
  setStands(rec: CallRecord, stands: boolean): void {
    if (rec.stands === stands) return;
    (rec as { stands: boolean }).stands = stands;
    const st = this.standingCache;
    if (!st) return;
    if (stands && (st.length === 0 || this.recordedAfter(rec, st[st.length - 1]))) {
      // A record after every standing call joins the end of the auction: cached prefixes stay valid.
      st.push(rec);
      if (this.lastStandingCache !== null && rec.event > this.lastStandingCache) this.lastStandingCache = rec.event;
      return;
    }
    if (!stands && st[st.length - 1] === rec) {
      st.pop();
      if (this.prefixCache.length > st.length + 1) this.prefixCache.length = st.length + 1;
      this.lastStandingCache = null;
      return;
    }
    this.touchAuction();
  }

  /** Whether `a` comes after `b` in the record of calls (searched from the end: recent records are cheap). */
  private recordedAfter(a: CallRecord, b: CallRecord): boolean {
    for (let i = this.calls.length - 1; i >= 0; i--) {
      if (this.calls[i] === a) return true;
      if (this.calls[i] === b) return false;
    }
    return false;
  }

  /** Takes a record out of the table's record of calls altogether (it was never a call of its own). */
  removeCall(rec: CallRecord): void {
    const i = this.calls.lastIndexOf(rec);
    if (i < 0) return;
    this.calls.splice(i, 1);
    if (rec.stands) this.touchAuction();
  }

  /**
   * Moves (or inserts) `rec` to just after `after` in the record of calls: a replacement or a
   * substituted pass takes the place of the call it replaces (Laws 21B1, 25, 37B2, 38C).
   */
  placeCallAfter(rec: CallRecord, after: CallRecord): void {
    const i = this.calls.lastIndexOf(rec);
    if (i >= 0) this.calls.splice(i, 1);
    this.calls.splice(this.calls.lastIndexOf(after) + 1, 0, rec);
    this.touchAuction();
  }

  /** Re-derives contract, declarer and phase after the auction changed. */
  settleAuction(): void {
    const s = this.auctionSummary();
    if (!s.complete) {
      if (this.phase !== 'auction' && this.tricks.length === 0) {
        this.phase = 'auction';
        this.contract = null;
        this.declarer = null;
      }
      return;
    }
    if (this.phase !== 'auction') return;
    const c = finalContract(s)!;
    this.contract = c;
    if (c.passedOut) {
      this.declarer = null;
      this.endPlay();
      return;
    }
    this.declarer = declarerOf(this.standing(), s.lastBidder!, c.passedOut ? 'NT' : c.strain);
    this.phase = 'clarification';
    // Law 26 restrictions and must-pass obligations end with the auction (Law 26 lives on into
    // the opening lead; the rules decide that).
    this.restrictions = this.restrictions.filter((r) => r.kind !== 'must-pass');
  }

  /** Removes a card from a hand and puts it into the current trick (Laws 45, 44). */
  playCard(seat: Seat, card: Card, index: number): void {
    const h = this.hands[seat];
    if (h) {
      const i = h.indexOf(card);
      if (i >= 0) h.splice(i, 1);
    }
    if (this.exposed.size) this.exposed.delete(card);
    this.turnOverride = null;
    if (this.penaltyCards.length) {
      const name = printCard(card);
      const pc = this.penaltyCards.findIndex((p) => p.seat === seat && p.card === name);
      if (pc >= 0) this.penaltyCards.splice(pc, 1);
    }
    let t = this.currentTrick;
    if (!t) {
      t = { leader: seat, plays: [], winner: null };
      this.tricks.push(t);
    }
    t.plays.push({ seat, card, event: index });
    if (this.phase === 'clarification') {
      this.phase = 'play';
      this.openingLeadFaced = true;
    }
    if (t.plays.length === 4) this.completeTrick(t);
  }

  private completeTrick(t: TrickRecord): void {
    const trump = this.contract && !this.contract.passedOut ? this.contract.strain : 'NT';
    const w = winningIndex(t.plays.map((p) => p.card), trump);
    t.winner = t.plays[w].seat;
    this.tricksWon[sideOf(t.winner)]++;
    if (this.completedTricks === 13) this.endPlay();
  }

  /** Ends play: the rules may transfer tricks (Law 64), then Law 77 scores the board. */
  endPlay(): void {
    this.phase = 'ended';
    this.pending = this.pending && this.pending.kind === 'claim' ? null : this.pending;
    this.rules?.beforeScore?.(this);
    this.computeScore();
  }

  computeScore(): void {
    const c = this.contract ?? PASSED_OUT;
    if (c.passedOut || !this.declarer) {
      this.result = null;
      this.score = { NS: 0, EW: 0 };
      return;
    }
    const side = sideOf(this.declarer);
    const tricks = this.tricksWon[side];
    const s = scoreContract(c, isVulnerable(this.vulnerable, this.declarer), tricks);
    this.result = printResult(c, tricks);
    const neg = s === 0 ? 0 : -s;
    this.score = side === 'NS' ? { NS: s, EW: neg } : { NS: neg, EW: s };
  }

  /** Credits the remaining tricks after an agreed claim or a concession (Laws 68–69). */
  settleClaim(claimerSide: Side, claimerTricks: number): void {
    const remaining = 13 - this.completedTricks;
    const other: Side = claimerSide === 'NS' ? 'EW' : 'NS';
    this.tricksWon[claimerSide] += claimerTricks;
    this.tricksWon[other] += remaining - claimerTricks;
    // A trick in progress is part of the claim.
    const t = this.currentTrick;
    if (t) this.tricks.pop();
    this.claim = null;
    this.pending = null;
    this.endPlay();
  }

  /** Raises an interpretation error (the log cannot be folded). */
  refuse(code: string, message: string, law?: string): never {
    throw new FoldError({ code, message: `event ${this.index}: ${message}`, index: this.index, ...(law ? { law } : {}) });
  }

  /**
   * An irregular act: refused in prevent mode; in record mode handed to the rules, or left
   * pending for the director.
   */
  irregular(ev: TableEvent, code: string, law: string, message: string, seat?: Seat): void {
    if (this.mode === 'prevent') this.refuse(code, message, law);
    const irr: Irregularity = { code, law, event: this.index, message, ...(seat ? { seat } : {}) };
    this.irregularities.push(irr);
    if (this.rules?.onIrregularity?.(this, irr, ev)) return;
    this.pending = { law, kind: code, event: this.index, chooser: 'director', options: [], needs: [], explanation: message, message: irregularityMessage(code, ev) };
  }

  // ---------------------------------------------------------------- applying events

  apply(ev: TableEvent, index: number): void {
    this.index = index;
    this.statuses[index] = { status: 'stands' };
    if (this.rules?.beforeEvent?.(this, ev, index)) {
      this.rules.afterEvent?.(this, ev, index);
      return;
    }
    switch (ev.kind) {
      case 'call': this.applyCall(ev); break;
      case 'play': this.applyPlay(ev); break;
      case 'expose': this.applyExpose(ev); break;
      case 'designate':
        this.irregular(ev, 'incomplete-designation', '46', `declarer's designation "${ev.designation}" of a card from dummy is incomplete or invalid (Law 46)`, ev.seat);
        break;
      case 'claim': case 'concede': this.applyClaim(ev); break;
      case 'agree': this.applyAgree(ev); break;
      case 'director':
        this.setStatus(index, 'ruling');
        this.findings = { ...this.findings, ...ev.findings };
        break;
      case 'marker':
        if (ev.marker === 'next-board-call' && ev.side) this.markers.nextBoardCall.add(ev.side);
        if (ev.marker === 'hands-returned') this.markers.handsReturned = true;
        if (ev.marker === 'round-ended') this.markers.roundEnded = true;
        break;
    }
    this.rules?.afterEvent?.(this, ev, index);
  }

  private applyCall(ev: Extract<TableEvent, { kind: 'call' }>): void {
    const extra = { ...(ev.alert !== undefined ? { alert: ev.alert } : {}), ...(ev.explanation !== undefined ? { explanation: ev.explanation } : {}) };
    if (this.phase !== 'auction') {
      // Law 39: a call after the final pass is cancelled.
      this.recordCall(this.index, ev.seat, ev.call, false, extra);
      this.setStatus(this.index, 'cancelled', '39');
      this.irregular(ev, 'call-after-auction', '39', `${ev.seat} called ${printCall(ev.call)} after the auction had ended (Law 39)`, ev.seat);
      return;
    }
    if (ev.change) {
      this.recordCall(this.index, ev.seat, ev.call, false, extra);
      this.irregular(ev, 'change-of-call', '25', `${ev.seat} changed his call to ${printCall(ev.call)} (Law 25)`, ev.seat);
      return;
    }
    if (ev.simultaneous) {
      this.recordCall(this.index, ev.seat, ev.call, false, extra);
      this.irregular(ev, 'simultaneous-call', '33', `${ev.seat}'s call ${printCall(ev.call)} was simultaneous with the previous call (Law 33)`, ev.seat);
      return;
    }
    const mp = this.mustPass(ev.seat);
    const bad = classifyCall(this.auctionSummary(), ev.seat, ev.call, { mustPass: mp });
    if (bad) {
      this.recordCall(this.index, ev.seat, ev.call, false, extra);
      this.irregular(ev, bad.code, bad.law, bad.message, ev.seat);
      return;
    }
    this.recordCall(this.index, ev.seat, ev.call, true, extra);
    if (mp && mp.scope === 'once') this.removeRestriction(mp);
    this.settleAuction();
  }

  private applyPlay(ev: Extract<TableEvent, { kind: 'play' }>): void {
    if (!this.deal) this.refuse('no-deal', 'a card was played but the log has no deal');
    if (!this.holds(ev.seat, ev.card)) {
      const h = this.hands[ev.seat];
      this.refuse('card-not-in-hand', h === null ? `the hand of ${ev.seat} is unknown` : `${printCard(ev.card)} is not in ${ev.seat}'s hand`);
    }
    if (this.phase === 'ended') {
      this.irregular(ev, 'play-after-end', '65', `${ev.seat} played ${printCard(ev.card)} after play had ended`, ev.seat);
      return;
    }
    if (this.phase === 'auction') {
      this.exposed.add(ev.card);
      this.irregular(ev, 'card-exposed-during-auction', '24', `${ev.seat} led or exposed ${printCard(ev.card)} during the auction (Law 24)`, ev.seat);
      return;
    }
    if (this.claim && !this.claim.disputed && this.mode === 'prevent') this.refuse('claim-pending', 'play is suspended while a claim is considered (Law 68D)', '68D');
    const turn = this.turn();
    if (ev.seat !== turn) {
      if (this.phase === 'clarification') {
        this.exposed.add(ev.card);
        this.irregular(ev, 'opening-lead-out-of-turn', '54', `${ev.seat} made the opening lead out of turn; it was ${turn}'s lead (Laws 54, 41)`, ev.seat);
      } else {
        const leading = this.currentTrick === null;
        this.exposed.add(ev.card);
        if (leading) this.irregular(ev, 'lead-out-of-turn', '53', `${ev.seat} led ${printCard(ev.card)} out of turn; it was ${turn}'s lead (Laws 53–56)`, ev.seat);
        else this.irregular(ev, 'play-out-of-turn', '57', `${ev.seat} played ${printCard(ev.card)} before ${turn} had played (Law 57)`, ev.seat);
      }
      return;
    }
    const led = this.ledSuit();
    if (led !== null && cardSuitIndex(ev.card) !== led && this.canFollow(ev.seat, led)) {
      if (this.mode === 'prevent') this.refuse('must-follow-suit', `${ev.seat} must follow suit (Law 44C)`, '44C');
      this.revokes.push({ seat: ev.seat, trick: this.tricks.length, card: ev.card, event: this.index, established: false, corrected: false });
      this.irregularities.push({ code: 'revoke', law: '61', event: this.index, seat: ev.seat, message: `${ev.seat} revoked: ${printCard(ev.card)} when able to follow suit (Law 61)` });
    }
    this.playCard(ev.seat, ev.card, this.index);
  }

  private applyExpose(ev: Extract<TableEvent, { kind: 'expose' }>): void {
    if (!this.holds(ev.seat, ev.card)) this.refuse('card-not-in-hand', `${printCard(ev.card)} is not in ${ev.seat}'s hand`);
    this.exposed.add(ev.card);
    if (this.phase === 'auction') {
      this.irregular(ev, 'card-exposed-during-auction', '24', `${ev.seat} exposed ${printCard(ev.card)} during the auction (Law 24)`, ev.seat);
    } else if (ev.seat === this.declarer || ev.seat === this.dummy) {
      // Law 48A: declarer's exposed card is not a penalty card.
      if (this.mode === 'prevent') this.refuse('card-exposed', 'cards are not exposed online', '48');
    } else {
      this.irregular(ev, 'card-exposed-by-defender', '49', `${ev.seat} exposed ${printCard(ev.card)} (Laws 49–50)`, ev.seat);
    }
  }

  private applyClaim(ev: Extract<TableEvent, { kind: 'claim' | 'concede' }>): void {
    if (this.phase !== 'play' && this.phase !== 'clarification') this.refuse('no-play', `a ${ev.kind} can only be made during the play`, '68');
    const remaining = 13 - this.completedTricks;
    if (ev.tricks > remaining) this.refuse('too-many-tricks', `only ${remaining} tricks remain`, '68');
    const side = sideOf(ev.seat);
    if (ev.kind === 'concede') {
      // Law 68B: conceding n tricks gives them to the opponents.
      this.settleClaim(side, remaining - ev.tricks);
      return;
    }
    this.claim = { seat: ev.seat, tricks: ev.tricks, event: this.index, concession: false, agreed: new Set(), disputed: false, ...(ev.statement !== undefined ? { statement: ev.statement } : {}) };
    this.pending = {
      law: '68',
      kind: 'claim',
      event: this.index,
      chooser: this.claimResponders()[0] ?? null,
      options: ['agree', 'dispute'],
      needs: [],
      explanation: `${ev.seat} claims ${ev.tricks} of the remaining ${remaining} tricks; the opponents agree or dispute (Laws 68–69)`,
      message: { code: 'claim.made', params: { claimer: ev.seat, tricks: ev.tricks, remaining } },
    };
  }

  /** Who must agree to a claim: the claimer's opponents, except dummy (Law 69A). */
  claimResponders(): Seat[] {
    if (!this.claim) return [];
    const side = sideOf(this.claim.seat);
    return SEATS.filter((s) => sideOf(s) !== side && s !== this.dummy);
  }

  private applyAgree(ev: Extract<TableEvent, { kind: 'agree' }>): void {
    const c = this.claim;
    if (!c) this.refuse('no-claim', 'there is no claim or concession to agree to', '69');
    if (sideOf(ev.seat) === sideOf(c.seat)) {
      // Law 68B2: a defender's partner may object to a concession or claim at once.
      if (!ev.agree) {
        c.disputed = true;
        this.pending = { law: '68B2', kind: 'claim-disputed', event: this.index, chooser: 'director', options: [], needs: [], explanation: `${ev.seat} objects to partner's claim or concession (Law 68B2)`, message: { code: 'claim.partner-objects', params: { seat: ev.seat } } };
      }
      return;
    }
    if (!ev.agree) {
      c.disputed = true;
      this.pending = { law: '70', kind: 'claim-disputed', event: this.index, chooser: 'director', options: [], needs: ['unawareOfTrump'], explanation: `${ev.seat} disputes the claim; the director adjudicates (Laws 68D, 70)`, message: { code: 'claim.disputed', params: { seat: ev.seat } } };
      return;
    }
    c.agreed.add(ev.seat);
    if (this.claimResponders().every((s) => c.agreed.has(s))) this.settleClaim(sideOf(c.seat), c.tricks);
  }
}

/** Folds a whole log. Interpretation errors come back as a Result naming the event index. */
export function foldLogMachine(log: TableLog, opts: FoldOptions = {}): { ok: true; value: TableMachine } | { ok: false; error: StikkError } {
  const m = new TableMachine(log, opts);
  for (let i = 0; i < log.events.length; i++) {
    try {
      m.apply(log.events[i], i);
    } catch (e) {
      if (e instanceof FoldError) return { ok: false, error: e.error };
      throw e;
    }
  }
  return { ok: true, value: m };
}

/** The screen message of an irregularity the rules leave to the director: its code, who, and the call or card. */
function irregularityMessage(code: string, ev: TableEvent): Message {
  const params: Record<string, string> = {};
  if ('seat' in ev) params.seat = ev.seat;
  if (ev.kind === 'call') params.call = printCall(ev.call);
  if (ev.kind === 'play') params.card = printCard(ev.card);
  if (ev.kind === 'designate') params.designation = ev.designation;
  return { code: `irregularity.${code}`, params };
}
