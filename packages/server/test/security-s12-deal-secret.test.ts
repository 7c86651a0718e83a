/**
 * A seed a director chooses deals keyed on the server's own secret (domain/deal-secret.ts), over HTTP on SQLite and
 * PostgreSQL: the public `seededDeal` of a guessed seed (a date, the club's name) no longer predicts a club session's,
 * an event's or an online table's hands; the same seed on the same server still deals the same boards, after a
 * restart too; boards already dealt stay as they were whatever the secret (they are stored, never dealt again).
 * Before the fix, `seededDeal(seed, n)` was every board the server dealt.
 */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDeal, printDeal, seededDeal, unwrap, type Deal } from '@stikk/core';
import { startServer, type StikkServer } from '../src/index.js';
import { resolveConfig } from '../src/config.js';
import { Http } from './support/http.js';
import { type Backend, type PgCluster, tempDir, usePostgres } from './support/servers.js';

const pgCluster = usePostgres('PostgreSQL deal-secret tests');
const backends: Backend[] = ['sqlite', 'postgres'];
const SEED = 'Aarhus BK 2026-11-27';

/** Where a server keeps its data: a SQLite folder, or a PostgreSQL database of the run's cluster. */
async function newStore(backend: Backend, pgc: PgCluster | null, name: string) {
  const dataDir = tempDir('stikk-deal-secret-');
  const databaseUrl =
    backend === 'postgres' ? await pgc!.createDb(`${name}_${Date.now() % 1e8}_${Math.floor(Math.random() * 1e6)}`) : '';
  return { dataDir, databaseUrl };
}

const start = (store: { dataDir: string; databaseUrl: string }, extra: { dealSecret?: string } = {}) =>
  startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: store.dataDir,
    ...(store.databaseUrl ? { databaseUrl: store.databaseUrl } : {}),
    logLevel: 'silent',
    fastPasswordHashForTests: true,
    ...extra,
  });

/** Every response body the test read, to show the secret is in none of them. */
const bodies: string[] = [];

async function director(url: string, email: string) {
  const td = new Http(url);
  await td.ok('POST', '/api/auth/register', { email, password: 'director-pw', name: 'Tove' });
  const club = await td.ok('POST', '/api/clubs', { name: 'Aarhus BK' });
  return { td, clubId: club.id as number };
}

const dealsOf = (boards: readonly { board: number; deal: string }[]): Map<number, string> =>
  new Map(boards.map((b) => [b.board, b.deal]));

/** A club session's hands (the director's hand records), by board. */
async function sessionHands(td: Http, sid: number): Promise<Map<number, string>> {
  const hands = await td.ok('GET', `/api/sessions/${sid}/hands`);
  bodies.push(JSON.stringify(hands));
  return dealsOf(hands.boards);
}

/** A new 3-table Mitchell of 2 boards a round (6 boards) dealt from `seed`: its id and hands. */
async function seededSession(td: Http, clubId: number, seed: string, name: string) {
  const s = await td.ok('POST', `/api/clubs/${clubId}/sessions`, {
    name,
    movement: { kind: 'mitchell', tables: 3, boardsPerRound: 2 },
    boards: { source: 'seeded', seed },
  });
  bodies.push(JSON.stringify(s));
  return { id: s.id as number, hands: await sessionHands(td, s.id) };
}

/** An online table of boards 1–2 dealt from `seed`: its id and each board's deal from the director's log. */
async function seededTable(td: Http, seed: string) {
  const t = await td.ok('POST', '/api/online/tables', { boards: [1, 2], seed });
  bodies.push(JSON.stringify(t));
  return { id: t.id as number, hands: await tableHands(td, t.id) };
}

async function tableHands(td: Http, id: number): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const board of [1, 2]) {
    const log = await td.ok('GET', `/api/online/tables/${id}/boards/${board}/log`);
    bodies.push(JSON.stringify(log));
    out.set(board, log.deal);
  }
  return out;
}

const same = (a: string, b: Deal) => printDeal(unwrap(parseDeal(a)), 'N') === printDeal(b, 'N');

/** How many of `hands` the public `seededDeal(seed, board)` predicts. */
const predicted = (hands: Map<number, string>, seed: string) =>
  [...hands].filter(([board, deal]) => same(deal, seededDeal(seed, board))).length;

describe.each(backends)('director-chosen seeds on %s', (backend) => {
  const servers: StikkServer[] = [];
  const dirs: string[] = [];
  const skip = () => backend === 'postgres' && !pgCluster();
  afterAll(async () => {
    for (const s of servers) await s.close().catch(() => undefined);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  const track = async (p: Promise<StikkServer>) => {
    const s = await p;
    servers.push(s);
    return s;
  };

  it('the public seededDeal does not predict the hands; the same server deals a seed alike, after a restart too', async (t) => {
    if (skip()) return t.skip();
    const store = await newStore(backend, pgCluster(), 'deal_secret');
    dirs.push(store.dataDir);
    const a = await track(start(store));
    const { td, clubId } = await director(a.url, 'td@aarhus.dk');

    // A club session, an online table and a teams event, all from a guessable seed.
    const first = await seededSession(td, clubId, SEED, 'Mandag');
    expect(first.hands.size).toBe(6);
    expect(predicted(first.hands, SEED)).toBe(0);
    const table = await seededTable(td, SEED);
    expect(predicted(table.hands, SEED)).toBe(0);
    const ev = await td.ok('POST', `/api/clubs/${clubId}/events`, {
      name: 'Monrad',
      settings: { kind: 'teams', form: 'swiss', boardsPerMatch: 2, boards: { source: 'seeded', seed: SEED } },
      entrants: Array.from({ length: 4 }, (_, i) => ({
        name: `Lag ${i + 1}`,
        members: Array.from({ length: 4 }, (_, j) => `Spiller ${i + 1}.${j + 1}`),
      })),
    });
    bodies.push(JSON.stringify(ev));
    const teams = await sessionHands(td, ev.sessions[0].id);
    expect(teams.size).toBe(2);
    expect(predicted(teams, SEED)).toBe(0);
    // One derivation for every kind: board n of a seed is the same deal in each.
    for (const [board, deal] of table.hands) expect(deal).toBe(first.hands.get(board));
    for (const [board, deal] of teams) expect(deal).toBe(first.hands.get(board));

    // The same seed again on the same server: the same boards (a director re-deals a set); another seed differs.
    expect((await seededSession(td, clubId, SEED, 'Tirsdag')).hands).toEqual(first.hands);
    const other = await seededSession(td, clubId, `${SEED}.`, 'Onsdag');
    expect([...other.hands].filter(([b, d]) => first.hands.get(b) === d)).toEqual([]);

    // A restart on the same database: the boards made are unchanged, and the seed still deals the same.
    await a.close();
    const b = await track(start(store));
    const td2 = new Http(b.url);
    await td2.ok('POST', '/api/auth/login', { email: 'td@aarhus.dk', password: 'director-pw' });
    expect(await sessionHands(td2, first.id)).toEqual(first.hands);
    expect(await tableHands(td2, table.id)).toEqual(table.hands);
    expect((await seededSession(td2, clubId, SEED, 'Torsdag')).hands).toEqual(first.hands);
    expect((await seededTable(td2, SEED)).hands).toEqual(table.hands);

    // Another server (its own database, so its own secret) deals the same seed otherwise.
    const store2 = await newStore(backend, pgCluster(), 'deal_secret_other');
    dirs.push(store2.dataDir);
    const c = await track(start(store2));
    const o = await director(c.url, 'td@odense.dk');
    const elsewhere = await seededSession(o.td, o.clubId, SEED, 'Mandag');
    expect([...elsewhere.hands].filter(([n, d]) => first.hands.get(n) === d)).toEqual([]);
    expect(predicted(elsewhere.hands, SEED)).toBe(0);
    await c.close();

    // A secret set later (STIKK_DEAL_SECRET) deals new sessions from it, but the boards already made stay.
    await b.close();
    const keyed = await track(start(store, { dealSecret: 'k'.repeat(64) }));
    const td3 = new Http(keyed.url);
    await td3.ok('POST', '/api/auth/login', { email: 'td@aarhus.dk', password: 'director-pw' });
    expect(await sessionHands(td3, first.id)).toEqual(first.hands);
    expect(await tableHands(td3, table.id)).toEqual(table.hands);
    const fromEnvSecret = await seededSession(td3, clubId, SEED, 'Fredag');
    expect([...fromEnvSecret.hands].filter(([n, d]) => first.hands.get(n) === d)).toEqual([]);

    // The database's secret is in no answer the test read.
    const row = await keyed.ctx.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'deal')
      .executeTakeFirstOrThrow();
    expect(row.value).toMatch(/^[0-9a-f]{64}$/);
    for (const body of bodies) expect(body.includes(row.value)).toBe(false);
    await keyed.close();
  }, 120_000);

  it('STIKK_DEAL_SECRET: nodes with the same secret deal alike; a short one is refused at start', async (t) => {
    if (skip()) return t.skip();
    const secret = 'e1f0'.repeat(16);
    const env = { STIKK_DEAL_SECRET: secret } as NodeJS.ProcessEnv;
    expect(resolveConfig({}, env).dealSecret).toBe(secret);
    const hands: Map<number, string>[] = [];
    for (const name of ['node_a', 'node_b']) {
      const store = await newStore(backend, pgCluster(), name);
      dirs.push(store.dataDir);
      const s = await track(start(store, { dealSecret: resolveConfig({}, env).dealSecret }));
      const d = await director(s.url, `td-${name}@x.dk`);
      hands.push((await seededSession(d.td, d.clubId, SEED, 'Mandag')).hands);
      await s.close();
    }
    expect(hands[1]).toEqual(hands[0]);
    expect(predicted(hands[0]!, SEED)).toBe(0);
    // Too short: refused, naming the setting and not the value.
    const short = 'too-short-secret';
    expect(() => resolveConfig({}, { STIKK_DEAL_SECRET: short } as NodeJS.ProcessEnv)).toThrow(/STIKK_DEAL_SECRET/);
    try {
      resolveConfig({}, { STIKK_DEAL_SECRET: short } as NodeJS.ProcessEnv);
    } catch (e) {
      expect((e as Error).message.includes(short)).toBe(false);
    }
  }, 120_000);
});
