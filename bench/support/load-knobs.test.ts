// The load benches' settings (load.ts `loadKnobs`): the staggered start is read, named in the figures' names, and a
// bad value refused naming the variable, before any table is made.
import { afterEach, describe, expect, it } from 'vitest';
import { loadKnobs } from './load.js';

const NAMES = [
  'STIKK_BENCH_STAGGER_MS',
  'STIKK_BENCH_MUX',
  'STIKK_BENCH_MUX_SEATS',
  'STIKK_BENCH_DELTAS',
  'STIKK_BENCH_NOTES',
  'STIKK_BENCH_BUILT',
  'STIKK_ROOM_WORKERS',
] as const;
const saved = Object.fromEntries(NAMES.map((k) => [k, process.env[k]]));

afterEach(() => {
  for (const k of NAMES)
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
});

describe('loadKnobs', () => {
  it('starts every table at once unless told to stagger, and names a staggered run', () => {
    for (const k of NAMES) delete process.env[k];
    expect(loadKnobs('10')).toMatchObject({ staggerMs: 0, mode: '' });
    process.env.STIKK_BENCH_STAGGER_MS = '60000';
    process.env.STIKK_BENCH_MUX = '50';
    process.env.STIKK_BENCH_MUX_SEATS = '1';
    process.env.STIKK_BENCH_DELTAS = '1';
    expect(loadKnobs('10')).toMatchObject({ staggerMs: 60_000, mode: 'mux-50x4.deltas.notes.stagger-60000.' });
  });

  it('refuses a stagger that is not a whole number of milliseconds, naming the variable', () => {
    for (const bad of ['-1', '1.5', 'soon']) {
      process.env.STIKK_BENCH_STAGGER_MS = bad;
      expect(() => loadKnobs('10')).toThrow(`STIKK_BENCH_STAGGER_MS: "${bad}"`);
    }
  });
});
