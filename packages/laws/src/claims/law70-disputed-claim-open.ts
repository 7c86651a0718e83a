/**
 * Law 70: a disputed claim waits for the director (the adjudication itself is ./law70-adjudication.ts).
 * An open play irregularity (./open.ts): what the table sees, what the director's findings do, and
 * what a card played while it waits does.
 *
 * @laws 70:disputedClaimOpen
 */
import type { Pend } from '../play/context.js';
import type { OpenPlayKind, PlayOutcome } from '../play/open.js';
import { msg } from '../framework/messages.js';

type P = Extract<Pend, { type: 'claim' }>;

export const disputedClaimOpen: OpenPlayKind<P> = {
  pending(m, p) {
    return {
      law: '70',
      kind: 'claim-disputed',
      event: p.event,
      chooser: 'director',
      options: [],
      needs: [],
      explanation: 'the claim is disputed (Law 70)',
      message: msg('claim.director', {}),
    };
  },
  onFindings(m, _p) {
    return false;
  },
  onPlay(m, _p, _ev, _i): PlayOutcome {
    return 'checks';
  },
};
