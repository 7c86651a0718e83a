/**
 * Online tables on both cores (issue 22, `STIKK_ROOM_WORKERS=N`): each table's views, deltas and
 * their JSON are built on one of N worker threads (online/room-worker.ts; table id modulo N),
 * which keeps a replica of its tables — the fold of the board in play, the view each member was
 * last sent (the base of its next delta) and the view memo. The main thread keeps everything
 * else as before: the sockets, parsing, the act's checks, the durable append (the one appender,
 * group commit for every table) and the acknowledgement, which still follows the commit. A
 * worker is sent only what was committed, in order, and answers with frames; a frame goes out
 * only to a client that is still, on the main thread, the member it was built for (each
 * membership has a key of its own, forgotten when it ends), so a seat's frames reach that seat
 * alone as before. The allocations of views and deltas, and the delta bases kept a second per
 * seat, leave the main thread's heap: its garbage collections get short, and the second core
 * does that work.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SeatCode, ViewEvent } from '../api/types.js';
import { type Member, Room } from './room.js';
import type { StoredEvent } from './stored-event.js';

/** A member's viewer as the worker is told it (`Recipient`). */
type Viewer = SeatCode | 'kibitzer' | 'director';

/** What the main thread tells a room worker, in order (several per message). */
export type RoomOp =
  | {
      op: 'open';
      t: number;
      owner: number;
      boards: readonly number[];
      deals: [number, string][];
      kibitzers: boolean;
      irregularities: Room['irregularities'];
      edition: Room['edition'];
      log: [number, number, StoredEvent][];
      /** When each event of the board in play was stored (ms): the replica's undo window is the main thread's. */
      times: readonly number[];
      calls: number;
      /** Whether the table has a director (Room `director`), as with `calls` in each op below. */
      director: boolean;
    }
  | {
      op: 'event';
      t: number;
      v: number;
      board: number;
      event: StoredEvent;
      calls: number;
      director: boolean;
      at: number;
    }
  | {
      op: 'welcome';
      t: number;
      key: number;
      viewer: Viewer;
      deltas: boolean;
      /** Whether it folds card notes (Room `welcome`). */
      notes: boolean;
      missed: ViewEvent[];
      calls: number;
      director: boolean;
    }
  | { op: 'leave'; t: number; key: number }
  | { op: 'drop'; t: number }
  /** The worker's heap and GC since the last `stats` (benchmarks); `t` only picks the worker. */
  | { op: 'stats'; t: number };

/** A room worker's heap (bytes in use) and garbage collections since it was last asked. */
export interface RoomWorkerStats {
  heapUsed: number;
  minorGcs: number;
  majorGcs: number;
  gcMs: number;
  gcMaxMs: number;
}

/**
 * What a worker answers: `frames` is flat — a frame's text, how many members get it, their keys;
 * then the next frame — and `errors` what went wrong (for the server's log).
 */
export interface RoomFrames {
  frames: (string | number)[];
  errors: string[];
  stats?: RoomWorkerStats;
}

/** The room worker threads of one server, and every membership's key. */
export class RoomWorkers {
  private readonly workers: Worker[] = [];
  private readonly queues: RoomOp[][] = [];
  /** When each message still unanswered was posted, per worker, oldest first (performance.now()). */
  private readonly pending: number[][] = [];
  private flushing = false;
  /** The members frames may go to, by key: a membership ended is no longer here. */
  private readonly byKey = new Map<number, Member>();
  private nextKey = 1;
  /** Where a worker's errors go (the server's log). */
  logError: (e: unknown) => void = () => undefined;

  /** The tables with a replica, by id: rebuilt on a worker that replaces one that stopped. */
  private readonly opened = new Map<number, ShardedRoom>();
  private closing = false;
  /** How many workers were replaced after stopping on their own (a crash). */
  restarts = 0;
  /** When each worker stopped on its own within the last minute (Date.now()), oldest first. */
  private readonly stops: number[][] = [];

  constructor(readonly size: number) {
    for (let i = 0; i < size; i++) {
      this.queues.push([]);
      this.pending.push([]);
      this.workers.push(this.spawn(i));
    }
  }

  /** Worker `i`: its answers delivered while it is the current one; replaced when it stops on its own. */
  private spawn(i: number): Worker {
    const w = startWorker();
    w.on('message', (m: RoomFrames) => {
      if (this.workers[i] !== w) return;
      this.pending[i].shift();
      if (m.stats) this.statsWanted.shift()?.(m.stats);
      this.deliver(m);
    });
    w.on('error', (e) => this.logError(e));
    w.on('exit', (code) => {
      if (this.closing || this.workers[i] !== w) return;
      const delay = this.restartDelay(i, Date.now());
      this.logError(new Error(`room worker ${i} stopped (exit code ${code}); started again in ${delay} ms`));
      if (delay === 0) this.restart(i);
      else
        setTimeout(() => {
          if (!this.closing && this.workers[i] === w) this.restart(i);
        }, delay).unref();
    });
    w.unref();
    return w;
  }

  /**
   * How long to wait before replacing worker `i`, which stopped at `now`: at once for the first
   * three stops within a minute, then 2 s, 4 s, … up to 30 s, so a worker that crashes on every
   * table it is given does not take the main thread with it. While it waits, its acts age
   * unanswered and are refused as server-busy (`lagMs`).
   */
  private restartDelay(i: number, now: number): number {
    const recent = (this.stops[i] ?? []).filter((t) => now - t < 60_000);
    recent.push(now);
    this.stops[i] = recent;
    return recent.length <= 3 ? 0 : Math.min(30_000, 1000 * 2 ** (recent.length - 3));
  }

  /**
   * Worker `i` stopped: what was posted to it and not answered is lost. A new worker gets each of
   * its tables again as the main thread holds them (the log, the members), and every member a
   * fresh `joined` with the whole view its viewer may see — the base of its next delta — under a
   * new key, so no frame of the old worker reaches anyone afterwards.
   */
  private restart(i: number): void {
    this.restarts++;
    this.pending[i] = [];
    // Ops not yet sent are rebuilt by the reopening below; a benchmark's stats request is kept.
    this.queues[i] = this.queues[i].filter((o) => o.op === 'stats');
    this.workers[i] = this.spawn(i);
    for (const room of this.opened.values()) if (room.id % this.size === i) room.reopen();
  }

  /** Table `room` has (`true`) or no longer has a replica at its worker. */
  track(room: ShardedRoom, open: boolean): void {
    if (open) this.opened.set(room.id, room);
    else this.opened.delete(room.id);
  }

  /** Queues `op` for table `t`'s worker; everything queued in one turn leaves in one message. */
  post(op: RoomOp): void {
    this.queues[op.t % this.size].push(op);
    if (!this.flushing) {
      this.flushing = true;
      process.nextTick(this.flush);
    }
  }

  private readonly flush = (): void => {
    this.flushing = false;
    for (let i = 0; i < this.size; i++) {
      const q = this.queues[i];
      if (!q.length) continue;
      this.queues[i] = [];
      this.pending[i].push(performance.now());
      this.workers[i].postMessage(q);
    }
  };

  /**
   * How far behind the slowest worker runs (ms): the age of the oldest message it has not answered
   * (every message is answered). Acts are refused past the server's busy limit (rooms.ts `busy`).
   */
  get lagMs(): number {
    let oldest = Number.POSITIVE_INFINITY;
    for (const p of this.pending) if (p.length && p[0] < oldest) oldest = p[0];
    return oldest === Number.POSITIVE_INFINITY ? 0 : performance.now() - oldest;
  }

  private readonly statsWanted: ((s: RoomWorkerStats) => void)[] = [];

  /** Each worker's heap and GC since the last call (benchmarks: bench/server-room-workers). */
  async stats(): Promise<RoomWorkerStats[]> {
    const all: RoomWorkerStats[] = [];
    for (let i = 0; i < this.size; i++) {
      all.push(
        await new Promise<RoomWorkerStats>((resolve) => {
          this.statsWanted.push(resolve);
          this.post({ op: 'stats', t: i });
        }),
      );
    }
    return all;
  }

  /** A new membership's key (its frames are sent to `member` while it lasts). */
  admit(member: Member): number {
    const key = this.nextKey++;
    this.byKey.set(key, member);
    return key;
  }

  /** The membership `key` has ended: frames built for it are dropped. */
  forget(key: number): void {
    this.byKey.delete(key);
  }

  private deliver(m: RoomFrames): void {
    for (const e of m.errors) this.logError(new Error(`room worker: ${e}`));
    const f = m.frames;
    for (let i = 0; i < f.length; ) {
      const text = f[i] as string;
      const n = f[i + 1] as number;
      for (let k = i + 2; k < i + 2 + n; k++) this.byKey.get(f[k] as number)?.client.sendText(text);
      i += 2 + n;
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/**
 * A room worker: the compiled file; from the TypeScript sources (tests, `tsx`) the sources, through
 * tsx's loader registered in the worker first (Node 20 does not apply `--import tsx` to a worker's
 * own entry file).
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./room-worker.js', import.meta.url));
  const entry = new URL('./room-worker.ts', import.meta.url).href;
  const api = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true, execArgv: ['--conditions=source'] });
}

/** The members of a sharded room: one leaving (or replaced) is forgotten by its worker too. */
class Members extends Map<number, Member> {
  constructor(private readonly room: ShardedRoom) {
    super();
  }
  override set(id: number, m: Member): this {
    const old = this.get(id);
    if (old !== undefined && old !== m) this.room.left(id);
    return super.set(id, m);
  }
  override delete(id: number): boolean {
    if (this.has(id)) this.room.left(id);
    return super.delete(id);
  }
  override clear(): void {
    for (const id of this.keys()) this.room.left(id);
    super.clear();
  }
}

/**
 * A table whose views are built by a room worker: the same {@link Room} (its checks and log on
 * the main thread), but joining members are welcomed, and committed events broadcast, by the worker.
 */
export class ShardedRoom extends Room {
  override readonly members: Map<number, Member> = new Members(this);
  /** Each member's key at the worker and whether it takes deltas and folds card notes, by client id. */
  private readonly keys = new Map<number, { key: number; deltas: boolean; notes: boolean }>();
  private opened = false;

  constructor(
    readonly shards: RoomWorkers,
    ...args: ConstructorParameters<typeof Room>
  ) {
    super(...args);
  }

  /** The worker's replica is made at the first member (the table as logged so far). */
  private open(): void {
    if (this.opened) return;
    this.opened = true;
    this.shards.track(this, true);
    this.shards.post({
      op: 'open',
      t: this.id,
      owner: this.ownerId,
      boards: this.boards,
      deals: this.dealsAsText(),
      kibitzers: this.kibitzers,
      irregularities: this.irregularities,
      edition: this.edition,
      log: this.log.map((x) => [x.v, x.board, x.event]),
      times: this.boardStamps,
      calls: this.openCalls,
      director: this.director,
    });
  }

  override welcome(member: Member, deltas: boolean, missed: ViewEvent[], notes = false): void {
    this.open();
    const key = this.shards.admit(member);
    this.keys.set(member.client.id, { key, deltas, notes });
    this.shards.post({
      op: 'welcome',
      t: this.id,
      key,
      viewer: member.viewer as Viewer,
      deltas,
      notes,
      missed,
      calls: this.openCalls,
      director: this.director,
    });
  }

  /** Client `id` is no longer a member (left, evicted, replaced). */
  left(id: number): void {
    const key = this.keys.get(id)?.key;
    if (key === undefined) return;
    this.keys.delete(id);
    this.shards.forget(key);
    this.shards.post({ op: 'leave', t: this.id, key });
  }

  override broadcast(entry: { v: number; board: number; event: StoredEvent }): void {
    // Before the first member nothing is built; from then on the replica follows every event.
    if (!this.opened) return;
    this.shards.post({
      op: 'event',
      t: this.id,
      v: entry.v,
      board: entry.board,
      event: entry.event,
      calls: this.openCalls,
      director: this.director,
      at: this.boardClock?.last ?? Date.now(),
    });
  }

  /**
   * Its worker was replaced (RoomWorkers `restart`): the replica is made again from the log held
   * here, and each member welcomed again under a new key with the whole current view.
   */
  reopen(): void {
    if (!this.opened) return;
    this.opened = false;
    const held = [...this.keys];
    this.keys.clear();
    for (const [, { key }] of held) this.shards.forget(key);
    for (const [id, { deltas, notes }] of held) {
      const member = this.members.get(id);
      if (member) this.welcome(member, deltas, [], notes);
    }
    if (!held.length) this.open();
  }

  /** The table leaves memory (idle): its worker forgets it too. */
  drop(): void {
    if (!this.opened) return;
    this.opened = false;
    this.shards.track(this, false);
    this.shards.post({ op: 'drop', t: this.id });
  }
}
