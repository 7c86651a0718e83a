import { parseSeat, parseVulnerability, type Seat, type Vulnerability } from '@stikk/core';
import { extname } from 'node:path';
import { formatJsonLine, formatPbnRecord, par, parseDealFile, type DDTable, type DealRecord } from '@stikk/dds';
import { DDPool } from '@stikk/dds/pool';
import { printPbn } from '@stikk/formats';
import type { DdOptions } from '../commands/dd.js';
import { CliError, readText, writeOut } from '../io.js';
import { loadFile, toPbn } from './convert.js';

/**
 * The file's deals as text `parseDealFile` reads: a BBO LIN or USEBIO file (by its extension) read as
 * `convert` reads it and given as PBN (deal, board, dealer, vulnerability); any other file as it is.
 */
function dealText(file: string): string {
  const ext = extname(file).toLowerCase();
  if (ext !== '.lin' && ext !== '.xml') return readText(file);
  const pbn = toPbn(loadFile(file), file, { strict: false });
  for (const w of pbn.warnings) process.stderr.write(`stikk: warning: ${w}\n`);
  return printPbn({ games: pbn.games, directives: [] });
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
    process.stderr.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} deals, ${rate.toFixed(1)}/s`,
    );
    if (done === total) process.stderr.write('\n');
  };
}

function positiveInt(name: string, text: string | undefined, dflt: number | undefined): number | undefined {
  if (text === undefined) return dflt;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new CliError(`${name}: "${text}" must be a whole number ≥ 1`);
  return n;
}

export async function runDd(file: string, opts: DdOptions): Promise<void> {
  if (opts.json && opts.jsonl) throw new CliError('dd: choose one of --json and --jsonl');
  let dealer: Seat | undefined;
  let vul: Vulnerability | undefined;
  if (opts.dealer !== undefined) {
    dealer = parseSeat(opts.dealer);
    if (dealer === undefined) throw new CliError(`--dealer: "${opts.dealer}" must be N, E, S or W`);
  }
  if (opts.vul !== undefined) {
    vul = opts.vul.trim() === '' ? undefined : parseVulnerability(opts.vul);
    if (vul === undefined) throw new CliError(`--vul: "${opts.vul}" must be None, NS, EW or All`);
  }
  const threads = positiveInt('--threads', opts.threads, undefined);
  const entries = positiveInt('--tt', opts.tt, undefined);
  const parsed = parseDealFile(dealText(file));
  if (!parsed.ok) throw new CliError(`${file}: ${parsed.error.message}`);
  // The options fill in what the input does not say; what it says wins.
  const recs: DealRecord[] = parsed.value.map((r) => ({
    ...r,
    ...(r.dealer === undefined && dealer !== undefined ? { dealer } : {}),
    ...(r.vulnerable === undefined && vul !== undefined ? { vulnerable: vul } : {}),
  }));
  if (recs.length === 0) throw new CliError(`${file}: no deals found`);
  const pool = new DDPool({ threads, entries });
  let tables: DDTable[];
  try {
    tables = await pool.tables(
      recs.map((r) => r.deal),
      progressBar(),
    );
  } finally {
    await pool.close();
  }
  const pars = recs.map((r, i) =>
    r.vulnerable !== undefined && r.dealer !== undefined ? par(tables[i], r.vulnerable, r.dealer) : undefined,
  );
  const noPar = recs.filter((r) => r.vulnerable === undefined || r.dealer === undefined);
  if (noPar.length) {
    const first = noPar[0];
    const what = [first.dealer === undefined ? 'dealer' : '', first.vulnerable === undefined ? 'vulnerability' : '']
      .filter(Boolean)
      .join(' or ');
    process.stderr.write(
      `stikk: warning: ${file}: no par for ${noPar.length} of ${recs.length} deal${recs.length === 1 ? '' : 's'} (line ${first.line} gives no ${what}); give --dealer and --vul, or a PBN file with Dealer and Vulnerable\n`,
    );
  }
  if (opts.json)
    writeOut(`[\n${recs.map((r, i) => `  ${formatJsonLine(r, tables[i], pars[i])}`).join(',\n')}\n]\n`, undefined);
  else if (opts.jsonl || opts.pbn === undefined)
    writeOut(recs.map((r, i) => formatJsonLine(r, tables[i], pars[i]) + '\n').join(''), undefined);
  if (opts.pbn !== undefined) {
    const body = recs.map((r, i) => formatPbnRecord(r, tables[i], pars[i])).join('\r\n');
    writeOut(`% PBN 2.1\r\n% EXPORT\r\n\r\n${body}`, opts.pbn);
  }
}
