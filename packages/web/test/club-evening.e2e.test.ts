/**
 * E2E (issue 17): a Nordic club pairs evening in the browser. The director imports the member
 * register from CSV, sets up a two-winner Mitchell with pairs by member number (and a visitor),
 * the tables enter every result, the director corrects one result and gives two adjusted scores
 * (one weighted, Law 12C1(c)), checks what is missing and publishes the final results. The web
 * rankings (NS and EW), the PBN and USEBIO exports and `stikk score` of those exports agree.
 * With STIKK_SCREENSHOTS=1 every page is shot at 360 px and 1280 px into test-output/screenshots/.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printCard, seededRandom } from '@stikk/core';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stikkScoreJson } from '../../server/test/support/cli.js';
import {
  createClubViaUi,
  createSession,
  desktop,
  enterRandomResult,
  fillSessionSetUp,
  hasChromium,
  joinTerminal,
  phone,
  shot,
  shotsAtTwoWidths,
  startHarness,
  tableCodes,
  terminalApi,
  type Harness,
} from './support/e2e.js';

/** A full-page screenshot at phone width and at desktop width. */
const shots = (page: Page, name: string) => shotsAtTwoWidths(page, `evening-${name}`);

const REGISTER = [
  'Navn;Medlemsnummer;Klubb',
  'Kari Nordmann;10001;Tromsø BK',
  'Ola Hansen;10002;Tromsø BK',
  'Åse Berg;10003;Tromsø BK',
  'Per Lie;10004;Tromsø BK',
  'Liv Dahl;10005;Tromsø BK',
  'Nils Ek;10006;Tromsø BK',
  'Eva Moe;10007;Harstad BK',
  'Jon Vik;10008;Tromsø BK',
  'Ida Sund;10009;Tromsø BK',
  'Tor Aas;10010;Tromsø BK',
  'Mia Lund;10011;Tromsø BK',
].join('\r\n');

interface CliEntry {
  id: string;
  direction?: 'NS' | 'EW';
  rank: number;
  total: number;
  percent: number | null;
}

const stikkScore = (file: string) => stikkScoreJson<{ ranking: CliEntry[] }>(file);

describe.skipIf(!hasChromium)('web e2e: a club pairs evening', () => {
  let h: Harness;
  let dir: string;
  beforeAll(async () => {
    h = await startHarness();
    dir = mkdtempSync(join(tmpdir(), 'stikk-evening-'));
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('register → two-winner Mitchell → results → corrections → publish; web = PBN = USEBIO = stikk score', async () => {
    const { ctx, page } = await desktop(h, 'nb');
    await page.setViewportSize({ width: 1280, height: 900 });
    await createClubViaUi(page, h.base, {
      club: 'Tromsø Bridgeklubb',
      name: 'Turid',
      email: 'turid@example.org',
      password: 'correct-horse-9',
    });

    // The member register from a CSV file (Norwegian header, semicolons).
    await page
      .getByTestId('register-import')
      .setInputFiles({ name: 'medlemmer.csv', mimeType: 'text/csv', buffer: Buffer.from(REGISTER) });
    await page.getByText('11 lagt til, 0 oppdatert.').waitFor();
    expect(await page.locator('[data-testid=register-table] tbody tr').count()).toBe(11);
    await shots(page, '01-register');
    // A register entry linked to the director's account (a director who plays), and unlinked again before any
    // session (while its player plays a running session the link stays, SECURITY.md).
    const account = page.getByTestId('register-account').first();
    await expect.poll(() => account.locator('option').count()).toBe(2);
    await account.selectOption({ label: 'Turid (turid@example.org)' });
    await expect.poll(() => account.inputValue()).not.toBe('');
    await account.selectOption({ index: 0 });
    await expect.poll(() => account.inputValue()).toBe('');

    // A 3-table Mitchell (two winners), 3 boards a round (9 boards); pairs by member number, pair 6 with a visitor.
    await fillSessionSetUp(page, { tables: 3, movement: 'mitchell', boardsPerRound: 3, seed: 'evening' });
    await page.getByTestId('pairs-entry').locator('summary').click();
    const numbers = [
      '10001',
      '10002',
      '10003',
      '10004',
      '10005',
      '10006',
      '10007',
      '10008',
      '10009',
      '10010',
      '10011',
      'Gjest Gjestesen',
    ];
    for (let i = 0; i < 12; i++)
      await page.locator(`input[name=pair-${Math.floor(i / 2) + 1}-${(i % 2) + 1}]`).fill(numbers[i]);
    await shots(page, '02-new-session');
    const sessionId = await createSession(page);
    const codes = await tableCodes(page, 3);
    // The round clock: 15 minutes for round 1, shown on the console and on the table phones.
    await page.getByTestId('clock-start').click();
    await expect.poll(() => page.getByTestId('clock-left').innerText()).toMatch(/^Runde 1: 1[45]:\d\d$/);
    await shots(page, '03-console');
    const session = await (await page.request.get(`${h.base}/api/sessions/${sessionId}`)).json();
    expect(session.movement.winners).toBe(2);
    expect(session.pairs[0].names).toBe('Kari Nordmann - Ola Hansen');
    expect(session.pairs[5]).toMatchObject({
      names: 'Mia Lund - Gjest Gjestesen',
      players: [{ memberNo: '10011' }, { name: 'Gjest Gjestesen', memberNo: null }],
    });

    // Guide cards name the pair and its direction.
    await page.goto(`${h.base}/#/print/guides/${sessionId}`);
    await page.locator('article[data-pair="1"]').waitFor();
    expect(await page.locator('article[data-pair="1"] h2').innerText()).toContain('Kari Nordmann - Ola Hansen');
    expect(await page.locator('article[data-pair="1"]').innerText()).toContain('Rangeres blant nord–syd-parene');
    await shots(page, '04-guide-cards');

    // Table 1's phone: the first board entered, "not correct" brings the entry back filled in, the
    // confirming pair sees the score and the lead in Norwegian card letters.
    const ph = await phone(h, 'nb');
    const p = ph.page;
    await joinTerminal(p, h.base, codes[0]);
    await p.getByTestId('round-header').waitFor();
    await expect.poll(() => p.getByTestId('terminal-clock').innerText()).toMatch(/^Runde 1: 1[45]:\d\d$/);
    // The EW players give their member numbers at the table (the Bridgemate habit).
    await p.getByTestId('players-open').click();
    await p.locator('input[name=EW-1]').fill('10008');
    await p.locator('input[name=EW-2]').fill('10007');
    await shots(p, '04a-terminal-players');
    await p.getByTestId('players-save').click();
    await expect.poll(() => p.locator('main .panel').first().innerText()).toContain('Jon Vik - Eva Moe');
    const first = Number(await p.locator('li[data-board]').first().getAttribute('data-board'));
    // South declares, so West (South's left-hand opponent) leads (Law 41A).
    const westLead = printCard(h.server.ctx.dealSeeded('evening', first).W![0]);
    await p.getByTestId(`enter-${first}`).click();
    await p.locator('[data-level="3"]').click();
    await p.locator('[data-strain="NT"]').click();
    await p.locator('[data-risk=""]').click();
    await p.locator('[data-declarer="S"]').click();
    await p.locator(`[data-lead-suit="${westLead[0]}"]`).click();
    await p.locator(`[data-lead-rank="${westLead[1]}"]`).click();
    await p.locator('[data-tricks="8"]').click();
    await p.getByTestId('save-result').click();
    await p.getByTestId('confirm').waitFor();
    await p.getByRole('button', { name: 'Ikke riktig' }).click();
    await p.getByTestId('entry').waitFor();
    for (const sel of ['[data-level="3"]', '[data-strain="NT"]', '[data-declarer="S"]', '[data-tricks="8"]'])
      expect(await p.locator(sel).getAttribute('aria-pressed'), sel).toBe('true');
    await p.locator('[data-tricks="9"]').click();
    await p.getByTestId('save-result').click();
    await p.getByTestId('confirm').waitFor();
    expect(await p.getByTestId('confirm-score').innerText()).toMatch(/^NS (400|600) · ØV .?(400|600)$/);
    const rankNo = { T: '10', J: 'Kn', Q: 'D', K: 'K', A: 'E' }[westLead[1]] ?? westLead[1];
    expect(await p.getByTestId('confirm-lead').innerText()).toContain(rankNo);
    await shots(p, '04b-terminal-confirm');
    await p.getByTestId('confirm-result').click();
    await p.getByTestId('after-board').waitFor();
    await shots(p, '04c-terminal-traveller');
    await ph.ctx.close();

    // The tables enter every result (the terminals' HTTP API, as the phones use it).
    const rand = (() => {
      const r = seededRandom('evening-results');
      return () => r() / 2 ** 32;
    })();
    for (let round = 1; round <= 3; round++) {
      for (const code of codes) {
        const terminal = await terminalApi(page, h.base, code);
        const r = await (await terminal.get('round')).json();
        expect(r.round).toBe(round);
        for (const b of r.boards as { board: number; status: string }[]) {
          if (b.status === 'confirmed') continue; // entered on the phone above
          await enterRandomResult(terminal, rand, h.server, 'evening', round, b.board);
        }
      }
    }

    // The director: correct one result, an artificial adjusted score, a weighted one (Law 12C1(c)).
    await page.goto(`${h.base}/#/director/session/${sessionId}`);
    await expect
      .poll(() => page.getByTestId('progress-grid').getAttribute('data-done'), { timeout: 15_000 })
      .toBe('yes');
    // Every round played: the round clock says so and offers no round to start (it offered "Start runde 1").
    await expect.poll(() => page.getByTestId('round-clock').innerText()).toContain('Alle rundene er spilt.');
    await expect.poll(() => page.getByTestId('clock-start').count()).toBe(0);
    const row = (n: number) => page.locator('table.traveller tbody tr').nth(n);
    await row(0).waitFor();
    await row(0).getByTestId('correct').click();
    const cf = page.getByTestId('correct-form');
    await cf.locator('[data-level="3"]').click();
    await cf.locator('[data-strain="NT"]').click();
    await cf.locator('[data-declarer="S"]').click();
    await cf.locator('[data-tricks="10"]').click();
    await cf.locator('input[name=note]').fill('feil antall stikk');
    await shots(page, '05-correct');
    // The console's ranking is loaded again when the correction is saved, with the traveller (not at its next poll):
    // the traveller's request after the correction has the ranking's beside it (both from one render), not a poll.
    const sent: string[] = [];
    const onRequest = (r: Request) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/')) sent.push(`${r.method()} ${path}`);
    };
    page.on('request', onRequest);
    await cf.getByTestId('save-correction').click();
    await page.getByText('Resultatet er rettet i spill').waitFor();
    const traveller = `GET /api/sessions/${sessionId}/travellers/${session.boards[0]}`;
    const afterSave = () => sent.slice(sent.findIndex((x) => x.startsWith('PUT /api/sessions/')) + 1);
    await expect.poll(() => afterSave().indexOf(traveller)).toBeGreaterThanOrEqual(0);
    await expect.poll(() => afterSave().length).toBeGreaterThan(afterSave().indexOf(traveller) + 1);
    page.off('request', onRequest);
    const i = afterSave().indexOf(traveller);
    expect([afterSave()[i - 1], afterSave()[i + 1]], sent.join('\n')).toContain(
      `GET /api/sessions/${sessionId}/ranking`,
    );
    await expect.poll(() => row(0).innerText()).toContain('3NT');
    // Declarer put on the other side: the lead entered for the old one is cleared and said so; back, it returns.
    await row(0).getByTestId('correct').click();
    await cf.locator('[data-lead-suit="S"]').click();
    await cf.locator('[data-lead-rank="A"]').click();
    await cf.locator('[data-declarer="E"]').click();
    await cf.getByTestId('lead-cleared').waitFor();
    expect(await cf.getByTestId('lead-cleared').innerText()).toContain('åpningsutspillet');
    expect(await cf.locator('[data-lead-suit][aria-pressed="true"]').count()).toBe(0);
    await cf.locator('[data-declarer="W"]').click();
    await cf.getByTestId('lead-cleared').waitFor();
    await cf.locator('[data-declarer="N"]').click();
    await expect.poll(() => cf.getByTestId('lead-cleared').count()).toBe(0);
    expect(await cf.locator('[data-lead-suit="S"]').getAttribute('aria-pressed')).toBe('true');
    await row(1).getByTestId('adjust').click();
    const af = page.getByTestId('adjust-form');
    await af.locator('select').nth(0).selectOption('A+');
    await af.locator('select').nth(1).selectOption('A-');
    await af.locator('input[name=reason]').fill('feil mappe spilt');
    await af.getByRole('button', { name: 'Sett justert resultat' }).click();
    await page.getByText('Justert resultat registrert for spill').waitFor();
    await page.getByTestId('traveller-board').selectOption(String(session.boards[1]));
    await page
      .locator(`table.traveller[data-board="${session.boards[1]}"] tbody tr`)
      .first()
      .getByTestId('adjust')
      .click();
    await af.getByTestId('adjust-weighted').check();
    const r1 = af.getByTestId('result-1'),
      r2 = af.getByTestId('result-2');
    await r1.locator('[data-level="4"]').click();
    await r1.locator('[data-strain="H"]').click();
    await r1.locator('[data-declarer="N"]').click();
    await r1.locator('[data-tricks="10"]').click();
    await af.locator('input[name=weight]').fill('70');
    await r2.locator('[data-level="4"]').click();
    await r2.locator('[data-strain="H"]').click();
    await r2.locator('[data-declarer="N"]').click();
    await r2.locator('[data-tricks="9"]').click();
    expect(await af.locator('input[name=law]').inputValue()).toBe('12C1(c)');
    await af.locator('input[name=reason]').fill('feilinformasjon');
    await shots(page, '06-weighted');
    await af.getByRole('button', { name: 'Sett justert resultat' }).click();
    await page.getByText('Justert resultat registrert for spill').waitFor();
    await expect
      .poll(() => page.locator(`table.traveller[data-board="${session.boards[1]}"] tbody tr`).first().innerText())
      .toContain('70%');
    await page
      .locator(`table.traveller[data-board="${session.boards[1]}"] tbody tr`)
      .first()
      .getByTestId('history')
      .click();
    await page.getByTestId('history-list').locator('li').first().waitFor();

    // Publish final: everything is in, so no list of what is missing; the terminals close.
    await page.getByTestId('publish').click();
    await page.getByTestId('published-state').waitFor();
    expect(await page.getByTestId('published-state').innerText()).toBe('Endelige resultater er publisert.');
    await shots(page, '07-published');
    const term = await (await page.request.post(`${h.base}/api/terminal/join`, { data: { code: codes[0] } })).json();
    const late = await page.request.post(`${h.base}/api/terminal/confirm`, {
      headers: { authorization: `Bearer ${term.token}` },
      data: {
        round: 3,
        board: session.guide.find((g: { round: number; table: number }) => g.round === 3 && g.table === 1).boards[0],
      },
    });
    expect(late.status()).toBe(409);

    // Anyone finds the results by club and date (no session number to guess).
    const guest = await phone(h, 'nb');
    await guest.page.goto(`${h.base}/#/results`);
    await guest.page.getByTestId('results-sessions').locator('a').first().waitFor();
    expect(await guest.page.getByTestId('results-club').locator('option:checked').innerText()).toBe(
      'Tromsø Bridgeklubb',
    );
    await shots(guest.page, '07b-results-index');
    await guest.page.getByTestId('results-sessions').locator('a').first().click();
    await guest.page.locator('[data-field="EW"] tr[data-pair]').first().waitFor();
    await guest.ctx.close();

    // The results page: NS and EW rankings with the names, in Norwegian.
    await page.goto(`${h.base}/#/results/${sessionId}`);
    await page.locator('[data-field="NS"] tr[data-pair]').first().waitFor();
    expect(await page.getByTestId('publication').innerText()).toBe('Endelige resultater');
    const pageText = await page.locator('main').innerText();
    expect(pageText).toContain('Resultatliste øst–vest');
    expect(pageText).toContain('Kari Nordmann - Ola Hansen');
    expect(pageText).not.toMatch(/\bPair \d/);
    await shots(page, '08-results');
    const web = await page.locator('tr[data-pair]').evaluateAll((els) =>
      els.map((e) => ({
        pair: e.getAttribute('data-pair')!,
        field: e.closest('[data-field]')?.getAttribute('data-field') ?? '',
        percent: Number(e.getAttribute('data-percent')),
        mp: Number(e.getAttribute('data-mp')),
        // As shown ("12 / 18", decimal comma in Norwegian): the matchpoints before the top.
        shown: Number(
          (e.querySelector('[data-testid="mp-shown"]')?.textContent ?? '').split('/')[0].trim().replace(',', '.'),
        ),
      })),
    );
    expect(web).toHaveLength(6);
    // The page says which scale it shows (2/1/0, Law 78A).
    await expect.poll(() => page.getByTestId('mp-scale').first().innerText()).toContain('§ 78A');
    expect(new Set(web.map((w) => w.field))).toEqual(new Set(['NS', 'EW']));
    await page
      .getByRole('tab', { name: 'Spillefordelinger' })
      .click()
      .catch(() => undefined);
    await shots(page, '09-hand-records');

    // Printing: hand records six boards to an A4 page with HCP, DD table and par; guide cards four
    // to a page. Rendered to PDF by Chromium; the PDF has one page per sheet.
    await expect
      .poll(
        async () => (await (await page.request.get(`${h.base}/api/sessions/${sessionId}/hands`)).json()).ddPending,
        { timeout: 60_000 },
      )
      .toBe(false);
    const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
    await page.goto(`${h.base}/#/print/hands/${sessionId}`);
    await page.locator('.print-sheet.hands [data-testid=dd-table]').first().waitFor();
    const sheets = await page.locator('.print-sheet.hands').evaluateAll((els) =>
      els.map((e) => ({
        boards: e.querySelectorAll('article[data-board]').length,
        hcp: e.querySelectorAll('.hcp').length,
        dd: e.querySelectorAll('[data-testid=dd-table]').length,
        par: e.querySelectorAll('[data-testid=par]').length,
      })),
    );
    expect(sheets).toEqual([
      { boards: 6, hcp: 24, dd: 6, par: 6 },
      { boards: 3, hcp: 12, dd: 3, par: 3 },
    ]);
    // Par in the page's notation (Norwegian seats), never the solver's raw text such as 4S-EW.
    for (const p of await page.getByTestId('par').allInnerTexts()) expect(p).not.toMatch(/\b[1-7](C|D|H|S|N|NT)\*?-/);
    await shots(page, '10-print-hands');
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 }); // A4 at 96 dpi: how the sheet lays out
    await shot(page, 'evening-10-print-hands-a4');
    await page.setViewportSize({ width: 1280, height: 900 });
    const handsPdf = await page.pdf({ format: 'A4', printBackground: true });
    writeFileSync(join(dir, 'hands.pdf'), handsPdf);
    expect(pdfPages(handsPdf)).toBe(2);
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`${h.base}/#/print/guides/${sessionId}`);
    await page.locator('.print-sheet.guides article').first().waitFor();
    await shots(page, '11-print-guides');
    expect(
      await page
        .locator('.print-sheet.guides')
        .evaluateAll((els) => els.map((e) => e.querySelectorAll('article').length)),
    ).toEqual([4, 2]);
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 });
    await shot(page, 'evening-11-print-guides-a4');
    await page.setViewportSize({ width: 1280, height: 900 });
    const guidesPdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdfPages(guidesPdf)).toBe(2);
    await page.emulateMedia({ media: 'screen' });

    // Personal score cards (two to a page) and the rank list.
    await page.goto(`${h.base}/#/print/scorecards/${sessionId}`);
    await page.locator('.print-sheet.cards article').first().waitFor();
    expect(
      await page
        .locator('.print-sheet.cards')
        .evaluateAll((els) => els.map((e) => e.querySelectorAll('article').length)),
    ).toEqual([2, 2, 2]);
    // Pair 1 played 9 boards (3 rounds of 3); its card's rows say so.
    expect(await page.locator('article.score-card[data-pair="1"] tbody tr').count()).toBe(9);
    await shots(page, '12-score-cards');
    // On a tablet and a phone the cards stay inside the page (two cards a row ran 264 px past a 768-px screen).
    const old = page.viewportSize()!;
    for (const width of [768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() =>
          page.evaluate(() => {
            const sheet = document.querySelector('.print-sheet.cards')!.getBoundingClientRect();
            const cards = [...document.querySelectorAll('article.score-card')].map((a) => a.getBoundingClientRect());
            return {
              page: document.documentElement.scrollWidth <= window.innerWidth,
              cards: cards.every((c) => c.right <= sheet.right + 0.5),
            };
          }),
        )
        .toEqual({ page: true, cards: true });
    }
    await page.setViewportSize(old);
    await page.emulateMedia({ media: 'print' });
    expect(pdfPages(await page.pdf({ format: 'A4', printBackground: true }))).toBe(3);
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`${h.base}/#/print/ranking/${sessionId}`);
    await page.locator('.print-ranking tr[data-pair]').first().waitFor();
    await shots(page, '13-rank-list');
    await page.emulateMedia({ media: 'print' });
    expect(pdfPages(await page.pdf({ format: 'A4', printBackground: true }))).toBe(1);
    await page.emulateMedia({ media: 'screen' });

    // 1/½/0 instead of 2/1/0 per comparison (Law 78A): chosen on the results page; the printed rank list follows.
    const shownFirst = web[0];
    const mpRow = `[data-field="${shownFirst.field}"] tr[data-pair="${shownFirst.pair}"]`;
    await page.goto(`${h.base}/#/results/${sessionId}`);
    await page.getByTestId('mp-scale-choice').selectOption('1/0.5/0');
    // Half the matchpoints scored on 2/1/0; the same percentage and place.
    const mpShown = async (sel: string) => Number(await page.locator(sel).first().getAttribute('data-mp'));
    await expect.poll(() => mpShown(mpRow)).toBe(shownFirst.mp / 2);
    expect(await page.locator(mpRow).first().getAttribute('data-percent')).toBe(String(shownFirst.percent));
    await expect.poll(() => page.getByTestId('mp-scale').first().innerText()).toContain('½');
    await page.goto(`${h.base}/#/print/ranking/${sessionId}`);
    await expect.poll(() => mpShown(`.print-ranking ${mpRow}`)).toBe(shownFirst.mp / 2);

    // The exports, scored again by `stikk score`, give the page's ranking.
    for (const [path, file] of [
      [`/api/sessions/${sessionId}/export.pbn`, 'evening.pbn'],
      [`/api/sessions/${sessionId}/export.usebio.xml`, 'evening.xml'],
    ] as const) {
      const body = await (await page.request.get(h.base + path)).text();
      writeFileSync(join(dir, file), body);
      const cli = await stikkScore(join(dir, file));
      for (const w of web) {
        const e = cli.ranking.find((x) => x.id === w.pair && x.direction === w.field);
        expect(e, `${file} pair ${w.pair}`).toBeDefined();
        // The same matchpoints as shown on the page, not only as stored (the page showed half the CLI's).
        expect({ pair: w.pair, percent: e!.percent, mp: e!.total, shown: e!.total }, file).toEqual({
          pair: w.pair,
          percent: w.percent,
          mp: w.mp,
          shown: w.shown,
        });
      }
    }
    await ctx.close();
  }, 240_000);
});
