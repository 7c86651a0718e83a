import {
  foldRaw,
  parseDeal,
  printCard,
  SEATS,
  seededDeal,
  unwrap,
  viewFor,
  type RawTableLog,
  type Seat,
} from '@stikk/core';
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

  it('a claim agreed during a trick: the view of the ended board alone (as after a reload) gives the deal', () => {
    const dealt = 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432';
    const calls = ['2C', 'P', '2D', 'P', '7NT', 'P', 'P', 'P'].map((call, i) => ({ seat: SEATS[i % 4]!, call }));
    const log: RawTableLog = {
      format: 'stikk-table-log/1',
      board: 1,
      deal: dealt,
      events: [
        ...calls,
        { seat: 'E', play: 'ST' },
        { seat: 'S', play: 'S3' },
        { seat: 'N', claim: 13 },
        { seat: 'E', agree: true },
        { seat: 'W', agree: true },
      ],
    };
    const s = unwrap(foldRaw(log, { mode: 'prevent' }));
    expect(s.phase).toBe('ended');
    for (const who of ['E', 'kibitzer'] as const) expect(dealtDeal(viewFor(s, who))).toBe(dealt);
  });

  it('no record while a hand is hidden', () => {
    const v = endedView(deal, []);
    expect(dealtDeal({ ...v, hands: { ...v.hands, W: null } })).toBeNull();
  });
});
