/**
 * View deltas: what changed between two JSON values (a recipient's view before and after an act),
 * as a short list of operations, and their application. An online table sends each recipient its
 * whole view on (re)connect and then only the changes, stamped with the version they start from;
 * a delta is computed from that recipient's own views, so it never holds more than the new view.
 *
 * An operation is a JSON array:
 * - `[path, value]`: set the value at `path` (a list of object keys and array indexes);
 * - `[path, items, keep]`: the array at `path` keeps its first `keep` elements, then `items`
 *   (a trick played to, an auction grown: only the new part travels);
 * - `[path]`: remove the object key at `path`.
 */

/** A path into a JSON value: object keys and array indexes. */
export type DeltaPath = (string | number)[];
/** One change (see the module comment). */
export type DeltaOp = [DeltaPath, unknown] | [DeltaPath, unknown[], number] | [DeltaPath];

import { ALL_BIDS, DOUBLE, PASS, printCall, REDOUBLE } from '../call.js';
import { ALL_CARDS, printCard } from '../card.js';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Deep equality of JSON values (`undefined` members count as absent, as in JSON). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    const v = x[k];
    if (v === undefined) continue;
    n++;
    if (v !== y[k] && !jsonEqual(v, y[k])) return false;
  }
  for (const k in y) if (y[k] !== undefined) n--;
  return n === 0;
}

/**
 * The operations already found, per top-level key, for the deltas of one act's recipients (`deltaCache`): when
 * another recipient's delta has the same pair of objects at that key (the very same objects: the parts every
 * recipient is shown alike), its operations are those found before, not searched again.
 */
export interface DeltaCache {
  /** The top-level keys worth remembering (parts shared by the recipients). */
  readonly keys: ReadonlySet<string>;
  readonly found: Map<string, { from: unknown; to: unknown; ops: DeltaOp[] }>;
  /** This cache's number, unique in the process (which cache last wrote the held tricks' copy, `heldDelta`). */
  readonly serial: number;
}

/** The number of the last `DeltaCache` made. */
let caches = 0;

/** An empty `DeltaCache` for the top-level `keys` (one per act: what it holds is that act's parts). */
export function deltaCache(keys: ReadonlySet<string>): DeltaCache {
  return { keys, found: new Map(), serial: ++caches };
}

/**
 * The operations for top-level key `k` going from `x` to `y` (`y` defined), appended to `ops`: an object pair at a
 * key of `cache` reuses what was found for the very same pair this act, else is searched (and remembered).
 */
function topLevelOps(k: string, x: unknown, y: unknown, ops: DeltaOp[], cache: DeltaCache | undefined): void {
  if (x === y) return;
  if (x === undefined) ops.push([[k], y]);
  else if (typeof y === 'object' && y !== null && typeof x === 'object' && x !== null) {
    if (cache === undefined || !cache.keys.has(k)) {
      diff(x, y, [k], ops);
      return;
    }
    const c = cache.found.get(k);
    if (c !== undefined && c.from === x && c.to === y) {
      for (const op of c.ops) ops.push(op);
      return;
    }
    const start = ops.length;
    diff(x, y, [k], ops);
    cache.found.set(k, { from: x, to: y, ops: ops.slice(start) });
  } else if (cache !== undefined && cache.keys.has(k)) {
    // A value set whole (the turn, a contract): the very same operation for every recipient of the act, so that a
    // caller encoding each operation once per act (the server's delta text) finds it done.
    const c = cache.found.get(k);
    if (c !== undefined && c.from === x && c.to === y && c.ops.length === 1) ops.push(c.ops[0]);
    else {
      const op: DeltaOp = [[k], y];
      ops.push(op);
      cache.found.set(k, { from: x, to: y, ops: [op] });
    }
  } else ops.push([[k], y]);
}

/**
 * The operations that turn JSON value `from` into `to` (empty when they are equal). With `cache`, what was found
 * for the same pair of objects at one of its keys is reused (the same operations as searching again).
 */
export function viewDelta(from: unknown, to: unknown, cache?: DeltaCache): DeltaOp[] {
  const ops: DeltaOp[] = [];
  if (cache === undefined || !isObject(from) || !isObject(to)) {
    diff(from, to, [], ops);
    return ops;
  }
  // `diff`'s object case at the top level, with the cache.
  for (const k in to) {
    const y = to[k];
    if (y === undefined) continue;
    topLevelOps(k, from[k], y, ops, cache);
  }
  for (const k in from) if (from[k] !== undefined && to[k] === undefined) ops.push([[k]]);
  return ops;
}

/** Appends to `ops` what turns `a` into `b`; `path` (shared, restored on return) leads to them. */
function diff(a: unknown, b: unknown, path: DeltaPath, ops: DeltaOp[]): void {
  if (a === b) return;
  if (isObject(a) && isObject(b)) {
    for (const k in b) {
      const y = b[k];
      if (y === undefined) continue;
      const x = a[k];
      if (x === y) continue;
      if (x === undefined) ops.push([[...path, k], y]);
      else if (typeof y === 'object' && y !== null && typeof x === 'object' && x !== null) {
        path.push(k);
        diff(x, y, path, ops);
        path.pop();
      } else ops.push([[...path, k], y]);
    }
    for (const k in a) if (a[k] !== undefined && b[k] === undefined) ops.push([[...path, k]]);
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    let keep = 0;
    const n = Math.min(a.length, b.length);
    while (keep < n && (a[keep] === b[keep] || jsonEqual(a[keep], b[keep]))) keep++;
    if (keep === a.length && keep === b.length) return;
    // Only the last element changed in place (the trick being played to): into it.
    if (a.length === b.length && keep === a.length - 1 && typeof b[keep] === 'object' && b[keep] !== null) {
      path.push(keep);
      diff(a[keep], b[keep], path, ops);
      path.pop();
    } else ops.push(keep === 0 ? [[...path], b] : [[...path], b.slice(keep), keep]);
    return;
  }
  if (!jsonEqual(a, b)) ops.push([[...path], b]);
}

/**
 * `value` with `ops` applied, as a new value: the containers along each changed path are copied,
 * everything else is shared with `value` (which is left as it was).
 */
export function applyViewDelta<T>(value: T, ops: readonly DeltaOp[]): T {
  let root: unknown = value;
  for (const op of ops) root = applyOp(root, op, 0);
  return root as T;
}

function applyOp(node: unknown, op: DeltaOp, depth: number): unknown {
  const path = op[0];
  if (depth === path.length) {
    if (op.length === 3) {
      if (!Array.isArray(node)) throw new Error(`view delta: no array at ${path.join('.')}`);
      return [...node.slice(0, op[2]), ...op[1]];
    }
    return op[1];
  }
  const key = path[depth];
  if (Array.isArray(node)) {
    if (typeof key !== 'number' || key < 0 || key >= node.length)
      throw new Error(`view delta: no element ${String(key)} at ${path.slice(0, depth).join('.')}`);
    const copy = node.slice();
    copy[key] = applyOp(node[key], op, depth + 1);
    return copy;
  }
  if (!isObject(node)) throw new Error(`view delta: no object at ${path.slice(0, depth).join('.')}`);
  const copy: Record<string, unknown> = { ...node };
  if (op.length === 1 && depth === path.length - 1) delete copy[key];
  else copy[key] = applyOp(node[key], op, depth + 1);
  return copy;
}

/*
 * Issue 22: a delta's base held compactly. A client taking deltas is sent what changed since the view it holds, so
 * the server kept that view (its parts) until the table's next act, about a second later at one act per table per
 * second: at thousands of tables every hand, trick and legal list an act built outlived the young generation's
 * collections and was promoted, then evacuated by the mark-compacts. A `HeldView` keeps the view's top-level parts
 * by reference except those that change at almost every act — the hands, the tricks, the legal calls and cards —
 * which it writes as one byte an item into a byte array of its own, allocated once and overwritten in place: a card
 * or call by its number in `TEXT`, a played card (`{ seat, card }`) as seat × 52 + card, a seat by its index. A part
 * that does not fit (a string not in `TEXT`, another shape, a list longer than its room) is held by reference.
 * `heldDelta` finds from it exactly what `viewDelta` finds from the view it holds.
 */

/** The seats' keys of a view's `hands`, in the order a view has them. */
const HAND_KEYS = ['N', 'E', 'S', 'W'] as const;
/** The strings held as bytes: the cards as a view prints them, then the calls. */
const TEXT: readonly string[] = [...ALL_CARDS.map(printCard), ...[PASS, DOUBLE, REDOUBLE, ...ALL_BIDS].map(printCall)];
const CODE: ReadonlyMap<string, number> = new Map(TEXT.map((t, i) => [t, i]));
/**
 * A card played by a seat as a view shows it in a trick (`{ seat, card }`): one frozen object per seat and card, by
 * its byte (seat × 52 + card), shared by every view of every table (core `viewFor`), so a held trick's card is
 * mostly known equal by identity.
 */
export const PLAYED_CARDS: readonly Readonly<{ seat: (typeof HAND_KEYS)[number]; card: string }>[] = HAND_KEYS.flatMap(
  (seat) => TEXT.slice(0, 52).map((card) => Object.freeze({ seat, card })),
);
/** A held list's length byte for null. */
const NULL_LIST = 255;
/** A held trick's winner byte for null. */
const NO_WINNER = 4;
/** Where each part lies in `HeldView.bytes`: a list is its length byte (`NULL_LIST`: null) then its items. */
const HAND_AT = 1;
const HAND_ROOM = 13;
/** A top-level list of strings held as bytes: where, how many items at most, its flag. */
interface HeldList {
  readonly at: number;
  readonly room: number;
  readonly flag: number;
}
const LEGAL_CALLS: HeldList = { at: HAND_AT + 4 * (HAND_ROOM + 1), room: 38, flag: 4 };
const LEGAL_CARDS: HeldList = { at: HAND_AT + 4 * (HAND_ROOM + 1) + 39, room: 13, flag: 8 };
const LISTS: readonly HeldList[] = [LEGAL_CALLS, LEGAL_CARDS];
/** The list held as bytes at top-level key `k`, if any (two comparisons of keys: cheaper than a map's look-up). */
const listAt = (k: string): HeldList | undefined =>
  k === 'legalCalls' ? LEGAL_CALLS : k === 'legalCards' ? LEGAL_CARDS : undefined;
/** The number of tricks held, then the tricks, `TRICK` bytes each: leader, winner, number of cards, four cards. */
const TRICKS_AT = HAND_AT + 4 * (HAND_ROOM + 1) + 39 + 14;
const TRICK = 7;
const TRICK_ROOM = 13;
const HELD_BYTES = TRICKS_AT + 1 + TRICK_ROOM * TRICK;
/** `HeldView.bytes[0]`: which parts are held as bytes. */
const HANDS_HELD = 1;
const TRICKS_HELD = 2;
/** A list's items: strings of `TEXT`, or a trick's cards. */
const STRINGS = 0;
const PLAYED = 1;

/** A view held as a delta's base (see above); made by `heldView`, kept up to date by `holdView`. */
export interface HeldView {
  /** Every top-level key of the view held, in its order: the part, or `undefined` for a part held as bytes. */
  readonly rest: Record<string, unknown>;
  /** The parts held as bytes (the layout above): flags, hands, legal calls and cards, tricks. */
  readonly bytes: Uint8Array;
  /**
   * How many keys `rest` has (a key is never removed from it): a view with as many keys, all of them held, has
   * the very keys held, so no held key needs looking for in it (`holdView`, `heldDelta`).
   */
  keys: number;
  /**
   * The trick objects the held tricks were written from, by place, while the tricks are held as bytes: a trick shown
   * again as the very same object (one played to the end: core `viewFor`'s memo keeps it) is known equal without
   * reading it, and is not written again.
   */
  readonly tricks: unknown[];
  /**
   * While the tricks are held as bytes: the list of tricks they were last written from whole (never changed after:
   * views are not), so two held views written from the very same list hold the same tricks (`tricksInto`).
   */
  tricksFrom: unknown;
}

/** A view (a JSON object) held as a delta's base. */
export function heldView(view: object): HeldView {
  // A copy of the view's own layout (a record grown key by key would become a dictionary, costlier to read).
  const rest = { ...(view as Record<string, unknown>) };
  let keys = 0;
  for (const _ in rest) keys++;
  const held: HeldView = {
    rest,
    bytes: new Uint8Array(HELD_BYTES),
    keys,
    tricks: new Array<unknown>(TRICK_ROOM),
    tricksFrom: undefined,
  };
  holdView(held, view);
  return held;
}

/*
 * Each part below is checked and written in one pass (a card's or call's number looked up once, not once to see
 * that it fits and again to write it): a part that turns out not to fit has written some of its bytes, but its
 * flag is then cleared, and bytes of a part not flagged are never read (`sameHeld`, `heldDelta`).
 */

/** Writes `x` as the list at `at` when it is null or a list of at most `room` strings of `TEXT`; else false. */
function putList(b: Uint8Array, at: number, x: unknown, room: number): boolean {
  if (x === null) {
    b[at] = NULL_LIST;
    return true;
  }
  if (!Array.isArray(x) || x.length > room) return false;
  // The same list already there (most hands and legal lists at most acts): nothing to write, no map read.
  if (b[at] === x.length) {
    let i = 0;
    while (i < x.length && TEXT[b[at + 1 + i]] === x[i]) i++;
    if (i === x.length) return true;
  }
  for (let i = 0; i < x.length; i++) {
    const t = x[i];
    const c = typeof t === 'string' ? CODE.get(t) : undefined;
    if (c === undefined) return false;
    b[at + 1 + i] = c;
  }
  b[at] = x.length;
  return true;
}

/** Writes `x` as the hands when it is a record of the four seats in N E S W order, each null or a hand's strings. */
function putHands(b: Uint8Array, x: unknown): boolean {
  if (!isObject(x)) return false;
  let i = 0;
  for (const k in x) {
    if (i > 3 || k !== HAND_KEYS[i] || !putList(b, HAND_AT + i * (HAND_ROOM + 1), x[k], HAND_ROOM)) return false;
    i++;
  }
  return i === 4;
}

/** A seat's index, or -1. */
const seatIndex = (x: unknown): number => (typeof x === 'string' ? HAND_KEYS.indexOf(x as 'N') : -1);

/** A played card `{ seat, card }` (keys in that order, nothing else) as its byte, or -1. */
function playedByte(x: unknown): number {
  if (!isObject(x)) return -1;
  let n = 0;
  for (const k in x) if (k !== (n++ === 0 ? 'seat' : 'card')) return -1;
  const s = seatIndex(x.seat);
  const c = typeof x.card === 'string' ? CODE.get(x.card) : undefined;
  return n === 2 && s >= 0 && c !== undefined && c < 52 ? s * 52 + c : -1;
}

/**
 * Writes `x` as the tricks when it is a list of tricks as a view shows them (`{ leader, cards, winner }`, up to four
 * played cards each) that fits; else false.
 */
function putTricks(held: HeldView, x: unknown): boolean {
  held.tricksFrom = undefined;
  const b = held.bytes;
  const refs = held.tricks;
  if (!Array.isArray(x) || x.length > TRICK_ROOM) return false;
  // The tricks held as bytes now, each written from the object at its place in `refs`.
  const had = b[0] & TRICKS_HELD ? b[TRICKS_AT] : 0;
  for (let i = 0; i < x.length; i++) {
    const t = x[i];
    if (i < had && t === refs[i]) continue;
    refs[i] = undefined;
    if (!isObject(t)) return false;
    let n = 0;
    for (const k in t) {
      if (k !== (n === 0 ? 'leader' : n === 1 ? 'cards' : 'winner')) return false;
      n++;
    }
    const leader = seatIndex(t.leader);
    const winner = t.winner === null ? NO_WINNER : seatIndex(t.winner);
    const c = t.cards;
    if (n !== 3 || leader < 0 || winner < 0 || !Array.isArray(c) || c.length > 4) return false;
    const o = TRICKS_AT + 1 + i * TRICK;
    // The cards this place held already (a trick grows by one card an act): known by their shared objects.
    const kept = i < had ? b[o + 2] : 0;
    for (let j = 0; j < c.length; j++) {
      const cj = c[j];
      if (j < kept && cj === PLAYED_CARDS[b[o + 3 + j]]) continue;
      const p = playedByte(cj);
      if (p < 0) return false;
      b[o + 3 + j] = p;
    }
    b[o] = leader;
    b[o + 1] = winner;
    b[o + 2] = c.length;
    refs[i] = t;
  }
  b[TRICKS_AT] = x.length;
  held.tricksFrom = x;
  return true;
}

/**
 * Makes `held` hold `view` (the view just sent after the one it held): a part that changed is replaced, a part held
 * as bytes is overwritten, a key `view` leaves out is held as absent, so nothing of `view` is kept but its parts
 * that are kept anyway (and constants).
 */
export function holdView(held: HeldView, view: object): void {
  const y = view as Record<string, unknown>;
  // The keys of `view`, and how many of them `rest` had not held.
  let n = 0;
  let added = 0;
  for (const k in y) {
    n++;
    if (holdKey(held, k, y[k])) added++;
  }
  held.keys += added;
  // Every held key is now one of `view`'s: with as many keys held as `view` has, none is left out (the pass below,
  // a lookup per held key, would find nothing).
  if (n !== held.keys) dropAbsent(held, y);
}

/** Makes `held` hold `v` at top-level key `k` (`holdView`'s step for one key); true when `k` was not held before. */
function holdKey(held: HeldView, k: string, v: unknown): boolean {
  const rest = held.rest;
  const b = held.bytes;
  let inPlace = false;
  if (k === 'hands') {
    inPlace = putHands(b, v);
    if (inPlace) b[0] |= HANDS_HELD;
    else b[0] &= ~HANDS_HELD;
  } else if (k === 'tricks') {
    inPlace = putTricks(held, v);
    if (inPlace) b[0] |= TRICKS_HELD;
    else b[0] &= ~TRICKS_HELD;
  } else {
    const l = listAt(k);
    if (l !== undefined) {
      inPlace = v !== null && putList(b, l.at, v, l.room);
      if (inPlace) b[0] |= l.flag;
      else b[0] &= ~l.flag;
    }
  }
  const was = rest[k];
  if (was === undefined && !(k in rest)) {
    rest[k] = inPlace ? undefined : v;
    return true;
  }
  if (inPlace) {
    if (was !== undefined) rest[k] = undefined;
  } else if (was !== v) rest[k] = v;
  return false;
}

/**
 * A key `view` leaves out is held as absent (undefined, its bytes unflagged; the key stays, keeping the record's
 * layout): else it would be removed again in every later delta, and sent no more once back with the same value.
 */
function dropAbsent(held: HeldView, y: Record<string, unknown>): void {
  const rest = held.rest;
  const b = held.bytes;
  for (const k in rest) {
    if (k in y) continue;
    if (rest[k] !== undefined) rest[k] = undefined;
    if (k === 'hands') b[0] &= ~HANDS_HELD;
    else if (k === 'tricks') b[0] &= ~TRICKS_HELD;
    else {
      const l = listAt(k);
      if (l !== undefined) b[0] &= ~l.flag;
    }
  }
}

/** Whether bytes `from`…`to` of `a` and those of `b` `shift` places further are the same. */
function sameBytes(a: Uint8Array, b: Uint8Array, from: number, to: number, shift = 0): boolean {
  for (let i = from; i < to; i++) if (a[i] !== b[i + shift]) return false;
  return true;
}

/** The end of the list at `at` (its length byte and items). */
const listEnd = (b: Uint8Array, at: number): number => at + 1 + (b[at] === NULL_LIST ? 0 : b[at]);

/** Whether two held views hold the same view (parts by identity, a string by value; held bytes alike). */
export function sameHeld(a: HeldView, b: HeldView): boolean {
  if (a === b) return true;
  const x = a.rest;
  const y = b.rest;
  // As many keys, each of `b`'s held by `a`: the same keys.
  if (a.keys !== b.keys) return false;
  for (const k in y) if (x[k] !== y[k] || !(k in x)) return false;
  const p = a.bytes;
  const q = b.bytes;
  if (p[0] !== q[0]) return false;
  if (p[0] & HANDS_HELD)
    for (let s = 0; s < 4; s++) {
      const at = HAND_AT + s * (HAND_ROOM + 1);
      if (!sameBytes(p, q, at, listEnd(p, at))) return false;
    }
  for (const l of LISTS) if (p[0] & l.flag && !sameBytes(p, q, l.at, listEnd(p, l.at))) return false;
  return !(p[0] & TRICKS_HELD) || sameBytes(p, q, TRICKS_AT, TRICKS_AT + 1 + p[TRICKS_AT] * TRICK);
}

/**
 * The operations that turn the view `held` holds into `to`: exactly `viewDelta(view held, to, cache)` (the parts held
 * as bytes are compared item by item, as `viewDelta` compares parts that are not the same object).
 */
export function heldDelta(held: HeldView, to: object, cache?: DeltaCache): DeltaOp[] {
  const ops: DeltaOp[] = [];
  const y0 = to as Record<string, unknown>;
  // How many of `to`'s keys with a value are held keys (a part held as bytes is a held key).
  let matched = 0;
  for (const k in y0) {
    const y = y0[k];
    if (y !== undefined && keyOps(held, k, y, ops, cache)) matched++;
  }
  // Every held key has a value in `to`: none to remove (the pass below would find none).
  if (matched !== held.keys) removedOps(held, y0, ops);
  return ops;
}

/**
 * `heldDelta(held, to, cache)`, after which `held` holds `to` (`holdView`), in one pass over `to`'s keys instead of
 * two: for a client whose held view no other client's delta is to be found from this act (a held view changes here).
 */
export function heldDeltaHold(held: HeldView, to: object, cache?: DeltaCache): DeltaOp[] {
  const ops: DeltaOp[] = [];
  const y0 = to as Record<string, unknown>;
  const keys = held.keys;
  let matched = 0;
  let n = 0;
  let added = 0;
  let unset = 0;
  for (const k in y0) {
    n++;
    const y = y0[k];
    if (y === undefined) {
      unset++;
      continue;
    }
    // Key `k`'s operations from the view held, then `k` held anew (no other key's operations read it).
    if (keyOps(held, k, y, ops, cache)) matched++;
    if (holdKey(held, k, y)) added++;
  }
  // The keys without a value in `to` are still as held before: their removals first, then they are held.
  if (matched !== keys) removedOps(held, y0, ops);
  if (unset > 0) for (const k in y0) if (y0[k] === undefined && holdKey(held, k, undefined)) added++;
  held.keys += added;
  if (n !== held.keys) dropAbsent(held, y0);
  return ops;
}

/**
 * The operations that turn the view `held` holds into the same view with top-level parts `keys` (each already held)
 * set to `values` (none undefined), the other parts unchanged: exactly what `heldDelta` finds from the whole new view
 * when the other parts are indeed unchanged and `keys` are in the view's order. With `hold`, `held` then holds the
 * new view (`holdParts`). For a view changed in known parts only (core `ordinaryParts`, issue 22).
 */
export function heldPartsDelta(
  held: HeldView,
  keys: readonly string[],
  values: readonly unknown[],
  cache?: DeltaCache,
  hold = false,
): DeltaOp[] {
  return heldPartsInto(held, keys, values, [], cache, hold);
}

/** `heldPartsDelta`, its operations appended to `ops` (returned). */
export function heldPartsInto(
  held: HeldView,
  keys: readonly string[],
  values: readonly unknown[],
  ops: DeltaOp[],
  cache?: DeltaCache,
  hold = false,
): DeltaOp[] {
  for (let i = 0; i < keys.length; i++) heldPartInto(held, keys[i], values[i], ops, cache, hold);
  return ops;
}

/** `heldPartsInto` for the one part `k` set to `y`. */
export function heldPartInto(
  held: HeldView,
  k: string,
  y: unknown,
  ops: DeltaOp[],
  cache: DeltaCache | undefined,
  hold: boolean,
): void {
  if (!partChanges(held, k, y)) return;
  keyOps(held, k, y, ops, cache);
  if (hold) holdKey(held, k, y);
}

/*
 * Issue 22: after an ordinary card (core `ordinaryAct`, the recipient holding the view before it: `ordinaryBase`) one
 * hand changed, the player's, by that card alone, and no hand is shown or hidden anew (the opening lead, which faces
 * dummy, is not ordinary). The recipient's operation for the hands is then found from the hands it holds as bytes,
 * without the four hands shown to it being built and compared (core `heldCardDelta`).
 */

/** `heldPlayPlace`'s answer when the player's hand is not shown to the recipient (null before and after). */
export const HAND_HIDDEN = -2;

/**
 * Where card `card` (as printed) lies in the hand of `seat` that `held` holds as bytes: its place in the list, or
 * `HAND_HIDDEN` when that hand is held as null; -1 when the hands are not held as bytes or the held hand lacks the card
 * (the hands' operation is then to be found from the hands shown, `heldPartsDelta`).
 */
export function heldPlayPlace(held: HeldView, seat: string, card: string): number {
  const b = held.bytes;
  const s = HAND_KEYS.indexOf(seat as (typeof HAND_KEYS)[number]);
  const code = CODE.get(card);
  if (!(b[0] & HANDS_HELD) || s < 0 || code === undefined) return -1;
  const at = HAND_AT + s * (HAND_ROOM + 1);
  const n = b[at];
  if (n === NULL_LIST) return HAND_HIDDEN;
  for (let i = 0; i < n; i++) if (b[at + 1 + i] === code) return i;
  return -1;
}

/**
 * Appends the operation `heldPartsDelta` finds for the hands when the held hand of `seat` loses its card at `place`
 * (`heldPlayPlace`, not `HAND_HIDDEN`) and the other hands are as held: the list from that card on (`diff`'s array
 * case: the items before it are kept). With `hold`, `held` then holds the hands after the card.
 */
export function heldPlayOps(held: HeldView, seat: string, place: number, ops: DeltaOp[], hold: boolean): void {
  const b = held.bytes;
  const at = HAND_AT + HAND_KEYS.indexOf(seat as (typeof HAND_KEYS)[number]) * (HAND_ROOM + 1);
  const n = b[at];
  const rest = new Array<string>(n - 1 - place);
  for (let i = place + 1; i < n; i++) rest[i - place - 1] = TEXT[b[at + 1 + i]];
  ops.push(place === 0 ? [['hands', seat], rest] : [['hands', seat], rest, place]);
  if (!hold) return;
  for (let i = place + 1; i < n; i++) b[at + i] = b[at + 1 + i];
  b[at] = n - 1;
}

/**
 * The parts of a held view that an ordinary card may change (core `ORDINARY_PARTS.card`), read and written by name
 * in `heldCardInto`: `held.rest[k]` with `k` running over a view's keys is a generic (megamorphic) look-up at every
 * read and write, which four recipients × the card's parts an act made a tenth of the broadcast (issue 22).
 */
interface CardRest {
  turn?: unknown;
  handSizes?: unknown;
  tricks?: unknown;
  tricksWon?: unknown;
  legalCards?: unknown;
  legalLaw?: unknown;
}

/** The new values of the parts alike for every recipient after an ordinary card (core `heldCardDelta`). */
export interface CardCommon {
  readonly turn: unknown;
  readonly handSizes: unknown;
  readonly tricks: unknown;
  readonly tricksWon: unknown;
}

/**
 * `heldPartsInto` over the card's parts (`turn`, `hands`, `handSizes`, `tricks`, `tricksWon`, `legalCards`,
 * `legalLaw`, in that order) after an ordinary card by `seat`, found at `place` in its held hand (`heldPlayPlace`):
 * the same operations, and with `hold` the same view held after, each part read and written by name. Values:
 * `common`'s, then the recipient's legal cards and their law.
 */
export function heldCardInto(
  held: HeldView,
  seat: string,
  place: number,
  common: CardCommon,
  cards: unknown,
  law: unknown,
  ops: DeltaOp[],
  cache: DeltaCache | undefined,
  hold: boolean,
): void {
  const rest = held.rest as CardRest;
  const b = held.bytes;
  // Parts held by reference (never as bytes): `heldPartInto`'s `partChanges`, `topLevelOps`, `holdKey` by name.
  let y = common.turn;
  if (heldRefChanges(held, 'turn', rest.turn, y, ops, cache) && hold) rest.turn = y;
  if (place !== HAND_HIDDEN) heldPlayOps(held, seat, place, ops, hold);
  y = common.handSizes;
  if (heldRefChanges(held, 'handSizes', rest.handSizes, y, ops, cache) && hold) rest.handSizes = y;
  // The tricks: as bytes (`keyOps`' and `holdKey`'s way for them), or by reference when they did not fit.
  y = common.tricks;
  if (y === undefined) notHeld('tricks');
  if (b[0] & TRICKS_HELD) {
    tricksInto(held, y, ops, cache);
    if (hold) holdTricks(held, y, rest);
  } else if (heldRefChanges(held, 'tricks', rest.tricks, y, ops, cache) && hold) holdTricks(held, y, rest);
  y = common.tricksWon;
  if (heldRefChanges(held, 'tricksWon', rest.tricksWon, y, ops, cache) && hold) rest.tricksWon = y;
  // The legal cards: as bytes, or by reference (null, or a list that did not fit).
  if (cards === undefined) notHeld('legalCards');
  if (b[0] & LEGAL_CARDS.flag) {
    listOps(b, LEGAL_CARDS.at, STRINGS, cards, scratchPath('legalCards'), ops);
    if (hold) holdLegalCards(held, cards, rest);
  } else if (heldRefChanges(held, 'legalCards', rest.legalCards, cards, ops, cache) && hold)
    holdLegalCards(held, cards, rest);
  if (heldRefChanges(held, 'legalLaw', rest.legalLaw, law, ops, cache) && hold) rest.legalLaw = law;
}

/**
 * `heldPartInto` for part `k` held by reference (not one of the parts held as bytes: hands, tricks, legal calls and
 * cards), its held value `x` read by the caller by name (`held.rest.k`, see `CardRest`): appends the operations from
 * `x` to `y`; true when they differ and the caller is to hold `y` (writing it by name). Throws as `heldPartInto` does
 * when `k` is not a held part or `y` is undefined.
 */
export function heldRefChanges(
  held: HeldView,
  k: string,
  x: unknown,
  y: unknown,
  ops: DeltaOp[],
  cache: DeltaCache | undefined,
): boolean {
  if (x === y && y !== undefined) return false;
  if (y === undefined || (x === undefined && !(k in held.rest))) notHeld(k);
  topLevelOps(k, x, y, ops, cache);
  return true;
}

/** `partChanges`' error: `k` is not a held part, or its new value is undefined. */
function notHeld(k: string): never {
  throw new Error(`view delta: part ${k} is not a held part`);
}

/** `holdKey` for the tricks (`heldCardInto`): as bytes when they fit, else by reference. */
function holdTricks(held: HeldView, v: unknown, rest: CardRest): void {
  const b = held.bytes;
  if (putTricks(held, v)) {
    b[0] |= TRICKS_HELD;
    if (rest.tricks !== undefined) rest.tricks = undefined;
  } else {
    b[0] &= ~TRICKS_HELD;
    if (rest.tricks !== v) rest.tricks = v;
  }
}

/** `holdKey` for the legal cards (`heldCardInto`): as bytes when they fit, else by reference. */
function holdLegalCards(held: HeldView, v: unknown, rest: CardRest): void {
  const b = held.bytes;
  const l = LEGAL_CARDS;
  if (v !== null && putList(b, l.at, v, l.room)) {
    b[0] |= l.flag;
    if (rest.legalCards !== undefined) rest.legalCards = undefined;
  } else {
    b[0] &= ~l.flag;
    if (rest.legalCards !== v) rest.legalCards = v;
  }
}

/**
 * Whether `held`'s part `k` is to be set to `y` (`heldPartsDelta`, `holdParts`): not when it is held by reference as
 * that very object or value (no operation, nothing to hold anew); an error when `k` is not a held part or `y` is
 * undefined.
 */
function partChanges(held: HeldView, k: string, y: unknown): boolean {
  const x = held.rest[k];
  if (x === y && y !== undefined) return false;
  if (y === undefined || (x === undefined && !(k in held.rest)))
    throw new Error(`view delta: part ${k} is not a held part`);
  return true;
}

/** Makes `held` hold its view with top-level parts `keys` (each already held) set to `values` (`heldPartsDelta`). */
export function holdParts(held: HeldView, keys: readonly string[], values: readonly unknown[]): void {
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    const y = values[i];
    if (partChanges(held, k, y)) holdKey(held, k, y);
  }
}

/** Appends the operations for top-level key `k` (`y`, not undefined) from `held`; true when `k` is a held key. */
function keyOps(held: HeldView, k: string, y: unknown, ops: DeltaOp[], cache: DeltaCache | undefined): boolean {
  const b = held.bytes;
  if (k === 'hands' && b[0] & HANDS_HELD) {
    handsOps(b, y, ops);
    return true;
  }
  if (k === 'tricks' && b[0] & TRICKS_HELD) {
    tricksInto(held, y, ops, cache);
    return true;
  }
  const l = listAt(k);
  if (l !== undefined && b[0] & l.flag) {
    listOps(b, l.at, STRINGS, y, scratchPath(k), ops);
    return true;
  }
  const from = held.rest;
  const x = from[k];
  topLevelOps(k, x, y, ops, cache);
  return x !== undefined || k in from;
}

/** `keyOps` for the tricks held as bytes (`y`, not undefined). */
function tricksInto(held: HeldView, y: unknown, ops: DeltaOp[], cache: DeltaCache | undefined): void {
  const b = held.bytes;
  // One act's recipients hold the same tricks (a part alike for all): what was found for one is theirs. The same
  // tricks: written whole from the very same list (`tricksFrom`), or else the same bytes.
  const c = cache?.keys.has('tricks') ? cache.found.get('tricks') : undefined;
  if (c !== undefined && c.to === y && c.from === TRICKS_FOUND && tricksFoundBy === cache!.serial) {
    const from = held.tricksFrom;
    if (
      (from !== undefined && from === tricksFoundFrom) ||
      sameBytes(TRICKS_FOUND, b, 0, 1 + b[TRICKS_AT] * TRICK, TRICKS_AT)
    ) {
      for (const op of c.ops) ops.push(op);
      return;
    }
  }
  const start = ops.length;
  tricksOps(b, held.tricks, y, ops);
  if (cache?.keys.has('tricks')) {
    // The held tricks copied into one buffer for the whole process, marked as this cache's: a held view
    // changes later, and a copy per act was garbage. Another cache writing it only makes this one search again.
    for (let i = 0, n = 1 + b[TRICKS_AT] * TRICK; i < n; i++) TRICKS_FOUND[i] = b[TRICKS_AT + i];
    tricksFoundBy = cache.serial;
    tricksFoundFrom = held.tricksFrom;
    cache.found.set('tricks', { from: TRICKS_FOUND, to: y, ops: ops.slice(start) });
  }
}

/** Appends a removal for each key held with a value (or as bytes) that has none in `y0`. */
function removedOps(held: HeldView, y0: Record<string, unknown>, ops: DeltaOp[]): void {
  const from = held.rest;
  const b = held.bytes;
  for (const k in from) {
    if (y0[k] !== undefined) continue;
    const l = listAt(k);
    const present =
      from[k] !== undefined ||
      (k === 'hands' && (b[0] & HANDS_HELD) !== 0) ||
      (k === 'tricks' && (b[0] & TRICKS_HELD) !== 0) ||
      (l !== undefined && (b[0] & l.flag) !== 0);
    if (present) ops.push([[k]]);
  }
}

/** The `i`-th item (a string of `TEXT`, or a played card) of the list at `at`, as the view held it. */
function itemAt(b: Uint8Array, at: number, kind: number, i: number): unknown {
  const x = b[at + 1 + i];
  return kind === STRINGS ? TEXT[x] : { seat: HAND_KEYS[(x / 52) | 0], card: TEXT[x % 52] };
}

/** Whether the `i`-th item of the list at `at` equals `y` as JSON (`jsonEqual`). */
function itemEqual(b: Uint8Array, at: number, kind: number, i: number, y: unknown): boolean {
  const x = b[at + 1 + i];
  if (kind === STRINGS) return TEXT[x] === y;
  if (y === PLAYED_CARDS[x]) return true;
  if (!isObject(y) || y.seat !== HAND_KEYS[(x / 52) | 0] || y.card !== TEXT[x % 52]) return false;
  let n = 0;
  for (const k in y) if (y[k] !== undefined) n++;
  return n === 2;
}

/**
 * `diff` of the list held at `at` (items of `kind`; null when its length byte is `NULL_LIST`) and `y` (not
 * undefined) at `path`, as the object case of `diff` (or `viewDelta`) does for one key.
 */
function listOps(b: Uint8Array, at: number, kind: number, y: unknown, path: DeltaPath, ops: DeltaOp[]): void {
  const n = b[at];
  if (n === NULL_LIST) {
    if (y !== null) ops.push([[...path], y]);
    return;
  }
  if (!Array.isArray(y)) {
    ops.push([[...path], y]);
    return;
  }
  // `diff`'s array case.
  let keep = 0;
  const m = Math.min(n, y.length);
  while (keep < m && itemEqual(b, at, kind, keep, y[keep])) keep++;
  if (keep === n && keep === y.length) return;
  if (n === y.length && keep === n - 1 && typeof y[keep] === 'object' && y[keep] !== null) {
    path.push(keep);
    diff(itemAt(b, at, kind, keep), y[keep], path, ops);
    path.pop();
  } else ops.push(keep === 0 ? [[...path], y] : [[...path], y.slice(keep), keep]);
}

/** A path to a held list, reused (`listOps` copies a path into the operations it makes, as `diff` does). */
const SCRATCH1: DeltaPath = [''];
const SCRATCH2: DeltaPath = ['', ''];
function scratchPath(a: string, b?: string): DeltaPath {
  // Never emptied nor grown for good (`length = 0` would drop, and the next push reallocate, the list's store).
  const p = b === undefined ? SCRATCH1 : SCRATCH2;
  p.length = b === undefined ? 1 : 2;
  p[0] = a;
  if (b !== undefined) p[1] = b;
  return p;
}

/** `diff` of the held hands (a record of the four seats) and `y`, at `['hands']`. */
function handsOps(b: Uint8Array, y: unknown, ops: DeltaOp[]): void {
  if (!isObject(y)) {
    ops.push([['hands'], y]);
    return;
  }
  for (const k in y) {
    const v = y[k];
    if (v === undefined) continue;
    const s = HAND_KEYS.indexOf(k as (typeof HAND_KEYS)[number]);
    if (s < 0) ops.push([['hands', k], v]);
    else listOps(b, HAND_AT + s * (HAND_ROOM + 1), STRINGS, v, scratchPath('hands', k), ops);
  }
  for (let s = 0; s < 4; s++) if (y[HAND_KEYS[s]] === undefined) ops.push([['hands', HAND_KEYS[s]]]);
}

/** The `i`-th held trick's leader and winner as the view showed them. */
const leaderOf = (b: Uint8Array, i: number): string => HAND_KEYS[b[TRICKS_AT + 1 + i * TRICK]];
function winnerOf(b: Uint8Array, i: number): string | null {
  const w = b[TRICKS_AT + 2 + i * TRICK];
  return w === NO_WINNER ? null : HAND_KEYS[w];
}

/** Whether the `i`-th held trick equals `y` as JSON (`jsonEqual`). */
function trickEqual(b: Uint8Array, i: number, y: unknown): boolean {
  if (!isObject(y) || y.leader !== leaderOf(b, i) || y.winner !== winnerOf(b, i)) return false;
  const cards = y.cards;
  const at = TRICKS_AT + 3 + i * TRICK;
  const len = b[at];
  if (!Array.isArray(cards) || cards.length !== len) return false;
  for (let j = 0; j < len; j++) if (!itemEqual(b, at, PLAYED, j, cards[j])) return false;
  let n = 3;
  for (const k in y) if (y[k] !== undefined) n--;
  return n === 0;
}

/** `diff` of the held tricks and `y`, at `['tricks']`. */
function tricksOps(b: Uint8Array, refs: readonly unknown[], y: unknown, ops: DeltaOp[]): void {
  if (!Array.isArray(y)) {
    ops.push([['tricks'], y]);
    return;
  }
  const n = b[TRICKS_AT];
  let keep = 0;
  const m = Math.min(n, y.length);
  while (keep < m && (y[keep] === refs[keep] || trickEqual(b, keep, y[keep]))) keep++;
  if (keep === n && keep === y.length) return;
  if (n === y.length && keep === n - 1 && typeof y[keep] === 'object' && y[keep] !== null) {
    trickOps(b, keep, y[keep], ops);
  } else ops.push(keep === 0 ? [['tricks'], y] : [['tricks'], y.slice(keep), keep]);
}

/** `diff` of the `i`-th held trick (an object `{ leader, cards, winner }`) and `y`, at `['tricks', i]`. */
function trickOps(b: Uint8Array, i: number, y: unknown, ops: DeltaOp[]): void {
  const path: DeltaPath = ['tricks', i];
  if (!isObject(y)) {
    ops.push([path, y]);
    return;
  }
  for (const k in y) {
    const v = y[k];
    if (v === undefined) continue;
    if (k === 'cards') {
      path.push(k);
      listOps(b, TRICKS_AT + 3 + i * TRICK, PLAYED, v, path, ops);
      path.pop();
      continue;
    }
    // The leader is a seat, the winner a seat or null: neither an object.
    const x = k === 'leader' ? leaderOf(b, i) : k === 'winner' ? winnerOf(b, i) : undefined;
    if (x !== v) ops.push([[...path, k], v]);
  }
  if (y.leader === undefined) ops.push([[...path, 'leader']]);
  if (y.cards === undefined) ops.push([[...path, 'cards']]);
  if (y.winner === undefined) ops.push([[...path, 'winner']]);
}

/**
 * The tricks (their bytes from `TRICKS_AT` on) a held view held when the operations `DeltaCache` remembers for
 * them were found, by the cache numbered `tricksFoundBy` (the held view itself changes later).
 */
const TRICKS_FOUND = new Uint8Array(1 + TRICK_ROOM * TRICK);
let tricksFoundBy = 0;
/** The list of tricks those bytes were written from whole (`HeldView.tricksFrom`), if known. */
let tricksFoundFrom: unknown;
