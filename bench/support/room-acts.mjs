#!/usr/bin/env node
// Issue 22: the instructions one online act costs in process (check, commit, broadcast to four seats folding card
// notes, as bench/server-ordinary's parts way; no database, no sockets), a count the machine's load does not move.
// STIKK_BENCH_ROOMS rooms (default 1,000) out of step, STIKK_BENCH_WARM acts of warm-up (default 10,000), then K acts
// (the argument, default 0), on the built packages (`npx tsc -b`) of this tree or of STIKK_TREE. Run it under
// cachegrind with K and with 0; the difference over K is the instructions per act, e.g.
//   STIKK_BENCH_ROOMS=300 STIKK_BENCH_WARM=3000 valgrind --tool=cachegrind --cache-sim=no \
//     --cachegrind-out-file=/dev/null --smc-check=all-non-file node --single-threaded bench/support/room-acts.mjs 6000
// and the same with 0.
// The policy (North opens 1NT, all pass, the first legal card) is bench/support/room-policy.ts's, written here in JS.
import { fileURLToPath } from 'node:url';

const tree = process.env.STIKK_TREE ?? fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const { heldView, seededDeal } = await import(`${tree}/packages/core/dist/index.js`);
const { directorRules } = await import(`${tree}/packages/laws/dist/index.js`);
const { dealBoards, isRefusal, Room } = await import(`${tree}/packages/server/dist/online/room.js`);
const N = Number(process.env.STIKK_BENCH_ROOMS ?? 1000);
const K = Number(process.argv[2] ?? 0);
const WARM = Number(process.env.STIKK_BENCH_WARM ?? 10000);
let id = 1;
let sink = 0;
function nextAct(room) {
  const v = room.view('N');
  if (v.phase === 'ended') return v.nextBoard !== null ? { seat: 'N', act: { next: true } } : null;
  const turn = v.turn;
  const seat = v.phase === 'play' && v.dummy === turn ? v.declarer : turn;
  if (v.phase === 'auction') return { seat, act: { call: v.auction.length === 0 ? '1NT' : 'P' } };
  return { seat, act: { play: room.view(seat).legalCards[0] } };
}
const rooms = Array.from({ length: N }, (_, i) => {
  const boards = [1, 2, 3, 4, 5, 6, 7, 8];
  const room = new Room(
    null,
    i + 1,
    1,
    boards,
    dealBoards(boards, (b) => seededDeal(`ordinary-${i}`, b)),
    true,
    directorRules,
    'prevent',
  );
  for (const v of ['N', 'E', 'S', 'W']) {
    const c = {
      id: id++,
      send: (m) => {
        sink += JSON.stringify(m).length;
      },
      sendText: (t) => {
        sink += t.length;
      },
    };
    room.members.set(c.id, {
      client: c,
      viewer: v,
      held: heldView(room.view(v)),
      notes: { at: room.version, stale: false },
    });
  }
  return room;
});
let r = 0;
function act(room) {
  const next = nextAct(room);
  if (!next) return false;
  const ev = room.toEvent(next.seat, next.act);
  if (isRefusal(ev)) throw new Error('refused');
  const checked = room.check(ev);
  if (isRefusal(checked)) throw new Error('refused');
  room.commit(room.version + 1, ev, checked);
  room.broadcast(room.log.last());
  return true;
}
for (let i = 0; i < N; i++) for (let k = (i * 13) % 57; k > 0; k--) act(rooms[i]);
const run = (n) => {
  let a = 0;
  let misses = 0;
  while (a < n) {
    if (act(rooms[r++ % N])) {
      a++;
      misses = 0;
    } else if (++misses > N) throw new Error(`every room played its 8 boards after ${a} of ${n} acts: more rooms`);
  }
};
run(WARM);
run(K);
console.log('acts', K, 'sink', sink);
