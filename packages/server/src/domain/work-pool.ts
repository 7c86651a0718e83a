/**
 * The heavy parts of creating a session, done in a worker thread: a large Howell takes the
 * movements package seconds, and a large PBN file the parser a good part of one; on the server's
 * own thread either would stall every other request (issue 15). The ruling assistant's fold of a
 * client's table log likewise (a claim search can take a second or two), and an online table's
 * claim searches. Movements are kept by size, so
 * the same one is built once. Should the worker fail, the work is done in this thread (slower for
 * everyone, but correct). A job that runs past the timeout is refused and its worker replaced.
 *
 * Fair shares: the ruling assistant is open to every logged-in account, so its jobs have a lane of
 * their own (at most `ASSIST_WAITING` at once, one per account, `assistPerMinute` per account) that
 * does not count against the directors' and tables' work (session creation, claim searches): no
 * one, however many requests or accounts, can keep that work refused as busy.
 */
import { Worker } from 'node:worker_threads';
import type { MovementKind } from '../api/types.js';
import { ApiFailure } from '../http/errors.js';
import { buildMovement, type Movement, type MovementError } from './movement.js';
import { pbnDeals, type PbnDeals } from './pbn-deals.js';
import { assistRuling, type RulingAnswer } from './ruling-assist.js';
import { claimSearchesOf, type SearchEntries } from '../online/claim-searches.js';
import type { Mode, TableLog } from '@stikk/core';

export type Job =
  | {
      readonly id: number;
      readonly type: 'movement';
      readonly kind: MovementKind;
      readonly tables: number;
      readonly boardsPerRound: number;
      readonly rounds?: number;
      readonly pairs?: number;
    }
  | { readonly id: number; readonly type: 'pbn-deals'; readonly pbn: string; readonly boards: readonly number[] }
  | { readonly id: number; readonly type: 'ruling'; readonly log: unknown }
  | { readonly id: number; readonly type: 'claim-searches'; readonly log: TableLog; readonly mode: Mode };
type Answer = Movement | MovementError | PbnDeals | RulingAnswer | SearchEntries;
type Reply = { id: number; value: Answer } | { id: number; failure: string };

const here = import.meta.url;
const fromSource = here.endsWith('.ts');
/** Jobs waiting for the worker at most; more is refused (503) rather than queued without end. */
const MAX_WAITING = 4;
/** Ruling-assistant jobs waiting at once at most, all accounts together (their own lane). */
const ASSIST_WAITING = 2;
/**
 * Online tables' claim searches waiting at once at most, every table together (their own lane): up to a second or
 * two each, made whenever a table's director rules on a disputed claim, so a table's creator, who directs it, could
 * otherwise keep the directors' lane full and have every club's session creation refused as busy.
 */
const CLAIMS_WAITING = 3;
/**
 * Of those places, one account's tables (the account that directs them) hold at most this many, so one director of
 * many tables ruling on all of them at once never has another table's ruling refused as busy on its own account.
 */
const CLAIMS_PER_ACCOUNT = 2;
const MAX_KEPT = 64;
const assistTooMany = (message: string): ApiFailure => new ApiFailure(429, 'too-many-assist-requests', message);

/** Does one job (in the worker, or here once the worker is gone). */
export function doJob(job: Job): Answer {
  if (job.type === 'movement') return buildMovement(job.kind, job.tables, job.boardsPerRound, job.rounds, job.pairs);
  if (job.type === 'pbn-deals') return pbnDeals(job.pbn, job.boards);
  if (job.type === 'claim-searches') return claimSearchesOf(job.log, job.mode);
  return assistRuling(job.log);
}

export class WorkPool {
  private worker: Worker | null = null;
  private broken = false;
  private next = 0;
  private readonly waiting = new Map<
    number,
    { job: Job; resolve: (m: Answer) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }
  >();
  /**
   * A job not answered within this is refused (503 `busy`), and the worker running it is stopped
   * and replaced: a runaway job must not keep a thread busy, nor every later job waiting behind it.
   */
  timeoutMs = 60_000;
  /** Workers stopped because a job ran past `timeoutMs`. */
  replaced = 0;
  /** Ruling-assistant requests one account may make a minute (429 `too-many-assist-requests` past it). */
  assistPerMinute = 30;
  /** Accounts with an assistant job waiting or running. */
  private readonly assisting = new Set<number>();
  /** Assistant requests per account in the current minute. */
  private readonly assistRate = new Map<number, { start: number; n: number }>();
  /** Jobs of the directors' lane (movements, PBN files) waiting or running. */
  private others = 0;
  /** Online tables' claim searches waiting or running (their own lane). */
  private searching = 0;
  /** Those searches by the account that directs their table. */
  private readonly searchingFor = new Map<number, number>();

  /** The current worker's thread id (none before the first job, or once the work is done here). */
  get threadId(): number | null {
    return this.worker?.threadId ?? null;
  }
  private readonly kept = new Map<string, Promise<Movement | MovementError>>();

  /** The movement for a session of this size (`MovementError` when the movements package refuses it). */
  movement(
    kind: MovementKind,
    tables: number,
    boardsPerRound: number,
    rounds?: number,
    pairs?: number,
  ): Promise<Movement | MovementError> {
    const key = JSON.stringify([kind, tables, boardsPerRound, rounds ?? null, pairs ?? null]);
    const kept = this.kept.get(key);
    if (kept) return kept;
    const p = this.run({
      id: ++this.next,
      type: 'movement',
      kind,
      tables,
      boardsPerRound,
      ...(rounds !== undefined ? { rounds } : {}),
      ...(pairs !== undefined ? { pairs } : {}),
    }) as Promise<Movement | MovementError>;
    this.kept.set(key, p);
    if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
    p.catch(() => this.kept.delete(key));
    return p;
  }

  /** The deals of `boards` from a PBN file. */
  pbnDeals(pbn: string, boards: readonly number[]): Promise<PbnDeals> {
    return this.run({ id: ++this.next, type: 'pbn-deals', pbn, boards }) as Promise<PbnDeals>;
  }

  /**
   * The ruling assistant's fold of a client's table log (domain/ruling-assist.ts) for account
   * `caller`: 429 `too-many-assist-requests` while the account has one waiting or past its rate,
   * 503 `busy` when the assistant's lane is full.
   */
  ruling(log: unknown, caller: number): Promise<RulingAnswer> {
    if (this.assisting.has(caller))
      return Promise.reject(
        assistTooMany('your previous ruling request is still being worked on; wait for its answer'),
      );
    const now = Date.now();
    let rate = this.assistRate.get(caller);
    if (!rate || now - rate.start >= 60_000) {
      if (rate) this.assistRate.delete(caller);
      if (this.assistRate.size >= 100_000) this.assistRate.delete(this.assistRate.keys().next().value!);
      rate = { start: now, n: 0 };
      this.assistRate.set(caller, rate);
    }
    if (rate.n >= this.assistPerMinute) {
      const s = Math.max(1, Math.ceil((rate.start + 60_000 - now) / 1000));
      return Promise.reject(
        assistTooMany(`too many ruling requests (at most ${this.assistPerMinute} a minute); try again in ${s} s`),
      );
    }
    if (!this.broken && this.assisting.size >= ASSIST_WAITING)
      return Promise.reject(
        new ApiFailure(503, 'busy', 'the ruling assistant is busy with other requests; try again in a moment'),
      );
    rate.n++;
    this.assisting.add(caller);
    const p = this.run({ id: ++this.next, type: 'ruling', log }) as Promise<RulingAnswer>;
    const done = () => {
      this.assisting.delete(caller);
    };
    p.then(done, done);
    return p;
  }

  /**
   * The claim searches a fold of an online table's board makes (online/claim-searches.ts), for a table directed by
   * `account`: 503 `busy` when the lane is full or that account already holds its share of it.
   */
  claimSearches(log: TableLog, mode: Mode, account: number): Promise<SearchEntries> {
    const held = this.searchingFor.get(account) ?? 0;
    if (!this.broken && held >= CLAIMS_PER_ACCOUNT)
      return Promise.reject(new ApiFailure(503, 'busy', 'the server is busy with other work; try again in a moment'));
    const p = this.run({ id: ++this.next, type: 'claim-searches', log, mode }) as Promise<SearchEntries>;
    if (this.broken) return p;
    this.searchingFor.set(account, held + 1);
    const done = () => {
      const n = (this.searchingFor.get(account) ?? 1) - 1;
      if (n > 0) this.searchingFor.set(account, n);
      else this.searchingFor.delete(account);
    };
    p.then(done, done);
    return p;
  }

  private run(job: Job): Promise<Answer> {
    if (this.broken) {
      try {
        return Promise.resolve(doJob(job));
      } catch (e) {
        return Promise.reject(e);
      }
    }
    // Three lanes, each with its own bound: the assistant's (counted in `ruling`), the tables' claim searches, and
    // the directors' (movements, PBN files), so one kind of work never fills the others' places.
    const lane = job.type === 'ruling' ? null : job.type === 'claim-searches' ? 'searching' : 'others';
    if (lane && this[lane] >= (lane === 'searching' ? CLAIMS_WAITING : MAX_WAITING))
      return Promise.reject(new ApiFailure(503, 'busy', 'the server is busy with other work; try again in a moment'));
    const w = this.worker ?? this.spawn();
    if (lane) this[lane]++;
    const p = new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(job.id);
        reject(new ApiFailure(503, 'busy', 'the work took too long; try a smaller one'));
        this.replace();
      }, this.timeoutMs);
      this.waiting.set(job.id, { job, resolve, reject, timer });
      w.postMessage(job);
    });
    if (!lane) return p;
    const done = () => {
      this[lane]--;
    };
    p.then(done, done);
    return p;
  }

  /**
   * The worker is stuck on a job that timed out: it is terminated, and the jobs that were queued
   * behind that one go to a new worker (their own timers keep running).
   */
  private replace(): void {
    const old = this.worker;
    if (!old) return;
    this.worker = null; // its 'exit' is expected now: not a failure (fail() ignores a worker not current)
    this.replaced++;
    void old.terminate().catch(() => undefined);
    if (this.waiting.size === 0) return;
    const w = this.spawn();
    for (const { job } of this.waiting.values()) w.postMessage(job);
  }

  private spawn(): Worker {
    let w: Worker;
    if (fromSource) {
      // From TypeScript sources (tests): load the worker body through tsx, resolved from here.
      const url = new URL('./work-worker.ts', here).href;
      const tsx = import.meta.resolve('tsx/esm/api');
      w = new Worker(
        `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(url)}); })`,
        { eval: true },
      );
    } else {
      w = new Worker(new URL('./work-worker.js', here));
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

  /** The worker is gone: what it held is refused (try again), and everything after is done here. */
  private fail(w: Worker): void {
    if (this.worker !== w) return;
    this.worker = null;
    this.broken = true;
    const jobs = [...this.waiting.values()];
    this.waiting.clear();
    for (const j of jobs) {
      clearTimeout(j.timer);
      j.reject(new ApiFailure(503, 'busy', 'the worker stopped; try again'));
    }
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    for (const j of this.waiting.values()) clearTimeout(j.timer);
    this.waiting.clear();
    if (w) await w.terminate();
  }
}
