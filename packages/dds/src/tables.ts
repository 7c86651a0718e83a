/**
 * Precomputed bit tables for 13-bit suit masks (bit r = rank r, 0 = deuce … 12 = ace).
 * Pure data: built once at module load, shared by every solver instance.
 */

/** Number of set bits. */
export const POP = new Uint8Array(8192);
/** Index of the highest set bit, -1 for 0. */
export const HIGH = new Int8Array(8192);
/** Bit i → bit 2i (owner codes: two bits per card). */
const SPREAD = new Int32Array(8192);
/** pext for the low 7 bits: index (mask << 7) | x. */
const PEXT_LO = new Uint8Array(1 << 14);
/** pext for the high 6 bits: index (mask << 6) | x. */
const PEXT_HI = new Uint8Array(1 << 12);

// Each table from the one of the mask without its top bit (or its lowest, for pext): one step per
// entry rather than a loop over the bits, so that importing the module stays cheap (it runs in
// every process and worker that loads the package, whichever core it then uses).
HIGH[0] = -1;
for (let m = 1; m < 8192; m++) {
  const h = m >> 1;
  POP[m] = POP[h] + (m & 1);
  HIGH[m] = h === 0 ? 0 : HIGH[h] + 1;
  SPREAD[m] = (SPREAD[h] << 2) | (m & 1);
}

// pext(x, mask): the bits of x at the set bits of mask, packed from bit 0 up; the lowest bit of
// the mask gives bit 0 and the rest of the mask the bits above it.
for (let m = 1; m < 128; m++) {
  const lb = m & -m,
    r = (m ^ lb) << 7;
  for (let x = 0; x < 128; x++) PEXT_LO[(m << 7) | x] = (PEXT_LO[r | x] << 1) | ((x & lb) !== 0 ? 1 : 0);
}
for (let m = 1; m < 64; m++) {
  const lb = m & -m,
    r = (m ^ lb) << 6;
  for (let x = 0; x < 64; x++) PEXT_HI[(m << 6) | x] = (PEXT_HI[r | x] << 1) | ((x & lb) !== 0 ? 1 : 0);
}

/**
 * Relative form spread to two bits per card: OWN_LO[(mask << 7) | x] renumbers the cards of
 * `mask` among the low seven ranks 0..n-1 from the bottom (ranks already played drop out),
 * keeps the bits of `x` and spreads bit i to bit 2i; OWN_HI does the same for the high six.
 */
const OWN_LO = new Uint16Array(1 << 14);
const OWN_HI = new Uint16Array(1 << 12);
for (let i = 0; i < 1 << 14; i++) OWN_LO[i] = SPREAD[PEXT_LO[i]];
for (let i = 0; i < 1 << 12; i++) OWN_HI[i] = SPREAD[PEXT_HI[i]];

/**
 * Owner code of a suit whose remaining cards are `aggr`: two bits per card, lowest card first;
 * bit 0 from `ew` (the cards of East and West), bit 1 from `sw` (South's and West's).
 */
export function ownerCode(ew: number, sw: number, aggr: number): number {
  const l = (aggr & 127) << 7,
    h = (aggr >> 7) << 6;
  const lo = OWN_LO[l | (ew & 127)] | (OWN_LO[l | (sw & 127)] << 1);
  const hi = OWN_HI[h | (ew >> 7)] | (OWN_HI[h | (sw >> 7)] << 1);
  return lo | (hi << (POP[aggr & 127] << 1));
}

/** Lowest set bit index (x ≠ 0). */
export const lowBit = (x: number): number => 31 - Math.clz32(x & -x);
