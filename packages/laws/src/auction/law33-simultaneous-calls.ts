/**
 * Law 33: a call made at the same moment as the call of the player in turn counts as made after
 * it. When the log lists the simultaneous call second, the fold rules it as made after (index.ts
 * drops its `simultaneous` mark); this module handles the log that lists it first.
 *
 * @laws 33:simultaneousWithEarlier
 */
import type { Table } from '@stikk/core';
import { processCall } from './ops.js';
import { stateOf, type CallEvent } from './state.js';

/**
 * Law 33 when the log lists the out-of-rotation call first: the call by the player in turn made
 * at the same moment counts as the earlier one, so the two are ruled in that order.
 */
export function simultaneousWithEarlier(m: Table, ev: CallEvent, index: number): boolean {
  const st = stateOf(m);
  const prev = st.opens.find(
    (o) =>
      !o.done &&
      o.type === 'call-out-of-rotation' &&
      o.event === index - 1 &&
      o.stage === 'election' &&
      o.turn === ev.seat,
  );
  if (prev?.type !== 'call-out-of-rotation') return false;
  prev.done = true;
  m.removeCall(prev.rec);
  processCall(m, ev, index);
  if (m.phase !== 'auction') return true;
  const earlier: CallEvent = { kind: 'call', seat: prev.rec.seat, call: prev.rec.call };
  m.setStatus(index - 1, 'stands');
  m.atEvent(index - 1, () => processCall(m, earlier, index - 1));
  return true;
}
