/**
 * Laws 49–52: a defender's exposed card becomes a penalty card; major or minor (50B); declarer's
 * options when the holder's partner is to lead (50D2, 51B); failure to play one (52).
 *
 * @laws 49 50 51 52
 */
import { partner, printCard, SUITS, type Card, type Effect, type Seat, type Table } from '@stikk/core';
import { isHonour, playState, useFindings, type Pend } from './context.js';

/**
 * Puts a defender's card on the table as a penalty card. `deliberate`: exposed through a
 * deliberate play (a lead out of turn, a premature play, a withdrawn revoke card) — Law 50B makes
 * it major, as it does any honour and every card once a defender holds two or more.
 */
export function addPenaltyCard(m: Table, seat: Seat, card: Card, deliberate: boolean, law: string): Effect {
  const text = printCard(card);
  const existing = m.penaltyCards.find((p) => p.seat === seat && p.card === text);
  let major = deliberate || isHonour(card);
  if (existing) {
    if (major) m.makePenaltyCardMajor(seat, text);
  } else {
    m.addPenaltyCard({ seat, card: text, major, law });
  }
  m.exposeCard(card);
  const mine = m.penaltyCards.filter((p) => p.seat === seat);
  if (mine.length >= 2) for (const p of mine) m.makePenaltyCardMajor(seat, p.card);
  major = m.penaltyCards.find((p) => p.seat === seat && p.card === text)!.major;
  return {
    kind: 'penalty-card',
    seat,
    card: text,
    major,
    law,
    explanation: major
      ? `${text} stays face up before ${seat} as a major penalty card: it must be played at the first legal opportunity, and declarer may restrict partner's lead (Laws 50B, 50D)`
      : `${text} stays face up before ${seat} as a minor penalty card: no other card below a ten of that suit may be played before it (Laws 50B, 50C)`,
  };
}

/** Returns a penalty card to its owner's hand (picked up under 50D2(a), 51B). */
export function pickUpPenaltyCards(m: Table, seat: Seat, suit: number): void {
  m.pickUpPenaltyCards(seat, suit);
}

/** The holder of major penalty cards whose partner is to lead now, if any (Law 50D2). */
export function penaltyLeadHolder(m: Table, leader: Seat): Seat | null {
  const holder = partner(leader);
  if (m.declarer === null || holder === m.declarer || holder === m.dummy) return null;
  return m.penaltyCards.some((p) => p.seat === holder && p.major) ? holder : null;
}

/** Declarer's options when the holder's partner is to lead (50D2, 51B1, 51B2). */
export function penaltyLeadOptions(m: Table, holder: Seat): string[] {
  const suits = [
    ...new Set(m.penaltyCards.filter((p) => p.seat === holder && p.major).map((p) => 'CDHS'.indexOf(p.card[0]))),
  ].sort((a, b) => b - a);
  const out: string[] = [];
  for (const s of suits) out.push(`require-suit:${SUITS[s]}`);
  for (const s of suits) out.push(`forbid-suit:${SUITS[s]}`);
  out.push('neither');
  return out;
}

/**
 * Applies declarer's choice for the lead by the holder's partner. Require or forbid: the
 * holder's penalty cards of that suit go back to his hand; forbid lasts while the partner keeps
 * the lead. Neither: the penalty cards stay (50D2(b), 51B2(c)).
 */
export function applyPenaltyLeadChoice(m: Table, p: Extract<Pend, { type: 'penalty-lead' }>, option: string): boolean {
  const match = /^(require|forbid)-suit:([CDHS])$/.exec(option);
  const many =
    new Set(m.penaltyCards.filter((c) => c.seat === p.holder && c.major).map((c) => c.card[0])).size > 1 ||
    m.penaltyCards.filter((c) => c.seat === p.holder).length > 1;
  const law = many ? '51B' : '50D2';
  // 51B2(c) is the "neither" of penalty cards in two or more suits; for one suit it is 50D2(b).
  const suitsHeld = new Set(m.penaltyCards.filter((c) => c.seat === p.holder).map((c) => c.card[0])).size;
  if (option === 'neither') {
    m.addRuling({
      law,
      event: p.event,
      effects: [],
      explanation: `declarer neither requires nor forbids a suit; ${p.holder}'s penalty cards stay on the table (Law ${suitsHeld > 1 && m.edition === '2017' ? '51B2(c)' : '50D2(b)'})`,
    });
    playState(m).penaltyLeadChosenAt = m.tricks.length;
    return true;
  }
  if (!match) return false;
  const suitText = match[2] as (typeof SUITS)[number];
  const suit = SUITS.indexOf(suitText);
  if (!m.penaltyCards.some((c) => c.seat === p.holder && c.card[0] === suitText)) return false;
  const mode = match[1];
  pickUpPenaltyCards(m, p.holder, suit);
  const effects: Effect[] = [
    {
      kind: 'lead-restriction',
      seat: p.leader,
      suit: suitText,
      mode,
      law,
      trick: m.tricks.length + 1,
      explanation:
        mode === 'require'
          ? `${p.leader} must lead a ${suitText} if able; ${p.holder}'s penalty card of that suit goes back to his hand (Law ${law})`
          : `${p.leader} may not lead a ${suitText} while he keeps the lead; ${p.holder}'s penalty card of that suit goes back to his hand (Law ${law})`,
    },
  ];
  if (m.edition === '2017')
    effects.push({
      kind: 'ui',
      seat: p.leader,
      holders: [p.leader],
      from: p.event,
      law: '50E2',
      explanation: `what the picked-up penalty card showed is unauthorized for ${p.leader} (Law 50E2)`,
    });
  m.addRuling({ law, event: p.event, effects, explanation: `declarer ${mode}s the lead of ${suitText} (Law ${law})` });
  playState(m).penaltyLeadChosenAt = m.tricks.length;
  useFindings(m, 'option');
  return true;
}

/**
 * 2007 Laws 50C and 50E2: whatever partner learns from seeing a penalty card on the table (other
 * than the requirements for playing it) is unauthorized for him. 2017 50E1 made it authorized
 * while the card lies there, so this is 2007 only. Attaches a `ui` effect to the ruling that
 * made each new penalty card.
 */
export function notePenaltyCardUi2007(m: Table): void {
  if (m.edition !== '2007') return;
  const st = playState(m);
  for (const pc of m.penaltyCards) {
    const key = `${pc.seat} ${pc.card}`;
    if (st.uiNoted.includes(key)) continue;
    st.uiNoted.push(key);
    const ruling = [...m.rulings]
      .reverse()
      .find((r) => r.effects.some((e) => e.kind === 'penalty-card' && e.seat === pc.seat && e.card === pc.card));
    if (!ruling) continue;
    const law = pc.major ? '50E2' : '50C';
    const effect: Effect = {
      kind: 'ui',
      seat: partner(pc.seat),
      holders: [partner(pc.seat)],
      from: ruling.event,
      law,
      explanation: `what ${partner(pc.seat)} learns from seeing the penalty card ${pc.card} is unauthorized for him; only the rules for playing it are authorized (Law 50E2 of 2007; 50C for a minor card)`,
    };
    m.addEffectToRuling(ruling, effect);
  }
}

/**
 * Law 50D2: the holder's partner led before declarer chose: that card is itself exposed (Law 49), a penalty card too.
 */
export function leadBeforeDeclarerChose(m: Table, seat: Seat, card: Card, i: number): void {
  const effect = addPenaltyCard(m, seat, card, true, '50D2');
  m.setStatus(i, 'penalty-card', '50D2');
  m.addRuling({
    law: '50D2',
    event: i,
    effects: [effect],
    explanation: `${seat} led before declarer chose under Law 50D2: the card becomes a penalty card too (Laws 50D2, 49)`,
  });
}
