#!/usr/bin/env node
// Builds the WebAssembly core of @stikk/dds from the TypeScript engine itself: src/tables.ts,
// src/transposition.ts and src/engine.ts are rewritten mechanically into AssemblyScript
// (`number` → i32, reads of byte/half-word tables widened to i32, Math.* → wasm builtins, a few
// TS-only constructs replaced), compiled with asc -O3 (raw linear memory, stub runtime, no bounds
// checks), and embedded as base64 in src/wasm-core.ts, which tsc then builds like any other source.
// So the wasm core is the same algorithm as the TS engine by construction: a change to engine.ts
// reaches it by rerunning this script (`npm run build:wasm -w packages/dds`); the test
// test/wasm.test.ts fails while src/wasm-core.ts is stale (its `source` hash differs).
//   node packages/dds/scripts/build-wasm.mjs [--check | --if-stale]
// `--if-stale` (npm ci's prepare) builds only when src/wasm-core.ts's recorded hash is not the sources' one.
// `--profile DIR` builds a variant for CPU profiles instead (README, "The WebAssembly core"): wasm
// functions named, the table's and the bounds' largest helpers kept out of line so that a profile
// shows their share, written as DIR/wasm-core.js (DIR: a copy of packages/dds/dist); src is untouched.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = join(here, '..');
const src = join(pkg, 'src');
const profIdx = process.argv.indexOf('--profile');
const profDir = profIdx >= 0 ? process.argv[profIdx + 1] : undefined;
if (profIdx >= 0 && !profDir) {
  console.error('build-wasm.mjs: --profile needs a folder (a copy of packages/dds/dist)');
  process.exit(2);
}
const gen = join(pkg, profDir ? 'wasm-gen-profile' : 'wasm-gen');
const out = join(src, 'wasm-core.ts');
// The hash of what the core is built from (this script, the three sources, the compiler's version), which
// src/wasm-core.ts records: taken before the rewrite, so that --check and --if-stale cost no rewrite.
const hash = createHash('sha256');
hash.update(readFileSync(fileURLToPath(import.meta.url)));
for (const f of ['tables.ts', 'transposition.ts', 'engine.ts']) hash.update(readFileSync(join(src, f)));
const ascDir = dirname(createRequire(import.meta.url).resolve('assemblyscript/package.json'));
hash.update(JSON.parse(readFileSync(join(ascDir, 'package.json'), 'utf8')).version);
const source = hash.digest('hex').slice(0, 16);
/** The hash src/wasm-core.ts records. */
const recorded = () => readFileSync(out, 'utf8').match(/source = '([0-9a-f]+)'/)?.[1];
const current = () => recorded() === source;

if (process.argv.includes('--check')) {
  const cur = recorded();
  if (cur !== source) {
    console.error(`src/wasm-core.ts is stale (${cur} ≠ ${source}): run npm run build:wasm -w packages/dds`);
    process.exit(1);
  }
  process.exit(0);
}
// `npm ci`'s prepare: the committed core is built from these very sources by this very script and compiler
// (asc and wasm-opt give the same bytes again), so only a stale one is rebuilt.
if (!profDir && process.argv.includes('--if-stale') && current()) {
  console.log(`wasm core: src/wasm-core.ts is current (source ${source}), not rebuilt`);
  process.exit(0);
}
/** Functions a profile build keeps out of line (the second pass would inline them into their callers). */
const PROFILE_APART = ['T_lookup', 'T_findDist', 'T_store', 'quickTricks', 'ntBound', 'trumpFacts', 'storeTrick'];

/** Typed arrays of 8 and 16 bits: AssemblyScript keeps their reads at that width, so `x << 1` would wrap. */
const SMALL = new Set(['POP', 'HIGH', 'NTH_HI', 'NTH_LO', 'NTH_TOP', 'REV', 'PEXT_LO', 'PEXT_HI', 'OWN_LO', 'OWN_HI']);

/**
 * Reads of bit tables that are one wasm instruction (their indices are 13-bit masks, where the
 * instruction gives the table's value: HIGH[0] = -1 = 31 - clz(0)): no load.
 */
const INSTR = { POP: ['popcnt<i32>(', ')'], HIGH: ['(31 - clz<i32>(', '))'] };

/**
 * The classes flattened into module globals (one engine per wasm instance): every field becomes a
 * global `P_name`, every method a function `P_name`, and `this.x` (or `this.tt.x`, `tt.x` for the
 * engine's table) a direct reference — no `this` pointer, no field loads through it.
 */
const FLAT = { Engine: 'E_', TranspositionTable: 'T_' };
/** Getters per class (a read `this.g` becomes a call `P_g()`). */
const GETTERS = {};
for (const f of ['engine.ts', 'transposition.ts']) {
  const sf = ts.createSourceFile(f, readFileSync(join(src, f), 'utf8'), ts.ScriptTarget.Latest, true);
  for (const st of sf.statements)
    if (ts.isClassDeclaration(st) && st.name && FLAT[st.name.text])
      GETTERS[st.name.text] = new Set(st.members.filter(ts.isGetAccessor).map((m) => m.name.getText(sf)));
}
const member = (cls, name) => `${FLAT[cls]}${name}${GETTERS[cls].has(name) ? '()' : ''}`;

/** Mechanical rewrite of one TS module into AssemblyScript (AST positions, replaced back to front). */
function rewrite(file, text) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edits = [];
  let cls = null; // the flattened class being visited
  const visit = (node) => {
    if (ts.isClassDeclaration(node) && node.name && FLAT[node.name.text]) {
      cls = node.name.text;
      const ms = node.members;
      edits.push([node.getStart(sf), ms[0].getFullStart(), '']);
      edits.push([ms[ms.length - 1].end, node.end, '']);
      for (const m of ms) {
        const name = m.name ? m.name.getText(sf) : 'init';
        if (ts.isPropertyDeclaration(m)) {
          edits.push([m.getStart(sf), m.name.getStart(sf), 'export let ']);
          edits.push([m.name.getStart(sf), m.name.end, FLAT[cls] + name]);
          if (!m.initializer) {
            const t = m.type.getText(sf);
            edits.push([m.end - 1, m.end - 1, t === 'number' ? ' = 0' : ` = changetype<${t}>(0)`]);
          }
        } else {
          const end = m.name ? m.name.end : m.getStart(sf) + 'constructor'.length;
          edits.push([m.getStart(sf), end, `export function ${FLAT[cls]}${name}`]);
        }
        visit(m);
      }
      cls = null;
      return;
    }
    if (cls && ts.isPropertyAccessExpression(node)) {
      const e = node.expression;
      if (e.kind === ts.SyntaxKind.ThisKeyword) {
        edits.push([node.getStart(sf), node.end, member(cls, node.name.text)]);
        return;
      }
      const viaTable =
        cls === 'Engine' &&
        ((ts.isPropertyAccessExpression(e) &&
          e.expression.kind === ts.SyntaxKind.ThisKeyword &&
          e.name.text === 'tt') ||
          (ts.isIdentifier(e) && e.text === 'tt'));
      if (viaTable) {
        edits.push([node.getStart(sf), node.end, member('TranspositionTable', node.name.text)]);
        return;
      }
    }
    if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression) && SMALL.has(node.expression.text)) {
      const parent = node.parent;
      const written =
        ts.isBinaryExpression(parent) &&
        parent.left === node &&
        parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
        parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
      const op = INSTR[node.expression.text];
      if (!written && op) {
        edits.push([node.getStart(sf), node.argumentExpression.getStart(sf), op[0]]);
        edits.push([node.argumentExpression.end, node.end, op[1]]);
      } else if (!written) {
        edits.push([node.getStart(sf), node.getStart(sf), 'i32(']);
        edits.push([node.end, node.end, ')']);
      }
    }
    if (ts.isPropertyDeclaration(node) && !node.type && node.initializer) {
      // AssemblyScript wants every field's type written
      let init = node.initializer;
      if (ts.isCallExpression(init) && ts.isPropertyAccessExpression(init.expression))
        init = init.expression.expression;
      const type = ts.isNewExpression(init) ? init.expression.getText(sf) : 'i32';
      edits.push([node.name.end, node.name.end, `: ${type}`]);
    }
    if (
      !cls &&
      ts.isPropertyDeclaration(node) &&
      node.type &&
      !node.initializer &&
      !node.exclamationToken &&
      node.type.getText(sf) !== 'number' &&
      node.name.getText(sf) !== 'tt'
    )
      edits.push([node.name.end, node.name.end, '!']); // assigned in the constructor
    if (ts.isParameter(node) && !node.type && node.initializer) edits.push([node.name.end, node.name.end, ': i32']);
    if (
      ts.isCallExpression(node) &&
      node.arguments.length === 3 &&
      /^Math\.(min|max)$/.test(node.expression.getText(sf))
    ) {
      const f = node.expression.getText(sf).slice(5);
      edits.push([node.getStart(sf), node.arguments[0].getStart(sf), `${f}<i32>(${f}<i32>(`]);
      edits.push([node.arguments[1].end, node.arguments[1].end, ')']);
    }
    if (node.kind === ts.SyntaxKind.NumberKeyword) edits.push([node.getStart(sf), node.end, 'i32']);
    if (node.kind === ts.SyntaxKind.BooleanKeyword) edits.push([node.getStart(sf), node.end, 'bool']);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  edits.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  let s = text;
  for (const [from, to, by] of edits) s = s.slice(0, from) + by + s.slice(to);
  return s
    .replace(/Math\.clz32\(/g, 'clz<i32>(')
    .replace(/Math\.imul\(/g, 'imul(')
    .replace(/Math\.min\(/g, 'min<i32>(')
    .replace(/Math\.max\(/g, 'max<i32>(')
    .replace(/\btype TTOptions,?\s*/g, '')
    .replace(/^import (.*) from '\.\/(\w+)\.js';$/gm, "import $1 from './$2';");
}

/** A textual patch that must apply exactly once (so a change in the TS source is noticed). */
function patch(s, from, to, what) {
  const i = s.indexOf(from);
  if (i < 0 || s.indexOf(from, i + 1) >= 0) throw new Error(`build-wasm.mjs: patch "${what}" does not apply once`);
  return s.slice(0, i) + to + s.slice(i + from.length);
}

const PRELUDE = `// Generated by packages/dds/scripts/build-wasm.mjs from src/*.ts: do not edit.
// @ts-nocheck
import { I8P, U8P, I16P, U16P, I32P, F64P, imul } from './ptr';
`;

/**
 * Typed arrays as bare pointers into linear memory (no header, no length, no bounds check): an
 * element read is one load at a constant or computed address. Allocated once (the stub runtime never
 * frees), zero-filled by memory.grow.
 */
const PTR = `// Generated by packages/dds/scripts/build-wasm.mjs: do not edit.
// @ts-nocheck
@inline export function imul(a: i32, b: i32): i32 {
  return a * b;
}
// the stub runtime takes fresh memory from memory.grow (zeros) and never reuses it
function zalloc(bytes: i32): usize {
  return heap.alloc(<usize>bytes);
}
${[
  ['I8P', 'i8', 0],
  ['U8P', 'u8', 0],
  ['I16P', 'i16', 1],
  ['U16P', 'u16', 1],
  ['I32P', 'i32', 2],
  ['F64P', 'f64', 3],
]
  .map(
    ([name, t, sh]) => `@unmanaged export class ${name} {
  @inline static alloc(n: i32): ${name} {
    return changetype<${name}>(zalloc(n << ${sh}));
  }
  @inline @operator('[]') get(i: i32): ${t === 'f64' ? 'f64' : 'i32'} {
    return load<${t}>(changetype<usize>(this) + (<usize>i << ${sh}));
  }
  @inline @operator('[]=') set(i: i32, v: ${t === 'f64' ? 'f64' : 'i32'}): void {
    store<${t}>(changetype<usize>(this) + (<usize>i << ${sh}), v);
  }
  fill(v: ${t === 'f64' ? 'f64' : 'i32'}, n: i32): ${name} {
    for (let i = 0; i < n; i++) store<${t}>(changetype<usize>(this) + (<usize>i << ${sh}), v);
    return this;
  }
  @inline copyWithin(to: i32, from: i32, end: i32): void {
    memory.copy(
      changetype<usize>(this) + (<usize>to << ${sh}),
      changetype<usize>(this) + (<usize>from << ${sh}),
      <usize>(end - from) << ${sh},
    );
  }
}
`,
  )
  .join('')}`;

/**
 * Typed arrays → pointers: types and allocations (`fill` needs the length: patched where used).
 * Arrays of a size known at compile time that are never reassigned (module constants, readonly
 * fields) get a static address (`memory.data`): an element read is one load at a constant offset,
 * not a read of a mutable global first.
 */
function pointers(s) {
  const names = {
    Int8Array: 'I8P',
    Uint8Array: 'U8P',
    Int16Array: 'I16P',
    Uint16Array: 'U16P',
    Int32Array: 'I32P',
    Float64Array: 'F64P',
  };
  for (const [ta, p] of Object.entries(names)) {
    s = s.replace(new RegExp(`new ${ta}\\(`, 'g'), `${p}.alloc(`).replace(new RegExp(`\\b${ta}\\b`, 'g'), p);
  }
  const SHIFT = { I8P: 0, U8P: 0, I16P: 1, U16P: 1, I32P: 2, F64P: 3 };
  s = s.replace(
    /^(\s*)(export )?(?:const|let) (\w+)(?:: (\w+))? = (\w+)\.alloc\(([\w <*]+)\)(?:\.fill\(([^,]+), ([^)]+)\))?;$/gm,
    (all, ind, exp, name, type, ctor, size, fv, fn) => {
      if (type && type !== ctor) return all;
      if (!(ctor in SHIFT) || !/^[A-Z0-9_ <*]+$/.test(size)) return all;
      const at = `changetype<${ctor}>(memory.data((${size}) << ${SHIFT[ctor]}, 16))`;
      const decl = `${ind}${exp ?? ''}const ${name}: ${ctor} = ${at};`;
      return fv === undefined ? decl : `${decl}\n${ind}${name}.fill(${fv}, ${fn});`;
    },
  );
  return s;
}

function tables() {
  let s = rewrite('tables.ts', readFileSync(join(src, 'tables.ts'), 'utf8'));
  s = patch(
    s,
    'export const lowBit = (x: i32): i32 => 31 - clz<i32>(x & -x);',
    '@inline export function lowBit(x: i32): i32 {\n  return ctz<i32>(x);\n}',
    'lowBit',
  );
  return PRELUDE + pointers(s);
}

/**
 * The lookup's filter scan, eight filters a round, as wasm SIMD: the (mask, value) pairs of eight
 * entries in four 16-byte loads, masks and values gathered by two shuffles each, one compare per
 * four entries, and the newest passing entry taken from the compare's bit mask — the entry the
 * TypeScript loop's eight tests in a row find (same entry, same order of the later checks).
 */
function simdScan(s) {
  const from = s.indexOf('      while (o >= s7) {\n');
  const endMark = '        o = (o - 16) | 0;\n      }\n';
  const to = s.indexOf(endMark, from);
  if (from < 0 || to < 0 || s.indexOf('      while (o >= s7) {\n', from + 1) >= 0)
    throw new Error('build-wasm.mjs: patch "simd scan" does not apply once');
  const simd = `      {
        const xs = i32x4.splat(x);
        const eb = changetype<usize>(E);
        while (o >= s7) {
          // words o - 14 … o + 1: entries o - 14, o - 12, …, o (newest last)
          const p = eb + (<usize>(o - 14) << 2);
          const a = v128.load(p),
            b = v128.load(p, 16),
            c = v128.load(p, 32),
            e = v128.load(p, 48);
          const ml = i32x4.eq(v128.and(xs, v128.shuffle<i32>(a, b, 0, 2, 4, 6)), v128.shuffle<i32>(a, b, 1, 3, 5, 7));
          const mh = i32x4.eq(v128.and(xs, v128.shuffle<i32>(c, e, 0, 2, 4, 6)), v128.shuffle<i32>(c, e, 1, 3, 5, 7));
          const bm = i32x4.bitmask(ml) | (i32x4.bitmask(mh) << 4);
          if (bm !== 0) {
            o = (o - ((clz<i32>(bm) - 24) << 1)) | 0;
            break;
          }
          o = (o - 16) | 0;
        }
      }
`;
  return s.slice(0, from) + simd + s.slice(to + endMark.length);
}

function transposition() {
  let s = rewrite('transposition.ts', readFileSync(join(src, 'transposition.ts'), 'utf8'));
  s = s.replace(/export interface TTOptions \{[^}]*\}\n/, '');
  s = patch(s, 'new Int32Array(b).fill(EMPTY);', 'new Int32Array(b).fill(EMPTY, b);', 'buckets');
  s = s.replaceAll('T_buckets.fill(EMPTY);', 'T_buckets.fill(EMPTY, T_bucketMask + 1);');
  s = patch(
    s,
    'T_buckets.byteLength + T_dist.byteLength + T_filt.byteLength + T_pay.byteLength',
    '(T_bucketMask + 1 + T_maxDist * DSTRIDE + T_arena * (FSTRIDE + BSTRIDE)) * 4',
    'bytes',
  );
  s = patch(
    s,
    'export function T_init(opts: TTOptions = {}) {',
    'export function T_init(entries: i32): void {',
    'constructor',
  );
  s = patch(s, 'Math.floor(opts.entries ?? DEFAULT_TT_ENTRIES)', 'entries', 'entries');
  s = patch(
    s,
    'T_pay = new Int32Array(T_arena * BSTRIDE);',
    'T_pay = new Int32Array(T_arena * BSTRIDE);\n    T_order = new Float64Array(T_maxDist);',
    'order',
  );
  s = patch(
    s,
    'export let T_pay: Int32Array = changetype<Int32Array>(0);',
    'export let T_pay: Int32Array = changetype<Int32Array>(0);\nlet T_order: Float64Array = changetype<Float64Array>(0);',
    'order field',
  );
  s = patch(s, 'const kept = (o: i32): bool => ds[o + 4] !== 0 && tricksLeftOf(ds[o]) >= L;', '', 'kept');
  s = s.replace(/kept\(([^)]*)\)/g, '(ds[($1) + 4] !== 0 && tricksLeftOf(ds[$1]) >= L)');
  s = simdScan(s);
  s = patch(s, 'const order = new Float64Array(dists);', 'const order = T_order;', 'order alloc');
  s = patch(s, 'order.sort();', 'heapSort(order, k);', 'sort');
  s = patch(s, 'const i = order[j] % T_maxDist,', 'const i = <i32>(order[j] % <f64>T_maxDist),', 'order index');
  s = patch(s, 'perEnt[l] += ds[o + 4];', 'perEnt[l] += <f64>ds[o + 4];', 'perEnt');
  s = patch(
    s,
    'ents + perEnt[L - 1] <= T_maxEntries >> 1 && dists + perDist[L - 1] <= T_maxDist >> 1',
    'ents + perEnt[L - 1] <= <f64>(T_maxEntries >> 1) && dists + perDist[L - 1] <= <f64>(T_maxDist >> 1)',
    'levels',
  );
  s = patch(
    s,
    'let L = 14,\n      ents = 0,\n      dists = 0;',
    'let L = 14,\n      ents: f64 = 0,\n      dists: f64 = 0;',
    'level sums',
  );
  s = s.replace(
    'order[k++] = ds[(i << 3) + 3] * T_maxDist + i;',
    'order[k++] = <f64>ds[(i << 3) + 3] * <f64>T_maxDist + <f64>i;',
  );
  s += `
/** In-place ascending heap sort of a[0, n) (the runtime never frees, so no scratch memory). */
function heapSort(a: Float64Array, n: i32): void {
  for (let i = (n >> 1) - 1; i >= 0; i--) sift(a, i, n);
  for (let e = n - 1; e > 0; e--) {
    const t = a[0];
    a[0] = a[e];
    a[e] = t;
    sift(a, 0, e);
  }
}
function sift(a: Float64Array, i: i32, n: i32): void {
  const v = a[i];
  for (;;) {
    let c = 2 * i + 1;
    if (c >= n) break;
    if (c + 1 < n && a[c + 1] > a[c]) c++;
    if (a[c] <= v) break;
    a[i] = a[c];
    i = c;
  }
  a[i] = v;
}
`;
  return PRELUDE + pointers(s);
}

function engine() {
  let s = rewrite('engine.ts', readFileSync(join(src, 'engine.ts'), 'utf8'));
  s = patch(
    s,
    'export function E_init(opts: TTOptions = {}) {\n    E_tt = new TranspositionTable(opts);',
    'export function E_init(entries: i32): void {\n    T_init(entries);',
    'constructor',
  );
  s = patch(s, 'hands: ArrayLike<i32>', 'hands: Int32Array', 'hands');
  s = patch(s, 'trickCards: readonly i32[]', 'trickCards: Int32Array, nCards: i32', 'trickCards');
  s = s.replaceAll('trickCards.length', 'nCards');
  s = patch(s, 'new Int32Array(16).fill(-1)', 'new Int32Array(16).fill(-1, 16)', 'killer');
  // The node counters stay i32 inside the search (an f64 increment took six instructions, an i32 one one or
  // two); the glue adds their wrapping differences to f64 totals after every search call (at most 2^32 - 1
  // nodes between two reads, hours of search).
  s = patch(s, 'export let E_tt: TranspositionTable = changetype<TranspositionTable>(0);', '', 'tt field');
  s = patch(s, 'const tt = E_tt;', '', 'tt alias');
  // the table's globals and functions the engine uses, imported by name
  const fromTable = [...new Set(s.match(/\bT_\w+/g))].sort();
  s = s.replace(
    /import \{[^}]*\} from '\.\/transposition';/,
    `import { ${fromTable.join(', ')}, sigByte, sigMask } from './transposition';`,
  );
  return PRELUDE + pointers(s);
}

const GLUE = `// Generated by packages/dds/scripts/build-wasm.mjs: the exports that src/wasm-engine.ts calls.
// @ts-nocheck
import {
  E_init,
  E_setPosition,
  E_solveNS,
  E_solveNSThresholds,
  E_solveNSWindow,
  E_bound,
  E_nodes,
  E_trickNodes,
} from './engine';
import { T_clear, T_size, T_clears, T_maxEntries, T_bytes } from './transposition';
import { I32P } from './ptr';

const hands = I32P.alloc(16);
const thr4 = I32P.alloc(4);
const thr8 = I32P.alloc(8);
const trick = I32P.alloc(4);

export function init(entries: i32): void {
  E_init(entries);
}
/** Where the caller writes the 16 hand masks, then the trick's cards (up to 3), before setPosition. */
export function handsPtr(): usize {
  return changetype<usize>(hands);
}
export function trickPtr(n: i32): usize {
  return changetype<usize>(trick);
}
export function thrPtr(): usize {
  return changetype<usize>(thr4);
}
export function setPosition(trump: i32, leader: i32, n: i32): void {
  E_setPosition(hands, trump, leader, trick, n);
}
// f64 totals of the engine's i32 node counters: each read adds the counter's (wrapping) change since the last
let nodesSeen: i32 = 0,
  nodesTotal: f64 = 0,
  trickSeen: i32 = 0,
  trickTotal: f64 = 0;
function foldCounts(): void {
  nodesTotal += <f64>(<u32>(E_nodes - nodesSeen));
  nodesSeen = E_nodes;
  trickTotal += <f64>(<u32>(E_trickNodes - trickSeen));
  trickSeen = E_trickNodes;
}
export function solveNS(guess: i32): i32 {
  const v = E_solveNS(guess);
  foldCounts();
  return v;
}
export function solveNSThresholds(guess: i32): i32 {
  const v = E_solveNSThresholds(guess, thr4);
  foldCounts();
  return v;
}
/** solveNSWindow: the two proofs' root thresholds go to thr8Ptr(). */
export function solveNSWindow(guess: i32, lo: i32, hi: i32): i32 {
  const v = E_solveNSWindow(guess, lo, hi, thr8);
  foldCounts();
  return v;
}
export function thr8Ptr(): usize {
  return changetype<usize>(thr8);
}
export function bound(target: i32): i32 {
  const v = E_bound(target);
  foldCounts();
  return v;
}
export function clear(): void {
  T_clear();
}
export function nodes(): f64 {
  foldCounts();
  return nodesTotal;
}
export function trickNodes(): f64 {
  foldCounts();
  return trickTotal;
}
export function ttSize(): i32 {
  return T_size();
}
export function ttClears(): i32 {
  return T_clears;
}
export function ttMaxEntries(): i32 {
  return T_maxEntries;
}
export function ttBytes(): i32 {
  return T_bytes();
}
`;

const files = {
  'ptr.ts': PTR,
  'tables.ts': tables(),
  'transposition.ts': transposition(),
  'engine.ts': engine(),
  'index.ts': GLUE,
};

mkdirSync(gen, { recursive: true });
for (const [f, text] of Object.entries(files)) writeFileSync(join(gen, f), text);
const wasmFile = join(gen, 'core.wasm');
execFileSync(
  process.execPath,
  [
    join(ascDir, 'bin/asc.js'),
    join(gen, 'index.ts'),
    '-o',
    wasmFile,
    '-O3',
    '--noAssert',
    ...(profDir ? ['--debug'] : []),
    '--runtime',
    'stub',
    '--uncheckedBehavior',
    'always',
    '--enable',
    'simd',
  ],
  { stdio: 'inherit' },
);
// A second binaryen pass over asc's output: inline larger helpers (also ones with loops) and let
// the optimizer assume loads never trap (the engine indexes only its own arrays). Same search,
// same node counts; 3–5 % less CPU per node on the leads row (session 9, README).
const binaryenDir = dirname(createRequire(join(ascDir, 'package.json')).resolve('binaryen/package.json'));
execFileSync(
  process.execPath,
  [
    join(binaryenDir, 'bin/wasm-opt'),
    wasmFile,
    '--enable-bulk-memory',
    '--enable-nontrapping-float-to-int',
    '--enable-sign-ext',
    '--enable-mutable-globals',
    '--enable-simd',
    '--ignore-implicit-traps',
    '--traps-never-happen',
    '--inline-functions-with-loops',
    '--flexible-inline-max-function-size',
    '400',
    '--one-caller-inline-max-function-size',
    '2000',
    '--always-inline-max-function-size',
    '20',
    ...(profDir ? PROFILE_APART.map((f) => `--no-inline=*${f}`) : []),
    '-O3',
    '--converge',
    ...(profDir ? ['-g'] : []),
    '-o',
    wasmFile,
  ],
  { stdio: 'inherit' },
);
const b64 = readFileSync(wasmFile).toString('base64');
if (profDir) {
  writeFileSync(join(profDir, 'wasm-core.js'), `export const source = '${source}';\nexport const wasm = '${b64}';\n`);
  console.log(`profile build of the wasm core: ${join(profDir, 'wasm-core.js')}`);
  process.exit(0);
}
writeFileSync(
  out,
  `/**
 * The WebAssembly core, generated by scripts/build-wasm.mjs from tables.ts, transposition.ts and engine.ts (do not
 * edit): base64 of the module and a hash of its sources (test/wasm.test.ts checks it is current).
 */
export const source = '${source}';
/** The module's bytes, base64. */
export const wasm =
  '${b64}';
`,
);
console.log(`wasm core: ${readFileSync(wasmFile).length} bytes, source ${source}`);
