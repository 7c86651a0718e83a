import { describe, expect, it } from 'vitest';
import { pbnDeals } from '../src/domain/pbn-deals.js';

const N = 'AKQJ.T98.765.432';
const E = 'T98.765.432.AKQJ';
const S = '765.432.AKQJ.T98';
const W = '432.AKQJ.T98.765';

describe('a session’s deals from PBN (Law 6)', () => {
  it('fills in the one hand left out with the 13 cards the other three leave', () => {
    for (const [deal, seat] of [
      [`N:${N} ${E} ${S} -`, 'W'],
      [`E:- ${S} ${W} ${N}`, 'E'],
    ] as const) {
      const r = pbnDeals(`[Board "1"]\n[Deal "${deal}"]\n`, [1]);
      expect(r, seat).toEqual({ ok: true, deals: [[1, `N:${N} ${E} ${S} ${W}`]] });
    }
  });

  it('refuses a board with two or more hands left out, naming the board and the hands', () => {
    const r = pbnDeals(`[Board "1"]\n[Deal "N:${N} ${E} ${S} ${W}"]\n[Board "4"]\n[Deal "N:${N} - - ${W}"]\n`, [1, 4]);
    expect(r).toMatchObject({ ok: false, code: 'invalid-pbn', law: '6' });
    // The hands missing first: the web words the refusal by them (`err.code.invalid-pbn.hands`), with the board.
    expect(!r.ok && r.params).toEqual({ hands: 'E, S', board: 4 });
    expect(!r.ok && r.message).toContain('hands E, S');
    // A board the movement does not use may be left incomplete (a file of problems, say).
    expect(pbnDeals(`[Board "1"]\n[Deal "N:${N} ${E} ${S} ${W}"]\n[Board "9"]\n[Deal "N:- - - -"]\n`, [1]).ok).toBe(
      true,
    );
  });
});
