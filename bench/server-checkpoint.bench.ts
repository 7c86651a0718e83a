// Issue 22: what SQLite's WAL checkpoints cost the event loop under the 5,000-table append load, in
// process so that it holds on a crowded machine. The server's own database (openDatabase: the
// migrations, WAL, synchronous NORMAL) in a temp folder and its group commit (online/appender.ts)
// take STIKK_BENCH_TABLES (default 5,000) tables' acts at one act per table per second, arriving as
// batches every 12 ms (~60 acts each, as measured at that load), for STIKK_BENCH_PHASE_MS (10 s) per
// phase, alternating four phases: the server's checkpointer thread (db/sqlite-checkpointer.ts) and
// SQLite's own checkpoints in the commit (STIKK_SQLITE_CHECKPOINTER=0), each on a fresh database.
// Per variant: the commits' wall time on the event loop (p50/p99/max), how many took > 10 ms,
// and the main thread's time blocked off any core inside them (the database file's fsync of a
// checkpoint) apart from its time waiting for a core (the machine's other load), from
// /proc/thread-self/schedstat; and the WAL file's largest size. Foreign keys are off in this bench
// (no table rows behind the events).
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, sqliteOf } from '../packages/server/src/db/index.js';
import { Appender } from '../packages/server/src/online/appender.js';
import { schedstat } from '../packages/server/src/online/stalls.js';
import { tempDir } from '../packages/server/test/support/servers.js';
import { percentile } from '../packages/server/test/support/bots.js';

const TABLES = Number(process.env.STIKK_BENCH_TABLES ?? 5000);
const PHASE_MS = Number(process.env.STIKK_BENCH_PHASE_MS ?? 10_000);
const EVERY_MS = 12;
const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit }));
const EVENT = JSON.stringify({ type: 'play', seat: 'N', card: 'SA', at: '2026-11-27T08:00:00.000Z' });

interface Figures {
  wall: number[];
  blocked: number;
  waiting: number;
  walMax: number;
}
const figures: Record<'thread' | 'in-commit', Figures> = {
  thread: { wall: [], blocked: 0, waiting: 0, walMax: 0 },
  'in-commit': { wall: [], blocked: 0, waiting: 0, walMax: 0 },
};

async function phase(variant: 'thread' | 'in-commit'): Promise<void> {
  const f = figures[variant];
  const dir = tempDir('stikk-ckpt-');
  if (variant === 'in-commit') process.env.STIKK_SQLITE_CHECKPOINTER = '0';
  else delete process.env.STIKK_SQLITE_CHECKPOINTER;
  const open = await openDatabase({ dataDir: dir });
  const file = sqliteOf(open.db)!;
  file.pragma('foreign_keys = OFF');
  const appender = new Appender(open.db, file);
  // Each commit timed on the event loop, and the thread's blocked and waiting time in it: the appender's `flush`
  // when rows wait (with the checkpointer thread, the batch goes to the acts' journal on the appender's own
  // connection, db/sqlite-journal.ts; a batch that found the write lock held counts as a commit, as it is tried).
  const a = appender as unknown as { flush: (waiting?: boolean) => void; queue: unknown[] };
  const flush = a.flush.bind(appender);
  a.flush = (waiting) => {
    if (!a.queue.length) return flush(waiting);
    const t0 = performance.now();
    const s0 = schedstat();
    flush(waiting);
    const ms = performance.now() - t0;
    const s1 = schedstat();
    f.wall.push(ms);
    if (s0 && s1) {
      f.waiting += s1[1] - s0[1];
      f.blocked += Math.max(0, ms - (s1[0] - s0[0]) - (s1[1] - s0[1]));
    }
  };
  const seq = new Array<number>(TABLES).fill(0);
  const wal = join(dir, 'stikk.sqlite-wal');
  const perBatch = Math.round((TABLES * EVERY_MS) / 1000);
  let next = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < PHASE_MS) {
    const acks: Promise<void>[] = [];
    for (let i = 0; i < perBatch; i++) {
      const t = (next = (next + 7919) % TABLES);
      acks.push(
        appender.append({
          table_id: t + 1,
          seq: ++seq[t],
          board: 1,
          event: EVENT,
          created_at: new Date().toISOString(),
        }),
      );
    }
    await Promise.all(acks);
    try {
      f.walMax = Math.max(f.walMax, statSync(wal).size);
    } catch {}
    await new Promise((r) => setTimeout(r, EVERY_MS));
  }
  await open.close();
  rmSync(dir, { recursive: true, force: true });
}

for (const v of ['in-commit', 'thread', 'in-commit', 'thread'] as const) await phase(v);
for (const [v, f] of Object.entries(figures)) {
  const name = `server.checkpoint.${TABLES}-tables.${v}`;
  out(`${name}.commits`, f.wall.length, 'count');
  out(`${name}.commit-p50`, percentile(f.wall, 50), 'ms');
  out(`${name}.commit-p99`, percentile(f.wall, 99), 'ms');
  out(`${name}.commit-max`, Math.max(...f.wall), 'ms');
  out(`${name}.commits-over-10ms`, f.wall.filter((x) => x > 10).length, 'count');
  out(`${name}.blocked-in-commits`, f.blocked, 'ms');
  out(`${name}.waiting-for-a-core-in-commits`, f.waiting, 'ms');
  out(`${name}.wal-max`, f.walMax / 2 ** 20, 'MiB');
}
