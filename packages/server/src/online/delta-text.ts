/**
 * Issue 22: the JSON text of the delta messages one act sends its recipients. `JSON.stringify` of a whole message per
 * recipient was about half of an ordinary act's broadcast; one act's recipients share most of their operations (the
 * turn, the trick, the hand sizes: the very same operation objects, core `DeltaCache`), so each operation's text is
 * written once per act and the messages are put together from them. The text is what `JSON.stringify` writes for the
 * same message (keys in the same order); the tests check it against a round trip.
 */
import type { DeltaOp } from '@stikk/core';

/** Whether `s` is written in JSON as itself between quotes (printable ASCII without a quote or backslash). */
function plain(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) return false;
  }
  return true;
}

/** `x`'s JSON text when it is a plain string, a safe integer, a boolean or null; else undefined. */
function atomText(x: unknown): string | undefined {
  if (typeof x === 'string') return plain(x) ? `"${x}"` : undefined;
  if (typeof x === 'number') return Number.isSafeInteger(x) ? `${x}` : undefined;
  if (typeof x === 'boolean') return x ? 'true' : 'false';
  return x === null ? 'null' : undefined;
}

/** An operation's JSON text: written here for a path and value of atoms (most operations), else by JSON. */
function opText(op: DeltaOp): string {
  const path = op[0];
  let t = '[[';
  for (let i = 0; i < path.length; i++) {
    const a = atomText(path[i]);
    if (a === undefined) return JSON.stringify(op);
    t += i === 0 ? a : `,${a}`;
  }
  if (op.length === 1) return `${t}]]`;
  if (op[1] === undefined) return JSON.stringify(op);
  const v = atomText(op[1]);
  return `${t}],${v ?? JSON.stringify(op[1])}${op.length === 3 ? `,${op[2]}` : ''}]`;
}

/** The delta messages' texts of one act: each operation's text found once (by the operation's identity). */
export class DeltaTexts {
  private readonly ops = new Map<DeltaOp, string>();

  /** The text of `{ type: 'delta', tableId, version, base, viewer, event, ops }`, `event` given as its JSON text. */
  message(
    tableId: number,
    version: number,
    base: number,
    viewer: string,
    event: string,
    ops: readonly DeltaOp[],
  ): string {
    let list = '';
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i];
      let t = this.ops.get(op);
      if (t === undefined) {
        t = opText(op);
        this.ops.set(op, t);
      }
      list += i === 0 ? t : `,${t}`;
    }
    const head = atomText(viewer);
    if (!Number.isSafeInteger(tableId) || !Number.isSafeInteger(version) || !Number.isSafeInteger(base) || !head)
      return JSON.stringify({ type: 'delta', tableId, version, base, viewer, event: JSON.parse(event), ops });
    return `{"type":"delta","tableId":${tableId},"version":${version},"base":${base},"viewer":${head},"event":${event},"ops":[${list}]}`;
  }
}
