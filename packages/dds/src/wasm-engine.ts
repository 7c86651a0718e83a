/**
 * The WebAssembly core: the same search and transposition table as `Engine` (engine.ts), compiled
 * from it by scripts/build-wasm.mjs into AssemblyScript and then wasm, behind the same methods the solver
 * calls. Each instance owns one wasm instance (its own linear memory: the table, the caches and
 * the search stack). No Node API: the module's bytes are embedded (wasm-core.ts) and compiled
 * synchronously, which browsers allow in workers (on a page's main thread only for small
 * modules: `wasmCoreAvailable()` says whether it works here).
 */
import { DEFAULT_TT_ENTRIES, type TTOptions } from './transposition.js';
import { wasm } from './wasm-core.js';

interface CoreExports {
  readonly memory: WebAssembly.Memory;
  init(entries: number): void;
  handsPtr(): number;
  trickPtr(n: number): number;
  thrPtr(): number;
  setPosition(trump: number, leader: number, n: number): void;
  solveNS(guess: number): number;
  solveNSThresholds(guess: number): number;
  solveNSWindow(guess: number, lo: number, hi: number): number;
  thr8Ptr(): number;
  bound(target: number): number;
  clear(): void;
  nodes(): number;
  trickNodes(): number;
  ttSize(): number;
  ttClears(): number;
  ttMaxEntries(): number;
  ttBytes(): number;
}

let compiled: WebAssembly.Module | undefined;
function coreModule(): WebAssembly.Module {
  if (!compiled) {
    const bin = atob(wasm);
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    compiled = new WebAssembly.Module(bytes);
  }
  return compiled;
}

/** Whether the WebAssembly core can be compiled here (WebAssembly present, synchronous compile allowed). */
export function wasmCoreAvailable(): boolean {
  try {
    coreModule();
    return true;
  } catch {
    return false;
  }
}

/** The table statistics the solver and tests read (`Engine.tt`'s counterparts). */
export class WasmTable {
  constructor(private readonly x: CoreExports) {}
  /** Empties the table. */
  clear(): void {
    this.x.clear();
  }
  /** Entries stored. */
  get size(): number {
    return this.x.ttSize();
  }
  /** Times the table filled up and was compacted. */
  get clears(): number {
    return this.x.ttClears();
  }
  /** Capacity in entries. */
  get maxEntries(): number {
    return this.x.ttMaxEntries();
  }
  /** Bytes of the table's arrays. */
  get bytes(): number {
    return this.x.ttBytes();
  }
}

/** `Engine`'s interface over the WebAssembly core (results and node counts identical). */
export class WasmEngine {
  private readonly x: CoreExports;
  /** The transposition table's controls and statistics. */
  readonly tt: WasmTable;
  private rootDepth = 0;
  private leader = 0;
  private readonly handsCopy = new Int32Array(16);

  constructor(opts: TTOptions = {}) {
    this.x = new WebAssembly.Instance(coreModule(), { env: { abort: coreAbort } }).exports as unknown as CoreExports;
    this.x.init(Math.max(1024, Math.floor(opts.entries ?? DEFAULT_TT_ENTRIES)));
    this.tt = new WasmTable(this.x);
  }

  /** Nodes visited (statistics). */
  get nodes(): number {
    return this.x.nodes();
  }

  /** Trick starts reached by completing a trick (statistics). */
  get trickNodes(): number {
    return this.x.trickNodes();
  }

  /** Remaining hands (a copy of the last position set). */
  get hand(): Int32Array {
    return this.handsCopy;
  }

  /** Sets the position, as `Engine.setPosition`. */
  setPosition(hands: ArrayLike<number>, trump: number, trickLeader: number, trickCards: readonly number[]): void {
    const n = trickCards.length;
    const mem = new Int32Array(this.x.memory.buffer);
    const h = this.x.handsPtr() >> 2;
    for (let i = 0; i < 16; i++) {
      mem[h + i] = hands[i];
      this.handsCopy[i] = hands[i];
    }
    const t = this.x.trickPtr(n) >> 2;
    for (let i = 0; i < n; i++) mem[t + i] = trickCards[i];
    this.x.setPosition(trump, trickLeader, n);
    this.rootDepth = n;
    this.leader = trickLeader;
  }

  /** The seat to play next. */
  get toPlay(): number {
    return (this.leader + this.rootDepth) & 3;
  }

  /** Can North-South take at least `target` of the remaining tricks? */
  canMake(target: number): boolean {
    return this.x.bound(target) >= target;
  }

  /** Fail-soft test of `target` (as `Engine.bound`). */
  bound(target: number): number {
    return this.x.bound(target);
  }

  /** Maximum tricks North-South take from the position, searching from a guess. */
  solveNS(guess = -1): number {
    return this.x.solveNS(guess);
  }

  /** `solveNS`, also writing the root thresholds per suit to `thr4` (as `Engine.solveNSThresholds`). */
  solveNSThresholds(guess: number, thr4: Int32Array): number {
    const v = this.x.solveNSThresholds(guess);
    const mem = new Int32Array(this.x.memory.buffer);
    const p = this.x.thrPtr() >> 2;
    for (let s = 0; s < 4; s++) thr4[s] = mem[p + s];
    return v;
  }

  /** `solveNS` within known bounds, with both proofs' root thresholds in `thr8` (as `Engine.solveNSWindow`). */
  solveNSWindow(guess: number, lo: number, hi: number, thr8: Int32Array): number {
    const v = this.x.solveNSWindow(guess, lo, hi);
    const mem = new Int32Array(this.x.memory.buffer);
    const p = this.x.thr8Ptr() >> 2;
    for (let i = 0; i < 8; i++) thr8[i] = mem[p + i];
    return v;
  }
}

function coreAbort(): never {
  throw new Error('dds wasm core: abort');
}
