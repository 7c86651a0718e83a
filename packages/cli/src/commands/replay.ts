import type { Command } from 'commander';

export interface ReplayOpts {
  prevent?: boolean;
  json?: boolean;
}

export function registerReplay(program: Command): void {
  program
    .command('replay')
    .description('fold a table log (TABLE-LOG.md) and print the state as JSON')
    .argument('<file>', 'table log JSON file, or - for stdin')
    .option('--prevent', 'refuse irregular acts instead of recording them (online mode)')
    .option('--json', 'print JSON (always: the state is JSON)')
    .addHelpText(
      'after',
      `
Examples:
  $ stikk replay board.json
  $ stikk replay --prevent board.json
  $ cat board.json | stikk replay -
`,
    )
    .action(async (file: string, opts: ReplayOpts) => (await import('../run/replay.js')).runReplay(file, opts));
}
