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
import { describe, expect, it } from 'vitest';
import {
  openTable,
  parseTableLog,
  randomBoardLog,
  unwrap,
  viewFor,
  viewMemo,
  viewsOfOneState,
  type Recipient,
  type TableLog,
  type TableView,
} from '@stikk/core';
import { directorRules } from '../src/index.js';

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

function logs(folder: string): [string, unknown][] {
  const dir = new URL(`./fixtures/${folder}/`, import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))
    .map((f) => [`${folder}/${f}`, JSON.parse(readFileSync(new URL(f, dir), 'utf8'))]);
}

/** Folds `log` event by event; after each, checks the memo's views against fresh ones. Returns parts reused. */
function check(name: string, log: TableLog, oneState = false): number {
  const live = unwrap(openTable({ ...log, events: [] }, { rules: directorRules }));
  const memo = viewMemo();
  let before = new Map<Recipient, TableView>();
  let reused = 0;
  log.events.forEach((e, i) => {
    if (!live.apply(e).ok) return;
    const after = new Map<Recipient, TableView>();
    const views = () => RECIPIENTS.map((r) => [r, viewFor(live.state, r, memo)] as const);
    for (const [r, shared] of oneState ? viewsOfOneState(memo, views) : views()) {
      expect(shared, `${name} event ${i} for ${r}`).toEqual(viewFor(live.state, r));
      const old = before.get(r);
      if (old) {
        // A trick both views hold unchanged is the same object; so is an unchanged hand shown to both.
        shared.tricks.forEach((t, k) => {
          if (JSON.stringify(old.tricks[k]) === JSON.stringify(t)) {
            expect(old.tricks[k]).toBe(t);
            reused++;
          }
        });
        for (const s of ['N', 'E', 'S', 'W'] as const) {
          const h = shared.hands[s];
          if (h && JSON.stringify(old.hands[s]) === JSON.stringify(h)) {
            expect(old.hands[s]).toBe(h);
            reused++;
          }
        }
        // Every part of the view left unchanged (lists, records, claim, pending) is the object shown before.
        for (const k of PARTS) {
          const part = shared[k];
          if (typeof part === 'object' && part !== null && JSON.stringify(old[k]) === JSON.stringify(part)) {
            expect(old[k], `${name} event ${i} for ${r}: ${k}`).toBe(part);
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
          expect(first[k], `${name} event ${i}: ${k} of N and ${r}`).toBe(part);
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
