/**
 * Law 25 (change of call) and Law 21B (change of call after misinformation).
 *
 * 25A: an unintended call (2017: a mechanical error or slip of the tongue; 2007: corrected
 * "without pause for thought") may be replaced by the intended one until partner calls; no lead
 * restriction; LHO may then withdraw the call he made over the first one (2017 25A6, 2007 25A4).
 * 25B: any other change may be accepted by LHO (calling over it accepts it); otherwise it is
 * cancelled and the original call stands. 2017: Law 26 may apply in both cases (25B1, 25B2).
 * 2007: the Norwegian 25B does not mention Law 26; by Law 26's own terms a restriction follows
 * only when a different call became the final call at that turn, i.e. 25B1.
 * 21B1: after misinformation the change is free of rectification; 21B2 LHO may change his call;
 * 21B3 too late to change → the director adjusts if the offenders gained.
 *
 * @laws 21 22:changeOfFinalCall 25
 */
import {
  callIllegality,
  lho,
  partner,
  printCall,
  type CallRecord,
  type PendingRectification,
  type Seat,
  type Table,
  summarize,
  type AuctionSummary,
} from '@stikk/core';
import { adjustedScore } from '../framework/effects.js';
import { extraOf, leadRight, placeInstead, processCall, revalidateAfter, rule, settle, uiRuling } from './ops.js';
import type { OpenCallKind } from './open.js';
import {
  openBase,
  openIrregularity,
  stateOf,
  take,
  type CallEvent,
  type CallOutcome,
  type ChangeOfCallOpen,
} from './state.js';
import { insufficientBid, insufficientBidOpen } from './law27-insufficient-bid.js';
import { inadmissibleDouble, inadmissibleDoubleOpen } from './law36-inadmissible-double.js';
import { bidAboveSeven, bidAboveSevenOpen } from './law38-bid-above-seven.js';
import { msg } from '../framework/messages.js';

/**
 * A new open change of call: the director judges it first (25A or 25B); after partner's call no
 * change is permitted under 25A, only LHO's election remains (25A4).
 */
export function changeOfCall(original: CallRecord, rec: CallRecord, partnerCalled: boolean): ChangeOfCallOpen {
  return {
    type: 'change-of-call',
    ...openBase(rec),
    original,
    rec,
    partnerCalled,
    stage: partnerCalled ? 'election' : 'judge',
    lhoCalledOver: false,
    lhoCalls: [],
    withdrawLaw: '',
  };
}

function pending(_m: Table, o: ChangeOfCallOpen): PendingRectification | null {
  const x = o.seat;
  switch (o.stage) {
    case 'judge':
      return {
        kind: 'change-of-call',
        event: o.event,
        law: '25',
        chooser: 'director',
        options: ['25A', '25B'],
        needs: ['unintended'],
        message: msg('change-of-call.judge', {
          offender: x,
          original: printCall(o.original.call),
          call: printCall(o.rec.call),
        }),
        explanation: `${x} changed ${printCall(o.original.call)} to ${printCall(o.rec.call)}. The director judges whether the first call was unintended (Law 25A) or the change deliberate (Law 25B); a change after misinformation falls under Law 21B.`,
      };
    case 'election':
      return {
        kind: 'change-of-call',
        event: o.event,
        law: '25B1',
        chooser: lho(x),
        options: ['accept', 'refuse'],
        needs: ['lhoAccepts'],
        message: msg('change-of-call.election', {
          offender: x,
          original: printCall(o.original.call),
          call: printCall(o.rec.call),
          lho: lho(x),
        }),
        explanation: `${lho(x)} may accept ${x}'s changed call ${printCall(o.rec.call)} (Law 25B1); otherwise it is cancelled and ${printCall(o.original.call)} stands (Law 25B2).`,
      };
    case 'lho-withdraw':
      return {
        kind: 'change-of-call',
        event: o.event,
        law: o.withdrawLaw,
        chooser: lho(x),
        options: ['withdraw', 'keep'],
        needs: ['lhoWithdrawsCall'],
        message: msg('change-of-call.lho-withdraw', { offender: x, lho: lho(x) }),
        explanation: `After ${x}'s permitted change, ${lho(x)} may withdraw the call he made over the first call (Law ${o.withdrawLaw}).`,
      };
  }
}

function onCall(m: Table, o: ChangeOfCallOpen, ev: CallEvent, index: number): CallOutcome {
  const x = o.seat;
  if (o.stage === 'lho-withdraw') {
    o.done = true;
    // The auction went on: LHO kept his call.
    if (ev.seat !== lho(x)) return 'continue';
    // LHO calls again at his turn: by conduct he withdraws the call he made over the first call.
    withdrawLhoCalls(m, o);
    processCall(m, { ...ev, change: false }, index);
    return 'handled';
  }
  const lastStanding = m.standingCalls().at(-1);
  if (
    (o.stage === 'judge' || o.stage === 'election') &&
    ev.seat === lho(x) &&
    lastStanding === o.original &&
    !o.lhoCalledOver &&
    !illegalInPlace(m, o)
  ) {
    // LHO calls over the changed call: the change stands either way (25A, or 25B1 by conduct).
    o.lhoCalledOver = true;
    placeInstead(m, o.original, o.rec);
    settle(m);
    if (o.stage === 'election') acceptB1(m, o);
  }
  return 'continue';
}

function onDirector(m: Table, o: ChangeOfCallOpen): void {
  const f = o.findings;
  if ((o.stage === 'judge' || o.stage === 'election') && f.misinformation === true) {
    delete f.misinformation;
    misinformation(m, o);
    return;
  }
  if (o.stage === 'judge') {
    const u = o.partnerCalled ? false : f.unintended;
    if (u === undefined) return;
    delete f.unintended;
    if (u) unintended(m, o);
    else if (o.lhoCalledOver) acceptB1(m, o);
    else o.stage = 'election';
  }
  if (o.stage === 'election') {
    const a = take(o, 'lhoAccepts');
    if (a === true && illegalInPlace(m, o)) {
      // An inadmissible call or a bid above seven can never be accepted (Laws 32, 36, 38).
      refuseB2(m, o);
    } else if (a === true) {
      placeInstead(m, o.original, o.rec);
      acceptB1(m, o);
      revalidateAfter(m, o.rec, '25B1');
      settle(m);
    } else if (a === false) refuseB2(m, o);
    return;
  }
  if (o.stage === 'lho-withdraw') {
    const w = take(o, 'lhoWithdrawsCall');
    if (w === undefined) return;
    o.done = true;
    if (w) {
      withdrawLhoCalls(m, o);
      settle(m);
    }
  }
}

/**
 * 25A6: LHO's withdrawn call is authorized to his side, unauthorized to the changer's side.
 * 21B2: there the side that misinformed holds the unauthorized information (Law 16C).
 */
function lhoCallHolder(o: ChangeOfCallOpen): Seat {
  return o.withdrawLaw.startsWith('21') ? lho(o.seat) : o.seat;
}

function withdrawLhoCalls(m: Table, o: ChangeOfCallOpen): void {
  for (const c of o.lhoCalls) {
    if (!c.stands) continue;
    m.setStands(c, false);
    m.setStatus(c.event, 'withdrawn', o.withdrawLaw);
  }
  uiRuling(m, lhoCallHolder(o), o.lhoCalls[0].event, `${lho(o.seat)}'s withdrawn call`);
}

/** Why the changed call would be illegal where the first call stood (null: legal there). */
function illegalInPlace(m: Table, o: ChangeOfCallOpen): ReturnType<typeof callIllegality> {
  const before = m.calls.filter((c) => c.stands && m.calls.indexOf(c) < m.calls.indexOf(o.original));
  if (o.rec.call.type === 'bid' && o.rec.call.level > 7) return { code: 'bid-above-seven', law: '38' };
  return callIllegality(summaryOf(m, before), o.seat, o.rec.call);
}

/** Lets the substituted call stand where the first call was; LHO may then withdraw his call. */
function substitute(m: Table, o: ChangeOfCallOpen, law: string, withdrawLaw: string): void {
  const x = o.seat;
  m.setStatus(o.original.event, 'replaced', law);
  o.lhoCalls = o.lhoCalledOver
    ? []
    : m.calls.filter((c) => c.stands && c.seat === lho(x) && m.calls.indexOf(c) > m.calls.indexOf(o.original));
  const bad = illegalInPlace(m, o);
  placeInstead(m, o.original, o.rec);
  if (bad) {
    // The substituted call is subject to whatever law applies to it (25A1): Laws 27, 36, 38.
    // Calls made over the first call cannot stand over an irregular one: they are withdrawn.
    for (const c of m.calls.filter((c) => c.stands && m.calls.indexOf(c) > m.calls.indexOf(o.rec))) {
      m.setStands(c, false);
      m.setStatus(c.event, 'withdrawn', withdrawLaw);
    }
    m.setStands(o.rec, false);
    o.done = true;
    // It is opened while the director rules, so it rules at once; the director's other findings in
    // this ruling (e.g. LHO's election) carry over to it.
    const findings = { ...o.findings };
    if (bad.code === 'insufficient-bid') {
      const n = openIrregularity(m, { ...insufficientBid(o.rec), findings });
      insufficientBidOpen.onDirector(m, n);
    } else if (bad.code === 'bid-above-seven') {
      const n = openIrregularity(m, { ...bidAboveSeven(o.rec), findings });
      bidAboveSevenOpen.onDirector(m, n);
    } else {
      const n = openIrregularity(m, { ...inadmissibleDouble(o.rec, null), findings });
      inadmissibleDoubleOpen.onDirector(m, n);
    }
    settle(m);
    return;
  }
  if (o.lhoCalls.length) {
    o.withdrawLaw = withdrawLaw;
    o.stage = 'lho-withdraw';
    // A call of LHO's that the substitution made illegal cannot stand: it is withdrawn at once.
    revalidateAfter(m, o.rec, withdrawLaw);
    if (o.lhoCalls.every((c) => !c.stands)) {
      o.done = true;
      uiRuling(m, lhoCallHolder(o), o.lhoCalls[0].event, `${lho(x)}'s withdrawn call`);
    }
  } else {
    o.done = true;
    revalidateAfter(m, o.rec, law);
  }
  settle(m);
}

function unintended(m: Table, o: ChangeOfCallOpen): void {
  rule(
    m,
    '25A',
    o.original.event,
    [],
    `${o.seat}'s ${printCall(o.original.call)} was unintended; ${printCall(o.rec.call)} replaces it, with no lead restriction (Law 25A).`,
  );
  substitute(m, o, '25A', stateOf(m).profile.lhoWithdraws);
}

function misinformation(m: Table, o: ChangeOfCallOpen): void {
  const x = o.seat;
  // 21B1(a): only before partner calls and before the end of the auction period; 21B3 otherwise.
  if (o.partnerCalled || m.phase === 'play' || m.phase === 'ended') {
    o.done = true;
    m.setStatus(o.event, 'cancelled', '21B3');
    const d = take(o, 'nosDamaged');
    rule(
      m,
      '21B3',
      o.event,
      d ? [adjustedScore('21B3', 'the offenders gained through their misinformation')] : [],
      `It is too late for ${x} to change his call; the director adjusts the score if the misinforming side gained (Law 21B3).`,
    );
    return;
  }
  rule(
    m,
    '21B1',
    o.original.event,
    [],
    `${x} changed ${printCall(o.original.call)} to ${printCall(o.rec.call)} because of misinformation: no rectification for his side (Law 21B1(a)).`,
  );
  uiRuling(m, lho(x), o.original.event, `${x}'s withdrawn call (changed after misinformation)`);
  substitute(m, o, '21B1', '21B2');
}

/** 25B1: LHO accepted the changed call; the first call is withdrawn. */
function acceptB1(m: Table, o: ChangeOfCallOpen): void {
  const x = o.seat;
  o.done = true;
  m.setStatus(o.original.event, 'withdrawn', '25B1');
  m.setStatus(o.event, 'accepted', '25B1');
  const lr = leadRight(m, x, o.original.event, o.original.call, o.findings.artificial === true);
  rule(
    m,
    '25B1',
    o.event,
    [lr],
    `${lho(x)} accepted ${x}'s changed call ${printCall(o.rec.call)}; ${printCall(o.original.call)} is withdrawn and Law 26 may apply (Law 25B1).`,
  );
  uiRuling(m, x, o.original.event, `${x}'s withdrawn call`);
}

/** 25B2: the changed call is cancelled; the original call stands. */
function refuseB2(m: Table, o: ChangeOfCallOpen): void {
  const x = o.seat;
  o.done = true;
  m.setStatus(o.event, 'cancelled', '25B2');
  if (o.lhoCalledOver) {
    // The change had been put in place provisionally: restore the original call.
    placeInstead(m, o.rec, o.original);
    m.setStatus(o.original.event, 'stands');
    settle(m);
  }
  const effects = m.edition === '2017' ? [leadRight(m, x, o.event, o.rec.call)] : [];
  rule(
    m,
    '25B2',
    o.event,
    effects,
    `${x}'s changed call is cancelled and ${printCall(o.original.call)} stands${m.edition === '2017' ? '; Law 26 may apply' : ''} (Law 25B2).`,
  );
  uiRuling(m, x, o.event, `${x}'s cancelled change of call`);
}

function summaryOf(m: Table, calls: CallRecord[]): AuctionSummary {
  return summarize(
    m.dealer,
    calls.map((c) => ({ seat: c.seat, call: c.call })),
  );
}

export const changeOfCallOpen: OpenCallKind<ChangeOfCallOpen> = { pending, onCall, onDirector };

/** The seat's last call standing before `before`. */
function lastCallBy(m: Table, seat: CallRecord['seat'], before: CallRecord): CallRecord | undefined {
  const i = m.calls.indexOf(before);
  for (let k = i - 1; k >= 0; k--) if (m.calls[k].stands && m.calls[k].seat === seat) return m.calls[k];
  return undefined;
}

/** The open change of call `rec` makes to its seat's last standing call (null: none to change). */
export function changeOf(m: Table, rec: CallRecord): ChangeOfCallOpen | null {
  const original = lastCallBy(m, rec.seat, rec);
  if (!original) return null;
  const i = m.calls.indexOf(original);
  const partnerCalled = m.calls.some((c, k) => k > i && c.stands && c.seat === partner(rec.seat));
  return changeOfCall(original, rec, partnerCalled);
}

/**
 * A call marked as a change during the auction: an irregularity for Law 25 when the seat has a
 * call to change (returns true); otherwise it is simply his call (false).
 */
export function changeInAuction(m: Table, ev: CallEvent, index: number): boolean {
  const rec = m.recordCall(index, ev.seat, ev.call, false, extraOf(ev));
  if (lastCallBy(m, ev.seat, rec)) {
    m.irregular(ev, 'change-of-call', '25', `${ev.seat} changed his call to ${printCall(ev.call)} (Law 25)`, ev.seat);
    return true;
  }
  m.removeCall(rec);
  return false;
}

/**
 * A call after the auction ended. Law 25A5: when the auction ended before reaching partner, an
 * unintended final call may still be changed until the end of the auction period (the
 * clarification period). Law 22B: after four passes an unintended pass may still be changed
 * (until the hands are back in the board, 17D2). Anything else is for the core (Law 39).
 */
export function changeOfFinalCall(m: Table, ev: CallEvent, index: number): boolean {
  const passedOutOpen = m.phase === 'ended' && m.contract !== null && m.contract.passedOut && !m.markers.handsReturned;
  if (!ev.change || !(m.phase === 'clarification' || passedOutOpen)) return false;
  const last = m.standingCalls().at(-1);
  if (!last || last.seat !== ev.seat) return false;
  m.recordCall(index, ev.seat, ev.call, false, extraOf(ev));
  m.irregular(
    ev,
    'change-of-call',
    '25',
    `${ev.seat} changed his final call to ${printCall(ev.call)} (Law 25A5)`,
    ev.seat,
  );
  return true;
}
