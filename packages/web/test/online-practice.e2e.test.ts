/**
 * E2E: a practice table that allows irregularities (issue 18). The organiser creates it; East
 * makes an insufficient bid from the bidding box and calls the director from the table; the
 * director, in the console, sees the Law 27 question (who chooses, the options with the law),
 * enters South's refusal, East replaces the bid by a comparable call, the director finds it
 * comparable (Law 27B1(b)) and every seat's auction shows the replacement. Later declarer claims
 * with a stated line (Law 70D1), a defender reads it and disputes, and the director adjudicates
 * from the console. On board 2 the defenders agree to a claim and North withdraws the agreement
 * (Law 69B); the director rules. Every WebSocket frame is checked for hands and explanations the recipient
 * may not see. The director's round clock is started and extended; every seat sees the time left.
 * Screenshots at 360 and 1280 px. A second table is opened under the 2007 laws and says so at the table.
 */
import { SEATS, type Seat } from '@stikk/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubViaUi, desktop, hasChromium, phone, shot, startHarness, type Harness } from './support/e2e.js';
import { type ChangeFrame, changedView } from './support/views.js';

interface View {
  viewer: string;
  boardNumber: number;
  version: number;
  phase: string;
  turn: string | null;
  declarer: string | null;
  dummy: string | null;
  hands: Record<string, string[] | null>;
  tricks: { cards: unknown[]; winner: string | null }[];
  claim: { seat: string } | null;
  legalCards: string[];
  pending: { law: string } | null;
}
interface Frame {
  type: string;
  view?: View;
}

const EXPLANATION = 'fifteen to seventeen, balanced';

describe.skipIf(!hasChromium)('web e2e: a practice table, irregularities ruled live from the console', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('insufficient bid replaced by a comparable call; a claim with a stated line adjudicated; an agreement withdrawn', async () => {
    const host = await desktop(h);
    await host.page.setViewportSize({ width: 1280, height: 900 });
    await createClubViaUi(host.page, h.base, {
      club: 'Øvingsklubben',
      name: 'Tora Director',
      email: 'tora@example.org',
      password: 'correct-horse-8',
    });
    await host.page.goto(`${h.base}/#/online`);
    await host.page.locator('input[name="boards"]').fill('1 2');
    await host.page.getByTestId('allow-irregularities').check();
    await host.page.getByTestId('create-online').click();
    await host.page.locator('a[data-seat="W"]').waitFor();
    const links = {} as Record<Seat, string>;
    for (const s of SEATS) links[s] = (await host.page.locator(`a[data-seat="${s}"]`).getAttribute('href'))!;
    const tableId = Number(/online\/(\d+)/.exec(links.N)![1]);

    const pages = {} as Record<Seat, Page>;
    const frames = {} as Record<Seat, { f: Frame; raw: string }[]>;
    for (const s of SEATS) {
      const { page } = await phone(h);
      frames[s] = [];
      // A full view (join, update) replaces the view the browser holds; a delta or card note changes it.
      let held: View | undefined;
      page.on('websocket', (ws) =>
        ws.on('framereceived', (f) => {
          if (typeof f.payload !== 'string') return;
          const frame = JSON.parse(f.payload) as Frame & ChangeFrame;
          if (frame.view) held = frame.view;
          else if (held) {
            held = changedView(held, frame) ?? held;
            if (frame.type === 'delta' || frame.type === 'played') frame.view = held;
          }
          frames[s].push({ f: frame, raw: f.payload });
        }),
      );
      await page.goto(`${h.base}/${links[s]}`);
      await page.getByTestId('online-table').waitFor();
      pages[s] = page;
    }
    await pages.E.getByTestId('practice-table').waitFor();

    const version = async (p: Page) => Number(await p.getByTestId('online-table').getAttribute('data-version'));
    const settle = async (v: number) => {
      for (const s of SEATS) await expect.poll(() => version(pages[s])).toBeGreaterThanOrEqual(v);
    };
    const call = async (s: Seat, code: string, explanation?: string) => {
      const v = await version(pages[s]);
      if (explanation) {
        await pages[s].getByTestId('alert').check();
        await pages[s].getByTestId('explanation').fill(explanation);
      }
      await pages[s].locator(`.bidding-box button[data-call="${code}"]`).click();
      await settle(v + 1);
    };
    const lastView = (s: Seat): View => frames[s].filter((x) => x.f.view).at(-1)!.f.view!;
    const td = host.page;
    const openConsole = async () => {
      await td.goto(`${h.base}/#/online/director`);
      await td.locator(`[data-testid="queued-call"][data-table="${tableId}"]`).first().waitFor({ timeout: 10_000 });
      await td.getByTestId('open-call-table').first().click();
      await td.getByTestId('ruling-tools').waitFor();
    };
    const playLegally = async (cards: number) => {
      for (let i = 0; i < cards; i++) {
        const view = lastView('N');
        const turn = view.turn as Seat;
        const actor = (view.dummy === turn ? view.declarer : turn) as Seat;
        const card = lastView(actor).legalCards[0];
        const before = await version(pages[actor]);
        await pages[actor].locator(`.compass button.card[data-card="${card}"]`).first().click();
        await settle(before + 1);
      }
    };
    const apply = async () => {
      const v = await version(pages.N);
      await td.getByTestId('apply-ruling').click();
      await settle(v + 1);
    };

    // Board 1, dealer North. East's 1♠ over 1NT is insufficient: the practice table keeps it.
    await call('N', '1NT', EXPLANATION);
    await call('E', '1S');
    await pages.W.getByTestId('table-waits').waitFor();
    expect(await pages.W.getByTestId('table-waits').innerText()).toContain('27A1');
    // The withdrawn bid is no longer in the auction box: the table reads what happened in words.
    expect(await pages.W.getByTestId('pending-message').innerText()).toMatch(/1♠/);
    await shot(pages.W, 'e2e-online-practice-01-table-waits-360');
    let v = await version(pages.E);
    await pages.E.getByTestId('call-director').click();
    await settle(v + 1);

    // The director: the question, who chooses (South, Law 27A1), the options; South does not accept.
    await openConsole();
    // The round clock: the director starts it; every seat sees the time left; five minutes more.
    v = await version(pages.N);
    await td.getByTestId('clock-start').click();
    await settle(v + 1);
    const left = async () => (await pages.S.getByTestId('round-clock').innerText()).match(/(\d+):\d\d/)![1];
    expect(Number(await left())).toBeGreaterThanOrEqual(19);
    v = await version(pages.N);
    await td.getByTestId('clock-extend').click();
    await settle(v + 1);
    expect(Number(await left())).toBeGreaterThanOrEqual(24);
    expect(Number(await left())).toBeLessThanOrEqual(25);
    await shot(pages.S, 'e2e-online-practice-00-round-clock-360');
    const tools = td.getByTestId('ruling-tools');
    expect(await tools.innerText()).toMatch(/27A1/);
    expect(await tools.innerText()).toContain('South');
    await td.locator('[data-testid="ruling-option"][value="refuse"]').check();
    await td.getByTestId('finding-lhoAccepts-no').check();
    await shot(td, 'e2e-online-practice-02-console-27A1-1280');
    await apply();
    // East must replace it (Law 27B): East bids 2♣, both majors, which the director finds comparable.
    await expect.poll(() => tools.innerText()).toMatch(/27B/);
    await call('E', '2C');
    await expect.poll(() => tools.innerText()).toMatch(/27B1\(b\)/);
    await td.locator('[data-testid="ruling-option"][value="comparable"]').check();
    await td.getByTestId('finding-comparable-yes').check();
    await shot(td, 'e2e-online-practice-03-console-27B1b-1280');
    await apply();
    for (const s of SEATS) {
      const box = await pages[s].locator('.auction').first().innerText();
      expect(box).not.toMatch(/1♠/);
      expect(box).toMatch(/2♣/);
    }
    await shot(pages.S, 'e2e-online-practice-04-replaced-360');
    await call('S', 'P');
    await call('W', 'P');
    await call('N', 'P');
    await expect.poll(() => pages.E.getByTestId('contract').innerText()).toContain('2');

    // Nine tricks, each card a legal one (a practice table offers every card; the test plays legally).
    await playLegally(36);

    // Declarer (East) claims the last four with a stated line; South reads it and disputes.
    const e = pages.E;
    await e.setViewportSize({ width: 1280, height: 900 });
    await e.locator('details:has([data-testid="claim-tricks"]) > summary').click();
    await e.getByTestId('claim-tricks').fill('4');
    await e.getByTestId('claim-statement').fill('Trumps first, then my winners.');
    await e.getByTestId('claim-step-kind').selectOption('drawTrumps');
    await e.getByTestId('claim-step-add').click();
    await e.getByTestId('claim-step-kind').selectOption('cash');
    await e.getByTestId('claim-step-add').click();
    expect(await e.getByTestId('claim-line-steps').locator('li').count()).toBe(2);
    await shot(e, 'e2e-online-practice-05-claim-line-1280');
    v = await version(e);
    await e.getByTestId('claim-submit').click();
    await settle(v + 1);
    const shown = pages.S.getByTestId('claim-line-shown');
    await shown.waitFor();
    expect(await shown.innerText()).toMatch(/draw trumps, cash the ♠ winners/);
    await shot(pages.S, 'e2e-online-practice-06-claim-line-360');
    v = await version(pages.S);
    await pages.S.getByTestId('claim-dispute').click();
    await settle(v + 1);
    await openConsole();
    expect(await tools.innerText()).toMatch(/Law 70/);
    for (const no of await td.locator('[data-testid$="-no"]').all()) await no.check();
    const adjudicate = td.locator('[data-testid="ruling-option"][value="adjudicate"]');
    if (await adjudicate.count()) await adjudicate.check();
    await apply();
    for (const s of SEATS) await pages[s].getByTestId('board-over').waitFor();
    const m = /NS (\d+) · EW (\d+)/.exec(await pages.N.getByTestId('tricks-won').innerText())!;
    expect(Number(m[1]) + Number(m[2])).toBe(13);

    // Board 2: the defenders agree to declarer's claim, then North withdraws the agreement (Law 69B).
    v = await version(pages.N);
    await pages.N.getByTestId('next-board').click();
    await settle(v + 1);
    for (const [s, c] of [
      ['E', '1NT'],
      ['S', 'P'],
      ['W', '3NT'],
      ['N', 'P'],
      ['E', 'P'],
      ['S', 'P'],
    ] as const)
      await call(s, c);
    await playLegally(36);
    await e.locator('details:has([data-testid="claim-tricks"]) > summary').click();
    await e.getByTestId('claim-tricks').fill('4');
    await e.getByTestId('claim-statement').fill('All top tricks.');
    v = await version(e);
    await e.getByTestId('claim-submit').click();
    await settle(v + 1);
    for (const s of ['N', 'S'] as const) {
      v = await version(pages[s]);
      await pages[s].getByTestId('claim-agree').click();
      await settle(v + 1);
    }
    await pages.N.getByTestId('withdraw-agreement').waitFor();
    expect(await pages.W.getByTestId('withdraw-agreement').count()).toBe(0); // not the claimer's side
    await shot(pages.N, 'e2e-online-practice-07-withdraw-360');
    v = await version(pages.N);
    await pages.N.getByTestId('withdraw-agreement').click();
    await settle(v + 1);
    await pages.S.getByTestId('table-waits').waitFor();
    expect(await pages.S.getByTestId('table-waits').innerText()).toContain('69B');
    await openConsole();
    expect(await tools.innerText()).toMatch(/69B/);
    await apply();
    await expect.poll(() => pages.S.getByTestId('table-waits').count()).toBe(0);
    const m2 = /NS (\d+) · EW (\d+)/.exec(await pages.N.getByTestId('tricks-won').innerText())!;
    expect(Number(m2[1]) + Number(m2[2])).toBe(13);

    // Every frame: no hand the recipient may not see; North's explanation reached South only after the board.
    for (const seat of SEATS) {
      expect(frames[seat].length).toBeGreaterThan(20);
      for (const { f, raw } of frames[seat]) {
        const view = f.view;
        // Law 20F: partner never hears it while the board is played (everyone may once it is over).
        if (seat === 'S' && (!view || (view.boardNumber === 1 && view.phase !== 'ended')))
          expect(raw).not.toContain(EXPLANATION);
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
    expect(frames.W.some((x) => x.raw.includes(EXPLANATION))).toBe(true);
    // The views checked above include those built from deltas (the web client joins with deltas and card notes).
    expect(frames.N.some((x) => x.f.type === 'delta' && x.f.view)).toBe(true);
    for (const s of SEATS) await pages[s].context().close();

    // A table under the 2007 laws (Norway's texts): chosen when it is opened, shown at the table.
    await host.page.goto(`${h.base}/#/online`);
    await host.page.locator('input[name="boards"]').fill('1');
    await host.page.getByTestId('table-edition-choice').selectOption('2007');
    await host.page.getByTestId('create-online').click();
    await expect.poll(() => host.page.locator('a[data-seat="N"]').getAttribute('href')).not.toBe(links.N);
    await host.page.goto(`${h.base}/${await host.page.locator('a[data-seat="N"]').getAttribute('href')}`);
    await expect.poll(() => host.page.getByTestId('table-edition').getAttribute('data-edition')).toBe('2007');
    expect(await host.page.getByTestId('table-edition').innerText()).toContain('2007');
    await host.ctx.close();
  }, 300_000);
});
