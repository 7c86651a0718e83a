/**
 * USEBIO (the EBU's XML results format, version 1.2 and later) as read: the event's simple
 * fields, its participants, its boards' traveller lines, and the hand records. Values are the
 * text the file has; `path` says where each thing is (`USEBIO/EVENT/BOARD[3]/TRAVELLER_LINE[2]`).
 */
import type { XmlElement } from './xml-tree.js';

/** A player of a USEBIO participant: the name and the other fields. */
export interface UsebioPlayer {
  readonly name?: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** A pair, team or player of a USEBIO event, with its fields and players. */
export interface UsebioParticipant {
  readonly path: string;
  /** `PAIR`, `TEAM` or `PLAYER` (individual events). */
  readonly kind: string;
  /** `PAIR_NUMBER`, `TEAM_NUMBER` or `PLAYER_NUMBER` as written (`1NS`, `7`). */
  readonly number: string;
  readonly section?: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly players: readonly UsebioPlayer[];
}

/** One traveller line of a USEBIO board, its fields by element name. */
export interface UsebioLine {
  readonly path: string;
  /**
   * Simple children in file order: NS_PAIR_NUMBER, EW_PAIR_NUMBER, CONTRACT, PLAYED_BY, TRICKS, SCORE, NS_MATCH_POINTS…
   */
  readonly fields: Readonly<Record<string, string>>;
}

/** A USEBIO board of a section: its number, fields and traveller lines. */
export interface UsebioBoard {
  readonly path: string;
  readonly number: number;
  readonly section?: string;
  /** Simple children other than the traveller lines (BOARD_NUMBER, BOARD_AVERAGE, …). */
  readonly fields: Readonly<Record<string, string>>;
  readonly lines: readonly UsebioLine[];
}

/** A USEBIO direction name. */
export type UsebioDirection = 'North' | 'East' | 'South' | 'West';

/** A USEBIO hand record: the four hands of a board. */
export interface UsebioHand {
  readonly path: string;
  readonly board: number;
  /** Each hand as `SPADES`, `HEARTS`, `DIAMONDS`, `CLUBS` card strings (`AKT93`). */
  readonly hands: Readonly<
    Partial<Record<UsebioDirection, { spades: string; hearts: string; diamonds: string; clubs: string }>>
  >;
}

/** A parsed USEBIO file: the event's fields, club, sections, participants, boards and hand records. */
export interface UsebioEvent {
  readonly version: string | null;
  readonly club: { readonly name?: string; readonly id?: string } | null;
  /** The EVENT's `EVENT_TYPE` attribute: `MP_PAIRS`, `BUTLER_PAIRS`, `CROSS_IMPS`, `TEAMS`, `INDIVIDUAL`… */
  readonly type: string;
  readonly attrs: Readonly<Record<string, string>>;
  /** The EVENT's simple children: EVENT_DESCRIPTION, PROGRAM_NAME, WINNER_TYPE, SCORING_METHOD… */
  readonly fields: Readonly<Record<string, string>>;
  readonly participants: readonly UsebioParticipant[];
  readonly boards: readonly UsebioBoard[];
  readonly hands: readonly UsebioHand[];
  /** Other EVENT children (CONTACT, …), kept so that writing gives them back. */
  readonly other: readonly XmlElement[];
}
