/**
 * Claim searches at online tables, made in the work pool's thread (Laws 69B, 70, 71). A director
 * event may search a claim's every normal line, a second or more on a big ending; on the server's
 * own thread that held every table and request. Before such an event is checked (or a table with
 * one is loaded), the worker folds the board and records the searches the fold makes; the table's
 * own fold then finds each in its cache (the rules' `claimSearches`) and searches nothing itself.
 */
import { openTable, type DirectorRules, type Mode, type TableLog } from '@stikk/core';
import { claimSearchCache, directorRules, withClaimSearches, type ClaimSearchAnswer } from '@stikk/laws';

/** Searches by key, as a fold recorded them. */
export type SearchEntries = readonly (readonly [string, ClaimSearchAnswer])[];

/** Searches one table keeps (a board's director events need a few; folds after a refused act reuse them). */
const KEPT_PER_TABLE = 16;

/** The director rules of one online table: the laws' own, with the table's claim searches kept. */
export function tableRules(): DirectorRules {
  return withClaimSearches(directorRules, claimSearchCache(KEPT_PER_TABLE));
}

/** Searches the work pool's thread has made (for every table): a board folded again searches nothing anew. */
const madeHere = claimSearchCache(256);

/** Folds `log` (in the work pool's thread) and returns every claim search the fold used, made or kept. */
export function claimSearchesOf(log: TableLog, mode: Mode): SearchEntries {
  const used: [string, ClaimSearchAnswer][] = [];
  const rules = withClaimSearches(directorRules, {
    get: (k) => {
      const a = madeHere.get(k);
      if (a) used.push([k, a]);
      return a;
    },
    set: (k, a) => {
      madeHere.set(k, a);
      used.push([k, a]);
    },
  });
  openTable(log, { mode, rules });
  return used;
}

/** Puts searches made elsewhere into a table's rules' cache. */
export function keepSearches(rules: DirectorRules, entries: SearchEntries): void {
  for (const [k, a] of entries) rules.claimSearches?.set(k, a);
}
