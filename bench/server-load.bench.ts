// Issue 9: load on one server process over loopback. N online tables × 4 bot clients (in this
// process), each table making one act per second; the server runs in a child process on SQLite.
// Reported per N: p50/p99 act-to-broadcast latency (act sent → all four seats hold the update),
// acts per second achieved, and errors (refusals, socket errors, acts never broadcast).
// The server's CPU per act is reported too: latency on a shared 2-core machine depends on what
// else runs; CPU per act does not. Bounded: about 12 s of measurement per N plus set-up. Set STIKK_BENCH_TABLES=100,500 to choose.
import { readFileSync, rmSync } from 'node:fs';
import { Http } from '../packages/server/test/support/http.js';
import { BotTable, percentile } from '../packages/server/test/support/bots.js';
import { freePort, tempDir } from '../packages/server/test/support/servers.js';
import { killHard, spawnServer } from '../packages/server/test/support/child.js';

const SIZES = (process.env.STIKK_BENCH_TABLES ?? '100,500,1000').split(',').map(Number);
const WARMUP_MS = 2_000, MEASURE_MS = Number(process.env.STIKK_BENCH_MEASURE_MS ?? 10_000);
/** STIKK_BENCH_PROFILE=dir: the server runs under `node --cpu-prof` and writes its profile there. */
const PROFILE = process.env.STIKK_BENCH_PROFILE;
const out = (name: string, value: number, unit: string) => console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit }));

/** CPU time (user + system, ms) used so far by a process, from /proc (Linux); NaN elsewhere. */
function cpuMs(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // clock ticks, USER_HZ = 100
  } catch { return NaN; }
}

async function inBatches<T>(items: T[], size: number, fn: (x: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

for (const n of SIZES) {
  const dir = tempDir('stikk-load-');
  const { child, url } = await spawnServer({ PORT: String(await freePort()), STIKK_DATA: dir }, PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : []);
  const bots: BotTable[] = [];
  try {
    const owner = new Http(url);
    await owner.ok('POST', '/api/auth/register', { email: 'bench@x.no', password: 'bench-pass', name: 'Bench' });
    const ids = Array.from({ length: n }, (_, i) => i);
    await inBatches(ids, 20, async (i) => {
      const t = await owner.ok('POST', '/api/online/tables', { boards: [1, 2, 3, 4], seed: `load-${i}` });
      bots.push(new BotTable(url, t.id, t.tokens));
    });
    await inBatches(bots, 50, (b) => b.connect());
    // Each table acts once a second, at its own phase within the second.
    const phase = bots.map(() => Math.random() * 1000);
    const nextAt = phase.map((p) => performance.now() + p);
    const start = performance.now();
    let measuring = false;
    let cpu0 = 0;
    let bots0 = process.cpuUsage();
    const timer = setInterval(() => {
      const t = performance.now();
      if (!measuring && t - start >= WARMUP_MS) {
        measuring = true;
        cpu0 = cpuMs(child.pid!);
        bots0 = process.cpuUsage();
        for (const b of bots) { b.latencies.length = 0; b.errors = 0; b.rejects.length = 0; }
      }
      for (let i = 0; i < bots.length; i++) {
        if (t < nextAt[i]) continue;
        if (bots[i].step()) nextAt[i] += 1000;
        else if (!bots[i].done) nextAt[i] = t + 5; // busy: try again shortly
      }
    }, 5);
    await new Promise((r) => setTimeout(r, WARMUP_MS + MEASURE_MS));
    clearInterval(timer);
    const serverCpu = cpuMs(child.pid!) - cpu0;
    const botCpu = process.cpuUsage(bots0);
    await new Promise((r) => setTimeout(r, 500)); // let the last broadcasts arrive
    const lat = bots.flatMap((b) => b.latencies);
    const unbroadcast = bots.filter((b) => b.busy).length;
    const errors = bots.reduce((s, b) => s + b.errors, 0) + unbroadcast;
    out(`server.load.${n}-tables.p50`, percentile(lat, 50), 'ms');
    out(`server.load.${n}-tables.p99`, percentile(lat, 99), 'ms');
    out(`server.load.${n}-tables.acts-per-second`, lat.length / (MEASURE_MS / 1000), 'acts/s');
    out(`server.load.${n}-tables.errors`, errors, 'count');
    const codes = bots.flatMap((b) => b.rejects);
    if (codes.length) process.stderr.write(`server-load ${n}: refusals ${JSON.stringify(Object.fromEntries([...new Set(codes)].map((c) => [c, codes.filter((x) => x === c).length])))}\n`);
    // Robust to a busy machine: the server's own CPU per act (validate, store, 4 views, send).
    out(`server.load.${n}-tables.server-cpu-per-act`, serverCpu / Math.max(1, lat.length), 'ms');
    out(`server.load.${n}-tables.server-cpu-share`, (serverCpu / MEASURE_MS) * 100, '% of one core');
    out(`server.load.${n}-tables.bot-clients-cpu-share`, ((botCpu.user + botCpu.system) / 1000 / MEASURE_MS) * 100, '% of one core');
  } finally {
    for (const b of bots) b.close();
    if (PROFILE && child.exitCode === null) {
      // A clean exit writes the profile.
      await new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); setTimeout(r, 30_000); });
    }
    await killHard(child);
    rmSync(dir, { recursive: true, force: true });
  }
}
