/**
 * E2E (security follow-up): the director gives a table a new code from the session console (two
 * clicks, in Swedish). The console shows the new code at once; a terminal that joined with the old
 * code is shut out, the old code no longer joins, and the new one does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClubViaUi,
  createSession,
  desktop,
  fillSessionSetUp,
  hasChromium,
  startHarness,
  tableCodes,
  terminalApi,
  type Harness,
} from './support/e2e.js';

describe.skipIf(!hasChromium)('web e2e: a new table code from the console', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the old code and its terminals stop working; the new code joins', async () => {
    const { ctx, page } = await desktop(h, 'sv');
    await createClubViaUi(page, h.base, {
      club: 'Umeå BK',
      name: 'Karin',
      email: 'karin@example.org',
      password: 'correct-horse-9',
    });
    await fillSessionSetUp(page, { tables: 3, movement: 'mitchell', boardsPerRound: 2, seed: 'renew' });
    await createSession(page);
    const [old, other] = await tableCodes(page, 3);
    const terminal = await terminalApi(page, h.base, old);
    expect((await terminal.get('round')).status()).toBe(200);

    await page.getByTestId('new-code-1').click();
    await expect.poll(() => page.getByTestId('new-code-confirm-1').innerText()).toContain('Ge ny kod');
    await page.getByTestId('new-code-confirm-1').click();
    await expect.poll(async () => (await page.locator('td[data-table="1"]').innerText()).trim()).not.toBe(old);
    const renewed = (await page.locator('td[data-table="1"]').innerText()).trim();
    expect(renewed.length).toBeGreaterThanOrEqual(10);
    // Table 2 keeps its code.
    expect((await page.locator('td[data-table="2"]').innerText()).trim()).toBe(other);

    expect((await terminal.get('round')).status()).toBe(401);
    const byOld = await page.request.post(`${h.base}/api/terminal/join`, { data: { code: old } });
    expect(byOld.status()).toBeGreaterThanOrEqual(400);
    const byNew = await terminalApi(page, h.base, renewed);
    expect((await byNew.get('round')).status()).toBe(200);
    await ctx.close();
  }, 120_000);
});
