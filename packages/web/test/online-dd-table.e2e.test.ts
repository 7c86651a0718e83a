/**
 * The double-dummy table and par of a board an online table has finished, filled in the browser: four seats pass
 * the board out over the WebSocket (the server's test client), and North's page, once the Law 25A undo window is
 * over, shows every declarer's tricks in every strain — equal to our solver's table of the same deal — and the par.
 */
import { ddTable } from '@stikk/dds';
import { SEATS, STRAINS, type Seat } from '@stikk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnlineTable } from '../../server/test/support/online.js';
import { dealtDeal } from '../src/deal-record.js';
import { onlineSeatTokens, hasChromium, phone, shot, startHarness, type Harness } from './support/e2e.js';

describe.skipIf(!hasChromium)('web e2e: an online board’s double-dummy table', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('fills once the board is over at the table, equal to the solver', async () => {
    const { tableId, tokens, links } = await onlineSeatTokens(h, { club: 'Tampere BK', email: 'dd-host@example.org' });

    // The four seats pass the board out.
    const table = new OnlineTable(h.base, tableId, tokens);
    try {
      await table.join();
      const dealer = SEATS.indexOf(table.views.N.dealer as Seat);
      await table.actAll([0, 1, 2, 3].map((i) => [SEATS[(dealer + i) % 4]!, { call: 'P' }] as const));
      expect(table.views.N.phase).toBe('ended');
      const deal = dealtDeal(table.views.N);
      expect(deal).not.toBeNull();
      const want = ddTable(deal!);
      if (!want.ok) throw new Error(want.error.message);

      // North's page: "later" while the auction could still be reopened (Law 25A), then the table. The page asks when
      // the board ends and again every 15 s; a reload asks at once, so the test reloads until it is shown.
      const north = await phone(h);
      const p = north.page;
      await p.goto(`${h.base}/${links.N}`);
      await expect.poll(() => p.getByTestId('dd-later').count(), { timeout: 15_000 }).toBe(1);
      await expect
        .poll(
          async () => {
            if ((await p.getByTestId('dd-table').count()) === 0) {
              await p.reload();
              await p.getByTestId('online-hand-record').waitFor();
            }
            return p.getByTestId('dd-table').count();
          },
          { timeout: 45_000, interval: 2_000 },
        )
        .toBe(1);
      const rows = await p
        .locator('[data-testid="dd-table"] tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent))));
      expect(rows).toEqual(SEATS.map((s) => STRAINS.map((st) => want.value[s][st])));
      expect(await p.getByTestId('par').innerText()).toMatch(/^Par: /);
      expect(await p.getByTestId('dd-later').count()).toBe(0);
      await shot(p, 'online-dd-table-360');
      await north.ctx.close();
    } finally {
      table.close();
    }
  }, 120_000);
});
