// PBN and LIN throughput: boards per second for parse (whole string and streaming), print,
// and conversion to table logs. Boards carry a full auction, 52 cards and an OptimumResultTable.
import { parseTableLog, randomBoardLog } from '@stikk/core';
import {
  linToTableLog,
  parseLin,
  parsePbn,
  pbnTag,
  pbnToTableLog,
  printLin,
  printPbn,
  readPbnGames,
  tableLogToLin,
  tableLogToPbn,
  type LinBoard,
  type PbnGame,
} from '@stikk/formats';

const N = 5000;
const games: PbnGame[] = [];
const linBoards: LinBoard[] = [];
for (let b = 1; b <= N; b++) {
  const log = parseTableLog(randomBoardLog('bench', b));
  if (!log.ok) throw new Error(log.error.message);
  games.push(
    tableLogToPbn(log.value, [
      pbnTag('Event', 'Bench'),
      pbnTag('OptimumResultTable', 'Declarer;Denomination\\2R;Result\\2R', [], {
        table: {
          columns: [
            { name: 'Declarer' },
            { name: 'Denomination', width: 2, align: 'R' },
            { name: 'Result', width: 2, align: 'R' },
          ],
          rows: ['N', 'S', 'E', 'W'].flatMap((d) => ['NT', 'S', 'H', 'D', 'C'].map((s) => [d, s, '7'])),
        },
      }),
    ]).game,
  );
  linBoards.push(tableLogToLin(log.value, { id: `o${b}` }).board);
}

function rate(name: string, boards: number, f: () => void, reps = 3): void {
  f(); // warm-up
  let best = Infinity;
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    f();
    best = Math.min(best, performance.now() - t0);
  }
  console.log(JSON.stringify({ name, value: Math.round(boards / (best / 1000)), unit: 'boards/s' }));
}

const text = printPbn({ games });
const lin = printLin({ header: [], boards: linBoards });

rate('formats.pbn.print', N, () => {
  printPbn({ games });
});
rate('formats.pbn.parse', N, () => {
  const r = parsePbn(text);
  if (!r.ok || r.value.games.length !== N) throw new Error('parse');
});
const parsed = parsePbn(text);
if (!parsed.ok) throw new Error(parsed.error.message);
rate('formats.pbn.to-table-log', N, () => {
  for (const g of parsed.value.games) if (!pbnToTableLog(g).ok) throw new Error('convert');
});

const bytes = new TextEncoder().encode(text);
const t0 = performance.now();
let streamed = 0;
async function* chunks(): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += 65536) yield bytes.subarray(i, i + 65536);
}
for await (const r of readPbnGames(chunks())) {
  if (!r.ok) throw new Error(r.error.message);
  streamed++;
}
const ms = performance.now() - t0;
if (streamed !== N) throw new Error('stream');
console.log(JSON.stringify({ name: 'formats.pbn.parse-stream', value: Math.round(N / (ms / 1000)), unit: 'boards/s' }));

rate('formats.lin.print', N, () => {
  printLin({ header: [], boards: linBoards });
});
rate('formats.lin.parse', N, () => {
  const r = parseLin(lin);
  if (!r.ok || r.value.boards.length !== N) throw new Error('lin');
});
const lp = parseLin(lin);
if (!lp.ok) throw new Error(lp.error.message);
rate('formats.lin.to-table-log', N, () => {
  for (const b of lp.value.boards) if (!linToTableLog(b).ok) throw new Error('convert');
});
