import type { Command } from 'commander';
import { formatJsonLine, formatPbnRecord, par, parseDealFile, type DDTable } from '@stikk/dds';
import { DDPool } from '@stikk/dds/pool';
import { CliError, readText, writeOut } from '../io.js';

interface DdOptions {
  json?: boolean;
  pbn?: string;
  threads?: string;
  tt?: string;
}

/** A one-line progress bar on stderr (only when stderr is a terminal). */
function progressBar(): ((done: number, total: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  const t0 = Date.now();
  let last = 0;
  return (done, total) => {
    const now = Date.now();
    if (done !== total && now - last < 100) return;
    last = now;
    const width = 30;
    const filled = Math.round((done / total) * width);
    const rate = done / Math.max(0.001, (now - t0) / 1000);
    process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} deals, ${rate.toFixed(1)}/s`);
    if (done === total) process.stderr.write('\n');
  };
}

function positiveInt(name: string, text: string | undefined, dflt: number | undefined): number | undefined {
  if (text === undefined) return dflt;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new CliError(`${name}: "${text}" must be a whole number ≥ 1`);
  return n;
}

export function registerDd(program: Command): void {
  program
    .command('dd')
    .description('double-dummy tables and par for every deal in a file (PBN, JSON, or one deal per line)')
    .argument('<file>', 'PBN file, JSON (array or lines of {"deal": …} or deal strings), or one deal per line ("N:AKQ.… …"); - for stdin')
    .option('--json', 'write one JSON object per deal to stdout (the default without --pbn)')
    .option('--pbn <out>', 'write PBN with DoubleDummyTricks, OptimumResultTable, OptimumScore (- for stdout)')
    .option('--threads <n>', 'worker threads (default: all cores)')
    .option('--tt <entries>', 'transposition table entries per thread (memory ≈ 48 bytes each)')
    .action(async (file: string, opts: DdOptions) => {
      const parsed = parseDealFile(readText(file));
      if (!parsed.ok) throw new CliError(`${file}: ${parsed.error.message}`);
      const recs = parsed.value;
      if (recs.length === 0) throw new CliError(`${file}: no deals found`);
      const threads = positiveInt('--threads', opts.threads, undefined);
      const entries = positiveInt('--tt', opts.tt, undefined);
      const pool = new DDPool({ threads, entries });
      let tables: DDTable[];
      try {
        tables = await pool.tables(recs.map((r) => r.deal), progressBar());
      } finally {
        await pool.close();
      }
      const pars = recs.map((r, i) => (r.vulnerable !== undefined && r.dealer !== undefined ? par(tables[i], r.vulnerable, r.dealer) : undefined));
      const wantJson = opts.json === true || opts.pbn === undefined;
      if (wantJson) writeOut(recs.map((r, i) => formatJsonLine(r, tables[i], pars[i]) + '\n').join(''), undefined);
      if (opts.pbn !== undefined) {
        const body = recs.map((r, i) => formatPbnRecord(r, tables[i], pars[i])).join('\r\n');
        writeOut(`% PBN 2.1\r\n% EXPORT\r\n\r\n${body}`, opts.pbn);
      }
    });
}
