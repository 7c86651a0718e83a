import type { Command } from 'commander';
import { boardInfo, cryptoRandom, printDeal, randomDeal, seededDeal, unwrap } from '@stikk/core';
import { CliError, writeOut } from '../io.js';

/** Parses `1-32`, `5`, `1-4,9,11-12`. */
export function parseBoardRange(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!m) throw new CliError(`--boards: "${part}" is not a board number or range like 1-32`);
    const a = Number(m[1]), b = m[2] === undefined ? a : Number(m[2]);
    if (a < 1 || b < a) throw new CliError(`--boards: "${part}" must be an increasing range of numbers ≥ 1`);
    if (b - a > 100_000) throw new CliError(`--boards: "${part}" is too many boards`);
    for (let n = a; n <= b; n++) out.push(n);
  }
  return out;
}

export function registerDeal(program: Command): void {
  program
    .command('deal')
    .description('deal boards (Law 6): a hand-record file with Board, Dealer, Vulnerable and Deal')
    .option('--boards <range>', 'board numbers, e.g. 1-32', '1-32')
    .option('--seed <seed>', 'reproducible deals from this seed (same on every machine)')
    .option('--format <format>', 'pbn or json', 'pbn')
    .option('--out <file>', 'write to a file instead of stdout')
    .action((opts: { boards: string; seed?: string; format: string; out?: string }) => {
      if (opts.format !== 'pbn' && opts.format !== 'json') throw new CliError(`--format: "${opts.format}" must be pbn or json`);
      const boards = parseBoardRange(opts.boards);
      const rand = opts.seed === undefined ? cryptoRandom() : undefined;
      const rows = boards.map((n) => {
        const info = unwrap(boardInfo(n));
        const deal = rand ? randomDeal(rand) : seededDeal(opts.seed!, n);
        return { board: n, dealer: info.dealer, vulnerable: info.vulnerable, deal: printDeal(deal, info.dealer) };
      });
      if (opts.format === 'json') {
        writeOut(JSON.stringify({ seed: opts.seed ?? null, boards: rows }, null, 2) + '\n', opts.out);
        return;
      }
      const lines: string[] = ['% PBN 2.1', '% EXPORT', ''];
      for (const r of rows) {
        lines.push(`[Event "${opts.seed === undefined ? '' : `Stikk deal, seed ${opts.seed.replace(/["\\]/g, '')}`}"]`);
        lines.push('[Site ""]', '[Date "?"]', `[Board "${r.board}"]`, '[West ""]', '[North ""]', '[East ""]', '[South ""]');
        lines.push(`[Dealer "${r.dealer}"]`, `[Vulnerable "${r.vulnerable}"]`, `[Deal "${r.deal}"]`);
        lines.push('[Scoring ""]', '[Declarer ""]', '[Contract ""]', '[Result ""]', '');
      }
      writeOut(lines.join('\r\n'), opts.out);
    });
}
