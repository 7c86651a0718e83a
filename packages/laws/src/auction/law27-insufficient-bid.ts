/**
 * Law 27: an insufficient bid made in rotation (out of rotation it is Law 31, 27A2).
 *
 * Order of the director's work: Law 25A first (an unintended bid may be changed to the intended
 * call), then the LHO's election (27A1; his call over it accepts it), then the replacement
 * (27B1(a) lowest sufficient bid in the same strain, 27B1(b) comparable call, 27B2 anything else
 * sufficient or pass, 27B3 a double/redouble, 27B4 another insufficient bid), 27C for a
 * replacement made before the director ruled, and 27D at the end of play after B1.
 *
 * @laws 27
 */
import {
  bidRank,
  callIllegality,
  callsEqual,
  lho,
  partner,
  printCall,
  type Bid,
  type CallRecord,
  type PendingRectification,
  type Table,
} from '@stikk/core';
import { mustPass } from '../framework/effects.js';
import { damage, extraOf, leadRight, processCall, rule, settle, standCall, summaryBefore, uiRuling } from './ops.js';
import type { OpenCallKind } from './open.js';
import { openBase, take, type CallEvent, type CallOutcome, type InsufficientBidOpen } from './state.js';
import { msg } from '../framework/messages.js';

/** Lowest sufficient bid in `strain` over the standing auction (27B1(a)), or null above seven. */
export function lowestSufficient(last: Bid | null, strain: Bid['strain']): Bid | null {
  for (let level = 1; level <= 7; level++) {
    const b: Bid = { type: 'bid', level, strain };
    if (!last || bidRank(b) > bidRank(last)) return b;
  }
  return null;
}

/** A new open insufficient bid: LHO's election comes first (27A1). */
export function insufficientBid(rec: CallRecord): InsufficientBidOpen {
  return {
    type: 'insufficient-bid',
    ...openBase(rec),
    rec,
    stage: 'election',
    replacement: null,
    premature: null,
    second: null,
  };
}

function bidOf(o: InsufficientBidOpen): Bid {
  return o.rec.call as Bid;
}

function pending(m: Table, o: InsufficientBidOpen): PendingRectification | null {
  const x = o.seat;
  switch (o.stage) {
    case 'election':
      return {
        kind: 'insufficient-bid',
        event: o.event,
        law: '27A1',
        chooser: lho(x),
        options: ['accept', 'refuse'],
        needs: ['lhoAccepts'],
        explanation: `${lho(x)}, left of the offender, may accept ${x}'s insufficient ${printCall(bidOf(o))}; calling over it accepts it (Law 27A1). If refused, ${x} must replace it (Law 27B).`,
        message: msg('insufficient-bid.election', { offender: x, lho: lho(x), call: printCall(bidOf(o)) }),
      };
    case 'replace': {
      if (o.findings.unintended === true) {
        return {
          kind: 'insufficient-bid',
          event: o.event,
          law: '25A',
          chooser: x,
          options: ['intended-call'],
          needs: [],
          explanation: `${x}'s ${printCall(bidOf(o))} was unintended: he substitutes the call he meant, without further rectification (Law 25A).`,
          message: msg('insufficient-bid.unintended', { offender: x, call: printCall(bidOf(o)) }),
        };
      }
      const low = lowestSufficient(m.auctionSummary().lastBid, bidOf(o).strain);
      // 2007 27B1(b) asks for the same or a more precise meaning; 2017 for a comparable call (23A).
      // Option codes: the law and, for 27B1(a), the lowest sufficient bid (the web words them).
      const opts = [
        ...(low ? [`27B1(a):${printCall(low)}`] : []),
        m.edition === '2007' ? '27B1(b)-2007' : '27B1(b)',
        '27B2',
      ];
      return {
        kind: 'insufficient-bid',
        event: o.event,
        law: '27B',
        chooser: x,
        options: opts,
        needs: [],
        explanation: `${x} must replace the insufficient ${printCall(bidOf(o))} by a legal call; the replacement decides the rectification (Law 27B).`,
        message: msg('insufficient-bid.replace', { offender: x, call: printCall(bidOf(o)) }),
      };
    }
    case 'judge':
      return {
        kind: 'insufficient-bid',
        event: o.event,
        law: '27B1(b)',
        chooser: 'director',
        options: ['comparable', 'not-comparable'],
        needs: ['comparable'],
        message: msg(m.edition === '2007' ? 'insufficient-bid.judge-2007' : 'insufficient-bid.judge', {
          offender: x,
          replacement: printCall(o.replacement!.call),
          call: printCall(bidOf(o)),
        }),
        explanation:
          m.edition === '2007'
            ? `The director judges whether ${x}'s ${printCall(o.replacement!.call)} has the same or a more precise meaning than the withdrawn ${printCall(bidOf(o))} (Law 27B1(b), 2007); if not, Law 27B2 or 27B3 applies.`
            : `The director judges whether ${x}'s ${printCall(o.replacement!.call)} is comparable to the withdrawn ${printCall(bidOf(o))} (Laws 23A, 27B1(b)); if not, Law 27B2 or 27B3 applies.`,
      };
    case 'after-b3':
      return {
        kind: 'insufficient-bid',
        event: o.event,
        law: '27B3',
        chooser: x,
        options: ['sufficient-bid', 'pass'],
        needs: [],
        message: msg('insufficient-bid.after-b3', { offender: x }),
        explanation: `${x}'s double or redouble was cancelled; he must make a sufficient bid or pass, and his partner passes for the rest of the auction (Law 27B3).`,
      };
    case 'b4-election':
      return {
        kind: 'insufficient-bid',
        event: o.event,
        law: '27B4',
        chooser: lho(x),
        options: ['accept', 'refuse'],
        needs: ['lhoAccepts'],
        explanation: `${x} tried to replace his insufficient bid by another insufficient bid; ${lho(x)} may accept it (Law 27A1), otherwise the director rules as in 27B3 (Law 27B4).`,
        message: msg('insufficient-bid.b4-election', { offender: x, lho: lho(x) }),
      };
  }
}

function onCall(m: Table, o: InsufficientBidOpen, ev: CallEvent, index: number): CallOutcome {
  const x = o.seat;
  switch (o.stage) {
    case 'election':
      if (ev.seat === lho(x) && !ev.change) {
        // 27A1: LHO's call accepts the insufficient bid (or, after a premature replacement,
        // the replacement: Law 27C then rules on it).
        if (o.premature) ruleReplacement(m, o, o.premature);
        else accept(m, o, '27A1');
        return 'continue';
      }
      if (ev.seat === x && !o.premature) {
        replaceWith(m, o, ev, index, true);
        return 'handled';
      }
      return 'continue';
    case 'replace':
      if (ev.seat !== x) return 'continue';
      replaceWith(m, o, ev, index, false);
      return 'handled';
    case 'after-b3':
      if (ev.seat !== x) return 'continue';
      if (ev.call.type === 'double' || ev.call.type === 'redouble') {
        // The law text (Swedish 2017 27B3: "ett tillräckligt kontraktbud eller pass") asks for a
        // sufficient bid or pass, where the catalogue hesitates ("a legal call"): the text wins,
        // so another double or redouble is cancelled too.
        m.recordCall(index, x, ev.call, false, extraOf(ev));
        m.setStatus(index, 'cancelled', '27B3');
        return 'handled';
      }
      o.done = true;
      processCall(m, { ...ev, change: false }, index);
      return 'handled';
    case 'b4-election':
      if (ev.seat === lho(x)) {
        acceptSecond(m, o);
        return 'continue';
      }
      return 'continue';
    case 'judge': {
      const r = o.replacement!;
      if (ev.seat === x && r.call.type !== 'bid' && r.call.type !== 'pass' && !r.stands) {
        // The offender calls again over his own double/redouble before any finding: he treats
        // it as not comparable, so 27B3 cancels it and this is his sufficient bid or pass.
        m.setStatus(r.event, 'cancelled', '27B3');
        imposeB3(m, o, '27B3');
        o.done = true;
        processCall(m, { ...ev, change: false }, index);
        return 'handled';
      }
      return 'continue';
    }
  }
}

function onDirector(m: Table, o: InsufficientBidOpen): void {
  switch (o.stage) {
    case 'election': {
      if (o.findings.unintended === true && !o.premature) {
        o.stage = 'replace';
        return;
      }
      const a = take(o, 'lhoAccepts');
      if (a === undefined) return;
      if (a) accept(m, o, '27A1');
      else if (o.premature) ruleReplacement(m, o, o.premature);
      else o.stage = 'replace';
      return;
    }
    case 'judge':
      if (o.findings.comparable !== undefined) judge(m, o, o.replacement!, take(o, 'comparable')!);
      return;
    case 'b4-election': {
      const a = take(o, 'lhoAccepts');
      if (a === true) acceptSecond(m, o);
      else if (a === false) {
        m.setStatus(o.second!.event, 'cancelled', '27B4');
        imposeB3(m, o, '27B4');
      }
      return;
    }
    default:
      return;
  }
}

/** 27A1: the insufficient bid stands as if legal. */
function accept(m: Table, o: InsufficientBidOpen, law: string): void {
  const movedOn = o.premature
    ? m.standingCalls().some((c) => c.event > o.event && c !== o.premature)
    : m.lastStandingEvent() > o.event;
  if (movedOn) {
    // The auction has moved on past it (calls accepted in between): it can no longer be accepted.
    if (o.premature) ruleReplacement(m, o, o.premature);
    else o.stage = 'replace';
    return;
  }
  m.setStands(o.rec, true);
  m.setStatus(o.event, 'accepted', law);
  if (o.premature) {
    m.setStands(o.premature, false);
    m.setStatus(o.premature.event, 'cancelled', '27C');
  }
  o.done = true;
  standCall(m, o.rec);
}

/** The offender's replacement (or a premature one, 27C). */
function replaceWith(m: Table, o: InsufficientBidOpen, ev: CallEvent, index: number, premature: boolean): void {
  const x = o.seat;
  if (!premature && o.findings.unintended === true) {
    // Law 25A comes first: the intended call replaces the slip with no further rectification.
    delete o.findings.unintended;
    o.done = true;
    m.setStatus(o.event, 'replaced', '25A');
    rule(m, '25A', o.event, [], `${x}'s insufficient bid was unintended; the intended call replaces it (Law 25A).`);
    processCall(m, { ...ev, change: false }, index);
    return;
  }
  const s = m.auctionSummary();
  const bad = callIllegality(s, x, ev.call);
  const rec = m.recordCall(index, x, ev.call, false, extraOf(ev));
  if (premature) {
    // 27C: the replacement stands if legal, unless LHO accepts the insufficient bid.
    o.premature = rec;
    if (!bad && ev.call.type !== 'double' && ev.call.type !== 'redouble') {
      m.setStands(rec, true);
      settle(m);
    }
    return;
  }
  ruleReplacement(m, o, rec);
}

/** Applies 27B to a replacement (27C: also to a premature one once LHO did not accept). */
function ruleReplacement(m: Table, o: InsufficientBidOpen, rec: CallRecord): void {
  const x = o.seat;
  const call = rec.call;
  // The replacement is judged against the auction before it.
  const s = summaryBefore(m, rec);
  const bad = callIllegality(s, x, call);
  const stood = rec.stands;
  m.setStands(rec, false);
  if (bad && bad.code === 'insufficient-bid') {
    // 27B4: another insufficient bid; LHO may accept it.
    o.second = rec;
    o.stage = 'b4-election';
    return;
  }
  if (bad) {
    // An inadmissible double/redouble or a bid above seven cannot replace it: as in 27B3.
    m.setStatus(rec.event, 'cancelled', '27B3');
    imposeB3(m, o, '27B3');
    return;
  }
  if (call.type === 'double' || call.type === 'redouble') {
    const c = o.findings.comparable;
    if (c === undefined) {
      o.replacement = rec;
      o.stage = 'judge';
      return;
    }
    delete o.findings.comparable;
    if (c) {
      m.setStands(rec, true);
      resolveComparable(m, o, rec);
      standCall(m, rec);
      return;
    }
    m.setStatus(rec.event, 'cancelled', '27B3');
    imposeB3(m, o, '27B3');
    return;
  }
  m.setStands(rec, true);
  if (stood) settle(m);
  else standCall(m, rec);
  const low = lowestSufficient(s.lastBid, bidOf(o).strain);
  // 27B1(a): lowest sufficient bid specifying the same strain. Bids are presumed natural unless
  // the director finds the insufficient bid artificial (2007: both must be "incontrovertibly not
  // artificial"; 2017: the strains specified must match, which we take to hold for natural bids).
  // A director who already found the replacement not comparable has judged that it does not
  // specify the insufficient bid's denomination (e.g. a transfer corrected in its named suit):
  // that finding is read as "artificial", so 27B1(a) gives way to 27B2.
  if (low && callsEqual(low, call) && o.findings.artificial !== true && o.findings.comparable !== false) {
    delete o.findings.comparable;
    delete o.findings.artificial;
    o.done = true;
    m.setStatus(o.event, 'replaced', '27B1(a)');
    // The Swedish 2017 text says neither Law 26B nor Law 16C applies here (catalogue open
    // question 3): the law text wins, so no lead restriction and no UI entry; only 27D protects.
    const adj = damage(m, o.findings, '27D', o.event, 'the insufficient bid helped the offenders (Law 27D)');
    rule(
      m,
      '27B1(a)',
      o.event,
      adj,
      `${x} replaced ${printCall(bidOf(o))} by the lowest sufficient bid in the same strain, ${printCall(call)}: no further rectification, no lead restriction; see Law 27D at the end of play.`,
    );
    return;
  }
  let c = o.findings.comparable;
  // A pass cannot share the meaning of a bid: it is a comparable call only on the director's word.
  if (c === undefined && call.type === 'pass') c = false;
  if (c === undefined) {
    o.replacement = rec;
    o.stage = 'judge';
    return;
  }
  delete o.findings.comparable;
  judge(m, o, rec, c);
}

/** The director's comparability finding on a standing replacement (or a double awaiting it). */
function judge(m: Table, o: InsufficientBidOpen, rec: CallRecord, comparable: boolean): void {
  const isDouble = rec.call.type === 'double' || rec.call.type === 'redouble';
  if (isDouble) {
    if (comparable) {
      m.setStands(rec, true);
      resolveComparable(m, o, rec);
      standCall(m, rec);
    } else {
      m.setStatus(rec.event, 'cancelled', '27B3');
      imposeB3(m, o, '27B3');
    }
    return;
  }
  if (comparable) resolveComparable(m, o, rec);
  else resolveB2(m, o);
}

function resolveComparable(m: Table, o: InsufficientBidOpen, rec: CallRecord): void {
  const x = o.seat;
  o.done = true;
  m.setStatus(o.event, 'replaced', '27B1(b)');
  const adj = damage(m, o.findings, '27D', o.event, 'the insufficient bid helped the offenders (Law 27D)');
  const what = m.edition === '2007' ? 'a call with the same or a more precise meaning' : 'a comparable call';
  rule(
    m,
    '27B1(b)',
    o.event,
    adj,
    `${x} replaced ${printCall(bidOf(o))} by ${what}, ${printCall(rec.call)}: no further rectification and no lead restriction; see Law 27D at the end of play (Law 27B1(b)).`,
  );
  // 2017 27B1(b) switches Law 16C off; the 2007 text (same or more precise meaning) does not.
  if (m.edition === '2007') uiRuling(m, x, o.event, `${x}'s withdrawn insufficient bid`);
}

function resolveB2(m: Table, o: InsufficientBidOpen): void {
  const x = o.seat;
  o.done = true;
  m.setStatus(o.event, 'replaced', '27B2');
  const lr = leadRight(m, x, o.event, bidOf(o), o.findings.artificial === true);
  const st = o.findings;
  const adj = damage(
    m,
    st,
    m.edition === '2007' ? '23' : '72C',
    o.event,
    "the offender could have known that partner's enforced pass might damage the non-offending side",
  );
  rule(m, '27B2', o.event, [
    mustPass(
      partner(x),
      'rest-of-auction',
      '27B2',
      `${x}'s insufficient bid was replaced by a call that is not comparable`,
    ),
    lr,
    ...adj,
  ]);
  uiRuling(m, x, o.event, `${x}'s withdrawn insufficient bid`);
}

/** 27B3: the double/redouble is cancelled; the offender must bid sufficiently or pass; partner passes throughout. */
function imposeB3(m: Table, o: InsufficientBidOpen, law: string): void {
  const x = o.seat;
  m.setStatus(o.event, 'replaced', law);
  const lr = leadRight(m, x, o.event, bidOf(o), o.findings.artificial === true);
  const adj = damage(
    m,
    o.findings,
    m.edition === '2007' ? '23' : '72C',
    o.event,
    "the offender could have known that partner's enforced pass might damage the non-offending side",
  );
  rule(m, law, o.event, [
    mustPass(
      partner(x),
      'rest-of-auction',
      law,
      `${x} tried to replace an insufficient bid by ${law === '27B4' ? 'another insufficient bid' : 'a call that is not allowed'}`,
    ),
    lr,
    ...adj,
  ]);
  uiRuling(m, x, o.event, `${x}'s withdrawn insufficient bid`);
  o.stage = 'after-b3';
}

/** 27B4 with 27A1: LHO accepts the second insufficient bid. */
function acceptSecond(m: Table, o: InsufficientBidOpen): void {
  const x = o.seat;
  o.done = true;
  const rec = o.second!;
  m.setStatus(o.event, 'replaced', '27B4');
  m.setStatus(rec.event, 'accepted', '27A1');
  m.setStands(rec, true);
  rule(
    m,
    '27B4',
    o.event,
    [],
    `${lho(x)} accepted ${x}'s second insufficient bid ${printCall(rec.call)} (Laws 27B4, 27A1).`,
  );
  uiRuling(m, x, o.event, `${x}'s withdrawn insufficient bid`);
  standCall(m, rec);
}

export const insufficientBidOpen: OpenCallKind<InsufficientBidOpen> = { pending, onCall, onDirector };
