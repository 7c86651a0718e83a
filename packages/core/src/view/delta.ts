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
}

/** An empty `DeltaCache` for the top-level `keys` (one per act: what it holds is that act's parts). */
export function deltaCache(keys: ReadonlySet<string>): DeltaCache {
  return { keys, found: new Map() };
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
 * which it copies into lists of its own, allocated once and overwritten in place (their items are the view's own
 * strings and card objects, mostly constants). `heldDelta` finds from it exactly what `viewDelta` finds from the
 * view it holds.
 */

/** A list held in place: its first `n` items, or null (`n` = -1). */
interface HeldList {
  n: number;
  readonly items: unknown[];
}

/** The seats' keys of a view's `hands`, in the order a view has them. */
const HAND_KEYS = ['N', 'E', 'S', 'W'] as const;
/** The top-level lists of strings held in place. */
const LIST_KEYS: ReadonlySet<string> = new Set(['legalCalls', 'legalCards']);
/** Items a trick takes in `HeldView.trick`: leader, winner, number of cards, then up to four cards. */
const TRICK = 7;

/** A view held as a delta's base (see above); made by `heldView`, kept up to date by `holdView`. */
export interface HeldView {
  /** Every top-level key of the view held, in its order: the part, or `undefined` for a part held below. */
  readonly rest: Record<string, unknown>;
  /** Whether `hand` holds the view's `hands` (a record of the four seats, each a list or null). */
  handsHeld: boolean;
  /** The shown hands, N E S W. */
  readonly hand: HeldList[];
  /** Whether `trick` holds the view's `tricks` (each trick `{ leader, cards, winner }` of at most four cards). */
  tricksHeld: boolean;
  /** How many tricks `trick` holds. */
  tricks: number;
  /** The tricks, `TRICK` items each. */
  readonly trick: unknown[];
  /** The lists of `LIST_KEYS` held in place (absent: held in `rest`). */
  readonly lists: Map<string, HeldList>;
}

const heldList = (): HeldList => ({ n: -1, items: [] });

/** A view (a JSON object) held as a delta's base. */
export function heldView(view: object): HeldView {
  const held: HeldView = {
    // A copy of the view's own layout (a record grown key by key would become a dictionary, costlier to read).
    rest: { ...(view as Record<string, unknown>) },
    handsHeld: false,
    hand: HAND_KEYS.map(heldList),
    tricksHeld: false,
    tricks: 0,
    trick: [],
    lists: new Map(),
  };
  holdView(held, view);
  return held;
}

/** Whether `x` is a list of strings. */
function stringList(x: unknown): x is string[] {
  if (!Array.isArray(x)) return false;
  for (let i = 0; i < x.length; i++) if (typeof x[i] !== 'string') return false;
  return true;
}

/** Makes `l` hold `x` (a list or null), overwriting only the items that differ. */
function holdList(l: HeldList, x: readonly unknown[] | null): void {
  const items = l.items;
  const old = l.n;
  if (x === null) l.n = -1;
  else {
    for (let i = 0; i < x.length; i++) if (items[i] !== x[i]) items[i] = x[i];
    l.n = x.length;
  }
  for (let i = Math.max(l.n, 0); i < old; i++) items[i] = undefined;
}

/** Whether `x` is a record of the four seats in N E S W order, each a list of strings or null. */
function handsRecord(x: unknown): x is Record<string, string[] | null> {
  if (!isObject(x)) return false;
  let i = 0;
  for (const k in x) {
    if (i > 3 || k !== HAND_KEYS[i]) return false;
    const v = x[k];
    if (v !== null && !stringList(v)) return false;
    i++;
  }
  return i === 4;
}

/** Whether `x` is a list of tricks as a view shows them: `{ leader, cards, winner }`, at most four cards each. */
function trickList(x: unknown): x is { leader: unknown; cards: unknown[]; winner: unknown }[] {
  if (!Array.isArray(x)) return false;
  for (let i = 0; i < x.length; i++) {
    const t = x[i];
    if (!isObject(t)) return false;
    let n = 0;
    for (const k in t) {
      if (k !== (n === 0 ? 'leader' : n === 1 ? 'cards' : 'winner')) return false;
      n++;
    }
    if (n !== 3 || !Array.isArray(t.cards) || t.cards.length > 4) return false;
  }
  return true;
}

/**
 * Makes `held` hold `view` (the view just sent after the one it held): a part that changed is replaced, a part held
 * in place is overwritten, so nothing of `view` is kept but its parts that are kept anyway (and constants).
 */
export function holdView(held: HeldView, view: object): void {
  const rest = held.rest;
  const y = view as Record<string, unknown>;
  for (const k in y) {
    const v = y[k];
    let inPlace = false;
    if (k === 'hands') {
      inPlace = held.handsHeld = handsRecord(v);
      if (inPlace)
        for (let s = 0; s < 4; s++) holdList(held.hand[s], (v as Record<string, string[] | null>)[HAND_KEYS[s]]);
    } else if (k === 'tricks') {
      inPlace = held.tricksHeld = trickList(v);
      if (inPlace) holdTricks(held, v as { leader: unknown; cards: unknown[]; winner: unknown }[]);
    } else if (LIST_KEYS.has(k)) {
      let l = held.lists.get(k);
      inPlace = stringList(v);
      if (inPlace) {
        if (l === undefined) held.lists.set(k, (l = heldList()));
        holdList(l, v as string[]);
      } else if (l !== undefined) held.lists.delete(k);
    }
    if (inPlace) {
      if (rest[k] !== undefined || !(k in rest)) rest[k] = undefined;
    } else if (rest[k] !== v) rest[k] = v;
  }
}

function holdTricks(held: HeldView, ts: readonly { leader: unknown; cards: unknown[]; winner: unknown }[]): void {
  const a = held.trick;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i];
    const o = i * TRICK;
    if (a[o] !== t.leader) a[o] = t.leader;
    if (a[o + 1] !== t.winner) a[o + 1] = t.winner;
    const c = t.cards;
    if (a[o + 2] !== c.length) a[o + 2] = c.length;
    for (let j = 0; j < 4; j++) {
      const x = j < c.length ? c[j] : undefined;
      if (a[o + 3 + j] !== x) a[o + 3 + j] = x;
    }
  }
  for (let i = ts.length * TRICK; i < held.tricks * TRICK; i++) a[i] = undefined;
  held.tricks = ts.length;
}

/** Whether two held views hold the same view (parts by identity, a string by value; held lists item by item). */
export function sameHeld(a: HeldView, b: HeldView): boolean {
  if (a === b) return true;
  const x = a.rest;
  const y = b.rest;
  let n = 0;
  for (const k in y) {
    if (x[k] !== y[k] || !(k in x)) return false;
    n++;
  }
  for (const _ in x) n--;
  if (n !== 0 || a.handsHeld !== b.handsHeld || a.tricksHeld !== b.tricksHeld || a.lists.size !== b.lists.size)
    return false;
  if (a.handsHeld) for (let s = 0; s < 4; s++) if (!sameList(a.hand[s], b.hand[s])) return false;
  if (a.tricksHeld) {
    if (a.tricks !== b.tricks) return false;
    for (let i = 0; i < a.tricks * TRICK; i++) if (a.trick[i] !== b.trick[i]) return false;
  }
  for (const [k, l] of a.lists) {
    const m = b.lists.get(k);
    if (m === undefined || !sameList(l, m)) return false;
  }
  return true;
}

function sameList(a: HeldList, b: HeldList): boolean {
  if (a.n !== b.n) return false;
  for (let i = 0; i < a.n; i++) if (a.items[i] !== b.items[i]) return false;
  return true;
}

/**
 * The operations that turn the view `held` holds into `to`: exactly `viewDelta(view held, to, cache)` (the parts held
 * in place are compared item by item, as `viewDelta` compares parts that are not the same object).
 */
export function heldDelta(held: HeldView, to: object, cache?: DeltaCache): DeltaOp[] {
  const ops: DeltaOp[] = [];
  const from = held.rest;
  const y0 = to as Record<string, unknown>;
  for (const k in y0) {
    const y = y0[k];
    if (y === undefined) continue;
    if (k === 'hands' && held.handsHeld) {
      handsOps(held, y, ops);
      continue;
    }
    if (k === 'tricks' && held.tricksHeld) {
      // One act's recipients hold the same tricks (a part alike for all): what was found for one is theirs.
      const c = cache?.keys.has(k) ? cache.found.get(k) : undefined;
      if (c !== undefined && c.to === y && c.from instanceof HeldTricks && c.from.holds(held)) {
        for (const op of c.ops) ops.push(op);
        continue;
      }
      const start = ops.length;
      tricksOps(held, y, ops);
      if (cache?.keys.has(k)) cache.found.set(k, { from: new HeldTricks(held), to: y, ops: ops.slice(start) });
      continue;
    }
    const l = LIST_KEYS.has(k) ? held.lists.get(k) : undefined;
    if (l !== undefined) {
      listOps(l.items, l.n, y, scratchPath(k), ops);
      continue;
    }
    topLevelOps(k, from[k], y, ops, cache);
  }
  for (const k in from) {
    const present =
      from[k] !== undefined ||
      (k === 'hands' && held.handsHeld) ||
      (k === 'tricks' && held.tricksHeld) ||
      held.lists.has(k);
    if (present && y0[k] === undefined) ops.push([[k]]);
  }
  return ops;
}

/**
 * `diff` of a held list (`n` items of `items` from `off`; `n` = -1: null) and `y` (not undefined) at `path`, as
 * the object case of `diff` (or `viewDelta`) does for one key.
 */
function listOps(items: unknown[], n: number, y: unknown, path: DeltaPath, ops: DeltaOp[], off = 0): void {
  if (n < 0) {
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
  while (keep < m && (items[off + keep] === y[keep] || jsonEqual(items[off + keep], y[keep]))) keep++;
  if (keep === n && keep === y.length) return;
  if (n === y.length && keep === n - 1 && typeof y[keep] === 'object' && y[keep] !== null) {
    path.push(keep);
    diff(items[off + keep], y[keep], path, ops);
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
function handsOps(held: HeldView, y: unknown, ops: DeltaOp[]): void {
  if (!isObject(y)) {
    ops.push([['hands'], y]);
    return;
  }
  for (const k in y) {
    const v = y[k];
    if (v === undefined) continue;
    const s = HAND_KEYS.indexOf(k as (typeof HAND_KEYS)[number]);
    if (s < 0) ops.push([['hands', k], v]);
    else listOps(held.hand[s].items, held.hand[s].n, v, scratchPath('hands', k), ops);
  }
  for (let s = 0; s < 4; s++) if (y[HAND_KEYS[s]] === undefined) ops.push([['hands', HAND_KEYS[s]]]);
}

/** Whether the `i`-th held trick equals `y` as JSON (`jsonEqual`). */
function trickEqual(held: HeldView, i: number, y: unknown): boolean {
  if (!isObject(y)) return false;
  const a = held.trick;
  const o = i * TRICK;
  const leader = a[o];
  const winner = a[o + 1];
  let n = 1;
  if (leader !== undefined) {
    n++;
    if (leader !== y.leader && !jsonEqual(leader, y.leader)) return false;
  }
  const cards = y.cards;
  const len = a[o + 2] as number;
  if (!Array.isArray(cards) || cards.length !== len) return false;
  for (let j = 0; j < len; j++) if (a[o + 3 + j] !== cards[j] && !jsonEqual(a[o + 3 + j], cards[j])) return false;
  if (winner !== undefined) {
    n++;
    if (winner !== y.winner && !jsonEqual(winner, y.winner)) return false;
  }
  for (const k in y) if (y[k] !== undefined) n--;
  return n === 0;
}

/** `diff` of the held tricks and `y`, at `['tricks']`. */
function tricksOps(held: HeldView, y: unknown, ops: DeltaOp[]): void {
  if (!Array.isArray(y)) {
    ops.push([['tricks'], y]);
    return;
  }
  const n = held.tricks;
  let keep = 0;
  const m = Math.min(n, y.length);
  while (keep < m && trickEqual(held, keep, y[keep])) keep++;
  if (keep === n && keep === y.length) return;
  if (n === y.length && keep === n - 1 && typeof y[keep] === 'object' && y[keep] !== null) {
    trickOps(held, keep, y[keep], ops);
  } else ops.push(keep === 0 ? [['tricks'], y] : [['tricks'], y.slice(keep), keep]);
}

/** `diff` of the `i`-th held trick (an object `{ leader, cards, winner }`) and `y`, at `['tricks', i]`. */
function trickOps(held: HeldView, i: number, y: unknown, ops: DeltaOp[]): void {
  const path: DeltaPath = ['tricks', i];
  if (!isObject(y)) {
    ops.push([path, y]);
    return;
  }
  const a = held.trick;
  const o = i * TRICK;
  for (const k in y) {
    const v = y[k];
    if (v === undefined) continue;
    if (k === 'cards') {
      path.push(k);
      listOps(a, a[o + 2] as number, v, path, ops, o + 3);
      path.pop();
      continue;
    }
    const x = k === 'leader' ? a[o] : k === 'winner' ? a[o + 1] : undefined;
    if (x === v) continue;
    if (x === undefined) ops.push([[...path, k], v]);
    else if (typeof v === 'object' && v !== null && typeof x === 'object' && x !== null) {
      path.push(k);
      diff(x, v, path, ops);
      path.pop();
    } else ops.push([[...path, k], v]);
  }
  if (a[o] !== undefined && y.leader === undefined) ops.push([[...path, 'leader']]);
  if (y.cards === undefined) ops.push([[...path, 'cards']]);
  if (a[o + 1] !== undefined && y.winner === undefined) ops.push([[...path, 'winner']]);
}

/** The tricks a held view held when its delta was found (for `DeltaCache`: the held view itself changes later). */
class HeldTricks {
  private readonly n: number;
  private readonly items: unknown[];
  constructor(held: HeldView) {
    this.n = held.tricks;
    this.items = held.trick.slice(0, held.tricks * TRICK);
  }
  /** Whether `held` holds these tricks. */
  holds(held: HeldView): boolean {
    if (!held.tricksHeld || held.tricks !== this.n) return false;
    for (let i = 0; i < this.items.length; i++) if (held.trick[i] !== this.items[i]) return false;
    return true;
  }
}
