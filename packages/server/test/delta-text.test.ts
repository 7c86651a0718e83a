import { describe, expect, it } from 'vitest';
import { applyViewDelta, heldView, seededDeal, type DeltaOp, type Recipient, type Seat } from '@stikk/core';
import { directorRules } from '@stikk/laws';
import type { Db } from '../src/db/index.js';
import type { Act, ServerMessage, TableView } from '../src/api/types.js';
import { deltaText, deltaTexts, eventText, opsText } from '../src/online/delta-text.js';
import { dealBoards, isRefusal, Room, type Client } from '../src/online/room.js';

describe('delta-text: a delta message written from pieces encoded once an act', () => {
  it('writes exactly what JSON.stringify writes for the same message', () => {
    const texts = deltaTexts();
    const shared: DeltaOp = [['tricks', 6, 'cards'], [{ seat: 'E', card: 'H3' }], 1];
    const opsLists: DeltaOp[][] = [
      [],
      [shared, [['turn'], 'S'], [['version'], 30]],
      [
        [
          ['hands', 'N'],
          ['DK', 'DQ'],
        ],
        shared,
        [['claim']],
        [['pending'], null],
        [['x'], 'a "quoted" \\ é \u2028'],
      ],
    ];
    const bodies: Record<string, unknown>[] = [
      {},
      { seat: 'N', play: 'S2' },
      { seat: 'W', call: '1NT', alert: true, explanation: 'weak: 12–14 "ish"\n' },
      { seat: 'S', gone: undefined },
    ];
    for (const ops of opsLists)
      for (const body of bodies) {
        const event = eventText(body, 29, 3, texts);
        expect(event).toBe(JSON.stringify(Object.assign({}, body, { v: 29, board: 3 })));
        const text = deltaText(12, 29, 27, 'kibitzer', event!, opsText(ops, texts));
        const msg = {
          type: 'delta',
          tableId: 12,
          version: 29,
          base: 27,
          viewer: 'kibitzer',
          event: JSON.parse(event!),
          ops,
        };
        expect(text).toBe(JSON.stringify(msg));
      }
    // The shared operation was encoded once and reused.
    expect(texts.ops.get(shared)).toBe(JSON.stringify(shared));
  });

  it('leaves to JSON.stringify what it would not write exactly', () => {
    const texts = deltaTexts();
    expect(eventText({ seat: 'N', v: 3 }, 4, 1, texts)).toBeUndefined();
    expect(eventText({ board: 2 }, 4, 1, texts)).toBeUndefined();
    expect(eventText({}, Number.NaN, 1, texts)).toBeUndefined();
    expect(deltaText(1, Number.POSITIVE_INFINITY, 0, 'N', '{}', '[]')).toBeUndefined();
    expect(deltaText(1, 2, Number.NaN, 'N', '{}', '[]')).toBeUndefined();
  });

  it("a room's deltas are JSON.stringify's text of the event as its recipient sees it and rebuild its view", () => {
    const boards = [1, 2];
    const room = new Room(
      null as unknown as Db,
      5,
      1,
      boards,
      dealBoards(boards, (b) => seededDeal('delta-text', b)),
      true,
      directorRules,
      'prevent',
    );
    const viewers: Recipient[] = ['N', 'E', 'S', 'W', 'kibitzer', 'kibitzer'];
    const got = new Map<number, string[]>();
    const held = new Map<number, TableView>();
    let id = 1;
    for (const viewer of viewers) {
      const c: Client = { id: id++, send: () => {}, sendText: (t) => got.get(c.id)!.push(t) };
      got.set(c.id, []);
      const view = room.view(viewer);
      held.set(c.id, view);
      room.members.set(c.id, { client: c, viewer, held: heldView(view) });
    }
    let deltas = 0;
    for (let step = 0; step < 200; step++) {
      const v = room.view('N');
      let act: { seat: Seat; act: Act } | null;
      if (v.phase === 'ended') act = v.nextBoard !== null ? { seat: 'N', act: { next: true } } : null;
      else {
        const turn = v.turn as Seat;
        const seat = v.phase === 'play' && v.dummy === turn ? (v.declarer as Seat) : turn;
        // An alerted, explained opening: the explanation reaches the opponents only (Law 20F).
        const call =
          v.auction.length === 0 ? { call: '1NT', alert: true, explanation: '15–17 "strong"' } : { call: 'P' };
        act = { seat, act: (v.phase === 'auction' ? call : { play: room.view(seat).legalCards[0] }) as Act };
      }
      if (act === null) break;
      const ev = room.toEvent(act.seat, act.act);
      if (isRefusal(ev)) throw new Error(ev.message);
      const checked = room.check(ev);
      if (isRefusal(checked)) throw new Error(checked.message);
      room.commit(room.version + 1, ev, checked);
      const entry = room.log.last()!;
      room.broadcast(entry);
      for (const [cid, texts] of got) {
        const viewer = room.members.get(cid)!.viewer;
        for (const text of texts.splice(0)) {
          const msg = JSON.parse(text) as Extract<ServerMessage, { type: 'delta' }>;
          expect(msg.type).toBe('delta');
          // Canonical JSON, and the event exactly as the recipient may see it.
          expect(JSON.stringify(msg)).toBe(text);
          expect(msg.event).toEqual(room.eventFor(entry, viewer));
          const next = applyViewDelta(held.get(cid)!, msg.ops);
          expect(next).toEqual(room.view(viewer));
          held.set(cid, next);
          deltas++;
        }
      }
    }
    expect(deltas).toBeGreaterThan(300);
  });
});
