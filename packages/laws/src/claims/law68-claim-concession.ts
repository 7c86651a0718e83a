/**
 * Law 68: a claim or a concession, the statement that goes with it (68C), play ceasing (68D) —
 * and play going on by agreement (2017 68D2(b)) or anyway (2007, 70D3) — a defender's partner
 * objecting at once to a concession (68B2), and dummy taking no part (68, 69A).
 *
 * @laws 68:snapshotClaim,onClaimOrConcession,onAgreeSameSide,playAfterClaim,refuseDummyClaimAct
 */
import { cardSuitIndex, sideOf, type Seat, type Table, type TableEvent } from '@stikk/core';
import { isDefender, playState } from '../play/context.js';
import { establishAll } from '../play/law61-64-revokes.js';
import type { ClaimSnapshot } from './state.js';
import { restoreSnapshot } from './law70-adjudication.js';

type ClaimEvent = Extract<TableEvent, { kind: 'claim' | 'concede' }>;
type AgreeEvent = Extract<TableEvent, { kind: 'agree' }>;

/** Voids each seat has shown in the tricks played so far. */
function shownOut(m: Table): Record<Seat, number[]> {
  const out: Record<Seat, number[]> = { N: [], E: [], S: [], W: [] };
  for (const t of m.tricks) {
    if (!t.plays.length) continue;
    const led = cardSuitIndex(t.plays[0].card);
    for (const p of t.plays.slice(1))
      if (cardSuitIndex(p.card) !== led && !out[p.seat].includes(led)) out[p.seat].push(led);
  }
  return out;
}

/** Keeps the position at the moment of a claim or concession (before the core settles it). */
export function snapshotClaim(
  m: Table,
  seat: Seat,
  tricks: number,
  statement: string,
  event: number,
  line?: ClaimSnapshot['line'],
): ClaimSnapshot {
  const t = m.currentTrick;
  const snap: ClaimSnapshot = {
    event,
    seat,
    tricks,
    statement,
    ...(line ? { line } : {}),
    hands: {
      N: [...(m.hands.N ?? [])],
      E: [...(m.hands.E ?? [])],
      S: [...(m.hands.S ?? [])],
      W: [...(m.hands.W ?? [])],
    },
    trick: t ? { leader: t.leader, plays: t.plays.map((p) => ({ seat: p.seat, card: p.card, event: p.event })) } : null,
    tricksWon: { ...m.tricksWon },
    completed: m.completedTricks,
    shownOut: shownOut(m),
  };
  playState(m).claimSnapshot = snap;
  return snap;
}

/**
 * A claim or concession during the play (68A, 68B): the position is kept for the director, the
 * claimer's hand is faced (68C), revokes are established (63A3), and what a claim gives up is a
 * concession Law 71 may restore. The core records the claim itself.
 */
export function onClaimOrConcession(m: Table, ev: ClaimEvent, i: number): void {
  const st = playState(m);
  const remaining = 13 - m.completedTricks;
  snapshotClaim(
    m,
    ev.seat,
    ev.kind === 'claim' ? ev.tricks : remaining - ev.tricks,
    ev.kind === 'claim' ? (ev.statement ?? '') : '',
    i,
    ev.kind === 'claim' ? ev.line : undefined,
  );
  if (ev.kind === 'claim') st.facedHands.push({ seat: ev.seat, event: i });
  establishAll(m);
  st.concession =
    ev.kind === 'concede'
      ? { seat: ev.seat, kept: remaining - ev.tricks }
      : ev.tricks < remaining
        ? { seat: ev.seat, kept: ev.tricks }
        : null;
}

/**
 * An agreement or objection by the claimer's own side after play ended: assent to a concession
 * already settled (69A), or a defender's partner objecting at once to his concession (68B2: there
 * was none, play goes on). Returns true when it handled the event.
 */
export function onAgreeSameSide(m: Table, ev: AgreeEvent, i: number): boolean {
  const st = playState(m);
  const snap = st.claimSnapshot;
  // A concession (or a claim already agreed) has ended play; agreeing to it again is assent with
  // nothing left to decide (Laws 68B1, 69A), not an error.
  if (ev.agree && !m.claim && snap && snap.event < i && m.phase === 'ended') {
    m.setStatus(i, 'stands', '69A');
    return true;
  }
  if (
    ev.agree ||
    !snap ||
    snap.event !== i - 1 ||
    m.phase !== 'ended' ||
    !st.concession ||
    sideOf(ev.seat) !== sideOf(snap.seat) ||
    ev.seat === snap.seat ||
    !isDefender(m, snap.seat)
  )
    return false;
  restoreSnapshot(m, snap, snap.completed === 0 && !snap.trick ? 'clarification' : 'play');
  for (const r of st.law64Rulings) m.removeRuling(r);
  st.law64Rulings = [];
  st.base = null;
  st.claimTricks = null;
  st.concession = null;
  st.claimSnapshot = null;
  m.setStatus(snap.event, 'cancelled', '68B2');
  m.addRuling({
    law: '68B2',
    event: snap.event,
    effects: [],
    explanation: `${ev.seat} objected at once to partner's concession: there is none, and play goes on; cards shown are not penalty cards (Laws 68B2, 16C)`,
  });
  return true;
}

/** Play goes on after a claim: 2017 68D2(b) voids the claim; in 2007 it is only evidence (70D3). */
export function playAfterClaim(m: Table): void {
  const st = playState(m);
  if (!m.claim) return;
  if (m.edition === '2017') {
    m.setStatus(m.claim.event, 'cancelled', '68D2');
    m.addRuling({
      law: '68D2',
      event: m.claim.event,
      effects: [],
      explanation: 'play continues by agreement: the claim is void and the result of the play stands (Law 68D2(b))',
    });
    st.claimSnapshot = null;
  } else {
    st.claimPlayedOn = true;
  }
  m.voidClaim();
}

/**
 * Laws 68 and 69A: a claim or concession is made by declarer or a defender, and the claimer's
 * opponents other than dummy agree to it; dummy takes no part. Online (prevent mode) dummy's
 * claim, concession or agreement is refused; a face-to-face log records what happened.
 */
export function refuseDummyClaimAct(m: Table, ev: TableEvent): void {
  if (m.mode !== 'prevent' || m.dummy === null || m.phase === 'auction') return;
  if ((ev.kind === 'claim' || ev.kind === 'concede' || ev.kind === 'agree') && ev.seat === m.dummy) {
    if (ev.kind === 'claim') m.refuse('dummy-cannot-claim', 'dummy may not claim', '68');
    if (ev.kind === 'concede') m.refuse('dummy-cannot-concede', 'dummy may not concede', '68B');
    m.refuse('dummy-does-not-agree', 'dummy takes no part in agreeing to a claim', '69A');
  }
}
