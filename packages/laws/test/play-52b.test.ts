// Law 52 (identical in 2007 and 2017), written from the law text: a defender who must play a major
// penalty card plays another card. 52B1(a): declarer may accept it; 52B1(b): he must, once he has
// played from his own hand or dummy after it; 52B1(c): an unplayed penalty card stays one.
// 52B2: not accepted — the penalty card is substituted and the card played becomes a major
// penalty card.
import { describe, expect, it } from 'vitest';
import { log, replay } from './play-helpers.js';

// 3NT by S; trick 1 W C4, N CA, E CJ, S C7. E then leads HQ out of turn (N was to lead) and
// declarer does not accept it: HQ is a major penalty card (56). N leads H2: E must play HQ.
const START = ['W:C4', 'N:CA', 'E:CJ', 'S:C7', 'E:HQ', { director: { declarerAccepts: false } }, 'N:H2', 'E:HJ'];

describe('Law 52: failure to play a penalty card', () => {
  for (const edition of ['2017', '2007'] as const) {
    it(`${edition} 52B2: not accepted — HQ is played instead and HJ becomes a major penalty card`, () => {
      const out = replay(log('3NT', [...START, { director: { declarerAccepts: false } }], { edition }));
      expect(out.penaltyCards).toEqual([{ seat: 'E', card: 'HJ', major: true, law: '52B2' }]);
      expect(out.turn).toBe('S');
    });
    it(`${edition} 52B1(a)/(c): accepted — HJ stands and HQ stays a penalty card`, () => {
      const out = replay(log('3NT', [...START, { director: { declarerAccepts: true } }], { edition }));
      expect(out.penaltyCards).toEqual([expect.objectContaining({ seat: 'E', card: 'HQ', major: true })]);
      expect(out.turn).toBe('S');
      expect(out.pending).toBeNull();
    });
    it(`${edition} 52B1(b): declarer played from his hand after it — he must accept; HQ stays a penalty card`, () => {
      const out = replay(log('3NT', [...START, 'S:H6', { director: { declarerAccepts: false } }], { edition }));
      expect(out.penaltyCards).toEqual([expect.objectContaining({ seat: 'E', card: 'HQ', major: true })]);
      expect(out.turn).toBe('W');
      expect(out.events.at(-1)).toEqual({ status: 'ruling' });
    });
  }
});
