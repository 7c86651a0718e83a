/**
 * Boards imported from PBN, hand records with double-dummy tables and par (background worker),
 * checked against deals whose double-dummy result is known by reasoning; and the ruling
 * assistant folding a table log with the digital director.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePbn } from '@stikk/formats';
import { par, type DDTable } from '@stikk/dds';
import type { Seat, Vulnerability } from '@stikk/core';
import { Analyzer } from '../src/domain/analysis.js';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';
import type { StikkServer } from '../src/index.js';

let server: StikkServer;
let cleanup: () => Promise<void>;
let td: Http;
let clubId: number;

beforeAll(async () => {
  ({ server, cleanup } = await testServer('sqlite', null, 'dd'));
  td = new Http(server.url);
  await td.ok('POST', '/api/auth/register', { email: 'td@x.no', password: 'director-pw', name: 'Tove' });
  clubId = (await td.ok('POST', '/api/clubs', { name: 'Club' })).id;
});
afterAll(async () => {
  await cleanup();
});

// Each hand holds one whole suit. Declarer's side takes all 13 tricks in a strain it holds (the
// trump holder ruffs every lead) and none otherwise; in notrump the opening leader runs his suit.
const SUIT_HANDS = ['AKQJT98765432...', '.AKQJT98765432..', '..AKQJT98765432.', '...AKQJT98765432'];
const rotations = [0, 1, 2];
const pbn = rotations
  .map((k, i) => {
    const hands = [0, 1, 2, 3].map((j) => SUIT_HANDS[(j + k) % 4]);
    return `[Board "${i + 1}"]\n[Deal "N:${hands.join(' ')}"]\n`;
  })
  .join('\n');

describe('hand records', () => {
  it('imports boards from PBN and adds double-dummy tables and par', async () => {
    const s = await td.ok('POST', `/api/clubs/${clubId}/sessions`, {
      name: 'DD',
      movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
      boards: { source: 'pbn', pbn },
    });
    expect(s.boards).toEqual([1, 2, 3]);
    const first = await td.ok('GET', `/api/sessions/${s.id}/hands`);
    expect(first.ddAvailable).toBe(true);
    await server.ctx.analyzer.idle();
    const h = await td.ok('GET', `/api/sessions/${s.id}/hands`);
    expect(h.ddPending).toBe(false);
    const seats = ['N', 'E', 'S', 'W'] as const,
      suits = ['S', 'H', 'D', 'C'] as const;
    for (const [i, b] of h.boards.entries()) {
      expect(b.deal.startsWith('N:')).toBe(true);
      const k = rotations[i];
      for (const [j, seat] of seats.entries()) {
        expect(b.dd[seat].NT).toBe(0);
        for (const [si, suit] of suits.entries()) {
          const holder = (si - k + 4) % 4; // seat index holding this suit
          const ours = holder === j || holder === (j + 2) % 4;
          expect(b.dd[seat][suit], `board ${i + 1} ${seat} ${suit}`).toBe(ours ? 13 : 0);
        }
      }
      expect(typeof b.par.score).toBe('number');
    }
    const pbnOut = String((await td.get(`/api/sessions/${s.id}/export.pbn`)).body);
    // Board 1: N spades, E hearts, S diamonds, W clubs; declarers N, S, E, W × NT, S, H, D, C.
    expect(pbnOut).toContain('[DoubleDummyTricks "0d0d00d0d000d0d00d0d"]');
    // The export reads back with the formats package's PBN reader.
    const back = parsePbn(pbnOut);
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.value.games.map((g) => g.value('Board'))).toEqual(['1', '2', '3']);
    expect(pbnOut).toContain('[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]');
  }, 120_000);
});

describe('hand records of dealt boards', () => {
  it('get double-dummy tables and par from the worker pool, the same as solving in the server thread', async () => {
    const body = {
      movement: { kind: 'mitchell', tables: 3, boardsPerRound: 1 },
      boards: { source: 'seeded', seed: 'dd-dealt' },
    };
    const a = await td.ok('POST', `/api/clubs/${clubId}/sessions`, { name: 'Dealt A', ...body });
    expect((await td.ok('GET', `/api/sessions/${a.id}/hands`)).ddAvailable).toBe(true);
    await server.ctx.analyzer.idle();
    const pooled = await td.ok('GET', `/api/sessions/${a.id}/hands`);
    expect(pooled.ddPending).toBe(false);

    // The same deals in a second session, analysed by an analyzer whose worker pool fails:
    // it warns once and solves the deals in the server thread instead.
    const b = await td.ok('POST', `/api/clubs/${clubId}/sessions`, { name: 'Dealt B', ...body });
    const warnings: unknown[] = [];
    const inThread = new Analyzer(
      server.ctx,
      {
        warn: (...args: unknown[]) => {
          warnings.push(args);
        },
      },
      () => ({
        tables: () => Promise.reject(new Error('worker could not start')),
        close: async () => undefined,
      }),
    );
    inThread.ensure(b.id);
    await inThread.idle();
    expect(warnings).toHaveLength(1);
    const solved = await td.ok('GET', `/api/sessions/${b.id}/hands`);

    expect(pooled.boards).toHaveLength(3);
    for (const [i, h] of pooled.boards.entries()) {
      const dd = h.dd as DDTable;
      expect(solved.boards[i].deal).toBe(h.deal);
      expect(solved.boards[i].dd).toEqual(dd);
      // Every entry is a trick count, and par is the solver's par of that table for this board.
      for (const seat of ['N', 'E', 'S', 'W'] as const)
        for (const strain of ['C', 'D', 'H', 'S', 'NT'] as const)
          expect(dd[seat][strain]).toSatisfy((n: number) => Number.isInteger(n) && n >= 0 && n <= 13);
      expect(h.par).toEqual(JSON.parse(JSON.stringify(par(dd, h.vulnerable as Vulnerability, h.dealer as Seat))));
      expect(solved.boards[i].par).toEqual(h.par);
    }
    // A deal asked for from an online table is never solved in the server thread: refused, and asked again,
    // the pool is tried again (a new one) rather than the thread.
    const tried = warnings.length;
    const deal0 = pooled.boards[0].deal as string;
    await expect(inThread.deal(deal0, 'None', 'N')).rejects.toThrow(/worker could not start/);
    await expect(inThread.deal(deal0, 'None', 'N')).rejects.toThrow(/worker could not start/);
    expect(warnings.length).toBe(tried + 2);
    await inThread.close();
  }, 120_000);
});

describe('ruling assistant', () => {
  it('folds a table log with the digital director and reports the insufficient bid', async () => {
    const log = {
      format: 'stikk-table-log/1',
      board: 1,
      events: [
        { seat: 'N', call: '1H' },
        { seat: 'E', call: '1C' },
      ],
    };
    const r = await td.post('/api/rulings/assist', { log });
    expect(r.status).toBe(200);
    const st = r.body.state;
    expect(st.pending?.law ?? st.rulings[0]?.law).toMatch(/^27/);
    const bad = await td.post('/api/rulings/assist', {
      log: { format: 'stikk-table-log/1', board: 1, events: [{ seat: 'Q', call: '1H' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('log.events[0].seat');
    expect((await new Http(server.url).post('/api/rulings/assist', { log })).status).toBe(401);
  });
});
