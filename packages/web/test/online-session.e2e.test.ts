/**
 * E2E (issue 18): an online 3-table Howell, 2 rounds × 2 boards, in 13 browser contexts — the
 * director and twelve players on phones. The director starts a club session online from the
 * console, on tables that allow irregularities, and hands out the players' codes; each player
 * types their code in the lobby and sits down; the boards follow each other at each table and
 * "Next round" moves the pairs by the movement.
 *
 * Two rulings live. At one table a player's overcall is insufficient (Law 27): the table waits,
 * the next player summons the director, who rules from the console that LHO does not accept it;
 * the offender replaces it by an alerted call the director finds comparable (27B1(b)) and the
 * auction goes on with no further rectification. At another table a claim after nine tricks is
 * disputed and the director adjudicates it from the console.
 *
 * The ranking equals an independent count: each board's score recomputed from its contract and
 * tricks (Law 77) and hand-written matchpoints. Every WebSocket frame every player received —
 * full views and `delta` frames, applied to the view held as the app does — is checked for a hand
 * and for an alert's explanation the recipient may not see (Laws 16, 20F, 68C), and for a director
 * call's reason meant for others.
 */
import {
  isVulnerable,
  nextSeat,
  parseContract,
  scoreContract,
  SEATS,
  sideOf,
  type Seat,
  type Vulnerability,
} from '@stikk/core';
import type { ServerMessage, TableView } from '@stikk/server/api';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClubViaUi,
  desktop,
  hasChromium,
  phone,
  shot,
  startHarness,
  untilTableVersion,
  type Harness,
} from './support/e2e.js';
import { type ChangeFrame, changedView } from './support/views.js';

/** The explanation of the offender's replacement call: for the opponents' eyes only until the board ends. */
const SECRET = 'Replaces 1S: both majors, at least 5-4';

interface Player {
  pair: number;
  member: number;
  code: string;
  page: Page;
  /** The view held of each table, as the app holds it (full views, then deltas applied and card notes folded). */
  views: Map<number, TableView>;
  table: number | null;
  frames: number;
  deltas: number;
  /** Deltas from a base this player did not hold (the app then joins again): not checkable. */
  unapplied: number;
  leaks: string[];
}

/** Where the secret explanation was given: its table and caller (set just before the call is sent). */
let alerted: { table: number; seat: Seat } | null = null;

function checkView(p: Player, v: TableView, raw: string): void {
  const me = v.viewer as Seat;
  if (!SEATS.includes(me)) {
    p.leaks.push(`a player received a ${v.viewer} view`);
    return;
  }
  const ended = v.phase === 'ended';
  const leadFaced = v.tricks.length > 0 && v.tricks[0].cards.length > 0;
  for (const other of SEATS) {
    if (other === me || !v.hands[other]) continue;
    if (!(ended || (leadFaced && v.dummy === other) || v.claim?.seat === other))
      p.leaks.push(`${me} received ${other}'s hand in ${v.phase} (table ${v.tableId} v${v.version})`);
  }
  // Law 20F: an alert and its explanation reach the caller's opponents, not partner, before the board is over.
  for (const c of v.auction)
    if ((c.alert || c.explanation !== undefined) && !ended && c.seat !== me && sideOf(c.seat) === sideOf(me))
      p.leaks.push(`${me} received partner ${c.seat}'s explanation of ${c.call} (table ${v.tableId} v${v.version})`);
  if (alerted && alerted.table === v.tableId && !ended && raw.includes(SECRET)) {
    if (me !== alerted.seat && sideOf(me) === sideOf(alerted.seat))
      p.leaks.push(`${me} received partner's explanation in a frame (table ${v.tableId} v${v.version})`);
  }
}

function checkEvent(p: Player, e: Readonly<Record<string, unknown>>, me: string, ended: boolean): void {
  const seat = typeof e.seat === 'string' ? (e.seat as Seat) : null;
  if (seat && 'call' in e && ('alert' in e || 'explanation' in e) && !ended && seat !== me)
    if (sideOf(seat) === sideOf(me as Seat)) p.leaks.push(`${me} received partner ${seat}'s alert in an event`);
  if (typeof e.summon === 'string' && e.summon !== '' && seat !== me)
    p.leaks.push(`${me} received ${seat}'s reason for calling the director`);
}

function receive(p: Player, raw: string): void {
  const m = JSON.parse(raw) as ServerMessage;
  p.frames++;
  let view: TableView | undefined;
  let events: readonly Readonly<Record<string, unknown>>[] = [];
  if (m.type === 'joined') {
    view = m.view;
    events = m.missed;
  } else if (m.type === 'update') {
    view = m.view;
    events = [m.event];
  } else if (m.type === 'delta' || m.type === 'played') {
    events = [m.event];
    const held = p.views.get(m.tableId);
    if (held && m.version <= held.version) return; // already held (the app ignores it too)
    if (held && held.version === m.base) {
      view = changedView(held, m as ChangeFrame)!;
      p.deltas++;
      if (view.version !== m.version) p.leaks.push(`${m.type} to v${m.version} gave a view at v${view.version}`);
    } else p.unapplied++;
  } else return;
  if (view) {
    p.views.set(view.tableId, view);
    p.table = view.tableId;
    checkView(p, view, raw);
  }
  const me = view?.viewer ?? (m.type === 'delta' || m.type === 'played' ? m.viewer : '');
  for (const e of events) checkEvent(p, e, me, view?.phase === 'ended');
}

describe.skipIf(!hasChromium)('web e2e: an online pairs session in thirteen browsers', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('3-table Howell, 2 rounds × 2 boards: an insufficient bid and a disputed claim ruled live, the ranking', async () => {
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
    // Director-run tables: irregularities are kept for the director, not refused.
    await host.page.getByTestId('session-irregularities').check();
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
        views: new Map(),
        table: null,
        frames: 0,
        deltas: 0,
        unapplied: 0,
        leaks: [],
      };
      page.on('websocket', (ws) =>
        ws.on('framereceived', (f) => {
          if (typeof f.payload === 'string') receive(p, f.payload);
        }),
      );
      players.push(p);
    }
    expect(players).toHaveLength(12);

    const version = async (p: Page) => Number(await p.getByTestId('online-table').getAttribute('data-version'));
    const results: { board: number; ns: number; ew: number; score: number }[] = [];
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

      let tableIndex = 0;
      for (const [tableId, at] of tables) {
        const ti = tableIndex++;
        const view = (s: Seat): TableView => at[s].views.get(tableId)!;
        // Every page shows version `v` and every player's tracked view has reached it.
        // The four seats at once, each waited for in its page (untilTableVersion) before the same assertions.
        const settle = async (v: number) => {
          await Promise.all(
            SEATS.map(async (s) => {
              await untilTableVersion(at[s].page, v);
              await expect.poll(() => version(at[s].page), { timeout: 15_000 }).toBeGreaterThanOrEqual(v);
              await expect.poll(() => view(s)?.version ?? 0, { timeout: 15_000 }).toBeGreaterThanOrEqual(v);
            }),
          );
        };
        const step = async (s: Seat, act: () => Promise<void>) => {
          const v = await version(at[s].page);
          await act();
          await settle(v + 1);
        };
        const call = (s: Seat, code: string, explanation?: string) =>
          step(s, async () => {
            const pg = at[s].page;
            if (explanation) {
              await pg.getByTestId('alert').check();
              await pg.getByTestId('explanation').fill(explanation);
            }
            await pg.locator(`.bidding-box button[data-call="${code}"]`).click();
          });
        // At a table that allows irregularities every card may be clicked: play the turn's first legal card.
        const play = async (n: number) => {
          for (let i = 0; i < n; i++) {
            const v = view('N');
            const turn = v.turn as Seat;
            const actor = turn === v.dummy ? (v.declarer as Seat) : turn;
            const card = view(actor).legalCards[0];
            expect(card, `a legal card for ${actor}`).toBeDefined();
            await step(actor, () => at[actor].page.locator(`.compass button.card[data-card="${card}"]`).click());
          }
        };
        // The director's console: the table's call, then its ruling tools.
        const openCall = async () => {
          await host.page.goto(`${h.base}/#/online/director`);
          const queued = host.page.locator(`[data-testid="queued-call"][data-table="${tableId}"]`);
          await queued.first().waitFor({ timeout: 15_000 });
          await queued.first().getByTestId('open-call-table').click();
          await host.page.getByTestId('ruling-tools').waitFor();
          expect(await host.page.locator('.compass .hand').count()).toBe(4);
          return queued;
        };
        const apply = async () => {
          const v = await version(at.N.page);
          await host.page.getByTestId('apply-ruling').click();
          await settle(v + 1);
        };
        const resolve = async (queued: ReturnType<Page['locator']>) => {
          const n = await queued.count();
          await queued.first().getByTestId('resolve-call').click();
          await expect.poll(() => queued.count(), { timeout: 10_000 }).toBe(n - 1);
        };

        for (let bi = 0; bi < 2; bi++) {
          const board = view('N').boardNumber;
          const dealer = view('N').dealer as Seat;
          const [lho, partner, rho] = [nextSeat(dealer, 1), nextSeat(dealer, 2), nextSeat(dealer, 3)];
          if (round === 1 && ti === 0 && bi === 0) {
            // Law 27 live: 1NT, (1♠) — insufficient; the table waits for the director.
            await call(dealer, '1NT');
            await call(lho, '1S');
            await at[partner].page.getByTestId('table-waits').waitFor();
            expect(view(partner).pending).toMatchObject({ law: '27A1', kind: 'insufficient-bid', chooser: partner });
            expect(view(partner).auction.map((c) => c.call)).toEqual(['1NT']);
            await shot(at[partner].page, 'e2e-online-session-03-insufficient-360');
            await step(partner, () => at[partner].page.getByTestId('call-director').click());
            const queued = await openCall();
            // The table's button stores a code, worded in the director's language; the table is named by
            // the session's name, round and table in words, never the old "R1 T2" letters (issue 18).
            expect(await queued.first().getByTestId('call-reason').innerText()).toBe("called from the table's button");
            expect(await queued.first().innerText()).toMatch(/ · round 1, table \d/);
            expect(await host.page.getByTestId('console-tables').innerText()).not.toMatch(/\bR\d+ T\d+\b/);
            expect(await host.page.getByTestId('ruling-tools').innerText()).toMatch(/Law 27A1/);
            // 27A1: left of the offender does not accept it; the offender must replace it (27B).
            await host.page.locator('[data-testid="ruling-option"][value="refuse"]').check();
            await host.page.getByTestId('finding-lhoAccepts-no').check();
            await shot(host.page, 'e2e-online-session-04-console-27A1');
            await apply();
            expect(view(lho).pending).toMatchObject({ law: '27B', chooser: lho });
            // The offender replaces it by 2♣, alerted (both majors); the director judges it comparable.
            alerted = { table: tableId, seat: lho };
            await call(lho, '2C', SECRET);
            expect(view(dealer).pending).toMatchObject({ law: '27B1(b)', chooser: 'director', needs: ['comparable'] });
            await expect.poll(() => host.page.getByTestId('ruling-tools').innerText()).toMatch(/Law 27B1\(b\)/);
            await host.page.locator('[data-testid="ruling-option"][value="comparable"]').check();
            await host.page.getByTestId('finding-comparable-yes').check();
            await shot(host.page, 'e2e-online-session-05-console-27B1b');
            await apply();
            await resolve(queued);
            // No further rectification: partner of the offender bids freely; the auction goes on.
            for (const s of SEATS) expect(view(s).pending).toBeNull();
            expect(view(dealer).auction.map((c) => c.call)).toEqual(['1NT', '2C']);
            expect(view(dealer).auction[1].explanation).toBe(SECRET);
            expect(view(partner).auction[1].explanation).toBe(SECRET);
            expect(view(rho).auction[1]).toEqual({ seat: lho, call: '2C' });
            expect(view(partner).turn).toBe(partner);
            await call(partner, 'P');
            expect(view(rho).legalCalls.length).toBeGreaterThan(1);
            await call(rho, 'P');
            await call(dealer, 'P');
            expect(view(lho)).toMatchObject({ contract: '2C', declarer: lho });
          } else {
            // The dealer opens one of a suit the board chooses; three passes.
            await call(dealer, `1${'CDHS'[board % 4]}`);
            for (const s of [lho, partner, rho]) await call(s, 'P');
          }
          const declarer = view('N').declarer as Seat;
          const declPage = at[declarer].page;
          const claim = async (tricks: number) => {
            await declPage.locator('details:has([data-testid="claim-tricks"]) > summary').click();
            await declPage.getByTestId('claim-tricks').fill(String(tricks));
            await declPage.getByTestId('claim-statement').fill('Top tricks from the top.');
            await step(declarer, () => declPage.getByTestId('claim-submit').click());
          };
          const defenders = SEATS.filter((s) => sideOf(s) !== sideOf(declarer));
          if (round === 1 && ti === 1 && bi === 0) {
            // Nine tricks, a claim of the last four, disputed: the director adjudicates from the console.
            await play(36);
            await claim(4);
            await step(defenders[0], () => at[defenders[0]].page.getByTestId('claim-dispute').click());
            const queued = await openCall();
            // The call says which seat disputes the claim (named once), and the law.
            expect(await queued.first().getByTestId('call-reason').innerText()).toBe('disputes the claim (Law 68D)');
            await shot(host.page, 'e2e-online-session-06-console-claim');
            expect(await host.page.getByTestId('ruling-tools').innerText()).toMatch(/Law 70/);
            // Rule until the table no longer waits (the engine may ask for a finding, then an option).
            for (let k = 0; k < 3 && (await host.page.getByTestId('apply-ruling').count()); k++) {
              for (const no of await host.page.locator('[data-testid$="-no"]').all()) await no.check();
              const options = host.page.getByTestId('ruling-option');
              if (await options.count()) await options.first().check();
              await apply();
            }
            await resolve(queued);
          } else {
            // The opening lead, then declarer claims and both defenders agree.
            await play(1);
            await claim(13 - (board % 3));
            for (const s of defenders) await step(s, () => at[s].page.getByTestId('claim-agree').click());
          }
          for (const s of SEATS) await at[s].page.getByTestId('board-over').waitFor();
          // Law 77, independently: the contract, declarer's tricks and the vulnerability give the score.
          const end = view('N');
          expect(end.phase).toBe('ended');
          const c = parseContract(end.contract!);
          expect(c.ok).toBe(true);
          if (!c.ok) throw new Error(c.error.message);
          const side = sideOf(declarer);
          expect(end.tricksWon.NS + end.tricksWon.EW).toBe(13);
          const forDecl = scoreContract(
            c.value.contract,
            isVulnerable(end.vulnerable as Vulnerability, declarer),
            end.tricksWon[side],
          );
          const ns = side === 'NS' ? forDecl : -forDecl;
          expect(Number(await at.N.page.getByTestId('final-score').getAttribute('data-ns'))).toBe(ns);
          results.push({ board, ns: at.N.pair, ew: at.E.pair, score: ns });
          if (bi === 0) await step('N', () => at.N.page.getByTestId('next-board').click());
        }
      }
      if (round === 1) {
        await players[0].page.setViewportSize({ width: 1280, height: 860 });
        await shot(players[0].page, 'e2e-online-session-07-round-end-1280');
        await players[0].page.setViewportSize({ width: 360, height: 740 });
      }
    }
    expect(results).toHaveLength(12);

    // The ranking: matchpoints by hand from the recomputed scores (2 per board beaten, 1 per tie).
    const mp = new Map<number, number>();
    for (const a of results) {
      let got = 0;
      for (const b of results)
        if (b !== a && b.board === a.board) got += a.score > b.score ? 2 : a.score === b.score ? 1 : 0;
      const top = 2 * (results.filter((b) => b.board === a.board).length - 1);
      mp.set(a.ns, (mp.get(a.ns) ?? 0) + got);
      mp.set(a.ew, (mp.get(a.ew) ?? 0) + top - got);
    }
    const ranking = async () =>
      host.page.evaluate(async (id) => {
        const r = await (await fetch(`/api/sessions/${id}/ranking`)).json();
        return r.lines as { pair: number; matchpoints: number; boardsPlayed: number }[];
      }, sid);
    await expect
      .poll(async () => (await ranking()).filter((l) => l.boardsPlayed === 4).length, { timeout: 15_000 })
      .toBe(6);
    const lines = await ranking();
    expect(lines.map((l) => [l.pair, l.matchpoints]).sort()).toEqual([...mp.entries()].sort());
    await host.page.goto(`${h.base}/#/director/session/${sid}`);
    await shot(host.page, 'e2e-online-session-08-session-console');

    // What each browser received: never a hand or an explanation it may not see, in any frame.
    for (const p of players) {
      expect(p.frames).toBeGreaterThan(10);
      expect(p.deltas, `pair ${p.pair}: deltas and card notes applied`).toBeGreaterThan(10);
      expect(p.unapplied, `pair ${p.pair}: deltas not applicable to the view held`).toBe(0);
      expect(p.leaks).toEqual([]);
    }
    // The secret reached the offender's opponents during the auction (so the check above could fail).
    expect(alerted).not.toBeNull();
    for (const p of players) await p.page.context().close();
    await host.ctx.close();
  }, 900_000);
});
