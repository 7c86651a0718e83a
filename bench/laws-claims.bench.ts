/**
 * Claim adjudication (Law 70) by the exact search in packages/laws/src/play: endings with eight
 * cards in each hand from seeded random deals, half in notrump and half in a suit; the claimer's
 * side claims every remaining trick with no statement (the hardest case: every order is normal).
 * Prints the median and the worst time per adjudication, and the nodes searched.
 */
import { performance } from 'node:perf_hooks';
import { adjudicateClaim } from '../packages/laws/src/play/index.js';
import { claimEnding } from './support/claim-endings.js';

const times: number[] = [];
let nodes = 0;
const N = 24;
for (let i = 0; i < N; i++) {
  const pos = claimEnding(i, 8, i % 2 ? 3 : -1);
  const t0 = performance.now();
  const r = adjudicateClaim(pos, { allTricks: true, drawTrumpsFirst: false, finesseSuits: 0, topDown: false });
  times.push(performance.now() - t0);
  nodes = Math.max(nodes, r.nodes);
}
times.sort((a, b) => a - b);
// The same endings under 2007 (the 70E1 "irrational" escape is checked where layouts are few).
let max2007 = 0;
for (let i = 0; i < N; i++) {
  const pos = claimEnding(i, 8, i % 2 ? 3 : -1);
  const t0 = performance.now();
  adjudicateClaim(pos, {
    allTricks: true,
    drawTrumpsFirst: false,
    finesseSuits: 0,
    topDown: false,
    irrationalEscape: true,
  });
  max2007 = Math.max(max2007, performance.now() - t0);
}
const out = (name: string, value: number, unit: string): void =>
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit }));
out('laws.claim-adjudication.8-cards.median', times[Math.floor(N / 2)], 'ms');
out('laws.claim-adjudication.8-cards.max', times[N - 1], 'ms');
out('laws.claim-adjudication.8-cards.max-nodes', nodes, 'nodes');
out('laws.claim-adjudication.8-cards.max-2007', max2007, 'ms');
