/**
 * The auction director's bookkeeping for one table: the irregularities still open, the
 * findings given for them, damage reviews waiting for an end-of-play judgment, and the Law 26
 * lead restrictions that come into force only if the offender becomes a defender.
 * Kept inside the table state (`m.director.auction`, core's `DirectorData`), so the rules object
 * itself stays stateless and a state is snapshotted with its director's bookkeeping.
 *
 * @laws 9:MAX_OPEN_IRREGULARITIES,openIrregularity
 */
import type {
  CallRecord,
  DeepReadonly,
  Effect,
  Findings,
  PendingRectification,
  Seat,
  TableEvent,
  Table,
  Call,
  Card,
} from '@stikk/core';
import { editionProfile, type EditionProfile } from '../framework/edition.js';

/** Findings as a mutable bag: a law consumes what it uses (TABLE-LOG.md: a finding stays until used). */
export type FindingBag = { -readonly [K in keyof Findings]?: Findings[K] };

export type CallEvent = Extract<TableEvent, { kind: 'call' }>;

/** What an open irregularity did with a call event that arrived while it was open. */
export type CallOutcome = 'handled' | 'continue';

/** What every open auction irregularity carries. */
interface OpenBase {
  /** Index of the event that made it. */
  readonly event: number;
  /** The offender. */
  readonly seat: Seat;
  /** Fully rectified: it is dropped from `opens` at the next review. */
  done: boolean;
  /** The findings and elections given for it and not used yet. */
  findings: FindingBag;
}

/** Law 27: an insufficient bid made in rotation (law27-insufficient-bid.ts). */
export interface InsufficientBidOpen extends OpenBase {
  readonly type: 'insufficient-bid';
  readonly rec: CallRecord;
  stage: 'election' | 'replace' | 'judge' | 'after-b3' | 'b4-election';
  /** The replacement awaiting a comparability finding (27B1(b)). */
  replacement: CallRecord | null;
  /** A replacement made before the director ruled (27C). */
  premature: CallRecord | null;
  /** 27B4: the second insufficient bid, offered to LHO. */
  second: CallRecord | null;
}

/** Laws 25 and 21B: a changed call (law25-change-of-call.ts). */
export interface ChangeOfCallOpen extends OpenBase {
  readonly type: 'change-of-call';
  /** The call being changed. */
  readonly original: CallRecord;
  /** The substituted call (recorded, not standing yet). */
  readonly rec: CallRecord;
  /** Whether the offender's partner has called since the original (25A4: no change then). */
  readonly partnerCalled: boolean;
  stage: 'judge' | 'election' | 'lho-withdraw';
  /** LHO called over the changed call before the director ruled (25B1 acceptance by conduct). */
  lhoCalledOver: boolean;
  /** The calls LHO made over the original call before the change (25A6 / 21B2). */
  lhoCalls: CallRecord[];
  /** The law under which LHO may withdraw his call. */
  withdrawLaw: string;
}

/** Whose turn it was, seen from the offender. `lho-first`: LHO's turn, the offender had not called yet. */
export type Position = 'rho' | 'partner' | 'lho-first';

/** Laws 28–32: a call out of rotation (law29-32-call-out-of-rotation.ts). */
export interface CallOutOfRotationOpen extends OpenBase {
  readonly type: 'call-out-of-rotation';
  readonly rec: CallRecord;
  /** The player whose turn it was. */
  readonly turn: Seat;
  readonly position: Position;
  stage: 'election' | 'await-rho' | 'repeat' | 'await-offender' | 'judge';
  /** The law whose sub-rules apply after cancellation, e.g. 31A, 30B1. */
  law: string;
  /** The offender's call after cancellation, awaiting the comparability finding. */
  later: CallRecord | null;
  /** The Law 16C2 entry made at cancellation (lifted if the later call is comparable, 23B). */
  ui: Effect | null;
  /** The director found the call artificial when he cancelled it (29C). */
  artificialFixed: boolean;
}

/** Law 36: an inadmissible double or redouble (law36-inadmissible-double.ts). */
export interface InadmissibleDoubleOpen extends OpenBase {
  readonly type: 'inadmissible-double';
  readonly rec: CallRecord;
  /** The player whose turn it was when the call was out of rotation (36B4), else null. */
  readonly turn: Seat | null;
  /** LHO called over it before rectification: it stands provisionally until 36A or 36C. */
  provisional: boolean;
}

/** Law 37: a call by a player obliged to pass (law37-call-when-obliged-to-pass.ts). */
export interface ObligedToPassOpen extends OpenBase {
  readonly type: 'call-when-obliged-to-pass';
  readonly rec: CallRecord;
}

/** Law 38: a bid above the seven level (law38-bid-above-seven.ts). */
export interface BidAboveSevenOpen extends OpenBase {
  readonly type: 'bid-above-seven';
  readonly rec: CallRecord;
  /** The offender's LHO called over it (38D). */
  lhoCalled: boolean;
  /** The calls made after it, all cancelled (38B). */
  later: CallRecord[];
}

/**
 * An auction irregularity that is not fully rectified yet: plain data in the director's
 * bookkeeping; its law's module (registered in ./open.ts) says what it shows and does.
 */
export type AuctionOpen =
  | InsufficientBidOpen
  | ChangeOfCallOpen
  | CallOutOfRotationOpen
  | InadmissibleDoubleOpen
  | ObligedToPassOpen
  | BidAboveSevenOpen;

/** The fields every new open irregularity starts with. */
export function openBase(rec: { readonly event: number; readonly seat: Seat }): OpenBase {
  return { event: rec.event, seat: rec.seat, done: false, findings: {} };
}

/** Takes a finding from an open irregularity, removing it from its bag. */
export function take<K extends keyof FindingBag>(o: { findings: FindingBag }, k: K): FindingBag[K] {
  const v = o.findings[k];
  delete o.findings[k];
  return v;
}

/** A rectification that sends the director to an end-of-play damage judgment (23C, 27D, 72C…). */
export interface Review {
  readonly law: string;
  readonly event: number;
  readonly why: string;
  closed: boolean;
  /** A Law 16C3 review of a withdrawn call's information: used only when no other review is open. */
  readonly ui?: boolean;
}

/** A Law 26 lead restriction in waiting: it applies only if the offender becomes a defender. */
export interface LeadRight {
  readonly offender: Seat;
  readonly effect: Effect;
  /** Index of the withdrawn call's event; 2007 26A1 looks at the offender's later legal bids. */
  readonly from: number;
  /** 2007 26A: the suit the withdrawn call related to. */
  readonly suit?: 'C' | 'D' | 'H' | 'S';
  active: boolean;
}

export interface ExposedDuringAuction {
  readonly seat: Seat;
  readonly card: Card;
  readonly led: boolean;
  readonly event: number;
}

export interface AuctionState {
  readonly profile: EditionProfile;
  opens: AuctionOpen[];
  /** Findings given while nothing was open: they attach to the next irregularity. */
  floating: FindingBag;
  reviews: Review[];
  leadRights: LeadRight[];
  exposed: ExposedDuringAuction[];
  /** 2007 Law 30B2(b): this seat may not double or redouble at its next turn. */
  noDoubleAtNextTurn: Seat | null;
  /** The pending object this rule set last wrote into the machine. */
  shown: PendingRectification | null;
  /** Pass obligations the end of the auction lifted; owed again if the auction reopens. */
  suspendedPasses: DeepReadonly<Effect>[];
  /** Whether any irregularity has been opened on this board (fast path for clean auctions). */
  irregular: boolean;
  /** Work counter (deterministic): open irregularities visited while events were folded. */
  work: { opensVisited: number };
}

declare module '@stikk/core' {
  interface DirectorData {
    /** The auction director's bookkeeping (this module). */
    auction?: AuctionState;
  }
}

export function stateOf(m: Table): AuctionState {
  let s = m.director.auction;
  if (!s) {
    s = {
      profile: editionProfile(m.edition),
      opens: [],
      floating: {},
      reviews: [],
      leadRights: [],
      exposed: [],
      noDoubleAtNextTurn: null,
      shown: null,
      irregular: false,
      suspendedPasses: [],
      work: { opensVisited: 0 },
    };
    m.director.auction = s;
  }
  return s;
}

/**
 * At a real table the director is called at each irregularity (Law 9B1), so only a few are ever
 * open at once. A log with more open auction irregularities than this is refused: every open
 * one reacts to each call, so the bound keeps the fold's work per event constant.
 */
export const MAX_OPEN_IRREGULARITIES = 32;

/** Opens a new irregularity; it takes any findings the director gave while nothing was open. */
export function openIrregularity<O extends AuctionOpen>(m: Table, o: O): O {
  const st = stateOf(m);
  let live = 0;
  for (const x of st.opens) if (!x.done) live++;
  if (live >= MAX_OPEN_IRREGULARITIES) {
    m.refuse(
      'too-many-open-irregularities',
      `${live} auction irregularities are open at once without a ruling; the director must rule before the log goes on (at most ${MAX_OPEN_IRREGULARITIES}, Law 9B)`,
      '9B',
    );
  }
  const { nosDamaged, ...rest } = st.floating;
  o.findings = { ...rest, ...o.findings };
  st.floating = nosDamaged === undefined ? {} : { nosDamaged };
  st.opens.push(o);
  st.irregular = true;
  return o;
}

export type { CallRecord, Call };
