// Issue 22: what makes the tail (p99) of the online tables' act latency — the stalls. Runs the load
// of bench/server-load (same knobs: STIKK_BENCH_TABLES, default 5000; STIKK_BENCH_DELTAS, _MUX,
// _MUX_SEATS, _BUILT, _MEASURE_MS; STIKK_ROOM_WORKERS) with the server's STIKK_STAGES=1, and notes
// every turn of an event loop longer than 10 ms (packages/server/src/online/stalls.ts) on the
// server's main thread (`server`), its room workers (`worker`) and the bot threads (`bots`), each
// with where its time went: a mark-compact (gc-major) or scavenges (gc-minor) overlapping it,
// waiting for a core (run-queue: other threads or processes held both), off any core (off-cpu:
// blocked, e.g. on the disk), a stage of the act's hot path (append = the group commit, with any
// WAL checkpoint; send; views; encode; parse; validate; commit), or other CPU. A stall is
// counted under its largest part. Printed per side and cause: count, total ms and longest (ms):
//   server.stalls.<mode><n>-tables.<side>.<cause>.count / .ms / .max
// and every part summed over all of a side's stalls: `.<side>.parts.<part>` (ms).
// Then each slow act (act → all four seats updated, > STIKK_BENCH_SLOW_MS, default 50) is laid
// beside the stalls it overlapped (the server's, its workers', and its own bot thread's): counted
// under the side and cause of the most overlap, or `none` (no stall: queueing behind many short
// turns). `.slow-acts.<side>.<cause>` — bot-side causes inflate the latency while the server is fine.
import { loadKnobs, out, percentile, runLoad, stopPostgres } from './support/load.js';
import type { Stall } from '../packages/server/src/online/stalls.js';

const { sizes: SIZES, mux: MUX, muxSeats: MUX_SEATS, deltas: DELTAS, staggerMs, db, mode: rest } = loadKnobs('5000');
const mode = `${db}${rest}`;
const SLOW_MS = Number(process.env.STIKK_BENCH_SLOW_MS ?? 50);

/** Each part of a stall's wall time (ms): GC, waiting for a core, blocked, each stage, other CPU. */
function parts(s: Stall): Record<string, number> {
  const p: Record<string, number> = {
    'gc-major': s.gcMajor,
    'gc-minor': s.gcMinor,
  };
  if (Number.isFinite(s.cpu)) {
    p['run-queue'] = s.wait;
    p['off-cpu'] = Math.max(0, s.ms - s.cpu - s.wait);
  }
  let staged = 0;
  for (const [k, v] of Object.entries(s.stages)) {
    p[k] = v ?? 0;
    staged += v ?? 0;
  }
  const cpu = Number.isFinite(s.cpu) ? s.cpu : s.ms;
  p['other-cpu'] = Math.max(0, cpu - s.gcMajor - s.gcMinor - staged);
  return p;
}

/** The largest part of a stall. */
function cause(s: Stall): string {
  let best = 'other-cpu';
  let most = -1;
  for (const [k, v] of Object.entries(parts(s)))
    if (v > most) {
      best = k;
      most = v;
    }
  return best;
}

try {
  for (const n of SIZES) {
    const r = await runLoad(n, {
      warmupMs: 2_000,
      mux: MUX,
      muxSeats: MUX_SEATS,
      deltas: DELTAS,
      staggerMs,
      measureMs: Number(process.env.STIKK_BENCH_MEASURE_MS ?? 30_000),
      stages: true,
    });
    const name = `server.stalls.${mode}${n}-tables`;
    const st = r.stalls!;
    out(`${name}.p50`, percentile(r.latencies, 50), 'ms');
    out(`${name}.p99`, percentile(r.latencies, 99), 'ms');
    out(`${name}.acts`, r.latencies.length, 'count');
    out(`${name}.errors`, r.errors, 'count');
    out(`${name}.server-cpu-per-act`, r.serverCpuMs / Math.max(1, r.latencies.length), 'ms');
    out(`${name}.bot-clients-cpu-share`, (r.botCpuMs / r.measureMs) * 100, '% of one core');
    // The bots' own cost per act (a cheaper client leaves more of the machine to the server).
    out(`${name}.bot-clients-cpu-per-act`, r.botCpuMs / Math.max(1, r.latencies.length), 'ms');
    out(`${name}.bot-clients-gc-per-act`, (r.botGc?.ms ?? NaN) / Math.max(1, r.latencies.length), 'ms');
    const sides: [string, Stall[], number][] = [
      ['server', st.server, -1],
      ['worker', st.workers, -1],
      ...st.bots.map((b, i): [string, Stall[], number] => ['bots', b, i]),
    ];
    const byCause = new Map<string, { count: number; ms: number; max: number }>();
    for (const [side, list] of sides)
      for (const s of list) {
        const k = `${side}.${cause(s)}`;
        const c = byCause.get(k) ?? { count: 0, ms: 0, max: 0 };
        c.count++;
        c.ms += s.ms;
        c.max = Math.max(c.max, s.ms);
        byCause.set(k, c);
      }
    for (const [k, c] of [...byCause].sort((a, b) => b[1].ms - a[1].ms)) {
      out(`${name}.${k}.count`, c.count, 'count');
      out(`${name}.${k}.ms`, c.ms, 'ms');
      out(`${name}.${k}.max`, c.max, 'ms');
    }
    // Every part of every stall, summed per side (on a crowded machine the run queue is the largest
    // part of most stalls; the GC and stages inside them still show here).
    for (const side of ['server', 'worker', 'bots']) {
      const sum = new Map<string, number>();
      for (const [sd, list] of sides)
        if (sd === side)
          for (const s of list) for (const [k, v] of Object.entries(parts(s))) sum.set(k, (sum.get(k) ?? 0) + v);
      for (const [k, v] of [...sum].sort((x, y) => y[1] - x[1])) if (v >= 1) out(`${name}.${side}.parts.${k}`, v, 'ms');
    }
    // The slow acts beside the stalls they overlapped.
    const slow = st.slow.filter(([at, ms]) => ms > SLOW_MS && at + ms >= st.from);
    const blame = new Map<string, number>();
    for (const [at, ms, thread] of slow) {
      const weight = new Map<string, number>();
      for (const [side, list, t] of sides) {
        if (t >= 0 && t !== thread) continue;
        for (const s of list) {
          const overlap = Math.min(at + ms, s.at + s.ms) - Math.max(at, s.at);
          if (overlap <= 0) continue;
          const k = `${side}.${cause(s)}`;
          weight.set(k, (weight.get(k) ?? 0) + overlap);
        }
      }
      const top = [...weight].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'none';
      blame.set(top, (blame.get(top) ?? 0) + 1);
    }
    out(`${name}.slow-acts`, slow.length, `acts over ${SLOW_MS} ms`);
    for (const [k, c] of [...blame].sort((a, b) => b[1] - a[1])) out(`${name}.slow-acts.${k}`, c, 'acts');
  }
} finally {
  stopPostgres();
}
