/**
 * Law 38: a bid above seven is cancelled with every later call even if LHO called (38B); a pass
 * is substituted and both offenders pass throughout (38C); 26B and 72C apply unless LHO called
 * (38D).
 *
 * @laws 38
 */
import { lho, printCall, type CallRecord, type PendingRectification, type Table } from '@stikk/core';
import { msg } from '../framework/messages.js';
import type { OpenCallKind } from './open.js';
import { extraOf, offenderLhoActs, passInstead } from './ops.js';
import { openBase, type CallEvent, type CallOutcome, type BidAboveSevenOpen } from './state.js';

/** A new open bid above the seven level. */
export function bidAboveSeven(rec: CallRecord): BidAboveSevenOpen {
  return { type: 'bid-above-seven', ...openBase(rec), rec, lhoCalled: false, later: [] };
}

function pending(_m: Table, o: BidAboveSevenOpen): PendingRectification | null {
  return {
    law: '38',
    kind: 'bid-above-seven',
    event: o.event,
    chooser: 'director',
    options: [],
    needs: [],
    message: msg('bid-above-seven.pending', { offender: o.seat, call: printCall(o.rec.call) }),
    explanation: `${o.seat}'s ${printCall(o.rec.call)} is above the seven level: it and every later call are cancelled, a pass replaces it and both ${o.seat} and his partner pass for the rest of the auction (Law 38).`,
  };
}

function onCall(m: Table, o: BidAboveSevenOpen, ev: CallEvent, index: number): CallOutcome {
  // 38B: every call after it is cancelled, even LHO's (which only switches off 26B and 72C, 38D).
  if (!o.later.length && ev.seat === lho(o.seat)) o.lhoCalled = true;
  const rec = m.recordCall(index, ev.seat, ev.call, false, extraOf(ev));
  o.later.push(rec);
  m.setStatus(index, 'cancelled', '38B');
  return 'handled';
}

function onDirector(m: Table, o: BidAboveSevenOpen): void {
  passInstead(
    m,
    o,
    { cancel: '38B', rule: '38C' },
    { act: 'bid above the seven level', call: 'bid above seven' },
    !o.lhoCalled,
    o.lhoCalled
      ? `${lho(o.seat)} called after the bid above seven, so Laws 26B and 72C do not apply (Law 38D).`
      : undefined,
  );
}

export const bidAboveSevenOpen: OpenCallKind<BidAboveSevenOpen> = {
  pending,
  onCall,
  onDirector,
  nextActor: offenderLhoActs,
};
