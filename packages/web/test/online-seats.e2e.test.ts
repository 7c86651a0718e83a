/**
 * E2E: the online seat model in the browser. The creator opens the seats of a new table; a
 * logged-in player takes one from the table list and lands at the table in that seat; an
 * anonymous visitor sees the table (to watch) but no seat to take; the director link is the
 * creator's only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, hasChromium, phone, shot, startHarness, createClubViaUi, type Harness } from './support/e2e.js';

describe.skipIf(!hasChromium)('web e2e: open seats from the table list', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a logged-in player takes an open seat; anonymous visitors only watch', async () => {
    const host = await desktop(h);
    await createClubViaUi(host.page, h.base, {
      club: 'Seats BK',
      name: 'Host',
      email: 'host-seats@example.org',
      password: 'correct-horse-9',
    });
    await host.page.goto(`${h.base}/#/online`);
    await host.page.getByTestId('open-seats').check();
    await host.page.getByTestId('create-online').click();
    await host.page.getByTestId('seat-links').waitFor();
    const tableId = Number(
      /online\/(\d+)/.exec((await host.page.locator('a[data-seat="N"]').getAttribute('href'))!)![1],
    );

    const player = await phone(h);
    const reg = await player.ctx.request.post(`${h.base}/api/auth/register`, {
      data: { email: 'pia@example.org', password: 'pia-password-1', name: 'Pia' },
    });
    expect(reg.status()).toBe(200);
    await player.page.goto(`${h.base}/#/online`);
    const take = player.page.locator('[data-testid="take-seat"][data-seat="E"]');
    await take.waitFor();
    await shot(player.page, 'e2e-online-open-seats');
    // No director link on someone else's table.
    expect(await player.page.locator(`a[href$="/online/${tableId}/director"]`).count()).toBe(0);
    await take.click();
    await player.page.getByTestId('online-table').waitFor();
    expect(await player.page.getByTestId('me').innerText()).toContain('East');
    expect(player.page.url()).toMatch(new RegExp(`/online/${tableId}/[A-Za-z0-9_-]{20,}`));

    // Back in the list: her own seat to return to, no other seat to take at that table.
    await player.page.goto(`${h.base}/#/online`);
    await player.page.getByTestId('my-seat').waitFor();
    expect(await player.page.locator('[data-testid="take-seat"]').count()).toBe(0);

    // Anonymous: the table is there to watch, with no seat to take.
    const anon = await phone(h);
    await anon.page.goto(`${h.base}/#/online`);
    await anon.page.getByTestId('online-tables').waitFor();
    expect(await anon.page.locator('[data-testid="take-seat"]').count()).toBe(0);
    expect(await anon.page.locator(`a[href$="/online/${tableId}"]`).count()).toBe(1);

    // The creator has the director link.
    await host.page.goto(`${h.base}/#/online`);
    await host.page.locator(`a[href$="/online/${tableId}/director"]`).waitFor();
  });
});
