/**
 * Worker body for `WorkPool`: one job per message (a movement, or the deals of a PBN file), off the server's event
 * loop.
 */
import { parentPort } from 'node:worker_threads';
import { buildMovement } from './movement.js';
import { pbnDeals } from './pbn-deals.js';
import type { Job } from './work-pool.js';

parentPort!.on('message', (job: Job) => {
  try {
    const value =
      job.type === 'movement'
        ? buildMovement(job.kind, job.tables, job.boardsPerRound, job.rounds, job.pairs)
        : pbnDeals(job.pbn, job.boards);
    parentPort!.postMessage({ id: job.id, value });
  } catch (e) {
    parentPort!.postMessage({ id: job.id, failure: e instanceof Error ? e.message : String(e) });
  }
});
