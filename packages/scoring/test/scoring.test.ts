import { describe, expect, it } from 'vitest';
import { seededRandom, unitRandom } from '@stikk/core';
import {
  butlerDatum,
  combineSessions,
  crossImpGroup,
  imps,
  IMP_STEPS,
  knockoutAverage,
  law86B2b,
  matchpointGroup,
  neuberg,
  parseArtificialBoth,
  parseWeighted,
  scoreEvent,
  single,
  victoryPoints,
  wbfVpExact,
  wbfVpTable,
  type BoardResults,
  type EventResults,
  type ScoredEvent,
  type ScoringSettings,
  type TableResult,
} from '@stikk/scoring';

/** Reproducible numbers in [0, 1) from core's seeded generator. */
const rng = (seed: number): (() => number) => unitRandom(seededRandom(`scoring/${seed}`));
const SCORES = [
  -1430, -800, -620, -500, -420, -200, -150, -110, -100, -50, 0, 50, 90, 100, 110, 140, 170, 200, 420, 450, 620, 650,
  1430,
];

function score(ev: EventResults, o: Partial<ScoringSettings> = {}): ScoredEvent {
  const r = scoreEvent(ev, o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const board = (n: number, results: TableResult[], extra: Partial<BoardResults> = {}): BoardResults => ({
  board: n,
  results,
  ...extra,
});
const res = (ns: string, ew: string, scoreNS: number, extra: Partial<TableResult> = {}): TableResult => ({
  ns,
  ew,
  scoreNS,
  ...extra,
});

describe('Law 78B IMP table', () => {
  it('has the table values', () => {
    const cases: [number, number][] = [
      [0, 0],
      [10, 0],
      [20, 1],
      [40, 1],
      [50, 2],
      [80, 2],
      [90, 3],
      [120, 3],
      [130, 4],
      [170, 5],
      [210, 5],
      [220, 6],
      [370, 9],
      [420, 9],
      [430, 10],
      [490, 10],
      [500, 11],
      [590, 11],
      [600, 12],
      [740, 12],
      [750, 13],
      [900, 14],
      [1090, 14],
      [1100, 15],
      [1500, 17],
      [1750, 18],
      [2000, 19],
      [2250, 20],
      [2500, 21],
      [3000, 22],
      [3500, 23],
      [3990, 23],
      [4000, 24],
      [7600, 24],
    ];
    for (const [d, i] of cases) expect(imps(d), `${d}`).toBe(i);
    expect(IMP_STEPS).toHaveLength(24);
  });
  it('is monotone and antisymmetric', () => {
    let prev = 0;
    for (let d = 0; d <= 8000; d += 10) {
      const v = imps(d);
      expect(v).toBeGreaterThanOrEqual(prev);
      expect(v - prev).toBeLessThanOrEqual(1);
      expect(imps(-d)).toBe(v === 0 ? 0 : -v);
      prev = v;
    }
  });
});

describe('WBF continuous VP scale', () => {
  it('is concave, runs from 10 to 20, and the two sides sum to 20, for 1–64 boards', () => {
    for (let n = 1; n <= 64; n++) {
      const t = wbfVpTable(n);
      expect(t[0]).toBe(1000);
      expect(t[t.length - 1]).toBe(2000);
      for (let k = 2; k < t.length; k++)
        expect(t[k] - t[k - 1], `n=${n} k=${k}`).toBeLessThanOrEqual(t[k - 1] - t[k - 2]);
      for (let m = 0; m < t.length + 5; m++) {
        const v = victoryPoints(m, 0, n);
        expect(Math.round((v.a + v.b) * 100)).toBe(2000);
        expect(victoryPoints(0, m, n)).toEqual({ a: v.b, b: v.a });
      }
    }
  });
  it('differs from plain rounding where the concavity rule applies', () => {
    let adjusted = 0;
    for (let n = 1; n <= 64; n++) {
      const t = wbfVpTable(n);
      t.forEach((v, m) => {
        const plain = Math.round(wbfVpExact(m, n) * 100);
        expect(Math.abs(v - plain)).toBeLessThanOrEqual(3);
        if (v !== plain) adjusted++;
      });
    }
    expect(adjusted).toBeGreaterThan(0);
  });
  it('uses the match length: 8, 16 and 32 boards', () => {
    expect(victoryPoints(17, 0, 8).a).toBe(15.75);
    // a longer match needs a bigger margin for the same VPs
    expect(victoryPoints(17, 0, 32).a).toBeLessThan(victoryPoints(17, 0, 16).a);
    expect(victoryPoints(1000, 0, 32)).toEqual({ a: 20, b: 0 });
  });
  it('takes discrete scales as data', () => {
    const scale = {
      name: 'test',
      rows: [
        [0, 10, 10],
        [5, 12, 8],
        [20, 20, 0],
      ] as [number, number, number][],
    };
    expect(victoryPoints(10, 3, 16, { kind: 'discrete', scale })).toEqual({ a: 12, b: 8 });
    expect(victoryPoints(0, 30, 16, { kind: 'discrete', scale })).toEqual({ a: 0, b: 20 });
  });
});

describe('Law 78A matchpoints', () => {
  it('sum to n(n−1) on a board and NS+EW = top for each result (random boards)', () => {
    const r = rng(7);
    for (let trial = 0; trial < 200; trial++) {
      const n = 1 + Math.floor(r() * 20);
      const rows = Array.from({ length: n }, () => ({
        ns: single(SCORES[Math.floor(r() * SCORES.length)]),
        ew: [] as ReturnType<typeof single>,
      }));
      for (const x of rows) x.ew = x.ns;
      const mp = matchpointGroup(rows);
      expect(mp.reduce((s, x) => s + x.ns, 0)).toBe(n * (n - 1));
      for (const x of mp) expect(x.ns + x.ew).toBe(2 * (n - 1));
      // the general (weighted) path agrees with the sorted fast path
      const slow = matchpointGroup(
        rows.map((x) => ({
          ns: [{ ...x.ns[0], weight: 1 }],
          ew: [
            { score: x.ns[0].score, weight: 1 },
            { score: x.ns[0].score, weight: 0 },
          ],
        })),
      );
      expect(slow.map((x) => x.ns)).toEqual(mp.map((x) => x.ns));
    }
  });
  it('Neuberg is the identity when n = N and keeps the average', () => {
    for (let n = 1; n < 20; n++) for (let m = 0; m <= 2 * (n - 1); m++) expect(neuberg(m, n, n)).toBe(m);
    // the average of a board (n−1 on 2/1/0) maps to the average N−1
    for (let n = 1; n < 20; n++) for (let N = n; N < 25; N++) expect(neuberg(n - 1, n, N)).toBeCloseTo(N - 1, 9);
  });
  it('scores a weighted score as fractional results (67 % of +170, 33 % of +140)', () => {
    const w = parseWeighted('67% 170 33% 140')!;
    const ev: EventResults = {
      kind: 'pairs',
      boards: [
        board(1, [res('1', '11', 170), res('2', '12', 140), res('3', '13', 0, { scoreNS: undefined, weighted: w })]),
      ],
    };
    const b = score(ev, { neuberg: false }).boards[0];
    const byNs = (id: string) => b.results.find((x) => x.ns === id)!;
    // +170 beats the 33 % part and ties the 67 % part: 2·0.33 + 1·0.67 against the weighted result, 2 against +140
    expect(byNs('1').pointsNS).toBeCloseTo(2 + 0.66 + 0.67, 9);
    expect(byNs('2').pointsNS).toBeCloseTo(0 + 0.33, 9);
    expect(byNs('3').pointsNS).toBeCloseTo(0.67 * 1 + 0.67 * 2 + 0.33 * 0 + 0.33 * 1, 9);
    expect(b.results.reduce((s, x) => s + x.pointsNS!, 0)).toBeCloseTo(6, 9);
  });
  it('split scores: each side compared on its own score; the board need not balance', () => {
    const ev: EventResults = {
      kind: 'pairs',
      boards: [board(1, [res('1', '11', 420), res('2', '12', 170), res('3', '13', 420, { scoreNSForEW: 170 })])],
    };
    const b = score(ev, { neuberg: false }).boards[0];
    const r3 = b.results.find((x) => x.ns === '3')!;
    expect(r3.pointsNS).toBe(3); // ties 420, beats 170
    expect(r3.pointsEW).toBe(3); // EW scored as −170: ties the other −170, beats −420
    expect(r3.pointsNS! + r3.pointsEW!).not.toBe(4);
  });
  it('the 1/½/0 scale halves everything', () => {
    const ev: EventResults = {
      kind: 'pairs',
      boards: [board(1, [res('1', '11', 420), res('2', '12', 170), res('3', '13', 170)])],
    };
    const a = score(ev).boards[0];
    const h = score(ev, { scale: '1/0.5/0' }).boards[0];
    expect(h.top).toBe(a.top! / 2);
    h.results.forEach((x, i) => expect(x.pointsNS).toBe(a.results[i].pointsNS! / 2));
  });
  it('a single-result board gives 50 %', () => {
    const ev: EventResults = { kind: 'pairs', boards: [board(1, [res('1', '11', 420)])] };
    const r0 = score(ev).boards[0].results[0];
    expect([r0.percentNS, r0.percentEW]).toEqual([50, 50]);
  });
});

describe('Law 12C2 artificial scores', () => {
  const field = (extra: TableResult[]): EventResults => ({
    kind: 'pairs',
    boards: [
      // board 1: pair 1 scores a top, pair 2 a bottom
      board(1, [res('1', '11', 620), res('2', '12', -100), res('3', '13', 170), res('4', '14', 140)]),
      board(2, [res('1', '12', 620), res('2', '11', -100), res('3', '14', 170), res('4', '13', 140)]),
      board(3, extra),
    ],
  });
  const art = (ns: string, ew: string, text: string): TableResult => ({
    ns,
    ew,
    artificial: { ...parseArtificialBoth(text)!, text },
  });
  const b3 = [art('1', '13', 'A+'), art('2', '14', 'A-'), res('3', '11', 170), res('4', '12', 140)];
  it('average-plus 60 %, average-minus 40 % of the top; N counts the artificial results', () => {
    const s = score(field(b3), { sessionAverage: 'none' });
    const b = s.boards.find((x) => x.board === 3)!;
    expect(b.top).toBe(6);
    expect(b.results[0].pointsNS).toBeCloseTo(3.6, 9);
    expect(b.results[0].pointsEW).toBeCloseTo(2.4, 9);
    expect(b.results[1].pointsNS).toBeCloseTo(2.4, 9);
    // the two real results are Neuberg-factored from 2 to 4: top (2 of 2) → (2+1)·4/2 − 1 = 5
    expect(b.results[2].pointsNS).toBe(5);
  });
  it('Law 12C2(c) (the default): a session above 60 % keeps it for average-plus; below 40 % for average-minus', () => {
    const s = score(field(b3));
    const b = s.boards.find((x) => x.board === 3)!;
    expect(b.results[0].percentNS).toBe(100); // pair 1 scored 100 % on its other boards
    expect(b.results[1].percentNS).toBe(0); // pair 2 scored 0 %
    const w = score(field(b3), { sessionAverage: 'wbf' }).boards.find((x) => x.board === 3)!;
    expect(w.results[0].percentNS).toBe(100);
    expect(w.results[1].percentNS).toBe(40); // the WBF rule only raises average-plus
  });
  it('at IMPs: ±3', () => {
    const s = score(field(b3), { method: 'butler', sessionAverage: 'none' });
    const b = s.boards.find((x) => x.board === 3)!;
    expect([b.results[0].pointsNS, b.results[0].pointsEW, b.results[1].pointsNS]).toEqual([3, -3, -3]);
  });
  it('reads the forms scorers write', () => {
    expect(parseArtificialBoth('A6040')).toEqual({
      ns: { kind: 'percent', percent: 60 },
      ew: { kind: 'percent', percent: 40 },
    });
    expect(parseArtificialBoth('A5050')).toEqual({
      ns: { kind: 'percent', percent: 50 },
      ew: { kind: 'percent', percent: 50 },
    });
    expect(parseArtificialBoth('AVE+')?.ns).toEqual({ kind: 'A+' });
    expect(parseArtificialBoth('420')).toBeNull();
    // Each side's code with a slash between them, as the README's example writes the text.
    expect(parseArtificialBoth('A+/A-')).toEqual({ ns: { kind: 'A+' }, ew: { kind: 'A-' } });
    expect(parseArtificialBoth('A-/A+')).toEqual({ ns: { kind: 'A-' }, ew: { kind: 'A+' } });
    expect(parseArtificialBoth('A/A')).toEqual({ ns: { kind: 'A' }, ew: { kind: 'A' } });
    expect(parseArtificialBoth('A+/A-/A')).toBeNull();
  });
});

describe('IMP pairs', () => {
  it('cross-IMPs: sum, and sum/(n−1)', () => {
    const rows = [620, 170, 140, -100].map((s) => ({ ns: single(s), ew: single(s) }));
    const x = crossImpGroup(rows);
    expect(x[0].ns).toBe(imps(450) + imps(480) + imps(720));
    expect(x.reduce((s, r) => s + r.ns, 0)).toBe(0);
    const ev: EventResults = {
      kind: 'pairs',
      boards: [board(1, [res('1', '11', 620), res('2', '12', 170), res('3', '13', 140), res('4', '14', -100)])],
    };
    expect(score(ev, { method: 'cross-imps' }).boards[0].results[0].pointsNS).toBe(x[0].ns);
    expect(score(ev, { method: 'cross-imps-average' }).boards[0].results[0].pointsNS).toBeCloseTo(x[0].ns / 3, 9);
  });
  it('Butler datum: drop top and bottom, mean, nearest 10', () => {
    expect(butlerDatum([-420, -450, -420, -200, -420, -450], 1)).toBe(-430);
    expect(butlerDatum([-140, -140, 50, 100, -420, 50, 50], 1)).toBe(-30);
    expect(butlerDatum([100, 200], 1)).toBe(150);
    expect(butlerDatum([114], 0)).toBe(110);
  });
});

describe('teams', () => {
  const ev: EventResults = {
    kind: 'teams',
    boards: [
      board(1, [res('A', 'B', 620), res('B', 'A', 170)]),
      board(2, [res('A', 'B', -100), res('B', 'A', 110)]),
      board(3, [res('A', 'B', 420), res('B', 'A', 420)]),
    ],
    participants: [{ id: 'A', carryOver: 1.5 }, { id: 'B' }],
  };
  it('IMPs per board, match totals, VPs and carry-over', () => {
    const s = score(ev);
    const m = s.matches[0];
    expect(m.boardImps).toEqual([
      { board: 1, imps: 10 },
      { board: 2, imps: -5 },
      { board: 3, imps: 0 },
    ]);
    expect([m.impsHome, m.impsAway]).toEqual([10, 5]);
    expect([m.vpHome, m.vpAway]).toEqual([victoryPoints(10, 5, 3).a, victoryPoints(10, 5, 3).b]);
    const a = s.ranking.find((e) => e.id === 'A')!;
    expect(a.total).toBeCloseTo(m.vpHome + 1.5, 9);
    expect(a.carryOver).toBe(1.5);
  });
  it('both tables written home v away (the second table with the home team EW)', () => {
    const hv: EventResults = {
      kind: 'teams',
      boards: [board(1, [res('A', 'B', 620, { room: 'Open' }), res('A', 'B', 170, { room: 'Closed' })])],
    };
    const s = score(hv);
    expect(s.matches[0]).toMatchObject({ home: 'A', away: 'B', impsHome: 10, impsAway: 0 });
    expect(s.boards[0].results[1]).toMatchObject({ ns: 'B', ew: 'A', pointsNS: -10, pointsEW: 10 });
  });
  it('match totals the source states win over its board results, without counting twice', () => {
    const both: EventResults = { ...ev, matches: [{ round: 1, home: 'A', away: 'B', impsHome: 12, impsAway: 5 }] };
    const s = score(both);
    expect(s.matches).toHaveLength(1);
    expect(s.matches[0]).toMatchObject({ impsHome: 12, impsAway: 5, boards: 3 });
    expect(s.matches[0].boardImps).toHaveLength(3);
  });
  it('Law 86B2(b): the better of average-plus and the assigned score', () => {
    expect(law86B2b(5)).toEqual({ nos: 5, os: -5 });
    expect(law86B2b(-2)).toEqual({ nos: 3, os: -3 });
  });
  it('Law 12C4 knockout average of non-balancing scores', () => {
    expect(knockoutAverage(5, -2)).toEqual({ a: 3.5, b: -3.5 });
    const split: EventResults = {
      kind: 'teams',
      boards: [board(1, [res('A', 'B', 620, { scoreNSForEW: 170 }), res('B', 'A', 170)])],
    };
    const s = score(split, { knockout: true });
    expect(s.matches[0].boardImps![0].imps).toBe(5);
  });
});

describe('fouled boards, penalties, individuals, rankings, sessions', () => {
  it('Law 87: groups are scored apart and factored to the board', () => {
    const ev: EventResults = {
      kind: 'pairs',
      boards: [
        board(1, [
          res('1', '11', 420),
          res('2', '12', 170),
          res('3', '13', 170),
          res('4', '14', -50, { group: 'fouled' }),
          res('5', '15', -100, { group: 'fouled' }),
        ]),
      ],
    };
    const s = score(ev);
    expect(s.boards).toHaveLength(2);
    const fouled = s.boards.find((b) => b.group === 'fouled')!;
    // -50 beats -100 within its group of 2; factored to N = 5: (2+1)·5/2 − 1 = 6.5
    expect(fouled.results[0].pointsNS).toBe(6.5);
    expect(fouled.results[1].pointsNS).toBe(1.5);
  });
  it('Law 90 penalties and Law 88 indemnity are apart from the board results', () => {
    const ev: EventResults = {
      kind: 'pairs',
      boards: [board(1, [res('1', '11', 420), res('2', '12', 170), res('3', '13', 140)])],
      adjustments: [
        { id: '1', kind: 'penalty', amount: 25, unit: 'percent', reason: 'slow play', law: '90B2' },
        { id: '2', kind: 'indemnity', amount: 1, unit: 'points', law: '88' },
      ],
    };
    const s = score(ev);
    const p1 = s.ranking.find((e) => e.id === '1')!;
    expect(p1.boardTotal).toBe(4);
    expect(p1.penalties).toBe(-1);
    expect(p1.total).toBe(3);
    expect(s.boards[0].results[0].pointsNS).toBe(4);
    expect(s.ranking.find((e) => e.id === '2')!.total).toBe(3);
  });
  it("Law 89 individual events: each player scores the side's points", () => {
    const ev: EventResults = {
      kind: 'individual',
      boards: [
        board(1, [
          { players: { N: '1', E: '2', S: '3', W: '4' }, scoreNS: 420 },
          { players: { N: '5', E: '6', S: '7', W: '8' }, scoreNS: 400 },
        ]),
      ],
    };
    const s = score(ev);
    expect(s.boards[0].results[0].players).toEqual({ N: '1', E: '2', S: '3', W: '4' });
    expect(
      s.ranking
        .filter((e) => e.total === 2)
        .map((e) => e.id)
        .sort(),
    ).toEqual(['1', '3', '6', '8']);
  });
  it('ties share the place', () => {
    const ev: EventResults = {
      kind: 'pairs',
      boards: [board(1, [res('1', '2', 420), res('3', '4', 420), res('5', '6', 100)])],
    };
    const s = score(ev, { winners: 1 });
    // EW 6 beat both other EW pairs (4); NS 1 and NS 3 tie on 3
    expect(s.ranking.find((e) => e.id === '6')!.rank).toBe(1);
    const r1 = s.ranking.find((e) => e.id === '1')!;
    expect([r1.rank, r1.rankText, r1.tie, r1.rankLast]).toEqual([2, '2–3', true, 3]);
    expect(s.ranking.find((e) => e.id === '3')!.rankText).toBe('2–3');
    expect(s.ranking.find((e) => e.id === '2')!.rank).toBe(4);
  });
  it('two-winner lists per direction, with an overall place', () => {
    const ev: EventResults = { kind: 'pairs', boards: [board(1, [res('1N', '1E', 420), res('2N', '2E', 100)])] };
    const s = score(ev);
    expect(
      s.ranking
        .filter((e) => e.rank === 1)
        .map((e) => e.id)
        .sort(),
    ).toEqual(['1N', '2E']);
    expect(s.ranking.every((e) => e.rankOverall !== undefined)).toBe(true);
  });
  it('sections: the same pair numbers in two sections are different pairs; ranked per section and overall', () => {
    const ev: EventResults = {
      kind: 'pairs',
      boards: [
        board(1, [res('1', '2', 420), res('3', '4', 100), res('5', '6', 100)], { section: 'A' }),
        board(1, [res('1', '2', -100), res('3', '4', 420)], { section: 'B' }),
      ],
    };
    const s = score(ev, { winners: 1, neuberg: false });
    expect(s.ranking).toHaveLength(10);
    const a1 = s.ranking.find((e) => e.id === '1' && e.section === 'A')!;
    const b1 = s.ranking.find((e) => e.id === '1' && e.section === 'B')!;
    expect([a1.total, a1.percent, a1.rank]).toEqual([4, 100, 1]);
    expect([b1.total, b1.percent, b1.rankText]).toEqual([0, 0, '3–4']);
    // overall by percentage: A1, B2 and B3 all have 100 %
    expect(a1.rankOverall).toBe(1);
    expect(s.ranking.find((e) => e.id === '3' && e.section === 'B')!.rankOverall).toBe(1);
  });
  it('sections scored across: a board compared over the whole field, one ranking per direction', () => {
    // Board 1 in A (3 results) and B (2 results): 5 results, top 8 over the field.
    const ev: EventResults = {
      kind: 'pairs',
      boards: [
        board(1, [res('1', '2', 420), res('3', '4', 100), res('5', '6', 100)], { section: 'A' }),
        board(1, [res('1', '2', -100), res('3', '4', 450)], { section: 'B' }),
      ],
      participants: ['A', 'B'].flatMap((section) =>
        ['1', '2', '3', '4', '5', '6']
          .filter((id) => section === 'A' || Number(id) <= 4)
          .map((id) => ({ id, section, direction: Number(id) % 2 ? ('NS' as const) : ('EW' as const) })),
      ),
    };
    const s = score(ev, { winners: 2, neuberg: false, sectionScoring: 'across' });
    // Each section keeps its own traveller, on the field's top.
    expect(s.boards.map((b) => [b.section, b.top, b.results.length])).toEqual([
      ['A', 8, 3],
      ['B', 8, 2],
    ]);
    const pts = (section: string, id: string) =>
      s.ranking.find((e) => e.id === id && e.section === section && e.direction === (Number(id) % 2 ? 'NS' : 'EW'))!;
    // NS scores 450 > 420 > 100 = 100 > -100.
    expect(pts('B', '3').total).toBe(8);
    expect(pts('A', '1').total).toBe(6);
    expect(pts('A', '3').total).toBe(3);
    expect(pts('B', '1').total).toBe(0);
    // One NS list over both sections: B3 first, A1 second.
    expect([pts('B', '3').rank, pts('A', '1').rank, pts('A', '3').rankText, pts('A', '5').rankText]).toEqual([
      1,
      2,
      '3–4',
      '3–4',
    ]);
    expect(pts('B', '1').rank).toBe(5);
    // Within (the default): the same results give per-section tops and lists.
    const w = score(ev, { winners: 2, neuberg: false });
    expect(w.boards.map((b) => b.top)).toEqual([4, 2]);
    expect(w.ranking.find((e) => e.id === '1' && e.section === 'B')!.rank).toBe(2);
  });
  it('sessions add up with carry-over', () => {
    const one: EventResults = { kind: 'pairs', boards: [board(1, [res('1', '2', 420), res('3', '4', 100)])] };
    const two: EventResults = { kind: 'pairs', boards: [board(2, [res('1', '4', -100), res('3', '2', 100)])] };
    const r = combineSessions([score(one, { winners: 1 }), score(two, { winners: 1 })], { carryOver: { '3': 0.5 } });
    expect(r.find((e) => e.id === '1')!.total).toBe(2);
    expect(r.find((e) => e.id === '3')!.total).toBe(2.5);
    expect(r.find((e) => e.id === '4')!.rank).toBe(1);
    expect(r.find((e) => e.id === '3')!.rank).toBe(2);
    expect(r.find((e) => e.id === '1')!.percent).toBe(50);
  });
  it('computes scores from contracts by Law 77 with Law 2 vulnerability', () => {
    // board 2: NS vulnerable; 4S by N making 10 = 620; by E making 10 = −420
    const ev: EventResults = {
      kind: 'pairs',
      boards: [
        board(2, [
          { ns: '1', ew: '2', contract: '4S', declarer: 'N', tricks: 10 },
          { ns: '3', ew: '4', contract: '4S', declarer: 'E', tricks: 10 },
          { ns: '5', ew: '6', contract: 'Pass' },
        ]),
      ],
    };
    expect(score(ev).boards[0].results.map((r) => r.scoreNS)).toEqual([620, -420, 0]);
  });
});

describe('validateResults (results entered through the library)', () => {
  it('names the field of the first problem', async () => {
    const { validateResults } = await import('@stikk/scoring');
    const good: EventResults = {
      kind: 'pairs',
      boards: [board(1, [{ ns: '1', ew: '2', contract: '4S', declarer: 'N', tricks: 10 }])],
    };
    expect(validateResults(good).ok).toBe(true);
    const bad = validateResults({
      kind: 'pairs',
      boards: [board(1, [res('1', '2', 420), { ns: '3', ew: '4', contract: '4S', declarer: 'N', tricks: 14 }])],
    });
    expect(!bad.ok && [bad.error.path, bad.error.law]).toEqual(['boards[0].results[1].tricks', '77']);
    const w = validateResults({
      kind: 'pairs',
      boards: [
        board(1, [
          {
            ns: '1',
            ew: '2',
            weighted: [
              { scoreNS: 420, weight: 0.5 },
              { scoreNS: 170, weight: 0.4 },
            ],
          },
        ]),
      ],
    });
    expect(!w.ok && w.error.law).toBe('12C1(c)');
    const ind = validateResults({ kind: 'individual', boards: [board(1, [res('1', '2', 420)])] });
    expect(!ind.ok && ind.error.code).toBe('missing-players');
  });
});
