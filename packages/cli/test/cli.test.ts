// The CLI as a user runs it: the built binary (npm test builds first), real files, exit codes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDeal, boardInfo, unwrap } from '@stikk/core';

const bin = fileURLToPath(new URL('../bin/stikk.js', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const stikk = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

describe('stikk deal', () => {
  it('writes a PBN hand record with Board, Dealer, Vulnerable and a valid Deal for each board', () => {
    const r = stikk('deal', '--boards', '1-32', '--seed', 'club-night');
    expect(r.status).toBe(0);
    const boards = [
      ...r.stdout.matchAll(
        /\[Board "(\d+)"\][\s\S]*?\[Dealer "(\w)"\]\r?\n\[Vulnerable "(\w+)"\]\r?\n\[Deal "([^"]+)"\]/g,
      ),
    ];
    expect(boards).toHaveLength(32);
    for (const [, n, dealer, vul, deal] of boards) {
      expect(unwrap(boardInfo(Number(n)))).toMatchObject({ dealer, vulnerable: vul });
      expect(parseDeal(deal).ok).toBe(true);
      expect(deal.startsWith(`${dealer}:`)).toBe(true);
    }
    expect(stikk('deal', '--boards', '1-32', '--seed', 'club-night').stdout).toBe(r.stdout);
  });
  it('JSON output; a seed deals board 7 the same alone or in a range', () => {
    const all = JSON.parse(stikk('deal', '--boards', '1-8', '--seed', 's', '--format', 'json').stdout);
    const one = JSON.parse(stikk('deal', '--boards', '7', '--seed', 's', '--format', 'json').stdout);
    expect(one.boards[0]).toEqual(all.boards[6]);
  });
  it('random deals differ without a seed', () => {
    expect(stikk('deal', '--boards', '1').stdout).not.toBe(stikk('deal', '--boards', '1').stdout);
  });
  it('bad options: exit 2, one line, nothing on stdout', () => {
    const r = stikk('deal', '--boards', '3-1');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('stikk replay', () => {
  it('prints contract, result and score of a hand-written full board', () => {
    const r = stikk('replay', fixture('full-board-7ntx.json'));
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({
      phase: 'ended',
      turn: null,
      contract: '7NTX',
      declarer: 'N',
      tricks: { NS: 13, EW: 0 },
      result: '=',
      score: { NS: 1790, EW: -1790 },
      pending: null,
    });
    expect(out.events).toHaveLength(11 + 52);
    expect(out.auction).toHaveLength(11);
  });
  it('an impossible event: exit 2, one line naming the event index, nothing on stdout', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stikk-'));
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: 'stikk-table-log/1',
        board: 1,
        deal: 'N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432',
        events: [
          { seat: 'N', call: '1NT' },
          { seat: 'E', call: 'P' },
          { seat: 'S', call: 'P' },
          { seat: 'W', call: 'P' },
          { seat: 'E', play: 'SA' },
        ],
      }),
    );
    const r = stikk('replay', file);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/event 4: SA is not in E's hand/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    writeFileSync(file, '{"format": "stikk-table-log/1", "board": 1, "events": [{"seat": "N", "bid": "1S"}]}');
    const r2 = stikk('replay', file);
    expect(r2.status).toBe(2);
    expect(r2.stderr).toMatch(/events\[0\]/);
    const r3 = stikk('replay', join(dir, 'missing.json'));
    expect(r3.status).toBe(2);
  });

  it('--prevent refuses an irregular call naming the event and its law once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stikk-replay-'));
    const file = join(dir, 'above-seven.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: 'stikk-table-log/1',
        dealer: 'N',
        events: [
          { seat: 'N', call: '1H' },
          { seat: 'E', call: '8C' },
        ],
      }),
    );
    const r = stikk('replay', '--prevent', file);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim()).toBe(`stikk: ${file}: event 1: 8C by E is a bid above the seven level (Law 38)`);
  });

  it('a PBN or LIN file is refused naming the format and the convert command that makes a table log of it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stikk-replay-'));
    const pbn = join(dir, 'boards.pbn');
    writeFileSync(pbn, stikk('deal', '--boards', '1', '--seed', 'r').stdout);
    const r = stikk('replay', pbn);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim()).toBe(
      `stikk: ${pbn}: replay reads a table log (JSON), not PBN; make one with: stikk convert --force ${pbn} board.json`,
    );
    // That command works, and replay reads what it writes.
    const json = join(dir, 'board.json');
    expect(stikk('convert', '--force', pbn, json).status).toBe(0);
    const ok = stikk('replay', json);
    expect(ok.status, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ phase: 'auction' });
  });
  it('a file of several boards, as convert writes it: --board picks one; without it the boards are named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stikk-replay-'));
    const pbn = join(dir, 'boards.pbn');
    writeFileSync(pbn, stikk('deal', '--boards', '1-3', '--seed', 'r').stdout);
    const json = join(dir, 'boards.json');
    expect(stikk('convert', '--force', pbn, json).status).toBe(0);
    const two = stikk('replay', json, '--board', '2');
    expect(two.status, two.stderr).toBe(0);
    expect(JSON.parse(two.stdout)).toMatchObject({ phase: 'auction', turn: 'E' });
    for (const [args, message] of [
      [[], `stikk: ${json}: holds 3 table logs (boards 1, 2, 3); choose one with --board N`],
      [['--board', '9'], `stikk: ${json}: no board 9 (the file holds boards 1, 2, 3)`],
      [['--board', 'x'], 'stikk: --board: must be a board number ≥ 1, got "x"'],
    ] as const) {
      const r = stikk('replay', json, ...args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim()).toBe(message);
    }
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify([{ format: 'stikk-table-log/1', board: 1, events: [], extra: 1 }]));
    expect(stikk('replay', bad).stderr.trim()).toBe(`stikk: ${bad}: [0]: extra: unknown field`);
  });
});
