/**
 * Law 51A: a defender to play has two or more penalty cards he may legally play; declarer names
 * one. An open play irregularity (./open.ts): what the table sees, what the director's findings
 * do, and what a card played while it waits does.
 *
 * @laws 51:penaltyChoiceOpen
 */
import { printCard } from '@stikk/core';
import { optionCard, playState, type Pend } from './context.js';
import type { OpenPlayKind, PlayOutcome } from './open.js';
import { msg } from '../framework/messages.js';

type P = Extract<Pend, { type: 'penalty-choice' }>;

export const penaltyChoiceOpen: OpenPlayKind<P> = {
  pending(m, p) {
    return {
      law: '51A',
      kind: 'penalty-card-designation',
      event: p.event,
      chooser: m.declarer,
      options: p.candidates.map(printCard),
      needs: ['option'],
      explanation: `${p.seat} is to play and has ${p.candidates.length} penalty cards he may legally play: declarer names which one (Law 51A)`,
      message: msg('penalty-card-designation.pending', { seat: p.seat, count: p.candidates.length }),
    };
  },
  onFindings(m, p) {
    const card = optionCard(m, p.candidates);
    if (card === null) return false;
    const st = playState(m);
    st.pend = null;
    st.designated51A = { seat: p.seat, trick: p.trick };
    const text = printCard(card);
    m.addRuling({
      law: '51A',
      event: p.event,
      effects: [
        {
          kind: 'play-restriction',
          seat: p.seat,
          mode: 'card',
          card: text,
          trick: p.trick,
          law: '51A',
          explanation: `declarer names ${text}: ${p.seat} must play it now (Law 51A)`,
        },
      ],
      explanation: `declarer designates which penalty card ${p.seat} plays (Law 51A)`,
    });
    return true;
  },
  onPlay(m, p, ev, _i): PlayOutcome {
    const st = playState(m);
    // The holder played before declarer named a card: a penalty card stands as played (the
    // log records the card declarer let him play); any other card is Law 52's business.
    if (ev.seat === p.seat) {
      st.pend = null;
      st.designated51A = { seat: p.seat, trick: p.trick };
    }
    return 'checks';
  },
};
