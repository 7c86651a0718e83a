// Independent examiner's set: TD-course style auction rulings (Laws 17-39, both editions), each
// written from the law text before looking at the engine: fixtures/auction-qa holds TABLE-LOG files
// with the outcome a director would give (statuses, pass obligations, lead restrictions, adjusted
// scores, pending with chooser and needs, turn, contract, declarer). Folded with `directorRules`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ReplayOutput } from '@stikk/core';
import { foldAndCheck, project, readFixtures } from './helpers/auction-fixture.js';

const dir = fileURLToPath(new URL('./fixtures/auction-qa/', import.meta.url));
const fixtures = readFixtures(dir);

describe('auction QA rulings (TD-course scenarios, both editions)', () => {
  it('there are fixtures for both editions', () => {
    expect(fixtures.filter((f) => f.file.includes('-2007-')).length).toBeGreaterThan(8);
    expect(fixtures.filter((f) => f.file.includes('-2017-')).length).toBeGreaterThan(40);
  });
  for (const { file, fx } of fixtures) {
    it(`${file}: ${fx.why}`, () => {
      const o = foldAndCheck(fx);
      if (o.pending) {
        // A seat that must choose has options to choose from; the director's judgments name their finding.
        if (o.pending.chooser !== 'director') expect(o.pending.options.length).toBeGreaterThan(0);
        if (o.pending.needs.length) expect(o.pending.options.length).toBeGreaterThan(0);
      }
    });
  }
});

// The same rulings through the real command line, `stikk replay FILE`, as a TD trainee runs it.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const cli = fileURLToPath(new URL('./helpers/stikk-from-source.ts', import.meta.url));
const THROUGH_CLI = [
  '27A1-2017-pending-election-lho-to-act.json',
  '27B2-2017-not-comparable-full-auction.json',
  '30B1bii-2017-pass-at-partner-turn-then-bid.json',
  '36C-2017-redouble-found-after-lead.json',
  '31B-2007-bid-at-partner-turn.json',
];

describe('auction QA rulings through `stikk replay`', () => {
  for (const name of THROUGH_CLI) {
    it(name, () => {
      const fx = fixtures.find((f) => f.file === name)!.fx;
      const file = join(mkdtempSync(join(tmpdir(), 'stikk-qa-')), 'log.json');
      writeFileSync(file, JSON.stringify(fx.log));
      const r = spawnSync(process.execPath, ['--conditions', 'source', '--import', 'tsx', cli, 'replay', file], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(r.status, r.stderr).toBe(0);
      expect(project(JSON.parse(r.stdout) as ReplayOutput, fx.expect)).toEqual(fx.expect);
    });
  }
});
