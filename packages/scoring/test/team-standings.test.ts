import { describe, expect, it } from 'vitest';
import { teamStandings, type StandingMatch } from '../src/index.js';

const m = (
  home: string,
  away: string | null,
  vpHome: number,
  vpAway: number,
  impsHome = 0,
  impsAway = 0,
): StandingMatch => ({
  home,
  away,
  vpHome,
  vpAway,
  impsHome,
  impsAway,
});

describe('team standings', () => {
  // A, B and C end on 25 VP; D on 15.
  const matches = [
    m('A', 'B', 8, 12, 20, 30),
    m('C', 'D', 15, 5, 40, 10),
    m('A', 'C', 17, 3, 50, 5),
    m('B', 'D', 13, 7, 25, 15),
    m('B', 'C', 0, 7, 0, 12),
    m('D', null, 3, 0),
  ];
  const teams = ['A', 'B', 'C', 'D'];

  it('VPs first; equal VPs share the place without tie-breaks', () => {
    const s = teamStandings(teams, matches, { tieBreaks: [] });
    expect(s.map((x) => [x.team, x.vp, x.rank, x.tied])).toEqual([
      ['A', 25, 1, true],
      ['B', 25, 1, true],
      ['C', 25, 1, true],
      ['D', 15, 4, false],
    ]);
  });

  it('IMP quotient separates, and says so', () => {
    const s = teamStandings(teams, matches, { tieBreaks: ['imp-quotient'] });
    // A 70/35 = 2, C 57/65, B 55/39.
    expect(s.map((x) => x.team)).toEqual(['A', 'B', 'C', 'D']);
    expect(s.map((x) => x.rank)).toEqual([1, 2, 3, 4]);
    expect(s[0].decidedBy).toBe('imp-quotient');
    expect(s[0].impQuotient).toBeCloseTo(2, 9);
  });

  it('head-to-head among the tied teams, then the next tie-break', () => {
    // Among A, B, C: A 8+17 = 25, B 12+0 = 12, C 3+7 = 10.
    const s = teamStandings(teams, matches, { tieBreaks: ['head-to-head', 'seeding'] });
    expect(s.map((x) => x.team)).toEqual(['A', 'B', 'C', 'D']);
    expect(s.map((x) => x.decidedBy)).toEqual(['head-to-head', 'head-to-head', undefined, undefined]);
  });

  it('carry-over and penalties count in the total', () => {
    const s = teamStandings(teams, matches, { tieBreaks: [], carryOver: { D: 11 }, penalties: { A: -1 } });
    expect(s[0]).toMatchObject({ team: 'D', vp: 26, rank: 1, carryOver: 11 });
    expect(s.find((x) => x.team === 'A')).toMatchObject({ vp: 24, rank: 4 });
  });

  it('an unknown team is an error', () => {
    expect(() => teamStandings(['A'], [m('A', 'Z', 10, 10)])).toThrow(/team Z/);
  });
});
