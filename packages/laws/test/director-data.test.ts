// Issue 16: the director's bookkeeping is part of the table state (`state.director`, core's
// DirectorData), not hidden beside it: a folded state's bookkeeping can be snapshotted with
// structuredClone and sent as JSON, and two folds of the same log give equal bookkeeping.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldRaw } from '@stikk/core';
import { claimSearchCache, directorRules, withClaimSearches } from '@stikk/laws';
import { OPEN_CALL_KINDS } from '../src/auction/open.js';
// `director.play` is play/context.ts's augmentation of DirectorData (tsconfig.test.json reads declarations).
import type {} from '../src/play/context.js';

const dirs = ['auction', 'play'].map((d) => new URL(`./fixtures/${d}/`, import.meta.url));
const logs = dirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
    .map((f) => {
      const j = JSON.parse(readFileSync(new URL(f, dir), 'utf8'));
      return { name: f, log: j.log ?? j };
    }),
);

/**
 * The rules with one claim-search cache, for the tests that fold a log again and again (every prefix)
 * without looking at the claim: a fold with a cache and one without agree (claim-search-cache.test.ts),
 * and the fixture with a claim too big to search (1,500,000 nodes) is then searched once, not at each
 * fold. The test of two folds of the same log keeps the uncached rules: each of its folds searches.
 */
const cached = withClaimSearches(directorRules, claimSearchCache());

describe("the director's bookkeeping inside the state", () => {
  it('is there for irregular boards, in both periods', () => {
    let auction = 0;
    let play = 0;
    for (const { log } of logs) {
      const r = foldRaw(log, { mode: 'record', rules: cached });
      if (!r.ok) continue;
      if (r.value.director.auction?.irregular) auction++;
      if (r.value.director.play?.pend || r.value.director.play?.revokes.length) play++;
    }
    expect(auction).toBeGreaterThan(20);
    expect(play).toBeGreaterThan(5);
  });

  it('snapshots with structuredClone, travels as JSON, and is the same for the same log', () => {
    let n = 0;
    for (const { name, log } of logs) {
      const a = foldRaw(log, { mode: 'record', rules: directorRules });
      const b = foldRaw(log, { mode: 'record', rules: directorRules });
      if (!a.ok || !b.ok) continue;
      const snap = structuredClone(a.value.director);
      const sent = JSON.parse(JSON.stringify(a.value.director));
      expect(sent, name).toEqual(JSON.parse(JSON.stringify(snap)));
      expect(JSON.stringify(b.value.director), name).toBe(JSON.stringify(a.value.director));
      n++;
    }
    expect(n).toBeGreaterThan(50);
  });

  it('holds open auction irregularities as plain data, each of a kind the registry handles', () => {
    // Every prefix of each auction fixture log: irregularities caught while they are still open.
    let seen = 0;
    const kinds = new Set<string>();
    for (const { name, log } of logs) {
      for (let k = 1; k <= log.events.length; k++) {
        const r = foldRaw({ ...log, events: log.events.slice(0, k) }, { mode: 'record', rules: cached });
        if (!r.ok) continue;
        for (const o of r.value.director.auction?.opens ?? []) {
          expect(Object.getPrototypeOf(o), name).toBe(Object.prototype);
          expect(Object.keys(OPEN_CALL_KINDS), name).toContain(o.type);
          expect(structuredClone(o), name).toEqual(o);
          kinds.add(o.type);
          seen++;
        }
      }
    }
    expect(seen).toBeGreaterThan(50);
    expect([...kinds].sort()).toEqual(Object.keys(OPEN_CALL_KINDS).sort());
  });
});
