/**
 * What the fold of a table log produces: statuses, rulings and their effects, restrictions in
 * force, penalty cards, the pending irregularity. Shapes follow TABLE-LOG.md's output; cards in
 * effects are printed (`SK`) so a state serialises as it is.
 */
import type { Seat } from '../seat.js';
import type { Suit } from '../card.js';

export const EVENT_STATUSES = [
  'stands',
  'cancelled',
  'withdrawn',
  'replaced',
  'accepted',
  'penalty-card',
  'ruling',
] as const;
export type EventStatusKind = (typeof EVENT_STATUSES)[number];

export interface EventStatus {
  status: EventStatusKind;
  law?: string;
}

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

export interface Ruling {
  law: string;
  /** Index of the event that was rectified. */
  event: number;
  effects: Effect[];
  explanation?: string;
  message?: Message;
}

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

export interface PenaltyCardState {
  seat: Seat;
  card: string;
  major: boolean;
  law?: string;
}

export interface TricksBySide {
  NS: number;
  EW: number;
}

export type Phase = 'auction' | 'clarification' | 'play' | 'ended';
