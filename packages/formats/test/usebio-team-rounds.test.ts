/**
 * USEBIO teams files written by other programs often give no ROUND_NUMBER on their traveller lines. The rounds
 * are worked out from the boards the matches play (or from the boards a round has, when the caller says), and a
 * file whose boards do not tell the rounds apart is refused naming the line — never two meetings run together
 * into one match.
 */
import { eventFromUsebio, parseUsebio, type UsebioImportOptions } from '@stikk/formats';
import { scoreEvent } from '@stikk/scoring';
import { describe, expect, it } from 'vitest';

type Table = readonly [ns: string, ew: string, round?: number];

/** A board played at the given tables (3NT by North, 9 tricks at the first, 8 at the others). */
function board(n: number, tables: readonly Table[]): string {
  const lines = tables.map(([ns, ew, round], i) => {
    const r = round === undefined ? '' : `<ROUND_NUMBER>${round}</ROUND_NUMBER>`;
    const [tricks, score] = i % 2 === 0 ? ['9', n % 2 ? '400' : '600'] : ['8', n % 2 ? '-50' : '-100'];
    return `<TRAVELLER_LINE>${r}<NS_TEAM_NUMBER>${ns}</NS_TEAM_NUMBER><EW_TEAM_NUMBER>${ew}</EW_TEAM_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>${tricks}</TRICKS><SCORE>${score}</SCORE></TRAVELLER_LINE>`;
  });
  return `<BOARD><BOARD_NUMBER>${n}</BOARD_NUMBER>${lines.join('')}</BOARD>`;
}

function read(boards: string[], opts: UsebioImportOptions = {}) {
  const u = parseUsebio(
    `<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="TEAMS"><PROGRAM_NAME>Other</PROGRAM_NAME>${boards.join('')}</EVENT></USEBIO>`,
  );
  if (!u.ok) throw new Error(u.error.message);
  return eventFromUsebio(u.value, opts);
}

function matchesOf(boards: string[], opts: UsebioImportOptions = {}) {
  const ev = read(boards, opts);
  if (!ev.ok) throw new Error(ev.error.message);
  const s = scoreEvent(ev.value, { boardsPerMatch: 2 });
  if (!s.ok) throw new Error(s.error.message);
  return s.value.matches.map((m) => [m.round, [m.home, m.away].sort().join('-')]);
}

// Both rooms of a match: the home team NS in the open room, EW in the closed.
const match = (a: string, b: string, round?: number): Table[] => [
  [a, b, round],
  [b, a, round],
];

describe('USEBIO teams without ROUND_NUMBER', () => {
  it('rounds worked out from the boards: each round its own boards, numbered by the lowest', () => {
    const r1 = [...match('1', '2'), ...match('3', '4')];
    const r2 = [...match('1', '3'), ...match('2', '4')];
    const boards = [board(3, r2), board(4, r2), board(1, r1), board(2, r1)];
    expect(matchesOf(boards)).toEqual([
      [1, '1-2'],
      [1, '3-4'],
      [2, '1-3'],
      [2, '2-4'],
    ]);
  });

  it('the same two teams meeting twice on the same board numbers: refused naming the line, not one match', () => {
    const twice = [...match('1', '2'), ...match('1', '2')];
    const ev = read([board(1, twice), board(2, twice)]);
    expect(ev.ok).toBe(false);
    if (ev.ok) return;
    expect(ev.error.code).toBe('usebio-round-missing');
    expect(ev.error.path).toBe('USEBIO/EVENT/BOARD[1]/TRAVELLER_LINE[3]/ROUND_NUMBER');
    expect(ev.error.message).toMatch(/teams 1 and 2 play board 1 a third time/);
  });

  it('board numbers played again in a later round against other teams: refused naming the line', () => {
    const boards = [1, 2].map((n) => board(n, [...match('1', '2'), ...match('3', '4'), ...match('1', '3')]));
    const ev = read(boards);
    expect(ev.ok).toBe(false);
    if (ev.ok) return;
    expect(ev.error).toMatchObject({
      code: 'usebio-round-missing',
      path: 'USEBIO/EVENT/BOARD[1]/TRAVELLER_LINE[5]/ROUND_NUMBER',
    });
    expect(ev.error.message).toMatch(/team 1 plays board 1 against 3 and boards of the same round against 2/);
  });

  it('some lines with ROUND_NUMBER and some without: refused naming the first without', () => {
    const ev = read([board(1, [...match('1', '2', 1), ['3', '4', 1], ['4', '3']])]);
    expect(ev.ok).toBe(false);
    if (ev.ok) return;
    expect(ev.error).toMatchObject({
      code: 'usebio-round-missing',
      path: 'USEBIO/EVENT/BOARD[1]/TRAVELLER_LINE[4]/ROUND_NUMBER',
    });
  });

  it('the boards a round has, when given, place each line (tables of one round on different boards)', () => {
    // Round 1: match 1-2 on boards 1-2, match 3-4 on boards 3-4; round 2: 1-3 on 5-6, 2-4 on 7-8.
    const boards = [
      board(1, match('1', '2')),
      board(2, match('1', '2')),
      board(3, match('3', '4')),
      board(4, match('3', '4')),
      board(5, match('1', '3')),
      board(6, match('1', '3')),
      board(7, match('2', '4')),
      board(8, match('2', '4')),
    ];
    expect(matchesOf(boards, { boardsPerRound: 4 })).toEqual([
      [1, '1-2'],
      [1, '3-4'],
      [2, '1-3'],
      [2, '2-4'],
    ]);
    // Lines that give their round keep it.
    const given = [board(1, [...match('1', '2', 5), ...match('3', '4', 5)])];
    expect(matchesOf(given, { boardsPerRound: 4 })).toEqual([
      [5, '1-2'],
      [5, '3-4'],
    ]);
  });
});
