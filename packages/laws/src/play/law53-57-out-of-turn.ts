/**
 * Laws 53–57: leads out of turn (the opening lead, 54; declarer's, 55; a defender's, 56;
 * acceptance, 53) and premature or out-of-turn plays by a defender (57).
 *
 * @laws 41:faceDownLeadOutOfTurn 45:applyDesignationChange,designationChangeTooLate
 * @laws 53:onLeadOutOfTurn,acceptLoot,lootConduct,properLeadMade
 * @laws 54:onLeadOutOfTurn,declarerBecomesDummy,returnFaceDownLead,faceDownLeadOutOfTurn 55:onLeadOutOfTurn,rejectLoot
 * @laws 56:onLeadOutOfTurn,rejectLoot 57:onPlayOutOfTurn,applyPrematureChoice,applyDummyActedFirst
 */
import {
  cardSuitIndex,
  lho,
  nextSeat,
  partner,
  playableCards,
  printCard,
  rho,
  sideOf,
  SUITS,
  type Card,
  type Effect,
  type Irregularity,
  type Seat,
  type Table,
  type TableEvent,
} from '@stikk/core';
import { editionProfile } from '../framework/edition.js';
import { addPenaltyCard } from './law49-52-penalty-cards.js';
import { isDefender, playState, useFindings, type Pend } from './context.js';

type Loot = Extract<Pend, { type: 'loot' }>;

/** Handles a lead out of turn the core recognised (opening lead: Law 54; later: 53, 55, 56). */
export function onLeadOutOfTurn(m: Table, irr: Irregularity): void {
  const st = playState(m);
  const seat = irr.seat!;
  const card = lastExposed(m, seat);
  if (card === null) return;
  if (irr.code === 'opening-lead-out-of-turn') {
    if (!isDefender(m, seat)) {
      // Law 54E: a player of the declaring side tried to lead: Law 24 (no penalty card for them).
      m.unexposeCard(card);
      m.setStatus(irr.event, 'cancelled', '54E');
      m.addRuling({
        law: '54E',
        event: irr.event,
        effects: [],
        explanation: `${seat} is on the declaring side: the card goes back without penalty (Laws 54E, 24)`,
      });
      return;
    }
    st.pend = {
      type: 'loot',
      law: '54',
      offender: seat,
      card,
      event: irr.event,
      chooser: m.declarer!,
      acceptors: [m.declarer!],
    };
    return;
  }
  // Law 53A (2017): a lead out of turn to trick 13 cannot be accepted and is withdrawn.
  if (m.edition === '2017' && m.completedTricks === 12) {
    m.unexposeCard(card);
    m.setStatus(irr.event, 'withdrawn', '53A');
    m.addRuling({
      law: '53A',
      event: irr.event,
      effects: [],
      explanation: 'a lead out of turn to trick 13 must be withdrawn; it cannot be accepted (Law 53A)',
    });
    return;
  }
  if (isDefender(m, seat)) {
    st.pend = {
      type: 'loot',
      law: '56',
      offender: seat,
      card,
      event: irr.event,
      chooser: m.declarer!,
      acceptors: [m.declarer!],
    };
  } else {
    // Law 55A: either defender may accept; if they disagree, the one next in turn after the lead decides.
    const next = lho(seat);
    st.pend = {
      type: 'loot',
      law: '55',
      offender: seat,
      card,
      event: irr.event,
      chooser: next,
      acceptors: [next, partner(next)],
    };
  }
}

function lastExposed(m: Table, seat: Seat): Card | null {
  const h = m.hands[seat];
  let last: Card | null = null;
  for (const c of m.exposed) if (h?.includes(c)) last = c;
  return last;
}

export function lootOptions(p: Loot): string[] {
  return p.law === '54' ? ['accept', 'declarer-becomes-dummy', 'reject'] : ['accept', 'reject'];
}

/** The lead out of turn is accepted: it becomes the lead (Law 53A; 54B; 55A). */
export function acceptLoot(m: Table, p: Loot, how: string, lawOverride?: string): void {
  const law = lawOverride ?? (p.law === '54' ? '54B' : p.law === '55' ? '55A' : '53A');
  m.playCard(p.offender, p.card, p.event);
  m.setStatus(p.event, 'accepted', law);
  const detail = p.law === '54' ? `; declarer plays the second card from his own hand (Law 54B)` : '';
  m.addRuling({
    law,
    event: p.event,
    effects: [],
    explanation: `${p.offender}'s lead of ${printCard(p.card)} out of turn is accepted ${how} and stands as the lead (Law 53A)${detail}`,
  });
  playState(m).pend = null;
}

/**
 * Law 47E1: the lead out of turn was made because an opponent told the player it was his lead.
 * It is withdrawn with no rectification and cannot be accepted (2017: nor does it establish a
 * revoke, Law 63A1).
 */
export function withdrawMisledLoot(m: Table, p: Loot): void {
  playState(m).pend = null;
  m.unexposeCard(p.card);
  m.setStatus(p.event, 'withdrawn', '47E1');
  m.addRuling({
    law: '47E1',
    event: p.event,
    effects: [],
    explanation: `${p.offender} led ${printCard(p.card)} because an opponent told him it was his lead: the card goes back with no rectification and may not be accepted (Law 47E1)`,
  });
}

/** Law 54A: presumed declarer spreads his hand and becomes dummy; the lead is then in turn. */
export function declarerBecomesDummy(m: Table, p: Loot): void {
  const old = m.declarer!;
  m.setDeclarer(partner(old));
  m.playCard(p.offender, p.card, p.event);
  m.setStatus(p.event, 'accepted', '54A');
  m.addRuling({
    law: '54A',
    event: p.event,
    effects: [],
    explanation: `${old} spreads his hand and becomes dummy; ${m.declarer} is declarer and ${p.offender}'s lead stands (Law 54A)`,
  });
  playState(m).pend = null;
}

/** The lead out of turn is not accepted (54D, 55B, 56). */
export function rejectLoot(m: Table, p: Loot, how: string): void {
  playState(m).pend = null;
  if (p.law === '55') {
    const wrongHand = m.turn() !== null && sideOf(m.turn()!) === sideOf(p.offender);
    const law = wrongHand ? '55B2' : '55B1';
    m.unexposeCard(p.card);
    m.setStatus(p.event, 'withdrawn', law);
    m.addRuling({
      law,
      event: p.event,
      effects: [],
      explanation: wrongHand
        ? `declarer must lead from the correct hand, any card (Law 55B2)`
        : `declarer's card goes back without further rectification; the defender on lead leads (Law 55B1)`,
    });
    return;
  }
  const law = p.law === '54' ? '54D' : '56';
  const effect = addPenaltyCard(m, p.offender, p.card, true, law);
  m.setStatus(p.event, 'penalty-card', law);
  m.addRuling({
    law,
    event: p.event,
    effects: [effect],
    explanation: `${p.offender}'s lead out of turn is not accepted ${how}: the card becomes a major penalty card (Laws ${law}, 50D)`,
  });
}

/**
 * Acts at the table while a lead out of turn waits for its decision. Returns:
 * `accepted` (the next hand played: Law 53A; or dummy played after a faced opening lead, 54B2),
 * `proper` (the proper leader, an opponent, led: 53B 2017 / 53C 2007), `wrong-defender`
 * (declarer led out of turn and the defender on the right played: 2007 53B; the 2017 Law 53 has
 * only A and B, so his play accepts the lead under 55A; Law 57 applies either way), or null when
 * the act says nothing about the lead.
 */
export function lootConduct(
  m: Table,
  p: Loot,
  seat: Seat,
): 'accepted' | 'proper' | 'wrong-defender' | 'retracted' | null {
  const next = nextSeat(p.offender);
  if (seat === next && sideOf(seat) !== sideOf(p.offender)) return 'accepted';
  if (p.law === '54' && seat === m.dummy) return 'accepted';
  const proper = m.turn();
  if (proper !== null && seat === proper && sideOf(seat) !== sideOf(p.offender)) return 'proper';
  if (proper !== null && seat === proper && p.law === '55') return 'retracted';
  if (p.law === '55' && seat === rho(p.offender) && isDefender(m, seat)) return 'wrong-defender';
  return null;
}

/** Options for declarer under Law 57A: four in 2017, three in 2007 (no "require"). */
export function prematureOptions(m: Table): string[] {
  const led = m.ledSuit();
  const others = [3, 2, 1, 0].filter((s) => s !== led).map((s) => SUITS[s]);
  return [
    'highest',
    'lowest',
    ...(m.edition === '2017' ? others.map((s) => `require-suit:${s}`) : []),
    ...others.map((s) => `forbid-suit:${s}`),
  ];
}

/**
 * Law 57: a defender played before his partner (57A: major penalty card, then declarer's option
 * over partner's play), or at his right-hand opponent's turn (2017 57D: the card is played at his
 * turn if legal, otherwise a major penalty card; 2007: a major penalty card).
 */
export function onPlayOutOfTurn(m: Table, irr: Irregularity): void {
  const st = playState(m);
  const seat = irr.seat!;
  const card = lastExposed(m, seat);
  const t = m.currentTrick;
  if (card === null || !t) return;
  if (!isDefender(m, seat) && t.plays.some((p) => p.seat === seat)) {
    const before = t.plays.find((p) => p.seat === seat)!;
    m.unexposeCard(card);
    if (seat === m.dummy || m.edition === '2007') {
      // 45C4(b): a change of an unintended designation (2017: dummy's card only, a slip of the
      // tongue, before declarer plays again; 2007: any player, without pause for thought) —
      // the director finds whether it was unintended.
      st.pend = { type: 'designation-change', seat, from: before.card, to: card, event: irr.event };
      return;
    }
    // 45E2: declarer's fifth card goes back to his hand without rectification.
    m.setStatus(irr.event, 'withdrawn', '45E2');
    m.addRuling({
      law: '45E2',
      event: irr.event,
      effects: [],
      explanation: `${seat} already played to this trick; the extra card goes back without rectification (Law 45E2)`,
    });
    return;
  }
  if (!isDefender(m, seat)) {
    // Law 57C3 (2017; 57C2 in 2007): declarer's premature play from either hand is played.
    m.playCard(seat, card, irr.event);
    m.setStatus(irr.event, 'stands', m.edition === '2017' ? '57C3' : '57C2');
    return;
  }
  if (t.plays.some((p) => p.seat === seat) && !t.plays.some((p) => p.seat === partner(seat))) {
    // 57A covers a lead to the next trick before partner has played to this one: a major
    // penalty card, and declarer's option over partner's card (57C1 exempts plays, not leads).
    const effect = addPenaltyCard(m, seat, card, true, '57A');
    m.setStatus(irr.event, 'penalty-card', '57A');
    m.addRuling({
      law: '57A',
      event: irr.event,
      effects: [effect],
      explanation: `${seat} led ${printCard(card)} to the next trick before his partner played to this one: it is a major penalty card, and declarer chooses how ${partner(seat)} plays to this trick (Law 57A)`,
    });
    st.pend = { type: 'premature', offender: seat, card, event: irr.event, trick: m.tricks.length };
    return;
  }
  if (t.plays.some((p) => p.seat === seat)) {
    // He and his partner have played to this trick: a card led to the next trick before declarer's
    // side has finished this one is an exposed card (Laws 49, 50), major as it was played deliberately.
    const effect = addPenaltyCard(m, seat, card, true, '49');
    m.setStatus(irr.event, 'penalty-card', '49');
    m.addRuling({
      law: '49',
      event: irr.event,
      effects: [effect],
      explanation: `${seat} led ${printCard(card)} before the trick was complete: it becomes a major penalty card (Laws 49, 50)`,
    });
    return;
  }
  const partnerPlayed = t.plays.some((p) => p.seat === partner(seat));
  const bothDeclarerHands =
    m.declarer !== null && t.plays.some((p) => p.seat === m.declarer) && t.plays.some((p) => p.seat === m.dummy);
  if (!partnerPlayed && bothDeclarerHands && m.edition === '2017' && dummyCardBeforeRho(m, t.plays)) {
    // 2017: dummy's card counts as played only once declarer named it (57C1). It came before dummy's right-hand
    // opponent played, so whether dummy put it there on his own (57C2) is a finding. No rectification either way.
    m.playCard(seat, card, irr.event);
    m.setStatus(irr.event, 'stands');
    const p = {
      type: 'premature',
      offender: seat,
      card,
      event: irr.event,
      trick: m.tricks.length,
      dummyCard: true,
    } as const;
    if (m.findings.dummyActedFirst !== undefined) applyDummyCardFinding(m, p, m.findings.dummyActedFirst === true);
    else st.pend = p;
    return;
  }
  if (!partnerPlayed && bothDeclarerHands) {
    // Law 57C1 (both editions): declarer has played from both hands: no rectification; the card is played.
    m.playCard(seat, card, irr.event);
    m.setStatus(irr.event, 'stands', '57C1');
    m.addRuling({
      law: '57C1',
      event: irr.event,
      effects: [],
      explanation: 'declarer had already played from both hands, so the early play is not rectified (Law 57C1)',
    });
    return;
  }
  if (!partnerPlayed) {
    const effect = addPenaltyCard(m, seat, card, true, '57A');
    m.setStatus(irr.event, 'penalty-card', '57A');
    m.addRuling({
      law: '57A',
      event: irr.event,
      effects: [effect],
      explanation: `${seat} played before his partner: ${printCard(card)} is a major penalty card, and declarer chooses how ${partner(seat)} plays to this trick (Law 57A)`,
    });
    st.pend = { type: 'premature', offender: seat, card, event: irr.event, trick: m.tricks.length, play: true };
    return;
  }
  const led = m.ledSuit();
  const legalLater = playableCards(m.hands[seat] ?? [], led).includes(card);
  if (m.edition === '2017' && legalLater) {
    const effect: Effect = {
      kind: 'play-restriction',
      seat,
      mode: 'card',
      card: printCard(card),
      trick: m.tricks.length,
      law: '57D',
      explanation: `${seat} played at his right-hand opponent's turn: ${printCard(card)} must be played when his turn comes (Law 57D)`,
    };
    m.setStatus(irr.event, 'stands', '57D');
    m.addRuling({ law: '57D', event: irr.event, effects: [effect], explanation: effect.explanation! });
    st.mustPlayCard = { seat, card, event: irr.event };
    return;
  }
  const law = m.edition === '2017' ? '57D' : '50';
  const effect = addPenaltyCard(m, seat, card, true, law);
  m.setStatus(irr.event, 'penalty-card', law);
  m.addRuling({
    law,
    event: irr.event,
    effects: [effect],
    explanation: `${seat} played out of turn: ${printCard(card)} is a major penalty card (Law ${law === '57D' ? '57D' : '49, 50'})`,
  });
}

/** 45C4(b), 47C: the unintended card goes back and the intended one replaces it in the trick. */
export function applyDesignationChange(
  m: Table,
  p: Extract<Pend, { type: 'designation-change' }>,
  unintended: boolean,
): void {
  playState(m).pend = null;
  useFindings(m, 'unintended');
  if (!unintended) {
    m.setStatus(p.event, 'withdrawn', '45C4');
    m.addRuling({
      law: '45C4',
      event: p.event,
      effects: [],
      explanation: `the first card was intended: ${printCard(p.from)} stays played and ${printCard(p.to)} goes back (Law 45C4)`,
    });
    return;
  }
  const t = m.tricks.find((x) => x.plays.some((q) => q.seat === p.seat && q.card === p.from));
  if (!t) return;
  const old = t.plays.find((q) => q.card === p.from)!;
  m.replacePlayedCard(old.event, p.to, p.event);
  m.setStatus(old.event, 'replaced', '45C4');
  m.setStatus(p.event, 'stands', '45C4');
  m.addRuling({
    law: '45C4',
    event: p.event,
    effects: [],
    explanation: `an unintended designation is changed: ${printCard(p.to)} replaces ${printCard(p.from)}, which goes back without rectification (Laws 45C4(b), 47C)`,
  });
}

/** Whether dummy's card in this trick was put down before dummy's right-hand opponent had played to it. */
function dummyCardBeforeRho(m: Table, plays: readonly { readonly seat: Seat }[]): boolean {
  if (m.dummy === null) return false;
  const d = plays.findIndex((q) => q.seat === m.dummy);
  const r = plays.findIndex((q) => q.seat === rho(m.dummy!));
  return d > 0 && (r < 0 || r > d);
}

/**
 * Law 57C (2017), the finding on dummy's card played before his right-hand opponent: put there by dummy on his
 * own (57C2) or named by declarer, who so played from both hands (57C1). The defender's card, played before his
 * partner, is played either way; only the law differs.
 */
export function applyDummyCardFinding(m: Table, p: Extract<Pend, { type: 'premature' }>, ownAct: boolean): void {
  const law = ownAct ? '57C2' : '57C1';
  m.setStatus(p.event, 'stands', law);
  m.addRuling({
    law,
    event: p.event,
    effects: [],
    explanation: ownAct
      ? `dummy put his card down on his own before his right-hand opponent played, so ${printCard(p.card)} played ahead of ${p.offender}'s partner is not rectified (Law 57C2)`
      : `declarer had named dummy's card, so he had played from both hands and ${printCard(p.card)} is not rectified (Law 57C1)`,
  });
  playState(m).pend = null;
  useFindings(m, 'dummyActedFirst');
}

/**
 * Law 57C2 (2017; 2007 57C1): dummy, on his own, played a card before his right-hand opponent or
 * suggested one (finding `dummyActedFirst`): the defender who then played before his partner is
 * not rectified. The 57A penalty card and declarer's option are taken back and the card is played.
 */
export function applyDummyActedFirst(m: Table, p: Extract<Pend, { type: 'premature' }>): boolean {
  if (m.findings.dummyActedFirst !== true) return false;
  const law = m.edition === '2017' ? '57C2' : '57C1';
  const r = m.rulings.find((x) => x.law === '57A' && x.event === p.event);
  if (r) m.removeRuling(r);
  m.playCard(p.offender, p.card, p.event);
  m.setStatus(p.event, 'stands', law);
  m.addRuling({
    law,
    event: p.event,
    effects: [],
    explanation: `dummy acted on his own before ${p.offender} played ahead of his partner, so ${printCard(p.card)} is played and not rectified (Law ${law})`,
  });
  playState(m).pend = null;
  useFindings(m, 'dummyActedFirst');
  return true;
}

export function applyPrematureChoice(m: Table, p: Extract<Pend, { type: 'premature' }>, option: string): boolean {
  if (!prematureOptions(m).includes(option)) return false;
  const who = partner(p.offender);
  const [mode, suit] = option.includes(':')
    ? [option.split('-')[0], option.split(':')[1] as (typeof SUITS)[number]]
    : [option, undefined];
  const what: Record<string, string> = {
    highest: `${who} must play his highest card of the suit led`,
    lowest: `${who} must play his lowest card of the suit led`,
    require: `${who} must play a ${suit}`,
    forbid: `${who} may not play a ${suit}`,
  };
  const effect: Effect = {
    kind: 'play-restriction',
    seat: who,
    mode,
    trick: p.trick,
    law: '57A',
    explanation: `${what[mode]} to this trick, if able (Laws 57A, 57B, 59)`,
    ...(suit ? { suit } : {}),
  };
  m.addRuling({ law: '57A', event: p.event, effects: [effect], explanation: `declarer chooses "${option}" (Law 57A)` });
  playState(m).pend = null;
  useFindings(m, 'option');
  return true;
}

export const suitOf = (c: Card): string => SUITS[cardSuitIndex(c)];

type PlayEvent = Extract<TableEvent, { kind: 'play' }>;

/**
 * Law 54: the correct leader had led face down and his partner faces a lead out of turn: the
 * face-down lead goes back to the hand. True when it did (the new card is then the core's to apply).
 */
export function returnFaceDownLead(m: Table, ev: PlayEvent): boolean {
  const t0 = m.tricks[0];
  if (
    !(
      m.tricks.length === 1 &&
      t0.plays.length === 1 &&
      playState(m).faceDown.includes(t0.plays[0].event) &&
      ev.seat === partner(t0.leader) &&
      !ev.faceDown
    )
  )
    return false;
  const fd = t0.plays[0];
  m.withdrawCard(fd.event);
  m.setStatus(fd.event, 'withdrawn', '54');
  return true;
}

/** Laws 41A, 54: a face-down opening lead out of turn was never faced: it goes back without rectification. */
export function faceDownLeadOutOfTurn(m: Table, ev: PlayEvent, i: number): boolean {
  if (!(ev.faceDown && m.phase === 'clarification' && ev.seat !== m.turn())) return false;
  m.setStatus(i, 'withdrawn', '41A');
  return true;
}

/**
 * Law 53B (2017; 53C in 2007): the proper leader led while a lead out of turn waited: the proper
 * lead stands and the card led in error is withdrawn — a defender's becomes a major penalty card.
 * The Swedish text we follow says the cards *are* withdrawn ("återtas"); the catalogue reads the
 * English "may be" — where they disagree the law text wins.
 */
export function properLeadMade(m: Table, p: Loot): void {
  playState(m).pend = null;
  const law = editionProfile(m.edition).properLead;
  if (isDefender(m, p.offender)) {
    const effect = addPenaltyCard(m, p.offender, p.card, true, law);
    m.setStatus(p.event, 'penalty-card', law);
    m.addRuling({
      law,
      event: p.event,
      effects: [effect],
      explanation: `declarer made the proper lead: ${p.offender}'s card becomes a major penalty card (Laws ${law}, 56, 50)`,
    });
  } else {
    m.unexposeCard(p.card);
    m.setStatus(p.event, 'withdrawn', law);
    m.addRuling({
      law,
      event: p.event,
      effects: [],
      explanation: `the defender made the proper lead; declarer's card goes back (Law ${law})`,
    });
  }
}

/**
 * 45C4: too late to change a designation once another card is played (2017: declarer plays again; 2007: partner plays).
 */
export function designationChangeTooLate(m: Table, p: Extract<Pend, { type: 'designation-change' }>): void {
  m.setStatus(p.event, 'withdrawn', '45C4');
  m.addRuling({
    law: '45C4',
    event: p.event,
    effects: [],
    explanation: 'play went on before the change was put right: the first card stands (Law 45C4)',
  });
  playState(m).pend = null;
}
