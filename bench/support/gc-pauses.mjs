#!/usr/bin/env node
// The collection pauses in a `--trace-gc` log, per isolate (the main thread and each worker thread have their
// own, told apart by the address V8 prints after the process id): how many scavenges, their summed, median,
// 90th-percentile and longest pause, how many exceeded 10 ms, and each mark-compact's pause. A log of a server
// started with `STIKK_BENCH_NODE_ARGS=--trace-gc STIKK_BENCH_SERVER_LOG=gc.log`, or of an in-process bench run as
// `node --trace-gc --conditions=source --import tsx bench/<name>.bench.ts > gc.log`.
//   node bench/support/gc-pauses.mjs gc.log [more logs…]
// One JSON line per isolate with at least `STIKK_GC_MIN` scavenges (default 20: threads that barely ran are left
// out). The pauses are wall time: on a machine whose run queue is long they stretch with it.
import { readFileSync } from 'node:fs';

const MIN = Number(process.env.STIKK_GC_MIN ?? 20);
const LINE = /^\[\d+:(0x[0-9a-f]+)\]\s+[\d.]+ ms: (Scavenge|Mark-Compact)\b.*?MB, ([\d.]+) \/ [\d.]+ ms/;

/** The `p`th percentile of `xs` (nearest rank, 0 when empty). */
function percentile(xs, p) {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))];
}

const round = (x) => Math.round(x * 100) / 100;

for (const file of process.argv.slice(2)) {
  /** isolate → its scavenges' and mark-compacts' pauses (ms). */
  const isolates = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    let i = isolates.get(m[1]);
    if (!i) isolates.set(m[1], (i = { scavenges: [], markCompacts: [] }));
    (m[2] === 'Scavenge' ? i.scavenges : i.markCompacts).push(Number(m[3]));
  }
  for (const [isolate, { scavenges: s, markCompacts: mc }] of isolates) {
    if (s.length < MIN) continue;
    console.log(
      JSON.stringify({
        file,
        isolate,
        scavenges: s.length,
        scavengeMs: round(s.reduce((a, b) => a + b, 0)),
        p50: percentile(s, 50),
        p90: percentile(s, 90),
        max: percentile(s, 100),
        over10ms: s.filter((x) => x > 10).length,
        markCompactMs: mc.map(round),
      }),
    );
  }
}
