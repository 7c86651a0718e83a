// Issue 22: what the deltas after ordinary acts (a call or a card, nothing pending: `Room.ordinaryDeltas`) cost
// found from the few parts such an act changes, against found from whole views, in one process and interleaved
// (rounds alternate the two ways over the same rooms, so a crowded machine's noise falls on both alike). N rooms
// (STIKK_BENCH_ROOMS, default 2,000) with four seats taking deltas and, with STIKK_BENCH_KIBITZERS=k, k kibitzers
// taking deltas too (one shared audience), act round-robin by the load bots' policy as bench/server-room does (no
// database, no sockets). Per round: the main thread's CPU per act of `broadcast` alone (views, deltas, JSON) and of
// the whole act (check, commit, broadcast). Reported: the median of each way over STIKK_BENCH_ROUNDS rounds (default
// 8, each STIKK_BENCH_ACTS acts, default 20,000) and their ratio (parts / whole views). Also, for the parts way (the
// server's), the broadcast per act of each kind — a call, the auction's last call, the opening lead, a card, the
// board's last card, the next board — and that kind's share of the broadcast: the ordinary acts (calls, cards) take the
// changed parts, the others whole views. STIKK_BENCH_ALLOC=1: also the bytes an act of the parts way allocates, in all
// and in its broadcast (V8's sampling heap profiler, collected objects counted), a figure that does not move with the
// machine's load (STIKK_BENCH_VERBOSE=1 lists the functions allocating most).
import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { heldView, seededDeal, type Recipient, type Seat } from '@stikk/core';
import { directorRules } from '@stikk/laws';
import type { Db } from '../packages/server/src/db/index.js';
import { dealBoards, isRefusal, Room, type Client } from '../packages/server/src/online/room.js';
import { nextAct } from './support/room-policy.js';

const N = Number(process.env.STIKK_BENCH_ROOMS ?? 2000);
const ACTS = Number(process.env.STIKK_BENCH_ACTS ?? 20_000);
const ROUNDS = Number(process.env.STIKK_BENCH_ROUNDS ?? 8);
const KIBITZERS = Number(process.env.STIKK_BENCH_KIBITZERS ?? 0);
/** STIKK_BENCH_NOTES=1: the members fold card notes (`played`) instead of taking a card's delta. */
const NOTES = process.env.STIKK_BENCH_NOTES === '1';
/** STIKK_BENCH_WAY=parts or whole: that way alone (to profile it: `node --cpu-prof …`). */
const ONLY = process.env.STIKK_BENCH_WAY;
const SEATS: Seat[] = ['N', 'E', 'S', 'W'];
const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 1000) / 1000, unit }));
const threadNs = (): number => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);

/** Bytes sent per act, as a check that both ways send alike (reported). */
let bytes = 0;
let nextId = 1;
const client = (): Client => ({
  id: nextId++,
  send: (m) => {
    bytes += JSON.stringify(m).length;
  },
  sendText: (t: string) => {
    bytes += t.length;
  },
});

const rooms = Array.from({ length: N }, (_, i) => {
  const boards = [1, 2, 3, 4, 5, 6, 7, 8];
  const room = new Room(
    null as unknown as Db,
    i + 1,
    1,
    boards,
    dealBoards(boards, (b) => seededDeal(`ordinary-${i}`, b)),
    true,
    directorRules,
    'prevent',
  );
  const viewers: Recipient[] = [...SEATS, ...Array.from({ length: KIBITZERS }, () => 'kibitzer' as const)];
  for (const v of viewers) {
    const c = client();
    room.members.set(c.id, {
      client: c,
      viewer: v,
      held: heldView(room.view(v)),
      ...(NOTES ? { notes: { at: room.version, stale: false } } : {}),
    });
  }
  return room;
});

/** Broadcast's main-thread time in this round (ns, by the clock: the thread's CPU clock is too coarse per call). */
let broadcastNs = 0;
/** The kinds of act told apart in the broadcast's time (`kindOf`). */
const KINDS = ['call', 'last-call', 'opening-lead', 'card', 'last-card', 'next-board'] as const;
type Kind = (typeof KINDS)[number];
/** Per kind, the broadcast's time (ns) and acts, over the rounds of the parts way. */
const byKind = new Map<Kind, { ns: number; acts: number }>(KINDS.map((k) => [k, { ns: 0, acts: 0 }]));
/** Whether this round's acts are counted by kind. */
let countKinds = false;
/** What kind of act `act` was, from the state it left at `room`. */
function kindOf(room: Room, act: object): Kind {
  if ('next' in act) return 'next-board';
  const s = room.state;
  if ('call' in act) return s.phase === 'auction' ? 'call' : 'last-call';
  if (s.phase !== 'play') return 'last-card';
  return s.tricks.length === 1 && s.tricks[0].plays.length === 1 ? 'opening-lead' : 'card';
}
/** One act at `room` as the server's act pipeline makes it (without the durable append); false when it is done. */
function act(room: Room): boolean {
  const next = nextAct(room);
  if (!next) return false;
  const ev = room.toEvent(next.seat, next.act);
  if (isRefusal(ev)) throw new Error(`room ${room.id}: ${ev.code} ${ev.message}`);
  const checked = room.check(ev);
  if (isRefusal(checked)) throw new Error(`room ${room.id}: ${checked.code} ${checked.message}`);
  room.commit(room.version + 1, ev, checked);
  const t = process.hrtime.bigint();
  room.broadcast(room.log.last()!);
  const ns = Number(process.hrtime.bigint() - t);
  broadcastNs += ns;
  if (countKinds) {
    const k = byKind.get(kindOf(room, next.act))!;
    k.ns += ns;
    k.acts++;
  }
  return true;
}

let r = 0;
/** `count` acts round-robin; their main-thread CPU (ns, the policy's included) and broadcast time (ns). */
function run(count: number): { cpu: number; broadcast: number; acts: number; bytes: number } {
  broadcastNs = 0;
  bytes = 0;
  const t0 = threadNs();
  let acts = 0;
  let misses = 0;
  while (acts < count && misses < N) {
    if (act(rooms[r++ % N])) {
      acts++;
      misses = 0;
    } else misses++;
  }
  return { cpu: threadNs() - t0, broadcast: broadcastNs, acts, bytes };
}
/** The policy's own CPU per act (ns): measured apart, subtracted from the whole act's. */
function policyNs(k: number): number {
  const t0 = threadNs();
  for (let i = 0; i < k; i++) nextAct(rooms[i % N]);
  return (threadNs() - t0) / k;
}

const setWay = (parts: boolean) => {
  for (const room of rooms) room.ordinaryDeltas = parts;
};
// The rooms out of step (room i a few acts on, up to a board's ~57): otherwise they all play the same part of a board
// in the same round (auctions in one, the play in the next) and the rounds of the two ways differ by that alone.
for (let i = 0; i < N; i++) for (let k = (i * 13) % 57; k > 0; k--) act(rooms[i]);
// Warm-up, both ways (JIT).
for (const way of [true, false, true, false]) {
  setWay(way);
  run(Math.min(ACTS, 2 * N));
}
const policy = policyNs(10_000);
const per: Record<'parts' | 'whole', { act: number[]; broadcast: number[]; bytes: number[] }> = {
  parts: { act: [], broadcast: [], bytes: [] },
  whole: { act: [], broadcast: [], bytes: [] },
};
let done = true;
for (let i = 0; i < ROUNDS && done; i++) {
  // The order alternates within the pair: A B, B A, …
  const order = i % 2 === 0 ? (['parts', 'whole'] as const) : (['whole', 'parts'] as const);
  for (const way of order) {
    if (ONLY !== undefined && way !== ONLY) continue;
    setWay(way === 'parts');
    countKinds = way === 'parts';
    const x = run(ACTS);
    countKinds = false;
    if (x.acts < ACTS) done = false;
    per[way].act.push((x.cpu / x.acts - policy) / 1000);
    per[way].broadcast.push(x.broadcast / x.acts / 1000);
    per[way].bytes.push(x.bytes / x.acts);
  }
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const name = `server.ordinary.${N}-rooms${KIBITZERS ? `-${KIBITZERS}-kibitzers` : ''}`;
for (const way of ['parts', 'whole'] as const) {
  out(`${name}.${way}.broadcast`, median(per[way].broadcast), 'µs/act');
  out(`${name}.${way}.act`, median(per[way].act), 'µs/act');
  out(`${name}.${way}.bytes-sent`, median(per[way].bytes), 'bytes/act');
}
out(`${name}.broadcast-ratio`, median(per.parts.broadcast) / median(per.whole.broadcast), 'parts/whole');
out(`${name}.act-ratio`, median(per.parts.act) / median(per.whole.act), 'parts/whole');
out(`${name}.rounds`, per.parts.act.length, 'pairs');
let kindsNs = 0;
for (const k of byKind.values()) kindsNs += k.ns;
for (const [kind, k] of byKind)
  if (k.acts > 0) {
    out(`${name}.parts.broadcast.${kind}`, k.ns / k.acts / 1000, 'µs/act');
    out(`${name}.parts.broadcast.${kind}.share`, (100 * k.ns) / kindsNs, '% of broadcast');
  }
// STIKK_BENCH_ALLOC=1: one more round of the parts way under V8's sampling heap profiler, counting what is collected
// too: the bytes the act allocates (its steps in `act` bar the policy's `nextAct`) and the broadcast's share, per act.
// A count, not a time: the same on a busy machine, so a change's effect on the garbage an act makes shows at once.
if (process.env.STIKK_BENCH_ALLOC === '1') {
  setWay(true);
  const allocated = await allocationsOf(() => run(ACTS));
  out(`${name}.parts.allocated`, allocated.act / allocated.acts, 'bytes/act');
  out(`${name}.parts.broadcast.allocated`, allocated.broadcast / allocated.acts, 'bytes/act');
  if (process.env.STIKK_BENCH_VERBOSE)
    for (const [f, b] of allocated.top) console.error(`${(b / allocated.acts).toFixed(0).padStart(6)} B/act  ${f}`);
}

/**
 * Bytes allocated by the acts `f` runs (under `run`, bar the policy's `nextAct`) and by their broadcasts (under
 * `broadcastViews`); V8 inlines the small steps between, so the steps are told apart by these frames.
 */
async function allocationsOf(f: () => { acts: number }) {
  const session = new Session();
  session.connect();
  const post = <T>(method: string, params?: object) =>
    new Promise<T>((resolve, reject) => session.post(method, params, (e, r) => (e ? reject(e) : resolve(r as T))));
  await post('HeapProfiler.enable');
  await post('HeapProfiler.startSampling', {
    samplingInterval: 512,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  const { acts } = f();
  const { profile } = await post<{ profile: { head: HeapNode } }>('HeapProfiler.stopSampling');
  session.disconnect();
  let act = 0;
  let broadcast = 0;
  const bySite = new Map<string, number>();
  const walk = (n: HeapNode, inAct: boolean, inBroadcast: boolean) => {
    const fn = n.callFrame.functionName;
    if (fn === 'nextAct') return;
    const a = inAct || fn === 'run';
    const b = inBroadcast || fn === 'broadcastViews';
    if (a && n.selfSize > 0) {
      act += n.selfSize;
      if (b) broadcast += n.selfSize;
      const site = `${fn || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}`;
      bySite.set(site, (bySite.get(site) ?? 0) + n.selfSize);
    }
    for (const c of n.children) walk(c, a, b);
  };
  walk(profile.head, false, false);
  const top = [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 25);
  return { acts, act, broadcast, top };
}
interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

if (process.env.STIKK_BENCH_VERBOSE)
  console.error(
    JSON.stringify({ parts: per.parts.broadcast.map(Math.round), whole: per.whole.broadcast.map(Math.round) }),
  );
