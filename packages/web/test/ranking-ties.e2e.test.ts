/**
 * E2E (issue 17): shared places on the page. A two-winner Mitchell of three tables where NS 1 and 2
 * tie for first and two EW pairs for second (the results of ranking-ties-http.test.ts in the server
 * package, which works the places out): the director's console and the results page print them
 * "1–2" and "2–3", as Ruter and Magic Contest print them.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubViaUi, createSession, desktop, hasChromium, startHarness, type Harness } from './support/e2e.js';

/** Place and pair of each ranking row, list by list (data-field NS/EW). */
const shown = (page: Page) =>
  page
    .locator('[data-field]')
    .evaluateAll((lists) =>
      lists.map((l) => [
        l.getAttribute('data-field'),
        ...[...l.querySelectorAll('tr[data-pair]')].map(
          (tr) => `${(tr.querySelector('td') as HTMLElement).innerText} ${tr.getAttribute('data-pair')}`,
        ),
      ]),
    );

describe.skipIf(!hasChromium)('web e2e: shared places', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the console and the results page print a tie for first as "1–2"', async () => {
    const { ctx, page } = await desktop(h, 'fi');
    await page.setViewportSize({ width: 1280, height: 900 });
    await createClubViaUi(page, h.base, {
      club: 'Tasapeli BK',
      name: 'Tuula',
      email: 'tuula@example.org',
      password: 'correct-horse-5',
    });
    await page.locator('input[name=tables]').fill('3');
    await page.locator('input[name=movement][value=mitchell]').check();
    await page.locator('input[name=boards-per-round]').fill('1');
    await page.locator('input[name=seed]').fill('ties');
    const sessionId = await createSession(page);
    const session = await (await page.request.get(`${h.base}/api/sessions/${sessionId}`)).json();
    const rows = await (await page.request.get(`${h.base}/api/sessions/${sessionId}/results`)).json();
    expect(rows).toHaveLength(9);
    // 4♠= by North everywhere, but NS 3 goes one down on board 1. One result of board 3 is entered last.
    const put = (r: { id: number; board: number; ns: number }) =>
      page.request.put(`${h.base}/api/sessions/${sessionId}/results/${r.id}`, {
        data: { contract: '4S', declarer: 'N', lead: null, tricks: r.board === 1 && r.ns === 3 ? 9 : 10 },
      });
    const typed = rows as { id: number; board: number; ns: number; ew: number }[];
    const last = typed.find((r) => r.board === 3)!;
    for (const r of typed.filter((x) => x !== last)) expect((await put(r)).status()).toBe(200);
    // Until then the pairs of that table have played 2 boards, the others 3, only because play goes on: the
    // percentages rank them, with no "ranked by percentage" note and no boards or factored columns (table phones).
    await page.reload();
    await page.locator('[data-field] tr[data-pair]').first().waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('ranking-uneven').count()).toBe(0);
    expect(await page.getByTestId('factored').count()).toBe(0);
    expect(await page.getByTestId('uneven-under').count()).toBe(0);
    // The director rules the last board not played (Law 12): now the difference is final, and the ranking says so,
    // with the boards and the matchpoints factored to the full top (board 3, played twice, is factored to the
    // top of 4 (Neuberg): 12 for the pairs that played all three boards, 8 for the two that played two).
    const notPlayed = await page.request.post(`${h.base}/api/sessions/${sessionId}/results/${last.id}/adjust`, {
      data: { adjustment: { kind: 'not-played' }, law: '12', note: 'late start' },
    });
    expect(notPlayed.status()).toBe(200);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('ranking-uneven').first().innerText(), { timeout: 15_000 })
      .toBe('Järjestys prosenttien mukaan: parit ovat pelanneet eri määrän jakoja');
    const lastNs = page.locator(`[data-field=NS] tr[data-pair="${last.ns}"]`);
    expect(await lastNs.getByTestId('boards-played').innerText()).toBe('2');
    const other = page.locator(`[data-field=NS] tr[data-pair]:not([data-pair="${last.ns}"])`);
    expect(await other.first().getByTestId('boards-played').innerText()).toBe('3');
    const top = Number(await lastNs.getAttribute('data-top'));
    const mp = Number(await lastNs.getAttribute('data-mp'));
    const full = Number(await other.first().getAttribute('data-top'));
    expect([top, full]).toEqual([8, 12]);
    const factored = new Intl.NumberFormat('fi', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      (mp * full) / top,
    );
    expect(await lastNs.getByTestId('factored').innerText()).toBe(factored);
    // On a 360-px phone the boards and the factored total go under the names, so no ranking scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect
      .poll(
        () =>
          page
            .getByTestId('ranking')
            .evaluateAll((ts) =>
              ts.map(
                (t) => (t.parentElement as HTMLElement).scrollWidth - (t.parentElement as HTMLElement).clientWidth,
              ),
            ),
        { timeout: 15_000 },
      )
      .toEqual([0, 0]);
    expect(await lastNs.getByTestId('uneven-under').innerText()).toBe(`2 jakoa, muunnettu ${factored}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The board is played after all: the adjustment comes off and the table's result counts.
    const off = await page.request.delete(`${h.base}/api/sessions/${sessionId}/results/${last.id}/adjustment`);
    expect(off.status()).toBe(200);
    expect((await put(last)).status()).toBe(200);
    const guide = session.guide as { ns: number; ew: number; boards: number[] }[];
    const beat = guide.find((g) => g.ns === 3 && g.boards.includes(1))!.ew;
    const others = [...new Set(guide.map((g) => g.ew).filter((p) => p !== beat))].sort((a, b) => a - b);
    const expected = [
      ['NS', '1–2 1', '1–2 2', '3 3'],
      ['EW', `1 ${beat}`, ...others.map((p) => `2–3 ${p}`)],
    ];
    await page.reload();
    await page.locator('[data-field] tr[data-pair]').first().waitFor({ timeout: 15_000 });
    expect(await shown(page)).toEqual(expected);

    await page.getByTestId('results-link').click();
    // The console's rows match the same selector until the results page replaces them: poll.
    await expect.poll(() => shown(page), { timeout: 15_000 }).toEqual(expected);
    // Every pair has played every board now: no note, no boards or factored columns.
    expect(await page.getByTestId('ranking-uneven').count()).toBe(0);
    expect(await page.getByTestId('factored').count()).toBe(0);
    await ctx.close();
  }, 120_000);
});
