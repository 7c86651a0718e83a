/**
 * Issue 22: `commonAct` (api/messages.ts) recognises a bare call or card by hand on the act hot path. It must
 * accept nothing the schema (`clientMessage`) refuses and give what the schema gives: checked here on the
 * messages the bots send and on hundreds of variations of them (each field mistyped, out of range, missing;
 * extra keys; other acts), every one compared with zod's verdict.
 */
import { describe, expect, it } from 'vitest';
import { clientMessage, commonAct } from '../src/api/messages.js';

const BASES: Record<string, unknown>[] = [
  { type: 'act', tableId: 7, id: 'b1', version: 0, act: { call: '1NT' } },
  { type: 'act', tableId: 1, id: 'x', version: 12, act: { play: 'SA' } },
  { type: 'act', tableId: 2_147_483_647, id: 'a'.repeat(64), version: 99, act: { play: 'H10' }, seat: 'W' },
  { type: 'act', tableId: 3, id: 'd1', version: 4, act: { call: 'XX' }, seat: 'director' },
  { type: 'act', tableId: 5, id: 'n1', version: 56, act: { next: true } },
];

/** Values of every JSON kind, and the edges of each bound the schema sets on an act's fields. */
const VALUES: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -1,
  1,
  1.5,
  2_147_483_647,
  2_147_483_648,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  'a',
  'P',
  '1NT',
  'XXXXX',
  'SA',
  'H10',
  'H100',
  'a'.repeat(64),
  'a'.repeat(65),
  'N',
  'director',
  'kibitzer',
  [],
  ['1NT'],
  {},
  { call: '1NT' },
  { play: 'SA' },
  { call: '1NT', alert: true },
  { call: '1NT', play: 'SA' },
  { play: 'S' },
  { play: 'SA', extra: 1 },
  { next: true },
  { next: false },
  { next: 1 },
  { next: 'true' },
  { next: true, play: 'SA' },
  { call: 1 },
  { call: '' },
  { call: 'P', change: true },
];

function variants(base: Record<string, unknown>): unknown[] {
  const out: unknown[] = [base];
  for (const k of ['type', 'tableId', 'id', 'version', 'act', 'seat', 'extra', '__proto__', 'constructor']) {
    for (const v of VALUES) out.push({ ...base, [k]: v });
    const { [k]: _, ...without } = base;
    out.push(without);
  }
  out.push(JSON.parse(`{"type":"act","tableId":7,"id":"b","version":0,"act":{"call":"P"},"__proto__":{}}`));
  out.push(JSON.parse(`{"type":"act","tableId":7,"id":"b","version":0,"act":{"__proto__":{},"call":"P"}}`));
  out.push(null, 'act', [base], { type: 'ping' }, { type: 'join', tableId: 1 });
  return out;
}

describe('commonAct: the hand-made check of a bare call or card', () => {
  it('accepts only what the schema accepts, and gives what it gives', () => {
    let accepted = 0;
    let refusedBoth = 0;
    let checked = 0;
    for (const base of BASES)
      for (const m of variants(base)) {
        checked++;
        const fast = commonAct(m);
        const zod = clientMessage.safeParse(m);
        if (fast === undefined) {
          if (!zod.success) refusedBoth++;
          continue;
        }
        accepted++;
        expect(zod.success, JSON.stringify(m)).toBe(true);
        expect(fast, JSON.stringify(m)).toEqual(zod.data);
      }
    // The bots' messages themselves take the fast path; most variations are refused by both.
    for (const base of BASES) expect(commonAct(base), JSON.stringify(base)).toBe(base);
    expect(accepted).toBeGreaterThan(40);
    expect(refusedBoth).toBeGreaterThan(checked / 2);
  });
});
