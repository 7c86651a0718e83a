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

/** The JSON of operation `op`, encoded once per `texts`. */
function opText(op: DeltaOp, texts: DeltaTexts): string {
  let t = texts.ops.get(op);
  if (t === undefined) {
    t = JSON.stringify(op);
    texts.ops.set(op, t);
  }
  return t;
}

/** The JSON of `ops` (a list), each operation encoded once per `texts`. */
export function opsText(ops: readonly DeltaOp[], texts: DeltaTexts): string {
  const parts = new Array<string>(ops.length);
  for (let i = 0; i < ops.length; i++) parts[i] = opText(ops[i], texts);
  return `[${parts.join(',')}]`;
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
 * The JSON of `{ type: 'delta', tableId, version, base, viewer, event, ops }` from the event's JSON and the
 * operations, each encoded once per `texts`; undefined when a number is not finite (JSON.stringify writes those as
 * null). Joined from one list of pieces: a flat string, not a chain of one concatenation per piece.
 */
export function deltaText(
  tableId: number,
  version: number,
  base: number,
  viewer: string,
  event: string,
  ops: readonly DeltaOp[],
  texts: DeltaTexts,
): string | undefined {
  if (!Number.isFinite(tableId) || !Number.isFinite(version) || !Number.isFinite(base)) return undefined;
  const n = ops.length;
  const parts = new Array<string | number>(n === 0 ? 12 : 11 + 2 * n);
  parts[0] = '{"type":"delta","tableId":';
  parts[1] = tableId;
  parts[2] = ',"version":';
  parts[3] = version;
  parts[4] = ',"base":';
  parts[5] = base;
  parts[6] = ',"viewer":';
  parts[7] = JSON.stringify(viewer);
  parts[8] = ',"event":';
  parts[9] = event;
  if (n === 0) {
    parts[10] = ',"ops":[';
    parts[11] = ']}';
  } else {
    parts[10] = ',"ops":[';
    for (let i = 0; i < n; i++) {
      parts[11 + 2 * i] = opText(ops[i], texts);
      parts[12 + 2 * i] = i === n - 1 ? ']}' : ',';
    }
  }
  return parts.join('');
}
