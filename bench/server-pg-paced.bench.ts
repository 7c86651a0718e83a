// Issue 22, PostgreSQL: the server's group commit (online/appender.ts, the real class) fed at the live tables'
// pace, apart from the rest of the server — acts arrive spread over time (one timer turn a millisecond, as the
// sockets' reads do), not in ready-made batches as in bench/server-pg-append. What a batch costs per act depends
// on how many acts share it, and that depends on how the appender gathers them; this bench compares ways of
// gathering, alternated in slices of a few seconds so that all see the same minutes of a shared machine.
// A throwaway cluster on loopback (fsync and synchronous_commit on, as in production), migrated to the latest;
// a LISTEN connection in this process receives the announcements, as a server node does (and skips its own).
// Reported per way: acts, batches and announcements per act, CPU per act of this process (the appender, `pg`, the
// pacing) and of the cluster, and each act's time from append to commit (p50, p99, max; wall clock, so noisy
// on a busy machine: give the load average with it).
//   STIKK_BENCH_PG_RATE acts per second (default 1000: 1,000 tables at one act a second),
//   STIKK_BENCH_PG_TABLES tables (default 1000), STIKK_BENCH_PG_SLICE_MS per way and round (default 3000),
//   STIKK_BENCH_PG_ROUNDS rounds (default 4), STIKK_BENCH_PG_WAYS the ways, comma-separated (default
//   `inflight-4,inflight-2,inflight-1,fsync`): `inflight-k` at most k batches committing at once
//   (`inflight-k-silent`: the same without the announcements after each commit, to weigh what they cost; not
//   what a server may do); `fsync` no database, the disk alone — an 8-kB write and fdatasync after another,
//   timed, in the folder the cluster's files are in (a durable commit waits for at least one such flush: its
//   times bound the commits' from below).
import { closeSync, fdatasyncSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db/index.js';
import { Appender } from '../packages/server/src/online/appender.js';
import { stageTimes } from '../packages/server/src/online/stages.js';
import { pgSkipReason, startPostgres } from '../packages/server/test/support/servers.js';
import { cpuMs, out, percentile } from './support/load.js';

const RATE = Number(process.env.STIKK_BENCH_PG_RATE ?? 1000);
const TABLES = Number(process.env.STIKK_BENCH_PG_TABLES ?? 1000);
const SLICE = Number(process.env.STIKK_BENCH_PG_SLICE_MS ?? 3000);
const ROUNDS = Number(process.env.STIKK_BENCH_PG_ROUNDS ?? 4);
const WAYS = (process.env.STIKK_BENCH_PG_WAYS ?? 'inflight-4,inflight-2,inflight-1,fsync').split(',');
for (const [k, v] of Object.entries({ RATE, TABLES, SLICE, ROUNDS }))
  if (!Number.isInteger(v) || v < 1) throw new Error(`STIKK_BENCH_PG_${k}: not a whole number ≥ 1`);
const inflight = (w: string): number => {
  if (w === 'fsync') return 0;
  const m = /^inflight-([1-9]\d*)(-silent)?$/.exec(w);
  if (!m) throw new Error(`STIKK_BENCH_PG_WAYS: "${w}" is not a way (inflight-k[-silent] with k ≥ 1, or fsync)`);
  return Number(m[1]);
};
WAYS.forEach(inflight);

const cluster = await startPostgres({ durable: process.env.STIKK_BENCH_PG_FSYNC !== 'off' });
if (!cluster) {
  process.stderr.write(`server-pg-paced skipped: ${pgSkipReason()}\n`);
  process.exit(0);
}
const url = await cluster.createDb(`paced_${Date.now() % 1e8}`);
const opened = await openDatabase({ dataDir: '', databaseUrl: url });
const setup = new pg.Client({ connectionString: url });
await setup.connect();
const at0 = new Date().toISOString();
await setup.query(`INSERT INTO users (email, name, password_hash, created_at) VALUES ('b@x.no', 'B', '-', $1)`, [at0]);
const ids = (
  await setup.query(
    `INSERT INTO online_tables (owner_id, name, boards, kibitzers, version, created_at)
     SELECT (SELECT min(id) FROM users), 'bench', '[1]', 0, 0, $2 FROM generate_series(1, $1) RETURNING id`,
    [TABLES, at0],
  )
).rows.map((r) => r.id as number);
let notified = 0;
setup.on('notification', () => {
  notified++;
});
await setup.query('LISTEN stikk_tables');

const seq = new Map<number, number>(ids.map((id) => [id, 0]));
let next = 0;
const EVENT = '{"type":"card","seat":"N","card":"SA"}';
/** CPU (ms) of the cluster's processes now running, per process id. */
const clusterCpu = () => new Map(cluster.pids().map((p) => [p, cpuMs(p)]));
/** The cluster's CPU between two readings; a process gone meanwhile is not counted, a new one counts in full. */
const clusterCpuSince = (a: Map<number, number>) => {
  let sum = 0;
  for (const [p, ms] of clusterCpu()) if (Number.isFinite(ms)) sum += ms - (a.get(p) ?? 0);
  return sum;
};
interface Acc {
  acts: number;
  errors: number;
  batches: number;
  notified: number;
  self: number;
  db: number;
  ms: number[];
}
const acc = new Map<string, Acc>(
  WAYS.map((w) => [w, { acts: 0, errors: 0, batches: 0, notified: 0, self: 0, db: 0, ms: [] }]),
);

/** The disk alone for `ms`: 8-kB writes, each followed by fdatasync, timed (way `fsync`). */
function fsyncSlice(ms: number, a: Acc | null): void {
  const file = join(tmpdir(), `stikk-fsync-${process.pid}`);
  const fd = openSync(file, 'w');
  const page = Buffer.alloc(8192, 1);
  try {
    const end = performance.now() + ms;
    for (let at = 0; performance.now() < end; at = (at + page.length) % (16 << 20)) {
      writeSync(fd, page, 0, page.length, at);
      const t = performance.now();
      fdatasyncSync(fd);
      a?.ms.push(performance.now() - t);
      if (a) a.acts++;
    }
  } finally {
    closeSync(fd);
    rmSync(file, { force: true });
  }
}

/** Feeds one appender at RATE acts a second for `ms`, then waits for every act's commit. */
async function slice(way: string, ms: number, a: Acc | null): Promise<void> {
  if (way === 'fsync') return fsyncSlice(ms, a);
  const app = new Appender(opened.db, null, inflight(way));
  if (way.endsWith('-silent')) app.announce = () => undefined;
  const pending: Promise<void>[] = [];
  const b0 = stageTimes.pg.batches;
  const n0 = notified;
  const c0 = process.cpuUsage();
  const d0 = clusterCpu();
  const t0 = performance.now();
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = setInterval(() => {
      const now = performance.now();
      const due = Math.min(Math.floor(((now - t0) * RATE) / 1000), Math.floor((ms * RATE) / 1000));
      for (; sent < due; sent++) {
        const id = ids[next++ % ids.length];
        const v = seq.get(id)! + 1;
        seq.set(id, v);
        const start = performance.now();
        pending.push(
          app.append({ table_id: id, seq: v, board: 1, event: EVENT, created_at: new Date().toISOString() }).then(
            () => {
              a?.ms.push(performance.now() - start);
            },
            () => {
              if (a) a.errors++;
            },
          ),
        );
      }
      if (now - t0 >= ms) {
        clearInterval(tick);
        done();
      }
    }, 1);
  });
  await Promise.all(pending);
  await app.close();
  await new Promise((r) => setTimeout(r, 20)); // the last announcements arrive
  if (!a) return;
  const c = process.cpuUsage(c0);
  a.self += (c.user + c.system) / 1000;
  a.db += clusterCpuSince(d0);
  a.acts += sent;
  a.batches += stageTimes.pg.batches - b0;
  a.notified += notified - n0;
}

try {
  for (const w of WAYS) await slice(w, 1000, null); // warm-up
  for (let r = 0; r < ROUNDS; r++)
    for (const w of r % 2 ? [...WAYS].reverse() : WAYS) await slice(w, SLICE, acc.get(w)!);
  for (const w of WAYS) {
    const a = acc.get(w)!;
    if (w === 'fsync') {
      // The disk's flush times over the same minutes (one flush after another, nothing else in this process).
      out('server.pg-paced.fsync.flushes-per-second', a.acts / ((SLICE * ROUNDS) / 1000), '/s');
      for (const p of [50, 90, 99]) out(`server.pg-paced.fsync.ms.p${p}`, percentile(a.ms, p), 'ms');
      out('server.pg-paced.fsync.ms.max', Math.max(...a.ms), 'ms');
      continue;
    }
    const name = `server.pg-paced.${w}.${RATE}-per-second`;
    out(`${name}.batches-per-act`, a.batches / a.acts, 'batches');
    out(`${name}.notifications-per-act`, a.notified / a.acts, 'count');
    out(`${name}.node-cpu-per-act`, (a.self / a.acts) * 1000, 'µs');
    out(`${name}.db-cpu-per-act`, (a.db / a.acts) * 1000, 'µs');
    out(`${name}.commit-ms.p50`, percentile(a.ms, 50), 'ms');
    out(`${name}.commit-ms.p99`, percentile(a.ms, 99), 'ms');
    out(`${name}.commit-ms.max`, Math.max(...a.ms), 'ms');
    out(`${name}.errors`, a.errors, 'count');
  }
} finally {
  await setup.end().catch(() => undefined);
  await opened.close();
  cluster.stop();
}
