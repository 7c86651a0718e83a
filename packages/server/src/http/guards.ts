/**
 * Who may do what, decided before a route touches anything that depends on a deal or a result:
 * the table terminal's token and the rows it may write, who may read a session, and per-key
 * attempt limits. Routes call these first; the rules themselves are in `domain/terminal.ts`.
 */
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context.js';
import type { ServerConfig } from '../config.js';
import { currentUser, hasRole, requireRole, requireUser, roleIn, tokenHash } from '../auth.js';
import { ApiFailure, forbidden } from './errors.js';
import { loadSession, type SessionRow } from '../domain/sessions.js';
import type { Movement } from '../domain/movement.js';
import { mayWrite, playingRound, tableNow, tokenScope } from '../domain/terminal.js';
import { rowStates } from '../domain/terminal-store.js';
import { rankingNotPublished, rankingWithheld } from '../domain/event-visibility.js';
import { boardsStillToPlay, dealsAtOnlineTables, dealsInPlayElsewhere } from '../domain/late-plays.js';
import { boardsDirectorPlays, directorPlaysBoard } from '../domain/player-accounts.js';
import {
  DEFAULT_TERMINAL_TOKEN_HOURS,
  terminalTokenRefusal,
  touchTerminalToken,
  type TokenRefusal,
} from '../domain/table-codes.js';

export interface Terminal {
  readonly sid: number;
  readonly table: number;
  readonly row: SessionRow;
  readonly mv: Movement;
  /**
   * Set when the token's table has moved on to a new round and this write is for it: the route calls it once the
   * write has succeeded, and the token goes on with the table (`tokenScope`, domain/terminal.ts).
   */
  readonly goOn?: () => Promise<void>;
}

/** The terminal token a request carries (`Authorization: Bearer …`), or null. */
export const bearerOf = (req: FastifyRequest): string | null =>
  /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(req.headers.authorization ?? '')?.[1] ?? null;

/**
 * The table and session of a terminal token that still works, or null: a token works for the configured hours after
 * joining and never after its session's correction period has ended (`domain/table-codes.ts`); a new code for the
 * table deletes its tokens. It acts for its table in its round only (`tokenScope`, domain/terminal.ts): `act` says
 * whether the request writes (and for which round, when it names one) or reads. A token issued
 * before rounds were noted (migration 0063) is bound to the round its table shows at this use.
 */
async function terminalTokenOf(
  ctx: Ctx,
  token: string,
  act: false | 'now' | number,
): Promise<
  | { sid: number; table: number; s: Awaited<ReturnType<typeof loadSession>>; goOn?: () => Promise<void> }
  | TokenRefusal
  | null
> {
  const hash = tokenHash(token);
  const t = await ctx.db
    .selectFrom('terminal_tokens')
    .innerJoin('session_tables', 'session_tables.id', 'terminal_tokens.table_id')
    .select([
      'session_tables.session_id',
      'session_tables.number',
      'terminal_tokens.created_at',
      'terminal_tokens.used_at',
      'terminal_tokens.round',
    ])
    .where('terminal_tokens.token_hash', '=', hash)
    .executeTakeFirst();
  if (!t) return null;
  const s = await loadSession(ctx, t.session_id);
  const expired = terminalTokenRefusal(
    t.created_at,
    s.row,
    ctx.config.terminalTokenHours ?? DEFAULT_TERMINAL_TOKEN_HOURS,
  );
  if (expired) return expired;
  const scope = await roundScope(ctx, hash, t, s.mv, act);
  if ('code' in scope) return scope;
  await touchTerminalToken(ctx, hash, t);
  return { sid: t.session_id, table: t.number, s, ...scope };
}

/**
 * Why token `hash` (of table `t.number`, acting for round `t.round`) may not do what the request needs now, or what
 * it may (with `goOn` when the write would take it on with its table).
 * `act`: the round a write is for (a row's round), `now` for one for the pairs seated now (their names); false for a
 * read. A token the table has moved on from goes on with it by writing for the round the table shows now
 * (`tokenScope`).
 */
async function roundScope(
  ctx: Ctx,
  hash: string,
  t: { session_id: number; number: number; round: number | null },
  mv: Movement,
  act: false | 'now' | number,
): Promise<TokenRefusal | { goOn?: () => Promise<void> }> {
  const now = tableNow(mv, t.number, await rowStates(ctx.db, t.session_id));
  const goOn = async () => {
    await ctx.db.updateTable('terminal_tokens').set({ round: now.shown }).where('token_hash', '=', hash).execute();
  };
  if (t.round === null) {
    await goOn();
    return {};
  }
  const scope = tokenScope(t.round, now, mv, t.number);
  // While the pairs of its round may still sit there it reads, and a write naming a round goes on to the row's own
  // checks (their reopened rows; another round's are refused there as for any terminal).
  if (scope === 'acts' || (scope === 'advances' && (act === false || (typeof act === 'number' && act !== now.shown))))
    return {};
  // Only a write that succeeds takes it on (the route calls `goOn` after it).
  if (scope === 'advances') return { goOn };
  return {
    status: 401,
    code: 'terminal-round-over',
    message:
      `table ${t.number} has moved on to round ${now.shown} since this terminal last scored there (round ` +
      `${t.round}): the pairs now at the table join again with its code`,
  };
}

/**
 * The table whose terminal token the request carries (401 without a valid one). `act`: what the request does for
 * the table: false (the default for GET) reads, `now` writes for the pairs seated now, a number writes a row of that
 * round (the default for other methods: the body's `round`). A token the table moved on from goes on with it only
 * by scoring its new round (domain/terminal.ts, `tokenScope`).
 */
export async function terminalOf(ctx: Ctx, req: FastifyRequest, act?: false | 'now'): Promise<Terminal> {
  const token = bearerOf(req);
  if (!token)
    throw new ApiFailure(
      401,
      'no-terminal-token',
      'join the table with its code first (Authorization: Bearer <token>)',
    );
  const round = (req.body as { round?: unknown } | undefined)?.round;
  const writes = act ?? (req.method === 'GET' ? false : Number.isInteger(round) ? (round as number) : 'now');
  const t = await terminalTokenOf(ctx, token, writes);
  if (!t) throw new ApiFailure(401, 'bad-terminal-token', 'this terminal token is not valid');
  if ('code' in t) throw new ApiFailure(t.status, t.code, t.message, undefined, t.law);
  return { sid: t.sid, table: t.table, ...t.s, ...(t.goOn ? { goOn: t.goOn } : {}) };
}

/**
 * The result row a terminal asks to enter or confirm, once it is certain the terminal may: its
 * own table's row of the round it plays now (not yet confirmed, for an entry), or a row the
 * director reopened. Nothing here reads a deal, so a refusal says nothing about the cards.
 */
export async function terminalRow(ctx: Ctx, term: Terminal, round: number, board: number, action: 'enter' | 'confirm') {
  const rows = await ctx.db
    .selectFrom('results')
    .selectAll()
    .where('session_id', '=', term.sid)
    .where('table_no', '=', term.table)
    .execute();
  const row = rows.find((r) => r.round === round && r.board === board);
  if (!row)
    throw new ApiFailure(
      404,
      'not-at-this-table',
      `board ${board} is not played at table ${term.table} in round ${round}`,
      'board',
    );
  const playing = playingRound(rows, term.table);
  const refusal = mayWrite(row, playing, action);
  if (refusal) throw new ApiFailure(refusal.status, refusal.code, refusal.message, refusal.field, refusal.law);
  return { row, playing };
}

/**
 * Route hooks that authenticate before the body is even read, for the routes that accept large
 * bodies: nobody but a director of the club can make the server receive and parse a PBN import.
 */
export const directorOfClubParam =
  (ctx: Ctx) =>
  async (req: FastifyRequest): Promise<void> => {
    const club = Number((req.params as { club?: string }).club);
    if (!Number.isInteger(club) || club <= 0 || club > 2_147_483_647)
      throw new ApiFailure(400, 'invalid-field', 'params.club: is not an id', 'params.club');
    await requireRole(ctx.db, req, club, 'director');
  };
export const loggedIn =
  (ctx: Ctx) =>
  async (req: FastifyRequest): Promise<void> => {
    await requireUser(ctx.db, req);
  };

/**
 * Whether the request may read a session: published results are public; before that, only the
 * club's members and directors, and the session's own table terminals.
 */
export async function maySeeSession(ctx: Ctx, req: FastifyRequest, row: SessionRow): Promise<boolean> {
  if (row.status !== 'running') return true;
  const u = await currentUser(ctx.db, req);
  if (u && hasRole(await roleIn(ctx.db, u.id, row.club_id), 'player')) return true;
  const token = bearerOf(req);
  if (!token) return false;
  const t = await terminalTokenOf(ctx, token, false);
  return t !== null && !('code' in t) && t.sid === row.id;
}

/** Whether the caller (by session cookie) directs club `clubId`. */
export async function directsClub(ctx: Ctx, req: FastifyRequest, clubId: number): Promise<boolean> {
  const u = await currentUser(ctx.db, req);
  return u !== null && hasRole(await roleIn(ctx.db, u.id, clubId), 'director');
}

/**
 * The deals and every table's results of a session (hand records, travellers, exports): anyone's
 * once its results are published; while it runs, only its club's directors' — a player would see
 * boards before playing them (Law 16). Likewise, after publication, a board still to be played late
 * (`board`: the one board read; none: every board, as in an export). A director who plays in the session
 * (their account linked to a register player of one of its pairs) reads none of the boards their pair has still
 * to play (403 `director-plays-board`), decided from the result rows, never from a deal.
 */
export async function requireHandsReader(
  ctx: Ctx,
  req: FastifyRequest,
  row: SessionRow,
  what: string,
  board?: number | null,
): Promise<void> {
  if (row.status === 'running' && !(await directsClub(ctx, req, row.club_id)))
    throw forbidden('not-published', `${what} are public once results are published`);
  // `board`: only that board's; null: the caller leaves the hidden boards out itself.
  if (board === null) return;
  await requireBoardsReader(ctx, req, row, what, board === undefined ? undefined : [board]);
}

/**
 * Refuses `what` about `boards` of session `row` (undefined: every board) that the caller may not read yet:
 * for readers who do not direct the session, a board still to be played late, or at any table while the terminals take
 * results after a provisional publication (403 `late-play-pending`, `boardsStillToPlay`); for a director who plays in
 * it, the boards their pair has still to play (403 `director-plays-board`).
 */
export async function requireBoardsReader(
  ctx: Ctx,
  req: FastifyRequest,
  row: SessionRow,
  what: string,
  boards?: readonly number[],
): Promise<void> {
  const hidden = await boardsHiddenFrom(ctx, req, row);
  const refused = boards === undefined ? hidden : new Set(boards.filter((b) => hidden.has(b)));
  if (refused.size === 0) return;
  if (await directsClub(ctx, req, row.club_id)) throw directorPlaysBoard(what, refused);
  const late = await boardsStillToPlay(ctx.db, row);
  if ([...refused].some((b) => late.has(b)))
    throw forbidden('late-play-pending', `${what} are public once the board has been played at every table (Law 16)`);
  throw dealInPlay(what, refused);
}

/**
 * The refusal of `what` about `boards` whose deal another running session or online table still plays
 * (403 `deal-in-play`).
 */
export function dealInPlay(what: string, boards: ReadonlySet<number>): ApiFailure {
  const list = [...boards].sort((a, b) => a - b);
  return new ApiFailure(
    403,
    'deal-in-play',
    `${what}: ${list.length === 1 ? `board ${list[0]} is` : `boards ${list.join(', ')} are`} dealt alike in another ` +
      'session or at another table still to play it; shown once it has been played there',
    undefined,
    '16',
    { boards: list.join(', ') },
  );
}

/**
 * Of `row`'s boards, those whose deal another running session still has to play and that the caller (`userId`, a
 * director of `row`'s club when `directsRow`) may not read: everybody's but a director's of either club who does not
 * play the board there (the club's seed or file is theirs anyway, and the director of `row` handles its rulings).
 * Likewise a deal a stand-alone online table still has to play (a director dealing the club's seed at a table of
 * their own: only the club's directors are dealt its boards there): everybody's but a director's of `row`'s club
 * who does not sit at that table.
 */
export async function boardsInPlayElsewhereFor(
  ctx: Ctx,
  userId: number | null,
  row: SessionRow,
  directsRow = false,
): Promise<Set<number>> {
  const out = new Set<number>();
  const atTables = await dealsAtOnlineTables(ctx.db, row.id, userId);
  if (atTables.boards.size > 0) {
    const directs = userId !== null && (directsRow || hasRole(await roleIn(ctx.db, userId, row.club_id), 'director'));
    for (const b of atTables.boards) if (!directs || atTables.sits.has(b)) out.add(b);
  }
  const elsewhere = await dealsInPlayElsewhere(ctx.db, row.id);
  if (elsewhere.length === 0) return out;
  const reads = new Map<number, Set<number> | null>();
  for (const e of elsewhere) {
    if (!reads.has(e.session)) {
      const directs = userId !== null && (directsRow || hasRole(await roleIn(ctx.db, userId, e.clubId), 'director'));
      reads.set(
        e.session,
        directs && userId !== null
          ? await boardsDirectorPlays(ctx, userId, (await loadSession(ctx, e.session)).row)
          : null,
      );
    }
    const plays = reads.get(e.session);
    if (plays === null || plays === undefined || plays.has(e.otherBoard)) out.add(e.board);
  }
  return out;
}

/**
 * The boards of a session whose deals and results the caller may not see yet. For a reader who does not direct
 * it: those still to be played late, or at any table of a session published provisionally (`boardsStillToPlay`,
 * domain/late-plays.ts). For a director: none, unless they
 * play in the session, then the boards their pair has still to play (domain/player-accounts.ts). For everybody, the
 * boards dealt alike in another running session that still plays them (`boardsInPlayElsewhereFor`).
 */
export async function boardsHiddenFrom(ctx: Ctx, req: FastifyRequest, row: SessionRow): Promise<Set<number>> {
  const u = await currentUser(ctx.db, req);
  const director = u !== null && hasRole(await roleIn(ctx.db, u.id, row.club_id), 'director');
  const own = director ? await boardsDirectorPlays(ctx, u.id, row) : await boardsStillToPlay(ctx.db, row);
  // A director of this session's club handles its boards: only those they play elsewhere are taken from them.
  for (const b of await boardsInPlayElsewhereFor(ctx, u?.id ?? null, row, director)) own.add(b);
  return own;
}

/**
 * A session's ranking while it runs. It is computed from every table's results, including boards
 * other tables still have to play, so by default only the club's directors read it until the
 * results are published; the director may show the running score to the members and the tables
 * (`sessions.live_ranking`, as a club sets its Bridgemates). A teams event's pair ranking stays the
 * directors' (its teams rank in the standings, domain/event-visibility.ts). A director who plays in the session reads
 * it as a member does until their pair has played every board (403 `director-plays-board` while it is withheld).
 */
export async function requireRankingReader(ctx: Ctx, req: FastifyRequest, row: SessionRow): Promise<void> {
  if (row.status !== 'running') return;
  if (await directsClub(ctx, req, row.club_id)) {
    // A director who plays reads it as the members do while their pair has boards to play: it sums results of
    // those boards from the other tables (Law 16), as their travellers do.
    const plays = await boardsHiddenFrom(ctx, req, row);
    if (plays.size === 0) return;
    if (rankingWithheld(row)) throw directorPlaysBoard('the running ranking', plays);
  }
  const ev = await ctx.db.selectFrom('events').select('kind').where('id', '=', row.event_id).executeTakeFirst();
  if (ev?.kind === 'teams')
    throw forbidden(
      'teams-standings',
      `the teams of this event are ranked in its standings (/api/events/${row.event_id}/standings)`,
    );
  if (rankingWithheld(row)) throw rankingNotPublished();
}

export async function requireSessionReader(ctx: Ctx, req: FastifyRequest, row: SessionRow): Promise<void> {
  if (!(await maySeeSession(ctx, req, row)))
    throw forbidden(
      'not-published',
      'this session is visible to its club until its results are published; log in as a member',
    );
}

/** A client address as limits count it: the address, or for IPv6 its /64 (the first four groups, `::` expanded). */
export function addressKeyOf(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip;
  const [head, tail] = ip.split('::');
  const h = head ? head.split(':') : [];
  const t = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? h : [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return groups.slice(0, 4).join(':');
}

/**
 * Fixed-window attempt counters per key (an address, an account): `hit` counts one attempt and
 * says whether it is within `max` per `windowMs`. Bounded: the oldest keys go first.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { start: number; n: number }>();
  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  hit(key: string, at = Date.now()): boolean {
    let w = this.windows.get(key);
    if (!w || at - w.start >= this.windowMs) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
      w = { start: at, n: 0 };
      this.windows.set(key, w);
    }
    w.n++;
    return w.n <= this.max;
  }

  /** Takes back one attempt (it turned out to be legitimate). */
  refund(key: string): void {
    const w = this.windows.get(key);
    if (w && w.n > 0) w.n--;
  }

  /** Attempts counted in `key`'s current window. */
  count(key: string, at = Date.now()): number {
    const w = this.windows.get(key);
    return w && at - w.start < this.windowMs ? w.n : 0;
  }

  /** Seconds until `key`'s window resets. */
  retryAfter(key: string, at = Date.now()): number {
    const w = this.windows.get(key);
    return w ? Math.max(1, Math.ceil((w.start + this.windowMs - at) / 1000)) : 1;
  }
}

export const rateLimited = (what: string, seconds: number): ApiFailure =>
  new ApiFailure(429, 'rate-limited', `too many ${what}; try again in ${seconds} s`);

/**
 * Login limits (checked before any password is hashed): logins per account from one client address
 * and per client address (IPv6 per /64 both), so neither one account's password nor the hashing
 * capacity can be worn down from one place (new accounts per address: ./address-limits.ts). The
 * account's count is kept per address: wrong passwords from elsewhere never lock its owner out.
 * Every attempt counts when it arrives (a burst cannot slip through); a successful login is taken
 * back, so a club's players behind one router are not held up by each other.
 */
export function accountLimits(config: ServerConfig): {
  login: (req: FastifyRequest) => Promise<void>;
  loggedIn: (req: FastifyRequest) => void;
} {
  const perAccount = new AttemptLimiter(config.loginPerMinute ?? 10, 60_000);
  const perAddress = new AttemptLimiter(config.loginPerMinutePerAddress ?? 30, 60_000);
  const emailOf = (req: FastifyRequest) => {
    const e = (req.body as { email?: unknown } | null | undefined)?.email;
    return typeof e === 'string' ? e.trim().toLowerCase().slice(0, 200) : '';
  };
  return {
    async login(req) {
      const email = emailOf(req);
      const here = addressKeyOf(req.ip);
      const key = `${email} ${here}`;
      const fromHere = perAddress.hit(here);
      const forAccount = email === '' || perAccount.hit(key);
      if (!fromHere) throw rateLimited('login attempts from this address', perAddress.retryAfter(here));
      if (!forAccount)
        throw rateLimited('login attempts for this account from this address', perAccount.retryAfter(key));
    },
    loggedIn(req) {
      const here = addressKeyOf(req.ip);
      perAddress.refund(here);
      perAccount.refund(`${emailOf(req)} ${here}`);
    },
  };
}
