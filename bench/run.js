#!/usr/bin/env node
// Runs every bench/*.bench.ts (or one named on the command line) in its own process, in order.
// Each benchmark prints one JSON line per figure: {"name","value","unit"}; this runner passes
// them through unchanged so the output stays machine-readable.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const f of files) {
  const r = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', join(here, f)], {
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    failed++;
    process.stderr.write(`bench ${f} failed with status ${r.status}\n`);
  }
}
process.exitCode = failed ? 1 : 0;
