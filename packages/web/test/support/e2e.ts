/**
 * End-to-end fixtures: the real server on an ephemeral loopback port (SQLite in a temp folder)
 * serving a fresh build of the web app, and Debian's headless Chromium via playwright-core.
 * Screenshots of each step go to test-output/screenshots/ (gitignored) when STIKK_SCREENSHOTS=1; nothing compares
 * them, so a plain run (CI) takes none (a full-page PNG cost ~0.2–0.5 s of CPU each, some files take dozens).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type APIResponse, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer, type StikkServer } from '@stikk/server';
import { lho, printCard, type Seat } from '@stikk/core';
import { expect, inject } from 'vitest';
import type {} from './web-build-dir.js'; // the `webBuildDir` it provides

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`web e2e: skipped — ${CHROMIUM} is missing (apt-get install chromium)`);

const webDir = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const repo = resolve(webDir, '../..');
export const SHOTS = join(repo, 'test-output', 'screenshots');
/** Whether {@link shot} writes its PNG: only on request (`STIKK_SCREENSHOTS=1`), for a person to look at. */
export const WRITE_SHOTS = process.env.STIKK_SCREENSHOTS === '1';

let built: Promise<string> | null = null;
/**
 * The web app built once per `vitest run` (vite), so a test never serves a stale app: into the run's
 * `webBuildDir` (globalSetup web-build-dir.ts) by the first test file that asks, which the other files
 * (other processes) wait for; into a temp folder of this process when run without that globalSetup. Served
 * read-only; nobody writes the served packages/web/dist.
 */
export function buildWeb(): Promise<string> {
  built ??= (async () => {
    const shared = inject('webBuildDir');
    if (!shared) {
      const outDir = mkdtempSync(join(tmpdir(), 'stikk-web-dist-'));
      await viteBuild(outDir);
      return outDir;
    }
    const outDir = join(shared, 'dist');
    const done = join(shared, 'done'),
      failed = join(shared, 'failed');
    try {
      mkdirSync(join(shared, 'building')); // atomic: exactly one file builds
    } catch {
      for (const t0 = Date.now(); !existsSync(done); await new Promise((r) => setTimeout(r, 100))) {
        if (existsSync(failed)) throw new Error(`the web build failed in another test file: ${readFileSync(failed)}`);
        if (Date.now() - t0 > 300_000) throw new Error(`no web build in ${outDir} after 5 minutes`);
      }
      return outDir;
    }
    try {
      await viteBuild(outDir);
    } catch (e) {
      writeFileSync(failed, String(e));
      throw e;
    }
    writeFileSync(done, '');
    return outDir;
  })();
  return built;
}

async function viteBuild(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: join(webDir, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
}

export interface Harness {
  server: StikkServer;
  browser: Browser;
  base: string;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const dist = await buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'stikk-web-e2e-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    webDir: dist,
    // Every browser comes from 127.0.0.1: the per-address creation caps lifted.
    onlineTablesPerHourPerAddress: 100_000,
    clubsPerHourPerAddress: 100_000,
    // Cheap scrypt for the many accounts the browsers register (tests only; production cost in security.test.ts).
    fastPasswordHashForTests: true,
    // A seed deals the same boards in every run (the tests read them as the server deals them: ctx.dealSeeded).
    dealSecret: 'stikk-web-e2e-deal-secret/0123456789abcdef',
  });
  const userDataDir = mkdtempSync(join(tmpdir(), 'stikk-chromium-'));
  // launch() uses its own fresh profile; the flags below are the ones CI needs on Debian.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      `--user-data-dir=${userDataDir}`,
    ].filter((a) => !a.startsWith('--user-data-dir')),
  });
  if (WRITE_SHOTS) mkdirSync(SHOTS, { recursive: true });
  return {
    server,
    browser,
    base: server.url!,
    async close() {
      await browser.close().catch(() => undefined);
      await server.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(userDataDir, { recursive: true, force: true });
      if (!inject('webBuildDir')) {
        rmSync(dist, { recursive: true, force: true });
        built = null;
      }
    },
  };
}

/**
 * Waits until the online table on `page` shows version `v` or a later one, checked in the page at each frame
 * rather than by a round trip to the page per try and vitest's 50 ms between tries. It only waits: the caller
 * asserts the version (at the timeout it returns, and that assertion fails).
 */
export async function untilTableVersion(page: Page, v: number, timeout = 15_000): Promise<void> {
  await page
    .waitForFunction(
      (min) => Number(document.querySelector('[data-testid="online-table"]')?.getAttribute('data-version')) >= min,
      v,
      { timeout, polling: 'raf' },
    )
    .catch(() => undefined);
}

/** A phone-sized context (360 × 740) with the language preset in localStorage. */
export async function phone(h: Harness, lang = 'en'): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await h.browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1, locale: lang });
  await ctx.addInitScript((l) => {
    if (!localStorage.getItem('stikk.lang')) localStorage.setItem('stikk.lang', l);
  }, lang);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  return { ctx, page };
}

export async function desktop(h: Harness, lang = 'en'): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await h.browser.newContext({ viewport: { width: 1100, height: 900 }, locale: lang });
  await ctx.addInitScript((l) => {
    if (!localStorage.getItem('stikk.lang')) localStorage.setItem('stikk.lang', l);
  }, lang);
  const page = await ctx.newPage();
  return { ctx, page };
}

/** A full-page screenshot `${name}.png` in {@link SHOTS} when {@link WRITE_SHOTS}; otherwise nothing. */
export interface HandFit {
  readonly pos: string;
  readonly card: number;
  readonly spare: number;
  /** The most lines a suit of at most seven cards takes (a longer suit may wrap; the deal is random). */
  readonly lines: number;
}

/**
 * Each faced hand of the compass: its cards' width, the room left beside seven of them in a suit row, and the most
 * lines a suit of at most seven cards takes. Online tables are dealt at random, so a hand may hold an 8-card suit,
 * which is allowed to wrap.
 */
export function measureHands(page: Page): Promise<HandFit[]> {
  return page.locator('.compass .seat-box:has(.suit-row)').evaluateAll((boxes) =>
    boxes.map((b) => {
      const rows = [...b.querySelectorAll('.suit-row')];
      const card = b.querySelector('.suit-row .card')!;
      const label = rows[0].querySelector('.suit-label')!;
      const cs = getComputedStyle(card);
      const gap = Number.parseFloat(getComputedStyle(rows[0]).columnGap) || 0;
      const width = card.getBoundingClientRect().width;
      const outer = width + Number.parseFloat(cs.marginRight) + gap;
      const lines = rows
        .map((r) => [...r.querySelectorAll('.card')])
        .filter((cards) => cards.length <= 7)
        .map((cards) => new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top))).size);
      return {
        pos: b.getAttribute('data-pos') ?? '',
        card: Math.round(width),
        spare: Math.floor(rows[0].clientWidth - label.getBoundingClientRect().width - gap - 7 * outer),
        lines: Math.max(0, ...lines),
      };
    }),
  );
}

export async function shot(page: Page, name: string): Promise<void> {
  if (!WRITE_SHOTS) return;
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/**
 * Full-page screenshots `${name}-360` and `${name}-1280` (phone and desktop widths). Afterwards the page has the
 * viewport it had before (`restore`), or the desktop one, 1280 × 900 (`desktop`).
 */
export async function shotsAtTwoWidths(
  page: Page,
  name: string,
  after: 'restore' | 'desktop' = 'restore',
): Promise<void> {
  if (!WRITE_SHOTS) {
    if (after === 'desktop') await page.setViewportSize({ width: 1280, height: 900 });
    return;
  }
  const old = page.viewportSize();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await shot(page, `${name}-${width}`);
  }
  if (after === 'desktop') await page.setViewportSize({ width: 1280, height: 900 });
  else if (old) await page.setViewportSize(old);
}

/** Registers a director and a club through the UI and returns with the director console open. */
export async function createClubViaUi(
  page: Page,
  base: string,
  who: { club: string; name: string; email: string; password: string },
  shotPrefix?: string,
): Promise<void> {
  await page.goto(base + '/');
  if (shotPrefix) await shot(page, `${shotPrefix}-01-home`);
  await page.getByTestId('start-director').click();
  await page.locator('input[name=club]').fill(who.club);
  await page.locator('input[name=name]').fill(who.name);
  await page.locator('input[name=email]').fill(who.email);
  await page.locator('input[name=password]').fill(who.password);
  if (shotPrefix) await shot(page, `${shotPrefix}-02-create-club`);
  await page.getByTestId('account-submit').click();
  await page.getByTestId('create-session').waitFor();
}

/** An online table's host: a new club and director, and how the table is made. */
export interface OnlineHost {
  readonly club: string;
  readonly email: string;
  /** The boards field (`1-2`); the form's default when absent. */
  readonly boards?: string;
  /** A practice table (irregularities allowed, the director rules). */
  readonly practice?: boolean;
}

/**
 * The seat links an online table's host sees once the table is made: its id, each seat's link, and each seat's
 * token (the link's last part), for a test that plays the seats over WebSocket. Given the harness and a host, it
 * first registers the host's club, makes the table on the online page as `host` says, and closes the host's browser.
 */
export async function onlineSeatTokens(
  where: Page | Harness,
  host?: OnlineHost,
): Promise<{ tableId: number; tokens: Record<Seat, string>; links: Record<Seat, string> }> {
  if ('base' in where) {
    if (!host) throw new Error('onlineSeatTokens: a harness needs the host to register');
    const d = await desktop(where);
    try {
      await createClubViaUi(d.page, where.base, {
        club: host.club,
        name: 'Host',
        email: host.email,
        password: 'correct-horse-9',
      });
      await d.page.goto(`${where.base}/#/online`);
      if (host.boards !== undefined) await d.page.locator('input[name="boards"]').fill(host.boards);
      if (host.practice) await d.page.getByTestId('allow-irregularities').check();
      await d.page.getByTestId('create-online').click();
      return await onlineSeatTokens(d.page);
    } finally {
      await d.ctx.close();
    }
  }
  const page = where;
  await page.getByTestId('seat-links').waitFor();
  const links = {} as Record<Seat, string>;
  for (const s of ['N', 'E', 'S', 'W'] as const) {
    links[s] = (await page.locator(`a[data-seat="${s}"]`).getAttribute('href'))!;
  }
  const tableId = Number(/online\/(\d+)/.exec(links.N)![1]);
  const tokens = Object.fromEntries(
    (['N', 'E', 'S', 'W'] as const).map((s) => [s, links[s].split('/').at(-1)!]),
  ) as Record<Seat, string>;
  return { tableId, tokens, links };
}

/** Creates the session set up on the director console; returns its id once the table codes show. */
export async function createSession(page: Page): Promise<number> {
  await page.getByTestId('create-session').click();
  await page.getByTestId('table-codes').waitFor();
  return Number(/session\/(\d+)/.exec(page.url())![1]);
}

/** The table codes shown on the session console, tables 1..n. */
export async function tableCodes(page: Page, n: number): Promise<string[]> {
  const codes: string[] = [];
  for (let tb = 1; tb <= n; tb++) codes.push((await page.locator(`td[data-table="${tb}"]`).innerText()).trim());
  return codes;
}

/** The director console's new-session form: the movement and its numbers, and the options a test ticks. */
export interface SessionSetUp {
  readonly tables: number;
  readonly movement: 'mitchell' | 'howell' | 'barometer';
  readonly boardsPerRound: number;
  /** Howell with one pair fewer (a sit-out each round). */
  readonly oddPairs?: boolean;
  readonly scoring?: 'matchpoints' | 'cross-imps' | 'butler';
  /** More than one section (the section-scoring choice appears then). */
  readonly sections?: number;
  readonly seed?: string;
  /** Arrow switch in the last round. */
  readonly arrowSwitch?: boolean;
}

/** Fills the new-session form on the director console (the session is created by {@link createSession}). */
export async function fillSessionSetUp(page: Page, s: SessionSetUp): Promise<void> {
  await page.locator('input[name=tables]').fill(String(s.tables));
  await page.locator(`input[name=movement][value=${s.movement}]`).check();
  if (s.oddPairs) await page.locator('input[name=odd-pairs]').check();
  await page.locator('input[name=boards-per-round]').fill(String(s.boardsPerRound));
  if (s.scoring) await page.locator(`input[name=scoring][value=${s.scoring}]`).check();
  if (s.sections !== undefined) {
    await page.locator('input[name=sections]').fill(String(s.sections));
    await page.getByTestId('new-section-scoring').waitFor();
  }
  if (s.seed !== undefined) await page.locator('input[name=seed]').fill(s.seed);
  if (s.arrowSwitch) await page.locator('input[name=arrow-switch]').check();
}

/** A table terminal driven through its HTTP API with the table's code, as the phones use it. */
export interface TerminalApi {
  post(path: string, data: unknown): Promise<APIResponse>;
  get(path: string): Promise<APIResponse>;
}

/** Joins a table's terminal over HTTP with its code (`path`s are under `/api/terminal/`). */
export async function terminalApi(page: Page, base: string, code: string): Promise<TerminalApi> {
  const joined = await (await page.request.post(`${base}/api/terminal/join`, { data: { code } })).json();
  const headers = { authorization: `Bearer ${joined.token}` };
  return {
    post: (path, data) => page.request.post(`${base}/api/terminal/${path}`, { headers, data }),
    get: (path) => page.request.get(`${base}/api/terminal/${path}`, { headers }),
  };
}

/** Opens the table terminal on a phone and joins the table with its code. */
export async function joinTerminal(p: Page, base: string, code: string): Promise<void> {
  await p.goto(`${base}/#/terminal`);
  await p.locator('input[name=code]').fill(code);
  await p.getByTestId('join').click();
}

/** Taps a result into the terminal's result form: contract, declarer, the lead (e.g. "SK") and tricks. */
export async function tapResult(
  p: Page,
  r: { level: number; strain: string; declarer: Seat; lead: string; tricks: number },
): Promise<void> {
  await p.locator(`[data-level="${r.level}"]`).click();
  await p.locator(`[data-strain="${r.strain}"]`).click();
  await p.locator(`[data-declarer="${r.declarer}"]`).click();
  await p.locator(`[data-lead-suit="${r.lead[0]}"]`).click();
  await p.locator(`[data-lead-rank="${r.lead[1]}"]`).click();
  await p.locator(`[data-tricks="${r.tricks}"]`).click();
}

/**
 * Enters and confirms one board's result at a terminal: a random contract, declarer and tricks
 * from `rand`, with the right opening lead from the deal of `seed` on `server` (keyed on its deal secret);
 * both answers must be 200.
 */
export async function enterRandomResult(
  terminal: TerminalApi,
  rand: () => number,
  server: StikkServer,
  seed: string,
  round: number,
  board: number,
): Promise<void> {
  const declarer = (['N', 'E', 'S', 'W'] as Seat[])[Math.floor(rand() * 4)];
  const level = 1 + Math.floor(rand() * 4),
    strain = ['C', 'D', 'H', 'S', 'NT'][Math.floor(rand() * 5)];
  const tricks = Math.min(13, level + 5 + Math.floor(rand() * 4));
  const lead = printCard(server.ctx.dealSeeded(seed, board)[lho(declarer)]![0]);
  const e = await terminal.post('results', { round, board, contract: `${level}${strain}`, declarer, lead, tricks });
  expect(e.status(), await e.text()).toBe(200);
  expect((await terminal.post('confirm', { round, board })).status()).toBe(200);
}
