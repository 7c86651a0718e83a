/**
 * Security follow-up to session 6, over real HTTP: a job of the server's work pool (here the
 * ruling assistant's fold) that ran past its timeout was refused, but its worker thread went on
 * with it, and every later job waited behind it in the same thread. Now the worker is terminated
 * and replaced; the next job runs in a new one.
 */
import { describe, expect, it } from 'vitest';
import { openingAuctionLog } from './support/table-logs.js';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

const log = openingAuctionLog;

describe('work pool: a job past its timeout', () => {
  it('is refused, its worker is stopped and replaced, and the next job is answered', async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec7_work');
    try {
      const td = new Http(server.url);
      await td.ok('POST', '/api/auth/register', { email: 'w7@x.no', password: 'work-pass-7', name: 'Wenche' });
      const pool = server.ctx.work;
      // A new worker takes far longer than 1 ms to start: this job times out for certain.
      pool.timeoutMs = 1;
      const late = await td.post('/api/rulings/assist', { log });
      expect([late.status, late.body.error.code]).toEqual([503, 'busy']);
      expect(late.body.error.message).toMatch(/took too long/);
      // The worker running it was terminated (not left working), and is not the pool's worker.
      expect(pool.replaced).toBe(1);
      expect(pool.threadId).toBeNull();
      pool.timeoutMs = 60_000;
      const ok = await td.post('/api/rulings/assist', { log });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.state.phase).toBe('auction');
      expect(pool.threadId).toBeTypeOf('number');
      expect(pool.replaced).toBe(1);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
