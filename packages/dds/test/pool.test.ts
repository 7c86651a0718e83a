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
  it('mixes whole-deal and single-strain jobs (more deals than two per worker)', async () => {
    // six deals on two workers: the first two go as whole tables, the last four strain by strain
    const six = [...deals, ...deals];
    const seen: number[] = [];
    const tables = await ddTables(
      six.map((d) => d.deal),
      { threads: 2, entries: 200_000 },
      (done) => seen.push(done),
    );
    expect(tables).toEqual(six.map((d) => d.tricks));
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
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

describe.skipIf(!HAVE_DATA)('one strain of a table (the pool job)', () => {
  const deal = list100()[2];
  it('gives the table column of that strain', async () => {
    const { DDSolver } = await import('@stikk/dds');
    const solver = new DDSolver({ entries: 200_000 });
    for (const s of ['NT', 'S', 'C'] as const) {
      const r = solver.ddStrain(deal.deal, s);
      expect(r.ok && r.value).toEqual({
        N: deal.tricks.N[s],
        E: deal.tricks.E[s],
        S: deal.tricks.S[s],
        W: deal.tricks.W[s],
      });
    }
  });
  it('refuses an unknown strain and a short hand', async () => {
    const { DDSolver } = await import('@stikk/dds');
    const solver = new DDSolver({ entries: 10_000 });
    const bad = solver.ddStrain(deal.deal, 'X' as 'NT');
    expect(!bad.ok && bad.error.code).toBe('invalid-strain');
    const short = solver.ddStrain('N:AKQ... ... ... ...', 'NT');
    expect(short.ok).toBe(false);
  });
});
