// Issue 22: where the server's time goes per act, under load (N tables × 4 bot seats, one act
// per table per second; STIKK_BENCH_TABLES, default 500). The server runs with STIKK_STAGES=1 and
// times each synchronous stage of the hot path; printed as µs per acknowledged act:
//   parse    WebSocket text → JSON → validated message (zod)
//   validate version check, act → event, core check (prevent mode), event encoded for storage
//   append   the group commit itself (statements + WAL write), shared by the acts of a batch
//   commit   the table's in-memory state after the commit
//   views    each recipient's view and event (per audience)
//   encode   JSON of each audience's update
//   send     WebSocket framing and the socket write (kernel time included on loopback)
//   other    the rest of the server's CPU per act (/proc): WebSocket reads and frame parsing,
//            promise machinery, GC, timers
// Stage times are the process's CPU time (getrusage), so they add up on a busy machine too; past
// capacity the refused acts' parsing counts in (busy-refusals-per-act says how many).
// Why the loop runs late (the cause of server-busy refusals): over the server's timer ticks more
// than 50 ms late, the main thread's time on a core (late-on-cpu), waiting for one (late-run-queue:
// other processes hold the cores) and off any (late-off-cpu: blocked on the disk, or idle), from
// /proc/thread-self/schedstat; GC pauses; the loop delay (perf_hooks); and the bot threads' own
// pacing timer running late (the bots as the bottleneck). STIKK_BENCH_DELTAS=1: bots take deltas.
import { loadKnobs, out, percentile, reportPg, runLoad, stopPostgres } from './support/load.js';
import { STAGES } from '../packages/server/src/online/stages.js';

const { sizes: SIZES, mux: MUX, muxSeats: MUX_SEATS, deltas: DELTAS, staggerMs, db, mode } = loadKnobs('500');

try {
  for (const n of SIZES) {
    const r = await runLoad(n, {
      warmupMs: 2_000,
      mux: MUX,
      muxSeats: MUX_SEATS,
      deltas: DELTAS,
      staggerMs,
      measureMs: Number(process.env.STIKK_BENCH_MEASURE_MS ?? 10_000),
      stages: true,
    });
    const s = r.stages!;
    const acts = Math.max(1, s.acts);
    const name = `server.stages.${db}${mode}${n}-tables`;
    let sum = 0;
    for (const st of STAGES) {
      const us = (s.ms[st] * 1000) / acts;
      sum += us;
      out(`${name}.${st}`, us, 'µs/act');
    }
    const cpuUs = (r.serverCpuMs * 1000) / acts;
    out(`${name}.other`, Math.max(0, cpuUs - sum), 'µs/act');
    out(`${name}.server-cpu`, cpuUs, 'µs/act');
    out(`${name}.acts-per-batch`, s.acts / Math.max(1, s.batches), 'acts');
    out(`${name}.messages-per-act`, s.messages / acts, 'messages');
    // Refused as server-busy: their parsing and refusal are in the totals above (overloaded runs).
    out(`${name}.busy-refusals-per-act`, s.busy / acts, 'refusals');
    out(`${name}.p99`, percentile(r.latencies, 99), 'ms');
    out(`${name}.acts-per-second`, r.latencies.length / (r.measureMs / 1000), 'acts/s');
    out(`${name}.server-cpu-share`, (r.serverCpuMs / r.measureMs) * 100, '% of one core');
    // The main thread alone (its GC figures below are its own too); the rest is the room workers'.
    // With room workers the stage laps above are process CPU, so they include the workers' time.
    out(`${name}.main-thread-cpu`, (r.mainCpuMs * 1000) / acts, 'µs/act');
    out(`${name}.bot-clients-cpu-share`, (r.botCpuMs / r.measureMs) * 100, '% of one core');
    // Why the loop ran late (diagnosis of server-busy refusals): over the server's ticks more than
    // 50 ms late, the main thread's time on a core, waiting for one, and off any (blocked or idle).
    if (s.lag) {
      const l = s.lag;
      out(`${name}.late-ticks`, l.late, 'count');
      out(`${name}.late-wall`, l.wallMs, 'ms');
      out(`${name}.late-on-cpu`, l.cpuMs, 'ms');
      out(`${name}.late-run-queue`, l.runQueueMs, 'ms');
      out(`${name}.late-off-cpu`, l.wallMs - l.cpuMs - l.runQueueMs, 'ms');
      out(`${name}.gc`, l.gcMs, 'ms');
      // Scavenges and mark-compacts over the measurement; the longest mark-compact pause since the
      // server started (the tail at thousands of tables: README "Load").
      out(`${name}.gc-minor`, l.minorGcs ?? NaN, 'count');
      out(`${name}.gc-major`, l.majorGcs ?? NaN, 'count');
      out(`${name}.gc-major-ms`, l.majorMs ?? NaN, 'ms');
      out(`${name}.gc-major-max`, l.majorMax ?? NaN, 'ms');
      out(`${name}.loop-delay.p99`, l.loop?.p99 ?? NaN, 'ms');
      out(`${name}.loop-delay.max`, l.loop?.max ?? NaN, 'ms');
    }
    out(`${name}.bots-late-ticks`, r.botLate?.late ?? NaN, 'count');
    if (r.rejects.length)
      process.stderr.write(
        `server-stages ${n}: refusals ${JSON.stringify(Object.fromEntries([...new Set(r.rejects)].map((c) => [c, r.rejects.filter((x) => x === c).length])))}\n`,
      );
    out(`${name}.bots-max-late`, r.botLate?.maxLateMs ?? NaN, 'ms');
    // The refusals by cause (online/rooms.ts busy): loop lag, room workers, commit backlog, commit wait.
    if (s.busy) for (const [k, v] of Object.entries(s.busyWhy)) out(`${name}.busy-${k}`, v, 'refusals');
    // PostgreSQL: the group commit's batches — rows each, send-to-commit time, and how often a
    // batch waited because every allowed one was in flight — then what the database did.
    if (s.pg.batches) {
      out(`${name}.pg-rows-per-batch`, s.pg.rows / s.pg.batches, 'rows');
      out(`${name}.pg-batches-per-second`, s.pg.batches / (r.measureMs / 1000), '/s');
      out(`${name}.pg-commit-ms`, s.pg.wallMs / s.pg.batches, 'ms');
      out(`${name}.pg-pipeline-full`, s.pg.full, 'count');
      process.stderr.write(`${name} commit time (ms, upper bound: batches): ${JSON.stringify(s.pg.hist)}\n`);
    }
    reportPg(name, r);
  }
} finally {
  stopPostgres();
}
