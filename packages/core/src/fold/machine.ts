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
import {
  classifyCall,
  declarerOf,
  emptySummary,
  finalContract,
  stepSummary,
  type AuctionCall,
  type AuctionSummary,
} from '../auction.js';
import { printCall, type Call } from '../call.js';
import { cardSuitIndex, parseCard, printCard, type Card } from '../card.js';
import { isVulnerable, type Vulnerability } from '../board.js';
import { PASSED_OUT, type Contract } from '../contract.js';
import type { Deal } from '../deal.js';
import { printResult, scoreContract } from '../law77-score.js';
import type { StikkError } from '../result.js';
import { lho, nextSeat, partner, SEATS, sideOf, type Seat, type Side } from '../seat.js';
import { winningIndex } from '../trick.js';
import type { Edition, Findings, TableEvent, TableLog } from '../log/table-log.js';
import { correctionTime, explainRight, isOpponentsCall, ownSidesCaller, reviewRight } from './law20-questions.js';
import type {
  Effect,
  EventStatus,
  Message,
  PendingRectification,
  PenaltyCardState,
  Phase,
  Ruling,
  TricksBySide,
} from './state.js';

/** `prevent` refuses an irregular act; `record` keeps it and leaves it pending for the director. */
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

/** A card played to a trick, by whom, and the index of its event. */
export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
  readonly event: number;
}

/** A trick as played: its leader, its cards and, once complete, its winner. */
export interface TrickRecord {
  readonly leader: Seat;
  readonly plays: PlayedCard[];
  /** Set once four cards are played. */
  winner: Seat | null;
}

/** A revoke: the card and trick, and whether it has been established or corrected (Laws 61–64). */
export interface RevokeRecord {
  readonly seat: Seat;
  /** 1-based trick number. */
  readonly trick: number;
  readonly card: Card;
  readonly event: number;
  established: boolean;
  corrected: boolean;
}

/** A claim (or concession) made at the table: who, how many tricks, and the events that made it. */
export interface ClaimRecord {
  readonly seat: Seat;
  /** Tricks claimed for the claimer's side, of those remaining. */
  readonly tricks: number;
  readonly statement?: string;
  readonly event: number;
  readonly concession: boolean;
  /** The seats that have agreed so far: the claimer's opponents (Law 69A) and, concurring, his partner (68B2). */
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
  beforeEvent?(m: Table, ev: TableEvent, index: number): boolean;
  /** Called when the core recognises an irregular act in record mode; return true when handled. */
  onIrregularity?(m: Table, irr: Irregularity, ev: TableEvent): boolean;
  /**
   * In prevent mode: whether the laws let this irregular-looking act stand with no rectification for its maker, so it
   * is handed to `onIrregularity` instead of refused (e.g. Law 21B1: a change of call after misinformation the
   * director found).
   */
  permitsInPrevent?(m: Table, irr: Irregularity, ev: TableEvent): boolean;
  /** Called after the core has applied an event. */
  afterEvent?(m: Table, ev: TableEvent, index: number): void;
  /** Called once play has ended, before the score is computed (Law 64 transfers, etc.). */
  beforeScore?(m: Table): void;
  /**
   * The cards `seat` may play now when an obligation narrows the cards that follow suit (a penalty card, Laws 50–51;
   * a lead or play restriction, Laws 26, 50D, 57A…), with the law that narrows them; null when following suit
   * (Law 44C) is all there is. Views show these as the seat's legal cards.
   */
  legalCards?(m: Table, seat: Seat): { readonly cards: readonly Card[]; readonly law: string } | null;
}

/**
 * The digital director's own bookkeeping, kept inside the table state as boardgame.io keeps
 * plugin data inside the game state: data without Maps, Sets or cycles under one key per rule
 * set, so a state can be snapshotted (`structuredClone`, JSON), compared and sent. Rule packages
 * declare their key by augmenting this interface (`declare module '@stikk/core'`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: an interface so that rule packages can augment it
export interface DirectorData {}

/** How a log is folded: `mode` (refuse or record irregularities) and the director rules applied. */
export interface FoldOptions {
  readonly mode?: Mode;
  readonly rules?: DirectorRules;
}

/** A value and everything reachable from it, read-only (functions stay callable). */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends ReadonlySet<infer U>
    ? ReadonlySet<DeepReadonly<U>>
    : T extends readonly (infer U)[]
      ? readonly DeepReadonly<U>[]
      : T extends object
        ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
        : T;

/**
 * The table as the digital director sees it: the whole state read-only, its queries, and the
 * commands (`setStands`, `addRuling`, `withdrawCard`, …) that change it while keeping the core's
 * invariants and caches. Only the director's own bookkeeping (`director`) is its to write.
 */
export type Table = DeepReadonly<Omit<TableMachine, 'director'>> & { readonly director: DirectorData };

/** Thrown inside the fold for acts that cannot be interpreted; `foldLog` turns it into a Result. */
export class FoldError extends Error {
  constructor(readonly error: StikkError) {
    super(error.message);
  }
}

/**
 * The status every event starts with: one frozen record for all (statuses are replaced, never changed in place),
 * so an event leaves no new one alive for its whole board (issue 22).
 */
const STANDS: EventStatus = Object.freeze({ status: 'stands' });

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
  /**
   * Seat whose turn it is in play, overriding the trick's rotation (e.g. a revoke being corrected, Law 62); cleared by
   * the next card played.
   */
  turnOverride: Seat | null = null;
  /**
   * Seat an open auction rectification waits for (e.g. the offender's LHO electing under Laws
   * 27A1, 29A), set by the director rules; overrides the rotation while the auction phase lasts.
   */
  auctionTurn: Seat | null = null;
  result: string | null = null;
  score: TricksBySide | null = null;
  /** Markers seen: next-board-call (by side), hands-returned, round-ended. */
  markers: { nextBoardCall: Set<Side>; handsReturned: boolean; roundEnded: boolean } = {
    nextBoardCall: new Set(),
    handsReturned: false,
    roundEnded: false,
  };
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
    const n = this.standingCalls().length;
    // Common case: the summary of the whole standing auction is already cached.
    return this.prefixCache.length === n + 1 ? this.prefixCache[n] : this.summaryOfFirst(n);
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
      case 'auction':
        return this.auctionTurn ?? this.auctionSummary().turn;
      case 'clarification':
        return this.declarer ? lho(this.declarer) : null;
      case 'play': {
        if (this.turnOverride) return this.turnOverride;
        const t = this.currentTrick;
        // The first hand in rotation that has not played yet: a card withdrawn under a rectification
        // (e.g. a corrected revoke, Law 62) or a card accepted out of rotation leaves a gap.
        if (t) {
          // Common case: no gap, the next seat in rotation.
          let inRotation = true;
          for (let k = 0; k < t.plays.length; k++)
            if (t.plays[k].seat !== nextSeat(t.leader, k)) {
              inRotation = false;
              break;
            }
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
      case 'ended':
        return null;
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

  /** Records a ruling; its effects that bind from now on are put in force. */
  addRuling(r: Ruling): void {
    this.rulings.push(r);
    for (const e of r.effects)
      if (
        e.kind === 'must-pass' ||
        e.kind === 'lead-restriction' ||
        e.kind === 'play-restriction' ||
        e.kind === 'ui' ||
        e.kind === 'adjusted-score'
      )
        this.restrictions.push(e);
  }

  /** Takes back a ruling (re-evaluated later, e.g. Law 64 after a marker) and its effects in force. */
  removeRuling(r: DeepReadonly<Ruling>): void {
    const i = this.rulings.indexOf(r as Ruling);
    if (i >= 0) this.rulings.splice(i, 1);
    for (const e of r.effects) this.removeRestriction(e);
  }

  /** Adds an effect to a ruling already made (2007 Law 50E2's note on a penalty card) and puts it in force. */
  addEffectToRuling(r: DeepReadonly<Ruling>, e: Effect): void {
    (r as Ruling).effects.push(e);
    this.restrictions.push(e);
  }

  /** Puts an effect in force (a Law 26 lead restriction once the offender is a defender, 24's enforced pass again…). */
  addRestriction(e: DeepReadonly<Effect>): void {
    if (!this.restrictions.includes(e as Effect)) this.restrictions.push(e as Effect);
  }

  removeRestriction(e: DeepReadonly<Effect>): void {
    const i = this.restrictions.indexOf(e as Effect);
    if (i >= 0) this.restrictions.splice(i, 1);
  }

  /**
   * Completes an effect once the entitled player has chosen (e.g. the suit declarer forbids under
   * Law 26): the ruling that imposed it and the restriction in force are the same object.
   */
  amendEffect(e: DeepReadonly<Effect>, patch: Partial<Pick<Effect, 'mode' | 'suit' | 'trick' | 'explanation'>>): void {
    Object.assign(e as Effect, patch);
  }

  /** The irregularity the director holds open now, shown to the table (null: none). */
  setPending(p: PendingRectification | null): void {
    this.pending = p;
  }

  /** The seat an open auction rectification waits for (null: the rotation). */
  setAuctionTurn(seat: Seat | null): void {
    this.auctionTurn = seat;
  }

  /** The hand that plays next in spite of the rotation (Laws 43B2(a), 62); cleared by the next card. */
  setTurnOverride(seat: Seat | null): void {
    this.turnOverride = seat;
  }

  /** Findings a law has used (TABLE-LOG.md: a finding stays until used). */
  useFindings(...keys: (keyof Findings)[]): void {
    const f: { -readonly [K in keyof Findings]?: Findings[K] } = { ...this.findings };
    for (const k of keys) delete f[k];
    this.findings = f;
  }

  /** Runs `fn` as though event `i` were being applied (Law 33: a call ruled in its true order). */
  atEvent<T>(i: number, fn: () => T): T {
    const was = this.index;
    this.index = i;
    try {
      return fn();
    } finally {
      this.index = was;
    }
  }

  /** Records an irregularity the rules recognised themselves (e.g. a revoke of a restriction, Law 61A). */
  recordIrregularity(irr: Irregularity): void {
    this.irregularities.push(irr);
  }

  /** Law 58A: an act first taken as out of turn counts as made in turn after all; it was no irregularity. */
  removeIrregularity(event: number): void {
    this.irregularities = this.irregularities.filter((x) => x.event !== event);
  }

  /**
   * A card played in turn by the rules (Law 58A) that does not follow suit though it could: a revoke, as in `apply`.
   */
  recordRevoke(seat: Seat, card: Card, event: number): void {
    this.revokes.push({ seat, trick: this.tricks.length, card, event, established: false, corrected: false });
    this.irregularities.push({
      code: 'revoke',
      law: '61',
      event,
      seat,
      message: `${seat} revoked: ${printCard(card)} when able to follow suit (Law 61)`,
    });
  }

  /** Law 41: the only card on the table, the opening lead, lies face down (clarification period) or is faced (play). */
  setOpeningLeadFaced(faced: boolean): void {
    if (this.tricks.length !== 1 || this.tricks[0].plays.length !== 1) return;
    this.openingLeadFaced = faced;
    this.phase = faced ? 'play' : 'clarification';
  }

  // ---------------------------------------------------------------- director commands: cards

  /** A card lies face up on the table (exposed, led out of turn, a penalty card). */
  exposeCard(card: Card): void {
    this.exposed.add(card);
  }

  /** An exposed card goes back into its hand (no penalty card). */
  unexposeCard(card: Card): void {
    this.exposed.delete(card);
  }

  /** Puts a penalty card on the table (Laws 49–50); it lies face up. */
  addPenaltyCard(pc: PenaltyCardState): void {
    this.penaltyCards.push({ ...pc });
    const c = parseCard(pc.card);
    if (c.ok) this.exposed.add(c.value);
  }

  /** A penalty card becomes major (Law 50B: an honour, a deliberate play, or two or more cards). */
  makePenaltyCardMajor(seat: Seat, card: string): void {
    const pc = this.penaltyCards.find((p) => p.seat === seat && p.card === card);
    if (pc) pc.major = true;
  }

  /** Penalty cards go back to the hand (Laws 50D2(a), 51B: declarer required or forbade their suit). */
  /** One penalty card is no longer one (Law 58: the card counts as played after all, or is the card designated). */
  removePenaltyCard(seat: Seat, card: string): void {
    this.penaltyCards = this.penaltyCards.filter((p) => !(p.seat === seat && p.card === card));
  }

  pickUpPenaltyCards(seat: Seat, suit: number): void {
    this.penaltyCards = this.penaltyCards.filter((p) => !(p.seat === seat && 'CDHS'.indexOf(p.card[0]) === suit));
  }

  /**
   * Takes a played card back into its owner's hand (a corrected revoke, 62; a retraction, 47; a
   * rejected failure to play a penalty card, 52B2; a face-down lead returned, 54): the trick loses
   * it and its winner; an emptied last trick goes; with no trick left the opening lead is unfaced.
   */
  withdrawCard(event: number): PlayedCard | null {
    for (let k = this.tricks.length - 1; k >= 0; k--) {
      const t = this.tricks[k];
      const i = t.plays.findIndex((p) => p.event === event);
      if (i < 0) continue;
      const [p] = t.plays.splice(i, 1);
      if (t.winner !== null) {
        this.tricksWon[sideOf(t.winner)]--;
        t.winner = null;
      }
      const h = this.hands[p.seat];
      if (h) {
        h.push(p.card);
        h.sort((a, b) => a - b);
      }
      if (k === this.tricks.length - 1 && t.plays.length === 0) this.tricks.pop();
      if (this.tricks.length === 0 && this.phase !== 'auction') {
        this.phase = 'clarification';
        this.openingLeadFaced = false;
      } else if (this.phase === 'ended') this.phase = 'play';
      return p;
    }
    return null;
  }

  /**
   * 45C4(b): an unintended card named from dummy is replaced by the intended one in its trick;
   * the first goes back to the hand.
   */
  replacePlayedCard(event: number, card: Card, newEvent: number): void {
    for (const t of this.tricks) {
      const k = t.plays.findIndex((p) => p.event === event);
      if (k < 0) continue;
      const old = t.plays[k];
      const h = this.hands[old.seat];
      if (h) {
        const j = h.indexOf(card);
        if (j < 0) throw new Error(`${old.seat} does not hold the replacement card`);
        h.splice(j, 1, old.card);
        h.sort((a, b) => a - b);
      }
      t.plays[k] = { seat: old.seat, card, event: newEvent };
      return;
    }
  }

  /**
   * Replaces the cards of a completed trick (Law 62D: an established revoke in trick 12 corrected
   * with trick 13 replayed): the trick's winner and the trick counts follow.
   */
  replaceTrick(k: number, leader: Seat, plays: readonly PlayedCard[]): void {
    const old = this.tricks[k];
    if (!old) throw new Error(`no trick ${k + 1}`);
    if (old.winner !== null) this.tricksWon[sideOf(old.winner)]--;
    const t: TrickRecord = { leader, plays: plays.map((p) => ({ ...p })), winner: null };
    this.tricks[k] = t;
    if (t.plays.length === 4) {
      const trump = this.contract && !this.contract.passedOut ? this.contract.strain : 'NT';
      t.winner =
        t.plays[
          winningIndex(
            t.plays.map((p) => p.card),
            trump,
          )
        ].seat;
      this.tricksWon[sideOf(t.winner)]++;
    }
  }

  // ---------------------------------------------------------------- director commands: tricks, claims, contract

  /** Sets the tricks won after the director's transfers (Law 64); the total cannot change. */
  setTricksWon(t: DeepReadonly<TricksBySide>): void {
    if (t.NS + t.EW !== this.tricksWon.NS + this.tricksWon.EW)
      throw new Error('a transfer of tricks keeps their total');
    this.tricksWon = { NS: t.NS, EW: t.EW };
  }

  /** Law 64: `n` tricks pass from one side to the other. */
  transferTricks(from: Side, n: number): void {
    const to: Side = from === 'NS' ? 'EW' : 'NS';
    this.tricksWon[from] -= n;
    this.tricksWon[to] += n;
  }

  /**
   * Play resumes from an earlier position (a claim's position restored: 68B2 objection, 70
   * adjudication): the tricks completed then, the trick in progress, the hands, the tricks won.
   */
  restorePosition(
    pos: {
      completed: number;
      trick: { leader: Seat; plays: readonly PlayedCard[] } | null;
      hands: DeepReadonly<Record<Seat, Card[]>>;
      tricksWon: DeepReadonly<TricksBySide>;
    },
    phase: 'play' | 'clarification' = 'play',
  ): void {
    this.tricks = this.tricks.slice(0, pos.completed);
    if (pos.trick)
      this.tricks.push({ leader: pos.trick.leader, plays: pos.trick.plays.map((p) => ({ ...p })), winner: null });
    this.hands = { N: [...pos.hands.N], E: [...pos.hands.E], S: [...pos.hands.S], W: [...pos.hands.W] };
    this.tricksWon = { NS: pos.tricksWon.NS, EW: pos.tricksWon.EW };
    this.phase = phase;
    this.result = null;
    this.score = null;
  }

  /** The claim is disputed: play is suspended for the director (Law 70). */
  disputeClaim(): void {
    if (this.claim) this.claim.disputed = true;
  }

  /** The claim no longer stands (play went on: 68D2(b), or 2007 70D3); its pending goes with it. */
  voidClaim(): void {
    this.claim = null;
    if (this.pending && (this.pending.kind === 'claim' || this.pending.kind === 'claim-disputed')) this.pending = null;
  }

  /** Law 54A: presumed declarer's partner becomes declarer. */
  setDeclarer(seat: Seat): void {
    if (!this.contract || this.contract.passedOut || this.declarer === null || sideOf(seat) !== sideOf(this.declarer))
      throw new Error('declarer can pass only to his partner');
    this.declarer = seat;
  }

  /** Law 36C: the contract is scored as if a cancelled call had not been made. */
  setContract(c: Contract): void {
    if (!this.contract || this.contract.passedOut) throw new Error('no contract to correct');
    this.contract = c;
  }

  /** A passed-out board's auction period reopens (Laws 22B, 25A): it has no result after all. */
  reopenPassedOut(): void {
    if (this.phase !== 'ended' || this.tricks.length) return;
    this.phase = 'clarification';
    this.result = null;
    this.score = null;
  }

  /** The revoke the core recorded at this event was corrected (Law 62). */
  markRevokeCorrected(event: number): void {
    const r = this.revokes.find((c) => c.event === event);
    if (r) r.corrected = true;
  }

  mustPass(seat: Seat): Effect | undefined {
    return this.restrictions.find((r) => r.kind === 'must-pass' && r.seat === seat);
  }

  /** Appends a call to the record; `stands` puts it in the auction. */
  recordCall(
    index: number,
    seat: Seat,
    call: Call,
    stands: boolean,
    extra: { alert?: boolean; explanation?: string } = {},
  ): CallRecord {
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
    const w = winningIndex(
      t.plays.map((p) => p.card),
      trump,
    );
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
    // A trick in progress is part of the claim: it has no winner, but the cards already played to it stay in it
    // (they are no longer in the hands), so the state still accounts for every card of the deal.
    this.claim = null;
    this.pending = null;
    this.endPlay();
  }

  /** Raises an interpretation error (the log cannot be folded). */
  refuse(code: string, message: string, law?: string): never {
    throw new FoldError({
      code,
      message: `event ${this.index}: ${message}`,
      index: this.index,
      ...(law ? { law } : {}),
    });
  }

  /**
   * An irregular act: refused in prevent mode (unless the rules permit it there); in record mode
   * handed to the rules, or left pending for the director.
   */
  irregular(ev: TableEvent, code: string, law: string, message: string, seat?: Seat): void {
    const irr: Irregularity = { code, law, event: this.index, message, ...(seat ? { seat } : {}) };
    if (this.mode === 'prevent' && !this.rules?.permitsInPrevent?.(this, irr, ev)) this.refuse(code, message, law);
    this.irregularities.push(irr);
    if (this.rules?.onIrregularity?.(this, irr, ev)) return;
    this.pending = {
      law,
      kind: code,
      event: this.index,
      chooser: 'director',
      options: [],
      needs: [],
      explanation: message,
      message: irregularityMessage(code, ev),
    };
  }

  // ---------------------------------------------------------------- applying events

  apply(ev: TableEvent, index: number): void {
    this.index = index;
    this.statuses[index] = STANDS;
    if (this.rules?.beforeEvent?.(this, ev, index)) {
      this.rules.afterEvent?.(this, ev, index);
      return;
    }
    switch (ev.kind) {
      case 'call':
        this.applyCall(ev);
        break;
      case 'play':
        this.applyPlay(ev);
        break;
      case 'expose':
        this.applyExpose(ev);
        break;
      case 'designate':
        this.irregular(
          ev,
          'incomplete-designation',
          '46',
          `declarer's designation "${ev.designation}" of a card from dummy is incomplete or invalid (Law 46)`,
          ev.seat,
        );
        break;
      case 'claim':
      case 'concede':
        this.applyClaim(ev);
        break;
      case 'agree':
        this.applyAgree(ev);
        break;
      case 'review':
      case 'explain':
        this.applyQuestion(ev);
        break;
      case 'correct':
        this.applyCorrection(ev);
        break;
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
    const extra = {
      ...(ev.alert !== undefined ? { alert: ev.alert } : {}),
      ...(ev.explanation !== undefined ? { explanation: ev.explanation } : {}),
    };
    if (this.phase !== 'auction') {
      // Law 39: a call after the final pass is cancelled.
      this.recordCall(this.index, ev.seat, ev.call, false, extra);
      this.setStatus(this.index, 'cancelled', '39');
      this.irregular(
        ev,
        'call-after-auction',
        '39',
        `${ev.seat} called ${printCall(ev.call)} after the auction had ended (Law 39)`,
        ev.seat,
      );
      return;
    }
    if (ev.change) {
      this.recordCall(this.index, ev.seat, ev.call, false, extra);
      this.irregular(
        ev,
        'change-of-call',
        '25',
        `${ev.seat} changed his call to ${printCall(ev.call)} (Law 25)`,
        ev.seat,
      );
      return;
    }
    if (ev.simultaneous) {
      this.recordCall(this.index, ev.seat, ev.call, false, extra);
      this.irregular(
        ev,
        'simultaneous-call',
        '33',
        `${ev.seat}'s call ${printCall(ev.call)} was simultaneous with the previous call (Law 33)`,
        ev.seat,
      );
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
      this.refuse(
        'card-not-in-hand',
        h === null ? `the hand of ${ev.seat} is unknown` : `${printCard(ev.card)} is not in ${ev.seat}'s hand`,
      );
    }
    if (this.phase === 'ended') {
      this.irregular(
        ev,
        'play-after-end',
        '65',
        `${ev.seat} played ${printCard(ev.card)} after play had ended`,
        ev.seat,
      );
      return;
    }
    if (this.phase === 'auction') {
      this.exposed.add(ev.card);
      this.irregular(
        ev,
        'card-exposed-during-auction',
        '24',
        `${ev.seat} led or exposed ${printCard(ev.card)} during the auction (Law 24)`,
        ev.seat,
      );
      return;
    }
    if (this.claim && !this.claim.disputed && this.mode === 'prevent')
      this.refuse('claim-pending', 'play is suspended while a claim is considered (Law 68D)', '68D');
    const turn = this.turn();
    if (ev.seat !== turn) {
      if (this.phase === 'clarification') {
        this.exposed.add(ev.card);
        this.irregular(
          ev,
          'opening-lead-out-of-turn',
          '54',
          `${ev.seat} made the opening lead out of turn; it was ${turn}'s lead (Laws 54, 41)`,
          ev.seat,
        );
      } else {
        const leading = this.currentTrick === null;
        this.exposed.add(ev.card);
        if (leading)
          this.irregular(
            ev,
            'lead-out-of-turn',
            '53',
            `${ev.seat} led ${printCard(ev.card)} out of turn; it was ${turn}'s lead (Laws 53–56)`,
            ev.seat,
          );
        else
          this.irregular(
            ev,
            'play-out-of-turn',
            '57',
            `${ev.seat} played ${printCard(ev.card)} before ${turn} had played (Law 57)`,
            ev.seat,
          );
      }
      return;
    }
    const led = this.ledSuit();
    if (led !== null && cardSuitIndex(ev.card) !== led && this.canFollow(ev.seat, led)) {
      if (this.mode === 'prevent') this.refuse('must-follow-suit', `${ev.seat} must follow suit (Law 44C)`, '44C');
      this.revokes.push({
        seat: ev.seat,
        trick: this.tricks.length,
        card: ev.card,
        event: this.index,
        established: false,
        corrected: false,
      });
      this.irregularities.push({
        code: 'revoke',
        law: '61',
        event: this.index,
        seat: ev.seat,
        message: `${ev.seat} revoked: ${printCard(ev.card)} when able to follow suit (Law 61)`,
      });
    }
    this.playCard(ev.seat, ev.card, this.index);
  }

  private applyExpose(ev: Extract<TableEvent, { kind: 'expose' }>): void {
    if (!this.holds(ev.seat, ev.card))
      this.refuse('card-not-in-hand', `${printCard(ev.card)} is not in ${ev.seat}'s hand`);
    this.exposed.add(ev.card);
    if (this.phase === 'auction') {
      this.irregular(
        ev,
        'card-exposed-during-auction',
        '24',
        `${ev.seat} exposed ${printCard(ev.card)} during the auction (Law 24)`,
        ev.seat,
      );
    } else if (ev.seat === this.declarer || ev.seat === this.dummy) {
      // Law 48A: declarer's exposed card is not a penalty card.
      if (this.mode === 'prevent') this.refuse('card-exposed', 'cards are not exposed online', '48');
    } else {
      this.irregular(
        ev,
        'card-exposed-by-defender',
        '49',
        `${ev.seat} exposed ${printCard(ev.card)} (Laws 49–50)`,
        ev.seat,
      );
    }
  }

  /** Law 20: a request for a review of the auction or for an explanation, granted or not (./law20-questions.ts). */
  private applyQuestion(ev: Extract<TableEvent, { kind: 'review' | 'explain' }>): void {
    if (ev.kind === 'explain' && ev.call !== undefined && !isOpponentsCall(this.calls, ev.seat, ev.call))
      this.refuse(
        'not-an-opponents-call',
        `event ${ev.call} is not a call of ${ev.seat}'s opponents that stands: only the opponents' calls are explained`,
        '20F3',
      );
    const right = ev.kind === 'review' ? reviewRight(this, ev.seat) : explainRight(this, ev.seat);
    if (!right.granted) {
      if (this.mode === 'prevent') this.refuse('not-entitled-to-ask', right.reason ?? '', right.law);
      this.setStatus(this.index, 'cancelled', right.law);
      return;
    }
    if (right.law) this.setStatus(this.index, 'stands', right.law);
  }

  /**
   * Laws 20F4, 20F5: a player corrects the explanation of his side's call. It is said and heard, so it stands, with
   * the law that times it (./law20-questions.ts); prevent mode refuses one made before the laws allow it (20F5). What
   * follows — unauthorized information, a change of call, an adjusted score — is the director's (Laws 16, 21B, 75).
   */
  private applyCorrection(ev: Extract<TableEvent, { kind: 'correct' }>): void {
    const bidder = ownSidesCaller(this.calls, ev.seat, ev.call);
    if (bidder === null)
      this.refuse(
        'not-own-sides-call',
        `event ${ev.call} is not a call of ${ev.seat}'s side that stands: a player corrects only his own side's explanations`,
        '20F4',
      );
    if (ev.own && bidder !== ev.seat)
      this.refuse(
        'not-own-call',
        `event ${ev.call} is not ${ev.seat}'s own call: he explained only his own calls, so he corrects only those`,
        '20F4',
      );
    const time = correctionTime(this, ev.seat, bidder, ev.own);
    if (time.timing === 'early' && this.mode === 'prevent') this.refuse('correction-too-early', time.reason, time.law);
    this.setStatus(this.index, 'stands', time.law);
    // The corrected explanation is the one now given: those who hear the call's explanation read it from now on.
    if (ev.explanation !== undefined) {
      const c = this.calls.find((r) => r.event === ev.call);
      if (c) c.explanation = ev.explanation;
    }
  }

  private applyClaim(ev: Extract<TableEvent, { kind: 'claim' | 'concede' }>): void {
    if (this.phase !== 'play' && this.phase !== 'clarification')
      this.refuse('no-play', `a ${ev.kind} can only be made during the play`, '68');
    const remaining = 13 - this.completedTricks;
    if (ev.tricks > remaining) this.refuse('too-many-tricks', `only ${remaining} tricks remain`, '68');
    const side = sideOf(ev.seat);
    if (ev.kind === 'concede') {
      // Law 68B: conceding n tricks gives them to the opponents.
      this.settleClaim(side, remaining - ev.tricks);
      return;
    }
    this.claim = {
      seat: ev.seat,
      tricks: ev.tricks,
      event: this.index,
      concession: false,
      agreed: new Set(),
      disputed: false,
      ...(ev.statement !== undefined ? { statement: ev.statement } : {}),
    };
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
      // Law 68B2: a defender's partner may object to a concession or claim at once. His concurrence is recorded (every
      // player sees who has answered) and settles nothing: the opponents' agreement does (Law 69A).
      if (ev.agree) c.agreed.add(ev.seat);
      else {
        c.disputed = true;
        this.pending = {
          law: '68B2',
          kind: 'claim-disputed',
          event: this.index,
          chooser: 'director',
          options: [],
          needs: [],
          explanation: `${ev.seat} objects to partner's claim or concession (Law 68B2)`,
          message: { code: 'claim.partner-objects', params: { seat: ev.seat } },
        };
      }
      return;
    }
    if (!ev.agree) {
      c.disputed = true;
      this.pending = {
        law: '70',
        kind: 'claim-disputed',
        event: this.index,
        chooser: 'director',
        options: [],
        needs: ['unawareOfTrump'],
        explanation: `${ev.seat} disputes the claim; the director adjudicates (Laws 68D, 70)`,
        message: { code: 'claim.disputed', params: { seat: ev.seat } },
      };
      return;
    }
    c.agreed.add(ev.seat);
    if (this.claimResponders().every((s) => c.agreed.has(s))) this.settleClaim(sideOf(c.seat), c.tricks);
  }
}

/** Folds a whole log. Interpretation errors come back as a Result naming the event index. */
export function foldLogMachine(
  log: TableLog,
  opts: FoldOptions = {},
): { ok: true; value: TableMachine } | { ok: false; error: StikkError } {
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
