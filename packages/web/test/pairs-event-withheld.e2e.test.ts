/**
 * E2E (club follow-up), in Swedish: a club member opens a pairs event of two evenings while the second
 * is still running and its director keeps the ranking back. The event page keeps a column for each
 * evening: the first evening's percentages under its own heading, the second marked "results not
 * yet published", and a line naming it (before, the second column was missing and the figures
 * could sit under the wrong evening).
 */
import type { APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubViaUi, desktop, hasChromium, shot, startHarness, type Harness } from './support/e2e.js';

/** One confirmed result at the session's first table, so that the session is running. */
async function playOne(request: APIRequestContext, base: string, sid: number): Promise<void> {
  const s = await (await request.get(`${base}/api/sessions/${sid}`)).json();
  const joined = await request.post(`${base}/api/terminal/join`, { data: { code: s.tables[0].code } });
  const headers = { authorization: `Bearer ${(await joined.json()).token}` };
  const rd = await (await request.get(`${base}/api/terminal/round`, { headers })).json();
  const board = rd.boards[0].board as number;
  const data = { round: rd.round, board, contract: '3NT', declarer: 'S', lead: null, tricks: 10 };
  expect((await request.post(`${base}/api/terminal/results`, { data, headers })).status()).toBe(200);
  const c = await request.post(`${base}/api/terminal/confirm`, { data: { round: rd.round, board }, headers });
  expect(c.status()).toBe(200);
}

describe.skipIf(!hasChromium)('web e2e: a pairs event with a session whose ranking is withheld', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a member sees both evenings; the running one says "resultaten är inte publicerade än" (Swedish)', async () => {
    const dir = await desktop(h, 'sv');
    await createClubViaUi(dir.page, h.base, {
      club: 'Lunds BK',
      name: 'Tea Ledare',
      email: 'tea@example.org',
      password: 'correct-horse-9',
    });
    const req = dir.ctx.request;
    const clubId: number = (await (await req.get(`${h.base}/api/auth/me`)).json()).clubs[0].clubId;
    const ev = await (
      await req.post(`${h.base}/api/clubs/${clubId}/events`, {
        data: {
          name: 'Vårserien',
          settings: { kind: 'pairs' },
          entrants: ['Anna – Bo', 'Cia – Dan', 'Eva – Finn', 'Gun – Hugo'].map((name) => ({ name })),
        },
      })
    ).json();
    const sids: number[] = [];
    for (const name of ['Kväll 1', 'Kväll 2']) {
      const r = await req.post(`${h.base}/api/events/${ev.id}/sessions`, {
        data: {
          name,
          movement: { kind: 'howell', tables: 2, boardsPerRound: 1 },
          boards: { source: 'seeded', seed: name },
        },
      });
      expect(r.status()).toBe(200);
      sids.push((await r.json()).sessionId);
    }
    for (const sid of sids) await playOne(req, h.base, sid);
    // Evening 1's running score is shown to the members; evening 2's is kept back.
    const live = await req.put(`${h.base}/api/sessions/${sids[0]}/live-ranking`, { data: { liveRanking: true } });
    expect(live.status()).toBe(200);

    const member = await desktop(h, 'sv');
    const reg = await member.ctx.request.post(`${h.base}/api/auth/register`, {
      data: { email: 'gun@example.org', password: 'member-pw-77', name: 'Gun' },
    });
    expect(reg.status()).toBe(200);
    const add = await req.post(`${h.base}/api/clubs/${clubId}/members`, {
      data: { email: 'gun@example.org', role: 'player' },
    });
    expect(add.status()).toBe(200);
    const api = await (await member.ctx.request.get(`${h.base}/api/events/${ev.id}/ranking`)).json();
    expect(api.withheld).toEqual([sids[1]]);

    const page = member.page;
    await page.goto(`${h.base}/#/director/event/${ev.id}`);
    const table = page.getByTestId('event-ranking');
    await expect.poll(() => table.locator('thead th').allInnerTexts(), { timeout: 15_000 }).toHaveLength(6);
    expect((await table.locator('thead th').allInnerTexts()).slice(2, 4)).toEqual(['Omgång 1', 'Omgång 2']);
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(4);
    for (const i of [0, 1, 2, 3]) {
      const cells = await rows.nth(i).locator('td').allInnerTexts();
      // Rank, pair, evening 1 (a percentage in Swedish numbers, or a dash), evening 2 withheld, carry-over, total.
      expect(cells[2]).toMatch(/^(\d+,\d\d|—)$/);
      expect(cells[3]).toBe('resultaten är inte publicerade än');
    }
    await expect
      .poll(() => page.getByTestId('event-withheld').innerText())
      .toBe('Ännu inte medräknade, tävlingsledaren har inte publicerat resultaten: Kväll 2.');
    await shot(page, 'pairs-event-withheld-sv');
  }, 180_000);
});
