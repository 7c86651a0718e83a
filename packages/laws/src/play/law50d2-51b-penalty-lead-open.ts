/**
 * Laws 50D2 and 51B: the partner of a defender with a major penalty card is to lead; declarer
 * requires or forbids its suit, or neither. An open play irregularity (./open.ts): what the table
 * sees, what the director's findings do, and what a card played while it waits does.
 *
 * @laws 50:penaltyLeadOpen 51:penaltyLeadOpen
 */
import { playState, type Pend } from './context.js';
import { leadBeforeDeclarerChose, applyPenaltyLeadChoice, penaltyLeadOptions } from './law49-52-penalty-cards.js';
import type { OpenPlayKind, PlayOutcome } from './open.js';
import { msg } from '../framework/messages.js';

type P = Extract<Pend, { type: 'penalty-lead' }>;

export const penaltyLeadOpen: OpenPlayKind<P> = {
  pending(m, p) {
    const law = m.penaltyCards.filter((c) => c.seat === p.holder).length > 1 ? '51B' : '50D2';
    return {
      law,
      kind: 'penalty-card-lead',
      event: p.event,
      chooser: m.declarer,
      options: penaltyLeadOptions(m, p.holder),
      needs: ['option'],
      explanation: `${p.leader} is to lead while his partner ${p.holder} has a major penalty card: declarer requires or forbids its suit, or neither (Law ${law})`,
      message: msg('penalty-card-lead.pending', { leader: p.leader, holder: p.holder }),
    };
  },
  onFindings(m, p) {
    const st = playState(m);
    const f = m.findings;
    if (f.option !== undefined && applyPenaltyLeadChoice(m, p, f.option)) {
      st.pend = null;
      return true;
    }
    return false;
  },
  onPlay(m, p, ev, i): PlayOutcome {
    if (ev.seat === p.leader && !m.currentTrick) {
      leadBeforeDeclarerChose(m, ev.seat, ev.card, i); // Law 50D2
      return 'handled';
    }
    return 'checks';
  },
};
