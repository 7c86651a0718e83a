// Issue 22: what the text of a server message costs, `JSON.stringify` against `jsonText` (online/json-text.ts), on
// the messages live tables send: STIKK_BENCH_ROOMS rooms (default 50) play their boards by the load bots' policy
// (bench/support/room-policy.ts) with four seats taking deltas, and every message their broadcasts send is kept as a
// value (parsed back). Then rounds alternate the two ways over all of them (A B, B A, …; STIKK_BENCH_ROUNDS pairs,
// default 6), each text also written as UTF-8 into a buffer as a socket write would. Printed: the median ns per
// message of each way and their ratio; the messages' mean size.
import { heldView, type Recipient, type Seat, seededDeal } from '@stikk/core';
import { directorRules } from '@stikk/laws';
import type { Db } from '../packages/server/src/db/index.js';
import { jsonText } from '../packages/server/src/online/json-text.js';
import { type Client, dealBoards, isRefusal, Room } from '../packages/server/src/online/room.js';
import { nextAct } from './support/room-policy.js';

const ROOMS = Number(process.env.STIKK_BENCH_ROOMS ?? 50);
const ROUNDS = Number(process.env.STIKK_BENCH_ROUNDS ?? 6);
const SEATS: Seat[] = ['N', 'E', 'S', 'W'];
const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 1000) / 1000, unit }));

const texts: string[] = [];
for (let i = 0; i < ROOMS; i++) {
  const boards = [1, 2, 3, 4];
  const room = new Room(
    null as unknown as Db,
    i + 1,
    1,
    boards,
    dealBoards(boards, (b) => seededDeal(`json-text-${i}`, b)),
    true,
    directorRules,
    'prevent',
  );
  for (const v of SEATS) {
    const c: Client = {
      id: room.members.size + 1,
      send: (m) => texts.push(JSON.stringify(m)),
      sendText: (t) => texts.push(t),
    };
    room.members.set(c.id, { client: c, viewer: v as Recipient, held: heldView(room.view(v)) });
  }
  for (let next = nextAct(room); next; next = nextAct(room)) {
    const ev = room.toEvent(next.seat, next.act);
    if (isRefusal(ev)) throw new Error(`room ${room.id}: ${ev.code} ${ev.message}`);
    const checked = room.check(ev);
    if (isRefusal(checked)) throw new Error(`room ${room.id}: ${checked.code} ${checked.message}`);
    room.commit(room.version + 1, ev, checked);
    room.broadcast(room.log.last()!);
  }
}
const values: unknown[] = texts.map((t) => JSON.parse(t));
for (let i = 0; i < values.length; i++)
  if (jsonText(values[i]) !== texts[i]) throw new Error(`message ${i}: jsonText differs from JSON.stringify`);

const sink = Buffer.allocUnsafe(1 << 20);
const ways = { stringify: (v: unknown) => JSON.stringify(v), jsonText } as const;
function round(f: (v: unknown) => string | undefined): number {
  const t0 = process.hrtime.bigint();
  let n = 0;
  for (let k = 0; k < 20; k++) for (const v of values) n += sink.write(f(v)!, 0, 'utf8');
  if (n === 0) throw new Error('nothing written');
  return Number(process.hrtime.bigint() - t0) / (20 * values.length);
}
round(ways.stringify);
round(ways.jsonText);
const per = { stringify: [] as number[], jsonText: [] as number[] };
for (let i = 0; i < ROUNDS; i++) {
  const order = i % 2 === 0 ? (['stringify', 'jsonText'] as const) : (['jsonText', 'stringify'] as const);
  for (const w of order) per[w].push(round(ways[w]));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const name = `server.json-text.${ROOMS}-rooms`;
out(`${name}.messages`, values.length, 'messages');
out(`${name}.mean-bytes`, texts.reduce((s, t) => s + t.length, 0) / texts.length, 'bytes');
out(`${name}.stringify`, median(per.stringify), 'ns/message');
out(`${name}.json-text`, median(per.jsonText), 'ns/message');
out(`${name}.ratio`, median(per.jsonText) / median(per.stringify), 'jsonText/stringify');
