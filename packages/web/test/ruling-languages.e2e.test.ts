/**
 * E2E (3): the ruling assistant on an insufficient bid (Law 27) and an opening lead out of turn
 * (Law 54), driven as a director would. E2E (4): the same pages in Norwegian, Swedish and
 * Finnish (and the choice remembered across a reload).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, hasChromium, shot, startHarness, type Harness } from './support/e2e.js';

async function bid(page: Page, code: string): Promise<void> {
  await page.locator(`.bidding-box button[data-call="${code}"]`).click();
}

async function insufficientBid(page: Page, base: string, tag: string): Promise<void> {
  await page.goto(`${base}/#/director/ruling`);
  await page.getByTestId('ruling-board').fill('1');
  await bid(page, '1H'); // North, dealer
  await bid(page, '1D'); // East: insufficient
  const pending = page.getByTestId('pending');
  await pending.waitFor();
  await expect.poll(() => pending.getAttribute('data-kind')).toBe('insufficient-bid');
  await expect.poll(() => pending.getAttribute('data-law')).toMatch(/^27/);
  await shot(page, `${tag}-01-insufficient-pending`);
  // South (left of the offender) does not accept it.
  await page.locator('[data-finding="lhoAccepts"] button[data-value="no"]').click();
  await page.getByTestId('apply-ruling').click();
  await expect.poll(() => pending.getAttribute('data-law')).toMatch(/^27B/);
  await shot(page, `${tag}-02-insufficient-replace`);
  await bid(page, '2D'); // East replaces it with the lowest sufficient bid in the same strain
  await page.getByTestId('rulings').waitFor();
  await expect.poll(() => page.locator('[data-testid=rulings] > li').first().getAttribute('data-law')).toBe('27B1(a)');
  await expect.poll(() => page.getByTestId('no-pending').count()).toBe(1);
  await shot(page, `${tag}-03-insufficient-ruled`);
}

async function leadOutOfTurn(page: Page, base: string, tag: string): Promise<void> {
  await page.goto(`${base}/#/director/ruling`);
  await page.reload();
  for (const c of ['1NT', 'P', '3NT', 'P', 'P', 'P']) await bid(page, c);
  // North opened 1NT, so North declares and East should lead; West leads instead.
  await page.getByTestId('ruling-lead-seat').selectOption('W');
  await page.locator('.hand button.card').first().click();
  const pending = page.getByTestId('pending');
  await pending.waitFor();
  await expect.poll(() => pending.getAttribute('data-kind')).toMatch(/lead/);
  await expect.poll(() => pending.getAttribute('data-law')).toMatch(/^5[34]/);
  await shot(page, `${tag}-04-lead-pending`);
  const finding = page.locator('[data-finding="declarerAccepts"] button[data-value="no"]');
  if (await finding.count()) await finding.click();
  else await page.locator('[data-option]').first().click();
  await page.getByTestId('apply-ruling').click();
  await page.getByTestId('rulings').waitFor();
  const law = await page.locator('[data-testid=rulings] > li').first().getAttribute('data-law');
  expect(law).toMatch(/^5[0-6]/);
  await shot(page, `${tag}-05-lead-ruled`);
  // With West's card a major penalty card, declarer now chooses for East's lead (Law 50D2).
  if (await page.getByTestId('pending').count()) {
    const option = page.locator('[data-option^="require-suit"]');
    if (await option.count()) {
      await option.first().click();
      await page.getByTestId('apply-ruling').click();
      await page.getByTestId('restrictions').waitFor();
      await expect
        .poll(() => page.locator('[data-testid=restrictions] [data-effect="lead-restriction"]').count())
        .toBeGreaterThan(0);
      await shot(page, `${tag}-06-lead-restriction`);
    }
  }
}

describe.skipIf(!hasChromium)('web e2e: ruling assistant and languages', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('rules on an insufficient bid and an opening lead out of turn, citing the laws', async () => {
    const { ctx, page } = await desktop(h, 'en');
    await insufficientBid(page, h.base, 'e2e3');
    await expect.poll(() => page.getByTestId('ruling-result').innerText()).toContain('Law 27B1(a)');
    await leadOutOfTurn(page, h.base, 'e2e3');
    // "Pick what happened": a call out of rotation (West bids when East was due).
    await page.reload();
    await page.locator('[data-pick="call-out-of-rotation"]').click();
    const pending = page.getByTestId('pending');
    await pending.waitFor();
    await expect.poll(() => pending.getAttribute('data-kind')).toBe('call-out-of-rotation');
    await expect.poll(() => pending.getAttribute('data-law')).toMatch(/^(2[89]|3[0-2])/);
    await shot(page, 'e2e3-07-call-out-of-rotation');
    await ctx.close();
  }, 120_000);

  const LANGS = [
    { lang: 'nb', home: 'Velkommen til Stikk', kind: 'Utilstrekkelig bud', nt: '1NT', lawWord: '§ 27', ace: 'E' },
    {
      lang: 'sv',
      home: 'Välkommen till Stikk',
      kind: 'Otillräckligt kontraktsbud',
      nt: '1NT',
      lawWord: 'Lag 27',
      ace: 'E',
    },
    { lang: 'fi', home: 'Tervetuloa Stikkiin', kind: 'Riittämätön maalaus', nt: '1SA', lawWord: 'Pykälä 27', ace: 'A' },
  ] as const;
  for (const L of LANGS) {
    it(`the same pages in ${L.lang}`, async () => {
      const { ctx, page } = await desktop(h, 'en');
      await page.goto(`${h.base}/`);
      await page.getByTestId('language').selectOption(L.lang);
      await page.reload(); // the choice is remembered
      await expect.poll(() => page.locator('h1').innerText()).toBe(L.home);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(L.lang);
      await shot(page, `e2e4-${L.lang}-01-home`);
      await page.getByTestId('start-director').click();
      await page.getByTestId('account-submit').waitFor();
      await shot(page, `e2e4-${L.lang}-02-create-club`);
      await insufficientBid(page, h.base, `e2e4-${L.lang}`);
      const text = await page.getByTestId('ruling-result').innerText();
      expect(text).toContain(L.lawWord);
      await expect.poll(() => page.locator('.bidding-box button[data-call="1NT"]').innerText()).toBe(L.nt);
      await page.goto(`${h.base}/#/director/ruling`);
      await page.reload();
      await bid(page, '1H');
      await bid(page, '1D');
      await expect.poll(() => page.getByTestId('pending').innerText()).toContain(L.kind);
      // Card ranks in the language: an ace is E in Norwegian and Swedish, A in Finnish.
      await page.locator('[data-finding="lhoAccepts"] button[data-value="yes"]').click();
      await page.getByTestId('apply-ruling').click();
      for (const c of ['P', 'P', 'P']) await bid(page, c);
      await page.locator('.hand button.card').first().waitFor();
      const labels = await page.locator('.hand button.card .rank').allInnerTexts();
      expect(labels.length).toBe(13);
      expect(labels.every((r) => /^(10|[2-9]|[A-Z][a-z]?)$/.test(r))).toBe(true);
      if (L.ace !== 'A') expect(labels).not.toContain('A');
      await shot(page, `e2e4-${L.lang}-06-ruling-hands`);
      await ctx.close();
    }, 120_000);
  }
});
