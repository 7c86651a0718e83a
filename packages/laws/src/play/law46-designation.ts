/**
 * Law 46B: declarer names dummy's card incompletely or invalidly; which card is played.
 * "high"/"low": the highest/lowest card of the suit led (2007: highest/lowest card); "win": the
 * lowest card known to win the trick; a suit: its lowest card; a rank: that rank (when dummy
 * leads, in the suit with which dummy won the last trick); "any": a defender chooses.
 *
 * @laws 46
 */
import {
  cardRankIndex,
  cardSuitIndex,
  lho,
  parseCard,
  parseRank,
  parseSuit,
  playableCards,
  SEATS,
  sideOf,
  winningIndex,
  type Card,
  type Seat,
  type Table,
} from '@stikk/core';

export type Designation =
  | { card: Card; law: string }
  | { ask: Seat | 'director'; candidates: Card[]; law: string; why: string }
  | { void: true; law: string };

const trumpOf = (m: Table): number =>
  m.contract && !m.contract.passedOut && m.contract.strain !== 'NT' ? 'CDHS'.indexOf(m.contract.strain) : -1;

/** Whether `c` from dummy is certain to win the trick, from what declarer can see. */
function knownToWin(m: Table, c: Card): boolean {
  const t = m.currentTrick;
  const trump = trumpOf(m);
  const strain = m.contract && !m.contract.passedOut ? m.contract.strain : 'NT';
  const cards = [...(t?.plays.map((p) => p.card) ?? []), c];
  if (winningIndex(cards, strain) !== cards.length - 1) return false;
  const played = t?.plays.map((p) => p.seat) ?? [];
  const dummy = m.dummy!;
  const later = SEATS.filter((s) => s !== dummy && !played.includes(s) && sideOf(s) !== sideOf(dummy));
  if (!later.length) return true;
  // Cards declarer cannot see: the defenders'. Any higher card of the suit or any trump there may beat it.
  const unseen = SEATS.filter((s) => sideOf(s) !== sideOf(dummy)).flatMap((s) => m.hands[s] ?? []);
  const suit = cardSuitIndex(c);
  if (unseen.some((u) => cardSuitIndex(u) === suit && cardRankIndex(u) > cardRankIndex(c))) return false;
  if (trump >= 0 && suit !== trump && unseen.some((u) => cardSuitIndex(u) === trump)) return false;
  return true;
}

export function designate(m: Table, text: string): Designation {
  const dummy = m.dummy!;
  const hand = m.hands[dummy] ?? [];
  const led = m.ledSuit();
  const legal = playableCards(hand, led);
  const word = text.trim().toLowerCase();
  const bySuit = (s: number): Card[] => legal.filter((c) => cardSuitIndex(c) === s).sort((a, b) => a - b);
  if (word === 'high' || word === 'low') {
    const pool =
      m.edition === '2017'
        ? led === null
          ? []
          : bySuit(led)
        : [...legal].sort((a, b) => cardRankIndex(a) - cardRankIndex(b) || a - b);
    if (!pool.length)
      return {
        ask: 'director',
        candidates: legal,
        law: '46B1',
        why: `"${word}" names no card when dummy leads or cannot follow (Law 46B1)`,
      };
    return { card: word === 'high' ? pool[pool.length - 1] : pool[0], law: word === 'high' ? '46B1(a)' : '46B1(c)' };
  }
  if (word === 'win') {
    const wins = legal.filter((c) => knownToWin(m, c)).sort((a, b) => cardRankIndex(a) - cardRankIndex(b));
    if (!wins.length)
      return {
        ask: 'director',
        candidates: legal,
        law: '46B1(b)',
        why: 'no card of dummy is known to win the trick (Law 46B1(b))',
      };
    return { card: wins[0], law: '46B1(b)' };
  }
  if (word === 'any' || word === 'anything')
    return {
      ask: lho(dummy),
      candidates: legal,
      law: '46B5',
      why: "declarer named no suit and no rank: a defender chooses dummy's card (Law 46B5)",
    };
  const suit = parseSuit(word);
  if (suit !== undefined && word.length === 1 && !/^[akqjt2-9]$/.test(word)) {
    const s = 'CDHS'.indexOf(suit);
    const cards = bySuit(s);
    if (!hand.some((c) => cardSuitIndex(c) === s)) return { void: true, law: '46B4' };
    if (!cards.length) return { void: true, law: '46B4' };
    return { card: cards[0], law: '46B2' };
  }
  const rank = parseRank(word);
  if (rank !== undefined) {
    const r = '23456789TJQKA'.indexOf(rank);
    if (!m.currentTrick) {
      const last = [...m.tricks].reverse().find((t) => t.winner === dummy);
      const winSuit = last ? cardSuitIndex(last.plays.find((p) => p.seat === dummy)!.card) : -1;
      const c = winSuit >= 0 ? legal.find((x) => cardSuitIndex(x) === winSuit && cardRankIndex(x) === r) : undefined;
      if (c !== undefined) return { card: c, law: '46B3(a)' };
    }
    const cards = legal.filter((c) => cardRankIndex(c) === r);
    if (cards.length === 1) return { card: cards[0], law: '46B3(b)' };
    if (cards.length > 1)
      return {
        ask: m.declarer!,
        candidates: cards,
        law: '46B3(b)',
        why: 'two or more cards of that rank can be played: declarer says which (Law 46B3(b))',
      };
    return { void: true, law: '46B4' };
  }
  const full = parseCard(word);
  if (full.ok && !hand.includes(full.value)) return { void: true, law: '46B4' };
  if (full.ok) return { card: full.value, law: '46A' };
  return {
    ask: 'director',
    candidates: legal,
    law: '46B',
    why: `"${text}" does not designate a card; the director decides (Law 46B)`,
  };
}
