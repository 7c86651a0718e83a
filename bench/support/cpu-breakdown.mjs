#!/usr/bin/env node
// Issue 22: where the server's main thread spends its time, from a CPU profile taken under load
// (`STIKK_BENCH_PROFILE=dir node bench/run.js server-load` writes one per thread; the main thread's is the one
// numbered `.0.001`). Each sample goes to the stage of the innermost frame that names one:
//   broadcast      Room.broadcast: views, deltas and their JSON for every member (online/room)
//   check          Room.check: the core applying the act (online/room)
//   group-commit   the appender's flush: the batch's transaction (online/appender)
//   frames-out     a connection's frames of one turn written to its socket (online/frame-sender)
//   room-workers   with STIKK_ROOM_WORKERS: posting committed events to the room worker threads and handing out the
//                  frames they answer with (online/room-workers; the socket writes stay under frames-out)
//   act            the rest of the act handler: versions, ack, commit, lobby (online/rooms)
//   receive        the rest of a socket read: WebSocket frames, JSON parse, message checks (ws, routes/online)
//   gc, idle, program   V8's own entries; other: everything else
// so the shares add up to 100 % of the window.
//   node bench/support/cpu-breakdown.mjs PROFILE [FROM_S TO_S]
// FROM_S and TO_S (seconds from the profile's start) choose the window, e.g. the measuring window of a run after
// its tables were created (`--buckets` first prints busy and idle ms per 5 s to find it). One JSON line per stage
// (% of the window), then the window's busy share.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The stages, tried innermost frame first: a frame's function name and the end of its file's path. */
const STAGES = [
  ['broadcast', (f, u) => f === 'broadcast' && /\/online\/room\.[jt]s$/.test(u)],
  ['check', (f, u) => f === 'check' && /\/online\/room\.[jt]s$/.test(u)],
  ['group-commit', (f, u) => f === 'flush' && /\/online\/appender\.[jt]s$/.test(u)],
  ['frames-out', (f, u) => f === 'flush' && /\/online\/frame-sender\.[jt]s$/.test(u)],
  ['room-workers', (_f, u) => /\/online\/room-workers\.[jt]s$/.test(u)],
  ['act', (_f, u) => /\/online\/rooms\.[jt]s$/.test(u)],
  ['receive', (f, u) => f === 'socketOnData' || /\/routes\/online\.[jt]s$/.test(u)],
];
const OWN = new Map([
  ['(garbage collector)', 'gc'],
  ['(idle)', 'idle'],
  ['(program)', 'program'],
]);
export const STAGE_NAMES = [...STAGES.map((s) => s[0]), 'gc', 'idle', 'program', 'other'];

/**
 * The milliseconds of each stage in `profile` (a `.cpuprofile`'s object) between `fromS` and `toS` seconds after
 * its start, and the busy and idle milliseconds per 5-second bucket of the whole profile.
 */
export function breakdown(profile, fromS = 0, toS = Number.POSITIVE_INFINITY) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  /** Each node's stage, found once. */
  const stageOf = new Map();
  const find = (id) => {
    const known = stageOf.get(id);
    if (known !== undefined) return known;
    const { functionName: f, url: u } = byId.get(id).callFrame;
    let s = OWN.get(f);
    for (let i = 0; s === undefined && i < STAGES.length; i++) if (STAGES[i][1](f, u)) s = STAGES[i][0];
    if (s === undefined) {
      const up = parent.get(id);
      s = up === undefined ? 'other' : find(up);
    }
    stageOf.set(id, s);
    return s;
  };
  const ms = Object.fromEntries(STAGE_NAMES.map((s) => [s, 0]));
  const buckets = [];
  let t = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    const s = find(profile.samples[i]);
    const b = Math.floor(t / 5e6);
    buckets[b] ??= { busy: 0, idle: 0 };
    buckets[b][s === 'idle' ? 'idle' : 'busy'] += dt / 1000;
    if (t >= fromS * 1e6 && t < toS * 1e6) ms[s] += dt / 1000;
  }
  return { ms, buckets };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const showBuckets = args[0] === '--buckets';
  const [file, from, to] = showBuckets ? args.slice(1) : args;
  if (!file) {
    console.error('usage: node bench/support/cpu-breakdown.mjs [--buckets] PROFILE [FROM_S TO_S]');
    process.exit(2);
  }
  const { ms, buckets } = breakdown(JSON.parse(readFileSync(file, 'utf8')), Number(from ?? 0), Number(to ?? Infinity));
  if (showBuckets)
    for (const [i, b] of buckets.entries())
      if (b) console.log(`${i * 5}-${i * 5 + 5} s: busy ${Math.round(b.busy)} ms, idle ${Math.round(b.idle)} ms`);
  const total = Object.values(ms).reduce((a, b) => a + b, 0) || 1;
  const round = (x) => Math.round(x * 10) / 10;
  for (const s of STAGE_NAMES)
    console.log(
      JSON.stringify({ name: `cpu-breakdown.${s}`, value: round((100 * ms[s]) / total), unit: '% of window' }),
    );
  console.log(
    JSON.stringify({
      name: 'cpu-breakdown.busy',
      value: round((100 * (total - ms.idle)) / total),
      unit: '% of window',
    }),
  );
}
