/**
 * Effect builders shared by the auction and play rules. Every effect carries a short English
 * explanation in our own words that cites its law (TABLE-LOG.md effect kinds).
 *
 * @laws 12:adjustedScore 16:unauthorizedInfo 26:leadRestriction 50:penaltyCard
 */
import type { Effect, Seat, Suit } from '@stikk/core';

/** An effect requiring `seat` to pass, at his next turn only or for the rest of the auction, under `law`. */
export function mustPass(seat: Seat, scope: 'once' | 'rest-of-auction', law: string, why?: string): Effect {
  const when = scope === 'once' ? 'at his next turn to call' : 'whenever it is his turn for the rest of the auction';
  return {
    kind: 'must-pass',
    seat,
    scope,
    law,
    explanation: `${seat} must pass ${when} (Law ${law})${why ? `: ${why}` : ''}.`,
  };
}

/**
 * A lead restriction (Law 26). `seat` is the player whose lead is restricted: the offender's
 * partner. 2017 26B: declarer may forbid one suit the offender did not specify legally. 2007 26A:
 * declarer may require or forbid the suit(s) of the withdrawn call; 2007 26B: forbid any one suit.
 */
export function leadRestriction(seat: Seat, law: string, offender: Seat, suit?: Suit): Effect {
  const text =
    law === '26A'
      ? `if ${offender} becomes a defender, declarer may at ${seat}'s first lead require or forbid a lead in ${suit ?? 'the suit(s) of the withdrawn call'}; a ban lasts while ${seat} keeps the lead (Law 26A, 2007)`
      : `if ${offender} becomes a defender, declarer may at ${seat}'s first lead forbid the lead of one suit${law === '26B' ? ' not specified in the offender\u2019s legal auction' : ''}; the ban lasts while ${seat} keeps the lead (Law ${law})`;
  return {
    kind: 'lead-restriction',
    seat,
    law,
    ...(suit ? { suit } : {}),
    explanation: text[0].toUpperCase() + text.slice(1) + '.',
  };
}

/** Law 16C (2007 16D): the offending side holds unauthorized information from a withdrawn action. */
export function unauthorizedInfo(holders: Seat[], from: number, law: string, what: string): Effect {
  return {
    kind: 'ui',
    law,
    holders,
    from,
    explanation: `Information from ${what} (event ${from}) is unauthorized for ${holders.join(' and ')} and authorized for the other side (Law ${law}).`,
  };
}

/** The director must adjust, or consider adjusting, the score (Law 12 via the law cited). */
export function adjustedScore(law: string, why: string): Effect {
  return {
    kind: 'adjusted-score',
    law,
    explanation: `The director adjusts the score under Law 12C1 (Law ${law}): ${why}.`,
  };
}

/** An effect leaving `card` of `seat` on the table as a major or minor penalty card (Law 50). */
export function penaltyCard(seat: Seat, card: string, major: boolean, law: string): Effect {
  return {
    kind: 'penalty-card',
    seat,
    card,
    major,
    law,
    explanation: `${card} becomes a ${major ? 'major' : 'minor'} penalty card of ${seat} (Law ${law}, Law 50).`,
  };
}
