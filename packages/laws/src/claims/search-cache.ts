/**
 * Claim searches a caller keeps between folds (Laws 69B, 70, 71). The rules keep no state of their
 * own: a caller that folds the same table again (an online table after a refused act, a page
 * reloaded) hands the fold a cache through its rules object, and a search made once is not made
 * again. Without one, every fold searches afresh (the same answers, more slowly).
 */
import type { DirectorRules } from '@stikk/core';
import type { ClaimAdjudication } from './law70-claim-search.js';

/** One search's answer as a fold charges it: null when it gave up, and the nodes it was charged. */
export interface ClaimSearchAnswer {
  readonly res: ClaimAdjudication | null;
  readonly nodes: number;
}

/** Where a fold's claim searches are kept, by the search's key (position, policy, limits). */
export interface ClaimSearches {
  /** The answer kept under `key`, if any. */
  get(key: string): ClaimSearchAnswer | undefined;
  /** Keeps `answer` under `key`. */
  set(key: string, answer: ClaimSearchAnswer): void;
}

declare module '@stikk/core' {
  interface DirectorRules {
    /** Claim searches kept across folds (`@stikk/laws`, ./claims/search-cache.ts); none by default. */
    readonly claimSearches?: ClaimSearches;
  }
}

/** A cache of the `size` most recently used searches. */
export function claimSearchCache(size = 64): ClaimSearches & { readonly size: number } {
  const kept = new Map<string, ClaimSearchAnswer>();
  return {
    get size() {
      return kept.size;
    },
    get(key) {
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
      }
      return hit;
    },
    set(key, answer) {
      kept.delete(key);
      kept.set(key, answer);
      if (kept.size > size) kept.delete(kept.keys().next().value!);
    },
  };
}

/** `rules` whose claim searches are kept in (and looked up from) `searches`. */
export function withClaimSearches(rules: DirectorRules, searches: ClaimSearches): DirectorRules {
  return { ...rules, claimSearches: searches };
}
