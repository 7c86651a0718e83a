// Issue 3: the cost of the auction director. Random legal boards folded with and without
// `directorRules` (the director takes over every call), and the auction fixtures (irregular
// auctions with rulings) folded per second. Baselines come from the same run.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { foldLog, parseTableLog, randomBoardLog, unwrap, type TableLog } from '@stikk/core';
import { auctionRules, directorRules } from '@stikk/laws';

const N = 2000;
const boards: TableLog[] = Array.from({ length: N }, (_, i) =>
  unwrap(parseTableLog(randomBoardLog('auction-bench', i + 1))),
);
const dir = fileURLToPath(new URL('../packages/laws/test/fixtures/auction/', import.meta.url));
const fixtures: TableLog[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => unwrap(parseTableLog(JSON.parse(readFileSync(dir + f, 'utf8')).log)));

function rate(logs: TableLog[], fn: (l: TableLog) => void, seconds = 2): number {
  for (const l of logs) fn(l); // warm up
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    for (const l of logs) fn(l);
    n += logs.length;
  }
  return n / ((performance.now() - t0) / 1000);
}

const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value), unit }));
const plain = rate(boards, (l) => foldLog(l));
const ruled = rate(boards, (l) => foldLog(l, { rules: directorRules }));
out('laws.auction.legal-boards-without-director', plain, 'boards/s');
out(
  'laws.auction.legal-boards-with-auction-rules-only',
  rate(boards, (l) => foldLog(l, { rules: auctionRules })),
  'boards/s',
);
out('laws.auction.legal-boards-with-director', ruled, 'boards/s');
out(
  'laws.auction.irregular-fixtures-with-director',
  rate(fixtures, (l) => foldLog(l, { rules: directorRules })),
  'logs/s',
);
