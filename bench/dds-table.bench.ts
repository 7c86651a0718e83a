// Double-dummy tables on the reference deals (../shared/data/dd/list100.json): ms per deal on one
// thread (mean, p90), ms per deal on all cores, peak RSS, and mismatches against DDS's results.
// DDS_BENCH_DEALS=n limits the number of deals (default: all 100).
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DDSolver, type DDTable } from '@stikk/dds';
import { ddTables } from '@stikk/dds/pool';

const file = fileURLToPath(new URL('../../shared/data/dd/list100.json', import.meta.url));
if (!existsSync(file)) {
  console.warn(`dds bench: ${file} not found; skipped`);
  process.exit(0);
}
const all = JSON.parse(readFileSync(file, 'utf8')) as { deal: string; tricks: DDTable }[];
const n = Math.min(all.length, Number(process.env.DDS_BENCH_DEALS ?? all.length));
const deals = all.slice(0, n);
const out = (name: string, value: number, unit: string): void => console.log(JSON.stringify({ name, value, unit }));

const mismatches = (t: DDTable, ref: DDTable): number => {
  let bad = 0;
  for (const d of ['N', 'E', 'S', 'W'] as const)
    for (const s of ['C', 'D', 'H', 'S', 'NT'] as const) if (t[d][s] !== ref[d][s]) bad++;
  return bad;
};

const solver = new DDSolver();
const times: number[] = [];
let bad = 0;
for (const d of deals) {
  const t0 = performance.now();
  const r = solver.ddTable(d.deal);
  times.push(performance.now() - t0);
  if (!r.ok) throw new Error(r.error.message);
  bad += mismatches(r.value, d.tricks);
}
const sorted = [...times].sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
out('dds.table.deals', n, 'deals');
out('dds.table.1-thread.mean', Math.round(mean), 'ms/deal');
out(
  'dds.table.1-thread.p90',
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))]),
  'ms/deal',
);
out('dds.table.1-thread.max', Math.round(sorted[sorted.length - 1]), 'ms/deal');
out('dds.table.nodes-per-deal', Math.round(solver.nodes / n), 'nodes');
// No ratio to a DDS time quoted from elsewhere: bench/dd-vs-dds measures DDS beside Stikk.

const threads = availableParallelism();
const t0 = performance.now();
const tables = await ddTables(
  deals.map((d) => d.deal),
  { threads },
);
const wall = performance.now() - t0;
tables.forEach((t, i) => {
  bad += mismatches(t, deals[i].tricks);
});
out(`dds.table.${threads}-threads.wall`, Math.round(wall / n), 'ms/deal');
out('dds.table.mismatches', bad, 'results');
out('dds.table.peak-rss', Math.round(process.resourceUsage().maxRSS / 1024), 'MB');
