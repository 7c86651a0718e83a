/**
 * Issue 22: after an ordinary act (a call or a card, nothing pending) a client taking deltas gets its delta found from
 * the few parts such an act changes (`Room.ordinaryDeltas`), not from its whole new view. Oracle: over random boards at
 * tables that refuse and that keep irregularities, with and without a director, every such delta is the very
 * operations found from the whole view (`Room.ordinaryCheck`), and every client's view rebuilt from what it was sent
 * is, after every act, the view the table shows it — seats, kibitzers sharing one audience, a kibitzer taking whole
 * views and the director. The same tables with clients that fold card notes (`played`, core `foldCardNote`) instead
 * of taking a card's delta: every view rebuilt is again the table's.
 */
import {
  applyViewDelta,
  foldCardNote,
  heldView,
  randomBelow,
  seededDeal,
  seededRandom,
  type DeltaOp,
  type RandomSource,
  type Recipient,
  type Seat,
} from '@stikk/core';
import { directorRules } from '@stikk/laws';
import { describe, expect, it } from 'vitest';
import type { Act, ServerMessage, TableView } from '../src/api/types.js';
import type { Db } from '../src/db/index.js';
import { dealBoards, isRefusal, Room, SERVER_PARTS, type Client } from '../src/online/room.js';

const SEATS: Seat[] = ['N', 'E', 'S', 'W'];

interface Watcher {
  name: string;
  viewer: Recipient;
  deltas: boolean;
  view?: TableView;
}

/**
 * A table with every kind of client; each client's view is rebuilt from the frames it is sent. With `notes`, the
 * clients taking deltas fold card notes too (`played`), and `notes.count` counts those they were sent.
 */
function table(seed: string, irregularities: 'prevent' | 'allow', director: boolean, notes = false) {
  const boards = [1, 2, 3];
  const room = new Room(
    null as unknown as Db,
    1,
    1,
    boards,
    dealBoards(boards, (b) => seededDeal(seed, b)),
    true,
    directorRules,
    irregularities,
  );
  room.director = director;
  const watchers: Watcher[] = [
    ...SEATS.map((s) => ({ name: s, viewer: s, deltas: true })),
    { name: 'kibitzer-1', viewer: 'kibitzer', deltas: true },
    { name: 'kibitzer-2', viewer: 'kibitzer', deltas: true },
    { name: 'kibitzer-whole', viewer: 'kibitzer', deltas: false },
    { name: 'director', viewer: 'director', deltas: true },
  ];
  let id = 1;
  const noted = { count: 0 };
  for (const w of watchers) {
    const receive = (m: ServerMessage) => {
      if (m.type === 'update') w.view = m.view;
      else if (m.type === 'delta') {
        expect(m.base, `${w.name}: delta base`).toBe(w.view?.version);
        w.view = applyViewDelta(w.view as TableView, m.ops as DeltaOp[]);
      } else if (m.type === 'played') {
        expect(notes, `${w.name}: a note without asking for notes`).toBe(true);
        expect(m.base, `${w.name}: note base`).toBe(w.view?.version);
        w.view = applyViewDelta(foldCardNote(w.view as TableView, m.note), m.ops as DeltaOp[]);
        noted.count++;
      }
    };
    const client: Client = {
      id: id++,
      send: receive,
      sendText: (t: string) => {
        const m = JSON.parse(t) as ServerMessage;
        // Each frame is the text JSON.stringify writes for it (delta texts are put together by hand: DeltaTexts).
        expect(JSON.stringify(m), `${w.name}: frame text`).toBe(t);
        receive(m);
      },
    };
    const view = room.view(w.viewer);
    w.view = JSON.parse(JSON.stringify(view)) as TableView;
    room.members.set(client.id, {
      client,
      viewer: w.viewer,
      ...(w.deltas ? { held: heldView(view) } : {}),
      ...(w.deltas && notes ? { notes: { at: room.version, stale: false } } : {}),
    });
  }
  return { room, watchers, notes: noted };
}

const pick = <T>(rand: RandomSource, xs: readonly T[]): T => xs[randomBelow(rand, xs.length)];

/** A random act: mostly what the player in turn may do, sometimes something else a client may send. */
function randomAct(room: Room, rand: RandomSource, i = 0): { actor: Seat | 'director'; act: Act } {
  const s = room.state;
  const roll = randomBelow(rand, 100);
  const seat = pick(rand, SEATS);
  if (s.phase === 'ended') return { actor: seat, act: { next: true } };
  if (s.pending || s.claim) {
    if (roll < 40) return { actor: 'director', act: { director: {} } as Act };
    if (roll < 70) return { actor: seat, act: { agree: randomBelow(rand, 3) > 0 } };
  }
  if (roll < 3) return { actor: seat, act: { undo: true } };
  if (roll < 5) return { actor: seat, act: { review: true } };
  if (roll < 7) return { actor: seat, act: { explain: true } };
  if (roll < 8) return { actor: seat, act: { directorCall: 'please come' } };
  if (roll < 9 && s.phase === 'play') return { actor: seat, act: { claim: randomBelow(rand, 14), statement: 'rest' } };
  const turn = s.turn();
  const actor = turn === null ? seat : s.phase === 'play' && turn === s.dummy ? (s.declarer as Seat) : turn;
  // Out of turn now and then (refused, or kept for the director where irregularities are).
  const who = roll < 14 ? seat : actor;
  const v = room.view(who);
  if (s.phase === 'auction') {
    const calls = v.legalCalls.length ? v.legalCalls : ['P', '1C', '2H', 'X'];
    // Mostly passes once someone has bid, so that auctions end.
    const call = randomBelow(rand, 3) > 0 && calls.includes('P') && v.auction.length > 0 ? 'P' : pick(rand, calls);
    const alert = randomBelow(rand, 4) === 0;
    return {
      actor: who,
      act: alert ? { call, alert, explanation: `"${call}" means ${call} — søn\\${i}\n` } : { call },
    };
  }
  const hand = v.hands[turn ?? who] ?? [];
  const cards = v.legalCards.length ? v.legalCards : hand.length ? hand : ['SA'];
  return { actor: who, act: { play: pick(rand, cards) } };
}

function playTable(seed: string, irregularities: 'prevent' | 'allow', director: boolean, acts: number, notes = false) {
  const { room, watchers, notes: noted } = table(seed, irregularities, director, notes);
  const rand = seededRandom(`ordinary-deltas/${seed}`);
  let checked = 0;
  let ordinary = 0;
  room.ordinaryCheck = (viewer, parts, whole) => {
    checked++;
    expect(JSON.stringify(parts), `${seed}: ${viewer}'s delta from the changed parts`).toBe(JSON.stringify(whole));
  };
  let stored = 0;
  let explained = 0;
  for (let i = 0; i < acts; i++) {
    const { actor, act } = randomAct(room, rand, i);
    const ev = room.toEvent(actor, act);
    if (isRefusal(ev)) continue;
    const parsed = room.check(ev);
    if (isRefusal(parsed)) continue;
    const before = checked;
    room.commit(room.version + 1, ev, parsed);
    room.broadcast(room.log.last()!);
    stored++;
    if ('explanation' in ev) explained++;
    if (checked > before) ordinary++;
    for (const w of watchers) {
      const want = JSON.parse(JSON.stringify(room.view(w.viewer))) as TableView;
      expect(w.view, `${seed}: ${w.name}'s view after ${JSON.stringify(ev)}`).toEqual(want);
    }
    if (room.state.phase === 'ended' && room.board === 3) break;
  }
  return { checked, ordinary, stored, explained, notes: noted.count };
}

describe('deltas after ordinary acts, from the changed parts (issue 22)', () => {
  it('are the operations found from whole views, and rebuild every client’s view, at tables that refuse irregularities', () => {
    let checked = 0;
    let ordinary = 0;
    let explained = 0;
    for (let i = 0; i < 6; i++) {
      const r = playTable(`prevent-${i}`, 'prevent', i % 2 === 0, 400);
      checked += r.checked;
      ordinary += r.ordinary;
      explained += r.explained;
    }
    // Explanations with quotes, a backslash, a line break and letters beyond ASCII went through the frames.
    expect(explained).toBeGreaterThan(10);
    // The check ran for most acts (calls and cards are most of a board), for several clients each.
    expect(ordinary).toBeGreaterThan(600);
    expect(checked).toBeGreaterThan(4 * ordinary);
  });

  it('and at tables that keep irregularities for the director (out of turn, claims, rulings)', () => {
    let ordinary = 0;
    let stored = 0;
    for (let i = 0; i < 6; i++) {
      const r = playTable(`allow-${i}`, 'allow', i % 2 === 1, 400);
      ordinary += r.ordinary;
      stored += r.stored;
    }
    expect(ordinary).toBeGreaterThan(200);
    // Some acts were not ordinary (irregularities, claims, rulings, board ends) and took the whole-view path.
    expect(stored - ordinary).toBeGreaterThan(50);
  });

  it('folded by clients that take card notes instead, rebuild every client’s view (refusing and keeping tables)', () => {
    let notes = 0;
    let ordinary = 0;
    for (let i = 0; i < 8; i++) {
      const irregularities = i < 4 ? 'prevent' : 'allow';
      const r = playTable(`notes-${i}`, irregularities, i % 2 === 0, 400, true);
      notes += r.notes;
      ordinary += r.ordinary;
    }
    // Most cards went out as notes, to the four seats and the two kibitzers taking deltas (not the director).
    expect(notes).toBeGreaterThan(4000);
    // The calls (and the director's deltas after cards) still took the changed parts.
    expect(ordinary).toBeGreaterThan(100);
  });

  it('carry every server part a seat holds otherwise after a card (each part read by name)', () => {
    // A seat's held server parts (but the version, which `ordinaryFor` reads) made to differ from the table's before
    // an ordinary card: the card's delta must set each of them, as the delta from the whole view does.
    const { room, watchers } = table('server-parts', 'prevent', false);
    const rand = seededRandom('ordinary-deltas/server-parts');
    // The top-level keys of each seat's delta from the card.
    const found: string[][] = [];
    room.ordinaryCheck = (viewer, parts, whole) => {
      expect(JSON.stringify(parts), `${viewer}'s delta from the card`).toBe(JSON.stringify(whole));
      if (SEATS.includes(viewer as Seat)) found.push(parts.map((op) => String(op[0][0])));
    };
    let cards = 0;
    for (let i = 0; i < 400 && cards < 10; i++) {
      const s = room.state;
      const ordinaryCard = s.phase === 'play' && !s.pending && s.tricks.length > 1;
      if (ordinaryCard) {
        for (const m of room.members.values())
          if (m.held && m.viewer !== 'director' && m.viewer !== 'kibitzer')
            for (const k of SERVER_PARTS) if (k !== 'version') m.held.rest[k] = { stale: k };
        for (const w of watchers)
          if (w.view && SEATS.includes(w.viewer as Seat))
            for (const k of SERVER_PARTS)
              if (k !== 'version') (w.view as unknown as Record<string, unknown>)[k] = { stale: k };
      }
      const { actor, act } = randomAct(room, rand, i);
      if (ordinaryCard && !('play' in act)) continue;
      const ev = room.toEvent(actor, act);
      if (isRefusal(ev)) continue;
      const parsed = room.check(ev);
      if (isRefusal(parsed)) continue;
      found.length = 0;
      room.commit(room.version + 1, ev, parsed);
      room.broadcast(room.log.last()!);
      if (ordinaryCard && found.length > 0) {
        expect(found.length).toBe(4);
        cards++;
        // Every seat's delta set every server part.
        for (const keys of found) for (const k of SERVER_PARTS) expect(keys).toContain(k);
      }
      for (const w of watchers) {
        const want = JSON.parse(JSON.stringify(room.view(w.viewer))) as TableView;
        expect(w.view, `${w.name}'s view after ${JSON.stringify(ev)}`).toEqual(want);
      }
    }
    expect(cards).toBe(10);
  });

  it('are the same frames as deltas from whole views', () => {
    const frames = (ordinaryDeltas: boolean) => {
      const { room } = table('frames', 'prevent', true);
      room.ordinaryDeltas = ordinaryDeltas;
      const sent: string[] = [];
      for (const m of room.members.values()) {
        const inner = m.client.sendText;
        m.client.sendText = (t: string) => {
          sent.push(t);
          inner(t);
        };
      }
      const rand = seededRandom('ordinary-deltas/frames');
      for (let i = 0; i < 200; i++) {
        const { actor, act } = randomAct(room, rand);
        if ('undo' in act || 'directorCall' in act) continue; // the undo offer's clock differs between runs
        const ev = room.toEvent(actor, act);
        if (isRefusal(ev)) continue;
        const parsed = room.check(ev);
        if (isRefusal(parsed)) continue;
        room.commit(room.version + 1, ev, parsed, 1_000_000 + i);
        room.broadcast(room.log.last()!);
      }
      return sent;
    };
    const parts = frames(true);
    expect(parts.length).toBeGreaterThan(500);
    expect(parts).toEqual(frames(false));
  });
});
