#!/usr/bin/env node
// Self time per function of a V8 CPU profile (`node --cpu-prof`), as shares of all samples: for the
// wasm core's profile build (packages/dds/README.md, "The WebAssembly core": `build-wasm.mjs --profile`),
// whose functions are named and whose table and bound helpers are kept out of line.
//   node bench/cpuprofile-self.mjs FILE.cpuprofile|DIR [TOP]
// DIR: the newest .cpuprofile in it (what `node --cpu-prof --cpu-prof-dir DIR …` wrote).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const [arg, topArg] = process.argv.slice(2);
if (!arg) {
  console.error('usage: node bench/cpuprofile-self.mjs FILE.cpuprofile|DIR [TOP]');
  process.exit(2);
}
let file = arg;
if (statSync(arg).isDirectory()) {
  const names = readdirSync(arg).filter((f) => f.endsWith('.cpuprofile'));
  if (names.length === 0) {
    console.error(`${arg}: no .cpuprofile file`);
    process.exit(1);
  }
  file = names.map((f) => join(arg, f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}
const prof = JSON.parse(readFileSync(file, 'utf8'));
// time per node id: each sample's delta belongs to the node sampled
const byNode = new Map();
prof.samples.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
const byName = new Map();
let total = 0;
for (const n of prof.nodes) {
  const t = byNode.get(n.id) ?? 0;
  total += t;
  const f = n.callFrame;
  // wasm functions of the profile build are named by their generated file: keep the last part
  const name = (f.functionName || f.url.split('/').pop() || '(anonymous)').split('/').pop();
  byName.set(name, (byName.get(name) ?? 0) + t);
}
const top = Number(topArg ?? 25);
for (const [name, t] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${((100 * t) / Math.max(1, total)).toFixed(1).padStart(5)} %  ${name}`);
console.log(`total ${(total / 1000).toFixed(0)} ms sampled (${file})`);
