import type { Command } from 'commander';

export interface DdOptions {
  json?: boolean;
  jsonl?: boolean;
  pbn?: string;
  threads?: string;
  tt?: string;
  dealer?: string;
  vul?: string;
}

export function registerDd(program: Command): void {
  program
    .command('dd')
    .description(
      'double-dummy tables and par for every deal in a file (PBN, BBO LIN, USEBIO, JSON, or one deal per line)',
    )
    .argument(
      '<file>',
      'PBN file, BBO LIN (.lin) or USEBIO (.xml) file, JSON (array or lines of {"deal": …} or deal strings), or one deal per line ("N:AKQ.… …"); - for stdin',
    )
    .option('--jsonl', 'JSON Lines: one JSON object per deal (the default without --pbn)')
    .option('--json', 'one JSON array of all deals')
    .option('--pbn <out>', 'write PBN with DoubleDummyTricks, OptimumResultTable, OptimumScore (- for stdout)')
    .option('--dealer <seat>', 'dealer (N, E, S or W) for deals whose input gives none (needed for par)')
    .option('--vul <vul>', 'vulnerability (None, NS, EW or All) for deals whose input gives none (needed for par)')
    .option('--threads <n>', 'worker threads (default: all cores)')
    .option('--tt <entries>', 'transposition table entries per thread (memory ≈ 48 bytes each)')
    .addHelpText(
      'after',
      `
Par needs the dealer and the vulnerability: PBN, LIN and USEBIO files give them; for one deal per line
give --dealer and --vul, or the output has no par.

Examples:
  $ stikk dd club.pbn --pbn club-dd.pbn
  $ stikk dd bbo-hands.lin
  $ stikk dd deals.txt --dealer N --vul None
  $ stikk deal --boards 1-4 | stikk dd - --json
`,
    )
    .action(async (file: string, opts: DdOptions) => (await import('../run/dd.js')).runDd(file, opts));
}
