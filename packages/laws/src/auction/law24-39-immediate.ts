/**
 * Rectifications with nothing to choose, applied when the act happens.
 * - Law 24: a card exposed or led during the auction. A single card below the ten not led: no
 *   further rectification (24A); an honour or any card led (24B), or two or more cards (24C):
 *   partner must pass at his next turn. The cards lie face up until the auction ends, then go back
 *   to declarer's side's hand (24D) or become penalty cards of a defender (24E, Law 50).
 * - Law 39: calls after the final pass are cancelled (39A); no further rectification after a pass
 *   by a defender or any call by the presumed declarer or dummy (39B); a defender's bid, double
 *   or redouble may bring a Law 26B lead restriction (39C).
 *
 * @laws 24 39
 */
import {
  cardRankIndex,
  lho,
  partner,
  printCall,
  printCard,
  type Card,
  type Seat,
  type TableEvent,
  type Table,
} from '@stikk/core';
import { mustPass } from '../framework/effects.js';
import { damage, leadRight, rule, uiRuling } from './ops.js';
import { stateOf } from './state.js';

export function cardExposedDuringAuction(m: Table, ev: TableEvent, seat: Seat, card: Card, index: number): void {
  const st = stateOf(m);
  const led = ev.kind === 'play';
  st.exposed.push({ seat, card, led, event: index });
  const mine = st.exposed.filter((x) => x.seat === seat);
  const honour = cardRankIndex(card) >= 8;
  const name = printCard(card);
  uiRuling(m, seat, index, `${seat}'s exposed ${name}`);
  if (mine.length === 1 && !honour && !led) {
    rule(
      m,
      '24A',
      index,
      [],
      `${name} is a single card below the ten, not led: it lies face up until the auction ends; no further rectification (Law 24A, see 24E).`,
    );
    return;
  }
  const law = mine.length >= 2 ? '24C' : '24B';
  const p = partner(seat);
  // One enforced pass per exposure episode: a second card before partner's next turn adds nothing.
  const already = m.restrictions.some((r) => r.kind === 'must-pass' && r.seat === p && r.law.startsWith('24'));
  const why =
    law === '24C'
      ? `${seat} has exposed two or more cards`
      : led
        ? `${seat} led ${name} during the auction`
        : `${seat} exposed an honour, ${name}`;
  const adj = already
    ? []
    : damage(
        m,
        {},
        m.edition === '2007' ? '23' : '72C',
        index,
        'the enforced pass might have damaged the non-offending side',
      );
  rule(m, law, index, already ? [] : [mustPass(p, 'once', law, why), ...adj]);
}

export function callAfterAuction(m: Table, seat: Seat, index: number): void {
  const rec = m.calls[m.calls.length - 1];
  m.setStatus(index, 'cancelled', '39A');
  const declarer = m.declarer;
  const defender = declarer !== null && seat !== declarer && seat !== partner(declarer);
  // 39B: the offender's LHO called after the infraction before rectification: the earlier
  // defender's lead restriction (39C) lapses.
  const st = stateOf(m);
  const prev = st.leadRights.find(
    (r) => r.from === index - 1 && lho(r.offender) === seat && m.statuses[index - 1]?.law === '39A',
  );
  if (prev) {
    prev.active = false;
    m.removeRestriction(prev.effect);
    rule(
      m,
      '39B',
      index - 1,
      [],
      `${seat} called after ${prev.offender}'s call after the final pass, before rectification: no further rectification (Law 39B).`,
    );
  }
  if (!defender || rec.call.type === 'pass') {
    rule(
      m,
      '39B',
      index,
      [],
      `${seat}'s ${printCall(rec.call)} after the final pass is cancelled; no further rectification (Law 39B).`,
    );
    return;
  }
  const lr = leadRight(m, seat, index, rec.call);
  rule(
    m,
    '39C',
    index,
    [lr],
    `${seat}'s ${printCall(rec.call)} after the final pass is cancelled; as a defender's call other than pass it may bring a lead restriction (Law 39C).`,
  );
  // The auction has ended: a defender's lead right is decided now.
  const r = st.leadRights[st.leadRights.length - 1];
  if (m.phase === 'clarification' && !r.active) {
    r.active = true;
    m.addRestriction(r.effect);
  }
}
