// Issue 22: what the load bots cost per act, apart from the server and the sockets. One table of
// four boards is played against the real server (four delta-taking seats on one multiplexed
// socket) with every message it sends recorded; then the recorded messages are fed, in process,
// to the durability test's `BotTable` and to the load benches' `LoadTable` (bench/support/
// load-table.ts), each deciding and writing its acts as over a socket (the writes go nowhere), in
// alternating rounds. Printed: CPU per act (µs) of each and their ratio — the client-side work the
// bots add to every act of server-load (parsing, checking, applying deltas, choosing the act),
// without the WebSocket framing and the system calls, which both share. STIKK_BENCH_ACTS: acts
// replayed per round (default 50,000).
// Then over loopback sockets: the load bots' own worker threads (support/load-bots.mjs, as
// server-load runs them: timer wheel, one act per table per second, 50 tables' four seats per socket)
// against a stand-in server in a child process (support/replay-server.mjs) replaying the recorded
// table to STIKK_BENCH_BOTS_TABLES tables (default 5,000): the bots' CPU per act with their sockets'
// system calls, whatever the real server would cost or refuse on a busy machine. With
// STIKK_BENCH_BOTS_OLD=TREE the rounds alternate with that tree's bots (its bench/support/load-bots.mjs)
// and the ratio is printed (medians of STIKK_BENCH_BOTS_ROUNDS rounds, default 2); stderr says where
// the CPU went, thread by thread. STIKK_BENCH_MEASURE_MS: each round's window (default 5,000).
import type { Seat } from '@stikk/core';
import { BotTable, type MuxSocket } from '../packages/server/test/support/bots.js';
import { killHard, spawnServer } from '../packages/server/test/support/child.js';
import { Http } from '../packages/server/test/support/http.js';
import { freePort, tempDir } from '../packages/server/test/support/servers.js';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { out } from './support/load.js';
import { LoadMux, LoadTable } from './support/load-table.js';

const ACTS = Number(process.env.STIKK_BENCH_ACTS ?? 50_000);
const SEATS: Seat[] = ['N', 'E', 'S', 'W'];

/** The recorded table: its tokens, the messages of the joins, and each act's messages after it. */
async function record(): Promise<{ id: number; tokens: Record<Seat, string>; joins: Buffer[]; acts: Buffer[][] }> {
  const dir = tempDir('stikk-load-bots-');
  const { child, url } = await spawnServer({ PORT: String(await freePort()), STIKK_DATA: dir });
  try {
    const owner = new Http(url);
    await owner.ok('POST', '/api/auth/register', { email: 'bench@x.no', password: 'bench-pass', name: 'Bench' });
    const t = await owner.ok('POST', '/api/online/tables', { boards: [1, 2, 3, 4], seed: 'load-bots' });
    const mux = new LoadMux(url);
    await mux.opened;
    const got: Buffer[] = [];
    mux.tap = (text) => got.push(Buffer.from(text));
    const bot = new LoadTable(url, t.id, t.tokens, true);
    await bot.connect({ N: mux, E: mux, S: mux, W: mux });
    const joins = got.splice(0);
    const acts: Buffer[][] = [];
    for (;;) {
      while (bot.busy) await new Promise((r) => setTimeout(r, 2));
      await new Promise((r) => setTimeout(r, 5)); // the acting seat's ack and any stragglers
      if (acts.length) acts[acts.length - 1].push(...got.splice(0));
      if (!bot.step(performance.now())) {
        if (bot.done) break;
        continue;
      }
      acts.push([]);
    }
    if (bot.errors) throw new Error(`load-bots: ${bot.errors} errors while recording`);
    bot.close();
    return { id: t.id, tokens: t.tokens, joins, acts };
  } finally {
    await killHard(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

const rec = await record();
/** A link that writes nowhere (the act is built and handed over, as to a socket). */
let written = 0;
const sink = { send: (text: string) => void (written += text.length), terminate() {} };

/** CPU (µs) per act of replaying the recorded table `ACTS` times over with `BotTable`. */
async function replayBotTable(): Promise<number> {
  const handlers = new Map<Seat, (d: Buffer) => void>();
  const fake = Object.fromEntries(
    SEATS.map((s) => [
      s,
      {
        attach: (_id: number, seat: Seat, onMessage: (d: Buffer) => void) => {
          handlers.set(seat, onMessage);
          return sink;
        },
        send() {},
      },
    ]),
  ) as unknown as Record<Seat, MuxSocket>;
  const bot = new BotTable('http://x', rec.id, rec.tokens, true);
  bot.keepSent = false;
  const connected = bot.connect(undefined, fake);
  const seatOf = (d: Buffer) => {
    const m = /"(?:viewer|seat)":"([NESW])"/.exec(d.toString());
    return (m?.[1] ?? 'N') as Seat;
  };
  const feed = (d: Buffer) => handlers.get(seatOf(d))!(d);
  for (const d of rec.joins) feed(d);
  await connected;
  // Which seat each message goes to, found once (the real MuxSocket reads it from the bytes).
  const routed = rec.acts.map((ms) => ms.map((d) => [handlers.get(seatOf(d))!, d] as const));
  const joins = rec.joins.map((d) => [handlers.get(seatOf(d))!, d] as const);
  const c0 = process.cpuUsage();
  let n = 0;
  while (n < ACTS) {
    for (const [h, d] of joins) h(d);
    for (const ms of routed) {
      if (!bot.step()) throw new Error('BotTable replay: no act');
      for (const [h, d] of ms) h(d);
      n++;
    }
  }
  const c = process.cpuUsage(c0);
  if (bot.errors) throw new Error(`BotTable replay: ${bot.errors} errors`);
  return (c.user + c.system) / n;
}

/** CPU (µs) per act of replaying the recorded table `ACTS` times over with `LoadTable`. */
async function replayLoadTable(): Promise<number> {
  const bot = new LoadTable('http://x', rec.id, rec.tokens, true);
  const fake = { attach: () => sink, send() {} } as unknown as LoadMux;
  const connected = bot.connect({ N: fake, E: fake, S: fake, W: fake });
  for (const d of rec.joins) bot.receive(d.toString());
  await connected;
  const c0 = process.cpuUsage();
  let n = 0;
  while (n < ACTS) {
    for (const d of rec.joins) bot.receive(d.toString());
    for (const ms of rec.acts) {
      if (!bot.step(performance.now())) throw new Error('LoadTable replay: no act');
      for (const d of ms) bot.receive(d.toString());
      n++;
    }
  }
  const c = process.cpuUsage(c0);
  if (bot.errors) throw new Error(`LoadTable replay: ${bot.errors} errors`);
  return (c.user + c.system) / n;
}

const old: number[] = [];
const lean: number[] = [];
for (let round = 0; round < 3; round++) {
  old.push(await replayBotTable());
  lean.push(await replayLoadTable());
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
out('load-bots.recorded-acts', rec.acts.length, 'acts');
out('load-bots.bot-table-cpu-per-act', median(old), 'µs');
out('load-bots.load-table-cpu-per-act', median(lean), 'µs');
out('load-bots.load-table-vs-bot-table', median(lean) / median(old), '×');

// Over loopback sockets, against the replaying stand-in (see the head of this file).
/** This process's threads: id → [name, CPU ms so far] (Linux /proc; empty elsewhere). */
function threadCpu(): Map<string, [string, number]> {
  const m = new Map<string, [string, number]>();
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      m.set(tid, [name, ((Number(f[11]) + Number(f[12])) * 1000) / 100]);
    }
  } catch {
    // not Linux: no per-thread figures
  }
  return m;
}
const TABLES = Number(process.env.STIKK_BENCH_BOTS_TABLES ?? 5000);
const MEASURE_MS = Number(process.env.STIKK_BENCH_MEASURE_MS ?? 5000);
const OLD = process.env.STIKK_BENCH_BOTS_OLD;
const ROUNDS = Number(process.env.STIKK_BENCH_BOTS_ROUNDS ?? 2);
const recDir = tempDir('stikk-load-bots-rec-');
const recFile = join(recDir, 'table.json');
writeFileSync(
  recFile,
  JSON.stringify({
    id: rec.id,
    joins: rec.joins.map((d) => d.toString()),
    acts: rec.acts.map((ms) => ms.map((d) => d.toString())),
  }),
);
const stand = spawn(process.execPath, [new URL('./support/replay-server.mjs', import.meta.url).pathname, recFile], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const port = await new Promise<number>((resolve, reject) => {
    stand.stdout.once('data', (d: Buffer) => resolve((JSON.parse(d.toString()) as { port: number }).port));
    stand.once('exit', (c) => reject(new Error(`replay-server exited with ${c}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  let nextId = 1;
  /**
   * One round: `TABLES` fresh tables on the bots of `module`; CPU (µs) per act seen through, acts, and
   * errors (a message that did not fit stops the table, printed by the bot; acts still in flight at the
   * end, when the stand-in runs behind on a busy machine, are counted too).
   */
  const round = async (module: URL): Promise<{ us: number; sys: number; acts: number; errors: number }> => {
    const tokens = { N: 'n', E: 'e', S: 's', W: 'w' };
    const all = Array.from({ length: TABLES }, () => ({ id: nextId++, tokens }));
    const workers = [0, 1].map(
      (w) =>
        new Worker(module, {
          workerData: {
            url,
            tables: all.filter((_, i) => i % 2 === w),
            warmupMs: 2000,
            mux: 50,
            muxSeats: true,
            deltas: true,
            stalls: false,
          },
        }),
    );
    const said = (w: Worker, type: string) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        w.once('error', reject);
        w.on('message', function on(m: { type: string }) {
          if (m.type === type) {
            w.off('message', on);
            resolve(m);
          }
        });
      });
    await Promise.all(workers.map((w) => said(w, 'connected')));
    for (const w of workers) w.postMessage({ type: 'start' });
    await new Promise((r) => setTimeout(r, 2000));
    for (const w of workers) w.postMessage({ type: 'measure' });
    const c0 = process.cpuUsage();
    const t0 = threadCpu();
    await new Promise((r) => setTimeout(r, MEASURE_MS));
    const c = process.cpuUsage(c0);
    const t1 = threadCpu();
    const results = workers.map((w) => said(w, 'result'));
    for (const w of workers) w.postMessage({ type: 'stop' });
    const rs = (await Promise.all(results)) as unknown as { latencies: number[]; errors: number }[];
    for (const w of workers) w.postMessage({ type: 'close' });
    await Promise.all(workers.map((w) => new Promise((r) => w.once('exit', r))));
    const acts = rs.reduce((s, r) => s + r.latencies.length, 0);
    // Where the process's CPU went, by thread (name:id, µs per act): the bots' two threads, V8's helpers, …
    const by = new Map<string, number>();
    for (const [tid, [name, ms]] of t1) by.set(`${name}:${tid}`, ms - (t0.get(tid)?.[1] ?? 0));
    process.stderr.write(
      `  threads (µs/act): ${[...by]
        .sort((a, b) => b[1] - a[1])
        .filter(([, ms]) => ms > 0)
        .map(([k, ms]) => `${k} ${((ms * 1000) / Math.max(1, acts)).toFixed(1)}`)
        .join(', ')}\n`,
    );
    return {
      us: (c.user + c.system) / Math.max(1, acts),
      sys: c.system / Math.max(1, acts),
      acts,
      errors: rs.reduce((s, r) => s + r.errors, 0),
    };
  };
  const mine = new URL('./support/load-bots.mjs', import.meta.url);
  const theirs = OLD ? new URL(`file://${join(OLD, 'bench/support/load-bots.mjs')}`) : null;
  const ours: number[] = [];
  const old: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    if (theirs) {
      const r = await round(theirs);
      process.stderr.write(
        `load-bots sockets, ${OLD}: ${r.us.toFixed(1)} µs/act (system ${r.sys.toFixed(1)}), ${r.acts} acts, ${r.errors} errors\n`,
      );
      old.push(r.us);
    }
    const r = await round(mine);
    process.stderr.write(
      `load-bots sockets, this tree: ${r.us.toFixed(1)} µs/act (system ${r.sys.toFixed(1)}), ${r.acts} acts, ${r.errors} errors\n`,
    );
    ours.push(r.us);
  }
  const name = `load-bots.sockets.${TABLES}-tables`;
  out(`${name}.cpu-per-act`, median(ours), 'µs');
  if (theirs) {
    out(`${name}.old-cpu-per-act`, median(old), 'µs');
    out(`${name}.vs-old`, median(ours) / median(old), '×');
  }
} finally {
  stand.kill();
  rmSync(recDir, { recursive: true, force: true });
}
