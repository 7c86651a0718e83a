/**
 * Issue 15 item 7: the ruling assistant folds a client's table log, so the log's size is bounded
 * (MAX_TABLE_EVENTS, from core) and the fold is linear. Before the fix a log of 1,000 calls, each
 * an insufficient bid accepted by the next player's call, took seconds to fold and was accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TABLE_EVENTS } from '@stikk/core';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';
import type { StikkServer } from '../src/index.js';

let server: StikkServer;
let cleanup: () => Promise<void>;
let td: Http;

beforeAll(async () => {
  ({ server, cleanup } = await testServer('sqlite', null, 'assist-limits'));
  td = new Http(server.url);
  await td.ok('POST', '/api/auth/register', { email: 'td@x.no', password: 'director-pw', name: 'Tove' });
});
afterAll(async () => {
  await cleanup();
});

const SEATS = ['N', 'E', 'S', 'W'];
/** Every call a 1C in rotation: each is insufficient and accepted by the next call (Law 27A1). */
const chain = (n: number) => ({
  format: 'stikk-table-log/1',
  board: 1,
  events: Array.from({ length: n }, (_, i) => ({ seat: SEATS[i % 4], call: '1C' })),
});

describe('ruling assistant input limits', () => {
  it(`refuses a log of more than ${MAX_TABLE_EVENTS} events with 413, naming the field and the limit`, async () => {
    // The case: 2,000 calls (48 KB) froze the server for seconds and were answered 200.
    const r = await td.post('/api/rulings/assist', { log: chain(2000) });
    expect(r.status).toBe(413);
    const over = await td.post('/api/rulings/assist', { log: chain(MAX_TABLE_EVENTS + 1) });
    expect(over.body.error.code).toBe('too-many-events');
    expect(r.status).toBe(413);
    expect(r.body.error.code).toBe('too-many-events');
    expect(r.body.error.field).toBe('log.events');
    expect(r.body.error.message).toContain(String(MAX_TABLE_EVENTS));
  });

  it('folds a log at the limit: every insufficient bid accepted, the auction still going', async () => {
    const r = await td.post('/api/rulings/assist', { log: chain(MAX_TABLE_EVENTS) });
    expect(r.status).toBe(200);
    const st = r.body.state;
    expect(st.phase).toBe('auction');
    expect(st.auction).toHaveLength(MAX_TABLE_EVENTS - 1);
    expect(
      st.events.filter((e: { status: string; law?: string }) => e.status === 'accepted' && e.law === '27A1'),
    ).toHaveLength(MAX_TABLE_EVENTS - 2);
    expect(st.pending).toMatchObject({ kind: 'insufficient-bid', law: '27A1' });
  });
});
