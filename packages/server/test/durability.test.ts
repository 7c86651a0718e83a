/**
 * Durability: bot tables play as fast as they can; the server is killed with SIGKILL in the middle;
 * after a restart every acknowledged act is in the log, every table resumes, and the clients
 * reconnect from their last version and play on.
 */
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { BotTable } from './support/bots.js';
import { type Backend, freePort, tempDir, usePostgres } from './support/servers.js';
import { killHard, spawnServer } from './support/child.js';

const TABLES = 12;

const pgCluster = usePostgres('PostgreSQL durability test');

// SQLite also with the event log's writer thread (STIKK_SQLITE_WRITER=1): an act is acknowledged once that thread
// has committed it.
describe.each([
  ['sqlite', 'sqlite', false],
  ['sqlite, writer thread', 'sqlite', true],
  ['postgres', 'postgres', false],
] as [string, Backend, boolean][])('kill -9 under load on %s', (_name, backend, writer) => {
  it('loses no acknowledged act; tables resume; clients reconnect and continue', async (t) => {
    if (backend === 'postgres' && !pgCluster()) return t.skip();
    const dir = tempDir('stikk-dur-');
    const port = String(await freePort());
    const env: Record<string, string> = {
      PORT: port,
      STIKK_DATA: dir,
      ...(writer ? { STIKK_SQLITE_WRITER: '1' } : {}),
    };
    if (backend === 'postgres') env.DATABASE_URL = await pgCluster()!.createDb(`dur_${Date.now() % 1e8}`);
    let { child, url } = await spawnServer(env);
    const bots: BotTable[] = [];
    try {
      const owner = new Http(url);
      await owner.ok('POST', '/api/auth/register', { email: 'o@x.no', password: 'owner-pass', name: 'O' });
      for (let i = 0; i < TABLES; i++) {
        const t = await owner.ok('POST', '/api/online/tables', { boards: [1, 2, 3], seed: `dur-${i}` });
        bots.push(new BotTable(url, t.id, t.tokens));
      }
      await Promise.all(bots.map((b) => b.connect()));
      // Drive every table flat out until enough acts are acknowledged, then kill the server.
      const timer = setInterval(() => {
        for (const b of bots) b.step();
      }, 1);
      const acked = () => bots.reduce((s, b) => s + b.sent.filter((x) => x.acked).length, 0);
      const t0 = Date.now();
      while (acked() < 400 && Date.now() - t0 < 30_000) await new Promise((r) => setTimeout(r, 10));
      await killHard(child);
      clearInterval(timer);
      for (const b of bots) b.close();
      expect(acked()).toBeGreaterThanOrEqual(400);

      ({ child, url } = await spawnServer(env));
      // The session cookie survives the restart (sessions live in the database).
      for (const b of bots) {
        const log = await owner.ok('GET', `/api/online/tables/${b.tableId}/log`);
        const byV = new Map(log.events.map((e: { v: number }) => [e.v, e]));
        for (const s of b.sent.filter((x) => x.acked)) {
          const e = byV.get(s.version + 1) as Record<string, unknown> | undefined;
          expect(e, `table ${b.tableId} lost acknowledged version ${s.version + 1}`).toBeDefined();
          for (const [k, v] of Object.entries(s.act)) if (k !== 'next') expect(e![k]).toEqual(v);
        }
        expect(log.events.map((e: { v: number }) => e.v)).toEqual(
          Array.from({ length: log.events.length }, (_, i) => i + 1),
        );
      }

      // Clients reconnect from the version they last saw and continue to the end of a board.
      const last = bots.map((b) => b.version);
      await Promise.all(bots.map((b, i) => b.connect(last[i])));
      for (const [i, b] of bots.entries()) expect(b.version).toBeGreaterThanOrEqual(last[i]);
      const target = bots.map((b) => b.version + 30);
      const timer2 = setInterval(() => {
        for (const b of bots) b.step();
      }, 1);
      const t1 = Date.now();
      while (bots.some((b, i) => b.version < target[i] && !b.done) && Date.now() - t1 < 30_000)
        await new Promise((r) => setTimeout(r, 10));
      clearInterval(timer2);
      for (const [i, b] of bots.entries()) expect(b.version >= target[i] || b.done).toBe(true);
      // No act refused, but for the server shedding load ("server busy, retry": issue 22's graceful overload, which
      // a loaded machine can bring on even at 12 tables; the bots pause and send the act again, as the web client
      // does). Such an act was never acknowledged, and the tables reached their targets above all the same.
      expect(bots.flatMap((b) => b.rejects).filter((r) => !r.startsWith('server-busy('))).toEqual([]);
    } finally {
      for (const b of bots) b.close();
      await killHard(child);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
