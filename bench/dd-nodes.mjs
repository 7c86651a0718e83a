#!/usr/bin/env node
// Search size of Stikk's solveBoard against DDS's, position by position: trick starts reached by
// completing a trick (Stikk's `DDSolver.trickNodes`, DDS's `futureTricks.nodes` from SolveBoard with
// solutions = 3). Counts, not times: they do not drift with the machine's load, and they show where
// the searches differ (a few positions or all of them).
//   node bench/dd-nodes.mjs [leads|midplay] [TOP]
// STIKK_DDS_NODES: a DDS driver speaking bench/dd-vs-dds's `board` protocol that also writes
// `nodes <n>` to stderr after each answer (packages/dds/README.md); without it only Stikk's counts.
// STIKK_DD_DIST: a build of the package to count (default: packages/dds/dist); STIKK_DD_DATA: the
// reference data folder (default ../shared/data/dd beside the repository).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [row = 'leads', topArg] = process.argv.slice(2);
if (row !== 'leads' && row !== 'midplay') {
  console.error('usage: node bench/dd-nodes.mjs [leads|midplay] [TOP]');
  process.exit(2);
}
const top = Number(topArg ?? 10);
const data = process.env.STIKK_DD_DATA ?? fileURLToPath(new URL('../../shared/data/dd', import.meta.url));
const dist = process.env.STIKK_DD_DIST ?? fileURLToPath(new URL('../packages/dds/dist', import.meta.url));
const { DDSolver } = await import(pathToFileURL(resolve(dist, 'index.js')).href);
const cases = JSON.parse(readFileSync(`${data}/solve-cases.json`, 'utf8'))[
  row === 'leads' ? 'opening_lead' : 'midplay'
];

const solver = new DDSolver();
const stikk = cases.map((c) => {
  const n0 = solver.trickNodes;
  const r = solver.solveBoard({
    remaining: c.remaining,
    trump: c.trump,
    leader: c.trick_leader ?? c.leader,
    trick: c.current_trick,
  });
  if (!r.ok) throw new Error(`case ${c.deal_id}: ${r.error.message}`);
  return solver.trickNodes - n0;
});

let dds;
const driver = process.env.STIKK_DDS_NODES;
if (driver) {
  const input = cases
    .map((c) =>
      `board ${c.trump === 'NT' ? 'N' : c.trump} ${c.trick_leader ?? c.leader} ${c.remaining} ${c.current_trick.join(' ')}`.trim(),
    )
    .concat('quit')
    .join('\n');
  const r = spawnSync(driver, ['1'], { input, stdio: ['pipe', 'ignore', 'pipe'], maxBuffer: 1 << 24 });
  if (r.error) throw r.error;
  const err = String(r.stderr);
  dds = [...err.matchAll(/^nodes (\d+)$/gm)].map((m) => Number(m[1]));
  if (dds.length !== cases.length)
    throw new Error(`${driver}: ${dds.length} node counts for ${cases.length} positions`);
}

const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const out = { row, positions: cases.length, stikk: sum(stikk) };
if (dds) {
  out.dds = sum(dds);
  out.ratio = +(out.stikk / out.dds).toFixed(2);
  // positions grouped by their own Stikk/DDS ratio: how many, and their share of each total
  const bins = [
    ['<1', 1],
    ['1-1.5', 1.5],
    ['1.5-2', 2],
    ['2-3', 3],
    ['>=3', Infinity],
  ];
  out.byRatio = Object.fromEntries(bins.map(([k]) => [k, { positions: 0, stikk: 0, dds: 0 }]));
  stikk.forEach((n, i) => {
    const q = n / Math.max(1, dds[i]);
    const b = out.byRatio[bins.find(([, hi]) => q < hi)[0]];
    b.positions++;
    b.stikk += n;
    b.dds += dds[i];
  });
}
console.log(JSON.stringify(out));
// the positions where Stikk searches most beyond DDS (or most, without DDS)
const worst = cases
  .map((c, i) => ({ i, c, n: stikk[i], d: dds?.[i] }))
  .sort((a, b) => b.n - (b.d ?? 0) - (a.n - (a.d ?? 0)))
  .slice(0, top);
for (const { i, c, n, d } of worst)
  console.log(
    JSON.stringify({
      index: i,
      deal: c.deal_id,
      trump: c.trump,
      leader: c.trick_leader ?? c.leader,
      trick: c.current_trick,
      tricksLeft: c.tricks_left ?? 13,
      stikk: n,
      dds: d,
      ratio: d ? +(n / d).toFixed(2) : undefined,
    }),
  );
