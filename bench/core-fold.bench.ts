// Issue 2: boards per second folding random legal boards (auction + 52 plays) on one core.
// Logs are generated and validated first; the timed part is the fold alone, then the fold
// including validation of the raw JSON (what `stikk replay` and the server do).
import { foldLog, foldRaw, parseTableLog, randomBoardLog, seededDeal, unwrap, type TableLog } from '@stikk/core';

const N = 4000;
// Only boards that are bid and played out (auction + 52 plays); passed-out boards are skipped.
const raws = Array.from({ length: N * 2 }, (_, i) => randomBoardLog('bench', i + 1, { passBias: 0.7 }))
  .filter((r) => r.events.length > 52)
  .slice(0, N);
if (raws.length < N) throw new Error('not enough played boards');
const logs: TableLog[] = raws.map((r) => unwrap(parseTableLog(r)));
const events = logs.reduce((a, l) => a + l.events.length, 0) / N;

function rate(fn: () => void, rounds: number): number {
  fn(); // warm up
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) fn();
  return (rounds * N) / ((performance.now() - t0) / 1000);
}

const foldOnly = rate(() => {
  for (const l of logs) foldLog(l);
}, 5);
const withParse = rate(() => {
  for (const r of raws) foldRaw(r);
}, 3);
let dealt = 0;
const t0 = performance.now();
for (let i = 1; i <= 20000; i++) {
  seededDeal('bench', i);
  dealt++;
}
const dealRate = dealt / ((performance.now() - t0) / 1000);

const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value), unit }));
out('core.fold.boards-per-second', foldOnly, 'boards/s');
out('core.fold+validate.boards-per-second', withParse, 'boards/s');
out('core.fold.events-per-board', events, 'events');
out('core.seeded-deals-per-second', dealRate, 'deals/s');
