// `stikk movement` run in-process (from the CLI's TypeScript sources): output shape and the
// error contract (exit 2, one line on stderr, nothing on stdout).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '@stikk/cli';
import { checkMovementJson } from '../src/index.js';

async function stikk(...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '',
    stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
    stdout += String(s);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => {
    stderr += String(s);
    return true;
  });
  try {
    const status = await main(['node', 'stikk', ...args]);
    return { status, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('stikk movement', () => {
  it('howell --tables 5 --json: the documented shape', async () => {
    const r = await stikk('movement', 'howell', '--tables', '5', '--boards-per-round', '3', '--json');
    expect(r.status).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ movement: 'howell', tables: 5, rounds: 9, boards: 27 });
    expect(j.schedule).toHaveLength(45);
    expect(j.schedule[0]).toMatchObject({ round: 1, table: 1, boards: [1, 2, 3] });
  });

  it('every kind, 3–20 tables: one entry per table and round, unique ids, the JSON validates', async () => {
    for (const kind of ['mitchell', 'howell', 'barometer', 'teams', 'individual']) {
      for (let t = 3; t <= 20; t++) {
        const r = await stikk('movement', kind, '--tables', String(t), '--json');
        expect(r.status, `${kind} ${t}: ${r.stderr}`).toBe(0);
        const j = JSON.parse(r.stdout);
        expect(j.movement).toBe(kind);
        expect(j.tables).toBe(t);
        expect(j.schedule).toHaveLength(j.tables * j.rounds);
        const seats = kind === 'individual' ? ['n', 'e', 's', 'w'] : ['ns', 'ew'];
        for (const e of j.schedule) for (const s of seats) expect(e[s] === null || typeof e[s] === 'string').toBe(true);
        if (kind === 'mitchell') expect(j.schedule[0]).toMatchObject({ ns: '1NS', ew: '1EW' });
        const report = checkMovementJson(r.stdout);
        expect(report.errors, `${kind} ${t}`).toEqual([]);
      }
    }
  });

  it('text by default, HTML on request', async () => {
    const text = await stikk('movement', 'mitchell', '--tables', '3', '--boards-per-round', '2');
    expect(text.stdout).toContain('Mitchell, 3 tables');
    expect(text.stdout).toContain('1EW:');
    const html = await stikk('movement', 'individual', '--tables', '2', '--html');
    expect(html.stdout.startsWith('<!doctype html>')).toBe(true);
    const odd = JSON.parse(
      (await stikk('movement', 'individual', '--tables', '3', '--players', '13', '--json')).stdout,
    );
    expect(odd).toMatchObject({ tables: 3, rounds: 13 });
    expect(Object.keys(odd.schedule[0])).toEqual(expect.arrayContaining(['n', 'e', 's', 'w']));
    const skip = await stikk(
      'movement',
      'mitchell',
      '--tables',
      '6',
      '--even',
      'skip',
      '--arrow-switch',
      'last-round',
      '--json',
    );
    expect(JSON.parse(skip.stdout)).toMatchObject({ variant: 'skip', rounds: 5, winners: 1 });
  });

  it('bad options: exit 2, one line on stderr, nothing on stdout', async () => {
    const cases = [
      ['movement', 'howell'],
      ['movement', 'howell', '--tables', 'abc'],
      ['movement', 'howell', '--tables', '0'],
      ['movement', 'mitchell', '--tables', '2'],
      ['movement', 'mitchell', '--tables', '5', '--rounds', '6'],
      ['movement', 'howell', '--tables', '3', '--boards-per-round', '1'],
      ['movement', 'swiss', '--tables', '5'],
      ['movement', 'mitchell', '--tables', '5', '--json', '--html'],
      ['movement', 'mitchell', '--tables', '6', '--even', 'sideways'],
      ['movement', 'mitchell', '--tables', '5', '--arrow-switch', 'x'],
    ];
    for (const args of cases) {
      const r = await stikk(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout, args.join(' ')).toBe('');
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
    expect((await stikk('movement', 'mitchell', '--tables', '5', '--rounds', '6')).stderr).toContain('--rounds');
  });

  it('check FILE: a generated movement is playable; a broken one exits 2 (bad input) naming round, table and pair', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stikk-movement-'));
    const gen = await stikk('movement', 'howell', '--tables', '4', '--json');
    const good = join(dir, 'good.json');
    writeFileSync(good, gen.stdout);
    const ok = await stikk('movement', 'check', good);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('ok: the movement is playable');
    const j = JSON.parse(gen.stdout);
    j.schedule[0].ew = j.schedule[1].ns; // that pair is now at two tables in round 1
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(j));
    const r = await stikk('movement', 'check', bad, '--json');
    expect(r.status).toBe(2);
    const report = JSON.parse(r.stdout);
    expect(report.ok).toBe(false);
    expect(report.errors[0]).toMatchObject({ code: 'participant-clash', round: 1, participant: j.schedule[1].ns });
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    const missing = await stikk('movement', 'check', join(dir, 'nope.json'));
    expect(missing.status).toBe(2);
    const notJson = join(dir, 'x.json');
    writeFileSync(notJson, '{');
    expect((await stikk('movement', 'check', notJson)).status).toBe(2);
  });
});
