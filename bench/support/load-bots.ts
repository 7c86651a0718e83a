// A worker thread of bot tables for the load benchmarks (bench/support/load.ts): connects its
// share of the tables, makes one act per table per second at each table's own phase, and reports
// act-to-broadcast latencies, errors and refusal codes when told to stop. Running the bots in
// workers keeps them from competing with the timer that paces them.
import { PerformanceObserver } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { BotTable, MuxSocket } from '../../packages/server/test/support/bots.js';
import { watchStalls } from '../../packages/server/src/online/stalls.js';

interface Setup {
  url: string;
  tables: { id: number; tokens: Record<'N' | 'E' | 'S' | 'W', string> }[];
  warmupMs: number;
  /** Tables per multiplexed socket (each socket carries one seat of that many tables); 0: a socket per seat. */
  mux: number;
  /** With `mux`: one socket carries all four seats of its tables (robot seats) instead of one. */
  muxSeats: boolean;
  /** Join with `deltas` (the server sends what changed, not whole views). */
  deltas: boolean;
  /**
   * Note this thread's stalls (bench/server-stalls): a 5-ms timer reading /proc each tick, about a
   * tenth of a bot thread's CPU at 1,000 tables — off for the other benches.
   */
  stalls: boolean;
}
const { url, tables, warmupMs, mux, muxSeats, deltas, stalls: watch } = workerData as Setup;
const bots = tables.map((t) => {
  const b = new BotTable(url, t.id, t.tokens, deltas);
  b.keepSent = false; // acts are not checked against the log here: keep no record of each
  return b;
});
/** This thread's garbage collection over the measurement: collections and their time (ms). */
const gc = { count: 0, ms: 0 };
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gc.count++;
    gc.ms += e.duration;
  }
}).observe({ entryTypes: ['gc'] });
/** This thread's own stalls (its GC, long turns, waits for a core): a slow bot inflates the latencies. */
const stalls = watch ? watchStalls() : { take: () => [] };

async function inBatches<T>(items: T[], size: number, fn: (x: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

if (mux > 0) {
  for (let i = 0; i < bots.length; i += mux) {
    const one = muxSeats ? new MuxSocket(url) : null;
    const group = one
      ? { N: one, E: one, S: one, W: one }
      : { N: new MuxSocket(url), E: new MuxSocket(url), S: new MuxSocket(url), W: new MuxSocket(url) };
    await Promise.all([...new Set(Object.values(group))].map((m) => m.opened));
    await Promise.all(bots.slice(i, i + mux).map((b) => b.connect(undefined, group)));
  }
} else await inBatches(bots, 50, (b) => b.connect());
parentPort!.postMessage({ type: 'connected' });

let timer: NodeJS.Timeout | null = null;
/** This thread's pacing timer running late (the bots themselves the bottleneck): ticks > 50 ms late. */
let late = 0;
let maxLateMs = 0;
let lastTick = 0;
parentPort!.on('message', (m: { type: 'start' | 'measure' | 'stop' | 'close' }) => {
  if (m.type === 'start') {
    const nextAt = bots.map(() => performance.now() + Math.random() * 1000);
    lastTick = performance.now();
    timer = setInterval(() => {
      const t = performance.now();
      if (t - lastTick - 5 > 50) late++;
      maxLateMs = Math.max(maxLateMs, t - lastTick - 5);
      lastTick = t;
      for (let i = 0; i < bots.length; i++) {
        if (t < nextAt[i]) continue;
        if (bots[i].step()) nextAt[i] += 1000;
        else if (!bots[i].done) nextAt[i] = t + 5; // busy: try again shortly
      }
    }, 5);
    void warmupMs;
  } else if (m.type === 'measure') {
    for (const b of bots) {
      b.latencies.length = 0;
      b.errors = 0;
      b.rejects.length = 0;
      b.slow.length = 0;
    }
    stalls.take();
    gc.count = 0;
    gc.ms = 0;
    late = 0;
    maxLateMs = 0;
  } else if (m.type === 'stop') {
    if (timer) clearInterval(timer);
    // Let the last broadcasts arrive, then report.
    setTimeout(() => {
      parentPort!.postMessage({
        type: 'result',
        latencies: bots.flatMap((b) => b.latencies),
        errors: bots.reduce((s, b) => s + b.errors, 0) + bots.filter((b) => b.busy).length,
        rejects: bots.flatMap((b) => b.rejects),
        late,
        maxLateMs,
        slow: bots.flatMap((b) => b.slow),
        stalls: stalls.take(),
        gc,
      });
    }, 500);
  } else if (m.type === 'close') {
    for (const b of bots) b.close();
    parentPort!.close();
  }
});
