#!/usr/bin/env node
// Before/after runs of a server benchmark for two source trees, alternated (A, B, A, B, …) so both
// see the same minutes of a shared machine; prints each figure's median per tree and B/A.
//   node bench/support/server-ab.mjs /path/to/tree-A /path/to/tree-B [rounds=2] [bench=server-load]
// The environment passes through (STIKK_BENCH_TABLES, STIKK_BENCH_DELTAS, STIKK_BENCH_MUX, …); both
// trees run their own bench/run.js. One line per figure: {"name","a","b","ratio","unit"}; every
// run's lines go to stderr as they come.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const [a, b, roundsArg, bench = 'server-load'] = process.argv.slice(2);
if (!a || !b) {
  process.stderr.write('usage: server-ab.mjs TREE_A TREE_B [rounds] [bench]\n');
  process.exit(2);
}
const rounds = Number(roundsArg ?? 2);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`rounds: "${roundsArg}" is not a whole number ≥ 1`);

/** figure name → values per tree. */
const figures = new Map();
const units = new Map();
for (let i = 0; i < rounds; i++) {
  for (const [k, tree] of [
    ['a', a],
    ['b', b],
  ]) {
    const load = (await import('node:os')).loadavg()[0].toFixed(1);
    process.stderr.write(`== ${k} ${tree} round ${i + 1} ${new Date().toISOString()} load ${load}\n`);
    const r = spawnSync(process.execPath, [join(tree, 'bench', 'run.js'), bench], { cwd: tree, encoding: 'utf8' });
    process.stderr.write(r.stdout + r.stderr);
    for (const line of r.stdout.split('\n')) {
      if (!line.startsWith('{')) continue;
      const f = JSON.parse(line);
      if (!figures.has(f.name)) figures.set(f.name, { a: [], b: [] });
      figures.get(f.name)[k].push(f.value);
      units.set(f.name, f.unit);
    }
  }
}
const median = (xs) => {
  if (!xs.length) return null;
  const s = [...xs].sort((x, y) => x - y);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
for (const [name, v] of figures) {
  const ma = median(v.a);
  const mb = median(v.b);
  const ratio = ma && mb !== null ? Math.round((mb / ma) * 100) / 100 : null;
  console.log(JSON.stringify({ name, a: ma, b: mb, ratio, unit: units.get(name) }));
}
