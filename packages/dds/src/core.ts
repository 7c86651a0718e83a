/**
 * Which search core a solver uses: `'wasm'`, the WebAssembly build of the engine (the default where
 * WebAssembly can be compiled synchronously), or `'ts'`, the TypeScript engine it is built from (the
 * reference, and the fallback). Both give identical results and node counts. The environment
 * variable `STIKK_DD_CORE=ts|wasm` overrides the default in Node; the option `core` overrides both.
 */
import { Engine } from './engine.js';
import type { TTOptions } from './transposition.js';
import { WasmEngine, wasmCoreAvailable } from './wasm-engine.js';

/** The search core: the WebAssembly build or the TypeScript engine. */
export type DDCore = 'ts' | 'wasm';

/** Options of a solver's engine: the table size and the core. */
export interface CoreOptions extends TTOptions {
  /** The search core (default: `STIKK_DD_CORE`, else `'wasm'` where it compiles, else `'ts'`). */
  readonly core?: DDCore;
}

let fallback: DDCore | undefined;

/** The core used when no option names one. */
export function defaultCore(): DDCore {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.STIKK_DD_CORE;
  if (env === 'ts' || env === 'wasm') return env;
  fallback ??= wasmCoreAvailable() ? 'wasm' : 'ts';
  return fallback;
}

/**
 * The most table entries the WebAssembly core takes: it needs about 52 bytes an entry of its 4 GB
 * (32-bit) memory, 2 GB at this size. Larger tables use the TypeScript engine unless the wasm core
 * is asked for by name (then a RangeError).
 */
export const WASM_MAX_ENTRIES = 40_000_000;

/** A new engine of the chosen core. */
export function makeEngine(opts: CoreOptions = {}): Engine | WasmEngine {
  const big = (opts.entries ?? 0) > WASM_MAX_ENTRIES;
  if (opts.core === 'wasm' && big)
    throw new RangeError(`entries: the WebAssembly core takes at most ${WASM_MAX_ENTRIES} table entries`);
  return (opts.core ?? defaultCore()) === 'wasm' && !big ? new WasmEngine(opts) : new Engine(opts);
}
