/**
 * Law 58B: a player plays two cards at the same moment (the log's `simultaneous` play by the same
 * seat right after his first card). The first stands; the other goes back for declarer's side
 * (58B1) and is a penalty card of a defender (58B2, Law 50). Simultaneous leads or plays by two
 * players (58A) need nothing here: the card in turn counts, the other is out of turn.
 *
 * @laws 58:secondCardAtOnce
 */
import type { Table, TableEvent } from '@stikk/core';
import { isDefender } from './context.js';
import { addPenaltyCard } from './law49-52-penalty-cards.js';

type PlayEvent = Extract<TableEvent, { kind: 'play' }>;

/** True when the play event was a second card played at once by the same player (ruled here). */
export function secondCardAtOnce(m: Table, ev: PlayEvent, i: number): boolean {
  const t = m.currentTrick ?? m.tricks[m.tricks.length - 1];
  const prev = t?.plays[t.plays.length - 1];
  if (!(ev.simultaneous && prev && prev.seat === ev.seat && prev.event === i - 1)) return false;
  if (isDefender(m, ev.seat)) {
    const effect = addPenaltyCard(m, ev.seat, ev.card, false, '58B2');
    m.setStatus(i, 'penalty-card', '58B2');
    m.addRuling({ law: '58B2', event: i, effects: [effect], explanation: `${ev.seat} played two cards at once; the other card becomes a penalty card (Laws 58B2, 50)` });
  } else {
    m.setStatus(i, 'withdrawn', '58B1');
  }
  return true;
}
