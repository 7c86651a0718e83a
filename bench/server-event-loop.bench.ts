// Issue 15: does the server keep answering while an attacker sends the heaviest requests the API
// allows? The server runs in a child process on SQLite; a worker thread here (its own event loop,
// so the attacker's work in this process does not delay it) probes GET /api/health every 20 ms
// while 4 attacker loops send one kind of request as fast as the server answers, phase by
// phase (about 6 s each): nothing (baseline), maximum-size bodies (16 KB junk, 4 MB nested JSON,
// a deep document within the session-import limit), creating large Howell sessions (sizes vary so
// no movement comes from the cache), importing a PBN file at the size limit, rankings of a
// 30-table Howell, logins with wrong passwords
// (from one address, so the limits apply), and all of them at once. Reported per phase: the health
// probe's p50/p99/max latency (ms) and the attacker's requests sent. STIKK_BENCH_PHASE_MS sets the
// phase length. Timings depend on what else runs on the machine; compare phases of one run.
import { rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { printDeal, seededDeal } from '@stikk/core';
import { Http } from '../packages/server/test/support/http.js';
import { percentile } from '../packages/server/test/support/bots.js';
import { freePort, tempDir } from '../packages/server/test/support/servers.js';
import { killHard, spawnServer } from '../packages/server/test/support/child.js';

const PHASE_MS = Number(process.env.STIKK_BENCH_PHASE_MS ?? 6_000);
const ATTACKERS = 4;
const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit }));

/** Health latencies (ms) measured for `ms` by a worker thread. */
function probeHealth(ms: number): Promise<number[]> {
  const code = `const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const lat = []; const t0 = performance.now();
      while (performance.now() - t0 < workerData.ms) {
        const t = performance.now();
        await fetch(workerData.url + '/api/health').then((r) => r.arrayBuffer());
        lat.push(performance.now() - t);
        await new Promise((res) => setTimeout(res, 20));
      }
      parentPort.postMessage(lat);
    })();`;
  return new Promise((resolve, reject) => {
    const w = new Worker(code, { eval: true, workerData: { url, ms } });
    w.once('message', (lat: number[]) => {
      resolve(lat);
      void w.terminate();
    });
    w.once('error', reject);
  });
}

const dir = tempDir('stikk-loop-');
const { child, url } = await spawnServer({
  PORT: String(await freePort()),
  STIKK_DATA: dir,
  STIKK_REGISTER_PER_HOUR: '1000',
});
try {
  const td = new Http(url);
  await td.ok('POST', '/api/auth/register', { email: 'td@bench.no', password: 'bench-pass', name: 'TD' });
  const club = (await td.ok('POST', '/api/clubs', { name: 'Bench' })).id as number;
  const big = await td.ok('POST', `/api/clubs/${club}/sessions`, {
    name: 'Big',
    movement: { kind: 'howell', tables: 30, boardsPerRound: 8 },
    boards: { source: 'seeded', seed: 'big' },
  });

  const raw = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);
  const junk = JSON.stringify({ email: 'x@y.no', password: 'p'.repeat(16 * 1024 - 40) });
  const nested = '['.repeat(2_000_000) + ']'.repeat(2_000_000);
  const deep = '{"a":'.repeat(400_000) + '1' + '}'.repeat(400_000);
  let size = 0;
  let bigPbn = '';
  for (let i = 0; bigPbn.length < 1_950_000; i++) {
    const n = (i % 30) + 1;
    bigPbn += `[Event "Import"]\n[Board "${n}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${printDeal(seededDeal('pbn', n), 'N')}"]\n{ a line of commentary, as real files carry }\n\n`;
  }
  const attacks: Record<string, (i: number) => Promise<unknown>> = {
    baseline: async () => new Promise((res) => setTimeout(res, 50)),
    bodies: (i) =>
      [
        () => raw('/api/auth/login', junk),
        () => raw('/api/auth/register', nested),
        () => raw(`/api/clubs/${club}/sessions`, deep, { cookie: td.cookie }),
      ][i % 3](),
    howell: () => {
      // 21–30 tables, 5–8 boards a round: 40 different movements, none repeated within a phase.
      const n = size++;
      return td.req('POST', `/api/clubs/${club}/sessions`, {
        name: `H${n}`,
        movement: { kind: 'howell', tables: 21 + (n % 10), boardsPerRound: 5 + (Math.floor(n / 10) % 4) },
        boards: { source: 'seeded', seed: `h${n}` },
      });
    },
    // A PBN file at the size limit (~2 MB): parsed in the worker thread.
    pbn: () =>
      td.req('POST', `/api/clubs/${club}/sessions`, {
        name: 'Import',
        movement: { kind: 'mitchell', tables: 15, boardsPerRound: 2 },
        boards: { source: 'pbn', pbn: bigPbn },
      }),
    rankings: () => td.req('GET', `/api/sessions/${big.id}/ranking`),
    logins: (i) =>
      new Http(url).req('POST', '/api/auth/login', {
        email: `victim${i}-${Math.random()}@x.no`,
        password: 'wrong-password',
      }),
  };
  attacks.all = (i) => [attacks.bodies, attacks.howell, attacks.pbn, attacks.rankings, attacks.logins][i % 5](i);

  for (const [phase, attack] of Object.entries(attacks)) {
    let stop = false,
      sent = 0;
    const loops = Array.from({ length: ATTACKERS }, async (_, a) => {
      for (let i = a; !stop; i += ATTACKERS) {
        await attack(i);
        sent++;
      }
    });
    const lat = await probeHealth(PHASE_MS);
    stop = true;
    await Promise.all(loops);
    out(`server-event-loop ${phase}: health p50`, percentile(lat, 50), 'ms');
    out(`server-event-loop ${phase}: health p99`, percentile(lat, 99), 'ms');
    out(`server-event-loop ${phase}: health max`, Math.max(...lat), 'ms');
    out(`server-event-loop ${phase}: attacker requests`, sent, 'requests');
  }
} finally {
  await killHard(child);
  rmSync(dir, { recursive: true, force: true });
}
