/**
 * E2E (2): four browser contexts play one whole online board: an alerted call with an
 * explanation, the auction, play through the bidding box and cards the core allows, a claim
 * with a statement that the opponents agree to, and the score. Every WebSocket frame each
 * browser received is inspected: no hand it may not see, no explanation to the caller's partner.
 */
import {
  contract as mkContract,
  isVulnerable,
  parseContract,
  partner,
  scoreContract,
  SEATS,
  sideOf,
  vulnerabilityOf,
  type Seat,
} from '@stikk/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClubViaUi,
  desktop,
  hasChromium,
  measureHands,
  phone,
  shot,
  startHarness,
  type Harness,
} from './support/e2e.js';
import { type ChangeFrame, changedView } from './support/views.js';

interface Frame {
  type: string;
  view?: {
    viewer: string;
    phase: string;
    dummy: string | null;
    hands: Record<string, string[] | null>;
    auction: { seat: string; call: string; explanation?: string }[];
    tricks: { cards: unknown[] }[];
    claim: { seat: string } | null;
  };
}

/**
 * One socket's frames as the views its browser holds: a full view (join, update) replaces the held view, a
 * delta or a card note changes it, so the hidden-information checks below see every state the browser was sent.
 */
function viewsOf(out: Frame[]): (f: { payload: string | Buffer }) => void {
  let held: Frame['view'] | undefined;
  return (f) => {
    if (typeof f.payload !== 'string') return;
    const frame = JSON.parse(f.payload) as Frame & ChangeFrame;
    if (frame.view) held = frame.view;
    else if (frame.type === 'delta' || frame.type === 'played') {
      expect(held, `a ${frame.type} arrived before any full view`).toBeDefined();
      held = changedView(held!, frame);
      frame.view = held;
    }
    out.push(frame);
  };
}

describe.skipIf(!hasChromium)('web e2e: one online board, four browsers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('auction with an alert, play, claim agreed, score; no hidden card or partner explanation reaches a browser', async () => {
    const host = await desktop(h);
    await createClubViaUi(host.page, h.base, {
      club: 'Online BK',
      name: 'Host',
      email: 'host@example.org',
      password: 'correct-horse-9',
    });
    await host.page.goto(`${h.base}/#/online`);
    await host.page.getByTestId('create-online').click();
    await host.page.getByTestId('seat-links').waitFor();
    await shot(host.page, 'e2e2-01-seat-links');
    const links: Record<Seat, string> = { N: '', E: '', S: '', W: '' };
    for (const s of SEATS) links[s] = (await host.page.locator(`a[data-seat="${s}"]`).getAttribute('href'))!;

    const pages = {} as Record<Seat, Page>;
    const frames = {} as Record<Seat, Frame[]>;
    for (const s of SEATS) {
      const { page } = await phone(h);
      frames[s] = [];
      page.on('websocket', (ws) => ws.on('framereceived', viewsOf(frames[s])));
      await page.goto(`${h.base}/${links[s]}`);
      await page.getByTestId('online-table').waitFor();
      pages[s] = page;
    }
    // The table's director (its creator) watches with every hand; a kibitzer sees only what is public.
    const watchers = { director: host.page, kibitzer: (await phone(h)).page } as const;
    const watcherFrames: Record<'director' | 'kibitzer', Frame[]> = { director: [], kibitzer: [] };
    for (const w of ['director', 'kibitzer'] as const) {
      watchers[w].on('websocket', (ws) => ws.on('framereceived', viewsOf(watcherFrames[w])));
      await watchers[w].goto(
        `${h.base}/#/online/${/online\/(\d+)/.exec(links.N)![1]}${w === 'director' ? '/director' : ''}`,
      );
      await watchers[w].getByTestId('online-table').waitFor();
    }
    expect(await watchers.director.locator('.hand').count()).toBe(4);
    expect(await watchers.kibitzer.locator('.hand').count()).toBe(0);
    await shot(watchers.director, 'e2e2-01b-director-view');
    const version = async (p: Page) => Number(await p.getByTestId('online-table').getAttribute('data-version'));
    // Each seat counts only the events it sees (a question is not counted by the asker's partner): an act
    // all four see has each seat's own version grow by one.
    const versions = async () => {
      const out = {} as Record<Seat, number>;
      for (const s of SEATS) out[s] = await version(pages[s]);
      return out;
    };
    const settle = async (before: Record<Seat, number>) => {
      for (const s of SEATS) await expect.poll(() => version(pages[s])).toBeGreaterThanOrEqual(before[s] + 1);
    };
    const call = async (s: Seat, code: string, explanation?: string) => {
      const p = pages[s];
      const v = await versions();
      if (explanation) {
        await p.getByTestId('alert').check();
        await p.getByTestId('explanation').fill(explanation);
      }
      await p.locator(`.bidding-box button[data-call="${code}"]`).click();
      await settle(v);
    };

    // Board 1: dealer N. An insufficient bid is not even offered once 1C stands.
    await call('N', '1C', 'could be a doubleton club');
    await shot(pages.E, 'e2e2-02-east-sees-alert');
    expect(await pages.E.getByTestId('explanation-note').innerText()).toContain('doubleton');
    expect(await pages.W.getByTestId('explanation-note').innerText()).toContain('doubleton');
    expect(await pages.S.getByTestId('explanation-note').count()).toBe(0);
    expect(await pages.E.locator('.bidding-box button[data-call="1C"]').isDisabled()).toBe(true);
    expect(await pages.E.locator('.bidding-box button[data-call="XX"]').isDisabled()).toBe(true);
    // Law 20F1 at East's turn: East asks about the opponents' calls; the answer is North's written explanation.
    // West, East's partner, learns nothing of it, not even a new version, nor later a gap in them (Law 16B).
    {
      const v = await version(pages.E);
      await pages.E.getByTestId('ask-explain').click();
      for (const s of ['N', 'E', 'S'] as const)
        await expect.poll(() => version(pages[s])).toBeGreaterThanOrEqual(v + 1);
      await expect.poll(() => pages.E.getByTestId('explain-answer').innerText()).toContain('doubleton');
      expect(await version(pages.W)).toBe(v);
    }
    // South, not in turn, may not ask (and 1♣ is his partner's call): refused, citing the law; nothing stored.
    {
      const v = await version(pages.S);
      await pages.S.getByTestId('ask-explain').click();
      await expect.poll(() => pages.S.locator('body').innerText()).toMatch(/You may not ask now.*Law 20F1/);
      expect(await version(pages.S)).toBe(v);
      await shot(pages.S, 'e2e2-02b-south-may-not-ask');
    }
    // East's question reached his opponents and the director, not his partner nor the kibitzer (Law 16B).
    const asked = (fs: Frame[]) => fs.some((f) => /"explain":true/.test(JSON.stringify(f)));
    expect([asked(frames.N), asked(frames.S), asked(watcherFrames.director)]).toEqual([true, true, true]);
    expect([asked(frames.W), asked(watcherFrames.kibitzer)]).toEqual([false, false]);
    // East passes from the keyboard (focus the Pass card, press Enter).
    {
      const v = await versions();
      await pages.E.locator('.bidding-box button[data-call="P"]').focus();
      await pages.E.keyboard.press('Enter');
      await settle(v);
      // West counts the pass as his next event: no gap where his partner's question was.
      expect(await version(pages.W)).toBe(v.W + 1);
    }
    // South turns on large cards (remembered on this device).
    await pages.S.getByTestId('large-cards').check();
    // The body's class follows the setting after the page renders it: poll rather than read once.
    await expect.poll(() => pages.S.evaluate(() => document.body.classList.contains('large-cards'))).toBe(true);
    await shot(pages.S, 'e2e2-03-south-bidding-box');
    await call('S', '3NT');
    await call('W', 'P');
    await call('N', 'P');
    await call('E', 'P');
    expect(await pages.N.getByTestId('contract').innerText()).toContain('3NT');

    // Play two tricks: whoever has enabled cards (declarer for dummy too) plays the first legal one.
    for (let i = 0; i < 8; i++) {
      if (i === 1) {
        // Dummy's turn (North's cards after the opening lead): declarer plays them (Law 45A), dummy none (45F); each
        // player is told so, and only declarer is offered dummy's cards.
        const said = (x: Seat) => () => pages[x].getByTestId('turn').innerText();
        await expect.poll(said('S')).toBe('Your turn: play a card from dummy (North)');
        await expect.poll(said('N')).toBe('You are dummy: declarer (South) plays your cards (Law 45)');
        await expect.poll(said('E')).toBe('South plays a card from dummy');
        expect(await pages.N.locator('.compass button.card:not([disabled])').count()).toBe(0);
        expect(await pages.S.locator('.seat-box[data-seat="N"] button.card:not([disabled])').count()).toBeGreaterThan(
          0,
        );
      }
      let acted = false;
      for (const s of SEATS) {
        const enabled = pages[s].locator('.compass button.card:not([disabled])');
        if (await enabled.count()) {
          const v = await versions();
          if (i === 2 && (await enabled.count()) > 1) {
            // Keyboard play: focus the first playable card, → moves to the next, Enter plays it.
            const second = await enabled.nth(1).getAttribute('data-card');
            await enabled.first().focus();
            await pages[s].keyboard.press('ArrowRight');
            expect(await pages[s].evaluate(() => document.activeElement?.getAttribute('data-card'))).toBe(second);
            await pages[s].keyboard.press('Enter');
            await settle(v);
            expect(await pages.N.locator(`.trick [data-card="${second}"]`).count()).toBe(1);
          } else {
            await enabled.first().click();
            await settle(v);
          }
          acted = true;
          break;
        }
      }
      expect(acted, `card ${i + 1}: someone must be able to play`).toBe(true);
      if (i === 0) await shot(pages.S, 'e2e2-04-declarer-after-lead');
      if (i === 3) {
        // East's connection drops; the client rejoins with the last version it saw and carries on.
        // While it is down East is offered no card (an act then could not be sent); waiting for the
        // status to read "open" is not enough, as it still does before the drop is noticed.
        type Sock = { stikkSocket: { drop(): void; joins: number } };
        const joins = await pages.E.evaluate(() => (window as unknown as Sock).stikkSocket.joins);
        const offered = await pages.E.evaluate(async () => {
          (window as unknown as Sock).stikkSocket.drop();
          await new Promise((r) => setTimeout(r, 0)); // the page renders; the rejoin is ≥ 250 ms away
          return document.querySelectorAll('.compass button.card:not([disabled])').length;
        });
        expect(offered, 'cards offered while the connection is down').toBe(0);
        await expect
          .poll(() => pages.E.evaluate(() => (window as unknown as Sock).stikkSocket.joins), { timeout: 10_000 })
          .toBeGreaterThan(joins);
        await expect.poll(() => pages.E.getByTestId('conn').getAttribute('class')).toContain('open');
      }
    }
    await shot(pages.W, 'e2e2-05-defender-two-tricks');
    // The compass: each player at the bottom, partner across, LHO on the left; dummy faced in its place.
    for (const x of SEATS) {
      expect(await pages[x].locator('.seat-box[data-pos="bottom"]').getAttribute('data-seat')).toBe(x);
      expect(await pages[x].locator('.seat-box[data-pos="top"]').getAttribute('data-seat')).toBe(partner(x));
    }
    expect(await pages.E.locator('.seat-box[data-pos="left"]').getAttribute('data-seat')).toBe('S');
    expect(await pages.W.locator('.seat-box[data-seat="N"] .hand').count()).toBe(1); // dummy, faced
    expect(await pages.W.locator('.seat-box[data-seat="E"] .hand').count()).toBe(0); // partner, hidden
    // Vulnerability colours (board 1: none vulnerable) and the last trick on request (button and L key).
    expect(await pages.W.locator('.seat-name.vul').count()).toBe(0);
    await pages.W.getByTestId('last-trick').click();
    await pages.W.getByRole('group', { name: 'Last trick' }).waitFor();
    await pages.W.getByTestId('last-trick').click();
    await pages.W.getByRole('group', { name: 'Trick in progress' }).waitFor();
    expect(await pages.W.locator('body').innerText()).not.toMatch(/Version \d/);
    // At a 1,100-px screen a 7-card suit keeps to one line in every faced hand (one's own, dummy beside), in each
    // language (a 5-card suit wrapped: one's own hand sat in the centre column).
    await pages.W.setViewportSize({ width: 1100, height: 860 });
    for (const lang of ['en', 'nb', 'sv', 'da', 'fi']) {
      await pages.W.evaluate((l) => localStorage.setItem('stikk.lang', l), lang);
      await pages.W.reload();
      await pages.W.locator('.compass .suit-row').first().waitFor();
      const fit = await measureHands(pages.W);
      await shot(pages.W, `e2e2-05a-defender-1100-${lang}`);
      expect(fit.map((x) => x.pos).sort(), lang).toEqual(['bottom', 'left']); // West's own hand, dummy (North)
      for (const x of fit) expect(x, `${lang} ${x.pos}`).toMatchObject({ lines: 1, spare: expect.any(Number) });
      for (const x of fit) expect(x.spare, `${lang} ${x.pos}: room for 7 cards`).toBeGreaterThanOrEqual(0);
    }
    await pages.W.evaluate(() => localStorage.setItem('stikk.lang', 'en'));
    await pages.W.reload();
    await pages.W.locator('.compass .suit-row').first().waitFor();
    await pages.W.setViewportSize({ width: 1280, height: 860 });
    await shot(pages.W, 'e2e2-05b-defender-1280');
    await pages.W.setViewportSize({ width: 360, height: 740 });

    // Declarer claims the rest with a statement; both defenders agree (Law 68–69).
    const s = pages.S;
    const before = await pages.S.getByTestId('tricks-won').innerText();
    const m = /NS (\d+) · EW (\d+)/.exec(before)!;
    const remaining = 13 - Number(m[1]) - Number(m[2]);
    await s.locator('details:has([data-testid="claim-tricks"]) > summary').click();
    await s.getByTestId('claim-tricks').fill(String(remaining));
    await s.getByTestId('claim-statement').fill('All top tricks: cashing winners from the top.');
    let v = await versions();
    await s.getByTestId('claim-submit').click();
    await settle(v);
    await pages.E.getByTestId('claim').waitFor();
    await shot(pages.E, 'e2e2-06-claim-shown');
    for (const d of ['E', 'W'] as const) {
      v = await versions();
      await pages[d].getByTestId('claim-agree').click();
      await settle(v);
    }
    for (const x of SEATS) await pages[x].getByTestId('board-over').waitFor();
    // The hand record as dealt: four hands of 13 (the played cards back in them), 40 high-card points.
    const hcp = () =>
      pages.N.locator('[data-testid="online-hand-record"] [data-hcp]').evaluateAll((xs) =>
        xs.map((x) => Number(x.getAttribute('data-hcp'))),
      );
    await expect.poll(async () => (await hcp()).reduce((a, b) => a + b, 0)).toBe(40);
    expect(await hcp()).toHaveLength(4);
    // The double-dummy table and par wait: the board ended on an agreed claim, which may still be withdrawn.
    await expect.poll(async () => pages.N.getByTestId('dd-later').count()).toBe(1);
    expect(await pages.N.getByTestId('dd-table').count()).toBe(0);
    await shot(pages.N, 'e2e2-07-board-over');
    // On a tablet, in Swedish, the hand record stays inside the side column (it ran past a 768-px screen).
    await pages.N.locator('header select').selectOption('sv');
    await expect
      .poll(() => pages.N.getByTestId('online-hand-record').locator('summary').innerText())
      .toBe('Givsamling');
    await pages.N.setViewportSize({ width: 768, height: 900 });
    await expect.poll(() => pages.N.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await pages.N.setViewportSize({ width: 360, height: 740 });
    await pages.N.locator('header select').selectOption('en');
    const nsShown = Number(await pages.N.getByTestId('final-score').getAttribute('data-ns'));
    const nsTricks = Number(m[1]) + remaining;
    const c = parseContract('3NT');
    expect(c.ok).toBe(true);
    const expected =
      scoreContract(mkContract(3, 'NT'), isVulnerable(vulnerabilityOf(1), 'S'), nsTricks) *
      (sideOf('S') === 'NS' ? 1 : -1);
    expect(nsShown).toBe(expected);

    // What each browser received: never a hand it may not see, never partner's explanation.
    for (const seat of SEATS) {
      expect(frames[seat].length).toBeGreaterThan(5);
      expect(
        frames[seat].some((f) => f.type === 'delta' && f.view),
        `${seat}: views rebuilt from deltas`,
      ).toBe(true);
      expect(
        frames[seat].some((f) => f.type === 'played' && f.view),
        `${seat}: views rebuilt from card notes`,
      ).toBe(true);
      for (const f of frames[seat]) {
        const view = f.view;
        if (!view) continue;
        expect(view.viewer).toBe(seat);
        const leadFaced = view.tricks.length > 0 && view.tricks[0].cards.length > 0;
        for (const other of SEATS) {
          if (other === seat || view.hands[other] === null || view.hands[other] === undefined) continue;
          const allowed = view.phase === 'ended' || (leadFaced && view.dummy === other) || view.claim?.seat === other;
          expect(allowed, `${seat} received ${other}'s hand in phase ${view.phase}`).toBe(true);
        }
        for (const a of view.auction) {
          if (a.explanation !== undefined && view.phase !== 'ended')
            expect(partner(a.seat as Seat), `${seat} got partner's explanation`).not.toBe(seat);
        }
      }
    }
    expect(watcherFrames.director.some((f) => f.view && SEATS.every((x) => Array.isArray(f.view!.hands[x])))).toBe(
      true,
    );
    expect(watcherFrames.kibitzer.length).toBeGreaterThan(5);
    for (const f of watcherFrames.kibitzer) {
      const view = f.view;
      if (!view) continue;
      expect(view.viewer).toBe('kibitzer');
      const leadFaced = view.tricks.length > 0 && view.tricks[0].cards.length > 0;
      for (const x of SEATS) {
        if (!view.hands[x]) continue;
        expect(
          view.phase === 'ended' || (leadFaced && view.dummy === x) || view.claim?.seat === x,
          `kibitzer received ${x}'s hand in ${view.phase}`,
        ).toBe(true);
      }
    }
    await shot(watchers.kibitzer, 'e2e2-08-kibitzer-end');
    await watchers.kibitzer.context().close();
    for (const x of SEATS) await pages[x].context().close();
    await host.ctx.close();
  }, 180_000);
});
