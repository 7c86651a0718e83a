/**
 * Information the director rules on at any moment of the board, from findings (EXTENSIONS.md):
 * extraneous information from partner (Law 16B) and mistaken explanations (Laws 20F, 21B, 75).
 * Both editions read the same here: 2007 16B1–16B3 and 75A–C match 2017 in substance (2007 told
 * 75 through an example; the 2017 20F4 deadline is the end of the clarification period, 2007's
 * "immediately" — the director is called when the log says so, so the deadline is the table's).
 *
 * A player's own correction of an explanation (the `correct` event, Laws 20F4 and 20F5) is timed by core's
 * `correctionTime`; here it becomes a ruling: a correction made before the laws allow it (20F5) gives partner
 * unauthorized information, one made too late (20F5(b)(ii)) is an infraction, and the director's later finding
 * `mistakenExplanation` is about the explanation corrected.
 *
 * @laws 16B:extraneousInfo 20F:correction 75:explanation
 */
import {
  correctionTime,
  ownSidesCaller,
  partner,
  type DirectorRules,
  type Effect,
  type Seat,
  type Table,
  type TableEvent,
} from '@stikk/core';
import { adjustedScore } from '../framework/effects.js';
import { stateOf } from '../auction/state.js';

/** The board's record of extraneous information found so far (16B1), newest last. */
interface InformationState {
  found: { from: Seat; holder: Seat; event: number; used: boolean }[];
  /**
   * Corrections of an explanation (20F4, 20F5) not yet ruled on by the director (75B/75C), oldest first. `own`: the
   * explainer explained his own call (an online table), so his partner never heard the explanation.
   */
  corrections?: { explainer: Seat; call: number; own?: true }[];
}

declare module '@stikk/core' {
  interface DirectorData {
    /** Laws 16B and 75: what the director found about information at this table (this module). */
    information?: InformationState;
  }
}

function infoState(m: Table): InformationState {
  let s = m.director.information;
  if (!s) {
    s = { found: [] };
    m.director.information = s;
  }
  return s;
}

/** The event of `seat`'s last call or card before event `before`: what the extraneous information came with. */
function lastActOf(m: Table, seat: Seat, before: number): number {
  let at = -1;
  for (const c of m.calls) if (c.seat === seat && c.event < before && c.event > at) at = c.event;
  for (const t of m.tricks)
    for (const p of t.plays) if (p.seat === seat && p.event < before && p.event > at) at = p.event;
  return at >= 0 ? at : before;
}

/** The call an explanation was about: the bidder's last alerted or explained call, else his last call. */
function explainedCall(m: Table, bidder: Seat, before: number): number {
  let at = -1;
  for (const c of m.calls)
    if (c.seat === bidder && c.event < before && (c.alert || c.explanation !== undefined) && c.event > at) at = c.event;
  return at >= 0 ? at : lastActOf(m, bidder, before);
}

function uiEffect(holder: Seat, from: number, law: string, explanation: string): Effect {
  return { kind: 'ui', seat: holder, holders: [holder], from, law, explanation };
}

/**
 * Law 16B1: the director finds that `uiFrom` passed extraneous information (a hesitation, a remark, haste…) to his
 * partner: it is unauthorized for the partner, and nothing else happens now. 16B1(a)/16B3: later, `uiUsed` says the
 * partner chose what it demonstrably suggested over a logical alternative; the director adjusts (12C1) unless the
 * offenders gained nothing (`nosDamaged: false`).
 */
function extraneousInfo(m: Table, f: TableEvent & { kind: 'director' }, index: number): void {
  const st = infoState(m);
  const from = f.findings.uiFrom;
  if (from) {
    const holder = partner(from);
    const event = lastActOf(m, from, index);
    st.found.push({ from, holder, event, used: false });
    m.addRuling({
      law: '16B1',
      event,
      effects: [
        uiEffect(
          holder,
          event,
          '16B1',
          `the extraneous information ${from} gave (event ${event}) is unauthorized for ${holder}: he may not choose a call or play it demonstrably suggests over a logical alternative (Law 16B1)`,
        ),
      ],
      explanation: `${from} passed extraneous information to his partner; the director may adjust at the end of play (Law 16B)`,
    });
  }
  if (f.findings.uiUsed === true) {
    const last = [...st.found].reverse().find((x) => !x.used);
    if (!last) return;
    last.used = true;
    const gained = f.findings.nosDamaged !== false;
    m.addRuling({
      law: '16B3',
      event: last.event,
      effects: gained
        ? [adjustedScore('16B3', `${last.holder} chose an action the unauthorized information demonstrably suggested`)]
        : [],
      explanation: gained
        ? `${last.holder} used unauthorized information from ${last.from}: the director adjusts the score (Laws 16B1(a), 16B3, 12C1)`
        : `${last.holder} used unauthorized information, but his side gained nothing from it: the score stands (Law 16B3)`,
    });
  }
}

/**
 * Laws 20F4/20F5 and 75: the director rules on an explanation `explainedBy` gave of his partner's call. 75C (the call
 * was the mistake): no infraction, nothing to correct. 75B (the explanation was): the explainer's partner, hearing it,
 * holds unauthorized information (75A); during the auction period the misinformed opponent may still change his last
 * call if his partner has not called since (21B1, a `change` event); once play has begun it is too late to change and
 * the director adjusts if the misinforming side gained (21B3).
 */
function explanation(m: Table, f: TableEvent & { kind: 'director' }, index: number): void {
  const wrong = f.findings.mistakenExplanation;
  if (wrong === undefined) return;
  // Without `explainedBy`, the finding is about the oldest correction the director has not ruled on yet.
  const st = infoState(m);
  const corrected = f.findings.explainedBy === undefined ? st.corrections?.shift() : undefined;
  const by = f.findings.explainedBy ?? corrected?.explainer;
  if (!by) return;
  const own = corrected?.own === true;
  const bidder = own ? by : partner(by);
  const call = corrected ? corrected.call : explainedCall(m, bidder, index);
  if (!wrong) {
    m.addRuling({
      law: '75C',
      event: call,
      effects: [],
      explanation: own
        ? `${by} explained his call correctly at first: the agreement was as he first said, so his correction was the mistake; no infraction, the result stands (Law 75C)`
        : `${by} explained the agreement correctly and ${bidder}'s call was the mistake: no infraction and no correction; the result stands (Law 75C)`,
    });
    return;
  }
  // An explanation of one's own call written for the opponents only (online) never reached partner: no 75A.
  const effects: Effect[] = own
    ? []
    : [
        uiEffect(
          bidder,
          call,
          '75A',
          `${bidder} heard ${by}'s mistaken explanation of his call: what it tells him is unauthorized (Law 75A; Law 16B)`,
        ),
      ];
  const late = m.phase === 'play' || m.phase === 'ended';
  if (late && f.findings.nosDamaged !== false)
    effects.push(adjustedScore('21B3', 'the explanation was corrected too late to change a call'));
  if (!late && f.findings.nosDamaged === undefined) {
    // 21B1: the change of call that may follow is ruled under misinformation (the auction director's Law 21B).
    const a = stateOf(m);
    if (!a.opens.some((o) => !o.done)) a.floating = { ...a.floating, misinformation: true };
  }
  m.addRuling({
    law: '75B',
    event: call,
    effects,
    explanation: late
      ? `${by}'s explanation did not match the agreement (Law 75B); it is too late to change a call, so the director adjusts if the other side was damaged (Law 21B3)`
      : `${by}'s explanation did not match the agreement (Law 75B): the opponents may change a call made after it while their partner has not called since (Law 21B1)`,
  });
}

/**
 * Laws 20F4, 20F5: a player corrects the explanation of his side's call at event `ev.call`. The explainer doing so
 * (20F4; 2017 75B2 in the play) does his duty, and the director applies 21B (2017 also 40B3, 2007 40B4). The bidder
 * correcting his partner's explanation early — in the auction (20F5(a)), or as a defender before play is over
 * (20F5(b)(i)) — tells partner of the misunderstanding: unauthorized for him (16B), adjusted if used (16B3, `uiUsed`).
 * Declarer or dummy correcting only in the play (20F5(b)(ii)) is late: no call can change, so 21B3 follows the
 * director's finding. Either way the director's next `mistakenExplanation` is about this explanation.
 */
function correction(m: Table, ev: TableEvent & { kind: 'correct' }, index: number): void {
  const bidder = ownSidesCaller(m.calls, ev.seat, ev.call);
  if (!bidder) return;
  const st = infoState(m);
  const own = ev.own === true;
  const explainer = own ? bidder : partner(bidder);
  (st.corrections ??= []).push(own ? { explainer, call: ev.call, own } : { explainer, call: ev.call });
  const time = correctionTime(m, ev.seat, bidder, own);
  const effects: Effect[] = [];
  let explanation: string;
  if (own) {
    const also = m.edition === '2007' ? '40B4' : '40B3';
    explanation =
      time.law === '75B2'
        ? `${ev.seat} found in the play that his written explanation of his own call (event ${ev.call}) was wrong and corrects it, calling the director (Law 75B2); no call can change now, so the director adjusts if the opponents were damaged (Law 21B3)`
        : `${ev.seat} corrects his written explanation of his own call (event ${ev.call}) and the director is called (Law 20F4): he applies Law 21B or ${also}`;
  } else if (ev.seat === explainer) {
    const also = m.edition === '2007' ? '40B4' : '40B3';
    explanation =
      time.law === '75B2'
        ? `${ev.seat} found his mistaken explanation of ${bidder}'s call (event ${ev.call}) in the play and corrects it at once (Law 75B2); no call can change now, so the director adjusts if the opponents were damaged (Law 21B3)`
        : `${ev.seat} corrects his own explanation of ${bidder}'s call (event ${ev.call}) and the director is called (Law 20F4): he applies Law 21B or ${also}`;
  } else if (time.timing === 'early') {
    const holder = explainer;
    st.found.push({ from: ev.seat, holder, event: index, used: false });
    effects.push(
      uiEffect(
        holder,
        index,
        time.law,
        `${ev.seat} corrected ${holder}'s explanation before the laws allow it (Law ${time.law}): what he said is unauthorized for ${holder} (Law 16B)`,
      ),
    );
    explanation = `${time.reason}; what he said is unauthorized for ${holder}, and the director adjusts if ${holder} uses it (Laws 16B, 12C1)`;
  } else if (time.timing === 'late')
    explanation = `${time.reason}: too late for any call to change, so the director adjusts if the opponents were damaged (Law 21B3)`;
  else explanation = `${time.reason}, and the director rules on the explanation (Laws 75B, 21B)`;
  m.addRuling({ law: time.law, event: index, effects, explanation });
}

/** The information rules (Laws 16B, 20F, 75) as core {@link DirectorRules}: director events and corrections. */
export const informationRules: DirectorRules = {
  afterEvent(m, ev, i) {
    if (ev.kind === 'correct') correction(m, ev, i);
    if (ev.kind !== 'director') return;
    extraneousInfo(m, ev, i);
    explanation(m, ev, i);
  },
};
