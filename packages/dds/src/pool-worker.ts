/** Worker body for `DDPool`: one solver per thread, one deal's table or one strain of it per message. */
import { parentPort, workerData } from 'node:worker_threads';
import { STRAINS } from '@stikk/core';
import { DDSolver, type DDTable } from './solver.js';

/** A job: the table of deal `id` (strain -1) or one strain of it (0 = clubs … 4 = notrump). */
export interface PoolRequest {
  readonly id: number;
  readonly deal: string;
  readonly strain: number;
}
/** Its answer: the table, or tricks for declarer N, E, S, W in the strain, or why the deal was refused. */
export interface PoolResponse {
  readonly id: number;
  readonly strain: number;
  readonly table?: DDTable;
  readonly tricks?: readonly number[];
  readonly error?: string;
}

if (parentPort) {
  const port = parentPort;
  const entries = (workerData as { entries?: number } | null)?.entries;
  const solver = new DDSolver(entries ? { entries } : {});
  port.on('message', (m: PoolRequest) => {
    if (m.strain < 0) {
      const t = solver.ddTable(m.deal);
      port.postMessage(
        t.ok ? { id: m.id, strain: -1, table: t.value } : { id: m.id, strain: -1, error: t.error.message },
      );
      return;
    }
    const r = solver.ddStrain(m.deal, STRAINS[m.strain]);
    const res: PoolResponse = r.ok
      ? { id: m.id, strain: m.strain, tricks: [r.value.N, r.value.E, r.value.S, r.value.W] }
      : { id: m.id, strain: m.strain, error: r.error.message };
    port.postMessage(res);
  });
}
