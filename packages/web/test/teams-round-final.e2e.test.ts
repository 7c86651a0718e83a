/**
 * E2E, in Danish: a teams round marked final from the event console, as in Ruter. The button shows once the
 * round has every result; after the click the round's heading says "endelig", and the round's table can no
 * longer enter a result (409 round-final). Reopened by the director (after a confirmation), the table enters one again;
 * the round keeps the trail of both, with the director's name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubViaUi, desktop, hasChromium, shot, startHarness, type Harness } from './support/e2e.js';
import { apiTableTerminal, createSwissViaUi } from './support/teams.js';

describe.skipIf(!hasChromium)('web e2e: a teams round marked final', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the director marks a finished round final; its tables are refused afterwards', async () => {
    const dir = await desktop(h, 'da');
    const page = dir.page;
    await createClubViaUi(page, h.base, {
      club: 'Aarhus BK',
      name: 'Tove Leder',
      email: 'tove@example.org',
      password: 'correct-horse-9',
    });
    const eventId = await createSwissViaUi(page, h.base, {
      name: 'Monrad',
      boardsPerMatch: 2,
      rounds: 2,
      teams: ['Hold A', 'Hold B', 'Hold C', 'Hold D'],
    });
    const ev = await (await dir.ctx.request.get(`${h.base}/api/events/${eventId}`)).json();
    const codes: string[] = ev.tables.map((t: { code: string }) => t.code);
    const tables = await Promise.all(codes.map((c) => apiTableTerminal(dir.ctx.request, h.base, c)));
    for (const play of tables)
      for (const board of [1, 2]) await play({ round: 1, board, contract: '4S', declarer: 'S', tricks: 10 });

    await page.reload();
    const button = page.getByTestId('final-round-1');
    await expect.poll(() => button.count(), { timeout: 15_000 }).toBe(1);
    await button.click();
    const heading = page.locator('section[data-round="1"] h2');
    await expect.poll(() => heading.innerText(), { timeout: 15_000 }).toContain('endelig');
    expect(await button.count()).toBe(0);
    await shot(page, 'teams-round-final-da');

    const joined = await dir.ctx.request.post(`${h.base}/api/terminal/join`, { data: { code: codes[0] } });
    const headers = { authorization: `Bearer ${(await joined.json()).token}` };
    const again = await dir.ctx.request.post(`${h.base}/api/terminal/results`, {
      headers,
      data: { round: 1, board: 1, contract: '3NT', declarer: 'N', lead: null, tricks: 9 },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).error.code).toBe('round-final');

    // Marked by mistake: the director reopens it, after a confirmation; the table enters a result again.
    await page.getByTestId('reopen-round-1').click();
    const confirm = page.getByTestId('reopen-confirm-1');
    await expect.poll(() => confirm.innerText(), { timeout: 15_000 }).toContain('Genåbn runde 1');
    await page.getByTestId('reopen-yes-1').click();
    await expect.poll(() => heading.innerText(), { timeout: 15_000 }).not.toContain('endelig');
    await expect.poll(() => button.count(), { timeout: 15_000 }).toBe(1);
    // The console keeps the trail (Law 79C): marked final, then reopened, each with the director's name.
    const trail = page.getByTestId('final-history-1');
    await expect
      .poll(() => trail.locator('li').allInnerTexts(), { timeout: 15_000 })
      .toEqual([
        expect.stringMatching(/^Markeret endelig .+ af Tove Leder$/),
        expect.stringMatching(/^Genåbnet .+ af Tove Leder$/),
      ]);
    expect(await trail.innerText()).toContain('§ 79C');
    await shot(page, 'teams-round-reopened-da');
    const sid = ev.sessions[0].id;
    const rows = await (await dir.ctx.request.get(`${h.base}/api/sessions/${sid}/results?board=1`)).json();
    const row = rows.find((r: { round: number; table: number }) => r.round === 1 && r.table === 1);
    expect(
      (await dir.ctx.request.post(`${h.base}/api/sessions/${sid}/results/${row.id}/reopen`, { data: {} })).ok(),
    ).toBe(true);
    const entered = await dir.ctx.request.post(`${h.base}/api/terminal/results`, {
      headers,
      data: { round: 1, board: 1, contract: '3NT', declarer: 'N', lead: null, tricks: 9 },
    });
    expect(entered.status()).toBe(200);
  }, 180_000);
});
