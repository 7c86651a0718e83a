// Issue 22: the whole act pipeline of the online tables in process, with the server's own SQLite
// (openDatabase: migrations, WAL, the checkpointer thread) and no sockets, so that before/after
// comparisons of CPU per act hold on a crowded machine where bench/server-load's latencies do not.
// N tables (STIKK_BENCH_ROOMS, default 2,000) created by the registry (online/rooms.ts `create`),
// four seats each taking deltas; acts go through `Rooms.act` exactly as the WebSocket route sends
// them (overload check, version check, core check, group commit with the lobby's columns, ack,
// broadcast), STIKK_BENCH_BATCH acts per turn of the event loop (default 100: 5,000 acts/s in
// 50 turns a second), round-robin over the tables (each seat's view lives until its table's next
// act), by the load bots' policy (1NT–P–P–P, first legal card, next board; its own views measured
// apart and subtracted). Reported per act: the main thread's CPU (/proc/thread-self/schedstat) and
// the process's (getrusage: the checkpointer and V8's helper threads too), GC pauses per 1,000
// acts, their time and the longest, the bytes allocated, surviving a scavenge and promoted (V8's GC profile), and
// the group-commit batches. Alternate two trees with
// bench/support/server-ab.mjs (`… 3 server-rooms-act`). STIKK_BENCH_CPU_PROFILE=file writes a CPU profile of
// the measured acts alone (not the set-up) to that file (Chrome DevTools' .cpuprofile format);
// STIKK_BENCH_HEAP_PROFILE=file a sampling allocation profile of them (.heapprofile: every sampled allocation, the
// objects the scavenges and mark-compacts freed too, so that it says where an act's garbage comes from).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { GCProfiler } from 'node:v8';
import { heldView, type Seat, seededDeal } from '@stikk/core';
import type { ServerMessage } from '../packages/server/src/api/types.js';
import { openDatabase } from '../packages/server/src/db/index.js';
import type { Client, Room } from '../packages/server/src/online/room.js';
import { Rooms } from '../packages/server/src/online/rooms.js';
import { stageTimes } from '../packages/server/src/online/stages.js';
import { tempDir } from '../packages/server/test/support/servers.js';
import { gcCounter, heapFlow } from './support/gc.js';
import { nextAct } from './support/room-policy.js';

const N = Number(process.env.STIKK_BENCH_ROOMS ?? 2000);
const ACTS = Number(process.env.STIKK_BENCH_ACTS ?? 30_000);
const BATCH = Number(process.env.STIKK_BENCH_BATCH ?? 100);
/** STIKK_BENCH_ORDINARY=0: every delta from whole views (`Room.ordinaryDeltas` off), for an A/B of the two ways. */
const ORDINARY = process.env.STIKK_BENCH_ORDINARY !== '0';
const SEATS: Seat[] = ['N', 'E', 'S', 'W'];
const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit }));
const threadCpuMs = (): number => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
const processCpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Each thread of this process (by id) and its CPU so far (ms; clock ticks of 10 ms, Linux). */
function threadsCpu(): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of readdirSync('/proc/self/task')) {
    try {
      const f = readFileSync(`/proc/self/task/${t}/stat`, 'utf8').split(') ')[1].split(' ');
      m.set(t, (Number(f[11]) + Number(f[12])) * 10);
    } catch {
      // the thread ended
    }
  }
  return m;
}

let bytes = 0;
let refusals = 0;
let nextId = 1;
const client = (): Client => ({
  id: nextId++,
  send: (m: ServerMessage) => {
    if (m.type === 'reject') refusals++;
    bytes += JSON.stringify(m).length;
  },
  sendText: (t: string) => {
    bytes += t.length;
  },
});

const dir = tempDir('stikk-rooms-act-');
const open = await openDatabase({ dataDir: dir });
const rooms = new Rooms(open.db);
// Boards dealt by the core's public dealer: the server's keyed one needs its secret, and the deals do not matter here.
rooms.dealSeeded = seededDeal;
// Measured here is the work, not the machine: a crowded machine's lag must not refuse acts.
rooms.busyLagMs = Number.POSITIVE_INFINITY;
rooms.busyCommitWaitMs = Number.POSITIVE_INFINITY;
try {
  const owner = await open.db
    .insertInto('users')
    .values({ email: 'bench@x.no', name: 'Bench', password_hash: '-', created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tables: Room[] = [];
  for (let i = 0; i < N; i++) {
    const t = await rooms.create(owner.id, { boards: [1, 2, 3, 4], seed: `load-${i}` });
    const room = (await rooms.get(t.id))!;
    room.ordinaryDeltas = ORDINARY;
    for (const s of SEATS) {
      const c = client();
      room.members.set(c.id, { client: c, viewer: s, held: heldView(room.view(s)) });
    }
    tables.push(room);
  }
  const seatClient = new Map(tables.map((room) => [room, [...room.members.values()]]));

  let n = 0;
  const act = (room: Room): Promise<void> | null => {
    const next = nextAct(room);
    if (!next) return null;
    const m = seatClient.get(room)!.find((x) => x.viewer === next.seat)!;
    return rooms.act(room, m.client, next.seat, {
      type: 'act',
      tableId: room.id,
      id: `b${++n}`,
      version: room.versionFor(next.seat),
      act: next.act,
    });
  };
  // The policy's own views are not part of an act: measured apart and subtracted.
  const policyMs = (k: number): [main: number, all: number] => {
    const m0 = threadCpuMs();
    const p0 = processCpuMs();
    for (let i = 0; i < k; i++) nextAct(tables[i % N]);
    return [(threadCpuMs() - m0) / k, (processCpuMs() - p0) / k];
  };

  const gc = gcCounter();
  const gcs = gc.counts;

  let r = 0;
  /** `count` acts, BATCH per turn of the event loop (each batch one group commit). */
  const run = async (count: number): Promise<number> => {
    let done = 0;
    let misses = 0;
    while (done < count && misses < N) {
      const batch: Promise<void>[] = [];
      while (batch.length < BATCH && done + batch.length < count && misses < N) {
        const p = act(tables[r++ % N]);
        if (p) {
          batch.push(p);
          misses = 0;
        } else misses++;
      }
      await Promise.all(batch);
      done += batch.length;
      await new Promise((res) => setImmediate(res));
    }
    return done;
  };
  // Warm-up: every table's first acts (JIT, the memo's first entries).
  await run(Math.min(ACTS / 4, 4 * N));
  const [policyMain, policyAll] = policyMs(10_000);
  const batches0 = stageTimes.batches;
  const refused0 = refusals;
  gc.counting = true;
  const profile = process.env.STIKK_BENCH_CPU_PROFILE;
  const heapProfile = process.env.STIKK_BENCH_HEAP_PROFILE;
  const inspector = profile || heapProfile ? new Session() : null;
  if (inspector) inspector.connect();
  if (inspector && profile) {
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  if (inspector && heapProfile) {
    await inspector.post('HeapProfiler.enable');
    await inspector.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  }
  // What the acts allocate, keep and promote (V8's GC profile; the policy's views add only garbage).
  const gcProfiler = new GCProfiler();
  const heapAtStart = process.memoryUsage().heapUsed;
  gcProfiler.start();
  const m0 = threadCpuMs();
  const p0 = processCpuMs();
  const th0 = threadsCpu();
  const acts = await run(ACTS);
  const th1 = threadsCpu();
  const mainMs = threadCpuMs() - m0;
  const allMs = processCpuMs() - p0;
  const heapAtEnd = process.memoryUsage().heapUsed;
  const flow = heapFlow(gcProfiler.stop(), heapAtStart, heapAtEnd);
  if (inspector && profile) {
    const { profile: p } = await inspector.post('Profiler.stop');
    writeFileSync(profile, JSON.stringify(p));
  }
  if (inspector && heapProfile) {
    const { profile: p } = await inspector.post('HeapProfiler.stopSampling');
    writeFileSync(heapProfile, JSON.stringify(p));
  }
  inspector?.disconnect();
  await new Promise((res) => setTimeout(res, 50)); // the observer's last entries
  gc.counting = false;
  const name = `server.rooms-act.${N}-tables`;
  out(`${name}.main-thread-cpu`, (mainMs / acts - policyMain) * 1000, 'µs/act');
  out(`${name}.process-cpu`, (allMs / acts - policyAll) * 1000, 'µs/act');
  // The other threads (V8's helpers: parallel scavenges, concurrent marking and sweeping, compiling;
  // the WAL checkpointer), the busiest first, by thread id (coarse: 10-ms ticks).
  const others = [...th1]
    .filter(([t]) => t !== String(process.pid))
    .map(([t, ms]) => [t, ms - (th0.get(t) ?? 0)] as const)
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1]);
  for (const [t, ms] of others.slice(0, 6)) out(`${name}.thread-${t}-cpu`, (ms / acts) * 1000, 'µs/act');
  out(`${name}.minor-gcs`, (gcs.minor / acts) * 1000, 'per 1,000 acts');
  out(`${name}.major-gcs`, (gcs.major / acts) * 1000, 'per 1,000 acts');
  out(`${name}.gc-ms`, (gcs.ms / acts) * 1000, 'ms per 1,000 acts');
  out(`${name}.gc-max-pause`, gcs.maxMs, 'ms');
  out(`${name}.allocated`, flow.allocated / acts, 'bytes/act');
  out(`${name}.survived`, flow.survived / acts, 'bytes/act');
  out(`${name}.promoted`, flow.promoted / acts, 'bytes/act');
  out(`${name}.acts-per-commit`, acts / Math.max(1, stageTimes.batches - batches0), 'acts');
  out(`${name}.refusals`, refusals - refused0, 'count');
  out(`${name}.bytes-sent`, bytes / Math.max(1, acts), 'bytes/act');
} finally {
  await rooms.close();
  await open.close();
  rmSync(dir, { recursive: true, force: true });
}
