#!/usr/bin/env node
// Two builds of @stikk/dds compared in one process: each case is solved by build A and build B
// back to back (the order alternating per case and per pass), and the CPU time of each call is
// summed per build. Pairing calls milliseconds apart cancels most of a shared machine's drift:
// an A/A run reads 0.98–1.02, where whole runs in separate processes drift by ±10 %.
//   node bench/dd-ab.mjs DIST_A DIST_B [leads|midplay|list100] [LIMIT] [PASSES]
// DIST_A / DIST_B: folders holding a built `index.js` of the package (a copy of packages/dds/dist,
// placed where `@stikk/core` resolves, e.g. inside this repository). Prints the CPU of each build,
// B/A overall and per pass, and both node counts (equal when only speed changed). `DIR#ts` /
// `DIR#wasm` picks that build's search core (e.g. packages/dds/dist#ts packages/dds/dist#wasm: the
// TypeScript engine against its WebAssembly build, node counts identical). Reference data:
// STIKK_DD_DATA (default ../shared/data/dd beside the repository).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [dirA, dirB, row = 'leads', limArg, passArg] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node bench/dd-ab.mjs DIST_A DIST_B [leads|midplay|list100] [LIMIT] [PASSES]');
  process.exit(2);
}
const data = process.env.STIKK_DD_DATA ?? fileURLToPath(new URL('../../shared/data/dd', import.meta.url));
const load = async (spec) => {
  const [dir, core] = spec.split('#');
  const S = (await import(pathToFileURL(resolve(dir, 'index.js')).href)).DDSolver;
  return core
    ? class extends S {
        constructor() {
          super({ core });
        }
      }
    : S;
};
const [A, B] = [await load(dirA), await load(dirB)];
const lim = Number(limArg ?? 1e9),
  passes = Number(passArg ?? 2);
let jobs;
if (row === 'list100')
  jobs = JSON.parse(readFileSync(`${data}/list100.json`, 'utf8'))
    .slice(0, lim)
    .map((x) => (s) => s.ddTable(x.deal));
else {
  const cases = JSON.parse(readFileSync(`${data}/solve-cases.json`, 'utf8'))[row === 'leads' ? 'opening_lead' : row];
  jobs = cases.slice(0, lim).map(
    (c) => (s) =>
      s.solveBoard({
        remaining: c.remaining,
        trump: c.trump,
        leader: c.trick_leader ?? c.leader,
        trick: c.current_trick,
      }),
  );
}
const cpu = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
const sa = new A(),
  sb = new B();
let ta = 0,
  tb = 0;
const per = [];
for (let p = 0; p < passes; p++) {
  let pa = 0,
    pb = 0;
  jobs.forEach((job, i) => {
    const order = (i + p) % 2 === 0 ? [sa, sb] : [sb, sa];
    for (const s of order) {
      const t0 = cpu();
      job(s);
      if (s === sa) pa += cpu() - t0;
      else pb += cpu() - t0;
    }
  });
  ta += pa;
  tb += pb;
  per.push((pb / pa).toFixed(3));
}
console.log(
  JSON.stringify({
    row,
    cases: jobs.length,
    passes,
    cpuA: ta / 1e6,
    cpuB: tb / 1e6,
    ratioBA: +(tb / ta).toFixed(3),
    perPass: per,
    nodesA: sa.nodes,
    nodesB: sb.nodes,
  }),
);
