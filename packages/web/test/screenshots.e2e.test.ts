/**
 * Screenshots (issue 18): the online table at 360 and 1280 px and the director's console, in all
 * five languages, at three moments of one board at a director-run table (irregularities allowed):
 * an insufficient bid waiting for the director, the play with dummy faced, and an agreement to a
 * claim withdrawn after the board (Law 69B). With STIKK_SCREENSHOTS=1, PNGs go to
 * test-output/screenshots/ (gitignored): `online-<moment>-<view>-<lang>.png`. Every non-English
 * screen is checked for English: no English interface text (any English string of the app, or a
 * fragment of one between its placeholders, that the language's own strings do not contain) and no
 * debug line.
 */
import { nextSeat, SEATS, type Seat } from '@stikk/core';
import type { TableView } from '@stikk/server/api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang, MESSAGES } from '../src/i18n/all.js';
import { createClubViaUi, desktop, hasChromium, phone, shot, startHarness, type Harness } from './support/e2e.js';
import { trackViews } from './support/views.js';

/**
 * English interface text on a screen in `lang`: each English string of the app and each fragment
 * of one between placeholders, several words long or a single capitalised word, that the
 * language's own strings do not contain (a shared law number, "Revoke" in Norwegian).
 */
function englishOn(lang: Lang, text: string): string[] {
  const own = Object.values(MESSAGES[lang] as Record<string, string>);
  const hits = new Set<string>();
  for (const v of Object.values(MESSAGES.en as Record<string, string>))
    for (const part of v.split(/\{\{\w+\}\}/)) {
      const f = part.trim();
      if (own.some((o) => o.includes(f))) continue;
      if (f.length >= 12 && /\s/.test(f) && text.includes(f)) hits.add(f);
      else if (/^[A-Z][a-z]{3,}$/.test(f) && new RegExp(`\\b${f}\\b`).test(text)) hits.add(f);
    }
  return [...hits];
}

describe.skipIf(!hasChromium)('web e2e: the online table and console in five languages', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('writes the table (360 and 1280 px) and the console in en/nb/sv/da/fi; no English on the others', async () => {
    // The organiser works in Norwegian: the table's name is his words (not interface text), so not English.
    const host = await desktop(h, 'nb');
    await host.page.setViewportSize({ width: 1280, height: 900 });
    await createClubViaUi(host.page, h.base, {
      club: 'Skjerm BK',
      name: 'Siri Director',
      email: 'td-shots@example.org',
      password: 'correct-horse-9',
    });
    await host.page.goto(`${h.base}/#/online`);
    await host.page.getByTestId('allow-irregularities').check();
    await host.page.getByTestId('create-online').click();
    await host.page.locator('a[data-seat="W"]').waitFor();
    const at = {} as Record<Seat, { page: Page; views: Map<number, TableView> }>;
    for (const s of SEATS) {
      const link = (await host.page.locator(`a[data-seat="${s}"]`).getAttribute('href'))!;
      const { page } = await phone(h);
      const views = trackViews(page);
      await page.goto(`${h.base}/${link}`);
      await page.getByTestId('online-table').waitFor();
      at[s] = { page, views };
    }
    const tableId = Number(/online\/(\d+)/.exec(at.N.page.url())![1]);
    const view = (s: Seat) => at[s].views.get(tableId)!;
    const version = async (p: Page) => Number(await p.getByTestId('online-table').getAttribute('data-version'));
    const settle = async (v: number) => {
      for (const s of SEATS) {
        await expect.poll(() => version(at[s].page), { timeout: 15_000 }).toBeGreaterThanOrEqual(v);
        await expect.poll(() => view(s)?.version ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(v);
      }
    };
    const step = async (s: Seat, act: () => Promise<void>) => {
      const v = await version(at[s].page);
      await act();
      await settle(v + 1);
    };
    const call = (s: Seat, code: string) =>
      step(s, () => at[s].page.locator(`.bidding-box button[data-call="${code}"]`).click());
    const play = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const v = view('N');
        const turn = v.turn as Seat;
        const actor = turn === v.dummy ? (v.declarer as Seat) : turn;
        const card = view(actor).legalCards[0];
        await step(actor, () => at[actor].page.locator(`.compass button.card[data-card="${card}"]`).click());
      }
    };
    const openConsole = async () => {
      await host.page.goto(`${h.base}/#/online/director/${tableId}`);
      await host.page.getByTestId('ruling-tools').waitFor();
    };
    const rule = async (option: string, finding: string) => {
      await host.page.locator(`[data-testid="ruling-option"][value="${option}"]`).check();
      await host.page.getByTestId(finding).check();
      const v = await version(at.N.page);
      await host.page.getByTestId('apply-ruling').click();
      await settle(v + 1);
    };

    /** One moment: the player's table at both widths and the console, in every language. */
    const shoot = async (moment: string, player: Seat, expectOnConsole?: (lang: Lang) => string) => {
      const pg = at[player].page;
      for (const lang of LANGUAGES) {
        for (const p of [pg, host.page]) {
          await p.evaluate((l) => localStorage.setItem('stikk.lang', l), lang);
          await p.reload();
        }
        await pg.getByTestId('online-table').waitFor();
        await host.page.getByTestId('ruling-tools').waitFor();
        await expect.poll(() => host.page.locator('html').getAttribute('lang')).toBe(lang);
        if (expectOnConsole)
          await expect
            .poll(() => host.page.getByTestId('call-reason').last().innerText(), { timeout: 10_000 })
            .toBe(expectOnConsole(lang));
        const texts: string[] = [];
        await pg.setViewportSize({ width: 360, height: 740 });
        await shot(pg, `online-${moment}-table-360-${lang}`);
        texts.push(await pg.locator('body').innerText());
        await pg.setViewportSize({ width: 1280, height: 860 });
        await shot(pg, `online-${moment}-table-1280-${lang}`);
        await pg.setViewportSize({ width: 360, height: 740 });
        await shot(host.page, `online-${moment}-console-${lang}`);
        texts.push(await host.page.locator('body').innerText());
        for (const text of texts) {
          expect(text).not.toMatch(/Version \d/);
          if (lang === 'en') continue;
          expect(englishOn(lang, text), lang).toEqual([]);
          // Seats in the language's letters (nb N Ø S V, fi P I E L), never the English ones in a row.
          expect(text).not.toMatch(/\bN E S W\b/);
        }
      }
    };

    // 1. An insufficient bid waits for the director (Law 27A1): the table says so; the console rules.
    const dealer = view('N').dealer as Seat;
    const lho = nextSeat(dealer, 1);
    const partner = nextSeat(dealer, 2);
    await call(dealer, '1NT');
    await call(lho, '1S');
    await step(partner, () => at[partner].page.getByTestId('call-director').click());
    await openConsole();
    // The table's button stores a code; the console words it in each language (the newest call is last).
    await shoot(
      'insufficient-bid',
      partner,
      (lang) => (MESSAGES[lang] as Record<string, string>)['online.callReason.player-call'],
    );
    await rule('refuse', 'finding-lhoAccepts-no');
    await call(lho, '2C');
    await expect.poll(() => view(dealer).pending?.law).toBe('27B1(b)');
    await rule('comparable', 'finding-comparable-yes');
    for (const s of [partner, nextSeat(dealer, 3), dealer]) await call(s, 'P');
    expect(view(dealer)).toMatchObject({ contract: '2C', declarer: lho });

    // 2. The play: dummy faced, a trick and a half played, seen from the opening leader's seat.
    await play(6);
    await shoot('play', partner);

    // 3. Declarer claims the rest; the defenders agree; then one withdraws the agreement (Law 69B).
    const declarer = lho;
    const dp = at[declarer].page;
    await dp.locator('details:has([data-testid="claim-tricks"]) > summary').click();
    await dp.getByTestId('claim-tricks').fill(String(view(declarer).handSizes[declarer]));
    await dp.getByTestId('claim-statement').fill('♣ A K Q');
    await step(declarer, () => dp.getByTestId('claim-submit').click());
    for (const s of [dealer, partner]) await step(s, () => at[s].page.getByTestId('claim-agree').click());
    await at[dealer].page.getByTestId('withdraw-agreement').waitFor();
    await step(dealer, () => at[dealer].page.getByTestId('withdraw-agreement').click());
    expect(view(dealer).pending).toMatchObject({ law: '69B' });
    await openConsole();
    const side = dealer === 'N' || dealer === 'S' ? 'common.ns' : 'common.ew';
    await shoot('claim-withdrawn', dealer, (lang) => {
      const m = MESSAGES[lang] as Record<string, string>;
      return m['online.callReason.claim-agreement-withdrawn'].replace('{{side}}', m[side]);
    });

    for (const s of SEATS) await at[s].page.context().close();
    await host.ctx.close();
  }, 600_000);
});
