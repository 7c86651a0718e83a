/**
 * One pattern for an irregularity the auction director holds open (issue 16), the same as the
 * play's (../play/open.ts): the open irregularity is data in the director's bookkeeping
 * (`AuctionOpen`, state.ts), and each kind is a module (`law…`) exporting an `OpenCallKind` —
 * what the table sees while it is open (`pending`), what a call made while it waits does
 * (`onCall`: conduct, acceptance, forfeiture, a replacement), and what the director's findings
 * or a player's election do (`onDirector`). Adding a kind: its `AuctionOpen` variant, its module,
 * and its line in `OPEN_CALL_KINDS` below.
 */
import type { PendingRectification, Seat, Table } from '@stikk/core';
import { changeOfCallOpen } from './law25-change-of-call.js';
import { insufficientBidOpen } from './law27-insufficient-bid.js';
import { callOutOfRotationOpen } from './law29-32-call-out-of-rotation.js';
import { inadmissibleDoubleOpen } from './law36-inadmissible-double.js';
import { obligedToPassOpen } from './law37-call-when-obliged-to-pass.js';
import { bidAboveSevenOpen } from './law38-bid-above-seven.js';
import type { AuctionOpen, CallEvent, CallOutcome } from './state.js';

export interface OpenCallKind<O extends AuctionOpen> {
  /**
   * The pending rectification to show while open (null: nothing to choose or find right now). It is
   * asked after every event, so it builds its object as one literal: Node 20's V8 builds a spread of
   * a fresh object followed by more fields (`{ ...base, law }`) on a slow path, microseconds each.
   */
  pending(m: Table, o: O): PendingRectification | null;
  /** A call event arrived while this is open. */
  onCall(m: Table, o: O, ev: CallEvent, index: number): CallOutcome;
  /** The director ruled: the findings were merged into `o.findings`. */
  onDirector(m: Table, o: O): void;
  /** The opening lead is about to be faced (the first card after the auction). */
  onOpeningLead?(m: Table, o: O): void;
  /**
   * Who acts next while it is pending for the director, when not the rotation (Laws 37, 38:
   * the offender does not call again at this turn, so it is his LHO).
   */
  nextActor?(o: O): Seat | null;
}

export const OPEN_CALL_KINDS: { readonly [K in AuctionOpen['type']]: OpenCallKind<Extract<AuctionOpen, { type: K }>> } =
  {
    'insufficient-bid': insufficientBidOpen,
    'change-of-call': changeOfCallOpen,
    'call-out-of-rotation': callOutOfRotationOpen,
    'inadmissible-double': inadmissibleDoubleOpen,
    'call-when-obliged-to-pass': obligedToPassOpen,
    'bid-above-seven': bidAboveSevenOpen,
  };

/** The kind's handler for an open irregularity (one lookup, typed by its variant). */
export function callKind(o: AuctionOpen): OpenCallKind<AuctionOpen> {
  // Methods take their parameters bivariantly: each kind's handler serves the union.
  const k: OpenCallKind<AuctionOpen> = OPEN_CALL_KINDS[o.type];
  return k;
}
