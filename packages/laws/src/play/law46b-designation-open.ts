/**
 * Law 46B: declarer's designation of dummy's card left a choice; the entitled player (or the
 * director) fixes the card. An open play irregularity (./open.ts): what the table sees, what the
 * director's findings do, and what a card played while it waits does.
 *
 * @laws 46:designationOpen
 */
import { printCard } from '@stikk/core';
import { optionCard, playState, type Pend } from './context.js';
import type { OpenPlayKind, PlayOutcome } from './open.js';
import { msg } from '../framework/messages.js';

type P = Extract<Pend, { type: 'designation' }>;

export const designationOpen: OpenPlayKind<P> = {
  pending(m, p) {
    return {
      law: '46B',
      kind: 'incomplete-designation',
      event: p.event,
      chooser: p.chooser,
      options: p.candidates.map(printCard),
      needs: ['option'],
      explanation: `the designation does not fix dummy's card; ${p.chooser === 'director' ? 'the director decides' : `${p.chooser} chooses`} (Law 46B)`,
      message:
        p.chooser === 'director'
          ? msg('incomplete-designation.director', {})
          : msg('incomplete-designation.declarer', { chooser: p.chooser }),
    };
  },
  onFindings(m, p) {
    const card = optionCard(m, p.candidates);
    if (card === null) return false;
    playState(m).pend = null;
    m.playCard(m.dummy!, card, p.event);
    m.setStatus(p.event, 'stands', '46B');
    return true;
  },
  onPlay(m, _p, ev, _i): PlayOutcome {
    const st = playState(m);
    if (ev.seat === m.dummy) st.pend = null;
    return 'checks';
  },
};
