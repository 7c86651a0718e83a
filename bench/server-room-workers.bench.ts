// Issue 22 (STIKK_ROOM_WORKERS): what room worker threads take off the main thread, in process (no
// sockets, no database), so that it compares on a crowded machine. N rooms (STIKK_BENCH_ROOMS, default
// 2,000), four seats each taking deltas, act in turn round-robin (each seat's last view lives until
// its room's next act) by the load bots' policy (1NT–P–P–P, first legal card, next board; every room
// has the same deals, so the acts are worked out once beforehand), in batches of 500 acts per turn of
// the event loop (as a group commit releases them; STIKK_BENCH_BATCH to choose). Per act: check,
// commit, broadcast — built here (STIKK_ROOM_WORKERS=0 or unset) or by k room workers
// (online/room-workers.ts), the run ending once
// every frame is back on the main thread. Reported: the main thread's CPU per act
// (/proc/thread-self/schedstat) and the process's (getrusage: the workers too), the main thread's GC
// pauses per 1,000 acts and longest pause, and its heap per room after a full collection; each
// worker's GC and heap (in use, not collected first) likewise.
// Compare `STIKK_ROOM_WORKERS=0` and `=1` runs interleaved in the same minutes.
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { seededDeal, type Seat } from '@stikk/core';
import { directorRules } from '@stikk/laws';
import type { Act, ServerMessage, TableView } from '../packages/server/src/api/types.js';
import type { Db } from '../packages/server/src/db/index.js';
import { type Client, dealBoards, isRefusal, Room } from '../packages/server/src/online/room.js';
import { RoomWorkers, ShardedRoom } from '../packages/server/src/online/room-workers.js';
import { gcCounter } from './support/gc.js';

const N = Number(process.env.STIKK_BENCH_ROOMS ?? 2000);
const ACTS = Number(process.env.STIKK_BENCH_ACTS ?? 60_000);
const K = Number(process.env.STIKK_ROOM_WORKERS ?? 0);
// Acts per turn of the event loop (STIKK_BENCH_BATCH): as many as one group commit releases at once.
const BATCH = Number(process.env.STIKK_BENCH_BATCH ?? 500);
const SEATS: Seat[] = ['N', 'E', 'S', 'W'];
const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit }));

function threadCpuMs(): number {
  return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
}
function fullGc(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

let frames = 0;
let expected = 0;
/** Resolved once `expected` frames have arrived (no polling: it would cost the main thread CPU). */
let allIn: (() => void) | null = null;
const got = () => {
  if (++frames >= expected && allIn) {
    allIn();
    allIn = null;
  }
};
let nextId = 1;
const client = (): Client => ({
  id: nextId++,
  send: (m: ServerMessage) => {
    JSON.stringify(m);
    got();
  },
  sendText: got,
});

const boards = [1, 2, 3, 4];
const deals = dealBoards(boards, (b) => seededDeal('room-workers', b));
const newRoom = (id: number, shards: RoomWorkers | null): Room => {
  const args = [null as unknown as Db, id, 1, boards, deals, true, directorRules, 'prevent'] as const;
  return shards ? new ShardedRoom(shards, ...args) : new Room(...args);
};

/** The bots' acts through the four boards (the same deals at every room). */
const script: { seat: Seat; act: Act }[] = [];
{
  const room = newRoom(0, null);
  for (;;) {
    const v: TableView = room.view('N');
    let next: { seat: Seat; act: Act };
    if (v.phase === 'ended') {
      if (v.nextBoard === null) break;
      next = { seat: 'N', act: { next: true } };
    } else {
      const turn = v.turn as Seat;
      const seat = v.phase === 'play' && v.dummy === turn ? (v.declarer as Seat) : turn;
      next =
        v.phase === 'auction'
          ? { seat, act: { call: v.auction.length === 0 ? '1NT' : 'P' } as Act }
          : { seat, act: { play: room.view(seat).legalCards[0] } as Act };
    }
    script.push(next);
    const ev = room.toEvent(next.seat, next.act);
    if (isRefusal(ev)) throw new Error(ev.message);
    const checked = room.check(ev);
    if (isRefusal(checked)) throw new Error(checked.message);
    room.commit(room.version + 1, ev, checked);
  }
}

const shards = K > 0 ? new RoomWorkers(K) : null;
// The workers do not keep a process alive (a server's sockets do): this timer does, meanwhile.
const alive = setInterval(() => undefined, 1000);
fullGc();
const heap0 = process.memoryUsage().heapUsed;
const rooms = Array.from({ length: N }, (_, i) => {
  const room = newRoom(i + 1, shards);
  for (const s of SEATS) {
    const c = client();
    const member = { client: c, viewer: s };
    room.members.set(c.id, member);
    room.welcome(member, true, []);
  }
  return room;
});

/** One act at `room` as the server's pipeline makes it (without the durable append). */
function act(room: Room): boolean {
  const next = script[room.version];
  if (!next) return false;
  const ev = room.toEvent(next.seat, next.act);
  if (isRefusal(ev)) throw new Error(`room ${room.id}: ${ev.code} ${ev.message}`);
  const checked = room.check(ev);
  if (isRefusal(checked)) throw new Error(`room ${room.id}: ${checked.code} ${checked.message}`);
  JSON.stringify(ev); // the stored form
  room.commit(room.version + 1, ev, checked);
  room.broadcast(room.log.last()!);
  return true;
}

const turn = () => new Promise((r) => setImmediate(r));
expected = 4 * N;
/** `count` acts round-robin from room `r`, a batch per turn; then waits for every frame. */
async function run(count: number, from: number): Promise<number> {
  let r = from;
  let done = 0;
  let misses = 0;
  while (done < count && misses < N) {
    for (let b = 0; b < BATCH && done < count && misses < N; b++) {
      if (act(rooms[r++ % N])) {
        done++;
        misses = 0;
      } else misses++;
    }
    await turn();
  }
  expected += 4 * done;
  if (frames < expected) await new Promise<void>((r) => (allIn = r));
  return done;
}

const gc = gcCounter();
const gcs = gc.counts;

// Warm-up: every room's first acts (JIT; the workers' replicas opened).
const warm = await run(Math.min(ACTS / 4, 4 * N), 0);
gc.counting = true;
await shards?.stats(); // the workers' GC counted from here
const main0 = threadCpuMs();
const proc0 = process.cpuUsage();
const acts = await run(ACTS, warm);
const mainMs = threadCpuMs() - main0;
const proc = process.cpuUsage(proc0);
await new Promise((res) => setTimeout(res, 50)); // the observer's last entries
gc.counting = false;
const workers = (await shards?.stats()) ?? [];
fullGc();
const heap = process.memoryUsage().heapUsed;
await shards?.close();
clearInterval(alive);
const name = `server.room-workers.${K}-workers.${N}-rooms`;
out(`${name}.main-thread-cpu`, (mainMs * 1000) / acts, 'µs/act');
out(`${name}.process-cpu`, (proc.user + proc.system) / acts, 'µs/act');
out(`${name}.main-minor-gcs`, (gcs.minor / acts) * 1000, 'per 1,000 acts');
out(`${name}.main-major-gcs`, (gcs.major / acts) * 1000, 'per 1,000 acts');
out(`${name}.main-gc-ms`, (gcs.ms / acts) * 1000, 'ms per 1,000 acts');
out(`${name}.main-gc-max-pause`, gcs.maxMs, 'ms');
out(`${name}.main-heap-per-room`, (heap - heap0) / N / 1024, 'KiB');
// Each room worker's own (its share of the rooms; heap without a full collection before).
workers.forEach((w, i) => {
  out(`${name}.worker-${i}.minor-gcs`, (w.minorGcs / acts) * 1000, 'per 1,000 acts');
  out(`${name}.worker-${i}.major-gcs`, (w.majorGcs / acts) * 1000, 'per 1,000 acts');
  out(`${name}.worker-${i}.gc-ms`, (w.gcMs / acts) * 1000, 'ms per 1,000 acts');
  out(`${name}.worker-${i}.gc-max-pause`, w.gcMaxMs, 'ms');
  const share = rooms.filter((r) => r.id % K === i).length;
  out(`${name}.worker-${i}.heap-per-room`, w.heapUsed / share / 1024, 'KiB (of its share)');
});
