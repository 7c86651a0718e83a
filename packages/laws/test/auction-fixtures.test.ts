// Auction rulings from the law text: every fixture in fixtures/auction is a TABLE-LOG file with
// the outcome the law prescribes (statuses, pass obligations, lead restrictions, UI ledger,
// adjusted scores, pending, turn, auction, contract). Each is folded with `directorRules`.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foldAndCheck, readFixtures } from './helpers/auction-fixture.js';

const dir = fileURLToPath(new URL('./fixtures/auction/', import.meta.url));
const fixtures = readFixtures(dir);

describe('auction fixtures (both editions, from the law text)', () => {
  it('there are fixtures for both editions', () => {
    expect(fixtures.filter((f) => f.file.includes('-2007-')).length).toBeGreaterThan(10);
    expect(fixtures.filter((f) => f.file.includes('-2017-')).length).toBeGreaterThan(40);
  });
  for (const { file, fx } of fixtures) {
    it(`${file}: ${fx.why}`, () => {
      foldAndCheck(fx);
    });
  }
});
