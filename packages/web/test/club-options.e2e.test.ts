/**
 * E2E: the director's choices beyond a full Howell — an odd number of pairs (the movements
 * package's phantom: guide cards and phones tell the pair when and where it sits out); a barometer
 * (the copies to make are shown before and after creating it).
 */
import { lho, printCard, seededDeal } from '@stikk/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubViaUi, desktop, hasChromium, phone, shot, startHarness, type Harness } from './support/e2e.js';

interface Guide { round: number; table: number; ns: number | null; ew: number | null; boards: number[] }

async function joinTable(p: Page, base: string, code: string): Promise<void> {
  await p.goto(`${base}/#/terminal`);
  const change = p.getByTestId('change-table');
  if (await change.isVisible().catch(() => false)) await change.click();
  await p.locator('input[name=code]').fill(code);
  await p.getByTestId('join').click();
  await p.getByTestId('round-header').waitFor({ timeout: 15_000 });
}

describe.skipIf(!hasChromium)('web e2e: session options', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h?.close(); });

  it('7 pairs: a Howell with a sit-out; guide cards and phones show it', async () => {
    const dir = await desktop(h);
    await createClubViaUi(dir.page, h.base, { club: 'Lunds BK', name: 'Tora TL', email: 'tora@example.org', password: 'correct-horse-7' });
    const page = dir.page;
    await page.locator('input[name=tables]').fill('4');
    await page.locator('input[name=movement][value=howell]').check();
    await page.locator('input[name=odd-pairs]').check();
    await page.locator('input[name=boards-per-round]').fill('2');
    await page.locator('input[name=seed]').fill('e2e-sit-out');
    await shot(page, 'e2e5-01-odd-pairs');
    await page.getByTestId('create-session').click();
    await page.getByTestId('table-codes').waitFor();
    const sessionId = Number(/session\/(\d+)/.exec(page.url())![1]);
    const codes: string[] = [];
    for (let tb = 1; tb <= 4; tb++) codes.push((await page.locator(`td[data-table="${tb}"]`).innerText()).trim());
    const s = await page.evaluate(async (id) => (await fetch(`/api/sessions/${id}`)).json(), sessionId);
    const guide = s.guide as Guide[];
    expect(s.pairs).toHaveLength(7);
    // Guide cards: every pair sits out exactly one round, at the table the movement names.
    await page.goto(`${h.base}/#/print/guides/${sessionId}`);
    await expect.poll(() => page.locator('article[data-pair]').count()).toBe(7);
    for (let p = 1; p <= 7; p++) {
      const lines = await page.locator(`article[data-pair="${p}"] li`).allInnerTexts();
      expect(lines).toHaveLength(7);
      const out = lines.filter((l) => /sit out \(table \d\)/.test(l));
      expect(out, `pair ${p}`).toHaveLength(1);
      const g = guide.find((x) => (x.ns === p || x.ew === p) && (x.ns === null || x.ew === null))!;
      expect(out[0]).toBe(`Round ${g.round}: sit out (table ${g.table})`);
    }
    await shot(page, 'e2e5-02-guide-cards');
    // The pair that sits out in round 2: its round-1 table's phone tells it so once round 1 is entered.
    const next = guide.find((x) => x.round === 2 && (x.ns === null || x.ew === null))!;
    const pair = next.ns ?? next.ew;
    const at = guide.find((x) => x.round === 1 && (x.ns === pair || x.ew === pair))!;
    const { page: p } = await phone(h);
    await joinTable(p, h.base, codes[at.table - 1]);
    // All but the last board straight to the API; the last one through the phone's screens.
    for (const board of at.boards.slice(0, -1)) {
      const lead = printCard(seededDeal('e2e-sit-out', board)[lho('N')]![0]);
      const ok = await p.evaluate(async ({ board, lead }) => {
        const token = JSON.parse(sessionStorage.getItem('stikk.terminal')!).token as string;
        const post = (path: string, body: unknown) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
        const a = await post('/api/terminal/results', { round: 1, board, contract: '3NT', declarer: 'N', lead, tricks: 9 });
        const b = await post('/api/terminal/confirm', { round: 1, board });
        return a.ok && b.ok;
      }, { board, lead });
      expect(ok).toBe(true);
    }
    await p.reload();
    const last = at.boards.at(-1)!;
    const lead = printCard(seededDeal('e2e-sit-out', last)[lho('N')]![0]);
    await p.getByTestId(`enter-${last}`).click();
    for (const [attr, v] of [['level', '3'], ['strain', 'NT'], ['risk', ''], ['declarer', 'N'], ['lead-suit', lead[0]], ['lead-rank', lead[1]], ['tricks', '9']]) await p.locator(`[data-${attr}="${v}"]`).click();
    await p.getByTestId('save-result').click();
    await p.getByTestId('confirm-result').click();
    await p.getByTestId('continue').click();
    await p.getByTestId('guide-next').waitFor();
    expect(await p.getByTestId('next-sit-out').innerText()).toBe(`Pair ${pair} → sits out (table ${next.table})`);
    await shot(p, 'e2e5-03-phone-next-sit-out');
    // A table where nobody plays this round (the phantom's): its phone says who sits out.
    const idle = guide.find((x) => x.round === 1 && (x.ns === null || x.ew === null))!;
    if (guide.filter((x) => x.table === idle.table).every((x) => x.ns === null || x.ew === null)) {
      await joinTable(p, h.base, codes[idle.table - 1]);
      await expect.poll(() => p.getByTestId('sit-out-round').innerText()).toMatch(/^Pair \d sits out this round/);
      await shot(p, 'e2e5-04-phone-sit-out-table');
    }
  });

  it('a barometer chosen by the director: the copies to make are shown', async () => {
    const { page } = await desktop(h, 'nb');
    await createClubViaUi(page, h.base, { club: 'Oslo BK', name: 'Berit TL', email: 'berit@example.org', password: 'correct-horse-8' });
    await page.locator('input[name=tables]').fill('3');
    await page.locator('input[name=movement][value=barometer]').check();
    expect(await page.getByTestId('copies-note').innerText()).toBe('Alle bord spiller de samme spillene hver runde: lag 3 kopier av hvert spill.');
    await page.locator('input[name=boards-per-round]').fill('2');
    await shot(page, 'e2e5-05-barometer-nb');
    await page.getByTestId('create-session').click();
    await page.getByTestId('table-codes').waitFor();
    expect(await page.getByTestId('copies-note').innerText()).toBe('Barometer: Alle bord spiller de samme spillene hver runde: lag 3 kopier av hvert spill.');
    const sessionId = Number(/session\/(\d+)/.exec(page.url())![1]);
    const s = await page.evaluate(async (id) => (await fetch(`/api/sessions/${id}`)).json(), sessionId);
    expect(s.movement).toMatchObject({ kind: 'barometer', tables: 3, rounds: 5, copies: 3 });
    await shot(page, 'e2e5-06-barometer-console-nb');
  });
});
