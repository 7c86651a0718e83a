/**
 * Issue 22: the stalls of a thread's event loop, for the load benchmark's tail attribution
 * (bench/server-stalls.bench.ts). Off unless STIKK_STAGES=1. A 5-ms timer notes every turn
 * of the loop that kept it more than 10 ms, with what the thread did meanwhile: its time on a core
 * and waiting for one (/proc/thread-self/schedstat), its garbage collections (kind and overlap),
 * and the CPU of each stage of the act's hot path (online/stages.ts) that ran in it. Times are
 * epoch milliseconds (performance.timeOrigin + now) so that the bench can lay the server's stalls
 * beside its bots' slow acts. The main thread prints them as one line, `stalls {json}`, on
 * SIGUSR2 (after the `stages` line); a room worker returns them with its `stats`.
 */
import { readFileSync } from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';
import { STAGES, type Stage, stageTimes } from './stages.js';

/** One long turn of the loop: start (epoch ms), wall length, and where its time went (ms). */
export interface Stall {
  at: number;
  ms: number;
  /** On a core, and waiting for one (other threads or processes held the cores). */
  cpu: number;
  wait: number;
  /** Garbage collection inside the turn: scavenges, and mark-compacts (and their incremental steps). */
  gcMinor: number;
  gcMajor: number;
  /** CPU of the hot path's stages in the turn (process CPU: with room workers it includes theirs). */
  stages: Partial<Record<Stage, number>>;
}

/** A turn longer than this (ms) is a stall. */
export const STALL_MS = 10;
const TICK = 5;
const MAX = 20_000;

/** This thread's time on a core and waiting for one so far (ms), or null off Linux. */
export function schedstat(): [number, number] | null {
  try {
    const [on, wait] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ').map(Number);
    return [on / 1e6, wait / 1e6];
  } catch {
    return null;
  }
}

/**
 * Starts noting this thread's stalls (ticks of a 5-ms timer more than 10 ms apart, GC pauses);
 * `take()` returns those since the last call, with their GC overlap, and forgets them.
 */
export function watchStalls(stageCpu: () => Record<string, number> | null = () => null): {
  take(): Stall[];
} {
  const now = () => performance.timeOrigin + performance.now();
  const turns: Omit<Stall, 'gcMinor' | 'gcMajor'>[] = [];
  const gcs: [at: number, ms: number, major: boolean][] = [];
  let last = now();
  let lastSched = schedstat();
  let lastStages = { ...(stageCpu() ?? {}) };
  setInterval(() => {
    const t = now();
    const sched = schedstat();
    const st = stageCpu();
    if (t - last > STALL_MS + TICK && turns.length < MAX) {
      const stages: Partial<Record<Stage, number>> = {};
      if (st)
        for (const s of STAGES) {
          const d = (st[s] ?? 0) - (lastStages[s] ?? 0);
          if (d > 0.05) stages[s] = Math.round(d * 100) / 100;
        }
      turns.push({
        at: last,
        ms: t - last,
        cpu: sched && lastSched ? sched[0] - lastSched[0] : Number.NaN,
        wait: sched && lastSched ? sched[1] - lastSched[1] : Number.NaN,
        stages,
      });
    }
    last = t;
    lastSched = sched;
    if (st) lastStages = { ...st };
  }, TICK).unref();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.duration < 0.5 || gcs.length >= MAX) continue;
      const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      const major = kind === constants.NODE_PERFORMANCE_GC_MAJOR || kind === constants.NODE_PERFORMANCE_GC_INCREMENTAL;
      gcs.push([performance.timeOrigin + e.startTime, e.duration, major]);
    }
  }).observe({ entryTypes: ['gc'] });
  return {
    take() {
      const out = turns.map((s) => {
        let gcMinor = 0;
        let gcMajor = 0;
        for (const [at, ms, major] of gcs) {
          const overlap = Math.min(at + ms, s.at + s.ms) - Math.max(at, s.at);
          if (overlap <= 0) continue;
          if (major) gcMajor += overlap;
          else gcMinor += overlap;
        }
        return { ...s, gcMinor, gcMajor };
      });
      turns.length = 0;
      gcs.length = 0;
      return out;
    },
  };
}

/** The running process's stall watch (STIKK_STAGES=1), over the stage CPU totals of this thread. */
export const stalls = stageTimes.enabled ? watchStalls(() => stageTimes.ms) : null;

if (stalls && isMainThread)
  process.on('SIGUSR2', () => {
    // After the stages line (its listener was registered first, when stages.ts loaded).
    process.stdout.write(`stalls ${JSON.stringify(stalls.take())}\n`);
  });
