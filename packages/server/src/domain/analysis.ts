/**
 * Hand-record analysis: double-dummy tables and par (via `@stikk/dds`) for a session's boards,
 * computed one deal at a time in a worker thread so the server never stalls, stored once.
 */
import type { Ctx } from '../context.js';
import { optionalPackage } from '../optional.js';

interface DDPoolLike { tables(deals: readonly string[]): Promise<unknown[]>; close(): Promise<void> }
interface DdsLike { par?: (table: unknown, vul: string, dealer: string) => unknown }

export class Analyzer {
  private pool: DDPoolLike | null = null;
  private readonly queued = new Set<number>();
  private chain: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly ctx: Omit<Ctx, 'analyzer'>) {}

  /** Whether double-dummy analysis can run here. */
  async available(): Promise<boolean> {
    return (await optionalPackage('@stikk/dds/pool')) !== null && (await optionalPackage('@stikk/dds')) !== null;
  }

  /** Queues the session's boards that have no analysis yet; returns at once. */
  ensure(sessionId: number): void {
    if (this.queued.has(sessionId) || this.closed) return;
    this.queued.add(sessionId);
    this.chain = this.chain.then(() => this.run(sessionId)).catch(() => undefined).finally(() => this.queued.delete(sessionId));
  }

  /** Resolves when everything queued so far is done (tests). */
  idle(): Promise<void> { return this.chain; }

  private async run(sessionId: number): Promise<void> {
    const poolMod = (await optionalPackage('@stikk/dds/pool')) as { DDPool?: new (o: object) => DDPoolLike } | null;
    const dds = (await optionalPackage('@stikk/dds')) as DdsLike | null;
    if (!poolMod?.DDPool || !dds) return;
    const { db } = this.ctx;
    const done = new Set((await db.selectFrom('board_analysis').select('number').where('session_id', '=', sessionId).execute()).map((r) => r.number));
    const boards = (await db.selectFrom('boards').select(['number', 'deal', 'dealer', 'vulnerable']).where('session_id', '=', sessionId).orderBy('number').execute()).filter((b) => !done.has(b.number));
    for (const b of boards) {
      if (this.closed) return;
      // One deal per call: the pool then uses a single worker, leaving the other core to the server.
      this.pool ??= new poolMod.DDPool({ threads: 2 });
      const [table] = await this.pool.tables([b.deal]);
      const par = dds.par ? dds.par(table, b.vulnerable, b.dealer) : null;
      await db.insertInto('board_analysis').values({ session_id: sessionId, number: b.number, dd: JSON.stringify(table), par: par === null ? null : JSON.stringify(par) })
        .onConflict((oc) => oc.columns(['session_id', 'number']).doNothing()).execute();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.pool?.close();
  }
}
