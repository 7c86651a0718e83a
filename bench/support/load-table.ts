/**
 * The load benches' bot tables (bench/support/load-bots.ts), leaner than the durability test's
 * `BotTable` (packages/server/test/support/bots.ts) so that the bots, which share the machine's two
 * cores with the server, leave it more of them. The same policy — North opens 1NT, everyone
 * passes, each card is the first legal one, declarer plays dummy's cards, North moves on — over
 * real WebSockets to the real server; what differs is the client's own work:
 * - every message is parsed once (`JSON.parse`) and checked: its table, whose view it is, a delta's
 *   base against the version that seat holds and the version the delta leads to;
 * - a delta is applied to the seat's view in place (`applyInPlace`), not by copying the containers
 *   along each path, so an act allocates only what the server sent;
 * - a multiplexed socket (`LoadMux`) routes each message by the `tableId` read from its bytes;
 * - acts are written as text directly, without building an object to stringify;
 * - the sockets are `LoadSocket`s (load-socket.ts): frames cut out of each read in place, the acts
 *   of one tick on a socket written together.
 * Without deltas, whole views arrive with every act: each is kept as text and parsed only when a
 * bot needs it (as `BotTable` does), since parsing four ~2-KB views per act would cost more than the
 * server's work. Latency is timed as in `BotTable`: from sending an act to the moment all four seats
 * hold the resulting version.
 */
import type { DeltaOp, Seat } from '@stikk/core';
import type { TableView } from '../../packages/server/src/api/types.js';
import { LoadSocket } from './load-socket.js';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const SEAT_BIT: Record<string, number> = { N: 1, E: 2, S: 4, W: 8 };
const SEAT_INDEX: Record<string, number> = { N: 0, E: 1, S: 2, W: 3 };

/** A server message as the bots read it: only the members they look at, all optional. */
interface Incoming {
  type?: string;
  tableId?: number;
  seat?: string;
  viewer?: string;
  version?: number;
  base?: number;
  view?: TableView;
  ops?: DeltaOp[];
  code?: string;
  message?: string;
}

/** Where a seat's messages are written: its own WebSocket or a multiplexed one. */
interface Link {
  send(text: string): void;
  terminate(): void;
}

/**
 * Applies a view delta's operations (`@stikk/core` view/delta.ts) to `view` itself, mutating it:
 * set, remove, and keep-the-first-`keep`-then-append for arrays. Throws, naming the path, when the
 * delta does not fit the view (a path through something that is not a container, an array
 * operation on a non-array): the delta was not made from the view this seat holds.
 */
export function applyInPlace(view: Record<string, unknown>, ops: readonly DeltaOp[]): void {
  for (const op of ops) {
    const path = op[0];
    if (path.length === 0) throw new Error('view delta: an operation on the whole view');
    let node: unknown = view;
    for (let i = 0; i < path.length - 1; i++) {
      node = (node as Record<string | number, unknown>)[path[i]];
      if (typeof node !== 'object' || node === null) throw new Error(`view delta: nothing at ${path.join('.')}`);
    }
    const parent = node as Record<string | number, unknown>;
    const key = path[path.length - 1];
    if (op.length === 1) delete parent[key];
    else if (op.length === 2) parent[key] = op[1];
    else {
      const arr = parent[key];
      if (!Array.isArray(arr) || arr.length < op[2])
        throw new Error(`view delta: no array to keep at ${path.join('.')}`);
      arr.length = op[2];
      for (const x of op[1]) arr.push(x);
    }
  }
}

/** One table's four bot seats for the load benches (see the module comment). */
export class LoadTable {
  private readonly links: Link[] = [];
  /** Per seat (N, E, S, W): the parsed view (deltas), or null until a view must be parsed from `raw`. */
  private readonly views: (TableView | null)[] = [null, null, null, null];
  /** Without deltas: each seat's latest update as text, parsed when a bot needs it. */
  private readonly raw: string[] = ['', '', '', ''];
  private readonly versions = [-1, -1, -1, -1];
  /** After a server-busy refusal: no act before this time (ms), as the web client pauses. */
  private busyUntil = 0;
  readonly latencies: number[] = [];
  /** Acts slower than `slowMs`: when each was sent (epoch ms) and its latency (the tail attribution). */
  readonly slow: [at: number, ms: number][] = [];
  slowMs = 20;
  errors = 0;
  readonly rejects: string[] = [];
  /** The act in flight: the version it was made at, when it was sent, which seats have seen it (bits). */
  private pendingVersion = -1;
  private pendingAt = 0;
  private seen = 0;
  private n = 0;
  done = false;
  /** All four seats on one connection: each act names its seat. */
  private namesSeat = false;
  private joinedSeats = 0;
  private onJoined: (() => void) | null = null;
  private onFailed: ((e: Error) => void) | null = null;

  constructor(
    readonly url: string,
    readonly tableId: number,
    readonly tokens: Record<Seat, string>,
    /** Join with `deltas`: the server sends what changed instead of whole views. */
    readonly takesDeltas = false,
  ) {}

  /**
   * Joins the four seats: each on its own WebSocket, or with `mux` on the given multiplexed sockets
   * (one per seat, each carrying that seat of several tables; or one for all four).
   */
  connect(mux?: Record<Seat, LoadMux>): Promise<void> {
    this.namesSeat = mux !== undefined && new Set(Object.values(mux)).size === 1;
    return new Promise<void>((resolve, reject) => {
      this.onJoined = resolve;
      this.onFailed = reject;
      for (const s of SEATS) {
        const join = `{"type":"join","tableId":${this.tableId},"token":${JSON.stringify(this.tokens[s])}${
          this.takesDeltas ? ',"deltas":true' : ''
        }}`;
        if (mux) {
          this.links[SEAT_INDEX[s]] = mux[s].attach(this);
          mux[s].send(join);
          continue;
        }
        const ws = new LoadSocket(
          this.url,
          (bytes, start, end) => this.receive(bytes.toString('utf8', start, end), s),
          () => this.failed(),
        );
        this.links[SEAT_INDEX[s]] = ws;
        ws.opened.then(
          () => ws.send(join),
          () => this.failed(),
        );
      }
    });
  }

  /** The connection failed: counted, and a join still waiting is refused. */
  failed(): void {
    this.errors++;
    this.onFailed?.(new Error(`table ${this.tableId}: WebSocket error`));
  }

  /**
   * One message from the server for this table: `seat` is the seat whose connection it came on
   * (undefined on a connection carrying all four seats: the message names it).
   */
  receive(text: string, seat?: Seat): void {
    // Whole views without deltas: the bulk of the bytes; kept as text, the head checked.
    if (!this.takesDeltas && text.startsWith('{"type":"update"')) {
      const k = text.lastIndexOf('"viewer":"');
      const viewer = k < 0 ? '' : text[k + 10];
      const i = SEAT_INDEX[viewer];
      const version = headNumber(text, ',"version":');
      if (
        i === undefined ||
        (seat !== undefined && viewer !== seat) ||
        headNumber(text, '"tableId":') !== this.tableId
      ) {
        this.bad(`an update for ${viewer} of table ${headNumber(text, '"tableId":')}`);
        return;
      }
      if (version !== this.versions[i] + 1) {
        this.bad(`update to version ${version} after ${this.versions[i]}`);
        return;
      }
      this.raw[i] = text;
      this.views[i] = null;
      this.arrived(i, version);
      return;
    }
    const m = JSON.parse(text) as Incoming;
    if (m.tableId !== undefined && m.tableId !== this.tableId) {
      this.bad(`a message for table ${m.tableId}`);
      return;
    }
    switch (m.type) {
      case 'delta': {
        const i = SEAT_INDEX[m.viewer!];
        const v = this.views[i];
        if (i === undefined || (seat !== undefined && m.viewer !== seat) || !v) {
          this.bad(`a delta for ${m.viewer}`);
          return;
        }
        if (m.base !== this.versions[i]) {
          this.bad(`a delta from version ${m.base}, ${m.viewer} holds ${this.versions[i]}`);
          return;
        }
        applyInPlace(v as unknown as Record<string, unknown>, m.ops!);
        if (v.version !== m.version) {
          this.bad(`a delta to ${m.version} leaving version ${v.version}`);
          return;
        }
        this.arrived(i, m.version);
        return;
      }
      case 'update': {
        const i = SEAT_INDEX[m.viewer ?? m.view!.viewer];
        this.views[i] = m.view!;
        this.arrived(i, m.view!.version);
        return;
      }
      case 'joined': {
        const i = SEAT_INDEX[m.seat!];
        if (i === undefined || (seat !== undefined && m.seat !== seat)) {
          this.bad(`joined as ${m.seat}`);
          return;
        }
        this.views[i] = m.view!;
        this.versions[i] = m.view!.version;
        this.joinedSeats |= SEAT_BIT[m.seat!];
        if (this.joinedSeats === 15) this.onJoined?.();
        return;
      }
      case 'reject':
        // server-busy says why: the event loop running behind, acts queued, or the database behind.
        this.rejects.push(
          m.code !== 'server-busy'
            ? m.code!
            : `server-busy(${/running/.test(m.message!) ? 'loop' : /waiting/.test(m.message!) ? 'queue' : 'database'})`,
        );
        this.errors++;
        this.pendingVersion = -1;
        // Like the web client: pause before trying again (400 ms ± half), not at once.
        if (m.code === 'server-busy') this.busyUntil = performance.now() + 400 * (0.5 + Math.random());
        return;
      case 'error':
        this.errors++;
        this.onFailed?.(new Error(`table ${this.tableId}: ${m.code}`));
        return;
      default: // ack, seats: nothing to do
    }
  }

  /** A message that does not fit what this table holds: an error, and the act in flight is given up. */
  private bad(what: string): void {
    this.errors++;
    this.pendingVersion = -1;
    if (this.errors <= 3) process.stderr.write(`load bot, table ${this.tableId}: ${what}\n`);
  }

  /** Seat `i` now holds `version`: the act in flight is done when all four do. */
  private arrived(i: number, version: number): void {
    this.versions[i] = version;
    if (this.pendingVersion >= 0 && version === this.pendingVersion + 1) {
      this.seen |= 1 << i;
      if (this.seen === 15) {
        const ms = performance.now() - this.pendingAt;
        this.latencies.push(ms);
        if (ms > this.slowMs) this.slow.push([performance.timeOrigin + this.pendingAt, ms]);
        this.pendingVersion = -1;
      }
    }
  }

  private view(i: number): TableView {
    return (this.views[i] ??= (JSON.parse(this.raw[i]) as { view: TableView }).view);
  }

  /** An act is in flight: sent, not yet seen by all four seats. */
  get busy(): boolean {
    return this.pendingVersion >= 0;
  }

  /** Sends the next act if the table is idle and every seat is in sync; returns whether it did. */
  step(now: number): boolean {
    const vs = this.versions;
    if (this.pendingVersion >= 0 || vs[0] !== vs[1] || vs[0] !== vs[2] || vs[0] !== vs[3] || now < this.busyUntil)
      return false;
    const v = this.view(0);
    let seat: Seat;
    let act: string;
    if (v.phase === 'ended') {
      if (v.nextBoard === null) {
        this.done = true;
        return false;
      }
      seat = 'N';
      act = '{"next":true}';
    } else {
      const turn = v.turn as Seat;
      seat = v.phase === 'play' && v.dummy === turn ? (v.declarer as Seat) : turn;
      if (v.phase === 'auction') act = v.auction.length === 0 ? '{"call":"1NT"}' : '{"call":"P"}';
      else act = `{"play":"${this.view(SEAT_INDEX[seat]).legalCards[0]}"}`;
    }
    const version = vs[0];
    this.pendingVersion = version;
    this.pendingAt = now;
    this.seen = 0;
    this.links[SEAT_INDEX[seat]].send(
      `{"type":"act","tableId":${this.tableId},"id":"b${++this.n}","version":${version},"act":${act}${
        this.namesSeat ? `,"seat":"${seat}"` : ''
      }}`,
    );
    return true;
  }

  close(): void {
    for (const l of this.links) l?.terminate();
  }
}

/** The number after `key` near the head of `text`, or -1. */
function headNumber(text: string, key: string): number {
  const k = text.indexOf(key);
  if (k < 0 || k > 60) return -1;
  let v = 0;
  let i = k + key.length;
  const start = i;
  for (let c = text.charCodeAt(i); c >= 0x30 && c <= 0x39; c = text.charCodeAt(++i)) v = v * 10 + (c - 0x30);
  return i > start ? v : -1;
}

/**
 * One WebSocket carrying seats of several tables (a bot process, a club PC running several tables):
 * each message goes to its table by `tableId` (read from its bytes' head), which parses and checks it.
 */
export class LoadMux {
  readonly socket: LoadSocket;
  readonly opened: Promise<void>;
  private readonly tables = new Map<number, LoadTable>();
  /** Hears every message's text before its table does (bench/load-bots.bench.ts records them). */
  tap: ((text: string) => void) | null = null;

  constructor(url: string) {
    this.socket = new LoadSocket(
      url,
      (bytes, start, end) => {
        const text = bytes.toString('utf8', start, end);
        this.tap?.(text);
        const t = this.tables.get(tableIdOf(bytes, start, end));
        if (t) t.receive(text);
        else for (const x of this.tables.values()) x.receive(text); // an error without a table: everyone's
      },
      () => {
        for (const t of this.tables.values()) t.failed();
      },
    );
    this.opened = this.socket.opened;
  }

  /** Carries `table`'s messages (one or all four of its seats). */
  attach(table: LoadTable): Link {
    this.tables.set(table.tableId, table);
    return this.socket;
  }

  send(text: string): void {
    this.socket.send(text);
  }
}

/** The `tableId` near the head of the message in `d[start, end)`, or -1. */
export function tableIdOf(d: Buffer, start: number, end: number): number {
  // {"type":"delta","tableId": … — the key within the first 40 bytes of every message that has one.
  const k = d.indexOf(TABLE_KEY, start);
  if (k < 0 || k - start > 40 || k >= end) return -1;
  let v = 0;
  let i = k + TABLE_KEY.length;
  const from = i;
  for (; i < end && d[i] >= 0x30 && d[i] <= 0x39; i++) v = v * 10 + (d[i] - 0x30);
  return i > from ? v : -1;
}
const TABLE_KEY = Buffer.from('"tableId":');
