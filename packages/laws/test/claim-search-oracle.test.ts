// The Law 70 claim search pinned on 400 seeded random claim positions (test/helpers/claim-positions.ts):
// endings of 2-9 cards a hand, some inside a trick, with shown voids, statement plans, stated lines,
// the 2007 escape, the claimer's best line, an upper bound and node limits. The answers — tricks,
// the line, and the nodes visited, or null where a node limit was hit — are the search's as it was
// before session 26 made it faster (fixtures/claim-search-oracle.json, written by
// helpers/write-claim-oracle.ts). The nodes are pinned too: a fold charges them to its search
// budget, so a search that visits other nodes could give up where the old one did not.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLAIM_ORACLE_CASES, caseDigest, claimAnswer, claimCase, type ClaimAnswer } from './helpers/claim-positions.js';

const pinned = JSON.parse(readFileSync(new URL('./fixtures/claim-search-oracle.json', import.meta.url), 'utf8')) as [
  string,
  ClaimAnswer,
][];

describe('the Law 70 claim search on random claim positions', () => {
  it('pins one answer per case, on the same cases', () => {
    expect(pinned.length).toBe(CLAIM_ORACLE_CASES);
    const digests = Array.from({ length: CLAIM_ORACLE_CASES }, (_, i) => caseDigest(claimCase(i)));
    expect(digests).toEqual(pinned.map((p) => p[0]));
    // The set reaches both outcomes: answers and searches that give up.
    expect(pinned.filter((p) => p[1] === null).length).toBeGreaterThan(10);
    expect(pinned.filter((p) => p[1] !== null).length).toBeGreaterThan(300);
  });

  for (let part = 0; part < 4; part++) {
    it(`gives the same tricks, line and nodes (cases ${part * 100}-${part * 100 + 99})`, () => {
      for (let i = part * 100; i < (part + 1) * 100; i++)
        expect(claimAnswer(claimCase(i)), `case ${i}`).toEqual(pinned[i][1]);
    });
  }
});
