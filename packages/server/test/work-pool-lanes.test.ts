/**
 * The work pool's lanes (domain/work-pool.ts): an online table's claim searches (made when its director rules on a
 * disputed claim, a second or two each) have a bound of their own. Before, they counted in the directors' lane of
 * four places with movements and PBN files, so whoever created tables (and so directs them) and kept ruling on
 * claims held every place and had any club's session creation refused with 503 `busy`. Session 19: one account (a
 * director of many tables) holds at most two of the claim lane's three places, so another table's ruling is never
 * refused for its sake alone.
 */
import { describe, expect, it } from 'vitest';
import { parseTableLog, unwrap } from '@stikk/core';
import { openingAuctionLog } from './support/table-logs.js';
import { WorkPool } from '../src/domain/work-pool.js';

describe('work pool lanes', () => {
  it("claim searches waiting in numbers leave the directors' lane its places", async () => {
    const pool = new WorkPool();
    try {
      const log = unwrap(parseTableLog(openingAuctionLog));
      // Refusals are decided when a job is handed in, so these all arrive before any is answered.
      const searches = Array.from({ length: 6 }, (_, i) => pool.claimSearches(log, 'prevent', i));
      const movement = pool.movement('howell', 3, 2);
      const settled = await Promise.allSettled(searches);
      // Some searches are refused as busy (their lane is bounded), the rest answered; the movement is built.
      const refused = settled.filter((r) => r.status === 'rejected');
      expect(refused.length).toBeGreaterThan(0);
      for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 503, code: 'busy' });
      expect(settled.some((r) => r.status === 'fulfilled')).toBe(true);
      expect(await movement).toMatchObject({ tables: 3, pairs: 6 });
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("one account's tables take at most two of the claim lane's three places: another account's ruling still goes", async () => {
    const pool = new WorkPool();
    try {
      const log = unwrap(parseTableLog(openingAuctionLog));
      // Account 7 directs many tables and rules on all of them at once; account 8 rules on one table meanwhile.
      const many = Array.from({ length: 5 }, () => pool.claimSearches(log, 'prevent', 7));
      const other = pool.claimSearches(log, 'prevent', 8);
      const settled = await Promise.allSettled(many);
      expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      for (const r of settled.filter((x) => x.status === 'rejected'))
        expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 503, code: 'busy' });
      await expect(other).resolves.toBeDefined();
      // Answered, its places are free again.
      await expect(pool.claimSearches(log, 'prevent', 7)).resolves.toBeDefined();
    } finally {
      await pool.close();
    }
  }, 60_000);
});
