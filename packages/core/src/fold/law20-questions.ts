/**
 * Law 20: who may ask for a review of the auction or for an explanation of the opponents' calls,
 * and when (the table-log events `review` and `explain`, a Stikk extension). A request the player
 * is entitled to stands with the law that grants it; one he is not entitled to is not granted
 * (`cancelled` in record mode, refused in prevent mode). Nothing else changes: a question is not
 * an irregularity the laws rectify — what it tells partner is the director's judgment (Law 16B,
 * finding `uiFrom`).
 */
import { lho, partner, sideOf, type Seat } from '../seat.js';
import type { Edition } from '../log/table-log.js';
import type { Phase } from './state.js';

/** What the entitlement rule reads of the table (a read-only view of the machine). */
export interface QuestionTable {
  /** The laws' edition the board is played under (20C differs). */
  readonly edition: Edition;
  /** Auction, clarification period, play or ended. */
  readonly phase: Phase;
  /** Declarer (presumed, before the opening lead), or null. */
  readonly declarer: Seat | null;
  /** Dummy, or null. */
  readonly dummy: Seat | null;
  /** The tricks so far, with who played each card. */
  readonly tricks: readonly { readonly plays: readonly { readonly seat: Seat }[] }[];
  /** Whether the opening lead has been faced. */
  readonly openingLeadFaced: boolean;
  /** The seat to call or play now, or null. */
  turn(): Seat | null;
  /** Truthy when the laws require `seat` to pass at his next turn. */
  mustPass(seat: Seat): unknown;
}

/** The answer: granted or not, the law that decides, and (when refused) why, in English citing it. */
export interface QuestionRight {
  /** Whether the player may ask now. */
  readonly granted: boolean;
  /** The law that grants or denies the request; absent once play has ended (nothing left to protect). */
  readonly law?: string;
  /** Why not, citing the law (only when refused). */
  readonly reason?: string;
}

const yes = (law: string): QuestionRight => ({ granted: true, law });
const no = (law: string, reason: string): QuestionRight => ({ granted: false, law, reason: `${reason} (Law ${law})` });

/** Whether `seat` has played a card yet (declarer counts the cards he played from dummy: his first turn, 20C2). */
function hasPlayed(t: QuestionTable, seat: Seat): boolean {
  const own = seat === t.declarer && t.dummy ? [seat, t.dummy] : [seat];
  return t.tricks.some((k) => k.plays.some((p) => own.includes(p.seat)));
}

/** The player at his turn to play: declarer when the card is due from his hand or dummy's (20F2). */
function atTurnToPlay(t: QuestionTable, seat: Seat): boolean {
  const turn = t.turn();
  if (turn === null || seat === t.dummy) return false;
  return turn === seat || (seat === t.declarer && turn === t.dummy);
}

/** A face-down opening lead lies on the table (Law 41A): the clarification period lasts (41B). */
const faceDownLead = (t: QuestionTable): boolean =>
  t.phase === 'clarification' && t.tricks.length > 0 && t.tricks[0].plays.length > 0;

/**
 * Law 20B, 20C, 41B: may `seat` have the whole auction restated now? During the auction, the player
 * in turn unless the laws require him to pass (20B); after the final pass, the defender to lead
 * (2017 20C1; 2007, his first turn to play, 20C2); after a face-down opening lead, the leader's
 * partner and presumed declarer (41B); during the play, declarer or a defender at his first turn
 * to play — declarer's first turn is normally from dummy (20C2).
 */
export function reviewRight(t: QuestionTable, seat: Seat): QuestionRight {
  switch (t.phase) {
    case 'auction':
      if (t.turn() !== seat) return no('20B', `${seat} may ask for a review only at his own turn to call`);
      if (t.mustPass(seat)) return no('20B', `${seat} is required to pass and has no right to a review`);
      return yes('20B');
    case 'clarification': {
      if (faceDownLead(t)) {
        const leader = t.declarer ? lho(t.declarer) : null;
        return leader && (seat === partner(leader) || seat === t.declarer)
          ? yes('41B')
          : no('41B', `after the face-down opening lead only the leader's partner and presumed declarer may ask`);
      }
      const law = t.edition === '2007' ? '20C2' : '20C1';
      return t.declarer && seat === lho(t.declarer)
        ? yes(law)
        : no(law, 'after the final pass only the defender who is to lead may ask for a review');
    }
    case 'play':
      if (!atTurnToPlay(t, seat) || hasPlayed(t, seat))
        return no('20C2', `${seat} may ask for a review only at his first turn to play`);
      return yes('20C2');
    case 'ended':
      return { granted: true };
  }
}

/**
 * Law 20F1, 20F2, 41B: may `seat` ask now about the opponents' auction (or, declarer in play, their
 * agreements)? During the auction, the player at his turn to call — in 2017 not when the laws
 * require him to pass (20F1's footnote; 2007 has no such exception); after the final pass and in
 * the play, a defender at his turn to play, and declarer when a card is due from his hand or
 * dummy (20F2); after a face-down opening lead, the leader's partner and presumed declarer (41B).
 */
export function explainRight(t: QuestionTable, seat: Seat): QuestionRight {
  switch (t.phase) {
    case 'auction':
      if (t.turn() !== seat) return no('20F1', `${seat} may ask for an explanation only at his own turn to call`);
      if (t.edition === '2017' && t.mustPass(seat))
        return no('20F1', `${seat} is required to pass and may not ask for an explanation`);
      return yes('20F1');
    case 'clarification':
      if (faceDownLead(t)) return reviewRight(t, seat);
      return t.declarer && seat === lho(t.declarer)
        ? yes('20F2')
        : no('20F2', 'before the opening lead only the defender on lead is at his turn to play');
    case 'play':
      return atTurnToPlay(t, seat)
        ? yes('20F2')
        : no('20F2', `${seat} may ask for an explanation only at his own turn to play`);
    case 'ended':
      return { granted: true };
  }
}

/** Law 20F3: the one call asked about must be an opponent's call that stands. */
export function isOpponentsCall(
  calls: readonly { readonly event: number; readonly seat: Seat; readonly stands: boolean }[],
  seat: Seat,
  event: number,
): boolean {
  const c = calls.find((r) => r.event === event);
  return c !== undefined && c.stands && sideOf(c.seat) !== sideOf(seat);
}

/** Whether a correction of an explanation comes before, at or after the moment the laws set for it. */
export type CorrectionTiming = 'early' | 'right' | 'late';

/** The answer of {@link correctionTime}: when, the law that says so, and why, citing it. */
export interface CorrectionTime {
  readonly timing: CorrectionTiming;
  readonly law: string;
  readonly reason: string;
}

/**
 * Laws 20F4, 20F5, 75B: is now the moment for `seat` to correct the explanation of his side's call made by `bidder`?
 * The explainer (the bidder's partner) corrects his own mistake whenever he finds it — in the auction or the
 * clarification period under 20F4 (2017: by the end of that period, sooner allowed; 2007: immediately), in the play
 * under 75B2 (2007 still 20F4). The bidder never corrects partner's explanation during the auction (20F5(a)); as
 * declarer or dummy he does so after the final pass, before the opening lead is faced (20F5(b)(ii)); as a defender
 * only once play is over (20F5(b)(i)). `own`: the bidder explained his call himself (an online table), so he is the
 * explainer correcting his own explanation.
 */
export function correctionTime(t: QuestionTable, seat: Seat, bidder: Seat, own = false): CorrectionTime {
  if (own || seat !== bidder) {
    const inPlay = t.phase === 'play' || t.phase === 'ended';
    const law = inPlay && t.edition === '2017' ? '75B2' : '20F4';
    const whose = own ? 'his own call' : "his partner's call";
    return { timing: 'right', law, reason: `${seat} corrects his own explanation of ${whose} (Law ${law})` };
  }
  if (t.phase === 'auction')
    return {
      timing: 'early',
      law: '20F5(a)',
      reason: `${seat} may not correct his partner's explanation of his call during the auction (Law 20F5(a))`,
    };
  const declaring = t.declarer !== null && sideOf(t.declarer) === sideOf(seat);
  if (declaring) {
    const timing: CorrectionTiming = t.phase === 'clarification' ? 'right' : 'late';
    return {
      timing,
      law: '20F5(b)(ii)',
      reason:
        timing === 'right'
          ? `${seat}, of declarer's side, corrects his partner's explanation after the final pass (Law 20F5(b)(ii))`
          : `${seat}, of declarer's side, should have corrected his partner's explanation right after the final pass (Law 20F5(b)(ii))`,
    };
  }
  const timing: CorrectionTiming = t.phase === 'ended' ? 'right' : 'early';
  return {
    timing,
    law: '20F5(b)(i)',
    reason:
      timing === 'right'
        ? `${seat}, a defender, corrects his partner's explanation once play is over (Law 20F5(b)(i))`
        : `${seat}, a defender, may correct his partner's explanation only when play is over (Law 20F5(b)(i))`,
  };
}

/** Laws 20F4, 20F5: who made the call at `event` when it is a standing call of `seat`'s own side, else null. */
export function ownSidesCaller(
  calls: readonly { readonly event: number; readonly seat: Seat; readonly stands: boolean }[],
  seat: Seat,
  event: number,
): Seat | null {
  const c = calls.find((r) => r.event === event);
  return c !== undefined && c.stands && sideOf(c.seat) === sideOf(seat) ? c.seat : null;
}
