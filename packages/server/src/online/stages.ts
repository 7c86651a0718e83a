/**
 * Where the time of an act goes, stage by stage (wall clock of each synchronous section), for the
 * benchmark's breakdown (bench/server-stages.bench.ts). Off unless STIKK_STAGES=1: then the server
 * prints the running totals as one line, `stages {json}`, on stdout when it receives SIGUSR2.
 */
import { readFileSync } from 'node:fs';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

export const STAGES = ['parse', 'validate', 'append', 'commit', 'views', 'encode', 'send'] as const;
export type Stage = (typeof STAGES)[number];

/** Upper bounds (ms) of the commit-time histogram (`stageTimes.pg.hist`); the last catches the rest. */
export const COMMIT_BOUNDS = [2, 5, 10, 20, 50, 100, 250, 1e9] as const;

export const stageTimes = {
  enabled: process.env.STIKK_STAGES === '1',
  /** Acts acknowledged; acts refused as server-busy (their parsing is in the stage totals too). */
  acts: 0,
  busy: 0,
  /** Broadcast messages sent (updates); append batches committed (counted always). */
  messages: 0,
  batches: 0,
  /** SQLite, journalled: batches that found the write lock held (by the journal's move) and were tried again. */
  lockWaits: 0,
  ms: Object.fromEntries(STAGES.map((s) => [s, 0])) as Record<Stage, number>,
  /** Acts refused as server-busy, by cause (online/rooms.ts `busy`): loop lag, view workers, backlog, commit wait. */
  busyWhy: { lag: 0, views: 0, backlog: 0, db: 0 },
  /**
   * PostgreSQL group commit (online/appender.ts): batches and rows, the wall time from a batch's
   * send to its commit (ms; total, and a histogram by upper bound), and batches that found every
   * allowed one already in flight (`full`).
   */
  pg: { batches: 0, rows: 0, wallMs: 0, full: 0, hist: Object.fromEntries(COMMIT_BOUNDS.map((b) => [b, 0])) },
};

/** Notes one PostgreSQL batch of `rows` rows committed in `ms` ms (wall clock, send to commit). */
export function notePgBatch(rows: number, ms: number): void {
  const pg = stageTimes.pg;
  pg.batches++;
  pg.rows += rows;
  pg.wallMs += ms;
  for (const b of COMMIT_BOUNDS)
    if (ms <= b) {
      pg.hist[b]++;
      break;
    }
}

/**
 * The process's CPU time in ms (user + system, getrusage): unlike the wall clock it does not
 * count time the process waited for a core, so the stages add up on a busy machine too.
 */
export function clock(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Adds the CPU time since `t0` (`clock()`) to `stage`; returns the clock now, to chain stages. */
export function lap(stage: Stage, t0: number): number {
  const t = clock();
  stageTimes.ms[stage] += t - t0;
  return t;
}

/**
 * Where the wall-clock time of the main thread went while the event loop ran late (diagnosis of
 * `server-busy` refusals): for every 20 ms tick that ran more than 50 ms late, the thread's time on
 * a core, waiting for a core (run queue) and off any core (blocked: disk, or idle) over that
 * interval, from /proc/thread-self/schedstat (Linux; STIKK_STAGES=1 only); and GC pauses.
 */
export const lagTimes = {
  ticks: 0,
  late: 0,
  wallMs: 0,
  cpuMs: 0,
  runQueueMs: 0,
  maxLateMs: 0,
  gcMs: 0,
  gcMax: 0,
  /** Scavenges, and mark-compacts with their time and longest pause (ms). */
  minorGcs: 0,
  majorGcs: 0,
  majorMs: 0,
  majorMax: 0,
};

function schedstat(): [number, number] | null {
  try {
    const [on, wait] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ').map(Number);
    return [on / 1e6, wait / 1e6];
  } catch {
    return null;
  }
}

if (stageTimes.enabled) {
  const TICK = 20;
  let last = performance.now();
  let lastSched = schedstat();
  setInterval(() => {
    const t = performance.now();
    const sched = schedstat();
    const late = t - last - TICK;
    lagTimes.ticks++;
    if (late > 50 && sched && lastSched) {
      lagTimes.late++;
      lagTimes.wallMs += t - last;
      lagTimes.cpuMs += sched[0] - lastSched[0];
      lagTimes.runQueueMs += sched[1] - lastSched[1];
      lagTimes.maxLateMs = Math.max(lagTimes.maxLateMs, late);
    }
    last = t;
    lastSched = sched;
  }, TICK).unref();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      lagTimes.gcMs += e.duration;
      lagTimes.gcMax = Math.max(lagTimes.gcMax, e.duration);
      const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        lagTimes.majorGcs++;
        lagTimes.majorMs += e.duration;
        lagTimes.majorMax = Math.max(lagTimes.majorMax, e.duration);
      } else if (kind === constants.NODE_PERFORMANCE_GC_MINOR) lagTimes.minorGcs++;
    }
  }).observe({ entryTypes: ['gc'] });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  process.on('SIGUSR2', () => {
    const loop = {
      p50: delay.percentile(50) / 1e6,
      p99: delay.percentile(99) / 1e6,
      max: delay.max / 1e6,
    };
    delay.reset();
    process.stdout.write(
      `stages ${JSON.stringify({ ...stageTimes, enabled: undefined, lag: { ...lagTimes, loop } })}\n`,
    );
  });
}
