/** Opens the database (SQLite file in WAL mode, or PostgreSQL) and runs migrations. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';
import { migrations, type Dialect } from './migrations.js';
import { type Checkpointer, startCheckpointer } from './sqlite-checkpointer.js';
import { mergeJournal } from './sqlite-journal.js';

export type { Database } from './schema.js';
export type Db = Kysely<Database>;

export interface OpenDb {
  readonly db: Db;
  readonly dialect: Dialect;
  /** Where the data lives: the SQLite file path, or the PostgreSQL URL without its password. */
  readonly location: string;
  /** PostgreSQL: the connection URL (for LISTEN). */
  readonly url?: string;
  close(): Promise<void>;
}

/**
 * The database driver, loaded only for the database in use: `pg` and `better-sqlite3` are
 * optional dependencies, so a PostgreSQL site need not build SQLite and the other way round.
 */
async function driver<T>(name: 'pg' | 'better-sqlite3', use: string): Promise<T> {
  try {
    return ((await import(name)) as { default: T }).default;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND')
      throw new Error(`${use} needs the ${name} package: npm install ${name}`);
    throw e;
  }
}

/** The better-sqlite3 connection behind a Kysely instance (SQLite only): for the event log's prepared statements. */
const sqliteHandles = new WeakMap<Db, SQLite.Database>();
export const sqliteOf = (db: Db): SQLite.Database | null => sqliteHandles.get(db) ?? null;

/** The pg pool behind a Kysely instance (PostgreSQL only): for the event log's prepared batch insert. */
const pgPools = new WeakMap<Db, import('pg').Pool>();
export const pgPoolOf = (db: Db): import('pg').Pool | null => pgPools.get(db) ?? null;

const pgBackends = new WeakMap<Db, ReadonlySet<number>>();
/**
 * PostgreSQL: the backend process ids of the pool's connections now open. A notification sent by
 * one of them (the event log's, migration 0032) announces this node's own appends, which its
 * rooms already hold: the LISTEN handler skips it rather than read the table back.
 */
export const pgBackendsOf = (db: Db): ReadonlySet<number> => pgBackends.get(db) ?? new Set();

export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<OpenDb> {
  let db: Db;
  let dialect: Dialect;
  let location: string;
  let checkpointer: Checkpointer | null = null;
  if (opts.databaseUrl) {
    dialect = 'postgres';
    const pg = await driver<typeof import('pg')>('pg', 'PostgreSQL (--database-url)');
    // pg returns int8 (COUNT, SUM) as strings by default; our counts fit in a double.
    pg.types.setTypeParser(20, (v: string) => Number(v));
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const backends = new Set<number>();
    // `processID` is known once connected (BackendKeyData comes before the pool's 'connect').
    type WithPid = { processID?: number };
    pool.on('connect', (c) => {
      const pid = (c as unknown as WithPid).processID;
      if (pid) backends.add(pid);
    });
    pool.on('remove', (c) => {
      const pid = (c as unknown as WithPid).processID;
      if (pid) backends.delete(pid);
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pgPools.set(db, pool);
    pgBackends.set(db, backends);
    location = opts.databaseUrl.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
  } else {
    dialect = 'sqlite';
    mkdirSync(opts.dataDir, { recursive: true });
    location = join(opts.dataDir, 'stikk.sqlite');
    const SQLiteDb = await driver<typeof SQLite>('better-sqlite3', 'SQLite (the default database)');
    const file = new SQLiteDb(location);
    // WAL: readers never block the writer; NORMAL sync: a committed transaction survives a
    // process crash (kill -9); only an OS crash or power cut can lose the last few commits.
    file.pragma('journal_mode = WAL');
    file.pragma('synchronous = NORMAL');
    file.pragma('foreign_keys = ON');
    file.pragma('busy_timeout = 5000');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachedStatements(file) }) });
    sqliteHandles.set(db, file);
  }
  const migrator = new Migrator({ db, provider: migrations(dialect) });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  // SQLite: the acts a crash left in the journal go to `table_events` before anything is served; the WAL
  // checkpoints, and the journal's moves, on a thread of their own, not in a commit on the event loop (issue 22).
  const file = sqliteHandles.get(db);
  if (file) {
    mergeJournal(file);
    checkpointer = startCheckpointer(file);
  }
  const close = async () => {
    await checkpointer?.stop();
    await db.destroy();
  };
  return { db, dialect, location, ...(opts.databaseUrl ? { url: opts.databaseUrl } : {}), close };
}

/** A unique constraint refused the write (two requests raced to insert the same key). */
export function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * better-sqlite3 behind Kysely compiles every query anew (`prepare` per execution); the same few
 * statements run thousands of times a second on a busy server, so prepared statements are kept
 * by their SQL text. Safe: better-sqlite3 runs each statement to completion synchronously.
 *
 * Kysely's transactions begin IMMEDIATE here (the write lock taken at their start, waited for by the busy timeout):
 * another connection writes to the file (the checkpointer thread moving the acts' journal, db/sqlite-journal.ts), and
 * a deferred transaction that read before that commit could not write after it (SQLite refuses it at once,
 * "database is locked", without waiting).
 */
function cachedStatements(file: SQLite.Database): { prepare(sql: string): SQLite.Statement; close(): void } {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(text: string) {
      const sql = text === 'begin' ? 'begin immediate' : text;
      let st = cache.get(sql);
      if (!st) {
        st = file.prepare(sql);
        if (cache.size >= 1000) cache.delete(cache.keys().next().value!);
        cache.set(sql, st);
      }
      return st;
    },
    close() {
      file.close();
    },
  };
}
