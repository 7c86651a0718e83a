/**
 * The digital director for the auction period (Laws 9–12, 16, 17D, 20–39).
 *
 * The rules take over every call made during the auction period so that conduct can be read
 * from the order of events (acceptance by calling over an irregularity, Law 28B forfeiture, a
 * premature replacement under 27C…), then classify what is left as the core does. This file only
 * routes: each irregularity becomes an open one (data in `m.director.auction`, ./state.ts) whose
 * law's module, registered in ./open.ts, shows a pending rectification until the findings and
 * choices it needs have been given; its rulings carry the effects.
 */
import {
  callIllegality,
  type Seat,
  type DirectorRules,
  type Irregularity,
  type PendingRectification,
  type TableEvent,
  type Table,
} from '@stikk/core';
import { callAfterAuction, cardExposedDuringAuction } from './law24-39-immediate.js';
import { changeInAuction, changeOf, changeOfFinalCall } from './law25-change-of-call.js';
import { insufficientBid } from './law27-insufficient-bid.js';
import { callOutOfRotation, positionOf } from './law29-32-call-out-of-rotation.js';
import { inadmissibleDouble } from './law36-inadmissible-double.js';
import { callWhenObligedToPass } from './law37-call-when-obliged-to-pass.js';
import { simultaneousWithEarlier } from './law33-simultaneous-calls.js';
import { bidAboveSeven } from './law38-bid-above-seven.js';
import { callKind } from './open.js';
import { answerReview, processCall } from './ops.js';
import { openIrregularity, stateOf, type AuctionOpen, type CallEvent, type FindingBag } from './state.js';

export { lowestSufficient } from './law27-insufficient-bid.js';
export { stateOf as auctionStateOf } from './state.js';

function handleCall(m: Table, ev: CallEvent, index: number): boolean {
  const st = stateOf(m);
  if (m.phase !== 'auction') return changeOfFinalCall(m, ev, index);
  // Law 33: a call simultaneous with the call in turn counts as made after it.
  const e: CallEvent = ev.simultaneous ? { ...ev, simultaneous: false } : ev;
  if (ev.simultaneous && simultaneousWithEarlier(m, e, index)) return true;
  if (st.opens.length) {
    st.work.opensVisited += st.opens.length;
    for (const o of [...st.opens]) {
      if (o.done) continue;
      if (callKind(o).onCall(m, o, e, index) === 'handled') return true;
    }
  }
  // Conduct may have ended the auction (e.g. a change of call put in place): the call comes
  // after the final pass, which the core rules under Law 39.
  if (m.phase !== 'auction') return false;
  if (e.change && changeInAuction(m, e, index)) return true;
  processCall(m, e.change ? { ...e, change: false } : e, index);
  return true;
}

/**
 * Law 21B1 where irregular acts are refused (an online table): once the director has found misinformation (75B) and
 * nothing else waits, the misinformed player may change his last call while his partner has not called since — the
 * change has no rectification for his side, so it is not refused.
 */
function permitsInPrevent(m: Table, irr: Irregularity, ev: TableEvent): boolean {
  if (irr.code !== 'change-of-call' || ev.kind !== 'call') return false;
  const st = stateOf(m);
  if (st.floating.misinformation !== true || st.opens.some((o) => !o.done)) return false;
  const rec = m.calls.at(-1);
  const ch = rec && rec.event === irr.event ? changeOf(m, rec) : null;
  return ch !== null && !ch.partnerCalled;
}

function onIrregularity(m: Table, irr: Irregularity, ev: TableEvent): boolean {
  const last = m.calls.at(-1);
  const rec = ev.kind === 'call' && last && last.event === irr.event ? last : null;
  switch (irr.code) {
    case 'insufficient-bid':
      if (!rec) return false;
      openIrregularity(m, insufficientBid(rec));
      return true;
    case 'call-out-of-rotation': {
      if (!rec) return false;
      const s = m.auctionSummary();
      const turn = s.turn!;
      const bad = callIllegality(s, rec.seat, rec.call);
      if (bad && (bad.code === 'inadmissible-double' || bad.code === 'inadmissible-redouble')) {
        // Law 32 preamble: an inadmissible double or redouble is never accepted; Law 36B4.
        openIrregularity(m, inadmissibleDouble(rec, turn));
        return true;
      }
      const pos = positionOf(rec.seat, turn);
      const hasCalled = m.calls.some((c) => c.stands && c.seat === rec.seat);
      if (pos === 'lho-first' && hasCalled) {
        // 30B2 / 31C / 32C (2007 30B3 and 31's footnote): a change of call, Law 25.
        const ch = changeOf(m, rec);
        if (ch) {
          openIrregularity(m, ch);
          return true;
        }
      }
      if (pos === 'self') return false;
      openIrregularity(m, callOutOfRotation(rec, turn, pos));
      return true;
    }
    case 'inadmissible-double':
    case 'inadmissible-redouble':
      if (!rec) return false;
      openIrregularity(m, inadmissibleDouble(rec, null));
      return true;
    case 'call-by-player-required-to-pass':
      if (!rec) return false;
      openIrregularity(m, callWhenObligedToPass(rec));
      return true;
    case 'bid-above-seven':
      if (!rec) return false;
      openIrregularity(m, bidAboveSeven(rec));
      return true;
    case 'change-of-call': {
      if (!rec) return false;
      const ch = changeOf(m, rec);
      if (!ch) return false;
      openIrregularity(m, ch);
      // Misinformation found before the change (Laws 20F4, 75B, then 21B1): the judgment is already there.
      if (ch.findings.misinformation === true) callKind(ch).onDirector(m, ch);
      return true;
    }
    case 'call-after-auction':
      if (!irr.seat) return false;
      callAfterAuction(m, irr.seat, irr.event);
      return true;
    case 'card-exposed-during-auction':
      if (!irr.seat || (ev.kind !== 'play' && ev.kind !== 'expose')) return false;
      if (ev.kind === 'play' && ev.faceDown) {
        // Law 24 needs a card partner could see; a card put face down goes back to the hand.
        m.unexposeCard(ev.card);
        m.setStatus(irr.event, 'withdrawn', '24');
        return true;
      }
      cardExposedDuringAuction(m, ev, irr.seat, ev.card, irr.event);
      return true;
    default:
      return false;
  }
}

/** Pending options that stand for a finding (TABLE-LOG.md `option`). */
const OPTION_FINDINGS: Record<string, FindingBag> = {
  accept: { lhoAccepts: true },
  refuse: { lhoAccepts: false },
  comparable: { comparable: true },
  'not-comparable': { comparable: false },
  withdraw: { lhoWithdrawsCall: true },
  keep: { lhoWithdrawsCall: false },
  // Law 25: the director's judgment on a changed call, offered as the two options it shows.
  '25A': { unintended: true },
  '25B': { unintended: false },
};

/** Options as logs written before the option codes spelled them. */
const LEGACY_OPTIONS: Record<string, string> = {
  'not comparable': 'not-comparable',
  '25A: unintended call, the change stands': '25A',
  '25B: a deliberate change': '25B',
};

function onDirector(m: Table, ev: Extract<TableEvent, { kind: 'director' }>): void {
  const st = stateOf(m);
  const f = { ...ev.findings };
  if (f.option !== undefined && LEGACY_OPTIONS[f.option]) f.option = LEGACY_OPTIONS[f.option];
  st.work.opensVisited += st.opens.length;
  const live = st.opens.filter((o) => !o.done);
  // What each open irregularity asks for before these findings (computed once: nothing below
  // changes an irregularity before its own findings are merged).
  const asked = live.map((o) => callKind(o).pending(m, o));
  const waiting = asked.some((p) => p !== null);
  if (f.nosDamaged !== undefined && !waiting && answerReview(m, f.nosDamaged)) delete f.nosDamaged;
  if (!live.length) {
    // A judgment given before the act it is about (e.g. misinformation, then the change of call)
    // waits for it; an election (LHO accepts, LHO withdraws) only answers an irregularity already made.
    const { lhoAccepts: _a, lhoWithdrawsCall: _w, ...rest } = f;
    st.floating = { ...st.floating, ...rest };
    return;
  }
  const target = electionTargets(live, asked, f);
  for (const [i, o] of live.entries()) {
    // The chooser's `option` may name one of the pending options instead of the finding itself.
    const opt = f.option !== undefined ? OPTION_FINDINGS[f.option] : undefined;
    const fromOption = opt && asked[i]?.options.includes(f.option!) ? opt : {};
    const mine: FindingBag = { ...f };
    for (const k of ELECTIONS) if (target.get(k) !== undefined && target.get(k) !== o) delete mine[k];
    o.findings = {
      ...o.findings,
      ...(target.get('option') === undefined || target.get('option') === o ? fromOption : {}),
      ...mine,
    };
  }
  for (const o of live) if (!o.done) callKind(o).onDirector(m, o);
}

/** A player's election answers one irregularity: the chooser's, not every one open. */
const ELECTIONS = ['lhoAccepts', 'lhoWithdrawsCall', 'option'] as const;

/**
 * Two irregularities open at once (Law 9B: the director deals with them in the order they were made): each election in
 * the findings goes to the earliest open irregularity whose pending rectification asks for it now, so one player's
 * choice does not answer another player's question. An election no pending one asks for keeps the old reading (every
 * open irregularity may use it later).
 */
function electionTargets(
  live: readonly AuctionOpen[],
  asked: readonly (PendingRectification | null)[],
  f: FindingBag,
): Map<string, AuctionOpen> {
  const out = new Map<string, AuctionOpen>();
  if (live.length < 2) return out;
  for (const k of ELECTIONS) {
    if (f[k] === undefined) continue;
    for (const [i, o] of live.entries()) {
      const p = asked[i];
      if (!p) continue;
      const asks =
        k === 'option'
          ? p.options.includes(f.option!)
          : p.needs.includes(k) ||
            Object.entries(OPTION_FINDINGS).some(([op, bag]) => k in bag && p.options.includes(op));
      if (asks) {
        out.set(k, o);
        break;
      }
    }
  }
  return out;
}

/**
 * TABLE-LOG `turn` is "the seat to act next under the laws". While an auction irregularity waits
 * for a player's election (the offender's LHO accepting or refusing an insufficient bid, 27A1; a
 * call out of rotation, 29A; a changed call, 25B1; the offender replacing his bid, 27B), that
 * player is the one the law waits for, so `turn` is `pending.chooser`: the LHO, not the offender
 * whose call does not stand yet (nor, for 29A, the player whose turn was skipped: calling in turn
 * would forfeit, Law 28B, but the laws first offer the election to LHO, 29A; Law 9B2 has everyone
 * wait for the director's explanation). While the director must judge (`chooser: "director"`),
 * `turn` stays with the rotation of the calls that stand, except under Laws 37 and 38 (below).
 */
function electingSeat(p: PendingRectification | null): Seat | null {
  const c = p?.chooser;
  return c === 'N' || c === 'E' || c === 'S' || c === 'W' ? c : null;
}

function showPending(m: Table): void {
  const st = stateOf(m);
  if (st.opens.length === 0 && st.shown === null) {
    m.setAuctionTurn(null);
    return;
  }
  st.work.opensVisited += st.opens.length;
  st.opens = st.opens.filter((o) => !o.done);
  let mine: PendingRectification | null = null;
  let open: AuctionOpen | null = null;
  for (const o of st.opens) {
    mine = callKind(o).pending(m, o);
    open = o;
    if (mine) break;
  }
  // During the auction phase only the auction's rectifications can be pending: one left over from
  // an auction that ended and was reopened (e.g. a Law 26 lead choice) no longer applies.
  if (m.pending === null || m.pending === st.shown || m.phase === 'auction') {
    m.setPending(mine);
    st.shown = mine;
  }
  m.setAuctionTurn(
    m.phase === 'auction' && m.pending === mine && mine ? (electingSeat(mine) ?? nextActor(open)) : null,
  );
}

/**
 * Laws 37 and 38: whatever the director finds, the offender does not call again at this turn —
 * LHO's call over it lets it stand (37A) or a pass is put in its place (37B2, 38C) — so the next
 * to act is the offender's LHO. Law 36 gives the turn back to the offender or the player in turn
 * (36A, 36B), which the rotation already shows.
 */
function nextActor(o: AuctionOpen | null): Seat | null {
  return o ? (callKind(o).nextActor?.(o) ?? null) : null;
}

/** The digital director for the auction period (Laws 9–12, 16, 17D, 20–39). */
export const auctionRules: DirectorRules = {
  beforeEvent(m, ev, index) {
    if (ev.kind === 'call') return handleCall(m, ev, index);
    if (ev.kind === 'play' && m.phase === 'clarification') {
      const st = stateOf(m);
      for (const o of st.opens) if (!o.done) callKind(o).onOpeningLead?.(m, o);
    }
    return false;
  },
  onIrregularity,
  permitsInPrevent,
  afterEvent(m, ev) {
    if (ev.kind === 'director') onDirector(m, ev);
    showPending(m);
  },
};
