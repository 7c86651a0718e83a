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

/** What a `GCProfiler` profile (node:v8) says of one run's heap: what was allocated, kept and promoted, in bytes. */
export interface HeapFlow {
  /** Bytes allocated: the heap's growth between collections, and after the last up to `heapAtEnd`. */
  allocated: number;
  /** Bytes left in the young generation after each scavenge (objects that survived one), summed. */
  survived: number;
  /** The old space's growth across each scavenge (what outlived two: copied, later marked by a major GC), summed. */
  promoted: number;
  scavenges: number;
}

type SpaceStats = { spaceName: string; spaceUsedSize: number }[];
interface GcStat {
  gcType: string;
  beforeGC: { heapStatistics: { usedHeapSize: number }; heapSpaceStatistics: SpaceStats };
  afterGC: { heapStatistics: { usedHeapSize: number }; heapSpaceStatistics: SpaceStats };
}

/** The heap flow of a run from `heapAtStart` to `heapAtEnd` (used heap, bytes) over the collections of `profile`. */
export function heapFlow(
  profile: { statistics: readonly GcStat[] } | undefined,
  heapAtStart: number,
  heapAtEnd: number,
): HeapFlow {
  const space = (s: SpaceStats, n: string) => s.find((x) => x.spaceName === n)?.spaceUsedSize ?? 0;
  const f: HeapFlow = { allocated: 0, survived: 0, promoted: 0, scavenges: 0 };
  let prevUsed = heapAtStart;
  for (const g of profile?.statistics ?? []) {
    f.allocated += Math.max(0, g.beforeGC.heapStatistics.usedHeapSize - prevUsed);
    prevUsed = g.afterGC.heapStatistics.usedHeapSize;
    if (g.gcType !== 'Scavenge') continue;
    f.survived += space(g.afterGC.heapSpaceStatistics, 'new_space');
    f.promoted +=
      space(g.afterGC.heapSpaceStatistics, 'old_space') - space(g.beforeGC.heapSpaceStatistics, 'old_space');
    f.scavenges++;
  }
  f.allocated += Math.max(0, heapAtEnd - prevUsed);
  return f;
}
