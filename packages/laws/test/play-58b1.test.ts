// Law 58B, fixtures written from the law texts (2017 Swedish, 2007 Norwegian: the same rule) before
// the code: a player plays two or more cards at the same moment.
// 58B1: only one card's face is visible — that card is played; the others are picked up with no
// further rectification (no penalty card, even for a defender; Law 47F). 58B2: more than one face
// visible — the player designates the card he plays; a defender's other cards become penalty cards,
// declarer's go back to the hand.
import { describe, expect, it } from 'vitest';
import type { RawTableEvent } from '@stikk/core';
import { log, replay, round } from './play-helpers.js';

// 3NT by S; W leads; N wins trick 1 and leads SA to trick 2.
const T1 = round('W', ['C4', 'CA', 'CJ', 'C7']);
const play = (seat: string, card: string, extra: Record<string, unknown> = {}): RawTableEvent => ({
  seat,
  play: card,
  ...extra,
});

describe('Law 58B1: only one card visible', () => {
  for (const edition of ['2017', '2007']) {
    it(`${edition}: a defender's second card lands face down — it goes back, no penalty card`, () => {
      const out = replay(
        log('3NT', [...T1, 'N:SA', 'E:S9', 'S:S5', 'W:S3', play('W', 'S4', { simultaneous: true, faceDown: true })], {
          edition,
        }),
      );
      expect(out.events[11]).toEqual({ status: 'stands' });
      expect(out.events[12]).toEqual({ status: 'withdrawn', law: '58B1' });
      expect(out.penaltyCards).toEqual([]);
      expect(out.pending).toBeNull();
      expect(out.tricks).toEqual({ NS: 2, EW: 0 });
      expect(out.turn).toBe('N');
      // W still holds S4 and plays it to the next spade.
      const on = replay(
        log(
          '3NT',
          [
            ...T1,
            'N:SA',
            'E:S9',
            'S:S5',
            'W:S3',
            play('W', 'S4', { simultaneous: true, faceDown: true }),
            'N:SK',
            'E:ST',
            'S:S6',
            'W:S4',
          ],
          { edition },
        ),
      );
      expect(on.events[16]).toEqual({ status: 'stands' });
      expect(on.tricks).toEqual({ NS: 3, EW: 0 });
    });
  }
  it('the first card face down, the second face up: the visible second card is the one played', () => {
    const out = replay(
      log('3NT', [
        ...T1,
        'N:SA',
        'E:S9',
        'S:S5',
        play('W', 'S4', { faceDown: true }),
        play('W', 'S3', { simultaneous: true }),
      ]),
    );
    expect(out.events[11]).toEqual({ status: 'withdrawn', law: '58B1' });
    expect(out.events[12]).toEqual({ status: 'stands', law: '58B1' });
    expect(out.penaltyCards).toEqual([]);
    expect(out.pending).toBeNull();
    const on = replay(
      log('3NT', [
        ...T1,
        'N:SA',
        'E:S9',
        'S:S5',
        play('W', 'S4', { faceDown: true }),
        play('W', 'S3', { simultaneous: true }),
        'N:SK',
        'E:ST',
        'S:S6',
        'W:S4',
      ]),
    );
    expect(on.events[16]).toEqual({ status: 'stands' });
  });
});

describe('Law 58B2: more than one card visible', () => {
  it('declarer designates; his other card goes back to the hand, no penalty card', () => {
    const out = replay(log('3NT', [...T1, 'N:SA', 'E:S9', 'S:S5', play('S', 'S6', { simultaneous: true })]));
    expect(out.events[11]).toEqual({ status: 'withdrawn', law: '58B2' });
    expect(out.penaltyCards).toEqual([]);
    expect(out.pending).toMatchObject({ law: '58B2', chooser: 'S', options: ['S5', 'S6'] });
  });
});
