// TD training in the web (issue 23 item 6): every scenario's question holds the engine's answer
// among its choices, and everything the page shows for it has a text in all five languages.
import { describe, expect, it } from 'vitest';
import { gradeTraining } from '@stikk/laws';
import { LANGUAGES, MESSAGES, type Lang } from '../src/i18n/all.js';
import { TRAINING_COUNT, trainingQuestion } from '../src/training.js';

const has = (l: Lang, k: string): boolean => k in (MESSAGES[l] as Record<string, string>);

describe('TD training questions', () => {
  it('every scenario offers the right law, chooser, options and findings among its choices', () => {
    expect(TRAINING_COUNT).toBeGreaterThanOrEqual(60);
    for (let i = 0; i < TRAINING_COUNT; i++) {
      const q = trainingQuestion(i);
      expect(q.laws, q.scenario.id).toContain(q.key.lawNumber);
      expect(q.laws.length).toBe(4);
      expect(q.choosers).toContain(q.key.chooser);
      for (const o of q.key.options) expect(q.options, q.scenario.id).toContain(o);
      for (const n of q.key.needs) expect(q.needs, q.scenario.id).toContain(n);
      // Ticking exactly the right ones is right; a distractor makes the part wrong.
      const right = { lawNumber: q.key.lawNumber, chooser: q.key.chooser, options: q.key.options, needs: q.key.needs };
      expect(gradeTraining(q.key, right).correct).toBe(true);
      const extra = q.options.find((o) => !q.key.options.includes(o));
      if (extra) expect(gradeTraining(q.key, { ...right, options: [...q.key.options, extra] }).correct).toBe(false);
    }
  });
  it('every law, finding, option and message a question shows is written in all five languages', () => {
    const missing: string[] = [];
    for (let i = 0; i < TRAINING_COUNT; i++) {
      const q = trainingQuestion(i);
      const keys = [
        ...q.laws.flatMap((l) => [`law.${l}.title`, `law.${l}.text`]),
        ...q.needs.map((n) => `finding.${n}`),
        ...q.options.map((o) => `option.${o.replace(/:.*/, '')}`).filter((k) => !/^option\.[CDHS][2-9TJQKA]$/.test(k)),
        ...(q.key.message ? [`msg.${q.key.message.code}`] : []),
      ];
      for (const l of LANGUAGES) for (const k of keys) if (!has(l, k)) missing.push(`${l} ${k} (${q.scenario.id})`);
    }
    expect([...new Set(missing)]).toEqual([]);
  });
  it('the Law 57C scenarios ask for the finding on dummy, labelled in all five languages', () => {
    const qs = Array.from({ length: TRAINING_COUNT }, (_, i) => trainingQuestion(i)).filter((q) =>
      q.scenario.id.includes('57C'),
    );
    // Dummy's suggestion (2017 and 2007) and dummy's own card before his RHO (2017).
    expect(qs.map((q) => q.scenario.id)).toEqual(
      expect.arrayContaining([
        'play-dummy-57C1-2007-defender-plays-before-partner-after-dummy-suggests',
        'play-dummy-57C2-2017-defender-plays-before-partner-after-dummy-suggests',
        'play-dummy-57C-2017-dummy-card-before-rho-awaits-finding',
      ]),
    );
    for (const q of qs) {
      expect(q.key.needs, q.scenario.id).toContain('dummyActedFirst');
      for (const l of LANGUAGES) {
        const label = (MESSAGES[l] as Record<string, string>)['finding.dummyActedFirst'];
        expect(label, l).toBeTruthy();
        expect(label).not.toMatch(/dummyActedFirst/);
      }
    }
  });
  it('the page’s own texts exist in all five languages', () => {
    const keys = Object.keys(MESSAGES.en).filter((k) => k.startsWith('training.') || k === 'director.training');
    expect(keys.length).toBeGreaterThanOrEqual(20);
    for (const l of LANGUAGES) for (const k of keys) expect(has(l, k), `${l} ${k}`).toBe(true);
  });
});
