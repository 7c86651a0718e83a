/**
 * Law 36: a double or redouble Law 19 does not permit. 36A: the offender's LHO called before
 * rectification → it and every later call are cancelled, the auction goes back to the player in
 * turn, no lead restriction. 36B: otherwise it is cancelled, the offender makes a legal call,
 * partner passes throughout, Law 26B may apply (36B4 likewise out of rotation). 36C (2017 only):
 * found after the opening lead → scored as if it had not been made.
 *
 * @laws 36
 */
import {
  contract,
  lho,
  partner,
  printCall,
  summarize,
  type CallRecord,
  type PendingRectification,
  type Seat,
  type Table,
} from '@stikk/core';
import { mustPass } from '../framework/effects.js';
import { msg } from '../framework/messages.js';
import type { OpenCallKind } from './open.js';
import { cancelFrom, damage, leadRight, rule, settle, uiRuling } from './ops.js';
import { openBase, take, type CallEvent, type CallOutcome, type InadmissibleDoubleOpen } from './state.js';

/** A new open inadmissible double or redouble; `turn`: whose turn it was if out of rotation (36B4). */
export function inadmissibleDouble(rec: CallRecord, turn: Seat | null): InadmissibleDoubleOpen {
  return { type: 'inadmissible-double', ...openBase(rec), rec, turn, provisional: false };
}

function pending(_m: Table, o: InadmissibleDoubleOpen): PendingRectification | null {
  if (o.provisional) return null;
  return {
    law: '36',
    kind: 'inadmissible-call',
    event: o.event,
    chooser: 'director',
    options: [],
    needs: [],
    message: msg('inadmissible-call.pending', {
      offender: o.seat,
      call: printCall(o.rec.call),
      lho: lho(o.seat),
    }),
    explanation: `${o.seat}'s ${printCall(o.rec.call)} is inadmissible (Law 19). If ${lho(o.seat)} calls before the director rules, it and all later calls are cancelled (Law 36A); otherwise it is cancelled, ${o.seat} makes a legal call and his partner passes for the rest of the auction (Law 36B).`,
  };
}

function onCall(m: Table, o: InadmissibleDoubleOpen, ev: CallEvent, _index: number): CallOutcome {
  if (o.provisional) return 'continue';
  if (ev.seat === lho(o.seat)) {
    // The auction goes on over it for now; the director later applies 36A (or 36C after the lead).
    o.provisional = true;
    m.setStands(o.rec, true);
    return 'continue';
  }
  if (ev.seat === o.seat || (o.turn !== null && ev.seat === o.turn)) {
    // The offender (or the player in turn) calls again before the director: 36B applies now.
    applyB(m, o);
    return 'continue';
  }
  return 'continue';
}

function onDirector(m: Table, o: InadmissibleDoubleOpen): void {
  if (!o.provisional) {
    applyB(m, o);
    return;
  }
  if (take(o, 'discoveredAfterOpeningLead') === true || m.phase === 'play' || m.phase === 'ended') {
    applyC(m, o);
    return;
  }
  // 36A: cancel it and everything after; the auction reverts and goes on as if nothing happened.
  o.done = true;
  cancelFrom(m, o.rec, '36A');
  rule(
    m,
    '36A',
    o.event,
    [],
    `${lho(o.seat)} called over ${o.seat}'s inadmissible ${printCall(o.rec.call)}: it and all later calls are cancelled, the auction returns to the player in turn, no lead restriction (Law 36A).`,
  );
  uiRuling(m, o.seat, o.event, `${o.seat}'s cancelled inadmissible call`);
  settle(m);
}

function onOpeningLead(m: Table, o: InadmissibleDoubleOpen): void {
  if (o.provisional) applyC(m, o);
}

/** 36C (2017): scored as if the inadmissible call had not been made. 2007 had no 36C: the result stands. */
function applyC(m: Table, o: InadmissibleDoubleOpen): void {
  o.done = true;
  if (m.edition === '2007') {
    // 2007 had no 36C: found after the auction period, the call stands as made (condoned).
    m.setStatus(o.event, 'accepted', '36');
    rule(
      m,
      '36',
      o.event,
      [],
      `${o.seat}'s inadmissible ${printCall(o.rec.call)} came to light after the auction period; the 2007 Laws have no rectification then, so it stands (Law 36, 2007).`,
    );
    return;
  }
  m.setStands(o.rec, false);
  m.setStatus(o.event, 'cancelled', '36C');
  const s = summarize(m.dealer, m.standing());
  if (s.lastBid && m.contract && !m.contract.passedOut)
    m.setContract(contract(s.lastBid.level, s.lastBid.strain, s.risk));
  rule(
    m,
    '36C',
    o.event,
    [],
    `${o.seat}'s inadmissible ${printCall(o.rec.call)} came to light after the opening lead: the contract is scored as if it had not been made (Law 36C).`,
  );
}

function applyB(m: Table, o: InadmissibleDoubleOpen): void {
  const x = o.seat;
  o.done = true;
  const law = o.turn ? '36B4' : '36B2';
  m.setStatus(o.event, 'cancelled', '36B1');
  const lr = leadRight(m, x, o.event, o.rec.call);
  const adj = damage(
    m,
    o.findings,
    m.edition === '2007' ? '23' : '72C',
    o.event,
    'the offender could have known that partner\u2019s enforced pass might damage the non-offending side',
  );
  rule(m, law, o.event, [
    mustPass(partner(x), 'rest-of-auction', law, `${x}'s inadmissible ${printCall(o.rec.call)} was cancelled`),
    lr,
    ...adj,
  ]);
  uiRuling(m, x, o.event, `${x}'s cancelled inadmissible call`);
}

export const inadmissibleDoubleOpen: OpenCallKind<InadmissibleDoubleOpen> = {
  pending,
  onCall,
  onDirector,
  onOpeningLead,
};
