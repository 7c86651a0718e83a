/**
 * Lean bot tables for the durability test and the load benchmark: four WebSocket clients per
 * table that bid 1NT–pass–pass–pass and play the first legal card, moving to the next board.
 * Each act is timed from sending to the moment all four seats hold the resulting update.
 */
import WebSocket from 'ws';
import { applyViewDelta, type DeltaOp, type Seat } from '@stikk/core';
import type { ServerMessage, TableView } from '../../src/api/types.js';

const SEATS: Seat[] = ['N', 'E', 'S', 'W'];
const SEAT_BIT: Record<Seat, number> = { N: 1, E: 2, S: 4, W: 8 };

export interface Sent {
  version: number;
  act: Record<string, unknown>;
  acked: boolean;
}

export class BotTable {
  /** Each seat's connection: its own WebSocket, or its place on a multiplexed one. */
  readonly links = {} as Record<Seat, { send(text: string): void; terminate(): void }>;
  /** Latest view message per seat, parsed only when a bot needs it (keeps the load client light). */
  // Kept as strings, not the received Buffers: those are views of the socket's whole read chunk, which
  // they would keep alive (the load bots hold thousands).
  private readonly raw = {} as Record<Seat, string>;
  private readonly parsed = {} as Record<Seat, TableView | undefined>;
  private readonly versions = {} as Record<Seat, number>;
  /** With `deltas`: the deltas received since `raw`, applied only when a bot needs the view. */
  private readonly deltas = { N: [], E: [], S: [], W: [] } as Record<Seat, string[]>;
  /** After a server-busy refusal: no act before this time (ms), as the web client pauses. */
  private busyUntil = 0;
  readonly sent: Sent[] = [];
  readonly latencies: number[] = [];
  /** Acts slower than `slowMs`: when each was sent (epoch ms) and its latency (the load bench's tail attribution). */
  readonly slow: [at: number, ms: number][] = [];
  slowMs = 20;
  errors = 0;
  rejects: string[] = [];
  /** An act is in flight: sent, not yet seen by all four seats. */
  private pending: { version: number; at: number; seen: number } | null = null;
  /** Whether `sent` keeps every act (the durability test checks them); the load bots do not. */
  keepSent = true;
  private n = 0;
  done = false;

  constructor(
    readonly url: string,
    readonly tableId: number,
    readonly tokens: Record<Seat, string>,
    /** Join with `deltas`: the server sends what changed instead of whole views. */
    readonly takesDeltas = false,
  ) {}

  /** The four seats share one connection: each act names its seat. */
  private namesSeat = false;

  /**
   * Joins the four seats: each on its own WebSocket, or with `mux` on the given multiplexed
   * sockets (one per seat, each carrying that seat of several tables; or one for all four).
   */
  async connect(since?: number, mux?: Record<Seat, MuxSocket>): Promise<void> {
    this.pending = null;
    this.namesSeat = mux !== undefined && new Set(Object.values(mux)).size === 1;
    await Promise.all(
      SEATS.map(
        (s) =>
          new Promise<void>((resolve, reject) => {
            const join = JSON.stringify({
              type: 'join',
              tableId: this.tableId,
              token: this.tokens[s],
              ...(since !== undefined ? { since } : {}),
              ...(this.takesDeltas ? { deltas: true } : {}),
            });
            const onMessage = (d: Buffer) => {
              // Updates are the bulk: read the version from the head of the bytes, keep them unparsed.
              const version = updateVersion(d);
              if (version >= 0) {
                this.onUpdate(s, version, d);
                return;
              }
              const m = JSON.parse(d.toString()) as ServerMessage;
              if (m.type === 'joined') {
                this.setView(s, m.view.version, JSON.stringify({ view: m.view }));
                resolve();
              } else if (m.type === 'ack') {
                const x = this.sent.find((y) => y.version === m.version - 1 && !y.acked);
                if (x) x.acked = true;
              } else if (m.type === 'reject') {
                // server-busy says why: the event loop running behind, acts queued, or the database behind.
                this.rejects.push(
                  m.code !== 'server-busy'
                    ? m.code
                    : `server-busy(${/running/.test(m.message) ? 'loop' : /waiting/.test(m.message) ? 'queue' : 'database'})`,
                );
                this.errors++;
                this.pending = null;
                // Like the web client: pause before trying again (400 ms ± half), not at once.
                if (m.code === 'server-busy') this.busyUntil = performance.now() + 400 * (0.5 + Math.random());
              } else if (m.type === 'error') {
                this.errors++;
                reject(new Error(m.code));
              }
            };
            const onError = () => {
              this.errors++;
              reject(new Error('ws error'));
            };
            if (mux) {
              this.links[s] = mux[s].attach(this.tableId, s, onMessage, onError);
              mux[s].send(join);
              return;
            }
            const ws = new WebSocket(this.url.replace(/^http/, 'ws') + '/api/ws', {
              skipUTF8Validation: true,
              perMessageDeflate: false,
            });
            this.links[s] = ws;
            ws.on('open', () => ws.send(join));
            ws.on('message', onMessage);
            ws.on('error', onError);
          }),
      ),
    );
  }

  private setView(s: Seat, version: number, text: string | Buffer): void {
    this.raw[s] = typeof text === 'string' ? text : text.toString();
    this.parsed[s] = undefined;
    this.deltas[s].length = 0;
    this.versions[s] = version;
  }

  view(s: Seat): TableView {
    let v = (this.parsed[s] ??= (JSON.parse(this.raw[s]) as { view: TableView }).view);
    for (const d of this.deltas[s]) v = applyViewDelta(v, (JSON.parse(d) as { ops: DeltaOp[] }).ops);
    this.deltas[s].length = 0;
    return (this.parsed[s] = v);
  }

  private onUpdate(s: Seat, version: number, text: Buffer): void {
    if (text[9] === 0x64 /* {"type":"delta" */) {
      this.deltas[s].push(text.toString());
      this.versions[s] = version;
    } else this.setView(s, version, text);
    const p = this.pending;
    if (p && version === p.version + 1) {
      p.seen |= SEAT_BIT[s];
      if (p.seen === 15) {
        const ms = performance.now() - p.at;
        this.latencies.push(ms);
        if (ms > this.slowMs) this.slow.push([performance.timeOrigin + p.at, ms]);
        this.pending = null;
      }
    }
  }

  get version(): number {
    return this.versions.N;
  }
  get busy(): boolean {
    return this.pending !== null;
  }
  get inSync(): boolean {
    return SEATS.every((s) => this.versions[s] === this.versions.N);
  }

  /** The next act by the bot policy, or null when the last board has ended. */
  nextAct(): { seat: Seat; act: Record<string, unknown> } | null {
    const v = this.view('N');
    if (v.phase === 'ended') return v.nextBoard !== null ? { seat: 'N', act: { next: true } } : null;
    const turn = v.turn!;
    const seat = v.phase === 'play' && v.dummy === turn ? v.declarer! : turn;
    const mine = this.view(seat);
    if (v.phase === 'auction') return { seat, act: { call: v.auction.length === 0 ? '1NT' : 'P' } };
    return { seat, act: { play: mine.legalCards[0] } };
  }

  /** Sends the next act if the table is idle and every seat is in sync; returns whether it did. */
  step(): boolean {
    if (this.pending || !this.inSync || performance.now() < this.busyUntil) return false;
    const next = this.nextAct();
    if (!next) {
      this.done = true;
      return false;
    }
    const version = this.version;
    this.pending = { version, at: performance.now(), seen: 0 };
    if (this.keepSent) this.sent.push({ version, act: next.act, acked: false });
    this.links[next.seat].send(
      JSON.stringify({
        type: 'act',
        tableId: this.tableId,
        id: `b${++this.n}`,
        version,
        act: next.act,
        ...(this.namesSeat ? { seat: next.seat } : {}),
      }),
    );
    return true;
  }

  close(): void {
    for (const s of SEATS) this.links[s]?.terminate();
  }
}

interface SeatHandler {
  onMessage(d: Buffer): void;
  onError(): void;
}

/**
 * One WebSocket carrying seats of several tables (a bot process, a club PC running several
 * tables), one or several seats of each: messages go to each seat's handler by their `tableId`
 * and the seat they were filtered for (an update's view names its viewer; `joined` its seat).
 */
export class MuxSocket {
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  private readonly tables = new Map<number, Map<string, SeatHandler>>();

  constructor(url: string) {
    this.ws = new WebSocket(url.replace(/^http/, 'ws') + '/api/ws', {
      skipUTF8Validation: true,
      perMessageDeflate: false,
    });
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.ws.on('message', (d: Buffer) => {
      const id = tableIdOf(d);
      const seats = id === null ? undefined : this.tables.get(id);
      if (!seats) {
        // An error without a table: everyone's.
        for (const t of this.tables.values()) for (const h of t.values()) h.onMessage(d);
        return;
      }
      if (seats.size === 1) return seats.values().next().value!.onMessage(d);
      let seat: string | undefined;
      if (updateVersion(d) >= 0) seat = viewerOf(d);
      else {
        const m = JSON.parse(d.toString()) as ServerMessage;
        if (m.type === 'joined') seat = m.seat;
      }
      (seat !== undefined ? seats.get(seat) : seats.values().next().value)?.onMessage(d);
    });
    this.ws.on('error', () => {
      for (const t of this.tables.values()) for (const h of t.values()) h.onError();
    });
  }

  attach(
    tableId: number,
    seat: Seat,
    onMessage: (d: Buffer) => void,
    onError: () => void,
  ): { send(text: string): void; terminate(): void } {
    let seats = this.tables.get(tableId);
    if (!seats) this.tables.set(tableId, (seats = new Map()));
    seats.set(seat, { onMessage, onError });
    return { send: (text) => this.send(text), terminate: () => this.ws.terminate() };
  }

  send(text: string): void {
    this.ws.send(text);
  }
}

const TABLE_KEY = Buffer.from('"tableId":');
/** The `tableId` near the head of a server message, or null when it has none. */
function tableIdOf(d: Buffer): number | null {
  const k = d.indexOf(TABLE_KEY);
  if (k < 0 || k > 40) return null;
  let i = k + TABLE_KEY.length,
    v = 0,
    digits = 0;
  for (; d[i] >= 0x30 && d[i] <= 0x39; i++, digits++) v = v * 10 + (d[i] - 0x30);
  return digits ? v : null;
}

const VIEWER_KEY = Buffer.from('"viewer":"');
/**
 * The seat an update was filtered for (its view's `viewer`, last; a delta's, in its head);
 * quotes inside strings are escaped.
 */
function viewerOf(d: Buffer): string | undefined {
  const k = d[9] === 0x64 ? d.indexOf(VIEWER_KEY) : d.lastIndexOf(VIEWER_KEY);
  return k < 0 ? undefined : String.fromCharCode(d[k + VIEWER_KEY.length]);
}

const UPDATE_HEAD = Buffer.from('{"type":"update","tableId":');
const DELTA_HEAD = Buffer.from('{"type":"delta","tableId":');
const VERSION_KEY = Buffer.from(',"version":');
/** The version of an update or delta message read from its first bytes, or -1 when it is neither. */
function updateVersion(d: Buffer): number {
  if (d.length < 40) return -1;
  const head = d[9] === 0x64 ? DELTA_HEAD : UPDATE_HEAD;
  if (d.compare(head, 0, head.length, 0, head.length) !== 0) return -1;
  let i = head.length;
  while (d[i] >= 0x30 && d[i] <= 0x39) i++;
  if (d.compare(VERSION_KEY, 0, VERSION_KEY.length, i, i + VERSION_KEY.length) !== 0) return -1;
  i += VERSION_KEY.length;
  let v = 0,
    digits = 0;
  for (; d[i] >= 0x30 && d[i] <= 0x39; i++, digits++) v = v * 10 + (d[i] - 0x30);
  return digits && d[i] === 0x2c ? v : -1;
}

export function percentile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}
