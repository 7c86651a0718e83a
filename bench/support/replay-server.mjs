#!/usr/bin/env node
// A stand-in for the Stikk server that replays one recorded table (bench/load-bots.bench.ts) to any
// number of bot tables, so that the load bots' own CPU per act over real loopback sockets can be
// measured without the real server's work (and its refusals on a busy machine) shaping it.
//   node bench/support/replay-server.mjs RECORDING.json  → prints {"port":…} once listening
// RECORDING.json: {"id": recorded table id, "joins": [texts], "acts": [[texts after act 1], …]}.
// A table (any id) whose four seats have joined gets the recorded join messages; each act it sends
// gets the recorded messages of its next act; after the last act the joins again (a fresh table).
// For bots whose one socket carries all four seats of its tables (STIKK_BENCH_MUX_SEATS=1's shape).
// The recorded id is rewritten to the table's own in every message. Nothing is checked: the bots are.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

const rec = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const key = `"tableId":${rec.id}`;
/** Each recorded message cut around its table id: the parts to join with the table's own id. */
const cut = (text) => text.split(key);
const joins = rec.joins.map(cut);
const acts = rec.acts.map((ms) => ms.map(cut));
const texts = (parts, id) => parts.map((p) => p.join(`"tableId":${id}`));
/** An unmasked text frame. */
function frame(text) {
  const p = Buffer.from(text);
  const h = p.length < 126 ? Buffer.from([0x81, p.length]) : Buffer.from([0x81, 126, p.length >> 8, p.length & 255]);
  if (p.length >= 0x10000) throw new Error(`replay-server: a message of ${p.length} bytes`);
  return Buffer.concat([h, p]);
}
/** Per table: seats joined, the next act's index. */
const tables = new Map();
const http = createServer();
const wss = new WebSocketServer({ server: http, path: '/api/ws', perMessageDeflate: false });
wss.on('connection', (ws) => {
  ws.on('message', (d) => {
    const m = JSON.parse(d.toString());
    let t = tables.get(m.tableId);
    if (!t) tables.set(m.tableId, (t = { joined: 0, next: 0 }));
    let out;
    if (m.type === 'join') {
      if (++t.joined < 4) return;
      out = texts(joins, m.tableId);
    } else if (m.type === 'act') {
      out = texts(acts[t.next++], m.tableId);
      if (t.next === acts.length) {
        t.next = 0;
        out.push(...texts(joins, m.tableId));
      }
    } else return;
    // As the server does (online/frames.ts): the frames of one turn to a connection in one write.
    ws._socket.write(Buffer.concat(out.map(frame)));
  });
});
http.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: http.address().port })));
