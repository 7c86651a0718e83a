// Files written by other programs, through `stikk` in process: PBN 2.1 Result forms, several events
// in one file, bad games skipped with a warning (--strict refuses), deal lists, boards without deals.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stikk } from './support/stikk.js';

const tmp = mkdtempSync(join(tmpdir(), 'stikk-foreign-'));
const file = (name: string, text: string): string => {
  const f = join(tmp, name);
  writeFileSync(f, text);
  return f;
};
const DEAL = 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432';
const SPEC = 'PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\8L';

describe('files from other programs', () => {
  it('score reads every Result form of PBN 2.1 §3.4.15', async () => {
    const rows = ['1 2 4S N "NS 10"', '3 4 4S N "EW 3"', '5 6 4S N "NS 10 EW 3"', '7 8 4S N "^10"', '9 10 4S N 10'];
    const f = file(
      'forms.pbn',
      [
        '[Event "Club"]',
        '[Board "1"]',
        '[Dealer "N"]',
        '[Vulnerable "None"]',
        `[ScoreTable "${SPEC}"]`,
        ...rows,
        '',
      ].join('\r\n'),
    );
    const r = await stikk(['score', f, '--json']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    const results = JSON.parse(r.stdout).boards[0].results as { tricks: number; scoreNS: number }[];
    expect(results.map((x) => [x.tricks, x.scoreNS])).toEqual(rows.map(() => [10, 420]));
  });

  it('games of different events with the same board number are not scored together', async () => {
    const game = (ev: string, a: string, b: string) => [
      `[Event "${ev}"]`,
      '[Board "1"]',
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      `[ScoreTable "${SPEC}"]`,
      `${a} 4S N 10`,
      `${b} 4S N 9`,
      '',
    ];
    const f = file('two-events.pbn', [...game('Monday', '1 2', '3 4'), ...game('Tuesday', '1 2', '3 4')].join('\r\n'));
    const r = await stikk(['score', f, '--json']);
    expect(r.status, r.stderr).toBe(0);
    const boards = JSON.parse(r.stdout).boards as { board: number; section: string; top: number; results: unknown[] }[];
    expect(boards.map((b) => [b.board, b.section, b.results.length, b.top])).toEqual([
      [1, 'Monday', 2, 2],
      [1, 'Tuesday', 2, 2],
    ]);
  });

  it('a bad game is skipped with a warning naming file, line and game; --strict refuses', async () => {
    const good = [
      '[Event "Club"]',
      '[Board "1"]',
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      `[Deal "${DEAL}"]`,
      `[ScoreTable "${SPEC}"]`,
      '1 2 7NT N 13',
      '3 4 6NT N 12',
      '',
    ];
    const badScore = [
      '[Event "Club"]',
      '[Board "2"]',
      '[Dealer "E"]',
      '[Vulnerable "NS"]',
      '[ScoreTable "Contract\\4L;Declarer\\1R;Result\\2R"]',
      '3NT N 9',
      '',
    ];
    const f = file('bad-score.pbn', [...good, ...badScore].join('\r\n'));
    const r = await stikk(['score', f]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(
      /warning: .*bad-score\.pbn: line 14: board 2: the ScoreTable names no contestants.*game 2 skipped/,
    );
    const strict = await stikk(['score', f, '--strict']);
    expect(strict.status).toBe(2);
    expect(strict.stderr).toMatch(/line 14: board 2/);

    const badDeal = ['[Event "Club"]', '[Board "2"]', '[Dealer "E"]', '[Vulnerable "NS"]', '[Deal "N:AKQ"]', ''];
    const g = file('bad-deal.pbn', [...good.slice(0, 5), '', ...badDeal].join('\r\n'));
    for (const args of [
      ['show', g, '--all'],
      ['convert', g, join(tmp, 'out.lin')],
      ['convert', '--force', g, join(tmp, 'out.json')],
    ]) {
      const s = await stikk(args);
      expect(s.status, `${args[0]} ${args.at(-1)}: ${s.stderr}`).toBe(0);
      expect(s.stderr, args.join(' ')).toMatch(
        /warning: .*bad-deal\.pbn: line 11, column 1: Deal: .*\(game 2\); skipped/,
      );
      const strictRun = await stikk([...args, '--strict']);
      expect(strictRun.status, args.join(' ')).toBe(2);
      expect(strictRun.stderr).toMatch(/bad-deal\.pbn: line 11, column 1: Deal: .*\(game 2\)/);
    }
    expect(readFileSync(join(tmp, 'out.lin'), 'utf8')).toContain('qx|o1|');
  });

  it('a game without a deal is not written to LIN as an empty board', async () => {
    const f = file(
      'nodeal.pbn',
      [
        '[Event "Club"]',
        '[Board "1"]',
        '[Dealer "N"]',
        '[Vulnerable "None"]',
        `[Deal "${DEAL}"]`,
        '',
        '[Event "Club"]',
        '[Board "2"]',
        '[Dealer "E"]',
        '[Vulnerable "NS"]',
        '[Declarer "S"]',
        '[Contract "3NT"]',
        '[Result "9"]',
        '',
      ].join('\r\n'),
    );
    const out = join(tmp, 'nodeal.lin');
    const refused = await stikk(['convert', f, out]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/would drop .*results/);
    expect(existsSync(out)).toBe(false);
    const r = await stikk(['convert', '--force', f, out]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/line 7: board 2 has no deal; not written/);
    const lin = readFileSync(out, 'utf8');
    expect(lin).toContain('qx|o1|');
    expect(lin).not.toMatch(/qx\|o2|md\|\d\|(?!\w)/);
  });

  it('a list of deals gets a message pointing to stikk dd', async () => {
    const f = file('deals.txt', `${DEAL}\n${DEAL.replace('N:', 'E:')}\n`);
    const p = file('deals.pbn', `${DEAL}\n`);
    for (const args of [
      ['score', f],
      ['show', f],
      ['convert', p, join(tmp, 'x.json')],
      ['show', p],
    ]) {
      const r = await stikk(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(/a list of deals .*stikk dd .*deals\.(txt|pbn)/);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
