/**
 * E2E (issue 18): an online 3-table Howell, 2 rounds × 2 boards, in 13 browser contexts — the
 * director and twelve players on phones. The director starts a club session online from the
 * console and hands out the players' codes; each player types their code in the lobby and
 * sits down; the boards follow each other at each table and "Next round" moves the pairs by the
 * movement. One board is played nine tricks deep and its claim disputed: the call reaches the
 * director's console, the director rules through the digital director and the ruling ends the
 * board live. The ranking equals an independent matchpoint count of the scores the tables showed,
 * and every WebSocket frame every player received is checked for hands it may not see.
 *
 * Not here (see the report): an insufficient bid ruled live — online tables run in prevent mode
 * (Law 27's bid is never accepted from the bidding box), so there is no such irregularity to rule.
 */
import { SEATS, type Seat } from '@stikk/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubViaUi, desktop, hasChromium, phone, shot, startHarness, type Harness } from './support/e2e.js';

interface Frame {
  type: string;
  view?: {
    viewer: string;
    phase: string;
    dummy: string | null;
    hands: Record<string, string[] | null>;
    tricks: { cards: unknown[] }[];
    claim: { seat: string } | null;
  };
}
interface Player {
  pair: number;
  member: number;
  code: string;
  page: Page;
  frames: Frame[];
}

describe.skipIf(!hasChromium)('web e2e: an online pairs session in thirteen browsers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('3-table Howell, 2 rounds × 2 boards: codes, movement, a disputed claim ruled live, the ranking', async () => {
    const host = await desktop(h);
    await host.page.setViewportSize({ width: 1280, height: 900 });
    await createClubViaUi(host.page, h.base, {
      club: 'Nett BK',
      name: 'Tess Director',
      email: 'td-session@example.org',
      password: 'correct-horse-8',
    });
    const sid = await host.page.evaluate(async () => {
      const me = await (await fetch('/api/auth/me')).json();
      const r = await fetch(`/api/clubs/${me.clubs[0].clubId}/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Online Monday',
          movement: { kind: 'howell', tables: 3, boardsPerRound: 2, rounds: 2 },
          boards: { source: 'seeded', seed: 'e2e-online-session' },
        }),
      });
      return ((await r.json()) as { id: number }).id;
    });
    expect(sid).toBeGreaterThan(0);
    await host.page.goto(`${h.base}/#/online/director`);
    await host.page.getByTestId('session-number').fill(String(sid));
    await host.page.getByTestId('start-online-session').click();
    await host.page.getByTestId('player-codes').waitFor();
    await shot(host.page, 'e2e-online-session-01-codes');
    const players: Player[] = [];
    for (const cell of await host.page.locator('td.seat-code').all()) {
      const { page } = await phone(h);
      const p: Player = {
        pair: Number(await cell.getAttribute('data-pair')),
        member: Number(await cell.getAttribute('data-member')),
        code: (await cell.innerText()).trim(),
        page,
        frames: [],
      };
      page.on('websocket', (ws) =>
        ws.on('framereceived', (f) => {
          if (typeof f.payload === 'string') p.frames.push(JSON.parse(f.payload) as Frame);
        }),
      );
      players.push(p);
    }
    expect(players).toHaveLength(12);

    const version = async (p: Page) => Number(await p.getByTestId('online-table').getAttribute('data-version'));
    const scores = new Map<number, { ns: number; ew: number; score: number }[]>();
    let disputed = false;
    for (let round = 1; round <= 2; round++) {
      // Round 1: each player types their code in the lobby. Round 2: "Next round" finds the new table.
      for (const p of players) {
        if (round === 1) {
          await p.page.goto(`${h.base}/#/online`);
          await p.page.getByTestId('seat-code').fill(p.code);
          await p.page.getByTestId('sit-down').click();
        } else await p.page.getByTestId('next-round').click();
      }
      const tables = new Map<number, Record<Seat, Player>>();
      for (const p of players) {
        await expect.poll(() => p.page.url(), { timeout: 15_000 }).toMatch(/#\/online\/\d+\//);
        await p.page.getByTestId('online-table').waitFor();
        const tableId = Number(/online\/(\d+)\//.exec(p.page.url())![1]);
        const seat = (await p.page.getByTestId('online-table').getAttribute('data-seat')) as Seat;
        // Pairs sit by the movement: a pair's first player North or East, the second South or West.
        expect(p.member === 0 ? ['N', 'E'] : ['S', 'W']).toContain(seat);
        const at = tables.get(tableId) ?? ({} as Record<Seat, Player>);
        expect(at[seat]).toBeUndefined();
        at[seat] = p;
        tables.set(tableId, at);
      }
      expect(tables.size).toBe(3);
      if (round === 1) await shot(players[0].page, 'e2e-online-session-02-seated-360');

      for (const [, at] of tables) {
        const pages = SEATS.map((s) => at[s].page);
        const settle = async (v: number) => {
          for (const pg of pages) await expect.poll(() => version(pg), { timeout: 15_000 }).toBeGreaterThanOrEqual(v);
        };
        const who = async (sel: string): Promise<Page> => {
          for (;;) {
            for (const pg of pages) if (await pg.locator(sel).count()) return pg;
            await pages[0].waitForTimeout(50);
          }
        };
        for (let bi = 0; bi < 2; bi++) {
          const board = Number(/(\d+)\s*$/.exec(await pages[0].locator('.info-bar strong').innerText())![1]);
          // Auction: the dealer opens one of a suit the board chooses; three passes.
          for (let i = 0; i < 4; i++) {
            const pg = await who('.bidding-box');
            const v = await version(pg);
            await pg.locator(`.bidding-box button[data-call="${i === 0 ? `1${'CDHS'[board % 4]}` : 'P'}"]`).click();
            await settle(v + 1);
          }
          const declarer = (await pages[0].getByTestId('online-table').getAttribute('data-declarer')) as Seat;
          const declPage = at[declarer].page;
          const play = async (n: number) => {
            for (let i = 0; i < n; i++) {
              const pg = await who('.compass button.card:not([disabled])');
              const v = await version(pg);
              await pg.locator('.compass button.card:not([disabled])').first().click();
              await settle(v + 1);
            }
          };
          const claim = async (tricks: number) => {
            await declPage.locator('summary').click();
            await declPage.getByTestId('claim-tricks').fill(String(tricks));
            await declPage.getByTestId('claim-statement').fill('Top tricks from the top.');
            const v = await version(declPage);
            await declPage.getByTestId('claim-submit').click();
            await settle(v + 1);
          };
          const defenders = SEATS.filter((s) => s !== declarer && s !== SEATS[(SEATS.indexOf(declarer) + 2) % 4]);
          if (!disputed) {
            // Nine tricks, a claim of the last four, disputed: the director rules from the console.
            disputed = true;
            await play(36);
            await claim(4);
            const d = at[defenders[0]].page;
            const v = await version(d);
            await d.getByTestId('claim-dispute').click();
            await settle(v + 1);
            await host.page.goto(`${h.base}/#/online/director`);
            await host.page.getByTestId('queued-call').first().waitFor({ timeout: 15_000 });
            await shot(host.page, 'e2e-online-session-03-console-call');
            await host.page.getByTestId('open-call-table').first().click();
            await host.page.getByTestId('ruling-tools').waitFor();
            expect(await host.page.locator('.compass .hand').count()).toBe(4);
            // Rule until the table no longer waits (the engine may ask for a finding, then an option).
            for (let k = 0; k < 3 && (await host.page.getByTestId('apply-ruling').count()); k++) {
              for (const no of await host.page.locator('[data-testid$="-no"]').all()) await no.check();
              const options = host.page.getByTestId('ruling-option');
              if (await options.count()) await options.first().check();
              await shot(host.page, `e2e-online-session-04-ruling-${k}`);
              const rv = await version(pages[0]);
              await host.page.getByTestId('apply-ruling').click();
              await settle(rv + 1);
            }
            await host.page.getByTestId('resolve-call').first().click();
          } else {
            // The opening lead, then declarer claims and both defenders agree.
            await play(1);
            await claim(13 - (board % 3));
            for (const s of defenders) {
              const v = await version(at[s].page);
              await at[s].page.getByTestId('claim-agree').click();
              await settle(v + 1);
            }
          }
          for (const pg of pages) await pg.getByTestId('board-over').waitFor();
          const ns = Number(await pages[0].getByTestId('final-score').getAttribute('data-ns'));
          const list = scores.get(board) ?? [];
          list.push({ ns: at.N.pair, ew: at.E.pair, score: ns });
          scores.set(board, list);
          if (bi === 0) {
            const v = await version(pages[0]);
            await pages[0].getByTestId('next-board').click();
            await settle(v + 1);
          }
        }
      }
      if (round === 1) {
        await players[0].page.setViewportSize({ width: 1280, height: 860 });
        await shot(players[0].page, 'e2e-online-session-05-round-end-1280');
        await players[0].page.setViewportSize({ width: 360, height: 740 });
      }
    }

    // The ranking: an independent matchpoint count of the scores the tables showed.
    const mp = new Map<number, number>();
    for (const lines of scores.values())
      for (const a of lines) {
        let got = 0;
        for (const b of lines) if (b !== a) got += a.score > b.score ? 2 : a.score === b.score ? 1 : 0;
        mp.set(a.ns, (mp.get(a.ns) ?? 0) + got);
        mp.set(a.ew, (mp.get(a.ew) ?? 0) + 2 * (lines.length - 1) - got);
      }
    await expect
      .poll(
        async () =>
          host.page.evaluate(async (id) => {
            const r = await (await fetch(`/api/sessions/${id}/ranking`)).json();
            return (r.lines as { pair: number; matchpoints: number; boardsPlayed: number }[])
              .filter((l) => l.boardsPlayed === 4)
              .map((l) => [l.pair, l.matchpoints]);
          }, sid),
        { timeout: 15_000 },
      )
      .toHaveLength(6);
    const ranking = await host.page.evaluate(async (id) => {
      const r = await (await fetch(`/api/sessions/${id}/ranking`)).json();
      return r.lines as { pair: number; matchpoints: number }[];
    }, sid);
    for (const l of ranking) expect(l.matchpoints, `pair ${l.pair}`).toBe(mp.get(l.pair));
    await host.page.goto(`${h.base}/#/director/session/${sid}`);
    await shot(host.page, 'e2e-online-session-06-session-console');

    // What each browser received: never a hand it may not see.
    for (const p of players) {
      expect(p.frames.length).toBeGreaterThan(10);
      for (const f of p.frames) {
        const view = f.view;
        if (!view) continue;
        expect(SEATS).toContain(view.viewer);
        const leadFaced = view.tricks.length > 0 && view.tricks[0].cards.length > 0;
        for (const other of SEATS) {
          if (other === view.viewer || !view.hands[other]) continue;
          const allowed = view.phase === 'ended' || (leadFaced && view.dummy === other) || view.claim?.seat === other;
          expect(allowed, `pair ${p.pair} (${view.viewer}) received ${other}'s hand in ${view.phase}`).toBe(true);
        }
      }
    }
    for (const p of players) await p.page.context().close();
    await host.ctx.close();
  }, 900_000);
});
