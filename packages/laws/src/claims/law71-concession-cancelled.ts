/**
 * Law 71: a concession stands, except that within the correction period the director cancels it
 * for a trick the conceding side could not lose by any normal play of the remaining cards (71B);
 * the board is rescored with those tricks to that side. (71A, a trick already won, cannot arise in
 * a table log: a concession gives up only tricks still to be played.)
 *
 * @laws 71:law71
 */
import { sideOf, type Seat, type Side, type Table } from '@stikk/core';
import { claimPosition, searchClaim } from './law70-adjudication.js';
import { giveTricksBack } from './tricks-back.js';
import { playState } from '../play/context.js';
import { msg } from '../framework/messages.js';

/**
 * Law 71: after a concession (or the tricks a claim gives up, 68B1), the director restores the
 * tricks that the conceding side could not lose by any normal play.
 */
export function law71(m: Table, concedingSeat: Seat, kept: number): void {
  const st = playState(m);
  const snap = st.claimSnapshot;
  if (!snap || m.phase !== 'ended') return;
  const side = sideOf(concedingSeat);
  const remaining = 13 - snap.completed;
  const res = searchClaim(
    m,
    claimPosition(m, snap, side),
    { allTricks: false, drawTrumpsFirst: false, finesseSuits: 0, topDown: false },
    undefined,
  );
  if (!res || res.tricks <= kept) return;
  const back = res.tricks - kept;
  const other: Side = side === 'NS' ? 'EW' : 'NS';
  giveTricksBack(m, other, back);
  m.addRuling({
    law: '71',
    event: snap.event,
    effects: [],
    explanation: `${back} conceded trick${back > 1 ? 's' : ''} could not be lost by any normal play of the remaining ${remaining}: restored to ${side} (Law 71B)`,
    message: msg('claim.concession-restored', { seat: concedingSeat, count: back }),
  });
  st.concession = null;
}
