/**
 * Tricks credited by an agreed claim or a concession go back to the other side after play ended:
 * Law 69B (agreement withdrawn) and Law 71 (a concession cancelled).
 *
 * @laws 69:giveTricksBack 71:giveTricksBack
 */
import type { Side, Table } from '@stikk/core';
import { playState } from '../play/context.js';

/**
 * Tricks a claim or concession had credited to `from` go back to the other side after play ended
 * (69B, 71): counted before (and so after) Law 64's transfers; the caller rescores.
 */
export function giveTricksBack(m: Table, from: Side, n: number): void {
  const st = playState(m);
  const to: Side = from === 'NS' ? 'EW' : 'NS';
  if (st.base) {
    st.base[to] += n;
    st.base[from] -= n;
  } else m.transferTricks(from, n);
  if (st.claimTricks) {
    st.claimTricks[to] += n;
    st.claimTricks[from] -= n;
  }
}
