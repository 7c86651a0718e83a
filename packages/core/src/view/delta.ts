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
    const x = from[k];
    if (x === y) continue;
    if (x === undefined) ops.push([[k], y]);
    else if (typeof y === 'object' && y !== null && typeof x === 'object' && x !== null) {
      if (!cache.keys.has(k)) {
        diff(x, y, [k], ops);
        continue;
      }
      const c = cache.found.get(k);
      if (c !== undefined && c.from === x && c.to === y) {
        for (const op of c.ops) ops.push(op);
        continue;
      }
      const start = ops.length;
      diff(x, y, [k], ops);
      cache.found.set(k, { from: x, to: y, ops: ops.slice(start) });
    } else ops.push([[k], y]);
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
