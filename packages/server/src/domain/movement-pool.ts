/**
 * Movements for new sessions, built in a worker thread: a large Howell takes the movements package
 * seconds, which on the server's own thread would stall every other request (issue 15). Results are
 * kept by size, so the same movement is built once. Should the worker fail, the movement is built
 * in this thread (slower for everyone, but correct).
 */
import { Worker } from 'node:worker_threads';
import type { MovementKind } from '../api/types.js';
import { ApiFailure } from '../http/errors.js';
import { buildMovement, type Movement, type MovementError } from './movement.js';

export interface MovementJob {
  readonly id: number;
  readonly kind: MovementKind;
  readonly tables: number;
  readonly boardsPerRound: number;
  readonly rounds?: number;
  readonly pairs?: number;
}

type Reply = { id: number; value: Movement | MovementError } | { id: number; failure: string };

const here = import.meta.url;
const fromSource = here.endsWith('.ts');
/** Movements waiting for the worker at most; more is refused (503) rather than queued without end. */
const MAX_WAITING = 4;
const MAX_KEPT = 64;
const TIMEOUT_MS = 60_000;

export class MovementPool {
  private worker: Worker | null = null;
  private broken = false;
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (m: Movement | MovementError) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
  private readonly kept = new Map<string, Promise<Movement | MovementError>>();

  build(kind: MovementKind, tables: number, boardsPerRound: number, rounds?: number, pairs?: number): Promise<Movement | MovementError> {
    const key = JSON.stringify([kind, tables, boardsPerRound, rounds ?? null, pairs ?? null]);
    const kept = this.kept.get(key);
    if (kept) return kept;
    if (this.waiting.size >= MAX_WAITING) throw new ApiFailure(503, 'busy', 'the server is building other movements; try again in a moment');
    const p = this.run({ id: ++this.next, kind, tables, boardsPerRound, ...(rounds !== undefined ? { rounds } : {}), ...(pairs !== undefined ? { pairs } : {}) });
    this.kept.set(key, p);
    if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    p.catch(() => this.kept.delete(key));
    return p;
  }

  private async run(job: MovementJob): Promise<Movement | MovementError> {
    if (this.broken) return buildMovement(job.kind, job.tables, job.boardsPerRound, job.rounds, job.pairs);
    const w = this.worker ?? this.spawn();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(job.id);
        reject(new ApiFailure(503, 'busy', 'building the movement took too long; try a smaller one'));
      }, TIMEOUT_MS);
      this.waiting.set(job.id, { resolve, reject, timer });
      w.postMessage(job);
    });
  }

  private spawn(): Worker {
    let w: Worker;
    if (fromSource) {
      // From TypeScript sources (tests): load the worker body through tsx, resolved from here.
      const url = new URL('./movement-worker.ts', here).href;
      const tsx = import.meta.resolve('tsx/esm/api');
      w = new Worker(`import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(url)}); })`, { eval: true });
    } else {
      w = new Worker(new URL('./movement-worker.js', here));
    }
    w.unref();
    w.on('message', (r: Reply) => {
      const job = this.waiting.get(r.id);
      if (!job) return;
      this.waiting.delete(r.id);
      clearTimeout(job.timer);
      if ('failure' in r) job.reject(new Error(r.failure));
      else job.resolve(r.value);
    });
    w.on('error', () => this.fail(w));
    w.on('exit', () => this.fail(w));
    this.worker = w;
    return w;
  }

  /** The worker is gone: what it held is built here, and so is everything after. */
  private fail(w: Worker): void {
    if (this.worker !== w) return;
    this.worker = null;
    this.broken = true;
    const jobs = [...this.waiting.values()];
    this.waiting.clear();
    for (const j of jobs) { clearTimeout(j.timer); j.reject(new ApiFailure(503, 'busy', 'the movement builder stopped; try again')); }
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    for (const j of this.waiting.values()) clearTimeout(j.timer);
    this.waiting.clear();
    if (w) await w.terminate();
  }
}
