/**
 * Row types of every table, as Kysely sees them (one schema for SQLite and PostgreSQL). Columns
 * that hold one of a few codes are typed with the API's union, so a row needs no cast.
 */
import type { ColumnType, Generated } from 'kysely';
import type { RegulationId } from '@stikk/laws';
import type {
  AppealStatus,
  DirectorCallStatus,
  ResultRowStatus,
  Role,
  SectionScoring,
  SeatCode,
  SessionScoring,
  SessionStatus,
  VulnerabilityCode,
} from '../api/types.js';
import type { EventKind } from '../api/events.js';
import type { IrregularityMode } from '../online/irregularities.js';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
}
export interface AuthSessionsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
}
export interface ClubsTable {
  id: Generated<number>;
  name: string;
  created_at: string;
}
export interface MembersTable {
  club_id: number;
  user_id: number;
  role: Role;
}
export interface EventsTable {
  id: Generated<number>;
  club_id: number;
  name: string;
  /** Migration 0011; older events are pairs. */
  kind: Generated<EventKind>;
  /** JSON EventSettings (migration 0011); null for an event made by naming it at session creation. */
  settings: string | null;
  created_at: string | null;
}
/** A pair, team or player entered in an event (migration 0011). */
export interface EventEntriesTable {
  event_id: number;
  number: number;
  name: string;
  /** JSON string[]: the members' names (a team's 4–6 players). */
  members: string;
  /** Carried over into the event, in its units (percent, matchpoints, VPs or IMPs). */
  carry_over: Generated<number>;
}
/** A match of a teams event (migration 0011): `away` null is a bye. */
export interface EventMatchesTable {
  id: Generated<number>;
  event_id: number;
  session_id: number;
  round: number;
  match_no: number;
  home: number;
  away: number | null;
  carry_home: Generated<number>;
  carry_away: Generated<number>;
  /** Knockout: the bracket's match id (`S1M2`), the same for every segment of the match. */
  stage: string | null;
  /** JSON MatchLineup: who of each team plays in which room (null until the director sets one). */
  lineup: string | null;
  created_at: string;
}
export interface SessionsTable {
  id: Generated<number>;
  club_id: number;
  event_id: number;
  name: string;
  /** JSON: { kind, tables, rounds, boardsPerRound, guide } */
  movement: string;
  status: SessionStatus;
  correction_minutes: number;
  published_at: string | null;
  correction_ends_at: string | null;
  created_at: string;
  /** Migration 0004. */
  scoring: SessionScoring;
  /** 1 when the director shows the running ranking to members and tables before publication (migration 0026). */
  live_ranking: Generated<number>;
  /** 1 once published as final (migration 0007): terminals take no more results until reopened. */
  published_final: Generated<number>;
  /** JSON RoundClock or null (migration 0007). */
  round_clock: string | null;
  /** 'within' | 'across': how a session of several sections is compared and ranked (migration 0008). */
  section_scoring: Generated<SectionScoring>;
  /** Bumped by triggers on every change to the session's results, penalties and pairs (migration 0005). */
  version: Generated<number>;
  /** The regulation profile the session is run under (migration 0008). */
  regulation: Generated<RegulationId>;
}
export interface SectionsTable {
  id: Generated<number>;
  session_id: number;
  letter: string;
}
export interface PairsTable {
  session_id: number;
  number: number;
  names: string;
  /** JSON PairPlayer[] (migration 0007), null when only the names were given. */
  players: string | null;
}
/** The club's member register (migration 0007). */
export interface PlayersTable {
  id: Generated<number>;
  club_id: number;
  name: string;
  member_no: string | null;
  home_club: string | null;
  created_at: string;
  /** The club's account this register entry is (migration 0050), linked by a director; null when none. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
}
/** An account a session's pair named before its players were changed at the table (migration 0051). */
export interface SessionPairAccountsTable {
  session_id: number;
  pair: number;
  user_id: number;
}
/** The register entries an event's entrant is (a team's members, a pair's two, an individual's player; 0052). */
export interface EventEntryPlayersTable {
  event_id: number;
  entrant: number;
  player_id: number;
  /** The director who added the entry, and when (migration 0056; null for entries made before). */
  by_user: ColumnType<number | null, number | null | undefined, never>;
  at: ColumnType<string | null, string | null | undefined, never>;
}
/** Every link of a register player to an account and every unlink (`user_id` null), with who made it (0050). */
export interface PlayerAccountLinksTable {
  id: Generated<number>;
  club_id: number;
  player_id: number;
  user_id: number | null;
  by_user: number;
  at: string;
}
export interface SessionTablesTable {
  id: Generated<number>;
  session_id: number;
  section_id: number;
  number: number;
  code: string;
}
export interface BoardsTable {
  session_id: number;
  number: number;
  dealer: SeatCode;
  vulnerable: VulnerabilityCode;
  deal: string;
}
export interface ResultsTable {
  id: Generated<number>;
  session_id: number;
  round: number;
  table_no: number;
  board: number;
  ns: number;
  ew: number;
  contract: string | null;
  declarer: SeatCode | null;
  lead: string | null;
  tricks: number | null;
  status: ResultRowStatus;
  /** JSON Adjustment or null */
  adjustment: string | null;
  updated_at: string;
  /** 1 while the director has opened this row for the table to correct (migration 0005). */
  reopened: Generated<number>;
  /** Law and reason of the adjusted score (migration 0007). */
  adjustment_law: string | null;
  adjustment_reason: string | null;
}
/** Migration 0034: a teams round marked final by the director (`by`: `director:7`). */
export interface EventRoundFinalsTable {
  event_id: number;
  round: number;
  at: string;
  by: string;
}
/** A teams round marked final or reopened (migration 0043): the audit trail of `event_round_finals`. */
export interface EventRoundFinalHistoryTable {
  id: Generated<number>;
  event_id: number;
  round: number;
  /** `marked` or `reopened`. */
  action: string;
  at: string;
  /** `director:<account id>`. */
  by: string;
}
export interface ResultHistoryTable {
  id: Generated<number>;
  result_id: number;
  at: string;
  by: string;
  before: string;
  after: string;
}
export interface TerminalTokensTable {
  token_hash: string;
  table_id: number;
  created_at: string;
  /** When the token was last used (to the minute), or null when not since it was issued. */
  used_at: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The round the table showed when the token joined (migration 0063): the token acts for the table in that round
   * only, and reads on until the next pairs have played a board there. Null for a token issued before: bound at
   * its next use.
   */
  round: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface DirectorCallsTable {
  id: Generated<number>;
  session_id: number | null;
  online_table_id: number | null;
  table_no: number | null;
  seat: SeatCode | null;
  reason: string;
  status: DirectorCallStatus;
  resolution: string | null;
  created_at: string;
}
export interface PenaltiesTable {
  id: Generated<number>;
  session_id: number;
  pair: number;
  percent_of_top: number;
  law: string;
  reason: string /** IMP sessions: the penalty in IMPs (percent_of_top is 0). */;
  imps: number | null;
}
export interface AppealsTable {
  id: Generated<number>;
  session_id: number;
  pair: number;
  board: number;
  reason: string;
  status: AppealStatus;
  decision: string | null;
  lodged_at: string;
  /** 0; an appeal lodged again before the unique key (migration 0035) has its own id here. */
  copy: Generated<number>;
  /** The account that lodged it (migration 0036; null before): one appeal per pair, board and account. */
  lodged_by: number | null;
}
export interface OnlineTablesTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  /** JSON number[] */
  boards: string;
  kibitzers: number;
  /** The kibitzers' version (events they see) as of the row's last lobby write (domain/online-tables.ts). */
  version: number;
  created_at: string;
  /** The board in play and its phase, written as they change (0036); null in a row from before 0036. */
  board: number | null;
  phase: string | null;
  /** 1 once the creator has sat at the table (claimed a seat or joined one logged in): never its director then. */
  owner_plays: Generated<number>;
  /** `prevent` or `allow` (online/irregularities.ts). */
  irregularities: Generated<IrregularityMode>;
  /** The edition of the Laws played at the table: `2017` or `2007` (online/irregularities.ts `tableEdition`). */
  edition: Generated<string>;
  /** JSON `{ law, kind, chooser }` of what waits for the director, written with the lobby's columns (0042). */
  pending: string | null;
  /** When its creator closed the table (migration 0059): null while it is open. */
  closed_at: Generated<string | null>;
  /** 1 once somebody not logged in sat at the table (migration 0060): any club director may be that player. */
  unknown_sitter: Generated<number>;
}
/** Migration 0042: the one pair a member who does not direct appeals for in a session (Law 92). */
export interface AppealLodgersTable {
  session_id: number;
  user_id: number;
  pair: number;
}
export interface OnlineDealsTable {
  table_id: number;
  board: number;
  deal: string;
  /** Its place in the table's order, from 0 (migration 0057). */
  pos: Generated<number>;
}
/** An account that sat at an online table (migration 0058). */
export interface OnlineTableSittersTable {
  table_id: number;
  user_id: number;
  seat: string;
  at: string;
}
export interface SeatTokensTable {
  table_id: number;
  seat: SeatCode;
  token_hash: string;
  user_id: number | null;
  /** 1: the creator lets any logged-in player claim this seat while nobody holds it. */
  open: Generated<number>;
}
/** A seat's short invitation code (online/invites.ts); the seat token is its hash. */
export interface SeatInvitesTable {
  table_id: number;
  seat: SeatCode;
  code: string;
  created_at: string;
  /** 1: the code a substitute was given (migration 0036); a session player's code does not open it. */
  substitute: Generated<number>;
}
/** The online table of one round and table of a club session (online/session.ts). */
export interface OnlineSessionTablesTable {
  online_table_id: number;
  session_id: number;
  round: number;
  table_no: number;
}
/** A player's code in an online session: pair number and member (0: N or E, 1: S or W). */
export interface OnlineSessionPlayersTable {
  code: string;
  session_id: number;
  pair: number;
  member: number;
}
export interface TableEventsTable {
  table_id: number;
  seq: number;
  board: number;
  event: string;
  created_at: string;
}

export interface BoardAnalysisTable {
  session_id: number;
  number: number;
  dd: string;
  par: string | null;
}

/** Migration 0047: the server's own secrets (the deal secret, `domain/deal-secret.ts`); never sent nor logged. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** The first owner of each seed dealt on this server (domain/deal-secret.ts `seedScope`). */
export interface DealSeedsTable {
  /** SHA-256 (hex) of the seed. */
  seed_hash: string;
  /** `club:<id>` or `account:<id>`. */
  owner: string;
  created_at: string;
}

export interface Database {
  board_analysis: BoardAnalysisTable;
  users: UsersTable;
  auth_sessions: AuthSessionsTable;
  clubs: ClubsTable;
  members: MembersTable;
  events: EventsTable;
  event_entries: EventEntriesTable;
  event_matches: EventMatchesTable;
  sessions: SessionsTable;
  sections: SectionsTable;
  pairs: PairsTable;
  players: PlayersTable;
  player_account_links: PlayerAccountLinksTable;
  session_pair_accounts: SessionPairAccountsTable;
  event_entry_players: EventEntryPlayersTable;
  session_tables: SessionTablesTable;
  boards: BoardsTable;
  results: ResultsTable;
  result_history: ResultHistoryTable;
  event_round_finals: EventRoundFinalsTable;
  event_round_final_history: EventRoundFinalHistoryTable;
  terminal_tokens: TerminalTokensTable;
  director_calls: DirectorCallsTable;
  penalties: PenaltiesTable;
  appeals: AppealsTable;
  appeal_lodgers: AppealLodgersTable;
  online_tables: OnlineTablesTable;
  online_deals: OnlineDealsTable;
  online_table_sitters: OnlineTableSittersTable;
  seat_tokens: SeatTokensTable;
  seat_invites: SeatInvitesTable;
  online_session_tables: OnlineSessionTablesTable;
  online_session_players: OnlineSessionPlayersTable;
  table_events: TableEventsTable;
  /** What readers query: `table_events` and, on SQLite, its journal's acts not yet moved (db/sqlite-journal.ts). */
  table_events_all: TableEventsTable;
  /** SQLite: the online tables' acts appended and not yet moved into `table_events` (db/sqlite-journal.ts). */
  event_journal: TableEventsTable;
  server_secrets: ServerSecretsTable;
  deal_seeds: DealSeedsTable;
}
