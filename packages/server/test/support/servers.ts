/**
 * Server fixtures on loopback: SQLite in a temp folder, or PostgreSQL in a throwaway cluster
 * (Debian's postgresql, installed if missing and possible; initdb + pg_ctl as the postgres user).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type {} from './pg-run-dir.js'; // the `pgRunDir` it provides
import { startServer, type StikkServer } from '../../src/index.js';
import type { ConfigInput } from '../../src/config.js';

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => res(p));
    });
    s.on('error', rej);
  });
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

function pgBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const v = readdirSync(base)
    .sort((a, b) => Number(b) - Number(a))
    .find((x) => existsSync(join(base, x, 'bin', 'initdb')));
  return v ? join(base, v, 'bin') : null;
}

export interface PgCluster {
  url(db: string): string;
  createDb(name: string): Promise<string>;
  /** The cluster's processes (postmaster and its children: backends, WAL writer…), for CPU accounting. */
  pids(): number[];
  stop(): void;
  /** Where it lives (data folder, port, binaries). */
  readonly info: PgClusterInfo;
}

let reason = '';

/** Settings that decide whether a commit is durable: a benchmark's cluster keeps them as a deployment has them. */
const DURABILITY = ['fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method', 'wal_level'];

/**
 * `settings` (`name=value` separated by spaces or commas, e.g. `commit_delay=100 wal_buffers=16MB`) as
 * `pg_ctl -o` arguments (` -c name=value` each). Refuses, naming it, a malformed item or a setting that decides
 * durability (fsync, synchronous_commit, …): those stay PostgreSQL's defaults, as in production.
 */
export function pgSettingsArgs(settings: string): string {
  let out = '';
  for (const item of settings.split(/[\s,]+/).filter(Boolean)) {
    const m = /^([a-z_]+)=([A-Za-z0-9._]+)$/.exec(item);
    if (!m) throw new Error(`PostgreSQL setting "${item}": expected name=value (letters, digits, . and _)`);
    if (DURABILITY.includes(m[1]))
      throw new Error(`PostgreSQL setting "${item}": ${m[1]} decides durability and stays as in production`);
    out += ` -c ${item}`;
  }
  return out;
}
/**
 * Starts a throwaway cluster, or returns null (with the reason in `pgSkipReason()`). Tests run it
 * with fsync off (speed); `durable` keeps PostgreSQL's defaults (fsync on, synchronous_commit on),
 * as the load benchmark does so that a commit costs what it costs in production. `settings`: more server
 * settings (`name=value`, `pgSettingsArgs`), e.g. the benchmark's STIKK_BENCH_PG_SETTINGS.
 */
export async function startPostgres(opts: { durable?: boolean; settings?: string } = {}): Promise<PgCluster | null> {
  const extra = pgSettingsArgs(opts.settings ?? '');
  let bin = pgBin();
  if (!bin && process.getuid?.() === 0) {
    spawnSync('apt-get', ['install', '-y', '-q', 'postgresql'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: 300_000,
    });
    bin = pgBin();
  }
  if (!bin) {
    reason = 'PostgreSQL is not installed and could not be installed (apt-get install postgresql needs root)';
    return null;
  }
  const root = process.getuid?.() === 0;
  const dir = tempDir('stikk-pg-');
  const data = join(dir, 'data');
  const port = await freePort();
  const asPg = (cmd: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });
  try {
    if (root) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    asPg(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    asPg(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -h 127.0.0.1${opts.durable ? '' : ' -c fsync=off'} -c max_connections=200${extra}`,
      'start',
    ]);
  } catch (e) {
    reason = `could not start a PostgreSQL cluster: ${(e as { stderr?: Buffer }).stderr?.toString() ?? String(e)}`;
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return clusterAt({ bin, dir, data, port, root });
}

/** Where a started cluster lives: enough for another test process to use it and for the run's end to stop it. */
export interface PgClusterInfo {
  readonly bin: string;
  readonly dir: string;
  readonly data: string;
  readonly port: number;
  readonly root: boolean;
}

function clusterAt(info: PgClusterInfo): PgCluster {
  const { bin, dir, data, port, root } = info;
  const asPg = (cmd: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });
  const url = (db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  return {
    url,
    info,
    async createDb(name: string) {
      const c = new pg.Client({ connectionString: url('postgres') });
      await c.connect();
      await c.query(`CREATE DATABASE ${name}`);
      await c.end();
      return url(name);
    },
    pids() {
      let main: number;
      try {
        main = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      } catch {
        return [];
      }
      const kids = readdirSync('/proc')
        .filter((d) => /^\d+$/.test(d))
        .filter((d) => {
          try {
            return Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === main;
          } catch {
            return false;
          }
        })
        .map(Number);
      return [main, ...kids];
    },
    stop() {
      try {
        asPg(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The run's one cluster for the test files (globalSetup pg-run-dir.ts provides `runDir`): the first file to ask
 * starts it and writes where it is; the others wait for that and reuse it (each server gets its own database).
 * The globalSetup stops it when the run ends.
 */
async function sharedPostgres(runDir: string): Promise<PgCluster | null> {
  const infoFile = join(runDir, 'cluster.json'),
    failed = join(runDir, 'failed');
  try {
    mkdirSync(join(runDir, 'starting')); // atomic: exactly one file starts it
  } catch {
    for (const t0 = Date.now(); !existsSync(infoFile); await new Promise((r) => setTimeout(r, 100))) {
      if (existsSync(failed)) {
        reason = readFileSync(failed, 'utf8');
        return null;
      }
      if (Date.now() - t0 > 300_000) {
        reason = `the run's PostgreSQL cluster did not start in 5 minutes (${runDir})`;
        return null;
      }
    }
    return clusterAt(JSON.parse(readFileSync(infoFile, 'utf8')) as PgClusterInfo);
  }
  const c = await startPostgres();
  if (!c) {
    writeFileSync(failed, reason);
    return null;
  }
  writeFileSync(`${infoFile}.part`, JSON.stringify(c.info));
  renameSync(`${infoFile}.part`, infoFile);
  return c;
}
export const pgSkipReason = () => reason;

export type Backend = 'sqlite' | 'postgres';

/**
 * The deal secret of the test servers (config `dealSecret`): a seed deals the same boards in every run, so a test
 * built on a seed's deal (a claim too big to search, a lead) does not change from run to run. Tests read a seed's
 * boards as the server deals them (`server.ctx.dealSeeded`), never from the public `seededDeal`;
 * `security-s12-deal-secret` starts its servers without it (the secret the database makes).
 */
export const TEST_DEAL_SECRET = 'stikk-tests-deal-secret/0123456789abcdef';

/** A server on an ephemeral loopback port over a fresh database. */
export async function testServer(
  backend: Backend,
  pgc: PgCluster | null,
  name: string,
  config: Partial<ConfigInput> = {},
): Promise<{ server: StikkServer; cleanup(): Promise<void> }> {
  const dataDir = tempDir('stikk-data-');
  const databaseUrl =
    backend === 'postgres'
      ? await pgc!.createDb(`${name}_${Date.now() % 1e8}_${Math.floor(Math.random() * 1e6)}`)
      : undefined;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    loginPerMinute: 1000,
    registerPerHour: 1000,
    // Tests make many tables with one account (online-mux: 257); security-s7-tables sets its own.
    onlineTablesPerHour: 100_000,
    onlineTablesPerDay: 100_000,
    // Every test client comes from 127.0.0.1: the per-address caps lifted (security-s8-caps sets its own).
    onlineTablesPerHourPerAddress: 100_000,
    clubsPerHourPerAddress: 100_000,
    // scrypt at N = 2^10, not 2^15: ~50× less CPU per register/login (security.test.ts keeps the production cost).
    fastPasswordHashForTests: true,
    dealSecret: TEST_DEAL_SECRET,
    ...config,
  });
  return {
    server,
    async cleanup() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * PostgreSQL for a test file: the run's one shared cluster (started by the first file that needs it, stopped at
 * the run's end: globalSetup pg-run-dir.ts), or without that globalSetup a cluster of this file's own, started
 * before its tests and stopped after them. When it cannot start, the file's PostgreSQL tests skip with a visible
 * message. Returns a getter.
 */
export function usePostgres(what = 'PostgreSQL tests'): () => PgCluster | null {
  let cluster: PgCluster | null = null;
  const runDir = inject('pgRunDir');
  beforeAll(async () => {
    cluster = runDir ? await sharedPostgres(runDir) : await startPostgres();
    if (!cluster) console.warn(`${what} skipped: ${pgSkipReason()}`);
  }, 300_000);
  afterAll(() => {
    if (!runDir) cluster?.stop();
  });
  return () => cluster;
}
