/**
 * Hand-record analysis: double-dummy tables and par (`@stikk/dds`) for a session's boards,
 * computed one deal at a time in a worker thread (`@stikk/dds/pool`) so the server never stalls,
 * stored once. Should the worker fail to start or crash, the remaining deals are solved in this
 * thread, one per macrotask, so hand records still get their tables.
 */
import { DDSolver, par, type DDTable, type ParResult } from '@stikk/dds';
import type { Seat, Vulnerability } from '@stikk/core';
import { DDPool } from '@stikk/dds/pool';
import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '../context.js';

/** The part of `DDPool` used here (tests pass a failing one to check the fallback). */
export type TablePool = Pick<DDPool, 'tables' | 'close'>;

// One deal per call: the pool then uses a single worker, leaving the other core to the server.
const defaultPool = (): TablePool => new DDPool({ threads: 2 });
/** Deals whose tables `Analyzer.deal` keeps (online tables' ended boards). */
const DEALS_CACHED = 2_000;
/** Online tables' deals waiting for the pool at once; more are refused until some are solved. */
const DEALS_WAITING = 32;

/** Thrown by {@link Analyzer.deal} when {@link DEALS_WAITING} deals already wait: ask again later. */
export class AnalysisBusy extends Error {
  constructor() {
    super('too many deals waiting for double-dummy analysis');
    this.name = 'AnalysisBusy';
  }
}

export class Analyzer {
  private pool: TablePool | null = null;
  /** Set once the pool has failed: later deals are solved in this thread. */
  private solver: DDSolver | null = null;
  private readonly queued = new Set<number>();
  private chain: Promise<void> = Promise.resolve();
  private closed = false;
  /**
   * The pool's jobs one after another: `DDPool.tables` binds its workers' listeners anew for each call, so
   * two calls at once lost the first one's answer (never resolved) or gave it to the second.
   */
  private line: Promise<unknown> = Promise.resolve();
  /** Online deals asked for and not yet solved (at most {@link DEALS_WAITING}). */
  private waiting = 0;

  constructor(
    private readonly ctx: Omit<Ctx, 'analyzer'>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly makePool: () => TablePool = defaultPool,
  ) {}

  /** Whether double-dummy analysis still runs (false once the server is closing). */
  available(): boolean {
    return !this.closed;
  }

  /** Queues the session's boards that have no analysis yet; returns at once. */
  ensure(sessionId: number): void {
    if (this.queued.has(sessionId) || this.closed) return;
    this.queued.add(sessionId);
    this.chain = this.chain
      .then(() => this.run(sessionId))
      .catch((e: unknown) => this.log.warn({ err: e, sessionId }, 'double-dummy analysis failed'))
      .finally(() => this.queued.delete(sessionId));
  }

  /** Double-dummy tables by PBN deal: each deal solved once, on the work pool (a bounded cache, oldest out). */
  private readonly byDeal = new Map<string, Promise<DDTable>>();

  /**
   * One deal's double-dummy table and par (vulnerability and dealer by its board), solved on the work
   * pool and cached per deal; a failed solve is forgotten so a later call tries again.
   */
  async deal(deal: string, vulnerable: Vulnerability, dealer: Seat): Promise<{ dd: DDTable; par: ParResult }> {
    let t = this.byDeal.get(deal);
    if (!t) {
      if (this.closed) throw new Error('the server is closing');
      if (this.waiting >= DEALS_WAITING) throw new AnalysisBusy();
      // Asked for by players at their tables: never solved in the server thread (a refusal rather than a stall).
      this.waiting++;
      t = this.table(deal, true).finally(() => this.waiting--);
      this.byDeal.set(deal, t);
      t.catch(() => this.byDeal.delete(deal));
      if (this.byDeal.size > DEALS_CACHED) this.byDeal.delete(this.byDeal.keys().next().value!);
    }
    const dd = await t;
    return { dd, par: par(dd, vulnerable, dealer) };
  }

  /** Resolves when everything queued so far is done (tests). */
  idle(): Promise<void> {
    return this.chain;
  }

  /** One deal's table after every table asked for before it (see {@link Analyzer.line}). */
  private table(deal: string, poolOnly = false): Promise<DDTable> {
    const job = () => this.solve(deal, poolOnly);
    const r = this.line.then(job, job);
    this.line = r.catch(() => undefined);
    return r;
  }

  /** One deal's table on the pool; should the pool fail, in this thread unless `poolOnly` (then it throws). */
  private async solve(deal: string, poolOnly: boolean): Promise<DDTable> {
    if (!this.solver || poolOnly) {
      try {
        this.pool ??= this.makePool();
        const [t] = await this.pool.tables([deal]);
        return t;
      } catch (e) {
        if (this.closed) throw e;
        this.log.warn({ err: e }, 'double-dummy worker failed; solving in the server thread');
        await this.pool?.close().catch(() => undefined);
        this.pool = null;
        // A new pool is started for the next deal asked for; only the session's analysis falls back to this thread.
        if (poolOnly) throw e;
        this.solver = new DDSolver();
      }
    }
    await new Promise((res) => setImmediate(res));
    const r = this.solver.ddTable(deal);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }

  private async run(sessionId: number): Promise<void> {
    const { db } = this.ctx;
    const done = new Set(
      (await db.selectFrom('board_analysis').select('number').where('session_id', '=', sessionId).execute()).map(
        (r) => r.number,
      ),
    );
    const boards = (
      await db
        .selectFrom('boards')
        .select(['number', 'deal', 'dealer', 'vulnerable'])
        .where('session_id', '=', sessionId)
        .orderBy('number')
        .execute()
    ).filter((b) => !done.has(b.number));
    for (const b of boards) {
      if (this.closed) return;
      const table = await this.table(b.deal);
      const p = par(table, b.vulnerable, b.dealer);
      await db
        .insertInto('board_analysis')
        .values({ session_id: sessionId, number: b.number, dd: JSON.stringify(table), par: JSON.stringify(p) })
        .onConflict((oc) => oc.columns(['session_id', 'number']).doNothing())
        .execute();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.pool?.close();
  }
}
