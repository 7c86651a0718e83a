/**
 * Session 6 security sweep: the ruling assistant folds a table log any logged-in user sends, and a
 * fold may search a claim's every normal line (Law 70). A claim made at the first trick is too big
 * to search (the director awards by hand), yet before the fix every director event after it searched
 * again, a second or more apiece on the server's own thread: a log of a few hundred director events
 * (a 20 KB request) held every other request for many minutes. Now one fold's searches share one
 * budget (packages/laws, `searchClaim`), a search made once is not made again, and the fold runs in
 * the work pool's thread, so the server answers others meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printCard, printDeal, seededDeal } from '@stikk/core';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';
import type { StikkServer } from '../src/index.js';

let server: StikkServer;
let cleanup: () => Promise<void>;
let user: Http;

beforeAll(async () => {
  ({ server, cleanup } = await testServer('sqlite', null, 'sec-s6-rulings'));
  user = new Http(server.url);
  await user.ok('POST', '/api/auth/register', { email: 'anyone@x.no', password: 'anyone-pw-1', name: 'Anne' });
});
afterAll(async () => {
  await cleanup();
});

/** North declares 1NT, East leads, North claims all 13 at once, East disputes; then `n` director events. */
function earlyClaim(n: number) {
  const deal = seededDeal('sec-s6-rulings', 1);
  return {
    format: 'stikk-table-log/1',
    board: 1,
    deal: printDeal(deal, 'N'),
    events: [
      { seat: 'N', call: '1NT' },
      { seat: 'E', call: 'P' },
      { seat: 'S', call: 'P' },
      { seat: 'W', call: 'P' },
      { seat: 'E', play: printCard(deal.E![0]) },
      { seat: 'N', claim: 13, statement: 'all mine' },
      { seat: 'E', agree: false },
      ...Array.from({ length: n }, () => ({ director: { option: 'adjudicate' } })),
    ],
  };
}

describe('the ruling assistant cannot hold the server', () => {
  it('one early claim and 300 director events: one search, off the server thread; others answered meanwhile', async () => {
    const order: string[] = [];
    const assist = user.post('/api/rulings/assist', { log: earlyClaim(300) }).then((r) => {
      order.push('assist');
      return r;
    });
    // While the fold runs, the server answers: the health check comes back before the fold's answer.
    await new Promise((res) => setTimeout(res, 300));
    const health = await user.get('/api/health');
    order.push('health');
    const r = await assist;
    expect(health.status).toBe(200);
    expect(r.status).toBe(200);
    // Too big to search: the director awards by hand (Law 70), the same answer as before.
    expect(r.body.state.pending).toMatchObject({ law: '70', kind: 'claim-disputed', needs: ['option'] });
    expect(r.body.state.pending.options).toContain('award:13');
    expect(order).toEqual(['health', 'assist']);
    // Folded again (another request): the same state, with the search not made again.
    const again = await user.post('/api/rulings/assist', { log: earlyClaim(300) });
    expect(again.body.state).toEqual(r.body.state);
  }, 120_000);

  it('bad logs are still refused with the field named; a stranger is refused before any fold', async () => {
    const bad = await user.post('/api/rulings/assist', {
      log: { format: 'stikk-table-log/1', board: 1, events: [{}] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toMatch(/^log/);
    const stranger = new Http(server.url);
    const r = await stranger.post('/api/rulings/assist', { log: earlyClaim(1) });
    expect(r.status).toBe(401);
  });
});
