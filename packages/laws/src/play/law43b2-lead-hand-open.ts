/**
 * Law 43B2(a): dummy, having lost his rights, warned declarer against leading from the wrong hand;
 * a defender names the hand. An open play irregularity (./open.ts): what the table sees, what the
 * director's findings do, and what a card played while it waits does.
 *
 * @laws 43:leadHandOpen
 */
import type { Seat } from '@stikk/core';
import { playState, useFindings, type Pend } from './context.js';
import type { OpenPlayKind, PlayOutcome } from './open.js';
import { msg } from '../framework/messages.js';

type P = Extract<Pend, { type: 'lead-hand' }>;

export const leadHandOpen: OpenPlayKind<P> = {
  pending(m, p) {
    return {
      law: '43B2(a)',
      kind: 'lead-hand',
      event: p.event,
      chooser: p.chooser,
      options: [m.declarer, m.dummy].filter((x): x is Seat => x !== null).map((x) => `lead-from:${x}`),
      needs: ['option'],
      explanation:
        'dummy, having lost his rights, warned declarer against leading from the wrong hand: either defender chooses the hand declarer leads from (Law 43B2(a))',
      message: msg('lead-hand.pending', {}),
    };
  },
  onFindings(m, p) {
    const st = playState(m);
    const f = m.findings;
    const mt = /^lead-from:([NESW])$/.exec(f.option ?? '');
    const seat = mt ? (mt[1] as Seat) : null;
    if (!seat || (seat !== m.declarer && seat !== m.dummy) || m.currentTrick) return false;
    useFindings(m, 'option');
    st.pend = null;
    m.setTurnOverride(seat);
    m.addRuling({
      law: '43B2(a)',
      event: p.event,
      effects: [],
      explanation: `the defenders choose: declarer leads from ${seat === m.dummy ? 'dummy' : 'his own hand'} (Law 43B2(a))`,
    });
    return true;
  },
  onPlay(m, _p, _ev, _i): PlayOutcome {
    const st = playState(m);
    // Declarer led before the defenders chose: the lead stands unless they object (Law 55 if wrong).
    st.pend = null;
    return 'checks';
  },
};
