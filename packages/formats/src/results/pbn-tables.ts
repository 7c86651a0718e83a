/**
 * Scored results → PBN supplemental tables (PBN 2.1 chapter 5), as Ruter writes them: a board's
 * `ScoreTable` (one row per table, adjusted scores written in the score columns so that a contract
 * and a score never contradict each other) and the event's `TotalScoreTable` (with `Direction` for
 * a two-winner ranking). Plain columns and rows: `printPbn` prints them as tags; what
 * `eventFromPbn` reads back scores the same.
 */
import {
  printArtificial,
  roundTo,
  type BoardResults,
  type Method,
  type ScoredBoard,
  type ScoredEvent,
  type ScoredResult,
  type TableResult,
} from '@stikk/scoring';

const SEATS = ['North', 'East', 'South', 'West'] as const;
/**
 * Stikk's column for an individual's artificial scores per player (Law 12C2 per contestant): the
 * four players' in seat order N E S W, e.g. `"A- A+ A+ A-"`. `eventFromPbn` reads it back.
 */
export const ADJUSTED_PLAYERS = 'Adjusted_Players';
const adjustedPlayers = (r: TableResult): string => {
  const p = r.artificial?.players;
  return p ? [p.N, p.E, p.S, p.W].map(printArtificial).join(' ') : NONE;
};

/** A PBN table to write: columns (with widths and alignment) and rows. */
export interface PbnTableOut {
  readonly columns: readonly { readonly name: string; readonly width?: number; readonly align?: 'L' | 'R' }[];
  readonly rows: readonly (readonly string[])[];
}

const NONE = '-';
const col = (name: string, width: number, align: 'L' | 'R') => ({ name, width, align });
const pointsText = (x: number | null, d: number): string => (x === null ? NONE : roundTo(x, d).toFixed(d));

/** A side's score columns: the positive score in its side's column (Score_NS 420 / Score_EW -). */
function scoreColumns(inp: TableResult, out: ScoredResult): [string, string] {
  if (inp.artificial) return [printArtificial(inp.artificial.ns), printArtificial(inp.artificial.ew)];
  if (inp.weighted && inp.weighted.length > 0) {
    // Law 12C1(c): "60% 420 40% -50", NS's scores with their weights.
    const sum = inp.weighted.reduce((s, p) => s + p.weight, 0);
    return [inp.weighted.map((p) => `${roundTo((100 * p.weight) / sum, 4)}% ${p.scoreNS}`).join(' '), NONE];
  }
  const ns = out.scoreNS;
  if (ns === null) return [NONE, NONE];
  // Law 12C1(b): a split score writes each side's own score; they do not balance.
  if (out.scoreNSForEW !== undefined && out.scoreNSForEW !== ns) return [String(ns), String(-out.scoreNSForEW)];
  return ns >= 0 ? [String(ns), NONE] : [NONE, String(-ns)];
}

/**
 * One board's `ScoreTable`. `names` gives a pair's name for the `Names_NS`/`Names_EW` columns;
 * input columns the source kept in `extra` (e.g. `Adjusted`) are written after the standard ones.
 * `Round` and `Table` are written when at least one row has them.
 */
export function pbnScoreTable(
  input: BoardResults,
  scored: ScoredBoard,
  method: Method,
  names?: (id: string) => string | undefined,
): PbnTableOut {
  const mp = method === 'matchpoints';
  const teams = method === 'teams';
  // An individual: the four players by seat, and each player's artificial score (Law 12C2 per player).
  const individual = input.results.some((r) => r.players !== undefined);
  const perPlayer = input.results.some((r) => r.artificial?.players !== undefined);
  const extras = [...new Set(input.results.flatMap((r) => Object.keys(r.extra ?? {})))].filter(
    (e) => !(perPlayer && e === ADJUSTED_PLAYERS),
  );
  // Round and table as the source gives them; a column no row has (an event converted from a
  // program that does not say) is left out rather than written as a column of dashes.
  const withRound = input.results.some((r) => r.round !== undefined);
  const withTable = input.results.some((r) => r.table !== undefined && r.table !== '');
  const columns = [
    ...(withRound ? [col('Round', 2, 'R')] : []),
    ...(withTable ? [col('Table', 2, 'R')] : []),
    // Team matches: the teams at the table (NS first) and the room, as `eventFromPbn` reads them.
    ...(teams
      ? [col('TeamId_Home', 3, 'R'), col('TeamId_Away', 3, 'R'), col('Room', 6, 'L')]
      : individual
        ? SEATS.map((x) => col(`PlayerId_${x}`, 3, 'R'))
        : [col('PairId_NS', 3, 'R'), col('PairId_EW', 3, 'R')]),
    col('Contract', 5, 'L'),
    col('Declarer', 1, 'R'),
    col('Result', 2, 'R'),
    col('Lead', 3, 'L'),
    col('Score_NS', 6, 'R'),
    col('Score_EW', 6, 'R'),
    ...(mp
      ? [col('MP_NS', 5, 'R'), col('MP_EW', 5, 'R'), col('Percentage_NS', 6, 'R'), col('Percentage_EW', 6, 'R')]
      : [col('IMP_NS', 6, 'R'), col('IMP_EW', 6, 'R')]),
    ...(perPlayer ? [col(ADJUSTED_PLAYERS, 11, 'L')] : []),
    ...extras.map((e) => col(e, 8, 'L')),
    ...(names ? [col('Names_NS', 30, 'L'), col('Names_EW', 30, 'L')] : []),
  ];
  const rows = input.results.map((inp, i) => {
    const out = scored.results[i];
    // An artificial or weighted score has no single contract: the columns stay empty.
    const played = !inp.artificial && !(inp.weighted && inp.weighted.length > 0) && inp.scoreNSForEW === undefined;
    const contract = played && inp.contract ? (/^pass/i.test(inp.contract) ? 'Pass' : inp.contract) : NONE;
    const passed = contract === 'Pass';
    const [sNS, sEW] = scoreColumns(inp, out);
    const row = [
      ...(withRound ? [inp.round !== undefined ? String(inp.round) : NONE] : []),
      ...(withTable ? [inp.table || NONE] : []),
      ...(individual && !teams
        ? [inp.players?.N ?? NONE, inp.players?.E ?? NONE, inp.players?.S ?? NONE, inp.players?.W ?? NONE]
        : [inp.ns ?? NONE, inp.ew ?? NONE]),
      ...(teams ? [inp.room ?? NONE] : []),
      contract,
      played && !passed && inp.declarer ? inp.declarer : NONE,
      played && !passed && inp.tricks !== undefined ? String(inp.tricks) : NONE,
      played && !passed && inp.lead ? inp.lead : NONE,
      sNS,
      sEW,
      ...(mp
        ? [
            pointsText(out.factoredNS ?? out.pointsNS, 1),
            pointsText(out.factoredEW ?? out.pointsEW, 1),
            // Two decimals, as Ruter writes them: a whole number changed a 57.5 % line to 58.
            pointsText(out.percentNS, 2),
            pointsText(out.percentEW, 2),
          ]
        : [pointsText(out.pointsNS, 2), pointsText(out.pointsEW, 2)]),
      ...(perPlayer ? [adjustedPlayers(inp)] : []),
      ...extras.map((e) => inp.extra?.[e] ?? NONE),
      ...(names ? [names(inp.ns ?? '') ?? NONE, names(inp.ew ?? '') ?? NONE] : []),
    ];
    return row;
  });
  return { columns, rows };
}

/**
 * The event's `TotalScoreTable`: rank (`RankTie` the last place of a shared rank), contestant,
 * direction when there are two winners, total, percentage, Law 90 penalties, teams' bye VPs, names. With sections,
 * `section` picks one section's contestants (each section's first game holds its own table).
 */
export function pbnTotalScoreTable(s: ScoredEvent, section?: string): PbnTableOut {
  const mp = s.method === 'matchpoints';
  const two = s.ranking.some((e) => e.direction !== undefined);
  const pen = s.ranking.some((e) => e.penalties !== undefined);
  // Teams: the VPs of byes (part of the total; PBN has no match row for a bye).
  const bye = s.ranking.some((e) => e.byeVp !== undefined);
  const idName = s.kind === 'teams' ? 'TeamId' : s.kind === 'individual' ? 'PlayerId' : 'PairId';
  const totalName = mp ? 'TotalScoreMP' : s.method === 'teams' ? 'TotalScoreVP' : 'TotalScoreIMP';
  const columns = [
    col('Rank', 2, 'R'),
    col('RankTie', 2, 'R'),
    col(idName, 3, 'R'),
    ...(two ? [col('Direction', 2, 'L')] : []),
    col(totalName, 7, 'R'),
    ...(mp ? [col('TotalPercentage', 6, 'R')] : []),
    ...(pen ? [col('ScorePenalty', 6, 'R')] : []),
    ...(bye ? [col('ByeVP', 6, 'R')] : []),
    col('Names', 40, 'L'),
  ];
  const entries = section === undefined ? s.ranking : s.ranking.filter((e) => e.section === section);
  // The players' national member numbers in Ruter's columns (MemberID1, MemberID2, in the names' order).
  const ids = Math.max(0, ...entries.map((e) => (e.memberIds?.some(Boolean) ? e.memberIds.length : 0)));
  for (let k = 1; k <= ids; k++) columns.push(col(`MemberID${k}`, 8, 'R'));
  // RankTie: the last place of a shared one (scoring ranks each list: a section's or the field's, a direction's).
  const rows = entries.map((e) => {
    return [
      e.rank > 0 ? String(e.rank) : NONE,
      e.rankLast !== undefined ? String(e.rankLast) : NONE,
      e.id,
      ...(two ? [e.direction ?? NONE] : []),
      e.total.toFixed(2),
      ...(mp ? [e.percent === null ? NONE : e.percent.toFixed(2)] : []),
      ...(pen ? [e.penalties === undefined ? '0' : Math.abs(e.penalties).toFixed(2)] : []),
      ...(bye ? [(e.byeVp ?? 0).toFixed(2)] : []),
      (e.names ?? []).join(' - ') || NONE,
      ...Array.from({ length: ids }, (_, k) => e.memberIds?.[k] || NONE),
    ];
  });
  return { columns, rows };
}

/**
 * Teams: the matches as wholes, one row each, as Ruter's match `ScoreTable` (round, table, teams,
 * `MatchDetails` "home IMPs,away IMPs", VPs) with the match's boards and carry-over: what a
 * match of several segments or with a carry-over is scored on (`eventFromPbn` reads it back as
 * the event's matches). Null when the event has no matches.
 */
export function pbnMatchTable(s: ScoredEvent): PbnTableOut | null {
  if (s.kind !== 'teams' || s.matches.length === 0) return null;
  const columns = [
    col('Round', 2, 'R'),
    col('Table', 2, 'R'),
    col('TeamId_Home', 3, 'R'),
    col('TeamId_Away', 3, 'R'),
    col('Boards', 3, 'R'),
    col('MatchDetails', 11, 'L'),
    col('CarryOver_Home', 6, 'R'),
    col('CarryOver_Away', 6, 'R'),
    col('VP_Home', 6, 'R'),
    col('VP_Away', 6, 'R'),
  ];
  const rows = s.matches.map((m) => [
    m.round === null ? NONE : String(m.round),
    m.table ?? NONE,
    m.home,
    m.away,
    String(m.boards),
    `${roundTo(m.impsHome, 2)},${roundTo(m.impsAway, 2)}`,
    String(roundTo(m.carryOverHome ?? 0, 2)),
    String(roundTo(m.carryOverAway ?? 0, 2)),
    m.vpHome.toFixed(2),
    m.vpAway.toFixed(2),
  ]);
  return { columns, rows };
}
