/** Seat codes (online/invites.ts): alphabet, spelling, entropy, and the guessing guard's windows. */
import { describe, expect, it } from 'vitest';
import {
  formatInvite,
  INVITE_ALPHABET,
  INVITE_BITS,
  InviteGuard,
  newInviteCode,
  normalizeInvite,
  seatTokenOf,
} from '../src/online/invites.js';

describe('seat codes', () => {
  it('are 10 symbols from an alphabet without look-alikes, about 49 bits', () => {
    for (const ch of '01ILOU') expect(INVITE_ALPHABET).not.toContain(ch);
    expect(new Set(INVITE_ALPHABET).size).toBe(INVITE_ALPHABET.length);
    expect(INVITE_BITS).toBeCloseTo(49.07, 1);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const c = newInviteCode();
      expect(c).toMatch(new RegExp(`^[${INVITE_ALPHABET}]{10}$`));
      seen.add(c);
    }
    expect(seen.size).toBe(2000);
  });
  it('read in any spelling; anything else is not a code', () => {
    expect(formatInvite('K7M2QX9P4R')).toBe('K7M2Q-X9P4R');
    expect(normalizeInvite(' k7m2q-x9p4r ')).toBe('K7M2QX9P4R');
    expect(normalizeInvite('k7m2q x9p4r')).toBe('K7M2QX9P4R');
    expect(normalizeInvite('K7M2Q-X9P4')).toBeNull(); // too short
    expect(normalizeInvite('K7M2Q-X9P40')).toBeNull(); // 0 is not in the alphabet
    // A long token (a claim's) is used as it is.
    const long = 'a'.repeat(43);
    expect(seatTokenOf(long)).toBe(long);
    expect(seatTokenOf('k7m2q-x9p4r')).toBe('K7M2QX9P4R');
  });
  it('the guard counts failures per address (IPv6 per /64) and overall', () => {
    const g = new InviteGuard(3, 10);
    for (let i = 0; i < 3; i++) g.failed('10.0.0.1');
    expect(g.blocked('10.0.0.1')).toBeGreaterThan(0);
    expect(g.blocked('10.0.0.2')).toBe(0);
    g.failed('2001:db8:1:2::5');
    g.failed('2001:db8:1:2::6');
    expect(g.blocked('2001:db8:1:2::7')).toBe(0);
    g.failed('2001:db8:1:2:ffff::1');
    expect(g.blocked('2001:db8:1:2::99')).toBeGreaterThan(0); // the same /64
    expect(g.blocked('2001:db8:1:3::1')).toBe(0); // another /64
    for (let i = 0; i < 3; i++) g.failed(`2001:db8::${i + 1}`); // zeros compressed: 2001:db8:0:0/64
    expect(g.blocked('2001:db8:0:0:1::1')).toBeGreaterThan(0);
    expect(g.blocked('2001:db8:0:1::1')).toBe(0);
    expect(g.blocked('10.9.9.9')).toBe(0);
    g.failed('10.0.0.3'); // the 10th failure overall: everyone waits
    expect(g.blocked('10.9.9.9')).toBeGreaterThan(0);
  });
});
