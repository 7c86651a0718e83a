import type { Command } from 'commander';

export interface DealOpts {
  boards: string;
  seed?: string;
  format: string;
  json?: boolean;
  date?: string;
  out?: string;
}

export function registerDeal(program: Command): void {
  program
    .command('deal')
    .description('deal boards (Law 6): a hand-record file with Board, Dealer, Vulnerable and Deal')
    .option('--boards <range>', 'board numbers, e.g. 1-32 or 1-4,9', '1-32')
    .option(
      '--seed <seed>',
      'reproducible deals from this seed (same on every machine); without it a random seed is made and printed on stderr',
    )
    .option('--format <format>', 'pbn or json', 'pbn')
    .option('--json', 'the same as --format json')
    .option('--date <date>', 'the Date tag, YYYY.MM.DD (default: today)')
    .option('--out <file>', 'write to a file instead of stdout')
    .addHelpText(
      'after',
      `
Examples:
  $ stikk deal --boards 1-32 > club.pbn          random deals; the seed used is printed on stderr
  $ stikk deal --boards 1-32 --seed club-night   the same 32 deals on every machine
  $ stikk deal --boards 7 --seed club-night --json
`,
    )
    .action(async (opts: DealOpts) => (await import('../run/deal.js')).runDeal(opts));
}
