/**
 * E2E (issue 17): an arrow switch in a Mitchell, from the set-up form to the ranking. The director
 * ticks "arrow switch in the last round"; table 1's phone says so on its guide card before the
 * round and in the round itself, with the movement's East–West pair shown (and entered) as
 * North–South; the score lands on that pair as North–South, and the ranking is one field.
 */
import { lho, printCard, type Seat } from '@stikk/core';
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

const SEED = 'pilbyte';

interface Guide {
  round: number;
  table: number;
  ns: number;
  ew: number;
  boards: number[];
  arrowSwitch?: true;
}

const shots = (page: Page, name: string) => shotsAtTwoWidths(page, `arrow-${name}`, 'desktop');

/** One result entered and confirmed on the phone, as the players would. */
async function enterOnPhone(h: Harness, p: Page, board: number, declarer: Seat, tricks: number): Promise<void> {
  await p.getByTestId(`enter-${board}`).click();
  await p.locator('[data-level="3"]').click();
  await p.locator('[data-strain="NT"]').click();
  await p.locator('[data-risk=""]').click();
  await p.locator(`[data-declarer="${declarer}"]`).click();
  const lead = printCard(h.server.ctx.dealSeeded(SEED, board)[lho(declarer)]![0]);
  await p.locator(`[data-lead-suit="${lead[0]}"]`).click();
  await p.locator(`[data-lead-rank="${lead[1]}"]`).click();
  await p.locator(`[data-tricks="${tricks}"]`).click();
  await p.getByTestId('save-result').click();
  await p.getByTestId('confirm-result').click();
  await p.getByTestId('after-board').waitFor();
  await p.getByTestId('continue').click();
}

describe.skipIf(!hasChromium)('web e2e: arrow switch', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the last round is switched: the phone shows it, and the NS score lands on the EW pair', async () => {
    const { ctx, page } = await desktop(h, 'sv');
    await page.setViewportSize({ width: 1280, height: 900 });
    await createClubViaUi(page, h.base, {
      club: 'Pilens BK',
      name: 'Stina',
      email: 'stina@example.org',
      password: 'correct-horse-7',
    });
    await fillSessionSetUp(page, { tables: 3, movement: 'mitchell', boardsPerRound: 1, seed: SEED, arrowSwitch: true });
    const sessionId = await createSession(page);
    const [code] = await tableCodes(page, 1);
    const session = await (await page.request.get(`${h.base}/api/sessions/${sessionId}`)).json();
    const guide = session.guide as Guide[];
    const at = (round: number, table: number) => guide.find((g) => g.round === round && g.table === table)!;
    // The Mitchell's NS pairs stay put; in round 3 table 1's NS pair sits EW and an EW pair NS.
    const stationary = at(1, 1).ns;
    const last = at(3, 1);
    expect(last.arrowSwitch).toBe(true);
    expect(last.ew).toBe(stationary);
    expect(guide.filter((g) => g.round === 1).map((g) => g.ew)).toContain(last.ns);
    expect(at(2, 1).arrowSwitch).toBeUndefined();

    // Round 1 at table 1 through the terminal API; the phone takes over in round 2.
    const terminal = await terminalApi(page, h.base, code);
    const b1 = at(1, 1).boards[0]!;
    for (const [path, data] of [
      ['results', { round: 1, board: b1, contract: 'passed out', declarer: null, lead: null, tricks: 0 }],
      ['confirm', { round: 1, board: b1 }],
    ] as const)
      expect((await terminal.post(path, data)).status()).toBe(200);

    const ph = await phone(h, 'sv');
    const p = ph.page;
    await joinTerminal(p, h.base, code);
    await expect.poll(() => p.getByTestId('round-header').innerText()).toContain('rond 2');
    await expect.poll(() => p.getByTestId('arrow-switch').count()).toBe(0);
    await enterOnPhone(h, p, at(2, 1).boards[0]!, 'S', 8);
    // The guide card before the last round: table 1's NS pair goes EW, with the switch named.
    await expect.poll(() => p.getByTestId('guide-next').innerText()).toContain('Bord 1 Öst–väst (pilbyte)');
    await shots(p, '01-guide-next');
    await p.getByTestId('next-round').click();
    await expect.poll(() => p.getByTestId('round-header').innerText()).toContain('rond 3');
    await expect.poll(() => p.getByTestId('arrow-switch').innerText()).toContain('Pilbyte denna rond');
    const label = (n: number) =>
      (session.pairs as { number: number; label?: string }[]).find((x) => x.number === n)?.label ?? String(n);
    expect(await p.getByTestId('round-header').locator('..').innerText()).toContain(
      `NS: par ${label(last.ns)} · ÖV: par ${label(last.ew)}`,
    );
    await shots(p, '02-switched-round');

    // The board of the switched round was played at another table before, 3NT= by North there.
    const b3 = last.boards[0]!;
    const rows = await (await page.request.get(`${h.base}/api/sessions/${sessionId}/results?board=${b3}`)).json();
    const before = rows.find((r: { round: number }) => r.round < 3);
    const lead = printCard(h.server.ctx.dealSeeded(SEED, b3)[lho('N')]![0]);
    const put = await page.request.put(`${h.base}/api/sessions/${sessionId}/results/${before.id}`, {
      data: { contract: '3NT', declarer: 'N', lead, tricks: 9 },
    });
    expect(put.status()).toBe(200);
    // At table 1, North (the switched EW pair) makes an overtrick: it beats the other table.
    await enterOnPhone(h, p, b3, 'N', 10);
    await ph.ctx.close();

    const trav = await (await page.request.get(`${h.base}/api/sessions/${sessionId}/travellers/${b3}`)).json();
    const line = trav.lines.find((l: { round: number; table: number }) => l.round === 3 && l.table === 1);
    expect(line).toMatchObject({ ns: last.ns, ew: stationary });
    expect(line.nsScore).toBeGreaterThan(0);
    expect(line.nsMatchpoints).toBe(2);
    expect(line.ewMatchpoints).toBe(0);

    // One field (no NS/EW lists), the switched pair ranked on its board as North–South.
    await page.reload();
    const ranking = page.getByTestId('ranking');
    await ranking.first().waitFor({ timeout: 15_000 });
    expect(await ranking.count()).toBe(1);
    expect(await page.locator('[data-field]').count()).toBe(0);
    const api = await (await page.request.get(`${h.base}/api/sessions/${sessionId}/ranking`)).json();
    const of = (pair: number) => api.lines.find((l: { pair: number }) => l.pair === pair);
    // Pair last.ns played only the switched board, as North–South: its top is all it has.
    expect(of(last.ns)).toMatchObject({ matchpoints: 2, top: 2, boardsPlayed: 1, rank: 1 });
    expect(api.lines.every((l: { field?: string }) => l.field === undefined)).toBe(true);
    expect(await ranking.locator(`tr[data-pair="${last.ns}"]`).getAttribute('data-mp')).toBe('2');
    await ctx.close();
  }, 180_000);
});
