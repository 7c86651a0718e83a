// Issue 22: what rooms hold after a long session, in process (no sockets, no database): N rooms
// (STIKK_BENCH_ROOMS, default 500) of STIKK_BENCH_BOARDS boards (default 16), four seats taking deltas,
// STIKK_BENCH_ROUNDS rounds (default 600) over the rooms, each room acting in two rounds of three (so
// rooms stand at different points) by the load bots' policy: ~400 acts a room, some seven boards.
// Reported: the heap per room after a full collection (apart: byte arrays off the heap), and a full
// collection of that heap (median of five: what a mark-compact must mark at this size; the machine's
// load inflates the time, not the count of objects). Run the same file against two trees' sources to compare them.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { heldView, type Seat, seededDeal } from '@stikk/core';
import { directorRules } from '@stikk/laws';
import type { ServerMessage } from '../packages/server/src/api/types.js';
import type { Db } from '../packages/server/src/db/index.js';
import { type Client, dealBoards, isRefusal, Room } from '../packages/server/src/online/room.js';
import { nextAct } from './support/room-policy.js';

const N = Number(process.env.STIKK_BENCH_ROOMS ?? 500);
const BOARDS = Number(process.env.STIKK_BENCH_BOARDS ?? 16);
const ROUNDS = Number(process.env.STIKK_BENCH_ROUNDS ?? 600);
const SEATS: Seat[] = ['N', 'E', 'S', 'W'];
const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit }));

let nextId = 1;
const client = (): Client => ({ id: nextId++, send: (_m: ServerMessage) => {}, sendText: () => {} });

/** A full collection (gc exposed at run time: bench/run.js passes no flags). */
function fullGc(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

fullGc();
const heap0 = process.memoryUsage().heapUsed;
const buffers0 = process.memoryUsage().arrayBuffers;
const boards = Array.from({ length: BOARDS }, (_, k) => k + 1);
const rooms = Array.from({ length: N }, (_, i) => {
  const room = new Room(
    null as unknown as Db,
    i + 1,
    1,
    boards,
    dealBoards(boards, (b) => seededDeal(`room-${i}`, b)),
    true,
    directorRules,
  );
  for (const s of SEATS) {
    const c = client();
    room.members.set(c.id, { client: c, viewer: s, held: heldView(room.view(s)) });
  }
  return room;
});

/** One act at `room` as the server's act pipeline makes it (without the durable append). */
function act(room: Room): void {
  const next = nextAct(room);
  if (!next) return;
  const ev = room.toEvent(next.seat, next.act);
  if (isRefusal(ev)) throw new Error(`room ${room.id}: ${ev.code} ${ev.message}`);
  const checked = room.check(ev);
  if (isRefusal(checked)) throw new Error(`room ${room.id}: ${checked.code} ${checked.message}`);
  room.commit(room.version + 1, ev, checked);
  room.broadcast(room.log.last()!);
}

for (let k = 0; k < ROUNDS; k++) for (let i = 0; i < N; i++) if ((i + k) % 3 !== 0) act(rooms[i]);
fullGc();
const heap = process.memoryUsage().heapUsed;
// Byte arrays' contents off the heap (core `HeldView` bytes): counted apart.
const buffers = process.memoryUsage().arrayBuffers;
const fullMs: number[] = [];
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  fullGc();
  fullMs.push(performance.now() - t);
}
fullMs.sort((a, b) => a - b);
const acts = rooms.reduce((s, r) => s + r.version, 0);
const name = `server.room-heap.${N}-rooms`;
out(`${name}.acts-per-room`, acts / N, 'acts');
out(`${name}.heap-per-room`, (heap - heap0) / N / 1024, 'KiB');
out(`${name}.array-buffers-per-room`, (buffers - buffers0) / N / 1024, 'KiB');
out(`${name}.full-gc`, fullMs[2], 'ms');
