/**
 * Law 58A: a lead or play made at the same moment as another player's proper lead or play counts
 * as made after it. In a table log the later event carries `simultaneous: true`; the card before
 * it, by another player, was first taken as played out of turn (Law 57). When the player whose
 * turn it was played at that moment, that card is deemed played after his: the out-of-turn
 * rectification is undone and, if it is then that player's turn, the card is played in turn.
 *
 * Law 58B2 (designateSimultaneous): two cards played at once — the player designates the one played.
 *
 * @laws 58:deemSubsequent,playDeemed,designateSimultaneous
 */
import { cardSuitIndex, nextSeat, parseCard, printCard, type Card, type Seat, type TableEvent, type TableMachine } from '@stikk/core';
import { isDefender, playState, useFindings, type Pend } from './context.js';
import { addPenaltyCard } from './law49-52-penalty-cards.js';

interface Deemed {
  seat: Seat;
  card: Card;
  event: number;
}

/** Transient: set before one play event and used after it (never across events, so nothing to serialise). */
const DEEMED = new WeakMap<TableMachine, Deemed>();

/** The card of event `e`, if it was a play out of turn that the director's rules rectified. */
function outOfTurnPlay(m: TableMachine, e: number): Deemed | null {
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
export function deemSubsequent(m: TableMachine, ev: Extract<TableEvent, { kind: 'play' }>, i: number): boolean {
  if (!ev.simultaneous || i < 1 || ev.seat !== m.turn() || !m.currentTrick) return false;
  const d = outOfTurnPlay(m, i - 1);
  if (!d || d.seat === ev.seat || nextSeat(ev.seat) !== d.seat) return false;
  const st = playState(m);
  for (const r of m.rulings) if (r.event === d.event) for (const e of r.effects) m.removeRestriction(e);
  m.rulings = m.rulings.filter((r) => r.event !== d.event);
  m.penaltyCards = m.penaltyCards.filter((p) => !(p.seat === d.seat && p.card === printCard(d.card)));
  if (st.mustPlayCard?.event === d.event) st.mustPlayCard = null;
  if (st.pend?.type === 'premature' && st.pend.event === d.event) st.pend = null;
  m.exposed.delete(d.card);
  m.irregularities = m.irregularities.filter((x) => x.event !== d.event);
  DEEMED.set(m, d);
  return true;
}

/** After the proper play: the card deemed subsequent is played in turn (Law 58A); a failure to follow suit is a revoke as usual. */
export function playDeemed(m: TableMachine): void {
  const d = DEEMED.get(m);
  if (!d) return;
  DEEMED.delete(m);
  if (m.turn() !== d.seat || !m.holds(d.seat, d.card)) return;
  const led = m.ledSuit();
  if (led !== null && cardSuitIndex(d.card) !== led && m.canFollow(d.seat, led)) {
    m.revokes.push({ seat: d.seat, trick: m.tricks.length, card: d.card, event: d.event, established: false, corrected: false });
    m.irregularities.push({ code: 'revoke', law: '61', event: d.event, seat: d.seat, message: `${d.seat} revoked: ${printCard(d.card)} when able to follow suit (Law 61)` });
  }
  m.playCard(d.seat, d.card, d.event);
  m.setStatus(d.event, 'stands', '58A');
}

/**
 * Law 58B2: a player who played two cards at once designates the one he plays (`option`: its
 * code). The first card stood meanwhile; if he names the other, they change places — the named
 * card is played and the first becomes a penalty card (a defender's) or goes back to the hand.
 */
export function designateSimultaneous(m: TableMachine, p: Extract<Pend, { type: 'simultaneous-cards' }>): boolean {
  const opt = m.findings.option;
  const c = opt ? parseCard(opt) : null;
  if (!c?.ok || (c.value !== p.played && c.value !== p.other)) return false;
  useFindings(m, 'option');
  const st = playState(m);
  st.pend = null;
  if (c.value === p.played) return true;
  const t = m.tricks.find((x) => x.plays.some((y) => y.event === p.playedEvent));
  const at = t ? t.plays.findIndex((y) => y.event === p.playedEvent) : -1;
  if (!t || at < 0 || t.winner !== null) return true;
  const hand = m.hands[p.seat] ?? [];
  hand.splice(hand.indexOf(p.other), 1);
  hand.push(p.played);
  hand.sort((a, b) => a - b);
  t.plays[at] = { seat: p.seat, card: p.other, event: p.event };
  m.penaltyCards = m.penaltyCards.filter((x) => !(x.seat === p.seat && x.card === printCard(p.other)));
  for (const r of m.rulings) if (r.event === p.event) for (const e of r.effects) m.removeRestriction(e);
  m.rulings = m.rulings.filter((r) => r.event !== p.event);
  m.setStatus(p.event, 'stands', '58B2');
  if (isDefender(m, p.seat)) {
    const effect = addPenaltyCard(m, p.seat, p.played, false, '58B2');
    m.setStatus(p.playedEvent, 'penalty-card', '58B2');
    m.addRuling({ law: '58B2', event: p.playedEvent, effects: [effect], explanation: `${p.seat} designates ${printCard(p.other)}: ${printCard(p.played)} becomes a penalty card (Laws 58B2, 50)` });
  } else {
    m.exposed.delete(p.played);
    m.setStatus(p.playedEvent, 'withdrawn', '58B2');
  }
  return true;
}
