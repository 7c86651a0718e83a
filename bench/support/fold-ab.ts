// Before/after timing of the core fold and the director fold for one source tree, for A/B runs
// in separate processes under a busy machine: run it alternately for two trees (a checkout of the
// old commit and this one) several times and compare the medians.
//   node --conditions=source --import tsx bench/support/fold-ab.ts /path/to/tree
// Prints {"name","value","unit"} lines: ms per batch (median of 15) — 300 random legal boards
// folded by the core alone and with the whole digital director, and the irregular auction fixtures.
import { readdirSync, readFileSync } from 'node:fs';

const root = process.argv[2] ?? new URL('../..', import.meta.url).pathname;
const core = await import(`${root}/packages/core/src/index.ts`);
const laws = await import(`${root}/packages/laws/src/index.ts`);
const legal = Array.from({ length: 300 }, (_, i) => core.unwrap(core.parseTableLog(core.randomBoardLog('ab', i + 1))));
// FOLD_AB_FIXTURES=dir: the auction fixtures of one tree for both (the set grows between commits)
const dir = process.env.FOLD_AB_FIXTURES ?? `${root}/packages/laws/test/fixtures/auction/`;
const fixtures = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => core.unwrap(core.parseTableLog(JSON.parse(readFileSync(dir + f, 'utf8')).log)));
const cases: Record<string, () => void> = {
  'ab.core-fold.legal-boards': () => {
    for (const l of legal) core.foldLog(l);
  },
  'ab.director-fold.legal-boards': () => {
    for (const l of legal) core.foldLog(l, { mode: 'record', rules: laws.directorRules });
  },
  'ab.director-fold.auction-fixtures': () => {
    for (const l of fixtures) core.foldLog(l, { mode: 'record', rules: laws.directorRules });
  },
};
for (const [name, fn] of Object.entries(cases)) {
  // FOLD_AB_WARMUP=n: batches run before timing (default 3); more measures the JIT's steady state
  for (let i = 0; i < Number(process.env.FOLD_AB_WARMUP ?? 3); i++) fn();
  const ts: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t = performance.now();
    fn();
    ts.push(performance.now() - t);
  }
  ts.sort((a, b) => a - b);
  console.log(JSON.stringify({ name, value: Math.round(ts[7] * 100) / 100, unit: 'ms' }));
}
