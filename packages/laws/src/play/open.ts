/**
 * One pattern for an irregularity the play director holds open (issue 16): each kind is a module
 * (`law…-open.ts`) exporting an `OpenPlayKind` — what the table sees while it is open (`pending`),
 * what the director's findings or the chooser's option do (`onFindings`), and what a card played
 * while it waits does (`onPlay`). The open irregularity itself is data in the director's
 * bookkeeping (`Pend`, context.ts), so a state with one open is snapshotted like any other.
 * The auction director's `Open` (../auction/state.ts) answers the same three questions for calls.
 * Adding a kind: its `Pend` variant, its module, and its line in `OPEN_PLAY_KINDS` below.
 */
import type { PendingRectification, Table, TableEvent } from '@stikk/core';
import type { Pend } from './context.js';
import { law26LeadOpen } from './law26-lead-restriction-open.js';
import { leadHandOpen } from './law43b2-lead-hand-open.js';
import { designationChangeOpen } from './law45c4-designation-change-open.js';
import { designationOpen } from './law46b-designation-open.js';
import { penaltyLeadOpen } from './law50d2-51b-penalty-lead-open.js';
import { penaltyChoiceOpen } from './law51a-penalty-choice-open.js';
import { penaltyFailureOpen } from './law52-penalty-failure-open.js';
import { leadOutOfTurnOpen } from './law53-56-lead-out-of-turn-open.js';
import { prematurePlayOpen } from './law57-premature-play-open.js';
import { simultaneousCardsOpen } from './law58b-simultaneous-cards-open.js';
import { disputedClaimOpen } from '../claims/law70-disputed-claim-open.js';
import { withdrawalOpen } from '../claims/law69b-withdrawal-open.js';

export type PlayEvent = Extract<TableEvent, { kind: 'play' }>;

/**
 * What became of a card played while an irregularity is open: the core applies it (`core`), the
 * rules took it over (`handled`), or the usual checks of a legal play follow (`checks`).
 */
export type PlayOutcome = 'core' | 'handled' | 'checks';

export interface OpenPlayKind<P extends Pend> {
  /** The pending rectification the table sees. */
  pending(m: Table, p: P): PendingRectification;
  /** The director's findings (TABLE-LOG.md) arrived: true when they settled something. */
  onFindings(m: Table, p: P): boolean;
  /** A card was played while it is open (conduct: acceptance, a proper lead, too late…). */
  onPlay(m: Table, p: P, ev: PlayEvent, i: number): PlayOutcome;
}

export const OPEN_PLAY_KINDS: { readonly [K in Pend['type']]: OpenPlayKind<Extract<Pend, { type: K }>> } = {
  loot: leadOutOfTurnOpen,
  premature: prematurePlayOpen,
  'penalty-lead': penaltyLeadOpen,
  'law26-lead': law26LeadOpen,
  'penalty-failure': penaltyFailureOpen,
  designation: designationOpen,
  'designation-change': designationChangeOpen,
  claim: disputedClaimOpen,
  'claim-withdrawn': withdrawalOpen,
  'lead-hand': leadHandOpen,
  'penalty-choice': penaltyChoiceOpen,
  'simultaneous-cards': simultaneousCardsOpen,
};

/** The kind's handler for an open irregularity (one lookup, typed by its variant). */
export function openKind(p: Pend): OpenPlayKind<Pend> {
  // Methods take their parameters bivariantly: each kind's handler serves the union.
  const k: OpenPlayKind<Pend> = OPEN_PLAY_KINDS[p.type];
  return k;
}
