/**
 * The in-process room benches' player policy (as test/support/bots.ts plays over sockets): North opens
 * 1NT, everyone passes, each card is the first legal one, declarer plays dummy's cards, North moves on.
 */
import type { Recipient, Seat } from '@stikk/core';
import type { Act, TableView } from '../../packages/server/src/api/types.js';
import type { Room } from '../../packages/server/src/online/room.js';

/** The room's next act and who makes it, or null when its last board is over. */
export function nextAct(room: Room): { seat: Seat; act: Act } | null {
  const v: TableView = room.view('N');
  if (v.phase === 'ended') return v.nextBoard !== null ? { seat: 'N', act: { next: true } } : null;
  const turn = v.turn as Seat;
  const seat = v.phase === 'play' && v.dummy === turn ? (v.declarer as Seat) : turn;
  if (v.phase === 'auction') return { seat, act: { call: v.auction.length === 0 ? '1NT' : 'P' } as Act };
  return { seat, act: { play: room.view(seat as Recipient).legalCards[0] } as Act };
}
