#!/usr/bin/env node
// Writes test-durations.json (the order vitest.config.ts runs the test files in, longest first) from vitest's
// results cache, which a whole `npx vitest run` fills: each file's duration in ms, rounded to 100 ms, for the files
// that still exist. Run it after a whole run on a quiet machine.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const cacheDir = join(root, 'node_modules/.vite/vitest');
const found = existsSync(cacheDir)
  ? readdirSync(cacheDir)
      .map((d) => join(cacheDir, d, 'results.json'))
      .filter(existsSync)
  : [];
if (found.length !== 1) throw new Error(`expected one vitest results cache under ${cacheDir}, found ${found.length}`);
const { results } = JSON.parse(readFileSync(found[0], 'utf8'));
const table = Object.fromEntries(
  results
    .filter(([key]) => existsSync(join(root, key.slice(key.indexOf(':') + 1))))
    .map(([key, r]) => [key, Math.round(r.duration / 100) * 100])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(join(root, 'test-durations.json'), `${JSON.stringify(table, null, 1)}\n`);
console.log(`test-durations.json: ${Object.keys(table).length} files`);
