/**
 * Shared steps of the teams e2e tests: a Swiss made on the director's event form, and a table's
 * terminal driven over the HTTP API the phones use.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the event form is given for a Swiss. */
export interface SwissForm {
  readonly name: string;
  readonly boardsPerMatch: number;
  readonly rounds: number;
  /** The deals' seed (empty: random deals). */
  readonly seed?: string;
  /** Unticks the barometer (results shown only when the round ends). */
  readonly noBarometer?: boolean;
  /** One team a line, as the form takes them ("name" or "name: player, player, …"). */
  readonly teams: readonly string[];
}

/** Fills the event form on `#/director/events` and creates the Swiss; `before` runs just before the click. */
export async function createSwissViaUi(
  page: Page,
  base: string,
  f: SwissForm,
  before?: () => Promise<void>,
): Promise<number> {
  await page.goto(`${base}/#/director/events`);
  await page.locator('input[name=event-name]').fill(f.name);
  await page.locator('input[name=form][value=swiss]').check();
  await page.locator('input[name=boards-per-match]').fill(String(f.boardsPerMatch));
  await page.locator('input[name=rounds]').fill(String(f.rounds));
  if (f.seed) await page.locator('input[name=seed]').fill(f.seed);
  if (f.noBarometer) await page.locator('input[name=barometer]').uncheck();
  await page.locator('textarea[name=teams]').fill(f.teams.join('\n'));
  await before?.();
  await page.getByTestId('create-teams-event').click();
  await page.getByTestId('event-tables').waitFor();
  return Number(/event\/(\d+)/.exec(page.url())![1]);
}

/** One board's result as a terminal enters it. */
export interface TerminalEntry {
  readonly round: number;
  readonly board: number;
  readonly contract: string;
  readonly declarer: 'N' | 'E' | 'S' | 'W';
  readonly tricks: number;
}

/** A table's terminal over the API: joins with the table code, then enters and confirms results. */
export async function apiTableTerminal(
  request: APIRequestContext,
  base: string,
  code: string,
): Promise<(r: TerminalEntry) => Promise<void>> {
  const joined = await request.post(`${base}/api/terminal/join`, { data: { code } });
  expect(joined.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await joined.json()).token}` };
  return async (r) => {
    const data = { ...r, lead: null };
    expect((await request.post(`${base}/api/terminal/results`, { data, headers })).status()).toBe(200);
    const c = await request.post(`${base}/api/terminal/confirm`, { data: { round: r.round, board: r.board }, headers });
    expect(c.status()).toBe(200);
  };
}
