/**
 * Table codes and terminal tokens (the Bridgemate role's credentials). A table code is what the
 * players type on the phone at the table: 10 characters from the seat codes' alphabet without
 * look-alikes (≈ 49 bits, shown as `K7M2Q-X9P4R`); codes of 6 characters made before (≈ 30 bits)
 * still work for the sessions that have them. A terminal token, issued for a code, works for a
 * limited time and only while the session can still change: never after its correction period
 * (Law 79C) has ended, nor after the director has given the table a new code.
 */
import { INVITE_ALPHABET, INVITE_LENGTH, newInviteCode } from '../online/invites.js';
import type { SessionRow } from './sessions.js';
import { type Ctx, now } from '../context.js';
import { newToken, tokenHash } from '../auth.js';

/** Characters of a table code made now (a seat code's length; a literal, as invites.ts imports this module). */
export const TABLE_CODE_LENGTH = 10;
/** The alphabet and length of the codes made before session 5 (accepted for the sessions that have them). */
const LEGACY = { alphabet: 'ABCDEFGHJKMNPQRSTUVWXYZ23456789', length: 6 };

/** A new table code (10 characters, stored without the dash). */
export const newTableCode = (): string => newInviteCode();

/**
 * A code as typed (any case, spaces or dashes anywhere) in its stored spelling, or null when it
 * cannot be a table code of either kind (the look-up is then not even made).
 */
export function normalizeTableCode(input: string): string | null {
  const s = input.toUpperCase().replace(/[\s-]/g, '');
  const fits = (alphabet: string, length: number) => s.length === length && [...s].every((c) => alphabet.includes(c));
  return fits(INVITE_ALPHABET, INVITE_LENGTH) || fits(LEGACY.alphabet, LEGACY.length) ? s : null;
}

/** Why a typed code is refused before any look-up. */
export const TABLE_CODE_HINT = `is not a table code (${TABLE_CODE_LENGTH} letters and digits, e.g. K7M2Q-X9P4R)`;

/** How long a terminal token works by default (a long evening, or a day of a weekend event). */
export const DEFAULT_TERMINAL_TOKEN_HOURS = 24;

/** Why a terminal token no longer works: the HTTP status, a stable code, and a message for the person at the table. */
export interface TokenRefusal {
  readonly status: 401 | 409;
  readonly code: 'terminal-token-expired' | 'correction-period-closed' | 'terminal-round-over';
  readonly message: string;
  readonly law?: string;
}

/**
 * Whether a terminal token issued at `createdAt` still works for `row`'s session at `at` (pure):
 * not once `lifetimeHours` have passed since it was issued, nor once the session's correction
 * period has ended (nothing can change any more, and everything is public).
 */
export function terminalTokenRefusal(
  createdAt: string,
  row: Pick<SessionRow, 'correction_ends_at'>,
  lifetimeHours: number,
  at = new Date(),
): TokenRefusal | null {
  if (row.correction_ends_at !== null && at.toISOString() >= row.correction_ends_at)
    return {
      status: 409,
      code: 'correction-period-closed',
      message: 'the correction period has ended; the table terminal is closed',
      law: '79C',
    };
  const issued = Date.parse(createdAt);
  if (!Number.isFinite(issued) || at.getTime() >= issued + lifetimeHours * 3_600_000)
    return {
      status: 401,
      code: 'terminal-token-expired',
      message: `this terminal joined more than ${lifetimeHours} hours ago; join the table with its code again`,
    };
  return null;
}

/**
 * Tokens one table keeps at most (phones joined with its code). A join beyond that drops the table's longest
 * idle token, and only one idle for `TERMINAL_IDLE_MINUTES`: the phone the table plays on is never knocked off
 * by someone who has the code and joins over and over; the join is refused instead (409 `table-terminals-full`),
 * and the director's answer is a new code for the table.
 */
export const MAX_TOKENS_PER_TABLE = 8;
/** Minutes a terminal token must have gone unused before a join to a full table may drop it (a round is shorter). */
export const TERMINAL_IDLE_MINUTES = 60;
/** How often (ms) a token's last use is written: once a minute at most, not on every request. */
const USE_GRAIN_MS = 60_000;

/** Why a join to a table is refused: every one of its terminals has been used recently. */
export class TableTerminalsFull extends Error {
  readonly code = 'table-terminals-full';
  constructor() {
    super(
      `this table already has ${MAX_TOKENS_PER_TABLE} terminals in use; ` +
        'use one of them ("Change table" frees it), or ask the director for a new table code',
    );
  }
}

/** When a token counts as last used: its last use written, else when it was issued. */
const lastUse = (t: { created_at: string; used_at: string | null }) => t.used_at ?? t.created_at;

/**
 * Issues a terminal token for session table `tableId` in `round`, the round the table shows now (it acts for the
 * table in that round only: `tokenScope`, domain/terminal.ts; only its hash is stored). A full table drops its longest
 * idle token; when none has been idle for `TERMINAL_IDLE_MINUTES`, throws `TableTerminalsFull` and issues nothing.
 */
export async function issueTerminalToken(
  ctx: Ctx,
  tableId: number,
  round: number,
  at = new Date(now()),
): Promise<string> {
  const token = newToken();
  await ctx.db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('terminal_tokens')
      .select(['token_hash', 'created_at', 'used_at'])
      .where('table_id', '=', tableId)
      .execute();
    const idleBefore = new Date(at.getTime() - TERMINAL_IDLE_MINUTES * 60_000).toISOString();
    const byUse = [...held].sort(
      (a, b) => lastUse(a).localeCompare(lastUse(b)) || a.token_hash.localeCompare(b.token_hash),
    );
    const drop = byUse.slice(0, Math.max(0, held.length - MAX_TOKENS_PER_TABLE + 1));
    if (drop.some((t) => lastUse(t) >= idleBefore)) throw new TableTerminalsFull();
    if (drop.length > 0)
      await trx
        .deleteFrom('terminal_tokens')
        .where(
          'token_hash',
          'in',
          drop.map((o) => o.token_hash),
        )
        .execute();
    await trx
      .insertInto('terminal_tokens')
      .values({ token_hash: tokenHash(token), table_id: tableId, created_at: at.toISOString(), round })
      .execute();
  });
  return token;
}

/**
 * Notes that the token with hash `hash` (last used at `used`, issued at `created`) is in use now: written at most
 * once a minute, so a phone that polls does not write on every request.
 */
export async function touchTerminalToken(
  ctx: Ctx,
  hash: string,
  t: { created_at: string; used_at: string | null },
  at = new Date(),
): Promise<void> {
  if (at.getTime() - Date.parse(lastUse(t)) < USE_GRAIN_MS) return;
  await ctx.db
    .updateTable('terminal_tokens')
    .set({ used_at: at.toISOString() })
    .where('token_hash', '=', hash)
    .execute();
}

/** Ends terminal token `token` (the phone's "Change table"): it no longer works, whoever kept a copy. */
export async function revokeTerminalToken(ctx: Ctx, token: string): Promise<void> {
  await ctx.db.deleteFrom('terminal_tokens').where('token_hash', '=', tokenHash(token)).execute();
}

/**
 * Gives table `table` of session `sid` a new code (the director's answer to a code that got out):
 * the old code stops working and so does every terminal that joined with it. Null if there is no such table.
 */
export async function reissueTableCode(ctx: Ctx, sid: number, table: number): Promise<string | null> {
  const code = newTableCode();
  return ctx.db.transaction().execute(async (trx) => {
    const t = await trx
      .selectFrom('session_tables')
      .select('id')
      .where('session_id', '=', sid)
      .where('number', '=', table)
      .executeTakeFirst();
    if (!t) return null;
    await trx.updateTable('session_tables').set({ code }).where('id', '=', t.id).execute();
    await trx.deleteFrom('terminal_tokens').where('table_id', '=', t.id).execute();
    return code;
  });
}
