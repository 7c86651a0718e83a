#!/usr/bin/env node
// A fixed workload for instruction counts of one build's search core (CPU times on a shared machine
// drift; counted instructions do not): solves list100 tables or solveBoard cases [FROM, FROM + N)
// with one DDSolver and prints the node counts and a hash of the answers. Under valgrind:
//   valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null --smc-check=all-non-file \
//     node --no-liftoff --single-threaded bench/dd-work.mjs DIST leads 0 5
// (`--no-liftoff`: the wasm is compiled once by the optimizing tier; N = 0 gives Node's start-up, to subtract).
// DIST: a folder holding a built `index.js` of the package (packages/dds/dist or a copy); CORE (default
// wasm) the core. Reference data: STIKK_DD_DATA (default ../shared/data/dd beside the repository).
//   node bench/dd-work.mjs DIST [leads|midplay|list100|hard] [FROM] [N] [CORE]
// `hard`: full tables of the PBN deals (one a line) in the file STIKK_DD_HARD, lines [FROM, FROM + N); each deal's
// trick starts, per strain (C D H S NT), and the table's clears are printed on stderr.
// STIKK_DD_PASSES=k solves the solveBoard cases k times over with the same DDSolver and prints each pass's trick
// starts on stderr: what a solver keeps from an earlier pass over the same positions (its table) is then seen.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [dir, row = 'leads', from = '0', n = '5', core = 'wasm'] = process.argv.slice(2);
if (!dir || !['leads', 'midplay', 'list100', 'hard'].includes(row)) {
  console.error('usage: node bench/dd-work.mjs DIST [leads|midplay|list100|hard] [FROM] [N] [CORE]');
  process.exit(2);
}
const { DDSolver } = await import(pathToFileURL(resolve(dir, 'index.js')).href);
const data = process.env.STIKK_DD_DATA ?? fileURLToPath(new URL('../../shared/data/dd', import.meta.url));
const s = new DDSolver({ core });
const a = Number(from),
  b = a + Number(n);
let h = 2166136261 | 0;
const mix = (r) => {
  for (const ch of JSON.stringify(r)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
};
if (row === 'hard') {
  const deals = readFileSync(process.env.STIKK_DD_HARD ?? '', 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l)
    .slice(a, b);
  for (const [i, deal] of deals.entries()) {
    const hands = s.fullHands(deal); // private in TypeScript, reachable from a script
    if (!hands.ok) throw new Error(hands.error.message);
    const per = [];
    let clears = s.engine.tt.clears;
    for (let strain = 4; strain >= 0; strain--) {
      const before = s.trickNodes;
      mix(s.strainFromHands(hands.value, strain));
      per[strain] = s.trickNodes - before;
    }
    clears = s.engine.tt.clears - clears;
    console.error(
      `deal ${a + i}: ${per.reduce((x, y) => x + y)} trick starts (C D H S NT ${per.join(' ')}), ${clears} clears`,
    );
  }
} else if (row === 'list100') {
  for (const x of JSON.parse(readFileSync(`${data}/list100.json`, 'utf8')).slice(a, b)) mix(s.ddTable(x.deal));
} else {
  const cases = JSON.parse(readFileSync(`${data}/solve-cases.json`, 'utf8'))[row === 'leads' ? 'opening_lead' : row];
  const passes = Number(process.env.STIKK_DD_PASSES ?? 1);
  for (let pass = 1; pass <= passes; pass++) {
    const before = s.trickNodes;
    for (const c of cases.slice(a, b))
      mix(
        s.solveBoard({
          remaining: c.remaining,
          trump: c.trump,
          leader: c.trick_leader ?? c.leader,
          trick: c.current_trick,
        }),
      );
    if (passes > 1) console.error(`pass ${pass}: ${s.trickNodes - before} trick starts`);
  }
}
console.log(JSON.stringify({ nodes: s.nodes, trickNodes: s.trickNodes, hash: h }));
