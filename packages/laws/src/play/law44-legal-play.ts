/**
 * Law 44 with the obligations that other laws lay on a player, in their order of precedence
 * (44C first, then lead and play restrictions — Laws 26, 50D2, 51B, 57A — then a major penalty
 * card (50D1), then a minor one (50C)). An obligation the player cannot meet falls away (Law 59).
 *
 * @laws 44:legalPlay 59:legalPlay
 */
import {
  cardSuitIndex,
  parseCard,
  playableCards,
  printCard,
  type Card,
  type DeepReadonly,
  type Effect,
  type Seat,
  type Table,
} from '@stikk/core';

type REffect = DeepReadonly<Effect>;
import { isHonour } from './context.js';

/** The seat a lead restriction binds: `seat` is always the restricted leader (framework/effects.ts). */
export function restrictedLeader(e: REffect): Seat | null {
  return e.seat ?? null;
}

/** Lead restrictions with a chosen mode that bind `seat` when he is on lead. */
export function leadRestrictionsFor(m: Table, seat: Seat): REffect[] {
  return m.restrictions.filter(
    (r) =>
      r.kind === 'lead-restriction' && r.mode !== undefined && r.suit !== undefined && restrictedLeader(r) === seat,
  );
}

/** Play restrictions (Law 57A) that bind `seat` in the current trick. */
export function playRestrictionsFor(m: Table, seat: Seat): REffect[] {
  return m.restrictions.filter(
    (r) => r.kind === 'play-restriction' && r.seat === seat && r.trick === m.tricks.length + (m.currentTrick ? 0 : 1),
  );
}

function applyRestriction(cards: Card[], r: REffect, led: number | null): Card[] {
  const suit = r.suit !== undefined ? 'CDHS'.indexOf(r.suit) : -1;
  switch (r.mode) {
    case 'require':
      return cards.filter((c) => cardSuitIndex(c) === suit);
    case 'forbid':
      return cards.filter((c) => cardSuitIndex(c) !== suit);
    case 'highest':
    case 'lowest': {
      if (led === null) return cards;
      const ofSuit = cards.filter((c) => cardSuitIndex(c) === led).sort((a, b) => a - b);
      if (!ofSuit.length) return cards;
      return [r.mode === 'highest' ? ofSuit[ofSuit.length - 1] : ofSuit[0]];
    }
    case 'card': {
      const c = r.card ? parseCard(r.card) : null;
      return c && c.ok ? cards.filter((x) => x === c.value) : cards;
    }
    default:
      return cards;
  }
}

export interface LegalPlay {
  /** Cards that follow suit (Law 44C). */
  readonly follow: Card[];
  /** After lead and play restrictions (Law 59 drops one that cannot be met). */
  readonly restricted: Card[];
  /** After the penalty-card obligations: what the player must choose from. */
  readonly required: Card[];
  /** The penalty cards that narrowed `required`, if any. */
  readonly penalty: Card[];
}

/** A penalty card's name as a card (null if it does not name one). */
function cardOf(t: string): Card | null {
  const c = parseCard(t);
  return c.ok ? c.value : null;
}

/** The lead and play restrictions that bind `seat` now; a leader too can be bound by declarer's choice of penalty
 * card (Law 51A). */
function bindingRestrictions(m: Table, seat: Seat, leading: boolean): REffect[] {
  return leading
    ? [...leadRestrictionsFor(m, seat), ...playRestrictionsFor(m, seat).filter((r) => r.mode === 'card')]
    : playRestrictionsFor(m, seat);
}

/**
 * The cards `seat` may play now when an obligation narrows the cards that follow suit, with the law that narrows
 * them (the core's `DirectorRules.legalCards`, shown in views): a penalty card's (50C, 50D) when it narrows them
 * last, else the first lead or play restriction that does (26B, 50D2, 51A, 57A…); null when nothing does.
 */
export function narrowedPlay(m: Table, seat: Seat): { cards: Card[]; law: string } | null {
  if (m.restrictions.length === 0 && m.penaltyCards.length === 0) return null;
  const lp = legalPlay(m, seat);
  if (lp.required.length === lp.follow.length) return null;
  if (lp.required.length < lp.restricted.length) {
    const major = m.penaltyCards.some(
      (p) => p.seat === seat && p.major && lp.penalty.some((c) => printCard(c) === p.card),
    );
    return { cards: lp.required, law: major ? '50D' : '50C' };
  }
  const led = m.ledSuit();
  let law = '44';
  for (const r of bindingRestrictions(m, seat, m.currentTrick === null)) {
    const next = applyRestriction(lp.follow, r, led);
    if (next.length && next.length < lp.follow.length) {
      law = r.law;
      break;
    }
  }
  return { cards: lp.required, law };
}

/** What `seat` may play now under Laws 44, 26, 50–51, 57 and 59. */
export function legalPlay(m: Table, seat: Seat): LegalPlay {
  const hand = m.hands[seat] ?? [];
  const led = m.ledSuit();
  const leading = m.currentTrick === null;
  const follow = playableCards(hand, led);
  // No restriction and no penalty card on the table (most boards): following suit is all there is.
  if (m.restrictions.length === 0 && m.penaltyCards.length === 0)
    return { follow, restricted: follow, required: follow, penalty: [] };
  let restricted = follow;
  for (const r of bindingRestrictions(m, seat, leading)) {
    const next = applyRestriction(restricted, r, led);
    if (next.length) restricted = next;
  }
  const mine = m.penaltyCards.filter((p) => p.seat === seat);
  const majors = mine
    .filter((p) => p.major)
    .map((p) => cardOf(p.card))
    .filter((c): c is Card => c !== null && restricted.includes(c));
  if (majors.length) return { follow, restricted, required: majors, penalty: majors };
  const minors = mine
    .filter((p) => !p.major)
    .map((p) => cardOf(p.card))
    .filter((c): c is Card => c !== null && restricted.includes(c));
  if (minors.length) {
    // Law 50C: no other card below a ten of that suit until the minor penalty card is played.
    const blocked = new Set(minors.map(cardSuitIndex));
    const required = restricted.filter((c) => minors.includes(c) || !blocked.has(cardSuitIndex(c)) || isHonour(c));
    if (required.length < restricted.length) return { follow, restricted, required, penalty: minors };
  }
  return { follow, restricted, required: restricted, penalty: [] };
}

export const cardList = (cs: readonly Card[]): string => cs.map(printCard).join(', ');
