/**
 * Property: for generated boards (random legal auctions and play from core, alerts and
 * explanations, claims, supplemental tags, tables, comments, inheritance), export then import
 * gives the same data, and the table log survives PBN unchanged.
 */
import { describe, expect, it } from 'vitest';
import {
  parseTableLog,
  printTableLog,
  randomBoardLog,
  seededRandom,
  randomBelow,
  seededDeal,
  printDeal,
  type RandomSource,
  type RawTableLog,
} from '@stikk/core';
import {
  parsePbn,
  pbnTag,
  pbnToTableLog,
  printPbn,
  tableLogToPbn,
  PbnGame,
  type PbnComment,
  type PbnTable,
  type PbnTag,
} from '@stikk/formats';
import { gameData } from './helpers.js';

const pick = <T>(r: RandomSource, xs: readonly T[]): T => xs[randomBelow(r, xs.length)];
const NAMES = ['Ann Åberg', 'Bo "Bear" Li', 'Cé\\cile', 'Dag; Eva', 'Øyvind', '', 'Zoë', 'J. Smith'];

function randomText(r: RandomSource, allowQuote = true): string {
  const alphabet = allowQuote ? 'ab cdÅø\\"{};%[]#!?=$^*+-' : 'ab cdÅø';
  let s = '';
  const n = randomBelow(r, 12);
  for (let i = 0; i < n; i++) s += alphabet[randomBelow(r, alphabet.length)];
  // A value "#" or "##…" means inheritance in PBN: a literal one cannot be written.
  return s.startsWith('#') ? 'x' + s : s;
}

function randomTable(r: RandomSource): PbnTable {
  const cols = [
    { name: 'Rank', width: 2, align: 'R' as const, order: '+' as const },
    { name: 'PairId_NS', width: 3, align: 'R' as const },
    { name: 'Names_NS', width: 20, align: 'L' as const },
    { name: 'Contract' },
    { name: 'Score_NS', width: 6 },
  ];
  const rows: string[][] = [];
  const n = randomBelow(r, 5);
  for (let i = 0; i < n; i++) {
    rows.push([
      String(i + 1),
      pick(r, ['1', '12', '?', '-']),
      pick(r, NAMES),
      pick(r, ['4S', '3NTX', '-', 'Pass']),
      pick(r, ['420', '-50', '^60', '?']),
    ]);
  }
  return { columns: cols, rows };
}

function randomGame(seed: string, board: number): { game: PbnGame; log: RawTableLog } {
  const r = seededRandom(`pbn-prop/${seed}/${board}`);
  const raw = randomBoardLog(seed, board, { passBias: 0.4 + randomBelow(r, 40) / 100 });
  // Alerts and explanations on some calls.
  raw.events = raw.events.map((e) => {
    if (!('call' in e)) return e;
    const x = randomBelow(r, 10);
    if (x === 0) return { ...e, alert: true };
    if (x === 1)
      return {
        ...e,
        alert: true,
        explanation: pick(r, ['transfer', 'strong, 16+', 'Stayman "asking"', 'ÅØ ∀ unicode']),
      };
    return e;
  });
  // Sometimes the play stops with a claim by declarer after some tricks.
  const firstPlay = raw.events.findIndex((e) => 'play' in e);
  if (firstPlay >= 0 && randomBelow(r, 3) === 0) {
    const tricks = randomBelow(r, 13);
    const kept = raw.events.slice(0, firstPlay + tricks * 4);
    const log = parseTableLog({ ...raw, events: kept });
    if (!log.ok) throw new Error(log.error.message);
    // Declarer is the player who did not lead and whose partner led's LHO … simpler: take it from a PBN export.
    const { game } = tableLogToPbn(log.value);
    const declarer = game.value('Declarer') as 'N' | 'E' | 'S' | 'W';
    const lhoOf = { N: 'E', E: 'S', S: 'W', W: 'N' } as const;
    const rhoOf = { N: 'W', E: 'N', S: 'E', W: 'S' } as const;
    raw.events = [
      ...kept,
      { seat: declarer, claim: randomBelow(r, 14 - tricks) },
      { seat: lhoOf[declarer], agree: true },
      { seat: rhoOf[declarer], agree: true },
    ];
  }
  const log = parseTableLog(raw);
  if (!log.ok) throw new Error(log.error.message);
  const comment = (): PbnComment[] =>
    randomBelow(r, 4) === 0
      ? [{ kind: pick(r, ['{', ';'] as const), text: randomText(r, false), line: 0, column: 0 }]
      : [];
  const extra: PbnTag[] = [
    pbnTag('Event', pick(r, ['Club night', 'Sommer-Cup "2024"', 'Back\\slash'])),
    pbnTag('Site', randomText(r)),
    pbnTag('Date', '2024.05.0' + (1 + randomBelow(r, 9))),
    pbnTag('West', pick(r, NAMES)),
    pbnTag('North', pick(r, NAMES)),
    pbnTag('East', pick(r, NAMES)),
    pbnTag('South', pick(r, NAMES)),
    pbnTag('Scoring', pick(r, ['MP', 'IMP;Cross', ''])),
    pbnTag('Room', pick(r, ['Open', 'Closed'])),
    pbnTag('DoubleDummyTricks', Array.from({ length: 20 }, () => randomBelow(r, 14).toString(16)).join('')),
    pbnTag('ScoreTable', '', [], { table: randomTable(r), comments: comment() }),
    pbnTag('OptimumResultTable', 'Declarer;Denomination\\2R;Result\\2R', [], {
      table: {
        columns: [
          { name: 'Declarer' },
          { name: 'Denomination', width: 2, align: 'R' },
          { name: 'Result', width: 2, align: 'R' },
        ],
        rows: [
          ['N', 'NT', '7'],
          ['S', 'S', '13'],
        ],
      },
    }),
    pbnTag('UserSection', 'x', ['alpha "two words" 3', 'beta']),
  ];
  const st = extra.find((t) => t.name === 'ScoreTable')!;
  const spec = st
    .table!.columns.map(
      (c) => `${c.order ?? ''}${c.name}${c.width !== undefined ? `\\${c.width}${c.align ?? ''}` : ''}`,
    )
    .join(';');
  extra[extra.indexOf(st)] = { ...st, value: spec, raw: spec };
  const { game } = tableLogToPbn(log.value, extra);
  const withComments = new PbnGame(
    game.tags.map((t) => (t.name === 'Event' ? { ...t, comments: comment() } : t)),
    0,
    comment(),
  );
  return { game: withComments, log: raw };
}

describe('PBN export → import keeps the data (property)', () => {
  const games = Array.from({ length: 300 }, (_, i) => randomGame('prop', i + 1));
  it('parse(print(x)) = x for 300 generated boards', () => {
    const text = printPbn({ games: games.map((g) => g.game) });
    const back = parsePbn(text);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value.games).toHaveLength(games.length);
    back.value.games.forEach((g, i) => {
      expect(gameData(g)).toEqual(gameData(games[i].game));
    });
    // Printing again gives the same text (the export format is canonical).
    expect(printPbn(back.value)).toBe(text);
  });

  it('the table log of every board survives PBN (UTF-8 bytes)', () => {
    const text = printPbn({ games: games.map((g) => g.game) });
    const back = parsePbn(new TextEncoder().encode(text));
    if (!back.ok) throw new Error(back.error.message);
    back.value.games.forEach((g, i) => {
      const log = pbnToTableLog(g);
      if (!log.ok) throw new Error(log.error.message);
      const want = parseTableLog(games[i].log);
      if (!want.ok) throw new Error(want.error.message);
      expect(printTableLog(log.value)).toEqual(printTableLog(want.value));
    });
  });

  it('a deal-only board keeps its deal whichever seat is first', () => {
    const d = seededDeal('x', 3);
    for (const first of ['N', 'E', 'S', 'W'] as const) {
      const f = parsePbn(`[Dealer "S"]\n[Deal "${printDeal(d, first)}"]`);
      if (!f.ok) throw new Error(f.error.message);
      const again = parsePbn(printPbn(f.value));
      if (!again.ok) throw new Error(again.error.message);
      const log = pbnToTableLog(again.value.games[0]);
      expect(log.ok && log.value.deal).toEqual(d);
    }
  });
});
