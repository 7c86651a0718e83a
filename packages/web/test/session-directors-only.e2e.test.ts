/**
 * E2E (security follow-up), in Swedish: a club member who opened a session's console
 * (`#/director/session/:id`) got the director's page (table codes, forms, buttons), each act
 * refused by the server when used. Now a member, and an account of another club, get the page
 * saying it is for the club's tournament directors, as at an event's console; the director
 * still gets the console.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubViaUi, desktop, hasChromium, startHarness, type Harness } from './support/e2e.js';

describe.skipIf(!hasChromium)('web e2e: the session console is for directors only', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a member and an outsider get the directors-only page; the director gets the console', async () => {
    const dir = await desktop(h, 'sv');
    await createClubViaUi(dir.page, h.base, {
      club: 'Luleå BK',
      name: 'Tor Ledare',
      email: 'tor@example.se',
      password: 'correct-horse-9',
    });
    const req = dir.ctx.request;
    const clubId: number = (await (await req.get(`${h.base}/api/auth/me`)).json()).clubs[0].clubId;
    const created = await req.post(`${h.base}/api/clubs/${clubId}/sessions`, {
      data: {
        name: 'Tisdagsbridge',
        movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1, rounds: 1 },
        boards: { source: 'seeded', seed: 'tis' },
      },
    });
    expect(created.status()).toBe(200);
    const s = await created.json();
    const page = `${h.base}/#/director/session/${s.id}`;

    const member = await desktop(h, 'sv');
    const reg = await member.ctx.request.post(`${h.base}/api/auth/register`, {
      data: { email: 'mia@example.se', password: 'member-pw-99', name: 'Mia' },
    });
    expect(reg.status()).toBe(200);
    const add = await req.post(`${h.base}/api/clubs/${clubId}/members`, {
      data: { email: 'mia@example.se', role: 'player' },
    });
    expect(add.status()).toBe(200);
    await member.page.goto(page);
    const only = member.page.getByTestId('directors-only');
    await expect
      .poll(async () => (await only.count()) && (await only.innerText()), { timeout: 20_000 })
      .toContain('Endast för tävlingsledare');
    expect(await member.page.locator('form, button').count()).toBe(0);
    expect(await member.page.getByText('Tisdagsbridge').count()).toBe(0);

    // An account of no club here: the same page, not a bare error.
    const outsider = await desktop(h, 'sv');
    const r2 = await outsider.ctx.request.post(`${h.base}/api/auth/register`, {
      data: { email: 'ola@example.se', password: 'outsider-pw-9', name: 'Ola' },
    });
    expect(r2.status()).toBe(200);
    await outsider.page.goto(page);
    await expect.poll(async () => outsider.page.getByTestId('directors-only').count(), { timeout: 20_000 }).toBe(1);

    // The director still gets the console.
    await dir.page.goto(page);
    await expect
      .poll(async () => (await dir.page.locator('h1').count()) && dir.page.locator('h1').first().innerText(), {
        timeout: 20_000,
      })
      .toContain('Tisdagsbridge');
    for (const x of [dir, member, outsider]) await x.ctx.close();
  }, 180_000);
});
