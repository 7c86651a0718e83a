import type { Command } from 'commander';

export interface MovementOpts {
  tables?: string;
  boardsPerRound?: string;
  rounds?: string;
  pairs?: string;
  players?: string;
  even?: string;
  arrowSwitch?: string;
  variant?: string;
  style?: string;
  double?: boolean;
  json?: boolean;
  text?: boolean;
  html?: boolean;
  out?: string;
}

export function registerMovement(program: Command): void {
  program
    .command('movement')
    .description(
      'generate and validate a movement: mitchell, howell, barometer, teams (round robin) or individual; or `check FILE` to validate a movement typed as JSON',
    )
    .argument('<kind>', 'mitchell|howell|barometer|teams|individual|check')
    .argument('[file]', 'check: the movement JSON file (- for stdin)')
    .option('--tables <n>', 'tables (teams: number of teams; individual: 4 players a table)')
    .option('--boards-per-round <b>', 'boards per round (teams: per match)')
    .option('--rounds <r>', 'rounds (default: the complete movement)')
    .option('--pairs <p>', 'pairs, for a phantom: 2 × tables − 1 (mitchell, howell, barometer)')
    .option('--players <p>', 'individual: 4 × tables + 1 players (one sits out each round)')
    .option('--even <variant>', 'Mitchell with an even number of tables: relay (default) or skip')
    .option('--arrow-switch <when>', 'Mitchell: none, last-round, board-per-round, or rounds like 3,6')
    .option('--variant <variant>', 'Howell: complete (default) or three-quarter')
    .option('--style <style>', 'barometer: howell (default) or mitchell')
    .option('--double', 'teams: double round robin')
    .option('--json', 'print JSON')
    .option('--text', 'print text (the default)')
    .option('--html', 'print a printable HTML page with guide cards')
    .option('--out <file>', 'write to a file instead of stdout')
    .addHelpText(
      'after',
      `
Examples:
  $ stikk movement mitchell --tables 7 --boards-per-round 3
  $ stikk movement howell --tables 4 --boards-per-round 4 --html --out guide.html
  $ stikk movement teams --tables 6 --boards-per-round 8 --json > teams.json
  $ stikk movement check my-movement.json
`,
    )
    .action(async (kind: string, file: string | undefined, opts: MovementOpts) =>
      (await import('../run/movement.js')).runMovement(kind, file, opts),
    );
}
