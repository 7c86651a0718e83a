/**
 * A table's event log as a room keeps it in memory for the table's whole life: the stored events in order
 * and each one's board, nothing per entry beyond that. An entry's version is its place (the log always
 * starts at version 1 and has no gap: a room is loaded from its first stored event and appends in order),
 * and the commonest events — a card played, a call without alert, explanation or change — are one shared,
 * frozen object per seat and card or call for every table, not one object per act. At 5,000 tables the
 * log is the part of a room that grows with every act (~1,600 events a table in a 27-board session), so
 * its objects are what a full garbage collection marks more of as a session goes on (issue 22). Nothing
 * finds a logged event by identity and nothing changes one (a table log, a missed event, a view's event are
 * copies or read it), so a shared event is safe to hold in any number of logs.
 */
import { parseEvent, type Result, type TableEvent } from '@stikk/core';
import type { StoredEvent } from './stored-event.js';

/** One logged event: the table version it created, its board, and the event as stored. */
export interface LogEntry {
  readonly v: number;
  readonly board: number;
  readonly event: StoredEvent;
}

/** The shared events: per seat (N, E, S, W), cards and calls by their text (4 seats × 52 cards or 38 calls). */
const sharedPlays = [new Map<string, StoredEvent>(), new Map(), new Map(), new Map()];
const sharedCalls = [new Map<string, StoredEvent>(), new Map(), new Map(), new Map()];
/** A bound on each map, should malformed calls or cards ever reach one (they are refused before commit). */
const SHARED_MAX = 256;
const SEATS = 'NESW';

/**
 * `e` itself, or the one shared event equal to it when it is a plain card or call (`{seat, play}`,
 * `{seat, call}` and no other key); shared events are frozen, so no holder can change another's.
 */
export function sharedEvent(e: StoredEvent): StoredEvent {
  return shared(e, true) ?? e;
}

/**
 * The shared event equal to `e` (`sharedEvent`), or undefined when there is none; with `add`, a plain card or
 * call not met before becomes one (only events committed are added: an act checked is looked up only).
 */
function shared(e: StoredEvent, add: boolean): StoredEvent | undefined {
  let keys = 0;
  for (const _ in e) keys++;
  if (keys !== 2 || !('seat' in e)) return undefined;
  const seat = SEATS.indexOf(e.seat);
  let maps: Map<string, StoredEvent>[];
  let text: unknown;
  if ('play' in e) {
    maps = sharedPlays;
    text = e.play;
  } else if ('call' in e) {
    maps = sharedCalls;
    text = e.call;
  } else return undefined;
  if (seat < 0 || typeof text !== 'string') return undefined;
  const map = maps[seat];
  const found = map.get(text);
  if (found !== undefined || !add) return found;
  if (map.size >= SHARED_MAX || text.length > 3) return undefined;
  const one = Object.freeze(maps === sharedPlays ? { seat: e.seat, play: text } : { seat: e.seat, call: text });
  map.set(text, one);
  return one;
}

/** Each shared event's parse, made once for every table (its event and card or call frozen). */
const parsedShared = new Map<StoredEvent, Result<TableEvent>>();

/**
 * Core `parseEvent(e, i)`, but a plain card or call already shared (`sharedEvent`) is parsed once for every table:
 * its parse is the same frozen event each time. A board's parsed events live as long as the board (a minute or
 * so: promoted, then left for a full collection to find) — at 5,000 tables one per act, now none for these.
 */
export function parsedEvent(e: StoredEvent, i: number): Result<TableEvent> {
  const s = shared(e, false);
  if (s === undefined) return parseEvent(e, i);
  let p = parsedShared.get(s);
  if (p === undefined) {
    const r = parseEvent(s, i);
    if (!r.ok) return r;
    p = Object.freeze({ ok: true as const, value: deepFreeze(r.value) });
    parsedShared.set(s, p);
  }
  return p;
}

/** `x` and every object it holds, frozen. */
function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

/** A table's log (see the module comment): versions 1, 2, 3… in order. */
export class RoomLog {
  private readonly events: StoredEvent[] = [];
  /** Each entry's board number (small integers: one array slot each, no object). */
  private readonly boards: number[] = [];

  constructor(
    /** The table, for the error of an append out of order. */
    private readonly tableId: number,
  ) {}

  /** How many events are logged: the version of the latest. */
  get length(): number {
    return this.events.length;
  }

  /** Appends version `v` (the next one: anything else is refused with an error naming both) of board `board`. */
  push(v: number, board: number, event: StoredEvent): void {
    if (v !== this.events.length + 1)
      throw new Error(`table ${this.tableId}: log holds versions 1–${this.events.length}, cannot append version ${v}`);
    this.events.push(sharedEvent(event));
    this.boards.push(board);
  }

  /** The stored event at place `i` (0-based; version `i + 1`). */
  event(i: number): StoredEvent {
    return this.events[i];
  }

  /** The board of the event at place `i`. */
  board(i: number): number {
    return this.boards[i];
  }

  /** The entry at place `i` (a new object each call), or undefined past either end. */
  at(i: number): LogEntry | undefined {
    if (i < 0 || i >= this.events.length) return undefined;
    return { v: i + 1, board: this.boards[i], event: this.events[i] };
  }

  /** The latest entry; undefined while nothing is logged. */
  last(): LogEntry | undefined {
    return this.at(this.events.length - 1);
  }

  /** The entries after version `v`, oldest first. */
  since(v: number): LogEntry[] {
    const out: LogEntry[] = [];
    for (let i = Math.max(0, v); i < this.events.length; i++) out.push(this.at(i)!);
    return out;
  }

  /** Every entry through `fn`, oldest first. */
  map<T>(fn: (entry: LogEntry) => T): T[] {
    const out: T[] = [];
    for (let i = 0; i < this.events.length; i++) out.push(fn(this.at(i)!));
    return out;
  }

  *[Symbol.iterator](): IterableIterator<LogEntry> {
    for (let i = 0; i < this.events.length; i++) yield this.at(i)!;
  }
}
