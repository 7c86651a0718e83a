// Law 62D2, both editions, written from the law texts before the code changed. A defender (E)
// revokes in trick 12 before his partner (W) has played to it; the director is called before the
// hands go back into the board, so 62D1 corrects the revoke.
// - 2017 62D2: Law 16C applies to the partner — the revoke card is unauthorized for him, however
//   many suits he holds.
// - 2007 62D2 (Norwegian text: "har kort i to farger"): only when the partner holds cards of two
//   suits may he not choose a play the sight of the revoke card could suggest; with one suit left
//   he has no choice to restrict, and nothing follows.
import { describe, expect, it } from 'vitest';
import { log, replay } from './play-helpers.js';

// 3NT by S, W leads. N wins the spades and top hearts, E wins hearts and clubs, N wins DA in
// trick 11 and leads trick 12: N C3, E revokes with DQ although he holds CK, S C9, W plays last.
function play(wDiscards: [string, string]): string[] {
  const w = wDiscards;
  const twoSuits = w[0] === 'D6';
  return [
    'W:S3',
    'N:SA',
    'E:S9',
    'S:S5',
    'N:SK',
    'E:ST',
    'S:S6',
    'W:S4',
    'N:SQ',
    'E:SJ',
    'S:S7',
    `W:${w[0]}`,
    'N:S2',
    'E:H9',
    'S:S8',
    `W:${w[1]}`,
    'S:H6',
    'W:H3',
    'N:HA',
    'E:HT',
    'N:HK',
    'E:HJ',
    'S:H7',
    'W:H4',
    'N:H2',
    'E:HQ',
    'S:H8',
    'W:H5',
    'E:CJ',
    'S:C7',
    `W:${twoSuits ? 'C4' : 'C6'}`,
    'N:CA',
    'N:DK',
    'E:DT',
    'S:D7',
    'W:D3',
    'N:C2',
    'E:CQ',
    'S:C8',
    `W:${twoSuits ? 'C6' : 'CT'}`,
    'E:DJ',
    'S:D8',
    'W:D4',
    'N:DA',
    // Trick 12: E revokes before W's turn.
    'N:C3',
    'E:DQ',
    'S:C9',
    `W:${twoSuits ? 'CT' : 'D5'}`,
  ];
}
const rest = (twoSuits: boolean): string[] =>
  twoSuits ? ['W:D5', 'N:D2', 'E:CK', 'S:D9'] : ['S:D9', 'W:D6', 'N:D2', 'E:CK'];

function run(edition: '2017' | '2007', twoSuits: boolean) {
  const events = [...play(twoSuits ? ['D6', 'C5'] : ['C4', 'C5']), ...rest(twoSuits), { director: {} }];
  return replay(log('3NT', events, { edition }));
}
const uiFor = (out: ReturnType<typeof replay>) =>
  out.rulings.flatMap((r) => r.effects).filter((e) => e.kind === 'ui' && e.law === '62D2');

describe('Law 62D2: a defender revokes in trick 12 before his partner plays', () => {
  for (const twoSuits of [true, false]) {
    it(`2017: 16C applies to the partner (${twoSuits ? 'two suits' : 'one suit'} left)`, () => {
      const out = run('2017', twoSuits);
      expect(out.rulings.some((r) => r.law === '62D')).toBe(true);
      expect(uiFor(out)).toEqual([expect.objectContaining({ seat: 'W', holders: ['W'] })]);
    });
  }
  it('2007: the partner holds cards of two suits — he may not choose the play the revoke card suggests', () => {
    const out = run('2007', true);
    expect(out.rulings.some((r) => r.law === '62D')).toBe(true);
    expect(uiFor(out)).toEqual([expect.objectContaining({ seat: 'W', holders: ['W'] })]);
  });
  it('2007: the partner holds one suit only — no restriction follows', () => {
    const out = run('2007', false);
    expect(out.rulings.some((r) => r.law === '62D')).toBe(true);
    expect(uiFor(out)).toEqual([]);
  });
  it('either edition: the revoke is corrected — E wins trick 12 with CK and trick 13 with DQ', () => {
    for (const edition of ['2017', '2007'] as const) {
      const out = run(edition, true);
      // NS won tricks 1–4 (S8), 5–6, 8, 9, 11 = 9; EW 7, 10 and, corrected, 12 and 13.
      expect(out.tricks).toEqual({ NS: 9, EW: 4 });
    }
  });
});
