/**
 * E2E: the ruling assistant's Law 45D form in five languages. A pasted board: dummy's ace went out and East played
 * after it; the director finds dummy put the card out unnamed and East takes his card back. The assistant rules
 * 45D1 (2017): both cards go back and declarer names dummy's card again — worded in the page's language with the
 * law's local name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, hasChromium, startHarness, type Harness } from './support/e2e.js';

const LOG = {
  format: 'stikk-table-log/1',
  dealer: 'S',
  vulnerable: 'None',
  deal: 'N:AKQ2.AK2.AK2.A32 JT9.QJT9.QJT.KQJ 8765.876.987.987 43.543.6543.T654',
  events: [
    { seat: 'S', call: '2S' },
    { seat: 'W', call: 'P' },
    { seat: 'N', call: 'P' },
    { seat: 'E', call: 'P' },
    { seat: 'W', play: 'C4' },
    { seat: 'N', play: 'CA' },
    { seat: 'E', play: 'CJ' },
  ],
};
const LAW = { en: 'Law 45D', nb: '§ 45D', sv: 'Lag 45D', da: '§ 45D', fi: 'Pykälä 45D' } as const;

describe.skipIf(!hasChromium)('web e2e: the Law 45D form of the ruling assistant', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('finds dummy’s card put out unnamed, in five languages', async () => {
    for (const lang of ['en', 'nb', 'sv', 'da', 'fi'] as const) {
      const { ctx, page } = await desktop(h, lang);
      await page.goto(`${h.base}/#/director/ruling`);
      await page.locator('details summary').first().click();
      await page.getByTestId('ruling-log-input').fill(JSON.stringify(LOG));
      await page.getByTestId('ruling-log-load').click();
      const form = page.getByTestId('law45d-form');
      await expect.poll(() => form.count(), { message: lang }).toBe(1);
      await expect.poll(() => form.innerText(), { message: lang }).toContain(LAW[lang]);
      await expect.poll(() => page.getByTestId('law45d-card').inputValue(), { message: lang }).toBe('CA');
      await page.getByTestId('law45d-back-E').check();
      await page.getByTestId('law45d-apply').click();
      const ruling = page.locator('[data-testid="rulings"] li[data-law="45D1"]');
      await expect.poll(() => ruling.count(), { message: lang }).toBe(1);
      const events = page.getByTestId('ruling-events').locator('li');
      await expect.poll(() => events.count(), { message: lang }).toBe(8);
      // Dummy's ace and East's jack are withdrawn; the form's English never shows in another language.
      for (const i of [5, 6]) await expect.poll(() => events.nth(i).innerText(), { message: lang }).toContain('45D1');
      if (lang !== 'en') expect(await page.locator('main#main').innerText(), lang).not.toContain('Dummy');
      await ctx.close();
    }
  }, 240_000);
});
