// Issue 22: the event log's SQLite layout under the group commit's append pattern, in process and alternated
// batch by batch so the comparison holds on a crowded machine. Two databases (WAL, synchronous NORMAL, foreign
// keys on, as the server opens its own) each hold STIKK_BENCH_TABLES tables (comma list, default 1000,5000) and
// the log as the server has it — a rowid table plus the (table, seq) key's index — or as one `WITHOUT ROWID`
// B-tree keyed on (table, seq). Every batch of STIKK_BENCH_BATCH acts (default 75, as measured at 5,000 tables)
// goes to both, spread over the tables as the load's acts are, in one transaction each (the order alternates).
// Reported per layout after the first quarter of STIKK_BENCH_ROUNDS batches (default 2,000): the process CPU per
// appended row (statements, commit and its WAL write: nothing else runs) and the database's pages at the end.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { tempDir } from '../packages/server/test/support/servers.js';

const TABLES = (process.env.STIKK_BENCH_TABLES ?? '1000,5000').split(',').map(Number);
const BATCH = Number(process.env.STIKK_BENCH_BATCH ?? 75);
const ROUNDS = Number(process.env.STIKK_BENCH_ROUNDS ?? 2000);
const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit }));
const EVENTS = ['{"seat":"N","play":"SA"}', '{"seat":"E","call":"P"}', '{"seat":"S","play":"H10"}'];
type Row = [number, number, number, string, string];

interface Layout {
  name: 'rowid' | 'without-rowid';
  dir: string;
  db: SQLite.Database;
  seq: Int32Array;
  append: (rows: Row[]) => void;
  cpuMs: number;
  rows: number;
}

function layout(name: Layout['name'], tables: number): Layout {
  const dir = tempDir('stikk-log-tree-');
  const db = new SQLite(join(dir, 'log.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE online_tables (id integer PRIMARY KEY AUTOINCREMENT, name text NOT NULL)');
  db.exec(
    `CREATE TABLE table_events (table_id integer NOT NULL REFERENCES online_tables (id), seq integer NOT NULL,
      board integer NOT NULL, event text NOT NULL, created_at text NOT NULL,
      CONSTRAINT table_events_pk PRIMARY KEY (table_id, seq))${name === 'without-rowid' ? ' WITHOUT ROWID' : ''}`,
  );
  const table = db.prepare("INSERT INTO online_tables (name) VALUES ('')");
  db.transaction(() => {
    for (let i = 0; i < tables; i++) table.run();
  })();
  const insert = db.prepare(
    'INSERT INTO table_events (table_id, seq, board, event, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const append = db.transaction((rows: Row[]) => {
    for (const r of rows) insert.run(...r);
  });
  return { name, dir, db, seq: new Int32Array(tables + 1), append, cpuMs: 0, rows: 0 };
}

for (const tables of TABLES) {
  const layouts = [layout('rowid', tables), layout('without-rowid', tables)];
  let t = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const acts: number[] = [];
    for (let i = 0; i < BATCH; i++) acts.push((t = (t + 7919) % tables) + 1);
    const at = new Date().toISOString();
    for (const l of r % 2 ? layouts : [...layouts].reverse()) {
      const rows = acts.map((id, i): Row => [id, ++l.seq[id], 1, EVENTS[i % EVENTS.length], at]);
      const c0 = process.cpuUsage();
      l.append(rows);
      const c = process.cpuUsage(c0);
      if (r >= ROUNDS / 4) {
        l.cpuMs += (c.user + c.system) / 1000;
        l.rows += rows.length;
      }
    }
  }
  for (const l of layouts) {
    out(`server.log-tree.${tables}-tables.${l.name}.cpu-per-row`, (l.cpuMs / l.rows) * 1000, 'µs/row');
    out(
      `server.log-tree.${tables}-tables.${l.name}.pages`,
      l.db.pragma('page_count', { simple: true }) as number,
      'pages',
    );
    l.db.close();
    rmSync(l.dir, { recursive: true, force: true });
  }
  out(
    `server.log-tree.${tables}-tables.ratio`,
    layouts[1].cpuMs / layouts[1].rows / (layouts[0].cpuMs / layouts[0].rows),
    'without-rowid/rowid',
  );
}
