/**
 * Claims and concessions (Laws 68–71) in one place: what the play director's router
 * (../play/index.ts) calls at each event, and the claim API other packages use (the adjudication
 * search, the statement reader, Law 69B's procedure for the scoring desk).
 *
 * - law68-claim-concession.ts: a claim or concession made, 68B2, play on (68D2), dummy (68, 69A)
 * - law69-agreement.ts: agreement by silence (69A), withdrawal within the correction period (69B)
 * - law70-adjudication.ts, law70-claim-search.ts: a disputed claim adjudicated (70)
 * - law71-concession-cancelled.ts: a conceded trick that could not be lost (71)
 * - law70-disputed-claim-open.ts, law69b-withdrawal-open.ts: what the table sees while each waits
 * - search-cache.ts: the claim searches a caller keeps between folds
 *
 * @laws 68:claimBeforeEvent 69:claimAfterEvent 70:claimOnDirector,refreshClaimPending 71:claimOnDirector
 */
import type { Table, TableEvent } from '@stikk/core';
import { playState } from '../play/context.js';
import { onAgreeSameSide, onClaimOrConcession, refuseDummyClaimAct } from './law68-claim-concession.js';
import { agreedBySilence, noteAgreement, onWithdrawal, ruleWithdrawal } from './law69-agreement.js';
import { adjudicate, awardOptions, law70cArises } from './law70-adjudication.js';
import { law71 } from './law71-concession-cancelled.js';

export {
  adjudicateClaim,
  type ClaimAdjudication,
  type ClaimLineStep,
  type ClaimPolicy,
  type ClaimPosition,
} from './law70-claim-search.js';
export { readStatement, type StatementPlan } from './law70-adjudication.js';
export {
  withdrawAgreement,
  type WithdrawAgreementInput,
  type WithdrawAgreementOutcome,
} from './law69-agreement.js';
export { playAfterClaim } from './law68-claim-concession.js';
export type { ClaimSnapshot } from './state.js';
export {
  claimSearchCache,
  withClaimSearches,
  type ClaimSearchAnswer,
  type ClaimSearches,
} from './search-cache.js';

const inPlay = (m: Table): boolean => m.phase === 'play' || m.phase === 'clarification';

/** Claims, concessions and agreements before the core applies them; true when handled here. */
export function claimBeforeEvent(m: Table, ev: TableEvent, i: number): boolean {
  refuseDummyClaimAct(m, ev); // Laws 68, 69A (online)
  if (ev.kind === 'claim' || ev.kind === 'concede') {
    if (inPlay(m)) onClaimOrConcession(m, ev, i);
    return false;
  }
  if (ev.kind === 'agree') return onWithdrawal(m, ev, i) || onAgreeSameSide(m, ev, i);
  return false;
}

/** After an event: agreement by conduct or by silence (69A). */
export function claimAfterEvent(m: Table, ev: TableEvent): void {
  if (ev.kind === 'marker') agreedBySilence(m, ev);
  if (ev.kind === 'agree') noteAgreement(m, ev);
}

/**
 * The director is at the table. Before the play ended: a claim is disputed and adjudicated (70;
 * 2007: also one played on, 70D3). After it: Law 71 for a concession, Law 69B for a withdrawn
 * agreement. Returns true when the tricks changed after play ended (the caller rescores).
 */
export function claimOnDirector(m: Table): boolean {
  const st = playState(m);
  if (m.phase === 'ended') {
    let changed = false;
    if (st.concession) {
      law71(m, st.concession.seat, st.concession.kept);
      st.concession = null;
      changed = true;
    }
    if (ruleWithdrawal(m)) changed = true;
    return changed;
  }
  if (m.claim && m.phase === 'play') {
    if (!m.claim.disputed) m.disputeClaim();
    adjudicate(m);
  } else if (st.claimPlayedOn && st.claimSnapshot && m.edition === '2007') {
    // 2007: play should have stopped (68D); what was played is only evidence (70D3).
    if (adjudicate(m)) st.claimPlayedOn = false;
  }
  return false;
}

/** Keeps a disputed claim's `pending` in step (the 70C finding, a hand award); false when none. */
export function refreshClaimPending(m: Table): boolean {
  const st = playState(m);
  if (m.pending && (m.pending.kind === 'claim-disputed' || m.pending.kind === 'claim') && !m.claim) {
    m.setPending(null);
    return true;
  }
  if (!(m.pending && m.claim?.disputed && m.pending.kind === 'claim-disputed' && st.claimSnapshot)) return false;
  const needs = law70cArises(m, st.claimSnapshot) && m.findings.unawareOfTrump === undefined ? ['unawareOfTrump'] : [];
  if (st.claimByHand)
    m.setPending({ ...m.pending, law: '70', needs: ['option'], options: awardOptions(st.claimSnapshot) });
  else
    m.setPending({
      ...m.pending,
      law: needs.length ? '70C' : '70',
      needs,
      options: m.edition === '2017' ? ['adjudicate', 'play-on'] : ['adjudicate'],
    });
  return true;
}
