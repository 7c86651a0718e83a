/** Worker body for `DDPool`: one solver per thread, one deal per message. */
import { parentPort, workerData } from 'node:worker_threads';
import { DDSolver, type DDTable } from './solver.js';

export interface PoolRequest {
  readonly id: number;
  readonly deal: string;
}
export interface PoolResponse {
  readonly id: number;
  readonly table?: DDTable;
  readonly error?: string;
}

if (parentPort) {
  const port = parentPort;
  const entries = (workerData as { entries?: number } | null)?.entries;
  const solver = new DDSolver(entries ? { entries } : {});
  port.on('message', (m: PoolRequest) => {
    const r = solver.ddTable(m.deal);
    const res: PoolResponse = r.ok ? { id: m.id, table: r.value } : { id: m.id, error: r.error.message };
    port.postMessage(res);
  });
}
