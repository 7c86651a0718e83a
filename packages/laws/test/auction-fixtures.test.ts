// Auction rulings from the law text: every fixture in fixtures/auction is a TABLE-LOG file with
// the outcome the law prescribes (statuses, pass obligations, lead restrictions, UI ledger,
// adjusted scores, pending, turn, auction, contract). Each is folded with `directorRules`.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foldRaw, replayOutput } from '@stikk/core';
import { effects, project, readFixtures } from './helpers/auction-fixture.js';
import { directorRules } from '../src/index.js';

const dir = fileURLToPath(new URL('./fixtures/auction/', import.meta.url));
const fixtures = readFixtures(dir);

describe('auction fixtures (both editions, from the law text)', () => {
  it('there are fixtures for both editions', () => {
    expect(fixtures.filter((f) => f.file.includes('-2007-')).length).toBeGreaterThan(10);
    expect(fixtures.filter((f) => f.file.includes('-2017-')).length).toBeGreaterThan(40);
  });
  for (const { file, fx } of fixtures) {
    it(`${file}: ${fx.why}`, () => {
      const r = foldRaw(fx.log, { rules: directorRules });
      if (!r.ok) throw new Error(r.error.message);
      const o = replayOutput(r.value);
      expect(project(o, fx.expect)).toEqual(fx.expect);
      // Every effect and pending rectification explains itself and cites its law.
      for (const x of effects(o)) expect(x.explanation ?? '').toMatch(/Law \d/);
      if (o.pending) expect(o.pending.explanation ?? '').toMatch(/Law/);
    });
  }
});
