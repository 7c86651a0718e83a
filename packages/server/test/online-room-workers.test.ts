/**
 * Issue 22: online tables' views built on room worker threads (`STIKK_ROOM_WORKERS`). A board
 * played on a server with one room worker sends every client — four seats taking deltas, a
 * kibitzer taking deltas and one taking whole views — byte for byte the frames the server without
 * workers sends; a seat's frames carry no other seat's cards; the setting is checked.
 */
import { applyViewDelta, type DeltaOp, type Seat } from '@stikk/core';
import type { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import type { TableView } from '../src/api/types.js';
import { resolveConfig } from '../src/config.js';
import { ShardedRoom } from '../src/online/room-workers.js';
import { Http, WsClient } from './support/http.js';
import { testServer } from './support/servers.js';

const SEATS: Seat[] = ['N', 'E', 'S', 'W'];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

/** One board and the next board's first call, played on a fresh server; every client's frames as received. */
async function play(
  roomWorkers: number,
  /** After the ack of this act (1 = the opening call) the room worker is stopped, as by a crash. */
  crashAt = 0,
): Promise<{
  frames: Record<string, string[]>;
  views: Record<string, TableView>;
  sharded: boolean;
  restarts: number;
}> {
  const srv = await testServer('sqlite', null, `room-workers-${roomWorkers}`, { roomWorkers });
  const sockets: WsClient[] = [];
  cleanups.push(async () => {
    for (const s of sockets) s.close();
    await srv.cleanup();
  });
  const owner = new Http(srv.server.url);
  await owner.ok('POST', '/api/auth/register', { email: 'rw@x.no', password: 'owner-pass', name: 'Rw' });
  const t = await owner.ok('POST', '/api/online/tables', { boards: [1, 2], seed: 'room-workers' });
  const views: Record<string, TableView> = {};
  const clients: Record<string, WsClient> = {};
  const names = [...SEATS, 'kibitzer', 'kibitzer-whole'];
  for (const name of names) {
    const c = await new WsClient(srv.server.url, '', (m) => {
      if (m.type === 'joined' || m.type === 'update') views[name] = m.view;
      else if (m.type === 'delta') views[name] = applyViewDelta(views[name], m.ops as DeltaOp[]);
    }).open();
    sockets.push(c);
    clients[name] = c;
    const seat = SEATS.includes(name as Seat) ? { token: t.tokens[name as Seat] } : {};
    c.send({ type: 'join', tableId: t.id, ...seat, ...(name !== 'kibitzer-whole' ? { deltas: true } : {}) });
    await c.waitFor((m) => m.type === 'joined');
  }
  const synced = (v: number) =>
    Promise.all(names.map((n) => clients[n].waitFor(() => views[n]?.version === v, 10_000, 0)));
  let n = 0;
  const act = async (seat: Seat, a: Record<string, unknown>) => {
    const r = await clients[seat].request({
      type: 'act',
      tableId: t.id,
      id: `a${++n}`,
      version: views[seat].version,
      act: a as never,
    });
    if (r.type !== 'ack') throw new Error(`${seat} ${JSON.stringify(a)}: ${JSON.stringify(r)}`);
    if (n === crashAt) {
      const workers = srv.server.ctx.rooms.workers as unknown as { workers: Worker[] };
      await workers.workers[0].terminate();
    }
    await synced(r.version);
  };
  for (const [seat, call] of [
    ['N', '1NT'],
    ['E', 'P'],
    ['S', 'P'],
    ['W', 'P'],
  ] as const)
    await act(seat, { call });
  while (views.N.phase !== 'ended') {
    const v = views.N;
    const who = (v.dummy === v.turn ? v.declarer : v.turn) as Seat;
    await act(who, { play: views[who].legalCards[0] });
  }
  await act('N', { next: true });
  const room = await srv.server.ctx.rooms.get(t.id);
  return {
    frames: Object.fromEntries(names.map((x) => [x, clients[x].raw])),
    views,
    sharded: room instanceof ShardedRoom,
    restarts: srv.server.ctx.rooms.workers?.restarts ?? 0,
  };
}

describe('room worker threads', () => {
  it('send every client the frames the main thread sends, byte for byte; a seat sees only its own cards', async () => {
    const inline = await play(0);
    const workers = await play(1);
    expect(inline.sharded).toBe(false);
    expect(workers.sharded).toBe(true);
    for (const [name, frames] of Object.entries(inline.frames)) {
      expect(frames.length).toBeGreaterThan(52);
      // The seats held (`seats`) are announced by the main thread itself, so they may overtake a worker's frame:
      // the same announcements, in the same order, and byte for byte the same other frames.
      const isSeats = (f: string) => f.startsWith('{"type":"seats"');
      // The two runs play at different times: the end of an undo window (Law 25A, wall clock) is all that differs.
      const same = (f: string) => f.replace(/"until":"[^"]*"/g, '"until":"…"');
      expect(workers.frames[name].filter((f) => !isSeats(f)).map(same)).toEqual(
        frames.filter((f) => !isSeats(f)).map(same),
      );
      expect(workers.frames[name].filter(isSeats)).toEqual(frames.filter(isSeats));
    }
    // Hidden information, as sent by the worker: before the opening lead no seat holds another's cards.
    for (const s of SEATS) {
      const joined = JSON.parse(workers.frames[s].find((f) => f.startsWith('{"type":"joined"'))!) as {
        type: string;
        view: TableView;
      };
      expect(joined.type).toBe('joined');
      for (const o of SEATS)
        if (o === s) expect(joined.view.hands[o]).toHaveLength(13);
        else expect(joined.view.hands[o]).toBeNull();
    }
    const kib = JSON.parse(workers.frames.kibitzer[0]) as { view: TableView };
    for (const o of SEATS) expect(kib.view.hands[o]).toBeNull();
  });

  it('start a stopped worker again: every client ends on the view of a run without workers, sees no other hand', async () => {
    const inline = await play(0);
    // Mid-board: after the ack of the sixth act (the second card of the first trick).
    const crashed = await play(1, 6);
    expect(crashed.restarts).toBe(1);
    for (const [name, view] of Object.entries(inline.views)) expect(crashed.views[name]).toEqual(view);
    for (const s of SEATS) {
      const joins = crashed.frames[s].map((f) => JSON.parse(f) as { type: string; view: TableView });
      // The first welcome and the one after the restart, under the seat's own viewer.
      const again = joins.filter((m) => m.type === 'joined');
      expect(again.length).toBe(2);
      for (const m of again) {
        expect(m.view.hands[s]).not.toBeNull();
        for (const o of SEATS) if (o !== s && o !== m.view.dummy) expect(m.view.hands[o]).toBeNull();
      }
    }
  });

  it('is a whole number of threads from 0 to 64 (STIKK_ROOM_WORKERS), 0 by default', () => {
    expect(resolveConfig({}, {}).roomWorkers).toBe(0);
    expect(resolveConfig({}, { STIKK_ROOM_WORKERS: '2' }).roomWorkers).toBe(2);
    for (const bad of ['x', '-1', '1.5', '65'])
      expect(() => resolveConfig({}, { STIKK_ROOM_WORKERS: bad })).toThrow(/roomWorkers: .* from 0 to 64/);
  });
});
