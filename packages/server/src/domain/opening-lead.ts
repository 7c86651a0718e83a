/**
 * The opening lead of an entered result against the board's deal (Law 41A), in one place for the table terminal,
 * a teams late play and the director's correction.
 */
import { holderOf, lho, parseCard, partner, unwrap, type Deal, type Seat } from '@stikk/core';
import { type ApiFailure, badRequest } from '../http/errors.js';

/**
 * Who may have made the lead: `'leader'` — declarer's left-hand opponent only (a table entering its own result);
 * `'defender'` — either defender (a director's correction: a lead out of turn accepted by declarer, Law 54, came
 * from declarer's right-hand opponent).
 */
export type LeadBy = 'leader' | 'defender';

/**
 * Why `lead` cannot have been the opening lead of a contract played by `declarer` on `deal`, as the 400
 * `lead-not-in-hand` failure (field `lead`, Law 41A); `null` when it can. Only for a caller who may see the deal.
 */
export function openingLeadFailure(deal: Deal, declarer: Seat, lead: string, by: LeadBy): ApiFailure | null {
  const leader = lho(declarer);
  const holder = holderOf(deal, unwrap(parseCard(lead)));
  if (holder === leader) return null;
  if (by === 'leader')
    return badRequest(
      'lead-not-in-hand',
      `lead: ${lead} is not in ${leader}'s hand (the opening leader, Law 41A)`,
      'lead',
      '41A',
    );
  if (holder !== declarer && holder !== partner(declarer)) return null;
  return badRequest(
    'lead-not-in-hand',
    `lead: ${lead} is in ${holder}'s hand, on declarer's side; the opening lead is a defender's card (Law 41A)`,
    'lead',
    '41A',
  );
}
