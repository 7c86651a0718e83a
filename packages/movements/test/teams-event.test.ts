import { describe, expect, it } from 'vitest';
import {
  bergerTables,
  bracketOrder,
  knockoutBracket,
  knockoutStageMovement,
  mitchell,
  resolveKnockout,
  sectionRounds,
  swissPairings,
  swissStandings,
  teamMatchesMovement,
  validateEvent,
  validateMovement,
  withPhantoms,
  type BridgeEvent,
  type TeamMatch,
} from '../src/index.js';

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('Berger tables', () => {
  it('the published 6-team table', () => {
    expect(bergerTables(6)).toEqual([
      [
        [1, 6],
        [2, 5],
        [3, 4],
      ],
      [
        [6, 4],
        [5, 3],
        [1, 2],
      ],
      [
        [2, 6],
        [3, 1],
        [4, 5],
      ],
      [
        [6, 5],
        [1, 4],
        [2, 3],
      ],
      [
        [3, 6],
        [4, 2],
        [5, 1],
      ],
    ]);
  });
  it('odd numbers: one bye per round, every team once', () => {
    const t = bergerTables(7);
    expect(t.length).toBe(7);
    const byes = t.map((row) => row.filter(([, a]) => a === null).map(([h]) => h));
    expect(byes.flat().sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('home and away are balanced within one', () => {
    for (const n of [4, 8, 10, 12]) {
      const home = new Map<number, number>();
      for (const row of bergerTables(n)) for (const [h] of row) home.set(h, (home.get(h) ?? 0) + 1);
      for (const v of home.values()) expect(Math.abs(v - (n - 1) / 2)).toBeLessThanOrEqual(1);
    }
  });
});

describe('Swiss', () => {
  const teams = ['A', 'B', 'C', 'D', 'E', 'F'];
  it('pairs by score, best against best, without repeats', () => {
    const st = swissStandings(teams, [
      { home: 'A', away: 'B', vpHome: 15, vpAway: 5, impsHome: 30, impsAway: 10 },
      { home: 'C', away: 'D', vpHome: 12, vpAway: 8, impsHome: 20, impsAway: 15 },
      { home: 'E', away: 'F', vpHome: 18, vpAway: 2, impsHome: 40, impsAway: 2 },
    ]);
    expect(st.map((s) => s.team)).toEqual(['E', 'A', 'C', 'D', 'B', 'F']);
    const r2 = must(
      swissPairings(st, {
        played: [
          ['A', 'B'],
          ['C', 'D'],
          ['E', 'F'],
        ],
      }),
    );
    expect(r2.map((m) => [m.home, m.away].sort().join(''))).toEqual(['AE', 'BC', 'DF']);
    // Home: the higher-ranked team when neither has been home more often.
    expect(r2[0]).toEqual({ home: 'E', away: 'A' });
  });
  it('ties broken by IMP quotient, then seeding', () => {
    const st = swissStandings(
      ['X', 'Y', 'Z'],
      [
        { home: 'X', away: 'Y', vpHome: 10, vpAway: 10, impsHome: 20, impsAway: 20 },
        { home: 'Z', away: null, vpHome: 10 },
      ],
    );
    // Z has no IMPs (quotient 1 by convention), X and Y quotient 1: seeding order decides.
    expect(st.map((s) => s.team)).toEqual(['X', 'Y', 'Z']);
    const q = swissStandings(
      ['X', 'Y'],
      [{ home: 'X', away: 'Y', vpHome: 10, vpAway: 10, impsHome: 10, impsAway: 12 }],
    );
    expect(q.map((s) => s.team)).toEqual(['Y', 'X']);
  });
  it('odd number of teams: the lowest team without a bye sits out; backtracks to avoid repeats', () => {
    const st = swissStandings(['A', 'B', 'C', 'D', 'E'], []);
    const r = must(swissPairings(st, { hadBye: ['E'], played: [['A', 'B']] }));
    expect(r.find((m) => m.away === null)!.home).toBe('D');
    const pairs = r.filter((m) => m.away !== null).map((m) => [m.home, m.away].sort().join(''));
    expect(pairs).not.toContain('AB');
    // A round robin already complete: no pairing without a repeat.
    const all: Array<[string, string]> = [
      ['A', 'B'],
      ['A', 'C'],
      ['A', 'D'],
      ['B', 'C'],
      ['B', 'D'],
      ['C', 'D'],
    ];
    const none = swissPairings(swissStandings(['A', 'B', 'C', 'D'], []), { played: all });
    expect(none.ok).toBe(false);
  });
  it('a Swiss round becomes a valid movement', () => {
    const m = must(
      teamMatchesMovement(
        [
          [
            { home: 'A', away: 'E' },
            { home: 'B', away: 'C' },
            { home: 'D', away: 'F' },
          ],
        ],
        { boardsPerMatch: 7, name: 'Swiss round 2', variant: 'swiss' },
      ),
    );
    expect(validateMovement(m).ok).toBe(true);
    expect(m.tables).toBe(6);
  });
});

describe('knockout', () => {
  it('seeding order keeps 1 and 2 apart until the final', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });
  it('byes go to the top seeds and winners move on', () => {
    const seeds = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'];
    const b = must(knockoutBracket(seeds));
    expect(b.size).toBe(8);
    expect(b.stages.map((s) => s.name)).toEqual(['Quarter-finals', 'Semi-finals', 'Final']);
    const first = resolveKnockout(b);
    const byes = first.filter((m) => m.bye).map((m) => m.home ?? m.away);
    expect(byes.sort()).toEqual(['S1', 'S2']);
    const played = first.filter((m) => m.stage === 1 && !m.bye);
    expect(played.map((m) => [m.home, m.away])).toEqual([
      ['S4', 'S5'],
      ['S3', 'S6'],
    ]);
    expect(knockoutStageMovement(b, 2, 8).ok).toBe(false);
    const winners = { S1M2: 'S5', S1M4: 'S3' };
    const semis = resolveKnockout(b, winners).filter((m) => m.stage === 2);
    expect(semis.map((m) => [m.home, m.away])).toEqual([
      ['S1', 'S5'],
      ['S2', 'S3'],
    ]);
    const mv = must(knockoutStageMovement(b, 2, 8, winners));
    expect(validateMovement(mv).ok).toBe(true);
    expect(knockoutBracket(['A']).ok).toBe(false);
  });
});

describe('event model', () => {
  const section = (id: string) => ({ id, movement: must(mitchell({ tables: 3 })) });
  it('rounds and tables of a section; phantoms become sit-outs', () => {
    const s = section('A');
    const rounds = sectionRounds(s);
    expect(rounds.length).toBe(3);
    expect(rounds[0].tables.map((t) => t.table)).toEqual([1, 2, 3]);
    const ph = withPhantoms(s.movement, ['2EW']);
    expect(validateMovement(ph).ok).toBe(true);
    expect(ph.schedule.filter((e) => e.ew === null).length).toBe(3);
  });
  it('an entrant seated in two sections of one session is reported', () => {
    const event: BridgeEvent = {
      id: 'e',
      name: 'Monday pairs',
      form: 'pairs',
      entrants: [
        { id: 'p1', kind: 'pair' },
        { id: 'p2', kind: 'pair' },
      ],
      sessions: [
        {
          id: 's1',
          sections: [
            { ...section('A'), seating: { '1NS': 'p1' } },
            { ...section('B'), seating: { '2NS': 'p1', '3NS': 'nobody' } },
          ],
        },
      ],
    };
    const r = validateEvent(event);
    expect(r.ok).toBe(false);
    expect(r.errors.map((e) => e.code)).toEqual(['participant-clash', 'unknown-participant']);
    expect(r.errors[0].message).toContain('section A and section B');
  });
  it('teams: a team seats both its pairs without clashing', () => {
    const matches: TeamMatch[][] = [[{ home: '1', away: '2' }]];
    const mv = must(teamMatchesMovement(matches, { boardsPerMatch: 8, name: 'm', variant: 'x' }));
    const event: BridgeEvent = {
      id: 't',
      name: 'Teams',
      form: 'teams',
      entrants: [
        { id: 'Lions', kind: 'team' },
        { id: 'Tigers', kind: 'team' },
      ],
      sessions: [
        {
          id: 's',
          sections: [
            { id: 'A', movement: mv, seating: { '1A': 'Lions', '1B': 'Lions', '2A': 'Tigers', '2B': 'Tigers' } },
          ],
        },
      ],
    };
    expect(validateEvent(event)).toEqual({ ok: true, errors: [] });
  });
});
