// Issue 22: the CPU of the per-recipient views and deltas an online table builds after each act
// (the server's `views` stage), with and without structural sharing (core `viewMemo`: parts whose
// source is unchanged are the same objects, so `viewDelta` finds them equal by identity). Random
// legal boards are folded event by event; after each event the four seats' views are built and
// each diffed against the seat's previous view. The two ways alternate in rounds (the machine is
// shared: medians of the rounds, and their ratio, are what to compare). µs per act, four seats.
import {
  openTable,
  parseTableLog,
  randomBoardLog,
  unwrap,
  viewDelta,
  viewFor,
  viewMemo,
  type Recipient,
  type TableLog,
  type TableView,
} from '@stikk/core';

const SEATS: Recipient[] = ['N', 'E', 'S', 'W'];
const logs: TableLog[] = Array.from({ length: 150 }, (_, i) =>
  unwrap(parseTableLog(randomBoardLog('views', (i % 16) + 1))),
);

/** µs per event for the views, and for the deltas, over every log. */
function round(memoed: boolean): { views: number; deltas: number } {
  let views = 0;
  let deltas = 0;
  let n = 0;
  for (const log of logs) {
    const live = unwrap(openTable({ ...log, events: [] }));
    const memo = memoed ? viewMemo() : undefined;
    let before: TableView[] = SEATS.map((r) => viewFor(live.state, r, memo));
    for (const e of log.events) {
      live.apply(e);
      const t0 = performance.now();
      const after = SEATS.map((r) => viewFor(live.state, r, memo));
      const t1 = performance.now();
      for (let k = 0; k < SEATS.length; k++) viewDelta(before[k], after[k]);
      deltas += performance.now() - t1;
      views += t1 - t0;
      n++;
      before = after;
    }
  }
  return { views: (views / n) * 1000, deltas: (deltas / n) * 1000 };
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const plain: { views: number; deltas: number }[] = [];
const shared: { views: number; deltas: number }[] = [];
round(false); // warm up
round(true);
for (let i = 0; i < 7; i++) {
  plain.push(round(false));
  shared.push(round(true));
}
const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit }));
const m = (xs: { views: number; deltas: number }[], k: 'views' | 'deltas') => median(xs.map((x) => x[k]));
out('server.views.fresh.views', m(plain, 'views'), 'µs/act');
out('server.views.fresh.deltas', m(plain, 'deltas'), 'µs/act');
out('server.views.shared.views', m(shared, 'views'), 'µs/act');
out('server.views.shared.deltas', m(shared, 'deltas'), 'µs/act');
const total = (xs: { views: number; deltas: number }[]) => median(xs.map((x) => x.views + x.deltas));
out('server.views.shared-over-fresh', total(shared) / total(plain), 'ratio');
