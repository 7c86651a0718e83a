/**
 * Law 69B: a withdrawn agreement waits for the director (the ruling is ./law69-agreement.ts).
 * An open play irregularity (../play/open.ts).
 *
 * @laws 69:withdrawalOpen
 */
import type { Pend } from '../play/context.js';
import type { OpenPlayKind, PlayOutcome } from '../play/open.js';
import { msg } from '../framework/messages.js';

type P = Extract<Pend, { type: 'claim-withdrawn' }>;

export const withdrawalOpen: OpenPlayKind<P> = {
  pending(_m, p) {
    return {
      law: '69B',
      kind: 'claim-withdrawn',
      event: p.event,
      chooser: 'director',
      options: [],
      needs: [],
      explanation: `${p.seat} withdraws the agreement to the claim: the director gives back any trick the side would likely have won (Law 69B)`,
      message: msg('claim.withdrawn', { seat: p.seat }),
    };
  },
  onFindings() {
    return false;
  },
  onPlay(): PlayOutcome {
    return 'checks';
  },
};
