// Issue 22: the server's socket writes of the online tables (online/frame-sender.ts), in process, so a crowded
// machine can compare two ways: the sending side is the main thread, with a real `ws` server and
// STIKK_BENCH_SOCKETS loopback connections (default 400; clients in a worker thread, reading and counting). Each
// round writes one update to every connection and STIKK_BENCH_EXTRA more to every fourth (an actor's ack and the
// frames of its other seats), then waits for the next turn of the loop; per way, alternated in blocks of rounds:
//   frames — FrameSender with the raw stream: a turn's texts for a connection as one buffer of frames, one write;
//   single-ws — as before: a connection's lone text of a turn through ws's own `send` (header buffer, cork, two
//            writes, uncork: a writev), several as one buffer of frames (a FrameSender without the raw stream is
//            used for the lone texts);
//   old    — single-ws, each connection's flush a `process.nextTick` of its own (before `afterTurn`);
// both through the one shared tick per turn (`afterTurn`). Reported: the sending thread's CPU (/proc/thread-self)
// from the first send of a round to the end of its writes, per text and per connection written, µs (the sending
// side's system calls are in it: kernel time on loopback), and frames/ws.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { WebSocketServer } from 'ws';
import { FrameSender } from '../packages/server/src/online/frame-sender.js';

const SOCKETS = Number(process.env.STIKK_BENCH_SOCKETS ?? 400);
const ROUNDS = Number(process.env.STIKK_BENCH_ROUNDS ?? 1_500);
const EXTRA = Number(process.env.STIKK_BENCH_EXTRA ?? 4);
const BLOCKS = 6;
const threadCpuUs = (): number => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e3;
const UPDATE = JSON.stringify({
  type: 'update',
  tableId: 1234,
  version: 57,
  base: 56,
  delta: [
    ['set', ['turn'], 'E'],
    ['set', ['trick'], { leader: 'N', cards: [{ seat: 'N', card: 'SA' }] }],
    ['set', ['hands', 'N'], ['S', 'K', 'Q', '7', 'H', 'A', '4', 'D', 'J', 'T', '9', 'C', '2']],
  ],
});
const ACK = JSON.stringify({ type: 'ack', tableId: 1234, id: 'b12345', version: 57 });

/** The clients (a worker thread of plain JavaScript): connect, then read and count until told to stop. */
const CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require(workerData.ws);
const clients = [];
let received = 0;
(async () => {
  for (let i = 0; i < workerData.sockets; i++) {
    const c = new WebSocket('ws://127.0.0.1:' + workerData.port + '/');
    c.on('message', () => { received++; });
    await new Promise((r) => c.once('open', r));
    clients.push(c);
  }
  parentPort.postMessage('open');
  parentPort.once('message', () => {
    for (const c of clients) c.terminate();
    parentPort.postMessage(received);
  });
})();
`;

const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 64 * 1024 });
const senders: { frames: FrameSender; ws: FrameSender; oldFrames: FrameSender; oldWs: FrameSender }[] = [];
wss.on('connection', (s) => {
  const raw = (s as unknown as { _socket: { write(b: Buffer): unknown } })._socket;
  senders.push({
    frames: new FrameSender(s, raw, 1 << 30),
    ws: new FrameSender(s, undefined, 1 << 30),
    oldFrames: new FrameSender(s, raw, 1 << 30, process.nextTick),
    oldWs: new FrameSender(s, undefined, 1 << 30, process.nextTick),
  });
});
await new Promise((r) => wss.once('listening', r));
const worker = new Worker(CLIENTS, {
  eval: true,
  workerData: {
    port: (wss.address() as { port: number }).port,
    sockets: SOCKETS,
    ws: createRequire(import.meta.url).resolve('ws'),
  },
});
await new Promise((r) => worker.once('message', r));
while (senders.length < SOCKETS) await new Promise((r) => setTimeout(r, 10));
const totals: Record<string, { us: number; texts: number; writes: number }> = {
  frames: { us: 0, texts: 0, writes: 0 },
  'single-ws': { us: 0, texts: 0, writes: 0 },
  old: { us: 0, texts: 0, writes: 0 },
};
const turn = () => new Promise((r) => setImmediate(r));
const ways = ['frames', 'single-ws', 'old'] as const;
for (let b = 0; b < 3 * BLOCKS; b++) {
  const way = ways[b % 3];
  const t = totals[way];
  const count = Math.round(b < 3 ? ROUNDS / 5 : ROUNDS / BLOCKS); // the first three blocks warm up (not counted)
  let us = 0;
  let texts = 0;
  for (let r = 0; r < count; r++) {
    const t0 = threadCpuUs();
    for (let i = 0; i < senders.length; i++) {
      const several = (i + r) % 4 === 0;
      const x = senders[i];
      const s = way === 'old' ? (several ? x.oldFrames : x.oldWs) : way === 'frames' || several ? x.frames : x.ws;
      if (several) {
        s.send(ACK);
        for (let k = 0; k < EXTRA - 1; k++) s.send(UPDATE);
        texts += EXTRA;
      }
      s.send(UPDATE);
      texts++;
    }
    await turn();
    us += threadCpuUs() - t0;
    // Let the clients read: the sockets' buffers stay near empty, as at one act per table per second.
    if (r % 8 === 7) await new Promise((res) => setTimeout(res, 2));
  }
  if (b >= 3) {
    t.us += us;
    t.texts += texts;
    t.writes += count * senders.length;
  }
}
for (const [way, x] of Object.entries(totals)) {
  const name = `server.frames.${SOCKETS}-sockets.${way}`;
  console.log(JSON.stringify({ name: `${name}.cpu-per-text`, value: +(x.us / x.texts).toFixed(2), unit: 'µs' }));
  console.log(JSON.stringify({ name: `${name}.cpu-per-write`, value: +(x.us / x.writes).toFixed(2), unit: 'µs' }));
}
// The sending side's CPU the new way against the old.
console.log(
  JSON.stringify({ name: 'server.frames.ratio', value: +(totals.frames.us / totals.old.us).toFixed(3), unit: '×' }),
);
worker.postMessage('stop');
const received = await new Promise((r) => worker.once('message', r));
process.stderr.write(`server-frames: ${received} texts received\n`);
await worker.terminate();
wss.close();
