/**
 * Issue 22 (room workers): a worker that keeps stopping is not replaced in a tight loop. The first
 * three stops within a minute are replaced at once; the fourth waits (2 s), so a worker that crashes
 * on every table it is given cannot keep the main thread rebuilding replicas.
 */
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { RoomWorkers } from '../src/online/room-workers.js';

const until = async (ok: () => boolean, ms: number): Promise<void> => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('room workers: replacing a stopped worker backs off', () => {
  it('three stops are replaced at once, the fourth after a pause', async () => {
    const rw = new RoomWorkers(1);
    rw.logError = () => undefined;
    const inner = rw as unknown as { workers: Worker[] };
    try {
      for (let k = 1; k <= 3; k++) {
        await inner.workers[0].terminate();
        await until(() => rw.restarts === k, 5_000);
      }
      await inner.workers[0].terminate();
      await new Promise((r) => setTimeout(r, 600));
      expect(rw.restarts).toBe(3);
      await until(() => rw.restarts === 4, 6_000);
    } finally {
      await rw.close();
    }
  }, 30_000);
});
