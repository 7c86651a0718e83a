/**
 * E2E: the ruling assistant opened from a table terminal's director call (issue 23 item 4). A phone
 * at table 1 calls the director; on the session console the call has a link that opens the
 * assistant on that table's board of the round, with the pairs, the round and the session's deal,
 * and the round's other board one click away. In Norwegian, so the new texts are checked too.
 */
import { dealerOf, lho, parseDeal, printCard } from '@stikk/core';
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

const nb = { directorCalled: 'Turneringslederen er tilkalt.' };

describe.skipIf(!hasChromium)('web e2e: the ruling assistant from a terminal’s director call', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('opens on the calling table’s board, round and deal', async () => {
    const dir = await desktop(h, 'nb');
    await createClubViaUi(dir.page, h.base, {
      club: 'Kjennelse BK',
      name: 'Turneringsleder',
      email: 'tl@example.org',
      password: 'correct-horse-9',
    });
    await dir.page.locator('input[name=tables]').fill('3');
    await dir.page.locator('input[name=movement][value=howell]').check();
    await dir.page.locator('input[name=boards-per-round]').fill('2');
    await dir.page.locator('input[name=seed]').fill('e2e-ruling-call');
    const sessionId = await createSession(dir.page);
    const [code] = await tableCodes(dir.page, 1);

    const p = await phone(h, 'nb');
    await p.page.goto(`${h.base}/#/terminal`);
    await p.page.locator('input[name=code]').fill(code);
    await p.page.getByTestId('join').click();
    await p.page.getByTestId('round-header').waitFor({ timeout: 15_000 });
    const boards = await p.page
      .locator('li[data-board]')
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-board'))));
    expect(boards.length).toBe(2);
    await p.page.getByTestId('call-director').click();
    await p.page.getByText(nb.directorCalled).waitFor();

    await dir.page.reload();
    await dir.page.getByTestId('calls').waitFor();
    await dir.page.locator('[data-testid^="call-ruling-"]').first().click();
    const panel = dir.page.getByTestId('ruling-from-call');
    await panel.waitFor().catch(async (e) => {
      await shot(dir.page, 'ruling-call-failed');
      console.error(dir.page.url(), await dir.page.locator('main').innerText());
      throw e;
    });
    const text = await panel.innerText();
    expect(text).toContain('bord 1');
    expect(text).toContain('runde 1');
    expect(await dir.page.getByTestId('ruling-board').inputValue()).toBe(String(boards[0]));
    expect(await dir.page.getByTestId('ruling-events').locator('li').count()).toBe(0);
    // The deal is the session's: after the dealer's 1♣ and three passes, the opening leader's hand
    // on the screen is the one in the session's hand records.
    const hands = (await dir.page.evaluate(
      async (sid) => (await fetch(`/api/sessions/${sid}/hands`)).json(),
      sessionId,
    )) as { boards: { board: number; deal: string }[] };
    const rec = hands.boards.find((b) => b.board === boards[0]);
    const deal = rec ? parseDeal(rec.deal) : null;
    expect(deal?.ok).toBe(true);
    for (const c of ['1C', 'P', 'P', 'P']) await dir.page.locator(`.bidding-box button[data-call="${c}"]`).click();
    const leader = lho(dealerOf(boards[0]));
    await dir.page.getByTestId('ruling-lead-seat').selectOption(leader);
    const shown = (
      await dir.page.locator('.hand button.card').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-card')))
    ).sort();
    const held = deal?.ok ? (deal.value[leader] ?? []).map((c) => printCard(c)).sort() : [];
    expect(shown).toEqual(held);
    await shot(dir.page, 'ruling-call-01-opened-from-terminal-call');
    // The round's other board, one click away (a fresh start on its deal).
    await dir.page.getByTestId(`ruling-call-board-${boards[1]}`).click();
    expect(await dir.page.getByTestId('ruling-board').inputValue()).toBe(String(boards[1]));
    expect(await dir.page.locator('main#main').innerText()).not.toMatch(/Director call|Choose the board/);
    await p.ctx.close();
    await dir.ctx.close();
  }, 180_000);
});
