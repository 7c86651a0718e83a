/**
 * The WebAssembly core against the TypeScript engine it is generated from (scripts/build-wasm.mjs):
 * the committed module must be built from the current sources, and both cores must give the same
 * answers with the same node counts (the same search, node for node) on reference deals, opening
 * leads, mid-play positions and random endings, with a small table so that its compaction runs too.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@stikk/core';
import {
  DDSolver,
  type DDCore,
  type DDPosition,
  defaultCore,
  makeEngine,
  WASM_MAX_ENTRIES,
  wasmCoreAvailable,
} from '@stikk/dds';
import { HAVE_DATA, list100, solveCases } from './data.js';
import { highCardEnding, randomTrick } from './minimax.js';

const script = fileURLToPath(new URL('../scripts/build-wasm.mjs', import.meta.url));

/** Runs `work` on a solver of each core; returns what each produced and its node counts. */
function both(entries: number, work: (s: DDSolver) => unknown[]): Record<DDCore, { out: string; nodes: number[] }> {
  const run = (core: DDCore) => {
    const s = new DDSolver({ entries, core });
    const out = JSON.stringify(work(s));
    return { out, nodes: [s.nodes, s.trickNodes] };
  };
  return { ts: run('ts'), wasm: run('wasm') };
}

const board = (s: DDSolver, p: DDPosition) => {
  const r = s.solveBoard(p);
  return r.ok ? r.value : r.error.code;
};

describe('the WebAssembly core', () => {
  it('is built from the current engine sources (else: npm run build:wasm -w packages/dds)', () => {
    const r = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('compiles and runs in Node', () => {
    expect(wasmCoreAvailable()).toBe(true);
    expect(new DDSolver({ core: 'wasm' }).engine.constructor.name).toBe('WasmEngine');
    expect(new DDSolver({ core: 'ts' }).engine.constructor.name).toBe('Engine');
  });

  it('searches random endings node for node like the TypeScript engine', () => {
    const raw = seededRandom('dds-wasm-endings');
    const rand = (): number => raw() / 0x100000000;
    const positions: DDPosition[] = [];
    for (let i = 0; i < 60; i++) {
      const hands = highCardEnding(rand, 4 + (i % 4), 4, 0.6);
      const trump = i % 3 === 0 ? 4 : Math.floor(rand() * 4);
      const leader = Math.floor(rand() * 4);
      positions.push(randomTrick(rand, hands, trump, leader, i % 4).pos);
    }
    // 2,048 entries: the table fills and is compacted many times
    const r = both(2048, (s) => positions.map((p) => board(s, p)));
    expect(r.wasm.out).toBe(r.ts.out);
    expect(r.wasm.nodes).toEqual(r.ts.nodes);
    expect(r.ts.nodes[0]).toBeGreaterThan(0);
  });

  it.skipIf(!HAVE_DATA)(
    'solves reference leads, mid-play positions and a table node for node like it',
    () => {
      const { opening_lead, midplay } = solveCases();
      const r = both(20_000, (s) => [
        ...opening_lead.slice(0, 3).map((c) => board(s, { remaining: c.remaining, trump: c.trump, leader: c.leader })),
        ...midplay
          .slice(0, 30)
          .map((c) =>
            board(s, { remaining: c.remaining, trump: c.trump, leader: c.trick_leader, trick: c.current_trick }),
          ),
        s.ddTable(list100()[2].deal),
      ]);
      expect(r.wasm.out).toBe(r.ts.out);
      expect(r.wasm.nodes).toEqual(r.ts.nodes);
      expect(r.wasm.out).toContain('"ok":true');
    },
    120_000,
  );
});

describe('choosing the core', () => {
  it('takes the TypeScript engine for a table too large for wasm memory, and says so when wasm is asked for', () => {
    expect(() => new DDSolver({ core: 'wasm', entries: WASM_MAX_ENTRIES + 1 })).toThrow(RangeError);
    // (not constructed: a table that size would take gigabytes; the choice is what is tested)
    expect(makeEngine({ core: 'ts', entries: 1024 }).constructor.name).toBe('Engine');
    expect(makeEngine({ entries: 1024 }).constructor.name).toBe(defaultCore() === 'wasm' ? 'WasmEngine' : 'Engine');
  });
});
