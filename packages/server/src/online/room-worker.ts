/**
 * A room worker thread (issue 22, `STIKK_ROOM_WORKERS`; online/room-workers.ts starts it): a
 * replica of its share of the online tables, each a {@link Room} fed the events the main thread
 * committed, in order. For each it builds what every member may see (the core's per-recipient
 * views, deltas from the view that member holds, one encoding per audience) and answers with the
 * frames and the keys of the members they are for. It validates, stores and acknowledges nothing.
 */
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { jsonText } from './json-text.js';
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { directorRules } from '@stikk/laws';
import type { Db } from '../db/index.js';
import type { ServerMessage } from '../api/types.js';
import { type Client, dealFromText, isRefusal, Room } from './room.js';
import type { RoomFrames, RoomOp, RoomWorkerStats } from './room-workers.js';
import { stalls } from './stalls.js';

const rooms = new Map<number, Room>();
/** This thread's garbage collections since the last `stats` op. */
const gc = { minorGcs: 0, majorGcs: 0, gcMs: 0, gcMaxMs: 0 };
let stats: RoomWorkerStats | undefined;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
    if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) gc.majorGcs++;
    else gc.minorGcs++;
    gc.gcMs += e.duration;
    gc.gcMaxMs = Math.max(gc.gcMaxMs, e.duration);
  }
}).observe({ entryTypes: ['gc'] });
// STIKK_STAGES=1 (the load bench's tail attribution): this thread's stalls, once a second, as a line
// of the server's stdout.
const watch = stalls;
if (watch)
  setInterval(() => {
    const s = watch.take();
    if (s.length) process.stdout.write(`stalls-worker ${JSON.stringify(s)}\n`);
  }, 1000).unref();
let frames: (string | number)[] = [];
let errors: string[] = [];
// Members of one audience get the same text: one copy, their keys after it.
let lastText: string | null = null;
let countAt = -1;

function emit(key: number, text: string): void {
  if (text === lastText) {
    frames.push(key);
    (frames[countAt] as number)++;
    return;
  }
  lastText = text;
  countAt = frames.length + 1;
  frames.push(text, 1, key);
}

/** A member as the replica holds it: whatever is sent to it becomes a frame for its key. */
const memberClient = (key: number): Client => ({
  id: key,
  send: (m: ServerMessage) => emit(key, jsonText(m)),
  sendText: (text: string) => emit(key, text),
});

function run(o: RoomOp): void {
  if (o.op === 'stats') {
    stats = { heapUsed: getHeapStatistics().used_heap_size, ...gc };
    Object.assign(gc, { minorGcs: 0, majorGcs: 0, gcMs: 0, gcMaxMs: 0 });
    return;
  }
  if (o.op === 'open') {
    const room = new Room(
      null as unknown as Db, // the replica never touches the database
      o.t,
      o.owner,
      o.boards,
      new Map(o.deals.map(([b, d]) => [b, dealFromText(d)])),
      o.kibitzers,
      directorRules,
      o.irregularities,
      o.edition,
    );
    room.restore(o.log.map(([seq, board, event]) => ({ seq, board, event })));
    room.adoptTimes(o.times);
    room.openCalls = o.calls;
    room.director = o.director;
    rooms.set(o.t, room);
    return;
  }
  const room = rooms.get(o.t);
  if (!room) throw new Error(`table ${o.t} is not open here (${o.op})`);
  switch (o.op) {
    case 'event': {
      if (o.v === room.version + 1) {
        // As the main thread did: the core applies the checked event, then it is committed.
        const checked = room.check(o.event);
        if (isRefusal(checked))
          room.restore([{ seq: o.v, board: o.board, event: o.event, at: new Date(o.at).toISOString() }]);
        else room.commit(o.v, o.event, checked, o.at);
      } else if (o.v > room.version) throw new Error(`table ${o.t}: event v${o.v} after v${room.version}`);
      room.openCalls = o.calls;
      room.director = o.director;
      if (room.members.size > 0) room.broadcast({ v: o.v, board: o.board, event: o.event });
      return;
    }
    case 'welcome': {
      room.openCalls = o.calls;
      room.director = o.director;
      const member = { client: memberClient(o.key), viewer: o.viewer };
      room.members.set(o.key, member);
      room.welcome(member, o.deltas, o.missed, o.notes);
      return;
    }
    case 'leave':
      room.members.delete(o.key);
      return;
    case 'drop':
      rooms.delete(o.t);
      return;
  }
}

parentPort!.on('message', (ops: RoomOp[]) => {
  for (const o of ops) {
    try {
      run(o);
    } catch (e) {
      errors.push(e instanceof Error ? (e.stack ?? e.message) : String(e));
    }
  }
  // Answered even when empty: the main thread measures this worker's lag by the answers.
  const out: RoomFrames = { frames, errors, ...(stats ? { stats } : {}) };
  parentPort!.postMessage(out);
  stats = undefined;
  frames = [];
  errors = [];
  lastText = null;
  countAt = -1;
});
