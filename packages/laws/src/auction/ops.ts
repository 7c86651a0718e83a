/**
 * Machine operations the auction laws share: classifying a call as made (Laws 17–19, 28A, 35),
 * letting a legal call stand (with Law 17D3), rulings with their effects, the UI ledger (16C),
 * damage reviews (Law 12 via 23C/27D/72C) and Law 26 lead rights.
 *
 * @laws 9:settle,dropCallsMadeIllegal 12:damage,answerReview 16:uiRuling 17:retainedRightToCall 23:damage
 * @laws 26:leadRight,activateLeadRights 28:processCall
 */
import {
  callIllegality,
  classifyCall,
  summarize,
  lho,
  nextSeat,
  partner,
  rho,
  PASS,
  SUITS,
  type Call,
  type AuctionSummary,
  type CallRecord,
  type Effect,
  type Seat,
  type Table,
  cardRankIndex,
  printCard,
} from '@stikk/core';
import { adjustedScore, leadRestriction, mustPass, unauthorizedInfo, penaltyCard } from '../framework/effects.js';
import { stateOf, type CallEvent, type FindingBag, type ExposedDuringAuction } from './state.js';

const NO_EXTRA = {};
/**
 * A call event's alert and explanation, for `Table.recordCall`: every call the laws record keeps
 * them, so a call that stands later (a replacement under Law 27B, say) shows them as made.
 */
export const extraOf = (ev: CallEvent): { alert?: boolean; explanation?: string } =>
  ev.alert === undefined && ev.explanation === undefined
    ? NO_EXTRA
    : {
        ...(ev.alert !== undefined ? { alert: ev.alert } : {}),
        ...(ev.explanation !== undefined ? { explanation: ev.explanation } : {}),
      };

/** Law 18A: a bid above the seventh level. */
export const aboveSeven = (c: Call): boolean => c.type === 'bid' && c.level > 7;

/**
 * A call as made at the table, in the auction period, when no open irregularity claimed it:
 * stands if legal, else recorded and handed to the director as the irregularity it is.
 * Returns the record when the call stands.
 */
export function processCall(m: Table, ev: CallEvent, index: number): CallRecord | null {
  const st = stateOf(m);
  const call = ev.call;
  const extra = extraOf(ev);
  let s = m.auctionSummary();
  const turn = s.turn;
  // Law 38 applies in or out of rotation (classifyCall checks it first); otherwise Law 28A: a call
  // at RHO's turn is in rotation when RHO is obliged by law to pass; the obliged pass is recorded
  // for him (unless that pass would itself end the auction).
  if (!aboveSeven(call) && turn && ev.seat !== turn && ev.seat === lho(turn)) {
    const mp = m.mustPass(turn);
    const wouldEnd = s.lastBid !== null ? s.trailingPasses >= 2 : s.trailingPasses >= 3;
    if (mp && !wouldEnd) {
      const auto = m.recordCall(index, turn, PASS, true);
      standCall(m, auto);
      s = m.auctionSummary();
    }
  }
  const inTurn = ev.seat === s.turn;
  const noDoubleNow = inTurn && !aboveSeven(call) && st.noDoubleAtNextTurn === ev.seat;
  if (noDoubleNow) st.noDoubleAtNextTurn = null;
  const bad = classifyCall(s, ev.seat, call, { mustPass: inTurn ? m.mustPass(ev.seat) : undefined, noDoubleNow });
  if (bad) {
    m.recordCall(index, ev.seat, call, false, extra);
    m.irregular(ev, bad.code, bad.law, bad.message, ev.seat);
    return null;
  }
  const rec = m.recordCall(index, ev.seat, call, true, extra);
  // A legal call appended to the auction cannot make earlier calls illegal: skip that check.
  standCall(m, rec, false);
  return rec;
}

/**
 * A call has just been made to stand: discharge a once-only pass obligation, check 17D3, settle.
 * `recheck`: the calls from this one on are checked again (the calls before it did not change).
 */
export function standCall(m: Table, rec: CallRecord, recheck = true): void {
  const mp = m.mustPass(rec.seat);
  if (mp && mp.scope === 'once' && rec.call.type === 'pass') m.removeRestriction(mp);
  settle(m, recheck ? rec : false);
}

/**
 * Re-derives the end of the auction after the standing calls changed. `recheck`: a call was put
 * back or made to stand out of order, so later calls are checked again (Law 9B2 note below) —
 * all of them, or those from the given record on.
 */
export function settle(m: Table, recheck: boolean | CallRecord = true): void {
  if (recheck) dropCallsMadeIllegal(m, recheck === true ? null : recheck);
  retainedRightToCall(m);
  const was = m.phase;
  if (was === 'ended' && m.tricks.length === 0 && !m.auctionSummary().complete) {
    // A passed-out auction reopened (Laws 22B, 25A): it has no result after all.
    m.reopenPassedOut();
  }
  const owed = m.restrictions.filter((r) => r.kind === 'must-pass');
  m.settleAuction();
  if (was === 'auction' && m.phase !== 'auction') {
    stateOf(m).suspendedPasses = owed.filter((r) => !m.restrictions.includes(r));
    auctionEnded(m);
  }
  if (was !== 'auction' && m.phase === 'auction') auctionReopened(m);
}

/**
 * The auction came back to life after its final pass (a 25A5 change in the clarification period,
 * 22B after a pass-out, 36A found before the opening lead): pass obligations that ended with it
 * are owed again, and Law 26 lead restrictions wait again for the end of the auction.
 */
function auctionReopened(m: Table): void {
  const st = stateOf(m);
  for (const r of st.suspendedPasses) m.addRestriction(r);
  st.suspendedPasses = [];
  for (const r of st.leadRights) {
    if (!r.active) continue;
    r.active = false;
    m.removeRestriction(r.effect);
  }
}

/**
 * Calls made over an irregularity before the director ruled (Law 9B2: nobody should act until
 * then) can become illegal once the ruling puts a call back where it stood, e.g. a bid that is
 * now insufficient. Such a call cannot stand: it and every call after it are cancelled, and the
 * auction resumes from there. Exempt: calls accepted or condoned (27A1, 37A, 2007 Law 36 after
 * the auction period), and an inadmissible double LHO called over (provisional until 36A or 36C).
 */
function dropCallsMadeIllegal(m: Table, from: CallRecord | null): void {
  const st = stateOf(m);
  const provisional = new Set<number>();
  for (const o of st.opens) if (!o.done && o.type === 'inadmissible-double' && o.provisional) provisional.add(o.event);
  const standing = m.standingCalls();
  // The calls before `from` were checked when they came to stand and have not moved since.
  const start = from ? Math.max(0, standing.lastIndexOf(from)) : 0;
  for (let i = start; i < standing.length; i++) {
    const c = standing[i];
    if (provisional.has(c.event)) continue;
    const status = m.statuses[c.event];
    const bad = callIllegality(m.summaryOfFirst(i), c.seat, c.call);
    if (!bad || status?.status === 'accepted') continue;
    for (const c of standing.slice(i)) {
      m.setStands(c, false);
      if (m.statuses[c.event]?.status !== 'cancelled') m.setStatus(c.event, 'cancelled', '9B2');
    }
    return;
  }
}

/**
 * Law 17D3 (2007 17E2, Law 34): three passes do not end the auction when one of them was out of
 * rotation and cost a player his turn. The auction goes back to that player; the passes from the
 * break on are cancelled (the out-of-rotation pass itself came after the skipped turn).
 */
function retainedRightToCall(m: Table): void {
  const s = m.auctionSummary();
  if (!s.complete) return;
  if (!stateOf(m).irregular) return; // only an accepted call out of rotation can skip a turn
  const standing = m.calls.filter((c) => c.stands);
  const k = standing.length - s.trailingPasses;
  let prev: Seat = k === 0 ? rho(m.dealer) : standing[k - 1].seat;
  let br = -1;
  for (let i = k; i < standing.length; i++) {
    if (standing[i].seat !== nextSeat(prev)) {
      br = i;
      break;
    }
    prev = standing[i].seat;
  }
  if (br < 0) return;
  const st = stateOf(m);
  const law = st.profile.retainedCall;
  const offender = standing[br].seat;
  for (let i = br; i < standing.length; i++) {
    m.setStands(standing[i], false);
    m.setStatus(standing[i].event, 'cancelled', law);
  }
  const ui = unauthorizedInfo(
    [offender, partner(offender)],
    standing[br].event,
    st.profile.withdrawnInfo,
    `the passes cancelled under Law ${law}`,
  );
  rule(
    m,
    law,
    standing[br].event,
    [ui],
    `Three passes with one out of rotation do not end the auction; it returns to ${nextSeat(prev)} (Law ${law}).`,
  );
}

/** Adds a ruling. Lead restrictions wait for the end of the auction; pass obligations do not pile up. */
export function rule(m: Table, law: string, event: number, effects: Effect[], explanation?: string): void {
  m.addRuling({ law, event, effects, ...(explanation ? { explanation } : {}) });
  for (const e of effects) {
    if (e.kind === 'lead-restriction') m.removeRestriction(e);
    if (e.kind === 'must-pass') {
      const others = m.restrictions.filter((r) => r !== e && r.kind === 'must-pass' && r.seat === e.seat);
      if (e.scope === 'rest-of-auction') for (const o of others) m.removeRestriction(o);
      else if (others.some((o) => o.scope === 'rest-of-auction')) m.removeRestriction(e);
    }
  }
}

/** Records a Law 16C (2007 16D) ledger entry as its own ruling; returns the effect. */
export function uiRuling(m: Table, offender: Seat, from: number, what: string): Effect {
  const st = stateOf(m);
  const e = unauthorizedInfo([offender, partner(offender)], from, st.profile.withdrawnInfo, what);
  m.addRuling({ law: st.profile.withdrawnInfo, event: from, effects: [e] });
  st.reviews.push({
    law: st.profile.uiDamage,
    event: from,
    why: `the offenders used unauthorized information from ${what}`,
    closed: false,
    ui: true,
  });
  return e;
}

/**
 * A damage review the law sends the director to (23C, 27D, 72C, 21B3…): with `nosDamaged` already
 * found, the adjusted-score effect; otherwise the review waits for the end-of-play finding.
 */
export function damage(m: Table, f: FindingBag, law: string, event: number, why: string): Effect[] {
  const st = stateOf(m);
  const d = f.nosDamaged;
  delete f.nosDamaged;
  st.reviews.push({ law, event, why, closed: d !== undefined });
  return d === true ? [adjustedScore(law, why)] : [];
}

/** An end-of-play damage finding given when nothing is open: it answers the latest open review. */
export function answerReview(m: Table, damaged: boolean): boolean {
  const st = stateOf(m);
  const open = [...st.reviews].reverse().filter((x) => !x.closed);
  const r = open.find((x) => !x.ui) ?? open[0];
  if (!r) return false;
  if (damaged) {
    r.closed = true;
    m.addRuling({ law: r.law, event: r.event, effects: [adjustedScore(r.law, r.why)] });
  } else {
    for (const x of st.reviews) x.closed = true;
  }
  return true;
}

/**
 * Law 26: the lead restriction that may apply if the offender becomes a defender. 2017: 26B
 * (forbid one suit the offender did not specify legally). 2007: 26A when the withdrawn call
 * related to a specific suit (a natural suit bid), otherwise 26B.
 */
export function leadRight(m: Table, offender: Seat, from: number, withdrawn: Call | null, artificial = false): Effect {
  const st = stateOf(m);
  const restricted = partner(offender);
  let suit: 'C' | 'D' | 'H' | 'S' | undefined;
  if (
    st.profile.edition === '2007' &&
    withdrawn &&
    withdrawn.type === 'bid' &&
    withdrawn.strain !== 'NT' &&
    !artificial
  )
    suit = withdrawn.strain;
  const e = leadRestriction(restricted, suit ? '26A' : '26B', offender, suit);
  st.leadRights.push({ offender, effect: e, from, ...(suit ? { suit } : {}), active: false });
  return e;
}

/** Puts `replacement` into the auction where `original` stood (Laws 21B1, 25A, 25B1). */
export function placeInstead(m: Table, original: CallRecord, replacement: CallRecord): void {
  m.placeCallAfter(replacement, original);
  m.setStands(original, false);
  m.setStands(replacement, true);
}

/**
 * After a call was put in place of an earlier one (25A, 21B1, 25B1), later calls made over the
 * first call may have become illegal (e.g. LHO's bid now insufficient). Such a call cannot stand:
 * it and every call after it are withdrawn, and the auction resumes from there.
 */
export function revalidateAfter(m: Table, rec: CallRecord, law: string): void {
  const standing = [...m.standingCalls()];
  const k = standing.indexOf(rec);
  if (k < 0) return;
  for (let i = k + 1; i < standing.length; i++) {
    const c = standing[i];
    if (callIllegality(m.summaryOfFirst(i), c.seat, c.call) === null) continue;
    for (let j = i; j < standing.length; j++) {
      m.setStands(standing[j], false);
      m.setStatus(standing[j].event, 'withdrawn', law);
    }
    return;
  }
}

/** The auction as it stood just before `rec` (the standing calls recorded before it). */
export function summaryBefore(m: Table, rec: CallRecord): AuctionSummary {
  const i = m.calls.indexOf(rec);
  return summarize(
    m.dealer,
    m.calls.filter((c, k) => c.stands && k < i).map((c) => ({ seat: c.seat, call: c.call })),
  );
}

/**
 * Laws 37B, 38C: the call is cancelled, a pass takes its place in the auction, and both offenders
 * pass for the rest of the auction; with `law26` (not after 38D) Law 26B may apply and the
 * director reviews the damage the enforced passes did (72C, 2007 Law 23).
 */
export function passInstead(
  m: Table,
  o: { readonly event: number; readonly seat: Seat; readonly rec: CallRecord; done: boolean; findings: FindingBag },
  laws: { readonly cancel: string; readonly rule: string },
  what: { readonly act: string; readonly call: string },
  law26: boolean,
  explanation?: string,
): void {
  const x = o.seat;
  o.done = true;
  m.setStatus(o.event, 'cancelled', laws.cancel);
  const pass = m.recordCall(o.rec.event, x, PASS, true);
  m.placeCallAfter(pass, o.rec);
  const effects = [
    mustPass(x, 'rest-of-auction', laws.rule, `he ${what.act}`),
    mustPass(partner(x), 'rest-of-auction', laws.rule, `${x} ${what.act}`),
  ];
  if (law26) {
    effects.push(leadRight(m, x, o.event, o.rec.call));
    const why = 'the offenders could have known that the enforced passes might damage the non-offending side';
    effects.push(...damage(m, o.findings, stateOf(m).profile.awareness, o.event, why));
  }
  const mp = m.mustPass(x);
  if (mp && mp.scope === 'once') m.removeRestriction(mp);
  rule(m, laws.rule, o.event, effects, explanation);
  uiRuling(m, x, o.event, `${x}'s cancelled ${what.call}`);
  standCall(m, pass);
}

/** Laws 37, 38: whatever the director finds, the offender does not call again at this turn; his LHO acts next. */
export function offenderLhoActs(o: { readonly seat: Seat }): Seat {
  return lho(o.seat);
}

/** Cancels a record and every call made after it (Laws 36A, 38B). */
export function cancelFrom(m: Table, rec: CallRecord, law: string): CallRecord[] {
  const i = m.calls.indexOf(rec);
  const out = m.calls.slice(i);
  for (const c of out) {
    m.setStands(c, false);
    m.setStatus(c.event, 'cancelled', law);
  }
  return out;
}

/** The auction has ended: the rectified irregularities go; Law 24 cards and Law 26 lead rights react. */
export function auctionEnded(m: Table): void {
  const st = stateOf(m);
  st.opens = st.opens.filter((o) => !o.done);
  activateLeadRights(m);
  exposedCardsAtAuctionEnd(m);
}

/** Law 26 applies only if the offender becomes a defender; 2007 26A1 lifts it when he later showed the suit. */
function activateLeadRights(m: Table): void {
  const st = stateOf(m);
  const declarer = m.declarer;
  if (!declarer || !m.contract || m.contract.passedOut) return;
  for (const r of st.leadRights) {
    if (r.active) continue;
    if (r.offender === declarer || r.offender === partner(declarer)) continue;
    if (r.suit) {
      const shown = m.calls.some(
        (c) =>
          c.stands && c.seat === r.offender && c.event > r.from && c.call.type === 'bid' && c.call.strain === r.suit,
      );
      if (shown) continue; // 2007 26A1: the suit was specified legally later by the same player.
    } else if (st.profile.edition === '2017') {
      // Law 26B: only suits the offender did not specify in his legal auction may be forbidden.
      const specified = new Set(
        m.calls
          .filter((c) => c.stands && c.seat === r.offender && c.call.type === 'bid')
          .map((c) => (c.call.type === 'bid' ? c.call.strain : '')),
      );
      const free = SUITS.filter((x) => !specified.has(x));
      m.amendEffect(r.effect, {
        explanation: `${r.effect.explanation} Suits declarer may forbid: ${free.join(', ') || 'none'}.`,
      });
    }
    r.active = true;
    m.addRestriction(r.effect);
  }
}

/** Law 24D/E: at the end of the auction exposed cards go back (declarer's side) or become penalty cards. */
function exposedCardsAtAuctionEnd(m: Table): void {
  const st = stateOf(m);
  if (!st.exposed.length) return;
  const declarer = m.declarer;
  const list = st.exposed;
  st.exposed = [];
  for (const x of list) {
    const defender = declarer !== null && x.seat !== declarer && x.seat !== partner(declarer);
    if (!defender) {
      m.unexposeCard(x.card);
      continue;
    }
    exposedToPenaltyCard(m, x);
  }
}

/** Law 24E with Law 50: an honour or a card led is a major penalty card, a low card exposed by accident minor. */
function exposedToPenaltyCard(m: Table, x: ExposedDuringAuction): void {
  const major = x.led || cardRankIndex(x.card) >= 8;
  const card = printCard(x.card);
  m.addPenaltyCard({ seat: x.seat, card, major, law: '24E' });
  m.addRuling({ law: '24E', event: x.event, effects: [penaltyCard(x.seat, card, major, '24E')] });
}
