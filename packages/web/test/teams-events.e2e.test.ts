/**
 * E2E (issue 19): a teams Swiss and a pairs event with carry-over, set up and run from the
 * director's event pages in Chromium.
 *
 * The Swiss: 8 teams, 4 rounds × 7 boards, 8 tables (open and closed room of 4 matches). Round 1,
 * match 1 is entered on two phones in the browser (one per room); every other board goes through
 * the same terminal HTTP API the phones use (8 browsers × 28 boards each would take many minutes
 * on this machine). Each round is drawn with the console's button once the last ends. The test's
 * own count (Law 77 scores, its own Law 78B IMP table, VPs on the WBF scale) must equal the
 * standings the page shows, and the PBN and USEBIO exports scored by `stikk score` give the same VPs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  contract,
  isVulnerable,
  lho,
  printCard,
  seededRandom,
  STRAINS,
  scoreContract,
  vulnerabilityOf,
  type Seat,
} from '@stikk/core';
import { victoryPoints } from '@stikk/scoring';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, type ExpectStatic, it } from 'vitest';
import { stikkScoreJson } from '../../server/test/support/cli.js';
import { createClubViaUi, desktop, hasChromium, phone, shot, startHarness, type Harness } from './support/e2e.js';
import { createSwissViaUi } from './support/teams.js';

const STEPS = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000,
  3500, 4000,
];
const impsOf = (diff: number) => Math.sign(diff) * STEPS.filter((s) => Math.abs(diff) >= s).length;

interface Result {
  level: number;
  strain: (typeof STRAINS)[number];
  declarer: Seat;
  tricks: number;
}
const nsScoreOf = (board: number, r: Result) =>
  (r.declarer === 'N' || r.declarer === 'S' ? 1 : -1) *
  scoreContract(contract(r.level, r.strain, ''), isVulnerable(vulnerabilityOf(board), r.declarer), r.tricks);

/** A terminal over HTTP, as the phone's app calls it. */
class Terminal {
  token = '';
  constructor(
    readonly base: string,
    readonly code: string,
  ) {}
  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const r = await fetch(this.base + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const j = await r.json();
    if (r.status !== 200) throw new Error(`${method} ${path} → ${r.status} ${JSON.stringify(j)}`);
    return j as T;
  }
  async join() {
    this.token = (await this.call<{ token: string }>('POST', '/api/terminal/join', { code: this.code })).token;
    return this;
  }
}

const stikkScore = (file: string) => stikkScoreJson<{ method: string; ranking: { id: string; total: number }[] }>(file);

/** Enters one result on a phone's terminal page, the opponents confirming. */
async function enterOnPhone(h: Harness, p: Page, board: number, r: Result, seed = 'e2e-swiss'): Promise<void> {
  await p.getByTestId(`enter-${board}`).click();
  await p.locator(`[data-level="${r.level}"]`).click();
  await p.locator(`[data-strain="${r.strain}"]`).click();
  await p.locator('[data-risk=""]').click();
  await p.locator(`[data-declarer="${r.declarer}"]`).click();
  // The server checks the lead against the deal (Law 41A): a card the opening leader holds.
  const lead = printCard(h.server.ctx.dealSeeded(seed, board)[lho(r.declarer)]![0]);
  await p.locator(`[data-lead-suit="${lead[0]}"]`).click();
  await p.locator(`[data-lead-rank="${lead[1]}"]`).click();
  await p.locator(`[data-tricks="${r.tricks}"]`).click();
  await p.getByTestId('save-result').click();
  await p.getByTestId('confirm').waitFor({ timeout: 10_000 });
  await p.getByTestId('confirm-result').click();
  await p.getByTestId('after-board').waitFor();
  await p.getByTestId('continue').click();
}

/**
 * Draws the next round while the console's 5-second poll of the event is under way, and lets that poll's
 * answer (read before the draw) arrive after the draw's own: the new round must stay on the page. (The page
 * showed the draw's answer, then the older poll answer overwrote it: the round vanished until the next poll.)
 */
async function drawPastAnOlderPoll(expect: ExpectStatic, page: Page, eventId: number): Promise<void> {
  const url = new RegExp(`/api/events/${eventId}$`);
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  let held = 0;
  let answered: () => void = () => undefined;
  const late = new Promise<void>((r) => (answered = r));
  await page.route(url, async (route) => {
    if (route.request().method() !== 'GET' || held++ > 0) return route.continue();
    const before = await route.fetch(); // the event as it is before the draw
    await released;
    await route.fulfill({ response: before });
    answered();
  });
  await expect.poll(() => held, { timeout: 15_000 }).toBe(1); // the poll's GET is read and held
  await page.getByTestId('draw-next').click();
  await page.locator('section[data-round="2"]').waitFor();
  release();
  await late;
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
  expect(await page.locator('section[data-round="2"]').count()).toBe(1);
  await page.unroute(url);
}

describe.skipIf(!hasChromium)('web e2e: teams Swiss and a pairs event from the event pages', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it.concurrent('8-team Swiss, 4 rounds × 7 boards: drawn from the standings, VPs equal an independent count, exports round-trip', async ({
    expect,
  }) => {
    const dir = await desktop(h);
    const page = dir.page;
    await createClubViaUi(page, h.base, {
      club: 'Trondheim BK',
      name: 'Tove Director',
      email: 'tove@example.org',
      password: 'correct-horse-9',
    });
    const eventId = await createSwissViaUi(
      page,
      h.base,
      {
        name: 'Monrad',
        boardsPerMatch: 7,
        rounds: 4,
        seed: 'e2e-swiss',
        teams: Array.from(
          { length: 8 },
          (_, i) => `Lag ${'ABCDEFGH'[i]}: ${Array.from({ length: 4 }, (_, j) => `P${i + 1}${j + 1}`).join(', ')}`,
        ),
      },
      () => shot(page, 'teams-01-new-event'),
    );
    const codes = await page
      .locator('[data-testid=event-tables] li[data-table] code')
      .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    expect(codes).toHaveLength(8);
    const terms = await Promise.all(codes.map((c) => new Terminal(h.base, c).join()));
    const phones = await Promise.all([phone(h), phone(h)]);
    for (const [i, ph] of phones.entries()) {
      await ph.page.goto(`${h.base}/#/terminal`);
      await ph.page.locator('input[name=code]').fill(codes[i]);
      await ph.page.getByTestId('join').click();
      await ph.page.getByTestId('round-header').waitFor();
    }
    expect(await phones[0].page.getByTestId('terminal-match').innerText()).toMatch(
      /Match 1, open room: Lag \w \(home\)/,
    );
    expect(await phones[1].page.getByTestId('terminal-match').innerText()).toMatch(/Match 1, closed room/);
    // The director's line-ups of match 1: each phone shows the players of its room.
    const m1 = (await (await dir.ctx.request.get(`${h.base}/api/events/${eventId}`)).json()).rounds[0].matches[0];
    const team = (n: number) => Array.from({ length: 4 }, (_, j) => `P${n}${j + 1}`);
    for (const [side, n] of [
      ['home', m1.home],
      ['away', m1.away],
    ] as const) {
      const p = team(n);
      const r = await dir.ctx.request.put(`${h.base}/api/events/${eventId}/rounds/1/matches/1/lineup`, {
        data: { side, open: [p[0], p[1]], closed: [p[2], p[3]] },
      });
      expect(r.status()).toBe(200);
    }
    for (const ph of phones) await ph.page.reload();
    await expect
      .poll(() => phones[0].page.getByTestId('terminal-players').innerText(), { timeout: 15_000 })
      .toBe(`North–South: P${m1.home}1 – P${m1.home}2 · East–West: P${m1.away}1 – P${m1.away}2`);
    await expect
      .poll(() => phones[1].page.getByTestId('terminal-players').innerText(), { timeout: 15_000 })
      .toBe(`North–South: P${m1.away}3 – P${m1.away}4 · East–West: P${m1.home}3 – P${m1.home}4`);
    await shot(phones[1].page, 'teams-02-phone-closed-room');

    const raw = seededRandom('e2e-teams');
    const rand = () => raw() / 2 ** 32;
    const result = (): Result => {
      const level = 1 + Math.floor(rand() * 5);
      return {
        level,
        strain: STRAINS[Math.floor(rand() * 5)],
        declarer: (['N', 'E', 'S', 'W'] as Seat[])[Math.floor(rand() * 4)],
        tricks: Math.max(0, Math.min(13, level + 4 + Math.floor(rand() * 5))),
      };
    };
    const own = new Map<number, number>(Array.from({ length: 8 }, (_, i) => [i + 1, 0]));
    const met = new Set<string>();
    for (let round = 1; round <= 4; round++) {
      const ev = await (await dir.ctx.request.get(`${h.base}/api/events/${eventId}`)).json();
      const matches: { match: number; home: number; away: number; open: number; closed: number }[] =
        ev.rounds[round - 1].matches;
      for (const m of matches) {
        const k = [m.home, m.away].sort().join('-');
        expect(met.has(k)).toBe(false);
        met.add(k);
      }
      const scores = new Map<string, number>();
      for (const m of matches) {
        for (const table of [m.open, m.closed]) {
          const viaPhone = round === 1 && m.match === 1 ? phones[table - 1].page : null;
          const boards = Array.from({ length: 7 }, (_, i) => (round - 1) * 7 + i + 1);
          for (const board of boards) {
            const r = result();
            if (viaPhone) await enterOnPhone(h, viaPhone, board, r);
            else {
              const t = terms[table - 1];
              await t.call('POST', '/api/terminal/results', {
                round,
                board,
                contract: `${r.level}${r.strain}`,
                declarer: r.declarer,
                lead: null,
                tricks: r.tricks,
              });
              await t.call('POST', '/api/terminal/confirm', { round, board });
            }
            scores.set(`${table}/${board}`, nsScoreOf(board, r));
          }
        }
        let h2 = 0,
          a2 = 0;
        for (let b = (round - 1) * 7 + 1; b <= round * 7; b++) {
          const i = impsOf(scores.get(`${m.open}/${b}`)! - scores.get(`${m.closed}/${b}`)!);
          h2 += Math.max(0, i);
          a2 += Math.max(0, -i);
        }
        const vp = victoryPoints(h2, a2, 7);
        own.set(m.home, own.get(m.home)! + vp.a);
        own.set(m.away, own.get(m.away)! + vp.b);
      }
      await page.reload();
      await page.getByTestId('standings').waitFor();
      await expect
        .poll(() => page.locator(`section[data-round="${round}"] h2`).innerText(), { timeout: 15_000 })
        .toContain('finished');
      const shown = await page
        .locator('[data-testid=standings] tr[data-team]')
        .evaluateAll((els) => els.map((e) => [Number(e.getAttribute('data-team')), Number(e.getAttribute('data-vp'))]));
      expect(shown).toHaveLength(8);
      for (const [team, vp] of shown) expect(vp, `round ${round}, team ${team}`).toBeCloseTo(own.get(team)!, 2);
      const vps = shown.map(([, v]) => v);
      expect([...vps].sort((a, b) => b - a)).toEqual(vps);
      if (round === 1) await shot(page, 'teams-03-console-round-1');
      if (round < 4) {
        await page.getByTestId('draw-next').click();
        await page.locator(`section[data-round="${round + 1}"]`).waitFor();
        // The leader meets the best-placed team it has not met.
        const leader = shown[0][0];
        const rival = shown.map(([t]) => t).find((t) => t !== leader && !met.has([leader, t].sort().join('-')));
        const row = page.locator(`section[data-round="${round + 1}"] tr[data-testid=match-row]`).first();
        expect(await row.innerText()).toContain(`Lag ${'ABCDEFGH'[rival! - 1]}`);
      }
    }
    await expect.poll(() => page.getByTestId('draw-next').isDisabled()).toBe(true);
    // The Butler ranking of the pairs inside the teams (the session's own ranking page).
    await page.getByTestId('butler-link').click();
    await page.getByTestId('ranking').waitFor();
    await expect.poll(() => page.locator('tr[data-pair]').count()).toBe(16);
    await shot(page, 'teams-05-butler');
    await page.goto(`${h.base}/#/director/event/${eventId}`);
    await page.locator('section[data-round="4"] tr[data-match="1"] button').click();
    await page.getByTestId('match-card').waitFor();
    // Results in the reader's symbols (`4♠ S +1 (450)`), as the travellers print them; never `4S`.
    await expect
      .poll(() => page.locator('[data-testid^=card-open-]').allInnerTexts(), { timeout: 15_000 })
      .toHaveLength(7);
    for (const text of await page.locator('[data-testid^=card-open-], [data-testid^=card-closed-]').allInnerTexts())
      expect(text).toMatch(/^[1-7](♣|♦|♥|♠|NT) [NESW] (=|[+-]\d+) \(-?[\d,]+\)$/);
    await shot(page, 'teams-04-match-card');

    // Exports from the console's links, scored again by `stikk score`.
    const dirTmp = mkdtempSync(join(tmpdir(), 'stikk-e2e-teams-'));
    try {
      for (const [ext, url] of [
        ['pbn', `/api/events/${eventId}/export.pbn`],
        ['xml', `/api/events/${eventId}/export.usebio.xml`],
      ]) {
        expect(await page.locator(`a[href="${url}"]`).count()).toBe(1);
        const res = await dir.ctx.request.get(h.base + url);
        expect(res.status()).toBe(200);
        const file = join(dirTmp, `event.${ext}`);
        writeFileSync(file, await res.text());
        const cli = await stikkScore(file);
        expect(cli.method).toBe('teams');
        for (const e of cli.ranking) expect(e.total, `${ext} team ${e.id}`).toBeCloseTo(own.get(Number(e.id))!, 2);
      }
    } finally {
      rmSync(dirTmp, { recursive: true, force: true });
    }
    for (const ph of phones) await ph.ctx.close();
    await dir.ctx.close();
  }, 600_000);

  it.concurrent('a pairs event of two sessions with carry-over: the total ranking adds the session percentages', async ({
    expect,
  }) => {
    const dir = await desktop(h);
    const page = dir.page;
    await createClubViaUi(page, h.base, {
      club: 'Aarhus BK',
      name: 'Dorte',
      email: 'dorte@example.org',
      password: 'correct-horse-9',
    });
    // Session 12: a pair picked from the club's register is sent with its member numbers (a playing director is
    // then known); later the director adds member numbers to another pair from the event's console.
    const clubId = (await (await dir.ctx.request.get(`${h.base}/api/auth/me`)).json()).clubs[0].clubId as number;
    for (const [name, memberNo] of [
      ['Kai', '7101'],
      ['Li', '7102'],
      ['Ann', '7103'],
      ['Bo', '7104'],
    ])
      expect(
        (await dir.ctx.request.post(`${h.base}/api/clubs/${clubId}/players`, { data: { name, memberNo } })).status(),
      ).toBe(200);
    await page.goto(`${h.base}/#/director/events`);
    await page.locator('input[name=pairs-event-name]').fill('Efterårsserien');
    await page
      .locator('textarea[name=pairs]')
      .fill(['Ann & Bo; 4,5', 'Cai & Di', 'Eli & Fa', 'Gro & Hå', 'Ida & Jo'].join('\n'));
    const pairsForm = page.locator('form', { has: page.getByTestId('create-pairs-event') });
    await pairsForm.locator('select[name=register-pick-1]').selectOption('7101');
    await pairsForm.locator('select[name=register-pick-2]').selectOption('7102');
    await pairsForm.getByTestId('register-picker').getByRole('button').click();
    await expect.poll(() => pairsForm.locator('textarea[name=pairs]').inputValue()).toMatch(/\nKai & Li$/);
    await page.getByTestId('create-pairs-event').click();
    await page.getByTestId('add-session').waitFor();
    const eventId = Number(/event\/(\d+)/.exec(page.url())![1]);
    const registered = async (n: number) =>
      (await (await dir.ctx.request.get(`${h.base}/api/events/${eventId}/entrants/${n}/players`)).json()).map(
        (p: { memberNo: string }) => p.memberNo,
      );
    expect(await registered(6)).toEqual(['7101', '7102']);
    expect(await registered(1)).toEqual([]);
    const later = page.getByTestId('entrant-players');
    await later.locator('select[name=register-pick-1]').selectOption('7103');
    await later.locator('select[name=register-pick-2]').selectOption('7104');
    await later.getByTestId('register-picker').getByRole('button').click();
    await expect.poll(() => later.getByTestId('entrant-players-list').innerText()).toContain('Bo (7104)');
    await expect.poll(() => later.getByTestId('entrant-players-list').innerText()).toContain('Dorte');
    expect(await registered(1)).toEqual(['7103', '7104']);
    const percents: Map<number, number>[] = [];
    for (const k of [1, 2]) {
      await page.locator('input[name=session-name]').fill(`Aften ${k}`);
      await page.locator('input[name=tables]').fill('3');
      await page.locator('input[name=boards-per-round]').fill('2');
      await page.locator('input[name=seed]').fill(`e2e-pairs-${k}`);
      await page.getByTestId('add-session').click();
      await expect.poll(() => page.locator('[data-testid=event-sessions] li').count()).toBe(k);
      const ev = await (await dir.ctx.request.get(`${h.base}/api/events/${eventId}`)).json();
      const s = await (await dir.ctx.request.get(`${h.base}/api/sessions/${ev.sessions[k - 1].id}`)).json();
      const terms: Terminal[] = await Promise.all(
        s.tables.map((t: { code: string }) => new Terminal(h.base, t.code).join()),
      );
      const lines: { board: number; ns: number; ew: number; score: number }[] = [];
      for (let round = 1; round <= s.movement.rounds; round++)
        for (const t of terms) {
          const r = await t.call<{ ns: { number: number }; ew: { number: number }; boards: { board: number }[] }>(
            'GET',
            '/api/terminal/round',
          );
          for (const b of r.boards) {
            const res: Result = {
              level: 2,
              strain: 'S',
              declarer: (b.board + round) % 2 ? 'N' : 'E',
              tricks: 6 + ((b.board * 3 + round * 5 + k) % 6),
            };
            await t.call('POST', '/api/terminal/results', {
              round,
              board: b.board,
              contract: '2S',
              declarer: res.declarer,
              lead: null,
              tricks: res.tricks,
            });
            await t.call('POST', '/api/terminal/confirm', { round, board: b.board });
            lines.push({ board: b.board, ns: r.ns.number, ew: r.ew.number, score: nsScoreOf(b.board, res) });
          }
        }
      const mp = new Map<number, { got: number; top: number }>();
      for (const b of new Set(lines.map((l) => l.board))) {
        const on = lines.filter((l) => l.board === b);
        for (const l of on) {
          let m = 0;
          for (const o of on) if (o !== l) m += l.score > o.score ? 2 : l.score === o.score ? 1 : 0;
          const top = 2 * (on.length - 1);
          for (const [pair, got] of [
            [l.ns, m],
            [l.ew, top - m],
          ] as const) {
            const a = mp.get(pair) ?? { got: 0, top: 0 };
            a.got += got;
            a.top += top;
            mp.set(pair, a);
          }
        }
      }
      percents.push(new Map([...mp].map(([p, a]) => [p, (100 * a.got) / a.top])));
    }
    await page.reload();
    await page.getByTestId('event-ranking').waitFor();
    await expect.poll(() => page.locator('[data-testid=event-ranking] tr[data-pair]').count()).toBe(6);
    const shown = await page
      .locator('[data-testid=event-ranking] tr[data-pair]')
      .evaluateAll((els) =>
        els.map((e) => [Number(e.getAttribute('data-pair')), Number(e.getAttribute('data-total'))]),
      );
    await shot(page, 'pairs-event-ranking');
    for (const [pair, total] of shown) {
      const want = percents[0].get(pair)! + percents[1].get(pair)! + (pair === 1 ? 4.5 : 0);
      expect(total, `pair ${pair}`).toBeCloseTo(want, 1);
    }
    const totals = shown.map(([, v]) => v);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    await dir.ctx.close();
  }, 300_000);
  it.concurrent("a 9-player individual (4N + 1) from the event pages: the players' ranking equals an independent count", async ({
    expect,
  }) => {
    const dir = await desktop(h);
    const page = dir.page;
    await createClubViaUi(page, h.base, {
      club: 'Tampere BK',
      name: 'Kalle',
      email: 'kalle@example.org',
      password: 'correct-horse-9',
    });
    await page.goto(`${h.base}/#/director/events`);
    const names = ['Aino', 'Eero', 'Helmi', 'Ilmari', 'Kaisa', 'Lauri', 'Mervi', 'Niilo', 'Outi'];
    await page.locator('input[name=individual-name]').fill('Yksilö');
    await page.locator('input[name=individual-boards-per-round]').fill('2');
    await page.locator('input[name=individual-seed]').fill('e2e-ind');
    await page.locator('textarea[name=players]').fill(names.join('\n'));
    await page.getByTestId('create-individual').click();
    await page.getByTestId('individual-ranking').waitFor();
    const eventId = Number(/event\/(\d+)/.exec(page.url())![1]);
    const codes = await page
      .locator('[data-testid=event-tables] li[data-table] code')
      .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    expect(codes).toHaveLength(2);
    const ev = await (await dir.ctx.request.get(`${h.base}/api/events/${eventId}`)).json();
    const s = await (await dir.ctx.request.get(`${h.base}/api/sessions/${ev.sessions[0].id}`)).json();
    const guide: { round: number; table: number; seats: number[] }[] = s.guide;
    const terms = await Promise.all(codes.map((c) => new Terminal(h.base, c).join()));
    const ph = await phone(h);
    await ph.page.goto(`${h.base}/#/terminal`);
    await ph.page.locator('input[name=code]').fill(codes[0]);
    await ph.page.getByTestId('join').click();
    await ph.page.getByTestId('round-header').waitFor();
    const scores = new Map<string, number>();
    for (let round = 1; round <= 9; round++)
      for (const [ti, t] of terms.entries()) {
        for (const board of [2 * round - 1, 2 * round]) {
          const r: Result = {
            level: 3,
            strain: 'NT',
            declarer: (round + board + ti) % 3 ? 'S' : 'E',
            tricks: 6 + ((round * 5 + board * 3 + ti * 7) % 6),
          };
          if (round === 1 && ti === 0) await enterOnPhone(h, ph.page, board, r, 'e2e-ind');
          else {
            await t.call('POST', '/api/terminal/results', {
              round,
              board,
              contract: '3NT',
              declarer: r.declarer,
              lead: null,
              tricks: r.tricks,
            });
            await t.call('POST', '/api/terminal/confirm', { round, board });
          }
          scores.set(`${round}/${ti + 1}/${board}`, nsScoreOf(board, r));
        }
      }
    const mp = new Map<number, number>();
    for (const g of guide)
      for (const board of [2 * g.round - 1, 2 * g.round]) {
        const mine = scores.get(`${g.round}/${g.table}/${board}`)!;
        const other = scores.get(`${g.round}/${3 - g.table}/${board}`)!;
        const m = mine > other ? 2 : mine === other ? 1 : 0;
        const [n, e, so, w] = g.seats;
        for (const [p, got] of [
          [n, m],
          [so, m],
          [e, 2 - m],
          [w, 2 - m],
        ])
          mp.set(p, (mp.get(p) ?? 0) + got);
      }
    await page.reload();
    await expect.poll(() => page.locator('[data-testid=individual-ranking] tr[data-player]').count()).toBe(9);
    const shown = await page
      .locator('[data-testid=individual-ranking] tr[data-player]')
      .evaluateAll((els) => els.map((e) => [Number(e.getAttribute('data-player')), Number(e.getAttribute('data-mp'))]));
    await shot(page, 'individual-ranking');
    for (const [p, got] of shown) expect(got, names[p - 1]).toBe(mp.get(p));
    const mps = shown.map(([, v]) => v);
    expect([...mps].sort((a, b) => b - a)).toEqual(mps);
    await ph.ctx.close();
    await dir.ctx.close();
  }, 300_000);
  it.concurrent('a 5-team Swiss from the forms: members from the register, a line-up, the tie-break order; bye VPs round-trip', async ({
    expect,
  }) => {
    const dir = await desktop(h);
    const page = dir.page;
    await createClubViaUi(page, h.base, {
      club: 'Göteborg BK',
      name: 'Stina',
      email: 'stina@example.org',
      password: 'correct-horse-9',
    });
    const me = await (await dir.ctx.request.get(`${h.base}/api/auth/me`)).json();
    const clubId: number = me.clubs[0].clubId;
    const people = ['Anna', 'Bo', 'Cia', 'Dan', 'Eva', 'Finn', 'Gun', 'Hugo'];
    for (const name of people)
      expect((await dir.ctx.request.post(`${h.base}/api/clubs/${clubId}/players`, { data: { name } })).status()).toBe(
        200,
      );
    const eventId = await createSwissViaUi(page, h.base, {
      name: 'Höstmonrad',
      boardsPerMatch: 2,
      rounds: 2,
      seed: 'e2e-forms',
      teams: ['Lag A', 'Lag B', 'Lag C', 'Lag D', 'Lag E'],
    });

    // Members of teams 1 and 2, ticked from the register; team 1's players cannot be ticked for team 2.
    const form = page.getByTestId('team-members');
    for (const name of people.slice(0, 4)) await form.locator(`input[name=member][value="${name}"]`).check();
    await page.getByTestId('save-members').click();
    await expect.poll(() => form.innerText()).toContain('Lag A: 4 players saved.');
    await form.locator('select[name=members-team]').selectOption('2');
    // The page re-renders after the choice: wait for it rather than read the box at once.
    await expect.poll(() => form.locator('input[name=member][value="Anna"]').isDisabled()).toBe(true);
    for (const name of people.slice(4)) await form.locator(`input[name=member][value="${name}"]`).check();
    await page.getByTestId('save-members').click();
    await expect.poll(() => form.innerText()).toContain('Lag B: 4 players saved.');
    await shot(page, 'teams-forms-01-members');
    const ev = await (await dir.ctx.request.get(`${h.base}/api/events/${eventId}`)).json();
    expect(ev.entrants.map((e: { members: string[] }) => e.members)).toEqual([
      people.slice(0, 4),
      people.slice(4),
      [],
      [],
      [],
    ]);

    // Team 1's line-up in its round-1 match: who sits in which room.
    const m1 = ev.rounds[0].matches.find((m: { home: number; away: number | null }) => m.home === 1 || m.away === 1);
    const side = m1.home === 1 ? 'home' : 'away';
    await page.locator(`section[data-round="1"] tr[data-match="${m1.match}"] button`).click();
    const lf = page.getByTestId(`lineup-form-${side}`);
    await lf.waitFor();
    for (const [sel, who] of [
      ['lineup-open-0', 'Dan'],
      ['lineup-open-1', 'Cia'],
      ['lineup-closed-0', 'Bo'],
      ['lineup-closed-1', 'Anna'],
    ])
      await lf.locator(`select[name=${sel}]`).selectOption(who);
    await page.getByTestId(`save-lineup-${side}`).click();
    await expect.poll(() => page.getByTestId(`lineup-${side}`).innerText()).toContain('Dan – Cia');
    await shot(page, 'teams-forms-02-lineup');
    const card = await (
      await dir.ctx.request.get(`${h.base}/api/events/${eventId}/rounds/1/matches/${m1.match}`)
    ).json();
    expect(card.lineup[side]).toEqual({ open: ['Dan', 'Cia'], closed: ['Bo', 'Anna'] });

    // Two rounds through the terminals; the bye gets 12 VP (the form's default).
    const codes = await page
      .locator('[data-testid=event-tables] li[data-table] code')
      .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    expect(codes).toHaveLength(4);
    const terms = await Promise.all(codes.map((c) => new Terminal(h.base, c).join()));
    const own = new Map<number, number>(Array.from({ length: 5 }, (_, i) => [i + 1, 0]));
    for (let round = 1; round <= 2; round++) {
      const now = await (await dir.ctx.request.get(`${h.base}/api/events/${eventId}`)).json();
      for (const m of now.rounds[round - 1].matches as {
        home: number;
        away: number | null;
        open: number;
        closed: number;
      }[]) {
        if (m.away === null) {
          own.set(m.home, own.get(m.home)! + 12);
          continue;
        }
        const score = new Map<string, number>();
        for (const table of [m.open, m.closed])
          for (const board of [2 * round - 1, 2 * round]) {
            const r: Result = { level: 3, strain: 'NT', declarer: 'S', tricks: 6 + ((table * 5 + board * 3) % 7) };
            const t = terms[table - 1];
            await t.call('POST', '/api/terminal/results', {
              round,
              board,
              contract: '3NT',
              declarer: 'S',
              lead: null,
              tricks: r.tricks,
            });
            await t.call('POST', '/api/terminal/confirm', { round, board });
            score.set(`${table}/${board}`, nsScoreOf(board, r));
          }
        let ih = 0,
          ia = 0;
        for (const board of [2 * round - 1, 2 * round]) {
          const i = impsOf(score.get(`${m.open}/${board}`)! - score.get(`${m.closed}/${board}`)!);
          ih += Math.max(0, i);
          ia += Math.max(0, -i);
        }
        const vp = victoryPoints(ih, ia, 2);
        own.set(m.home, own.get(m.home)! + vp.a);
        own.set(m.away, own.get(m.away)! + vp.b);
      }
      await page.reload();
      await expect
        .poll(() => page.locator(`section[data-round="${round}"] h2`).innerText(), { timeout: 15_000 })
        .toContain('finished');
      if (round === 1) await drawPastAnOlderPoll(expect, page, eventId);
    }

    // The tie-break order from the form: IMPs won moved to the top, before the IMP quotient.
    const tbf = page.getByTestId('tie-break-form');
    await tbf.locator('input[name=tie-break-use][value=imps-won]').check();
    for (let i = 0; i < 3; i++) await page.getByTestId('tie-break-up-imps-won').click();
    expect(
      await tbf.locator('li[data-tie-break]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tie-break'))),
    ).toEqual(['imps-won', 'imp-quotient', 'head-to-head', 'imp-difference', 'seeding']);
    await page.getByTestId('save-tie-breaks').click();
    await expect
      .poll(
        async () => (await (await dir.ctx.request.get(`${h.base}/api/events/${eventId}/standings`)).json()).tieBreaks,
      )
      .toEqual(['imps-won', 'imp-quotient']);
    await expect
      .poll(() => page.locator('section.panel', { has: page.getByTestId('standings') }).innerText())
      .toContain('IMPs won, IMP quotient');
    await shot(page, 'teams-forms-03-tie-breaks');

    const shown = await page
      .locator('[data-testid=standings] tr[data-team]')
      .evaluateAll((els) => els.map((e) => [Number(e.getAttribute('data-team')), Number(e.getAttribute('data-vp'))]));
    expect(shown).toHaveLength(5);
    for (const [team, vp] of shown) expect(vp, `team ${team}`).toBeCloseTo(own.get(team)!, 2);

    // The exports carry the byes: `stikk score` gives every team's VPs back.
    const dirTmp = mkdtempSync(join(tmpdir(), 'stikk-e2e-forms-'));
    try {
      for (const ext of ['pbn', 'usebio.xml']) {
        const res = await dir.ctx.request.get(`${h.base}/api/events/${eventId}/export.${ext}`);
        expect(res.status()).toBe(200);
        const file = join(dirTmp, `event.${ext}`);
        writeFileSync(file, await res.text());
        const cli = await stikkScore(file);
        expect(cli.ranking).toHaveLength(5);
        for (const e of cli.ranking) expect(e.total, `${ext} team ${e.id}`).toBeCloseTo(own.get(Number(e.id))!, 2);
      }
    } finally {
      rmSync(dirTmp, { recursive: true, force: true });
    }
    await dir.ctx.close();
  }, 300_000);
});
