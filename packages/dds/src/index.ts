/**
 * @stikk/dds — double-dummy solver, tables and par, in TypeScript with no native code.
 * Browser-safe; the worker pool for many deals is the separate Node entry `@stikk/dds/pool`.
 */
export { Engine } from './engine.js';
export { WasmEngine, WasmTable, wasmCoreAvailable } from './wasm-engine.js';
export { defaultCore, makeEngine, WASM_MAX_ENTRIES, type DDCore, type CoreOptions } from './core.js';
export { TranspositionTable, DEFAULT_TT_ENTRIES, type TTOptions } from './transposition.js';
export { parseHands, toEnginePosition, type DDPosition, type EnginePosition } from './position.js';
export {
  DDSolver,
  solve,
  solveBoard,
  ddTable,
  type DDTable,
  type CardResult,
  type SolveResult,
  type SolverOptions,
} from './solver.js';
export {
  par,
  sidesPar,
  dealerPar,
  type ParResult,
  type ParContract,
  type SidePar,
  type SidesPar,
  type DealerPar,
} from './par.js';
export { parseDealFile, formatJsonLine, formatPbnRecord, type DealRecord } from './records.js';
