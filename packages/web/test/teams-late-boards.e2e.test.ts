/**
 * E2E (issue 19), in Swedish: a teams Swiss without a barometer, from the event form; a slow
 * closed room leaves a board behind; the director's console shows each match's progress per room,
 * marks the board to be played later from the match card (the match row says so), draws the next
 * round, and the match card prints the results in Swedish card symbols.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubViaUi, desktop, hasChromium, shot, startHarness, type Harness } from './support/e2e.js';
import { apiTableTerminal, createSwissViaUi } from './support/teams.js';

describe.skipIf(!hasChromium)('web e2e: late boards of a teams match on the director console', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a board left behind is marked late from the match card; the round can be drawn; symbols in Swedish', async () => {
    const dir = await desktop(h, 'sv');
    const page = dir.page;
    await createClubViaUi(page, h.base, {
      club: 'Göteborgs BK',
      name: 'Tora Ledare',
      email: 'tora@example.org',
      password: 'correct-horse-9',
    });
    const eventId = await createSwissViaUi(page, h.base, {
      name: 'Monrad',
      boardsPerMatch: 2,
      rounds: 2,
      noBarometer: true,
      teams: ['Lag A', 'Lag B', 'Lag C', 'Lag D'],
    });
    const ev = await (await dir.ctx.request.get(`${h.base}/api/events/${eventId}`)).json();
    expect(ev.settings.barometer).toBe(false);
    const codes: string[] = ev.tables.map((t: { code: string }) => t.code);
    const tables = await Promise.all(codes.map((c) => apiTableTerminal(dir.ctx.request, h.base, c)));
    // Every table plays both boards, except the closed room of match 2 on board 2.
    for (const [i, play] of tables.entries())
      for (const board of [1, 2])
        if (!(i === 3 && board === 2))
          await play({ round: 1, board, contract: '4S', declarer: 'S', tricks: 9 + ((i + board) % 3) });

    await page.reload();
    const row = (match: number) => page.locator(`section[data-round="1"] tr[data-match="${match}"]`);
    await expect.poll(() => row(2).getByTestId('match-progress').innerText(), { timeout: 15_000 }).toBe('2/2 · 1/2');
    expect(await page.getByTestId('draw-next').isDisabled()).toBe(true);
    await row(2).locator('button').click();
    await page.getByTestId('match-card').waitFor();
    await page.getByTestId('mark-late-2').click();
    await expect
      .poll(() => row(2).getByTestId('match-late').innerText(), { timeout: 15_000 })
      .toBe('spelas senare: 2 (slutet rum)');
    await expect.poll(() => page.getByTestId('match-card').innerText()).toContain('Markerad att spelas senare');
    await shot(page, 'teams-late-01-console');
    await expect.poll(() => page.getByTestId('draw-next').isDisabled(), { timeout: 15_000 }).toBe(false);
    await page.getByTestId('draw-next').click();
    await page.locator('section[data-round="2"]').waitFor();

    // Match 1's card in Swedish: 4♠ S, tricks as = / +1 / −1, the score.
    await row(1).locator('button').click();
    await expect
      .poll(() => page.locator('[data-testid^=card-open-], [data-testid^=card-closed-]').allInnerTexts(), {
        timeout: 15_000,
      })
      .toHaveLength(4);
    for (const text of await page.locator('[data-testid^=card-open-], [data-testid^=card-closed-]').allInnerTexts())
      expect(text.replace(/\u2212/g, '-')).toMatch(/^4♠ S (=|[+-]1) \(-?\d[\d\s\u00a0]*\)$/);
    await shot(page, 'teams-late-02-match-card');
  }, 180_000);
});
