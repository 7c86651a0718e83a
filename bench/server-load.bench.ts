// Issue 9/22: load on one server process over loopback. N online tables × 4 bot seats (worker
// threads of this process), each table making one act per second; the server runs in a child
// process on SQLite (STIKK_BENCH_DB=postgres: a throwaway PostgreSQL cluster on loopback, fsync and
// synchronous_commit on — STIKK_BENCH_PG_FSYNC=off as the tests — stopped afterwards, its CPU
// reported as db-cpu-*; skipped with a message when PostgreSQL is absent; or DATABASE_URL).
// Reported per N: p50/p99 act-to-broadcast latency (act sent → all four seats hold the update),
// acts per second achieved, errors (refusals such as server-busy, socket errors, acts never
// broadcast), and the server's CPU per act — latency on a shared 2-core machine depends on what
// else runs; CPU per act does not. Bounded: about 12 s of measurement per N plus set-up.
// STIKK_BENCH_TABLES=100,500 chooses N; STIKK_BENCH_MEASURE_MS the measuring time;
// STIKK_BENCH_PROFILE=dir runs the server under `node --cpu-prof` (profile written there).
// STIKK_BENCH_BUILT=1 runs the compiled server (dist, as in production; `npx tsc -b` first) instead
// of the TypeScript sources through tsx; figures named `.built`.
// STIKK_BENCH_STAGGER_MS=t starts each table at its own moment within t ms (by default all at once, in step: the
// costliest acts then come together); STIKK_BENCH_SLOW_FILE=file writes the measured acts slower than 20 ms (when,
// how slow) to see whether the tail is spread out or a burst (support/load.ts).
import { loadKnobs, out, percentile, postgresUnavailable, reportPg, runLoad, stopPostgres } from './support/load.js';

const { sizes: SIZES, mux: MUX, muxSeats: MUX_SEATS, deltas: DELTAS, staggerMs, db, mode } = loadKnobs('100,500,1000');

try {
  const why = await postgresUnavailable();
  if (why !== null) {
    process.stderr.write(`server-load skipped: STIKK_BENCH_DB=postgres but ${why}\n`);
    process.exit(0);
  }
  for (const n of SIZES) {
    const r = await runLoad(n, {
      warmupMs: 2_000,
      mux: MUX,
      muxSeats: MUX_SEATS,
      deltas: DELTAS,
      staggerMs,
      measureMs: Number(process.env.STIKK_BENCH_MEASURE_MS ?? 10_000),
      ...(process.env.STIKK_BENCH_PROFILE ? { profileDir: process.env.STIKK_BENCH_PROFILE } : {}),
    });
    const name = `server.load.${db}${mode}${n}-tables`;
    out(`${name}.p50`, percentile(r.latencies, 50), 'ms');
    out(`${name}.p99`, percentile(r.latencies, 99), 'ms');
    out(`${name}.acts-per-second`, r.latencies.length / (r.measureMs / 1000), 'acts/s');
    out(`${name}.errors`, r.errors, 'count');
    if (r.rejects.length)
      process.stderr.write(
        `server-load ${n}: refusals ${JSON.stringify(Object.fromEntries([...new Set(r.rejects)].map((c) => [c, r.rejects.filter((x) => x === c).length])))}\n`,
      );
    out(`${name}.server-cpu-per-act`, r.serverCpuMs / Math.max(1, r.latencies.length), 'ms');
    out(`${name}.server-cpu-share`, (r.serverCpuMs / r.measureMs) * 100, '% of one core');
    // The main thread's share (all of it without room workers): what one core must carry.
    out(`${name}.main-thread-cpu-per-act`, r.mainCpuMs / Math.max(1, r.latencies.length), 'ms');
    out(`${name}.main-thread-cpu-share`, (r.mainCpuMs / r.measureMs) * 100, '% of one core');
    if (r.dbCpuMs !== undefined) {
      // The database's own processes (PostgreSQL backends, WAL writer…), not in the server's figure.
      out(`${name}.db-cpu-per-act`, r.dbCpuMs / Math.max(1, r.latencies.length), 'ms');
      out(`${name}.db-cpu-share`, (r.dbCpuMs / r.measureMs) * 100, '% of one core');
    }
    reportPg(name, r);
    out(`${name}.bot-clients-cpu-share`, (r.botCpuMs / r.measureMs) * 100, '% of one core');
    // What the bots cost per act they saw through (they share the two cores with the server).
    out(`${name}.bot-clients-cpu-per-act`, r.botCpuMs / Math.max(1, r.latencies.length), 'ms');
  }
} finally {
  stopPostgres();
}
