/**
 * E2E (issue 17): a late play and the unplayed boards on the director console. Table 1 leaves a
 * board of round 1 behind; the director marks it a late play, so the table's phone goes on to
 * round 2 with the board listed to enter later; at publication the boards nobody played are given
 * average to both sides (Law 12C2(a)) from the missing-results check. The director enters the late
 * play through the console's form, and the live ranking changes.
 */
import { printCard } from '@stikk/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClubViaUi,
  createSession,
  desktop,
  fillSessionSetUp,
  hasChromium,
  joinTerminal,
  phone,
  shotsAtTwoWidths,
  startHarness,
  tableCodes,
  terminalApi,
  type Harness,
} from './support/e2e.js';

const shots = (page: Page, name: string) => shotsAtTwoWidths(page, `late-${name}`, 'desktop');

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
    await fillSessionSetUp(page, { tables: 3, movement: 'mitchell', boardsPerRound: 2, seed: 'late' });
    const sessionId = await createSession(page);
    const [code] = await tableCodes(page, 1);
    const session = await (await page.request.get(`${h.base}/api/sessions/${sessionId}`)).json();
    const [done, left] = session.guide.find((g: { round: number; table: number }) => g.round === 1 && g.table === 1)
      .boards as number[];

    // Table 1 plays one board of round 1 and leaves the other.
    const terminal = await terminalApi(page, h.base, code);
    const lead = printCard(h.server.ctx.dealSeeded('late', done).E![0]);
    for (const [path, data] of [
      ['results', { round: 1, board: done, contract: '2H', declarer: 'N', lead, tricks: 8 }],
      ['confirm', { round: 1, board: done }],
    ] as const)
      expect((await terminal.post(path, data)).status()).toBe(200);

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
    await joinTerminal(ph.page, h.base, code);
    await expect.poll(() => ph.page.getByTestId('round-header').innerText()).toContain('runde 2');
    await expect
      .poll(() => ph.page.getByTestId('corrections').innerText())
      .toContain(`Spill ${left} (runde 1): spilles senere`);
    await shots(ph.page, '02-terminal');
    await ph.ctx.close();

    // The board's other table plays it (entered here by the director through the API), so the late
    // play will be compared with something; then the director enters the late play through the form.
    const boardRows = await (
      await page.request.get(`${h.base}/api/sessions/${sessionId}/results?board=${left}`)
    ).json();
    const lateRow = boardRows.find((r: { round: number; table: number }) => r.round === 1 && r.table === 1);
    expect(lateRow.latePlay).toBe(true);
    const other = boardRows.find((r: { id: number }) => r.id !== lateRow.id);
    const otherLead = printCard(h.server.ctx.dealSeeded('late', left).W![0]);
    const put = await page.request.put(`${h.base}/api/sessions/${sessionId}/results/${other.id}`, {
      data: { contract: '3NT', declarer: 'S', lead: otherLead, tricks: 9 },
    });
    expect(put.status()).toBe(200);
    await page.reload();
    const row = page.getByTestId('ranking').locator(`tr[data-pair="${lateRow.ns}"]`);
    await row.waitFor({ timeout: 15_000 });
    const before = Number(await row.getAttribute('data-mp'));
    // Marked before the reload, so the console still says so.
    await panel.getByText('Merket som spilles senere').waitFor();
    await panel.getByTestId(`late-play-enter-${lateRow.id}`).click();
    const form = page.getByTestId('late-play-form');
    await form.waitFor();
    expect(await form.innerText()).toContain(`Spill ${left}, runde 1, bord 1`);
    await form.locator('[data-level="4"]').click();
    await form.locator('[data-strain="S"]').click();
    await form.locator('[data-risk=""]').click();
    await form.locator('[data-declarer="N"]').click();
    const lateLead = printCard(h.server.ctx.dealSeeded('late', left).E![0]);
    await form.locator(`[data-lead-suit="${lateLead[0]}"]`).click();
    await form.locator(`[data-lead-rank="${lateLead[1]}"]`).click();
    await form.locator('[data-tricks="11"]').click();
    await form.locator('input[name=late-play-note]').fill('spilt etter runde 2');
    await shots(page, '04-late-play-form');
    await form.getByTestId('save-late-play').click();
    await panel.getByText(`Resultatet er registrert i spill ${left}`).waitFor();
    // The board leaves the list once the panel has reloaded (after the message): polled, not read at once.
    await panel.locator(`li[data-result="${lateRow.id}"]`).waitFor({ state: 'detached', timeout: 15_000 });
    // The ranking changes (the console polls it): 4S+1 by North beats 3NT= by South on this board.
    await page.waitForFunction(
      ([pair, mp]) =>
        Number(document.querySelector(`[data-testid=ranking] tr[data-pair="${pair}"]`)?.getAttribute('data-mp')) !== mp,
      [lateRow.ns, before] as const,
      { timeout: 15_000 },
    );
    const after = Number(await row.getAttribute('data-mp'));
    const ranking = await (await page.request.get(`${h.base}/api/sessions/${sessionId}/ranking`)).json();
    const line = ranking.lines.find((l: { pair: number }) => l.pair === lateRow.ns);
    expect(after).toBe(line.matchpoints);
    expect(after).toBeGreaterThan(before);
    const trav = await (await page.request.get(`${h.base}/api/sessions/${sessionId}/travellers/${left}`)).json();
    const entered = trav.lines.find((l: { id: number }) => l.id === lateRow.id);
    expect(entered.result).toMatchObject({ contract: '4S', declarer: 'N', lead: lateLead, tricks: 11 });
    const history = await (
      await page.request.get(`${h.base}/api/sessions/${sessionId}/results/${lateRow.id}/history`)
    ).json();
    expect(history.at(-1).by).toMatch(/^director/);
    expect(history.at(-1).after).toMatchObject({ contract: '4S', note: 'spilt etter runde 2' });

    // Publishing: the check says what is missing; the unplayed boards get average, then it publishes.
    await page.getByTestId('publish').click();
    await page.getByTestId('publish-check').waitFor();
    await shots(page, '03-publish-check');
    await page.getByTestId('unplayed-average').click();
    await page.getByTestId('published-state').waitFor();
    const travAfter = await (await page.request.get(`${h.base}/api/sessions/${sessionId}/travellers/${left}`)).json();
    expect(travAfter.lines.map((l: { adjustmentLaw: string }) => l.adjustmentLaw)).toContain('12C2(a)');
    await ctx.close();
  }, 180_000);
});
