/**
 * The load benches' bot tables (bench/support/load-bots.ts), leaner than the durability test's
 * `BotTable` (packages/server/test/support/bots.ts) so that the bots, which share the machine's two
 * cores with the server, leave it more of them. The same policy — North opens 1NT, everyone
 * passes, each card is the first legal one, declarer plays dummy's cards, North moves on — over
 * real WebSockets to the real server; what differs is the client's own work:
 * - a seat keeps only what the policy and the checks read of its view (`SeatView`: phase, turn,
 *   declarer and dummy, the next board, how many calls the auction shows, its legal cards, its
 *   version). A view delta is skimmed (json-skim.ts), not parsed: its head checked (its table, whose
 *   view it is, its base against the version that seat holds), its operations walked, those on
 *   those members applied and the others stepped over, then the version it leads to checked. (Parsing
 *   each delta whole and applying it to a whole view was a third of the bots' time: a delta's
 *   operations on hands and tricks build arrays no bot reads.) Other messages are parsed (`JSON.parse`);
 *   an ack, which asks for nothing, only has its head read;
 * - a multiplexed socket (`LoadMux`) routes each message by the `tableId` read from its bytes;
 * - acts are written as text directly, without building an object to stringify;
 * - the sockets are `LoadSocket`s (load-socket.ts): frames cut out of each read in place, the acts
 *   of one tick on a socket written together.
 * Without deltas, whole views arrive with every act: each is kept as text and parsed only when a
 * bot needs it (as `BotTable` does), since parsing four ~2-KB views per act would cost more than the
 * server's work. Latency is timed as in `BotTable`: from sending an act to the moment all four seats
 * hold the resulting version.
 */
import type { Seat } from '@stikk/core';
import type { TableView } from '../../packages/server/src/api/types.js';
import { countItems, fail, readNumber, readString, skipString, skipValue } from './json-skim.js';
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
  view?: TableView;
  code?: string;
  message?: string;
}

/** Where a seat's messages are written: its own WebSocket or a multiplexed one. */
interface Link {
  send(text: string): void;
  terminate(): void;
}

/** What a bot keeps of a seat's view: the members its policy (`LoadTable.step`) and its checks read. */
export interface SeatView {
  version: number;
  phase: string;
  turn: string | null;
  declarer: string | null;
  dummy: string | null;
  nextBoard: number | null;
  /** How many calls the auction shows. */
  calls: number;
  legalCards: string[];
}

/** `view`'s members a bot keeps. */
export function seatView(view: TableView): SeatView {
  return {
    version: view.version,
    phase: view.phase,
    turn: view.turn ?? null,
    declarer: view.declarer ?? null,
    dummy: view.dummy ?? null,
    nextBoard: view.nextBoard ?? null,
    calls: view.auction.length,
    legalCards: view.legalCards ?? [],
  };
}

/** A view delta's head, as `skimDelta` read it (-1 / '' for a member not there). */
export interface DeltaHead {
  tableId: number;
  version: number;
  base: number;
  viewer: string;
  /** Where its card note starts in the text (a `played` message; -1: none). */
  note: number;
  /** Where its operations start in the text (-1: none). */
  ops: number;
}

/**
 * The head of the delta message `t` (`{"type":"delta",…}`): its members before the operations, which come last (as
 * the server writes them; a member after them is not read).
 */
export function deltaHead(t: string): DeltaHead {
  const h: DeltaHead = { tableId: -1, version: -1, base: -1, viewer: '', note: -1, ops: -1 };
  if (t.charCodeAt(0) !== 0x7b) fail(t, 0, 'an object expected');
  let j = 1;
  for (;;) {
    const keyEnd = skipString(t, j);
    if (t.charCodeAt(keyEnd) !== 0x3a) fail(t, keyEnd, 'a colon expected');
    const at = keyEnd + 1;
    // The key compared in place (no string cut out of the text for it).
    const n = keyEnd - j - 2;
    // The operations come last (as the server writes a delta): walked once, by `skimDelta`.
    if (n === 3 && t.startsWith('ops', j + 1)) {
      h.ops = at;
      return h;
    }
    const end = skipValue(t, at);
    if (n === 7 && t.startsWith('tableId', j + 1)) h.tableId = readNumber(t, at, end) ?? -1;
    else if (n === 7 && t.startsWith('version', j + 1)) h.version = readNumber(t, at, end) ?? -1;
    else if (n === 4 && t.startsWith('base', j + 1)) h.base = readNumber(t, at, end) ?? -1;
    else if (n === 6 && t.startsWith('viewer', j + 1)) h.viewer = readString(t, at, end);
    else if (n === 4 && t.startsWith('note', j + 1)) h.note = at;
    const c = t.charCodeAt(end);
    if (c === 0x7d) return h;
    if (c !== 0x2c) fail(t, end, 'a comma or the end of the object expected');
    j = end + 1;
  }
}

/**
 * Takes what a bot keeps from the card note (`@stikk/core` `CardNote`) starting at `at` in `t` into `v`: the turn, and
 * the legal cards (none when the note has none). The card, its trick and the tricks won are stepped over.
 */
export function skimNote(t: string, at: number, v: SeatView): void {
  if (t.charCodeAt(at) !== 0x7b) fail(t, at, 'a card note (an object) expected');
  let legal: string[] = [];
  let j = at + 1;
  while (t.charCodeAt(j) !== 0x7d) {
    const keyEnd = skipString(t, j);
    if (t.charCodeAt(keyEnd) !== 0x3a) fail(t, keyEnd, 'a colon expected');
    const n = keyEnd - j - 2;
    const end = skipValue(t, keyEnd + 1);
    if (n === 4 && t.startsWith('turn', j + 1))
      v.turn = t.charCodeAt(keyEnd + 1) === 0x6e ? null : readString(t, keyEnd + 1, end);
    else if (n === 10 && t.startsWith('legalCards', j + 1)) legal = JSON.parse(t.slice(keyEnd + 1, end)) as string[];
    const c = t.charCodeAt(end);
    if (c === 0x7d) break;
    if (c !== 0x2c) fail(t, end, 'a comma or the end of the note expected');
    j = end + 1;
  }
  v.legalCards = legal;
}

/**
 * Applies the operations of a view delta (`@stikk/core` view/delta.ts: set, remove, keep-the-first-`keep`-then-
 * append), the array starting at `at` in `t`, to what `v` keeps of the view: those on its members, top-level
 * paths; the others are stepped over. Throws a `SkimError` naming the place when the text is not a list of
 * operations, or an operation on a kept member is not one a view's delta makes (a path into the legal cards).
 */
export function skimDelta(t: string, at: number, v: SeatView): void {
  if (t.charCodeAt(at) !== 0x5b) fail(t, at, 'the operations expected');
  let j = at + 1;
  if (t.charCodeAt(j) === 0x5d) return;
  for (;;) {
    // [path] | [path, value] | [path, items, keep]
    if (t.charCodeAt(j) !== 0x5b || t.charCodeAt(j + 1) !== 0x5b) fail(t, j, 'an operation expected');
    const pathEnd = skipValue(t, j + 1);
    // A top-level path: one key, ["key"].
    let key = '';
    if (t.charCodeAt(j + 2) === 0x22) {
      const keyEnd = skipString(t, j + 2);
      if (keyEnd === pathEnd - 1) key = readString(t, j + 2, keyEnd);
      else if (t.slice(j + 3, keyEnd - 1) === 'legalCards') fail(t, j, 'an operation inside the legal cards');
    }
    let k = pathEnd;
    let valueAt = -1;
    let valueEnd = -1;
    let keep = -1;
    if (t.charCodeAt(k) === 0x2c) {
      valueAt = k + 1;
      valueEnd = skipValue(t, valueAt);
      k = valueEnd;
      if (t.charCodeAt(k) === 0x2c) {
        const keepEnd = skipValue(t, k + 1);
        keep = readNumber(t, k + 1, keepEnd) ?? -1;
        k = keepEnd;
      }
    }
    if (t.charCodeAt(k) !== 0x5d) fail(t, k, 'the end of an operation expected');
    if (key !== '') applyOp(t, key, valueAt, valueEnd, keep, v);
    j = k + 1;
    const c = t.charCodeAt(j);
    if (c === 0x5d) return;
    if (c !== 0x2c) fail(t, j, 'a comma or the end of the operations expected');
    j++;
  }
}

/** The string at `valueAt` (null for anything else, a removal too). */
const stringAt = (t: string, valueAt: number, valueEnd: number): string | null =>
  valueAt >= 0 && t.charCodeAt(valueAt) === 0x22 ? readString(t, valueAt, valueEnd) : null;

/** One top-level operation on `v` (`valueAt` -1: a removal; `keep` -1: a set). */
function applyOp(t: string, key: string, valueAt: number, valueEnd: number, keep: number, v: SeatView): void {
  switch (key) {
    case 'version':
      v.version = valueAt < 0 ? -1 : (readNumber(t, valueAt, valueEnd) ?? -1);
      return;
    case 'phase':
      v.phase = stringAt(t, valueAt, valueEnd) ?? '';
      return;
    case 'turn':
      v.turn = stringAt(t, valueAt, valueEnd);
      return;
    case 'declarer':
      v.declarer = stringAt(t, valueAt, valueEnd);
      return;
    case 'dummy':
      v.dummy = stringAt(t, valueAt, valueEnd);
      return;
    case 'nextBoard':
      v.nextBoard = valueAt < 0 ? null : readNumber(t, valueAt, valueEnd);
      return;
    case 'auction':
      v.calls = valueAt < 0 || t.charCodeAt(valueAt) !== 0x5b ? 0 : (keep < 0 ? 0 : keep) + countItems(t, valueAt);
      return;
    case 'legalCards': {
      const items = valueAt < 0 ? [] : (JSON.parse(t.slice(valueAt, valueEnd)) as string[] | null);
      if (keep < 0) v.legalCards = items ?? [];
      else {
        const kept = v.legalCards.slice(0, keep);
        for (const x of items ?? []) kept.push(x);
        v.legalCards = kept;
      }
      return;
    }
    default:
  }
}

/** One table's four bot seats for the load benches (see the module comment). */
export class LoadTable {
  private readonly links: Link[] = [];
  /** Per seat (N, E, S, W): what it keeps of its view, or null until a view must be parsed from `raw`. */
  private readonly views: (SeatView | null)[] = [null, null, null, null];
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
    /** With `takesDeltas`, join with `notes` too: after an ordinary card the server sends its note (`played`). */
    readonly takesNotes = false,
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
        }${this.takesNotes ? ',"notes":true' : ''}}`;
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
    if (this.takesDeltas && text.startsWith('{"type":"delta"')) {
      this.delta(text, seat);
      return;
    }
    if (this.takesNotes && text.startsWith('{"type":"played"')) {
      this.delta(text, seat, true);
      return;
    }
    // An ack asks for nothing: its table checked.
    if (text.startsWith('{"type":"ack"')) {
      const id = headNumber(text, '"tableId":');
      if (id !== this.tableId) this.bad(`a message for table ${id}`);
      return;
    }
    const m = JSON.parse(text) as Incoming;
    if (m.tableId !== undefined && m.tableId !== this.tableId) {
      this.bad(`a message for table ${m.tableId}`);
      return;
    }
    switch (m.type) {
      case 'update': {
        const i = SEAT_INDEX[m.viewer ?? m.view!.viewer];
        this.views[i] = seatView(m.view!);
        this.arrived(i, m.view!.version);
        return;
      }
      case 'joined': {
        const i = SEAT_INDEX[m.seat!];
        if (i === undefined || (seat !== undefined && m.seat !== seat)) {
          this.bad(`joined as ${m.seat}`);
          return;
        }
        this.views[i] = seatView(m.view!);
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

  /**
   * A view delta (`{"type":"delta",…}`), skimmed (see the module comment) and checked; with `note`, a card note
   * (`{"type":"played",…}`): its turn and legal cards taken from the note, then its operations (on the server's parts).
   */
  private delta(text: string, seat: Seat | undefined, note = false): void {
    let h: DeltaHead;
    try {
      h = deltaHead(text);
    } catch (e) {
      this.bad(`a delta not read: ${(e as Error).message}`);
      return;
    }
    if (h.tableId !== this.tableId) {
      this.bad(`a message for table ${h.tableId}`);
      return;
    }
    const i = SEAT_INDEX[h.viewer];
    const v = i === undefined ? null : this.views[i];
    if (i === undefined || (seat !== undefined && h.viewer !== seat) || !v || h.ops < 0) {
      this.bad(`a delta for ${h.viewer}`);
      return;
    }
    if (h.base !== this.versions[i]) {
      this.bad(`a delta from version ${h.base}, ${h.viewer} holds ${this.versions[i]}`);
      return;
    }
    try {
      if (note) {
        if (h.note < 0) fail(text, 0, 'a card note expected');
        skimNote(text, h.note, v);
      }
      skimDelta(text, h.ops, v);
    } catch (e) {
      this.bad(`a delta not read: ${(e as Error).message}`);
      return;
    }
    if (v.version !== h.version) {
      this.bad(`a delta to ${h.version} leaving version ${v.version}`);
      return;
    }
    this.arrived(i, h.version);
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

  private view(i: number): SeatView {
    return (this.views[i] ??= seatView((JSON.parse(this.raw[i]) as { view: TableView }).view));
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
      if (v.phase === 'auction') act = v.calls === 0 ? '{"call":"1NT"}' : '{"call":"P"}';
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
