/**
 * Boards a director deals from a seed (club sessions, events, online tables), keyed on a secret the server
 * holds. The public `seededDeal` of the core deals any seed on any machine, so a seed a director chooses (a
 * date, the club's name) would let anyone who guesses it deal the hands before play (Law 16). The server deals
 * board `n` of seed `s` from HMAC-SHA256(secret, "stikk-server-deal/1", s, n) through the same deterministic
 * dealer (`seededRandom`, `randomDeal`): the same seed on the same server gives the same boards, and without the
 * secret the seed tells nothing.
 *
 * The secret: `STIKK_DEAL_SECRET` (config `dealSecret`, at least 32 characters: every node of a multi-node
 * PostgreSQL set-up that must deal alike) or else the database's own (`server_secrets`, migration 0047), made once
 * from the operating system's randomness on the first start. Dealt boards are stored when a session or table is
 * made and never dealt again, so a session made before keeps its boards whatever derivation or secret dealt them.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { randomDeal, seededRandom, type Deal } from '@stikk/core';
import type { Db } from '../db/index.js';
import { DEAL_SECRET_MIN_LENGTH } from '../config.js';

/** Deals board `board` of a director's seed on this server (keyed on the server's deal secret). */
export type SeedDealer = (seed: string, board: number) => Deal;

/** The row of `server_secrets` holding the deal secret. */
const ROW = 'deal';

/**
 * The deal of board `board` from `seed` keyed on `secret`: HMAC-SHA256 of the seed and board (each field
 * length-prefixed, so no two pairs give one input) feeds the core's deterministic dealer.
 */
export function keyedDeal(secret: string, seed: string, board: number): Deal {
  const mac = createHmac('sha256', secret);
  mac.update(`stikk-server-deal/1\u0000${seed.length}:${seed}\u0000${board}`);
  return randomDeal(seededRandom(mac.digest('hex')));
}

/** A dealer keyed on `secret`; the secret stays in the closure (no object holding it is ever serialised). */
export function keyedDealer(secret: string): SeedDealer {
  if (secret.length < DEAL_SECRET_MIN_LENGTH)
    throw new Error(`deal secret: at least ${DEAL_SECRET_MIN_LENGTH} characters are needed`);
  return (seed, board) => keyedDeal(secret, seed, board);
}

/**
 * The server's deal secret: `configured` when given (`STIKK_DEAL_SECRET`), else the database's, made on the
 * first start (64 hex digits from 32 random bytes). Several nodes starting at once on one database keep the
 * first one written.
 */
export async function dealSecret(db: Db, configured?: string): Promise<string> {
  if (configured !== undefined) return configured;
  const read = () => db.selectFrom('server_secrets').select('value').where('name', '=', ROW).executeTakeFirst();
  const have = await read();
  if (have) return have.value;
  await db
    .insertInto('server_secrets')
    .values({ name: ROW, value: randomBytes(32).toString('hex'), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await read())!.value;
}
