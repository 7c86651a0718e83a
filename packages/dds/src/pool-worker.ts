/** Worker body for `DDPool`: one solver per thread, one strain of one deal per message. */
import { parentPort, workerData } from 'node:worker_threads';
import { STRAINS } from '@stikk/core';
import { DDSolver } from './solver.js';

/** A job: one strain (0 = clubs … 4 = notrump) of the table of deal `id`. */
export interface PoolRequest {
  readonly id: number;
  readonly deal: string;
  readonly strain: number;
}
/** Its answer: tricks for declarer N, E, S, W in that strain, or the reason the deal was refused. */
export interface PoolResponse {
  readonly id: number;
  readonly strain: number;
  readonly tricks?: readonly number[];
  readonly error?: string;
}

if (parentPort) {
  const port = parentPort;
  const entries = (workerData as { entries?: number } | null)?.entries;
  const solver = new DDSolver(entries ? { entries } : {});
  port.on('message', (m: PoolRequest) => {
    const r = solver.ddStrain(m.deal, STRAINS[m.strain]);
    const res: PoolResponse = r.ok
      ? { id: m.id, strain: m.strain, tricks: [r.value.N, r.value.E, r.value.S, r.value.W] }
      : { id: m.id, strain: m.strain, error: r.error.message };
    port.postMessage(res);
  });
}
