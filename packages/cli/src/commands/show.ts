import type { Command } from 'commander';

export interface ShowOpts {
  board?: string;
  all?: boolean;
  ascii?: boolean;
  from?: string;
  json?: boolean;
  strict?: boolean;
}

export function registerShow(program: Command): void {
  program
    .command('show')
    .description(
      'show a board as a hand diagram with every table that played it, their claims and the results (PBN, LIN, USEBIO or a table log)',
    )
    .argument('<file>', 'a .pbn, .lin, .xml or .json file, or - for stdin with --from')
    .option('--from <format>', 'input format when FILE is - or its extension says nothing (pbn, lin, xml or json)')
    .option('--board <n>', 'every table of the board with this number (default: the first board)')
    .option('--all', 'every board in the file, every table of each')
    .option('--ascii', 'suit letters instead of symbols')
    .option('--json', 'print the boards shown as JSON instead of diagrams')
    .option('--strict', 'refuse a file with a bad game instead of skipping the game with a warning')
    .addHelpText(
      'after',
      `
Examples:
  $ stikk show club.pbn --board 7
  $ stikk show match.lin --all --ascii
  $ stikk deal --boards 1 | stikk show - --from pbn
`,
    )
    .action(async (file: string, opts: ShowOpts) => (await import('../run/show.js')).runShow(file, opts));
}
