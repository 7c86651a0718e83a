/**
 * Oracle files written by other programs (Ruter, RealBridge): each parses, its Auction and Play
 * sections read, and export → import gives the same data.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { foldLog, replayOutput } from '@stikk/core';
import { parsePbn, parseUsebio, pbnToTableLog, printPbn, readAuction, readPlay, tableLogToPbn } from '@stikk/formats';
import { gameData } from './helpers.js';

const dataDir = fileURLToPath(new URL('../../../../shared/data/', import.meta.url));
const have = existsSync(dataDir);
if (!have) console.warn(`formats: ${dataDir} is absent; the shared-data PBN tests are skipped`);

function filesOf(dir: string, ext: RegExp): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = `${dir}${e.name}`;
    if (e.isDirectory()) out.push(...filesOf(p + '/', ext));
    else if (ext.test(e.name)) out.push(p);
  }
  return out;
}

describe.skipIf(!have)('shared/data PBN files', () => {
  const files = have ? filesOf(dataDir, /\.pbn$/i) : [];
  it('finds the files', () => expect(files.length).toBeGreaterThan(0));
  for (const file of files) {
    it(`${file.slice(dataDir.length)} parses, reads and round-trips`, () => {
      const r = parsePbn(readFileSync(file));
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.games.length).toBeGreaterThan(0);
      for (const g of r.value.games) {
        const a = readAuction(g);
        if (!a.ok) throw new Error(a.error.message);
        const p = readPlay(g);
        if (!p.ok) throw new Error(p.error.message);
        // The board as a table log, and back: the same log. (A game that holds no board —
        // only tables or scores — has no table log.)
        const log = pbnToTableLog(g);
        if (!log.ok && log.error.code === 'pbn-no-dealer' && !g.tag('Deal') && !g.tag('Auction')) continue;
        if (!log.ok) throw new Error(log.error.message);
        const { game: pbn, warnings } = tableLogToPbn(log.value);
        const back = pbnToTableLog(pbn);
        if (!back.ok) throw new Error(back.error.message);
        if (warnings.length === 0) expect(back.value).toEqual(log.value);
      }
      const again = parsePbn(printPbn(r.value));
      if (!again.ok) throw new Error(again.error.message);
      expect(again.value.games.map(gameData)).toEqual(r.value.games.map(gameData));
      expect(again.value.directives.map((d) => d.text).filter((t) => !/PBN|EXPORT/.test(t))).toEqual(
        r.value.directives.map((d) => d.text).filter((t) => !/PBN|EXPORT/.test(t)),
      );
    });
  }

  it('realbridge-teams.pbn: every board folded from its Auction and Play scores its Score tag (Law 77)', () => {
    const file = `${dataDir}events/realbridge-teams.pbn`;
    if (!existsSync(file)) return;
    const r = parsePbn(readFileSync(file));
    if (!r.ok) throw new Error(r.error.message);
    let checked = 0;
    for (const g of r.value.games) {
      const m = /NS (-?\d+)/.exec(g.value('Score') ?? '');
      if (!m || !g.tag('Auction')) continue;
      const log = pbnToTableLog(g);
      if (!log.ok) throw new Error(log.error.message);
      const f = foldLog(log.value);
      if (!f.ok) throw new Error(`line ${g.line}: ${f.error.message}`);
      expect(replayOutput(f.value).score?.NS, `board at line ${g.line}`).toBe(Number(m[1]));
      checked++;
    }
    expect(checked).toBeGreaterThan(250);
  });

  const xml = have ? filesOf(dataDir, /\.xml$/i) : [];
  for (const file of xml) {
    it(`${file.slice(dataDir.length)} parses as USEBIO`, () => {
      const r = parseUsebio(readFileSync(file, 'utf8'));
      if (!r.ok) throw new Error(`${r.error.path ?? ''} ${r.error.message}`);
      expect(r.value.boards.length + r.value.hands.length).toBeGreaterThan(0);
    });
  }
});
