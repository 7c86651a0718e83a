/**
 * E2E: TD training in Finnish. The trainee answers one scenario as the engine rules it and one
 * wrongly; Stikk marks each and explains, and no English text reaches the Finnish page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingQuestion } from '../src/training.js';
import { desktop, hasChromium, shot, startHarness, type Harness } from './support/e2e.js';

describe.skipIf(!hasChromium)('web e2e: TD training', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('checks the trainee’s ruling against the engine and explains it, in Finnish', async () => {
    const { ctx, page } = await desktop(h, 'fi');
    await page.goto(`${h.base}/#/director/training`);
    const scenario = page.getByTestId('training-scenario');
    await scenario.waitFor();
    const q = trainingQuestion(0);
    expect(await scenario.getAttribute('data-id')).toBe(q.scenario.id);
    expect(await page.getByTestId('training-events').locator('li').count()).toBe(q.scenario.log.events.length);
    // The engine's ruling, ticked as it is.
    await page.locator(`[data-testid=training-law] input[value="${q.key.lawNumber}"]`).check();
    await page.locator(`[data-testid=training-chooser] input[value="${q.key.chooser}"]`).check();
    for (const o of q.key.options) await page.locator(`[data-testid=training-options] input[value="${o}"]`).check();
    for (const n of q.key.needs) await page.locator(`[data-testid=training-needs] input[value="${n}"]`).check();
    // After the law, the rectification the decision leads to (as the engine rules it).
    const rect = q.rectification;
    if (rect) {
      const i = rect.choices.findIndex((o) => o.id === rect.answer);
      await page.locator(`[data-testid=training-rectification] [data-outcome="${i}"] input`).check();
    }
    await page.getByTestId('training-check').click();
    const result = page.getByTestId('training-result');
    await result.waitFor();
    expect(await result.getAttribute('data-correct')).toBe('true');
    expect(await page.getByTestId('training-law-text').innerText()).not.toBe('');
    await shot(page, 'training-01-right-fi');
    const text = await page.locator('main#main').innerText();
    for (const english of ['Which law', 'Check my ruling', 'Right', 'Wrong', 'Scenario', 'director', 'Law ', 'follows'])
      expect(text).not.toContain(english);
    expect(text.match(/\b[a-z]+(?:-[a-z]+)+\b/g) ?? [], 'kebab-case codes').toEqual([]);
    if (rect)
      expect(await page.getByTestId('training-rectification-answer').locator('[data-ok="yes"]').count()).toBe(1);
    // The next one answered with a wrong law: marked wrong, the right law shown.
    await page.getByTestId('training-next').click();
    const q2 = trainingQuestion(1);
    const wrongLaw = q2.laws.find((l) => l !== q2.key.lawNumber)!;
    await page.locator(`[data-testid=training-law] input[value="${wrongLaw}"]`).check();
    await page.locator(`[data-testid=training-chooser] input[value="${q2.key.chooser}"]`).check();
    if (q2.rectification) await page.locator('[data-testid=training-rectification] [data-outcome="0"] input').check();
    await page.getByTestId('training-check').click();
    await expect.poll(() => result.getAttribute('data-correct')).toBe('false');
    expect(await result.innerText()).toContain(`Pykälä ${q2.key.law}`);
    expect(await page.getByTestId('training-score').innerText()).toContain('1/2');
    await ctx.close();
  }, 180_000);
});
