// TD training (issue 23 item 6): every scenario is a table log from the law fixtures that replays,
// stops where the director (or a player) must decide, and has an answer key the engine gives.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foldRaw } from '@stikk/core';
import {
  directorRules,
  gradeTraining,
  lawChoices,
  TRAINING_SCENARIOS,
  trainingKey,
  trainingRectification,
  type TrainingScenario,
} from '../src/index.js';

const dir = new URL('../training/', import.meta.url);

describe('TD training scenarios', () => {
  it('at least 60, from both areas and both editions', () => {
    expect(TRAINING_SCENARIOS.length).toBeGreaterThanOrEqual(60);
    for (const area of ['auction', 'play'] as const)
      for (const edition of ['2007', '2017'] as const)
        expect(
          TRAINING_SCENARIOS.filter((s) => s.area === area && s.edition === edition).length,
          `${area} ${edition}`,
        ).toBeGreaterThanOrEqual(10);
  });
  it('each is a table log file (for `stikk replay`) equal to the one the web uses', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBe(TRAINING_SCENARIOS.length);
    for (const s of TRAINING_SCENARIOS)
      expect(JSON.parse(readFileSync(new URL(`${s.id}.json`, dir), 'utf8'))).toEqual(s.log);
  });
  it('each is a prefix of its law fixture', () => {
    for (const s of TRAINING_SCENARIOS) {
      const src = JSON.parse(readFileSync(new URL(`../${s.source}`, import.meta.url), 'utf8'));
      const log = src.format ? src : src.log;
      expect(s.log.events, s.id).toEqual(log.events.slice(0, s.log.events.length));
    }
  });
  it('each replays and the engine gives its answer: a law, who decides, the options and findings', () => {
    for (const s of TRAINING_SCENARIOS) {
      expect(foldRaw(s.log, { rules: directorRules }).ok, s.id).toBe(true);
      const key = trainingKey(s);
      expect(key.lawNumber, s.id).toMatch(/^\d+$/);
      expect(['N', 'E', 'S', 'W', 'director'], s.id).toContain(key.chooser);
      expect(key.explanation, s.id).toMatch(/Law/);
      // The key is the right answer, and a wrong part is marked wrong.
      const right = { lawNumber: key.lawNumber, chooser: key.chooser, options: key.options, needs: key.needs };
      expect(gradeTraining(key, right).correct, s.id).toBe(true);
      expect(gradeTraining(key, { ...right, lawNumber: '99' })).toMatchObject({ law: false, correct: false });
      expect(gradeTraining(key, { ...right, options: [...key.options, 'x'] }).options).toBe(false);
    }
  });
  it('the law choices hold the right law and are stable for a scenario', () => {
    const pool = TRAINING_SCENARIOS.map((s) => trainingKey(s).lawNumber);
    for (const s of TRAINING_SCENARIOS.slice(0, 20)) {
      const k = trainingKey(s);
      const c = lawChoices(k.lawNumber, pool, s.id);
      expect(c).toContain(k.lawNumber);
      expect(c.length).toBe(4);
      expect(lawChoices(k.lawNumber, pool, s.id)).toEqual(c);
    }
  });
  it('a log with nothing waiting is not a scenario', () => {
    const s: TrainingScenario = { ...TRAINING_SCENARIOS[0], log: { ...TRAINING_SCENARIOS[0].log, events: [] } };
    expect(() => trainingKey(s)).toThrow(/nothing waits/);
  });
  it('the scenario files are what `npm run training` writes', () => {
    const built = existsSync(fileURLToPath(new URL('../dist/index.js', import.meta.url)));
    if (!built) return console.warn('training: packages/laws is not built; the freshness check is skipped');
    const script = fileURLToPath(new URL('../scripts/training.mjs', import.meta.url));
    const r = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('TD training: the rectification after the law', () => {
  const asked = TRAINING_SCENARIOS.map((s) => ({ s, q: trainingRectification(s) })).filter((x) => x.q !== null);
  it('most scenarios ask it, in both areas and both editions', () => {
    expect(asked.length).toBeGreaterThanOrEqual(60);
    for (const area of ['auction', 'play']) expect(asked.some((x) => x.s.area === area)).toBe(true);
    for (const ed of ['2007', '2017']) expect(asked.some((x) => x.s.edition === ed)).toBe(true);
  });
  it('the answer is the engine’s ruling for the decision asked, among two or more different outcomes', () => {
    for (const { s, q } of asked) {
      expect(q!.choices.length, s.id).toBeGreaterThanOrEqual(2);
      expect(new Set(q!.choices.map((c) => c.id)).size, s.id).toBe(q!.choices.length);
      expect(
        q!.choices.map((c) => c.id),
        s.id,
      ).toContain(q!.answer);
      // Folding the log with that decision gives the answer's status for the irregular act.
      const r = foldRaw({ ...s.log, events: [...s.log.events, { director: q!.decision }] }, { rules: directorRules });
      expect(r.ok, s.id).toBe(true);
    }
  });
  it('is scored: the right outcome is right, another makes the whole answer wrong', () => {
    for (const { s, q } of asked.slice(0, 30)) {
      const k = trainingKey(s);
      const base = { lawNumber: k.lawNumber, chooser: k.chooser, options: k.options, needs: k.needs };
      expect(gradeTraining(k, { ...base, rectification: q!.answer }, q).correct, s.id).toBe(true);
      const wrong = q!.choices.find((c) => c.id !== q!.answer)!.id;
      const g = gradeTraining(k, { ...base, rectification: wrong }, q);
      expect(g.rectification).toBe(false);
      expect(g.correct).toBe(false);
      expect(gradeTraining(k, base, q).correct, 'unanswered').toBe(false);
    }
  });
  it('57A: declarer chooses how the offender’s partner plays — each option its own outcome (2007 has no “require”)', () => {
    // Law 57A (2017 Lag 57A1–4; 2007 § 57A1–3): highest or lowest of the suit led, a card of another suit declarer
    // names (2017 only), or none of another suit declarer names; the offender's card is a major penalty card.
    for (const [id, n, require] of [
      ['play-exam-premature-57A-lowest', 8, true],
      ['play-exam-premature-57A-lowest-as-2007', 5, false],
    ] as const) {
      const s = TRAINING_SCENARIOS.find((x) => x.id === id)!;
      const k = trainingKey(s);
      expect(k.chooser, id).toBe('S');
      expect(
        k.options.some((o) => o.startsWith('require-suit:')),
        id,
      ).toBe(require);
      const q = trainingRectification(s);
      expect(q, id).not.toBeNull();
      expect(q!.choices.length, id).toBe(n);
      for (const c of q!.choices) {
        const restriction = c.effects.find((e) => e.kind === 'play-restriction');
        expect(restriction?.seat, id).toBe('E');
        expect(restriction?.mode, id).toMatch(/^(highest|lowest|require|forbid)$/);
        expect(restriction?.suit === undefined, id).toBe(['highest', 'lowest'].includes(restriction!.mode!));
      }
      const o = foldRaw({ ...s.log, events: [...s.log.events, { director: q!.decision }] }, { rules: directorRules });
      expect(o.ok && o.value.penaltyCards.map((p) => `${p.seat}:${p.major}`), id).toEqual(['W:true']);
    }
  });
  it('29A: accepting the call out of rotation lets it stand; refusing cancels it (29B)', () => {
    const s = TRAINING_SCENARIOS.find((x) => x.id === 'auction-29A-2017-lho-calls')!;
    const q = trainingRectification(s)!;
    expect(q.choices.map((c) => `${c.status}/${c.statusLaw}`).sort()).toEqual(['accepted/29A', 'cancelled/29B']);
  });
});
