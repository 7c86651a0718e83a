// The load bots' JSON skimmer (json-skim.ts) and their delta skim (load-table.ts `deltaHead`, `skimDelta`):
// every value stepped over ends where JSON.parse's does and reads as JSON.parse reads it; and a view delta
// made by the core (`viewDelta`) between two random views, written as the server writes it, leaves what a bot
// keeps of the view (`SeatView`) exactly as keeping it from the new view would.
import { type DeltaOp, seededRandom, unitRandom, viewDelta } from '@stikk/core';
import { describe, expect, it } from 'vitest';
import type { TableView } from '../../packages/server/src/api/types.js';
import { countItems, readNumber, readString, SkimError, skipValue } from './json-skim.js';
import { deltaHead, type SeatView, seatView, skimDelta, skimNote } from './load-table.js';

const r = unitRandom(seededRandom('json-skim'));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const TRICKY = ['a', '"', '\\', '[', ']', '{', '}', ',', ':', ' ', 'é', '\n', '♠', '0'];
const text = (n = 6): string => Array.from({ length: Math.floor(r() * n) }, () => pick(TRICKY)).join('');
const NUMBERS = [0, 1, 7, 10, 31, 100, 123456789012345, -1, -20, 1.5, 1e21, 1e-7, 0.1 + 0.2];

function value(depth: number): unknown {
  const k = r();
  if (depth > 3 || k < 0.35) return pick([...NUMBERS, null, true, false, text(), '']);
  if (k < 0.7) return Array.from({ length: Math.floor(r() * 4) }, () => value(depth + 1));
  const o: Record<string, unknown> = {};
  for (let i = Math.floor(r() * 4); i > 0; i--) o[text(4)] = value(depth + 1);
  return o;
}

describe('json-skim', () => {
  it('steps over and reads every value as JSON.parse does (5,000 random values)', () => {
    for (let n = 0; n < 5000; n++) {
      const v = value(0);
      const t = JSON.stringify(v);
      // Stepped over whole, and in a list, from every item's start.
      expect(skipValue(t, 0)).toBe(t.length);
      const list = `[${t},${t}]`;
      expect(skipValue(list, 1)).toBe(t.length + 1);
      expect(countItems(list, 0)).toBe(2);
      if (Array.isArray(v)) expect(countItems(t, 0)).toBe(v.length);
      if (typeof v === 'string') expect(readString(t, 0)).toBe(v);
      if (typeof v === 'number' || v === null) expect(readNumber(t, 0)).toBe(v);
    }
  });

  it('names the place of what it cannot walk', () => {
    expect(() => skipValue('{"a":[1,2}', 0)).toThrow(SkimError);
    expect(() => skipValue('"abc', 0)).toThrow(/character 0: a string not closed/);
    expect(() => countItems('[1 2]', 0)).toThrow(/character 2: a comma or the end of the array expected/);
    expect(() => readNumber('"x"', 0)).toThrow(/a number expected/);
  });
});

const SEATS = ['N', 'E', 'S', 'W'] as const;
const PHASES = ['auction', 'clarification', 'play', 'ended'];
const CARDS = ['SA', 'SK', 'H2', 'DT', 'C9', 'C3', 'HQ'];

/** A view with the members a bot keeps, each in the shapes a view gives it, and others it steps over. */
function randomView(): Record<string, unknown> {
  const v: Record<string, unknown> = {
    tableId: 7,
    board: 1,
    viewer: pick(SEATS),
    phase: pick(PHASES),
    turn: pick([...SEATS, null]),
    auction: Array.from({ length: Math.floor(r() * 6) }, () => call()),
    contract: pick(['1NT', null, '3S']),
    hands: { N: cards(), E: r() < 0.5 ? null : cards(), S: null, W: cards() },
    tricks: Array.from({ length: Math.floor(r() * 3) }, () => ({ leader: pick(SEATS), cards: [], winner: null })),
    legalCalls: r() < 0.5 ? [] : ['P', 'X'],
    legalCards: r() < 0.3 ? [] : cards(),
    nextBoard: pick([2, 3, null]),
    version: Math.floor(r() * 200),
    extra: value(0),
  };
  if (r() < 0.7) v.declarer = pick(SEATS);
  if (r() < 0.7) v.dummy = pick(SEATS);
  return v;
}
const cards = (): string[] => CARDS.filter(() => r() < 0.5);
function call(): Record<string, unknown> {
  const c: Record<string, unknown> = { seat: pick(SEATS), call: pick(['P', '1NT', 'X']) };
  if (r() < 0.3) c.explanation = text(8);
  return c;
}

/** The next view: some members changed as acts change them (a call added, a card gone, a turn moved…). */
function nextView(a: Record<string, unknown>): Record<string, unknown> {
  const b: Record<string, unknown> = structuredClone(a);
  const auction = b.auction as Record<string, unknown>[];
  if (r() < 0.4) auction.push(call());
  if (r() < 0.2 && auction.length) auction[auction.length - 1] = { ...auction[auction.length - 1], alert: true };
  if (r() < 0.2) b.auction = [call()];
  const legal = b.legalCards as string[];
  const change = r();
  if (change < 0.3) legal.push(pick(CARDS));
  else if (change < 0.5) b.legalCards = cards();
  if (r() < 0.5) b.turn = pick([...SEATS, null]);
  if (r() < 0.2) b.phase = pick(PHASES);
  if (r() < 0.2) b.declarer = pick(SEATS);
  if (r() < 0.2) delete b.dummy;
  if (r() < 0.2) b.nextBoard = pick([2, 3, null]);
  if (r() < 0.5) (b.hands as Record<string, unknown>).N = cards();
  if (r() < 0.3) b.extra = value(0);
  b.version = (a.version as number) + 1;
  return b;
}

describe('the bots’ delta skim', () => {
  it('keeps what a bot reads of the view as the core’s deltas change it (3,000 random pairs)', () => {
    for (let n = 0; n < 3000; n++) {
      const a = randomView();
      const b = nextView(a);
      const ops: DeltaOp[] = viewDelta(a, b);
      const message = JSON.stringify({
        type: 'delta',
        tableId: 7,
        version: b.version,
        base: a.version,
        viewer: a.viewer,
        event: { seat: 'N', call: '1NT', explanation: text(8) },
        ops,
      });
      const head = deltaHead(message);
      expect(head).toMatchObject({ tableId: 7, version: b.version, base: a.version, viewer: a.viewer });
      const kept: SeatView = seatView(a as unknown as TableView);
      skimDelta(message, head.ops, kept);
      expect(kept).toEqual(seatView(b as unknown as TableView));
    }
  });

  it('takes the turn and the legal cards from a card note, as JSON.parse reads them (2,000 random notes)', () => {
    for (let n = 0; n < 2000; n++) {
      const a = randomView();
      const legal = r() < 0.5 ? cards() : undefined;
      const note = {
        seat: pick(SEATS),
        card: pick(CARDS),
        turn: pick([...SEATS, null]),
        index: Math.floor(r() * 13),
        trick: { leader: pick(SEATS), cards: [{ seat: pick(SEATS), card: pick(CARDS) }], winner: null },
        ...(r() < 0.3 ? { tricksWon: { NS: 3, EW: 2 } } : {}),
        ...(legal ? { legalCards: legal } : {}),
        ...(legal && r() < 0.3 ? { legalLaw: '50D' } : {}),
      };
      const message = JSON.stringify({
        type: 'played',
        tableId: 7,
        version: (a.version as number) + 1,
        base: a.version,
        viewer: a.viewer,
        event: { seat: note.seat, play: note.card },
        note,
        ops: [[['version'], (a.version as number) + 1]],
      });
      const head = deltaHead(message);
      const kept: SeatView = seatView(a as unknown as TableView);
      skimNote(message, head.note, kept);
      skimDelta(message, head.ops, kept);
      expect(kept).toEqual({
        ...seatView(a as unknown as TableView),
        version: (a.version as number) + 1,
        turn: note.turn,
        legalCards: legal ?? [],
      });
    }
    expect(() => skimNote('{"turn":"S" "index":2}', 0, seatView(randomView() as unknown as TableView))).toThrow(
      SkimError,
    );
  });

  it('refuses operations it cannot keep, naming the place', () => {
    const kept = seatView(randomView() as unknown as TableView);
    expect(() => skimDelta('[[["legalCards",0],"SA"]]', 0, kept)).toThrow(
      /character 1: an operation inside the legal cards/,
    );
    expect(() => skimDelta('[[["turn"],"S",1,2]]', 0, kept)).toThrow(/the end of an operation expected/);
    expect(() => deltaHead('{"type":"delta","tableId":1 "ops":[]}')).toThrow(SkimError);
  });
});
