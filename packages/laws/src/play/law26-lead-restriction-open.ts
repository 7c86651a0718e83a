/**
 * Law 26: the partner of an offender whose call was withdrawn is to lead for the first time;
 * declarer may restrict the lead. An open play irregularity (./open.ts): what the table sees, what
 * the director's findings do, and what a card played while it waits does.
 *
 * @laws 26:law26LeadOpen,law26Options
 */
import { partner, type DeepReadonly, type Effect, type Table } from '@stikk/core';
import { playState, useFindings, type Pend } from './context.js';
import type { OpenPlayKind, PlayOutcome } from './open.js';
import { msg } from '../framework/messages.js';

type P = Extract<Pend, { type: 'law26-lead' }>;

/**
 * Law 26 choices: 26A (2007, a suit named by the withdrawn call) require or forbid that suit;
 * 26B forbid one suit — in 2017 only a suit the offender (the leader's partner) did not specify
 * in his legal calls.
 */
export function law26Options(m: Table, e: DeepReadonly<Effect>): string[] {
  if (e.suit) return [`require-suit:${e.suit}`, `forbid-suit:${e.suit}`];
  const offender = e.seat ? partner(e.seat) : null;
  const named = new Set(
    m.edition === '2017'
      ? m
          .standing()
          .filter((c) => c.seat === offender && c.call.type === 'bid')
          .map((c) => (c.call.type === 'bid' ? c.call.strain : ''))
      : [],
  );
  return ['S', 'H', 'D', 'C'].filter((s) => !named.has(s as never)).map((s) => `forbid-suit:${s}`);
}

export const law26LeadOpen: OpenPlayKind<P> = {
  pending(m, p) {
    return {
      law: p.effect.law,
      kind: 'lead-restriction',
      event: p.event,
      chooser: m.declarer,
      options: law26Options(m, p.effect),
      needs: ['option'],
      explanation: `${p.leader} is to lead for the first time after his partner's withdrawn call: declarer may restrict the lead (Law 26)`,
      message: msg('lead-restriction.pending', { leader: p.leader }),
    };
  },
  onFindings(m, p) {
    const st = playState(m);
    const f = m.findings;
    const opt = f.option;
    if (opt === undefined) return false;
    const mt = /^(require|forbid)-suit:([CDHS])$/.exec(opt);
    if ((!mt || !law26Options(m, p.effect).includes(opt)) && opt !== 'neither') return false;
    if (mt) {
      m.amendEffect(p.effect, {
        mode: mt[1],
        suit: mt[2] as Effect['suit'],
        trick: m.tricks.length + 1,
        explanation: `${p.leader} ${mt[1] === 'require' ? 'must lead' : 'may not lead'} a ${mt[2]}${mt[1] === 'forbid' ? ' while he keeps the lead' : ''} (Law ${p.effect.law})`,
      });
    } else {
      m.removeRestriction(p.effect);
    }
    st.law26ChosenAt = m.tricks.length;
    useFindings(m, 'option');
    st.pend = null;
    return true;
  },
  onPlay(m, p, ev): PlayOutcome {
    const st = playState(m);
    // The leader led before declarer chose: no restriction applies to that lead.
    if (ev.seat === p.leader && !m.currentTrick) {
      st.pend = null;
      m.removeRestriction(p.effect);
    }
    return 'checks';
  },
};
