/**
 * Worker pool for many deals (Node only: `node:worker_threads`). Import from `@stikk/dds/pool`;
 * the solver core (`@stikk/dds`) stays browser-safe.
 *
 * Each worker owns one solver (and its transposition table), so memory is bounded by
 * threads × table size. Results come back in input order and do not depend on scheduling.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { SEATS, STRAINS } from '@stikk/core';
import { DDSolver, type DDTable } from './solver.js';
import type { TTOptions } from './transposition.js';
import type { PoolRequest, PoolResponse } from './pool-worker.js';

export interface PoolOptions extends TTOptions {
  /** Worker threads (default: all cores). 1 solves in the calling thread. */
  readonly threads?: number;
}

/** Progress callback: deals finished so far and in all. */
export type Progress = (done: number, total: number) => void;

const here = import.meta.url;
const fromSource = here.endsWith('.ts');

export class DDPool {
  readonly threads: number;
  private readonly workers: Worker[] = [];
  private readonly opts: PoolOptions;

  constructor(opts: PoolOptions = {}) {
    this.opts = opts;
    const n = opts.threads ?? availableParallelism();
    this.threads = Math.max(1, Math.floor(n));
  }

  private spawn(): Worker {
    const workerData = { entries: this.opts.entries };
    let w: Worker;
    if (fromSource) {
      // Running from TypeScript sources (tests, benchmarks): load the worker through tsx.
      const url = new URL('./pool-worker.ts', here).href;
      // Resolve tsx from this module: an eval worker would resolve it from the working directory.
      const tsx = import.meta.resolve('tsx/esm/api');
      const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(url)}); })`;
      w = new Worker(boot, { eval: true, workerData });
    } else {
      w = new Worker(new URL('./pool-worker.js', here), { workerData });
    }
    w.unref();
    return w;
  }

  /** Double-dummy tables of full deals (PBN deal strings), in input order. */
  async tables(deals: readonly string[], onProgress?: Progress): Promise<DDTable[]> {
    const out: DDTable[] = new Array(deals.length);
    if (deals.length === 0) return out;
    if (this.threads === 1) {
      const solver = new DDSolver(this.opts);
      for (let i = 0; i < deals.length; i++) {
        const r = solver.ddTable(deals[i]);
        if (!r.ok) throw new Error(`deal ${i + 1}: ${r.error.message}`);
        out[i] = r.value;
        onProgress?.(i + 1, deals.length);
        if ((i & 7) === 7) await new Promise((res) => setImmediate(res));
      }
      return out;
    }
    // Jobs are whole deals until only a few are left (two per worker), then single strains: a
    // table's five strains are independent searches (the table starts empty for each, so the
    // work is the same whichever thread does them), and the threads then finish within about one
    // strain of each other instead of one table, a hard deal last shared among them. Still at
    // most one worker per deal: a caller passing one deal at a time (the server) keeps its other
    // cores.
    while (this.workers.length < Math.min(this.threads, deals.length)) this.workers.push(this.spawn());
    const used = this.workers.slice(0, Math.min(this.workers.length, deals.length));
    let nextDeal = 0,
      split = -1,
      nextStrain = 5,
      done = 0;
    const left = new Uint8Array(deals.length).fill(5);
    return new Promise<DDTable[]>((resolve, reject) => {
      let failed = false;
      const feed = (w: Worker): void => {
        let msg: PoolRequest;
        if (nextStrain < 5) {
          // notrump first, as `ddTable` does
          msg = { id: split, deal: deals[split], strain: 4 - nextStrain++ };
        } else if (nextDeal >= deals.length) return;
        else if (deals.length - nextDeal > 2 * used.length) {
          msg = { id: nextDeal, deal: deals[nextDeal], strain: -1 };
          nextDeal++;
        } else {
          split = nextDeal++;
          out[split] = Object.fromEntries(SEATS.map((x) => [x, { C: 0, D: 0, H: 0, S: 0, NT: 0 }])) as DDTable;
          nextStrain = 1;
          msg = { id: split, deal: deals[split], strain: 4 };
        }
        w.postMessage(msg);
      };
      const finish = (w: Worker): void => {
        done++;
        onProgress?.(done, deals.length);
        if (done === deals.length) {
          for (const x of this.workers) x.unref();
          resolve(out);
        } else feed(w);
      };
      for (const w of used) {
        w.ref();
        w.removeAllListeners('message');
        w.removeAllListeners('error');
        w.on('message', (m: PoolResponse) => {
          if (failed) return;
          if (m.error !== undefined) {
            failed = true;
            reject(new Error(`deal ${m.id + 1}: ${m.error}`));
            return;
          }
          if (m.table) {
            out[m.id] = m.table;
            finish(w);
            return;
          }
          const t = out[m.id];
          for (let d = 0; d < 4; d++) t[SEATS[d]][STRAINS[m.strain]] = m.tricks![d];
          if (--left[m.id] === 0) finish(w);
          else feed(w);
        });
        w.on('error', (e) => {
          if (!failed) {
            failed = true;
            reject(e);
          }
        });
        feed(w);
      }
    });
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
    this.workers.length = 0;
  }
}

/** One-shot: tables for many deals on all cores. */
export async function ddTables(
  deals: readonly string[],
  opts: PoolOptions = {},
  onProgress?: Progress,
): Promise<DDTable[]> {
  const pool = new DDPool(opts);
  try {
    return await pool.tables(deals, onProgress);
  } finally {
    await pool.close();
  }
}
