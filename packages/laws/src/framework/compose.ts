import type { DirectorRules } from '@stikk/core';

/**
 * Combines several rule sets into one: the first `beforeEvent`/`onIrregularity` that handles an
 * event wins; `afterEvent` and `beforeScore` run for every set, in order.
 */
export function composeRules(...sets: DirectorRules[]): DirectorRules {
  return {
    beforeEvent: (m, ev, i) => sets.some((s) => s.beforeEvent?.(m, ev, i) ?? false),
    onIrregularity: (m, irr, ev) => sets.some((s) => s.onIrregularity?.(m, irr, ev) ?? false),
    afterEvent: (m, ev, i) => {
      for (const s of sets) s.afterEvent?.(m, ev, i);
    },
    beforeScore: (m) => {
      for (const s of sets) s.beforeScore?.(m);
    },
  };
}
