// Which board a table calling the director is at (issue 23 item 4): from the session's result rows
// and the director's round clock.
import { describe, expect, it } from 'vitest';
import type { ResultRowDto } from '@stikk/server/api';
import { callBoard } from '../src/ruling-call.js';

const row = (table: number, round: number, board: number, status: ResultRowDto['status']): ResultRowDto => ({
  id: table * 100 + board,
  board,
  round,
  table,
  ns: table,
  ew: table + 10,
  status,
  latePlay: false,
  result: status === 'to-play' ? null : { contract: '4S', declarer: 'N', lead: 'HQ', tricks: 10 },
  adjustment: null,
  adjustmentLaw: null,
  adjustmentReason: null,
});

describe('callBoard', () => {
  const rows = [
    row(1, 1, 1, 'confirmed'),
    row(1, 1, 2, 'confirmed'),
    row(1, 2, 3, 'entered'),
    row(1, 2, 4, 'to-play'),
    row(1, 3, 5, 'to-play'),
    row(1, 3, 6, 'to-play'),
    row(2, 2, 1, 'to-play'),
  ];
  it('the first round with a board still to play, and its first such board', () => {
    expect(callBoard(rows, 1, null)).toMatchObject({
      round: 2,
      board: 4,
      boards: [3, 4],
      ns: 1,
      ew: 11,
      entered: null,
    });
  });
  it("the director's clock wins when the table has boards in that round", () => {
    expect(callBoard(rows, 1, 3)).toMatchObject({ round: 3, board: 5, boards: [5, 6] });
    expect(callBoard(rows, 1, 9)).toMatchObject({ round: 2 });
  });
  it('every board entered: the last board of the last round, with its result', () => {
    const done = rows.filter((r) => r.table === 1 && r.round === 1);
    expect(callBoard(done, 1, null)).toMatchObject({ round: 1, board: 2, entered: { contract: '4S' } });
  });
  it('a table with no boards: null', () => {
    expect(callBoard(rows, 7, null)).toBeNull();
  });
});
