/**
 * Per-recipient views (DESIGN.md §3, Law 20F for explanations): what one seat, a kibitzer or the
 * director may see now. A view never contains a card its recipient may not see: own hand;
 * dummy once the opening lead is faced; cards played or exposed; the claimer's hand while a
 * claim is considered (Law 68C); all hands once the board has ended. The director sees all.
 */
import { legalCalls } from '../auction.js';
import { printCall } from '../call.js';
import { cardSuitIndex, printCard, type Card } from '../card.js';
import { printContract } from '../contract.js';
import { sortHand } from '../deal.js';
import type { TableState } from '../fold/fold.js';
import type { Message, PenaltyCardState, Phase, TricksBySide } from '../fold/state.js';
import { partner, SEATS, sideOf, type Seat } from '../seat.js';
import type { CardNote } from './card-note.js';
import {
  type CardCommon,
  heldCardInto,
  heldPlayPlace,
  jsonEqual,
  PLAYED_CARDS,
  type DeltaCache,
  type DeltaOp,
  type HeldView,
} from './delta.js';

/** Who a view is for: a seat, a kibitzer or the director. */
export type Recipient = Seat | 'kibitzer' | 'director';

/** A call as shown to a recipient, with its alert and (when they may hear it) explanation. */
export interface ViewCall {
  seat: Seat;
  call: string;
  alert?: boolean;
  /** Only the caller, the caller's opponents and the director, until the board is over (`hearsExplanation`). */
  explanation?: string;
}

/** A trick as shown: leader, cards in order, winner. */
export interface ViewTrick {
  leader: Seat;
  cards: { seat: Seat; card: string }[];
  winner: Seat | null;
}

/** The table as shown to one recipient (hands they may see, auction, play, rulings, score). */
export interface TableView {
  recipient: Recipient;
  board: number | null;
  dealer: Seat;
  vulnerable: string;
  phase: Phase;
  turn: Seat | null;
  auction: ViewCall[];
  contract: string | null;
  declarer: Seat | null;
  dummy: Seat | null;
  /** Visible hands (remaining cards); null for a hand the recipient may not see. */
  hands: Record<Seat, string[] | null>;
  /** Cards left in each hand (always public). */
  handSizes: Record<Seat, number>;
  tricks: ViewTrick[];
  tricksWon: TricksBySide;
  penaltyCards: PenaltyCardState[];
  exposed: string[];
  /**
   * The exposed cards (`exposed`) with the seat each belongs to, in seat order: public, so every recipient may draw
   * them face up in front of their owner (Law 24 during the auction, Laws 48–50 in play). A card of a hand the table
   * does not know is left out.
   */
  exposedBy: { seat: Seat; card: string }[];
  /**
   * The claim being considered, public (Law 68C): who, how many tricks, the statement, and who has agreed so far (the
   * claimer's opponents, Law 69A, and his partner concurring, 68B2; in seat order, absent while nobody has).
   */
  claim: { seat: Seat; tricks: number; statement?: string; agreed?: Seat[] } | null;
  pending: {
    law: string;
    kind: string;
    chooser: string | null;
    options: string[];
    needs: string[];
    explanation?: string;
    message?: Message;
  } | null;
  /** For a seat: the calls it may legally make now (when it is its turn in the auction). */
  legalCalls: string[];
  /** For a seat: the cards it may legally play now (its own, or dummy's for declarer). */
  legalCards: string[];
  /**
   * With `legalCards`, when an obligation narrows them below the cards that follow suit: the law that does (a
   * penalty card, `50C`/`50D`; a lead or play restriction, `26B`, `50D2`, `51A`, `57A`…). Null otherwise (always
   * present: views keep one shape, and a delta base holds every key).
   */
  legalLaw: string | null;
  result: string | null;
  score: TricksBySide | null;
}

/**
 * The one rule for who learns of a call's alert and explanation, in views and in events alike.
 * Online, alerts are self-alerts and explanations are written: the caller's opponents hear them
 * (Law 20F), and the director; partner does not (it would be unauthorized information, Law 16),
 * nor does a kibitzer — else a player could read partner's explanations by watching. Once the
 * board is over, everyone may.
 */
export function hearsExplanation(r: Recipient, caller: Seat, boardOver: boolean): boolean {
  if (boardOver || r === 'director' || r === caller) return true;
  if (r === 'kibitzer') return false;
  return sideOf(r) !== sideOf(caller);
}

/**
 * A table-log event (or a server's stored event) as recipient `r` may receive it: a call loses
 * its alert and explanation unless `r` hears them (`hearsExplanation`); a director call's reason
 * reaches only the director and the seat that called; a Law 20 question (review, explain) or a
 * correction of an explanation reaches only the asker, his opponents and the director, the others
 * get an empty event. Cards are not
 * filtered here: an event names only a card played or exposed, which is public by then.
 * `boardOver`: the event's board has ended.
 */
export function viewEventFor<E extends Readonly<Record<string, unknown>>>(
  e: E,
  r: Recipient,
  boardOver: boolean,
): Readonly<Record<string, unknown>> {
  const seat = typeof e.seat === 'string' ? (e.seat as Seat) : null;
  if ('call' in e && seat && ('alert' in e || 'explanation' in e) && !hearsExplanation(r, seat, boardOver)) {
    const { alert: _a, explanation: _x, ...rest } = e;
    return rest;
  }
  if ('summon' in e && r !== 'director' && r !== seat) return { ...e, summon: '' };
  // Law 20 questions online: the asker, the opponents who answer (the caller explains his own call in
  // writing, as behind screens) and the director learn of one; partner does not — a question can
  // suggest a call or play (Law 16B) — nor a kibitzer who could tell him: the audience of an explanation.
  // A correction of an explanation (Law 20F4) has the audience of the explanation it corrects.
  if (('review' in e || 'explain' in e || 'correct' in e) && seat && !hearsExplanation(r, seat, boardOver)) return {};
  return e;
}

/**
 * No legal calls or cards: one list for every view (most recipients, most acts), so a view that has just lost
 * its legal list keeps no new empty one until its next act. Frozen: views are never modified.
 */
const NONE = Object.freeze([]) as unknown as string[];

/** Whether `r` sees `seat`'s hand (a predicate, not a set: one view asks it four times). */
function seesHand(s: TableState, r: Recipient, seat: Seat): boolean {
  if (r === 'director' || s.phase === 'ended' || r === seat) return true;
  if (s.openingLeadFaced && s.dummy === seat) return true;
  // Law 68C: a claimer faces his hand.
  return s.claim?.seat === seat;
}

/**
 * What `viewFor` may reuse from earlier views of the same table (structural sharing): the shown form
 * of each call, trick and hand as last built, compared by content with what is to be shown on every
 * use, so a part that would be shown unchanged is the very object shown before. Deltas between two
 * views (`viewDelta`) then find unchanged parts equal by identity instead of comparing them deeply.
 * One memo may serve every recipient of a table: what differs by recipient (whether a hand is shown,
 * whether an explanation is heard) is part of each check.
 */
export interface ViewMemo {
  /**
   * The shown form of each standing call by its place in the auction, as last built for a recipient
   * who hears its alert and explanation (`heard`) and for one who does not (`unheard`).
   */
  readonly calls: { heard: ViewCall[]; unheard: ViewCall[] };
  /** The shown form of each trick by its place in the play, as last built (the same for every recipient). */
  readonly tricks: ViewTrick[];
  /** Per seat: the cards shown (as a 52-bit set, `cardSet`) and their shown form. */
  readonly hands: Partial<Record<Seat, { cards: number; view: string[] }>>;
  /**
   * The parts (`SHARED_PARTS`) of each recipient's last view, one record per recipient updated in place:
   * a part of the next view equal to its part there (lists item by item, records key by key) is that very
   * object. Fewer new objects outlive an act, and deltas skip such parts by identity. The view itself is
   * not kept (a caller keeping a delta's base keeps its own copy), so it dies young.
   */
  readonly last?: Partial<Record<Recipient, Partial<TableView>>>;
  /**
   * Each part built alike for every recipient (the tricks, hand sizes, score, …) as last built for any of
   * them: a part equal to it (as `last` compares) is that very object, so the recipients share one.
   */
  readonly parts?: Partial<Record<keyof TableView, unknown>>;
  /**
   * Set only inside `viewsOfOneState`: what the views of that one state build alike for every recipient, built
   * by the first of them and reused by the others (so the views of one act's recipients build it once).
   */
  common?: StateParts;
  /**
   * Keep nothing an act built that would live only until the table's next act (issue 22: at thousands of tables
   * such objects outlive the scavenges and are promoted): no shown hand, no trick still being played, no list of
   * tricks is kept from one view to the next (the tricks played to the end are). For a caller that holds its
   * delta bases compactly (`HeldView`) instead of by the views' parts. The views are the same.
   */
  lean?: boolean;
}

/**
 * The top-level parts of a view built alike for every recipient: one act's deltas to its recipients may share
 * what was found for them (`deltaCache(COMMON_VIEW_PARTS)`).
 */
export const COMMON_VIEW_PARTS: ReadonlySet<string> = new Set<CommonViewPart>([
  'turn',
  'contract',
  'declarer',
  'dummy',
  'handSizes',
  'tricks',
  'tricksWon',
  'penaltyCards',
  'exposed',
  'exposedBy',
  'claim',
  'pending',
  'score',
]);

/** The parts of the views of one state that do not depend on the recipient (see `viewsOfOneState`). */
export interface StateParts {
  /** The recipient-independent fields, as the first view of the state built them (already shared via `parts`). */
  built?: Pick<TableView, CommonViewPart>;
  /** Without `built`: the parts `heldCardDelta` reads, as the first of its calls for the state built them. */
  card?: CardCommon;
  /** The public parts of a card's note (`cardNote`), as the first of its calls for the state built them. */
  note?: NoteCommon;
  /**
   * The card's note for every recipient with no legal card now (three seats of four, the kibitzers): one object, so
   * whoever writes one act's messages finds it again by identity (the server writes its text once, issue 22).
   */
  bareNote?: CardNote;
  /** Each seat's shown hand, for the recipients who see it. */
  readonly hands: Partial<Record<Seat, string[]>>;
}

/** The parts of a card's note (`CardNote`) alike for every recipient. */
export interface NoteCommon {
  readonly turn: Seat | null;
  readonly index: number;
  readonly trick: ViewTrick;
  /** After a trick's last card: the tricks won. */
  readonly tricksWon: TricksBySide | undefined;
}

/** The fields of a view that are the same for every recipient of one state. */
export type CommonViewPart =
  | 'turn'
  | 'contract'
  | 'declarer'
  | 'dummy'
  | 'handSizes'
  | 'tricks'
  | 'tricksWon'
  | 'penaltyCards'
  | 'exposed'
  | 'exposedBy'
  | 'claim'
  | 'pending'
  | 'score';

/**
 * Runs `build`, which makes several views of ONE state with `memo` (one act's broadcast to its recipients): the
 * parts every recipient is shown alike are built once, by the first view, and are the very same objects in the
 * others. The state must not change while `build` runs. Each view is what `viewFor` builds without this.
 */
export function viewsOfOneState<T>(memo: ViewMemo, build: () => T): T {
  const outer = memo.common;
  if (outer !== undefined) return build();
  memo.common = { hands: {} };
  try {
    return build();
  } finally {
    memo.common = undefined;
  }
}

/** An empty `ViewMemo` (one per table; a memo that misses only costs the parts' rebuilding). */
export function viewMemo(): ViewMemo {
  return { calls: { heard: [], unheard: [] }, tricks: [], hands: {}, last: {}, parts: {} };
}

/** `next`, or `prev` when they hold the same items (mostly the very same objects, else equal as JSON). */
function sameList<T>(prev: T[] | undefined, next: T[]): T[] {
  if (prev === next || prev === undefined || prev.length !== next.length) return next;
  for (let i = 0; i < next.length; i++) if (prev[i] !== next[i] && !jsonEqual(prev[i], next[i])) return next;
  return prev;
}

/** `next`, or `prev` when both are records of the same keys with the same values (by identity). */
function sameRecord<T extends object | null>(prev: T | undefined, next: T): T {
  if (prev === next || prev === undefined || prev === null || next === null) return next;
  const a = prev as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  let n = 0;
  for (const k in b) {
    if (a[k] !== b[k]) return next;
    n++;
  }
  for (const _ in a) n--;
  return n === 0 ? prev : next;
}

/** `next`, or `prev` when it is equal as JSON (small parts: claim, pending, penalty cards). */
function sameJson<T>(prev: T | undefined, next: T): T {
  return prev !== undefined && jsonEqual(prev, next) ? prev : next;
}

type Same = (prev: unknown, next: unknown) => unknown;
/**
 * The parts of a view shared with the recipient's last one when unchanged, how each is compared, and
 * whether it is built alike for every recipient (then shared with the part built last for any of them).
 */
const SHARED_PARTS: readonly [keyof TableView, Same, boolean][] = [
  ['auction', sameList as Same, false],
  ['hands', sameRecord as Same, false],
  ['handSizes', sameRecord as Same, true],
  ['tricks', sameList as Same, true],
  ['tricksWon', sameRecord as Same, true],
  ['penaltyCards', sameJson, true],
  ['exposed', sameList as Same, true],
  ['exposedBy', sameJson, true],
  ['claim', sameJson, true],
  ['pending', sameJson, true],
  ['legalCalls', sameList as Same, false],
  ['legalCards', sameList as Same, false],
  ['score', sameRecord as Same, true],
];

/** The shown form of `h` (sorted, printed), the memo's when its cards are unchanged. */
function handView(seat: Seat, h: readonly Card[], memo: ViewMemo | undefined): string[] {
  if (memo?.lean) return shownHand(h);
  const m = memo?.hands[seat];
  const cards = memo ? cardSet(h) : 0;
  if (m && m.cards === cards) return m.view;
  const view = shownHand(h);
  // Updated in place: a new record (and its boxed 52-bit number) per hand changed would live until the next act.
  if (m) {
    m.cards = cards;
    m.view = view;
  } else if (memo) memo.hands[seat] = { cards, view };
  return view;
}

/**
 * The printed cards of `h` in the shown order (spades to clubs, ace to two: a card's number downwards, as
 * `sortHand`), counted into a scratch table and read back, so no copy of the hand is sorted: one new list only.
 */
function shownHand(h: readonly Card[]): string[] {
  const count = HAND_SCRATCH;
  for (let i = 0; i < h.length; i++) count[h[i]]++;
  const out = new Array<string>(h.length);
  let n = 0;
  for (let c = 51; c >= 0 && n < h.length; c--) {
    for (; count[c] > 0; count[c]--) out[n++] = printCard(c as Card);
  }
  // Only a hand holding something other than a card (never a dealt one) is left short: sorted as it was.
  return n === h.length ? out : sortHand(h).map(printCard);
}
/** How many times each card is in the hand being printed (all zero between calls). */
const HAND_SCRATCH = new Uint8Array(52);

/**
 * The cards of a hand as one number, bit `c` for card `c` (52 bits: exact in a double), so that the memo
 * keeps no copy of the hand; the shown form is sorted, so the set alone decides it.
 */
function cardSet(h: readonly Card[]): number {
  let set = 0;
  for (let i = 0; i < h.length; i++) set += CARD_BIT[h[i]];
  return set;
}
/** 2^c for each card `c` (a power per card of every hand of every view measured ~3 % of an online act's CPU). */
const CARD_BIT: readonly number[] = Array.from({ length: 52 }, (_, c) => 2 ** c);

/**
 * The shown form of the `i`-th trick, the memo's when it shows the same leader, cards and winner
 * (compared by content: the memo keeps no copy of the state's records).
 */
function trickView(t: TableState['tricks'][number], i: number, memo: ViewMemo | undefined): ViewTrick {
  const m = memo?.tricks[i];
  if (m && m.leader === t.leader && m.winner === t.winner && m.cards.length === t.plays.length) {
    let same = true;
    for (let k = 0; same && k < t.plays.length; k++) {
      const p = t.plays[k];
      same = m.cards[k].seat === p.seat && m.cards[k].card === printCard(p.card);
    }
    if (same) return m;
  }
  // A card already shown in this trick keeps its shown object (a trick grows one card per act).
  const view: ViewTrick = {
    leader: t.leader,
    cards: t.plays.map((x, k) => {
      const c = m?.cards[k];
      const card = printCard(x.card);
      return c && c.seat === x.seat && c.card === card ? c : playedView(x.seat, x.card);
    }),
    winner: t.winner,
  };
  if (memo && (!memo.lean || t.winner !== null)) memo.tricks[i] = view;
  return view;
}

/*
 * Issue 22: parts that are the same for every table (a card played by a seat, the hand sizes, the tricks won) are
 * one frozen object each, shared by every view of every table, so an act keeps no new copy of them alive until
 * its table's next act (at 5,000 tables such copies outlive the scavenges and are promoted to the old space).
 * Their JSON is the same as a fresh copy's.
 */

/** A card played by a seat as shown in a trick: one frozen object per seat and card. */
function playedView(seat: Seat, card: Card): { seat: Seat; card: string } {
  return (
    (PLAYED_CARDS[SEATS.indexOf(seat) * 52 + card] as { seat: Seat; card: string }) ?? { seat, card: printCard(card) }
  );
}

/** Hand sizes (0..13 each) by their number in base 14; filled as met (at most 14^4 = 38,416). */
const SIZES = new Map<number, Record<Seat, number>>();
function sharedSizes(h: Record<Seat, number>): Record<Seat, number> {
  const { N, E, S, W } = h;
  if (!(N >= 0 && N <= 13 && E >= 0 && E <= 13 && S >= 0 && S <= 13 && W >= 0 && W <= 13)) return h;
  const key = ((N * 14 + E) * 14 + S) * 14 + W;
  let x = SIZES.get(key);
  if (x === undefined) {
    x = Object.freeze({ N, E, S, W }) as Record<Seat, number>;
    SIZES.set(key, x);
  }
  return x;
}

/** Tricks won by each side (0..13 each) by their number in base 14. */
const WON = new Map<number, TricksBySide>();
function sharedTricksWon(t: Readonly<TricksBySide>): TricksBySide {
  const { NS, EW } = t;
  if (!(Number.isInteger(NS) && Number.isInteger(EW) && NS >= 0 && NS <= 13 && EW >= 0 && EW <= 13)) return { NS, EW };
  const key = NS * 14 + EW;
  let x = WON.get(key);
  if (x === undefined) {
    x = Object.freeze({ NS, EW }) as TricksBySide;
    WON.set(key, x);
  }
  return x;
}

/**
 * The legal cards as shown, or the shown hand itself when they are all its cards in its order (a lead, a void,
 * the last cards): no second list kept for the same cards.
 */
function sameAsHand(legal: string[], hand: string[] | null): string[] {
  if (hand === null || hand.length !== legal.length) return legal;
  for (let i = 0; i < legal.length; i++) if (legal[i] !== hand[i]) return legal;
  return hand;
}

/**
 * The shown form of the `i`-th standing call for a recipient who does or does not hear its alert and
 * explanation, the memo's when it shows the same (compared by content).
 */
function callView(c: TableState['calls'][number], i: number, hears: boolean, memo: ViewMemo | undefined): ViewCall {
  const alert = hears && c.alert === true;
  const explanation = hears ? c.explanation : undefined;
  const call = printCall(c.call);
  const list = memo ? (hears ? memo.calls.heard : memo.calls.unheard) : undefined;
  const m = list?.[i];
  if (m && m.seat === c.seat && m.call === call && (m.alert === true) === alert && m.explanation === explanation)
    return m;
  const v: ViewCall = { seat: c.seat, call };
  if (alert) v.alert = true;
  if (explanation !== undefined) v.explanation = explanation;
  if (list) list[i] = v;
  return v;
}

/**
 * The standing calls as shown to `r` (`callView` each); `before`, the recipient's last shown auction, itself when
 * it shows the same calls (as `sameList` would keep it), so an auction unchanged since is built into no new list.
 */
function auctionView(s: TableState, r: Recipient, memo: ViewMemo | undefined, before?: ViewCall[]): ViewCall[] {
  const calls = s.calls;
  const ended = s.phase === 'ended';
  let n = 0;
  for (let i = 0; i < calls.length; i++) if (calls[i].stands) n++;
  if (before !== undefined && before.length === n) {
    let same = true;
    for (let i = 0, j = 0; same && i < calls.length; i++) {
      const c = calls[i];
      if (!c.stands) continue;
      const v = callView(c, j, hearsExplanation(r, c.seat, ended), memo);
      same = before[j] === v || jsonEqual(before[j], v);
      j++;
    }
    if (same) return before;
  }
  const out = new Array<ViewCall>(n);
  for (let i = 0, j = 0; i < calls.length; i++) {
    const c = calls[i];
    if (c.stands) out[j] = callView(c, j++, hearsExplanation(r, c.seat, ended), memo);
  }
  return out;
}

/** The hands as shown to `r`: null for each hand `r` may not see (`seesHand`). */
function handsFor(s: TableState, r: Recipient, memo: ViewMemo | undefined): Record<Seat, string[] | null> {
  const common = memo?.common;
  const hands = {} as Record<Seat, string[] | null>;
  // Indexed loops, here and below: an iterator's results were a tenth of what a view allocates.
  for (let i = 0; i < SEATS.length; i++) {
    const seat = SEATS[i];
    const h = s.hands[seat];
    if (!h || !seesHand(s, r, seat)) hands[seat] = null;
    else if (common) hands[seat] = common.hands[seat] ??= handView(seat, h, memo);
    else hands[seat] = handView(seat, h, memo);
  }
  return hands;
}

/**
 * What `legalFor` found last: one record overwritten by each call (read at once by its caller), not a new
 * record per view.
 */
const LEGAL: { calls: string[]; cards: string[]; law: string | null } = { calls: NONE, cards: NONE, law: null };

/**
 * The calls and the cards `r` may make now, and the law narrowing the cards (`TableView.legalCalls`, `legalCards`,
 * `legalLaw`), into `LEGAL`: only a seat, only at its turn (declarer for dummy), and nothing while a ruling is
 * awaited (but a disputed claim at a table without a director, `playOn`). `hands`: the hands as shown to `r`.
 */
function legalFor(
  s: TableState,
  r: Recipient,
  turn: Seat | null,
  hands: Record<Seat, string[] | null> | null,
  playOn: boolean,
): void {
  LEGAL.calls = NONE;
  LEGAL.cards = NONE;
  LEGAL.law = null;
  const waits = s.pending !== null && !(playOn && s.pending.kind === 'claim-disputed' && s.phase === 'play');
  if (r === 'director' || r === 'kibitzer' || waits) return;
  if (s.phase === 'auction' && turn === r) {
    const mp = s.restrictions.some((e) => e.kind === 'must-pass' && e.seat === r);
    LEGAL.calls = mp ? ['P'] : legalCalls(s.auctionSummary(), r).map(printCall);
  }
  if ((s.phase === 'play' || s.phase === 'clarification') && turn) {
    const actsFor = turn === s.dummy ? s.declarer : turn;
    if (actsFor === r) {
      const ruled = s.rules?.legalCards?.(s, turn);
      if (ruled) LEGAL.law = ruled.law;
      const shown = hands ? hands[turn] : handsFor(s, r, undefined)[turn];
      LEGAL.cards = sameAsHand((ruled ? ruled.cards : playable(s, turn)).map(printCard), shown);
    }
  }
}

/**
 * What one recipient may see of the table: hidden hands nulled, explanations only to those who may hear them.
 * With `memo`, unchanged parts are shared with earlier views (never to be modified by the caller). `held`: the
 * view the recipient holds (a delta's base, kept by the caller), read only: a part equal to its part there is
 * that very object, in place of the memo's `last`. `into`: an object of the caller's whose first keys are those of a
 * view, in a view's order (their values are overwritten), written into and returned in place of a new view: a
 * caller extending the view with keys of its own builds one object, not two. `playOn`: the table has no director,
 * so a disputed claim waits for nobody: the player in turn is offered his cards, and the card he plays voids the
 * claim (Law 68D2; the prevent-mode fold already takes it).
 */
export function viewFor<V extends TableView = TableView>(
  s: TableState,
  r: Recipient,
  memo?: ViewMemo,
  held?: Readonly<Partial<TableView>>,
  into?: V,
  playOn = false,
): V {
  const common = memo?.common;
  const hands = handsFor(s, r, memo);
  const last = memo?.last;
  const before = memo ? (held ?? last?.[r])?.auction : undefined;
  const auction = auctionView(s, r, memo, before);
  let st = common?.built;
  const fresh = st === undefined;
  if (st === undefined) {
    st = stateParts(s, memo);
    if (common) common.built = st;
  }
  const turn = st.turn;
  legalFor(s, r, turn, hands, playOn);
  const legal = LEGAL.calls;
  const cards = LEGAL.cards;
  const legalLaw = LEGAL.law;
  let view: TableView;
  if (into === undefined)
    view = {
      recipient: r,
      board: s.board,
      dealer: s.dealer,
      vulnerable: s.vulnerable,
      phase: s.phase,
      turn,
      auction,
      contract: st.contract,
      declarer: st.declarer,
      dummy: st.dummy,
      hands,
      handSizes: st.handSizes,
      tricks: st.tricks,
      tricksWon: st.tricksWon,
      penaltyCards: st.penaltyCards,
      exposed: st.exposed,
      exposedBy: st.exposedBy,
      claim: st.claim,
      pending: st.pending,
      legalCalls: legal,
      legalCards: cards,
      legalLaw,
      result: s.result,
      score: st.score,
    };
  else {
    // Stores into the caller's object, whose keys are already there in this order (the same JSON).
    view = into;
    view.recipient = r;
    view.board = s.board;
    view.dealer = s.dealer;
    view.vulnerable = s.vulnerable;
    view.phase = s.phase;
    view.turn = turn;
    view.auction = auction;
    view.contract = st.contract;
    view.declarer = st.declarer;
    view.dummy = st.dummy;
    view.hands = hands;
    view.handSizes = st.handSizes;
    view.tricks = st.tricks;
    view.tricksWon = st.tricksWon;
    view.penaltyCards = st.penaltyCards;
    view.exposed = st.exposed;
    view.exposedBy = st.exposedBy;
    view.claim = st.claim;
    view.pending = st.pending;
    view.legalCalls = legal;
    view.legalCards = cards;
    view.legalLaw = legalLaw;
    view.result = s.result;
    view.score = st.score;
  }
  if (memo && fresh) {
    // Parts of a board no longer shown (a new board, an undo) are not kept.
    if (memo.tricks.length > view.tricks.length) memo.tricks.length = view.tricks.length;
    const calls = memo.calls;
    if (calls.heard.length > auction.length) calls.heard.length = auction.length;
    if (calls.unheard.length > auction.length) calls.unheard.length = auction.length;
  }
  if (!memo) return view as V;
  let prev = held as Record<string, unknown> | undefined;
  // The memo keeps the recipient's parts only when the caller holds no view of its own.
  const keep = prev === undefined && last !== undefined;
  if (keep) {
    prev = last[r];
    if (prev === undefined) {
      prev = {};
      last[r] = prev;
    }
  }
  const parts = memo.parts as Record<string, unknown> | undefined;
  if (prev === undefined && parts === undefined) return view as V;
  const v = view as unknown as Record<string, unknown>;
  for (let i = 0; i < SHARED_PARTS.length; i++) {
    const part = SHARED_PARTS[i];
    const k = part[0];
    const same = part[1];
    const alike = part[2];
    // Inside `viewsOfOneState` the parts alike for all were shared once, when the state's parts were built.
    if (alike && common) {
      if (keep && prev![k] !== v[k]) prev![k] = v[k];
      continue;
    }
    const fresh = v[k];
    let kept = prev ? same(prev[k], fresh) : fresh;
    // A lean memo keeps no list of tricks (it changes at every card).
    if (alike && parts && !(memo.lean && k === 'tricks')) {
      if (kept === fresh) kept = same(parts[k], fresh);
      if (parts[k] !== kept) parts[k] = kept;
    }
    v[k] = kept;
    if (keep && prev && prev[k] !== kept) prev[k] = kept;
  }
  return view as V;
}

/*
 * Issue 22: most acts at a table are ordinary — a call while the auction goes on, a card while the play goes on —
 * and change few parts of anyone's view: the turn, the auction or the trick, a hand, the legal calls or cards. A
 * server sending each recipient what changed may then build just those parts (`ordinaryParts`) instead of whole
 * views to compare, when the act is ordinary (`ordinaryAct`) and the view the recipient holds shows the state such
 * an act starts from (`ordinaryBase`): every other part is then the same before and after.
 */

/** The kinds of ordinary act. */
export type OrdinaryAct = 'call' | 'card';

/** The parts of a view an ordinary act may change, in a view's order of keys. */
export const ORDINARY_PARTS: { readonly [A in OrdinaryAct]: readonly (keyof TableView)[] } = {
  call: ['turn', 'auction', 'contract', 'declarer', 'dummy', 'legalCalls'],
  card: ['turn', 'hands', 'handSizes', 'tricks', 'tricksWon', 'legalCards', 'legalLaw'],
};

/**
 * Whether the act just folded into `s` — a call (`call`: a new call, not a change of one) or a card (`card`) — is
 * an ordinary one: the auction or the play goes on after it, with nothing pending, claimed, exposed or scored; a card
 * is not the opening lead (which faces dummy). The phase before it is checked by `ordinaryBase`.
 */
export function ordinaryAct(s: TableState, act: OrdinaryAct): boolean {
  if (s.pending !== null || s.claim !== null || s.result !== null || s.score !== null) return false;
  if (s.exposed.size > 0 || s.penaltyCards.length > 0) return false;
  if (act === 'call') return s.phase === 'auction';
  if (s.phase !== 'play' || s.tricks.length === 0) return false;
  return s.tricks.length > 1 || s.tricks[0].plays.length > 1;
}

const emptyList = (x: unknown): boolean => Array.isArray(x) && x.length === 0;

/**
 * Whether view `v` (a view's top-level parts, as a delta's base holds them) shows a state an ordinary act on the
 * board of `s` starts from: the same board and phase, nothing pending, claimed, exposed or scored. With `ordinaryAct`
 * true of `s` too, the parts outside `ORDINARY_PARTS` are the same in `v` and in the view of `s`.
 */
export function ordinaryBase(v: Readonly<Record<string, unknown>>, s: TableState): boolean {
  return (
    v.board === s.board &&
    v.phase === s.phase &&
    v.pending === null &&
    v.claim === null &&
    v.result === null &&
    v.score === null &&
    emptyList(v.penaltyCards) &&
    emptyList(v.exposed) &&
    emptyList(v.exposedBy)
  );
}

/** What `ordinaryParts` returns, by kind of act: one list each, overwritten by each call (read at once). */
const CALL_VALUES: unknown[] = new Array<unknown>(ORDINARY_PARTS.call.length).fill(null);
const CARD_VALUES: unknown[] = new Array<unknown>(ORDINARY_PARTS.card.length).fill(null);

/**
 * The parts `ORDINARY_PARTS[act]` of `r`'s view of `s`, in that order, as `viewFor` (same `memo`, `held`, `playOn`)
 * shows them: after an ordinary act, the parts of `r`'s view that may differ from the view `r` held. The list is
 * overwritten by the next call.
 */
export function ordinaryParts(
  s: TableState,
  r: Recipient,
  act: OrdinaryAct,
  memo?: ViewMemo,
  held?: Readonly<Partial<TableView>>,
  playOn = false,
): readonly unknown[] {
  const common = memo?.common;
  let st = common?.built;
  if (st === undefined) {
    st = stateParts(s, memo);
    if (common) common.built = st;
  }
  if (act === 'call') {
    const out = CALL_VALUES;
    const before = memo ? (held ?? memo.last?.[r])?.auction : undefined;
    const auction = auctionView(s, r, memo, before);
    legalFor(s, r, st.turn, null, playOn);
    out[0] = st.turn;
    out[1] = auction;
    out[2] = st.contract;
    out[3] = st.declarer;
    out[4] = st.dummy;
    out[5] = LEGAL.calls;
    return out;
  }
  const hands = handsFor(s, r, memo);
  legalFor(s, r, st.turn, hands, playOn);
  const out = CARD_VALUES;
  out[0] = st.turn;
  out[1] = hands;
  out[2] = st.handSizes;
  out[3] = st.tricks;
  out[4] = st.tricksWon;
  out[5] = LEGAL.cards;
  out[6] = LEGAL.law;
  return out;
}

/**
 * The fields of a view of `s` built alike for every recipient; inside `viewsOfOneState` each part is at once
 * the memo's shared one (`parts`) when equal to it.
 */
function stateParts(s: TableState, memo: ViewMemo | undefined): Pick<TableView, CommonViewPart> {
  const handSizes = handSizesOf(s);
  const p = s.pending;
  const st: Pick<TableView, CommonViewPart> = {
    turn: s.turn(),
    contract: s.contract ? printContract(s.contract) : null,
    declarer: s.declarer,
    dummy: s.declarer ? partner(s.declarer) : null,
    handSizes: sharedSizes(handSizes),
    tricks: s.tricks.map((t, i) => trickView(t, i, memo)),
    tricksWon: sharedTricksWon(s.tricksWon),
    penaltyCards: s.penaltyCards.map((x) => ({ ...x })),
    exposed: [...s.exposed].map(printCard),
    exposedBy: exposedBySeat(s),
    claim: s.claim
      ? {
          seat: s.claim.seat,
          tricks: s.claim.tricks,
          ...(s.claim.statement !== undefined ? { statement: s.claim.statement } : {}),
          ...(s.claim.agreed.size ? { agreed: SEATS.filter((x) => s.claim!.agreed.has(x)) } : {}),
        }
      : null,
    pending: p
      ? {
          law: p.law,
          kind: p.kind,
          chooser: p.chooser,
          options: [...p.options],
          needs: [...p.needs],
          ...(p.explanation ? { explanation: p.explanation } : {}),
          ...(p.message ? { message: { code: p.message.code, params: { ...p.message.params } } } : {}),
        }
      : null,
    score: s.score ? { ...s.score } : null,
  };
  const parts = memo?.common ? (memo.parts as Record<string, unknown> | undefined) : undefined;
  if (parts) {
    const x = st as unknown as Record<string, unknown>;
    for (let i = 0; i < SHARED_PARTS.length; i++) {
      const part = SHARED_PARTS[i];
      const k = part[0];
      const same = part[1];
      const alike = part[2];
      if (!alike || (memo!.lean && k === 'tricks')) continue;
      const kept = same(parts[k], x[k]);
      if (parts[k] !== kept) parts[k] = kept;
      x[k] = kept;
    }
  }
  return st;
}

/** The exposed cards of `s` with their owners, in seat order (`TableView.exposedBy`). */
function exposedBySeat(s: TableState): { seat: Seat; card: string }[] {
  if (s.exposed.size === 0) return [];
  const out: { seat: Seat; card: string }[] = [];
  for (const seat of SEATS) {
    const h = s.hands[seat];
    if (!h) continue;
    for (const c of sortHand(h.filter((c) => s.exposed.has(c)))) out.push({ seat, card: printCard(c) });
  }
  return out;
}

/** The tricks `seat` has played a card to. */
function tricksPlayedTo(s: TableState, seat: Seat): number {
  let n = 0;
  for (const t of s.tricks) if (t.plays.some((p) => p.seat === seat)) n++;
  return n;
}

/** No hand shown: `legalFor`'s hands when the legal cards are not to be the shown hand's own list. */
const NO_HANDS: Record<Seat, string[] | null> = Object.freeze({ N: null, E: null, S: null, W: null });

/**
 * Issue 22: the operations `heldPartsDelta(held, ORDINARY_PARTS.card, ordinaryParts(s, r, 'card', memo, held.rest,
 * playOn), cache, hold)` finds after an ordinary card (`ordinaryAct`), when `held` holds `r`'s view before it
 * (`ordinaryBase`), found without building the hands shown to `r`: the player's hand loses the card played and the
 * other hands are unchanged (`heldPlayPlace`), so the hands' operation comes from the hands held. The same operations
 * in the same order, and with `hold` the same held view after. Null, with nothing done, when the hands are not held
 * as bytes or the held hand does not hold the card (the caller then takes `ordinaryParts`).
 */
export function heldCardDelta(
  held: HeldView,
  s: TableState,
  r: Recipient,
  memo: ViewMemo | undefined,
  playOn: boolean,
  cache: DeltaCache | undefined,
  hold: boolean,
): DeltaOp[] | null {
  const trick = s.tricks[s.tricks.length - 1];
  const play = trick?.plays[trick.plays.length - 1];
  if (play === undefined) return null;
  const place = heldPlayPlace(held, play.seat, printCard(play.card));
  if (place === -1) return null;
  const st = cardAct(s, r, memo, playOn);
  const cards = LEGAL.cards;
  const law = LEGAL.law;
  const ops: DeltaOp[] = [];
  heldCardInto(held, play.seat, place, st, cards, law, ops, cache, hold);
  return ops;
}

/**
 * Issue 22: `r`'s card note (`CardNote`, view/card-note.ts) after the card just played in `s`, an ordinary one
 * (`ordinaryAct(s, 'card')`): folded into `r`'s view before the card (`foldCardNote`), it gives `viewFor(s, r, memo,
 * …, playOn)`. The public parts are `memo`'s for the act, built once (as `heldCardDelta` shares them); the legal cards
 * are `r`'s own. Null when no card has been played.
 */
export function cardNote(s: TableState, r: Recipient, memo: ViewMemo | undefined, playOn: boolean): CardNote | null {
  const trick = s.tricks[s.tricks.length - 1];
  const play = trick?.plays[trick.plays.length - 1];
  if (play === undefined) return null;
  const st = noteAct(s, r, memo, playOn);
  const common = memo?.common;
  const bare = LEGAL.cards.length === 0 && LEGAL.law === null;
  if (bare && common?.bareNote !== undefined) return common.bareNote;
  const note: { -readonly [K in keyof CardNote]: CardNote[K] } = {
    seat: play.seat,
    card: printCard(play.card),
    turn: st.turn,
    index: st.index,
    trick: st.trick,
  };
  // What is as the recipient holds it is left out: the tricks won but after a trick's last card, no legal cards.
  if (st.tricksWon !== undefined) note.tricksWon = st.tricksWon;
  if (LEGAL.cards.length > 0) note.legalCards = LEGAL.cards;
  if (LEGAL.law !== null) note.legalLaw = LEGAL.law;
  if (bare && common) common.bareNote = note;
  return note;
}

/**
 * After a card: the public parts of its note (`NoteCommon`), `memo`'s for the act once built, and `r`'s legal cards
 * and their law into `LEGAL` (read at once).
 */
function noteAct(s: TableState, r: Recipient, memo: ViewMemo | undefined, playOn: boolean): NoteCommon {
  const common = memo?.common;
  let st = common?.note;
  if (st === undefined) {
    st = noteCommon(s, memo);
    if (common) common.note = st;
  }
  legalFor(s, r, st.turn, NO_HANDS, playOn);
  return st;
}

/**
 * The public parts of a card's note, from the parts this act's views or deltas built when there are some, else built
 * for the note alone: the trick the card went to, not the whole list of tricks (issue 22: at thousands of tables the
 * earlier tricks' records are out of the processor's caches, and comparing each with the memo's took ~5 % of the
 * server's main thread in `server-load`).
 */
function noteCommon(s: TableState, memo: ViewMemo | undefined): NoteCommon {
  const index = s.tricks.length - 1;
  const trick = s.tricks[index];
  const done = trick.winner !== null;
  const built = memo?.common?.built ?? memo?.common?.card;
  if (built !== undefined) {
    const tricks = built.tricks as ViewTrick[];
    return {
      turn: built.turn as Seat | null,
      index,
      trick: tricks[index],
      tricksWon: done ? (built.tricksWon as TricksBySide) : undefined,
    };
  }
  const tricksWon = done ? actTricksWon(s, memo) : undefined;
  return { turn: s.turn(), index, trick: trickView(trick, index, memo), tricksWon };
}

/**
 * The tricks won after a card as the act's parts share them (`stateParts`' sharing, `ViewMemo.parts`): a card's note
 * and a card's delta found in the same act hold the same object.
 */
function actTricksWon(s: TableState, memo: ViewMemo | undefined): TricksBySide {
  const won = sharedTricksWon(s.tricksWon);
  const parts = memo?.common ? memo.parts : undefined;
  return parts ? (parts.tricksWon = sameRecord(parts.tricksWon as TricksBySide | undefined, won)) : won;
}

/**
 * After a card: the parts alike for every recipient (`CardCommon`), `memo`'s for the act once built, and `r`'s legal
 * cards and their law into `LEGAL` (read at once).
 */
function cardAct(s: TableState, r: Recipient, memo: ViewMemo | undefined, playOn: boolean): CardCommon {
  const common = memo?.common;
  let st: CardCommon | undefined = common?.built ?? common?.card;
  if (st === undefined) {
    st = cardCommon(s, memo);
    if (common) common.card = st;
  }
  legalFor(s, r, st.turn as Seat | null, NO_HANDS, playOn);
  return st;
}

/**
 * The parts `heldCardDelta` reads (`CardCommon`), as `stateParts` builds and shares them (`ViewMemo.parts`), without
 * the parts an ordinary card leaves as they were (contract, claim, pending choice, score, …): issue 22, once an act.
 */
function cardCommon(s: TableState, memo: ViewMemo | undefined): CardCommon {
  const x = {
    turn: s.turn(),
    handSizes: sharedSizes(handSizesOf(s)),
    tricks: s.tricks.map((t, i) => trickView(t, i, memo)),
    tricksWon: actTricksWon(s, memo),
  };
  const parts = memo?.common ? memo.parts : undefined;
  if (parts) {
    // `stateParts`' sharing, for the hand sizes and tricks too (the hand sizes are mostly shared already).
    x.handSizes = parts.handSizes = sameRecord(parts.handSizes as typeof x.handSizes | undefined, x.handSizes);
    if (!memo!.lean) x.tricks = parts.tricks = sameList(parts.tricks as typeof x.tricks | undefined, x.tricks);
  }
  return x;
}

/** Each seat's number of cards left (`TableView.handSizes`): its hand's, or 13 less the tricks it played to. */
function handSizesOf(s: TableState): Record<Seat, number> {
  const handSizes = {} as Record<Seat, number>;
  for (let i = 0; i < SEATS.length; i++) {
    const seat = SEATS[i];
    const h = s.hands[seat];
    handSizes[seat] = h ? h.length : 13 - tricksPlayedTo(s, seat);
  }
  return handSizes;
}

/** Cards `seat` may play now as far as following suit goes (Law 44C; the rules' `legalCards` narrow them). */
export function playable(s: TableState, seat: Seat): Card[] {
  const h = s.hands[seat];
  if (!h) return [];
  const led = s.ledSuit();
  if (led === null) return [...h];
  const follow = h.filter((c) => cardSuitIndex(c) === led);
  return follow.length ? follow : [...h];
}
