// Producer conventions as settings, through `stikk` in process: matchpoints over all sections of a
// USEBIO event (--across-sections), and a handicap event's HANDICAP (percentage points per pair)
// read, applied to the ranking and carried by conversion.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stikk } from './support/stikk.js';

const tmp = mkdtempSync(join(tmpdir(), 'stikk-producer-'));

interface Ranked {
  id: string;
  section?: string;
  total: number;
  percent: number;
  rank: number;
  handicap?: number;
}
interface Scored {
  boards: { board: number; section?: string; top: number; results: { ns: string; pointsNS: number }[] }[];
  ranking: Ranked[];
  warnings: string[];
}

const SCORES = [420, 450, 400, -50, 170, 140, -100, 620, 110, -200];
const CONTRACT: Record<number, string> = {
  420: '4S',
  450: '4S',
  400: '3NT',
  170: '3S',
  140: '3S',
  110: '2S',
  620: '4S',
};

/** Two sections (A, B) of three tables, boards 1–3; NS scores chosen so the sections differ. */
function usebio(opts: { sections: readonly string[]; handicap?: Record<string, number>; oneField?: boolean }): string {
  const line = (s: string, t: number, b: number) => {
    const score = SCORES[(t * 3 + b * 7 + (s === 'B' ? 5 : 0)) % SCORES.length];
    const c = CONTRACT[score] ?? '4H';
    const tricks = score < 0 ? 9 : c === '4S' ? (score === 450 ? 11 : score === 620 ? 10 : 10) : 9;
    const id = (x: string) => (opts.oneField ? `${s}${x}` : x);
    return `<TRAVELLER_LINE><NS_PAIR_NUMBER>${id(`${t}NS`)}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${id(`${t}EW`)}</EW_PAIR_NUMBER><CONTRACT>${c}</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>${tricks}</TRICKS><SCORE>${score}</SCORE></TRAVELLER_LINE>`;
  };
  const pair = (s: string, id: string, dir: string) => {
    const h = opts.handicap?.[`${s}${id}`];
    const pid = opts.oneField ? `${s}${id}` : id;
    return `<PAIR><PAIR_NUMBER>${pid}</PAIR_NUMBER><DIRECTION>${dir}</DIRECTION>${h !== undefined ? `<HANDICAP>${h}</HANDICAP>` : ''}<PLAYER><PLAYER_NAME>${s}${id} One</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>${s}${id} Two</PLAYER_NAME></PLAYER></PAIR>`;
  };
  const section = (s: string, inner: string) =>
    opts.oneField ? inner : `<SECTION><SECTION_ID>${s}</SECTION_ID>${inner}</SECTION>`;
  const body = opts.oneField
    ? `<PARTICIPANTS>${opts.sections.flatMap((s) => [1, 2, 3].flatMap((t) => [pair(s, `${t}NS`, 'NS'), pair(s, `${t}EW`, 'EW')])).join('')}</PARTICIPANTS>${[1, 2, 3].map((b) => `<BOARD><BOARD_NUMBER>${b}</BOARD_NUMBER>${opts.sections.flatMap((s) => [1, 2, 3].map((t) => line(s, t, b))).join('')}</BOARD>`).join('')}`
    : opts.sections
        .map((s) =>
          section(
            s,
            `<PARTICIPANTS>${[1, 2, 3].flatMap((t) => [pair(s, `${t}NS`, 'NS'), pair(s, `${t}EW`, 'EW')]).join('')}</PARTICIPANTS>${[1, 2, 3].map((b) => `<BOARD><BOARD_NUMBER>${b}</BOARD_NUMBER>${[1, 2, 3].map((t) => line(s, t, b)).join('')}</BOARD>`).join('')}`,
          ),
        )
        .join('');
  return `<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><EVENT_DESCRIPTION>Two sections</EVENT_DESCRIPTION><WINNER_TYPE>2</WINNER_TYPE>${body}</EVENT></USEBIO>`;
}

async function scored(file: string, ...args: string[]): Promise<Scored> {
  const r = await stikk(['score', file, '--json', ...args]);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Scored;
}

describe('producer settings', () => {
  it('--across-sections: each board over the whole field (top 10, not 4), the pairs ranked in their sections', async () => {
    const two = join(tmp, 'two.xml');
    writeFileSync(two, usebio({ sections: ['A', 'B'] }));
    const one = join(tmp, 'one.xml');
    writeFileSync(one, usebio({ sections: ['A', 'B'], oneField: true }));
    const apart = await scored(two);
    expect(new Set(apart.boards.map((b) => b.top))).toEqual(new Set([4]));
    const across = await scored(two, '--across-sections');
    expect(across.boards.map((b) => `${b.board}${b.section}:${b.top}`)).toEqual([
      '1A:10',
      '1B:10',
      '2A:10',
      '2B:10',
      '3A:10',
      '3B:10',
    ]);
    // The oracle: the same tables as one field with the pairs renamed apart.
    const field = await scored(one);
    for (const b of across.boards)
      for (const r of b.results) {
        const f = field.boards.find((x) => x.board === b.board)!.results.find((x) => x.ns === `${b.section}${r.ns}`)!;
        expect(r.pointsNS).toBe(f.pointsNS);
      }
    expect(new Set(across.ranking.map((e) => e.section))).toEqual(new Set(['A', 'B']));
    for (const e of across.ranking) {
      const f = field.ranking.find((x) => x.id === `${e.section}${e.id}`)!;
      expect([e.total, e.percent]).toEqual([f.total, f.percent]);
    }
    expect(across.ranking.map((e) => e.percent)).not.toEqual(apart.ranking.map((e) => e.percent));
  });

  it('HANDICAP: added to each pair percentage, the ranking made on the handicapped figures', async () => {
    const handicap = { A1NS: -5, A2NS: 3.5, A3EW: 2 };
    const raw = join(tmp, 'raw.xml');
    writeFileSync(raw, usebio({ sections: ['A'] }));
    const hcp = join(tmp, 'hcp.xml');
    writeFileSync(hcp, usebio({ sections: ['A'], handicap }));
    const before = await scored(raw);
    const after = await scored(hcp);
    expect(after.ranking).toHaveLength(before.ranking.length);
    for (const e of after.ranking) {
      const b = before.ranking.find((x) => x.id === e.id)!;
      const h = handicap[`A${e.id}` as keyof typeof handicap] ?? 0;
      expect(e.percent).toBeCloseTo(b.percent + h, 2);
      expect(e.handicap).toBe(h === 0 ? undefined : h);
    }
    // Ranked again: within each direction, higher handicapped percentage first.
    for (const dir of ['NS', 'EW']) {
      const list = after.ranking.filter((e) => e.id.endsWith(dir));
      for (let i = 1; i < list.length; i++) expect(list[i].percent).toBeLessThanOrEqual(list[i - 1].percent);
      expect(list.map((e) => e.rank)[0]).toBe(1);
    }
    // Not a percentage ranking: reported, not applied.
    const imps = await stikk(['score', hcp, '--method', 'cross-imps']);
    expect(imps.status, imps.stderr).toBe(0);
    expect(imps.stderr).toMatch(/3 contestants have handicaps .*not applied to a cross-imps ranking/);
  });

  it('HANDICAP survives USEBIO → PBN (TotalScoreTable Handicap); a target that cannot hold it is refused', async () => {
    const hcp = join(tmp, 'hcp2.xml');
    writeFileSync(hcp, usebio({ sections: ['A'], handicap: { A1NS: -5, A2EW: 4 } }));
    const pbn = join(tmp, 'hcp2.pbn');
    const c = await stikk(['convert', hcp, pbn]);
    expect(c.status, c.stderr).toBe(0);
    const fromXml = await scored(hcp);
    const fromPbn = await scored(pbn);
    // (The PBN form ranks one list where USEBIO's WINNER_TYPE gave two: compare pair by pair.)
    const byId = (x: Scored) => x.ranking.map((e) => [e.id, e.percent, e.handicap]).sort();
    expect(byId(fromPbn)).toEqual(byId(fromXml));
    expect(fromPbn.ranking.find((e) => e.id === '1NS')?.handicap).toBe(-5);
    // And back to USEBIO from the PBN form: HANDICAP written again.
    const back = join(tmp, 'hcp2-back.xml');
    const x = await stikk(['convert', pbn, back]);
    expect(x.status, x.stderr).toBe(0);
    expect(readFileSync(back, 'utf8')).toMatch(/<HANDICAP>-5<\/HANDICAP>/);
    expect(byId(await scored(back))).toEqual(byId(fromXml));
    const lin = await stikk(['convert', hcp, join(tmp, 'hcp2.json')]);
    expect(lin.status).toBe(2);
    expect(lin.stderr).toMatch(/would drop .*contestant handicaps: 2 of 2/);
  });

  it('--expected-results: a board played fewer times is scaled to the full top (Neuberg) and rounded', async () => {
    // A three-quarter Howell with a phantom: board 1 met three times, board 2 twice, the full top 3 tables.
    const file = join(tmp, 'howell.pbn');
    writeFileSync(
      file,
      [
        '[Event "Howell"]',
        '[Board "1"]',
        '[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW"]',
        '1 2 420 -',
        '3 4 170 -',
        '5 6 - 50',
        '',
        '[Board "2"]',
        '[ScoreTable "PairId_NS;PairId_EW;Score_NS;Score_EW"]',
        '1 4 620 -',
        '5 2 - 100',
        '',
      ].join('\r\n'),
    );
    const points = (x: Scored) => x.boards.map((b) => [b.top, ...b.results.map((r) => r.pointsNS)]);
    // Default: N is the most results any board has (3): board 2's 2/0 becomes (2+1)·3/2 − 1 = 3.5.
    expect(points(await scored(file))).toEqual([
      [4, 4, 2, 0],
      [4, 3.5, 0.5],
    ]);
    // Four tables' top, whole matchpoints: (2+1)·4/2 − 1 = 5 and (0+1)·4/2 − 1 = 1; board 1 (n = 3) (4+1)·4/3 − 1 =
    // 5.67 → 6, 3, 0.33 → 0.
    expect(points(await scored(file, '--expected-results', '4', '--neuberg-decimals', '0'))).toEqual([
      [6, 6, 3, 0],
      [6, 5, 1],
    ]);
    const bad = await stikk(['score', file, '--expected-results', '0']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^stikk: --expected-results: "0" must be a whole number of results/);
  });

  it("PLAYER/HANDICAP without the pair's own: reported, or the players' sum or average with --handicap-players", async () => {
    const xml = usebio({ sections: ['A'] })
      .replace('<PLAYER_NAME>A1NS One</PLAYER_NAME>', '<PLAYER_NAME>A1NS One</PLAYER_NAME><HANDICAP>-2</HANDICAP>')
      .replace('<PLAYER_NAME>A1NS Two</PLAYER_NAME>', '<PLAYER_NAME>A1NS Two</PLAYER_NAME><HANDICAP>-3</HANDICAP>');
    const file = join(tmp, 'players.xml');
    writeFileSync(file, xml);
    const raw = await stikk(['score', file, '--json']);
    expect(raw.status, raw.stderr).toBe(0);
    expect(raw.stderr).toMatch(/PLAYER\/HANDICAP given for 1 contestant \(1NS\) .*--handicap-players sum\|average/);
    const base = (JSON.parse(raw.stdout) as Scored).ranking.find((e) => e.id === '1NS')!;
    expect(base.handicap).toBeUndefined();
    const sum = (await scored(file, '--handicap-players', 'sum')).ranking.find((e) => e.id === '1NS')!;
    expect([sum.handicap, sum.percent]).toEqual([-5, Number((base.percent - 5).toFixed(2))]);
    const avg = (await scored(file, '--handicap-players', 'average')).ranking.find((e) => e.id === '1NS')!;
    expect([avg.handicap, avg.percent]).toEqual([-2.5, Number((base.percent - 2.5).toFixed(2))]);
    expect((await stikk(['score', file, '--handicap-players', 'half'])).stderr).toMatch(/must be sum or average/);
    // PBN has no place for a player's handicap: convert says so instead of dropping it.
    const c = await stikk(['convert', file, join(tmp, 'players.pbn')]);
    expect(c.status).toBe(2);
    expect(c.stderr).toMatch(/would drop .*player handicaps: 2 of 2/);
    expect((await stikk(['convert', file, join(tmp, 'players-again.xml')])).status).toBe(0);
  });
});
