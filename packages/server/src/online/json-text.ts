/**
 * Issue 22: the JSON text of a server message, faster than `JSON.stringify` for what the live tables send most —
 * deltas and acks made of plain objects, arrays, integers and short ASCII strings (seats, cards, phases, keys). Such
 * a value is written byte by byte into one scratch buffer and read back as one flat string, about two thirds of
 * `JSON.stringify`'s time on those messages (bench/server-json-text). The text is always exactly
 * `JSON.stringify(value)`'s: anything this writer does not handle as `JSON.stringify` would — a string with a
 * character outside printable ASCII or one to escape, a `toJSON` method, an object that is not plain, deep
 * nesting, a text longer than the scratch buffer — hands the whole value to `JSON.stringify` instead.
 * (Session 20 built message texts by joining cached pieces: a rope V8 flattened on every socket write; this writes
 * one flat string.)
 */

/** Nesting deeper than this goes to `JSON.stringify` (its own limits and errors apply). */
const MAX_DEPTH = 64;
/** How many bytes of texts a `SharedTexts` keeps (an act's operations and event are a few hundred). */
const SHARED_BYTES = 4096;
/**
 * Where texts are written, and after `ARENA` the texts a `SharedTexts` keeps: one buffer, so that a kept text is
 * copied in and out with `copyWithin` (native, no view made) rather than byte by byte (~2 ns a byte).
 */
const SCRATCH = Buffer.allocUnsafeSlow((1 << 16) + SHARED_BYTES);
const ARENA = 1 << 16;
/** The writer stops (and `JSON.stringify` takes over) past this offset; every step writes less than the margin. */
const LIMIT = ARENA - 32;
/** Below this many bytes a byte loop copies faster than `copyWithin`'s call. */
const NATIVE_COPY = 24;
const OBJECT_PROTO = Object.prototype;
const ARRAY_PROTO = Array.prototype;

/**
 * The texts of values written once and met again by identity within one act's messages (issue 22): the operations
 * one act's recipients share (core `DeltaCache` hands them the very same operation objects) are written for the
 * first recipient and copied as bytes for the others. Valid for one act only (`reset` before each): an object may
 * change between acts.
 */
export class SharedTexts {
  /** The values written so far this act, at most `SHARED_MAX`, and where their text lies in `SCRATCH`. */
  private readonly values: unknown[] = [];
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private used = 0;
  /** How many texts were copied rather than written, since this instance was made (tests read it). */
  copies = 0;

  /** Forgets every value (their objects may change before the next act). */
  reset(): void {
    this.values.length = 0;
    this.used = 0;
  }

  /** Copies `x`'s text to `SCRATCH` at `at` when it was written this act: the offset after it; else -1. */
  copy(x: unknown, at: number): number {
    // The arena holds another instance's texts now: this one's are gone.
    if (arenaOwner !== this) return -1;
    const values = this.values;
    for (let i = 0; i < values.length; i++)
      if (values[i] === x) {
        const from = this.starts[i];
        const n = this.ends[i] - from;
        if (at + n > LIMIT) return -1;
        copyBytes(from, at, n);
        this.copies++;
        return at + n;
      }
    return -1;
  }

  /** Keeps `x`'s text, just written to `SCRATCH` from `from` to `to`, when there is room. */
  keep(x: unknown, from: number, to: number): void {
    if (arenaOwner !== this) {
      // The arena is one for the module: taking it over forgets what this instance kept before.
      arenaOwner = this;
      this.reset();
    }
    const n = this.values.length;
    if (n >= SHARED_MAX || this.used + to - from > SHARED_BYTES) return;
    this.values.push(x);
    const u = ARENA + this.used;
    this.starts[n] = u;
    copyBytes(from, u, to - from);
    this.used += to - from;
    this.ends[n] = u + to - from;
  }
}
/** How many values a `SharedTexts` keeps (an act's operations are a few). */
const SHARED_MAX = 32;
/** The `SharedTexts` whose texts the arena holds (one at a time). */
let arenaOwner: SharedTexts | undefined;

/** Copies `n` bytes of `SCRATCH` from `from` to `to` (the ranges do not overlap). */
function copyBytes(from: number, to: number, n: number): void {
  if (n >= NATIVE_COPY) SCRATCH.copyWithin(to, from, from + n);
  else for (let j = 0; j < n; j++) SCRATCH[to + j] = SCRATCH[from + j];
}

/**
 * `JSON.stringify(value)`, written faster for the plain data of server messages (see the module comment). With
 * `shared`, the object members of `value` (a message's event) and the items of its arrays (its operations) already
 * written this act are copied.
 */
export function jsonText(value: unknown, shared?: SharedTexts): string {
  if (typeof value !== 'object' || value === null || !plainPrototypes()) return JSON.stringify(value);
  const n = writeValue(value, 0, 0, shared);
  return n < 0 ? JSON.stringify(value) : SCRATCH.toString('latin1', 0, n);
}

/** A `delta` message's members, in the order the server builds them (api/types.ts `ServerMessage`). */
export interface DeltaMessage {
  readonly type: 'delta';
  readonly tableId: number;
  readonly version: number;
  readonly base: number;
  readonly viewer: string;
  readonly event: unknown;
  readonly ops: readonly unknown[];
}

/** `{"type":"delta","tableId":` as bytes: how every delta's text starts. */
const DELTA_HEAD = Buffer.from('{"type":"delta","tableId":', 'latin1');

/**
 * `jsonText(m, shared)` for a delta message built with its members in `DeltaMessage`'s order (issue 22: the live
 * tables' commonest text, four an act): its members are written in that order without walking its keys, the event
 * and the operations as `jsonText` writes them (copied when `shared` holds them from this act). Anything else —
 * a member missing or not a whole number where one is expected, a text to escape — goes to `jsonText`.
 */
export function deltaText(m: DeltaMessage, shared?: SharedTexts): string {
  if (
    m.type !== 'delta' ||
    !wholeNumber(m.tableId) ||
    !wholeNumber(m.version) ||
    !wholeNumber(m.base) ||
    typeof m.viewer !== 'string' ||
    typeof m.event !== 'object' ||
    m.event === null ||
    !Array.isArray(m.ops) ||
    !plainPrototypes()
  )
    return jsonText(m, shared);
  const o = SCRATCH;
  let at = 0;
  for (let i = 0; i < DELTA_HEAD.length; i++) o[at++] = DELTA_HEAD[i];
  at = writeNumber(m.tableId, at);
  at = writeWord(',"version":', at);
  at = writeNumber(m.version, at);
  at = writeWord(',"base":', at);
  at = writeNumber(m.base, at);
  at = writeWord(',"viewer":', at);
  at = writeString(m.viewer, at);
  if (at < 0) return jsonText(m, shared);
  at = writeWord(',"event":', at);
  // As `writeValue` writes a message's object member and its array of operations.
  at = shared !== undefined ? writeOnce(m.event, at, 1, shared) : writeValue(m.event, at, 1);
  if (at < 0) return jsonText(m, shared);
  at = writeWord(',"ops":', at);
  at = writeValue(m.ops, at, 1, shared);
  if (at < 0 || at > LIMIT) return jsonText(m, shared);
  o[at++] = 0x7d;
  return SCRATCH.toString('latin1', 0, at);
}

/** A number `writeNumber` writes as digits alone (0 to 2^31 − 1). */
const wholeNumber = (x: unknown): x is number => typeof x === 'number' && (x | 0) === x && x >= 0;

/**
 * Whether Object.prototype and Array.prototype are as the language made them for JSON: no `toJSON` (JSON.stringify
 * would call it for every object or array) and no enumerable key (a `for in` would list it; JSON.stringify would
 * not). Checked once per text; otherwise the writer leaves the text to JSON.stringify.
 */
function plainPrototypes(): boolean {
  if ((OBJECT_PROTO as { toJSON?: unknown }).toJSON !== undefined) return false;
  if ((ARRAY_PROTO as { toJSON?: unknown }).toJSON !== undefined) return false;
  for (const _ in OBJECT_PROTO) return false;
  return true;
}

/** Writes `s` quoted at `at`; -1 when it holds a character JSON escapes or one outside ASCII, or does not fit. */
function writeString(s: string, at: number): number {
  const n = s.length;
  if (at + n + 2 > LIMIT) return -1;
  const o = SCRATCH;
  o[at++] = 0x22;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c > 0x7f || c === 0x22 || c === 0x5c) return -1;
    o[at++] = c;
  }
  o[at++] = 0x22;
  return at;
}

/** Writes a finite number as `JSON.stringify` does (`Number#toString`; -0 as 0); other numbers as null. */
function writeNumber(x: number, at: number): number {
  const o = SCRATCH;
  if ((x | 0) === x && x >= 0) {
    // A whole number from 0 to 2^31 - 1: its digits, without a string.
    if (x < 10) {
      o[at] = 0x30 + x;
      return at + 1;
    }
    let n = 1;
    for (let y = x; y >= 10; y = (y / 10) | 0) n++;
    for (let i = at + n - 1, y = x; i >= at; i--, y = (y / 10) | 0) o[i] = 0x30 + (y % 10);
    return at + n;
  }
  const s = Number.isFinite(x) ? String(x) : 'null';
  for (let i = 0; i < s.length; i++) o[at++] = s.charCodeAt(i);
  return at;
}

/**
 * Writes `x` as an array element or object member value (`undefined`: the caller decides); -1 to give up. `shared`:
 * the items of arrays at depth 1 (a message's operations) are copied when written before this act, else kept.
 */
function writeValue(x: unknown, at: number, depth: number, shared?: SharedTexts): number {
  if (at > LIMIT) return -1;
  switch (typeof x) {
    case 'string':
      return writeString(x, at);
    case 'number':
      return writeNumber(x, at);
    case 'boolean':
      return writeWord(x ? 'true' : 'false', at);
    case 'object':
      break;
    default:
      // undefined, a function or a symbol: null in an array (the caller skips them as members); a bigint throws in
      // JSON.stringify, which gets to do so.
      return typeof x === 'bigint' ? -1 : writeWord('null', at);
  }
  if (x === null) return writeWord('null', at);
  if (depth >= MAX_DEPTH) return -1;
  const o = SCRATCH;
  if (Array.isArray(x)) {
    // Plain arrays only: a subclass's prototype could hold a toJSON.
    if (Object.getPrototypeOf(x) !== ARRAY_PROTO) return -1;
    o[at++] = 0x5b;
    const items = depth === 1 ? shared : undefined;
    for (let i = 0; i < x.length; i++) {
      if (i > 0) o[at++] = 0x2c;
      const y = x[i];
      at =
        items !== undefined && typeof y === 'object' && y !== null
          ? writeOnce(y, at, depth + 1, items)
          : writeValue(y, at, depth + 1);
      if (at < 0) return -1;
    }
    o[at++] = 0x5d;
    return at;
  }
  // Plain objects only (no toJSON, no class instance, no boxed primitive): their own enumerable keys, in order.
  // (Object.prototype itself has no enumerable key and no toJSON: `plainPrototypes`. So `for in` lists the object's
  // own enumerable keys, in JSON.stringify's order, and a toJSON can only be the object's own.)
  const r = x as Record<string, unknown>;
  if (Object.getPrototypeOf(r) !== OBJECT_PROTO) return -1;
  o[at++] = 0x7b;
  let first = true;
  for (const k in r) {
    if (k === 'toJSON') return -1;
    const v = r[k];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    if (!first) o[at++] = 0x2c;
    first = false;
    at = writeString(k, at);
    if (at < 0) return -1;
    o[at++] = 0x3a;
    // A message's object member (its event, note or view) is written once an act, and so is each object or list in
    // one of those (a note's trick, a whole view's tricks, auction, hands…: alike in every recipient's view).
    at =
      shared !== undefined && typeof v === 'object' && v !== null && (depth === 1 || (depth === 0 && !Array.isArray(v)))
        ? writeOnce(v, at, depth + 1, shared)
        : writeValue(v, at, depth + 1, shared);
    if (at < 0) return -1;
  }
  o[at++] = 0x7d;
  return at;
}

/** Writes object `x` at `depth`: its text copied when `shared` holds it from this act, else written and kept. */
function writeOnce(x: object, at: number, depth: number, shared: SharedTexts): number {
  const copied = shared.copy(x, at);
  if (copied >= 0) return copied;
  const end = writeValue(x, at, depth, shared);
  if (end >= 0) shared.keep(x, at, end);
  return end;
}

function writeWord(w: string, at: number): number {
  const o = SCRATCH;
  for (let i = 0; i < w.length; i++) o[at++] = w.charCodeAt(i);
  return at;
}
