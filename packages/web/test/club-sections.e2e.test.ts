/**
 * E2E (issue 17): a two-section, two-winner Mitchell evening in the browser, names from the member
 * register. Sections A and B (3 tables each) play the same boards; every table's terminal enters
 * its results, the director corrects one, adjusts two (one weighted, Law 12C1(c)), scores the
 * sections within and then across the field, and publishes. The web ranking, the PBN and USEBIO
 * exports and `stikk score` of those exports agree exactly, pair by pair (section, direction,
 * number); guide cards carry the section's numbers; printed pages are rendered to PDF.
 * With STIKK_SCREENSHOTS=1 every page is shot at 360 px and 1280 px into test-output/screenshots/.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededRandom } from '@stikk/core';
import type { Page } from 'playwright-core';
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
  shotsAtTwoWidths,
  startHarness,
  tableCodes,
  terminalApi,
  type Harness,
} from './support/e2e.js';

const shots = (page: Page, name: string) => shotsAtTwoWidths(page, `sections-${name}`);

const FIRST = ['Kari', 'Ola', 'Åse', 'Per', 'Liv', 'Nils', 'Eva', 'Jon', 'Ida', 'Tor', 'Mia', 'Geir'];
const LAST = ['Berg', 'Dahl'];
/** 23 members (the 24th player is a visitor). */
const MEMBERS = Array.from({ length: 23 }, (_, i) => ({
  name: `${FIRST[i % 12]} ${LAST[Math.floor(i / 12)]}`,
  no: String(20001 + i),
}));
const REGISTER = ['Navn;Medlemsnummer;Klubb', ...MEMBERS.map((m) => `${m.name};${m.no};Bodø BK`)].join('\r\n');

interface CliEntry {
  id: string;
  section?: string;
  direction?: 'NS' | 'EW';
  rank: number;
  rankText: string;
  total: number;
  percent: number | null;
}

const stikkScore = (file: string) => stikkScoreJson<{ ranking: CliEntry[] }>(file);

interface WebLine {
  label: string;
  field: string;
  rank: string;
  percent: number;
  mp: number;
}
const webRanking = (page: Page): Promise<WebLine[]> =>
  page.locator('tr[data-pair]').evaluateAll((els) =>
    els.map((e) => ({
      label: e.getAttribute('data-label')!,
      field: e.closest('[data-field]')?.getAttribute('data-field') ?? '',
      rank: (e.querySelector('td') as HTMLElement).innerText,
      percent: Number(e.getAttribute('data-percent')),
      mp: Number(e.getAttribute('data-mp')),
    })),
  );

describe.skipIf(!hasChromium)('web e2e: a two-section club evening', () => {
  let h: Harness;
  let dir: string;
  beforeAll(async () => {
    h = await startHarness();
    dir = mkdtempSync(join(tmpdir(), 'stikk-sections-'));
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The page's ranking equals `stikk score` of both exports, pair by pair. */
  async function exportsAgree(page: Page, sessionId: number, web: WebLine[]): Promise<void> {
    for (const [path, file] of [
      [`/api/sessions/${sessionId}/export.pbn`, 'sections.pbn'],
      [`/api/sessions/${sessionId}/export.usebio.xml`, 'sections.xml'],
    ] as const) {
      const body = await (await page.request.get(h.base + path)).text();
      writeFileSync(join(dir, file), body);
      const cli = await stikkScore(join(dir, file));
      expect(cli.ranking).toHaveLength(web.length);
      for (const w of web) {
        const e = cli.ranking.find((x) => `${x.section}${x.id}` === w.label && (x.direction ?? '') === w.field);
        expect(e, `${file} pair ${w.label}`).toBeDefined();
        expect({ pair: w.label, rank: e!.rankText || '–', percent: e!.percent, mp: e!.total }, file).toEqual({
          pair: w.label,
          rank: w.rank,
          percent: w.percent,
          mp: w.mp,
        });
      }
    }
  }

  it('sections A and B → terminals → correction, two adjustments → within/across → publish; web = PBN = USEBIO = stikk score', async () => {
    const { ctx, page } = await desktop(h, 'nb');
    await page.setViewportSize({ width: 1280, height: 900 });
    await createClubViaUi(page, h.base, {
      club: 'Bodø Bridgeklubb',
      name: 'Trine',
      email: 'trine@example.org',
      password: 'correct-horse-9',
    });
    await page
      .getByTestId('register-import')
      .setInputFiles({ name: 'medlemmer.csv', mimeType: 'text/csv', buffer: Buffer.from(REGISTER) });
    await page.getByText('23 lagt til, 0 oppdatert.').waitFor();

    // Two sections of a 3-table Mitchell, 2 boards a round; all 12 pairs by member number (one visitor).
    await fillSessionSetUp(page, { tables: 3, movement: 'mitchell', boardsPerRound: 2, sections: 2, seed: 'sections' });
    await page.getByTestId('pairs-entry').locator('summary').click();
    const players = [...MEMBERS.map((m) => m.no), 'Gjest Gjestesen'];
    for (let i = 0; i < 24; i++)
      await page.locator(`input[name=pair-${Math.floor(i / 2) + 1}-${(i % 2) + 1}]`).fill(players[i]);
    await shots(page, '01-new-session');
    const sessionId = await createSession(page);
    const codes = await tableCodes(page, 6);
    expect(await page.getByTestId('table-codes').innerText()).toContain('Bord B3');
    const session = await (await page.request.get(`${h.base}/api/sessions/${sessionId}`)).json();
    expect(session.movement.winners).toBe(2);
    expect(session.sections.map((s: { letter: string }) => s.letter)).toEqual(['A', 'B']);
    expect(session.pairs[6]).toMatchObject({ label: 'B1', names: `${MEMBERS[12].name} - ${MEMBERS[13].name}` });
    await shots(page, '02-console');

    // Guide cards: B's pairs and tables by B's numbers.
    await page.goto(`${h.base}/#/print/guides/${sessionId}`);
    await expect.poll(() => page.locator('article[data-pair="7"]').innerText()).toContain('B1');
    const b1 = await page.locator('article[data-pair="7"]').innerText();
    expect(b1).toMatch(/bord B\d/i);
    expect(b1).not.toMatch(/bord [4-6]\b/i);
    await shots(page, '03-guide-cards');
    await page.emulateMedia({ media: 'print' });
    const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
    expect(pdfPages(await page.pdf({ format: 'A4', printBackground: true }))).toBe(3);
    await page.emulateMedia({ media: 'screen' });

    // Table B1's phone knows its section and table.
    const ph = await phone(h, 'nb');
    await joinTerminal(ph.page, h.base, codes[3]);
    await expect.poll(() => ph.page.getByTestId('round-header').innerText()).toContain('B1');
    await shots(ph.page, '04-terminal');
    await ph.ctx.close();

    // Every table enters every result through its terminal's API.
    const rand = (() => {
      const r = seededRandom('sections-results');
      return () => r() / 2 ** 32;
    })();
    for (let round = 1; round <= 3; round++) {
      for (const code of codes) {
        const terminal = await terminalApi(page, h.base, code);
        const r = await (await terminal.get('round')).json();
        expect(r.round).toBe(round);
        for (const b of r.boards as { board: number }[]) {
          await enterRandomResult(terminal, rand, h.server, 'sections', round, b.board);
        }
      }
    }

    // The director corrects one result and gives two adjusted scores (one weighted).
    await page.goto(`${h.base}/#/director/session/${sessionId}`);
    await expect
      .poll(() => page.getByTestId('progress-grid').getAttribute('data-done'), { timeout: 15_000 })
      .toBe('yes');
    const row = (n: number) => page.locator('table.traveller tbody tr').nth(n);
    await row(0).waitFor();
    await row(0).getByTestId('correct').click();
    const cf = page.getByTestId('correct-form');
    await cf.locator('[data-level="3"]').click();
    await cf.locator('[data-strain="NT"]').click();
    await cf.locator('[data-declarer="S"]').click();
    await cf.locator('[data-tricks="10"]').click();
    await cf.locator('input[name=note]').fill('feil antall stikk');
    await cf.getByTestId('save-correction').click();
    await page.getByText('Resultatet er rettet i spill').waitFor();
    await row(1).getByTestId('adjust').click();
    const af = page.getByTestId('adjust-form');
    await af.locator('select').nth(0).selectOption('A+');
    await af.locator('select').nth(1).selectOption('A-');
    await af.locator('input[name=reason]').fill('feil mappe spilt');
    await af.getByRole('button', { name: 'Sett justert resultat' }).click();
    await page.getByText('Justert resultat registrert for spill').waitFor();
    await page.getByTestId('traveller-board').selectOption(String(session.boards[1]));
    const last = page.locator(`table.traveller[data-board="${session.boards[1]}"] tbody tr`).last();
    await last.getByTestId('adjust').click();
    await af.getByTestId('adjust-weighted').check();
    const r1 = af.getByTestId('result-1'),
      r2 = af.getByTestId('result-2');
    for (const [r, tricks] of [
      [r1, '10'],
      [r2, '9'],
    ] as const) {
      await r.locator('[data-level="4"]').click();
      await r.locator('[data-strain="H"]').click();
      await r.locator('[data-declarer="N"]').click();
      await r.locator(`[data-tricks="${tricks}"]`).click();
    }
    await af.locator('input[name=weight]').fill('70');
    await af.locator('input[name=reason]').fill('feilinformasjon');
    await af.getByRole('button', { name: 'Sett justert resultat' }).click();
    await page.getByText('Justert resultat registrert for spill').waitFor();
    await shots(page, '05-adjusted');

    // Within sections: four lists (A NS, A EW, B NS, B EW) on the console.
    await page.locator('[data-section="B"] [data-field="EW"] tr[data-pair]').first().waitFor();
    await shots(page, '06-within');
    // Across the field: the director switches; one NS and one EW list over both sections.
    await page.getByTestId('section-scoring').locator('input[value=across]').check();
    await expect.poll(() => page.locator('[data-section]').count()).toBe(0);
    await expect.poll(() => page.locator('[data-field="NS"] tr[data-pair]').count()).toBe(6);
    await shots(page, '07-across');

    await page.getByTestId('publish').click();
    await page.getByTestId('published-state').waitFor();

    // The results page: the field's lists with names and section numbers; the exports agree.
    await page.goto(`${h.base}/#/results/${sessionId}`);
    await page.locator('[data-field="NS"] tr[data-pair]').first().waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain(MEMBERS[12].name);
    expect(text).toContain('B1');
    expect(text).not.toMatch(/\bPair \d/);
    await shots(page, '08-results-across');
    const across = await webRanking(page);
    expect(across).toHaveLength(12);
    expect(new Set(across.map((w) => w.label[0]))).toEqual(new Set(['A', 'B']));
    await exportsAgree(page, sessionId, across);

    // Within again (the director may change it after publishing; the page follows).
    const w = await page.request.put(`${h.base}/api/sessions/${sessionId}/section-scoring`, {
      data: { sectionScoring: 'within' },
    });
    expect(w.status()).toBe(200);
    await page.reload();
    await page.locator('[data-section="B"] [data-field="NS"] tr[data-pair]').first().waitFor();
    await shots(page, '09-results-within');
    const within = await webRanking(page);
    expect(within.filter((l) => l.rank === '1').length).toBeGreaterThanOrEqual(4);
    await exportsAgree(page, sessionId, within);

    // Hand records: 6 boards, one A4 page with HCP on every hand.
    await page.goto(`${h.base}/#/print/hands/${sessionId}`);
    await page.locator('.print-sheet.hands article[data-board]').first().waitFor();
    expect(
      await page
        .locator('.print-sheet.hands')
        .evaluateAll((els) =>
          els.map((e) => [e.querySelectorAll('article[data-board]').length, e.querySelectorAll('.hcp').length]),
        ),
    ).toEqual([[6, 24]]);
    await shots(page, '10-print-hands');
    await page.emulateMedia({ media: 'print' });
    expect(pdfPages(await page.pdf({ format: 'A4', printBackground: true }))).toBe(1);
    await page.emulateMedia({ media: 'screen' });
    await ctx.close();
  }, 300_000);
});
