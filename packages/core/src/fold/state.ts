/**
 * What the fold of a table log produces: statuses, rulings and their effects, restrictions in
 * force, penalty cards, the pending irregularity. Shapes follow TABLE-LOG.md's output; cards in
 * effects are printed (`SK`) so a state serialises as it is.
 */
import type { Seat } from '../seat.js';
import type { Suit } from '../card.js';

/** Every status an event of a table log can end up with (TABLE-LOG.md). */
export const EVENT_STATUSES = [
  'stands',
  'cancelled',
  'withdrawn',
  'replaced',
  'accepted',
  'penalty-card',
  'ruling',
] as const;
/** The status of an event (one of {@link EVENT_STATUSES}). */
export type EventStatusKind = (typeof EVENT_STATUSES)[number];

/** What became of one event of the log (stands, cancelled, withdrawn…) and the law that decided it. */
export interface EventStatus {
  status: EventStatusKind;
  law?: string;
}

/** Every kind of effect a ruling can have (TABLE-LOG.md "effect kinds"). */
export const EFFECT_KINDS = [
  'must-pass',
  'lead-restriction',
  'play-restriction',
  'penalty-card',
  'revoke',
  'ui',
  'adjusted-score',
  'call-cancelled',
] as const;
/** The kind of an effect of a ruling (one of {@link EFFECT_KINDS}). */
export type EffectKind = (typeof EFFECT_KINDS)[number];

/**
 * A rectification's effect (TABLE-LOG.md "effect kinds"). One flat shape with optional fields
 * keeps the JSON stable for the ruling assistant and `stikk replay`.
 */
export interface Effect {
  kind: EffectKind;
  law: string;
  /**
   * The player the effect binds: must-pass → who must pass; lead-restriction → whose lead is
   * restricted (for Law 26 the offender's partner, as in TABLE-LOG.md's 27B2 example, where
   * must-pass and lead-restriction both name W after E's insufficient bid); penalty-card → holder.
   */
  seat?: Seat;
  /** must-pass: once or rest-of-auction. */
  scope?: 'once' | 'rest-of-auction';
  /** lead/play restriction: the suit concerned, once declarer chose. */
  suit?: Suit;
  /** lead-restriction: require or forbid; play-restriction: e.g. highest, lowest, require, forbid. */
  mode?: string;
  /** penalty-card: the card (`SK`) and major/minor. */
  card?: string;
  major?: boolean;
  /** revoke: the trick (1-based) in which it happened, whether established, tricks transferred. */
  trick?: number;
  established?: boolean;
  transfer?: number;
  /** ui: the seats that hold the unauthorized information, and the event it comes from. */
  holders?: Seat[];
  from?: number;
  /** A short English explanation citing the law. */
  explanation?: string;
}

/**
 * What a screen shows, as a stable code with parameters — seats (`N`), cards (`SK`), calls
 * (`1H`), suits (`H`), law references (`27B1(a)`) and counts — so that each client renders it in
 * its user's language (the web's `msg.<code>` strings). `explanation` stays the English text for
 * logs and `stikk replay`.
 */
export interface Message {
  code: string;
  params: Record<string, string | number>;
}

/** A rectification applied to one event: the law, its effects and the explanation shown to players. */
export interface Ruling {
  law: string;
  /** Index of the event that was rectified. */
  event: number;
  effects: Effect[];
  explanation?: string;
  message?: Message;
}

/** An irregularity waiting for a choice: the law, who chooses, the options and the findings still needed. */
export interface PendingRectification {
  /** The law that governs it, e.g. `27`, `28B`, `54`. */
  law: string;
  /** A stable code naming the irregularity, e.g. `insufficient-bid`. */
  kind: string;
  /** Index of the irregular event. */
  event: number;
  /** Who chooses next: a seat, or the director. */
  chooser: Seat | 'director' | null;
  options: string[];
  /** Findings the director still has to give (TABLE-LOG.md finding names). */
  needs: string[];
  explanation?: string;
  message?: Message;
}

/** A penalty card on the table: whose, which card, major or minor (Law 50). */
export interface PenaltyCardState {
  seat: Seat;
  card: string;
  major: boolean;
  law?: string;
}

/** A count of tricks for each side. */
export interface TricksBySide {
  NS: number;
  EW: number;
}

/** Where the board stands: auction, clarification period, play, or ended. */
export type Phase = 'auction' | 'clarification' | 'play' | 'ended';
