/**
 * Issue 22, PostgreSQL: the event log's batch insert (db/pg-append.ts, one prepared statement per
 * batch) and its announcement after the commit (migration 0045; before, 0032's trigger) — one
 * notification per up to 300 tables, listing each table's latest version — so a node listening
 * catches every table up; and the lobby's columns of many tables written in one statement.
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { announceEventsPg, appendEventsPg } from '../src/db/pg-append.js';
import { pendingText } from '../src/domain/online-tables.js';
import { openDatabase, pgPoolOf } from '../src/db/index.js';
import { Appender } from '../src/online/appender.js';
import { Http } from './support/http.js';
import { pgSettingsArgs, tempDir, testServer, usePostgres } from './support/servers.js';

const pgCluster = usePostgres('PostgreSQL batch-append test');
const TABLES = 650;

describe('PostgreSQL event-log batches', () => {
  it("passes the benchmark cluster's extra settings on, and refuses the durability ones", () => {
    expect(pgSettingsArgs('')).toBe('');
    expect(pgSettingsArgs('commit_delay=100, commit_siblings=1  wal_buffers=16MB')).toBe(
      ' -c commit_delay=100 -c commit_siblings=1 -c wal_buffers=16MB',
    );
    expect(() => pgSettingsArgs('fsync=off')).toThrow(/fsync=off.*durability/);
    expect(() => pgSettingsArgs('commit_delay=10 synchronous_commit=off')).toThrow(/synchronous_commit=off/);
    expect(() => pgSettingsArgs('commit_delay')).toThrow(/"commit_delay": expected name=value/);
    expect(() => pgSettingsArgs('work_mem=1MB;drop')).toThrow(/work_mem=1MB;drop/);
  });

  it('stores a batch in one statement, all or none, and announces it table by table in chunks', async (t) => {
    const c = pgCluster();
    if (!c) return t.skip();
    const { server, cleanup } = await testServer('postgres', c, 'pgappend');
    const url = server.config.databaseUrl;
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const listener = new pg.Client({ connectionString: url });
    try {
      expect(url).toBeTruthy();
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'o@x.no', password: 'owner-pass', name: 'O' });
      const first = await owner.ok('POST', '/api/online/tables', { boards: [1], seed: 'pg-append' });
      // 649 more tables: copies of the first row (every column but the id).
      const cols = (
        await pool.query(
          `SELECT string_agg(quote_ident(column_name), ',') AS c FROM information_schema.columns
           WHERE table_name = 'online_tables' AND column_name <> 'id'`,
        )
      ).rows[0].c as string;
      await pool.query(
        `INSERT INTO online_tables (${cols}) SELECT ${cols} FROM online_tables, generate_series(2, $2) WHERE id = $1`,
        [first.id, TABLES],
      );
      const ids = (await pool.query('SELECT id FROM online_tables ORDER BY id')).rows.map((r) => r.id as number);
      expect(ids).toHaveLength(TABLES);
      const seq0 = new Map<number, number>(
        (await pool.query('SELECT table_id, max(seq) AS s FROM table_events GROUP BY table_id')).rows.map((r) => [
          r.table_id as number,
          r.s as number,
        ]),
      );

      const payloads: string[] = [];
      await listener.connect();
      listener.on('notification', (n) => {
        if (n.channel === 'stikk_tables') payloads.push(n.payload ?? '');
      });
      await listener.query('LISTEN stikk_tables');

      // Two versions of every table in one batch: 1,300 rows, one statement.
      const at = new Date().toISOString();
      const rows = ids.flatMap((id) =>
        [1, 2].map((k) => ({
          table_id: id,
          seq: (seq0.get(id) ?? 0) + k,
          board: 1,
          // Quotes, backslashes, commas, a control character (written \u001f by JSON), non-ASCII: stored as sent.
          event: JSON.stringify({ seat: 'N', call: 'P', explanation: `"${id}", \\ a,b \u001f\n ♠ æ ${k}` }),
          created_at: at,
        })),
      );
      await appendEventsPg(pool, rows);
      const stored = await pool.query(
        'SELECT table_id, seq, board, event FROM table_events WHERE created_at = $1 ORDER BY table_id, seq',
        [at],
      );
      expect(stored.rows).toEqual(rows.map(({ created_at: _, ...r }) => r));

      // An event text the joined statement cannot carry (U+001F raw, or empty) is refused, naming the row; nothing
      // of its batch is stored.
      const bad = [
        { ...rows[0], seq: rows[1].seq + 1, created_at: 'bad' },
        { ...rows[2], seq: rows[3].seq + 1, event: '{"a":"\u001f"}', created_at: 'bad' },
      ];
      expect(bad[1].event).toContain('\u001f');
      await expect(appendEventsPg(pool, bad)).rejects.toThrow(`table ${rows[2].table_id} v${rows[3].seq + 1}`);
      await expect(appendEventsPg(pool, [{ ...bad[0], event: '' }])).rejects.toThrow('empty');
      const none = await pool.query(`SELECT count(*)::int AS n FROM table_events WHERE created_at = 'bad'`);
      expect(none.rows[0].n).toBe(0);
      // Migration 0045: the append's transaction announces nothing (no notification lock held through
      // its commit); the server announces it after the commit, in a statement of its own.
      await new Promise((r) => setTimeout(r, 300));
      expect(payloads).toEqual([]);
      await announceEventsPg(pool, rows);

      const t0 = Date.now();
      while (payloads.length < 3 && Date.now() - t0 < 10_000) await new Promise((r) => setTimeout(r, 20));
      // 650 tables → notifications of 300, 300 and 50 tables, each pair a table and its latest version.
      expect(payloads.map((p) => p.split(',').length).sort((a, b) => a - b)).toEqual([50, 300, 300]);
      for (const p of payloads) expect(p.length).toBeLessThan(8000);
      const announced = new Map(
        payloads.flatMap((p) => p.split(',')).map((x) => x.split(':').map(Number) as [number, number]),
      );
      expect(announced.size).toBe(TABLES);
      for (const id of ids) expect(announced.get(id)).toBe((seq0.get(id) ?? 0) + 2);

      // A batch holding one version already stored is refused whole: nothing of it is kept.
      const again = [
        { ...rows[0], seq: rows[1].seq + 1, created_at: 'again' },
        { ...rows[1], created_at: 'again' },
      ];
      await expect(appendEventsPg(pool, again)).rejects.toMatchObject({ code: '23505' });
      const kept = await pool.query(`SELECT count(*)::int AS n FROM table_events WHERE created_at = 'again'`);
      expect(kept.rows[0].n).toBe(0);
    } finally {
      await listener.end().catch(() => undefined);
      await pool.end();
      await cleanup();
    }
  }, 120_000);

  it("writes the lobby's columns in the event-log batch's one statement, each table's latest, in order", async (t) => {
    const c = pgCluster();
    if (!c) return t.skip();
    const { server, cleanup } = await testServer('postgres', c, 'pglobby');
    const dir = tempDir('stikk-lobby-');
    const opened = await openDatabase({ dataDir: dir, databaseUrl: server.config.databaseUrl });
    try {
      const pool = pgPoolOf(opened.db)!;
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'l@x.no', password: 'owner-pass', name: 'L' });
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) ids.push((await owner.ok('POST', '/api/online/tables', { boards: [1, 2] })).id);
      const seq = new Map<number, number>(
        (await pool.query('SELECT table_id, max(seq) AS s FROM table_events GROUP BY table_id')).rows.map((r) => [
          r.table_id as number,
          r.s as number,
        ]),
      );
      const row = (id: number) => {
        const v = (seq.get(id) ?? 0) + 1;
        seq.set(id, v);
        return {
          table_id: id,
          seq: v,
          board: 1,
          event: '{"seat":"N","call":"P"}',
          created_at: new Date().toISOString(),
        };
      };
      // The statements the appender sends (announcements aside), by name; the first held until the test lets it go.
      const sent: string[] = [];
      let release: () => void = () => undefined;
      const query = pool.query.bind(pool) as (q: unknown) => Promise<unknown>;
      (pool as unknown as { query: (q: unknown) => Promise<unknown> }).query = (q) => {
        const name = (q as { name?: string }).name ?? String(q);
        if (name === 'stikk-announce-table-events') return query(q);
        sent.push(name);
        if (sent.length > 1) return query(q);
        return new Promise((resolve, reject) => {
          release = () => query(q).then(resolve, reject);
        });
      };
      // Two batches in flight (the server keeps one): a table's lobby rows stay in order across the pool's connections.
      const appender = new Appender(opened.db, null, 2);
      const errors: unknown[] = [];
      appender.logError = (e) => errors.push(e);
      // One turn: two tables act; every table's lobby changes, the first one three times.
      for (const id of ids)
        expect(appender.lobbyState(id, { board: 1, phase: 'clarification', version: 4, pending: null })).toBe(true);
      appender.lobbyState(ids[0], { board: 1, phase: 'play', version: 5, pending: null });
      appender.lobbyState(ids[0], { board: 1, phase: 'ended', version: 56, pending: null });
      const first = [appender.append(row(ids[0])), appender.append(row(ids[1]))];
      while (!sent.length) await new Promise((r) => setImmediate(r));
      // While that batch commits, two more changes of one table and another act: the act goes at once, without
      // lobby rows (they wait for the batch writing the same rows before).
      appender.lobbyState(ids[1], { board: 2, phase: 'auction', version: 57, pending: null });
      const waiting = pendingText({ law: '27B1b', kind: 'insufficient-bid', chooser: 'W' });
      appender.lobbyState(ids[1], { board: 2, phase: 'clarification', version: 61, pending: waiting });
      const third = row(ids[2]);
      const second = appender.append(third);
      await second;
      expect(sent).toEqual(['stikk-append-table-events-lobby', 'stikk-append-table-events-joined']);
      release();
      await Promise.all(first);
      // The lobby rows that waited go on their own (no act to ride with), once that batch is answered.
      while (sent.length < 3 || appender.waitMs > 0) await new Promise((r) => setTimeout(r, 5));
      // A batch refused (a version stored already): its lobby rows are written all the same, on their own.
      appender.lobbyState(ids[3], { board: 2, phase: 'auction', version: 70, pending: null });
      await expect(appender.append({ ...third })).rejects.toMatchObject({ code: '23505' });
      await appender.close();
      expect(errors).toEqual([]);
      const rows = (
        (await query({
          text: 'SELECT id, board, phase, version, pending FROM online_tables WHERE id = ANY($1) ORDER BY id',
          values: [ids],
        })) as pg.QueryResult
      ).rows;
      // What waits for the director is written too (the director's overview reads it from the row).
      expect(rows).toEqual([
        { id: ids[0], board: 1, phase: 'ended', version: 56, pending: null },
        { id: ids[1], board: 2, phase: 'clarification', version: 61, pending: waiting },
        { id: ids[2], board: 1, phase: 'clarification', version: 4, pending: null },
        { id: ids[3], board: 2, phase: 'auction', version: 70, pending: null },
        { id: ids[4], board: 1, phase: 'clarification', version: 4, pending: null },
      ]);
      // Ten changes and four rows: no commit for the lobby alone but where it had no batch to ride with.
      expect(sent.slice(2)).toEqual([
        'stikk-save-lobby-states',
        'stikk-append-table-events-lobby',
        'stikk-append-table-events-joined',
        'stikk-save-lobby-states',
      ]);
    } finally {
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
      await cleanup();
    }
  }, 60_000);

  it('keeps one batch in flight: what arrives while it commits goes next, in one statement', async (t) => {
    const c = pgCluster();
    if (!c) return t.skip();
    const dir = tempDir('stikk-batch-one-');
    const opened = await openDatabase({ dataDir: dir, databaseUrl: await c.createDb('batch_one') });
    try {
      const pool = pgPoolOf(opened.db)!;
      const at = new Date().toISOString();
      await pool.query(`INSERT INTO users (email, name, password_hash, created_at) VALUES ('b@x.no', 'B', '-', $1)`, [
        at,
      ]);
      const ids = (
        await pool.query(
          `INSERT INTO online_tables (owner_id, name, boards, kibitzers, version, created_at)
           SELECT (SELECT min(id) FROM users), 'one', '[1]', 0, 0, $1 FROM generate_series(1, 3) RETURNING id`,
          [at],
        )
      ).rows.map((r) => r.id as number);
      // The appends sent, each with its rows' tables; the first held unanswered until the test lets it go.
      const sent: string[] = [];
      let release: () => void = () => undefined;
      const query = pool.query.bind(pool) as (q: unknown) => Promise<unknown>;
      (pool as unknown as { query: (q: unknown) => Promise<unknown> }).query = (q) => {
        const named = q as { name?: string; values?: unknown[] };
        if (named.name !== 'stikk-append-table-events-joined') return query(q);
        sent.push(String(named.values![0]));
        if (sent.length > 1) return query(q);
        return new Promise((resolve, reject) => {
          release = () => query(q).then(resolve, reject);
        });
      };
      const appender = new Appender(opened.db, null);
      const row = (id: number, seq: number) => ({
        table_id: id,
        seq,
        board: 1,
        event: '{"seat":"N","call":"P"}',
        created_at: at,
      });
      let done = 0;
      const first = appender.append(row(ids[0], 1)).then(() => done++);
      while (!sent.length) await new Promise((r) => setImmediate(r));
      // Two turns of acts while the first batch commits: neither is sent, and neither is acknowledged.
      const later = [appender.append(row(ids[1], 1))];
      await new Promise((r) => setTimeout(r, 20));
      later.push(appender.append(row(ids[2], 1)), appender.append(row(ids[0], 2)));
      await new Promise((r) => setTimeout(r, 20));
      expect(sent).toEqual([String(ids[0])]);
      expect(done).toBe(0);
      expect(appender.backlog).toBe(4);
      release();
      await first;
      await Promise.all(later);
      // The three that waited went as one batch once the first was answered.
      expect(sent).toEqual([String(ids[0]), `${ids[1]},${ids[2]},${ids[0]}`]);
      await appender.close();
      const stored = await pool.query('SELECT table_id, seq FROM table_events ORDER BY table_id, seq');
      expect(stored.rows).toEqual([
        { table_id: ids[0], seq: 1 },
        { table_id: ids[0], seq: 2 },
        { table_id: ids[1], seq: 1 },
        { table_id: ids[2], seq: 1 },
      ]);
    } finally {
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps one announcement in flight: what commits meanwhile goes next, in one statement', async (t) => {
    const c = pgCluster();
    if (!c) return t.skip();
    const dir = tempDir('stikk-announce-');
    const opened = await openDatabase({ dataDir: dir, databaseUrl: await c.createDb('announce_one') });
    try {
      const pool = pgPoolOf(opened.db)!;
      // The announcements the appender sends, each held unanswered until the test lets it go.
      const sent: { payloads: string[]; answer: () => void }[] = [];
      const query = pool.query.bind(pool) as (q: unknown) => Promise<unknown>;
      (pool as unknown as { query: (q: unknown) => Promise<unknown> }).query = (q) => {
        const named = q as { name?: string; values?: unknown[] };
        if (named.name !== 'stikk-announce-table-events') return query(q);
        return new Promise((resolve, reject) =>
          sent.push({ payloads: named.values![0] as string[], answer: () => query(q).then(resolve, reject) }),
        );
      };
      const appender = new Appender(opened.db, null);
      appender.announce([{ table_id: 1, seq: 1 }]);
      // Three more batches commit while the first announcement is unanswered: nothing more is sent.
      appender.announce([
        { table_id: 1, seq: 2 },
        { table_id: 2, seq: 1 },
      ]);
      appender.announce([{ table_id: 3, seq: 5 }]);
      appender.announce([
        { table_id: 2, seq: 2 },
        { table_id: 1, seq: 3 },
      ]);
      expect(sent.map((x) => x.payloads)).toEqual([['1:1']]);
      sent[0].answer();
      while (sent.length < 2) await new Promise((r) => setTimeout(r, 5));
      // The next one: each table once, at its latest version.
      expect(sent[1].payloads).toEqual(['1:3,2:2,3:5']);
      sent[1].answer();
      await appender.close();
      expect(sent).toHaveLength(2);
    } finally {
      await opened.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
