/**
 * E2E (club follow-up), in Norwegian: a late board of a teams match entered by the director on the match
 * card (contract, declarer, lead, tricks) instead of over the API. What is missing is said in
 * Norwegian before anything is sent; a lead the opening leader does not hold is refused by the
 * server (Law 41A) and the refusal shown in Norwegian; the right entry lands on the match card.
 * Once the results are final, a line-up is refused (Law 79C), worded for the director.
 */
import { printCard } from '@stikk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubViaUi, desktop, hasChromium, shot, startHarness, type Harness } from './support/e2e.js';
import { apiTableTerminal, createSwissViaUi } from './support/teams.js';

describe.skipIf(!hasChromium)('web e2e: the director enters a late board on the match card', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the entry form names what is missing, refuses a lead not in the leader’s hand, and saves (Norwegian)', async () => {
    const seed = 'sen-spill';
    const dir = await desktop(h, 'nb');
    const page = dir.page;
    await createClubViaUi(page, h.base, {
      club: 'Bergen BK',
      name: 'Kari Leder',
      email: 'kari@example.org',
      password: 'correct-horse-9',
    });
    const eventId = await createSwissViaUi(page, h.base, {
      name: 'Monrad',
      boardsPerMatch: 2,
      rounds: 2,
      seed,
      teams: ['Lag A', 'Lag B', 'Lag C', 'Lag D'],
    });
    const ev = await (await dir.ctx.request.get(`${h.base}/api/events/${eventId}`)).json();
    const codes: string[] = ev.tables.map((t: { code: string }) => t.code);
    const tables = await Promise.all(codes.map((c) => apiTableTerminal(dir.ctx.request, h.base, c)));
    // Every table plays both boards, except match 1's closed room (table 2) on board 2.
    for (const [i, play] of tables.entries())
      for (const board of [1, 2])
        if (!(i === 1 && board === 2)) await play({ round: 1, board, contract: '3NT', declarer: 'S', tricks: 9 });

    await page.reload();
    const row = page.locator('section[data-round="1"] tr[data-match="1"]');
    await expect.poll(() => row.getByTestId('match-progress').innerText(), { timeout: 15_000 }).toBe('2/2 · 1/2');
    await row.locator('button').click();
    const card = page.getByTestId('match-card');
    await card.waitFor();
    await card.getByTestId('mark-late-2').click();
    await expect.poll(() => card.innerText(), { timeout: 15_000 }).toContain('Merket som spilles senere');
    await card.getByTestId('enter-late-2-closed').click();
    const form = page.getByTestId('late-board-form');
    await form.waitFor();
    await expect.poll(() => form.innerText()).toContain('Spill 2, lukket rom');

    // Nothing chosen: said in Norwegian, nothing sent.
    await form.getByTestId('save-late-board').click();
    await expect.poll(() => form.innerText()).toContain('Velg kontrakt og spillefører');
    // 4♠ by North, 10 tricks, but West's card as the lead: East leads (Law 41A).
    const deal = h.server.ctx.dealSeeded(seed, 2);
    await form.locator('[data-level="4"]').click();
    await form.locator('[data-strain="S"]').click();
    await form.locator('[data-risk=""]').click();
    await form.locator('[data-declarer="N"]').click();
    await form.getByTestId('save-late-board').click();
    await expect.poll(() => form.innerText()).toContain('Velg antall stikk');
    await form.locator('[data-tricks="10"]').click();
    const wrong = printCard(deal.W![0]);
    await form.locator(`[data-lead-suit="${wrong[0]}"]`).click();
    await form.locator(`[data-lead-rank="${wrong[1]}"]`).click();
    await form.getByTestId('save-late-board').click();
    await expect
      .poll(() => form.innerText(), { timeout: 15_000 })
      .toContain('Utspilleren har ikke det kortet – kontroller utspillet. — § 41A');
    await shot(page, 'teams-late-entry-01-wrong-lead');
    expect(await card.getByTestId('card-closed-2').count()).toBe(0);

    const right = printCard(deal.E![0]);
    await form.locator(`[data-lead-suit="${right[0]}"]`).click();
    await form.locator(`[data-lead-rank="${right[1]}"]`).click();
    await form.locator('input[name=late-board-note]').fill('spilt etter runde 1');
    await form.getByTestId('save-late-board').click();
    await expect.poll(() => card.getByTestId('card-closed-2').innerText(), { timeout: 15_000 }).toMatch(/^4♠ N = \(/);
    await expect.poll(() => card.innerText()).toContain('Spill 2, lukket rom: resultatet er registrert');
    await expect.poll(() => page.getByTestId('late-board-form').count()).toBe(0);
    await expect.poll(() => row.getByTestId('match-progress').innerText(), { timeout: 15_000 }).toBe('2/2 · 2/2');
    await shot(page, 'teams-late-entry-02-entered');

    // Published as final (Law 79C): a line-up can no longer be changed; said in Norwegian, for the director.
    const sid = ev.sessions[0].id as number;
    const pub = await dir.ctx.request.post(`${h.base}/api/sessions/${sid}/publish`, {
      data: { final: true, confirm: true },
    });
    expect(pub.status()).toBe(200);
    const lineup = card.getByTestId('lineup-form-home');
    for (const [i, name] of ['Anne', 'Bjørn', 'Cato', 'Dina'].entries())
      await lineup.locator(`input[name=lineup-${i < 2 ? 'open' : 'closed'}-${i % 2}]`).fill(name);
    await lineup.getByTestId('save-lineup-home').click();
    await expect
      .poll(() => lineup.innerText(), { timeout: 15_000 })
      .toContain(
        'Turneringens resultater er endelige og korreksjonsperioden er over: dette kan ikke lenger endres. — § 79C',
      );
  }, 180_000);
});
