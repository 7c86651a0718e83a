/**
 * The travellers (every table's result on a board) fit a phone: at 360 and 390 px, in each of the five languages,
 * the results page's travellers need no sideways scroll (short headings, the lead under the contract, one signed
 * score column). A 3-table Mitchell, every board played at three tables, published; the pairs have long Finnish
 * names (under the numbers they pushed the % column 72 px past a 360-px screen: the names are left to the ranking).
 */
import { seededRandom } from '@stikk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClubViaUi,
  createSession,
  desktop,
  enterRandomResult,
  fillSessionSetUp,
  hasChromium,
  phone,
  shot,
  startHarness,
  tableCodes,
  terminalApi,
  type Harness,
} from './support/e2e.js';

describe.skipIf(!hasChromium)('web e2e: travellers on a phone', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('fit 360 and 390 px in en, nb, sv, da and fi', async () => {
    const dir = await desktop(h);
    const page = dir.page;
    await createClubViaUi(page, h.base, {
      club: 'Oulu BK',
      name: 'Tuula',
      email: 'tuula@example.org',
      password: 'correct-horse-9',
    });
    const seed = 'traveller-phone';
    await fillSessionSetUp(page, { tables: 3, movement: 'mitchell', boardsPerRound: 2, seed });
    await page.getByTestId('pairs-entry').locator('summary').click();
    const names = [
      'Riitta-Liisa Mäkelä',
      'Hermanni Huhtamäki',
      'Ilkka Ala-Kivimäki',
      'Kristina Fagerlund',
      'Pirjo Juuri-Oja',
      'Tero Venäläinen',
      'Arvo Priimägi',
      'Jan-Ole Warg',
      'Annu Laukkanen',
      'Joakim Fabritius',
      'Mikko Nieminen',
      'Sakari Stubb',
    ];
    for (let i = 0; i < 12; i++)
      await page.locator(`input[name=pair-${Math.floor(i / 2) + 1}-${(i % 2) + 1}]`).fill(names[i]);
    const sid = await createSession(page);
    const codes = await tableCodes(page, 3);
    const raw = seededRandom('traveller-phone-results');
    const rand = () => raw() / 2 ** 32;
    for (let round = 1; round <= 3; round++)
      for (const code of codes) {
        const terminal = await terminalApi(page, h.base, code);
        const r = await (await terminal.get('round')).json();
        for (const b of r.boards as { board: number }[])
          await enterRandomResult(terminal, rand, h.server, seed, round, b.board);
      }
    await page.reload();
    await page.getByTestId('publish-provisional').click();
    await page.getByTestId('published-state').waitFor();
    await dir.ctx.close();

    for (const lang of ['en', 'nb', 'sv', 'da', 'fi']) {
      const reader = await phone(h, lang);
      const p = reader.page;
      await p.goto(`${h.base}/#/results/${sid}`);
      await expect.poll(() => p.locator('table.traveller tbody tr').count(), { timeout: 15_000 }).toBe(18);
      for (const width of [360, 390]) {
        await p.setViewportSize({ width, height: 740 });
        const wide = await p.evaluate(() =>
          [...document.querySelectorAll('table.traveller')]
            .map((t) => ({ board: t.getAttribute('data-board'), box: t.parentElement! }))
            .filter((x) => x.box.scrollWidth > x.box.clientWidth)
            .map((x) => `board ${x.board}: ${x.box.scrollWidth} > ${x.box.clientWidth}`),
        );
        expect(wide, `${lang} at ${width} px`).toEqual([]);
      }
      await shot(p, `traveller-360-${lang}`);
      await reader.ctx.close();
    }
  }, 180_000);
});
