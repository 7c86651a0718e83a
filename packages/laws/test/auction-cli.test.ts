// A few auction fixtures through the real command line, `stikk replay FILE`, as a TD trainee runs
// it: exit status 0 and TABLE-LOG.md's JSON output on stdout.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const cli = fileURLToPath(new URL('./helpers/stikk-from-source.ts', import.meta.url));
const fixture = (name: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`./fixtures/auction/${name}`, import.meta.url)), 'utf8'));

function replay(log: unknown): { status: number | null; stdout: string; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), 'stikk-auction-'));
  const file = join(dir, 'log.json');
  writeFileSync(file, JSON.stringify(log));
  return spawnSync(process.execPath, ['--conditions', 'source', '--import', 'tsx', cli, 'replay', file], {
    cwd: root,
    encoding: 'utf8',
  });
}

describe('stikk replay: auction rulings end to end', () => {
  it('27B2: the insufficient bid is replaced, partner must pass throughout, Law 26B may apply', () => {
    const r = replay(fixture('27B2-2017-not-comparable.json').log);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.events[1]).toEqual({ status: 'replaced', law: '27B2' });
    const ruling = out.rulings.find((x: { law: string }) => x.law === '27B2');
    expect(ruling.event).toBe(1);
    expect(
      ruling.effects.map((e: { kind: string; seat: string; scope?: string }) => [e.kind, e.seat, e.scope ?? null]),
    ).toEqual([
      ['must-pass', 'W', 'rest-of-auction'],
      ['lead-restriction', 'W', null],
    ]);
    expect(out.contract).toBe('3NT');
    expect(out.declarer).toBe('S');
    // E defends, so the lead restriction is in force for W's opening lead.
    expect(
      out.restrictions.some((e: { kind: string; seat: string }) => e.kind === 'lead-restriction' && e.seat === 'W'),
    ).toBe(true);
  });
  it('29A pending: LHO chooses; then a ruling in the 2007 edition (31B)', () => {
    const pending = replay(fixture('29A-2017-awaiting-election.json').log);
    expect(pending.status).toBe(0);
    expect(JSON.parse(pending.stdout).pending).toMatchObject({ law: '29A', chooser: 'W', needs: ['lhoAccepts'] });
    const r = replay(fixture('31B-2007-bid-at-partner-turn.json').log);
    const out = JSON.parse(r.stdout);
    expect(out.rulings.find((x: { law: string }) => x.law === '31B').effects[0]).toMatchObject({
      kind: 'must-pass',
      seat: 'E',
      scope: 'rest-of-auction',
    });
    expect(out.contract).toBe('1S');
  });
  it('17D3: passes after a skipped turn are cancelled and the auction goes back', () => {
    const out = JSON.parse(replay(fixture('17D3-2017-accepted-passes-skip-a-player.json').log).stdout);
    expect(out.phase).toBe('auction');
    expect(out.turn).toBe('E');
    expect(out.auction).toEqual([{ seat: 'N', call: '1H' }]);
  });
});
