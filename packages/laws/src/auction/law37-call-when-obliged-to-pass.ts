/**
 * Law 37: a call other than pass by a player obliged to pass. 37A: LHO called → it and all later
 * calls stand (obligations for the rest of the auction remain). 37B: cancelled, a pass is put in
 * its place, both offenders pass throughout, Law 26B may apply.
 *
 * @laws 37
 */
import { lho, printCall, type CallRecord, type PendingRectification, type Table } from '@stikk/core';
import { msg } from '../framework/messages.js';
import type { OpenCallKind } from './open.js';
import { offenderLhoActs, passInstead, rule, settle } from './ops.js';
import { openBase, type CallEvent, type CallOutcome, type ObligedToPassOpen } from './state.js';

/** A new open call by a player obliged to pass. */
export function callWhenObligedToPass(rec: CallRecord): ObligedToPassOpen {
  return { type: 'call-when-obliged-to-pass', ...openBase(rec), rec };
}

function pending(_m: Table, o: ObligedToPassOpen): PendingRectification | null {
  return {
    law: '37',
    kind: 'call-by-player-required-to-pass',
    event: o.event,
    chooser: 'director',
    options: [],
    needs: [],
    message: msg('call-by-player-required-to-pass.pending', {
      offender: o.seat,
      call: printCall(o.rec.call),
      lho: lho(o.seat),
    }),
    explanation: `${o.seat} had to pass but called ${printCall(o.rec.call)}. If ${lho(o.seat)} calls before the director rules, it stands (Law 37A); otherwise a pass replaces it and both ${o.seat} and his partner pass for the rest of the auction (Law 37B).`,
  };
}

function onCall(m: Table, o: ObligedToPassOpen, ev: CallEvent, _index: number): CallOutcome {
  if (ev.seat !== lho(o.seat)) return 'continue';
  // 37A: it and all later calls stand; an obligation for the rest of the auction stays in force.
  o.done = true;
  m.setStands(o.rec, true);
  m.setStatus(o.event, 'accepted', '37A');
  const mp = m.mustPass(o.seat);
  if (mp && mp.scope === 'once') m.removeRestriction(mp);
  rule(
    m,
    '37A',
    o.event,
    [],
    `${lho(o.seat)} called over it: ${o.seat}'s ${printCall(o.rec.call)} stands, Law 26B does not apply (Law 37A).`,
  );
  settle(m);
  return 'continue';
}

function onDirector(m: Table, o: ObligedToPassOpen): void {
  passInstead(m, o, { cancel: '37B1', rule: '37B2' }, { act: 'called when obliged to pass', call: 'call' }, true);
}

export const obligedToPassOpen: OpenCallKind<ObligedToPassOpen> = {
  pending,
  onCall,
  onDirector,
  nextActor: offenderLhoActs,
};
