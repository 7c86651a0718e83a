import { describe, expect, it } from 'vitest';
import { DDPool, ddTables } from '@stikk/dds/pool';
import { HAVE_DATA, list100 } from './data.js';

describe.skipIf(!HAVE_DATA)('worker pool', () => {
  // Three of the cheaper reference deals, solved on two worker threads.
  const deals = list100().filter((_, i) => i === 2 || i === 6 || i === 7);
  it('returns every table in input order, with progress', async () => {
    const seen: number[] = [];
    const tables = await ddTables(
      deals.map((d) => d.deal),
      { threads: 2, entries: 200_000 },
      (done) => seen.push(done),
    );
    expect(tables).toEqual(deals.map((d) => d.tricks));
    expect(seen).toEqual([1, 2, 3]);
  });
  it('solves in the calling thread with threads = 1', async () => {
    const pool = new DDPool({ threads: 1, entries: 200_000 });
    expect(await pool.tables([deals[0].deal])).toEqual([deals[0].tricks]);
    await pool.close();
  });
  it('rejects a bad deal with its number', async () => {
    await expect(ddTables([deals[0].deal, 'N:AKQ... ... ... ...'], { threads: 2 })).rejects.toThrow(/deal 2/);
  });
});
