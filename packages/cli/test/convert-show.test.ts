/**
 * `stikk convert` and `stikk show` end to end (in process): every conversion path keeps each
 * board's table log, errors exit 2 with one line naming the place.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseTableLog, printTableLog, randomBoardLog, type RawTableLog } from '@stikk/core';
import { parsePbn, pbnToTableLog } from '@stikk/formats';
import { main } from '../src/main.js';

const dataDir = fileURLToPath(new URL('../../../../shared/data/events/', import.meta.url));
const haveData = existsSync(dataDir);
if (!haveData) console.warn(`cli: ${dataDir} is absent; the shared-data conversions are skipped`);

let dir: string;
let out: string[];
let err: string[];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stikk-convert-'));
  out = [];
  err = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
    out.push(typeof s === 'string' ? s : new TextDecoder().decode(s));
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => {
    err.push(String(s));
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());

const run = (...args: string[]): Promise<number> => main(['node', 'stikk', ...args]);

function logs(file: string): RawTableLog[] {
  const j = JSON.parse(readFileSync(file, 'utf8')) as RawTableLog | RawTableLog[];
  return Array.isArray(j) ? j : [j];
}

describe('stikk convert', () => {
  it('json → pbn → lin → json keeps the boards', async () => {
    const src = [1, 2, 3, 4].map((b) => randomBoardLog('cli', b));
    const canon = src.map((r) => {
      const l = parseTableLog(r);
      if (!l.ok) throw new Error(l.error.message);
      return printTableLog(l.value);
    });
    writeFileSync(join(dir, 'a.json'), JSON.stringify(src));
    expect(await run('convert', join(dir, 'a.json'), join(dir, 'b.pbn'))).toBe(0);
    expect(await run('convert', join(dir, 'b.pbn'), join(dir, 'c.lin'))).toBe(0);
    expect(await run('convert', join(dir, 'c.lin'), join(dir, 'd.json'))).toBe(0);
    expect(logs(join(dir, 'd.json'))).toEqual(canon);
    const pbn = readFileSync(join(dir, 'b.pbn'), 'latin1');
    expect(pbn.startsWith('% PBN 2.1\r\n% EXPORT\r\n[Event "?"]\r\n')).toBe(true);
  });

  it.skipIf(!haveData)('realbridge-teams.pbn → lin → pbn keeps every auction and play', async () => {
    const src = join(dataDir, 'realbridge-teams.pbn');
    expect(await run('convert', '--force', src, join(dir, 'rb.lin'))).toBe(0); // LIN holds no travellers
    expect(await run('convert', join(dir, 'rb.lin'), join(dir, 'rb.pbn'))).toBe(0);
    const a = parsePbn(readFileSync(src));
    const b = parsePbn(readFileSync(join(dir, 'rb.pbn')));
    if (!a.ok || !b.ok) throw new Error('parse');
    expect(b.value.games.length).toBe(a.value.games.length);
    a.value.games.forEach((g, i) => {
      const x = pbnToTableLog(g),
        y = pbnToTableLog(b.value.games[i]);
      if (!x.ok || !y.ok) throw new Error('log');
      expect(printTableLog(y.value)).toEqual(printTableLog(x.value));
      expect(b.value.games[i].value('North')).toBe(g.value('North'));
    });
  });

  it.skipIf(!haveData)('USEBIO → pbn gives deals and travellers; → xml writes USEBIO back', async () => {
    // PBN has no place for the club's number (USEBIO CLUB_ID_NUMBER): refused, then written with --force.
    expect(await run('convert', join(dataDir, 'mp_pairs_mitchell.xml'), join(dir, 'mp.pbn'))).toBe(2);
    expect(err.join('')).toMatch(/would drop club number: 1 of 1; --force/);
    expect(await run('convert', '--force', join(dataDir, 'mp_pairs_mitchell.xml'), join(dir, 'mp.pbn'))).toBe(0);
    const f = parsePbn(readFileSync(join(dir, 'mp.pbn')));
    if (!f.ok) throw new Error(f.error.message);
    expect(f.value.games).toHaveLength(27);
    const g = f.value.games[0];
    expect(g.value('Vulnerable')).toBe('None');
    expect(g.tag('ScoreTable')?.table?.rows.length).toBeGreaterThan(10);
    expect(await run('convert', join(dataDir, 'mp_pairs_mitchell.xml'), join(dir, 'mp.xml'))).toBe(0);
    expect(readFileSync(join(dir, 'mp.xml'), 'utf8')).toContain('<USEBIO');
  });

  it.skipIf(!haveData)('--board: the losses named are that board’s, counted against that board’s facts', async () => {
    expect(await run('convert', join(dataDir, 'mp_pairs_mitchell.xml'), join(dir, 'b1.lin'), '--board', '1')).toBe(2);
    const text = err.join('');
    // Board 1's traveller lines, "n of n": not n of every line of the file.
    const m = /results \(traveller lines\): (\d+) of (\d+) \(board 1\)/.exec(text);
    expect(m?.[1]).toBe(m?.[2]);
    // The event's contestant list is no part of one board's extract.
    expect(text).not.toMatch(/contestant names/);
    expect(text).toMatch(/event name, date and site/);
  });

  it.skipIf(!haveData)('a PBN results file → USEBIO, scored by the scoring package', async () => {
    expect(await run('convert', '--force', join(dataDir, 'sm1.pbn'), join(dir, 'sm1.xml'))).toBe(0); // USEBIO holds no PBN-only tags
    const xml = readFileSync(join(dir, 'sm1.xml'), 'utf8');
    expect(xml).toContain('<USEBIO');
    expect(xml).toContain('<PERCENTAGE>59.58</PERCENTAGE>');
  });

  it('errors: exit 2, one line naming file, line and column', async () => {
    writeFileSync(join(dir, 'bad.pbn'), '[Event "x"]\n[Deal "N:AKQ"]\n');
    expect(await run('convert', join(dir, 'bad.pbn'), join(dir, 'x.json'))).toBe(2);
    expect(err.join('')).toMatch(/bad\.pbn: line 2, column 1: Deal: /);
    expect(err.join('').trim().split('\n')).toHaveLength(1);
    err.length = 0;
    expect(await run('convert', join(dir, 'bad.pbn'), join(dir, 'x.txt'))).toBe(2);
    expect(err.join('')).toMatch(/x\.txt: cannot tell the output format/);
  });
});

describe('stikk show', () => {
  it('draws the hands, the auction and the result', async () => {
    writeFileSync(join(dir, 'one.json'), JSON.stringify(randomBoardLog('show', 5)));
    expect(await run('show', join(dir, 'one.json'))).toBe(0);
    const text = out.join('');
    expect(text).toContain('Board 5   Dealer North   Vulnerable: NS');
    for (const s of ['North', 'East', 'South', 'West']) expect(text).toContain(s);
    expect(text.match(/♠/g)!.length).toBeGreaterThanOrEqual(4);
    expect(text).toMatch(/West {4}North {3}East {4}South/);
  });

  it('shows the double-dummy table and par a file got from `stikk dd --pbn`', async () => {
    // As `stikk dd --pbn` writes a board (DoubleDummyTricks: declarers N, S, E, W; strains NT, S, H, D, C).
    const pbn = [
      '[Board "1"]',
      '[Dealer "N"]',
      '[Vulnerable "None"]',
      '[Deal "N:QJ9853.J6.64.862 KT2.Q853.Q953.Q4 A74.92.AKJ8.JT95 6.AKT74.T72.AK73"]',
      '[DoubleDummyTricks "47444474449699785997"]',
      '[OptimumScore "NS -400"]',
      '[ParContract "E 3N"]',
      '',
      '[Board "2"]',
      '[Dealer "E"]',
      '[Vulnerable "NS"]',
      '[Deal "N:QT53.KJ6.AQ.Q652 AJ8.AT.KJ9854.T8 976.Q8732.7.AJ43 K42.954.T632.K97"]',
      '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
      'N NT 4',
      'E D 11',
      '',
    ].join('\n');
    writeFileSync(join(dir, 'dd.pbn'), pbn);
    expect(await run('show', join(dir, 'dd.pbn'), '--ascii')).toBe(0);
    const text = out.join('');
    expect(text).toContain('Double dummy tricks');
    expect(text).toMatch(/ +NT +S +H +D +C\n +North +4 +7 +4 +4 +4\n +South +4 +7 +4 +4 +4\n +East +9 +6 +9 +9 +7\n/);
    expect(text).toContain('Par: NS -400 (E 3N)');
    out.length = 0;
    // An OptimumResultTable (here partial) when there is no DoubleDummyTricks.
    expect(await run('show', join(dir, 'dd.pbn'), '--board', '2', '--json')).toBe(0);
    expect(JSON.parse(out.join(''))[0].doubleDummy).toEqual({ tricks: { N: { NT: 4 }, E: { D: 11 } } });
  });

  it.skipIf(!haveData)('shows a chosen board of a PBN file in ASCII', async () => {
    expect(await run('show', join(dataDir, 'sm1.pbn'), '--board', '7', '--ascii')).toBe(0);
    const text = out.join('');
    expect(text).toContain('Board 7   Dealer South   Vulnerable: All');
    expect(text).not.toContain('♠');
    expect(await run('show', join(dataDir, 'sm1.pbn'), '--board', '999')).toBe(2);
  });
});
