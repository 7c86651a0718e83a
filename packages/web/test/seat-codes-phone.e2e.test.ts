/**
 * The online table's invitation list on a phone: each seat's code ("5CWK8-GV423") stays on one line at 360 and
 * 390 px in every language (a phone broke it at the hyphen, "5CWK8-" over "GV423").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubViaUi, desktop, hasChromium, shot, startHarness, type Harness } from './support/e2e.js';

describe.skipIf(!hasChromium)('web e2e: seat codes on a phone', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('keep each code on one line at 360 and 390 px in en, nb, sv, da and fi', async () => {
    const host = await desktop(h);
    const page = host.page;
    await createClubViaUi(page, h.base, {
      club: 'Koodi BK',
      name: 'Kaisa Director',
      email: 'kaisa@example.org',
      password: 'correct-horse-8',
    });
    await page.goto(`${h.base}/#/online`);
    await page.getByTestId('create-online').click();
    await page.locator('a.seat-code[data-seat="W"]').waitFor();
    for (const lang of ['en', 'nb', 'sv', 'da', 'fi']) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByTestId('language').selectOption(lang);
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 740 });
        // An inline link broken over two lines has two client boxes; the code must have one (and all four shown).
        const lines = () =>
          page
            .locator('a.seat-code')
            .evaluateAll((as) => as.map((a) => `${(a as HTMLElement).innerText.trim()}:${a.getClientRects().length}`))
            .catch(() => [] as string[]);
        await expect
          .poll(
            async () => {
              const l = await lines();
              return l.length === 4 && l.every((x) => /^[2-9A-Z]{5}-[2-9A-Z]{5}:1$/.test(x));
            },
            { message: `${lang} at ${width} px` },
          )
          .toBe(true);
      }
      if (lang === 'fi') await shot(page, 'seat-codes-360-fi');
    }
    await host.ctx.close();
  }, 120_000);
});
