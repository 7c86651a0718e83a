/**
 * E2E: the "Large cards" setting at desktop widths. Since the side hands' cards shrink with their column (so that a
 * 7-card suit keeps to one line at 1,100 px), the setting must still make every hand's cards larger there: the
 * director's view of an online table (the narrowest table column) shows all four hands, measured with the setting
 * off and on, at 1,100 and 1,400 px, each hand with room for seven cards of a suit on one line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClubViaUi,
  desktop,
  hasChromium,
  measureHands,
  onlineSeatTokens,
  shot,
  startHarness,
  type Harness,
  type HandFit,
} from './support/e2e.js';

describe.skipIf(!hasChromium)('web e2e: large cards at desktop widths', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('every hand, side hands too, has larger cards with the setting, and still room for a 7-card suit', async () => {
    const { page } = await desktop(h);
    await createClubViaUi(page, h.base, {
      club: 'Store kort BK',
      name: 'Host',
      email: 'host@example.org',
      password: 'correct-horse-9',
    });
    await page.goto(`${h.base}/#/online`);
    await page.getByTestId('create-online').click();
    const { tableId } = await onlineSeatTokens(page);
    await page.goto(`${h.base}/#/online/director/${tableId}`);
    const sizes: Record<string, Record<string, HandFit[]>> = {};
    for (const width of [1100, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      for (const large of [false, true]) {
        await page.evaluate((on) => localStorage.setItem('stikk.largeCards', on ? '1' : '0'), large);
        await page.reload();
        await page.locator('.compass .seat-left .suit-row .card').first().waitFor();
        expect(await page.locator('body').evaluate((b) => b.classList.contains('large-cards'))).toBe(large);
        const fit = (await measureHands(page)).sort((a, b) => a.pos.localeCompare(b.pos));
        await shot(page, `e2e-large-cards-${width}-${large ? 'on' : 'off'}`);
        expect(fit.map((x) => x.pos)).toEqual(['bottom', 'left', 'right', 'top']);
        for (const x of fit) expect(x, `${width} ${large} ${x.pos}`).toMatchObject({ lines: 1 });
        for (const x of fit) expect(x.spare, `${width} ${large} ${x.pos}: room for 7 cards`).toBeGreaterThanOrEqual(0);
        (sizes[width] ??= {})[String(large)] = fit;
      }
      const [off, on] = [sizes[width].false, sizes[width].true];
      for (const [i, x] of on.entries())
        expect(x.card, `${width} px, ${x.pos}: larger than ${off[i].card} px`).toBeGreaterThan(off[i].card);
    }
  });
});
