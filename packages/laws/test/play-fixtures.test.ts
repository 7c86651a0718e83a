// Table-log fixtures (TABLE-LOG.md) for the play: each `NAME.json` is folded with the director
// and compared with `NAME.expected.json` on the contract fields (events, rulings and their
// effects, penalty cards, pending, tricks, result, score, turn); a few go through the real CLI.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ReplayOutput } from '@stikk/core';
import { replay } from './play-helpers.js';

const dir = new URL('./fixtures/play/', import.meta.url);
const names = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
  .map((f) => f.slice(0, -5));
const read = (f: string): unknown => JSON.parse(readFileSync(new URL(f, dir), 'utf8'));

/** The contract fields, explanations left out (their wording may change). */
function project(o: ReplayOutput): unknown {
  return {
    turn: o.turn,
    events: o.events,
    rulings: o.rulings.map((r) => ({
      law: r.law,
      event: r.event,
      effects: r.effects.map(({ explanation: _x, ...e }) => e),
    })),
    penaltyCards: o.penaltyCards,
    pending: o.pending && {
      law: o.pending.law,
      chooser: o.pending.chooser,
      options: o.pending.options,
      needs: o.pending.needs,
    },
    tricks: o.tricks,
    result: o.result,
    score: o.score,
  };
}

describe('play fixtures through the fold', () => {
  for (const name of names) {
    it(name, () => {
      const out = replay(read(`${name}.json`));
      expect(project(out)).toEqual(read(`${name}.expected.json`));
      // Every pending and every effect explains itself, citing a law.
      if (out.pending) expect(out.pending.explanation).toMatch(/Law/);
      for (const r of out.rulings) for (const e of r.effects) expect(e.explanation).toMatch(/Law/);
    });
  }
});

const bin = fileURLToPath(new URL('../../cli/bin/stikk.js', import.meta.url));
const built =
  existsSync(fileURLToPath(new URL('../../cli/dist/main.js', import.meta.url))) &&
  existsSync(fileURLToPath(new URL('../dist/play/index.js', import.meta.url)));
if (!built)
  console.warn(
    'play fixtures: packages/cli or packages/laws is not built (run `npx tsc -b packages/cli packages/laws`); the CLI checks are skipped',
  );

describe.skipIf(!built)('play fixtures through `stikk replay`', () => {
  for (const name of [
    'revoke-two-tricks',
    'opening-loot-refused-require',
    'premature-play-2007',
    'claim-70C-needs-finding',
    'penalty-cards-51A-designate',
    'revoke-62C2-withdrawals',
    'claim-faced-hand-64B3-2007',
    'exam-revoke-64A2-one',
  ]) {
    it(name, () => {
      const r = spawnSync(process.execPath, [bin, 'replay', fileURLToPath(new URL(`${name}.json`, dir))], {
        encoding: 'utf8',
      });
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(project(JSON.parse(r.stdout) as ReplayOutput)).toEqual(read(`${name}.expected.json`));
    });
  }
});
