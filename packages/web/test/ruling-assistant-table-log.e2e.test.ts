/**
 * E2E: the ruling assistant follows a real board. Opened from an online table (the director's
 * table list), it loads that board's table log — the server's deal and the calls made — and the
 * director goes on from there; a pasted table log loads the same way. In Swedish, so the page
 * must stay in Swedish throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDeal } from '@stikk/core';
import { createClubViaUi, desktop, hasChromium, phone, shot, startHarness, type Harness } from './support/e2e.js';

describe.skipIf(!hasChromium)('web e2e: the ruling assistant on a real board', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('opens an online table’s board with its deal and calls, and goes on from there', async () => {
    const host = await desktop(h, 'sv');
    await createClubViaUi(host.page, h.base, {
      club: 'Domar BK',
      name: 'Domare',
      email: 'td@example.org',
      password: 'correct-horse-9',
    });
    await host.page.goto(`${h.base}/#/online`);
    await host.page.getByTestId('create-online').click();
    await host.page.getByTestId('seat-links').waitFor();
    const north = (await host.page.locator('a[data-seat="N"]').getAttribute('href'))!;
    const tableId = Number(/online\/(\d+)/.exec(north)![1]);
    // North (board 1's dealer) opens 1♣ at the table.
    const n = await phone(h, 'sv');
    await n.page.goto(`${h.base}/${north}`);
    await n.page.getByTestId('online-table').waitFor();
    const v0 = Number(await n.page.getByTestId('online-table').getAttribute('data-version'));
    await n.page.locator('.bidding-box button[data-call="1C"]').click();
    await expect
      .poll(async () => Number(await n.page.getByTestId('online-table').getAttribute('data-version')))
      .toBeGreaterThan(v0);

    // The director opens the ruling assistant from the table list: board 1 with the table's log.
    await host.page.goto(`${h.base}/#/online`);
    await host.page.getByTestId('online-ruling').first().click();
    await expect.poll(() => host.page.getByTestId('ruling-events').innerText()).toContain('Nord: 1♣');
    await expect.poll(() => host.page.getByTestId('ruling-board').inputValue()).toBe('1');
    await shot(host.page, 'ruling-log-01-opened-from-online-table');
    // East's 1♣ over it is insufficient: the assistant rules in Swedish.
    await host.page.locator('.bidding-box button[data-call="1C"]').click();
    const pending = host.page.getByTestId('pending');
    await pending.waitFor();
    await expect.poll(() => pending.getAttribute('data-kind')).toBe('insufficient-bid');
    await expect.poll(() => pending.innerText()).toContain('Otillräckligt kontraktsbud');
    // Accepted; the auction ends and East leads: the hands are the server's deal, not a seeded one.
    await host.page.locator('[data-finding="lhoAccepts"] button[data-value="yes"]').click();
    await host.page.getByTestId('apply-ruling').click();
    for (const c of ['P', 'P', 'P']) await host.page.locator(`.bidding-box button[data-call="${c}"]`).click();
    await host.page.getByTestId('ruling-lead-seat').selectOption('W');
    const log = (await host.page.evaluate(
      async (id) => (await fetch(`/api/online/tables/${id}/boards/1/log`)).json(),
      tableId,
    )) as { deal: string };
    const deal = parseDeal(log.deal);
    expect(deal.ok).toBe(true);
    const codes = (
      await host.page.locator('.hand button.card').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')))
    ).sort();
    const west = deal.ok
      ? (deal.value.W ?? []).map((c) => 'CDHS'[Math.floor(c / 13)] + '23456789TJQKA'[c % 13]).sort()
      : [];
    expect(codes).toEqual(west);
    await shot(host.page, 'ruling-log-02-server-deal');
    await n.ctx.close();
    await host.ctx.close();
  }, 180_000);

  it('loads a pasted table log', async () => {
    const { ctx, page } = await desktop(h, 'sv');
    await page.goto(`${h.base}/#/director/ruling`);
    const log = {
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
        { seat: 'E', play: 'CJ' },
        { seat: 'N', play: 'CA', simultaneous: true },
      ],
    };
    await page.locator('details summary').first().click();
    await page.getByTestId('ruling-log-input').fill(JSON.stringify(log));
    await page.getByTestId('ruling-log-load').click();
    const events = page.getByTestId('ruling-events');
    await expect.poll(() => events.locator('li').count()).toBe(7);
    // E's club at the moment of dummy's ace counts as played after it (Law 58A): no rectification.
    await expect.poll(() => events.locator('li').nth(5).innerText()).toContain('Lag 58A');
    await expect.poll(() => page.getByTestId('no-pending').count()).toBe(1);
    // A log that is not one says which field is wrong.
    await page.getByTestId('ruling-log-input').fill('{"format":"x"}');
    await page.getByTestId('ruling-log-load').click();
    await expect.poll(() => page.locator('main#main').innerText()).toContain('format');
    await ctx.close();
  }, 120_000);
});
