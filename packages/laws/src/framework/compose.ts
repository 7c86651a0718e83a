import type { DirectorRules } from '@stikk/core';

/**
 * Combines several rule sets into one: the first `beforeEvent`/`onIrregularity` that handles an
 * event wins; `afterEvent` and `beforeScore` run for every set, in order; the first set that narrows a seat's
 * `legalCards` decides them.
 */
export function composeRules(...sets: DirectorRules[]): DirectorRules {
  return {
    // Plain loops: these run for every event of every fold (no callback made per call).
    beforeEvent: (m, ev, i) => {
      for (const s of sets) if (s.beforeEvent?.(m, ev, i)) return true;
      return false;
    },
    onIrregularity: (m, irr, ev) => {
      for (const s of sets) if (s.onIrregularity?.(m, irr, ev)) return true;
      return false;
    },
    permitsInPrevent: (m, irr, ev) => {
      for (const s of sets) if (s.permitsInPrevent?.(m, irr, ev)) return true;
      return false;
    },
    afterEvent: (m, ev, i) => {
      for (const s of sets) s.afterEvent?.(m, ev, i);
    },
    beforeScore: (m) => {
      for (const s of sets) s.beforeScore?.(m);
    },
    legalCards: (m, seat) => {
      for (const s of sets) {
        const r = s.legalCards?.(m, seat);
        if (r) return r;
      }
      return null;
    },
  };
}
