/**
 * Match cards of teams events print each room's result as the pairs travellers do, in the
 * reader's language: suit symbols, the language's notrump and seat letters, `=`/`+1`/`-2`, the
 * score; adjusted scores in words — never the wire spellings (`3NT`, `4S`, `E`).
 */
import { describe, expect, it } from 'vitest';
import { createI18n, LANGUAGES } from '../src/i18n/all.js';
import { matchRoomText } from '../src/match-text.js';

const room = { contract: '3NT', declarer: 'E' as const, tricks: 9, nsScore: -400, adjusted: null };

describe('match card rooms', () => {
  it('in every language: symbols and letters of the language', () => {
    const got = Object.fromEntries(
      LANGUAGES.map((l) => [
        l,
        matchRoomText(l, createI18n(l).t, room)
          .replace(/\s/g, ' ')
          .replace(/\u2212/g, '-'),
      ]),
    );
    expect(got.en).toBe('3NT E = (-400)');
    expect(got.da).toBe('3UT Ø = (-400)');
    expect(got.fi).toBe('3SA I = (-400)');
    expect(got.sv).toBe('3NT Ö = (-400)');
    expect(matchRoomText('nb', createI18n('nb').t, { ...room, contract: '4SX', declarer: 'W', tricks: 11 })).toMatch(
      /^4♠X V \+1 \(/,
    );
    expect(matchRoomText('sv', createI18n('sv').t, { ...room, contract: '2H', declarer: 'N', tricks: 6 })).toMatch(
      /^2♥ N -2 /,
    );
  });
  it('adjusted scores in words, assigned results with their contract', () => {
    const sv = createI18n('sv').t;
    const art = { contract: null, declarer: null, tricks: null, nsScore: null };
    expect(matchRoomText('sv', sv, { ...art, adjusted: 'A' })).toBe(sv('director.adjust.ave'));
    expect(matchRoomText('sv', sv, { ...art, adjusted: 'A+A-' })).toBe(
      `${sv('director.adjust.avePlus')} / ${sv('director.adjust.aveMinus')}`,
    );
    expect(matchRoomText('da', createI18n('da').t, { ...room, adjusted: 'assigned' })).toMatch(/^3UT Ø = .*\(.+\)$/);
  });
});
