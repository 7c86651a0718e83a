/**
 * E2E (security follow-up), in Norwegian: a club member who opens an event's console
 * (`#/director/event/:id`) got the director's page, its forms and buttons, each refused by the
 * server (403) when used. Now a member, and an account of another club, get a page saying it is
 * for the club's tournament directors; the director still gets the console.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubViaUi, desktop, hasChromium, startHarness, type Harness } from './support/e2e.js';

describe.skipIf(!hasChromium)('web e2e: the event console is for directors only', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('a member and an outsider get "Bare for turneringsledere"; the director gets the console', async () => {
    const dir = await desktop(h, 'nb');
    await createClubViaUi(dir.page, h.base, {
      club: 'Bodø BK',
      name: 'Tor Leder',
      email: 'tor@example.org',
      password: 'correct-horse-8',
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
    const page = `${h.base}/#/director/event/${ev.id}`;

    const member = await desktop(h, 'nb');
    const reg = await member.ctx.request.post(`${h.base}/api/auth/register`, {
      data: { email: 'mia@example.org', password: 'member-pw-88', name: 'Mia' },
    });
    expect(reg.status()).toBe(200);
    const add = await req.post(`${h.base}/api/clubs/${clubId}/members`, {
      data: { email: 'mia@example.org', role: 'player' },
    });
    expect(add.status()).toBe(200);
    // The server lets a member read the event, but refuses the console's acts.
    expect((await member.ctx.request.get(`${h.base}/api/events/${ev.id}`)).status()).toBe(200);
    await member.page.goto(page);
    const only = member.page.getByTestId('directors-only');
    await expect
      .poll(async () => (await only.count()) && (await only.innerText()), { timeout: 20_000 })
      .toContain('Bare for turneringsledere');
    expect(await member.page.getByTestId('event-title').count()).toBe(0);
    expect(await member.page.locator('form, button').count()).toBe(0);

    // An account of no club here: the server refuses (403); the same page, not a bare error.
    const outsider = await desktop(h, 'nb');
    const r2 = await outsider.ctx.request.post(`${h.base}/api/auth/register`, {
      data: { email: 'ola@example.org', password: 'outsider-pw-8', name: 'Ola' },
    });
    expect(r2.status()).toBe(200);
    await outsider.page.goto(page);
    await expect.poll(async () => outsider.page.getByTestId('directors-only').count(), { timeout: 20_000 }).toBe(1);

    // The director still gets the console.
    await dir.page.goto(page);
    await expect
      .poll(
        async () =>
          (await dir.page.getByTestId('event-title').count()) && dir.page.getByTestId('event-title').innerText(),
        {
          timeout: 20_000,
        },
      )
      .toContain('Vårserien');
    for (const x of [dir, member, outsider]) await x.ctx.close();
  }, 180_000);
});
