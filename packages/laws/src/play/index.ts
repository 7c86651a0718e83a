/**
 * The digital director for the play period (Laws 41–71, 79): the hooks the core fold calls.
 * Each law's logic lives in its own module; this file routes events and keeps `pending` in step
 * with the irregularity waiting for a choice or a finding.
 *
 * @laws 26:raiseDue 50:raiseDue 51:raise51A 61:beforePlay 64:rescore
 */
import {
  lho,
  printCard,
  sideOf,
  type Seat,
  type DirectorRules,
  type Irregularity,
  type PendingRectification,
  type TableEvent,
  type Table,
} from '@stikk/core';
import { isDefender, playState, useFindings, type Pend } from './context.js';
import { designate } from './law46-designation.js';
import { cardList, legalPlay, narrowedPlay, playRestrictionsFor, restrictedLeader } from './law44-legal-play.js';
import { addPenaltyCard, notePenaltyCardUi2007, penaltyLeadHolder } from './law49-52-penalty-cards.js';
import {
  faceDownLeadOutOfTurn,
  returnFaceDownLead,
  declarerBecomesDummy,
  onLeadOutOfTurn,
  onPlayOutOfTurn,
} from './law53-57-out-of-turn.js';
import { law45d } from './law45d-dummy-unnamed-card.js';
import { law47e2 } from './law47-retraction.js';
import {
  law43b3Revokes,
  law62cWithdrawals,
  adoptCoreRevokes,
  applyLaw64,
  correctOpenRevokes,
  correctTrick12,
  establishByPlay,
  recordRevoke,
} from './law61-64-revokes.js';
import {
  claimAfterEvent,
  claimBeforeEvent,
  claimOnDirector,
  playAfterClaim,
  refreshClaimPending,
} from '../claims/index.js';
import { msg } from '../framework/messages.js';
import {
  askDesignation,
  deemSubsequent,
  faceOpeningLead,
  keepLeadFaceDown,
  playDeemed,
  secondCardAtOnce,
} from './law58-simultaneous.js';
import { openKind } from './open.js';

export {
  adjudicateClaim,
  readStatement,
  type ClaimPosition,
  type ClaimPolicy,
  type ClaimAdjudication,
} from '../claims/index.js';
export { legalPlay } from './law44-legal-play.js';

type PlayEvent = Extract<TableEvent, { kind: 'play' }>;

const inPlay = (m: Table): boolean => m.phase === 'play' || m.phase === 'clarification';

/** The `pending` the output shows for the play director's open irregularity. */
function pendingOf(m: Table, p: Pend): PendingRectification {
  return openKind(p).pending(m, p);
}

/** Raises a choice that is due now: Law 26 or 50D2/51B before a lead. */
function raiseDue(m: Table): void {
  const st = playState(m);
  if (st.pend || !inPlay(m) || m.claim || !m.declarer) return;
  raise51A(m);
  if (st.pend || m.currentTrick) return;
  const leader = m.turn();
  if (!leader || !m.declarer) return;
  const l26 = m.restrictions.find(
    (r) =>
      r.kind === 'lead-restriction' && r.law.startsWith('26') && r.mode === undefined && restrictedLeader(r) === leader,
  );
  if (l26 && isDefender(m, leader) && st.law26ChosenAt !== m.tricks.length) {
    st.pend = { type: 'law26-lead', effect: l26, leader, event: m.index };
    return;
  }
  const holder = penaltyLeadHolder(m, leader);
  if (holder && st.penaltyLeadChosenAt !== m.tricks.length) {
    const several = m.penaltyCards.filter((p) => p.seat === holder).length > 1;
    st.pend = { type: 'penalty-lead', law: several ? '51B' : '50D2', holder, leader, event: penaltyEvent(m, holder) };
  }
}

/**
 * Law 51A: a defender to play with two or more penalty cards he may legally play waits for
 * declarer to name one — unless a Law 50D2/51B choice for partner's lead comes first.
 */
function raise51A(m: Table): void {
  const st = playState(m);
  const seat = m.turn();
  if (!seat || !isDefender(m, seat)) return;
  const trick = m.tricks.length + (m.currentTrick ? 0 : 1);
  if (st.designated51A && st.designated51A.seat === seat && st.designated51A.trick === trick) return;
  // Fewer than two penalty cards: nothing to name (and no need to work out the legal plays).
  let held = 0;
  for (const p of m.penaltyCards) if (p.seat === seat) held++;
  if (held < 2) return;
  const lp = legalPlay(m, seat);
  if (lp.penalty.length < 2 || lp.required.length < 2 || !lp.required.every((c) => lp.penalty.includes(c))) return;
  if (!m.currentTrick && penaltyLeadHolder(m, seat) && st.penaltyLeadChosenAt !== m.tricks.length) return;
  st.pend = {
    type: 'penalty-choice',
    seat,
    candidates: [...lp.required].sort((a, b) => a - b),
    trick,
    event: penaltyEvent(m, seat),
  };
}

/** The event that made the holder's latest penalty card. */
function penaltyEvent(m: Table, holder: string): number {
  for (let i = m.rulings.length - 1; i >= 0; i--)
    if (m.rulings[i].effects.some((e) => e.kind === 'penalty-card' && e.seat === holder)) return m.rulings[i].event;
  return m.index;
}

/** Applies findings to the open irregularity; returns true when it changed something. */
function resolve(m: Table): boolean {
  const st = playState(m);
  const p = st.pend;
  if (!p) return false;
  return openKind(p).onFindings(m, p);
}

/**
 * Keeps restrictions to their span: a required lead is used once, a forbidden suit lasts while the leader keeps the
 * lead, 57A for its trick.
 */
function expireRestrictions(m: Table): void {
  const done = m.completedTricks;
  for (const r of [...m.restrictions]) {
    if (r.kind === 'play-restriction' && r.trick !== undefined && r.trick <= done) m.removeRestriction(r);
    if (r.kind === 'lead-restriction' && r.mode !== undefined) {
      const leader = restrictedLeader(r);
      const start = r.trick ?? 1;
      // The first trick the restriction governed; find who led it.
      const first = m.tricks[start - 1];
      if (!first) continue;
      if (first.leader !== leader) {
        // He did not lead that trick (a lead out of turn was accepted): the restriction lapses.
        m.removeRestriction(r);
        continue;
      }
      if (r.mode === 'require') {
        m.removeRestriction(r);
        continue;
      }
      for (let k = start - 1; k < m.tricks.length; k++) {
        const t = m.tricks[k];
        if (t.winner !== null && t.winner !== leader) {
          m.removeRestriction(r);
          break;
        }
      }
    }
  }
}

/** Everything after an event: revokes, restrictions, the next due choice, findings, `pending`. */
function review(m: Table, ev: TableEvent, index: number): void {
  const st = playState(m);
  adoptCoreRevokes(m);
  establishByPlay(m);
  if (st.mustPlayCard && !m.holds(st.mustPlayCard.seat, st.mustPlayCard.card)) st.mustPlayCard = null;
  expireRestrictions(m);
  if (ev.kind === 'marker') {
    if (ev.marker === 'next-board-call' && ev.side && st.markerAt[ev.side] === null) st.markerAt[ev.side] = index;
    if (ev.marker === 'round-ended' && st.markerAt.roundEnded === null) st.markerAt.roundEnded = index;
    if (ev.marker === 'hands-returned' && st.markerAt.handsReturned === null) st.markerAt.handsReturned = index;
    if (m.phase === 'ended' && st.base) rescore(m);
  }
  claimAfterEvent(m, ev); // Law 69A
  if (ev.kind === 'director' && m.declarer) {
    law45d(m, index);
    law47e2(m, index);
    if (m.findings.dummyWarnedWrongHand === true) {
      useFindings(m, 'dummyWarnedWrongHand');
      const leader = m.turn();
      if (m.phase === 'play' && !m.currentTrick && !st.pend && leader && !isDefender(m, leader))
        st.pend = { type: 'lead-hand', event: index, chooser: lho(m.declarer) };
    }
    if (m.findings.dummyDrewAttention === true && (m.phase === 'play' || m.phase === 'ended')) {
      const effect = law43b3Revokes(m);
      if (effect) {
        useFindings(m, 'dummyDrewAttention');
        m.addRuling({
          law: '43B3',
          event: index,
          effects: [effect],
          explanation: "the defenders' revoke stands uncorrected and no trick is transferred (Law 43B3)",
        });
        if (m.phase === 'ended' && st.base) rescore(m);
      }
    }
    if (m.phase === 'play') {
      const corrected = correctOpenRevokes(m, index);
      // Law 63: a revoke found established when the director comes stays; say so now, transfer at the end (Law 64).
      for (const r of st.revokes) {
        if (r.established && !r.corrected && !r.ignored43B3 && r.attention === index) {
          m.addRuling({
            law: '63',
            event: r.event,
            effects: [],
            explanation: `${r.seat}'s revoke in trick ${r.trick} is established and is not corrected; play goes on and at the end of play the director transfers tricks (Laws 63, 64)`,
            message: msg('revoke.established', { seat: r.seat, trick: r.trick }),
          });
        }
      }
      // 62C1/62C2: who takes back a card played to the revoke trick after the revoke.
      const w = /^withdraw:([NESW](?:\+[NESW])*)$/.exec(m.findings.option ?? '');
      if (w && corrected.length === 1 && law62cWithdrawals(m, corrected[0], w[1].split('+') as Seat[], index))
        useFindings(m, 'option');
    } else if (m.phase === 'ended') {
      for (const r of st.revokes) if (r.attention === null) r.attention = index;
      const changed = correctTrick12(m);
      if (changed && st.base) st.base = { ...m.tricksWon };
      claimOnDirector(m); // Laws 69B, 71
      if (st.base) rescore(m);
    }
    if (m.phase !== 'ended') claimOnDirector(m); // Law 70
  }
  for (let k = 0; k < 6; k++) {
    raiseDue(m);
    if (!resolve(m)) break;
  }
  raiseDue(m);
  notePenaltyCardUi2007(m);
  if (st.pend) m.setPending(pendingOf(m, st.pend));
  else if (refreshClaimPending(m)) {
    // Laws 68–70: the claim's own pending
  } else if (m.pending && MY_KINDS.has(m.pending.kind)) m.setPending(null);
}

const MY_KINDS = new Set([
  'claim-withdrawn',
  'simultaneous-cards',
  'lead-hand',
  'penalty-card-designation',
  'change-of-designation',
  'opening-lead-out-of-turn',
  'lead-out-of-turn',
  'premature-play',
  'penalty-card-lead',
  'lead-restriction',
  'penalty-card-not-played',
  'incomplete-designation',
  'play-out-of-turn',
  'card-exposed-by-defender',
]);

/** Re-applies Law 64 to the tricks before transfers and scores again (a later marker or call). */
function rescore(m: Table): void {
  applyLaw64(m);
  m.computeScore();
}

/** A card played while the play director holds something open, or against an obligation. */
function beforePlay(m: Table, ev: PlayEvent, i: number): boolean {
  const st = playState(m);
  if (ev.faceDown && !st.faceDown.includes(i)) st.faceDown.push(i);
  if (!inPlay(m) || !m.holds(ev.seat, ev.card) || !m.declarer) return false;
  if (m.claim) playAfterClaim(m); // Law 68D2
  if (returnFaceDownLead(m, ev)) return false; // Law 54
  faceOpeningLead(m); // Law 41: a face-down opening lead is faced when play goes on
  if (faceDownLeadOutOfTurn(m, ev, i)) return true; // Laws 41A, 54
  if (deemSubsequent(m, ev, i)) return false; // Law 58A
  const twoAtOnce = secondCardAtOnce(m, ev, i); // Law 58B
  if (twoAtOnce) {
    if (twoAtOnce === 'b2') askDesignation(m, ev, i);
    return true;
  }
  const p = st.pend;
  if (p) {
    const outcome = openKind(p).onPlay(m, p, ev, i);
    if (outcome === 'handled') return true;
    if (outcome === 'core') return false;
  }
  if (st.pend || ev.seat !== m.turn() || ev.simultaneous) return false;
  const lp = legalPlay(m, ev.seat);
  if (!lp.follow.includes(ev.card)) return false; // a revoke the core records (Law 61A)
  if (m.mode === 'prevent' && !lp.required.includes(ev.card)) {
    const law = !lp.restricted.includes(ev.card) ? '61A' : '50';
    m.refuse('illegal-play', `${ev.seat} may play only ${cardList(lp.required)} here (Law ${law})`, law);
  }
  // Another penalty card than the one declarer named (51A) is a failure to play a penalty card: Law 52.
  const by51A = playRestrictionsFor(m, ev.seat).some((r) => r.law === '51A');
  if (!lp.restricted.includes(ev.card) && !by51A) {
    // 61A: failing, when able, to lead or play as a rectification requires is a revoke.
    recordRevoke(m, ev.seat, ev.card, i, 'restriction');
    m.recordIrregularity({
      code: 'revoke',
      law: '61A',
      event: i,
      seat: ev.seat,
      message: `${ev.seat} did not comply with a lead or play restriction (Law 61A)`,
    });
    m.playCard(ev.seat, ev.card, i);
    return true;
  }
  if (!lp.required.includes(ev.card) && lp.penalty.length) {
    m.playCard(ev.seat, ev.card, i);
    st.pend = { type: 'penalty-failure', seat: ev.seat, played: ev.card, required: lp.penalty, event: i };
    return true;
  }
  return false;
}

/** The digital director's rules for the play period (Laws 41–71) as core {@link DirectorRules}. */
export const playRules: DirectorRules = {
  legalCards: narrowedPlay,
  beforeEvent(m, ev, i) {
    if (m.phase === 'auction') return false;
    if (ev.kind === 'claim' || ev.kind === 'concede' || ev.kind === 'agree') return claimBeforeEvent(m, ev, i);
    const st = playState(m);
    switch (ev.kind) {
      case 'play':
        return beforePlay(m, ev, i);
      case 'expose': {
        // 54A (and 48B1): presumed declarer who exposes a card after a faced opening lead out of
        // turn must spread his whole hand and becomes dummy (acceptance is implicit).
        const p = st.pend;
        if (!p || p.type !== 'loot' || p.law !== '54' || ev.seat !== m.declarer || !m.holds(ev.seat, ev.card))
          return false;
        if (m.findings.couldSeeDummy === true) return false;
        declarerBecomesDummy(m, p);
        m.setStatus(i, 'stands', '54A');
        return true;
      }
      case 'designate': {
        if (!m.declarer || m.phase !== 'play' || ev.seat !== m.dummy || m.turn() !== m.dummy) return false;
        const d = designate(m, ev.designation);
        if ('card' in d) {
          m.playCard(ev.seat, d.card, i);
          m.setStatus(i, 'stands', d.law);
          return true;
        }
        if ('void' in d) {
          m.setStatus(i, 'cancelled', d.law);
          m.addRuling({
            law: d.law,
            event: i,
            effects: [],
            explanation:
              'dummy does not hold the card named: the designation is void and declarer names any legal card (Law 46B4)',
          });
          return true;
        }
        st.pend = {
          type: 'designation',
          event: i,
          candidates: [...d.candidates].sort((a, b) => a - b),
          chooser: d.ask,
        };
        return true;
      }
      default:
        return false;
    }
  },
  onIrregularity(m: Table, irr: Irregularity): boolean {
    if (!m.declarer) return false;
    switch (irr.code) {
      case 'opening-lead-out-of-turn':
      case 'lead-out-of-turn':
        onLeadOutOfTurn(m, irr);
        return true;
      case 'play-out-of-turn':
        onPlayOutOfTurn(m, irr);
        return true;
      case 'card-exposed-by-defender': {
        const c = [...m.exposed]
          .reverse()
          .find(
            (x) => m.holds(irr.seat!, x) && !m.penaltyCards.some((p) => p.seat === irr.seat && p.card === printCard(x)),
          );
        if (c === undefined) return true;
        const effect = addPenaltyCard(m, irr.seat!, c, false, '49');
        m.setStatus(irr.event, 'penalty-card', '49');
        m.addRuling({
          law: '49',
          event: irr.event,
          effects: [effect],
          explanation: `${irr.seat} exposed ${printCard(c)}: it becomes a penalty card (Laws 49, 50)`,
        });
        return true;
      }
      case 'play-after-end':
        m.setStatus(irr.event, 'cancelled', '65');
        return true;
      default:
        return false;
    }
  },
  afterEvent(m, ev, i) {
    if (m.phase === 'auction' && !m.declarer) return;
    if (ev.kind === 'play') playDeemed(m);
    // Law 41: while the right player's opening lead lies face down, the clarification period lasts.
    if (ev.kind === 'play') keepLeadFaceDown(m, ev, i);
    review(m, ev, i);
  },
  beforeScore(m) {
    const st = playState(m);
    adoptCoreRevokes(m);
    establishByPlay(m);
    if (m.completedTricks < 13 && st.claimTricks === null) {
      // Ended by an agreed claim or a concession: the tricks it credited count as won (69A, 64A).
      const fromTricks = { NS: 0, EW: 0 };
      for (const t of m.tricks) if (t.winner) fromTricks[sideOf(t.winner)]++;
      st.claimTricks = { NS: m.tricksWon.NS - fromTricks.NS, EW: m.tricksWon.EW - fromTricks.EW };
    }
    st.base = null;
    applyLaw64(m);
  },
};
