import { randomBytes } from 'node:crypto';
import { boardInfo, printDeal, seededDeal, unwrap } from '@stikk/core';
import type { DealOpts } from '../commands/deal.js';
import { CliError, writeOut } from '../io.js';

/** Parses `1-32`, `5`, `1-4,9,11-12`. */
export function parseBoardRange(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!m) throw new CliError(`--boards: "${part}" is not a board number or range like 1-32`);
    const a = Number(m[1]),
      b = m[2] === undefined ? a : Number(m[2]);
    if (a < 1 || b < a) throw new CliError(`--boards: "${part}" must be an increasing range of numbers ≥ 1`);
    if (b - a > 100_000) throw new CliError(`--boards: "${part}" is too many boards`);
    for (let n = a; n <= b; n++) out.push(n);
  }
  return out;
}

/** Today as PBN writes a date (YYYY.MM.DD, local time). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;
}

export function runDeal(opts: DealOpts): void {
  const format = opts.json ? 'json' : opts.format;
  if (format !== 'pbn' && format !== 'json') throw new CliError(`--format: "${opts.format}" must be pbn or json`);
  if (opts.date !== undefined && !/^(\d{4}|\?{4})\.(\d{2}|\?\?)\.(\d{2}|\?\?)$/.test(opts.date))
    throw new CliError(`--date: "${opts.date}" must be YYYY.MM.DD`);
  const boards = parseBoardRange(opts.boards);
  // Every deal comes from a seed, so any deal can be dealt again; without --seed, 96 random bits (hex: a seed never
  // starts with -).
  const given = opts.seed !== undefined;
  const seed = opts.seed ?? randomBytes(12).toString('hex');
  if (!given) process.stderr.write(`stikk: seed ${seed} (stikk deal --seed ${seed} deals these boards again)\n`);
  const rows = boards.map((n) => {
    const info = unwrap(boardInfo(n));
    return {
      board: n,
      dealer: info.dealer,
      vulnerable: info.vulnerable,
      deal: printDeal(seededDeal(seed, n), info.dealer),
    };
  });
  const date = opts.date ?? today();
  if (format === 'json') {
    writeOut(JSON.stringify({ seed, date, boards: rows }, null, 2) + '\n', opts.out);
    return;
  }
  const event = `Stikk deal, seed ${seed.replace(/["\\]/g, '')}`;
  const lines: string[] = ['% PBN 2.1', '% EXPORT', ''];
  for (const r of rows) {
    lines.push(`[Event "${event}"]`);
    lines.push(
      '[Site ""]',
      `[Date "${date}"]`,
      `[Board "${r.board}"]`,
      '[West ""]',
      '[North ""]',
      '[East ""]',
      '[South ""]',
    );
    lines.push(`[Dealer "${r.dealer}"]`, `[Vulnerable "${r.vulnerable}"]`, `[Deal "${r.deal}"]`);
    lines.push('[Scoring ""]', '[Declarer ""]', '[Contract ""]', '[Result ""]', '');
  }
  writeOut(lines.join('\r\n'), opts.out);
}
