/**
 * Laws 28–32: calls out of rotation.
 *
 * Conduct first: the player in turn calling over it applies Law 28B (the call is cancelled, no
 * rectification, 16C2 for the offenders); the offender's LHO calling over it accepts it (29A).
 * Otherwise the director cancels it (29B) and Law 30 (pass), 31 (bid, artificial pass, 30C) or
 * 32 (double/redouble) governs the offending side, by whose turn it was. The two editions differ
 * throughout (catalogue §12.1): 2017 judges the offender's later call by comparability (23A) and
 * imposes at most one enforced pass on partner; 2007 imposes passes by the kind of turn.
 *
 * @laws 28 29 30 31 32
 */
import {
  callIllegality,
  callsEqual,
  lho,
  partner,
  printCall,
  rho,
  type Call,
  type CallRecord,
  type PendingRectification,
  type Seat,
  type Table,
} from '@stikk/core';
import { mustPass } from '../framework/effects.js';
import { damage, leadRight, processCall, rule, settle, summaryBefore, uiRuling } from './ops.js';
import { lowestSufficient } from './law27-insufficient-bid.js';
import type { OpenCallKind } from './open.js';
import {
  openBase,
  stateOf,
  take,
  type CallEvent,
  type CallOutcome,
  type CallOutOfRotationOpen,
  type Position,
} from './state.js';
import { msg } from '../framework/messages.js';

const kindOf = (c: Call, artificial: boolean): 'pass' | 'bid' | 'double' =>
  c.type === 'pass' ? (artificial ? 'bid' : 'pass') : c.type === 'bid' ? 'bid' : 'double';

export function positionOf(offender: Seat, turn: Seat): Position | 'self' {
  if (turn === rho(offender)) return 'rho';
  if (turn === partner(offender)) return 'partner';
  if (turn === lho(offender)) return 'lho-first';
  return 'self';
}

/** A new open call out of rotation: LHO's election comes first (29A). */
export function callOutOfRotation(rec: CallRecord, turn: Seat, position: Position): CallOutOfRotationOpen {
  return {
    type: 'call-out-of-rotation',
    ...openBase(rec),
    rec,
    turn,
    position,
    stage: 'election',
    law: '29',
    later: null,
    ui: null,
    artificialFixed: false,
  };
}

function pending(_m: Table, o: CallOutOfRotationOpen): PendingRectification | null {
  const x = o.seat;
  if (o.stage === 'election') {
    return {
      kind: 'call-out-of-rotation',
      event: o.event,
      law: '29A',
      chooser: lho(x),
      options: ['accept', 'refuse'],
      needs: ['lhoAccepts'],
      explanation: `${x} called ${printCall(o.rec.call)} out of rotation (it was ${o.turn}'s turn). ${lho(x)} may accept it by calling (Law 29A); if ${o.turn} calls first, Law 28B cancels it; otherwise it is cancelled and Law ${o.rec.call.type === 'pass' ? 30 : o.rec.call.type === 'bid' ? 31 : 32} applies (Law 29B).`,
      message: msg('call-out-of-rotation.election', {
        offender: x,
        call: printCall(o.rec.call),
        turn: o.turn,
        lho: lho(x),
      }),
    };
  }
  if (o.stage === 'judge') {
    return {
      kind: 'call-out-of-rotation',
      event: o.event,
      law: o.law,
      chooser: 'director',
      options: ['comparable', 'not-comparable'],
      needs: ['comparable'],
      message: msg('call-out-of-rotation.judge', {
        offender: x,
        replacement: printCall(o.later!.call),
        call: printCall(o.rec.call),
      }),
      explanation: `The director judges whether ${x}'s ${printCall(o.later!.call)} is comparable to his cancelled ${printCall(o.rec.call)} (Laws 23A, ${o.law}); if not, partner must pass at his next turn and Law 26B may apply.`,
    };
  }
  return null;
}

function onCall(m: Table, o: CallOutOfRotationOpen, ev: CallEvent, index: number): CallOutcome {
  const x = o.seat;
  if (o.stage === 'election' && overtaken(m, o)) {
    forfeit(m, o);
    return 'continue';
  }
  switch (o.stage) {
    case 'election':
      // Law 28B first: also when the player in turn is the offender's LHO (the first call of
      // the auction), we read his call as made in turn (catalogue open question 8).
      if (ev.seat === o.turn && o.position === 'partner') {
        // Law 28B is about an *opposing* call: the offender's partner calling at his own turn
        // does not accept it (only LHO can, 29A). His call stands (30B1(a), 31B1, 32B1; 2007: his
        // obligations start from his next turn) and the call out of rotation is cancelled (29B).
        const rec = processCall(m, ev, index);
        if (rec) cancel(m, o);
        return 'handled';
      }
      if (ev.seat === o.turn) {
        forfeit(m, o);
        return 'continue';
      }
      if (ev.seat === lho(x)) {
        accept(m, o);
        return 'continue';
      }
      return 'continue';
    case 'await-rho': {
      // RHO's legal call decides between A1 (he passed: repeat) and A2 (he bid, doubled or
      // redoubled). An illegal call of his is rectified first (31A2 footnote); we look at the
      // call of his that stands when the offender's turn comes.
      if (ev.seat !== x) return 'continue';
      const rhoCall = m.calls.filter((c) => c.stands && c.seat === o.turn && c.event > o.event).at(-1);
      if (!rhoCall) return 'continue';
      const passed = rhoCall.call.type === 'pass';
      o.stage = passed ? 'repeat' : 'await-offender';
      if (!passed)
        o.law =
          m.edition === '2007'
            ? callKindOf(o) === 'double'
              ? '32B2'
              : '31A2'
            : callKindOf(o) === 'double'
              ? '32A2'
              : '31A2';
      else
        o.law =
          m.edition === '2007'
            ? callKindOf(o) === 'double'
              ? '32B1'
              : '31A1'
            : callKindOf(o) === 'double'
              ? '32A1'
              : '31A1';
      return onCall(m, o, ev, index);
    }
    case 'repeat': {
      if (ev.seat !== x) return 'continue';
      const rec = processCall(m, ev, index);
      if (!rec) {
        // The repetition was itself irregular (e.g. now inadmissible: Law 36); that law rules it.
        o.done = true;
        return 'handled';
      }
      const repeatable = callIllegality(summaryBefore(m, rec), x, o.rec.call) === null;
      const low = o.rec.call.type === 'bid' ? lowestSufficient(summaryBefore(m, rec).lastBid, o.rec.call.strain) : null;
      if (callsEqual(rec.call, o.rec.call)) {
        o.done = true;
        rule(
          m,
          o.law,
          o.event,
          [],
          `${x} repeated his call after ${o.turn} passed: no further rectification (Law ${o.law}).`,
        );
      } else if (!repeatable && low && callsEqual(low, rec.call)) {
        // The call can no longer be repeated legally (it would be insufficient, catalogue open
        // question 10): repeating it would bring Law 27, where the lowest sufficient bid in the
        // same strain carries no rectification (27B1(a)); he made that bid at once.
        o.done = true;
        rule(
          m,
          o.law,
          o.event,
          [],
          `${x}'s call could not be repeated as a sufficient bid; he made the lowest sufficient bid in its strain: no further rectification (Laws ${o.law}, 27B1(a)).`,
        );
      } else {
        // He was obliged to repeat it; a different call is treated as a call that is not comparable.
        o.later = rec;
        notComparable(m, o);
      }
      return 'handled';
    }
    case 'await-offender': {
      if (ev.seat !== x) return 'continue';
      const rec = processCall(m, ev, index);
      if (!rec) return 'handled';
      o.later = rec;
      judgeLater(m, o);
      return 'handled';
    }
    case 'judge':
      return 'continue';
  }
}

function callKindOf(o: CallOutOfRotationOpen): 'pass' | 'bid' | 'double' {
  return kindOf(o.rec.call, o.findings.artificial === true || o.artificialFixed);
}

/** Calls now stand after it: the auction went on as though it had not been made. */
function overtaken(m: Table, o: CallOutOfRotationOpen): boolean {
  return m.lastStandingEvent() > o.event;
}

/** Law 28B: the player in turn called (or the auction otherwise went on): cancelled, no rectification. */
function forfeit(m: Table, o: CallOutOfRotationOpen): void {
  const x = o.seat;
  o.done = true;
  m.setStatus(o.event, 'cancelled', '28B');
  const st = stateOf(m);
  const adj =
    o.findings.nosDamaged === true
      ? damage(
          m,
          o.findings,
          st.profile.uiDamage,
          o.event,
          'the offenders used unauthorized information from the cancelled call',
        )
      : [];
  rule(
    m,
    '28B',
    o.event,
    adj,
    `${o.turn} called in turn over ${x}'s call out of rotation: it is cancelled without rectification; Law 26 does not apply (Law 28B).`,
  );
  uiRuling(m, x, o.event, `${x}'s cancelled call out of rotation (Law 28B)`);
}

function onDirector(m: Table, o: CallOutOfRotationOpen): void {
  if (o.stage === 'election' && overtaken(m, o)) {
    forfeit(m, o);
    return;
  }
  if (o.stage === 'election') {
    const a = take(o, 'lhoAccepts');
    if (a === true) accept(m, o);
    else if (a === false) cancel(m, o);
    return;
  }
  if (o.stage === 'judge' && o.findings.comparable !== undefined) {
    if (m.edition === '2007') {
      judgeLater(m, o);
      return;
    }
    const c = take(o, 'comparable')!;
    if (c) comparable(m, o);
    else notComparable(m, o);
  }
}

/** 29A: the call out of rotation stands; the auction continues from the offender's LHO. */
function accept(m: Table, o: CallOutOfRotationOpen): void {
  o.done = true;
  m.setStands(o.rec, true);
  m.setStatus(o.event, 'accepted', '29A');
  settle(m);
}

/** 29B: cancelled; the auction reverts to the player in turn; Laws 30–32 for the offenders. */
function cancel(m: Table, o: CallOutOfRotationOpen): void {
  const x = o.seat;
  const p = partner(x);
  m.setStatus(o.event, 'cancelled', '29B');
  if (o.findings.artificial === true) o.artificialFixed = true;
  delete o.findings.artificial;
  const kind = callKindOf(o);
  const aw = m.edition === '2007' ? '23' : '72C';
  const awWhy = 'the offender could have known that the enforced pass might damage the non-offending side';
  if (m.edition === '2017') {
    if (kind === 'pass' && o.position === 'rho') {
      o.done = true;
      const adj = damage(m, o.findings, aw, o.event, awWhy);
      rule(m, '30A', o.event, [mustPass(x, 'once', '30A', 'he passed out of rotation at his RHO\u2019s turn'), ...adj]);
      uiRuling(m, x, o.event, `${x}'s cancelled pass out of rotation`);
      return;
    }
    if (o.position === 'rho') {
      // 31A / 32A: wait for RHO's call.
      o.law = kind === 'double' ? '32A' : '31A';
      o.stage = 'await-rho';
      return;
    }
    // 30B1 / 31B / 32B: partner may call freely but Law 16C2 applies; the offender's own later call is judged.
    o.law = kind === 'pass' ? '30B1(b)' : kind === 'bid' ? '31B2' : '32B2';
    o.ui = uiRuling(m, x, o.event, `${x}'s cancelled call out of rotation`);
    o.stage = 'await-offender';
    return;
  }
  // 2007.
  const anyBid = m.calls.some((c) => c.stands && c.call.type === 'bid');
  if (kind === 'pass') {
    o.done = true;
    if (!anyBid) {
      const adj = damage(m, o.findings, aw, o.event, awWhy);
      rule(m, '30A', o.event, [mustPass(x, 'once', '30A', 'he passed out of rotation before anyone had bid'), ...adj]);
    } else if (o.position === 'rho') {
      const adj = damage(m, o.findings, aw, o.event, awWhy);
      rule(m, '30B1', o.event, [
        mustPass(x, 'once', '30B1', 'he passed out of rotation at his RHO\u2019s turn'),
        ...adj,
      ]);
    } else {
      // 30B2: the offender passes throughout; partner may bid or pass but not double or redouble now.
      const adj = damage(m, o.findings, aw, o.event, awWhy);
      rule(
        m,
        '30B2',
        o.event,
        [mustPass(x, 'rest-of-auction', '30B2(a)', 'he passed out of rotation at his partner\u2019s turn'), ...adj],
        `${p} may make any sufficient bid or pass at this turn, but may not double or redouble (Law 30B2(b), 2007).`,
      );
      stateOfNoDouble(m, p);
    }
    uiRuling(m, x, o.event, `${x}'s cancelled pass out of rotation`);
    return;
  }
  if (kind === 'bid') {
    if (o.position === 'rho') {
      o.law = '31A';
      o.stage = 'await-rho';
      return;
    }
    o.done = true;
    const adj = damage(m, o.findings, aw, o.event, awWhy);
    rule(m, '31B', o.event, [
      mustPass(p, 'rest-of-auction', '31B', `${x} bid out of rotation`),
      leadRight(m, x, o.event, o.rec.call, o.artificialFixed),
      ...adj,
    ]);
    uiRuling(m, x, o.event, `${x}'s cancelled bid out of rotation`);
    return;
  }
  // Double or redouble, 2007 Law 32.
  if (o.position === 'rho') {
    o.law = '32B';
    o.stage = 'await-rho';
    return;
  }
  o.done = true;
  const adj = damage(m, o.findings, aw, o.event, awWhy);
  rule(m, '32A', o.event, [
    mustPass(p, 'rest-of-auction', '32A', `${x} doubled or redoubled out of rotation at his partner's turn`),
    leadRight(m, x, o.event, o.rec.call),
    ...adj,
  ]);
  uiRuling(m, x, o.event, `${x}'s cancelled double or redouble out of rotation`);
}

/** The offender's call at his proper turn after cancellation. */
function judgeLater(m: Table, o: CallOutOfRotationOpen): void {
  const later = o.later!;
  if (m.edition === '2007') {
    // 2007 31A2: repeating the strain of the call out of rotation costs partner one pass; any
    // other call (or an artificial pass) costs him the rest of the auction with Law 26. 2007 32B2:
    // partner passes for the rest of the auction.
    const x = o.seat;
    const p = partner(x);
    const oor = o.rec.call;
    let same: boolean | undefined = false;
    if (o.law === '31A2' && oor.type === 'bid') {
      same = later.call.type === 'bid' && oor.strain === later.call.strain;
      if (o.artificialFixed) {
        // 29C: an artificial bid is judged by the denomination it showed; whether the later
        // call repeats it is the director's finding (given as `comparable`).
        same = take(o, 'comparable');
        if (same === undefined) {
          o.stage = 'judge';
          return;
        }
      }
    }
    o.done = true;
    const aw = damage(
      m,
      o.findings,
      '23',
      o.event,
      'the offender could have known that the enforced pass might damage the non-offending side',
    );
    if (o.law === '31A2') {
      if (same) {
        rule(m, '31A2(a)', o.event, [
          mustPass(p, 'once', '31A2(a)', `${x} repeated the strain of his bid out of rotation`),
          ...aw,
        ]);
      } else {
        rule(m, '31A2(b)', o.event, [
          mustPass(p, 'rest-of-auction', '31A2(b)', `${x} did not repeat the strain of his call out of rotation`),
          leadRight(m, x, o.event, oor, o.artificialFixed),
          ...aw,
        ]);
      }
    } else {
      rule(m, '32B2', o.event, [
        mustPass(
          p,
          'rest-of-auction',
          '32B2',
          `${x}'s double or redouble out of rotation was cancelled after ${o.turn} called`,
        ),
        leadRight(m, x, o.event, o.rec.call),
        ...aw,
      ]);
    }
    uiRuling(m, x, o.event, `${x}'s cancelled call out of rotation`);
    return;
  }
  // 2017: comparable (23A)? The same call is presumed comparable, and a pass can never be
  // comparable to a non-pass (or the reverse); otherwise the director must say.
  let c = o.findings.comparable;
  if (c === undefined) {
    if (callsEqual(later.call, o.rec.call) && !o.artificialFixed) c = true;
    else if ((later.call.type === 'pass') !== (o.rec.call.type === 'pass')) c = false;
  } else delete o.findings.comparable;
  if (c === undefined) {
    o.stage = 'judge';
    return;
  }
  if (c) comparable(m, o);
  else notComparable(m, o);
}

function label(o: CallOutOfRotationOpen, comparable: boolean): string {
  switch (o.law) {
    case '30B1(b)':
      return comparable ? '30B1(b)(i)' : '30B1(b)(ii)';
    case '31A2':
    case '31A1':
    case '31A':
      return comparable ? '31A2(a)' : '31A2(b)';
    case '32A2':
    case '32A1':
    case '32A':
      return comparable ? '32A2(a)' : '32A2(b)';
    default:
      return o.law; // 31B2, 32B2 rule as A2(a)/(b)
  }
}

function comparable(m: Table, o: CallOutOfRotationOpen): void {
  const x = o.seat;
  o.done = true;
  const law = label(o, true);
  const adj = damage(m, o.findings, '23C', o.event, 'the comparable call helped the offenders');
  rule(
    m,
    law,
    o.event,
    adj,
    `${x}'s call ${printCall(o.later!.call)} is comparable to his cancelled ${printCall(o.rec.call)}: no further rectification, Law 26B does not apply; see Law 23C (Law ${law}).`,
  );
  // Law 23B: 16C2 does not apply once a comparable call replaced the withdrawn one.
  if (o.ui) m.removeRestriction(o.ui);
}

function notComparable(m: Table, o: CallOutOfRotationOpen): void {
  const x = o.seat;
  const p = partner(x);
  o.done = true;
  const law = m.edition === '2007' ? o.law : label(o, false);
  const adj = damage(
    m,
    o.findings,
    '72C',
    o.event,
    'the offender could have known that partner\u2019s enforced pass might damage the non-offending side',
  );
  rule(m, law, o.event, [
    mustPass(p, 'once', law, `${x}'s later call is not comparable to his cancelled call out of rotation`),
    leadRight(m, x, o.event, o.rec.call),
    ...adj,
  ]);
  if (!o.ui) uiRuling(m, x, o.event, `${x}'s cancelled call out of rotation`);
}

function stateOfNoDouble(m: Table, seat: Seat): void {
  stateOf(m).noDoubleAtNextTurn = seat;
}

export const callOutOfRotationOpen: OpenCallKind<CallOutOfRotationOpen> = { pending, onCall, onDirector };
