/**
 * E2E: the Law 57A training scenario (a defender played before his partner) in all five languages. Declarer's options
 * read as partner's play to the trick (not as a lead), the rectification question after the law is asked (each
 * option its own outcome: what partner must play), the right answer is marked right, and no raw code shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES } from '../src/i18n/all.js';
import { trainingQuestion } from '../src/training.js';
import { desktop, hasChromium, startHarness, type Harness } from './support/e2e.js';
import { stepTrainer, trainingIndex } from './support/training.js';

const ID = 'play-exam-premature-57A-lowest';

describe.skipIf(!hasChromium)('web e2e: Law 57A training scenario in five languages', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('offers declarer’s options as partner’s play, asks the rectification, marks the answer right', async () => {
    const index = trainingIndex(ID);
    expect(index).toBeGreaterThanOrEqual(0);
    const q = trainingQuestion(index);
    const rect = q.rectification;
    expect(rect).not.toBeNull();
    for (const lang of LANGUAGES) {
      const m = MESSAGES[lang] as Record<string, string>;
      const { ctx, page } = await desktop(h, lang);
      await page.goto(`${h.base}/#/director/training`);
      const scenario = page.getByTestId('training-scenario');
      await scenario.waitFor();
      await stepTrainer(page, index);
      await expect.poll(() => scenario.getAttribute('data-id')).toBe(ID);
      const options = await page.getByTestId('training-options').innerText();
      expect(options, lang).toContain(m['option.57A.lowest']);
      expect(options, lang).not.toContain(m['option.lowest']);
      await page.locator(`[data-testid=training-law] input[value="${q.key.lawNumber}"]`).check();
      await page.locator(`[data-testid=training-chooser] input[value="${q.key.chooser}"]`).check();
      for (const o of q.key.options) await page.locator(`[data-testid=training-options] input[value="${o}"]`).check();
      for (const n of q.key.needs) await page.locator(`[data-testid=training-needs] input[value="${n}"]`).check();
      const i = rect!.choices.findIndex((o) => o.id === rect!.answer);
      await page.locator(`[data-testid=training-rectification] [data-outcome="${i}"] input`).check();
      await page.getByTestId('training-check').click();
      const result = page.getByTestId('training-result');
      await expect.poll(() => result.getAttribute('data-correct')).toBe('true');
      const text = await page.locator('main#main').innerText();
      // The outcomes say what partner must play: the highest and the lowest of the suit led are two of them.
      const seat = (k: string) => m[k].replace(/^{{seat}}:? ?/, '').slice(0, 20);
      expect(text, lang).toContain(seat('effect.play-restriction.highest'));
      expect(text, lang).toContain(seat('effect.play-restriction.lowest'));
      for (const raw of ['require-suit', 'forbid-suit', 'play-restriction', 'option.', 'effect.', 'msg.', '{{'])
        expect(text, lang).not.toContain(raw);
      await ctx.close();
    }
  }, 300_000);
});
