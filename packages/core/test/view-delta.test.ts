/**
 * View deltas (view/delta.ts), fuzzed over random legal boards: for every recipient and every
 * event, the view before with the delta applied is deep-equal to the view after; the view before
 * is left as it was; a delta carries nothing the new view does not hold (so no hidden card). One act's
 * deltas to all its recipients, sharing what was found for the parts alike for all (`deltaCache`), are
 * the deltas found one by one.
 */
import { describe, expect, it } from 'vitest';
import {
  applyViewDelta,
  COMMON_VIEW_PARTS,
  deltaCache,
  heldDelta,
  heldDeltaHold,
  heldPartsDelta,
  heldView,
  holdParts,
  holdView,
  jsonEqual,
  openTable,
  parseEvent,
  parseTableLog,
  randomBoardLog,
  sameHeld,
  unwrap,
  viewDelta,
  viewFor,
  viewMemo,
  viewsOfOneState,
  type Recipient,
} from '../src/index.js';

const RECIPIENTS: Recipient[] = ['N', 'E', 'S', 'W', 'kibitzer', 'director'];

/** Every string and number inside a JSON value (the "words" a message could reveal). */
function atoms(x: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(x)) for (const y of x) atoms(y, out);
  else if (typeof x === 'object' && x !== null) for (const [k, y] of Object.entries(x)) atoms(y, out.add(`k:${k}`));
  else out.add(JSON.stringify(x));
  return out;
}

/**
 * Walks `views` from the first as a held base does: each step's held delta equals the plain delta and the one-pass
 * `heldDeltaHold`'s, and applied to the client's copy rebuilds the view (`rebuilt` checks that); then the view is held
 * and `afterHold` checks the base (by default: the one-pass base is the same as the held one).
 */
function walkHeld(
  views: readonly Record<string, unknown>[],
  rebuilt: (client: unknown, i: number) => void,
  afterHold?: (held: ReturnType<typeof heldView>, i: number) => void,
): void {
  const held = heldView(views[0]);
  // Found and held in one pass (`heldDeltaHold`): the same operations, the same base after.
  const fused = heldView(views[0]);
  let client: unknown = structuredClone(views[0]);
  for (let i = 1; i < views.length; i++) {
    const ops = heldDelta(held, views[i]);
    expect(ops, `view ${i}`).toEqual(viewDelta(views[i - 1], views[i]));
    expect(heldDeltaHold(fused, views[i]), `view ${i}`).toEqual(ops);
    client = applyViewDelta(client, ops);
    rebuilt(client, i);
    holdView(held, views[i]);
    if (afterHold) afterHold(held, i);
    else expect(sameHeld(fused, held), `view ${i}: held in one pass`).toBe(true);
  }
}

describe('view deltas', () => {
  it('applied to the view before, give the view after, for every recipient over random boards', () => {
    let ops = 0;
    let full = 0;
    for (let b = 1; b <= 24; b++) {
      const raw = randomBoardLog(`delta-${b}`, b, { passBias: b % 3 === 0 ? 0.9 : 0.5 });
      const log = unwrap(parseTableLog(raw));
      const live = unwrap(openTable({ ...log, events: [] }, { mode: 'prevent' }));
      let before = RECIPIENTS.map((r) => viewFor(live.state, r));
      log.events.forEach((e, i) => {
        unwrap(live.apply(unwrap(parseEvent(raw.events[i], i))));
        void e;
        const after = RECIPIENTS.map((r) => viewFor(live.state, r));
        RECIPIENTS.forEach((r, k) => {
          const frozen = JSON.stringify(before[k]);
          const d = viewDelta(before[k], after[k]);
          const applied = applyViewDelta(before[k], d);
          expect(applied, `board ${b} event ${i} for ${r}`).toEqual(after[k]);
          expect(jsonEqual(applied, after[k])).toBe(true);
          expect(JSON.stringify(before[k])).toBe(frozen);
          // Nothing in the delta that the recipient's new view does not hold.
          const allowed = atoms(after[k]);
          for (const a of atoms(d.map((op) => op[1]))) expect(allowed.has(a), `${r} got ${a}`).toBe(true);
          ops += d.length;
          full += JSON.stringify(after[k]).length;
        });
        before = after;
      });
    }
    expect(ops).toBeGreaterThan(0);
    expect(full).toBeGreaterThan(0);
  });

  it("one act's deltas sharing what they found for the common parts equal those found one by one", () => {
    let shared = 0;
    for (let b = 1; b <= 12; b++) {
      const raw = randomBoardLog(`delta-cache-${b}`, b, { passBias: b % 3 === 0 ? 0.9 : 0.5 });
      const log = unwrap(parseTableLog(raw));
      const live = unwrap(openTable({ ...log, events: [] }, { mode: 'prevent' }));
      const memo = viewMemo();
      const views = () => RECIPIENTS.map((r) => viewFor(live.state, r, memo));
      let before = viewsOfOneState(memo, views);
      raw.events.forEach((e, i) => {
        unwrap(live.apply(unwrap(parseEvent(e, i))));
        const after = viewsOfOneState(memo, views);
        const cache = deltaCache(COMMON_VIEW_PARTS);
        RECIPIENTS.forEach((r, k) => {
          const d = viewDelta(before[k], after[k], cache);
          expect(d, `board ${b} event ${i} for ${r}`).toEqual(viewDelta(before[k], after[k]));
          expect(applyViewDelta(before[k], d)).toEqual(after[k]);
        });
        for (const c of cache.found.values()) shared += c.ops.length;
        before = after;
      });
    }
    expect(shared).toBeGreaterThan(100);
  });

  it('handles keys that come and go, arrays that shrink, and scalars at the root', () => {
    const cases: [unknown, unknown][] = [
      [
        { a: 1, b: [1, 2, 3], c: { d: 'x' } },
        { a: 1, b: [1, 2], e: null },
      ],
      [{ t: [{ p: ['SA'] }] }, { t: [{ p: ['SA', 'S2'] }] }],
      [{ t: [{ p: ['SA'] }, { p: [] }] }, { t: [] }],
      [[1, 2], [3]],
      [1, 'one'],
      [{ x: undefined, y: 1 }, { y: 1 }],
    ];
    for (const [a, b] of cases) {
      expect(applyViewDelta(a, viewDelta(a, b))).toEqual(b);
      expect(viewDelta(b, b)).toEqual([]);
    }
  });

  it('a held view drops a key the next view leaves out, so the key coming back is sent again', () => {
    // Each part once present, then absent, then back with the same object: the client, which removed it, must get
    // it again, and an absent key is removed once, not in every later delta. Parts held as bytes go the same way.
    const claim = { by: 'S', tricks: 9 };
    const hands = { N: ['SA'], E: null, S: ['H2'], W: null };
    const views: Record<string, unknown>[] = [
      { phase: 'play', claim, hands, legalCards: ['SA'], tricks: [] },
      { phase: 'play' },
      { phase: 'play' },
      { phase: 'play', claim, hands, legalCards: ['SA'], tricks: [] },
    ];
    walkHeld(views, (client, i) => expect(client, `view ${i}`).toEqual(views[i]));
  });

  it('a view with as many keys as the held one but other keys still drops the held keys it leaves out', () => {
    // `holdView` and `heldDelta` skip looking for held keys a view leaves out when it has as many keys, all held:
    // here the count is the same but the keys are not (and then the same keys, without values).
    const claim = { by: 'S', tricks: 9 };
    const hands = { N: ['SA'], E: null, S: ['H2'], W: null };
    const tricks = [{ leader: 'N', cards: [{ seat: 'N', card: 'SA' }], winner: null }];
    const first = { phase: 'play', claim, hands, legalCards: ['SA'], tricks };
    const views: Record<string, unknown>[] = [
      first,
      { phase: 'play', a: 1, b: 2, c: 3, d: 4 },
      first,
      { phase: 'play', claim: undefined, hands: undefined, legalCards: undefined, tricks: undefined },
      first,
      { ...first, claim: null },
      first,
    ];
    walkHeld(views, (client, i) => expect(JSON.stringify(client), `view ${i}`).toBe(JSON.stringify(views[i])));
  });

  it('a part held as bytes that then fits only in part is held by reference, its bytes written so far not read', () => {
    // `holdView` checks a part and writes its bytes in one pass: a hand, list or trick that turns out not to fit
    // after some of its items were written is held by reference, and the next delta must come from that part, not
    // from the half-written bytes (nor from the bytes of the view held before it).
    const fits = {
      hands: { N: ['SA', 'HK'], E: null, S: ['H2'], W: null },
      legalCards: ['SA', 'HK'],
      tricks: [{ leader: 'N', cards: [{ seat: 'N', card: 'SA' }], winner: null }],
    };
    const inPart = {
      hands: { N: ['SQ', 'D3'], E: null, S: ['C4', 'no card'], W: null },
      legalCards: ['SQ', 'no card'],
      tricks: [
        {
          leader: 'N',
          cards: [
            { seat: 'N', card: 'SQ' },
            { seat: 'E', card: 'no card' },
          ],
          winner: null,
        },
      ],
    };
    const views: Record<string, unknown>[] = [fits, inPart, fits, inPart, { ...inPart, hands: fits.hands }, fits];
    walkHeld(
      views,
      (client, i) => expect(JSON.stringify(client), `view ${i}`).toBe(JSON.stringify(views[i])),
      // Held the same as a view held afresh (members holding the same view share one delta).
      (held, i) => expect(sameHeld(held, heldView(views[i])), `view ${i}`).toBe(true),
    );
  });

  it("a cache's operations for held tricks are not taken for another cache's tricks", () => {
    // The held tricks each cache found operations for are copied into one buffer, marked with the cache that wrote
    // it last: two caches used in turn must each find their own operations.
    const played = (seat: string, card: string) => ({ seat, card });
    const trick = (...cards: { seat: string; card: string }[]) => ({ leader: 'N', cards, winner: null });
    const a = { tricks: [trick(played('N', 'SA'))] };
    const b = { tricks: [trick(played('N', 'HA'))] };
    const to = { tricks: [trick(played('N', 'HA'), played('E', 'H2'))] };
    const one = deltaCache(COMMON_VIEW_PARTS);
    const two = deltaCache(COMMON_VIEW_PARTS);
    expect(heldDelta(heldView(a), to, one)).toEqual(viewDelta(a, to));
    expect(heldDelta(heldView(b), to, two)).toEqual(viewDelta(b, to));
    // Cache `one` found operations from `a`'s tricks; the buffer now holds `b`'s, written by `two`.
    expect(heldDelta(heldView(b), to, one)).toEqual(viewDelta(b, to));
    expect(heldDelta(heldView(a), to, one)).toEqual(viewDelta(a, to));
    // A held view changed after its delta was found does not change what the cache found.
    const held = heldView(a);
    expect(heldDelta(held, to, one)).toEqual(viewDelta(a, to));
    holdView(held, b);
    expect(heldDelta(heldView(a), to, one)).toEqual(viewDelta(a, to));
    expect(heldDelta(held, to, one)).toEqual(viewDelta(b, to));
  });

  it("a view written into a caller's object is the same view, the caller's keys after it", () => {
    const raw = randomBoardLog('delta-into', 3, { passBias: 0.5 });
    const live = unwrap(openTable({ ...unwrap(parseTableLog(raw)), events: [] }, { mode: 'prevent' }));
    const memo = viewMemo();
    raw.events.forEach((e, i) => {
      unwrap(live.apply(unwrap(parseEvent(e, i))));
      for (const r of RECIPIENTS) {
        const plain = viewFor(live.state, r);
        // The caller's object: the view's keys in its order (values to be overwritten), then one of its own.
        const into = { ...Object.fromEntries(Object.keys(plain).map((k) => [k, null])), extra: i } as unknown;
        const out = viewFor(live.state, r, memo, undefined, into as typeof plain & { extra: number });
        expect(out).toBe(into);
        expect(JSON.stringify(out), `event ${i} for ${r}`).toBe(JSON.stringify({ ...plain, extra: i }));
      }
    });
  });

  it('finds from named parts what the whole view gives, and refuses a part it does not hold', () => {
    const before = { a: 1, hands: { N: ['SA', 'SK'], E: null, S: null, W: null }, b: 'x' };
    const after = { a: 1, hands: { N: ['SA'], E: null, S: null, W: null }, b: 'y' };
    const held = heldView(before);
    const whole = heldDelta(held, after);
    expect(heldPartsDelta(held, ['hands', 'b'], [after.hands, after.b])).toEqual(whole);
    holdParts(held, ['hands', 'b'], [after.hands, after.b]);
    expect(heldDelta(held, after)).toEqual([]);
    expect(() => heldPartsDelta(held, ['c'], [1])).toThrow(/part c is not a held part/);
    expect(() => holdParts(held, ['a'], [undefined])).toThrow(/part a is not a held part/);
  });

  it('refuses a delta that does not fit the view it is applied to', () => {
    expect(() => applyViewDelta({ a: 1 }, [[['a', 0], 'x']])).toThrow(/no array|no object/);
    expect(() => applyViewDelta({ a: [1] }, [[['a', 5], 'x']])).toThrow(/no element 5/);
  });
});
