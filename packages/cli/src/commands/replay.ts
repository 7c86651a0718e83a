import type { Command } from 'commander';

export interface ReplayOpts {
  prevent?: boolean;
  json?: boolean;
  board?: string;
}

export function registerReplay(program: Command): void {
  program
    .command('replay')
    .description('fold a table log (TABLE-LOG.md) and print the state as JSON')
    .argument('<file>', 'table log JSON file (one log, or an array of them as convert writes), or - for stdin')
    .option('--board <n>', 'the board to replay when the file holds several table logs')
    .option('--prevent', 'refuse irregular acts instead of recording them (online mode)')
    .option('--json', 'print JSON (always: the state is JSON)')
    .addHelpText(
      'after',
      `
Examples:
  $ stikk replay board.json
  $ stikk replay --prevent board.json
  $ cat board.json | stikk replay -
  $ stikk convert --force boards.pbn boards.json && stikk replay boards.json --board 2
`,
    )
    .action(async (file: string, opts: ReplayOpts) => (await import('../run/replay.js')).runReplay(file, opts));
}
