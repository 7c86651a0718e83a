import { parseDeal, printCard, SEATS, seededDeal, type Seat } from '@stikk/core';
import { describe, expect, it } from 'vitest';
import { dealtDeal, type PlayedCard } from '../src/deal-record.js';

/** An ended board's view after `played` cards: the rest still held, no trick yet. */
function endedView(deal: ReturnType<typeof seededDeal>, played: PlayedCard[]) {
  const hands = {} as Record<Seat, string[]>;
  for (const s of SEATS) hands[s] = deal[s]!.map(printCard).filter((c) => !played.some((p) => p.card === c));
  return { hands, tricks: [] as { cards: PlayedCard[] }[] };
}

describe('dealtDeal: the hand record of an ended online board', () => {
  const deal = seededDeal('deal-record', 1);
  const lead = (s: Seat, i = 0): PlayedCard => ({ seat: s, card: printCard(deal[s]![i]!) });
  const trick = [lead('E'), lead('S'), lead('W'), lead('N')];

  it('puts the played cards back into the hands: the deal as dealt', () => {
    const v = endedView(deal, trick);
    v.tricks.push({ cards: trick });
    const d = parseDeal(dealtDeal(v)!);
    expect(d.ok && SEATS.every((s) => d.value[s]!.length === 13)).toBe(true);
    expect(dealtDeal(v)).toBe(dealtDeal(endedView(deal, [])));
  });

  it('a claim agreed during a trick: the cards seen played to it are added back (the state drops them)', () => {
    const half = [lead('E', 1), lead('S', 1)];
    const v = endedView(deal, [...trick, ...half]);
    v.tricks.push({ cards: trick });
    expect(dealtDeal(v)).toBeNull(); // two hands of 12: no record rather than a wrong one
    expect(dealtDeal(v, half)).toBe(dealtDeal(endedView(deal, [])));
  });

  it('no record while a hand is hidden', () => {
    const v = endedView(deal, []);
    expect(dealtDeal({ ...v, hands: { ...v.hands, W: null } })).toBeNull();
  });
});
