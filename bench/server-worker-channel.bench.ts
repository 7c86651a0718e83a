// Issue 22 (rooms on worker threads): what the main thread would pay to hand each act to a room
// worker and take back the frames to send — the cost sharding must beat. The main thread posts a
// parsed act (as the WebSocket handler holds it) to a worker thread; the worker answers with four
// encoded frames (one delta per seat, ~300 bytes each, as the server sends them). Measured: the
// main thread's own CPU (/proc/thread-self/schedstat, Linux) per act, for batches of acts posted
// one by one and for acts gathered per event-loop turn (one message per batch). Compare it with
// server-stages' validate + append + views + encode (what a room worker would take off the main
// thread): the rest (parse, send, other: the sockets) stays on the main thread in either design.
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

function threadCpuMs(): number {
  return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
}

const WORKER = `
const { parentPort } = require('node:worker_threads');
const frame = (i, s) => JSON.stringify({ type: 'delta', tableId: i, version: 17, base: 16, viewer: s,
  event: { seat: 'E', play: 'H7', v: 17, board: 3 },
  ops: [[['turn'], 'S'], [['hands', s], ['SA', 'SK', 'S7', 'HQ', 'H3', 'D9', 'D4', 'C8']], [['handSizes', 'E'], 8],
    [['tricks', 5, 'cards'], [{ seat: 'E', card: 'H7' }], 1], [['legalCards'], ['H4', 'H2']], [['version'], 17]] });
parentPort.on('message', (m) => {
  if (Array.isArray(m)) parentPort.postMessage(m.map((a) => ['N', 'E', 'S', 'W'].map((s) => frame(a.tableId, s))));
  else parentPort.postMessage(['N', 'E', 'S', 'W'].map((s) => frame(m.tableId, s)));
});
`;
const w = new Worker(WORKER, { eval: true });
const act = (i: number) => ({
  type: 'act',
  tableId: i,
  id: `a${i}`,
  version: 16,
  seat: 'E',
  act: { play: 'H7' },
});

/** Main-thread CPU µs per act: `n` acts, `batch` per message. */
async function run(n: number, batch: number): Promise<number> {
  let left = n;
  let got = 0;
  const t0 = threadCpuMs();
  await new Promise<void>((done) => {
    w.on('message', function onMsg(m: string[] | string[][]) {
      got += batch === 1 ? 1 : m.length;
      // The frames are read as the sender would: each string touched once.
      let bytes = 0;
      for (const x of m) bytes += typeof x === 'string' ? x.length : x.reduce((a, y) => a + y.length, 0);
      if (bytes < 0) throw new Error('unreachable');
      if (got >= n) {
        w.off('message', onMsg);
        done();
      }
    });
    const send = () => {
      for (let k = 0; k < 50 && left > 0; k++) {
        if (batch === 1) w.postMessage(act(left--));
        else {
          const acts = [];
          for (let j = 0; j < batch && left > 0; j++) acts.push(act(left--));
          w.postMessage(acts);
        }
      }
      if (left > 0) setImmediate(send);
    };
    send();
  });
  return ((threadCpuMs() - t0) * 1000) / n;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
await run(5000, 1);
await run(5000, 20);
const one: number[] = [];
const batched: number[] = [];
for (let i = 0; i < 5; i++) {
  one.push(await run(10_000, 1));
  batched.push(await run(10_000, 20));
}
await w.terminate();
const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 10) / 10, unit }));
out('server.worker-channel.per-act', median(one), 'µs main-thread CPU/act');
out('server.worker-channel.batched-20', median(batched), 'µs main-thread CPU/act');
