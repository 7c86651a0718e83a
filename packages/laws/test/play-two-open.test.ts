// Two irregularities open at once in the play, from the law text: W holds a major penalty card
// (Law 50D) and his partner E is to lead, so declarer's Law 50D2 choice is pending; W leads out
// of turn before declarer has chosen. The lead out of turn is dealt with first (Law 56: declarer
// accepts it or not) and both rectifications apply:
// - not accepted: the card led becomes a second major penalty card (56, 50), and E's lead now
//   waits for declarer's choice over two penalty cards in two suits (51B2);
// - accepted (53A): W's lead stands, E no longer leads this trick, and CT stays a penalty card
//   (it was not played: 52B1(c)).
import { describe, expect, it } from 'vitest';
import { log, replay } from './play-helpers.js';

// 3NT by S. Trick 1: W C4, N CA, E CJ, S C7; W exposes CT (an honour: a major penalty card, 49/50B).
// Trick 2: N H2, E HQ, S H6, W H3 — E wins and is to lead; then W leads S3 out of turn.
const START = [
  'W:C4',
  'N:CA',
  'E:CJ',
  'S:C7',
  { seat: 'W', expose: 'CT' },
  { director: {} },
  'N:H2',
  'E:HQ',
  'S:H6',
  'W:H3',
];

describe('a lead out of turn while a penalty-card choice is pending', () => {
  for (const edition of ['2017', '2007'] as const) {
    it(`${edition}: before the lead out of turn, declarer's 50D2 choice is pending`, () => {
      const out = replay(log('3NT', START, { edition }));
      expect(out.pending).toMatchObject({ law: '50D2', chooser: 'S' });
    });
    it(`${edition}: the lead out of turn is dealt with first (56)`, () => {
      const out = replay(log('3NT', [...START, 'W:S3'], { edition }));
      expect(out.pending).toMatchObject({ law: '56', chooser: 'S', needs: ['declarerAccepts'] });
    });
    it(`${edition}: not accepted — a second penalty card, then declarer's choice over both (51B)`, () => {
      const out = replay(log('3NT', [...START, 'W:S3', { director: { declarerAccepts: false } }], { edition }));
      expect(out.penaltyCards.map((p) => `${p.seat}:${p.card}:${p.major}`)).toEqual(['W:CT:true', 'W:S3:true']);
      expect(out.pending).toMatchObject({ law: '51B', chooser: 'S' });
      expect(out.pending?.options).toEqual(
        expect.arrayContaining(['require-suit:S', 'require-suit:C', 'forbid-suit:S', 'forbid-suit:C']),
      );
      expect(out.turn).toBe('E');
    });
    it(`${edition}: accepted — the lead stands, CT stays a penalty card, nothing more is pending`, () => {
      const out = replay(log('3NT', [...START, 'W:S3', { director: { declarerAccepts: true } }], { edition }));
      expect(out.events.at(-2)).toEqual({ status: 'accepted', law: '53A' });
      expect(out.penaltyCards.map((p) => p.card)).toEqual(['CT']);
      expect(out.pending).toBeNull();
      expect(out.turn).toBe('N');
    });
  }
});
