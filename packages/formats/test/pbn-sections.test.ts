import { describe, expect, it } from 'vitest';
import { foldLog, parseTableLog, printTableLog, replayOutput } from '@stikk/core';
import {
  auctionCalls,
  parseDoubleDummyTricks,
  parsePbn,
  pbnToTableLog,
  printDoubleDummyTricks,
  printPbn,
  readAuction,
  readBoard,
  readPlay,
  tableLogToPbn,
  type PbnGame,
} from '@stikk/formats';

const game = (text: string): PbnGame => {
  const r = parsePbn(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.games[0];
};
const DEAL = '[Deal "W:KQT2.AT.J6542.85 J954.K432.AQ.KJ9 A8763.J9.K.AQT62 .Q8765.T9873.743"]';

describe('Auction section', () => {
  it('reads columns before the dealer, notes, NAGs, suffixes and AP', () => {
    const g = game(`[Dealer "N"]\n[Auction "W"]\n- 1C =1= 1S !? Pass\n2C $3 AP\n[Note "1:could be short"]`);
    const a = readAuction(g);
    if (!a.ok || !a.value) throw new Error('auction');
    expect(a.value.items.map((i) => i.kind)).toEqual(['none', 'call', 'call', 'call', 'call', 'all-pass']);
    expect(a.value.items[1]).toMatchObject({ seat: 'N', note: 1 });
    expect(a.value.items[2]).toMatchObject({ seat: 'E', nags: [5] });
    expect(a.value.notes).toEqual([{ index: 1, text: 'could be short' }]);
    const calls = auctionCalls(a.value);
    expect(calls.map((c) => `${c.seat}:${c.call.type === 'bid' ? c.call.level + c.call.strain : c.call.type}`)).toEqual(
      ['N:1C', 'E:1S', 'S:pass', 'W:2C', 'N:pass', 'E:pass', 'S:pass'],
    );
    // Export: the dealer first, the suffix as its NAG.
    expect(printPbn({ games: [g] }, { eol: '\n' })).toContain(
      '[Auction "N"]\n1C =1= 1S $5 Pass 2C $3\nAP\n[Note "1:could be short"]',
    );
  });

  it('^I and ^S become the acts they record, and come back', () => {
    // West deals and opens 1D; South bids out of rotation (North and East skipped) 1C, insufficient.
    const g = game(`[Dealer "W"]\n[Vulnerable "None"]\n${DEAL}\n[Auction "W"]\n1D ^S ^S ^I 1C\nPass Pass Pass`);
    const log = pbnToTableLog(g);
    if (!log.ok) throw new Error(log.error.message);
    expect(printTableLog(log.value).events.slice(0, 3)).toEqual([
      { seat: 'W', call: '1D' },
      { seat: 'S', call: '1C' },
      { seat: 'W', call: 'P' },
    ]);
    const back = tableLogToPbn(log.value).game;
    expect(back.tag('Auction')!.section).toEqual(['1D ^S ^S ^I 1C', 'Pass Pass Pass']);
  });

  it('errors name line and column', () => {
    const cases: [string, string, number, number][] = [
      ['[Auction "N"]\n1C Pass 1Z', 'pbn-auction-call', 2, 9],
      ['[Auction "Q"]', 'pbn-auction-seat', 1, 1],
      ['[Auction "N"]\n1C *\nPass', 'pbn-auction-after-end', 3, 1],
      ['[Auction "N"]\n=1= 1C', 'pbn-auction-annotation', 2, 1],
      ['[Auction "N"]\n1C ^I', 'pbn-auction-irregular', 2, 4],
      ['[Auction "N"]\n1C "x"', 'pbn-section-string', 2, 4],
    ];
    for (const [text, code, line, column] of cases) {
      const a = readAuction(game(text));
      expect(a.ok, text).toBe(false);
      if (!a.ok) expect(a.error, text).toMatchObject({ code, line, column });
    }
  });
});

describe('Play section', () => {
  const head = `[Dealer "W"]\n[Vulnerable "None"]\n${DEAL}\n[Declarer "S"]\n[Contract "4S"]\n[Auction "W"]\nPass 1C Pass 1S\nPass 4S AP\n`;

  it('orders the cards by trick leader, not by column', () => {
    // Columns are W N E S throughout. W leads HA and wins; W leads D2, N wins with DA.
    const g = game(head + '[Play "W"]\nHA H2 H9 HQ\nD2 DA DK DT\nS2 D3 DQ D6\n*');
    const p = readPlay(g);
    if (!p.ok || !p.value) throw new Error('play');
    const log = pbnToTableLog(g);
    if (!log.ok) throw new Error(log.error.message);
    const plays = printTableLog(log.value).events.filter((e) => 'play' in e);
    // Trick 3 is led by North (who won trick 2), so its North column comes first.
    expect(plays.map((e) => `${e.seat}${e.play}`)).toEqual([
      'WHA',
      'NH2',
      'EH9',
      'SHQ',
      'WD2',
      'NDA',
      'EDK',
      'SDT',
      'ND3',
      'EDQ',
      'SD6',
      'WS2',
    ]);
  });

  it('^L leads its trick; ^R marks a revoke; both come back from the table log', () => {
    // East leads out of turn (West should), accepted; dummy wins and leads a heart; East ruffs
    // while holding hearts: a revoke.
    const g = game(head + '[Play "W"]\nD2 DA ^L DK DT\nHA H2 ^R S3 H5\n*');
    const log = pbnToTableLog(g);
    if (!log.ok) throw new Error(log.error.message);
    const plays = printTableLog(log.value).events.filter((e) => 'play' in e);
    expect(plays.map((e) => `${e.seat}${e.play}`)).toEqual(['EDK', 'SDT', 'WD2', 'NDA', 'NH2', 'ES3', 'SH5', 'WHA']);
    expect(foldLog(log.value).ok).toBe(true);
    const back = tableLogToPbn(log.value).game;
    expect(back.tag('Play')!.section).toEqual(['D2 DA ^L DK DT', 'HA H2 ^R S3 H5', '*']);
  });

  it('a claim after an early end becomes claim and agreement, and scores by Law 77', () => {
    const g = game(head.replace('[Contract "4S"]', '[Contract "4S"]\n[Result "10"]') + '[Play "W"]\nHA H2 H9 HQ\n*');
    const log = pbnToTableLog(g);
    if (!log.ok) throw new Error(log.error.message);
    expect(printTableLog(log.value).events.slice(-3)).toEqual([
      { seat: 'S', claim: 10 },
      { seat: 'W', agree: true },
      { seat: 'E', agree: true },
    ]);
    const f = foldLog(log.value);
    if (!f.ok) throw new Error(f.error.message);
    expect(replayOutput(f.value).score).toEqual({ NS: 420, EW: -420 });
  });

  it('errors name line and column', () => {
    const cases: [string, string, number, number][] = [
      ['[Play "W"]\nHA HX', 'pbn-play-card', 2, 4],
      ['[Play "W"]\nHA HA', 'pbn-play-repeat', 2, 4],
      ['[Play "W"]\n^Q HA', 'pbn-section-token', 2, 1],
      ['[Play "W"]\n^I HA', 'pbn-play-irregular', 2, 1],
      ['[Play "W"]\n* HA', 'pbn-play-after-end', 2, 3],
    ];
    for (const [text, code, line, column] of cases) {
      const p = readPlay(game(text));
      expect(p.ok, text).toBe(false);
      if (!p.ok) expect(p.error, text).toMatchObject({ code, line, column });
    }
  });
});

describe('identification tags and supplemental tables', () => {
  it('reads board, Law 2 defaults, contract forms and Result forms', () => {
    const b = readBoard(game('[Board "7"]\n[Contract "3NTx"]\n[Declarer "E"]\n[Result "NS 4"]'));
    if (!b.ok) throw new Error(b.error.message);
    expect(b.value).toMatchObject({ board: 7, dealer: 'S', vulnerable: 'All', declarer: 'E', result: 9 });
    expect(b.value.contract).toEqual({ passedOut: false, level: 3, strain: 'NT', risk: 'X' });
    const odd = readBoard(game('[Contract "4S+1"]\n[Result "="]'));
    expect(odd.ok && odd.value.result).toBe(null);
    expect(odd.ok && odd.value.warnings.map((w) => [w.code, w.line, w.column])).toEqual([
      ['pbn-contract', 1, 1],
      ['pbn-result', 2, 1],
    ]);
    const bad = readBoard(game('[Board "x"]'));
    expect(!bad.ok && bad.error).toMatchObject({ code: 'pbn-board', line: 1, column: 1 });
  });

  it('a deal alone: its first seat stands for the dealer; 12-card end positions are kept', () => {
    const log = pbnToTableLog(game('[Deal "E:KQJT98765432... .KQJT98765432.. ..KQJT98765432. ...KQJT98765432"]'));
    expect(log.ok && log.value.dealer).toBe('E');
    expect(log.ok && log.value.deal?.S?.length).toBe(12);
  });

  it('DoubleDummyTricks: N S E W × NT S H D C in hex', () => {
    const t = parseDoubleDummyTricks('77667775576677566775')!;
    expect(t.N).toEqual({ NT: 7, S: 7, H: 6, D: 6, C: 7 });
    expect(t.W).toEqual({ NT: 6, S: 6, H: 7, D: 7, C: 5 });
    expect(printDoubleDummyTricks(t)).toBe('77667775576677566775');
    expect(parseDoubleDummyTricks('7766')).toBeUndefined();
  });

  it('reads the time and action tables and writes them back aligned', () => {
    const text = [
      '[Auction "N"]',
      '1C Pass',
      '[AuctionTimeTable "Time\\8R;TotalTime\\8R"]',
      '0:05 0:05',
      '12 0:17',
      '[ActionTable "Rank;Call;Percentage\\3R"]',
      '1 1NT 70 2 2C 30',
      '[PlayTimeTable "Time;TotalTime"]',
      '[InstantScoreTable "ScoreRange_NS;Percentage_NS"]',
      '"420,*" 60',
    ].join('\n');
    const g = game(text);
    expect(g.tag('AuctionTimeTable')!.table!.rows).toEqual([
      ['0:05', '0:05'],
      ['12', '0:17'],
    ]);
    expect(g.tag('ActionTable')!.table!.rows).toEqual([
      ['1', '1NT', '70'],
      ['2', '2C', '30'],
    ]);
    expect(g.tag('PlayTimeTable')!.table!.rows).toEqual([]);
    expect(g.tag('InstantScoreTable')!.table!.rows).toEqual([['420,*', '60']]);
    const out = printPbn({ games: [g] }, { eol: '\n' });
    expect(out).toContain('[AuctionTimeTable "Time\\8R;TotalTime\\8R"]\n    0:05     0:05\n      12     0:17\n');
    expect(out).toContain('[ActionTable "Rank;Call;Percentage\\3R"]\n1 1NT  70\n2 2C  30\n');
    const again = parsePbn(out);
    expect(again.ok && again.value.games[0].tag('ActionTable')!.table).toEqual(g.tag('ActionTable')!.table);
  });

  it('keeps unknown tags and sections', () => {
    const g = game('[Zzz "1"]\n[MySection "a;b"]\nx y "z w"\n');
    const out = printPbn({ games: [g] }, { eol: '\n' });
    expect(out).toContain('[Zzz "1"]');
    expect(out).toContain('[MySection "a;b"]\nx y "z w"');
  });
});

describe('table log round trip of a whole session', () => {
  it('a validated log prints back identically through PBN', () => {
    const raw = {
      format: 'stikk-table-log/1',
      board: 3,
      deal: 'N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765',
      events: [
        { seat: 'S', call: '1NT', alert: true, explanation: '15-17' },
        { seat: 'W', call: 'P' },
        { seat: 'N', call: '3NT' },
        { seat: 'E', call: 'P' },
        { seat: 'S', call: 'P' },
        { seat: 'W', call: 'P' },
      ],
    };
    const log = parseTableLog(raw);
    if (!log.ok) throw new Error(log.error.message);
    const text = printPbn({ games: [tableLogToPbn(log.value).game] });
    const back = pbnToTableLog(game(text));
    expect(back.ok && printTableLog(back.value)).toEqual(printTableLog(log.value));
  });
});

describe('files as BBO writes them', () => {
  it('rows of dashes after a claim: the claim comes from Result and scores by Law 77', () => {
    const g = game(
      [
        '[Board "1"]',
        '[Dealer "N"]',
        '[Vulnerable "None"]',
        '[Deal "N:AQ983.A973.K92.3 J7..AQJ863.KJ864 KT2.QT842.7.T952 654.KJ65.T54.AQ7"]',
        '[Declarer "E"]',
        '[Contract "5D"]',
        '[Result "11"]',
        '[Auction "N"]',
        '1S 2NT =1= Pass 3C',
        'Pass 3D Pass 3H',
        'Pass 4D Pass 5D',
        'Pass Pass Pass',
        '[Note "1:gesthem"]',
        '[Play "S"]',
        'S2 S4 SA S7',
        'SK S5 S3 SJ',
        'ST S6 SQ D3',
        'C5 CQ C3 C4',
        'D7 DT D2 D6',
        'H2 D4 D9 DJ',
        'H4 D5 DK DA',
        'C2 CA H3 C6',
        'C9 C7 S9 CK',
        'CT H5 H7 CJ',
        'H8 H6 H9 C8',
        '- - - -',
        '- - - -',
      ].join('\n'),
    );
    const log = pbnToTableLog(g);
    if (!log.ok) throw new Error(log.error.message);
    const raw = printTableLog(log.value);
    expect(raw.events[1]).toEqual({ seat: 'E', call: '2NT', alert: true, explanation: 'gesthem' });
    expect(raw.events.slice(-3)).toEqual([
      { seat: 'E', claim: 2 },
      { seat: 'S', agree: true },
      { seat: 'N', agree: true },
    ]);
    const f = foldLog(log.value);
    if (!f.ok) throw new Error(f.error.message);
    expect(replayOutput(f.value).score).toEqual({ NS: -400, EW: 400 });
  });
});
