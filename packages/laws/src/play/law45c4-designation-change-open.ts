/**
 * Law 45C4(b): a card named from dummy was changed; the director finds whether the first was
 * unintended. An open play irregularity (./open.ts): what the table sees, what the director's
 * findings do, and what a card played while it waits does.
 *
 * @laws 45:designationChangeOpen
 */
import { printCard } from '@stikk/core';
import type { Pend } from './context.js';
import { designationChangeTooLate, applyDesignationChange } from './law53-57-out-of-turn.js';
import type { OpenPlayKind, PlayOutcome } from './open.js';
import { msg } from '../framework/messages.js';

type P = Extract<Pend, { type: 'designation-change' }>;

export const designationChangeOpen: OpenPlayKind<P> = {
  pending(m, p) {
    return {
      law: '45C4',
      kind: 'change-of-designation',
      event: p.event,
      chooser: 'director',
      options: [],
      needs: ['unintended'],
      explanation: `${p.seat} named ${printCard(p.to)} after ${printCard(p.from)}: the change stands only if the first was unintended (Law 45C4(b))`,
      message: msg('change-of-designation.pending', { seat: p.seat, from: printCard(p.from), to: printCard(p.to) }),
    };
  },
  onFindings(m, p) {
    const f = m.findings;
    if (f.unintended === undefined) return false;
    applyDesignationChange(m, p, f.unintended);
    return true;
  },
  onPlay(m, p, _ev, _i): PlayOutcome {
    designationChangeTooLate(m, p); // Law 45C4
    return 'checks';
  },
};
