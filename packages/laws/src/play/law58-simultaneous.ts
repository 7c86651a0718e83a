/**
 * Law 58: simultaneous leads or plays, and the opening lead while it lies face down (Law 41).
 *
 * 58A: a lead or play made at the same moment as another player's proper one counts as made after
 * it. In a table log the later event carries `simultaneous: true`; the card before it, by another
 * player, was first taken as played out of turn (Law 57). When the player whose turn it was played
 * at that moment, that card is deemed played after his: the out-of-turn rectification is undone
 * and, if it is then that player's turn, the card is played in turn (a revoke if it does not follow).
 *
 * 58B: a player plays two cards at the same moment (the log's `simultaneous` play by the same seat
 * right after his first card). 58B1: when only one of them shows its face (the other event is
 * `faceDown`), the visible card is played and the other goes back with no rectification — no
 * penalty card, a defender's included. 58B2: both visible — the first stands for now; the other
 * goes back to declarer's hand and is a defender's penalty card (Law 50); the player designates
 * the card he plays, and naming the other swaps them (./law58b-simultaneous-cards-open.ts).
 *
 * 41: the right player's face-down opening lead keeps the clarification period (dummy not spread)
 * until play goes on.
 *
 * @laws 41:faceOpeningLead,keepLeadFaceDown 58:deemSubsequent,playDeemed,secondCardAtOnce,askDesignation
 */
import {
  cardSuitIndex,
  nextSeat,
  parseCard,
  printCard,
  type Card,
  type Seat,
  type Table,
  type TableEvent,
} from '@stikk/core';
import { isDefender, playState } from './context.js';
import { addPenaltyCard } from './law49-52-penalty-cards.js';

type PlayEvent = Extract<TableEvent, { kind: 'play' }>;

interface Deemed {
  seat: Seat;
  card: Card;
  event: number;
}

/** Transient: set before one play event and used after it (never across events, so nothing to serialise). */
const DEEMED = new WeakMap<Table, Deemed>();

/** The card of event `e`, if it was a play out of turn that the director's rules rectified. */
function outOfTurnPlay(m: Table, e: number): Deemed | null {
  const irr = m.irregularities.find((x) => x.event === e && x.code === 'play-out-of-turn');
  if (!irr?.seat) return null;
  const st = playState(m);
  if (st.mustPlayCard?.event === e) return { seat: irr.seat, card: st.mustPlayCard.card, event: e };
  if (st.pend?.type === 'premature' && st.pend.event === e) return { seat: irr.seat, card: st.pend.card, event: e };
  for (const r of m.rulings) {
    if (r.event !== e) continue;
    const eff = r.effects.find((x) => x.seat === irr.seat && x.card !== undefined);
    const c = eff?.card ? parseCard(eff.card) : null;
    if (c?.ok) return { seat: irr.seat, card: c.value, event: e };
  }
  return null;
}

/**
 * Before the play event `i` (a proper play marked simultaneous): undoes the rectification of the
 * previous event's card when, after this play, it is that card's player's turn. Returns whether
 * it did; the play itself then goes on as usual and `playDeemed` plays the other card after it.
 */
export function deemSubsequent(m: Table, ev: PlayEvent, i: number): boolean {
  if (!ev.simultaneous || i < 1 || ev.seat !== m.turn() || !m.currentTrick) return false;
  const d = outOfTurnPlay(m, i - 1);
  if (!d || d.seat === ev.seat || nextSeat(ev.seat) !== d.seat) return false;
  const st = playState(m);
  for (const r of m.rulings.filter((x) => x.event === d.event)) {
    for (const e of r.effects) m.removeRestriction(e);
    m.removeRuling(r);
  }
  m.removePenaltyCard(d.seat, printCard(d.card));
  if (st.mustPlayCard?.event === d.event) st.mustPlayCard = null;
  if (st.pend?.type === 'premature' && st.pend.event === d.event) st.pend = null;
  m.unexposeCard(d.card);
  m.removeIrregularity(d.event);
  DEEMED.set(m, d);
  return true;
}

/**
 * After the proper play: the card deemed subsequent is played in turn (Law 58A); a failure to follow suit is a revoke
 * as usual.
 */
export function playDeemed(m: Table): void {
  const d = DEEMED.get(m);
  if (!d) return;
  DEEMED.delete(m);
  if (m.turn() !== d.seat || !m.holds(d.seat, d.card)) return;
  const led = m.ledSuit();
  if (led !== null && cardSuitIndex(d.card) !== led && m.canFollow(d.seat, led))
    m.recordRevoke(d.seat, d.card, d.event);
  m.playCard(d.seat, d.card, d.event);
  m.setStatus(d.event, 'stands', '58A');
}

/**
 * Whether the play event was a second card played at once by the same player, ruled here: `b1`
 * when only one face showed (58B1: settled), `b2` when both did (58B2: the player designates).
 */
export function secondCardAtOnce(m: Table, ev: PlayEvent, i: number): 'b1' | 'b2' | false {
  const t = m.currentTrick ?? m.tricks[m.tricks.length - 1];
  const prev = t?.plays[t.plays.length - 1];
  if (!(ev.simultaneous && prev && prev.seat === ev.seat && prev.event === i - 1)) return false;
  const openingLead = m.tricks[0]?.plays[0]?.event === prev.event;
  const firstFaceDown = !openingLead && playState(m).faceDown.includes(prev.event);
  if (ev.faceDown !== true && firstFaceDown) {
    // 58B1: only the second card shows its face: it is the card played; the first goes back.
    m.replacePlayedCard(prev.event, ev.card, i);
    const k = m.tricks.indexOf(t);
    // A trick the first card completed is won anew with the card played.
    if (t.winner !== null && k >= 0) m.replaceTrick(k, t.leader, m.tricks[k].plays);
    m.setStatus(prev.event, 'withdrawn', '58B1');
    m.setStatus(i, 'stands', '58B1');
    m.addRuling({
      law: '58B1',
      event: prev.event,
      effects: [],
      explanation: `${ev.seat} played two cards at once and only ${printCard(ev.card)} showed its face: it is played, ${printCard(prev.card)} goes back to the hand with no further rectification (Laws 58B1, 47F)`,
    });
    return 'b1';
  }
  if (ev.faceDown === true && !firstFaceDown) {
    // 58B1: only the first card shows its face: the other goes back, no rectification.
    m.setStatus(i, 'withdrawn', '58B1');
    m.addRuling({
      law: '58B1',
      event: i,
      effects: [],
      explanation: `${ev.seat} played two cards at once and only ${printCard(prev.card)} showed its face: the other card goes back to the hand with no further rectification (Laws 58B1, 47F)`,
    });
    return 'b1';
  }
  if (isDefender(m, ev.seat)) {
    const effect = addPenaltyCard(m, ev.seat, ev.card, false, '58B2');
    m.setStatus(i, 'penalty-card', '58B2');
    m.addRuling({
      law: '58B2',
      event: i,
      effects: [effect],
      explanation: `${ev.seat} played two cards at once; the other card becomes a penalty card (Laws 58B2, 50)`,
    });
  } else {
    m.setStatus(i, 'withdrawn', '58B2');
  }
  return 'b2';
}

/** 58B2: the player designates which of the two cards he plays; until he does (or play goes on), the first stands. */
export function askDesignation(m: Table, ev: PlayEvent, i: number): void {
  const t = m.currentTrick ?? m.tricks[m.tricks.length - 1];
  const first = t?.plays.find((p) => p.event === i - 1);
  if (t && first && t.winner === null)
    playState(m).pend = {
      type: 'simultaneous-cards',
      seat: ev.seat,
      played: first.card,
      other: ev.card,
      playedEvent: first.event,
      event: i,
    };
}

/** Law 41: before a play, a face-down opening lead by the right player still lying on the table is faced. */
export function faceOpeningLead(m: Table): void {
  const t0 = m.tricks[0];
  if (
    m.phase === 'clarification' &&
    m.tricks.length === 1 &&
    t0.plays.length === 1 &&
    playState(m).faceDown.includes(t0.plays[0].event)
  )
    m.setOpeningLeadFaced(true);
}

/** Law 41: after the right player's face-down opening lead, the clarification period lasts. */
export function keepLeadFaceDown(m: Table, ev: PlayEvent, i: number): void {
  if (
    ev.faceDown &&
    m.phase === 'play' &&
    m.tricks.length === 1 &&
    m.tricks[0].plays.length === 1 &&
    m.tricks[0].plays[0].event === i
  )
    m.setOpeningLeadFaced(false);
}
