import { describe, expect, it } from 'vitest';
import { matchpointGroup, single } from '@stikk/scoring';
import {
  comparisonBalance,
  escapeHtml,
  formatBoards,
  guideCards,
  guideCardsText,
  howell,
  individual,
  mitchell,
  movementHtml,
  movementText,
  resultsByBoard,
  resultsToPlay,
  tableCards,
  teamsRoundRobin,
  validateMovement,
  type PairMovement,
} from '../src/index.js';

const must = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('guide cards', () => {
  it('Mitchell: EW pairs move up a table each round, NS pairs stay', () => {
    const m = must(mitchell({ tables: 5, boardsPerRound: 2 }));
    const cards = guideCards(m);
    const ew1 = cards.find((c) => c.participant === '1EW')!;
    expect(ew1.rows.map((r) => r.table)).toEqual([1, 2, 3, 4, 5]);
    expect(ew1.rows.every((r) => r.direction === 'EW' && !r.sitOut)).toBe(true);
    expect(ew1.rows[1].opponents).toEqual(['2NS']);
    const ns3 = cards.find((c) => c.participant === '3NS')!;
    expect(ns3.rows.map((r) => r.table)).toEqual([3, 3, 3, 3, 3]);
    // Boards on the card are the boards at the table in the schedule.
    for (const c of cards)
      for (const r of c.rows) {
        const e = m.schedule.find((x) => x.round === r.round && x.table === r.table)!;
        expect(r.boards).toEqual(e.boards);
      }
    expect(guideCardsText(cards)).toContain('1EW:\n  round 1: table 1 EW v 1NS, boards 1-2');
  });

  it('sit-outs, partners (individual) and rooms (teams)', () => {
    const h = must(howell({ pairs: 9, boardsPerRound: 2 }));
    for (const c of guideCards(h)) expect(c.rows.filter((r) => r.sitOut).length).toBe(1);
    const ind = guideCards(must(individual({ tables: 2, boardsPerRound: 1 })));
    const p1 = ind.find((c) => c.participant === '1')!;
    expect(new Set(p1.rows.map((r) => r.partner)).size).toBe(7);
    expect(p1.rows.every((r) => r.opponents.length === 2)).toBe(true);
    const t = guideCards(must(teamsRoundRobin({ teams: 4, boardsPerMatch: 4 })));
    expect(t.find((c) => c.participant === '1A')!.rows.every((r) => r.room !== undefined && r.direction === 'NS')).toBe(
      true,
    );
  });

  it('table cards say where the boards go next', () => {
    const m = must(mitchell({ tables: 5, boardsPerRound: 2 }));
    const t3 = tableCards(m).find((c) => c.table === 3)!;
    expect(t3.rows[0].boardsTo).toBe(2);
    expect(t3.rows[4].boardsTo).toBeNull();
  });

  it('text and HTML renderings; HTML escapes everything from the movement', () => {
    const m = must(mitchell({ tables: 3, boardsPerRound: 2 }));
    expect(movementText(m)).toContain('R1  1NS-1EW 1-2');
    const evil: PairMovement = {
      ...m,
      name: '<script>alert(1)</script>',
      notes: ['a & b "c"'],
      participants: m.participants.map((p) => (p.id === '1NS' ? { ...p, id: '<img src=x onerror=alert(1)>' } : p)),
      schedule: m.schedule.map((e) => (e.ns === '1NS' ? { ...e, ns: '<img src=x onerror=alert(1)>' } : e)),
    };
    const html = movementHtml(evil);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('a &#38; b &#34;c&#34;');
    expect(escapeHtml(`'\``)).toBe('&#39;&#96;');
    expect(formatBoards([7, 1, 2, 3, 9, 10])).toBe('1-3, 7, 9-10');
  });
});

describe('results to play and scoring', () => {
  it('one row per board per playing table; arrow switch puts the EW pair NS on that board', () => {
    const m = must(mitchell({ tables: 7, boardsPerRound: 4, arrowSwitch: 'board-per-round' }));
    const rows = resultsToPlay(m);
    expect(rows.length).toBe(7 * 7 * 4);
    for (const e of m.schedule)
      for (const b of e.boards) {
        const r = rows.find((x) => x.board === b && x.round === e.round && x.table === e.table)!;
        if (e.arrowSwitch!.includes(b)) expect([r.ns, r.ew]).toEqual([e.ew, e.ns]);
        else expect([r.ns, r.ew]).toEqual([e.ns, e.ew]);
      }
    const h = must(howell({ pairs: 11, boardsPerRound: 2 }));
    expect(resultsToPlay(h).length).toBe(Object.values(validateMovement(h).playCounts).reduce((s, n) => s + n, 0));
    expect(resultsToPlay(h).every((r) => r.ns !== null && r.ew !== null)).toBe(true);
  });

  it('a generated session filled with random results scores with the right number of comparisons per board', () => {
    let seed = 12345;
    const rand = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const scores = [-1100, -620, -200, -100, -50, 0, 50, 90, 110, 140, 170, 400, 420, 450, 620, 650, 1430];
    for (const m of [
      must(howell({ tables: 5, boardsPerRound: 3 })),
      must(mitchell({ tables: 8 })),
      must(howell({ pairs: 11 })),
    ]) {
      const expected = validateMovement(m).playCounts;
      const totals = new Map<string, { mp: number; top: number }>();
      for (const [board, rows] of resultsByBoard(m)) {
        const n = rows.length;
        expect(n).toBe(expected[String(board)]);
        const mp = matchpointGroup(
          rows.map(() => {
            const o = single(scores[Math.floor(rand() * scores.length)]);
            return { ns: o, ew: o };
          }),
        );
        // Each result is compared with the n − 1 others: NS + EW = the top, 2(n − 1).
        for (const x of mp) expect(x.ns + x.ew).toBe(2 * (n - 1));
        // Over the board the points of every comparison are handed out once: n(n − 1) per side.
        expect(mp.reduce((s, x) => s + x.ns, 0)).toBe(n * (n - 1));
        rows.forEach((r, i) => {
          for (const [pair, pts] of [
            [r.ns, mp[i].ns],
            [r.ew, mp[i].ew],
          ] as const) {
            const t = totals.get(pair) ?? { mp: 0, top: 0 };
            totals.set(pair, { mp: t.mp + pts, top: t.top + 2 * (n - 1) });
          }
        });
      }
      // Every pair gets a score; with-comparisons in the balance report match the tops.
      expect(totals.size).toBe(m.participants.length);
      const bal = comparisonBalance(m);
      bal.participants.forEach((p, i) => {
        const compared = bal.with[i].reduce((s, v) => s + v, 0);
        // Compared with (same direction, other tables) = (n − 1) per board played.
        expect(compared * 2).toBe(totals.get(p)!.top);
      });
    }
  });
});
