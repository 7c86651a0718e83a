/** Worker body for `MovementPool`: builds one movement per message, off the server's event loop. */
import { parentPort } from 'node:worker_threads';
import { buildMovement } from './movement.js';
import type { MovementJob } from './movement-pool.js';

parentPort!.on('message', (job: MovementJob) => {
  try {
    parentPort!.postMessage({ id: job.id, value: buildMovement(job.kind, job.tables, job.boardsPerRound, job.rounds, job.pairs) });
  } catch (e) {
    parentPort!.postMessage({ id: job.id, failure: e instanceof Error ? e.message : String(e) });
  }
});
