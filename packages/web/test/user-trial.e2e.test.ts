/**
 * E2E: what a user trial of the README found, walked as the users do it. A Norwegian director
 * reads the member register in Norwegian alphabetical order (Æ Ø Å last); a Swedish table
 * terminal reloaded between the entry and East–West's confirmation still lets East–West confirm;
 * the director's correction starts from the table's result (change the tricks, save) and the
 * result's history reads as results and the note, not JSON; a BBO player makes a player account in
 * the online lobby (no club); an online player who asks for boards
 * `1-3` gets a three-board table, and a list that cannot be read is refused with a message. Session 8: a table
 * phone's "change table" asks first; the running score withheld before publication is a note, not an error; a
 * ranking with nothing compared yet shows no percentage; rankings fit a 360-px phone; guide cards name the field.
 */
import { printCard } from '@stikk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClubViaUi,
  createSession,
  desktop,
  fillSessionSetUp,
  hasChromium,
  joinTerminal,
  tapResult,
  phone,
  shot,
  startHarness,
  tableCodes,
  type Harness,
} from './support/e2e.js';

const SEED = 'user-trial-28';

type Page = Awaited<ReturnType<typeof desktop>>['page'];

/** A BBO player's account made in the Swedish lobby (no club asked for), waited for until the page names it. */
async function lobbyAccount(page: Page, name: string, email: string): Promise<void> {
  await page.getByTestId('player-account-mode').click();
  await page.locator('input[name=player-name]').fill(name);
  await page.locator('input[name=player-email]').fill(email);
  await page.locator('input[name=player-password]').fill('hemligt-losen-1');
  await page.getByTestId('player-account-submit').click();
  await expect
    .poll(() =>
      page
        .getByTestId('player-account')
        .innerText({ timeout: 1000 })
        .catch(() => ''),
    )
    .toBe(`Inloggad som ${name}.`);
}

describe.skipIf(!hasChromium)('web e2e: user trial fixes', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('club evening: register order, confirmation after a reload, correction from the table result, history', async () => {
    const dir = await desktop(h, 'nb');
    const page = dir.page;
    page.setDefaultTimeout(20_000);
    await createClubViaUi(page, h.base, {
      club: 'Tromsø BK',
      name: 'Kari Leder',
      email: 'kari-trial@example.org',
      password: 'hemmelig-passord-1',
    });
    const csv =
      'Navn;Medlemsnummer;Klubb\nÅse Berg;30001;Tromsø BK\nØyvind Ås;30002;Tromsø BK\nOla Hansen;30003;Tromsø BK\n';
    await page.getByTestId('register-import').setInputFiles({
      name: 'medlemmer.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const names = () => page.locator('[data-testid="register-table"] tbody td:first-child').allInnerTexts();
    // Norwegian order: O … Ø … Å (code-point order put Å before Ø).
    await expect.poll(names).toEqual(['Ola Hansen', 'Øyvind Ås', 'Åse Berg']);

    await fillSessionSetUp(page, { tables: 3, movement: 'mitchell', boardsPerRound: 2, seed: SEED });
    const sid = await createSession(page);
    const [code] = await tableCodes(page, 1);

    // Table 1 enters its round-1 board in Swedish; the phone is reloaded before East–West confirm.
    const tablePhone = await phone(h, 'sv');
    const p = tablePhone.page;
    p.setDefaultTimeout(20_000);
    // A code with a letter no table code has (session 16: the server's English hint showed on a Nordic page).
    await p.goto(`${h.base}/#/terminal`);
    await p.locator('input[name=code]').fill('FEILKODE12');
    await p.getByTestId('join').click();
    await expect
      .poll(() =>
        p
          .locator('.msg.error')
          .innerText({ timeout: 1000 })
          .catch(() => ''),
      )
      .toMatch(/^Det är ingen bordskod: den har 10 bokstäver/);
    await joinTerminal(p, h.base, code!);
    const row = p.locator('li[data-board]').first();
    await row.waitFor();
    // Pairs without names: the numbers are said once ("NS: par 1 · ÖV: par 4"), not again as "Par 1 — Par 4".
    await expect.poll(() => p.getByText(/^NS: par \d+ · ÖV: par \d+$/).count()).toBe(1);
    expect(await p.getByText(/^Par \d+ — Par \d+$/).count()).toBe(0);
    const board = Number(await row.getAttribute('data-board'));
    await p.getByTestId(`enter-${board}`).click();
    const lead = printCard(h.server.ctx.dealSeeded(SEED, board).E![0]!);
    await tapResult(p, { level: 3, strain: 'NT', declarer: 'N', lead, tricks: 9 });
    await p.getByTestId('save-result').click();
    await p.getByTestId('confirm').waitFor();
    await p.reload();
    // After the reload the board waits for East–West, who can confirm it here (not only re-enter it).
    await expect
      .poll(() =>
        p
          .getByTestId(`awaiting-${board}`)
          .innerText()
          .catch(() => ''),
      )
      .toBe('Väntar på att öst–väst bekräftar');
    await shot(p, 'trial-terminal-awaiting-sv');
    await p.getByTestId(`confirm-${board}`).click();
    await p.getByTestId('confirm-result').click();
    await p.getByTestId('confirm').waitFor({ state: 'detached' });
    await p.reload();
    await expect
      .poll(() =>
        p
          .locator(`li[data-board="${board}"]`)
          .getAttribute('data-status')
          .catch(() => ''),
      )
      .toBe('confirmed');

    // The director corrects the tricks: the form starts from 3NT N = with the lead, so one click and save.
    await page.goto(`${h.base}/#/director/session/${sid}`);
    await page.getByTestId('traveller-board').selectOption(String(board));
    const line = page
      .locator(`tr[data-ns]`)
      .filter({ has: page.getByTestId('correct') })
      .first();
    await expect.poll(() => line.innerText({ timeout: 1000 }).catch(() => '')).toContain('3NT N =');
    await line.getByTestId('correct').click();
    const form = page.getByTestId('correct-form');
    await expect
      .poll(() => form.locator('[data-strain="NT"]').getAttribute('aria-pressed', { timeout: 1000 }))
      .toBe('true');
    expect(await form.locator('[data-tricks="9"]').getAttribute('aria-pressed', { timeout: 1000 })).toBe('true');
    await form.locator('[data-tricks="10"]').click();
    await form.locator('input[name=note]').fill('Feil stikkantall');
    await page.getByTestId('save-correction').click();
    await expect.poll(() => line.innerText({ timeout: 1000 }).catch(() => '')).toContain('3NT N +1');
    await line.getByTestId('history').click();
    const history = page.getByTestId('history-list');
    const leadNb = `${lead[0] === 'S' ? '♠' : lead[0] === 'H' ? '♥' : lead[0] === 'D' ? '♦' : '♣'}`;
    await expect.poll(() => history.innerText({ timeout: 1000 }).catch(() => '')).toContain('turneringsleder: 3NT N =');
    const text = await history.innerText();
    expect(text).toContain('3NT N +1');
    expect(text).toContain(leadNb);
    expect(text).toContain('“Feil stikkantall”');
    expect(text).not.toContain('{');
    await shot(page, 'trial-history-nb');
    // Score cards of pairs without names say the number once ("Scorekort for par 1 — Par 1" said it twice).
    await page.goto(`${h.base}/#/print/scorecards/${sid}`);
    await expect
      .poll(() =>
        page
          .locator('article.score-card[data-pair="1"] h2')
          .innerText({ timeout: 1000 })
          .catch(() => ''),
      )
      .toBe('Scorekort for par 1');
    await tablePhone.ctx.close();
    await dir.ctx.close();
  }, 120_000);

  it('online lobby: a player account made there; boards 1-3 make a three-board table; a bad list is refused', async () => {
    // A BBO player, not a club director: the account is made in the lobby (no club asked for).
    const host = await desktop(h, 'sv');
    const page = host.page;
    page.setDefaultTimeout(20_000);
    await page.goto(`${h.base}/#/online`);
    await lobbyAccount(page, 'Eva Spelare', 'eva-trial@example.org');
    await page.goto(`${h.base}/#/online`);
    await page.locator('input[name=boards]').fill('1-x');
    await page.getByTestId('create-online').click();
    await expect.poll(() => page.locator('.msg').allInnerTexts()).toContainEqual(expect.stringContaining('1-8'));
    expect(await page.getByTestId('seat-links').count()).toBe(0);
    await page.locator('input[name=boards]').fill('1-3');
    expect(await page.getByTestId('create-online').innerText()).toBe('Skapa bordet');
    await page.getByTestId('create-online').click();
    await page.getByTestId('seat-links').waitFor();
    const tableId = Number(/online\/(\d+)/.exec((await page.locator('a[data-seat="N"]').getAttribute('href'))!)![1]);
    // Board 3 is one of the table's boards (with `1-3` read as nothing, the table had board 1 only).
    const log3 = await page.request.get(`${h.base}/api/online/tables/${tableId}/boards/3/log`);
    expect(log3.status(), await log3.text()).toBe(200);
    expect((await page.request.get(`${h.base}/api/online/tables/${tableId}/boards/4/log`)).status()).toBe(404);
    await shot(page, 'trial-online-created-sv');
    await host.ctx.close();
  });

  it('a Windows-1252 member list keeps its Ø and Å; phones: "Byt bord" asks first; the running score not yet shown is said, not an error; rankings fit 360 px', async () => {
    const dir = await desktop(h, 'nb');
    const page = dir.page;
    page.setDefaultTimeout(20_000);
    await createClubViaUi(page, h.base, {
      club: 'Bergen BK',
      name: 'Per Leder',
      email: 'per-trial29@example.org',
      password: 'hemmelig-passord-2',
    });
    // The member list as Excel on a Norwegian Windows saves "CSV (semikolondelt)": Windows-1252, not UTF-8.
    const csv = 'Navn;Medlemsnummer;Klubb\r\nBjørg Ødegården;40001;Ålesund BK\r\n';
    await page.getByTestId('register-import').setInputFiles({
      name: 'medlemmer.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'latin1'),
    });
    await expect
      .poll(() =>
        page
          .locator('[data-testid="register-table"] tbody tr')
          .first()
          .innerText()
          .catch(() => ''),
      )
      // (the register's last column, the linked account, follows)
      .toMatch(/^Bjørg Ødegården\t40001\tÅlesund BK(\t|$)/);
    const seed = 'user-trial-29';
    await fillSessionSetUp(page, { tables: 3, movement: 'mitchell', boardsPerRound: 2, seed });
    const sid = await createSession(page);
    const [code] = await tableCodes(page, 1);

    const tablePhone = await phone(h, 'sv');
    const p = tablePhone.page;
    p.setDefaultTimeout(20_000);
    await joinTerminal(p, h.base, code!);
    // The button that leaves the table says so, and asks before the phone loses its place.
    await expect
      .poll(() =>
        p
          .getByTestId('change-table')
          .innerText({ timeout: 1000 })
          .catch(() => ''),
      )
      .toBe('Byt bord');
    await p.getByTestId('change-table').click();
    await expect
      .poll(() =>
        p
          .getByTestId('change-table-confirm')
          .innerText({ timeout: 1000 })
          .catch(() => ''),
      )
      .toContain('Lämna bord 1?');
    await p.getByTestId('change-table-no').click();
    await p.getByTestId('change-table').waitFor();
    // The players' fields say who types where.
    await p.getByTestId('players-open').click();
    await expect
      .poll(() =>
        p
          .locator('input[name=NS-1]')
          .getAttribute('placeholder')
          .catch(() => ''),
      )
      .toBe('Nord');
    expect(await p.locator('input[name=EW-2]').getAttribute('placeholder')).toBe('Väst');
    await p.getByTestId('players-form').getByRole('button', { name: 'Avbryt' }).click();
    const row = p.locator('li[data-board]').first();
    await row.waitFor();
    const board = Number(await row.getAttribute('data-board'));
    await p.getByTestId(`enter-${board}`).click();
    await tapResult(p, {
      level: 2,
      strain: 'S',
      declarer: 'S',
      lead: printCard(h.server.ctx.dealSeeded(seed, board).W![0]!),
      tricks: 8,
    });
    await p.getByTestId('save-result').click();
    await p.getByTestId('confirm-result').click();
    // Before publication: a note under "Löpande resultat", no error on the traveller.
    await expect
      .poll(() =>
        p
          .getByTestId('ranking-withheld')
          .innerText({ timeout: 1000 })
          .catch(() => ''),
      )
      .toBe('Löpande resultat visas när tävlingsledaren publicerar resultaten eller slår på det.');
    expect(await p.getByTestId('after-board').locator('.msg.error').count()).toBe(0);
    await shot(p, 'trial29-after-board-sv');

    // Published after round 1's first board: each board played once, so no percentage yet ("–", not 0 %).
    await page.goto(`${h.base}/#/director/session/${sid}`);
    await page.getByTestId('publish-provisional').click();
    // Boards still to play: the console lists them; the director publishes anyway.
    await page.getByTestId('publish-anyway').click();
    await page.getByTestId('published-state').waitFor();
    const reader = await phone(h, 'sv');
    const r = reader.page;
    r.setDefaultTimeout(20_000);
    await r.goto(`${h.base}/#/results/${sid}`);
    const cells = () =>
      r
        .locator('table.ranking tbody tr')
        .first()
        .locator('td')
        .allInnerTexts()
        .catch(() => [] as string[]);
    await expect.poll(async () => (await cells()).at(-1)).toBe('–');
    // 360 px: short headings, every ranking without a sideways scroll.
    expect(await r.locator('table.ranking thead th').first().innerText()).toBe('Plac.');
    const fits = () =>
      r.evaluate(() =>
        [...document.querySelectorAll('table.ranking')].map((t) => {
          const box = t.parentElement!;
          return box.scrollWidth <= box.clientWidth;
        }),
      );
    expect(await fits()).toEqual([true, true]);
    await shot(r, 'trial29-results-360-sv');
    // Guide cards say which list a Mitchell pair is ranked in (not "Resultatlista …", the ranking's title).
    await r.goto(`${h.base}/#/print/guides/${sid}`);
    await expect
      .poll(() =>
        r
          .locator('article[data-pair="1"]')
          .innerText({ timeout: 1000 })
          .catch(() => ''),
      )
      .toContain('Placeras bland nord–syd-paren');
    // The events page ("Turneringer", as the evening's sessions are called too) says where the evening's session is.
    await page.goto(`${h.base}/#/director/events`);
    await expect
      .poll(() =>
        page
          .getByTestId('sessions-elsewhere')
          .innerText({ timeout: 1000 })
          .catch(() => ''),
      )
      .toContain('En enkelt kvelds parturnering startes på turneringslederens side');
    // Playing the session online: the director picks it by name, not by the number in the console's address.
    await page.goto(`${h.base}/#/online/director`);
    await expect
      .poll(() =>
        page
          .getByTestId('session-pick')
          .locator(`option[value="${sid}"]`)
          .count()
          .catch(() => 0),
      )
      .toBe(1);
    await page.getByTestId('session-pick').selectOption(String(sid));
    expect(await page.getByTestId('session-number').inputValue()).toBe(String(sid));
    await reader.ctx.close();
    await tablePhone.ctx.close();
    await dir.ctx.close();
  }, 120_000);

  it('a Danish director: a 3-table Howell with 2 boards a round is said to be a barometer; too many Monrad rounds for four teams is said in Danish; teams standings in Danish numbers, on a phone; an individual not yet played shows no place or 0 %', async () => {
    const dir = await desktop(h, 'da');
    const page = dir.page;
    page.setDefaultTimeout(20_000);
    await createClubViaUi(page, h.base, {
      club: 'Ærø Bridgeklub',
      name: 'Søren Ærenlund',
      email: 'soren-trial30@example.org',
      password: 'hemmeligt-kodeord-1',
    });
    // A 3-table Howell with 2 boards a round cannot be played as a Howell (all three tables share a set in one
    // round): the form says so before the session is made (the server silently made it a barometer).
    await page.locator('input[name=tables]').fill('3');
    await page.locator('input[name=movement][value=howell]').check();
    await page.locator('input[name=boards-per-round]').fill('2');
    const note = () =>
      page
        .getByTestId('copies-note')
        .innerText({ timeout: 1000 })
        .catch(() => '');
    await expect.poll(note).toContain('kræver mindst 3 spil pr. runde');
    expect(await note()).toContain('du laver 3 kopier af hvert spil');
    await page.locator('input[name=boards-per-round]').fill('3');
    await expect.poll(() => page.getByTestId('copies-note').count()).toBe(0);
    await page.goto(`${h.base}/#/director/events`);
    // Four teams with the form's Monrad defaults (4 rounds): at most 3 rounds without a repeat.
    await page.locator('input[name=event-name]').fill('Holdturnering');
    await page.locator('textarea[name=teams]').fill('Ærø BK\nØster Ulslev\nÅrhus Syd\nSkærbæk');
    await page.getByTestId('create-teams-event').click();
    const alert = () =>
      page
        .locator('form[aria-labelledby=new-teams-event] [role=alert]')
        .innerText({ timeout: 1000 })
        .catch(() => '');
    await expect.poll(alert).toContain('For mange runder til så mange hold');
    expect(await alert()).not.toContain('Swiss rounds');
    // Three rounds: the event starts; its standings are in Danish numbers, no ∞ quotient before any IMP.
    await page.locator('input[name=rounds]').fill('3');
    await page.getByTestId('create-teams-event').click();
    const first = () =>
      page
        .locator('[data-testid=standings] tr[data-team="1"] td')
        .allInnerTexts()
        .catch(() => [] as string[]);
    await expect.poll(first).toEqual(['1–4', 'Ærø BK', '0,00', '0', '0', '0', '–', '']);
    // On a phone the round's matches and the standings scroll inside their panels, not the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await shot(page, 'trial30-teams-390-da');
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto(`${h.base}/#/director/events`);
    // An individual evening before any board is played: no place 0, no "0.00".
    await page.locator('input[name=individual-name]').fill('Individuel aften');
    await page
      .locator('textarea[name=players]')
      .fill(
        [
          'Åse Bjørnstad',
          'Øystein Ærø',
          'Änne Sörensen',
          'Ola Nordmann',
          'Kari Ås',
          'Per Æbelø',
          'Liv Øye',
          'Jon Åkre',
        ].join('\n'),
      );
    await page.getByTestId('create-individual').click();
    const row = () =>
      page
        .locator('[data-testid=individual-ranking] tr[data-player]')
        .first()
        .innerText({ timeout: 1000 })
        .catch(() => '');
    await expect.poll(row).toMatch(/^–\tÅse Bjørnstad\t0 \/ 0\t–$/);
    await shot(page, 'trial30-individual-da');
    await dir.ctx.close();
  }, 60_000);

  it('a BBO player in Swedish takes back a slip of the hand with Undo (Law 25A) before anyone else calls', async () => {
    const host = await desktop(h, 'sv');
    const page = host.page;
    page.setDefaultTimeout(20_000);
    await page.goto(`${h.base}/#/online`);
    await lobbyAccount(page, 'Björn Ångström', 'bjorn-trial30@example.org');
    await page.goto(`${h.base}/#/online`);
    await page.locator('input[name=boards]').fill('1');
    await page.getByTestId('create-online').click();
    await page.getByTestId('seat-links').waitFor();
    const seats = {} as Record<'N' | 'E', Awaited<ReturnType<typeof phone>>>;
    for (const s of ['N', 'E'] as const) {
      const href = (await page.locator(`a[data-seat="${s}"]`).getAttribute('href'))!;
      seats[s] = await phone(h, 'sv');
      await seats[s].page.goto(`${h.base}/${href}`);
      await seats[s].page.getByTestId('online-table').waitFor();
    }
    const n = seats.N.page,
      e = seats.E.page;
    const calls = (p: typeof n) =>
      p
        .locator('.auction [data-call]')
        .evaluateAll((xs) => xs.map((x) => x.getAttribute('data-call')))
        .catch(() => [] as (string | null)[]);
    // Board 1, dealer North: 1♣ by a slip; North takes it back at once and bids 1♦.
    await n.locator('.bidding-box button[data-call="1C"]').click();
    await expect.poll(() => calls(e)).toEqual(['1C']);
    expect(await e.getByTestId('undo-call').count()).toBe(0);
    await expect
      .poll(() =>
        n
          .getByTestId('undo-call')
          .innerText()
          .catch(() => ''),
      )
      .toBe('Ångra budet (felgrepp, Lag 25A)');
    await shot(n, 'trial30-undo-sv');
    await n.getByTestId('undo-call').click();
    await expect.poll(() => calls(e)).toEqual([]);
    await n.locator('.bidding-box button[data-call="1D"]').click();
    await expect.poll(() => calls(e)).toEqual(['1D']);
    // Once East has called, North's call can no longer be taken back: no button.
    await e.locator('.bidding-box button[data-call="P"]').click();
    await expect.poll(() => calls(n)).toEqual(['1D', 'P']);
    expect(await n.getByTestId('undo-call').count()).toBe(0);
    await expect.poll(() => e.getByTestId('undo-call').count()).toBe(1);
    for (const x of [seats.N, seats.E, host]) await x.ctx.close();
  }, 60_000);
});
