/**
 * The server's wire types: every HTTP body and WebSocket message the web app sends or receives.
 * This file is the contract between `@stikk/server` and `@stikk/web`; it has no runtime imports
 * (no Node, no server internals), so the browser can import it as types only; the types of what
 * the server validates are derived from its zod schemas (api/messages.ts):
 *   import type { TableView, ServerMessage } from '@stikk/server/api';
 *
 * Wire spellings follow the table-log format (shared/TABLE-LOG.md): seats 'N'|'E'|'S'|'W',
 * cards 'SA' 'HT' 'D2', calls 'P' 'X' 'XX' '1C'…'7NT', contracts '4SX' / '3NT' / 'passed out'.
 */

import type { CardNote, DeltaOp, TableView as CoreTableView } from '@stikk/core';
import type { RegulationId } from '@stikk/laws';
import type { MpScale as ScoringMpScale } from '@stikk/scoring';
import type { z } from 'zod';
import type { act, clientMessage } from './messages.js';
import type { adjustment, resultEntry } from '../http/validate.js';
import type {
  addMemberRequest,
  adjustRequest,
  appealDecisionRequest,
  appealRequest,
  claimSeatRequest,
  createClubRequest,
  createOnlineTableRequest,
  createPlayerRequest,
  createSessionRequest,
  directorCallRequest,
  directorOverrideRequest,
  importPlayersRequest,
  lateCorrection,
  loginRequest,
  penaltyRequest,
  publishRequest,
  registerRequest,
  roundClockRequest,
  rulingRequest,
  sectionRequest,
  terminalConfirmRequest,
  terminalJoinRequest,
  terminalResultRequest,
} from './requests.js';

/**
 * A matchpoint scale the results can be asked on (`?scale=`, Law 78A): 2 per score beaten and 1 per tie, or 1
 * and ½ — `@stikk/scoring`'s vocabulary, here so the web app names it as a type without depending on scoring.
 */
export type MpScale = ScoringMpScale;

/**
 * What a zod schema checks, as the sender sees it: every field and array read-only, all the way
 * down (a request built from read-only data type-checks), unknown left unknown.
 */
export type Wire<T> = T extends object ? { readonly [K in keyof T]: Wire<T[K]> } : T;

/** A seat on the wire: `N`, `E`, `S` or `W`. */
export type SeatCode = 'N' | 'E' | 'S' | 'W';
/** A side on the wire: `NS` or `EW`. */
export type SideCode = 'NS' | 'EW';
/** A vulnerability on the wire: `None`, `NS`, `EW` or `All`. */
export type VulnerabilityCode = 'None' | 'NS' | 'EW' | 'All';
/** A card as suit letter + rank, e.g. 'SA', 'HT', 'C2'. */
export type CardCode = string;
/** A call: 'P', 'X', 'XX', '1C' … '7NT'. */
export type CallCode = string;

/** The roles a member can have in a club. */
export const ROLES = ['player', 'director', 'admin'] as const;
/** Club roles: a club admin can do all a director can, and manage members. */
export type Role = (typeof ROLES)[number];

/** Every error body: a stable code, a message, the field (dotted path) or law where one applies. */
export interface ApiError {
  readonly error: {
    readonly code: string;
    readonly message: string;
    /** Dotted path of the offending field in the request, e.g. 'movement.tables'. */
    readonly field?: string;
    /** The law that decides, e.g. '79C' or '31'. */
    readonly law?: string;
    /**
     * Where and what, for a client to word in its user's language (the message says it in English): board numbers
     * as `boards: '3, 5'`, a file's `line` and `column`, a `board`, the seats of the `hands` a PBN deal leaves out
     * (`'E, W'`). The first key names the wording: the web's
     * `err.code.<code>.<first key>`.
     */
    readonly params?: Readonly<Record<string, string | number>>;
  };
}

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

/** Body of creating an account (schema: api/requests.ts). */
export type RegisterRequest = Readonly<z.infer<typeof registerRequest>>;
/** Body of signing in (schema: api/requests.ts). */
export type LoginRequest = Readonly<z.infer<typeof loginRequest>>;
/** A club the signed-in user belongs to, and the user's role there. */
export interface ClubMembership {
  readonly clubId: number;
  readonly clubName: string;
  readonly role: Role;
}
/** The signed-in user: id, e-mail, name and clubs. */
export interface Me {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly clubs: readonly ClubMembership[];
}

// ---------------------------------------------------------------------------------------------
// Clubs and members
// ---------------------------------------------------------------------------------------------

/** Body of creating a club (schema: api/requests.ts). */
export type CreateClubRequest = Readonly<z.infer<typeof createClubRequest>>;
/** A club: its id and name. */
export interface Club {
  readonly id: number;
  readonly name: string;
}
/** Body of adding a member to a club: the account's e-mail and the role it gets (schema: api/requests.ts). */
export type AddMemberRequest = Readonly<z.infer<typeof addMemberRequest>>;
/** A member of a club with the account's e-mail, name and role. */
export interface Member {
  readonly userId: number;
  readonly email: string;
  readonly name: string;
  readonly role: Role;
}

// ---------------------------------------------------------------------------------------------
export * from './events.js';
import type { TerminalMatch } from './events.js';

// ---------------------------------------------------------------------------------------------
// Sessions (club event → session → section → tables → rounds), movements and boards
// ---------------------------------------------------------------------------------------------

/**
 * The movements a director asks for. A barometer: every table plays the same boards each round
 * (Howell-style pairing, one copy of each board per table), so results can be shown round by round.
 */
export const MOVEMENT_KINDS = ['howell', 'mitchell', 'barometer'] as const;
/** A movement a director can ask for (one of {@link MOVEMENT_KINDS}). */
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
/**
 * The movement a session runs: as asked, or a barometer when a Howell's sets cannot be shared
 * with so few boards a round.
 */
export type SessionMovementKind = MovementKind | 'teams' | 'individual';

/**
 * How a pairs session is scored (Law 78): matchpoints, or IMP pairs — cross-IMPs (every result
 * against every other on the board) or Butler (against the board's datum) — by `@stikk/scoring`.
 */
export const SESSION_SCORING = ['matchpoints', 'cross-imps', 'butler'] as const;
/** How a pairs session is scored (one of {@link SESSION_SCORING}). */
export type SessionScoring = (typeof SESSION_SCORING)[number];

/**
 * Body of creating a pairs session (schema: api/requests.ts): name, scoring (default matchpoints),
 * the event it groups under (created if absent), the movement (rounds default to the complete
 * movement; one pair fewer than 2 × tables gives a sit-out; arrow-switch rounds), how the boards are
 * made (seeded, random or PBN), the pairs by number (index 0 is pair 1; null: no name given), more
 * than one section (each its own movement of the same kind, pairs numbered through the sections in
 * order) and how they are compared, the Law 79C correction period in minutes (default: the
 * regulation profile's) and the regulation profile (Law 80A; default 'wbf-default').
 */
export type CreateSessionRequest = Wire<z.infer<typeof createSessionRequest>>;

/** One section asked for at session set-up: its tables or pairs (else the session's movement's). */
export type SectionRequest = Wire<z.infer<typeof sectionRequest>>;
/** Sections scored within (each its own top and ranking) or across (one top and ranking over the field). */
export const SECTION_SCORING = ['within', 'across'] as const;
/** One of SECTION_SCORING. */
export type SectionScoring = (typeof SECTION_SCORING)[number];

/**
 * One section of a session: its letter, the session's tables and pairs in it (numbered through the
 * session; the section's own numbers start at 1 at `firstTable`/`firstPair`) and its movement's name.
 */
export interface SectionInfo {
  readonly letter: string;
  readonly firstTable: number;
  readonly tables: number;
  readonly firstPair: number;
  readonly pairs: number;
  readonly name: string;
}

/** One table in one round of a session: the pairs sitting NS and EW and the boards they play. */
export interface GuideEntry {
  readonly round: number;
  readonly table: number;
  /** Null: nobody sits there (the phantom or absent pair); the other pair sits out this round. */
  readonly ns: number | null;
  readonly ew: number | null;
  /** Board numbers at this table in this round; none is played when a side is null (a sit-out). */
  readonly boards: readonly number[];
  /**
   * An arrow-switch round: the movement's EW pair plays the North–South cards here (it is `ns`
   * above, and scored as NS); a Mitchell with one becomes a one-winner movement.
   */
  readonly arrowSwitch?: true;
  /** Teams events: the match at this table and its room (both rooms play the same boards). */
  readonly match?: number;
  /** Individual events: the players at N, E, S and W (the NS and EW "pairs" are these partnerships). */
  readonly seats?: readonly [number, number, number, number];
  readonly room?: 'open' | 'closed';
}

/** One player of a pair: from the club's member register (playerId, memberNo) or a visitor (name only). */
export interface PairPlayer {
  readonly name: string;
  readonly memberNo: string | null;
  readonly playerId: number | null;
}
/** A pair; `names` is "" when the director gave none (pages then say "pair 6" in the reader's language). */
export interface PairInfo {
  readonly number: number;
  readonly names: string;
  /** With sections: the section and the pair's number in it (shown as "A3"). */
  readonly section?: string;
  readonly label?: string;
  readonly players?: readonly PairPlayer[];
}

/** The public results index: a club with published sessions, and one of its published sessions. */
export interface PublicClub {
  readonly id: number;
  readonly name: string;
}
/** A published session in the public results index. */
export interface PublishedSession {
  readonly id: number;
  readonly name: string;
  readonly eventName: string;
  readonly date: string;
  readonly final: boolean;
}

/** A member of the club's register (issue 17): name, federation member number, home club. */
export interface Player {
  readonly id: number;
  readonly name: string;
  readonly memberNo: string | null;
  readonly homeClub: string | null;
  /** The club's account this player is, linked by a director (null: none); a playing director is known by it. */
  readonly account: { readonly userId: number; readonly name: string } | null;
}
/** One link of a register player to an account, or an unlink (`userId` null), and the director who made it. */
export interface PlayerLink {
  readonly userId: number | null;
  /** The linked account's name; null for an unlink. */
  readonly account: string | null;
  readonly byUserId: number;
  readonly by: string;
  readonly at: string;
}
/** Body of adding a player to the club's register (schema: api/requests.ts). */
export type CreatePlayerRequest = Wire<z.infer<typeof createPlayerRequest>>;
/**
 * CSV text: a header line naming the columns (name, member number, club — in any of the app's
 * languages) or no header and the columns in that order; `,` `;` or tab between fields.
 */
export type ImportPlayersRequest = Wire<z.infer<typeof importPlayersRequest>>;
/** What an import of the player register did: players added, updated, and the register now. */
export interface ImportPlayersResult {
  readonly added: number;
  readonly updated: number;
  readonly players: readonly Player[];
}
/** A pair at session set-up: names as text, or two players by member number (register) or name (visitor). */
export type PairEntry = { readonly names: string } | { readonly players: readonly [PairPlayerEntry, PairPlayerEntry] };
/** A player of a pair at set-up: a member number from the register, or a visitor's name. */
export type PairPlayerEntry = { readonly memberNo: string } | { readonly name: string; readonly memberNo?: undefined };
/** A table of a session, with its join code for directors. */
export interface TableInfo {
  readonly number: number;
  /** With sections: the section and the table's number in it ("B2"). */
  readonly section?: string;
  readonly label?: string;
  /** The code a table terminal joins with; only sent to directors. */
  readonly code?: string;
}

/** Where a session stands: running, published, or closed. */
export type SessionStatus = 'running' | 'published' | 'closed';

/** A session as the director sees it: movement, boards, pairs, tables, guide, status and clock. */
export interface SessionDetail {
  readonly id: number;
  readonly clubId: number;
  readonly eventName: string;
  readonly name: string;
  readonly scoring: SessionScoring;
  /** The regulation profile the session is run under (its Law 12C2 scores, its Law 79C period). */
  readonly regulation: RegulationId;
  readonly movement: {
    readonly kind: SessionMovementKind;
    /** E.g. "Mitchell, 4 tables, share-and-relay with bye stand". */
    readonly name: string;
    readonly tables: number;
    readonly rounds: number;
    readonly boardsPerRound: number;
    /** Copies of each board to make (more than 1 when every table plays the same boards). */
    readonly copies: number;
    /** 1: one ranking; 2: separate NS and EW rankings (Mitchell). */
    readonly winners: 1 | 2;
    /** For the director: sharing, relays, bye stands. */
    readonly notes: readonly string[];
    /** Tables that share a board set in a round and pass the boards between them. */
    readonly shared: readonly { readonly round: number; readonly tables: readonly number[] }[];
  };
  readonly boards: readonly number[];
  readonly pairs: readonly PairInfo[];
  readonly tables: readonly TableInfo[];
  readonly guide: readonly GuideEntry[];
  /** More than one section: each section's tables and pairs; absent for a one-section session. */
  readonly sections?: readonly SectionInfo[];
  readonly sectionScoring?: SectionScoring;
  readonly status: SessionStatus;
  /** ISO time the Law 79C correction period ends (set on final publication). */
  readonly correctionEndsAt: string | null;
  /** Published as final: the terminals take no more results until the director reopens the session. */
  readonly final: boolean;
  /** The running ranking is shown to the club's members and the tables before publication (the director's choice). */
  readonly liveRanking: boolean;
  /** Downloads' and printouts' name without the extension: club, date, event (`trondheim-bk-2026-11-27-mandag`). */
  readonly fileName: string;
  readonly clock: RoundClock | null;
}

/**
 * The director's round clock: the round being played, its length, and when it ends (running) or
 * how much was left when paused. Terminals show it; it does not stop anything (the director does).
 */
export interface RoundClock {
  readonly round: number;
  readonly minutes: number;
  readonly endsAt: string | null;
  readonly leftMs: number | null;
}
/** Body of working the round clock: start, pause, resume or stop, with round and minutes (schema: api/requests.ts). */
export type RoundClockRequest = Readonly<z.infer<typeof roundClockRequest>>;

/** Before publication: what is missing ("6 of 9 rounds unplayed"). */
export interface PublishCheck {
  readonly rounds: number;
  /** Rounds in which no board has a result yet. */
  readonly roundsUnplayed: number;
  /** Result rows neither entered nor adjusted. */
  readonly boardsToPlay: number;
  /** Entered at a table but not confirmed there. */
  readonly unconfirmed: number;
  readonly openCalls: number;
  readonly lodgedAppeals: number;
  readonly complete: boolean;
}

/** A session in a club's list. */
export interface SessionSummary {
  readonly id: number;
  readonly name: string;
  readonly eventName: string;
  readonly status: SessionStatus;
  readonly tables: number;
}

// ---------------------------------------------------------------------------------------------
// Results, travellers, ranking
// ---------------------------------------------------------------------------------------------

/** A result entered at the table, or entered and confirmed. */
export type ResultStatus = 'entered' | 'confirmed';
/** A result row's status: not played yet, entered by the table, confirmed by both sides. */
export type ResultRowStatus = 'to-play' | ResultStatus;

/** One board's result at one table, as entered from the table terminal. */
/**
 * A result as entered: contract ('4SX', '3NT', 'passed out'), declarer (null only when passed
 * out), opening lead (e.g. 'HQ'; null when passed out), tricks won by declarer (0–13; 0 when passed
 * out). The schema is http/validate.ts `resultEntry`.
 */
export type ResultEntry = Readonly<z.infer<typeof resultEntry>>;

/** An adjusted score (Law 12): artificial (Law 12C2: A+ 60%, A 50%, A− 40%) or assigned. */
/**
 * An adjusted score (Law 12): artificial (12C2), assigned (12C1), weighted (12C1(c), weights sum
 * to 1), split (12C1(b): each side its own result), or not played (no one to blame: no score, the
 * board's other results are factored). The schema is http/validate.ts `adjustment`.
 */
export type Adjustment = Readonly<z.infer<typeof adjustment>>;

/** One line of a traveller: the table's result or adjustment and its score in points, matchpoints or IMPs. */
export interface TravellerLine {
  readonly id: number;
  readonly round: number;
  readonly table: number;
  readonly ns: number;
  readonly ew: number;
  readonly result: ResultEntry | null;
  readonly adjustment: Adjustment | null;
  /** With an adjusted score: the law it was given under (e.g. 12C1(c)) and the director's reason. */
  readonly adjustmentLaw?: string | null;
  readonly adjustmentReason?: string | null;
  readonly status: ResultStatus;
  /** NS score by Law 77 (null for an artificial adjusted score). */
  readonly nsScore: number | null;
  /** Matchpoints on the 2-per-beaten/1-per-tie scale; null until compared. */
  readonly nsMatchpoints: number | null;
  readonly ewMatchpoints: number | null;
  readonly nsPercent: number | null;
  readonly ewPercent: number | null;
  /**
   * IMP sessions: the side's IMPs on this board (cross-IMPs: summed over the other results; Butler: against the datum);
   * null in matchpoint sessions and until compared.
   */
  readonly nsImps: number | null;
  readonly ewImps: number | null;
}

/** A result row as the director's correction list shows it. */
export interface ResultRowDto {
  readonly id: number;
  readonly board: number;
  readonly round: number;
  readonly table: number;
  readonly ns: number;
  readonly ew: number;
  readonly status: ResultRowStatus;
  /** Still to play and marked a late play by the director: the table (or the director) enters it later. */
  readonly latePlay: boolean;
  readonly result: ResultEntry | null;
  readonly adjustment: Adjustment | null;
  readonly adjustmentLaw: string | null;
  readonly adjustmentReason: string | null;
}
/**
 * One change of a result: when, by whom (`director:<user>`, `terminal:<table>`, `appeal:<id>:<user>`), the row before,
 * what was set.
 */
export interface ResultHistoryEntry {
  readonly at: string;
  readonly by: string;
  readonly before: unknown;
  readonly after: unknown;
}
/** Law 79C2: a correction after the correction period. */
export type LateCorrection = Wire<z.infer<typeof lateCorrection>>;

/** A board's traveller: every table's result and score, with the board's top or datum. */
export interface Traveller {
  readonly board: number;
  readonly scoring: SessionScoring;
  /** Butler: the datum (NS score) the results are compared with; null otherwise. */
  readonly datum: number | null;
  /** Matchpoints: the board's top (2 × (results − 1), Neuberg's N when factored); null for IMPs. */
  readonly top: number | null;
  /** Sections scored within: each section's top and datum (the fields above are section A's). */
  readonly sections?: readonly {
    readonly section: string;
    readonly top: number | null;
    readonly datum: number | null;
  }[];
  readonly dealer: SeatCode;
  readonly vulnerable: VulnerabilityCode;
  readonly lines: readonly TravellerLine[];
}

/** One pair's line of a ranking: rank, names, matchpoints or IMPs, percentage and penalties. */
export interface RankingLine {
  /** With two winners (Mitchell), the field this pair is ranked in. */
  readonly field?: 'NS' | 'EW';
  /**
   * With sections: the pair's section and its number there ("A3"). Scored within sections each
   * section has its own lists (A NS, A EW, B NS, …); scored across, one list over the field.
   */
  readonly section?: string;
  readonly label?: string;
  readonly rank: number;
  /** True when tied with another pair for this rank. */
  readonly tied: boolean;
  /** The place as printed: "3", or "3–4" when two pairs share it ("" when not ranked). */
  readonly place: string;
  readonly pair: number;
  readonly names: string;
  /** Matchpoint sessions (0 in IMP sessions). */
  readonly matchpoints: number;
  /** Matchpoints possible on the boards this pair has played. */
  readonly top: number;
  readonly percent: number;
  /** Procedural penalties (Law 90), already subtracted: percent of a top (matchpoints) or IMPs (IMP sessions). */
  readonly penalties: number;
  readonly boardsPlayed: number;
  /**
   * Matchpoint sessions where pairs played different numbers of boards (ranked by percentage): the matchpoints
   * factored to the full top, as `stikk score` shows them; absent when every pair played every board. The web
   * shows it (and says "ranked by percentage") only once the ranking is `final`: during play the counts differ
   * because some tables are ahead.
   */
  readonly factored?: number;
  /**
   * IMP sessions where pairs played different numbers of boards: IMPs (after penalties) per board played, the
   * ranking order then, as `stikk score` shows them; absent when every pair played as many boards as the others.
   */
  readonly perBoard?: number;
  /** IMP sessions: total IMPs after penalties (the ranking order); null in matchpoint sessions. */
  readonly imps: number | null;
}

/** A session's ranking, and whether it is final. */
export interface Ranking {
  readonly sessionId: number;
  readonly scoring: SessionScoring;
  readonly final: boolean;
  /** With sections: how they were scored (lists per section, or over the field). */
  readonly sectionScoring?: SectionScoring;
  readonly lines: readonly RankingLine[];
}

/** Tricks declarer takes double dummy, by declarer seat and strain. */
export type DDTableDto = Readonly<Record<SeatCode, Readonly<Record<'C' | 'D' | 'H' | 'S' | 'NT', number>>>>;

/** A board's deal with its double-dummy table and par once analysed. */
export interface HandRecord {
  readonly board: number;
  readonly dealer: SeatCode;
  readonly vulnerable: VulnerabilityCode;
  /** PBN deal string, first seat N. */
  readonly deal: string;
  /** Null until analysed. */
  readonly dd: DDTableDto | null;
  /** `@stikk/dds` par: `{ score, contracts, sides }`, null until analysed. */
  readonly par:
    | ({ readonly score: number; readonly contracts: readonly string[] } & Readonly<Record<string, unknown>>)
    | null;
}

/** A session's hand records and whether double-dummy analysis is available or still running. */
export interface HandRecords {
  readonly boards: readonly HandRecord[];
  /** Whether double-dummy analysis runs on this server (false only while it shuts down). */
  readonly ddAvailable: boolean;
  /** Analysis still running: ask again later. */
  readonly ddPending: boolean;
  /**
   * Boards left out because the reader directs the session and their pair has still to play them (code
   * `director-plays-board`, Law 16); absent when none are.
   */
  readonly directorPlays?: readonly number[];
}

// ---------------------------------------------------------------------------------------------
// Table terminal (the Bridgemate role)
// ---------------------------------------------------------------------------------------------

/** Body of joining a session as a table terminal, with the table's code (schema: api/requests.ts). */
export type TerminalJoinRequest = Wire<z.infer<typeof terminalJoinRequest>>;
/** The reply to a terminal joining: its token and the session and table it serves. */
export interface TerminalJoinResponse {
  /** Send as `Authorization: Bearer <token>` on every terminal request. */
  readonly token: string;
  readonly sessionId: number;
  readonly sessionName: string;
  readonly table: number;
  readonly section?: string;
  readonly tableLabel?: string;
}

/** A board of the round at a table terminal, with its result and status. */
export interface TerminalBoard {
  readonly board: number;
  readonly dealer: SeatCode;
  readonly vulnerable: VulnerabilityCode;
  readonly status: ResultRowStatus;
  readonly result: ResultEntry | null;
  /** NS score once confirmed. */
  readonly nsScore: number | null;
  /** In the reply to a confirmation: the board's traveller, once both pairs have played it. */
  readonly traveller?: Traveller;
  /** The director has opened this confirmed result for the table to correct (enter and confirm again). */
  readonly reopened?: true;
}

/** Where a pair goes next round; `sitOut`: it sits out there (its opponent is the phantom or the absent pair). */
export interface GuideNext {
  readonly table: number;
  readonly direction: 'NS' | 'EW';
  readonly sitOut?: true;
  /** With sections: the table's number in its section ("B2"). */
  readonly tableLabel?: string;
  /** Next round is an arrow switch: the pair sits at the other side from its usual one. */
  readonly arrowSwitch?: true;
}

/** The round in play at a table terminal: the pairs, the boards, where they go next and the clock. */
export interface TerminalRound {
  readonly round: number;
  readonly rounds: number;
  readonly table: number;
  /** With sections: this terminal's section and its table's number there. */
  readonly section?: string;
  readonly tableLabel?: string;
  /** This round is an arrow switch: the pair shown as NS (the movement's EW pair) plays the NS cards. */
  readonly arrowSwitch?: true;
  /** Null only in a sit-out round at this table (nobody there on that side; no boards to play). */
  readonly ns: PairInfo | null;
  readonly ew: PairInfo | null;
  readonly boards: readonly TerminalBoard[];
  /** Where each pair goes next (guide card); null after the last round. */
  readonly next: { readonly ns: GuideNext | null; readonly ew: GuideNext | null } | null;
  /** Results at this table the director has reopened for correction (any round): enter and confirm them again. */
  readonly corrections: readonly { readonly round: number; readonly board: number; readonly late?: true }[];
  /** True when every round at this table is confirmed. */
  readonly finished: boolean;
  /** The director's round clock, when running or paused. */
  readonly clock?: RoundClock | null;
  /** Teams events: this table's match and room in the round shown. */
  readonly match?: TerminalMatch;
}

/** Body of entering a board's result at the table: the entry, its round and board. */
export type TerminalResultRequest = Wire<z.infer<typeof terminalResultRequest>>;
/** Body of confirming a board's result at the table. */
export type TerminalConfirmRequest = Wire<z.infer<typeof terminalConfirmRequest>>;
/** Body of a table's call for the director, with an optional reason. */
export type DirectorCallRequest = Wire<z.infer<typeof directorCallRequest>>;

// ---------------------------------------------------------------------------------------------
// Director
// ---------------------------------------------------------------------------------------------

/** One round at one table: boards to play, entered and confirmed. */
export interface ProgressCell {
  readonly round: number;
  readonly table: number;
  readonly boards: number;
  readonly entered: number;
  readonly confirmed: number;
}
/** How far a session has come: a cell per round and table, and whether all is done. */
export interface Progress {
  readonly sessionId: number;
  readonly cells: readonly ProgressCell[];
  readonly done: boolean;
}

/** Whether a director call is still open. */
export type DirectorCallStatus = 'open' | 'resolved';
/** A call for the director as stored: where it came from, why, and how it was resolved. */
export interface DirectorCall {
  readonly id: number;
  readonly sessionId: number | null;
  readonly onlineTableId: number | null;
  readonly table: number | null;
  readonly seat: SeatCode | null;
  /** A code the server words (online/call-reasons.ts), or the caller's own words; empty when withheld. */
  readonly reason: string;
  /**
   * The caller's own words are withheld from this reader: a director who plays in the session and whose pair has
   * still boards to play (the words can name a card of one of them, Law 16). Absent otherwise.
   */
  readonly reasonWithheld?: true;
  readonly status: DirectorCallStatus;
  readonly createdAt: string;
  readonly resolution: string | null;
}

/**
 * Body of the director's result on a board: the entry (checked as a {@link ResultEntry}), a note,
 * and after the correction period the Law 79C2 approval (schema: api/requests.ts).
 */
export type DirectorOverrideRequest = ResultEntry &
  Wire<Pick<z.infer<typeof directorOverrideRequest>, 'note' | 'lateCorrection'>>;
/** Body of a director's adjusted score on one result (Law 12), with the law and a note. */
export type AdjustRequest = Wire<z.infer<typeof adjustRequest>>;
/**
 * Law 90: a procedural penalty on a pair, in percent of a top on one board (e.g. 25 = a quarter top).
 * Matchpoint sessions: `percentOfTop`; IMP sessions: `imps` (then `percentOfTop` is 0 in the reply).
 */
export type PenaltyRequest = Wire<z.infer<typeof penaltyRequest>>;
/** A procedural penalty as stored: the request and its id. */
export interface Penalty extends PenaltyRequest {
  readonly id: number;
}
/** Body of lodging an appeal (Law 92): the pair, the board and why. */
export type AppealRequest = Wire<z.infer<typeof appealRequest>>;
/** Body of deciding an appeal: upheld, dismissed or adjusted, with the text and any new score. */
export type AppealDecisionRequest = Wire<z.infer<typeof appealDecisionRequest>>;
/** Where an appeal stands: lodged, or decided (upheld, dismissed, or the score adjusted). */
export type AppealStatus = 'lodged' | 'upheld' | 'dismissed' | 'adjusted';
/** An appeal against a ruling as stored: pair, board, reason, status and the decision. */
export interface Appeal {
  readonly id: number;
  readonly pair: number;
  readonly board: number;
  readonly reason: string;
  readonly status: AppealStatus;
  readonly decision: string | null;
  readonly lodgedAt: string;
}
/**
 * `final` (default true) starts the Law 79C period and closes the terminals; provisional publishes the ranking only.
 * `confirm` publishes although results are missing.
 */
export type PublishRequest = Wire<z.infer<typeof publishRequest>>;

/** Ruling assistant: a table log (shared/TABLE-LOG.md) in; the engine's reading of it out. */
export type RulingRequest = Wire<z.infer<typeof rulingRequest>>;
/** The ruling assistant's reply: the engine's reading of the log sent. */
export interface RulingResponse {
  /** The engine's fold of the log (the `stikk replay` output shape). */
  readonly state: unknown;
}

// ---------------------------------------------------------------------------------------------
// Online tables
// ---------------------------------------------------------------------------------------------

/** Body of creating an online table: boards, seed, name, kibitzers and open seats (schema: api/requests.ts). */
export type CreateOnlineTableRequest = Readonly<z.infer<typeof createOnlineTableRequest>>;

/** The reply to creating an online table: its id and the four seats' invitation tokens. */
export interface OnlineTableCreated {
  readonly id: number;
  /**
   * Seat tokens (the invitation links' secrets): give each player theirs; a token lets its holder act for that seat
   * only.
   */
  readonly tokens: Readonly<Record<SeatCode, string>>;
}

/** `POST /api/online/tables/:id/claim`: bind a seat to the caller's account; a fresh token replaces the old one. */
export type ClaimSeatRequest = Readonly<z.infer<typeof claimSeatRequest>>;

/** The round and table of an online session's movement that an online table plays (the web words them). */
export interface OnlineTableSlot {
  /** The round of the movement. */
  readonly round: number;
  /** The table number in the movement (not the online table's id). */
  readonly table: number;
}

/** An online table in the lobby: board, phase, seats taken, and what the caller may do there. */
export interface OnlineTableSummary {
  readonly id: number;
  /** The name its organiser gave it; '' when none (the web shows "Table <id>" in the reader's language). */
  readonly name: string;
  /** For a table of an online session: its round and table in the movement; null otherwise. */
  readonly slot: OnlineTableSlot | null;
  readonly board: number;
  readonly version: number;
  readonly phase: TablePhase;
  readonly seatsTaken: readonly SeatCode[];
  /** Seats the caller may claim now without a link (open seats nobody holds); empty when logged out. */
  readonly openSeats: readonly SeatCode[];
  /** The seat bound to the caller's account at this table, if any. */
  readonly mySeat: SeatCode | null;
  /** Whether the caller created the table. */
  readonly mine: boolean;
  /** Whether the caller may open the director's view: the creator, unless they have sat at the table. */
  readonly director: boolean;
}

/** An act a seated player sends (one of these per `act` message); the schema is api/messages.ts. */
export type Act = Readonly<z.infer<typeof act>>;

/** Where an online table's board stands: auction, clarification period, play, or ended. */
export type TablePhase = 'auction' | 'clarification' | 'play' | 'ended';

/**
 * What one recipient may see of a table now: the core's per-recipient view (`viewFor` in
 * `@stikk/core`: own hand; dummy once the opening lead is faced; played and exposed cards; the
 * claimer's hand while a claim is considered; all hands once the board has ended; the director
 * sees all; alerts' explanations only for the caller's opponents, Law 20F) plus the table's
 * online state. Hidden hands are `null`.
 */
export interface TableView extends CoreTableView {
  readonly tableId: number;
  readonly version: number;
  /** Board number in play at this table. */
  readonly boardNumber: number;
  readonly viewer: SeatCode | 'kibitzer' | 'director';
  /** Set when the board has ended and another board follows (send `{ next: true }`). */
  readonly nextBoard: number | null;
  readonly seatsTaken: readonly SeatCode[];
  /** Open director calls at this table. */
  readonly directorCalls: number;
  /**
   * Whether the table has a director. False once its creator sits at it (or at a table of its online session):
   * a director call is then refused (`no-director`) and a disputed claim is withdrawn, play continuing (Law 68D2).
   */
  readonly director: boolean;
  /** Whether irregular acts are refused at this table (`prevent`) or kept for the director (`allow`). */
  readonly irregularities: 'prevent' | 'allow';
  /** The edition of the Laws played at this table (`2017` or `2007`): the director's rulings cite it. */
  readonly edition: '2017' | '2007';
  /**
   * The stated line of the claim that stands (Law 70D1), as sent: public like the claimer's faced hand (Law 68C);
   * null without a claim or a line.
   */
  readonly claimLine: readonly Readonly<Record<string, unknown>>[] | null;
  /**
   * After the board: the claim it ended on by the opponents' agreement, which that side may withdraw within the
   * correction period (Law 69B); null otherwise.
   */
  readonly agreedClaim: { readonly seat: SeatCode; readonly tricks: number } | null;
  /** When the round ends by the director's round clock (ISO 8601), or null without one. */
  readonly roundEndsAt: string | null;
  /**
   * For the seat that made the last call, while it may still take it back (Law 25A, send `{ undo: true }`): when
   * that window closes (ISO 8601, the server's clock) and its length in ms (a page whose clock differs from the
   * server's withdraws the offer no later than that long after it came); null for everyone else.
   */
  readonly undo: { readonly until: string; readonly windowMs: number } | null;
  /** The calls taken back on this board (Law 25A), in order, told to every seat: who and which call. */
  readonly undone: readonly { readonly seat: SeatCode; readonly call: string }[];
  /**
   * For the director: the oldest correction of an explanation he has not ruled on yet (Laws 20F4, 75B/75C) — who
   * corrected it and the call's place in the auction; null for everyone else and when there is none.
   */
  readonly openCorrection?: { readonly seat: SeatCode; readonly call: number } | null;
}

/** A table-log event as sent to one recipient (alert explanations removed where Law 20F says). */
export type ViewEvent = Readonly<Record<string, unknown>> & { readonly v: number };

/** Client → server over `GET /api/ws` (WebSocket, JSON text frames); the schema is api/messages.ts. */
export type ClientMessage = Readonly<z.infer<typeof clientMessage>>;

/** Server → client. */
export type ServerMessage =
  | {
      readonly type: 'joined';
      readonly tableId: number;
      readonly seat: SeatCode | 'kibitzer' | 'director';
      readonly view: TableView;
      readonly missed: readonly ViewEvent[];
    }
  | { readonly type: 'ack'; readonly tableId: number; readonly id: string; readonly version: number }
  /** The double-dummy table and par of an ended board (answer to `analysis`). */
  | {
      readonly type: 'analysis';
      readonly tableId: number;
      readonly board: number;
      readonly dd: DDTableDto;
      readonly par: NonNullable<HandRecord['par']>;
    }
  | {
      readonly type: 'reject';
      readonly tableId: number | null;
      readonly id: string | null;
      readonly code: string;
      readonly message: string;
      readonly law?: string;
      readonly version?: number;
    }
  /**
   * After every accepted act the recipient sees: the act (as it may see it) and its new view. `version` is the
   * table's version as this recipient knows it: an event it is not told of (a Law 20 question, for the asker's
   * partner and kibitzers) sends it nothing and does not move its version; its acts are stamped with it. Each
   * recipient numbers the events it sees 1, 2, 3… without gaps (an event's `v` too; the director's are the
   * table's own), so no gap tells that an event was hidden from it; an `ack` carries the actor's version.
   */
  | {
      readonly type: 'update';
      readonly tableId: number;
      readonly version: number;
      readonly event: ViewEvent;
      readonly view: TableView;
    }
  /**
   * After every accepted act, to a client that joined with `deltas`: the act (as this recipient may see it) and what
   * changed in the recipient's view since the view it holds, at version `base` (`applyViewDelta` in `@stikk/core`
   * turns that view into the new one, at `version`). A client holding another version joins again. `viewer`: whose
   * view (a connection may hold several seats of a table).
   */
  | {
      readonly type: 'delta';
      readonly tableId: number;
      readonly version: number;
      readonly base: number;
      readonly viewer: SeatCode | 'kibitzer' | 'director';
      readonly event: ViewEvent;
      readonly ops: readonly DeltaOp[];
    }
  /**
   * Issue 22: after an ordinary card, to a client that joined with `notes` and holds the view of version `base`: the
   * card's note (`foldCardNote` in `@stikk/core` folds it into that view), then `ops` on the server's parts of the view
   * (`applyViewDelta`), which give the view at `version`. Nothing in a note is hidden from its recipient: the card is
   * played, the trick, turn and tricks won are public, and the legal cards are the recipient's own.
   */
  | {
      readonly type: 'played';
      readonly tableId: number;
      readonly version: number;
      readonly base: number;
      readonly viewer: SeatCode | 'kibitzer';
      readonly event: ViewEvent;
      readonly note: CardNote;
      readonly ops: readonly DeltaOp[];
    }
  /** `tableId`: on a connection carrying several tables, the table the error concerns (its place there is gone). */
  | {
      readonly type: 'error';
      readonly code: string;
      readonly message: string;
      readonly field?: string;
      readonly tableId?: number;
    }
  | { readonly type: 'pong' }
  /**
   * To every member of a table when the seats held by a live connection change (a player sat down, left or
   * dropped): the table's `seatsTaken` now, which replaces the one in the view held until the next such message.
   */
  | { readonly type: 'seats'; readonly tableId: number; readonly seatsTaken: readonly SeatCode[] };

/** `GET /api/online/invites/:code`: the table and seat a seat code opens. */
export interface SeatInviteLookup {
  readonly tableId: number;
  readonly seat: SeatCode;
  readonly code: string;
}

/** `GET /api/online/tables/:id/invites` (the table's director): each seat's invitation. */
export interface SeatInviteDto {
  readonly seat: SeatCode;
  /** The seat's short code while it opens the seat; null once a player bound the seat to an account. */
  readonly code: string | null;
  readonly held: boolean;
  readonly connected: boolean;
}

/** `GET /api/online/director`: every online table the caller directs, and the open calls at any of them. */
export interface OnlineDirectorOverview {
  readonly tables: readonly {
    readonly id: number;
    readonly name: string;
    /** For a table of an online session: its round and table in the movement; null otherwise. */
    readonly slot: OnlineTableSlot | null;
    readonly board: number;
    readonly phase: TablePhase;
    /** An irregularity or disputed claim waiting for the director (the table waits). */
    readonly pending: { readonly law: string; readonly kind: string; readonly chooser: string | null } | null;
    readonly openCalls: number;
    readonly seatsTaken: readonly SeatCode[];
    /** When the board in play had its first and latest act (ISO), for the pace of play; null before any act. */
    readonly boardStartedAt: string | null;
    readonly lastActAt: string | null;
  }[];
  /** Open calls across those tables, oldest first; `board` is the board in play at that table now. */
  readonly calls: readonly (DirectorCall & {
    readonly board: number;
    readonly tableName: string;
    readonly tableSlot: OnlineTableSlot | null;
  })[];
}

/** `GET /api/online/invites/:code` for a player's code in an online session: the seat of the round played now. */
export interface PlayerSeatLookup extends SeatInviteLookup {
  readonly session?: { readonly id: number; readonly round: number; readonly pair: number };
}

/** `POST|GET /api/sessions/:id/online` (the session's director): its online tables and player codes. */
export interface OnlineSessionInfo {
  readonly sessionId: number;
  readonly tables: readonly {
    readonly round: number;
    readonly table: number;
    readonly tableId: number;
    readonly ns: number;
    readonly ew: number;
    readonly boards: readonly number[];
  }[];
  readonly players: readonly { readonly pair: number; readonly member: 0 | 1; readonly code: string }[];
}
