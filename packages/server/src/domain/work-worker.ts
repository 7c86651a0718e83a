/**
 * Worker body for `WorkPool`: one job per message (a movement, the deals of a PBN file, a ruling), off the
 * server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { doJob, type Job } from './work-pool.js';

parentPort!.on('message', (job: Job) => {
  try {
    parentPort!.postMessage({ id: job.id, value: doJob(job) });
  } catch (e) {
    parentPort!.postMessage({ id: job.id, failure: e instanceof Error ? e.message : String(e) });
  }
});
