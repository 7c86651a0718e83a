/** Table logs for the ruling assistant and the work pool: a short auction, two calls. */

/** A `stikk-table-log/1` of board 1: North opens 1♣, East passes (the auction goes on). */
export const openingAuctionLog = {
  format: 'stikk-table-log/1',
  board: 1,
  events: [
    { seat: 'N', call: '1C' },
    { seat: 'E', call: 'P' },
  ],
} as const;
