/**
 * Law 57A: a defender played before his partner; declarer chooses how partner plays to the trick.
 * An open play irregularity (./open.ts): what the table sees, what the director's findings do, and
 * what a card played while it waits does.
 *
 * @laws 57:prematurePlayOpen
 */
import { partner } from '@stikk/core';
import { playState, type Pend } from './context.js';
import { applyDummyActedFirst, applyPrematureChoice, prematureOptions } from './law53-57-out-of-turn.js';
import type { OpenPlayKind, PlayOutcome } from './open.js';
import { msg } from '../framework/messages.js';

type P = Extract<Pend, { type: 'premature' }>;

export const prematurePlayOpen: OpenPlayKind<P> = {
  pending(m, p) {
    return {
      law: '57A',
      kind: 'premature-play',
      event: p.event,
      chooser: m.declarer,
      options: prematureOptions(m),
      needs: ['option'],
      explanation: `${p.offender} played before his partner: declarer chooses how ${partner(p.offender)} plays to this trick (Law 57A)`,
      message: msg('premature-play.pending', { offender: p.offender, partner: partner(p.offender) }),
    };
  },
  onFindings(m, p) {
    const f = m.findings;
    if (applyDummyActedFirst(m, p)) return true; // 57C2 (2007 57C1): no rectification at all
    return f.option !== undefined && applyPrematureChoice(m, p, f.option);
  },
  onPlay(m, p, ev, _i): PlayOutcome {
    const st = playState(m);
    if (ev.seat === partner(p.offender)) {
      st.pend = null;
      m.addRuling({
        law: '57A',
        event: p.event,
        effects: [],
        explanation: `${ev.seat} played before declarer chose an option, so none applies (Law 57A)`,
      });
    }
    return 'checks';
  },
};
