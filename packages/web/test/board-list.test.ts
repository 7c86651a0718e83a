/**
 * The online lobby's board list: ranges as a player types them (`1-8`) make every board of the
 * range, and a list the server would refuse is refused before it is sent (it used to be dropped
 * silently: `1-8` made a one-board table).
 */
import { describe, expect, it } from 'vitest';
import { MAX_TABLE_BOARDS, parseBoardList } from '../src/board-list.js';

describe('parseBoardList', () => {
  it('reads numbers, ranges and both separators', () => {
    expect(parseBoardList('1-4')).toEqual([1, 2, 3, 4]);
    expect(parseBoardList('1,3, 5')).toEqual([1, 3, 5]);
    expect(parseBoardList(' 1-2 7 ')).toEqual([1, 2, 7]);
    expect(parseBoardList('9–10')).toEqual([9, 10]);
  });

  it('refuses what the server refuses: not a number, a falling range, a repeat, board 0, too many', () => {
    for (const bad of ['', 'a', '1-x', '4-2', '1,1', '0', '1-2-3', `1-${MAX_TABLE_BOARDS + 1}`])
      expect(parseBoardList(bad), bad).toBeNull();
    expect(parseBoardList(`1-${MAX_TABLE_BOARDS}`)).toHaveLength(MAX_TABLE_BOARDS);
  });
});
