// Scoring a 40-team Swiss of 10 rounds × 8 boards (3 200 table results): the server's path from
// result rows to match IMPs and VPs (@stikk/scoring's team matches, WBF continuous scale), match
// summaries and standings with tie-breaks — what every standings or event page request runs.
import { matchSummaries, scoreTeams, standingsOf } from '../packages/server/src/domain/teams.js';
import { median, playedSwiss } from './support/swiss.js';

const st = playedSwiss(40, 10, 8);
const run = () => standingsOf(st, matchSummaries(st, scoreTeams(st)));
run();
const ms = median(9, run);
console.log(
  JSON.stringify({
    name: 'teams.swiss-score.40-teams-10-rounds-8-boards.median',
    value: Math.round(ms * 100) / 100,
    unit: 'ms',
  }),
);
console.log(
  JSON.stringify({
    name: 'teams.swiss-score.40-teams-10-rounds.results',
    value: st.rows.length,
    unit: 'table results',
  }),
);
