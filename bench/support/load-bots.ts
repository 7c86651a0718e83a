// A worker thread of bot tables for the load benchmarks (bench/support/load.ts): connects its
// share of the tables, makes one act per table per second at each table's own phase, and reports
// act-to-broadcast latencies, errors and refusal codes when told to stop. Running the bots in
// workers keeps them from competing with the timer that paces them. The tables are the lean
// `LoadTable`s (load-table.ts), paced by one timer wheel: a 5-ms tick visits only the tables due.
import { PerformanceObserver } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { watchStalls } from '../../packages/server/src/online/stalls.js';
import { LoadMux, LoadTable } from './load-table.js';

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
  /** Each table starts at its own random moment within this many ms of the start (0: all at once). */
  staggerMs: number;
  /**
   * Note this thread's stalls (bench/server-stalls): a 5-ms timer reading /proc each tick, about a
   * tenth of a bot thread's CPU at 1,000 tables — off for the other benches.
   */
  stalls: boolean;
}
const { url, tables, warmupMs, mux, muxSeats, deltas, staggerMs, stalls: watch } = workerData as Setup;
// With deltas the bots fold card notes as the web client does (`notes` on joining); STIKK_BENCH_NOTES=0: not.
const bots = tables.map(
  (t) => new LoadTable(url, t.id, t.tokens, deltas, deltas && process.env.STIKK_BENCH_NOTES !== '0'),
);
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
    const one = muxSeats ? new LoadMux(url) : null;
    const group = one
      ? { N: one, E: one, S: one, W: one }
      : { N: new LoadMux(url), E: new LoadMux(url), S: new LoadMux(url), W: new LoadMux(url) };
    await Promise.all([...new Set(Object.values(group))].map((m) => m.opened));
    await Promise.all(bots.slice(i, i + mux).map((b) => b.connect(group)));
  }
} else await inBatches(bots, 50, (b) => b.connect());
parentPort!.postMessage({ type: 'connected' });

let timer: NodeJS.Timeout | null = null;
/** This thread's pacing timer running late (the bots themselves the bottleneck): ticks > 50 ms late. */
let late = 0;
let maxLateMs = 0;
let lastTick = 0;
/** The timer wheel's tick (ms) and its slots: one second's worth, each the tables due in that tick. */
const TICK = 5;
const SLOTS = 1000 / TICK;
parentPort!.on('message', (m: { type: 'start' | 'measure' | 'stop' | 'close' }) => {
  if (m.type === 'start') {
    const start = performance.now();
    // Each table at its own random phase in the second; a table that acted stays in its slot (due
    // again one turn of the wheel later), one that could not moves to the next slot (busy: shortly).
    const wheel: number[][] = Array.from({ length: SLOTS }, () => []);
    for (let i = 0; i < bots.length; i++) wheel[Math.floor(Math.random() * SLOTS)].push(i);
    // Each table's first act (ms after the start): with a stagger, not before its own moment (it keeps its slot).
    const startAt = bots.map(() => Math.random() * staggerMs);
    let next = 0; // ticks since start: the next slot to visit is next % SLOTS
    lastTick = start;
    timer = setInterval(() => {
      const t = performance.now();
      if (t - lastTick - TICK > 50) late++;
      maxLateMs = Math.max(maxLateMs, t - lastTick - TICK);
      lastTick = t;
      // Every slot whose time has come (a late tick catches up on those it missed).
      for (const due = Math.floor((t - start) / TICK); next <= due; next++) {
        const slot = wheel[next % SLOTS];
        const later = wheel[(next + 1) % SLOTS];
        let kept = 0;
        for (let j = 0; j < slot.length; j++) {
          const i = slot[j];
          const b = bots[i];
          if (t - start < startAt[i] || b.step(t)) slot[kept++] = i;
          else if (!b.done) later.push(i);
        }
        slot.length = kept;
      }
    }, TICK);
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
