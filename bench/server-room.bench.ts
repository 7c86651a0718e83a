// Issue 22: the CPU and the garbage of one act in an online room, in process (no sockets, no
// database), so that before/after comparisons hold on a crowded machine: N rooms (STIKK_BENCH_ROOMS,
// default 2,000), each with four seats taking deltas (STIKK_BENCH_FULL=1: whole views), act in turn
// round-robin (so each seat's last view lives until its room's next act, as at one act per table per
// second) by the load bots' policy (1NT–P–P–P, first legal card, next board). Per act: check (act →
// event, core check), commit, broadcast (views, deltas, JSON). Reported: CPU µs per act (this
// process, getrusage), GC pauses per 1,000 acts (minor: scavenges; major: mark-compact) and their
// time, a full collection of the rooms' heap (median of five: what a mark-compact costs at this
// size; plain Maps for the view memo measured the same as its WeakMaps), and the heap per room after
// the run; from V8's GC profile, what a scavenge keeps in the young generation (hardly depends on the
// machine's load; V8 allocates objects from code whose objects mostly survive in the old space at once,
// so a change can move bytes between this and the old space). Alternate two trees with
// bench/support/server-ab.mjs (`… 3 server-room`).
import { GCProfiler, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { heldView, seededDeal, type Seat } from '@stikk/core';
import { directorRules } from '@stikk/laws';
import type { Db } from '../packages/server/src/db/index.js';
import { dealBoards, isRefusal, Room, type Client } from '../packages/server/src/online/room.js';
import type { ServerMessage } from '../packages/server/src/api/types.js';
import { gcCounter, heapFlow } from './support/gc.js';
import { nextAct } from './support/room-policy.js';

const N = Number(process.env.STIKK_BENCH_ROOMS ?? 2000);
const ACTS = Number(process.env.STIKK_BENCH_ACTS ?? 60_000);
// STIKK_BENCH_FULL=1: the seats take whole views (no deltas); figures named `.full`.
const FULL = process.env.STIKK_BENCH_FULL === '1';
const SEATS: Seat[] = ['N', 'E', 'S', 'W'];
const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit }));

let bytes = 0;
let nextId = 1;
const client = (): Client => ({
  id: nextId++,
  send: (m: ServerMessage) => {
    bytes += JSON.stringify(m).length;
  },
  sendText: (t: string) => {
    bytes += t.length;
  },
});

/** A full collection (gc exposed at run time: bench/run.js passes no flags). */
function fullGc(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
fullGc();
const heap0 = process.memoryUsage().heapUsed;
const rooms = Array.from({ length: N }, (_, i) => {
  const boards = [1, 2, 3, 4];
  const room = new Room(
    null as unknown as Db,
    i + 1,
    1,
    boards,
    dealBoards(boards, (b) => seededDeal(`room-${i}`, b)),
    true,
    directorRules,
    'prevent',
  );
  for (const s of SEATS) {
    const c = client();
    room.members.set(c.id, FULL ? { client: c, viewer: s } : { client: c, viewer: s, held: heldView(room.view(s)) });
  }
  return room;
});

/** One act at `room` as the server's act pipeline makes it (without the durable append). */
function act(room: Room): boolean {
  const next = nextAct(room);
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

// The policy's own views are not part of an act: measure them apart and subtract.
function policyOnly(k: number): number {
  const t0 = process.cpuUsage();
  for (let i = 0; i < k; i++) nextAct(rooms[i % N]);
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / k;
}

const gc = gcCounter();
const gcs = gc.counts;

// Warm-up: every room's first acts (JIT, the memo's first entries).
let r = 0;
for (let i = 0; i < Math.min(ACTS / 4, 4 * N); i++) act(rooms[r++ % N]);
const policyUs = policyOnly(20_000);
gc.counting = true;
// What each scavenge left in the young generation (objects that survived one).
const profiler = new GCProfiler();
const heapAtStart = process.memoryUsage().heapUsed;
profiler.start();
const t0 = process.cpuUsage();
let acts = 0;
let misses = 0;
while (acts < ACTS && misses < N) {
  if (act(rooms[r++ % N])) {
    acts++;
    misses = 0;
  } else misses++;
}
const d = process.cpuUsage(t0);
const heapAtEnd = process.memoryUsage().heapUsed;
const profile = profiler.stop();
await new Promise((res) => setTimeout(res, 50)); // the observer's last entries
gc.counting = false;
const cpuUs = (d.user + d.system) / acts - policyUs;
fullGc();
const heap = process.memoryUsage().heapUsed;
// A full (atomic) collection of the rooms' heap: what a mark-compact costs the loop at this size.
const fullMs: number[] = [];
for (let i = 0; i < 5; i++) {
  const t = performance.now();
  fullGc();
  fullMs.push(performance.now() - t);
}
const flow = heapFlow(profile, heapAtStart, heapAtEnd);
const name = `server.room.${FULL ? 'full.' : ''}${N}-rooms`;
out(`${name}.cpu`, cpuUs, 'µs/act');
out(`${name}.minor-gcs`, (gcs.minor / acts) * 1000, 'per 1,000 acts');
out(`${name}.major-gcs`, (gcs.major / acts) * 1000, 'per 1,000 acts');
out(`${name}.gc-ms`, (gcs.ms / acts) * 1000, 'ms per 1,000 acts');
out(`${name}.gc-max-pause`, gcs.maxMs, 'ms');
out(`${name}.scavenge-survivors`, flow.survived / Math.max(1, flow.scavenges) / 1024, 'KiB per scavenge');
out(`${name}.allocated`, flow.allocated / acts, 'bytes/act');
out(`${name}.survived`, flow.survived / acts, 'bytes/act'); // kept in the young generation by scavenges
out(`${name}.promoted`, flow.promoted / acts, 'bytes/act');
out(`${name}.bytes-sent`, bytes / Math.max(1, acts + 4 * N), 'bytes/act');
out(`${name}.full-gc`, fullMs.sort((a, b) => a - b)[2], 'ms');
out(`${name}.heap-per-room`, (heap - heap0) / N / 1024, 'KiB');
