/**
 * E2E: Law 20F4 at the online table, in Norwegian. South alerts his 2♦ and writes "naturlig"; he then finds his own
 * explanation was wrong and corrects it from the table. The correction calls the director: the console's queue words
 * the call (§ 20F4), the table shows "Rett din forklaring", and the director answers whether the explanation (not the
 * call) was the mistake with one click; West, misinformed when he passed, then changes his pass (Law 21B1). North, who
 * gave no explanation of his 1NT, is not offered a correction.
 */
import { SEATS, type Seat } from '@stikk/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubViaUi, desktop, hasChromium, phone, startHarness, type Harness } from './support/e2e.js';

describe.skipIf(!hasChromium)('web e2e: a player corrects his explanation online (Law 20F4)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('corrected at the table, ruled from the console', async () => {
    const host = await desktop(h, 'nb');
    await createClubViaUi(host.page, h.base, {
      club: 'Rett BK',
      name: 'Rita Leder',
      email: 'td20f@example.org',
      password: 'correct-horse-20',
    });
    await host.page.goto(`${h.base}/#/online`);
    await host.page.getByTestId('create-online').click();
    await host.page.getByTestId('seat-links').waitFor();
    await host.page.locator('a[data-seat="W"]').waitFor();
    const links = {} as Record<Seat, string>;
    for (const s of SEATS) links[s] = (await host.page.locator(`a[data-seat="${s}"]`).getAttribute('href'))!;
    const tableId = Number(/online\/(\d+)/.exec(links.N)![1]);
    const pages = {} as Record<Seat, Page>;
    for (const s of SEATS) {
      const { page } = await phone(h, 'nb');
      await page.goto(`${h.base}/${links[s]}`);
      await page.getByTestId('online-table').waitFor();
      pages[s] = page;
    }
    const version = async (p: Page) => Number(await p.getByTestId('online-table').getAttribute('data-version'));
    const settle = async (v: number) => {
      for (const s of SEATS) await expect.poll(() => version(pages[s])).toBeGreaterThanOrEqual(v);
    };
    const call = async (s: Seat, code: string, explanation?: string) => {
      const v = await version(pages[s]);
      if (explanation) {
        await pages[s].getByTestId('alert').check();
        await pages[s].getByTestId('explanation').fill(explanation);
      }
      await pages[s].locator(`.bidding-box button[data-call="${code}"]`).click();
      await settle(v + 1);
    };
    await call('N', '1NT');
    await call('E', 'P');
    await call('S', '2D', 'naturlig');
    await call('W', 'P');

    // North, who neither alerted nor explained his 1NT, has no explanation to correct: he is not offered it (20F4).
    expect(await pages.N.getByTestId('questions').count()).toBe(1);
    expect(await pages.N.getByTestId('correct-explanation').count()).toBe(0);
    // South corrects his explanation of his 2♦ (his only call, chosen already).
    const box = pages.S.getByTestId('correct-explanation');
    await expect.poll(() => box.innerText()).toContain('Rett din forklaring (§ 20F4)');
    await pages.S.getByTestId('correct-open').click();
    const v = await version(pages.S);
    await pages.S.getByTestId('correct-text').fill('overføring til hjerter');
    await pages.S.getByTestId('correct-send').click();
    await settle(v + 1);

    // The director's queue words the call; on the table he answers the 75B question.
    await host.page.goto(`${h.base}/#/online/director`);
    await expect
      .poll(() => host.page.getByTestId('call-queue').innerText())
      .toContain('Syd — rettet forklaringen av meldingen sin (§ 20F4)');
    await host.page.goto(`${h.base}/#/online/director/${tableId}`);
    const ruling = host.page.getByTestId('correction-ruling');
    await expect.poll(() => ruling.innerText()).toContain('rettet sin forklaring av meldingen 2♦ (§ 20F4)');
    await expect.poll(() => ruling.innerText()).toContain('Forklaringen var feil (ikke meldingen)');
    await host.page.getByTestId('correction-yes').click();
    await settle(v + 2);
    await expect.poll(() => host.page.getByTestId('correction-ruling').count()).toBe(0);
    // West, misinformed when he passed, changes his pass to a double (Law 21B1) while the director is at the table.
    const w = version(pages.W);
    await pages.W.getByTestId('change-call').check();
    await pages.W.locator('.bidding-box button[data-call="X"]').click();
    await settle((await w) + 1);
    // The board's log keeps the correction, the finding (75B) and the change for the record.
    const log = (await host.page.evaluate(
      async (id) => (await fetch(`/api/online/tables/${id}/boards/1/log`)).json(),
      tableId,
    )) as { events: Record<string, unknown>[] };
    expect(log.events.slice(-3)).toEqual([
      { seat: 'S', correct: 2, own: true, explanation: 'overføring til hjerter' },
      { director: { mistakenExplanation: true } },
      { seat: 'W', call: 'X', change: true },
    ]);
  }, 240_000);
});
