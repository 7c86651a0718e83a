/**
 * The auction (Laws 17–22) over the calls that stand: whose turn, which calls are legal,
 * when it ends, the final contract and declarer.
 */
import { bidRank, printCall, type Bid, type Call } from './call.js';
import { contract as mkContract, PASSED_OUT, type Contract, type Risk } from './contract.js';
import { fail, ok, type Result } from './result.js';
import { nextSeat, sameSide, type Seat } from './seat.js';
import { STRAINS, type Strain } from './strain.js';

/** A call together with the seat that made it. */
export interface AuctionCall {
  readonly seat: Seat;
  readonly call: Call;
}

/** A summary of an auction, derived from the calls that stand. */
export interface AuctionSummary {
  /** The seat due to call next (Law 17), or null once the auction is over. */
  readonly turn: Seat | null;
  readonly lastBid: Bid | null;
  readonly lastBidder: Seat | null;
  /** Risk on the last bid: '' | 'X' | 'XX'. */
  readonly risk: Risk;
  /** Who made the last double or redouble, if any, after the last bid. */
  readonly lastDoubler: Seat | null;
  /** Consecutive passes at the end. */
  readonly trailingPasses: number;
  /** Law 17D: three passes after a bid, or four passes. */
  readonly complete: boolean;
  readonly passedOut: boolean;
}

/** The summary of an empty auction: the dealer is to call. */
export function emptySummary(dealer: Seat): AuctionSummary {
  return {
    turn: dealer,
    lastBid: null,
    lastBidder: null,
    risk: '',
    lastDoubler: null,
    trailingPasses: 0,
    complete: false,
    passedOut: false,
  };
}

/**
 * The summary after one more call: O(1), so a fold can keep the summary of every prefix of the
 * auction without re-reading it (`summarize` is this step repeated).
 */
export function stepSummary(s: AuctionSummary, { seat, call }: AuctionCall): AuctionSummary {
  let { lastBid, lastBidder, risk, lastDoubler, trailingPasses: trailing } = s;
  switch (call.type) {
    case 'pass':
      trailing++;
      break;
    case 'bid':
      lastBid = call;
      lastBidder = seat;
      risk = '';
      lastDoubler = null;
      trailing = 0;
      break;
    case 'double':
      risk = 'X';
      lastDoubler = seat;
      trailing = 0;
      break;
    case 'redouble':
      risk = 'XX';
      lastDoubler = seat;
      trailing = 0;
      break;
  }
  const passedOut = lastBid === null && trailing >= 4;
  const complete = passedOut || (lastBid !== null && trailing >= 3);
  return {
    turn: complete ? null : nextSeat(seat),
    lastBid,
    lastBidder,
    risk,
    lastDoubler,
    trailingPasses: trailing,
    complete,
    passedOut,
  };
}

/** Summarises an auction so far (last bid, doubles, turn, passes) by stepping through its calls from the dealer. */
export function summarize(dealer: Seat, calls: readonly AuctionCall[]): AuctionSummary {
  let s = emptySummary(dealer);
  for (const c of calls) s = stepSummary(s, c);
  return s;
}

/** Why a call is not legal at this point of the auction, with the law that says so. */
export type CallIllegality =
  | { code: 'auction-over'; law: '39' }
  | { code: 'insufficient-bid'; law: '27' }
  | { code: 'bid-above-seven'; law: '38' }
  | { code: 'inadmissible-double'; law: '36' }
  | { code: 'inadmissible-redouble'; law: '36' };

/**
 * Why a call by the player in turn would be illegal (Laws 18, 19, 36, 38, 39), or null if legal.
 * Rotation (Law 28–32) is checked separately: this is about the call itself.
 */
export function callIllegality(summary: AuctionSummary, seat: Seat, call: Call): CallIllegality | null {
  if (summary.complete) return { code: 'auction-over', law: '39' };
  switch (call.type) {
    case 'pass':
      return null;
    case 'bid':
      if (call.level > 7) return { code: 'bid-above-seven', law: '38' };
      if (summary.lastBid && bidRank(call) <= bidRank(summary.lastBid)) return { code: 'insufficient-bid', law: '27' };
      return null;
    case 'double':
      // Law 19A1: only the last bid, made by an opponent, with no call other than pass since.
      if (!summary.lastBidder || sameSide(summary.lastBidder, seat) || summary.risk !== '')
        return { code: 'inadmissible-double', law: '36' };
      return null;
    case 'redouble':
      // Law 19B1: only an opponent's double of one's own side's bid, with no call since but passes.
      if (summary.risk !== 'X' || !summary.lastDoubler || sameSide(summary.lastDoubler, seat))
        return { code: 'inadmissible-redouble', law: '36' };
      return null;
  }
}

/** A call made at the table, classified: the irregularity it is, with its law and a message. */
export interface CallIrregularity {
  readonly code: 'call-out-of-rotation' | 'call-by-player-required-to-pass' | CallIllegality['code'];
  readonly law: string;
  readonly message: string;
}

/** What binds the caller at this turn besides the auction itself. */
export interface CallObligations {
  /** The caller must pass (Laws 23–39 rectifications): the law that says so. */
  readonly mustPass?: { readonly law: string } | undefined;
  /** 2007 Law 30B2(b): the caller may not double or redouble at this turn. */
  readonly noDoubleNow?: boolean;
}

/**
 * Call legality in one place (Laws 17–19, 28–32, 35–39), used by the core fold and the digital
 * director: the irregularity a call is, or null when it may stand. Order: a bid above seven is
 * Law 38 in or out of rotation; then rotation (Laws 28–32); a double or redouble Law 19 forbids is
 * Law 36 even from a player obliged to pass (37A excludes it); then the obligation (Law 37);
 * then sufficiency and admissibility (Laws 27, 36, 39).
 */
export function classifyCall(
  summary: AuctionSummary,
  seat: Seat,
  call: Call,
  obligations: CallObligations = {},
): CallIrregularity | null {
  if (call.type === 'bid' && call.level > 7) return irregularCall({ code: 'bid-above-seven', law: '38' }, seat, call);
  if (seat !== summary.turn) {
    const law = call.type === 'pass' ? '30' : call.type === 'bid' ? '31' : '32';
    return {
      code: 'call-out-of-rotation',
      law,
      message: `${seat} called ${printCall(call)} out of rotation; it was ${summary.turn}'s turn (Laws 28–32)`,
    };
  }
  const bad = callIllegality(summary, seat, call);
  const { mustPass, noDoubleNow } = obligations;
  if (call.type !== 'pass' && (mustPass || (noDoubleNow && (call.type === 'double' || call.type === 'redouble')))) {
    if (bad && (bad.code === 'inadmissible-double' || bad.code === 'inadmissible-redouble')) {
      return { code: bad.code, law: '36', message: `${seat}'s ${printCall(call)} is inadmissible (Laws 19, 36)` };
    }
    const why = mustPass
      ? `must pass (Law ${mustPass.law})`
      : 'may not double or redouble at this turn (Law 30B2(b), 2007)';
    return {
      code: 'call-by-player-required-to-pass',
      law: '37',
      message: `${seat} ${why} but called ${printCall(call)} (Law 37)`,
    };
  }
  return bad ? irregularCall(bad, seat, call) : null;
}

/** Messages are built only for an irregular call: most calls are legal. */
function irregularCall(bad: CallIllegality, seat: Seat, call: Call): CallIrregularity {
  return { code: bad.code, law: bad.law, message: ILLEGAL_CALL_MESSAGES[bad.code](seat, printCall(call)) };
}

const ILLEGAL_CALL_MESSAGES: Record<CallIllegality['code'], (seat: Seat, call: string) => string> = {
  'insufficient-bid': (seat, call) => `${call} by ${seat} is insufficient (Law 27)`,
  'bid-above-seven': (seat, call) => `${call} by ${seat} is a bid above the seven level (Law 38)`,
  'inadmissible-double': (seat) => `${seat}'s double is inadmissible (Laws 19A, 36)`,
  'inadmissible-redouble': (seat) => `${seat}'s redouble is inadmissible (Laws 19B, 36)`,
  'auction-over': (seat) => `${seat} called after the auction ended (Law 39)`,
};

/** All calls legal for the player in turn. */
export function legalCalls(summary: AuctionSummary, seat: Seat): Call[] {
  if (summary.complete) return [];
  const out: Call[] = [{ type: 'pass' }];
  if (callIllegality(summary, seat, { type: 'double' }) === null) out.push({ type: 'double' });
  if (callIllegality(summary, seat, { type: 'redouble' }) === null) out.push({ type: 'redouble' });
  const from = summary.lastBid ? bidRank(summary.lastBid) + 1 : 0;
  for (let r = from; r < 35; r++) out.push({ type: 'bid', level: Math.floor(r / 5) + 1, strain: STRAINS[r % 5] });
  return out;
}

/** Law 22: the final contract, or null while the auction goes on. */
export function finalContract(summary: AuctionSummary): Contract | null {
  if (!summary.complete) return null;
  if (summary.passedOut || !summary.lastBid) return PASSED_OUT;
  return mkContract(summary.lastBid.level, summary.lastBid.strain, summary.risk);
}

/**
 * Law 22: declarer is the player of the side that won the contract who first named its strain.
 */
export function declarerOf(calls: readonly AuctionCall[], side: Seat, strain: Strain): Seat {
  for (const { seat, call } of calls) {
    if (call.type === 'bid' && call.strain === strain && sameSide(seat, side)) return seat;
  }
  return side;
}

/** How an auction ended: the final contract and its declarer (null when passed out). */
export interface AuctionResult {
  readonly contract: Contract;
  readonly declarer: Seat | null;
}

/** Folds a sequence of legal calls from the dealer; an illegal call is an error citing its law. */
export function runAuction(dealer: Seat, calls: readonly Call[]): Result<AuctionResult & { complete: boolean }> {
  const acc: AuctionCall[] = [];
  let seat = dealer;
  for (let i = 0; i < calls.length; i++) {
    const s = summarize(dealer, acc);
    const bad = callIllegality(s, seat, calls[i]);
    if (bad) return fail(bad.code, `call ${i + 1} is not legal here`, { law: bad.law, index: i });
    acc.push({ seat, call: calls[i] });
    seat = nextSeat(seat);
  }
  const s = summarize(dealer, acc);
  const c = finalContract(s);
  if (!c) return ok({ contract: PASSED_OUT, declarer: null, complete: false });
  if (c.passedOut) return ok({ contract: c, declarer: null, complete: true });
  return ok({ contract: c, declarer: declarerOf(acc, s.lastBidder!, c.strain), complete: true });
}
