/**
 * Seat-code guessing is bounded per address even when the guesses arrive together, and a club's
 * devices behind one address reconnecting together with right codes are never refused (the kill -9
 * durability test reconnects 60 seats from 127.0.0.1 at once).
 */
import { describe, expect, it } from 'vitest';
import { InviteGuard } from '../src/online/invites.js';

const slowly = <T>(v: T): Promise<T> => new Promise((r) => setTimeout(() => r(v), 2));

describe('InviteGuard.guess', () => {
  it('lets 100 right codes from one address through together', async () => {
    const g = new InviteGuard(20, 5000);
    const rs = await Promise.all(Array.from({ length: 100 }, (_, i) => g.guess('10.0.0.1', () => slowly(i))));
    expect(rs.every((r) => 'found' in r && r.found !== null)).toBe(true);
  });

  it('counts a burst of wrong codes exactly: 20 looked up, the rest refused with a wait', async () => {
    const g = new InviteGuard(20, 5000);
    let looked = 0;
    const rs = await Promise.all(
      Array.from({ length: 60 }, () =>
        g.guess('2001:db8:1:2::7', () => {
          looked++;
          return slowly(null);
        }),
      ),
    );
    expect(looked).toBe(20);
    expect(rs.filter((r) => 'wait' in r && r.wait > 0)).toHaveLength(40);
    // Another address in the same /64 is the same guesser.
    expect('wait' in (await g.guess('2001:db8:1:2::99', () => slowly(1)))).toBe(true);
    // A different address is not.
    expect(await g.guess('10.0.0.2', () => slowly(1))).toEqual({ found: 1 });
  });

  it('a failing look-up does not stall the queue of its address', async () => {
    const g = new InviteGuard(20, 5000);
    await expect(g.guess('10.0.0.3', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await g.guess('10.0.0.3', () => slowly('ok'))).toEqual({ found: 'ok' });
  });
});
