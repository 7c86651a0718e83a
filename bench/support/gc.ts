/**
 * Garbage collections of this thread while counting is on (the in-process server benches): scavenges
 * (minor) and mark-compacts (major) with their time, everything else (incremental marking steps,
 * weak-callback processing) in the total time only, and the longest pause of any kind.
 */
import { constants, PerformanceObserver } from 'node:perf_hooks';

/** What `gcCounter` has seen since counting was turned on. */
export interface GcCounts {
  minor: number;
  major: number;
  minorMs: number;
  majorMs: number;
  /** Every collection's time, ms. */
  ms: number;
  maxMs: number;
}

/** Observes this thread's collections; only those while `counting` is true are counted. */
export function gcCounter(): { counts: GcCounts; counting: boolean } {
  const c = { counts: { minor: 0, major: 0, minorMs: 0, majorMs: 0, ms: 0, maxMs: 0 }, counting: false };
  new PerformanceObserver((list) => {
    if (!c.counting) return;
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        c.counts.major++;
        c.counts.majorMs += e.duration;
      } else if (kind === constants.NODE_PERFORMANCE_GC_MINOR) {
        c.counts.minor++;
        c.counts.minorMs += e.duration;
      }
      c.counts.ms += e.duration;
      c.counts.maxMs = Math.max(c.counts.maxMs, e.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  return c;
}
