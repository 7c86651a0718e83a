// Issue 22, PostgreSQL: what one group-commit batch of table events costs, per act, apart from the
// rest of the server (the live-table bench on a shared machine mixes in everything else). A
// throwaway cluster on loopback (fsync and synchronous_commit on, as in production; skipped with a
// message when PostgreSQL is absent); two databases, one at migration 0028 (a notification per
// appended row), one at 0037 (0032: one per statement, from a trigger) and one at the latest (0045:
// no trigger, the server announces after the commit). A LISTEN connection in this process receives
// the announcements as a server node does. Five ways, interleaved batch by batch:
//   old    — Kysely multi-row VALUES (a statement text per batch size), row trigger (as before 0032);
//   old+stmt — the same insert, statement trigger;  prepared+row — db/pg-append.ts, row trigger;
//   prepared+stmt — db/pg-append.ts (one prepared statement of unnested arrays), statement trigger;
//   new    — the same insert, then db/pg-append.ts announceEventsPg after the commit (0045).
// Reported per way: CPU per act of this process (driver + notification handling) and of the
// cluster (all its processes), and the batch's wall time (p50, a round of CONCURRENT batches;
// noisy on a busy machine).
// STIKK_BENCH_PG_BATCH rows per batch (default 200 = 200 tables' acts), STIKK_BENCH_PG_ROUNDS
// batches per way (default 150), STIKK_BENCH_PG_CONCURRENT batches committing at once per round
// (default 1; the server kept up to 4 in flight until session 17, one since — bench/server-pg-paced: a
// notifying transaction holds a lock through its WAL flush, so with a trigger they take turns; figures
// named `.concurrent-k`).
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { announceEventsPg, appendEventsPg } from '../packages/server/src/db/pg-append.js';
import { migrations } from '../packages/server/src/db/migrations.js';
import type { Database } from '../packages/server/src/db/schema.js';
import { pgSkipReason, startPostgres } from '../packages/server/test/support/servers.js';
import { cpuMs, out, percentile } from './support/load.js';

const BATCH = Number(process.env.STIKK_BENCH_PG_BATCH ?? 200);
const ROUNDS = Number(process.env.STIKK_BENCH_PG_ROUNDS ?? 150);
const CONCURRENT = Number(process.env.STIKK_BENCH_PG_CONCURRENT ?? 1);

const cluster = await startPostgres({ durable: process.env.STIKK_BENCH_PG_FSYNC !== 'off' });
if (!cluster) {
  process.stderr.write(`server-pg-append skipped: ${pgSkipReason()}\n`);
  process.exit(0);
}

interface Target {
  db: Kysely<Database>;
  pool: pg.Pool;
  listener: pg.Client;
  notified: number;
  tables: number[];
  seq: number;
}

async function target(name: string, upTo: string | null): Promise<Target> {
  const url = await cluster!.createDb(name);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const m = new Migrator({ db, provider: migrations('postgres') });
  const { error } = upTo ? await m.migrateTo(upTo) : await m.migrateToLatest();
  if (error) throw error;
  const at = new Date().toISOString();
  await pool.query(`INSERT INTO users (email, name, password_hash, created_at) VALUES ('b@x.no', 'B', '-', $1)`, [at]);
  const ids = await pool.query(
    `INSERT INTO online_tables (owner_id, name, boards, kibitzers, version, created_at)
     SELECT (SELECT min(id) FROM users), 'bench', '[1]', 0, 0, $2 FROM generate_series(1, $1) RETURNING id`,
    [BATCH, at],
  );
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  const t: Target = { db, pool, listener, notified: 0, tables: ids.rows.map((r) => r.id as number), seq: 0 };
  // As a server node's listener does: every listed table:seq pair looked at.
  listener.on('notification', (n) => {
    t.notified++;
    for (const pair of (n.payload ?? '').split(',')) {
      const [id, v] = pair.split(':').map(Number);
      if (!(id > 0 && v > 0)) throw new Error(`bad announcement ${n.payload}`);
    }
  });
  await listener.query('LISTEN stikk_tables');
  return t;
}

const rowTrigger = await target(`append_row_${Date.now() % 1e8}`, '0028-neutral-online-words');
const stmtTrigger = await target(`append_stmt_${Date.now() % 1e8}`, '0037-online-table-edition');
const afterCommit = await target(`append_after_${Date.now() % 1e8}`, null);
const rows = (t: Target) => {
  t.seq++;
  const at = new Date().toISOString();
  return t.tables.map((id) => ({
    table_id: id,
    seq: t.seq,
    board: 1,
    event: '{"type":"call","call":"P"}',
    created_at: at,
  }));
};
const viaKysely = (t: Target) => t.db.insertInto('table_events').values(rows(t)).execute();
const viaPrepared = (t: Target) => appendEventsPg(t.pool, rows(t));
const announced = async (t: Target) => {
  const r = rows(t);
  await appendEventsPg(t.pool, r);
  await announceEventsPg(t.pool, r);
};
/** `CONCURRENT` batches at once (each its own pool connection, as the server's appender). */
const many = (f: () => Promise<unknown>) => () => Promise.all(Array.from({ length: CONCURRENT }, f));
const ways: { name: string; run: () => Promise<unknown>; t: Target }[] = [
  { name: 'old', run: many(() => viaKysely(rowTrigger)), t: rowTrigger },
  { name: 'old+stmt', run: many(() => viaKysely(stmtTrigger)), t: stmtTrigger },
  { name: 'prepared+row', run: many(() => viaPrepared(rowTrigger)), t: rowTrigger },
  { name: 'prepared+stmt', run: many(() => viaPrepared(stmtTrigger)), t: stmtTrigger },
  { name: 'new', run: many(() => announced(afterCommit)), t: afterCommit },
];
const clusterCpu = () => cluster!.pids().reduce((s, p) => s + (Number.isFinite(cpuMs(p)) ? cpuMs(p) : 0), 0);
const acc = new Map(ways.map((w) => [w.name, { ms: [] as number[], self: 0, db: 0 }]));
try {
  for (let r = -10; r < ROUNDS; r++) {
    for (const w of ways) {
      const c0 = process.cpuUsage();
      const d0 = clusterCpu();
      const t0 = performance.now();
      await w.run();
      // Let the announcements arrive and be handled (their cost counts to this way).
      await new Promise((res) => setTimeout(res, 5));
      const a = acc.get(w.name)!;
      if (r < 0) continue; // warm-up
      a.ms.push(performance.now() - t0 - 5);
      const c = process.cpuUsage(c0);
      a.self += (c.user + c.system) / 1000;
      a.db += clusterCpu() - d0;
    }
  }
  for (const w of ways) {
    const a = acc.get(w.name)!;
    const acts = ROUNDS * BATCH * CONCURRENT;
    const name = `server.pg-append.${w.name}.batch-${BATCH}${CONCURRENT > 1 ? `.concurrent-${CONCURRENT}` : ''}`;
    out(`${name}.node-cpu-per-act`, (a.self / acts) * 1000, 'µs');
    out(`${name}.db-cpu-per-act`, (a.db / acts) * 1000, 'µs');
    out(`${name}.batch-ms.p50`, percentile(a.ms, 50), 'ms');
  }
  // Notifications received (both ways that write each database): one per row before 0032, one per
  // statement after; after 0045 one per batch, sent by the appender once it has committed.
  out('server.pg-append.notifications.row-trigger', rowTrigger.notified, 'count');
  out('server.pg-append.notifications.statement-trigger', stmtTrigger.notified, 'count');
  out('server.pg-append.notifications.after-commit', afterCommit.notified, 'count');
} finally {
  for (const t of [rowTrigger, stmtTrigger, afterCommit]) {
    await t.listener.end().catch(() => undefined);
    await t.db.destroy();
  }
  cluster.stop();
}
