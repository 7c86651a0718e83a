/**
 * Issue 22: the JSON of one act's `delta` messages, written from pieces encoded once per act. The recipients of one
 * act share most of their delta's operations (the turn, the hand sizes, the trick played to: the very same
 * operation objects, `DeltaCache`) and mostly the same event, yet `JSON.stringify` of each whole message encoded them
 * again for every recipient (a quarter of the broadcast's CPU at thousands of tables). Here each operation is
 * encoded once an act, the event's filtered body once per form it takes, and a message is their concatenation:
 * byte for byte what `JSON.stringify` writes for the same message (the caller falls back to it for anything this
 * does not write exactly: a field that is not a finite number, an event with its own `v` or `board`).
 */
import type { DeltaOp } from '@stikk/core';

/** What one act's messages have encoded so far: each operation's JSON and each filtered event body's. */
export interface DeltaTexts {
  readonly ops: Map<DeltaOp, string>;
  readonly events: Map<object, string>;
}

export const deltaTexts = (): DeltaTexts => ({ ops: new Map(), events: new Map() });

/** The JSON of `ops` (a list), each operation encoded once per `texts`. */
export function opsText(ops: readonly DeltaOp[], texts: DeltaTexts): string {
  const cache = texts.ops;
  let s = '[';
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    let t = cache.get(op);
    if (t === undefined) {
      t = JSON.stringify(op);
      cache.set(op, t);
    }
    s += i === 0 ? t : `,${t}`;
  }
  return `${s}]`;
}

/**
 * The JSON of the event `{ ...body, v, board }` as sent (`Room.eventFor` builds that object: the body's keys, then
 * `v`, then `board`), the body encoded once per `texts`; undefined when it would not be that object's JSON (the
 * body has a `v` or `board` of its own, a number is not finite).
 */
export function eventText(
  body: Readonly<Record<string, unknown>>,
  v: number,
  board: number,
  texts: DeltaTexts,
): string | undefined {
  if (!Number.isFinite(v) || !Number.isFinite(board) || 'v' in body || 'board' in body) return undefined;
  let t = texts.events.get(body);
  if (t === undefined) {
    t = JSON.stringify(body);
    texts.events.set(body, t);
  }
  // An object's JSON ends with `}`; with no key written it is `{}`.
  return `${t.length === 2 ? '{' : `${t.slice(0, -1)},`}"v":${v},"board":${board}}`;
}

/**
 * The JSON of `{ type: 'delta', tableId, version, base, viewer, event, ops }` from the event's and the operations'
 * JSON; undefined when a number is not finite (JSON.stringify writes those as null).
 */
export function deltaText(
  tableId: number,
  version: number,
  base: number,
  viewer: string,
  event: string,
  ops: string,
): string | undefined {
  if (!Number.isFinite(tableId) || !Number.isFinite(version) || !Number.isFinite(base)) return undefined;
  return `{"type":"delta","tableId":${tableId},"version":${version},"base":${base},"viewer":${JSON.stringify(viewer)},"event":${event},"ops":${ops}}`;
}
