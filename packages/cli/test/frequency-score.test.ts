// A PBN frequency ScoreTable (each score with its number of tables, `Multiplicity`) through the
// `stikk` in process: read as frequencies, scored against every table, printed as one line per score,
// and written back (--pbn) with each row's own matchpoints.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePbn } from '@stikk/formats';
import { stikk } from './support/stikk.js';

const tmp = mkdtempSync(join(tmpdir(), 'stikk-freq-'));

const FILE = [
  '% PBN 2.1',
  '[Event "Frequencies"]',
  '[Board "1"]',
  '[Dealer "N"]',
  '[Vulnerable "None"]',
  '[ScoreTable "Score_NS\\5R;Score_EW\\5R;Multiplicity\\2R"]',
  '  420     -  3',
  '  170     -  2',
  '    -    50  1',
  '    -   100  1',
  '',
  '[Board "2"]',
  '[Dealer "E"]',
  '[Vulnerable "NS"]',
  '[ScoreTable "Score_NS\\5R;Score_EW\\5R;Multiplicity\\2R"]',
  '  620     -  4',
  '    -   100  3',
  '',
].join('\r\n');

describe('stikk score: a frequency ScoreTable', () => {
  const file = join(tmp, 'freq.pbn');
  writeFileSync(file, FILE, 'latin1');

  it('prints one line per score with its number of tables, scored against all seven tables', async () => {
    const r = await stikk(['score', file]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('Board 1, top 12');
    expect(r.stdout).toMatch(/^\s+420\s+3\s+10\.0\s+2\.0\s+83\.33\s+16\.67$/m);
    expect(r.stdout).toMatch(/^\s+170\s+2\s+5\.0\s+7\.0\s+41\.67\s+58\.33$/m);
    expect(r.stdout).toMatch(/^\s+-100\s+1\s+0\.0\s+12\.0\s+0\.00\s+100\.00$/m);
    expect(r.stdout).toMatch(/^\s+620\s+4\s+9\.0\s+3\.0/m);

    const j = await stikk(['score', file, '--json', '--method', 'cross-imps']);
    expect(j.status, j.stderr).toBe(0);
    const s = JSON.parse(j.stdout) as {
      boards: { results: { scoreNS: number; count?: number; pointsNS: number }[] }[];
    };
    // One line per row, not one per table: 420 against 170 ×2 (6 each), −50 (10), −100 (11).
    expect(s.boards[0].results.map((x) => [x.scoreNS, x.count ?? 1, x.pointsNS])).toEqual([
      [420, 3, 33],
      [170, 2, -5],
      [-50, 1, -40],
      [-100, 1, -49],
    ]);
  });

  it('--pbn of a file that is not PBN says which file and what to do instead, and writes nothing', async () => {
    const xml = join(tmp, 'club.xml');
    writeFileSync(
      xml,
      '<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>' +
        '<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>420</SCORE>' +
        '</TRAVELLER_LINE></BOARD></EVENT></USEBIO>',
    );
    expect((await stikk(['score', xml])).status).toBe(0);
    const out = join(tmp, 'never.pbn');
    const r = await stikk(['score', xml, '--pbn', out]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      `--pbn: ${xml} is not a PBN file (--pbn writes a PBN input back with its scores); convert it first (stikk convert ${xml} ${join(tmp, 'club.pbn')}), then score that, or write USEBIO with --usebio`,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('writes each row its own matchpoints back into the ScoreTable (--pbn)', async () => {
    const r = await stikk(['score', file, '--pbn', '-']);
    expect(r.status, r.stderr).toBe(0);
    const p = parsePbn(new TextEncoder().encode(r.stdout));
    if (!p.ok) throw new Error(p.error.message);
    const t = p.value.games[0].tag('ScoreTable')!.table!;
    const col = (n: string) => t.columns.findIndex((c) => c.name === n);
    expect(t.rows.map((row) => [row[col('Multiplicity')], row[col('MP_NS')], row[col('MP_EW')]])).toEqual([
      ['3', '10.0', '2.0'],
      ['2', '5.0', '7.0'],
      ['1', '2.0', '10.0'],
      ['1', '0.0', '12.0'],
    ]);
    // No contestants: no empty TotalScoreTable is added.
    expect(r.stdout).not.toContain('TotalScoreTable');
  });

  it('warns about a Multiplicity that is not a number of tables', async () => {
    const bad = join(tmp, 'bad.pbn');
    writeFileSync(bad, FILE.replace('  170     -  2', '  170     -  x'), 'latin1');
    const r = await stikk(['score', bad]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/line 8: board 1: Multiplicity "x" is not a number of tables; taken as 1/);
  });
});
