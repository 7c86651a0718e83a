/**
 * Law 69: agreement to a claim or concession. 69A: the opponents agree, or make no objection
 * before a call on the next board or the end of the round — the board is scored as if the tricks
 * had been played (the core credits them; here the agreement by silence and the record of it).
 * 69B: within the correction period the side that agreed may withdraw its agreement for a trick it
 * had won or would likely have won had play continued; the director gives it those tricks and the
 * board is rescored. In a table log the withdrawal is an `agree: false` by that side after the
 * claim was agreed; the next director event rules on it.
 *
 * @laws 69:agreedBySilence,noteAgreement,onWithdrawal,ruleWithdrawal,withdrawAgreement
 */
import {
  ok,
  otherSide,
  sideOf,
  SIDES,
  type Edition,
  type Result,
  type Side,
  type Table,
  type TableEvent,
  type TricksBySide,
} from '@stikk/core';
import { msg } from '../framework/messages.js';
import { playState, useFindings } from '../play/context.js';
import { establishAll } from '../play/law61-64-revokes.js';
import { badInput, flag, procedure, step, type Procedure } from '../play/procedure.js';
import { claimPosition, searchClaim } from './law70-adjudication.js';
import { giveTricksBack } from './tricks-back.js';

type AgreeEvent = Extract<TableEvent, { kind: 'agree' }>;
type MarkerEvent = Extract<TableEvent, { kind: 'marker' }>;

/**
 * 69A: the claimer's opponents made no objection before a call on the next board (or before the
 * round ended): the claim is agreed; it establishes the revokes (63A4 in 2017, 63A3 in 2007).
 */
export function agreedBySilence(m: Table, ev: MarkerEvent): void {
  const c = m.claim;
  if (
    !c ||
    c.disputed ||
    m.phase !== 'play' ||
    !(
      (ev.marker === 'next-board-call' && ev.side !== undefined && ev.side !== sideOf(c.seat)) ||
      ev.marker === 'round-ended'
    )
  )
    return;
  m.addRuling({
    law: '69A',
    event: c.event,
    effects: [],
    explanation: `nobody objected to ${c.seat}'s claim before ${ev.marker === 'round-ended' ? 'the round ended' : 'the next board'}: it is agreed (Law 69A${m.edition === '2017' ? '; revokes are established, 63A4' : ''})`,
  });
  establishAll(m);
  const event = c.event;
  m.settleClaim(sideOf(c.seat), c.tricks);
  playState(m).claimAgreed = event;
}

/** After an `agree` event: the opponents' agreement settled the claim (69A) — remembered for 69B. */
export function noteAgreement(m: Table, ev: AgreeEvent): void {
  const st = playState(m);
  const snap = st.claimSnapshot;
  if (!ev.agree || m.claim || m.phase !== 'ended' || !snap || sideOf(ev.seat) === sideOf(snap.seat)) return;
  if (!st.facedHands.some((f) => f.event === snap.event)) return; // a concession, not a claim
  st.claimAgreed ??= snap.event;
}

/**
 * 69B: an `agree: false` by the side that agreed to the claim, after it was agreed, withdraws the
 * agreement. The director rules at his next event. Returns true when the event was that.
 */
export function onWithdrawal(m: Table, ev: AgreeEvent, i: number): boolean {
  const st = playState(m);
  const snap = st.claimSnapshot;
  if (ev.agree || m.claim || !snap || st.claimAgreed !== snap.event || st.withdrawal) return false;
  if (sideOf(ev.seat) === sideOf(snap.seat) || ev.seat === m.dummy) return false;
  st.withdrawal = { seat: ev.seat, event: i };
  st.pend = { type: 'claim-withdrawn', seat: ev.seat, event: i };
  m.setStatus(i, 'stands', '69B');
  return true;
}

/**
 * The director rules on a withdrawn agreement: the withdrawing side gets every trick it would
 * have won had play continued with the claimer playing his best normal line and the side its best
 * defence (69B2; `option: "award:N"`, the claimer's tricks, is the director's own judgment). The
 * tricks pass to it and the caller rescores. Returns whether it ruled.
 */
export function ruleWithdrawal(m: Table): boolean {
  const st = playState(m);
  const w = st.withdrawal;
  const snap = st.claimSnapshot;
  if (!w || !snap) return false;
  const claimer: Side = sideOf(snap.seat);
  const manual = /^award:(\d{1,2})$/.exec(m.findings.option ?? '');
  let value: number | null = manual && Number(manual[1]) <= snap.tricks ? Number(manual[1]) : null;
  if (value !== null) useFindings(m, 'option');
  else {
    const res = searchClaim(
      m,
      claimPosition(m, snap, claimer),
      { allTricks: false, drawTrumpsFirst: false, finesseSuits: 0, topDown: false, claimerBest: true },
      snap.tricks,
    );
    if (!res) return false; // too big to search: the director gives `award:N`
    value = res.tricks;
  }
  const back = Math.max(0, snap.tricks - value);
  const side = otherSide(claimer);
  if (back > 0) giveTricksBack(m, claimer, back);
  m.addRuling({
    law: back > 0 ? '69B2' : '69B',
    event: w.event,
    effects: [],
    explanation:
      back > 0
        ? `${w.seat} withdrew the agreement to ${snap.seat}'s claim within the correction period: ${side} would likely have won ${back} more trick${back > 1 ? 's' : ''} had play continued; the board is scored anew (Law 69B2)`
        : `${w.seat} withdrew the agreement to ${snap.seat}'s claim, but gave up no trick the side would likely have won: the agreement stands (Law 69B)`,
    message:
      back > 0
        ? msg('claim.withdrawal-upheld', { seat: w.seat, count: back })
        : msg('claim.agreement-stands', { seat: w.seat }),
  });
  st.withdrawal = null;
  if (st.pend?.type === 'claim-withdrawn') st.pend = null;
  return true;
}

/** Facts for {@link withdrawAgreement} (Law 69B): the side, the agreed tricks, and the tricks in question. */
export interface WithdrawAgreementInput {
  readonly edition: Edition;
  /** The side that agreed to the opponents' claim or concession and now withdraws. */
  readonly side: Side;
  /** Tricks as agreed. */
  readonly agreed: TricksBySide;
  /** Still within the correction period of Law 79C. */
  readonly withinCorrectionPeriod: boolean;
  /** 69B1: tricks the side agreed to lose although it had already won them. */
  readonly alreadyWon: number;
  /** 69B2: tricks it agreed to lose that it would likely have won had play continued (director's judgment). */
  readonly likelyWon: number;
}

/** The director's procedure under Law 69B with the tricks each side ends with. */
export interface WithdrawAgreementOutcome extends Procedure {
  readonly tricks: TricksBySide;
}

/** Law 69B: agreement to a claim or concession withdrawn within the correction period. */
export function withdrawAgreement(input: WithdrawAgreementInput): Result<WithdrawAgreementOutcome> {
  const ed = input.edition;
  for (const s of SIDES)
    if (!Number.isInteger(input.agreed[s]) || input.agreed[s] < 0)
      return badInput('bad-tricks', `agreed.${s} must be a number of tricks`, '69B', `agreed.${s}`);
  if (input.agreed.NS + input.agreed.EW !== 13)
    return badInput('bad-tricks', 'the agreed tricks must add up to 13', '69B', 'agreed');
  for (const k of ['alreadyWon', 'likelyWon'] as const)
    if (!Number.isInteger(input[k]) || input[k] < 0)
      return badInput('bad-tricks', `${k} must be a whole number of tricks`, '69B', k);
  if (!input.withinCorrectionPeriod)
    return badInput(
      'after-correction-period',
      'agreement to a claim or concession may be withdrawn only within the correction period (Laws 69B, 79C)',
      '69B',
      'withinCorrectionPeriod',
    );
  const n = input.alreadyWon + input.likelyWon;
  const opp = otherSide(input.side);
  if (n > input.agreed[opp])
    return badInput('bad-tricks', 'more tricks restored than the opponents were credited with', '69B', 'likelyWon');
  if (n === 0)
    return ok({
      ...procedure(
        ed,
        '69B',
        'agreement-stands',
        [
          step(
            '69B',
            'stands',
            'The side agreed to lose no trick it had won or would likely have won: the agreement stands.',
          ),
        ],
        [],
      ),
      tricks: { ...input.agreed },
    });
  const tricks: TricksBySide =
    input.side === 'NS'
      ? { NS: input.agreed.NS + n, EW: input.agreed.EW - n }
      : { NS: input.agreed.NS - n, EW: input.agreed.EW + n };
  const steps = [];
  if (input.alreadyWon)
    steps.push(
      step('69B1', 'restore-won', `${input.alreadyWon} trick(s) the side had already won are given back to it.`),
    );
  if (input.likelyWon)
    steps.push(
      step(
        '69B2',
        'restore-likely',
        `${input.likelyWon} trick(s) the side would likely have won had play continued are given back to it.`,
      ),
    );
  steps.push(
    step('69B', 'rescore', `The board is scored anew: ${input.side} ${tricks[input.side]}, ${opp} ${tricks[opp]}.`),
  );
  return ok({
    ...procedure(ed, input.alreadyWon ? '69B1' : '69B2', 'agreement-withdrawn', steps, [
      flag(
        'assigned',
        '69B',
        'the result is changed: the tricks go to the side that withdrew its agreement',
        input.side,
      ),
    ]),
    tricks,
  });
}
