/**
 * The play director's own bookkeeping inside the table state (`m.director.play`, core's
 * `DirectorData`): the irregularity waiting for a choice (mirrored into `m.pending`), every revoke
 * with its kind, and the trick counts before Law 64 transfers. Plain data, so a state is
 * snapshotted with it; the same rules object serves many folds.
 */
import {
  cardSuitIndex,
  parseCard,
  printCard,
  sideOf,
  SUITS,
  type Card,
  type Effect,
  type PendingRectification,
  type Ruling,
  type Seat,
  type Table,
  type TricksBySide,
  type DeepReadonly,
  type Findings,
} from '@stikk/core';
import type { ClaimSnapshot, Withdrawal } from '../claims/state.js';

export type { ClaimSnapshot } from '../claims/state.js';

/** What a revoke was a failure to do (Law 61A); Law 64B3 needs to know. */
export const REVOKE_KINDS = ['follow-suit', 'penalty-card', 'restriction'] as const;
export type RevokeKind = (typeof REVOKE_KINDS)[number];

export interface PlayRevoke {
  readonly seat: Seat;
  /** 1-based trick number. */
  trick: number;
  readonly card: Card;
  readonly event: number;
  readonly kind: RevokeKind;
  /** The suit the offender failed to follow (follow-suit revokes). */
  readonly suit: number | null;
  established: boolean;
  corrected: boolean;
  /** Corrected under 62C3 (2017) or 62D although established. */
  correctedUnder?: '62C3' | '62D';
  /** Law 43B3: dummy (rights lost) drew attention to it: not corrected, no Law 64 transfer. */
  ignored43B3?: boolean;
  /** Law 43B2(b): corrected, but Law 64 applies as if it had been established. */
  asEstablished?: boolean;
  /** Event index at which attention was first drawn to it (a director call), if any. */
  attention: number | null;
}

/** An irregularity the play director is holding open for a choice or a finding. */
export type Pend =
  | {
      readonly type: 'loot';
      readonly law: '53' | '54' | '55' | '56';
      readonly offender: Seat;
      readonly card: Card;
      readonly event: number;
      readonly chooser: Seat;
      readonly acceptors: Seat[];
    }
  | {
      readonly type: 'penalty-lead';
      readonly law: '50D2' | '51B';
      readonly holder: Seat;
      readonly leader: Seat;
      readonly event: number;
    }
  | {
      readonly type: 'law26-lead';
      readonly effect: DeepReadonly<Effect>;
      readonly leader: Seat;
      readonly event: number;
    }
  | {
      readonly type: 'premature';
      readonly offender: Seat;
      readonly card: Card;
      readonly event: number;
      readonly trick: number;
      /** A play (not a lead to the next trick): 57C can exempt it, so the director finds whether dummy acted first. */
      readonly play?: boolean;
      /** 2017: the card is played; the open question is only whether dummy's earlier card was his own act (57C). */
      readonly dummyCard?: boolean;
    }
  | {
      readonly type: 'penalty-failure';
      readonly seat: Seat;
      readonly played: Card;
      readonly required: Card[];
      readonly event: number;
    }
  | {
      readonly type: 'designation';
      readonly event: number;
      readonly candidates: Card[];
      readonly chooser: Seat | 'director';
    }
  | {
      readonly type: 'designation-change';
      readonly seat: Seat;
      readonly from: Card;
      readonly to: Card;
      readonly event: number;
    }
  | { readonly type: 'claim'; readonly event: number }
  | { readonly type: 'claim-withdrawn'; readonly seat: Seat; readonly event: number }
  | { readonly type: 'lead-hand'; readonly event: number; readonly chooser: Seat }
  | {
      readonly type: 'penalty-choice';
      readonly seat: Seat;
      readonly candidates: Card[];
      readonly trick: number;
      readonly event: number;
    }
  | {
      readonly type: 'simultaneous-cards';
      readonly seat: Seat;
      readonly played: Card;
      readonly other: Card;
      readonly playedEvent: number;
      readonly event: number;
    };

export interface PlayState {
  pend: Pend | null;
  revokes: PlayRevoke[];
  /** Tricks won before Law 64 transfers, once play has ended. */
  base: TricksBySide | null;
  /** Tricks credited by an agreed, conceded or adjudicated claim, per side (for Law 64A). */
  claimTricks: TricksBySide | null;
  claimSnapshot: ClaimSnapshot | null;
  /** Law 57D (2017): a card a defender must play when his turn comes. */
  mustPlayCard: { seat: Seat; card: Card; event: number } | null;
  /** Revoke events already taken over from the core. */
  seenCoreRevokes: number;
  /** Completed tricks seen by afterEvent (to notice a trick just completed). */
  seenTricks: number;
  /** `m.tricks.length` when declarer last chose under 50D2/51B (the choice holds for that lead). */
  penaltyLeadChosenAt: number;
  /** `m.tricks.length` when a Law 26 choice was made. */
  law26ChosenAt: number;
  /** Face-down opening lead events (Law 41A). */
  faceDown: number[];
  /** Event index at which each marker was first seen (Laws 64B4, 64B5). */
  markerAt: { NS: number | null; EW: number | null; roundEnded: number | null; handsReturned: number | null };
  /** A concession (or the tricks a claim gave up) that Law 71 may restore: the side's seat and the tricks it kept. */
  concession: { seat: Seat; kept: number } | null;
  /** 2007: play went on after a claim; a later director call still adjudicates it (70D3). */
  claimPlayedOn: boolean;
  /** The claim search gave up (too many cards): the director awards by hand (`option: "award:N"`). */
  claimByHand: boolean;
  /** Claim-search nodes charged so far in this fold (../claims/law70-adjudication.ts, `searchClaim`). */
  searchNodes: number;
  /** The claim event the opponents agreed to (69A), which they may withdraw from (69B). */
  claimAgreed: number | null;
  /** Law 69B: agreement to the claim withdrawn, waiting for the director. */
  withdrawal: Withdrawal | null;
  /** The Law 64 rulings currently applied (replaced when re-evaluated). */
  law64Rulings: Ruling[];
  /** 2007 50E2/50C: penalty cards ("seat card") whose sight was already noted as UI for partner. */
  uiNoted: string[];
  /** Hands faced on the table by a claim (the claimer's), with the claim's event: 2007 64B3. */
  facedHands: { seat: Seat; event: number }[];
  /** Law 51A: declarer's designation among two or more penalty cards, by trick. */
  designated51A: { seat: Seat; trick: number } | null;
}

declare module '@stikk/core' {
  interface DirectorData {
    /** The play director's bookkeeping (this module). */
    play?: PlayState;
  }
}

export function playState(m: Table): PlayState {
  let s = m.director.play;
  if (!s) {
    s = {
      pend: null,
      revokes: [],
      base: null,
      claimTricks: null,
      claimSnapshot: null,
      mustPlayCard: null,
      seenCoreRevokes: 0,
      seenTricks: 0,
      penaltyLeadChosenAt: -1,
      law26ChosenAt: -1,
      faceDown: [],
      markerAt: { NS: null, EW: null, roundEnded: null, handsReturned: null },
      law64Rulings: [],
      concession: null,
      claimPlayedOn: false,
      uiNoted: [],
      designated51A: null,
      facedHands: [],
      claimByHand: false,
      searchNodes: 0,
      withdrawal: null,
      claimAgreed: null,
    };
    m.director.play = s;
  }
  return s;
}

export const suitLetter = (suit: number): string => SUITS[suit];
export const isHonour = (c: Card): boolean => c % 13 >= 8;
export const cardText = printCard;

/** Mirrors the play director's open irregularity into the machine's `pending`. */
export function setPending(m: Table, p: PendingRectification | null): void {
  m.setPending(p);
}

/** The defenders, when a declarer is known. */
export function isDefender(m: Table, seat: Seat): boolean {
  return m.declarer !== null && sideOf(seat) !== sideOf(m.declarer);
}

/** Removes findings once the law has used them (TABLE-LOG.md: findings stay until used). */
export function useFindings(m: Table, ...keys: (keyof Findings)[]): void {
  m.useFindings(...keys);
}

/**
 * The card the chooser named as the director's `option` (`"SK"` or `"card:SK"`), if it is one of
 * the candidates; the option is then used up.
 */
export function optionCard(m: Table, candidates: readonly Card[]): Card | null {
  const opt = m.findings.option?.replace(/^card:/, '');
  const c = opt ? parseCard(opt) : null;
  if (!c || !c.ok || !candidates.includes(c.value)) return null;
  m.useFindings('option');
  return c.value;
}

export function suitsOf(cards: readonly Card[]): number[] {
  return [...new Set(cards.map(cardSuitIndex))].sort((a, b) => a - b);
}
