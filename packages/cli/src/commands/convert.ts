import type { Command } from 'commander';

export interface ConvertOpts {
  board?: string;
  encoding?: string;
  to?: string;
  from?: string;
  force?: boolean;
  strict?: boolean;
}

export function registerConvert(program: Command): void {
  program
    .command('convert')
    .description('convert boards between PBN (.pbn), BBO LIN (.lin), USEBIO (.xml) and table logs (.json)')
    .argument('<in>', 'input file, or - for stdin with --from')
    .argument('<out>', 'output file (its extension names the format), or - for stdout with --to')
    .option('--from <format>', 'input format when IN is - or its extension says nothing (pbn, lin, xml or json)')
    .option('--to <format>', 'output format when OUT is - (pbn, lin, json or xml)')
    .option('--board <n>', 'only the board with this number')
    .option(
      '--encoding <enc>',
      'PBN output character set: utf-8 or latin1 (default: latin1 when every character fits, as PBN asks, else utf-8)',
    )
    .option('--force', 'write even when the output format cannot hold everything (what is dropped is listed on stderr)')
    .option('--strict', 'refuse a file with a bad game instead of skipping the game with a warning')
    .addHelpText(
      'after',
      `
Examples:
  $ stikk convert match.lin match.pbn
  $ stikk convert event.pbn event.lin
  $ stikk convert results.pbn results.xml         scored by @stikk/scoring
  $ cat board.lin | stikk convert --from lin - - --to json
`,
    )
    .action(async (input: string, output: string, opts: ConvertOpts) =>
      (await import('../run/convert.js')).runConvert(input, output, opts),
    );
}
