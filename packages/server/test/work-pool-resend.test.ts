/**
 * The work pool (domain/work-pool.ts) after a timeout: the jobs waiting behind the one that ran too long were
 * posted to the worker that is now terminated; they are sent again to the new worker and answered there, each
 * once, with its own answer (not the timed-out job's).
 */
import { describe, expect, it } from 'vitest';
import { openingAuctionLog } from './support/table-logs.js';
import { WorkPool } from '../src/domain/work-pool.js';

const log = openingAuctionLog;

describe('work pool: jobs queued behind a timed-out job', () => {
  it('are sent again to the new worker and answered there', async () => {
    const pool = new WorkPool();
    try {
      // Three accounts (the assistant takes one job per account at a time).
      // A new worker takes far longer than 1 ms to start: the first job times out before it is read.
      pool.timeoutMs = 1;
      const late = pool.ruling(log, 1);
      const first = pool.threadId;
      expect(first).toBeTypeOf('number');
      // Queued behind it on the same worker, with time enough (a job left on the stopped worker would time out).
      pool.timeoutMs = 20_000;
      const movement = pool.movement('howell', 3, 2);
      const ruling = pool.ruling(log, 2);
      await expect(late).rejects.toMatchObject({ status: 503, code: 'busy' });
      expect(pool.replaced).toBe(1);
      const [mv, answer] = await Promise.all([movement, ruling]);
      expect(mv).toMatchObject({ tables: 3, pairs: 6 });
      expect(answer.ok && answer.state.phase).toBe('auction');
      // Answered by the new worker; the one that ran the timed-out job is gone, and none was replaced again.
      expect(pool.threadId).toBeTypeOf('number');
      expect(pool.threadId).not.toBe(first);
      expect(pool.replaced).toBe(1);
      // The pool goes on: a later job is answered by the same new worker.
      const again = pool.threadId;
      const later = await pool.ruling(log, 3);
      expect(later.ok && later.state.phase).toBe('auction');
      expect(pool.threadId).toBe(again);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
