/**
 * Streaming: a 10,000-board PBN file (about 7.5 MB, produced chunk by chunk and never held whole)
 * is read game by game in bounded memory: the heap after reading is far below what keeping the
 * text, or the games, would take.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { parseTableLog, randomBoardLog } from '@stikk/core';
import { parsePbn, pbnTag, printGameLines, readPbnGames, tableLogToPbn, type PbnGame } from '@stikk/formats';

v8.setFlagsFromString('--expose_gc');
const gc = vm.runInNewContext('gc') as () => void;

const BOARDS = 10_000;

/** 32 distinct boards; the file repeats them with new board numbers. */
function templates(): string[] {
  const out: string[] = [];
  for (let b = 1; b <= 32; b++) {
    const log = parseTableLog(randomBoardLog('stream', b));
    if (!log.ok) throw new Error(log.error.message);
    const { game } = tableLogToPbn(log.value, [
      pbnTag('Event', 'Streaming test'),
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
    ]);
    out.push(printGameLines(game).join('\r\n'));
  }
  return out;
}

async function* pbnChunks(): AsyncGenerator<Uint8Array> {
  const t = templates();
  const enc = new TextEncoder();
  yield enc.encode('% PBN 2.1\r\n% EXPORT\r\n');
  for (let i = 0; i < BOARDS; i++) {
    const text = t[i % t.length].replace(/\[Board "\d+"\]/, `[Board "${i + 1}"]`);
    // Cut each game into uneven chunks, as a file read or a socket would deliver it.
    const bytes = enc.encode(text + '\r\n\r\n');
    for (let k = 0; k < bytes.length; k += 977) yield bytes.subarray(k, k + 977);
  }
}

describe('readPbnGames: 10,000 boards in bounded memory', () => {
  it('reads every game while holding only the current one', async () => {
    gc();
    const before = process.memoryUsage().heapUsed;
    let n = 0,
      bytes = 0,
      peak = 0;
    let last: PbnGame | null = null;
    let inputBytes = 0;
    async function* counted(): AsyncGenerator<Uint8Array> {
      for await (const c of pbnChunks()) {
        inputBytes += c.length;
        yield c;
      }
    }
    for await (const r of readPbnGames(counted())) {
      if (!r.ok) throw new Error(r.error.message);
      n++;
      last = r.value;
      bytes += r.value.tags.length;
      if (n % 1000 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed - before);
      }
    }
    expect(n).toBe(BOARDS);
    expect(last?.value('Board')).toBe(String(BOARDS));
    expect(bytes).toBeGreaterThan(BOARDS * 10);
    expect(inputBytes).toBeGreaterThan(5_000_000);
    // Keeping the text alone would take more than the input size; keeping the games far more.
    expect(peak).toBeLessThan(inputBytes / 4);
  });

  it('keeping all the games instead takes many times more (the comparison is meaningful)', () => {
    const t = templates();
    const text = Array.from({ length: 2000 }, (_, i) => t[i % t.length]).join('\r\n\r\n');
    gc();
    const before = process.memoryUsage().heapUsed;
    const f = parsePbn(text);
    gc();
    const held = process.memoryUsage().heapUsed - before;
    expect(f.ok).toBe(true);
    // 2,000 games held: already more than the bound above allows for 10,000 streamed.
    expect(held).toBeGreaterThan(Buffer.byteLength(text) / 4);
  });
});
