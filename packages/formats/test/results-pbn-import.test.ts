import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eventFromPbn, parsePbn } from '@stikk/formats';
import { scoreEvent, type ScoredEvent } from '@stikk/scoring';
import { stikk as stikkInProcess } from '../../cli/test/support/stikk.js';

const SPEC =
  'Table\\2R;Round\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R;MP_NS\\4R;MP_EW\\4R;Foo\\3L';
const PBN = [
  '% PBN 2.1',
  '% EXPORT',
  '[Event "Club night"]',
  '[Board "1"]',
  '[Scoring "MatchPoints"]',
  `[ScoreTable "${SPEC}"]`,
  ' 1  1  1  2 3NT  N  9 "400" -   -  - x1',
  ' 2  1  3  4 4S   N  9 -  "50" -  - x2',
  ' 3  1  5  6 -    -  - "A+" "A-" - - x3',
  ' 4  1  7  8 -    -  - "60% 400 40% -50" - - - x4',
  '',
  '[Event "Club night"]',
  '[Board "2"]',
  `[ScoreTable "${SPEC}"]`,
  ' 1  1  1  4 2H   S  8 "110" - - - y1',
  ' 2  1  3  2 2H   S  9 "140" - - - y2',
  '',
].join('\r\n');

function scored(text: string): ScoredEvent {
  const f = parsePbn(text);
  if (!f.ok) throw new Error(f.error.message);
  const ev = eventFromPbn(f.value);
  if (!ev.ok) throw new Error(ev.error.message);
  const s = scoreEvent(ev.value);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('PBN ScoreTable import', () => {
  it('reads scores, A+/A- and weighted scores, and keeps unknown columns', () => {
    const f = parsePbn(PBN);
    if (!f.ok) throw new Error(f.error.message);
    const ev = eventFromPbn(f.value);
    if (!ev.ok) throw new Error(ev.error.message);
    const b1 = ev.value.boards.find((b) => b.board === 1)!;
    expect(b1.results.map((r) => r.extra?.Foo)).toEqual(['x1', 'x2', 'x3', 'x4']);
    expect(b1.results[1].scoreNS).toBe(-50);
    expect(b1.results[2].artificial).toEqual({ ns: { kind: 'A+' }, ew: { kind: 'A-' }, text: 'A+/A-' });
    expect(b1.results[3].weighted).toEqual([
      { scoreNS: 400, weight: 0.6 },
      { scoreNS: -50, weight: 0.4 },
    ]);
    expect(ev.value.method).toBe('matchpoints');
  });
  it('scores them: the weighted score competes as fractions, N = 4 with the artificial score', () => {
    const s = scored(PBN);
    const b1 = s.boards.find((b) => b.board === 1)!;
    expect(b1.top).toBe(6);
    const [r1, r2, r3, r4] = b1.results;
    expect(r3.percentNS).toBe(60);
    expect(r3.percentEW).toBe(40);
    // among 3 comparable results: 400 ties 0.6 of the weighted and beats -50 and 0.4 of it
    expect(r1.pointsNS).toBeCloseTo(((2 + 0.6 + 0.8 + 1) * 4) / 3 - 1, 1);
    expect(r2.pointsNS).toBeCloseTo((0 + 0.4 * 1 + 1) * (4 / 3) - 1, 1);
    expect(r4.pointsNS! + r4.pointsEW!).toBeCloseTo(6, 1);
  });
  it('errors name the line', () => {
    const r = parsePbn(PBN.replace(' 2  1  3  4 4S', ' 2  1  3  4 "4S'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.line).toBe(8);
    const noIds = parsePbn(
      `[Event "x"]\r\n[Board "3"]\r\n[ScoreTable "Contract\\4L;Declarer\\1R;Result\\2R"]\r\n3NT N 9\r\n`,
    );
    if (!noIds.ok) throw new Error(noIds.error.message);
    const e2 = eventFromPbn(noIds.value);
    expect(!e2.ok && [e2.error.code, e2.error.line]).toEqual(['pbn-no-contestants', 3]);
    const noBoard = parsePbn(`[Event "x"]\r\n[ScoreTable "${SPEC}"]\r\n 1 1 1 2 3NT N 9 "400" - - - x\r\n`);
    if (!noBoard.ok) throw new Error(noBoard.error.message);
    const ev = eventFromPbn(noBoard.value);
    expect(ev.ok).toBe(false);
    if (!ev.ok) expect(ev.error.line).toBe(2);
  });
});

/** `stikk …args` in this process (the CLI's sources; stdout and stderr captured). */
const stikk = (...args: string[]) => stikkInProcess(args);
const dir = fileURLToPath(new URL('../../../../shared/data/events/', import.meta.url));

describe('stikk score', { timeout: 180_000 }, () => {
  const tmp = mkdtempSync(join(tmpdir(), 'stikk-score-'));
  it("--json prints the issue's shape; --pbn writes recomputed tables, unknown columns kept", async () => {
    const f = join(tmp, 'club.pbn');
    writeFileSync(f, PBN);
    const out = join(tmp, 'out.pbn');
    const r = await stikk('score', f, '--json', '--pbn', out);
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(Object.keys(j)).toEqual(expect.arrayContaining(['method', 'boards', 'ranking', 'matches']));
    expect(j.method).toBe('matchpoints');
    expect(Object.keys(j.boards[0])).toEqual(expect.arrayContaining(['board', 'top', 'datum', 'results']));
    expect(Object.keys(j.boards[0].results[0])).toEqual(
      expect.arrayContaining([
        'ns',
        'ew',
        'contract',
        'declarer',
        'tricks',
        'scoreNS',
        'adjusted',
        'pointsNS',
        'pointsEW',
        'percentNS',
      ]),
    );
    expect(Object.keys(j.ranking[0])).toEqual(expect.arrayContaining(['id', 'total', 'percent', 'rank']));
    const again = parsePbn(readFileSync(out, 'utf8'));
    if (!again.ok) throw new Error(again.error.message);
    const st = again.value.games[0].tag('ScoreTable')!.table!;
    expect(st.columns.map((c) => c.name)).toContain('Foo');
    expect(st.rows.map((row) => row[st.columns.findIndex((c) => c.name === 'Foo')])).toEqual(['x1', 'x2', 'x3', 'x4']);
    const mp = st.rows.map((row) => row[st.columns.findIndex((c) => c.name === 'MP_NS')]);
    expect(mp[0]).toBe(j.boards[0].results[0].pointsNS.toFixed(1));
    expect(again.value.games[0].tag('TotalScoreTable')).toBeDefined();
  });
  it('bad files: exit 2, one line naming the line or element path', async () => {
    const f = join(tmp, 'bad.pbn');
    writeFileSync(f, '[Event "x"]\n[Board "1"\n');
    const r = await stikk('score', f, '--json');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/line 2/);
    const x = join(tmp, 'bad.xml');
    writeFileSync(
      x,
      '<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><BOARD><BOARD_NUMBER>x</BOARD_NUMBER></BOARD></EVENT></USEBIO>',
    );
    const rx = await stikk('score', x, '--json');
    expect(rx.status).toBe(2);
    expect(rx.stderr.trim().split('\n')).toHaveLength(1);
    expect(rx.stderr).toMatch(/USEBIO\/EVENT\/BOARD\[1\]\/BOARD_NUMBER/);
    expect((await stikk('score', f, '--method', 'nonsense')).status).toBe(2);
  });
  it.skipIf(!existsSync(dir))('scores the shared events by the method each file declares', async () => {
    const methods: Record<string, string> = {
      'sm1.pbn': 'matchpoints',
      'team.pbn': 'teams',
      'realbridge-teams.pbn': 'teams',
      'mp_pairs_mitchell.xml': 'matchpoints',
      'butler_mitchell.xml': 'butler',
    };
    for (const [name, m] of Object.entries(methods)) {
      const r = await stikk('score', join(dir, name), '--json');
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(r.stdout).method).toBe(m);
    }
    const cross = JSON.parse((await stikk('score', join(dir, 'sm1.pbn'), '--json', '--method', 'cross-imps')).stdout);
    expect(cross.method).toBe('cross-imps');
    expect(cross.boards[0].results.reduce((s: number, r: { pointsNS: number }) => s + r.pointsNS, 0)).toBe(0);
  });
});

describe.skipIf(!existsSync(dir))('stikk score --usebio', { timeout: 180_000 }, () => {
  it('a PBN event written as USEBIO scores the same again', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'stikk-usebio-'));
    const out = join(tmp, 'sm1.xml');
    expect((await stikk('score', join(dir, 'sm1.pbn'), '--usebio', out)).status).toBe(0);
    const a = JSON.parse((await stikk('score', join(dir, 'sm1.pbn'), '--json')).stdout);
    const b = JSON.parse((await stikk('score', out, '--json', '--neuberg-decimals', '1')).stdout);
    expect(b.ranking.map((e: { id: string; total: number }) => [e.id, e.total])).toEqual(
      a.ranking.map((e: { id: string; total: number }) => [e.id, e.total]),
    );
  });
  it('a USEBIO event comes back with the same numbers recomputed', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'stikk-usebio-'));
    const out = join(tmp, 'b.xml');
    expect((await stikk('score', join(dir, 'butler_mitchell.xml'), '--usebio', out)).status).toBe(0);
    const pick = (x: string) =>
      x
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => /^<(NS|EW)_BUTLER_POINTS|^<BOARD_AVERAGE|^<TOTAL_SCORE|^<PLACE/.test(l));
    expect(pick(readFileSync(out, 'utf8'))).toEqual(pick(readFileSync(join(dir, 'butler_mitchell.xml'), 'utf8')));
  });
});

describe('stikk score with several sessions', { timeout: 180_000 }, () => {
  it('ranks over all the files', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'stikk-sessions-'));
    const f = join(tmp, 'club.pbn');
    writeFileSync(f, PBN);
    const one = JSON.parse((await stikk('score', f, '--json')).stdout);
    const two = JSON.parse((await stikk('score', f, f, '--json')).stdout);
    expect(two.sessions).toHaveLength(2);
    for (const e of one.ranking) {
      const t = two.ranking.find((x: { id: string }) => x.id === e.id);
      expect(t.total).toBeCloseTo(2 * e.total, 9);
      expect(t.percent).toBe(e.percent);
    }
  });
});

describe.skipIf(!existsSync(dir))('stikk score --pbn round trip', { timeout: 180_000 }, () => {
  it('sm1.pbn and team.pbn written back score the same', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'stikk-pbn-'));
    for (const name of ['sm1.pbn', 'team.pbn']) {
      const out = join(tmp, name);
      const a = await stikk('score', join(dir, name), '--json', '--pbn', out);
      expect(a.status, a.stderr).toBe(0);
      const b = await stikk('score', out, '--json');
      expect(b.status, b.stderr).toBe(0);
      const ja = JSON.parse(a.stdout);
      const jb = JSON.parse(b.stdout);
      expect(jb.ranking).toEqual(ja.ranking);
      expect(jb.boards).toEqual(ja.boards);
      expect(jb.matches).toEqual(ja.matches);
    }
  });
});
