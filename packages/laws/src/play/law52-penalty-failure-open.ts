/**
 * Law 52: a defender did not play a penalty card when he had to; declarer accepts the card played
 * or has the penalty card played. An open play irregularity (./open.ts): what the table sees, what
 * the director's findings do, and what a card played while it waits does.
 *
 * @laws 52:penaltyFailureOpen,trickOfEvent,acceptPenaltyFailure,rejectPenaltyFailure
 */
import { printCard, type Table } from '@stikk/core';
import { playState, useFindings, type Pend } from './context.js';
import { cardList } from './law44-legal-play.js';
import { addPenaltyCard } from './law49-52-penalty-cards.js';
import { recordRevoke } from './law61-64-revokes.js';
import type { OpenPlayKind, PlayOutcome } from './open.js';
import { msg } from '../framework/messages.js';

type P = Extract<Pend, { type: 'penalty-failure' }>;

function trickOfEvent(m: Table, event: number): number {
  const i = m.tricks.findIndex((t) => t.plays.some((p) => p.event === event));
  return i >= 0 ? i + 1 : m.tricks.length;
}

export function acceptPenaltyFailure(m: Table, p: Extract<Pend, { type: 'penalty-failure' }>, how: string): void {
  playState(m).pend = null;
  recordRevoke(m, p.seat, p.played, p.event, 'penalty-card').trick = trickOfEvent(m, p.event);
  m.setStatus(p.event, 'accepted', '52B1');
  m.addRuling({
    law: '52B1',
    event: p.event,
    effects: [],
    explanation: `${printCard(p.played)} is accepted ${how}; the penalty cards stay on the table (Law 52B1)`,
  });
}

/** 52B2: the penalty card replaces the card played, which becomes a major penalty card. */
export function rejectPenaltyFailure(m: Table, p: Extract<Pend, { type: 'penalty-failure' }>): void {
  playState(m).pend = null;
  const ti = m.tricks.findIndex((t) => t.plays.some((q) => q.event === p.event));
  if (ti < 0 || ti < m.tricks.length - 1) {
    acceptPenaltyFailure(m, p, 'because play has moved on');
    return;
  }
  m.withdrawCard(p.event);
  const effect = addPenaltyCard(m, p.seat, p.played, true, '52B2');
  m.setStatus(p.event, 'penalty-card', '52B2');
  m.addRuling({
    law: '52B2',
    event: p.event,
    effects: [effect],
    explanation: `the penalty card ${printCard(p.required[0])} is played instead; ${printCard(p.played)} becomes a major penalty card (Law 52B2)`,
  });
  m.playCard(p.seat, p.required[0], p.event);
}

export const penaltyFailureOpen: OpenPlayKind<P> = {
  pending(m, p) {
    return {
      law: '52',
      kind: 'penalty-card-not-played',
      event: p.event,
      chooser: m.declarer,
      options: ['accept', 'reject'],
      needs: ['declarerAccepts'],
      explanation: `${p.seat} played ${printCard(p.played)} instead of the penalty card ${cardList(p.required)}: declarer accepts it or has the penalty card played (Law 52B)`,
      message: msg('penalty-card-not-played.pending', {
        seat: p.seat,
        played: printCard(p.played),
        cards: p.required.map(printCard).join(' '),
      }),
    };
  },
  onFindings(m, p) {
    const f = m.findings;
    if (f.declarerAccepts === true || f.option === 'accept') {
      useFindings(m, 'declarerAccepts', 'option');
      acceptPenaltyFailure(m, p, 'by declarer');
      return true;
    }
    if (f.declarerAccepts === false || f.option === 'reject') {
      useFindings(m, 'declarerAccepts', 'option');
      rejectPenaltyFailure(m, p);
      return true;
    }
    return false;
  },
  onPlay(m, p, ev, _i): PlayOutcome {
    if (ev.seat === m.declarer || ev.seat === m.dummy)
      acceptPenaltyFailure(m, p, `because declarer has since played (Law 52B1(b))`);
    return 'checks';
  },
};
