import type { Command } from 'commander';

export interface ScoreOpts {
  method?: string;
  json?: boolean;
  pbn?: string;
  usebio?: string;
  boardsPerMatch?: string;
  scale?: string;
  neubergDecimals?: string;
  sessionAverage?: string;
  butlerDrop?: string;
  winners?: string;
  knockout?: boolean;
  acrossSections?: boolean;
  expectedResults?: string;
  handicapPlayers?: string;
  boardsPerRound?: string;
  strict?: boolean;
}

export function registerScore(program: Command): void {
  program
    .command('score')
    .description(
      'score an event (Law 78): matchpoints, cross-IMPs, Butler, teams/VPs, total points, from PBN or USEBIO',
    )
    .argument(
      '<files...>',
      'PBN (ScoreTable/TotalScoreTable or table results) or USEBIO XML; several files are sessions of one event',
    )
    .option(
      '--method <method>',
      'scoring method (matchpoints, cross-imps, cross-imps-average, butler, teams, total-points; or mp, imps, vp); default: what the file declares',
    )
    .option('--json', 'print the scored event as JSON')
    .option('--pbn <out>', 'write a PBN input back with recomputed ScoreTable and TotalScoreTable (- for stdout)')
    .option(
      '--usebio <out>',
      'write the results as USEBIO XML (the source file with recomputed numbers, when it is USEBIO)',
    )
    .option('--boards-per-match <n>', 'boards per team match for VPs (when the file does not show it)')
    .option('--scale <scale>', 'matchpoint scale: 2/1/0 (default) or 1/0.5/0')
    .option('--neuberg-decimals <n>', 'round Neuberg-factored matchpoints to n decimals, or none')
    .option(
      '--expected-results <n>',
      'results every board should have (Neuberg N): boards played fewer times are scaled to that full top',
    )
    .option('--session-average <rule>', 'Law 12C2(c) for average-plus/minus: none, law12C2c or wbf')
    .option('--butler-drop <n>', 'Butler datum: top and bottom scores dropped (or auto)')
    .option('--winners <n>', 'ranking lists: 1, 2 (per direction) or auto')
    .option('--knockout', 'Law 12C4: non-balancing adjusted scores give both teams the average')
    .option(
      '--across-sections',
      'compare each board over all sections (one top for the whole field); pairs stay ranked in their sections',
    )
    .option(
      '--handicap-players <rule>',
      "USEBIO handicap events: a pair's handicap from its players' (PLAYER/HANDICAP), their sum or average",
    )
    .option(
      '--boards-per-round <n>',
      'USEBIO teams lines without ROUND_NUMBER, boards numbered on across rounds: board b is of round ceil(b/n)',
    )
    .option('--strict', 'refuse a file with a bad game instead of skipping the game with a warning')
    .addHelpText(
      'after',
      `
Examples:
  $ stikk score club.pbn                          ranking as a table
  $ stikk score club.pbn --method imps --json
  $ stikk score club.pbn --pbn rescored.pbn       the file again with the computed matchpoints
  $ stikk score event.xml --usebio out.xml
  $ stikk score event.xml --across-sections      matchpoints over the whole field of a multi-section event
  $ stikk score howell.pbn --expected-results 6 --neuberg-decimals 0
                                                  a three-quarter Howell with a phantom: every board to the full top, rounded
  $ stikk score day1.pbn day2.pbn                 sessions of one event, one ranking
`,
    )
    .action(async (files: string[], opts: ScoreOpts) => (await import('../run/score.js')).runScore(files, opts));
}
