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
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { randomDeal, seededRandom, type Deal } from '@stikk/core';
import type { Db } from '../db/index.js';
import { DEAL_SECRET_MIN_LENGTH } from '../config.js';

/**
 * Deals board `board` of a director's seed on this server (keyed on the server's deal secret). `scope` (see
 * `seedScope`) names an owner other than the seed's first one: their boards of the same seed are other boards.
 */
export type SeedDealer = (seed: string, board: number, scope?: string) => Deal;

/** The row of `server_secrets` holding the deal secret. */
const ROW = 'deal';

/**
 * The deal of board `board` from `seed` keyed on `secret`: HMAC-SHA256 of the seed and board (each field
 * length-prefixed, so no two pairs give one input) feeds the core's deterministic dealer.
 */
export function keyedDeal(secret: string, seed: string, board: number, scope?: string): Deal {
  const mac = createHmac('sha256', secret);
  mac.update(
    scope === undefined
      ? `stikk-server-deal/1\u0000${seed.length}:${seed}\u0000${board}`
      : `stikk-server-deal/2\u0000${scope.length}:${scope}\u0000${seed.length}:${seed}\u0000${board}`,
  );
  return randomDeal(seededRandom(mac.digest('hex')));
}

/** A dealer keyed on `secret`; the secret stays in the closure (no object holding it is ever serialised). */
export function keyedDealer(secret: string): SeedDealer {
  if (secret.length < DEAL_SECRET_MIN_LENGTH)
    throw new Error(`deal secret: at least ${DEAL_SECRET_MIN_LENGTH} characters are needed`);
  return (seed, board, scope) => keyedDeal(secret, seed, board, scope);
}

/** Who deals from a seed: a club (its sessions and events) or an account (its own online tables). */
export type SeedOwner = { readonly club: number } | { readonly account: number };

const ownerKey = (o: SeedOwner): string => ('club' in o ? `club:${o.club}` : `account:${o.account}`);

/** Whether `account` directs (or administers) club `club`. */
async function directs(db: Db, account: number, club: number): Promise<boolean> {
  const m = await db
    .selectFrom('members')
    .select('role')
    .where('club_id', '=', club)
    .where('user_id', '=', account)
    .executeTakeFirst();
  return m !== undefined && m.role !== 'player';
}

/**
 * The scope `owner` deals `seed` in: none (the seed's own boards) when the seed is new on this server or first
 * dealt by `owner`, or (`owner` an account) by a club `owner` directs; else `owner`'s own
 * scope, so that nobody reads another club's or account's boards by dealing its seed again (in a club or online
 * table of their own, whose hands they see; Law 16). The first owner is kept (`deal_seeds`, migration 0054, as a
 * SHA-256 of the seed); two first uses at once keep one.
 */
export async function seedScope(db: Db, owner: SeedOwner, seed: string): Promise<string | undefined> {
  const hash = createHash('sha256').update(seed).digest('hex');
  const mine = ownerKey(owner);
  await db
    .insertInto('deal_seeds')
    .values({ seed_hash: hash, owner: mine, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('seed_hash').doNothing())
    .execute();
  const first = (await db.selectFrom('deal_seeds').select('owner').where('seed_hash', '=', hash).executeTakeFirst())
    ?.owner;
  if (first === undefined || first === mine) return undefined;
  const [kind, n] = first.split(':');
  const id = Number(n);
  if ('account' in owner && kind === 'club' && (await directs(db, owner.account, id))) return undefined;
  // Not the other way round: a club's admin makes any account a director of the club (by e-mail, without its
  // consent), so "a club the seed's first account directs" would let any club deal that account's online boards.
  return mine;
}

/** `dealSeeded` in `owner`'s scope for `seed` (see `seedScope`); `dealSeeded` itself without a seed. */
export async function ownersDealer(
  db: Db,
  dealSeeded: SeedDealer,
  owner: SeedOwner,
  seed: string | undefined,
): Promise<SeedDealer> {
  if (seed === undefined) return dealSeeded;
  const scope = await seedScope(db, owner, seed);
  return (s, board) => dealSeeded(s, board, scope);
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
