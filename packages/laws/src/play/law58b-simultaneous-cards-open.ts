/**
 * Law 58B2: a player who played two cards at once designates the one he plays. An open play
 * irregularity (./open.ts): the table sees the two cards to choose from; the designation (`option`:
 * a card's code) settles it; a card played meanwhile means the first stands.
 *
 * @laws 58:simultaneousCardsOpen
 */
import { parseCard, printCard, type Table } from '@stikk/core';
import { msg } from '../framework/messages.js';
import { isDefender, playState, useFindings, type Pend } from './context.js';
import { addPenaltyCard } from './law49-52-penalty-cards.js';
import type { OpenPlayKind, PlayOutcome } from './open.js';

type P = Extract<Pend, { type: 'simultaneous-cards' }>;

/**
 * Law 58B2: the player's designation (`option`: the card's code). If he names the other card,
 * they change places — the named card is played and the first becomes a penalty card (a
 * defender's) or goes back to the hand.
 */
function designate(m: Table, p: P): boolean {
  const opt = m.findings.option;
  const c = opt ? parseCard(opt) : null;
  if (!c?.ok || (c.value !== p.played && c.value !== p.other)) return false;
  useFindings(m, 'option');
  playState(m).pend = null;
  if (c.value === p.played) return true;
  const t = m.tricks.find((x) => x.plays.some((y) => y.event === p.playedEvent));
  if (!t || t.winner !== null) return true;
  m.replacePlayedCard(p.playedEvent, p.other, p.event);
  m.removePenaltyCard(p.seat, printCard(p.other));
  for (const r of m.rulings.filter((x) => x.event === p.event)) {
    for (const e of r.effects) m.removeRestriction(e);
    m.removeRuling(r);
  }
  m.setStatus(p.event, 'stands', '58B2');
  if (isDefender(m, p.seat)) {
    const effect = addPenaltyCard(m, p.seat, p.played, false, '58B2');
    m.setStatus(p.playedEvent, 'penalty-card', '58B2');
    m.addRuling({
      law: '58B2',
      event: p.playedEvent,
      effects: [effect],
      explanation: `${p.seat} designates ${printCard(p.other)}: ${printCard(p.played)} becomes a penalty card (Laws 58B2, 50)`,
    });
  } else {
    m.unexposeCard(p.played);
    m.setStatus(p.playedEvent, 'withdrawn', '58B2');
  }
  return true;
}

export const simultaneousCardsOpen: OpenPlayKind<P> = {
  pending(_m, p) {
    return {
      law: '58B2',
      kind: 'simultaneous-cards',
      event: p.event,
      chooser: p.seat,
      options: [printCard(p.played), printCard(p.other)],
      needs: ['option'],
      explanation: `${p.seat} played ${printCard(p.played)} and ${printCard(p.other)} at once: he designates the card he plays (Law 58B2)`,
      message: msg('simultaneous-cards.pending', {
        seat: p.seat,
        played: printCard(p.played),
        card: printCard(p.other),
      }),
    };
  },
  onFindings(m, p) {
    return designate(m, p);
  },
  onPlay(m, _p, _ev, _i): PlayOutcome {
    // Play went on before the player designated: the card played first is his choice (58B2).
    playState(m).pend = null;
    return 'checks';
  },
};
