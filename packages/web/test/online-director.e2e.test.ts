/**
 * E2E: invitations, presence and the director at work online. The organiser creates a table and
 * finds its short seat codes; three players open their seat links and one types the code in the
 * lobby (lower case, no dash). After an auction and nine tricks, declarer claims, a defender
 * disputes; the call reaches the director's console (which was not watching that table), the
 * director opens the table (all four hands), sees the pending Law 70 ruling and applies it; the
 * board ends at every seat. A substitute then takes West's seat with the director's consent.
 * Every WebSocket frame a player received is checked for hands it may not see. Screenshots of
 * the table (360 and 1280 px) and of the console in all five languages.
 */
import { SEATS, type Seat } from '@stikk/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubViaUi, desktop, hasChromium, phone, shot, startHarness, type Harness } from './support/e2e.js';

interface Frame {
  type: string;
  view?: {
    viewer: string;
    phase: string;
    dummy: string | null;
    hands: Record<string, string[] | null>;
    tricks: { cards: unknown[] }[];
    claim: { seat: string } | null;
  };
}

const LANGS = ['en', 'nb', 'sv', 'da', 'fi'] as const;

describe.skipIf(!hasChromium)('web e2e: invitations and the online director console', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('seat codes, a disputed claim ruled from the console, a substitute; no hidden card in any frame', async () => {
    const host = await desktop(h);
    await host.page.setViewportSize({ width: 1280, height: 900 });
    await createClubViaUi(host.page, h.base, {
      club: 'Nett BK',
      name: 'Tess Director',
      email: 'td@example.org',
      password: 'correct-horse-7',
    });
    await host.page.goto(`${h.base}/#/online`);
    await host.page.getByTestId('create-online').click();
    await host.page.getByTestId('seat-links').waitFor();
    await host.page.locator('a[data-seat="W"]').waitFor();
    const codes = {} as Record<Seat, string>;
    const links = {} as Record<Seat, string>;
    for (const s of SEATS) {
      const a = host.page.locator(`a[data-seat="${s}"]`);
      codes[s] = (await a.innerText()).trim();
      links[s] = (await a.getAttribute('href'))!;
      expect(codes[s]).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
    }
    await shot(host.page, 'e2e-online-dir-01-invitations');
    const tableId = Number(/online\/(\d+)/.exec(links.N)![1]);

    const pages = {} as Record<Seat, Page>;
    const frames = {} as Record<Seat, Frame[]>;
    for (const s of SEATS) {
      const { page } = await phone(h);
      frames[s] = [];
      page.on('websocket', (ws) =>
        ws.on('framereceived', (f) => {
          if (typeof f.payload === 'string') frames[s].push(JSON.parse(f.payload) as Frame);
        }),
      );
      if (s === 'S') {
        // South types the code read out to him: lower case, no dash.
        await page.goto(`${h.base}/#/online`);
        await page.getByTestId('seat-code').fill(codes.S.replace('-', '').toLowerCase());
        await page.getByTestId('sit-down').click();
      } else await page.goto(`${h.base}/${links[s]}`);
      await page.getByTestId('online-table').waitFor();
      pages[s] = page;
    }
    expect(await pages.S.getByTestId('me').innerText()).toContain('South');
    // Presence: the organiser sees all four connected.
    await expect
      .poll(() => host.page.locator('[data-testid="seat-presence"][data-connected="true"]').count(), {
        timeout: 10_000,
      })
      .toBe(4);

    const version = async (p: Page) => Number(await p.getByTestId('online-table').getAttribute('data-version'));
    const settle = async (v: number) => {
      for (const s of SEATS) await expect.poll(() => version(pages[s])).toBeGreaterThanOrEqual(v);
    };
    const call = async (s: Seat, code: string) => {
      const v = await version(pages[s]);
      await pages[s].locator(`.bidding-box button[data-call="${code}"]`).click();
      await settle(v + 1);
    };
    // Board 1, dealer North: 3NT by North.
    for (const [s, c] of [
      ['N', '1NT'],
      ['E', 'P'],
      ['S', '3NT'],
      ['W', 'P'],
      ['N', 'P'],
      ['E', 'P'],
    ] as const)
      await call(s, c);
    expect(await pages.E.getByTestId('contract').innerText()).toContain('3NT');
    // Nine tricks: whoever has enabled cards (declarer for dummy too) plays the first legal one.
    for (let i = 0; i < 36; i++) {
      let acted = false;
      for (const s of SEATS) {
        const enabled = pages[s].locator('.compass button.card:not([disabled])');
        if (await enabled.count()) {
          const v = await version(pages[s]);
          await enabled.first().click();
          await settle(v + 1);
          acted = true;
          break;
        }
      }
      expect(acted, `card ${i + 1}: someone must be able to play`).toBe(true);
    }
    // North claims the last four; East disputes (Law 68D): the table waits for the director.
    const n = pages.N;
    await n.locator('details:has([data-testid="claim-tricks"]) > summary').click();
    await n.getByTestId('claim-tricks').fill('4');
    await n.getByTestId('claim-statement').fill('The rest are mine, top down.');
    let v = await version(n);
    await n.getByTestId('claim-submit').click();
    await settle(v + 1);
    await pages.E.getByTestId('claim').waitFor();
    // Law 68C: the claimer's hand is faced to the defenders in its place on the compass.
    expect(await pages.E.locator('.seat-box[data-seat="N"] .hand').count()).toBe(1);
    await shot(pages.E, 'e2e-online-dir-02-claim-360');
    v = await version(pages.E);
    await pages.E.getByTestId('claim-dispute').click();
    await settle(v + 1);
    await pages.W.getByTestId('table-waits').waitFor();

    // The console: the call is there although the director was watching no table.
    await host.page.goto(`${h.base}/#/online/director`);
    await host.page.locator(`[data-testid="queued-call"][data-table="${tableId}"]`).waitFor({ timeout: 10_000 });
    await host.page.getByTestId('table-pending').waitFor();
    await shot(host.page, 'e2e-online-dir-03-console-call');
    await host.page.getByTestId('open-call-table').first().click();
    await host.page.getByTestId('ruling-tools').waitFor();
    expect(await host.page.locator('.compass .hand').count()).toBe(4); // the director sees all hands
    expect(await host.page.getByTestId('ruling-tools').innerText()).toMatch(/Law 70/);
    // Findings the law asks for (if any): the claimer was not unaware of anything.
    for (const no of await host.page.locator('[data-testid$="-no"]').all()) await no.check();
    // The director adjudicates (rather than letting play go on): the first option the engine offers.
    const options = host.page.getByTestId('ruling-option');
    if (await options.count()) await options.first().check();
    await shot(host.page, 'e2e-online-dir-04-console-ruling');
    v = await version(pages.N);
    await host.page.getByTestId('apply-ruling').click();
    await settle(v + 1);
    for (const s of SEATS) await pages[s].getByTestId('board-over').waitFor();
    const won = await pages.N.getByTestId('tricks-won').innerText();
    const m = /NS (\d+) · EW (\d+)/.exec(won)!;
    expect(Number(m[1]) + Number(m[2])).toBe(13);
    await host.page.getByTestId('resolve-call').first().click();
    await expect.poll(() => host.page.locator('[data-testid="queued-call"]').count()).toBe(0);

    // Screenshots: the table at 360 and 1280 px, and the console, in all five languages.
    for (const lang of LANGS) {
      for (const p of [pages.W, host.page]) {
        await p.evaluate((l) => localStorage.setItem('stikk.lang', l), lang);
        await p.reload();
        await p.getByTestId('online-table').waitFor();
      }
      await pages.W.setViewportSize({ width: 360, height: 740 });
      await shot(pages.W, `e2e-online-dir-05-table-360-${lang}`);
      await pages.W.setViewportSize({ width: 1280, height: 860 });
      await shot(pages.W, `e2e-online-dir-06-table-1280-${lang}`);
      await shot(host.page, `e2e-online-dir-07-console-${lang}`);
      expect(await host.page.locator('body').innerText()).not.toMatch(/Version \d/);
    }
    for (const p of [pages.W, host.page]) {
      await p.evaluate(() => localStorage.setItem('stikk.lang', 'en'));
      await p.reload();
    }

    // A substitute for West, with the director's consent: West's page loses the seat; the new code seats.
    await host.page.goto(`${h.base}/#/online`);
    await host.page.getByTestId('show-invitations').first().click();
    await host.page.locator('[data-testid="substitute"][data-seat="W"]').click();
    await expect.poll(() => pages.W.getByTestId('conn').getAttribute('class'), { timeout: 10_000 }).toContain('closed');
    // West's old page, opened again, is refused at the table: it says why in the player's language, not "reconnecting".
    await pages.W.evaluate(() => localStorage.setItem('stikk.lang', 'da'));
    await pages.W.reload();
    const refused = await pages.W.getByTestId('join-refused').innerText({ timeout: 10_000 });
    expect(refused).toContain('Ikke lukket ind ved bordet');
    expect(refused.length, refused).toBeGreaterThan('Ikke lukket ind ved bordet: '.length + 10); // and why
    expect(refused).not.toMatch(/Genopretter|Reconnecting|bad-seat-token/i);
    await pages.W.evaluate(() => localStorage.setItem('stikk.lang', 'en'));
    await expect
      .poll(async () => (await host.page.locator('a[data-seat="W"]').innerText()).trim(), { timeout: 10_000 })
      .not.toBe(codes.W);
    const subLink = (await host.page.locator('a[data-seat="W"]').getAttribute('href'))!;
    const sub = await phone(h);
    await sub.page.goto(`${h.base}/${subLink}`);
    await sub.page.getByTestId('online-table').waitFor();
    expect(await sub.page.getByTestId('me').innerText()).toContain('West');

    // What each browser received: never a hand it may not see.
    for (const seat of SEATS) {
      expect(frames[seat].length).toBeGreaterThan(20);
      for (const f of frames[seat]) {
        const view = f.view;
        if (!view) continue;
        expect(view.viewer).toBe(seat);
        const leadFaced = view.tricks.length > 0 && view.tricks[0].cards.length > 0;
        for (const other of SEATS) {
          if (other === seat || !view.hands[other]) continue;
          const allowed = view.phase === 'ended' || (leadFaced && view.dummy === other) || view.claim?.seat === other;
          expect(allowed, `${seat} received ${other}'s hand in phase ${view.phase}`).toBe(true);
        }
      }
    }
    for (const s of SEATS) await pages[s].context().close();
    await sub.ctx.close();
    await host.ctx.close();
  }, 300_000);
});
