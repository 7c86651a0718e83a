/**
 * A BBO player's claim and the board after it, in the browser. South (declarer, on a phone) opens the claim form:
 * it offers all the remaining tricks, as BBO does (it used to offer 0, so writing only the statement conceded
 * every trick). The opponents agree; the board-over note says the double-dummy table waits for the table to move on
 * (Law 69B), not for other tables; and once South moves to board 2, board 1's hand record is there with its
 * double-dummy table, equal to our solver's. The other three seats play over the WebSocket (the server's test client).
 */
import { ddTable } from '@stikk/dds';
import { SEATS, STRAINS } from '@stikk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnlineTable } from '../../server/test/support/online.js';
import { dealtDeal } from '../src/deal-record.js';
import {
  onlineSeatTokens,
  hasChromium,
  phone,
  shot,
  shotsAtTwoWidths,
  startHarness,
  type Harness,
} from './support/e2e.js';

describe.skipIf(!hasChromium)('web e2e: a claim, then the next board', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the claim form offers the remaining tricks; after an agreed claim the analysis comes with the next board', async () => {
    const { tableId, tokens, links } = await onlineSeatTokens(h, {
      club: 'Claim BK',
      email: 'claim-host@example.org',
      boards: '1-2',
    });

    const table = new OnlineTable(h.base, tableId, tokens);
    try {
      await table.join();
      // Board 1, dealer North: South plays 1NT; one trick is played.
      expect(table.views.N.dealer).toBe('N');
      await table.actAll([
        ['N', { call: 'P' }],
        ['E', { call: 'P' }],
        ['S', { call: '1NT' }],
        ['W', { call: 'P' }],
        ['N', { call: 'P' }],
        ['E', { call: 'P' }],
      ]);
      for (let i = 0; i < 4; i++) await table.playOne();
      expect(table.views.S.declarer).toBe('S');

      // South's phone takes the seat over from the test client.
      const south = await phone(h);
      const p = south.page;
      await p.goto(`${h.base}/${links.S}`);
      await p.getByTestId('online-table').waitFor();
      await p.locator('summary', { hasText: 'Claim' }).click();
      expect(await p.getByTestId('claim-tricks').inputValue()).toBe('12');
      await p.getByTestId('claim-statement').fill('my tricks are good');
      await p.getByTestId('claim-submit').click();
      await expect.poll(() => p.getByTestId('claim').count()).toBe(1);
      await table.synced(table.views.S.version + 1, ['N', 'E', 'W']);
      expect(table.views.E.claim).toMatchObject({ seat: 'S', tricks: 12 });
      for (const s of ['E', 'W'] as const) {
        const r = await table.act(s, { agree: true });
        expect(r.type).toBe('ack');
        await table.synced((r as { version: number }).version, ['N', 'E', 'W']);
      }
      expect(table.views.N.phase).toBe('ended');
      const dealt = dealtDeal(table.views.N);
      expect(dealt).not.toBeNull();

      // The board is over: the note says why the analysis waits (the claim may be withdrawn, Law 69B).
      await expect.poll(() => p.getByTestId('dd-later').innerText()).toMatch(/next board.*Law 69B/);
      await shot(p, 'online-claim-agreed-360');

      // South moves on: board 1's hand record is kept, its double-dummy table filled in.
      await p.getByTestId('next-board').click();
      await expect.poll(() => p.getByTestId('online-table').getAttribute('data-phase')).toBe('auction');
      const previous = p.getByTestId('previous-board');
      await expect.poll(() => previous.getAttribute('data-board')).toBe('1');
      await previous.locator('summary').click();
      await expect.poll(() => previous.getByTestId('dd-table').count(), { timeout: 30_000 }).toBe(1);
      const want = ddTable(dealt!);
      if (!want.ok) throw new Error(want.error.message);
      const rows = await previous
        .locator('[data-testid="dd-table"] tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => Number(td.textContent))));
      expect(rows).toEqual(SEATS.map((s) => STRAINS.map((st) => want.value[s][st])));
      await shot(p, 'online-previous-board-360');
      await south.ctx.close();
    } finally {
      table.close();
    }
  }, 120_000);

  it('a practice table: after the next player’s insufficient bid, North is offered no undo the server refuses', async () => {
    const { tableId, tokens, links } = await onlineSeatTokens(h, {
      club: 'Practice BK',
      email: 'practice-host@example.org',
      practice: true,
    });

    const table = new OnlineTable(h.base, tableId, tokens);
    try {
      await table.join();
      const north = await phone(h);
      const p = north.page;
      await p.goto(`${h.base}/${links.N}`);
      await p.getByTestId('online-table').waitFor();
      await p.locator('.bidding-box button[data-call="1H"]').click();
      await expect.poll(() => p.getByTestId('undo-call').count()).toBe(1);
      await expect.poll(() => table.views.E.auction.length).toBe(1);
      const r = await table.act('E', { call: '1C' });
      expect(r.type).toBe('ack');
      await table.synced((r as { version: number }).version, ['E', 'S', 'W']);
      expect(table.views.E.pending).toMatchObject({ law: '27A1' });
      await expect.poll(() => p.getByTestId('table-waits').count()).toBe(1);
      // The auction box shows 1H as the last call, but East has called since: no undo is offered.
      expect(await p.getByTestId('undo-call').count()).toBe(0);
      await shot(p, 'online-practice-insufficient-north-360');
      await north.ctx.close();
    } finally {
      table.close();
    }
  }, 120_000);

  it('a practice evening: the undo goes when its window ends, every seat is told what was taken back, who agreed to a claim shows, a lead out of turn lies face up', async () => {
    const { tableId, tokens, links } = await onlineSeatTokens(h, {
      club: 'Evening BK',
      email: 'evening-host@example.org',
      boards: '1-2',
      practice: true,
    });

    const table = new OnlineTable(h.base, tableId, tokens);
    const others = ['E', 'S', 'W'] as const;
    try {
      await table.join();
      // North (dealer of board 1) on a phone whose clock the test moves on: no test waits ten seconds.
      const north = await phone(h);
      const p = north.page;
      await p.clock.install();
      await p.goto(`${h.base}/${links.N}`);
      await p.getByTestId('online-table').waitFor();
      const v0 = table.views.E.version;
      await p.locator('.bidding-box button[data-call="1H"]').click();
      await table.synced(v0 + 1, others);
      await expect.poll(() => p.getByTestId('undo-call').count()).toBe(1);
      // Law 25A: North takes the slip back; every seat is told which call went.
      await p.getByTestId('undo-call').click();
      await table.synced(v0 + 2, others);
      for (const s of others) expect(table.views[s].undone).toEqual([{ seat: 'N', call: '1H' }]);
      await expect.poll(() => p.getByTestId('undone').innerText()).toMatch(/North took back 1♥.*Law 25A/);
      await p.locator('.bidding-box button[data-call="1S"]').click();
      await table.synced(v0 + 3, others);
      await expect.poll(() => p.getByTestId('undo-call').count()).toBe(1);
      // Ten seconds on, the window has closed: the offer goes without a reload (the server would refuse it now).
      await p.clock.fastForward(11_000);
      await expect.poll(() => p.getByTestId('undo-call').count()).toBe(0);
      expect(await p.getByTestId('conn').getAttribute('class')).toContain('open');
      await shotsAtTwoWidths(p, 'online-undo-window-closed');

      // 1♠ by North; East leads, and claims five tricks at once.
      for (const [s, call] of [
        ['E', 'P'],
        ['S', 'P'],
        ['W', 'P'],
      ] as const) {
        const r = await table.act(s, { call });
        expect(r.type).toBe('ack');
        await table.synced((r as { version: number }).version, others);
      }
      const lead = table.views.E.hands.E![0];
      let r = await table.act('E', { play: lead });
      expect(r.type).toBe('ack');
      await table.synced((r as { version: number }).version, others);
      r = await table.act('E', { claim: 5, statement: 'five tricks on top' });
      expect(r.type).toBe('ack');
      await table.synced((r as { version: number }).version, others);
      // East's partner concurs: North, who must answer (Law 69A), sees it, and that he has not answered yet.
      r = await table.act('W', { agree: true });
      expect(r.type).toBe('ack');
      await table.synced((r as { version: number }).version, others);
      const answers = p.getByTestId('claim-answers');
      await expect.poll(() => answers.locator('li[data-seat="W"]').getAttribute('data-answer')).toBe('agreed');
      // Play waits on the players' answers, not on a director's ruling (Laws 68–69).
      expect(await p.getByTestId('table-waits').innerText()).toMatch(/^A claim is being considered; play waits\./);
      expect(await answers.locator('li[data-seat="N"]').getAttribute('data-answer')).toBe('waiting');
      expect(await answers.innerText()).toMatch(/West: agreed/);
      // South is dummy: not one who answers.
      expect(await answers.locator('li[data-seat="S"]').count()).toBe(0);
      // Dummy's card was next, but play stops for the claim: no seat, dummy's least, is marked to act.
      expect(table.views.E.turn).toBe('S');
      expect(await p.locator('.seat-box .turn-mark').count()).toBe(0);
      await shotsAtTwoWidths(p, 'online-claim-answers');
      await p.getByTestId('claim-agree').click();
      await expect.poll(() => p.getByTestId('online-table').getAttribute('data-phase')).toBe('ended');

      // Board 2 (dealer East): 1♣ by South, all pass; East leads out of turn (West's lead). North, dummy to be, sees
      // the card face up in front of East while the options are chosen (Law 54).
      await p.getByTestId('next-board').click();
      await expect.poll(() => table.views.E.boardNumber).toBe(2);
      const call = async (s: 'E' | 'S' | 'W', c: string) => {
        const a = await table.act(s, { call: c });
        expect(a.type).toBe('ack');
        await table.synced((a as { version: number }).version, others);
      };
      // East first leads a card during the auction (Law 24): it lies face up, and once East is a defender it is a
      // major penalty card (24E, 50), drawn face up in front of East on North's page although East's hand is hidden.
      const early = table.views.E.hands.E!.at(-1)!;
      r = await table.act('E', { play: early });
      expect(r.type).toBe('ack');
      await table.synced((r as { version: number }).version, others);
      // At once, before it is a penalty card, the card lies face up in front of East on North's page (Law 24).
      const exposed = p.locator(
        `[data-testid="exposed-cards"][data-seat="E"] .exposed-card:has([data-card="${early}"])`,
      );
      await expect.poll(() => exposed.count()).toBe(1);
      expect(table.views.W.penaltyCards).toEqual([]);
      await call('E', 'P');
      await call('S', '1C');
      await call('W', 'P');
      const v2 = table.views.E.version;
      await p.locator('.bidding-box button[data-call="P"]').click();
      await table.synced(v2 + 1, others);
      await call('E', 'P');
      expect(table.views.E.phase).toBe('clarification');
      expect(table.views.W.penaltyCards).toMatchObject([{ seat: 'E', card: early, major: true }]);
      const penalty = p.locator(
        `[data-testid="penalty-cards"][data-seat="E"] .penalty-card:has([data-card="${early}"])`,
      );
      await expect.poll(() => penalty.count()).toBe(1);
      expect(await penalty.getAttribute('data-major')).toBe('true');
      // Drawn once: as a penalty card now, no longer among the exposed cards.
      expect(await p.getByTestId('exposed-cards').count()).toBe(0);
      const loot = table.views.E.hands.E!.find((c) => c !== early)!;
      r = await table.act('E', { play: loot });
      expect(r.type).toBe('ack');
      await table.synced((r as { version: number }).version, others);
      expect(table.views.E.pending).toMatchObject({ law: '54' });
      const faceUp = p.getByTestId('out-of-turn-card');
      await expect.poll(() => faceUp.count()).toBe(1);
      expect(await p.locator('.trick-left.out-of-turn').count()).toBe(1);
      await shotsAtTwoWidths(p, 'online-practice-loot');
      // Declarer (South) chooses at the table, among Law 54's options; North, dummy to be, is offered none. The
      // table says it waits for South's choice, not that the director is ruling (session 16's user trial).
      expect(await p.getByTestId('lead-choice').count()).toBe(0);
      await expect
        .poll(() =>
          p
            .getByTestId('table-waits')
            .innerText({ timeout: 1000 })
            .catch(() => ''),
        )
        .toMatch(/^Play waits for South to choose at the table\. \(Law 54\)/);
      const south = await phone(h);
      await south.page.goto(`${h.base}/${links.S}`);
      const choice = south.page.getByTestId('lead-choice');
      await choice.waitFor();
      expect(
        await choice.locator('[data-option]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-option'))),
      ).toEqual(['accept', 'declarer-becomes-dummy', 'reject']);
      await choice.locator('[data-option="accept"]').click();
      // The choice applies (a refusal would show on South's page: its text is in the failure message).
      await expect
        .poll(async () => table.views.E.pending === null || (await south.page.locator('.error, .msg').allInnerTexts()))
        .toBe(true);
      expect(table.views.E.tricks[0]).toMatchObject({ leader: 'E', cards: [{ seat: 'E', card: loot }] });
      await south.ctx.close();
      await north.ctx.close();
    } finally {
      table.close();
    }
  }, 180_000);
});
