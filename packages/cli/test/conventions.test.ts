// Command-line conventions through the built binary (npm test builds it): version, help with
// examples, errors as one `stikk:` line with exit 2, quiet EPIPE, stdin, lazy start-up, seeds.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { randomBoardLog } from '@stikk/core';

const bin = fileURLToPath(new URL('../bin/stikk.js', import.meta.url));
const trace = fileURLToPath(new URL('./fixtures/trace-register.mjs', import.meta.url));
const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as {
  version: string;
};
const stikk = (args: string[], input?: string) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', ...(input !== undefined ? { input } : {}) });
const tmp = mkdtempSync(join(tmpdir(), 'stikk-conv-'));

/** Runs stikk with its stdout read by a reader that stops after the first chunk (as `| head` does). */
function headOf(args: string[]): Promise<{ code: number | null; stderr: string; first: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let first = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.stdout.once('data', (d: Buffer) => {
      first = d.toString();
      child.stdout.destroy();
    });
    child.on('close', (code) => done({ code, stderr, first }));
  });
}

/** A results file big enough that its JSON fills a pipe: 60 boards of 8 tables. */
function bigResults(): string {
  const spec = 'PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R';
  const out: string[] = [];
  for (let b = 1; b <= 60; b++) {
    out.push(`[Event "big"]`, `[Board "${b}"]`, '[Dealer "N"]', '[Vulnerable "None"]', `[ScoreTable "${spec}"]`);
    for (let t = 1; t <= 8; t++)
      out.push(`${t} ${t + 8} ${['3NT', '4S', '2H', '1NT'][(b + t) % 4]} N ${7 + ((b * t) % 6)}`);
    out.push('');
  }
  return out.join('\r\n');
}

describe('stikk conventions', () => {
  it('--version and -V print the version', () => {
    for (const flag of ['--version', '-V']) {
      const r = stikk([flag]);
      expect(r.status).toBe(0);
      expect(r.stdout.trim()).toBe(pkg.version);
    }
  });

  it('no arguments: a short usage on stderr, exit 2', () => {
    const r = stikk([]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^usage: stikk <command>/);
    expect(r.stderr.trim().split('\n').length).toBeLessThanOrEqual(4);
  });

  it('every command has help with examples', () => {
    const top = stikk(['--help']);
    expect(top.status).toBe(0);
    const commands = [...top.stdout.matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1]).filter((c) => c !== 'help');
    expect(commands).toEqual(
      expect.arrayContaining(['deal', 'replay', 'serve', 'score', 'convert', 'show', 'dd', 'movement']),
    );
    for (const c of commands) {
      const r = stikk(['help', c]);
      expect(r.status, c).toBe(0);
      expect(r.stdout, c).toMatch(/Examples:\n {2}\$ stikk /);
    }
  });

  it('unknown options and missing arguments: one "stikk:" line, exit 2, nothing on stdout', () => {
    for (const args of [['deal', '--bogus'], ['--bogus'], ['score'], ['show', 'x.pbn', '--bord', '3'], ['nonsense']]) {
      const r = stikk(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr, args.join(' ')).toMatch(/^stikk: \S/);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
    expect(stikk(['deal', '--bogus']).stderr).toMatch(/unknown option '--bogus' \(did you mean --boards\?\)/);
  });

  it('a reader that stops early (| head) ends stikk quietly', async () => {
    const deal = await headOf(['deal', '--boards', '1-3000', '--seed', 'pipe']);
    expect(deal.first).toMatch(/^% PBN 2\.1/);
    expect(deal.stderr).toBe('');
    expect(deal.code).toBe(0);
    const f = join(tmp, 'big.pbn');
    writeFileSync(f, bigResults());
    expect(stikk(['score', f, '--json']).stdout.length).toBeGreaterThan(100_000);
    const score = await headOf(['score', f, '--json']);
    expect(score.first.startsWith('{')).toBe(true);
    expect(score.stderr).not.toMatch(/EPIPE|Error/);
    expect(score.code).toBe(0);
  });

  it('--help and deal load neither the server nor the solver', () => {
    for (const [args, banned] of [
      [['--help'], /fastify|better-sqlite3|\/pg\/|kysely|@stikk\/server|packages\/server/],
      [
        ['deal', '--boards', '1', '--seed', 'x'],
        /fastify|better-sqlite3|packages\/server|packages\/dds|packages\/laws/,
      ],
    ] as const) {
      const log = join(tmp, `trace-${args[0].replace(/-/g, '')}.txt`);
      const r = spawnSync(process.execPath, ['--import', trace, bin, ...args], {
        encoding: 'utf8',
        env: { ...process.env, STIKK_TRACE: log },
      });
      expect(r.status, r.stderr).toBe(0);
      const loaded = readFileSync(log, 'utf8').split('\n').filter(Boolean);
      expect(loaded.some((u) => u.includes('commander'))).toBe(true);
      expect(loaded.filter((u) => banned.test(u))).toEqual([]);
    }
  });

  it('- reads stdin for show and convert, with --from', () => {
    const pbn = stikk(['deal', '--boards', '3', '--seed', 'stdin']).stdout;
    const shown = stikk(['show', '-', '--from', 'pbn', '--ascii'], pbn);
    expect(shown.status, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('Board 3   Dealer South   Vulnerable: EW');
    // A table log has no Event or Date: --force accepts the loss (listed on stderr).
    const json = stikk(['convert', '-', '-', '--from', 'pbn', '--to', 'json', '--force'], pbn);
    expect(json.status, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ board: 3, dealer: 'S' });
    expect(json.stderr).toMatch(/warning: json output: dropped event name, date and site/);
    const noFrom = stikk(['show', '-'], pbn);
    expect(noFrom.status).toBe(2);
    expect(noFrom.stderr).toMatch(/--from/);
    const log = JSON.stringify(randomBoardLog('stdin', 4));
    const back = stikk(['show', '-', '--from', 'json', '--json'], log);
    expect(back.status, back.stderr).toBe(0);
    expect(JSON.parse(back.stdout)[0]).toMatchObject({ board: 4 });
  });

  it('deal without --seed prints the seed it used, and that seed deals the same boards; Date is a real date', () => {
    const r = stikk(['deal', '--boards', '1-4']);
    expect(r.status).toBe(0);
    const seed = /seed (\S+)/.exec(r.stderr)?.[1];
    expect(seed).toBeDefined();
    const again = stikk(['deal', '--boards', '1-4', '--seed', seed!]);
    expect(again.stdout).toBe(r.stdout);
    expect(again.stderr).toBe('');
    expect(r.stdout).toMatch(/\[Date "\d{4}\.\d{2}\.\d{2}"\]/);
    expect(JSON.parse(stikk(['deal', '--boards', '2', '--seed', seed!, '--json']).stdout)).toMatchObject({
      seed,
      boards: [{ board: 2 }],
    });
  });

  it('dd on one deal per line: says why there is no par, or takes --dealer and --vul', () => {
    const deals = join(tmp, 'deals.txt');
    writeFileSync(deals, 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432\n');
    const bare = stikk(['dd', deals, '--threads', '1']);
    expect(bare.status, bare.stderr).toBe(0);
    expect(JSON.parse(bare.stdout.trim()).par).toBeUndefined();
    expect(bare.stderr).toMatch(/no par for 1 of 1 deal .*line 1 gives no dealer or vulnerability.*--dealer and --vul/);
    const given = stikk(['dd', deals, '--threads', '1', '--dealer', 'N', '--vul', 'None', '--json']);
    expect(given.status, given.stderr).toBe(0);
    const arr = JSON.parse(given.stdout);
    expect(arr).toHaveLength(1);
    expect(arr[0].par.score).toBe(1520); // 7NT, not vulnerable
    expect(given.stderr).toBe('');
    expect(stikk(['dd', deals, '--dealer', 'Q']).status).toBe(2);
  });

  it('dd reads a BBO LIN file (as convert does): the same tables and par as its PBN', () => {
    const pbn = join(tmp, 'dd-boards.pbn'),
      lin = join(tmp, 'dd-boards.lin');
    writeFileSync(pbn, stikk(['deal', '--boards', '2', '--seed', 'dd-lin']).stdout);
    expect(stikk(['convert', '--force', pbn, lin]).status).toBe(0);
    const fromLin = stikk(['dd', lin, '--threads', '1', '--json']);
    // It was read as one deal per line: 'line 1: hand N "vg|…" must have 4 suits separated by dots'.
    expect(fromLin.status, fromLin.stderr).toBe(0);
    const fromPbn = stikk(['dd', pbn, '--threads', '1', '--json']);
    const shown = (out: string) =>
      (JSON.parse(out) as { deal: string; tricks: unknown; par?: { score: number } }[]).map((x) => [
        x.deal,
        x.tricks,
        x.par?.score,
      ]);
    expect(shown(fromLin.stdout)).toEqual(shown(fromPbn.stdout));
    expect(shown(fromLin.stdout)[0]![2]).toBeTypeOf('number'); // board 2's dealer and vulnerability came through
  });

  it('movement check refuses an empty schedule', () => {
    const f = join(tmp, 'empty.json');
    writeFileSync(
      f,
      JSON.stringify({ movement: 'mitchell', tables: 3, rounds: 3, boards: 6, boardsPerRound: 2, schedule: [] }),
    );
    const r = stikk(['movement', 'check', f]);
    // Bad input exits 2 as every refusal does; the report is still printed, the reason on stderr.
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^stikk: .*empty\.json: 1 error/);
    expect(r.stdout).toMatch(/error empty-schedule/);
    expect(r.stdout).not.toMatch(/playable/);
  });

  it('one --json convention: each command given --json prints one JSON document', () => {
    const logFile = join(tmp, 'log.json');
    writeFileSync(logFile, JSON.stringify(randomBoardLog('json', 1)));
    for (const args of [
      ['deal', '--boards', '1', '--seed', 'j', '--json'],
      ['replay', logFile, '--json'],
      ['show', logFile, '--json'],
      ['movement', 'howell', '--tables', '3', '--json'],
    ]) {
      const r = stikk(args);
      expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(0);
      expect(() => JSON.parse(r.stdout), args.join(' ')).not.toThrow();
    }
  });
});
