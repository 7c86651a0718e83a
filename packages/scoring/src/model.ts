/**
 * The scoring input model: an event's results as entered at the tables, read from a file, or
 * sent by the server. Identifiers are kept exactly as the source writes them.
 */
import type { ArtificialScores, Seat, Vulnerability } from '@stikk/core';

/** The scoring methods {@link scoreEvent} knows. */
export const METHODS = ['matchpoints', 'cross-imps', 'cross-imps-average', 'butler', 'teams', 'total-points'] as const;
/** Law 78 scoring methods (78A matchpoints, 78B IMPs in their pair forms and team matches, 78C total points). */
export type Method = (typeof METHODS)[number];

/** The kinds of event that can be scored. */
export const KINDS = ['pairs', 'individual', 'teams'] as const;
/** What competes: pairs, individual players, or teams. */
export type EventKind = (typeof KINDS)[number];

/**
 * An artificial adjusted score for one side (Law 12C2): average-plus/average/average-minus, or an
 * explicit percentage (e.g. the `60` of `A6040`), or explicit IMPs.
 */
export type Artificial =
  | { readonly kind: 'A+' | 'A' | 'A-' }
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'imps'; readonly imps: number };

/** One possible result of a weighted assigned score (Law 12C1(c)), NS's score with its weight. */
export interface WeightedPart {
  readonly scoreNS: number;
  readonly weight: number;
  readonly contract?: string;
  readonly declarer?: Seat;
  readonly tricks?: number;
}

/** The four players of an individual table by seat. */
export interface IndividualPlayers {
  readonly N: string;
  readonly E: string;
  readonly S: string;
  readonly W: string;
}

/** One table's result on one board. */
export interface TableResult {
  /** NS pair (or team) id; for individual events use `players`. */
  readonly ns?: string;
  readonly ew?: string;
  readonly players?: IndividualPlayers;
  readonly table?: string;
  readonly round?: number;
  readonly contract?: string;
  readonly declarer?: Seat;
  /** Tricks declarer took (0–13). */
  readonly tricks?: number;
  readonly lead?: string;
  /**
   * NS's table score. When absent it is computed from contract, declarer and tricks (Law 77) with
   * the board's vulnerability.
   */
  readonly scoreNS?: number;
  /**
   * Split score (Law 12C1(b): the two sides' scores need not balance): the NS score that EW are
   * scored on. Absent: the same as `scoreNS`.
   */
  readonly scoreNSForEW?: number;
  /**
   * An artificial adjusted score (Law 12C2) for each side, and its text as the source wrote it.
   * In an individual each player is a contestant of his own: `players` gives each seat's (Law
   * 12C2 per contestant, e.g. average-minus to the player at fault, average-plus to his partner);
   * `ns` and `ew` are then North's and East's.
   */
  readonly artificial?: {
    readonly ns: Artificial;
    readonly ew: Artificial;
    readonly text: string;
    readonly players?: {
      readonly N: Artificial;
      readonly E: Artificial;
      readonly S: Artificial;
      readonly W: Artificial;
    };
  };
  /** A weighted assigned score (Law 12C1(c)): it takes part in comparisons as fractional results. */
  readonly weighted?: readonly WeightedPart[];
  /** Weighted parts that EW are scored on, when the weighting does not balance. */
  readonly weightedForEW?: readonly WeightedPart[];
  /** Law 87: results obtained on a different form of a fouled board are compared only within their group. */
  readonly group?: string;
  /**
   * A bye, a sit-out against a phantom or a board not played: no result, not counted in the
   * number of results expected on the board (Neuberg's N).
   */
  readonly notPlayed?: boolean;
  /** Teams: the room (`Open`/`Closed`), used only to name the match's home team. */
  readonly room?: string;
  /** Anything else the source had for this line (unknown PBN columns are kept here). */
  readonly extra?: Readonly<Record<string, string>>;
  /**
   * A frequency line (PBN ScoreTable `Multiplicity`): this result stands for `count` tables with
   * the same score and no named contestants. Each is compared with every other table.
   */
  readonly count?: number;
}

/** The results of one board (in one section), with its vulnerability and the number of results expected. */
export interface BoardResults {
  readonly board: number;
  /** A section compares its results only with each other (per-section scoring). */
  readonly section?: string;
  /** Law 2 when absent. */
  readonly vulnerable?: Vulnerability;
  /** Number of results expected for Neuberg's N (default: the most results any board of the section has). */
  readonly expected?: number;
  readonly results: readonly TableResult[];
}

/** A contestant (pair, team or player) with names, direction, section and carry-over. */
export interface Participant {
  readonly id: string;
  readonly names?: readonly string[];
  /**
   * The players' national member numbers, in the order of `names` ('' for a player without one, a visitor):
   * USEBIO's `PLAYER/NATIONAL_ID_NUMBER`, which a federation's master-point and rating lists are keyed on.
   */
  readonly memberIds?: readonly string[];
  /**
   * The players' clubs' numbers, in the order of `names` ('' where not given): USEBIO's `PLAYER/CLUB_ID_NUMBER`, by
   * which a federation credits master points to each player's home club.
   */
  readonly clubIds?: readonly string[];
  /** Fixed direction (Mitchell) or the team's side; pairs that change direction leave it out. */
  readonly direction?: 'NS' | 'EW';
  readonly section?: string;
  /** Carried over from earlier sessions or stages, in the ranking's units. */
  readonly carryOver?: number;
  /**
   * A handicap event's allowance, in percentage points added to the contestant's percentage
   * (negative for a strong pair); matchpoint rankings apply it, other methods warn.
   */
  readonly handicap?: number;
  /** Anything else the source had for this contestant (club, member ids, …). */
  readonly extra?: Readonly<Record<string, string>>;
}

/** A team match given as totals when the file has no board results (e.g. a PBN `MatchDetails`). */
export interface MatchInput {
  readonly round?: number;
  readonly table?: string;
  readonly home: string;
  readonly away: string;
  readonly impsHome: number;
  readonly impsAway: number;
  readonly boards?: number;
  /** Carry-over IMPs into this match (e.g. from a previous stage of a knockout). */
  readonly carryOverHome?: number;
  readonly carryOverAway?: number;
}

/**
 * A team's bye in a Swiss or round robin with an odd number of teams: no match, the VPs the
 * conditions of contest give for it (added to the team's total and counted as a match).
 */
export interface TeamBye {
  readonly team: string;
  readonly vp: number;
  /** The round of the bye, when known (a file giving only a team's bye total has none). */
  readonly round?: number;
}

/** The units a penalty or indemnity can be given in. */
export const PENALTY_UNITS = ['points', 'percent', 'top', 'imps', 'vp'] as const;
/**
 * Units of a penalty or indemnity: `points` are the method's own points (matchpoints, IMPs, VPs),
 * `percent` percent of one board's top, `top` tops of a board, `imps`/`vp` explicit.
 */
export type PenaltyUnit = (typeof PENALTY_UNITS)[number];

/** Law 90 procedural penalty (deducted) or Law 88 / 12C2 indemnity (added), shown apart from board results. */
export interface Adjustment {
  readonly id: string;
  /** The contestant's section, when pair numbers repeat across sections. */
  readonly section?: string;
  readonly kind: 'penalty' | 'indemnity';
  readonly amount: number;
  readonly unit: PenaltyUnit;
  readonly board?: number;
  readonly reason?: string;
  readonly law?: string;
}

/** An event's results to score: its kind, boards, participants, team matches and adjustments. */
export interface EventResults {
  readonly name?: string;
  readonly kind: EventKind;
  /** What the source declares; the scorer's option wins over it. */
  readonly method?: Method;
  readonly boards: readonly BoardResults[];
  readonly participants?: readonly Participant[];
  /** Team matches known only by their totals. */
  readonly matches?: readonly MatchInput[];
  /** Teams: byes and their VPs. */
  readonly byes?: readonly TeamBye[];
  readonly adjustments?: readonly Adjustment[];
  /** Settings the source implies (e.g. its producer's rounding); the caller's settings override. */
  readonly settings?: Partial<ScoringSettings>;
  /** Where the results came from, e.g. `Ruter 4.9`, `Compscore3`. */
  readonly producer?: string;
}

/** Regulation and presentation settings. Everything that is a regulation (Law 78D, 12C2, 87B) is here. */
/** The matchpoint scales (Law 78A): 2 per score beaten and 1 per tie, or 1 and ½. */
export const MP_SCALES = ['2/1/0', '1/0.5/0'] as const;
/** A matchpoint scale. */
export type MpScale = (typeof MP_SCALES)[number];

/** How an event is scored; the Law 12C2 artificial scores are core's `ArtificialScores`. */
export interface ScoringSettings extends ArtificialScores {
  readonly method: Method;
  /** Matchpoint scale: international 2/1/0 or North-American 1/½/0. */
  readonly scale: MpScale;
  /** Neuberg factoring of boards with more or fewer results than expected. */
  readonly neuberg: boolean;
  /**
   * Rounding of factored (Neuberg) board scores: decimals of the matchpoints (Ruter, 0.1); or
   * decimals of the board percentage they are derived from; or (Compscore) the factor N/n rounded
   * to `factorDecimals` places, NS factored with it and EW given the rest of the top.
   */
  readonly neubergRounding:
    | { readonly mpDecimals: number }
    | { readonly percentDecimals: number }
    | { readonly factorDecimals: number }
    | null;
  /** Percentages from the unrounded factored scores (Ruter), not from the rounded totals. */
  readonly percentUnrounded: boolean;
  /** Show a factored board's traveller on its own top (the factored score counts only in totals). */
  readonly travellerUnfactored: boolean;
  /** Butler datum: drop this many top and bottom scores (`auto`: 1 each when there are 5 or more). */
  readonly butlerDrop: number | 'auto';
  /** Butler datum rounding (to the nearest 10 in the Laws' scoring practice). */
  readonly butlerRoundTo: number;
  /** Decimals of a board's cross-IMPs (null: unrounded). */
  readonly crossImpDecimals: number | null;
  /**
   * Cross-IMP sums on a board with fewer results than the fullest board: scaled to the full field
   * (`full-field`, × (N−1)/(n−1)) or left as they are (`none`). Unset: follows `neuberg`.
   */
  readonly crossImpScaling?: import('./conventions.js').CrossImpScaling;
  /** VP scale for team matches. */
  readonly vpScale: import('./vp-scales.js').VpScale;
  /** Boards per match for VPs, when the results don't show it. */
  readonly boardsPerMatch?: number;
  /** Scale a contestant's total up to the full number of boards when it missed some (Compscore). */
  readonly factorMissing: boolean;
  /**
   * Several sections playing the same boards: each section's results compared only with each
   * other and ranked per section (`within`, the default), or every section's results on a board
   * compared together (the top over the whole field) and one ranking over the field (`across`).
   */
  readonly sectionScoring: 'within' | 'across';
  /** Ranking lists: one for the field, or one per direction (a two-winner Mitchell); `auto` decides from the data. */
  readonly winners: 1 | 2 | 'auto';
  /** Knockout (Law 12C4): a board whose adjusted scores don't balance gives both teams the average. */
  readonly knockout: boolean;
  /** Decimals of totals and percentages in the ranking. */
  readonly totalDecimals: number;
  readonly percentDecimals: number;
  /**
   * Compare each board across all sections (one field, the top over all its results) while the
   * contestants stay in their sections; default false: each section is compared on its own.
   */
  readonly acrossSections?: boolean;
}
