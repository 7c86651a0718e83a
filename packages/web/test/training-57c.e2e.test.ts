/**
 * E2E (issue 23): the Law 57C training scenario — dummy's own card before his right-hand opponent — in all five
 * languages: the trainee names the finding on dummy, Stikk marks it right, and no raw code reaches the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGES } from '../src/i18n/all.js';
import { trainingQuestion } from '../src/training.js';
import { desktop, hasChromium, startHarness, type Harness } from './support/e2e.js';
import { stepTrainer, trainingIndex } from './support/training.js';

const ID = 'play-dummy-57C-2017-dummy-card-before-rho-awaits-finding';

describe.skipIf(!hasChromium)('web e2e: Law 57C training scenario in five languages', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('asks for dummyActedFirst and shows it without raw codes', async () => {
    const index = trainingIndex(ID);
    expect(index).toBeGreaterThanOrEqual(0);
    const q = trainingQuestion(index);
    for (const lang of LANGUAGES) {
      const { ctx, page } = await desktop(h, lang);
      await page.goto(`${h.base}/#/director/training`);
      const scenario = page.getByTestId('training-scenario');
      await scenario.waitFor();
      await stepTrainer(page, index);
      await expect.poll(() => scenario.getAttribute('data-id')).toBe(ID);
      await page.locator(`[data-testid=training-law] input[value="${q.key.lawNumber}"]`).check();
      await page.locator(`[data-testid=training-chooser] input[value="${q.key.chooser}"]`).check();
      for (const n of q.key.needs) await page.locator(`[data-testid=training-needs] input[value="${n}"]`).check();
      const rect = q.rectification;
      if (rect) {
        const i = rect.choices.findIndex((o) => o.id === rect.answer);
        await page.locator(`[data-testid=training-rectification] [data-outcome="${i}"] input`).check();
      }
      await page.getByTestId('training-check').click();
      const result = page.getByTestId('training-result');
      await expect.poll(() => result.getAttribute('data-correct')).toBe('true');
      const text = await page.locator('main#main').innerText();
      const label = (MESSAGES[lang] as Record<string, string>)['finding.dummyActedFirst'];
      expect(text, lang).toContain(label);
      for (const raw of ['dummyActedFirst', 'premature-play', 'msg.', 'finding.', 'law.57'])
        expect(text, lang).not.toContain(raw);
      // English has words such as "right-hand"; the other languages show no kebab-case codes at all.
      if (lang !== 'en') expect(text.match(/\b[a-z]+(?:-[a-z]+)+\b/g) ?? [], `${lang}: kebab-case codes`).toEqual([]);
      await ctx.close();
    }
  }, 300_000);
});
