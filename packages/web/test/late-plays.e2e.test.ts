/**
 * E2E (issue 17): a late play and the unplayed boards on the director console. Table 1 leaves a
 * board of round 1 behind; the director marks it a late play, so the table's phone goes on to
 * round 2 with the board listed to enter later; at publication the boards nobody played are given
 * average to both sides (Law 12C2(a)) from the missing-results check.
 */
import { seededDeal, printCard } from '@stikk/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClubViaUi,
  createSession,
  desktop,
  hasChromium,
  phone,
  shot,
  startHarness,
  tableCodes,
  type Harness,
} from './support/e2e.js';

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await shot(page, `late-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe.skipIf(!hasChromium)('web e2e: late plays and unplayed boards', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a board left behind is marked a late play; unplayed boards get average at publication', async () => {
    const { ctx, page } = await desktop(h, 'nb');
    await page.setViewportSize({ width: 1280, height: 900 });
    await createClubViaUi(page, h.base, {
      club: 'Narvik BK',
      name: 'Siri',
      email: 'siri@example.org',
      password: 'correct-horse-9',
    });
    await page.locator('input[name=tables]').fill('3');
    await page.locator('input[name=movement][value=mitchell]').check();
    await page.locator('input[name=boards-per-round]').fill('2');
    await page.locator('input[name=seed]').fill('late');
    const sessionId = await createSession(page);
    const [code] = await tableCodes(page, 1);
    const session = await (await page.request.get(`${h.base}/api/sessions/${sessionId}`)).json();
    const [done, left] = session.guide.find((g: { round: number; table: number }) => g.round === 1 && g.table === 1)
      .boards as number[];

    // Table 1 plays one board of round 1 and leaves the other.
    const joined = await (await page.request.post(`${h.base}/api/terminal/join`, { data: { code } })).json();
    const auth = { authorization: `Bearer ${joined.token}` };
    const lead = printCard(seededDeal('late', done).E![0]);
    for (const [path, data] of [
      ['results', { round: 1, board: done, contract: '2H', declarer: 'N', lead, tricks: 8 }],
      ['confirm', { round: 1, board: done }],
    ] as const)
      expect((await page.request.post(`${h.base}/api/terminal/${path}`, { headers: auth, data })).status()).toBe(200);

    // The console lists the board left behind; the director marks it a late play.
    await page.reload();
    const panel = page.getByTestId('late-plays');
    await panel.waitFor({ timeout: 15_000 });
    expect(await panel.innerText()).toContain(`Spill ${left}, runde 1, bord 1`);
    await shots(page, '01-console');
    await panel.locator('button').first().click();
    await panel.getByText('Merket som spilles senere').waitFor();

    // The table's phone is in round 2 now, with the late board to enter.
    const ph = await phone(h, 'nb');
    await ph.page.goto(`${h.base}/#/terminal`);
    await ph.page.locator('input[name=code]').fill(code);
    await ph.page.getByTestId('join').click();
    await ph.page.getByTestId('round-header').waitFor();
    expect(await ph.page.getByTestId('round-header').innerText()).toContain('runde 2');
    expect(await ph.page.getByTestId('corrections').innerText()).toContain(`Spill ${left} (runde 1): spilles senere`);
    await shots(ph.page, '02-terminal');
    await ph.ctx.close();

    // Publishing: the check says what is missing; the unplayed boards get average, then it publishes.
    await page.getByTestId('publish').click();
    await page.getByTestId('publish-check').waitFor();
    await shots(page, '03-publish-check');
    await page.getByTestId('unplayed-average').click();
    await page.getByTestId('published-state').waitFor();
    const trav = await (await page.request.get(`${h.base}/api/sessions/${sessionId}/travellers/${left}`)).json();
    expect(trav.lines.map((l: { adjustmentLaw: string }) => l.adjustmentLaw)).toContain('12C2(a)');
    await ctx.close();
  }, 180_000);
});
