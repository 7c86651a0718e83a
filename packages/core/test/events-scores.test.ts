// Oracle: every contract score in the real events of ../shared/data/events (scored by Ruter,
// RealBridge and Compscore) must be reproduced by Law 77.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  boardInfo,
  isVulnerable,
  parseContract,
  parseSeat,
  parseVulnerability,
  scoreContract,
  sideOf,
  unwrap,
} from '@stikk/core';

const dir = fileURLToPath(new URL('../../../../shared/data/events/', import.meta.url));
const present = existsSync(dir);
if (!present) console.warn(`SKIPPED: reference events not found at ${dir}`);

/** Minimal reading of PBN tag lines and their table rows (tokens: quoted strings or words). */
function pbnTables(
  text: string,
): { tags: Record<string, string>; tables: Record<string, { cols: string[]; rows: string[][] }> }[] {
  const games: { tags: Record<string, string>; tables: Record<string, { cols: string[]; rows: string[][] }> }[] = [];
  let game = { tags: {} as Record<string, string>, tables: {} as Record<string, { cols: string[]; rows: string[][] }> };
  let table: { cols: string[]; rows: string[][] } | null = null;
  for (const line of text.split(/\r?\n/)) {
    const m = /^\[(\w+) "(.*)"\]$/.exec(line);
    if (m) {
      if (m[1] === 'Event' && Object.keys(game.tags).length) {
        games.push(game);
        game = { tags: {}, tables: {} };
      }
      game.tags[m[1]] = m[2];
      table = m[1].endsWith('Table') ? { cols: m[2].split(';').map((c) => c.split('\\')[0]), rows: [] } : null;
      if (table) game.tables[m[1]] = table;
      continue;
    }
    if (table && line.trim() && !line.startsWith('%'))
      table.rows.push([...line.matchAll(/"([^"]*)"|(\S+)/g)].map((t) => t[1] ?? t[2]));
  }
  games.push(game);
  return games;
}

function check(
  contractText: string,
  declarerText: string,
  tricks: number,
  vul: string,
  expectedNS: number,
  where: string,
): void {
  const c = unwrap(parseContract(contractText)).contract;
  if (c.passedOut) {
    expect(expectedNS, where).toBe(0);
    return;
  }
  const declarer = parseSeat(declarerText)!;
  const s = scoreContract(c, isVulnerable(parseVulnerability(vul)!, declarer), tricks);
  expect(sideOf(declarer) === 'NS' ? s : -s, where).toBe(expectedNS);
}

describe.skipIf(!present)('Law 77 against scored events', () => {
  it('sm1.pbn (Ruter): every ScoreTable score', () => {
    const games = pbnTables(readFileSync(dir + 'sm1.pbn', 'latin1'));
    let n = 0;
    for (const g of games) {
      const t = g.tables.ScoreTable;
      if (!t) continue;
      const col = (name: string) => t.cols.indexOf(name);
      for (const r of t.rows) {
        const contract = r[col('Contract')];
        if (!contract || contract === '-' || !/^\d|^P/i.test(contract)) continue; // adjusted (A+) rows
        const ns = r[col('Score_NS')],
          ew = r[col('Score_EW')];
        const expected = ns !== '-' && ns !== undefined && ns !== '' ? Number(ns) : -Number(ew);
        check(
          contract,
          r[col('Declarer')],
          Number(r[col('Result')]),
          g.tags.Vulnerable,
          expected,
          `board ${g.tags.Board} ${r.join(' ')}`,
        );
        n++;
      }
    }
    expect(n).toBeGreaterThan(1100);
  });

  it('realbridge-teams.pbn: every table score', () => {
    const games = pbnTables(readFileSync(dir + 'realbridge-teams.pbn', 'utf8'));
    let n = 0;
    for (const g of games) {
      if (!g.tags.Score) continue;
      const m = /^NS (-?\d+)$/.exec(g.tags.Score)!;
      check(
        g.tags.Contract,
        g.tags.Declarer,
        Number(g.tags.Result || 0),
        g.tags.Vulnerable,
        Number(m[1]),
        `board ${g.tags.Board} table ${g.tags.Table}`,
      );
      n++;
    }
    expect(n).toBe(279); // 20 of the 299 tables carry no Score tag
  });

  for (const file of ['mp_pairs_mitchell.xml', 'butler_mitchell.xml']) {
    it(`${file} (Compscore USEBIO): every traveller line, vulnerability by Law 2`, () => {
      const xml = readFileSync(dir + file, 'utf8');
      let n = 0;
      for (const board of xml.split(/<BOARD[ >]/).slice(1)) {
        const num = /<BOARD_NUMBER>(\d+)<\/BOARD_NUMBER>/.exec(board);
        if (!num) continue;
        const vul = unwrap(boardInfo(Number(num[1]))).vulnerable;
        for (const line of board.split('<TRAVELLER_LINE>').slice(1)) {
          const get = (tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(line)?.[1];
          const contract = get('CONTRACT'),
            score = get('SCORE');
          if (!contract || score === undefined || !/^\d|^P/i.test(contract)) continue;
          check(
            contract,
            get('PLAYED_BY') ?? 'N',
            Number(get('TRICKS') ?? 0),
            vul,
            Number(score),
            `${file} board ${num[1]} ${get('NS_PAIR_NUMBER')}`,
          );
          n++;
        }
      }
      expect(n).toBeGreaterThan(file.startsWith('mp') ? 500 : 240);
    });
  }
});
