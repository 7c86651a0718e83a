/**
 * Seat invitations (issue 18): each seat of an online table has a short code a person can read
 * out, type on a phone and copy into a message — 10 characters from an alphabet without look-alikes
 * (no 0/O, 1/I/L, U), about 49 bits — shown as `K7M2Q-X9P4R`. The code is the seat's token (only
 * its hash is the credential in `seat_tokens`); the code itself is kept in `seat_invites` so the
 * organiser finds it again. Guessing is bounded: failed look-ups per client address and in all
 * (InviteGuard), on the HTTP look-up and on the WebSocket join alike.
 */
import { randomInt } from 'node:crypto';
import type { Seat } from '@stikk/core';
import type { Db } from '../db/index.js';
import { tokenHash } from '../auth.js';
import { AttemptLimiter, addressKeyOf } from '../http/guards.js';
import type { Rooms } from './rooms.js';

export const INVITE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const INVITE_LENGTH = 10;
/** Entropy of one code in bits (≈ 49.1). */
export const INVITE_BITS = INVITE_LENGTH * Math.log2(INVITE_ALPHABET.length);

export function newInviteCode(): string {
  let s = '';
  for (let i = 0; i < INVITE_LENGTH; i++) s += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return s;
}

/** A code as people read it: two groups of five. */
export const formatInvite = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;

/** A code as typed (any case, with spaces or dashes) in its stored spelling, or null if it cannot be one. */
export function normalizeInvite(input: string): string | null {
  const s = input.toUpperCase().replace(/[\s-]/g, '');
  if (s.length !== INVITE_LENGTH) return null;
  for (const ch of s) if (!INVITE_ALPHABET.includes(ch)) return null;
  return s;
}

/** The token a client presents, as hashed: an invitation code in any spelling, or a long token as is. */
export const seatTokenOf = (token: string): string => normalizeInvite(token) ?? token;

/**
 * Bounds guessing of seat codes: at most `perAddress` failed look-ups per client address per
 * 10 minutes (IPv6 counted per /64), and `overall` per minute from everywhere together — at the
 * defaults a year of guessing at the overall limit finds one of 10,000 live codes with a chance
 * of about 1 in 20.
 */
export class InviteGuard {
  private readonly byAddress: AttemptLimiter;
  private readonly overall: AttemptLimiter;
  constructor(
    readonly perAddress = 20,
    readonly overallPerMinute = 5000,
  ) {
    this.byAddress = new AttemptLimiter(perAddress, 10 * 60_000);
    this.overall = new AttemptLimiter(overallPerMinute, 60_000);
  }

  /** The address, or for IPv6 its /64 (http/guards.ts, `addressKeyOf`). */
  static key(ip: string): string {
    return addressKeyOf(ip);
  }

  /** Seconds to wait before `ip` may try a code again, or 0 when it may now. */
  blocked(ip: string): number {
    const k = InviteGuard.key(ip);
    if (this.byAddress.count(k) >= this.perAddress) return this.byAddress.retryAfter(k);
    if (this.overall.count('*') >= this.overallPerMinute) return this.overall.retryAfter('*');
    return 0;
  }

  failed(ip: string): void {
    this.byAddress.hit(InviteGuard.key(ip));
    this.overall.hit('*');
  }

  /** The look-ups of each address, one after another (see {@link guess}). */
  private readonly queues = new Map<string, Promise<unknown>>();

  /**
   * Runs one code look-up for `ip`: refused with the seconds to wait when the address (or everyone
   * together) has guessed wrong too often, otherwise `lookup` runs and a miss (null) counts against
   * the address. The look-ups of one address run one after another, so a burst of wrong codes sent
   * together is counted exactly (each waits for the one before) while a club's devices behind one
   * address, reconnecting together with right codes, are only queued — never refused.
   */
  async guess<T>(ip: string, lookup: () => Promise<T | null>): Promise<{ wait: number } | { found: T | null }> {
    const k = InviteGuard.key(ip);
    const before = this.queues.get(k) ?? Promise.resolve();
    const run = before.then(async () => {
      const wait = this.blocked(ip);
      if (wait > 0) return { wait };
      const found = await lookup();
      if (found === null) this.failed(ip);
      return { found };
    });
    const tail = run.catch(() => undefined);
    this.queues.set(k, tail);
    void tail.then(() => {
      if (this.queues.get(k) === tail) this.queues.delete(k);
    });
    return run;
  }
}

/** The seat a live code opens (its seat still has this code as its token), or null. */
export async function findInvite(db: Db, code: string): Promise<{ tableId: number; seat: Seat } | null> {
  const r = await db
    .selectFrom('seat_invites')
    .innerJoin('seat_tokens', (j) =>
      j.onRef('seat_tokens.table_id', '=', 'seat_invites.table_id').onRef('seat_tokens.seat', '=', 'seat_invites.seat'),
    )
    .select(['seat_invites.table_id', 'seat_invites.seat'])
    .where('seat_invites.code', '=', code)
    .where('seat_tokens.token_hash', '=', tokenHash(code))
    .executeTakeFirst();
  return r ? { tableId: r.table_id, seat: r.seat } : null;
}

/**
 * The live code of `seat` at table `tableId` as a session player's code opens it: null once the seat is
 * bound to an account, or given to a substitute (the player replaced does not take it back with his code).
 */
export async function seatCode(db: Db, tableId: number, seat: Seat): Promise<string | null> {
  const r = await db
    .selectFrom('seat_invites')
    .innerJoin('seat_tokens', (j) =>
      j.onRef('seat_tokens.table_id', '=', 'seat_invites.table_id').onRef('seat_tokens.seat', '=', 'seat_invites.seat'),
    )
    .select(['seat_invites.code', 'seat_tokens.token_hash'])
    .where('seat_invites.table_id', '=', tableId)
    .where('seat_invites.seat', '=', seat)
    .where('seat_invites.substitute', '=', 0)
    .executeTakeFirst();
  return r && r.token_hash === tokenHash(r.code) ? formatInvite(r.code) : null;
}

export interface SeatInvite {
  readonly seat: Seat;
  /** The seat's code while it opens the seat; null once a player bound the seat to an account. */
  readonly code: string | null;
  /** A signed-in player holds the seat (claimed it). */
  readonly held: boolean;
  /** Someone is connected on this seat now. */
  readonly connected: boolean;
}

/** Each seat's invitation as the organiser sees it. */
export async function listInvites(db: Db, rooms: Rooms, tableId: number): Promise<SeatInvite[]> {
  const [tokens, invites, room] = await Promise.all([
    db.selectFrom('seat_tokens').select(['seat', 'token_hash', 'user_id']).where('table_id', '=', tableId).execute(),
    db.selectFrom('seat_invites').select(['seat', 'code']).where('table_id', '=', tableId).execute(),
    rooms.get(tableId),
  ]);
  const taken = new Set<string>(room?.seatsTaken() ?? []);
  return (['N', 'E', 'S', 'W'] as const).map((seat) => {
    const tok = tokens.find((x) => x.seat === seat);
    const inv = invites.find((x) => x.seat === seat);
    const live = tok && inv && tok.token_hash === tokenHash(inv.code) ? inv.code : null;
    return {
      seat,
      code: live ? formatInvite(live) : null,
      held: tok?.user_id !== null && tok?.user_id !== undefined,
      connected: taken.has(seat),
    };
  });
}

/**
 * A substitute for `seat` (by the director): the seat gets a new code and no account; whoever
 * holds it now is disconnected (one seat, one live holder). Returns the new code.
 */
export async function substitute(db: Db, rooms: Rooms, tableId: number, seat: Seat): Promise<string> {
  const code = newInviteCode();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('seat_tokens')
      .set({ token_hash: tokenHash(code), user_id: null })
      .where('table_id', '=', tableId)
      .where('seat', '=', seat)
      .execute();
    await trx.deleteFrom('seat_invites').where('table_id', '=', tableId).where('seat', '=', seat).execute();
    await trx
      .insertInto('seat_invites')
      .values({ table_id: tableId, seat, code, created_at: new Date().toISOString(), substitute: 1 })
      .execute();
  });
  await rooms.seatTokenReplaced(tableId, seat, tokenHash(code));
  return formatInvite(code);
}
