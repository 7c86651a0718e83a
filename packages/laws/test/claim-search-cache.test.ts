// Laws 70, 71: the claim searches a caller keeps between folds (claims/search-cache.ts). The rules
// hold no state of their own: a fold without a cache and a fold with one, fresh or full, agree.
import { describe, expect, it } from 'vitest';
import { foldRaw, replayOutput } from '@stikk/core';
import { claimSearchCache, directorRules, withClaimSearches, type ClaimSearches } from '../src/index.js';
import { log, round } from './play-helpers.js';

const FIVE = [
  ...round('W', ['C4', 'CA', 'CJ', 'C7']),
  ...round('N', ['SA', 'S9', 'S5', 'S3']),
  ...round('N', ['SK', 'ST', 'S6', 'S4']),
  ...round('N', ['HA', 'H9', 'H6', 'H5']),
  ...round('N', ['HK', 'HT', 'H7', 'H4']),
];
const disputed = log('3NT', [
  ...FIVE,
  { seat: 'S', claim: 8, statement: 'all the rest' },
  { seat: 'E', agree: false },
  { director: {} },
]);
const conceded = log('3NT', [...FIVE, { seat: 'S', concede: 8 }, { director: {} }]);

/** A cache that counts what the fold asks of it. */
function counting(): ClaimSearches & { gets: number; sets: number } {
  const inner = claimSearchCache();
  const c = {
    gets: 0,
    sets: 0,
    get: (k: string) => {
      c.gets++;
      return inner.get(k);
    },
    set: (k: string, a: Parameters<ClaimSearches['set']>[1]) => {
      c.sets++;
      inner.set(k, a);
    },
  };
  return c;
}

const out = (raw: unknown, rules = directorRules) => {
  const r = foldRaw(raw, { mode: 'record', rules });
  if (!r.ok) throw new Error(r.error.message);
  return replayOutput(r.value);
};

describe('claim searches kept by the caller', () => {
  it.each([
    ['70 (a disputed claim)', disputed],
    ['71 (a concession)', conceded],
  ])('%s: the same state with no cache, a fresh one and a full one; a full one searches nothing anew', (_, raw) => {
    const plain = out(raw);
    expect(out(raw)).toEqual(plain);
    const cache = counting();
    const rules = withClaimSearches(directorRules, cache);
    expect(out(raw, rules)).toEqual(plain);
    expect(cache.sets).toBeGreaterThan(0);
    const made = cache.sets;
    expect(out(raw, rules)).toEqual(plain);
    expect(cache.sets).toBe(made);
    expect(cache.gets).toBe(2 * made);
  });

  it('the rules object itself keeps nothing: a fold without a cache searches again every time', () => {
    expect(directorRules.claimSearches).toBeUndefined();
    const cache = counting();
    out(disputed, withClaimSearches(directorRules, cache));
    // Another caller's cache is not shared: a second fresh cache is asked, and fills, afresh.
    const other = counting();
    out(disputed, withClaimSearches(directorRules, other));
    expect(other.sets).toBe(cache.sets);
  });

  it('the cache keeps only its size, newest used last', () => {
    const c = claimSearchCache(2);
    const a = { res: null, nodes: 1 };
    c.set('a', a);
    c.set('b', a);
    c.get('a');
    c.set('c', a);
    expect(c.size).toBe(2);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(a);
  });
});
