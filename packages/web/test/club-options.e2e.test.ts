/**
 * E2E: the director's choices beyond a full Howell — an odd number of pairs (the movements
 * package's phantom: guide cards and phones tell the pair when and where it sits out); a barometer
 * (the copies to make are shown before and after creating it); IMP pairs scoring (Butler, in
 * Swedish): the results page shows IMPs, equal to `@stikk/scoring`'s `scoreEvent` on the same results.
 */
import {
  contract as mkContract,
  isVulnerable,
  lho,
  printCard,
  scoreContract,
  vulnerabilityOf,
  type Seat,
} from '@stikk/core';
import { scoreEvent, type EventResults } from '@stikk/scoring';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClubViaUi,
  createSession,
  desktop,
  fillSessionSetUp,
  hasChromium,
  phone,
  shot,
  startHarness,
  tableCodes,
  type Harness,
} from './support/e2e.js';

interface Guide {
  round: number;
  table: number;
  ns: number | null;
  ew: number | null;
  boards: number[];
}

async function joinTable(p: Page, base: string, code: string): Promise<void> {
  await p.goto(`${base}/#/terminal`);
  const change = p.getByTestId('change-table');
  // Leaving the table the phone is at asks first.
  if (await change.isVisible().catch(() => false)) {
    await change.click();
    await p.getByTestId('change-table-yes').click();
  }
  await p.locator('input[name=code]').fill(code);
  await p.getByTestId('join').click();
  await p.getByTestId('round-header').waitFor({ timeout: 15_000 });
}

describe.skipIf(!hasChromium)('web e2e: session options', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('7 pairs: a Howell with a sit-out; guide cards and phones show it', async () => {
    const dir = await desktop(h);
    await createClubViaUi(dir.page, h.base, {
      club: 'Lunds BK',
      name: 'Tora TL',
      email: 'tora@example.org',
      password: 'correct-horse-7',
    });
    const page = dir.page;
    await fillSessionSetUp(page, {
      tables: 4,
      movement: 'howell',
      oddPairs: true,
      boardsPerRound: 2,
      seed: 'e2e-sit-out',
    });
    await shot(page, 'e2e5-01-odd-pairs');
    const sessionId = await createSession(page);
    const codes = await tableCodes(page, 4);
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
      const lead = printCard(h.server.ctx.dealSeeded('e2e-sit-out', board)[lho('N')]![0]);
      const ok = await p.evaluate(
        async ({ board, lead }) => {
          const token = JSON.parse(localStorage.getItem('stikk.terminal')!).token as string;
          const post = (path: string, body: unknown) =>
            fetch(path, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify(body),
            });
          const a = await post('/api/terminal/results', {
            round: 1,
            board,
            contract: '3NT',
            declarer: 'N',
            lead,
            tricks: 9,
          });
          const b = await post('/api/terminal/confirm', { round: 1, board });
          return a.ok && b.ok;
        },
        { board, lead },
      );
      expect(ok).toBe(true);
    }
    await p.reload();
    const last = at.boards.at(-1)!;
    const lead = printCard(h.server.ctx.dealSeeded('e2e-sit-out', last)[lho('N')]![0]);
    await p.getByTestId(`enter-${last}`).click();
    for (const [attr, v] of [
      ['level', '3'],
      ['strain', 'NT'],
      ['risk', ''],
      ['declarer', 'N'],
      ['lead-suit', lead[0]],
      ['lead-rank', lead[1]],
      ['tricks', '9'],
    ])
      await p.locator(`[data-${attr}="${v}"]`).click();
    await p.getByTestId('save-result').click();
    await p.getByTestId('confirm-result').click();
    await p.getByTestId('continue').click();
    await p.getByTestId('guide-next').waitFor();
    await expect
      .poll(() => p.getByTestId('next-sit-out').innerText())
      .toBe(`Pair ${pair} → sits out (table ${next.table})`);
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
    await createClubViaUi(page, h.base, {
      club: 'Oslo BK',
      name: 'Berit TL',
      email: 'berit@example.org',
      password: 'correct-horse-8',
    });
    await page.locator('input[name=tables]').fill('3');
    await page.locator('input[name=movement][value=barometer]').check();
    expect(await page.getByTestId('copies-note').innerText()).toBe(
      'Alle bord spiller de samme spillene hver runde: lag 3 kopier av hvert spill.',
    );
    await page.locator('input[name=boards-per-round]').fill('2');
    await shot(page, 'e2e5-05-barometer-nb');
    const sessionId = await createSession(page);
    expect(await page.getByTestId('copies-note').innerText()).toBe(
      'Barometer: Alle bord spiller de samme spillene hver runde: lag 3 kopier av hvert spill.',
    );
    const s = await page.evaluate(async (id) => (await fetch(`/api/sessions/${id}`)).json(), sessionId);
    expect(s.movement).toMatchObject({ kind: 'barometer', tables: 3, rounds: 5, copies: 3 });
    await shot(page, 'e2e5-06-barometer-console-nb');
    // Printed to PDF, the guide cards' file is named in the page's language, not English.
    await page.goto(`${h.base}/#/print/guides/${sessionId}`);
    await expect.poll(() => page.title()).toMatch(/^oslo-bk-.*-bevegelseskort$/);
  });

  it('Butler IMP pairs chosen by the director: results in IMPs (Swedish)', async () => {
    const { page } = await desktop(h, 'sv');
    await createClubViaUi(page, h.base, {
      club: 'Malmö BK',
      name: 'Sven TL',
      email: 'sven@example.org',
      password: 'correct-horse-6',
    });
    await fillSessionSetUp(page, {
      tables: 3,
      movement: 'howell',
      boardsPerRound: 3,
      scoring: 'butler',
      seed: 'e2e-butler',
    });
    await shot(page, 'e2e5-07-butler-sv');
    const sessionId = await createSession(page);
    const codes = await tableCodes(page, 3);
    // Every result from the three terminals (straight to the API: the phone screens are tested elsewhere).
    const boards = new Map<number, { ns: string; ew: string; scoreNS: number }[]>();
    const call = async (token: string | null, method: string, path: string, body?: unknown) => {
      const r = await fetch(h.base + path, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(r.ok, `${method} ${path}`).toBe(true);
      return r.json();
    };
    let k = 0;
    for (let round = 1; round <= 5; round++) {
      for (const code of codes) {
        const { token } = await call(null, 'POST', '/api/terminal/join', { code });
        const r = await call(token, 'GET', '/api/terminal/round');
        for (const b of r.boards as { board: number }[]) {
          const declarer = (['N', 'E', 'S', 'W'] as Seat[])[k % 4];
          const level = 1 + (k % 5),
            tricks = 6 + level + ((k * 7) % 5) - 2;
          k++;
          await call(token, 'POST', '/api/terminal/results', {
            round,
            board: b.board,
            contract: `${level}S`,
            declarer,
            lead: printCard(h.server.ctx.dealSeeded('e2e-butler', b.board)[lho(declarer)]![0]),
            tricks,
          });
          await call(token, 'POST', '/api/terminal/confirm', { round, board: b.board });
          const decl = scoreContract(
            mkContract(level, 'S', ''),
            isVulnerable(vulnerabilityOf(b.board), declarer),
            tricks,
          );
          boards.set(b.board, [
            ...(boards.get(b.board) ?? []),
            {
              ns: String(r.ns.number),
              ew: String(r.ew.number),
              scoreNS: declarer === 'N' || declarer === 'S' ? decl : -decl,
            },
          ]);
        }
      }
    }
    const ev: EventResults = {
      kind: 'pairs',
      method: 'butler',
      boards: [...boards].map(([board, results]) => ({ board, results })),
    };
    const scored = scoreEvent(ev);
    if (!scored.ok) throw new Error(scored.error.message);
    const expected = scored.value;
    await page.goto(`${h.base}/#/results/${sessionId}`);
    await page.getByTestId('ranking').waitFor();
    await expect.poll(() => page.locator('tr[data-pair]').count()).toBe(6);
    await expect.poll(() => page.getByTestId('ranking').getAttribute('data-scoring')).toBe('butler');
    await expect.poll(() => page.locator('[data-testid=ranking] thead').innerText()).toContain('IMP');
    expect(await page.locator('[data-testid=ranking] thead').innerText()).not.toContain('%');
    await expect.poll(() => page.getByTestId('scoring').innerText()).toContain('Butler (IMP mot medelresultatet)');
    for (const e of expected.ranking) {
      expect(Number(await page.locator(`tr[data-pair="${e.id}"]`).getAttribute('data-imps')), `pair ${e.id}`).toBe(
        e.total,
      );
    }
    // A traveller: IMPs per side and the datum.
    const first = page.locator('table.traveller').first();
    await first.waitFor();
    await expect.poll(() => first.getAttribute('data-scoring')).toBe('butler');
    await expect.poll(() => first.locator('caption').innerText()).toMatch(/Medelresultat -?[\d\s\u00a0−-]+/);
    await shot(page, 'e2e5-08-butler-results-sv');
  });
});
