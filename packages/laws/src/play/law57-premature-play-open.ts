/**
 * Law 57A: a defender played before his partner; declarer chooses how partner plays to the trick.
 * An open play irregularity (./open.ts): what the table sees, what the director's findings do, and
 * what a card played while it waits does.
 *
 * @laws 57:prematurePlayOpen
 */
import { partner } from '@stikk/core';
import { playState, type Pend } from './context.js';
import {
  applyDummyActedFirst,
  applyDummyCardFinding,
  applyPrematureChoice,
  prematureOptions,
} from './law53-57-out-of-turn.js';
import type { OpenPlayKind, PlayOutcome } from './open.js';
import { msg } from '../framework/messages.js';

type P = Extract<Pend, { type: 'premature' }>;

export const prematurePlayOpen: OpenPlayKind<P> = {
  pending(m, p) {
    if (p.dummyCard)
      return {
        law: '57C',
        kind: 'premature-play',
        event: p.event,
        chooser: 'director',
        options: [],
        needs: ['dummyActedFirst'],
        explanation: `${p.offender} played before his partner after dummy's card came before dummy's right-hand opponent: the director finds whether dummy put it there on his own (Law 57C2) or declarer named it (Law 57C1); no rectification either way`,
        message: msg('premature-play.dummy-card', { offender: p.offender, dummy: m.dummy ?? '' }),
      };
    return {
      law: '57A',
      kind: 'premature-play',
      event: p.event,
      chooser: m.declarer,
      options: prematureOptions(m),
      // 57C2 (2007 57C1) can exempt a play (not a lead): the director finds whether dummy acted on his own first.
      needs: p.play ? ['option', 'dummyActedFirst'] : ['option'],
      explanation: `${p.offender} played before his partner: declarer chooses how ${partner(p.offender)} plays to this trick (Law 57A)`,
      message: msg('premature-play.pending', { offender: p.offender, partner: partner(p.offender) }),
    };
  },
  onFindings(m, p) {
    const f = m.findings;
    if (p.dummyCard) {
      if (f.dummyActedFirst === undefined) return false;
      applyDummyCardFinding(m, p, f.dummyActedFirst === true);
      return true;
    }
    if (applyDummyActedFirst(m, p)) return true; // 57C2 (2007 57C1): no rectification at all
    return f.option !== undefined && applyPrematureChoice(m, p, f.option);
  },
  onPlay(m, p, ev, _i): PlayOutcome {
    const st = playState(m);
    if (p.dummyCard) {
      // Play went on before the director came: the log records dummy's card as declarer's (57C1).
      applyDummyCardFinding(m, p, false);
      return 'checks';
    }
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
