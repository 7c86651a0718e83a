/**
 * The rounds of a USEBIO teams file whose traveller lines have no ROUND_NUMBER (as other programs write them).
 * Without rounds, two meetings of the same teams, or one team's matches of two rounds, would be run together
 * into one match. A round is told by the boards: the boards one match plays are of one round, and boards that
 * any match plays together are of one round too (every table of a Swiss or round-robin round plays that round's
 * boards), rounds numbered by their lowest board. Or the caller says how many boards a round has (boards
 * numbered on across the rounds: board b is of round ⌈b / n⌉). Where neither tells rounds apart, the file is
 * refused, naming the line, rather than its matches run together.
 */
import { fail, ok, type Result } from '@stikk/core';

/** A traveller line as the rounds are worked out from: its element path, board, teams and round if given. */
export interface TeamLine {
  readonly path: string;
  readonly board: number;
  /** The NS team and the EW team, when both are named (a bye line names one). */
  readonly ns?: string;
  readonly ew?: string;
  readonly round?: number;
}

/**
 * Each line's round, in the order given: its own ROUND_NUMBER, else ⌈board / `boardsPerRound`⌉ when given,
 * else worked out from the boards. Refused (`usebio-round-missing`, naming `…/TRAVELLER_LINE[k]/ROUND_NUMBER`)
 * when only some lines give a round, or when the boards do not tell the rounds apart: one team meeting
 * two others on boards of one round, or two teams playing one board more than once.
 */
export function teamLineRounds(lines: readonly TeamLine[], boardsPerRound?: number): Result<(number | undefined)[]> {
  const given = lines.filter((l) => l.round !== undefined).length;
  if (given === lines.length) return ok(lines.map((l) => l.round));
  const missing = (l: TeamLine, why: string) =>
    fail('usebio-round-missing', `${l.path}/ROUND_NUMBER: missing; ${why}`, { path: `${l.path}/ROUND_NUMBER` });
  if (given > 0) {
    const l = lines.find((x) => x.round === undefined)!;
    return missing(l, 'other traveller lines of this teams event give their round, so every line must');
  }
  if (boardsPerRound !== undefined) {
    if (!Number.isInteger(boardsPerRound) || boardsPerRound < 1)
      return fail(
        'usebio-boards-per-round',
        `boardsPerRound: ${boardsPerRound} is not a whole number of boards (1 or more)`,
        {
          path: 'boardsPerRound',
        },
      );
    return ok(lines.map((l) => Math.ceil(l.board / boardsPerRound)));
  }
  const ask =
    'give ROUND_NUMBER in each TRAVELLER_LINE, or the boards a round has when the boards are numbered on across rounds';
  // Boards played together in one match are of one round: union them.
  const parent = new Map<number, number>();
  const find = (b: number): number => {
    let r = b;
    while (parent.get(r)! !== r) r = parent.get(r)!;
    parent.set(b, r);
    return r;
  };
  const first = new Map<string, number>();
  const meetings = new Map<string, number>();
  for (const l of lines) {
    if (!parent.has(l.board)) parent.set(l.board, l.board);
    if (l.ns === undefined || l.ew === undefined) continue;
    const pair = l.ns < l.ew ? `${l.ns}|${l.ew}` : `${l.ew}|${l.ns}`;
    // Two tables a match: a third line of one board and two teams is a second meeting on the same board number.
    const seen = (meetings.get(`${pair}|${l.board}`) ?? 0) + 1;
    meetings.set(`${pair}|${l.board}`, seen);
    if (seen > 2) return missing(l, `teams ${l.ns} and ${l.ew} play board ${l.board} a third time; ${ask}`);
    const b0 = first.get(pair);
    if (b0 === undefined) first.set(pair, l.board);
    else parent.set(find(l.board), find(b0));
  }
  // Each block of boards is one round, numbered by its lowest board; a team meets one opponent a round.
  const lowest = new Map<number, number>();
  for (const b of parent.keys()) lowest.set(find(b), Math.min(lowest.get(find(b)) ?? b, b));
  const blocks = [...lowest.keys()].sort((a, b) => lowest.get(a)! - lowest.get(b)!);
  const roundOf = new Map(blocks.map((root, i) => [root, i + 1]));
  const opponent = new Map<string, string>();
  for (const l of lines) {
    if (l.ns === undefined || l.ew === undefined) continue;
    const r = roundOf.get(find(l.board))!;
    for (const [t, o] of [
      [l.ns, l.ew],
      [l.ew, l.ns],
    ]) {
      const met = opponent.get(`${r}|${t}`);
      if (met === undefined) opponent.set(`${r}|${t}`, o);
      else if (met !== o)
        return missing(
          l,
          `team ${t} plays board ${l.board} against ${o} and boards of the same round against ${met}; ${ask}`,
        );
    }
  }
  return ok(lines.map((l) => roundOf.get(find(l.board))));
}
