/**
 * Structural sharing of views (core `viewMemo`): over every play and auction fixture (revokes
 * corrected, cards withdrawn or replaced, calls cancelled, rulings) and random boards, a view
 * built with a memo shared by the table's recipients equals the view built afresh after every
 * event, for every recipient; and what an event left unchanged is the very object shown before
 * (a hand, a trick, and every top-level part: the auction, hand sizes, legal cards, pending, …), and
 * a part shown alike to two recipients is one object. The same with each event's views built inside
 * `viewsOfOneState` (as an online table's broadcast does: the parts alike for all built once).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  applyViewDelta,
  COMMON_VIEW_PARTS,
  deltaCache,
  heldDelta,
  heldDeltaHold,
  heldView,
  holdView,
  sameHeld,
  type HeldView,
  openTable,
  parseTableLog,
  randomBoardLog,
  unwrap,
  viewFor,
  viewMemo,
  viewDelta,
  viewsOfOneState,
  type Recipient,
  type TableLog,
  type TableView,
} from '@stikk/core';
import { claimSearchCache, directorRules, withClaimSearches } from '../src/index.js';

/**
 * The director's rules with one claim-search cache for the file (./claim-search-cache.test.ts: a
 * fold with a cache and one without agree). Two fixtures hold a claim too big to search, each
 * searched to the 1,500,000-node budget: without the cache, each of the three passes below over
 * the fixtures made both searches again (≈ 6 s of this file's time in session 26).
 */
const rules = withClaimSearches(directorRules, claimSearchCache());

const RECIPIENTS: Recipient[] = ['N', 'E', 'S', 'W', 'kibitzer', 'director'];
/** The parts built alike for every recipient. */
const COMMON_PARTS = [
  'handSizes',
  'tricks',
  'tricksWon',
  'penaltyCards',
  'exposed',
  'claim',
  'pending',
  'score',
] as const satisfies readonly (keyof TableView)[];
const PARTS = [
  ...COMMON_PARTS,
  'auction',
  'hands',
  'legalCalls',
  'legalCards',
] as const satisfies readonly (keyof TableView)[];

/**
 * This file checks a few hundred thousand pairs, and vitest's `expect(…)` costs ≈ 20 µs a call before it compares
 * anything (it copies its state per call): with `toEqual`'s own walk that was over half of the file's CPU (session
 * 25: `expect` 22 s of 70 s, its equality ≈ 10 s more). So these compare first and call `expect` only for a pair
 * that differs, which then fails with its usual message. `isDeepStrictEqual` is stricter than `toEqual` (it also
 * compares prototypes, members set to `undefined` and -0), so a pair it finds equal `toEqual` finds equal too.
 */
function isSame(actual: unknown, expected: unknown, message?: string): void {
  if (!Object.is(actual, expected)) expect(actual, message).toBe(expected);
}

function isEqual(actual: unknown, expected: unknown, message?: string): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, message).toEqual(expected);
}

function logs(folder: string): [string, unknown][] {
  const dir = new URL(`./fixtures/${folder}/`, import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
    .map((f) => [`${folder}/${f}`, JSON.parse(readFileSync(new URL(f, dir), 'utf8'))]);
}

/** Folds `log` event by event; after each, checks the memo's views against fresh ones. Returns parts reused. */
function check(name: string, log: TableLog, oneState = false): number {
  const live = unwrap(openTable({ ...log, events: [] }, { rules }));
  const memo = viewMemo();
  let before = new Map<Recipient, TableView>();
  let reused = 0;
  log.events.forEach((e, i) => {
    if (!live.apply(e).ok) return;
    const after = new Map<Recipient, TableView>();
    const views = () => RECIPIENTS.map((r) => [r, viewFor(live.state, r, memo)] as const);
    for (const [r, shared] of oneState ? viewsOfOneState(memo, views) : views()) {
      isEqual(shared, viewFor(live.state, r), `${name} event ${i} for ${r}`);
      const old = before.get(r);
      if (old) {
        // A trick both views hold unchanged is the same object; so is an unchanged hand shown to both.
        shared.tricks.forEach((t, k) => {
          if (JSON.stringify(old.tricks[k]) === JSON.stringify(t)) {
            isSame(old.tricks[k], t);
            reused++;
          }
        });
        for (const s of ['N', 'E', 'S', 'W'] as const) {
          const h = shared.hands[s];
          if (h && JSON.stringify(old.hands[s]) === JSON.stringify(h)) {
            isSame(old.hands[s], h);
            reused++;
          }
        }
        // Every part of the view left unchanged (lists, records, claim, pending) is the object shown before.
        for (const k of PARTS) {
          const part = shared[k];
          if (typeof part === 'object' && part !== null && JSON.stringify(old[k]) === JSON.stringify(part)) {
            isSame(old[k], part, `${name} event ${i} for ${r}: ${k}`);
            reused++;
          }
        }
      }
      after.set(r, shared);
    }
    // The parts every recipient is shown alike (the tricks, hand sizes, score, …) are one object.
    const first = after.get('N')!;
    for (const r of RECIPIENTS)
      for (const k of COMMON_PARTS) {
        const part = after.get(r)![k];
        if (typeof part === 'object' && part !== null && JSON.stringify(first[k]) === JSON.stringify(part)) {
          isSame(first[k], part, `${name} event ${i}: ${k} of N and ${r}`);
          reused++;
        }
      }
    before = after;
  });
  return reused;
}

describe.each([
  ['one view at a time', false],
  ["each event's views of one state at once", true],
])('views with a memo (structural sharing): %s', (_, oneState) => {
  it('equal fresh views over every fixture, sharing what did not change', () => {
    let reused = 0;
    for (const [name, raw] of [...logs('play'), ...logs('auction')]) {
      const log = parseTableLog(raw);
      if (log.ok) reused += check(name, log.value, oneState);
    }
    expect(reused).toBeGreaterThan(1000);
  });

  it('equal fresh views over random boards', () => {
    let reused = 0;
    for (let b = 1; b <= 16; b++)
      reused += check(`random ${b}`, unwrap(parseTableLog(randomBoardLog(`memo-${b}`, b))), oneState);
    expect(reused).toBeGreaterThan(1000);
  });
});

/**
 * Issue 22: an online table holds each client's delta base compactly (`HeldView`, updated in place) and builds its
 * views with a lean memo (no hand, trick being played or trick list kept between acts). Over every fixture and
 * random boards, each event's delta from the held base is byte for byte the delta from the view held before (as
 * `viewDelta` found it from views of a sharing memo), and the lean views equal fresh ones.
 */
function checkHeld(name: string, log: TableLog): number {
  const live = unwrap(openTable({ ...log, events: [] }, { rules }));
  const memo = viewMemo();
  const lean = { ...viewMemo(), last: undefined, lean: true };
  const views = (m: typeof memo) => viewsOfOneState(m, () => RECIPIENTS.map((r) => viewFor(live.state, r, m)));
  let before = views(memo);
  const held: HeldView[] = views(lean).map((v) => heldView(v));
  // The same bases found and held anew in one pass (`heldDeltaHold`), as for a client alone in its audience.
  const fused: HeldView[] = views(lean).map((v) => heldView(v));
  let ops = 0;
  log.events.forEach((e, i) => {
    if (!live.apply(e).ok) return;
    const after = views(memo);
    const leanAfter = views(lean);
    const cache = deltaCache(COMMON_VIEW_PARTS);
    const heldCache = deltaCache(COMMON_VIEW_PARTS);
    const fusedCache = deltaCache(COMMON_VIEW_PARTS);
    RECIPIENTS.forEach((r, k) => {
      const at = `${name} event ${i} for ${r}`;
      isEqual(leanAfter[k], viewFor(live.state, r), at);
      const want = viewDelta(before[k], after[k], cache);
      const got = heldDelta(held[k], leanAfter[k], heldCache);
      isSame(JSON.stringify(got), JSON.stringify(want), at);
      isEqual(applyViewDelta(before[k], got), after[k], at);
      isSame(JSON.stringify(heldDeltaHold(fused[k], leanAfter[k], fusedCache)), JSON.stringify(want), at);
      ops += got.length;
    });
    RECIPIENTS.forEach((_, k) => {
      holdView(held[k], leanAfter[k]);
      // A view's hands, tricks and legal lists are held as bytes, not by reference.
      for (const part of ['hands', 'tricks', 'legalCalls', 'legalCards'])
        isSame(held[k].rest[part], undefined, `${name} event ${i}: ${part}`);
      isSame(sameHeld(fused[k], held[k]), true, `${name} event ${i}: held in one pass`);
    });
    before = after;
  });
  return ops;
}

describe('deltas from compactly held bases (HeldView)', () => {
  it('are the deltas from the views held, over every fixture and random boards', { timeout: 120_000 }, () => {
    let ops = 0;
    for (const [name, raw] of [...logs('play'), ...logs('auction')]) {
      const log = parseTableLog(raw);
      if (log.ok) ops += checkHeld(name, log.value);
    }
    for (let b = 1; b <= 24; b++)
      ops += checkHeld(
        `random ${b}`,
        unwrap(parseTableLog(randomBoardLog(`held-${b}`, b, { passBias: b % 3 ? 0.5 : 0.9 }))),
      );
    expect(ops).toBeGreaterThan(1000);
  });

  it('give the same operations for parts of any shape: held in place or by reference', () => {
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { hands: { N: ['SA', 'SK'], E: null, S: null, W: null } },
        { hands: { N: ['SA'], E: ['H2'], S: null, W: null } },
      ],
      [{ hands: { N: ['SA'], E: null, S: null, W: null } }, { hands: { N: null, E: null, W: ['C2'] } }],
      [{ hands: { N: ['SA'], E: null, S: null, W: null } }, { hands: null }],
      [{ hands: { E: ['SA'], N: null } }, { hands: { N: ['SA'], E: null } }],
      [{ legalCards: ['SA', 'SK'] }, { legalCards: ['SA', 'SQ'] }],
      [{ legalCards: ['SA', 'SK'] }, { legalCards: [] }],
      [{ legalCards: [] }, { legalCards: ['D2'] }],
      [{ legalCards: ['SA'] }, { legalCards: [{ x: 1 }] }],
      [{ legalCalls: ['P', 'X'], a: 1 }, { legalCalls: 'P' }],
      [
        { tricks: [{ leader: 'N', cards: [{ seat: 'N', card: 'SA' }], winner: null }] },
        { tricks: [{ leader: 'N', cards: [{ seat: 'N', card: 'SK' }], winner: null }] },
      ],
      [
        { tricks: [{ leader: 'N', cards: [{ seat: 'N', card: 'SA' }], winner: null }] },
        {
          tricks: [
            {
              leader: 'E',
              cards: [
                { seat: 'N', card: 'SA' },
                { seat: 'E', card: 'S2' },
              ],
              winner: 'N',
            },
          ],
        },
      ],
      [
        {
          tricks: [
            { leader: 'N', cards: [], winner: null },
            { leader: 'S', cards: [], winner: null },
          ],
        },
        { tricks: [{ leader: 'N', cards: [], winner: null }] },
      ],
      [{ tricks: [{ leader: 'N', cards: [], winner: null }] }, { tricks: [{ leader: 'N', cards: [], extra: 1 }] }],
      [{ tricks: [{ cards: [], leader: 'N', winner: null }] }, { tricks: [] }],
      [{ tricks: [{ leader: 'N', cards: [], winner: null }] }, { tricks: { a: 1 } }],
      [{ a: 1, tricks: [] }, { b: 2 }],
      // Parts that do not fit the bytes (strings of no card or call, other shapes, lists too long) are held by
      // reference, and changes from or to them are found as from a view.
      [{ legalCards: ['SA', 'S?'] }, { legalCards: ['SA', 'SK'] }],
      [{ legalCards: ['SA'] }, { legalCards: ['SA', 'S?'] }],
      [{ legalCalls: ['P', '1NT', 'X'] }, { legalCalls: ['P', '1NT', 'XX'] }],
      [{ legalCalls: ['P'] }, { legalCalls: null }],
      [{ legalCards: Array(14).fill('SA') }, { legalCards: Array(13).fill('SA') }],
      [
        { hands: { N: ['SA', 'HK'], E: ['C2'], S: null, W: [] } },
        { hands: { N: ['SA', 'xx'], E: ['C2'], S: null, W: [] } },
      ],
      [
        { hands: { N: Array(14).fill('SA'), E: null, S: null, W: null } },
        { hands: { N: ['SA'], E: null, S: null, W: null } },
      ],
      [
        { tricks: [{ leader: 'N', cards: [{ seat: 'N', card: 'SA' }], winner: null }] },
        { tricks: [{ leader: 'N', cards: [{ card: 'SA', seat: 'N' }], winner: null }] },
      ],
      [
        { tricks: [{ leader: 'N', cards: [{ card: 'SA', seat: 'N' }], winner: null }] },
        { tricks: [{ leader: 'N', cards: [{ seat: 'N', card: 'SA' }], winner: null }] },
      ],
      [
        { tricks: [{ leader: 'N', cards: [{ seat: 'N', card: 'SA', x: 1 }], winner: null }] },
        { tricks: [{ leader: 'N', cards: [{ seat: 'N', card: 'SA' }], winner: 'E' }] },
      ],
      [
        { tricks: [{ leader: 'N', cards: [{ seat: 'N', card: 'SA' }], winner: null }] },
        { tricks: [{ leader: 'N', cards: [{ seat: 'N', card: 'SA', x: undefined }], winner: null }] },
      ],
      [
        { tricks: [{ leader: 'N', cards: [{ seat: 'N', card: 'SA' }], winner: null }] },
        { tricks: [{ leader: 'N', cards: [{ seat: 'N', card: 'SA' }, 'SK'], winner: null }] },
      ],
      [
        { tricks: [{ leader: 'N', cards: [{ seat: 'N', card: 'SA' }], winner: null }] },
        { tricks: [{ leader: 'N', cards: [{ seat: 'E', card: 'SA' }], winner: null }] },
      ],
      [
        { tricks: [{ leader: 'N', cards: [], winner: null }] },
        {
          tricks: [
            { leader: 'X', cards: [], winner: null },
            { leader: 'N', cards: [], winner: 'S' },
          ],
        },
      ],
      [{ tricks: [{ leader: 'Q', cards: [], winner: null }] }, { tricks: [{ leader: 'N', cards: [], winner: null }] }],
      [
        { tricks: [{ leader: 'N', cards: [], winner: null }] },
        { tricks: [{ leader: 'N', cards: [], winner: undefined }] },
      ],
      [
        { tricks: Array.from({ length: 14 }, () => ({ leader: 'N', cards: [], winner: null })) },
        { tricks: Array.from({ length: 13 }, () => ({ leader: 'N', cards: [], winner: null })) },
      ],
    ];
    for (const [a, b] of cases) {
      const got = heldDelta(heldView(a), b);
      expect(JSON.stringify(got), JSON.stringify([a, b])).toBe(JSON.stringify(viewDelta(a, b)));
      const h = heldView(a);
      holdView(h, b);
      // Updated in place, it holds `b` (a key gone from `b` held as absent): nothing to send.
      expect(heldDelta(h, b), JSON.stringify(b)).toEqual(viewDelta(b, b));
      // Found and held in one pass: the same operations, the same base after.
      const f = heldView(a);
      expect(JSON.stringify(heldDeltaHold(f, b)), JSON.stringify([a, b])).toBe(JSON.stringify(viewDelta(a, b)));
      expect(sameHeld(f, h), JSON.stringify(b)).toBe(true);
      expect(heldDelta(f, b), JSON.stringify(b)).toEqual(viewDelta(b, b));
    }
  });
});
