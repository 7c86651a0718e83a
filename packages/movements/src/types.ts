/**
 * The movement model: who sits where, against whom, with which boards, round by round.
 *
 * A movement is plain data (JSON-serialisable) so that a director can type one in, the server
 * can store it, and the validator can check it whatever produced it. Rounds, tables and board
 * sets are numbered from 1; participants are identified by strings unique within the movement
 * (`"7"` in a Howell, `"3NS"`/`"3EW"` in a Mitchell, `"4A"`/`"4B"` for the two pairs of team 4).
 */

/** The movement families Stikk generates; `custom` is anything a director typed in. */
export const MOVEMENT_KINDS = ['mitchell', 'howell', 'barometer', 'teams', 'individual', 'custom'] as const;
/** The family of a movement (one of {@link MOVEMENT_KINDS}). */
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** What a participant is: a pair, one of the two pairs of a team, or a single player (individual). */
export const PARTICIPANT_KINDS = ['pair', 'team-pair', 'player'] as const;
/** What a participant is (one of {@link PARTICIPANT_KINDS}). */
export type ParticipantKind = (typeof PARTICIPANT_KINDS)[number];

/** The two directions a pair can sit. */
export const DIRECTIONS = ['NS', 'EW'] as const;
/** The direction a pair sits: North–South or East–West. */
export type Direction = (typeof DIRECTIONS)[number];

/** A participant id, unique within one movement. */
export type ParticipantId = string;

/** A participant of a movement: a pair, a team's pair or a player, with its field and team. */
export interface Participant {
  readonly id: ParticipantId;
  readonly kind: ParticipantKind;
  /** For a team pair: the team's id (see {@link TeamMovement.teams}). */
  readonly team?: string;
  /** The field it competes in (two-winner Mitchell: `'NS'` and `'EW'`); absent = one field. */
  readonly field?: string;
}

/** A team of four (or more) in a teams movement: its id and its two pairs (A sits NS, B sits EW). */
export interface Team {
  readonly id: string;
  readonly pairs: readonly [ParticipantId, ParticipantId];
}

/** A board set: the boards that travel together, and how many physical copies exist. */
export interface BoardSet {
  readonly set: number;
  readonly boards: readonly number[];
  /** Physical copies (1 unless the boards are duplicated, as in a barometer or teams). */
  readonly copies: number;
}

/** One table in one round of a pairs or teams movement. */
export interface PairEntry {
  readonly round: number;
  readonly table: number;
  /** The pair sitting North–South, or null when nobody sits there (a sit-out against a phantom). */
  readonly ns: ParticipantId | null;
  readonly ew: ParticipantId | null;
  /** Board numbers played at this table this round (in the order they are played). */
  readonly boards: readonly number[];
  /** The board set these boards belong to. */
  readonly set?: number;
  /** Boards of this round on which the two pairs change places (arrow switch): `ns` sits EW. */
  readonly arrowSwitch?: readonly number[];
  /** Teams: the room (the two tables of one match play the same boards). */
  readonly room?: 'open' | 'closed';
  /** Teams: the match number within the round. */
  readonly match?: number;
}

/** One table in one round of an individual movement: four players, partners N–S and E–W. */
export interface IndividualEntry {
  readonly round: number;
  readonly table: number;
  readonly n: ParticipantId | null;
  readonly e: ParticipantId | null;
  readonly s: ParticipantId | null;
  readonly w: ParticipantId | null;
  readonly boards: readonly number[];
  readonly set?: number;
}

/** Where boards that are not at a table wait: a bye stand (not played this round) or a relay. */
export interface Stand {
  readonly round: number;
  readonly kind: 'bye' | 'relay';
  readonly set: number;
  /** Relay: the tables that share the set this round. Bye stand: the tables it stands between. */
  readonly tables: readonly number[];
}

interface MovementBase {
  readonly movement: MovementKind;
  /** A short description: "Mitchell, 8 tables, share-and-relay with bye stand". */
  readonly name: string;
  /** Generator variant, e.g. `odd`, `skip`, `relay`, `complete`, `partial`, `round-robin`. */
  readonly variant?: string;
  readonly tables: number;
  readonly rounds: number;
  /** The number of distinct boards in play. */
  readonly boards: number;
  readonly boardsPerRound: number;
  readonly sets: readonly BoardSet[];
  readonly participants: readonly Participant[];
  /** Intended number of times each board is played: one number for all boards, or per board. */
  readonly plays?: number | Readonly<Record<string, number>>;
  readonly stands?: readonly Stand[];
  /** 1 = one winner (everyone compared with everyone), 2 = separate NS and EW fields. */
  readonly winners?: 1 | 2;
  /** Facts worth telling the director (sharing, sit-outs, why a size is partial). */
  readonly notes?: readonly string[];
}

/** A pairs movement (Mitchell, Howell, barometer, custom). */
export interface PairMovement extends MovementBase {
  readonly form: 'pairs';
  readonly schedule: readonly PairEntry[];
}

/** A teams movement: pairs of teams at open and closed room tables. */
export interface TeamMovement extends MovementBase {
  readonly form: 'teams';
  readonly teams: readonly Team[];
  readonly schedule: readonly PairEntry[];
}

/** An individual movement: four players per table. */
export interface IndividualMovement extends MovementBase {
  readonly form: 'individual';
  readonly schedule: readonly IndividualEntry[];
}

/** A movement of any form: pairs, teams or individual. */
export type Movement = PairMovement | TeamMovement | IndividualMovement;

/** A problem found by {@link validateMovement}; says where (round, table, participant, board). */
export interface MovementIssue {
  readonly code: MovementIssueCode;
  readonly message: string;
  readonly round?: number;
  readonly table?: number;
  readonly participant?: ParticipantId;
  readonly board?: number;
  /** JSON path of the field for schema problems, e.g. `schedule[3].boards`. */
  readonly path?: string;
}

/** Every problem {@link validateMovement} reports, errors and warnings. */
export const MOVEMENT_ISSUE_CODES = [
  'invalid-field',
  'table-out-of-range',
  'round-out-of-range',
  'table-clash',
  'participant-clash',
  'unknown-participant',
  'same-participant-twice',
  'board-replayed',
  'unknown-board',
  'board-shortage',
  'board-on-stand',
  'play-count',
  'uneven-plays',
  'team-match',
  'missing-entry',
  'repeat-meeting',
  'empty-schedule',
] as const;
/** The code of a {@link MovementIssue} (one of {@link MOVEMENT_ISSUE_CODES}). */
export type MovementIssueCode = (typeof MOVEMENT_ISSUE_CODES)[number];
