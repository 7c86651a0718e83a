// Issue 15 item 7: the fold's time per event for logs of 100, 1,000 and 10,000 events, for the
// core fold alone and for the record-mode fold with the digital director (what the ruling
// assistant runs). A linear fold shows about the same time per event at every size. Two kinds of
// long log: a chain of insufficient bids each accepted by the next call (the auction never ends),
// and random calls by random seats with random director findings. Logs above MAX_TABLE_EVENTS
// are folded here with the limit raised; clients cannot send them.
import {
  foldLog,
  parseTableLog,
  printDeal,
  seededDeal,
  seededRandom,
  unwrap,
  type RawTableEvent,
  type TableLog,
} from '@stikk/core';
import { directorRules } from '@stikk/laws';

const SEATS = ['N', 'E', 'S', 'W'] as const;
const CALLS = ['P', '1C', '1H', '2S', 'X', 'XX', '3NT', 'P', 'P', '8C'];
const deal = printDeal(seededDeal('fold-events', 1));

const shapes: Record<string, (n: number) => RawTableEvent[]> = {
  'insufficient-chain': (n) => Array.from({ length: n }, (_, i) => ({ seat: SEATS[i % 4], call: '1C' })),
  'random-calls-rulings': (n) => {
    const r = seededRandom('fold-events-random');
    const pick = (k: number) => Math.floor((r() / 2 ** 32) * k);
    return Array.from({ length: n }, (_, i) =>
      i % 3 === 2
        ? { director: { lhoAccepts: pick(2) === 0 } }
        : { seat: SEATS[pick(4)], call: CALLS[pick(CALLS.length)] },
    );
  },
};

const folds: Record<string, (l: TableLog) => boolean> = {
  core: (l) => foldLog(l, { mode: 'record' }).ok,
  director: (l) => foldLog(l, { mode: 'record', rules: directorRules }).ok,
};

/** Microseconds per event: folds repeated for at least `budget` ms (once at least). */
function perEvent(log: TableLog, fold: (l: TableLog) => boolean, budget = 400): number {
  if (!fold(log)) throw new Error('the log did not fold');
  let runs = 0;
  const t0 = performance.now();
  do {
    fold(log);
    runs++;
  } while (performance.now() - t0 < budget);
  return ((performance.now() - t0) * 1000) / runs / log.events.length;
}

const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit }));
for (const [shape, gen] of Object.entries(shapes)) {
  for (const [kind, fold] of Object.entries(folds)) {
    for (const n of [100, 1000, 10000]) {
      const log = unwrap(
        parseTableLog({ format: 'stikk-table-log/1', board: 1, deal, events: gen(n) }, { maxEvents: n }),
      );
      const t0 = performance.now();
      out(`fold.${kind}.${shape}.${n}-events`, perEvent(log, fold), 'µs/event');
      // Bounded in time: after a size that took seconds, ten times more is not tried (the
      // superlinear fold before issue 15 item 7 took about 4 s for 1,000 events, hours for 10,000).
      if (performance.now() - t0 > 2_000) {
        process.stderr.write(`fold-events: ${kind} ${shape} took over 2 s at ${n} events; larger sizes skipped\n`);
        break;
      }
    }
  }
}
