/** Seats and sides. Clockwise order N, E, S, W. */
export const SEATS = ['N', 'E', 'S', 'W'] as const;
/** A seat at the table: `N`, `E`, `S` or `W`. */
export type Seat = (typeof SEATS)[number];

/** The two sides, North–South first. */
export const SIDES = ['NS', 'EW'] as const;
/** A partnership: `NS` or `EW`. */
export type Side = (typeof SIDES)[number];

const INDEX: Record<Seat, number> = { N: 0, E: 1, S: 2, W: 3 };

/** Index of a seat clockwise from North: N 0, E 1, S 2, W 3. */
export const seatIndex = (s: Seat): number => INDEX[s];
/** The seat at index `i` counted clockwise from North (any integer; wraps). */
export const seatAt = (i: number): Seat => SEATS[((i % 4) + 4) % 4];
/** The seat `n` places clockwise from `s` (n = 1: left-hand opponent). */
export const nextSeat = (s: Seat, n = 1): Seat => seatAt(INDEX[s] + n);
/** The left-hand opponent of a seat (next clockwise). */
export const lho = (s: Seat): Seat => nextSeat(s, 1);
/** The partner of a seat. */
export const partner = (s: Seat): Seat => nextSeat(s, 2);
/** The right-hand opponent of a seat. */
export const rho = (s: Seat): Seat => nextSeat(s, 3);
/** The side a seat belongs to (`NS` or `EW`). */
export const sideOf = (s: Seat): Side => (s === 'N' || s === 'S' ? 'NS' : 'EW');
/** The other side (NS ↔ EW). */
export const otherSide = (s: Side): Side => (s === 'NS' ? 'EW' : 'NS');
/** Whether two seats are partners (or the same seat). */
export const sameSide = (a: Seat, b: Seat): boolean => sideOf(a) === sideOf(b);
/** Whether `x` is a seat letter. */
export const isSeat = (x: unknown): x is Seat => x === 'N' || x === 'E' || x === 'S' || x === 'W';

/** Reads a seat as a letter or a name (`n`, `North`); undefined when it is not one. */
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
