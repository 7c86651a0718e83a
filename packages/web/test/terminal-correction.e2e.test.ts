/**
 * E2E: a confirmed result changes only through the director (Law 79; issue 15). The table's phone
 * has moved on to round 2; the director reopens its round-1 result; the phone lists it under
 * corrections, the players enter and confirm it again, and it is closed once more.
 */
import { lho, printCard } from '@stikk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, phone, shot, startHarness, type Harness } from './support/e2e.js';

/** A JSON client with a cookie or a terminal token (the director and table 1's other device). */
function client(base: string, bearer = '') {
  let cookie = '';
  return {
    async call<T = any>(method: string, path: string, body?: unknown): Promise<T> {
      const r = await fetch(base + path, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const set = r.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0];
      const json = await r.json();
      if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
      return json as T;
    },
  };
}

describe.skipIf(!hasChromium)('web e2e: terminal corrections', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the director reopens a confirmed result; the table corrects it from its phone', async () => {
    const td = client(h.base);
    await td.call('POST', '/api/auth/register', { email: 'td@fix.no', password: 'director-pw', name: 'Tove' });
    const club = await td.call('POST', '/api/clubs', { name: 'Fix BK' });
    const s = await td.call('POST', `/api/clubs/${club.id}/sessions`, {
      name: 'Fix',
      movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
      boards: { source: 'seeded', seed: 'fix' },
    });
    const code: string = s.tables[0].code;
    const board: number = s.guide.find((g: { round: number; table: number }) => g.round === 1 && g.table === 1)
      .boards[0];
    const t1 = client(h.base, (await client(h.base).call('POST', '/api/terminal/join', { code })).token);
    await t1.call('POST', '/api/terminal/results', {
      round: 1,
      board,
      contract: 'passed out',
      declarer: null,
      lead: null,
      tricks: 0,
    });
    await t1.call('POST', '/api/terminal/confirm', { round: 1, board });
    const line = (await td.call('GET', `/api/sessions/${s.id}/travellers/${board}`)).lines[0];
    await td.call('POST', `/api/sessions/${s.id}/results/${line.id}/reopen`, { note: 'it was 1NT by North' });

    const { ctx, page: p } = await phone(h);
    await p.goto(`${h.base}/#/terminal`);
    await p.locator('input[name=code]').fill(code);
    await p.getByTestId('join').click();
    await expect.poll(() => p.getByTestId('round-header').innerText()).toContain('round 2');
    await p.getByTestId('corrections').waitFor();
    await shot(p, 'e2e-fix-01-corrections');
    await p.getByTestId(`correct-${board}`).click();
    await expect.poll(() => p.getByTestId('round-header').innerText()).toContain('round 1');
    await p.getByTestId(`enter-${board}`).click();
    await p.locator('[data-level="1"]').click();
    await p.locator('[data-strain="NT"]').click();
    await p.locator('[data-risk=""]').click();
    await p.locator('[data-declarer="N"]').click();
    const lead = printCard(h.server.ctx.dealSeeded('fix', board)[lho('N')]![0]);
    await p.locator(`[data-lead-suit="${lead[0]}"]`).click();
    await p.locator(`[data-lead-rank="${lead[1]}"]`).click();
    await p.locator('[data-tricks="7"]').click();
    await p.getByTestId('save-result').click();
    await p.getByTestId('confirm-result').click();
    await p.getByTestId('after-board').waitFor();
    await shot(p, 'e2e-fix-02-corrected');
    const fixed = (await td.call('GET', `/api/sessions/${s.id}/travellers/${board}`)).lines[0];
    expect(fixed).toMatchObject({
      id: line.id,
      status: 'confirmed',
      nsScore: 90,
      result: { contract: '1NT', declarer: 'N', tricks: 7 },
    });
    // Closed again: the phone no longer lists it, and the table cannot change it.
    await p.getByTestId('continue').click();
    await expect.poll(() => p.getByTestId('corrections').count()).toBe(0);
    await expect(
      t1.call('POST', '/api/terminal/results', {
        round: 1,
        board,
        contract: 'passed out',
        declarer: null,
        lead: null,
        tricks: 0,
      }),
    ).rejects.toThrow(/409/);
    await ctx.close();
  }, 90_000);

  it('the table phone keeps its table when its tab closes; forgets it on "Change table" and once the token is gone', async () => {
    const td = client(h.base);
    await td.call('POST', '/api/auth/register', { email: 'td@keep.no', password: 'director-pw', name: 'Kari' });
    const club = await td.call('POST', '/api/clubs', { name: 'Keep BK' });
    const s = await td.call('POST', `/api/clubs/${club.id}/sessions`, {
      name: 'Keep',
      movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
      boards: { source: 'seeded', seed: 'keep' },
    });
    const code: string = s.tables[0].code;
    const { ctx, page: first } = await phone(h);
    const join = async (code: string) => {
      const p = await ctx.newPage();
      await p.goto(`${h.base}/#/terminal`);
      await p.locator('input[name=code]').fill(code);
      await p.getByTestId('join').click();
      await expect.poll(() => p.getByTestId('round-header').innerText()).toContain('round 1');
      return p;
    };
    await first.close();
    const p = await join(code);
    // The tab closes; a new one on the same phone is still at table 1 without the code.
    await p.close();
    const again = await ctx.newPage();
    await again.goto(`${h.base}/#/terminal`);
    await expect.poll(() => again.getByTestId('round-header').count(), { timeout: 10_000 }).toBe(1);
    expect(await again.getByTestId('round-header').innerText()).toContain('round 1');
    // "Change table": the phone leaves; a new tab asks for a code. The token it held ends on the server too.
    const held = await again.evaluate(() => JSON.parse(localStorage.getItem('stikk.terminal') ?? '{}').token as string);
    await again.getByTestId('change-table').click();
    await again.getByTestId('change-table-yes').click();
    await again.locator('input[name=code]').waitFor();
    await expect
      .poll(
        async () =>
          (await fetch(`${h.base}/api/terminal/round`, { headers: { authorization: `Bearer ${held}` } })).status,
      )
      .toBe(401);
    await again.close();
    const left = await ctx.newPage();
    await left.goto(`${h.base}/#/terminal`);
    await expect.poll(() => left.locator('input[name=code]').count(), { timeout: 10_000 }).toBe(1);
    expect(await left.getByTestId('round-header').count()).toBe(0);
    await left.close();
    // The token no longer works (the director gave the table a new code): the kept place is forgotten.
    const back = await join(code);
    await td.call('POST', `/api/sessions/${s.id}/tables/1/code`, {});
    await back.reload();
    await expect.poll(() => back.evaluate(() => localStorage.getItem('stikk.terminal'))).toBeNull();
    await back.close();
    const last = await ctx.newPage();
    await last.goto(`${h.base}/#/terminal`);
    await expect.poll(() => last.locator('input[name=code]').count(), { timeout: 10_000 }).toBe(1);
    await ctx.close();
  }, 60_000);
});
