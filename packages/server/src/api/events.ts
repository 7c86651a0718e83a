/**
 * The API of events (issue 19): an event of several sessions (pairs, scored across sessions with
 * carry-over) and teams events (Swiss, round robin, knockout) whose matches are played in two
 * rooms at the table terminals. Shared by the server and the web app.
 */
import type { TieBreak } from '@stikk/scoring';
import type { z } from 'zod';
import type { createEventRequest, drawRoundRequest } from './requests.js';
import type { Wire } from './types.js';

export type { TieBreak };

/** The kinds of event a club can run: pairs over several sessions, teams, individuals. */
export const EVENT_KINDS = ['pairs', 'teams', 'individual'] as const;
/** One of EVENT_KINDS. */
export type EventKind = (typeof EVENT_KINDS)[number];

/** How a teams event pairs its teams: Swiss (drawn from the standings), round robin (Berger), knockout. */
export const TEAMS_FORMS = ['swiss', 'round-robin', 'knockout'] as const;
/** One of TEAMS_FORMS. */
export type TeamsForm = (typeof TEAMS_FORMS)[number];

/**
 * How a pairs event of several sessions is totalled. `percent-sum` (the Nordic club series
 * convention, the default): each session's percentage added up, so evenings of different field
 * sizes weigh the same; `matchpoints-sum`: matchpoints added up (equal fields only).
 */
export const PAIRS_AGGREGATES = ['percent-sum', 'matchpoints-sum'] as const;
/** One of PAIRS_AGGREGATES. */
export type PairsAggregate = (typeof PAIRS_AGGREGATES)[number];

/** A VP scale: the WBF continuous 20-point scale, or a discrete one given as data. */
export type VpScaleSetting =
  | { readonly kind: 'wbf-continuous' }
  | {
      readonly kind: 'discrete';
      readonly name: string;
      /** [minimum IMP margin, winner's VP, loser's VP], ascending from margin 0. */
      readonly rows: readonly (readonly [number, number, number])[];
    };

/** A teams event's settings: form, boards per match, VP scale, tie-breaks, bye award and deals. */
export interface TeamsSettings {
  readonly kind: 'teams';
  readonly form: TeamsForm;
  readonly boardsPerMatch: number;
  /** Swiss: rounds to play; round robin: rounds of the Berger table (default all). */
  readonly rounds: number;
  /** Segments per match, each a round at the terminals; a league match is scored on their total. */
  readonly segments: number;
  readonly vpScale: VpScaleSetting;
  readonly tieBreaks: readonly TieBreak[];
  /** VPs for a bye (odd number of teams). */
  readonly byeVp: number;
  readonly boards: { readonly source: 'seeded'; readonly seed: string } | { readonly source: 'random' };
  /**
   * What a reader who does not direct sees while a round is played. Barometer (true, the default):
   * a board's results as soon as every table of the round has finished it (all matches play the
   * same boards, so nobody still to play it learns them, Law 16). False: a round's results only
   * once the whole round is finished.
   */
  readonly barometer?: boolean;
}

/** A pairs event of several sessions: how the sessions are totalled. */
export interface PairsEventSettings {
  readonly kind: 'pairs';
  readonly aggregate: PairsAggregate;
}

/**
 * An individual: 4N or 4N + 1 players (one sits out each round) by `@stikk/movements`; 4N + 2 and
 * 4N + 3 play the 4N + 4 movement with absent players, whose tables sit out that round.
 */
export interface IndividualSettings {
  readonly kind: 'individual';
  readonly boardsPerRound: number;
  /** Default: every round of the movement (everyone partners everyone once). */
  readonly rounds?: number;
  readonly boards: { readonly source: 'seeded'; readonly seed: string } | { readonly source: 'random' };
}

/** An event's settings, told apart by `kind`. */
export type EventSettings = TeamsSettings | PairsEventSettings | IndividualSettings;

/** A player's place in an individual (Law 78A matchpoints per player; Law 12C3 adjusted scores). */
export interface IndividualLine {
  readonly player: number;
  readonly name: string;
  readonly rank: number;
  readonly tied: boolean;
  readonly matchpoints: number;
  readonly top: number;
  readonly percent: number;
  readonly boards: number;
}

/** The ranking of an individual event, one line per player. */
export interface IndividualRanking {
  readonly eventId: number;
  readonly sessionId: number;
  readonly lines: readonly IndividualLine[];
}

/** An entrant of an event (a pair, a team or a player) with its members and carry-over. */
export interface EventEntrant {
  readonly number: number;
  readonly name: string;
  readonly members: readonly string[];
  /** Carried into the event, in its units (VPs for teams, percent or matchpoints for pairs). */
  readonly carryOver: number;
}

/**
 * A register entry an event's entrant is (`GET`/`PUT /api/events/:id/entrants/:entrant/players`), with the director
 * who added it and when (null for entries given when the event was made before migration 0056).
 */
export interface EntrantPlayer {
  readonly entrant: number;
  readonly playerId: number;
  readonly name: string;
  readonly memberNo: string | null;
  readonly by: string | null;
  readonly at: string | null;
}

/**
 * The body of `POST /api/clubs/:id/events`: name, settings and entrants in seeding order (schema:
 * api/requests.ts). Typed with every setting given, as the event stores it; the route fills in the
 * settings a request leaves out.
 */
export type CreateEventRequest = Omit<Wire<z.infer<typeof createEventRequest>>, 'settings'> & {
  readonly settings: EventSettings;
};

/** One match of a teams round: teams, tables of both rooms, progress, IMPs and VPs. */
export interface MatchSummary {
  readonly round: number;
  readonly match: number;
  readonly home: number;
  /** Null: a bye. */
  readonly away: number | null;
  /** Knockout: the bracket's match id (`S1M2`). */
  readonly stage: string | null;
  /** Tables of the open and closed room (null for a bye). */
  readonly open: number | null;
  readonly closed: number | null;
  readonly boards: number;
  /** Boards done (confirmed or adjusted) in each room. */
  readonly doneOpen: number;
  readonly doneClosed: number;
  /** Boards with IMPs (done in both rooms). */
  readonly compared: number;
  readonly impsHome: number;
  readonly impsAway: number;
  readonly carryHome: number;
  readonly carryAway: number;
  /** VPs on the event's scale (provisional until `finished`); null in a knockout. */
  readonly vpHome: number | null;
  readonly vpAway: number | null;
  readonly finished: boolean;
  /** Boards the director has marked late plays, not yet played, per room (they do not hold the next draw). */
  readonly late: readonly LateBoard[];
}

/** A board of a match left to be played late in one room. */
export interface LateBoard {
  readonly board: number;
  readonly room: 'open' | 'closed';
}

/** A round of a teams event and its matches. */
export interface EventRound {
  readonly round: number;
  readonly finished: boolean;
  readonly matches: readonly MatchSummary[];
}

/**
 * An event's settings as shown: in full to its directors; to other readers a seeded deal source
 * comes without its seed (the director's choice; the server deals it keyed on its own secret, so the seed
 * alone no longer deals the boards, but it stays the directors').
 */
export type ShownEventSettings =
  | EventSettings
  | (Omit<TeamsSettings, 'boards'> & { readonly boards: { readonly source: 'seeded' } })
  | (Omit<IndividualSettings, 'boards'> & { readonly boards: { readonly source: 'seeded' } });

/** A round marked final or reopened, by whom (the director's name; null for a removed account) and when. */
export interface RoundFinalEvent {
  readonly round: number;
  readonly action: 'marked' | 'reopened';
  readonly at: string;
  readonly director: string | null;
}

/** An event as `GET /api/events/:id` returns it. */
export interface EventDetail {
  readonly id: number;
  readonly clubId: number;
  readonly name: string;
  readonly kind: EventKind;
  readonly settings: ShownEventSettings;
  readonly entrants: readonly EventEntrant[];
  readonly sessions: readonly { readonly id: number; readonly name: string }[];
  /** Teams: the rounds drawn so far. */
  readonly rounds: readonly EventRound[];
  /** Teams: the rounds the director has marked final (when, by whom); their tables no longer change them. */
  readonly finalRounds?: readonly { readonly round: number; readonly at: string; readonly by: string }[];
  /**
   * Teams, for directors: every mark of a round as final and every reopening of one, oldest first, with the
   * director's name (Law 79C: a reopened round's results may change again; the trail says who allowed it and when).
   */
  readonly finalHistory?: readonly RoundFinalEvent[];
  /** Teams: whether the next round can be drawn now (the last one has finished, rounds remain). */
  readonly canDraw: boolean;
  /** Teams (only for directors): table codes of the event's session. */
  readonly tables?: readonly { readonly number: number; readonly code?: string }[];
}

/** A team's line in the standings: place, VPs, carry-over, IMPs and the tie-break that placed it. */
export interface TeamStandingLine {
  readonly team: number;
  readonly name: string;
  readonly rank: number;
  readonly tied: boolean;
  readonly vp: number;
  readonly carryOver: number;
  readonly matches: number;
  readonly impsWon: number;
  readonly impsLost: number;
  readonly impQuotient: number | null;
  readonly decidedBy?: TieBreak;
}

/** The standings of a teams event, with the tie-breaks in the order applied. */
export interface TeamStandings {
  readonly eventId: number;
  readonly tieBreaks: readonly TieBreak[];
  /** Every drawn round finished. */
  readonly final: boolean;
  readonly lines: readonly TeamStandingLine[];
}

/** What was played on a board in one room of a match. */
export interface MatchCardRoom {
  readonly contract: string | null;
  readonly declarer: 'N' | 'E' | 'S' | 'W' | null;
  readonly tricks: number | null;
  /** NS's score at that table; null when not played or artificial. */
  readonly nsScore: number | null;
  /** An artificial adjusted score (`A`, `A+A-`) when the director gave one. */
  readonly adjusted: string | null;
}

/** One board of a match card: both rooms and the IMPs once both have played it. */
export interface MatchCardBoard {
  readonly board: number;
  readonly open: MatchCardRoom | null;
  readonly closed: MatchCardRoom | null;
  /** IMPs to the home and away team on this board (null until both rooms are done). */
  readonly impsHome: number | null;
  readonly impsAway: number | null;
}

/** A team's line-up in a match: its pair in the open room and its pair in the closed room. */
export interface TeamLineup {
  readonly open: readonly [string, string];
  readonly closed: readonly [string, string];
}
/** The line-ups of both teams in a match (either may be unknown). */
export interface MatchLineup {
  readonly home?: TeamLineup;
  readonly away?: TeamLineup;
}

/** A match card: the summary, the line-ups and every board of the match in both rooms. */
export interface MatchCard {
  readonly summary: MatchSummary;
  readonly lineup: MatchLineup;
  readonly homeName: string;
  readonly awayName: string;
  readonly boards: readonly MatchCardBoard[];
}

/**
 * The body of a draw request (schema: api/requests.ts): the director's own matches (an override;
 * absent: drawn from the standings or the bracket); `allowRepeat`: teams that have met may meet
 * again; `allowUnfinished` (Swiss and round robin, the director's override): drawn although a
 * drawn round or a league match's segment still has boards to play; `winners` (knockout): the
 * director's decision of a tied match (bracket id → team number).
 */
export type DrawRoundRequest = Wire<z.infer<typeof drawRoundRequest>>;

/** A pair's line in a pairs event over several sessions: each session's figure, carry-over and total. */
export interface PairsEventLine {
  readonly pair: number;
  readonly names: string;
  readonly rank: number;
  readonly tied: boolean;
  /**
   * Per session (in session order): the pair's percentage or matchpoints; null when it did not play. Matchpoints of
   * a session where pairs played different numbers of boards are factored to its full top (its ranking's
   * `factored`), so the sum ranks as the session did.
   */
  readonly sessions: readonly (number | null)[];
  readonly carryOver: number;
  readonly total: number;
}

/** The ranking of a pairs event over its sessions. */
export interface PairsEventRanking {
  readonly eventId: number;
  readonly aggregate: PairsAggregate;
  readonly sessions: readonly { readonly id: number; readonly name: string }[];
  readonly lines: readonly PairsEventLine[];
  /** Sessions still running whose ranking the director keeps back: not counted for this reader. */
  readonly withheld?: readonly number[];
}

/** The table terminal's match in a teams event: the room it is and the two teams. */
export interface TerminalMatch {
  readonly match: number;
  readonly room: 'open' | 'closed';
  readonly home: number;
  readonly away: number;
  /** The players at this table from the match's line-ups (NS and EW pair; absent until the director sets them). */
  readonly players?: { readonly ns?: readonly [string, string]; readonly ew?: readonly [string, string] };
}
