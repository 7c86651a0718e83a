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

/** An irregularity that is not fully rectified yet. */
export abstract class Open {
  done = false;
  findings: FindingBag = {};
  constructor(
    readonly event: number,
    /** The offender. */
    readonly seat: Seat,
  ) {}
  /** The pending rectification to show while open (null: nothing to choose or find right now). */
  abstract pending(m: Table): PendingRectification | null;
  /** A call event arrived while this is open (conduct: acceptance, forfeiture, replacement). */
  onCall(_m: Table, _ev: CallEvent, _index: number): CallOutcome {
    return 'continue';
  }
  /** The director ruled: findings were merged into `findings`. */
  onDirector(_m: Table): void {}
  /** The auction has just ended (phase left `auction`). */
  onAuctionEnd(_m: Table): void {}
  /** The opening lead is about to be faced (first card after the auction). */
  onOpeningLead(_m: Table): void {}
  /** Takes a finding, removing it from the bag. */
  take<K extends keyof FindingBag>(k: K): FindingBag[K] {
    const v = this.findings[k];
    delete this.findings[k];
    return v;
  }
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
  opens: Open[];
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

/** Opens a new irregularity; it takes any findings the director gave while nothing was open. */
/**
 * At a real table the director is called at each irregularity (Law 9B1), so only a few are ever
 * open at once. A log with more open auction irregularities than this is refused: every open
 * one reacts to each call, so the bound keeps the fold's work per event constant.
 */
export const MAX_OPEN_IRREGULARITIES = 32;

export function openIrregularity(m: Table, o: Open): Open {
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
