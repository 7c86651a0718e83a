// Law 45D: dummy puts a card in the played position that declarer did not name (finding `dummyPlacedUnnamed`).
// The fixtures in fixtures/play-45d were written from the law text (2017 Swedish Lag 45D1/45D2, 2007 Norwegian
// § 45D) before the code; each is folded with the digital director and checked in the auction fixtures' notation.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foldAndCheck, readFixtures } from './helpers/auction-fixture.js';

const dir = fileURLToPath(new URL('./fixtures/play-45d/', import.meta.url));
const fixtures = readFixtures(dir);

describe('Law 45D: a card dummy put out unnamed (both editions, from the law text)', () => {
  it('there are fixtures for both editions', () => {
    expect(fixtures.filter((f) => f.file.includes('-2007-')).length).toBeGreaterThan(2);
    expect(fixtures.filter((f) => f.file.includes('-2017-')).length).toBeGreaterThan(2);
  });
  for (const { file, fx } of fixtures) {
    it(`${file}: ${fx.why}`, () => {
      foldAndCheck(fx);
    });
  }
});
