/**
 * The claim's part of the play director's bookkeeping (kept in `PlayState`, ../play/context.ts):
 * the position at the claim, which the adjudication and Laws 69B and 71 work from.
 */
import type { Card, ClaimStep, Seat, TricksBySide } from '@stikk/core';

export interface ClaimSnapshot {
  readonly event: number;
  readonly seat: Seat;
  readonly tricks: number;
  readonly statement: string;
  /** The stated line as ordered steps (the claim event's `line`, Law 70D1). */
  readonly line?: readonly ClaimStep[];
  readonly hands: Record<Seat, Card[]>;
  readonly trick: { leader: Seat; plays: { seat: Seat; card: Card; event: number }[] } | null;
  readonly tricksWon: TricksBySide;
  readonly completed: number;
  /** Voids shown before the claim, by seat: suit indices. */
  readonly shownOut: Record<Seat, number[]>;
}

/** Law 69B: a side's agreement to the opponents' claim, withdrawn (the withdrawing seat and event). */
export interface Withdrawal {
  readonly seat: Seat;
  readonly event: number;
}
