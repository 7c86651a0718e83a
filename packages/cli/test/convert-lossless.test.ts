/**
 * `stikk convert` never loses data silently: every shared event file is converted to every
 * target and back by the command line (in process: `main` as the binary runs it, stderr captured; one
 * test below runs the built binary); whatever the round trip lost must have been refused
 * without --force and named on stderr with it. The losses are measured here by the formats
 * library directly.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseDeal, parseTableLog, printDeal } from '@stikk/core';
import {
  decodeText,
  eventFromPbn,
  eventFromUsebio,
  linToTableLog,
  parseLin,
  parsePbn,
  parseUsebio,
  pbnToTableLog,
  readLinBoard,
} from '@stikk/formats';
import type { EventResults } from '@stikk/scoring';
import { main } from '../src/main.js';

const dataDir = fileURLToPath(new URL('../../../../shared/data/events/', import.meta.url));
const haveData = existsSync(dataDir);
if (!haveData) console.warn(`cli: ${dataDir} is absent; the lossless-conversion test over shared data is skipped`);
const files = haveData
  ? readdirSync(dataDir).filter((f) => ['.pbn', '.lin', '.xml', '.json'].includes(extname(f)))
  : [];

const bin = fileURLToPath(new URL('../bin/stikk.js', import.meta.url));

let dir: string;
let err: string[];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stikk-lossless-'));
  err = [];
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => {
    err.push(typeof s === 'string' ? s : new TextDecoder().decode(s));
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());

/** Runs the built `stikk` binary with these arguments; its stderr goes to `err`, its exit status is returned. */
function binary(argv: readonly string[]): number {
  const r = spawnSync(process.execPath, [bin, ...argv.slice(2)], { encoding: 'utf8' });
  err.push(r.stderr);
  return r.status ?? -1;
}

/** Runs convert; when refused for losing data, checks the refusal and runs it again with --force. */
async function convert(from: string, to: string): Promise<{ stderr: string; forced: boolean }> {
  err.length = 0;
  const code = await main(['node', 'stikk', 'convert', from, to]);
  if (code === 0) return { stderr: err.join(''), forced: false };
  const refusal = err.join('');
  expect(refusal, `${from} → ${to}`).toMatch(/would drop .*--force writes it anyway/);
  expect(existsSync(to)).toBe(false);
  err.length = 0;
  expect(await main(['node', 'stikk', 'convert', '--force', from, to]), `${from} → ${to} --force`).toBe(0);
  const warned = err.join('');
  expect(warned).toMatch(/warning: .*dropped /);
  return { stderr: refusal + warned, forced: true };
}

interface Facts {
  deals: Set<string>;
  results: Set<string>;
  names: Set<string>;
  auctions: Set<string>;
}

function resultsOf(ev: EventResults, f: Facts): void {
  for (const b of ev.boards)
    for (const r of b.results)
      if (!r.notPlayed)
        f.results.add(
          `${b.section ?? ''}|${b.board}|${r.ns ?? JSON.stringify(r.players)}|${r.ew ?? ''}|${r.tricks ?? ''}|${r.scoreNS ?? JSON.stringify(r.artificial ? [r.artificial.ns, r.artificial.ew] : null)}`,
        );
  for (const p of ev.participants ?? []) for (const n of p.names ?? []) f.names.add(n);
}

/** What a file holds, read with the formats library (not with the CLI's own inventory). */
function facts(file: string): Facts {
  const f: Facts = { deals: new Set(), results: new Set(), names: new Set(), auctions: new Set() };
  const bytes = readFileSync(file);
  const deal = (board: number | null, text: string) => {
    const d = parseDeal(text, { partial: true });
    if (d.ok) f.deals.add(`${board}|${printDeal(d.value, 'N')}`);
  };
  switch (extname(file)) {
    case '.pbn': {
      const p = parsePbn(bytes);
      if (!p.ok) throw new Error(p.error.message);
      for (const g of p.value.games) {
        const d = g.value('Deal');
        if (d) deal(Number(g.value('Board')), d);
        for (const s of ['North', 'East', 'South', 'West']) {
          const v = g.value(s);
          if (v && v !== '?') f.names.add(v);
        }
        const log = pbnToTableLog(g);
        if (log.ok && log.value.events.some((e) => e.kind === 'call'))
          f.auctions.add(`${log.value.board}|${JSON.stringify(log.value.events.filter((e) => e.kind === 'call'))}`);
      }
      const ev = eventFromPbn(p.value);
      if (ev.ok) resultsOf(ev.value, f);
      break;
    }
    case '.lin': {
      const l = parseLin(decodeText(bytes).text);
      if (!l.ok) throw new Error(l.error.message);
      for (const b of l.value.boards) {
        const d = readLinBoard(b);
        if (!d.ok) continue;
        if (d.value.deal) f.deals.add(`${d.value.board}|${printDeal(d.value.deal, 'N')}`);
        for (const n of Object.values(d.value.players ?? {})) if (n) f.names.add(n);
        const log = linToTableLog(b);
        if (log.ok && log.value.events.some((e) => e.kind === 'call'))
          f.auctions.add(`${log.value.board}|${JSON.stringify(log.value.events.filter((e) => e.kind === 'call'))}`);
      }
      break;
    }
    case '.xml': {
      const u = parseUsebio(decodeText(bytes).text);
      if (!u.ok) throw new Error(u.error.message);
      for (const h of u.value.hands) {
        const part = (d: 'North' | 'East' | 'South' | 'West') => {
          const x = h.hands[d];
          return x ? [x.spades, x.hearts, x.diamonds, x.clubs].join('.') : '-';
        };
        deal(h.board, `N:${part('North')} ${part('East')} ${part('South')} ${part('West')}`);
      }
      const ev = eventFromUsebio(u.value);
      if (ev.ok) resultsOf(ev.value, f);
      break;
    }
    case '.json': {
      const j = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
      for (const x of Array.isArray(j) ? j : [j]) {
        const log = parseTableLog(x);
        if (!log.ok) throw new Error(log.error.message);
        if (log.value.deal) f.deals.add(`${log.value.board}|${printDeal(log.value.deal, 'N')}`);
        if (log.value.events.some((e) => e.kind === 'call'))
          f.auctions.add(`${log.value.board}|${JSON.stringify(log.value.events.filter((e) => e.kind === 'call'))}`);
      }
    }
  }
  return f;
}

/** The stderr word each kind of fact is reported under. */
const WORD: Record<keyof Facts, RegExp> = {
  deals: /dropped deals/,
  results: /dropped results/,
  names: /dropped (contestant|player) names/,
  auctions: /dropped auctions/,
};

describe.skipIf(!haveData)('stikk convert loses nothing without saying so', () => {
  for (const name of files) {
    for (const target of ['pbn', 'lin', 'json', 'xml'] as const) {
      it(`${name} → .${target} → ${extname(name)}`, async () => {
        const src = join(dataDir, name);
        const mid = join(dir, `mid.${target}`);
        if (target === 'xml' && !['.pbn', '.xml'].includes(extname(name))) return;
        err.length = 0;
        const first = await main(['node', 'stikk', 'convert', src, mid]);
        if (first === 2 && /USEBIO output needs results/.test(err.join(''))) return;
        const a = await (first === 0
          ? Promise.resolve({ stderr: err.join(''), forced: false })
          : (async () => {
              err.length = 0;
              return convert(src, mid);
            })());
        const back = join(dir, `back${extname(name)}`);
        let b = { stderr: '', forced: false };
        const canGoBack = !(extname(name) === '.xml' && target !== 'xml' && target !== 'pbn');
        if (canGoBack) b = await convert(mid, back);
        const said = a.stderr + b.stderr;
        const before = facts(src);
        const midFacts = facts(mid);
        const after = canGoBack ? facts(back) : midFacts;
        for (const k of Object.keys(WORD) as (keyof Facts)[]) {
          for (const got of [midFacts, after]) {
            const lost = [...before[k]].filter((x) => !got[k].has(x));
            if (lost.length)
              expect(
                said,
                `${name} → ${target}: ${k} lost (${lost.length}, e.g. ${lost[0]}) without a warning`,
              ).toMatch(WORD[k]);
          }
        }
      });
    }
  }
});

describe('convert: what used to vanish', () => {
  const two = `<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><EVENT_DESCRIPTION>Two sections</EVENT_DESCRIPTION>
${['A', 'B']
  .map(
    (
      s,
    ) => `<SECTION><SECTION_ID>${s}</SECTION_ID><PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PLAYER><PLAYER_NAME>${s} North</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>${s} South</PLAYER_NAME></PLAYER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER><PLAYER><PLAYER_NAME>${s} East</PLAYER_NAME></PLAYER><PLAYER><PLAYER_NAME>${s} West</PLAYER_NAME></PLAYER></PAIR></PARTICIPANTS>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>${s === 'A' ? 9 : 10}</TRICKS><SCORE>${s === 'A' ? 400 : 430}</SCORE></TRAVELLER_LINE></BOARD></SECTION>`,
  )
  .join('\n')}
</EVENT></USEBIO>`;

  it('a USEBIO event with two sections → PBN keeps both sections and every name; → USEBIO keeps the SECTION elements', async () => {
    writeFileSync(join(dir, 'two.xml'), two);
    expect(await main(['node', 'stikk', 'convert', join(dir, 'two.xml'), join(dir, 'two.pbn')]), err.join('')).toBe(0);
    const f = facts(join(dir, 'two.pbn'));
    expect([...f.results].sort()).toEqual(['A|1|1|2|9|400', 'B|1|1|2|10|430']);
    expect(f.names).toEqual(
      new Set(['A North', 'A South', 'A East', 'A West', 'B North', 'B South', 'B East', 'B West']),
    );
    expect(await main(['node', 'stikk', 'convert', join(dir, 'two.xml'), join(dir, 'again.xml')]), err.join('')).toBe(
      0,
    );
    expect(readFileSync(join(dir, 'again.xml'), 'utf8').match(/<SECTION>/g)).toHaveLength(2);
    expect(facts(join(dir, 'again.xml')).results).toEqual(facts(join(dir, 'two.xml')).results);
  });

  it("a USEBIO file's CLUB number: kept by USEBIO, named as a loss by PBN (which has no place for it)", async () => {
    const club = two.replace(
      '<EVENT ',
      '<CLUB><CLUB_NAME>Bridgeklubben</CLUB_NAME><CLUB_ID_NUMBER>4711</CLUB_ID_NUMBER></CLUB><EVENT ',
    );
    writeFileSync(join(dir, 'club.xml'), club);
    expect(await main(['node', 'stikk', 'convert', join(dir, 'club.xml'), join(dir, 'again.xml')]), err.join('')).toBe(
      0,
    );
    expect(readFileSync(join(dir, 'again.xml'), 'utf8')).toMatch(/<CLUB_ID_NUMBER>4711<\/CLUB_ID_NUMBER>/);
    err.length = 0;
    expect(await main(['node', 'stikk', 'convert', join(dir, 'club.xml'), join(dir, 'club.pbn')])).toBe(2);
    expect(err.join('')).toMatch(/club\.pbn would drop club number: 1 of 1; --force writes it anyway/);
    expect(existsSync(join(dir, 'club.pbn'))).toBe(false);
    err.length = 0;
    expect(await main(['node', 'stikk', 'convert', '--force', join(dir, 'club.xml'), join(dir, 'club.pbn')])).toBe(0);
    expect(err.join('')).toMatch(/warning: .*club\.pbn: dropped club number: 1 of 1/);
    // The club's name is the PBN Site: not lost.
    expect(readFileSync(join(dir, 'club.pbn'), 'utf8')).toMatch(/\[Site "Bridgeklubben"\]/);
  });

  it('PBN results → JSON is refused naming what would go; --force writes it and lists it (the built binary)', async () => {
    const pbn =
      '[Event "Club"]\r\n[Board "1"]\r\n[Dealer "N"]\r\n[Vulnerable "None"]\r\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\r\n[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R"]\r\n 1  2 7NT  N 13\r\n 3  4 6NT  N 13\r\n';
    writeFileSync(join(dir, 'club.pbn'), pbn);
    expect(binary(['node', 'stikk', 'convert', join(dir, 'club.pbn'), join(dir, 'club.json')])).toBe(2);
    expect(err.join('')).toMatch(
      /club\.json would drop .*results \(traveller lines\): 2 of 2 \(board 1\).*PBN ScoreTable: 1 of 1/,
    );
    expect(err.join('').trim().split('\n')).toHaveLength(1);
    expect(existsSync(join(dir, 'club.json'))).toBe(false);
    err.length = 0;
    expect(binary(['node', 'stikk', 'convert', '--force', join(dir, 'club.pbn'), join(dir, 'club.json')])).toBe(0);
    expect(err.join('')).toMatch(/warning: .*club\.json: dropped results/);
    expect(JSON.parse(readFileSync(join(dir, 'club.json'), 'utf8')).deal).toMatch(/^N:AKQJ/);
  });
});
