import { describe, expect, it } from 'vitest';
import {
  barometer,
  comparisonBalance,
  findRoomStarter,
  generateMovement,
  GENERATED_KINDS,
  howell,
  individual,
  individualStarter,
  isRoomStarter,
  isWhistStarter,
  mitchell,
  teamsRoundRobin,
  validateMovement,
  type Movement,
  type PairEntry,
} from '../src/index.js';
import { findPatternedWhist, findWhistStarter } from '../src/designs.js';
import { everyPairMeets, facts } from './properties.js';

function ok<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function expectSound(m: Movement): void {
  const report = validateMovement(m);
  expect(report.errors, m.name).toEqual([]);
  expect(facts(m).problems, m.name).toEqual([]);
  // One schedule entry per table and round, table and round in range, boards in 1..boards.
  const problems: string[] = [];
  if (m.schedule.length !== m.tables * m.rounds)
    problems.push(`${m.schedule.length} entries for ${m.tables} × ${m.rounds}`);
  const cells = new Set(m.schedule.map((e) => `${e.round}/${e.table}`));
  if (cells.size !== m.schedule.length) problems.push('a table appears twice in a round');
  for (const e of m.schedule) {
    if (e.round < 1 || e.round > m.rounds || e.table < 1 || e.table > m.tables)
      problems.push(`entry ${e.round}/${e.table} out of range`);
    if (e.boards.some((b) => b < 1 || b > m.boards)) problems.push(`entry ${e.round}/${e.table}: board out of range`);
  }
  expect(problems, m.name).toEqual([]);
}

describe('every generator, 3–20 tables', () => {
  for (const kind of GENERATED_KINDS) {
    it(`${kind}: validates and passes the property check`, () => {
      for (let t = 3; t <= 20; t++) expectSound(ok(generateMovement(kind, { tables: t })));
    });
  }
});

describe('Mitchell', () => {
  it('rounds = tables: every NS pair meets every EW pair once (odd, and even with relay)', () => {
    for (let t = 3; t <= 20; t++) {
      const m = ok(mitchell({ tables: t }));
      expect(m.rounds).toBe(t);
      expect(m.variant).toBe(t % 2 ? 'odd' : 'relay');
      const f = facts(m);
      for (let a = 1; a <= t; a++)
        for (let b = 1; b <= t; b++) {
          const [x, y] = [`${b}NS`, `${a}EW`].sort();
          expect(f.meetings.get(`${x}|${y}`), `${b}NS v ${a}EW`).toBe(1);
        }
      // Every board is played at every table once.
      for (const n of f.plays.values()) expect(n).toBe(t);
      expect(f.plays.size).toBe(m.boards);
    }
  });

  it('even tables with a skip: tables − 1 rounds, no pair meets a board twice, nobody met twice', () => {
    for (let t = 4; t <= 20; t += 2) {
      const m = ok(mitchell({ tables: t, even: 'skip', boardsPerRound: 2 }));
      expect(m.rounds).toBe(t - 1);
      expectSound(m);
      expect(validateMovement(m).warnings.filter((w) => w.code === 'repeat-meeting')).toEqual([]);
      expect(mitchell({ tables: t, even: 'skip', rounds: t }).ok).toBe(false);
    }
  });

  it('relay: tables 1 and T share a set and the bye stand holds a set nobody plays that round', () => {
    const m = ok(mitchell({ tables: 8, boardsPerRound: 3 }));
    for (let round = 1; round <= 8; round++) {
      const at = (t: number): PairEntry => m.schedule.find((e) => e.round === round && e.table === t)!;
      expect(at(1).boards).toEqual(at(8).boards);
      const bye = m.stands!.find((s) => s.round === round && s.kind === 'bye')!;
      expect(bye.tables).toEqual([4, 5]);
      expect(m.schedule.filter((e) => e.round === round && e.set === bye.set)).toEqual([]);
    }
    // Sharing needs two boards a round.
    expect(mitchell({ tables: 8, boardsPerRound: 1 }).ok).toBe(false);
  });

  it('a missing EW pair makes its NS opponents sit out (null)', () => {
    const m = ok(mitchell({ tables: 7, pairs: 13 }));
    expectSound(m);
    const sitOuts = m.schedule.filter((e) => e.ew === null);
    expect(sitOuts.length).toBe(7);
    expect(new Set(sitOuts.map((e) => e.ns)).size).toBe(7);
    expect(m.participants.map((p) => p.id)).not.toContain('7EW');
  });

  it('two winners by default; arrow switch makes one winner and swaps the pairs', () => {
    const two = ok(mitchell({ tables: 5 }));
    expect(two.winners).toBe(2);
    expect(comparisonBalance(two).fields.map((f) => f.field)).toEqual(['NS', 'EW']);
    const last = ok(mitchell({ tables: 5, arrowSwitch: 'last-round' }));
    expect(last.winners).toBe(1);
    expect(last.schedule.filter((e) => e.round === 5).every((e) => e.ns!.endsWith('EW'))).toBe(true);
    expect(last.schedule.filter((e) => e.round < 5).every((e) => e.ns!.endsWith('NS'))).toBe(true);
    expectSound(last);
    const perBoard = ok(mitchell({ tables: 7, boardsPerRound: 4, arrowSwitch: 'board-per-round' }));
    for (const e of perBoard.schedule) expect(e.arrowSwitch).toEqual([e.boards[(e.round - 1) % 4]]);
    // One winner: NS and EW pairs are now compared with each other.
    const bal = comparisonBalance(perBoard);
    expect(bal.fields.length).toBe(1);
    expect(bal.fields[0].minWith).toBeGreaterThan(0);
    expect(mitchell({ tables: 5, arrowSwitch: [6] }).ok).toBe(false);
  });

  it('every option combination validates: short sessions, phantom, arrow switch, skip and relay', () => {
    for (let t = 3; t <= 20; t++) {
      for (const even of t % 2 ? (['relay'] as const) : (['relay', 'skip'] as const)) {
        const max = even === 'skip' ? t - 1 : t;
        for (const r of new Set([1, 2, Math.ceil(max / 2), max - 1, max]))
          expectSound(ok(mitchell({ tables: t, even, rounds: r, boardsPerRound: 2 })));
        for (const arrowSwitch of ['last-round', 'board-per-round', [1, 2]] as const)
          expectSound(ok(mitchell({ tables: t, even, arrowSwitch, boardsPerRound: 3 })));
        expectSound(ok(mitchell({ tables: t, even, pairs: 2 * t - 1, boardsPerRound: 2 })));
      }
    }
  });

  it('rejects bad options with invalid-option naming the option', () => {
    for (const [o, path] of [
      [{ tables: 2 }, 'tables'],
      [{ tables: 3.5 }, 'tables'],
      [{ tables: 5, rounds: 6 }, 'rounds'],
      [{ tables: 5, boardsPerRound: 0 }, 'boardsPerRound'],
      [{ tables: 5, pairs: 7 }, 'pairs'],
    ] as const) {
      const r = mitchell(o);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('invalid-option');
        expect(r.error.path).toBe(path);
      }
    }
  });
});

describe('Howell', () => {
  it('5–40 pairs: complete Howells validate, every pair meets every other pair exactly once and plays every board once', () => {
    for (let p = 5; p <= 40; p++) {
      const m = ok(howell({ pairs: p }));
      expectSound(m);
      const T = Math.ceil(p / 2);
      expect(m.rounds).toBe(2 * T - 1);
      expect(m.variant).toBe('complete');
      const f = facts(m);
      const ids = m.participants.map((x) => x.id);
      expect(ids.length).toBe(p);
      expect(everyPairMeets(f.meetings, ids), `${p} pairs`).toEqual([]);
      // Each board is played by every pair except the one sitting out against it.
      const expected = p % 2 === 0 ? T : T - 1;
      for (const [b, n] of f.plays) expect(n, `board ${b}, ${p} pairs`).toBe(expected);
      expect(f.plays.size).toBe(m.boards);
      // And every pair plays every board it does not sit out: boards played = rounds played × B.
      const perPair = new Map<string, number>();
      for (const e of m.schedule)
        if (e.ns && e.ew) for (const x of [e.ns, e.ew]) perPair.set(x, (perPair.get(x) ?? 0) + e.boards.length);
      for (const id of ids) expect(perPair.get(id)).toBe((p % 2 === 0 ? m.rounds : m.rounds - 1) * m.boardsPerRound);
    }
  });

  it('no Room square for 4 and 6 pairs: tables share sets, and enough boards are demanded', () => {
    const four = ok(howell({ pairs: 4 }));
    expectSound(four);
    const six = ok(howell({ pairs: 6, boardsPerRound: 3 }));
    expectSound(six);
    // Exactly one round where all three tables share a set.
    const shared = [...Array(5).keys()].filter(
      (r) => new Set(six.schedule.filter((e) => e.round === r + 1).map((e) => e.set)).size === 1,
    );
    expect(shared.length).toBe(1);
    expect(howell({ pairs: 6, boardsPerRound: 2 }).ok).toBe(false);
    expect(ok(howell({ pairs: 8 })).boardsPerRound).toBe(4);
  });

  it('partial and three-quarter Howells validate; fewer meetings, no repeats', () => {
    for (const t of [4, 7, 10, 13]) {
      const q = ok(howell({ tables: t, variant: 'three-quarter' }));
      expect(q.rounds).toBe(Math.round(((2 * t - 1) * 3) / 4));
      expectSound(q);
      const f = facts(q);
      for (const n of f.meetings.values()) expect(n).toBe(1);
      const part = ok(howell({ tables: t, rounds: 3, boardsPerRound: 2 }));
      expectSound(part);
      expect(part.variant).toBe('partial');
    }
  });

  it('balance of comparisons: 8, 12, 16, 20 and 24 pairs are perfectly balanced; larger Howells stay close', () => {
    for (const p of [8, 12, 16, 20, 24]) {
      const f = comparisonBalance(ok(howell({ pairs: p, boardsPerRound: 1 }))).fields[0];
      expect([f.minWith, f.maxWith], `${p} pairs`).toEqual([p / 2 - 1, p / 2 - 1]);
    }
    for (const p of [10, 16, 24]) {
      const f = comparisonBalance(ok(howell({ pairs: p, boardsPerRound: 1 }))).fields[0];
      // With-comparisons per pair of pairs: mean (T−1)·(2T−1)/(2T−1) = T−1 boards of 1.
      expect(f.meanWith).toBeCloseTo(p / 2 - 1, 1);
      expect(f.spread).toBeLessThan(0.35);
    }
  });

  it('the whist searches behind the tables give checked whist tournaments', () => {
    for (const t of [2, 3, 4])
      expect(isWhistStarter(findWhistStarter(t, { boards: false })!, true, false), `${t} tables`).toBe(true);
    for (const t of [1, 7, 10]) expect(isWhistStarter(findPatternedWhist(t)!, true, false), `${t} tables`).toBe(true);
  });

  it('Room starters found for every odd side 7..79 are Room squares', () => {
    for (let n = 7; n <= 79; n += 2) expect(isRoomStarter(findRoomStarter(n)!), `side ${n}`).toBe(true);
    expect(findRoomStarter(5)).toBeNull();
  });
});

describe('barometer', () => {
  it('every table plays the same boards each round; Howell style meets everyone once', () => {
    for (const t of [3, 6, 9]) {
      const m = ok(barometer({ tables: t }));
      expectSound(m);
      for (const e of m.schedule) expect(e.set).toBe(e.round);
      expect(
        everyPairMeets(
          facts(m).meetings,
          m.participants.map((p) => p.id),
        ),
      ).toEqual([]);
      expect(m.sets[0].copies).toBe(t);
    }
    const mi = ok(barometer({ tables: 5, style: 'mitchell', pairs: 9 }));
    expectSound(mi);
    expect(mi.winners).toBe(2);
  });
});

describe('teams round robin', () => {
  it('every team meets every other team once; the two rooms of a match play the same boards', () => {
    for (let n = 2; n <= 21; n++) {
      const m = ok(teamsRoundRobin({ teams: n }));
      if (n >= 3) expectSound(m);
      const met = new Map<string, number>();
      for (let round = 1; round <= m.rounds; round++) {
        for (const open of m.schedule.filter((e) => e.round === round && e.room === 'open')) {
          const closed = m.schedule.find((e) => e.round === round && e.room === 'closed' && e.match === open.match)!;
          expect(closed.boards).toEqual(open.boards);
          const home = open.ns!.slice(0, -1),
            away = open.ew!.slice(0, -1);
          expect(closed.ns).toBe(`${away}A`);
          expect(closed.ew).toBe(`${home}B`);
          const k = [home, away].sort().join('|');
          met.set(k, (met.get(k) ?? 0) + 1);
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      for (const v of met.values()) expect(v).toBe(1);
    }
  });

  it('double round robin swaps home and away', () => {
    const m = ok(teamsRoundRobin({ teams: 4, cycles: 2 }));
    expect(m.rounds).toBe(6);
    expectSound(m);
    const home = (r: number): string[] =>
      m.schedule.filter((e) => e.round === r && e.room === 'open').map((e) => `${e.ns}-${e.ew}`);
    expect(home(4)).not.toEqual(home(1));
  });
});

describe('individual', () => {
  it('every player partners every other player exactly once; whist sizes oppose everyone twice', () => {
    for (let t = 1; t <= 20; t++) {
      const m = ok(individual({ tables: t }));
      expectSound(m);
      const ids = m.participants.map((p) => p.id);
      expect(ids.length).toBe(4 * t);
      expect(everyPairMeets(facts(m).partners, ids), `${t} tables`).toEqual([]);
      const { whist } = individualStarter(t);
      if (whist) {
        const opp = new Map<string, number>();
        for (const e of m.schedule)
          for (const a of [e.n!, e.s!])
            for (const b of [e.e!, e.w!]) {
              const k = a < b ? `${a}|${b}` : `${b}|${a}`;
              opp.set(k, (opp.get(k) ?? 0) + 1);
            }
        expect(everyPairMeets(opp, ids, 2), `${t} tables`).toEqual([]);
      }
    }
    for (const t of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) expect(individualStarter(t).whist, `${t} tables`).toBe(true);
  });

  it('4N + 1 players: one sits out each round (each player once), partners everyone once; whist where tabled', () => {
    const opponents = (m: ReturnType<typeof ok<import('../src/index.js').IndividualMovement>>): Map<string, number> => {
      const opp = new Map<string, number>();
      for (const e of m.schedule)
        for (const a of [e.n!, e.s!])
          for (const b of [e.e!, e.w!]) {
            const k = a < b ? `${a}|${b}` : `${b}|${a}`;
            opp.set(k, (opp.get(k) ?? 0) + 1);
          }
      return opp;
    };
    for (let n = 1; n <= 20; n++) {
      const m = ok(individual({ players: 4 * n + 1 }));
      expectSound(m);
      const ids = m.participants.map((p) => p.id);
      expect(m.rounds).toBe(4 * n + 1);
      expect(everyPairMeets(facts(m).partners, ids), `${4 * n + 1} players`).toEqual([]);
      const sitters = [...Array(m.rounds).keys()].map((r) => {
        const seated = new Set(m.schedule.filter((e) => e.round === r + 1).flatMap((e) => [e.n, e.e, e.s, e.w]));
        return ids.filter((id) => !seated.has(id));
      });
      expect(sitters.every((s) => s.length === 1)).toBe(true);
      expect(new Set(sitters.flat()).size).toBe(ids.length);
      if ([1, 3, 4, 6, 7, 9, 10, 12, 13, 15, 19].includes(n)) {
        expect(m.variant).toBe('whist');
        expect(everyPairMeets(opponents(m), ids, 2), `${4 * n + 1} players`).toEqual([]);
      }
    }
    expect(individual({ players: 14 }).ok).toBe(false);
    expect(individual({ players: 13, tables: 4 }).ok).toBe(false);
  });
});
