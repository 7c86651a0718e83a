/**
 * Information the director rules on at any moment of the board, from findings (EXTENSIONS.md):
 * extraneous information from partner (Law 16B) and mistaken explanations (Laws 20F, 21B, 75).
 * Both editions read the same here: 2007 16B1–16B3 and 75A–C match 2017 in substance (2007 told
 * 75 through an example; the 2017 20F4 deadline is the end of the clarification period, 2007's
 * "immediately" — the director is called when the log says so, so the deadline is the table's).
 *
 * @laws 16B:extraneousInfo 75:explanation
 */
import { partner, type DirectorRules, type Effect, type Seat, type Table, type TableEvent } from '@stikk/core';
import { adjustedScore } from '../framework/effects.js';
import { stateOf } from '../auction/state.js';

/** The board's record of extraneous information found so far (16B1), newest last. */
interface InformationState {
  found: { from: Seat; holder: Seat; event: number; used: boolean }[];
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
  const by = f.findings.explainedBy;
  const wrong = f.findings.mistakenExplanation;
  if (!by || wrong === undefined) return;
  const bidder = partner(by);
  const call = explainedCall(m, bidder, index);
  if (!wrong) {
    m.addRuling({
      law: '75C',
      event: call,
      effects: [],
      explanation: `${by} explained the agreement correctly and ${bidder}'s call was the mistake: no infraction and no correction; the result stands (Law 75C)`,
    });
    return;
  }
  const effects: Effect[] = [
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

/** The information rules (Laws 16B, 20F, 75) as core {@link DirectorRules}: they act on director events only. */
export const informationRules: DirectorRules = {
  afterEvent(m, ev, i) {
    if (ev.kind !== 'director') return;
    extraneousInfo(m, ev, i);
    explanation(m, ev, i);
  },
};
