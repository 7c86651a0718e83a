/**
 * One online table in memory: its boards and deals, the event log of every board (as stored),
 * the core's folded state of the board in play, and the clients watching it. Acts are processed
 * one at a time per table: version check, validation by the core (prevent mode, or record mode at
 * a table that allows irregularities: online/irregularities.ts), one durable
 * append, acknowledgement, then each recipient's own view.
 */
import {
  openTable,
  parseEvent,
  explainRight,
  isOpponentsCall,
  reviewRight,
  printDeal,
  printClaimLine,
  randomDeal,
  cryptoRandom,
  boardInfo,
  unwrap,
  partner,
  hearsExplanation,
  viewEventFor,
  viewFor,
  heldDelta,
  heldDeltaHold,
  heldPartsDelta,
  heldCardDelta,
  cardNote,
  heldRefChanges,
  heldView,
  holdParts,
  holdView,
  ordinaryAct,
  ordinaryBase,
  ordinaryParts,
  ORDINARY_PARTS,
  type OrdinaryAct,
  type DeltaOp,
  sameHeld,
  type HeldView,
  deltaCache,
  COMMON_VIEW_PARTS,
  type DeltaCache,
  viewMemo,
  viewsOfOneState,
  type ViewMemo,
  type LiveTable,
  type TableState,
  parseDeal,
  printCall,
  type Deal,
  type Edition,
  type DirectorRules,
  type Mode,
  type Seat,
  type TableEvent,
  type TableLog,
  type Recipient,
} from '@stikk/core';
import type { Act, SeatCode, ServerMessage, TableView, ViewEvent } from '../api/types.js';
import { TEXT_LIMITS } from '../api/messages.js';
import { regulationProfile } from '@stikk/laws';
import { isServerEvent, type StoredEvent } from './stored-event.js';
import type { Db } from '../db/index.js';
import type { LobbyState } from '../domain/online-tables.js';
import { deltaText, jsonText, SharedTexts } from './json-text.js';
import { clock, lap, stageTimes } from './stages.js';
import {
  correctionEvent,
  directorMayRule,
  foldMode,
  NO_DIRECTOR,
  openCorrection,
  playingSeat,
  type IrregularityMode,
} from './irregularities.js';

import { parsedEvent, RoomLog } from './room-log.js';

export type { StoredEvent } from './stored-event.js';
export type { LogEntry } from './room-log.js';
const SEAT_ORDER: readonly SeatCode[] = ['N', 'E', 'S', 'W'];
/** Law 25A: an unintended call may be replaced "without pause for thought"; online, within this. */
export const UNDO_WINDOW_MS = 10_000;

/**
 * What one seat may append at a table is bounded (SECURITY.md, "Online tables"): each refusal
 * names the limit. The auction and play are bounded by the laws themselves.
 */
export const LIMITS = {
  /** Law 25A slips taken back, per seat and board. */
  undosPerSeatPerBoard: 3,
  /** Director calls per seat and board (a disagreement with a claim calls the director too, Law 68D). */
  directorCallsPerSeatPerBoard: 3,
  /** Claims and concessions per seat and board (each stored with its statement and line). */
  claimsPerSeatPerBoard: 3,
  /** Law 20 questions (reviews, explanations) per seat and board: each is stored for the director (Law 16B). */
  questionsPerSeatPerBoard: 12,
  /**
   * After a board has ended the director may still be called this long (Law 79C's default correction period: 30
   * minutes).
   */
  correctionPeriodMs: regulationProfile().correctionMinutes * 60_000,
  /** Characters of an alert's explanation, a claim statement, a director call's reason. */
  ...TEXT_LIMITS,
  /** Events replayed to one `join` with `since`. */
  missedPerJoin: 500,
  /** Tables one WebSocket may carry (a bot process, a club PC running several tables: one seat each). */
  tablesPerConnection: 256,
} as const;

export interface Client {
  readonly id: number;
  send(msg: ServerMessage): void;
  /** A message already encoded as JSON (the same text may go to several clients). */
  sendText(text: string): void;
  /**
   * This connection loses its place at table `tableId` (its seat has a new holder, or its viewer
   * may no longer watch as director): it is told why (`code`) and disconnected.
   */
  evict?(tableId: number, code: string, message: string): void;
}

export interface Member {
  client: Client;
  viewer: Recipient;
  /**
   * A client that takes deltas (joined with `deltas`): the view it holds now (the one sent on joining, then each
   * new one), the base of its next delta. Held compactly and updated in place (core `HeldView`): the hands, tricks
   * and legal lists an act builds die young instead of being kept until the table's next act and promoted by the
   * garbage collector. Absent: it is sent whole views.
   */
  held?: HeldView;
  /**
   * A client that folds card notes (joined with `deltas` and `notes`): after an ordinary card it is sent the card's
   * note (`played`, core `cardNote`), which it folds into the view it holds, instead of a delta. `at`: the table's
   * version when it was last sent anything (it holds the view of that version); `stale`: notes went out since `held`'s
   * own parts were last brought up to date (its server parts always are), so its next act that is not an ordinary
   * card sends it its whole view.
   */
  notes?: { at: number; stale: boolean };
  /** For a seat: the hash of the token it joined with (a seat's new holder is told apart by it). */
  token?: string;
}

export interface ActOutcome {
  ok: true;
  version: number;
}
export interface ActRefusal {
  ok: false;
  code: string;
  message: string;
  law?: string;
  version: number;
}
export const isRefusal = (x: unknown): x is ActRefusal =>
  typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false;

/**
 * Whether `viewer` learns nothing of stored event `e`, not even that it happened: a Law 20 question is not
 * for the asker's partner nor a kibitzer (Law 16B; `viewEventFor` gives them an empty event, and the views
 * do not change). Decided by the event alone, so a table loaded from its log numbers its viewers' versions
 * as the live table did.
 */
export function unseenBy(e: StoredEvent, viewer: Recipient): boolean {
  if (viewer === 'director' || !('review' in e || 'explain' in e)) return false;
  return !hearsExplanation(viewer, e.seat, false);
}

const WATCHERS: readonly ('kibitzer' | SeatCode)[] = ['N', 'E', 'S', 'W', 'kibitzer'];

/** The pending rulings whose entitled player chooses at the table himself: a lead out of turn (Laws 53–56). */
const LEAD_CHOICES: ReadonlySet<string> = new Set(['opening-lead-out-of-turn', 'lead-out-of-turn']);

export class Room {
  /** The table's version: its latest stored event's. */
  version = 0;
  /**
   * Per viewer but the director (who sees every event): how many events it sees — its version. Counted,
   * not the latest event's table version: a gap in the numbers would tell that hidden events exist.
   */
  private readonly seen = { N: 0, E: 0, S: 0, W: 0, kibitzer: 0 };
  boardIndex = 0;
  /** All events of the table, in order, with the version each created (held compactly: online/room-log.ts). */
  readonly log: RoomLog;
  private boardEvents: TableEvent[] = [];
  /** When each of `boardEvents` was stored (ms), for the Law 25A window. */
  private boardTimes: number[] = [];
  private machine!: LiveTable;
  /** Undos and director calls of the board in play, per seat (LIMITS). */
  private readonly undos = new Map<string, number>();
  private readonly summons = new Map<string, number>();
  private readonly claims = new Map<string, number>();
  private readonly questions = new Map<string, number>();
  /** The calls taken back on the board in play (Law 25A), in order: every seat is told (a public record). */
  private undone: readonly { readonly seat: Seat; readonly call: string }[] = NO_UNDONE;
  /** The last view's undo offer, reused while the same call may be taken back (views share parts by identity). */
  private undoOffer: { readonly at: number; readonly offer: { until: string; windowMs: number } } | null = null;
  readonly members = new Map<number, Member>();
  openCalls = 0;
  /**
   * Whether the table has a director: false once its creator sits at it or at a table of its online session
   * (irregularities.ts NO_DIRECTOR); then no director call is taken and a disputed claim opens none.
   */
  director = true;
  /** When the round ends by the director's clock (ms since epoch), or null without a clock. */
  roundEndsAt: number | null = null;
  /** The lobby's columns of this table's row as last written (Rooms.noteLobby), and that write. */
  lobbyRow?: LobbyState;
  lobbyWrite: Promise<void> = Promise.resolve();
  /** Last act or join (ms since epoch), for unloading idle tables from memory. */
  lastActive = Date.now();
  /**
   * The end of the last act queued on this table (`serial`); null once every queued act has finished, so that no
   * promise of a finished act is kept until the table's next act (issue 22: at thousands of tables, one act a second
   * each, such promises outlived the scavenges and were promoted, left for a mark-compact to find).
   */
  private queue: Promise<unknown> | null = null;
  /** Acts queued on this table and not yet finished. */
  private queued = 0;
  /** An act queued by `serial` has finished: after the last one, the queue is let go. */
  private readonly dequeue = (): void => {
    if (--this.queued === 0) this.queue = null;
  };
  /**
   * Parts of earlier views reused by the next (structural sharing: a delta's diff is then cheap). Without the
   * memo's `last`: a recipient's own parts are shared with the view a member holds (its delta's base).
   */
  private readonly memo: ViewMemo = { ...viewMemo(), last: undefined, lean: true };

  constructor(
    readonly db: Db,
    readonly id: number,
    readonly ownerId: number,
    readonly boards: readonly number[],
    deals: ReadonlyMap<number, Deal>,
    readonly kibitzers: boolean,
    /** The digital director (`@stikk/laws`): adjudicates disputed claims when the director rules. */
    readonly rules: DirectorRules,
    /** Whether irregular acts are refused (`prevent`) or kept for the director (`allow`). */
    readonly irregularities: IrregularityMode = 'prevent',
    /** The edition of the Laws played (and ruled) at this table: its director's rulings cite it. */
    readonly edition: Edition = '2017',
  ) {
    this.log = new RoomLog(id);
    this.dealTexts = new Map();
    for (const [b, d] of deals) this.dealTexts.set(b, dealText(d));
    this.machine = this.fold([]);
  }

  /**
   * Each board's deal as text (`dealText`, one short string), not four arrays of card numbers per board kept
   * for the table's life: at 5,000 tables those arrays were ~14 % of the rooms' heap, marked by every
   * mark-compact (issue 22). Parsed when a board is folded; the last one parsed is kept.
   */
  private readonly dealTexts: Map<number, string>;
  private lastDeal: { board: number; deal: Deal } | null = null;

  /** The deal of `board` at this table (undefined for a board not played here). */
  deal(board: number): Deal | undefined {
    if (this.lastDeal?.board === board) return this.lastDeal.deal;
    const t = this.dealTexts.get(board);
    if (t === undefined) return undefined;
    const deal = dealFromText(t);
    this.lastDeal = { board, deal };
    return deal;
  }

  /** The deal of `board` as text (`dealText`: PBN from North), or undefined for a board not played here. */
  dealTextOf(board: number): string | undefined {
    return this.dealTexts.get(board);
  }

  /** Each board and its deal as text (`dealText`), in the table's order. */
  dealsAsText(): [number, string][] {
    return [...this.dealTexts];
  }

  get board(): number {
    return this.boards[this.boardIndex];
  }
  /** When the current board's first and latest acts were stored (ms), or null before any. */
  get boardClock(): { first: number; last: number } | null {
    const n = this.boardTimes.length;
    return n ? { first: this.boardTimes[0], last: this.boardTimes[n - 1] } : null;
  }
  /** When each event of the board in play was stored (ms), in order: for a worker's replica (`adoptTimes`). */
  get boardStamps(): readonly number[] {
    return this.boardTimes;
  }

  /** A replica made from the main thread's log takes its times of the board in play (`boardStamps`) as its own. */
  adoptTimes(times: readonly number[]): void {
    if (times.length === this.boardTimes.length) this.boardTimes = [...times];
  }

  get state(): TableState {
    return this.machine.state;
  }

  private baseLog(events: readonly TableEvent[]): TableLog {
    const info = unwrap(boardInfo(this.board));
    return {
      edition: this.edition,
      board: this.board,
      dealer: info.dealer,
      vulnerable: info.vulnerable,
      deal: this.deal(this.board)!,
      events,
    };
  }

  private fold(events: readonly TableEvent[]): LiveTable {
    const r = openTable(this.baseLog(events), { mode: foldMode(this.irregularities), rules: this.rules });
    if (!r.ok) throw new Error(`table ${this.id}: stored log does not fold: ${r.error.message}`);
    return r.value;
  }

  /**
   * Replays stored events (on load, or to catch up with events another node appended); with
   * `refold` false the board is folded later, by `refold()` (after its claim searches are made).
   */
  restore(rows: readonly { seq: number; board: number; event: StoredEvent; at?: string }[], refold = true): void {
    for (const r of rows) if (r.seq === this.version + 1) this.applyStored(r.seq, r.event, r.at ? Date.parse(r.at) : 0);
    if (refold) this.refold();
  }

  /** Folds the current board from its events. */
  refold(): void {
    this.machine = this.fold(this.boardEvents);
  }

  /**
   * The current board's log (with stored event `next` after it), when folding it may search a claim
   * (it holds a director event: Laws 69B, 70, 71), for the work pool to search first; else null.
   */
  searchLog(next?: StoredEvent): { log: TableLog; mode: Mode } | null {
    let events = this.boardEvents;
    if (next && !isServerEvent(next)) {
      // Only an event with a `director` key parses as a director event: no parse for a call or a card.
      if ((next as { director?: unknown }).director === undefined) return null;
      const p = parseEvent(next, events.length);
      if (!p.ok || p.value.kind !== 'director') return null;
      events = [...events, p.value];
    } else if (next || !events.some((e) => e.kind === 'director')) return null;
    return { log: this.baseLog(events), mode: foldMode(this.irregularities) };
  }

  /** Counts what LIMITS bounds per board; a new board starts afresh. */
  private tally(e: StoredEvent): void {
    if ('next' in e) {
      this.undos.clear();
      this.summons.clear();
      this.claims.clear();
      this.questions.clear();
      return;
    }
    const seat = 'seat' in e ? e.seat : undefined;
    if (seat === undefined) return;
    if ('undo' in e) this.undos.set(seat, (this.undos.get(seat) ?? 0) + 1);
    if ('summon' in e || ('agree' in e && e.agree === false)) this.summons.set(seat, (this.summons.get(seat) ?? 0) + 1);
    if ('claim' in e || 'concede' in e) this.claims.set(seat, (this.claims.get(seat) ?? 0) + 1);
    if ('review' in e || 'explain' in e || 'correct' in e)
      this.questions.set(seat, (this.questions.get(seat) ?? 0) + 1);
  }

  /**
   * The table's version as `viewer` knows it: how many of its events it sees, numbered 1, 2, 3… with no
   * gap (an event it does not see changes nothing it receives, not even the version its acts are stamped
   * with, nor the numbers of the events after it). The director sees every event: the table's version.
   */
  versionFor(viewer: Recipient): number {
    return viewer === 'director' ? this.version : this.seen[viewer];
  }

  /**
   * Logged event `entry`'s number as `viewer` counts (versionFor); the events after it it sees are counted
   * back from its version (the entry broadcast is the latest: nothing to count).
   */
  numberFor(entry: { v: number; event: StoredEvent }, viewer: Recipient): number {
    if (viewer === 'director') return entry.v;
    let n = this.seen[viewer];
    // Place i holds version i + 1: the events after `entry` are the places from entry.v on.
    for (let i = this.log.length - 1; i >= entry.v; i--) if (!unseenBy(this.log.event(i), viewer)) n--;
    return n;
  }

  /** Version `v` (event `e`) is stored: each viewer who sees it counts one more. */
  private stored(v: number, e: StoredEvent): void {
    this.version = v;
    for (const r of WATCHERS) if (!unseenBy(e, r)) this.seen[r]++;
  }

  private applyStored(v: number, e: StoredEvent, at: number): void {
    this.stored(v, e);
    this.tally(e);
    if ('next' in e) {
      this.boardIndex = this.boards.indexOf(e.next);
      this.boardEvents = [];
      this.boardTimes = [];
      this.undone = NO_UNDONE;
    }
    if ('undo' in e) this.takeBack();
    this.log.push(v, this.board, e);
    if ('summon' in e || ('agree' in e && e.agree === false && this.director) || 'correct' in e) this.openCalls++;
    if ('roundEnds' in e) this.roundEndsAt = Date.parse(e.roundEnds);
    if ('summon' in e || 'roundEnds' in e) {
      // not a board event
    } else if (!('next' in e)) {
      if ('undo' in e) return;
      const p = parsedEvent(e, this.boardEvents.length);
      if (!p.ok) throw new Error(`table ${this.id} v${v}: ${p.error.message}`);
      this.boardEvents.push(p.value);
      this.boardTimes.push(at);
    }
  }

  /** Runs `fn` after every earlier act on this table has finished. */
  serial<T>(fn: () => Promise<T>): Promise<T> {
    this.lastActive = Date.now();
    // After the acts queued before it (in a microtask when none is, as after a settled queue).
    const next = (this.queue ?? SETTLED).then(fn, fn);
    this.queued++;
    this.queue = next.then(this.dequeue, this.dequeue);
    return next;
  }

  /** Turns a client's act into the stored event for `actor`, or a refusal citing the law. */
  toEvent(actor: Seat | 'director', act: Act): StoredEvent | ActRefusal {
    const m = this.machine.state;
    const refuse = (code: string, message: string, law?: string): ActRefusal => ({
      ok: false,
      code,
      message,
      version: this.versionFor(actor),
      ...(law ? { law } : {}),
    });
    // The director rules (findings, TABLE-LOG.md); players never send director events.
    if (actor === 'director') {
      if ('roundClock' in act) return { roundEnds: roundEnds(act.roundClock) };
      if (!('director' in act))
        return refuse('director-only-rules', 'the director sends rulings only; players act at the table');
      if (!directorMayRule(m, this.irregularities, this.openCalls))
        return refuse('nothing-to-rule', 'there is no irregularity or disputed claim to rule on');
      return { director: act.director };
    }
    if ('director' in act) return refuse('not-director', 'only the director rules');
    if ('choose' in act) {
      // A lead out of turn: the player the laws let choose (declarer, Law 54) chooses at the table, as he would tell
      // the director there; his choice is applied as the finding the director would enter. Anything else is refused.
      const p = m.pending;
      if (!p || !LEAD_CHOICES.has(p.kind) || p.chooser !== actor || !p.options.includes(act.choose))
        return refuse(
          'not-your-choice',
          p
            ? `${p.chooser ?? 'the director'} chooses here, among ${p.options.join(', ')}`
            : 'there is nothing to choose',
          p?.law,
        );
      return { director: { option: act.choose } };
    }
    if ('roundClock' in act) return refuse('not-director', 'only the director sets the round clock');
    const isDummy = m.declarer !== null && actor === partner(m.declarer) && m.phase !== 'auction';
    if ('directorCall' in act) {
      if (!this.director) return refuse(NO_DIRECTOR.code, NO_DIRECTOR.message, NO_DIRECTOR.law);
      if ((this.summons.get(actor) ?? 0) >= LIMITS.directorCallsPerSeatPerBoard) {
        return refuse(
          'too-many-director-calls',
          `at most ${LIMITS.directorCallsPerSeatPerBoard} director calls per seat on a board; the director has been called`,
        );
      }
      // After the board, the director may be called until the correction period expires (Law 79C).
      const end = this.boardTimes[this.boardTimes.length - 1] ?? 0;
      if (m.phase === 'ended' && Date.now() - end > LIMITS.correctionPeriodMs) {
        return refuse(
          'director-call-too-late',
          `the board ended more than ${LIMITS.correctionPeriodMs / 60_000} minutes ago: its correction period has expired`,
          '79C',
        );
      }
      return { seat: actor, summon: act.directorCall };
    }
    if ('undo' in act) {
      // Law 25A online: a player may take back his own call if it was a slip, at once — before
      // anyone else has called, within a few seconds. The stored log keeps both the call and the
      // undo; the core folds the board without the call taken back.
      const last = this.boardEvents[this.boardEvents.length - 1];
      if (m.phase !== 'auction' || !last || last.kind !== 'call' || last.seat !== actor)
        return refuse(
          'undo-not-allowed',
          'only your own call, before anyone else has called, can be taken back',
          '25A',
        );
      if (Date.now() - this.boardTimes[this.boardTimes.length - 1] > UNDO_WINDOW_MS)
        return refuse(
          'undo-too-late',
          'too late to take the call back: Law 25A allows it only without pause for thought',
          '25A',
        );
      if ((this.undos.get(actor) ?? 0) >= LIMITS.undosPerSeatPerBoard)
        return refuse(
          'too-many-undos',
          `at most ${LIMITS.undosPerSeatPerBoard} calls per seat and board may be taken back; call the director`,
          '25A',
        );
      return { seat: actor, undo: true };
    }
    if ('next' in act) {
      if (m.phase !== 'ended') return refuse('board-not-ended', 'the board is still being played');
      const next = this.boards[this.boardIndex + 1];
      if (next === undefined) return refuse('no-next-board', 'this was the last board at this table');
      return { next };
    }
    if ('call' in act) {
      return {
        seat: actor,
        call: act.call,
        ...(act.alert ? { alert: true } : {}),
        ...(act.explanation !== undefined ? { explanation: act.explanation } : {}),
        ...(act.change ? { change: true } : {}),
      };
    }
    if ('play' in act) {
      // Law 45A: declarer plays dummy's cards; dummy himself plays none (Law 45F, 43).
      if (isDummy && m.openingLeadFaced)
        return refuse('dummy-cannot-play', 'dummy does not play; declarer plays the cards from dummy', '45F');
      return { seat: playingSeat(m, this.irregularities, actor, act.play), play: act.play };
    }
    // Claims, concessions and agreement (dummy's included: Laws 68, 69A) are the laws' to check;
    // how often one seat may make them on a board is bounded here.
    if (('claim' in act || 'concede' in act) && (this.claims.get(actor) ?? 0) >= LIMITS.claimsPerSeatPerBoard)
      return refuse(
        'too-many-claims',
        `at most ${LIMITS.claimsPerSeatPerBoard} claims or concessions per seat on a board; call the director`,
      );
    if ('agree' in act && !act.agree && (this.summons.get(actor) ?? 0) >= LIMITS.directorCallsPerSeatPerBoard)
      return refuse(
        'too-many-director-calls',
        `at most ${LIMITS.directorCallsPerSeatPerBoard} director calls per seat on a board; the director has been called`,
      );
    if ('claim' in act) {
      return { seat: actor, claim: act.claim, statement: act.statement, ...(act.line ? { line: act.line } : {}) };
    }
    if ('concede' in act) {
      return { seat: actor, concede: act.concede };
    }
    if ('review' in act || 'explain' in act) return this.question(actor, act, refuse);
    if ('correctExplanation' in act) {
      // Law 20F4: bounded with the questions (each is stored for the director, and calls him).
      if ((this.questions.get(actor) ?? 0) >= LIMITS.questionsPerSeatPerBoard)
        return refuse('too-many-questions', `at most ${LIMITS.questionsPerSeatPerBoard} per seat on a board`);
      const e = correctionEvent(m, actor, act.correctExplanation, act.explanation);
      return 'code' in e ? refuse(e.code, e.message, e.law) : e;
    }
    if ('agree' in act) {
      return { seat: actor, agree: act.agree };
    }
    return refuse('unknown-act', 'not an act');
  }

  /**
   * A Law 20 question: refused, citing the law, when the seat may not ask now (the core's rule, in
   * either mode: asking is not an irregularity the director rectifies), or when it has asked too often.
   */
  private question(
    actor: Seat,
    act: Extract<Act, { review: true } | { explain: unknown }>,
    refuse: (code: string, message: string, law?: string) => ActRefusal,
  ): StoredEvent | ActRefusal {
    const m = this.machine.state;
    if ((this.questions.get(actor) ?? 0) >= LIMITS.questionsPerSeatPerBoard)
      return refuse(
        'too-many-questions',
        `at most ${LIMITS.questionsPerSeatPerBoard} questions per seat on a board; call the director`,
      );
    const right = 'review' in act ? reviewRight(m, actor) : explainRight(m, actor);
    if (!right.granted) return refuse('not-entitled-to-ask', right.reason ?? 'not now', right.law);
    if ('review' in act) return { seat: actor, review: true };
    if (act.explain !== true && !isOpponentsCall(m.calls, actor, act.explain))
      return refuse(
        'not-an-opponents-call',
        `event ${act.explain} is not a call of ${actor}'s opponents that stands: only the opponents' calls are explained`,
        '20F3',
      );
    return { seat: actor, explain: act.explain };
  }

  /**
   * Validates a table-log event against the board: the core folds it in prevent mode; on refusal
   * the live machine is rebuilt from the log (a refused act may have touched it).
   */
  check(e: StoredEvent): ActRefusal | TableEvent | null {
    if (isServerEvent(e)) return null;
    // A card or a call as played at every table: parsed once for all of them (room-log.ts).
    const p = parsedEvent(e, this.boardEvents.length);
    if (!p.ok)
      return {
        ok: false,
        code: 'invalid-act',
        message: p.error.message,
        version: 'seat' in e ? this.versionFor(e.seat) : this.version,
      };
    const r = this.machine.apply(p.value);
    if (r.ok) return p.value;
    this.machine = this.fold(this.boardEvents);
    return {
      ok: false,
      code: r.error.code,
      message: r.error.message.replace(/^event \d+: /, ''),
      version: 'seat' in e ? this.versionFor(e.seat) : this.version,
      ...(r.error.law ? { law: r.error.law } : {}),
    };
  }

  /**
   * After the durable append: the machine already holds a checked table-log event, stored at `at` (ms; a worker's
   * replica is given the main thread's time, so that both build the same views: the undo window, Law 25A).
   */
  commit(v: number, e: StoredEvent, parsed: TableEvent | null, at = Date.now()): void {
    this.stored(v, e);
    this.tally(e);
    if (parsed) {
      this.boardEvents.push(parsed);
      this.boardTimes.push(at);
    } else if ('next' in e) {
      this.boardIndex = this.boards.indexOf(e.next);
      this.boardEvents = [];
      this.boardTimes = [];
      this.undone = NO_UNDONE;
      this.machine = this.fold([]);
    } else if ('undo' in e) {
      this.takeBack();
      this.machine = this.fold(this.boardEvents);
    } else if ('summon' in e) this.openCalls++;
    else if ('roundEnds' in e) this.roundEndsAt = Date.parse(e.roundEnds);
    if (('agree' in e && e.agree === false && this.director) || 'correct' in e) this.openCalls++;
    this.log.push(v, this.board, e);
  }

  /** A Law 25A undo: the board's last call goes, and is recorded as taken back (`undone`). */
  private takeBack(): void {
    const last = this.boardEvents.pop();
    this.boardTimes.pop();
    if (last?.kind === 'call') this.undone = [...this.undone, { seat: last.seat, call: printCall(last.call) }];
  }

  /**
   * Law 25A online: while `viewer` may still take back his last call (UNDO_WINDOW_MS after it, nobody having called
   * since, no ruling pending, under the per-board limit), when the window closes (ISO 8601) and its length, so that
   * his page withdraws the offer when the window ends; null otherwise. The server refuses a late undo regardless.
   */
  private undoFor(viewer: Recipient): { until: string; windowMs: number } | null {
    const m = this.machine.state;
    const last = this.boardEvents[this.boardEvents.length - 1];
    if (m.phase !== 'auction' || m.pending || !last || last.kind !== 'call' || last.seat !== viewer) return null;
    if ((this.undos.get(viewer) ?? 0) >= LIMITS.undosPerSeatPerBoard) return null;
    const at = this.boardTimes[this.boardTimes.length - 1];
    if (Date.now() - at > UNDO_WINDOW_MS) return null;
    if (this.undoOffer?.at !== at)
      this.undoOffer = { at, offer: { until: new Date(at + UNDO_WINDOW_MS).toISOString(), windowMs: UNDO_WINDOW_MS } };
    return this.undoOffer.offer;
  }

  /** The stored event before the append failed: undo the machine's tentative state. */
  rollback(): void {
    this.machine = this.fold(this.boardEvents);
  }

  /**
   * One board's table log in the TABLE-LOG.md format (for `stikk replay`, the ruling assistant,
   * archives). An online undo becomes what it is in the laws' terms: the replacement call as a
   * change of call, and the director's finding that the first call was unintended (Law 25A).
   */
  tableLog(board: number): Record<string, unknown> | null {
    if (!this.boards.includes(board)) return null;
    const events: StoredEvent[] = [];
    let undone: string | null = null;
    for (const x of this.log) {
      if (x.board !== board || isServerEvent(x.event)) {
        if (x.board === board && 'undo' in x.event) undone = x.event.seat;
        continue;
      }
      const e = x.event;
      if (undone !== null && 'call' in e && e.seat === undone) {
        events.push({ ...e, change: true }, { director: { unintended: true } });
        undone = null;
        continue;
      }
      events.push(e);
    }
    const info = unwrap(boardInfo(board));
    return {
      format: 'stikk-table-log/1',
      edition: this.edition,
      board,
      dealer: info.dealer,
      vulnerable: info.vulnerable,
      deal: this.dealTextOf(board)!,
      events,
    };
  }

  /**
   * Disconnects every member watching as `viewer` (one seat, one live holder) but the client
   * `except`, and but those that joined with the token hashed `keepToken` (the seat's new one).
   */
  evict(viewer: Recipient, code: string, message: string, except?: number, keepToken?: string): void {
    for (const [id, m] of [...this.members]) {
      if (m.viewer !== viewer || id === except || (keepToken !== undefined && m.token === keepToken)) continue;
      this.members.delete(id);
      m.client.evict?.(this.id, code, message);
    }
    // A seat taken over by a joining connection (`except`) stays held: told once it has joined.
    if (except === undefined) this.announceSeats();
  }

  /** Set once this node is told the table was closed (`closeSeats`): a join under way is refused. */
  private closedHere = false;
  /** Each seat's newest token (hash) this node was told of since the table was loaded (`replaceSeat`). */
  private readonly newestTokens = new Map<Recipient, string>();
  /** How many new tokens this node was told of: a join notes it before reading its seat (`refusesJoin`). */
  seatChanges = 0;

  /**
   * The table was closed: every seat's members go (`code`, `message`), and a join that read its seat before the
   * close but has not become a member yet is refused by `refusesJoin` (it would otherwise stay seated).
   */
  closeSeats(code: string, message: string): void {
    this.closedHere = true;
    for (const s of SEAT_ORDER) this.evict(s, code, message);
  }

  /**
   * Seat `seat` has a new token (hash `hash`; a claim, a substitute): its members holding another go, and a join
   * under way with an older token is refused by `refusesJoin` (one seat, one live holder).
   */
  replaceSeat(seat: Recipient, hash: string, code: string, message: string): void {
    this.newestTokens.set(seat, hash);
    this.seatChanges++;
    this.evict(seat, code, message, undefined, hash);
  }

  /**
   * Why a join of `viewer` with the token hashed `token` may not become a member now, though its seat was found
   * (the table closed, or the seat given a new token since `seatChanges` was `mark`, while the join read the
   * database); null when it may. A token this node missed the news of is not refused for it: only a change seen
   * during the join counts.
   */
  refusesJoin(viewer: Recipient, token: string | undefined, mark: number): { code: string; message: string } | null {
    if (viewer === 'kibitzer' || viewer === 'director') return null;
    if (this.closedHere) return { code: 'table-closed', message: 'this table was closed by its director' };
    const newest = this.newestTokens.get(viewer);
    if (mark !== this.seatChanges && newest !== undefined && newest !== token)
      return { code: 'bad-seat-token', message: 'this token holds no seat at this table' };
    return null;
  }

  /** Whether this node was told the table is closed. */
  get closed(): boolean {
    return this.closedHere;
  }

  /** Whether `client` is still a member of this table as `viewer` (not replaced, not gone). */
  holds(clientId: number, viewer: Recipient): boolean {
    return this.members.get(clientId)?.viewer === viewer;
  }

  /** The seats held now, in N E S W order: the same list as last time while unchanged (views share it). */
  seatsTaken(): readonly SeatCode[] {
    let mask = 0;
    for (const m of this.members.values()) {
      const i = SEAT_ORDER.indexOf(m.viewer as SeatCode);
      if (i >= 0) mask |= 1 << i;
    }
    if (mask !== this.seatsMask) {
      this.seatsMask = mask;
      this.seatsList = SEAT_ORDER.filter((_, i) => mask & (1 << i));
    }
    return this.seatsList;
  }
  private seatsMask = 0;
  private seatsList: readonly SeatCode[] = [];

  /**
   * Tells every member which seats are held now, when that changed since they were last told (a
   * player sat down or left): without it the others would see the seat empty until the next act.
   * It carries the seat codes only, as every view does (no hidden information).
   */
  announceSeats(): void {
    const seatsTaken = this.seatsTaken();
    if (this.seatsMask === this.seatsAnnounced) return;
    this.seatsAnnounced = this.seatsMask;
    if (this.members.size === 0) return;
    const text = JSON.stringify({ type: 'seats', tableId: this.id, seatsTaken } satisfies ServerMessage);
    for (const m of this.members.values()) m.client.sendText(text);
  }
  private seatsAnnounced = 0;
  /** `roundEndsAt` as sent (ISO 8601), built once per clock. */
  private roundEndsText: [number, string] | null = null;

  /** What `viewer` sees now; `held`: a view it holds (parts equal to its parts are those very objects). */
  view(viewer: Recipient, held?: HeldView): TableView {
    const s = this.machine.state;
    const p = this.serverParts(viewer, SERVER_VALUES, 0);
    // One literal of every key, the core's first (the same JSON), into which the core writes its view (core `viewFor`
    // with `into`): a copy of the core's view was a second object per view, ~220 bytes of garbage; the core's view
    // extended key by key grew its property store several times (~450). The core's keys' nulls are overwritten.
    const out = {
      recipient: viewer,
      board: null,
      dealer: null,
      vulnerable: null,
      phase: null,
      turn: null,
      auction: null,
      contract: null,
      declarer: null,
      dummy: null,
      hands: null,
      handSizes: null,
      tricks: null,
      tricksWon: null,
      penaltyCards: null,
      exposed: null,
      exposedBy: null,
      claim: null,
      pending: null,
      legalCalls: null,
      legalCards: null,
      legalLaw: null,
      result: null,
      score: null,
      tableId: this.id,
      version: p[0] as number,
      boardNumber: this.board,
      viewer,
      nextBoard: p[1],
      seatsTaken: p[2],
      directorCalls: p[3],
      director: p[4],
      irregularities: p[5],
      edition: p[6],
      claimLine: p[7],
      agreedClaim: p[8],
      roundEndsAt: p[9],
      undo: p[10],
      undone: p[11],
      openCorrection: p[12],
    } satisfies Record<keyof TableView, unknown> as unknown as TableView;
    // The core's per-recipient filter (hands, alerts, explanations) is the only one.
    return viewFor(s, viewer, this.memo, held?.rest as Partial<TableView> | undefined, out, !this.director);
  }

  /**
   * The parts of `viewer`'s view the server adds that may change from one act to the next (`SERVER_PARTS`, in that
   * order), written into `out` from place `at` on: the one place each is worked out, for whole views and deltas.
   */
  private serverParts(viewer: Recipient, out: unknown[], at: number, sameTable = false): unknown[] {
    const s = this.machine.state;
    // The parts that depend on the viewer.
    out[at] = this.versionFor(viewer);
    out[at + 10] = this.undoFor(viewer);
    out[at + 12] = viewer === 'director' ? openCorrection(s) : null;
    // With `sameTable`, `out` holds the others already, as a call for another viewer of this state wrote them.
    if (sameTable) return out;
    const next = this.boards[this.boardIndex + 1];
    // What the core shows of the phase, the claim and the pending choice is the state's.
    out[at + 1] = s.phase === 'ended' && next !== undefined ? next : null;
    out[at + 2] = this.seatsTaken();
    out[at + 3] = this.openCalls;
    out[at + 4] = this.director;
    out[at + 5] = this.irregularities;
    out[at + 6] = this.edition;
    out[at + 7] = s.claim ? this.claimLine() : null;
    out[at + 8] = s.phase === 'ended' && !s.pending ? this.agreedClaim() : null;
    out[at + 9] = this.roundEndsIso();
    out[at + 11] = this.undone;
    return out;
  }

  /**
   * Issue 22: whether `entry`, just broadcast, is an ordinary act (core `ordinaryAct`: a call or a card with the
   * auction or play going on, nothing pending), after which a recipient's delta is found from the few parts such an
   * act may change (core `ordinaryParts`, and the server's own parts) instead of from its whole new view.
   */
  private ordinaryKind(entry: { v: number; board: number; event: StoredEvent }): OrdinaryAct | null {
    if (!this.ordinaryDeltas || entry.v !== this.version || entry.board !== this.board) return null;
    const e = entry.event;
    const act: OrdinaryAct | null = 'call' in e ? (e.change === true ? null : 'call') : 'play' in e ? 'card' : null;
    return act !== null && ordinaryAct(this.machine.state, act) ? act : null;
  }

  /**
   * Whether `m`'s delta after an ordinary act may be found from the changed parts alone: it takes deltas, is not the
   * director (whose view has more), and holds the view sent after the last event it saw, of the state such an act
   * starts from (core `ordinaryBase`).
   */
  private ordinaryFor(m: Member): m is Member & { held: HeldView } {
    const held = m.held;
    return (
      held !== undefined &&
      m.viewer !== 'director' &&
      held.rest.version === this.versionFor(m.viewer) - 1 &&
      ordinaryBase(held.rest, this.machine.state)
    );
  }

  /** `viewer`'s changed parts after ordinary act `act` (`ORDINARY_KEYS[act]`'s values), as a new list. */
  private ordinaryValues(viewer: Recipient, act: OrdinaryAct, held: HeldView): unknown[] {
    const core = ordinaryParts(
      this.machine.state,
      viewer,
      act,
      this.memo,
      held.rest as Partial<TableView>,
      !this.director,
    );
    const out = new Array<unknown>(core.length + SERVER_PARTS.length);
    for (let i = 0; i < core.length; i++) out[i] = core[i];
    return this.serverParts(viewer, out, core.length);
  }

  /**
   * Tests only: called with each delta found from the changed parts of an ordinary act, and the delta found from the
   * whole view (which must be the same operations).
   */
  ordinaryCheck: ((viewer: Recipient, parts: readonly DeltaOp[], whole: readonly DeltaOp[]) => void) | null = null;
  /** Whether deltas after ordinary acts are found from the changed parts (off: always from whole views). */
  ordinaryDeltas = true;

  private roundEndsIso(): string | null {
    const at = this.roundEndsAt;
    if (at === null) return null;
    if (this.roundEndsText?.[0] !== at) this.roundEndsText = [at, new Date(at).toISOString()];
    return this.roundEndsText[1];
  }

  /** The stated line (Law 70D1) of the claim that stands, as sent; null without one. */
  private claimLine(): Record<string, unknown>[] | null {
    for (let i = this.boardEvents.length - 1; i >= 0; i--) {
      const e = this.boardEvents[i];
      if (e.kind === 'claim') return e.line ? printClaimLine(e.line) : null;
    }
    return null;
  }

  /**
   * The claim the board ended on by the opponents' agreement, which they may still withdraw (Law 69B):
   * null if the board ended otherwise, or a withdrawal or ruling followed.
   */
  agreedClaim(): { seat: Seat; tricks: number } | null {
    let agreed = false;
    for (let i = this.boardEvents.length - 1; i >= 0; i--) {
      const e = this.boardEvents[i];
      if (e.kind === 'claim') return agreed ? { seat: e.seat, tricks: e.tricks } : null;
      if (e.kind === 'agree' && e.agree) agreed = true;
      else return null;
    }
    return null;
  }

  /**
   * An event as `viewer` may see it, by the core's per-recipient filter (`viewEventFor`): the
   * event's board is over once the table has moved past it or its play has ended.
   */
  eventFor(
    entry: { v: number; board: number; event: StoredEvent },
    viewer: Recipient,
    n?: number,
    last?: SharedEvent,
  ): ViewEvent {
    const boardOver = entry.board !== this.board || this.machine.state.phase === 'ended';
    const shown = viewEventFor(entry.event, viewer, boardOver);
    // Numbered as the viewer counts (`n`, when known): the table's own version only for the director.
    const v = n ?? this.numberFor(entry, viewer);
    // The event as the last audience of this act was sent it, when it saw the same and counts alike: one object,
    // whose text the act's messages then share (`SHARED_TEXTS`).
    if (last !== undefined && last.shown === shown && last.event?.v === v) return last.event;
    // A copy extended by assignment: an object spread followed by more keys is many times slower.
    const out: Record<string, unknown> = Object.assign({}, shown);
    out.v = v;
    out.board = entry.board;
    if (last !== undefined) {
      last.shown = shown;
      last.event = out as ViewEvent;
    }
    return out as ViewEvent;
  }

  /**
   * A member that has just joined is sent the table as its viewer sees it, and the events it
   * missed; a client taking deltas keeps that view as the base of its next delta.
   */
  welcome(member: Member, deltas: boolean, missed: ViewEvent[], notes = false): void {
    const view = this.view(member.viewer);
    if (deltas) member.held = heldView(view);
    if (deltas && notes) member.notes = { at: this.version, stale: false };
    member.client.send({ type: 'joined', tableId: this.id, seat: member.viewer, view, missed });
  }

  broadcast(entry: { v: number; board: number; event: StoredEvent }): void {
    // Every recipient's view is of this one state: the parts alike for all are built once (core `viewsOfOneState`);
    // the operations they share are written once (`SHARED_TEXTS`, for this act only).
    SHARED_TEXTS.reset();
    try {
      viewsOfOneState(this.memo, () => this.broadcastViews(entry));
    } finally {
      SHARED_TEXTS.reset();
    }
  }

  private broadcastViews(entry: { v: number; board: number; event: StoredEvent }): void {
    // Each audience (a seat, the kibitzers, the director) gets its own view, built and encoded
    // once however many clients share it; a client taking deltas gets what changed since the view
    // it holds (clients of one audience mostly hold the same one: one delta, one encoding). After an
    // ordinary act (a call or a card, nothing pending: `ordinaryKind`) a client holding the view before it
    // (`ordinaryFor`) gets its delta from the few parts such an act changes, no whole view built.
    const timing = stageTimes.enabled;
    const act = this.ordinaryKind(entry);
    const keys = act === null ? null : ORDINARY_KEYS[act];
    // The parts shown alike to all are the same objects in every view here: their changes are found once.
    let cache: DeltaCache | undefined;
    // The event as the audiences so far were sent it (`eventFor`): mostly one object for all.
    let shared: SharedEvent | undefined;
    // A few audiences a table (a list searched in order: a Map per act was ~1.5 % of what an act allocates).
    const audiences: Audience[] = [];
    let deltas = false;
    // The bases to hold anew, and their new views (or changed parts), once every member is served.
    let bases: HeldView[] | undefined;
    let next: (TableView | unknown[])[] | undefined;
    // The recipients held by more than one member (a bit each): a member alone in its audience finds its delta and
    // holds the new view in one pass, as no other member's delta is to be found from its held view.
    let seen = 0;
    let many = 0;
    for (const m of this.members.values()) {
      const bit = recipientBit(m.viewer);
      many |= seen & bit;
      seen |= bit;
    }
    for (const m of this.members.values()) {
      // Nothing at all to whom the event is not for (not even a new version).
      if (unseenBy(entry.event, m.viewer)) continue;
      let a: Audience | undefined;
      for (let i = 0; a === undefined && i < audiences.length; i++)
        if (audiences[i].viewer === m.viewer) a = audiences[i];
      let t = timing ? clock() : 0;
      if (a === undefined) {
        a = { viewer: m.viewer, event: this.eventFor(entry, m.viewer, undefined, (shared ??= { shown: null })) };
        audiences.push(a);
      }
      // A client folding card notes: after an ordinary card, holding the view just before it, the card's note; else,
      // with notes folded since its held view was last brought up to date, its whole view (held anew).
      const notes = m.notes;
      if (notes !== undefined) {
        const at = notes.at;
        notes.at = this.version;
        let text: string | undefined;
        if (act === 'card' && at === this.version - 1 && this.ordinaryFor(m)) {
          deltas = true;
          text = this.noteText(m.viewer, m.held, a.event, (cache ??= deltaCache(SHARED_PARTS)));
          notes.stale = true;
        } else if (notes.stale) {
          const view = (a.view ??= this.view(m.viewer));
          text = updateText(this.id, a, view);
          m.held = heldView(view);
          notes.stale = false;
        }
        if (text !== undefined) {
          m.client.sendText(text);
          if (timing) {
            lap('views', t);
            stageTimes.messages++;
          }
          continue;
        }
      }
      // The changed parts alone, or the whole view.
      const parts = act !== null && this.ordinaryFor(m);
      const held = m.held;
      // A member alone in its audience finds its delta and holds the new view in one step.
      const alone = held !== undefined && (many & recipientBit(m.viewer)) === 0;
      // The version held, before it is held anew.
      const base = held === undefined ? 0 : (held.rest.version as number);
      // After a card, such a member's delta straight from the card and the view it holds (core `heldCardDelta`);
      // null when that way does not apply.
      let cardOps: DeltaOp[] | null = null;
      if (parts && alone && act === 'card')
        cardOps = this.cardDelta(m.viewer, held, (cache ??= deltaCache(SHARED_PARTS)));
      let values: unknown[] | undefined;
      let view: TableView | undefined;
      // (A card's delta was found and held above.)
      if (cardOps === null) {
        if (parts) values = a.parts ??= this.ordinaryValues(m.viewer, act, m.held);
        else view = a.view ??= this.view(m.viewer, m.held);
      }
      if (timing) t = lap('views', t);
      let text: string;
      if (alone) {
        deltas = true;
        let ops: DeltaOp[];
        if (cardOps !== null) ops = cardOps;
        else if (values !== undefined) {
          if (this.ordinaryCheck) this.checkOrdinary(m.viewer, held, keys!, values);
          ops = heldPartsDelta(held, keys!, values, (cache ??= deltaCache(SHARED_PARTS)), true);
        } else ops = heldDeltaHold(held, view!, (cache ??= deltaCache(SHARED_PARTS)));
        const msg: DeltaServerMessage = {
          type: 'delta',
          tableId: this.id,
          // The viewer's version: its new view's, whichever way its delta is found.
          version: this.versionFor(m.viewer),
          base,
          viewer: m.viewer,
          event: a.event,
          ops,
        };
        if (timing) t = lap('views', t);
        // One flat text per message (`deltaText`: JSON.stringify's text, written faster): a text put together from each
        // operation's text written once an act was more CPU over sockets (the pieces' rope flattened on writing, more
        // garbage), as in session 18 (README).
        text = deltaText(msg, SHARED_TEXTS);
        if (timing) t = lap('encode', t);
      } else if (m.held) {
        const from = m.held;
        a.deltas ??= [];
        deltas = true;
        // Members of one audience holding the same view (part by part) get the same delta.
        let d: string | undefined;
        for (const x of a.deltas) if (sameHeld(x.from, from)) d = x.text;
        if (d === undefined) {
          let ops: DeltaOp[];
          if (values !== undefined) {
            if (this.ordinaryCheck) this.checkOrdinary(m.viewer, from, keys!, values);
            ops = heldPartsDelta(from, keys!, values, (cache ??= deltaCache(SHARED_PARTS)));
          } else ops = heldDelta(from, view!, (cache ??= deltaCache(SHARED_PARTS)));
          const msg: DeltaServerMessage = {
            type: 'delta',
            tableId: this.id,
            // The viewer's version: its new view's, whichever way its delta is found.
            version: this.versionFor(m.viewer),
            base: from.rest.version as number,
            viewer: m.viewer,
            event: a.event,
            ops,
          };
          if (timing) t = lap('views', t);
          d = deltaText(msg, SHARED_TEXTS);
          a.deltas.push({ from, text: d });
          if (timing) t = lap('encode', t);
        }
        text = d;
        // Held anew once every member is served: another member holding the same view gets the same delta.
        (bases ??= []).push(from);
        (next ??= []).push(values ?? view!);
      } else {
        if (a.full === undefined) {
          updateText(this.id, a, view!);
          if (timing) t = lap('encode', t);
        }
        text = a.full!;
      }
      m.client.sendText(text);
      if (timing) {
        lap('send', t);
        stageTimes.messages++;
      }
    }
    if (bases && next)
      for (let i = 0; i < bases.length; i++) {
        const x = next[i];
        if (Array.isArray(x)) holdParts(bases[i], keys!, x);
        else holdView(bases[i], x);
      }
    // Without a client taking deltas the memo keeps no parts until the next act (they would be kept to
    // share with the next: garbage promoted to the old space for nothing).
    const parts = this.memo.parts;
    if (!deltas && parts) for (const k in parts) parts[k as keyof typeof parts] = undefined;
  }

  /**
   * `viewer`'s delta after an ordinary card (`ordinaryKind`), `held` holding its view before it (`ordinaryFor`): the
   * core's parts straight from the card (core `heldCardDelta`), then the server's (`serverParts`); `held` then holds
   * the new view. Null, with nothing done, when the core's way does not apply (the caller takes `ordinaryValues`).
   */
  private cardDelta(viewer: Recipient, held: HeldView, cache: DeltaCache): DeltaOp[] | null {
    // With the test's check: the delta from the whole view, found before the view is held anew.
    const whole = this.ordinaryCheck ? heldDelta(held, this.view(viewer, held)) : null;
    const ops = heldCardDelta(held, this.machine.state, viewer, this.memo, !this.director, cache, true);
    if (ops === null) return null;
    // The parts alike for every viewer were written by this act's first card delta (`cache` is this act's).
    const sameTable = cardServerAct === cache.serial;
    cardServerAct = cache.serial;
    serverPartsInto(held, this.serverParts(viewer, CARD_SERVER_VALUES, 0, sameTable), ops, cache);
    if (whole !== null) this.ordinaryCheck?.(viewer, ops, whole);
    return ops;
  }

  /**
   * `viewer`'s `played` message after an ordinary card (`ordinaryKind`), `held` holding its view before it
   * (`ordinaryFor`): the card's note (core `cardNote`) and the operations on the server's parts, which `held` then
   * holds (its core parts are left as they were: the client folds the note into its own view).
   */
  private noteText(viewer: Recipient, held: HeldView, event: ViewEvent, cache: DeltaCache): string {
    const note = cardNote(this.machine.state, viewer, this.memo, !this.director)!;
    // The parts alike for every viewer were written by this act's first call (`cache` is this act's).
    const sameTable = cardServerAct === cache.serial;
    cardServerAct = cache.serial;
    const ops: DeltaOp[] = [];
    serverPartsInto(held, this.serverParts(viewer, CARD_SERVER_VALUES, 0, sameTable), ops, cache);
    const msg: ServerMessage = {
      type: 'played',
      tableId: this.id,
      version: this.versionFor(viewer),
      base: this.versionFor(viewer) - 1,
      viewer: viewer as SeatCode | 'kibitzer',
      event,
      note,
      ops,
    };
    return jsonText(msg, SHARED_TEXTS);
  }

  /** `ordinaryCheck`'s call: the delta from `held` by the changed parts, and by the whole view. */
  private checkOrdinary(viewer: Recipient, held: HeldView, keys: readonly string[], values: readonly unknown[]): void {
    const whole = heldDelta(held, this.view(viewer, held));
    this.ordinaryCheck?.(viewer, heldPartsDelta(held, keys, values), whole);
  }

  /**
   * The events after version `since`, as `viewer` may see them; null when more than
   * LIMITS.missedPerJoin would be replayed (the caller joins without `since` for the current view).
   */
  missedSince(since: number, viewer: Recipient): ViewEvent[] | null {
    let n = this.versionFor(viewer);
    if (n - since > LIMITS.missedPerJoin) return null;
    // The log is in version order: the missed events are its tail, counted back from the viewer's version.
    const out: ViewEvent[] = [];
    for (let i = this.log.length - 1; i >= 0 && n > since; i--) {
      const x = this.log.at(i)!;
      if (unseenBy(x.event, viewer)) continue;
      out.push(this.eventFor(x, viewer, n));
      n--;
    }
    return out.reverse();
  }
}

/** One act's recipients of one kind (a seat, the kibitzers, the director): their view and its encodings. */
interface Audience {
  readonly viewer: Recipient;
  readonly event: ViewEvent;
  /** The whole view, when a member needs it. */
  view?: TableView;
  /** After an ordinary act: the changed parts (`ORDINARY_KEYS`), when a member's delta is found from them. */
  parts?: unknown[];
  /** The whole view's `update` message, as sent to members taking no deltas. */
  full?: string;
  /** The deltas sent, by the view their members held. */
  deltas?: { from: HeldView; text: string }[];
}

/** `a`'s `update` message carrying its whole view `view` (table `tableId`), written once an act (`Audience.full`). */
function updateText(tableId: number, a: Audience, view: TableView): string {
  if (a.full === undefined) {
    const msg: ServerMessage = { type: 'update', tableId, version: view.version, event: a.event, view };
    // The view's parts alike for every recipient (the tricks, the auction, the hands shown…) written once an act.
    a.full = jsonText(msg, SHARED_TEXTS);
  }
  return a.full;
}

/**
 * The parts of a view the server adds (`TableView` beyond the core's) that may change from one act to the next, in
 * the view's order (`Room.serverParts`); the others (the table, its board number, the viewer) do not.
 */
export const SERVER_PARTS = [
  'version',
  'nextBoard',
  'seatsTaken',
  'directorCalls',
  'director',
  'irregularities',
  'edition',
  'claimLine',
  'agreedClaim',
  'roundEndsAt',
  'undo',
  'undone',
  'openCorrection',
] as const satisfies readonly (keyof TableView)[];
/**
 * The top-level parts whose operations one act's deltas share when their recipients go from the very same value to
 * the very same value (core `DeltaCache`): the core's parts alike for all, and the server's — the version mostly
 * (each viewer counts its own, but alike unless a question was kept from some), the clock, the seats.
 */
const SHARED_PARTS: ReadonlySet<string> = new Set<string>([...COMMON_VIEW_PARTS, ...SERVER_PARTS]);
/** `Room.view`'s list for its server parts (read at once). */
const SERVER_VALUES: unknown[] = new Array<unknown>(SERVER_PARTS.length);
/** The event of one act as last sent to an audience (`Room.eventFor`), and what the core filter showed of it. */
interface SharedEvent {
  shown: unknown;
  event?: ViewEvent;
}

/** The texts of the operations one act's deltas share (`Room.broadcast`; one act at a time). */
const SHARED_TEXTS = new SharedTexts();
/** A `delta` message (`deltaText` writes its members in this order). */
type DeltaServerMessage = Extract<ServerMessage, { type: 'delta' }>;

/** The server's parts of a held view, by name (`serverPartsInto`). */
type ServerRest = { -readonly [K in (typeof SERVER_PARTS)[number]]?: unknown };

/**
 * `heldPartsInto(held, SERVER_PARTS, v, ops, cache, true)`, each part read and written by name (core `heldRefChanges`):
 * a look-up by a key running over the parts is a generic one at every step (issue 22; `Room.cardDelta`, four
 * recipients an act). The parts in `SERVER_PARTS`' order, as `v` holds them.
 */
function serverPartsInto(held: HeldView, v: readonly unknown[], ops: DeltaOp[], cache: DeltaCache): void {
  const r = held.rest as ServerRest;
  if (heldRefChanges(held, 'version', r.version, v[0], ops, cache)) r.version = v[0];
  if (heldRefChanges(held, 'nextBoard', r.nextBoard, v[1], ops, cache)) r.nextBoard = v[1];
  if (heldRefChanges(held, 'seatsTaken', r.seatsTaken, v[2], ops, cache)) r.seatsTaken = v[2];
  if (heldRefChanges(held, 'directorCalls', r.directorCalls, v[3], ops, cache)) r.directorCalls = v[3];
  if (heldRefChanges(held, 'director', r.director, v[4], ops, cache)) r.director = v[4];
  if (heldRefChanges(held, 'irregularities', r.irregularities, v[5], ops, cache)) r.irregularities = v[5];
  if (heldRefChanges(held, 'edition', r.edition, v[6], ops, cache)) r.edition = v[6];
  if (heldRefChanges(held, 'claimLine', r.claimLine, v[7], ops, cache)) r.claimLine = v[7];
  if (heldRefChanges(held, 'agreedClaim', r.agreedClaim, v[8], ops, cache)) r.agreedClaim = v[8];
  if (heldRefChanges(held, 'roundEndsAt', r.roundEndsAt, v[9], ops, cache)) r.roundEndsAt = v[9];
  if (heldRefChanges(held, 'undo', r.undo, v[10], ops, cache)) r.undo = v[10];
  if (heldRefChanges(held, 'undone', r.undone, v[11], ops, cache)) r.undone = v[11];
  if (heldRefChanges(held, 'openCorrection', r.openCorrection, v[12], ops, cache)) r.openCorrection = v[12];
}
/** `Room.cardDelta`'s list for the server parts (read at once). */
const CARD_SERVER_VALUES: unknown[] = new Array<unknown>(SERVER_PARTS.length);
/** The act whose server parts `CARD_SERVER_VALUES` holds: its delta cache's number (one cache per act and table). */
let cardServerAct = 0;
/** The parts of a view an ordinary act may change: the core's (`ORDINARY_PARTS`), then the server's, in view order. */
const ORDINARY_KEYS: { readonly [A in OrdinaryAct]: readonly string[] } = {
  call: [...ORDINARY_PARTS.call, ...SERVER_PARTS],
  card: [...ORDINARY_PARTS.card, ...SERVER_PARTS],
};

/** A settled promise: what an act queued on an idle table waits for (`Room.serial`). */
const SETTLED: Promise<void> = Promise.resolve();

/** A recipient's bit in a set of recipients (`broadcastViews`): the four seats, the kibitzers, the director. */
const recipientBit = (r: Recipient): number =>
  r === 'N' ? 1 : r === 'E' ? 2 : r === 'S' ? 4 : r === 'W' ? 8 : r === 'kibitzer' ? 16 : 32;

/** No call taken back (yet) on a board: one list shared by every room. */
const NO_UNDONE: readonly { readonly seat: Seat; readonly call: string }[] = Object.freeze([]);

/** The end of a round `minutes` from now, as stored (ISO 8601; the director's round clock). */
const roundEnds = (minutes: number): string => new Date(Date.now() + minutes * 60_000).toISOString();

/**
 * Deals for a new online table: each board by `seeded` (on the server: the creator's seed keyed on the server's
 * secret, domain/deal-secret.ts), or at random (Law 6) without it.
 */
export function dealBoards(boards: readonly number[], seeded?: (board: number) => Deal): Map<number, Deal> {
  const rand = seeded === undefined ? cryptoRandom() : undefined;
  return new Map(boards.map((b) => [b, rand ? randomDeal(rand) : seeded!(b)]));
}

export const dealText = (d: Deal): string => printDeal(d, 'N');
export const dealFromText = (t: string): Deal => unwrap(parseDeal(t));
