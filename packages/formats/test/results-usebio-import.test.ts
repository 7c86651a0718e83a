import { describe, expect, it } from 'vitest';
import {
  artificialPercents,
  eventFromUsebio,
  parseUsebio,
  pbnScoreTable,
  pbnTotalScoreTable,
  scoredToUsebio,
  writeUsebio,
} from '@stikk/formats';
import { scoreEvent, type ScoredEvent } from '@stikk/scoring';

const line = (ns: string, ew: string, contract: string, by: string, tricks: string, score: string) =>
  `<TRAVELLER_LINE><NS_PAIR_NUMBER>${ns}</NS_PAIR_NUMBER><EW_PAIR_NUMBER>${ew}</EW_PAIR_NUMBER><CONTRACT>${contract}</CONTRACT><PLAYED_BY>${by}</PLAYED_BY><TRICKS>${tricks}</TRICKS><SCORE>${score}</SCORE></TRAVELLER_LINE>`;

function doc(type: string, winner: string, boards: string): string {
  return `<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="${type}"><PROGRAM_NAME>Test</PROGRAM_NAME><WINNER_TYPE>${winner}</WINNER_TYPE>${boards}</EVENT></USEBIO>`;
}

function score(xml: string): ScoredEvent {
  const u = parseUsebio(xml);
  if (!u.ok) throw new Error(u.error.message);
  const ev = eventFromUsebio(u.value);
  if (!ev.ok) throw new Error(ev.error.message);
  const s = scoreEvent(ev.value);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('USEBIO import', () => {
  it('Howell (one winner), a bye line, A6040 and a weighted score; Law 2 vulnerability', () => {
    // board 2: NS vulnerable. 4S by N making 10 = 620.
    const b = `<BOARD><BOARD_NUMBER>2</BOARD_NUMBER>${line('1', '2', '4S', 'N', '10', '')}${line('3', '4', '4S', 'N', '9', '-100')}${line('5', '6', '', '', '', 'A6040')}${line('7', '8', '', '', '', '50%620 50%-100')}${line('9', '', '', '', '', '')}</BOARD>`;
    const s = score(doc('MP_PAIRS', '1', b));
    const rs = s.boards[0].results;
    expect(rs[0].scoreNS).toBe(620);
    expect(rs[2].adjusted).toBe('A6040');
    expect(rs[2].percentNS).toBe(60);
    expect(rs[2].percentEW).toBe(40);
    expect(rs[3].weighted).toEqual([
      { scoreNS: 620, weight: 0.5 },
      { scoreNS: -100, weight: 0.5 },
    ]);
    expect(rs[4].pointsNS).toBeNull();
    // N = 4 (the bye does not count), n = 3 comparable results
    expect(s.boards[0].top).toBe(6);
    expect(s.ranking.every((e) => e.direction === undefined)).toBe(true);
    expect(s.ranking.find((e) => e.id === '9')).toBeUndefined();
  });
  it('individual events: players by seat, or NS_PAIR_NUMBER written "1-3"', () => {
    const b = `<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line('1-3', '2-4', '3NT', 'N', '9', '400')}${line('5-7', '6-8', '3NT', 'N', '8', '-50')}</BOARD>`;
    const s = score(doc('INDIVIDUAL', '1', b));
    expect(s.kind).toBe('individual');
    expect(s.boards[0].results[0].players).toEqual({ N: '1', E: '2', S: '3', W: '4' });
    expect(
      s.ranking
        .filter((e) => e.total === 2)
        .map((e) => e.id)
        .sort(),
    ).toEqual(['1', '3', '6', '8']);
  });
  it('cross-IMPs from SCORING_METHOD; errors name the traveller line', () => {
    const b = `<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line('1', '2', '3NT', 'N', '9', '400')}${line('3', '4', '3NT', 'N', '8', '-50')}</BOARD>`;
    const s = score(
      doc('PAIRS', '1', b).replace('<WINNER_TYPE>', '<SCORING_METHOD>CROSS_IMPS</SCORING_METHOD><WINNER_TYPE>'),
    );
    expect(s.method).toBe('cross-imps-average');
    expect(s.boards[0].results[0].pointsNS).toBe(10);
    const bad = parseUsebio(
      doc(
        'PAIRS',
        '1',
        `<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><SCORE>400</SCORE></TRAVELLER_LINE></BOARD>`,
      ),
    );
    if (!bad.ok) throw new Error(bad.error.message);
    const ev = eventFromUsebio(bad.value);
    expect(ev.ok).toBe(false);
    if (!ev.ok) expect(ev.error.path).toBe('USEBIO/EVENT/BOARD[1]/TRAVELLER_LINE[1]/NS_PAIR_NUMBER');
  });
});

describe('USEBIO and PBN exports keep percentages and players exactly', () => {
  // Board 1: four played results, a director's 57.5 % and a 100 % / 0 %.
  const b = `<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line('1', '2', '3NT', 'N', '9', '400')}${line('3', '4', '3NT', 'N', '10', '430')}${line('5', '6', '3NT', 'N', '8', '-50')}${line('7', '8', '4S', 'N', '10', '420')}${line('9', '10', '', '', '', '57.5%')}${line('11', '12', '', '', '', 'A100/0')}</BOARD>`;
  // Board 2: the four played results only.
  const b2 = b
    .replace('<BOARD_NUMBER>1<', '<BOARD_NUMBER>2<')
    .replace(/<TRAVELLER_LINE><NS_PAIR_NUMBER>(9|11)<.*?<\/TRAVELLER_LINE>/g, '');
  const pairs = `<PARTICIPANTS><PAIR><PAIR_NUMBER>1</PAIR_NUMBER><PLAYER><PLAYER_NAME>Kari Nordmann</PLAYER_NAME><NATIONAL_ID_NUMBER>12345</NATIONAL_ID_NUMBER><CLUB_ID_NUMBER>4680</CLUB_ID_NUMBER></PLAYER><PLAYER><PLAYER_NAME>Gjest</PLAYER_NAME></PLAYER></PAIR></PARTICIPANTS>`;
  const s = score(doc('MP_PAIRS', '1', pairs + b));
  const s2 = score(doc('MP_PAIRS', '1', b2));
  it('a non-integer artificial percentage is written as given, not rounded, and read back', () => {
    const [l9, l11] = [s.boards[0].results[4], s.boards[0].results[5]];
    expect([l9.percentNS, l9.percentEW, l11.percentNS, l11.percentEW]).toEqual([57.5, 42.5, 100, 0]);
    const xml = writeUsebio(scoredToUsebio(s, { name: 'x' }));
    // The four-digit A6040 form cannot hold 57.5 or 100: both percentages are written out.
    expect(xml).toContain('<SCORE>A57.5/42.5</SCORE>');
    expect(xml).toContain('<SCORE>A100/0</SCORE>');
    expect(artificialPercents(60, 40)).toBe('A6040');
    const again = score(xml);
    expect(again.boards[0].results.slice(4).map((r) => [r.percentNS, r.percentEW])).toEqual([
      [57.5, 42.5],
      [100, 0],
    ]);
  });
  it("PBN Percentage_NS/EW with two decimals (not whole numbers), read back as the line's percentage", () => {
    const table = pbnScoreTable(
      (() => {
        const u = parseUsebio(doc('MP_PAIRS', '1', b2));
        if (!u.ok) throw new Error(u.error.message);
        const ev = eventFromUsebio(u.value);
        if (!ev.ok) throw new Error(ev.error.message);
        return ev.value.boards[0];
      })(),
      s2.boards[0],
      'matchpoints',
    );
    const at = (name: string, row: number) => table.rows[row][table.columns.findIndex((c) => c.name === name)];
    // Four results, top 6: 400 is 2 of 6, 33.33 %.
    expect(s2.boards[0].results[0].percentNS).toBe(33.33);
    s2.boards[0].results.forEach((r, i) => {
      expect(at('Percentage_NS', i)).toBe(r.percentNS!.toFixed(2));
      expect(Number(at('Percentage_EW', i))).toBe(r.percentEW);
    });
  });
  it("each player's name, national member number and club number round-trip through USEBIO; PBN (MemberID1/2)", () => {
    const pair = s.ranking.find((e) => e.id === '1')!;
    // CLUB_ID_NUMBER: the player's home club, which a federation credits his master points to.
    expect(pair).toMatchObject({ names: ['Kari Nordmann', 'Gjest'], memberIds: ['12345', ''], clubIds: ['4680', ''] });
    const xml = writeUsebio(scoredToUsebio(s));
    const u = parseUsebio(xml);
    if (!u.ok) throw new Error(u.error.message);
    expect(u.value.participants.find((p) => p.number === '1')!.players.map((p) => p.fields)).toEqual([
      { PLAYER_NAME: 'Kari Nordmann', NATIONAL_ID_NUMBER: '12345', CLUB_ID_NUMBER: '4680' },
      { PLAYER_NAME: 'Gjest' },
    ]);
    const total = pbnTotalScoreTable(s);
    const row = total.rows.find((r) => r[2] === '1')!;
    const col = (n: string) => row[total.columns.findIndex((c) => c.name === n)];
    expect([col('MemberID1'), col('MemberID2')]).toEqual(['12345', '-']);
  });
});
