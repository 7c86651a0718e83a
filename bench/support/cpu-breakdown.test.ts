/**
 * bench/support/cpu-breakdown.mjs: each sample of a CPU profile goes to the stage of its innermost frame that names
 * one (else the stage of a frame further out, else `other`), within the window asked for.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module of the bench tools, without types
import { breakdown, STAGE_NAMES } from './cpu-breakdown.mjs';

interface Frame {
  functionName: string;
  url: string;
}

/** A profile of nested frames: `paths` (root to leaf, by frame) and one sample per entry of `samples`. */
function profile(paths: Frame[][], samples: { path: number; ms: number }[]) {
  const nodes: { id: number; callFrame: Frame; children: number[] }[] = [
    { id: 1, callFrame: { functionName: '(root)', url: '' }, children: [] },
  ];
  const leaf: number[] = [];
  for (const path of paths) {
    let at = nodes[0];
    for (const f of path) {
      let next = at.children
        .map((c) => nodes[c - 1])
        .find((n) => n.callFrame.functionName === f.functionName && n.callFrame.url === f.url);
      if (!next) {
        next = { id: nodes.length + 1, callFrame: f, children: [] };
        nodes.push(next);
        at.children.push(next.id);
      }
      at = next;
    }
    leaf.push(at.id);
  }
  return { nodes, samples: samples.map((s) => leaf[s.path]), timeDeltas: samples.map((s) => s.ms * 1000) };
}

const f = (functionName: string, url: string): Frame => ({ functionName, url });
const READ = f('socketOnData', 'file:///x/node_modules/ws/lib/websocket.js');
const ROUTE = f('', 'file:///x/packages/server/dist/routes/online.js');
const ACT = f('', 'file:///x/packages/server/dist/online/rooms.js');

describe('cpu-breakdown (issue 22)', () => {
  it('puts each sample under its innermost stage, and the rest under the frame further out', () => {
    const p = profile(
      [
        [READ, ROUTE, ACT, f('check', 'file:///x/packages/server/dist/online/room.js'), f('apply', 'machine.js')],
        [f('runMicrotasks', ''), ACT, f('broadcast', 'file:///x/packages/server/src/online/room.ts'), f('x', 'y')],
        [READ, ROUTE, f('parse', 'zod.js')],
        [f('processImmediate', ''), f('flush', 'file:///x/packages/server/dist/online/appender.js')],
        [f('flushDue', ''), f('flush', 'file:///x/packages/server/dist/online/frame-sender.js')],
        [f('(garbage collector)', '')],
        [f('(idle)', '')],
        // A function named like a member of Object.prototype is no stage of its own.
        [f('toString', 'node:buffer')],
        [f('runMicrotasks', ''), ACT, f('send', 'routes/online.js')],
        // Room workers: the act posting its event (ShardedRoom.broadcast), and the frames a worker answered with
        // handed to the connections (their socket writes are frames-out).
        [f('runMicrotasks', ''), ACT, f('broadcast', 'file:///x/packages/server/dist/online/room-workers.js')],
        [
          f('(anon)', 'node:internal/per_context/messageport'),
          f('deliver', 'file:///x/packages/server/dist/online/room-workers.js'),
          f('send', 'file:///x/packages/server/dist/online/frame-sender.js'),
        ],
      ],
      [
        { path: 0, ms: 3 },
        { path: 1, ms: 10 },
        { path: 2, ms: 2 },
        { path: 3, ms: 4 },
        { path: 4, ms: 5 },
        { path: 5, ms: 1 },
        { path: 6, ms: 7 },
        { path: 7, ms: 6 },
        { path: 8, ms: 8 },
        { path: 9, ms: 9 },
        { path: 10, ms: 11 },
      ],
    );
    const { ms } = breakdown(p);
    expect(Object.keys(ms)).toEqual(STAGE_NAMES);
    expect(ms).toEqual({
      broadcast: 10,
      check: 3,
      'group-commit': 4,
      'frames-out': 5,
      'room-workers': 20,
      // The act handler's own frames (and a frame file merely named like the route's, not its path, counts there).
      act: 8,
      receive: 2,
      gc: 1,
      idle: 7,
      program: 0,
      other: 6,
    });
  });

  it('counts only the samples inside the window, and every sample in its 5-second bucket', () => {
    // Samples at 2, 4, 6, 8 s: the window from 3 to 7 s holds the second and third.
    const p = profile(
      [[f('(idle)', '')], [f('check', 'file:///x/packages/server/dist/online/room.js')]],
      [
        { path: 1, ms: 2000 },
        { path: 0, ms: 2000 },
        { path: 1, ms: 2000 },
        { path: 1, ms: 2000 },
      ],
    );
    const { ms, buckets } = breakdown(p, 3, 7);
    expect(ms.check).toBe(2000);
    expect(ms.idle).toBe(2000);
    expect(buckets).toEqual([
      { busy: 2000, idle: 2000 },
      { busy: 4000, idle: 0 },
    ]);
  });
});
