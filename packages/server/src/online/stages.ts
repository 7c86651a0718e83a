/**
 * Where the time of an act goes, stage by stage (wall clock of each synchronous section), for the
 * benchmark's breakdown (bench/server-stages.bench.ts). Off unless STIKK_STAGES=1: then the server
 * prints the running totals as one line, `stages {json}`, on stdout when it receives SIGUSR2.
 */
export const STAGES = ['parse', 'validate', 'append', 'commit', 'views', 'encode', 'send'] as const;
export type Stage = (typeof STAGES)[number];

export const stageTimes = {
  enabled: process.env.STIKK_STAGES === '1',
  /** Acts acknowledged; acts refused as server-busy (their parsing is in the stage totals too). */
  acts: 0,
  busy: 0,
  /** Broadcast messages sent (updates); append batches committed (counted always). */
  messages: 0,
  batches: 0,
  ms: Object.fromEntries(STAGES.map((s) => [s, 0])) as Record<Stage, number>,
};

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

if (stageTimes.enabled) {
  process.on('SIGUSR2', () => {
    process.stdout.write(
      `stages ${JSON.stringify({ acts: stageTimes.acts, busy: stageTimes.busy, messages: stageTimes.messages, batches: stageTimes.batches, ms: stageTimes.ms })}\n`,
    );
  });
}
