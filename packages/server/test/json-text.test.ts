/**
 * Issue 22: `jsonText` (online/json-text.ts) is `JSON.stringify` — the same text for every value, fuzzed over what
 * server messages hold and what they never should (escapes, non-ASCII, lone surrogates, odd numbers, undefined and
 * functions, toJSON, class instances, null prototypes, holes, deep nesting, texts longer than its scratch buffer).
 */
import { seededRandom, unitRandom } from '@stikk/core';
import { describe, expect, it } from 'vitest';
import { type DeltaMessage, deltaText, jsonText, SharedTexts } from '../src/online/json-text.js';

const CHARS = [
  'a',
  'Z',
  '0',
  ' ',
  '~',
  '"',
  '\\',
  '/',
  '\n',
  '\t',
  '\u0000',
  '\u001f',
  '\u007f',
  'æ',
  '♠',
  '😀',
  '\ud800',
  '\udc00',
  '\u2028',
];
const NUMBERS = [
  0,
  -0,
  1,
  9,
  10,
  -1,
  42,
  1.5,
  -2.25,
  1e21,
  1e-7,
  123456789012,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  NaN,
  Infinity,
  -Infinity,
  0.1 + 0.2,
];
const KEYS = ['type', 'tableId', 'v', '1', '01', '10', '2', 'a"b', 'é', '', 'ops', 'toString'];
/** Some parts of a table's view (`TableView`). */
const VIEW_KEYS = ['auction', 'hands', 'handSizes', 'tricks', 'tricksWon', 'penaltyCards', 'legalCards', 'score'];

class Thing {
  constructor(readonly x: number) {}
}
/** An array whose own class says how it is written. */
class Cards extends Array<string> {
  toJSON(): string {
    return this.join('');
  }
}

/** A part of a view as tables send them: lists and records of seats, cards, counts and nulls (plain JSON). */
function plainPart(r: () => number, depth: number): unknown {
  const k = Math.floor(r() * (depth > 3 ? 4 : 6));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  switch (k) {
    case 0:
      return Math.floor(r() * 1000);
    case 1:
      return pick(['N', 'E', 'S', 'W', 'SA', 'H10', '3NT', '']);
    case 2:
      return pick([null, true, false]);
    case 3:
    case 4:
      return Array.from({ length: Math.floor(r() * 5) }, () => plainPart(r, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (const key of VIEW_KEYS) if (r() < 0.3) o[key] = plainPart(r, depth + 1);
      return o;
    }
  }
}

function value(r: () => number, depth: number): unknown {
  const k = Math.floor(r() * (depth > 6 ? 9 : 14));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  switch (k) {
    case 0:
      return pick(NUMBERS);
    case 1:
      return Math.floor(r() * 1000);
    case 2: {
      let s = '';
      const n = Math.floor(r() * 6);
      // Mostly plain ASCII (the fast path), sometimes a character JSON escapes or one outside ASCII.
      for (let i = 0; i < n; i++) s += r() < 0.8 ? String.fromCharCode(0x20 + Math.floor(r() * 95)) : pick(CHARS);
      return s;
    }
    case 3:
      return r() < 0.5;
    case 4:
      return null;
    case 5:
      return pick([undefined, () => 1, Symbol('s')]);
    case 6:
      return pick([
        new Date(Math.floor(r() * 1e12)),
        new Thing(1),
        { toJSON: () => 'x' },
        new Map([[1, 2]]),
        Object.create(null),
        Object.assign(new Array<number>(3), { 0: 1, 2: 3 }),
      ]);
    case 7:
      return 'SA';
    case 8:
      return ['N', 'E', 'S', 'W'][Math.floor(r() * 4)];
    case 9:
    case 10: {
      const n = Math.floor(r() * 5);
      return Array.from({ length: n }, () => value(r, depth + 1));
    }
    default: {
      const o: Record<string, unknown> = r() < 0.05 ? Object.create(null) : {};
      const n = Math.floor(r() * 5);
      for (let i = 0; i < n; i++) o[pick(KEYS)] = value(r, depth + 1);
      return o;
    }
  }
}

const same = (x: unknown) => expect(jsonText(x)).toBe(JSON.stringify(x));

describe('jsonText', () => {
  it('is JSON.stringify on 50,000 random values', () => {
    // Seeded, so a failure names a value that can be made again.
    const r = unitRandom(seededRandom('json-text'));
    for (let i = 0; i < 50_000; i++) {
      const v = value(r, 0);
      const want = JSON.stringify(v);
      const got = jsonText(v);
      if (got !== want) expect({ i, got }).toEqual({ i, got: want });
    }
  });

  it('is JSON.stringify on the messages of a table: deltas, acks, events', () => {
    same({ type: 'ack', tableId: 12, id: 'b7', version: 31 });
    same({
      type: 'delta',
      tableId: 1,
      version: 22,
      base: 21,
      viewer: 'W',
      event: { seat: 'S', play: 'HT', v: 22, board: 1 },
      ops: [
        [['turn'], 'W'],
        [
          ['hands', 'S'],
          ['H2', 'DJ', 'D9'],
        ],
        [['tricks', 4, 'cards'], [{ seat: 'S', card: 'HT' }], 1],
        [['score'], { NS: -350, EW: 350 }],
        [['claim'], undefined],
        [['version'], 22],
      ],
    });
    same({ seat: 'N', call: '1NT', alert: true, explanation: 'weak, "12–14" \\ ♠' });
  });

  it('hands deep nesting, long texts and primitives on to JSON.stringify', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200; i++) deep = [deep, { a: i }];
    same(deep);
    same({ text: 'x'.repeat(70_000) });
    same({ hand: Cards.from(['SA', 'HK']), plain: ['SA'] });
    same(Array.from({ length: 30_000 }, (_, i) => i));
    for (const x of [1, 'a', null, true, undefined, 1e21, '"', () => 1]) same(x);
    expect(() => jsonText({ n: 1n })).toThrow(TypeError);
  });

  it('leaves out what Object.prototype is given, as JSON.stringify does', () => {
    const v = { a: 1, b: ['x'] };
    // Both texts made while the property is there; compared once it is gone (the test runner's own objects).
    Object.defineProperty(Object.prototype, 'polluted', { value: 1, enumerable: true, configurable: true });
    let got: string;
    let want: string;
    try {
      got = jsonText(v);
      want = JSON.stringify(v);
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
    }
    expect(got).toBe(want);
    expect(got).toBe('{"a":1,"b":["x"]}');
  });

  it('with the texts of one act shared: each message is still JSON.stringify, items and events met by identity', () => {
    const r = unitRandom(seededRandom('json-text/shared'));
    const shared = new SharedTexts();
    let copies = 0;
    for (let act = 0; act < 2_000; act++) {
      shared.reset();
      // What one act's messages share by identity: operations and an event, some of them not plain JSON.
      const pool = Array.from({ length: 1 + Math.floor(r() * 40) }, () => [[KEYS[act % KEYS.length]], value(r, 2)]);
      const event = value(r, 1);
      for (let m = 0; m < 4; m++) {
        const ops = Array.from({ length: Math.floor(r() * 8) }, () =>
          r() < 0.7 ? pool[Math.floor(r() * pool.length)] : [['own'], value(r, 2)],
        );
        const msg = { type: 'delta', tableId: act, viewer: 'NESW'[m], event: r() < 0.8 ? event : value(r, 1), ops };
        const want = JSON.stringify(msg);
        const got = jsonText(msg, shared);
        if (got !== want) expect({ act, m, got }).toEqual({ act, m, got: want });
        if (m > 0 && ops.some((op) => pool.includes(op))) copies++;
      }
      // An object changed after its act is written anew in the next one.
      if (pool.length > 0) {
        const op = pool[0] as unknown[];
        op[1] = `changed ${act}`;
        shared.reset();
        const msg = { type: 'delta', ops: [op] };
        expect(jsonText(msg, shared)).toBe(JSON.stringify(msg));
      }
    }
    expect(copies).toBeGreaterThan(1_000);
  });

  it('with the texts of one act shared: whole views are JSON.stringify, their parts alike for all written once', () => {
    const r = unitRandom(seededRandom('json-text/shared-views'));
    const shared = new SharedTexts();
    const before = shared.copies;
    let alike = 0;
    for (let act = 0; act < 1_000; act++) {
      shared.reset();
      // The parts every recipient's view holds by identity (the tricks, the auction…), some of them not plain JSON.
      // Mostly plain; in one act of ten, anything (the whole message is then JSON.stringify's).
      const odd = r() < 0.1;
      const parts = VIEW_KEYS.map(
        (k) => [k, odd ? value(r, 1) : [plainPart(r, 1), { list: [plainPart(r, 2)] }]] as const,
      );
      const event = value(r, 1);
      for (let m = 0; m < 4; m++) {
        const view: Record<string, unknown> = { recipient: 'NESW'[m] };
        for (const [k, v] of parts) view[k] = r() < 0.8 ? v : [plainPart(r, 2)];
        const msg = { type: 'update', tableId: act, version: m, event: odd ? event : { seat: 'N', v: act }, view };
        const want = JSON.stringify(msg);
        const got = jsonText(msg, shared);
        if (got !== want) expect({ act, m, got }).toEqual({ act, m, got: want });
        if (m > 0) alike++;
      }
      // A part changed after its act is written anew in the next one.
      const list = parts.find(([, v]) => Array.isArray(v))?.[1] as unknown[] | undefined;
      if (list !== undefined) {
        list.push(`changed ${act}`);
        shared.reset();
        const msg = { type: 'update', view: { tricks: list } };
        expect(jsonText(msg, shared)).toBe(JSON.stringify(msg));
      }
    }
    // Most of the later recipients' parts were copied (most views' parts are plain JSON).
    expect(shared.copies - before).toBeGreaterThan(2 * alike);
  });

  it('deltaText is JSON.stringify on delta messages, shared texts or none, odd members handed on', () => {
    const r = unitRandom(seededRandom('json-text/delta'));
    const shared = new SharedTexts();
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
    let written = 0;
    for (let act = 0; act < 2_000; act++) {
      shared.reset();
      const pool = Array.from({ length: 1 + Math.floor(r() * 20) }, () => [['turn'], value(r, 2)]);
      const event = r() < 0.9 ? { seat: 'N', play: 'S7', v: act, board: 1 } : value(r, 1);
      for (let m = 0; m < 4; m++) {
        const ops = Array.from({ length: Math.floor(r() * 8) }, () =>
          r() < 0.6 ? pick(pool) : [['hands', 'N'], value(r, 2)],
        );
        // Mostly what the server builds; now and then a member of another kind (a string version, a negative or
        // fractional base, a viewer to escape, no event), which must come out as JSON.stringify writes it too.
        const odd = r() < 0.1;
        const msg = {
          type: 'delta',
          tableId: odd && r() < 0.3 ? pick(NUMBERS) : Math.floor(r() * 5000),
          version: odd && r() < 0.3 ? String(act) : act,
          base: odd && r() < 0.3 ? pick(NUMBERS) : Math.max(0, act - 1),
          viewer: odd && r() < 0.3 ? pick(CHARS) : 'NESW'[m],
          event: odd && r() < 0.3 ? pick([undefined, null, 'x']) : r() < 0.8 ? event : value(r, 1),
          ops,
        } as unknown as DeltaMessage;
        const want = JSON.stringify(msg);
        const got = deltaText(msg, r() < 0.8 ? shared : undefined);
        if (got !== want) expect({ act, m, got }).toEqual({ act, m, got: want });
        written++;
      }
    }
    expect(written).toBe(8_000);
  });

  it('keeps the texts of one SharedTexts at a time: two used in turn never copy each other’s bytes', () => {
    const r = unitRandom(seededRandom('json-text/two-shared'));
    const a = new SharedTexts();
    const b = new SharedTexts();
    for (let act = 0; act < 500; act++) {
      a.reset();
      b.reset();
      // Objects of one act, unchanged within it, written through both instances in turn (each keeps its own).
      const pool = Array.from({ length: 6 }, (_, i) => [['p', i, act], value(r, 2), 'x'.repeat(30 + (act % 7))]);
      for (let m = 0; m < 6; m++) {
        const msg = { type: 'delta', ops: [pool[(m + act) % 6], pool[(m * 5) % 6], pool[act % 6]] };
        expect(jsonText(msg, m % 2 === 0 ? a : b)).toBe(JSON.stringify(msg));
      }
    }
  });
});
