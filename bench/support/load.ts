// The online-table load driver behind bench/server-load and bench/server-stages: N tables × 4 bot
// seats over loopback, one act per table per second, the server in a child process (SQLite in a
// temp folder; PostgreSQL with STIKK_BENCH_DB=postgres — a throwaway cluster — or DATABASE_URL).
// The bots run in worker threads of this process, so their CPU is reported apart from the server's.
import { createWriteStream, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { Http } from '../../packages/server/test/support/http.js';
import { percentile } from '../../packages/server/test/support/bots.js';
import {
  freePort,
  pgSkipReason,
  startPostgres,
  tempDir,
  type PgCluster,
} from '../../packages/server/test/support/servers.js';
import { killHard, spawnServer } from '../../packages/server/test/support/child.js';
import { type lagTimes, STAGES } from '../../packages/server/src/online/stages.js';
import type { Stall } from '../../packages/server/src/online/stalls.js';

/** One result line; a value under 1 (a CPU time per act in ms, say) with three decimals, else two. */
export const out = (name: string, value: number, unit: string) =>
  console.log(
    JSON.stringify({
      name,
      value: Math.abs(value) < 1 ? Math.round(value * 1000) / 1000 : Math.round(value * 100) / 100,
      unit,
    }),
  );

/** CPU time (user + system, ms) used so far by a process, from /proc (Linux); NaN elsewhere. */
export function cpuMs(pid: number, thread = false): number {
  try {
    // `thread`: the process's main thread alone (its task has the process's id), not its workers.
    const f = readFileSync(thread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8')
      .split(') ')[1]
      .split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // clock ticks, USER_HZ = 100
  } catch {
    return NaN;
  }
}

/** Counter by counter, `b` − `a`. */
const minus = (b: Record<string, number>, a: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(b).map(([k, v]) => [k, v - (a[k] ?? 0)]));

async function inBatches<T>(items: T[], size: number, fn: (x: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

export interface LoadResult {
  latencies: number[];
  errors: number;
  rejects: string[];
  serverCpuMs: number;
  /** The server's main thread alone (sockets, parsing, checks, the append); the rest is its room workers. */
  mainCpuMs: number;
  /** CPU of the bench's own PostgreSQL cluster (all its processes) over the measurement; absent on SQLite. */
  dbCpuMs?: number;
  /** PostgreSQL: what the database did over the measurement (`pgWatch`); absent on SQLite. */
  pg?: PgActivity;
  botCpuMs: number;
  measureMs: number;
  /** With `stages`: the server's per-stage totals over the measurement (ms), acts and messages. */
  stages?: {
    acts: number;
    busy: number;
    messages: number;
    batches: number;
    ms: Record<string, number>;
    /** Busy refusals by cause; PostgreSQL group-commit batches (online/stages.ts `stageTimes`). */
    busyWhy: Record<string, number>;
    pg: { batches: number; rows: number; wallMs: number; full: number; hist: Record<string, number> };
    /** The server's late ticks over the measurement (stages.ts `lagTimes`) and its loop delay (ms). */
    lag?: typeof lagTimes & { loop?: Record<string, number> };
  };
  /** The bot threads' own pacing timer: ticks more than 50 ms late, and the latest (ms). */
  botLate?: { late: number; maxLateMs: number };
  /** The bot threads' garbage collections over the measurement (all threads): count and time (ms). */
  botGc?: { count: number; ms: number };
  /**
   * With `stages`: the event-loop stalls over the measurement (online/stalls.ts) of the server's
   * main thread, its room workers and each bot thread, and the slow acts (sent at, epoch ms;
   * latency; bot thread), for bench/server-stalls.
   */
  stalls?: {
    from: number;
    to: number;
    server: Stall[];
    workers: Stall[];
    bots: Stall[][];
    slow: [at: number, ms: number, thread: number][];
  };
}

let cluster: PgCluster | null | undefined;
/**
 * The load benches' shared settings from the environment. STIKK_BENCH_TABLES: table counts (comma
 * list). STIKK_BENCH_MUX=k: the bots share sockets, each carrying one seat of k tables (a bot process
 * or a club PC running several tables; figures named `.mux-k`); with STIKK_BENCH_MUX_SEATS=1 one socket
 * carries all four seats of its k tables (`.mux-kx4`, e.g. `.mux-50x4`). Default 0: a socket per seat.
 * STIKK_BENCH_DELTAS=1: the bots join with `deltas` and `notes`, as the web client does (`.deltas.notes`), folding
 * each ordinary card's note; STIKK_BENCH_NOTES=0: with `deltas` alone (`.deltas`).
 * STIKK_ROOM_WORKERS=k (passed on to the server): views built on k worker threads (`.workers-k`).
 * STIKK_BENCH_STAGGER_MS=t: each table starts at its own random moment within the first t ms (players sitting down
 * over a while), the warm-up lengthened by t (`.stagger-t`); by default every table starts at once, in step.
 * `db` is `postgres.` with STIKK_BENCH_DB=postgres or DATABASE_URL; `mode` names the rest.
 */
export function loadKnobs(defaultTables: string) {
  const env = process.env;
  const mux = Number(env.STIKK_BENCH_MUX ?? 0);
  if (!Number.isInteger(mux) || mux < 0)
    throw new Error(`STIKK_BENCH_MUX: "${env.STIKK_BENCH_MUX}" is not a whole number of tables per socket`);
  const muxSeats = mux > 0 && env.STIKK_BENCH_MUX_SEATS === '1';
  const deltas = env.STIKK_BENCH_DELTAS === '1';
  const roomWorkers = Number(env.STIKK_ROOM_WORKERS ?? 0);
  const staggerMs = Number(env.STIKK_BENCH_STAGGER_MS ?? 0);
  if (!Number.isInteger(staggerMs) || staggerMs < 0)
    throw new Error(`STIKK_BENCH_STAGGER_MS: "${env.STIKK_BENCH_STAGGER_MS}" is not a whole number of milliseconds`);
  return {
    sizes: (env.STIKK_BENCH_TABLES ?? defaultTables).split(',').map(Number),
    mux,
    muxSeats,
    deltas,
    staggerMs,
    db: env.DATABASE_URL || env.STIKK_BENCH_DB === 'postgres' ? 'postgres.' : '',
    // The sockets' sharing as set: `mux-50x4.` is 50 tables, all four seats, on each socket.
    mode: `${env.STIKK_BENCH_BUILT === '1' ? 'built.' : ''}${roomWorkers > 0 ? `workers-${roomWorkers}.` : ''}${
      mux > 0 ? `mux-${mux}${muxSeats ? 'x4' : ''}.` : ''
    }${deltas ? 'deltas.' : ''}${deltas && env.STIKK_BENCH_NOTES !== '0' ? 'notes.' : ''}${
      staggerMs > 0 ? `stagger-${staggerMs}.` : ''
    }`,
  };
}

/**
 * STIKK_BENCH_DB=postgres: starts the throwaway cluster (loopback, temp folder; fsync and
 * synchronous_commit on as in production, STIKK_BENCH_PG_FSYNC=off as the tests run it; STIKK_BENCH_PG_SETTINGS
 * more settings, `pgSettingsArgs`) and
 * returns null, or why it cannot run (no PostgreSQL binaries, say). Other databases: null.
 */
export async function postgresUnavailable(): Promise<string | null> {
  if (process.env.DATABASE_URL || process.env.STIKK_BENCH_DB !== 'postgres') return null;
  if (cluster === undefined)
    cluster = await startPostgres({
      durable: process.env.STIKK_BENCH_PG_FSYNC !== 'off',
      settings: process.env.STIKK_BENCH_PG_SETTINGS,
    });
  return cluster ? null : pgSkipReason();
}
/** CPU (ms) used so far by the bench's own PostgreSQL cluster, per process id; empty without one. */
function clusterCpu(): Map<number, number> {
  return new Map((cluster?.pids() ?? []).map((p) => [p, cpuMs(p)]));
}
/** CPU the cluster used between two `clusterCpu` readings (processes gone in between are not counted). */
function cpuBetween(a: Map<number, number>, b: Map<number, number>): number {
  let sum = 0;
  for (const [p, ms] of b) if (Number.isFinite(ms)) sum += ms - (a.get(p) ?? 0);
  return sum;
}
/** A fresh database URL when the bench runs on PostgreSQL, else undefined (SQLite). */
async function databaseUrl(n: number): Promise<string | undefined> {
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `stikk_load_${n}_${Date.now() % 1e8}`;
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    return u.toString();
  }
  if (process.env.STIKK_BENCH_DB !== 'postgres') return undefined;
  const why = await postgresUnavailable();
  if (why !== null || !cluster)
    throw new Error(`STIKK_BENCH_DB=postgres: could not start a PostgreSQL cluster (${why})`);
  return cluster.createDb(`load_${n}_${Date.now() % 1e8}`);
}
export function stopPostgres(): void {
  cluster?.stop();
  cluster = undefined;
}

/**
 * What PostgreSQL did over a measurement, from its statistics views: transactions committed, WAL
 * records, full-page images, bytes, writes and flushes (with their time when track_wal_io_timing is
 * on, as the bench's own cluster sets it), and what its processes were doing, sampled every 50 ms
 * from pg_stat_activity (`backend type/state/wait event [statement]` → samples; idle connections not counted).
 */
export interface PgActivity {
  commits: number;
  rollbacks: number;
  walRecords: number;
  walFpi: number;
  walBytes: number;
  walWrites: number;
  walSyncs: number;
  walWriteMs: number;
  walSyncMs: number;
  samples: number;
  waits: Record<string, number>;
}

const PG_COUNTERS = `SELECT d.xact_commit AS commits, d.xact_rollback AS rollbacks, w.wal_records AS "walRecords",
  w.wal_fpi AS "walFpi", w.wal_bytes AS "walBytes", w.wal_write AS "walWrites", w.wal_sync AS "walSyncs",
  w.wal_write_time AS "walWriteMs", w.wal_sync_time AS "walSyncMs"
  FROM pg_stat_database d, pg_stat_wal w WHERE d.datname = current_database()`;
const PG_ACTIVITY = `SELECT backend_type, state, wait_event_type, wait_event, left(query, 40) AS query FROM pg_stat_activity
  WHERE pid <> pg_backend_pid() AND (datname = current_database() OR datname IS NULL)`;

/** Starts watching the database at `url`; `stop()` returns what it did since (`PgActivity`). */
async function pgWatch(url: string): Promise<{ stop(): Promise<PgActivity> }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  // The WAL's write and flush times (superuser; the bench's own cluster): for walWriteMs / walSyncMs.
  await c
    .query('ALTER SYSTEM SET track_wal_io_timing = on')
    .then(() => c.query('SELECT pg_reload_conf()'))
    .catch(() => undefined);
  const counters = async () => {
    const r = (await c.query(PG_COUNTERS)).rows[0] as Record<string, string | number>;
    return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])) as Record<string, number>;
  };
  const c0 = await counters();
  const waits: Record<string, number> = {};
  let samples = 0;
  let stopped = false;
  const sampling = (async () => {
    while (!stopped) {
      const rows = (await c.query(PG_ACTIVITY)).rows as Record<string, string | null>[];
      samples++;
      for (const r of rows) {
        if (r.state === 'idle') continue; // a pool connection waiting for the server's next statement
        const what = r.backend_type === 'client backend' ? ` [${r.query}]` : '';
        const key = `${r.backend_type}/${r.state ?? '-'}/${r.wait_event_type ?? 'CPU'}:${r.wait_event ?? ''}${what}`;
        waits[key] = (waits[key] ?? 0) + 1;
      }
      await new Promise((res) => setTimeout(res, 50));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await sampling;
      const c1 = await counters();
      await c.end();
      const d = Object.fromEntries(Object.keys(c1).map((k) => [k, c1[k] - c0[k]])) as Record<string, number>;
      return { ...(d as unknown as Omit<PgActivity, 'samples' | 'waits'>), samples, waits };
    },
  };
}

/**
 * Prints what PostgreSQL did per act over a run (`r.pg`): commits (the server's transactions: the
 * group commit's batches and every other write), WAL records, full-page images and bytes, WAL
 * flushes per second and their mean time, and on stderr the sampled activity of its processes
 * (share of samples a process was seen in each state/wait: e.g. `IO:WALSync`, `LWLock:WALWrite`).
 */
export function reportPg(name: string, r: LoadResult): void {
  const p = r.pg;
  if (!p) return;
  const acts = Math.max(1, r.latencies.length);
  out(`${name}.db-commits-per-act`, p.commits / acts, 'commits');
  out(`${name}.db-wal-records-per-act`, p.walRecords / acts, 'records');
  out(`${name}.db-wal-fpi-per-act`, p.walFpi / acts, 'pages');
  out(`${name}.db-wal-bytes-per-act`, p.walBytes / acts, 'B');
  out(`${name}.db-wal-flushes-per-second`, p.walSyncs / (r.measureMs / 1000), '/s');
  out(`${name}.db-wal-flush-ms`, p.walSyncs ? p.walSyncMs / p.walSyncs : 0, 'ms');
  const shares = Object.entries(p.waits)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${Math.round((v / Math.max(1, p.samples)) * 100) / 100}`);
  process.stderr.write(`${name} PostgreSQL processes per sample (${p.samples} samples): ${shares.join(', ')}\n`);
}

/** Refuses to measure a stale build: a workspace source file newer than its package's last build. */
function assertBuilt(): void {
  const root = fileURLToPath(new URL('../../packages/', import.meta.url));
  for (const pkg of ['core', 'laws', 'scoring', 'movements', 'formats', 'dds', 'server']) {
    const info = join(root, pkg, 'tsconfig.tsbuildinfo');
    const builtAt = existsSync(info) ? statSync(info).mtimeMs : 0;
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.endsWith('.ts') && statSync(p).mtimeMs > builtAt)
          throw new Error(`STIKK_BENCH_BUILT=1: ${p} is newer than the last build of ${pkg}; run npx tsc -b`);
      }
    };
    if (existsSync(join(root, pkg, 'src'))) walk(join(root, pkg, 'src'));
  }
}

export async function runLoad(
  n: number,
  opts: {
    warmupMs: number;
    measureMs: number;
    stages?: boolean;
    profileDir?: string;
    workers?: number;
    /** Tables per multiplexed bot socket (one seat of each); 0 or absent: one socket per seat. */
    mux?: number;
    /** With `mux`: one socket carries all four seats of its tables. */
    muxSeats?: boolean;
    /** The bots join with `deltas`: updates carry what changed, not whole views. */
    deltas?: boolean;
    /** Each table starts at its own random moment within this many ms (the warm-up waits that much more). */
    staggerMs?: number;
  },
): Promise<LoadResult> {
  const dir = tempDir('stikk-load-');
  const env: Record<string, string> = {
    PORT: String(await freePort()),
    STIKK_DATA: dir,
    // One account creates every table of the run: the per-account and per-address caps (config.ts) lifted.
    STIKK_ONLINE_TABLES_PER_HOUR: '10000000',
    STIKK_ONLINE_TABLES_PER_DAY: '10000000',
    STIKK_ONLINE_TABLES_PER_HOUR_PER_ADDRESS: '10000000',
  };
  const db = await databaseUrl(n);
  if (db) env.DATABASE_URL = db;
  if (opts.stages) env.STIKK_STAGES = '1';
  // STIKK_BENCH_NODE_ARGS: extra node options for the server (e.g. --max-semi-space-size=32).
  const nodeArgs = [
    ...(process.env.STIKK_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ...(opts.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.profileDir}`] : []),
  ];
  // STIKK_BENCH_BUILT=1: the compiled server (dist, as in production; run `npx tsc -b` first), not
  // the TypeScript sources through tsx (its transform adds work to every call on the hot path).
  const built = process.env.STIKK_BENCH_BUILT === '1';
  if (built) assertBuilt();
  const { child, url } = await spawnServer(env, nodeArgs, { built });
  const stageLines: string[] = [];
  const stallLines: string[] = [];
  const workerStalls: Stall[] = [];
  let partial = '';
  // STIKK_BENCH_SERVER_LOG=file: the server's stdout and stderr (e.g. --trace-gc lines) go there too.
  const log = process.env.STIKK_BENCH_SERVER_LOG ? createWriteStream(process.env.STIKK_BENCH_SERVER_LOG) : null;
  if (log) child.stderr!.on('data', (d: Buffer) => log.write(d));
  child.stdout!.on('data', (d: Buffer) => {
    log?.write(d);
    const lines = (partial + d.toString()).split('\n');
    partial = lines.pop()!; // a line longer than one chunk continues in the next
    for (const l of lines)
      if (l.startsWith('stages ')) stageLines.push(l.slice(7));
      else if (l.startsWith('stalls ')) stallLines.push(l.slice(7));
      else if (l.startsWith('stalls-worker ')) workerStalls.push(...(JSON.parse(l.slice(14)) as Stall[]));
  });
  const snapshot = async (): Promise<NonNullable<LoadResult['stages']>> => {
    const before = stageLines.length;
    const stallsBefore = stallLines.length;
    child.kill('SIGUSR2');
    const t0 = Date.now();
    while ((stageLines.length === before || stallLines.length === stallsBefore) && Date.now() - t0 < 10_000)
      await new Promise((r) => setTimeout(r, 20));
    return JSON.parse(stageLines[stageLines.length - 1]);
  };
  const workers: Worker[] = [];
  try {
    const owner = new Http(url);
    await owner.ok('POST', '/api/auth/register', { email: 'bench@x.no', password: 'bench-pass', name: 'Bench' });
    const tables: { id: number; tokens: Record<'N' | 'E' | 'S' | 'W', string> }[] = [];
    await inBatches(
      Array.from({ length: n }, (_, i) => i),
      20,
      async (i) => {
        const t = await owner.ok('POST', '/api/online/tables', { boards: [1, 2, 3, 4], seed: `load-${i}` });
        tables.push({ id: t.id, tokens: t.tokens });
      },
    );
    const k = Math.max(1, Math.min(opts.workers ?? 2, n));
    const results: Promise<{
      latencies: number[];
      errors: number;
      rejects: string[];
      late: number;
      maxLateMs: number;
      slow: [number, number][];
      stalls: Stall[];
      gc: { count: number; ms: number };
    }>[] = [];
    for (let w = 0; w < k; w++) {
      const worker = new Worker(new URL('./load-bots.mjs', import.meta.url), {
        workerData: {
          url,
          tables: tables.filter((_, i) => i % k === w),
          warmupMs: opts.warmupMs,
          mux: opts.mux ?? 0,
          muxSeats: opts.muxSeats ?? false,
          deltas: opts.deltas ?? false,
          staggerMs: opts.staggerMs ?? 0,
          stalls: opts.stages ?? false,
        },
      });
      workers.push(worker);
    }
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            w.once('error', reject);
            w.on('message', function onMsg(m: { type: string }) {
              if (m.type === 'connected') {
                w.off('message', onMsg);
                resolve();
              }
            });
          }),
      ),
    );
    for (const w of workers) w.postMessage({ type: 'start' });
    await new Promise((r) => setTimeout(r, opts.warmupMs + (opts.staggerMs ?? 0)));
    for (const w of workers) w.postMessage({ type: 'measure' });
    const cpu0 = cpuMs(child.pid!);
    const main0 = cpuMs(child.pid!, true);
    const db0 = clusterCpu();
    const watch = db ? await pgWatch(db) : null;
    const bots0 = process.cpuUsage();
    const st0 = opts.stages ? await snapshot() : undefined;
    const m0 = performance.now();
    const from = performance.timeOrigin + m0;
    await new Promise((r) => setTimeout(r, opts.measureMs));
    const st1 = opts.stages ? await snapshot() : undefined;
    const to = performance.timeOrigin + performance.now();
    const measureMs = performance.now() - m0;
    const serverCpuMs = cpuMs(child.pid!) - cpu0;
    const mainCpuMs = cpuMs(child.pid!, true) - main0;
    const dbCpuMs = db0.size ? cpuBetween(db0, clusterCpu()) : undefined;
    const pgActivity = watch ? await watch.stop() : undefined;
    const botCpu = process.cpuUsage(bots0);
    for (const w of workers) {
      results.push(
        new Promise((resolve) =>
          w.on(
            'message',
            (m: {
              type: string;
              latencies: number[];
              errors: number;
              rejects: string[];
              late: number;
              maxLateMs: number;
              slow: [number, number][];
              stalls: Stall[];
              gc: { count: number; ms: number };
            }) => {
              if (m.type === 'result') resolve(m);
            },
          ),
        ),
      );
      w.postMessage({ type: 'stop' });
    }
    const rs = await Promise.all(results);
    // STIKK_BENCH_SLOW_FILE=file: the measured acts slower than 20 ms, one line each (ms after the measuring window
    // opened, latency ms, bot thread), to see when the tail happens (spread out, or in bursts).
    if (process.env.STIKK_BENCH_SLOW_FILE)
      writeFileSync(
        process.env.STIKK_BENCH_SLOW_FILE,
        rs
          .flatMap((r, i) => r.slow.filter(([at]) => at >= from && at < to).map(([at, ms]) => [at - from, ms, i]))
          .sort((a, b) => a[0] - b[0])
          .map((x) => `${x[0].toFixed(0)} ${x[1].toFixed(1)} ${x[2]}\n`)
          .join(''),
      );
    const stages =
      st0 && st1
        ? {
            acts: st1.acts - st0.acts,
            busy: st1.busy - st0.busy,
            messages: st1.messages - st0.messages,
            batches: st1.batches - st0.batches,
            ms: Object.fromEntries(STAGES.map((s) => [s, st1.ms[s] - st0.ms[s]])),
            busyWhy: minus(st1.busyWhy, st0.busyWhy),
            pg: {
              batches: st1.pg.batches - st0.pg.batches,
              rows: st1.pg.rows - st0.pg.rows,
              wallMs: st1.pg.wallMs - st0.pg.wallMs,
              full: st1.pg.full - st0.pg.full,
              hist: minus(st1.pg.hist, st0.pg.hist),
            },
            ...(st1.lag && st0.lag
              ? {
                  lag: {
                    // The counters over the measurement (differences); the maxima below are since the start.
                    ...(Object.fromEntries(
                      Object.entries(st1.lag)
                        .filter(([, v]) => typeof v === 'number')
                        .map(([k, v]) => [k, (v as number) - (st0.lag?.[k as keyof typeof lagTimes] ?? 0)]),
                    ) as typeof lagTimes),
                    maxLateMs: st1.lag.maxLateMs,
                    gcMax: st1.lag.gcMax,
                    majorMax: st1.lag.majorMax,
                    loop: st1.lag.loop,
                  },
                }
              : {}),
          }
        : undefined;
    return {
      latencies: rs.flatMap((r) => r.latencies),
      errors: rs.reduce((s, r) => s + r.errors, 0),
      rejects: rs.flatMap((r) => r.rejects),
      serverCpuMs,
      mainCpuMs,
      ...(dbCpuMs !== undefined ? { dbCpuMs } : {}),
      ...(pgActivity ? { pg: pgActivity } : {}),
      botCpuMs: (botCpu.user + botCpu.system) / 1000,
      measureMs,
      botLate: { late: rs.reduce((s, r) => s + r.late, 0), maxLateMs: Math.max(...rs.map((r) => r.maxLateMs)) },
      botGc: { count: rs.reduce((s, r) => s + r.gc.count, 0), ms: rs.reduce((s, r) => s + r.gc.ms, 0) },
      ...(stages ? { stages } : {}),
      ...(opts.stages
        ? {
            stalls: {
              from,
              to,
              server: stallLines.length ? (JSON.parse(stallLines[stallLines.length - 1]) as Stall[]) : [],
              workers: workerStalls.filter((x) => x.at >= from && x.at < to),
              bots: rs.map((r) => r.stalls.filter((x) => x.at >= from && x.at < to)),
              slow: rs.flatMap((r, i) =>
                r.slow.filter(([at]) => at < to).map(([at, ms]) => [at, ms, i] as [number, number, number]),
              ),
            },
          }
        : {}),
    };
  } finally {
    for (const w of workers) w.postMessage({ type: 'close' });
    await Promise.all(
      workers.map(
        (w) =>
          new Promise((r) => {
            w.once('exit', r);
            setTimeout(r, 2000);
          }),
      ),
    );
    if (opts.profileDir && child.exitCode === null) {
      // A clean exit writes the profile.
      await new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
        setTimeout(r, 30_000);
      });
    }
    await killHard(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

export { percentile };
