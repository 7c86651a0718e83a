// Issue 22: what the load bots cost per act, apart from the server and the sockets. One table of
// four boards is played against the real server (four delta-taking seats on one multiplexed
// socket) with every message it sends recorded; then the recorded messages are fed, in process,
// to the durability test's `BotTable` and to the load benches' `LoadTable` (bench/support/
// load-table.ts), each deciding and writing its acts as over a socket (the writes go nowhere), in
// alternating rounds. Printed: CPU per act (µs) of each and their ratio — the client-side work the
// bots add to every act of server-load (parsing, checking, applying deltas, choosing the act),
// without the WebSocket framing and the system calls, which both share. STIKK_BENCH_ACTS: acts
// replayed per round (default 50,000).
import type { Seat } from '@stikk/core';
import { BotTable, type MuxSocket } from '../packages/server/test/support/bots.js';
import { killHard, spawnServer } from '../packages/server/test/support/child.js';
import { Http } from '../packages/server/test/support/http.js';
import { freePort, tempDir } from '../packages/server/test/support/servers.js';
import { rmSync } from 'node:fs';
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
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
out('load-bots.recorded-acts', rec.acts.length, 'acts');
out('load-bots.bot-table-cpu-per-act', median(old), 'µs');
out('load-bots.load-table-cpu-per-act', median(lean), 'µs');
out('load-bots.load-table-vs-bot-table', median(lean) / median(old), '×');
