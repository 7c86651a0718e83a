// Drawing a Swiss round for 200 teams: the standings (VPs, IMP quotient) and the pairing without
// repeat meetings (@stikk/movements' swissPairings with backtracking), as the server's draw does
// when a round ends. Measured before round 2 and before round 10 (9 rounds of meetings to avoid).
import { drawSwiss, emptySwiss, median, playedSwiss } from './support/swiss.js';

const out = (name: string, value: number, unit: string) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 100) / 100, unit }));

const fresh = playedSwiss(200, 1, 2);
out(
  'teams.swiss-draw.200-teams.round-2.median',
  median(11, () => drawSwiss(fresh)),
  'ms',
);
const late = playedSwiss(200, 9, 2);
out(
  'teams.swiss-draw.200-teams.round-10.median',
  median(11, () => drawSwiss(late)),
  'ms',
);
out(
  'teams.swiss-draw.200-teams.round-1.median',
  median(11, () => drawSwiss(emptySwiss(200, 10, 2))),
  'ms',
);
