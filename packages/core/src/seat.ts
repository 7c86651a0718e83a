/** Seats and sides. Clockwise order N, E, S, W. */
export const SEATS = ['N', 'E', 'S', 'W'] as const;
export type Seat = (typeof SEATS)[number];

export const SIDES = ['NS', 'EW'] as const;
export type Side = (typeof SIDES)[number];

const INDEX: Record<Seat, number> = { N: 0, E: 1, S: 2, W: 3 };

export const seatIndex = (s: Seat): number => INDEX[s];
export const seatAt = (i: number): Seat => SEATS[((i % 4) + 4) % 4];
/** The seat `n` places clockwise from `s` (n = 1: left-hand opponent). */
export const nextSeat = (s: Seat, n = 1): Seat => seatAt(INDEX[s] + n);
export const lho = (s: Seat): Seat => nextSeat(s, 1);
export const partner = (s: Seat): Seat => nextSeat(s, 2);
export const rho = (s: Seat): Seat => nextSeat(s, 3);
export const sideOf = (s: Seat): Side => (s === 'N' || s === 'S' ? 'NS' : 'EW');
export const otherSide = (s: Side): Side => (s === 'NS' ? 'EW' : 'NS');
export const sameSide = (a: Seat, b: Seat): boolean => sideOf(a) === sideOf(b);
export const isSeat = (x: unknown): x is Seat => x === 'N' || x === 'E' || x === 'S' || x === 'W';

export function parseSeat(text: string): Seat | undefined {
  const t = text.trim().toUpperCase();
  if (isSeat(t)) return t;
  switch (t) {
    case 'NORTH':
      return 'N';
    case 'EAST':
      return 'E';
    case 'SOUTH':
      return 'S';
    case 'WEST':
      return 'W';
    default:
      return undefined;
  }
}
