/**
 * Register players linked to accounts (migration 0050) and what follows from it: a director whose account is a
 * player of a session ("spillende leder", common in small clubs) reads none of the boards their pair has still to
 * play (Law 16), while directing every other board. The director links a register entry to an account that is a
 * member of the club; each link and unlink is kept with who made it. A link cannot be taken off (or moved to another
 * account) while the player plays a running session, so a playing director cannot unlink themselves to read the hands.
 */
import { type Ctx, now } from '../context.js';
import { type Db, isUniqueViolation } from '../db/index.js';
import type { Player, PlayerLink } from '../api/types.js';
import { jsonColumn, movementColumn, storedPairPlayers } from '../db/json-column.js';
import { ApiFailure, conflict, notFound } from '../http/errors.js';
import type { SessionRow } from './sessions.js';

/** The stable code of every refusal of a board to the director who still has to play it. */
export const DIRECTOR_PLAYS_BOARD = 'director-plays-board';

/**
 * The refusal of `what` (hand records, travellers, exports, results…) to a director whose pair has still to play
 * `boards` in this session. It names the boards only, never anything about their cards.
 */
export function directorPlaysBoard(what: string, boards: ReadonlySet<number>): ApiFailure {
  const list = [...boards].sort((a, b) => a - b);
  const which = list.length === 1 ? `board ${list[0]}` : `boards ${list.join(', ')}`;
  return new ApiFailure(
    403,
    DIRECTOR_PLAYS_BOARD,
    `${what}: you play in this session and your pair has still to play ${which}; ` +
      'another director handles it until your pair has played it',
    undefined,
    '16',
  );
}

/** The register entries (ids) of club `clubId` linked to account `userId`: none, or one. */
async function linkedPlayerIds(db: Db, clubId: number, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('players')
    .select('id')
    .where('club_id', '=', clubId)
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The pair numbers of session `sid` with a player among `playerIds` (pairs named by register entries). */
async function pairsWith(db: Db, sid: number, playerIds: ReadonlySet<number>): Promise<Set<number>> {
  const pairs = await db
    .selectFrom('pairs')
    .select(['number', 'players'])
    .where('session_id', '=', sid)
    .where('players', 'is not', null)
    .execute();
  const out = new Set<number>();
  for (const p of pairs) {
    const players = storedPairPlayers(p.players, {
      table: 'pairs',
      column: 'players',
      id: `session ${sid} pair ${p.number}`,
    });
    if (players?.some((x) => x.playerId !== null && playerIds.has(x.playerId))) out.add(p.number);
  }
  return out;
}

/**
 * The pair numbers of session `row` played by a register entry among `playerIds` as an entrant of the session's event
 * (`event_entry_players`, migration 0052; the entrants of teams and individual events are names): a team's two pairs
 * (team t's pairs are 2t−1 and 2t, domain/teams.ts), a pairs event's pair (entrant n is pair n), and an individual's
 * partnerships (its seats in the movement's guide, domain/individual.ts).
 */
async function eventPairsWith(db: Db, row: SessionRow, playerIds: ReadonlySet<number>): Promise<Set<number>> {
  const out = new Set<number>();
  const entrants = await db
    .selectFrom('event_entry_players')
    .select('entrant')
    .where('event_id', '=', row.event_id)
    .where('player_id', 'in', [...playerIds])
    .execute();
  if (entrants.length === 0) return out;
  const ev = await db.selectFrom('events').select('kind').where('id', '=', row.event_id).executeTakeFirst();
  const guide =
    ev?.kind === 'individual'
      ? jsonColumn(movementColumn, row.movement, { table: 'sessions', column: 'movement', id: row.id }).guide
      : [];
  for (const { entrant } of entrants) {
    if (ev?.kind === 'teams') {
      out.add(2 * entrant - 1);
      out.add(2 * entrant);
    } else if (ev?.kind === 'pairs') out.add(entrant);
    else
      for (const g of guide) {
        const k = g.seats?.indexOf(entrant) ?? -1;
        const pair = k < 0 ? null : k % 2 === 0 ? g.ns : g.ew;
        if (pair !== null) out.add(pair);
      }
  }
  return out;
}

/**
 * The boards of session `row` that account `userId` may not read as director because their pair has still to play
 * them: while the session runs or takes results after a provisional publication, every board with a row of their
 * pair neither played nor given an adjusted score; after a final publication, such a row reopened for a late
 * play. Empty when the account is no register player of the session. The rule reads the result rows' status only,
 * never a deal.
 */
export async function boardsDirectorPlays(ctx: Ctx, userId: number, row: SessionRow): Promise<Set<number>> {
  const ids = await linkedPlayerIds(ctx.db, row.club_id, userId);
  const pairs = ids.size > 0 ? await pairsWith(ctx.db, row.id, ids) : new Set<number>();
  if (ids.size > 0) for (const p of await eventPairsWith(ctx.db, row, ids)) pairs.add(p);
  // A pair that named this account before its players were changed at the table stays theirs.
  for (const r of await ctx.db
    .selectFrom('session_pair_accounts')
    .select('pair')
    .where('session_id', '=', row.id)
    .where('user_id', '=', userId)
    .execute())
    pairs.add(r.pair);
  for (const p of await onlinePairsSatIn(ctx.db, row.id, userId)) pairs.add(p);
  if (pairs.size === 0) return new Set();
  const list = [...pairs];
  let q = ctx.db
    .selectFrom('results')
    .select('board')
    .where('session_id', '=', row.id)
    .where('status', '=', 'to-play')
    .where('adjustment', 'is', null)
    .where((eb) => eb.or([eb('ns', 'in', list), eb('ew', 'in', list)]));
  // A final publication closes the terminals: only a late play is still played. A provisional one (or a final one
  // reopened) lets them go on, so every board the pair has still to play stays hidden, as from the public.
  if (row.status !== 'running' && row.published_final) q = q.where('reopened', '=', 1);
  return new Set((await q.execute()).map((r) => r.board));
}

/**
 * The pairs of session `sid` whose seat account `userId` took at one of its online tables (joined logged in, by a
 * seat link or a player's code, or claimed: `online_table_sitters`, migration 0058): an entrant named without member
 * numbers, or a director sitting in for a player, is known to play by the seat, not by the register.
 */
async function onlinePairsSatIn(db: Db, sid: number, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('online_table_sitters as ts')
    .innerJoin('online_session_tables as ost', 'ost.online_table_id', 'ts.table_id')
    .innerJoin('results as r', (j) =>
      j
        .onRef('r.session_id', '=', 'ost.session_id')
        .onRef('r.round', '=', 'ost.round')
        .onRef('r.table_no', '=', 'ost.table_no'),
    )
    .select(['ts.seat', 'r.ns', 'r.ew'])
    .where('ost.session_id', '=', sid)
    .where('ts.user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => (r.seat === 'N' || r.seat === 'S' ? r.ns : r.ew)));
}

/**
 * Whether register entry `playerId` is a player of a running session of club `clubId`: named in one of its pairs,
 * or an entrant of its event (migration 0052).
 */
async function playsRunningSession(db: Db, clubId: number, playerId: number): Promise<boolean> {
  const entrant = await db
    .selectFrom('event_entry_players as e')
    .innerJoin('sessions', 'sessions.event_id', 'e.event_id')
    .select('e.entrant')
    .where('e.player_id', '=', playerId)
    .where('sessions.club_id', '=', clubId)
    .where('sessions.status', '=', 'running')
    .executeTakeFirst();
  if (entrant) return true;
  const rows = await db
    .selectFrom('pairs')
    .innerJoin('sessions', 'sessions.id', 'pairs.session_id')
    .select(['pairs.session_id', 'pairs.number', 'pairs.players'])
    .where('sessions.club_id', '=', clubId)
    .where('sessions.status', '=', 'running')
    .where('pairs.players', 'is not', null)
    .execute();
  return rows.some((p) =>
    storedPairPlayers(p.players, {
      table: 'pairs',
      column: 'players',
      id: `session ${p.session_id} pair ${p.number}`,
    })?.some((x) => x.playerId === playerId),
  );
}

/**
 * Links register entry `playerId` of club `clubId` to account `userId` (a member of the club), or unlinks it
 * (`userId` null), for director `byUser`; recorded in `player_account_links`. Refused: an entry of another club
 * (404), an account that is not the club's (400 `account-not-member`), an account already linked to another entry
 * of the club (409 `account-linked`), and a change that takes the link off an entry playing a running session (409
 * `player-in-running-session`).
 */
export async function linkPlayerAccount(
  ctx: Ctx,
  clubId: number,
  playerId: number,
  userId: number | null,
  byUser: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const p = await trx
      .selectFrom('players')
      .select(['id', 'user_id', 'name'])
      .where('id', '=', playerId)
      .where('club_id', '=', clubId)
      .executeTakeFirst();
    if (!p) throw notFound(`player ${playerId} of club ${clubId}`);
    if (p.user_id === userId) return;
    if (userId !== null) {
      const member = await trx
        .selectFrom('members')
        .select('user_id')
        .where('club_id', '=', clubId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!member)
        throw new ApiFailure(
          400,
          'account-not-member',
          `userId: account ${userId} is not a member of this club`,
          'userId',
        );
      const other = await trx
        .selectFrom('players')
        .select(['id', 'name'])
        .where('club_id', '=', clubId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (other)
        throw conflict(
          'account-linked',
          `userId: account ${userId} is already ${other.name} (player ${other.id}) in the register`,
          'userId',
        );
    }
    if (p.user_id !== null && (await playsRunningSession(trx, clubId, playerId)))
      throw conflict(
        'player-in-running-session',
        `${p.name} plays in a running session; their account link changes once it is published`,
        'userId',
        '16',
      );
    try {
      await trx.updateTable('players').set({ user_id: userId }).where('id', '=', playerId).execute();
    } catch (e) {
      // Another director linked this account to another entry a moment ago (the unique key decides the race).
      if (userId !== null && isUniqueViolation(e))
        throw conflict(
          'account-linked',
          `userId: account ${userId} was linked to another entry of the register a moment ago`,
          'userId',
        );
      throw e;
    }
    await trx
      .insertInto('player_account_links')
      .values({ club_id: clubId, player_id: playerId, user_id: userId, by_user: byUser, at: now() })
      .execute();
  });
}

/**
 * After account `userId` was linked to a register entry of club `clubId`: the director views it holds open on the
 * online tables of the club's running sessions that now play a board its pair has still to play are closed
 * (403 `director-plays-board`, on every node), as a new view of them is refused. Before, a view opened before the
 * link kept receiving the table.
 */
export async function closeDirectorViews(ctx: Ctx, clubId: number, userId: number): Promise<void> {
  const rows = await ctx.db
    .selectFrom('online_session_tables as o')
    .innerJoin('sessions', 'sessions.id', 'o.session_id')
    .innerJoin('online_tables as t', 't.id', 'o.online_table_id')
    .select('o.online_table_id')
    .where('sessions.club_id', '=', clubId)
    .where('sessions.status', '=', 'running')
    .where('t.owner_id', '=', userId)
    .execute();
  const tables = rows.map((r) => r.online_table_id);
  for (const id of await onlineTablesDirectorPlays(ctx, userId, tables)) {
    const why = directorPlaysBoard(`online table ${id}`, await onlineTableBoardsDirectorPlays(ctx, id, userId));
    await ctx.rooms.directorRefused(id, why.code, why.message);
  }
}

/** Every link and unlink of register entry `playerId` of club `clubId`, oldest first, with who made it. */
export async function playerLinkHistory(ctx: Ctx, clubId: number, playerId: number): Promise<PlayerLink[]> {
  const rows = await ctx.db
    .selectFrom('player_account_links as l')
    .leftJoin('users as a', 'a.id', 'l.user_id')
    .innerJoin('users as b', 'b.id', 'l.by_user')
    .select(['l.user_id', 'a.name as account', 'l.by_user', 'b.name as by', 'l.at'])
    .where('l.club_id', '=', clubId)
    .where('l.player_id', '=', playerId)
    .orderBy('l.id')
    .execute();
  return rows.map(
    (r): PlayerLink => ({
      userId: r.user_id,
      account: r.account ?? null,
      byUserId: r.by_user,
      by: r.by,
      at: r.at,
    }),
  );
}

/** A register row with its linked account's name (null when unlinked), as the API sends it. */
export type LinkedPlayerRow = {
  id: number;
  name: string;
  member_no: string | null;
  home_club: string | null;
  user_id: number | null;
  account: string | null;
};

/** Club `clubId`'s register with each entry's linked account, by name. */
export async function listLinkedPlayers(ctx: Ctx, clubId: number): Promise<Player[]> {
  const rows = await ctx.db
    .selectFrom('players')
    .leftJoin('users', 'users.id', 'players.user_id')
    .select([
      'players.id',
      'players.name',
      'players.member_no',
      'players.home_club',
      'players.user_id',
      'users.name as account',
    ])
    .where('players.club_id', '=', clubId)
    .orderBy('players.name')
    .orderBy('players.id')
    .execute();
  return rows.map(linkedPlayerDto);
}

/** The API's Player of a register row read with its account. */
export const linkedPlayerDto = (r: LinkedPlayerRow): Player => ({
  id: r.id,
  name: r.name,
  memberNo: r.member_no,
  homeClub: r.home_club,
  account: r.user_id === null ? null : { userId: r.user_id, name: r.account ?? '' },
});

/**
 * For an online table of a club session (online/session.ts): the boards it plays that account `userId` may not
 * read as director because their pair has still to play them (empty for any other table).
 */
export async function onlineTableBoardsDirectorPlays(ctx: Ctx, tableId: number, userId: number): Promise<Set<number>> {
  const at = await ctx.db
    .selectFrom('online_session_tables')
    .select(['session_id', 'round', 'table_no'])
    .where('online_table_id', '=', tableId)
    .executeTakeFirst();
  if (!at) return new Set();
  const row = await ctx.db.selectFrom('sessions').selectAll().where('id', '=', at.session_id).executeTakeFirst();
  if (!row) return new Set();
  const hidden = await boardsDirectorPlays(ctx, userId, row);
  if (hidden.size === 0) return hidden;
  const boards = await ctx.db
    .selectFrom('results')
    .select('board')
    .where('session_id', '=', at.session_id)
    .where('round', '=', at.round)
    .where('table_no', '=', at.table_no)
    .execute();
  return new Set(boards.map((b) => b.board).filter((b) => hidden.has(b)));
}

/**
 * Before pair `pair` of session `sid` (club `clubId`) gets other players at the table: remembers the accounts its
 * register players are linked to, so renaming the pair does not give a playing director its boards.
 */
export async function rememberPairAccounts(ctx: Ctx, sid: number, clubId: number, pair: number): Promise<void> {
  const p = await ctx.db
    .selectFrom('pairs')
    .select('players')
    .where('session_id', '=', sid)
    .where('number', '=', pair)
    .executeTakeFirst();
  const ids = (
    storedPairPlayers(p?.players ?? null, { table: 'pairs', column: 'players', id: `session ${sid} pair ${pair}` }) ??
    []
  ).flatMap((x) => (x.playerId === null ? [] : [x.playerId]));
  for (const u of await accountsOfPlayers(ctx, clubId, ids))
    await ctx.db
      .insertInto('session_pair_accounts')
      .values({ session_id: sid, pair, user_id: u })
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** The accounts register entries `playerIds` of club `clubId` are linked to (none for entries of no account). */
export async function accountsOfPlayers(ctx: Ctx, clubId: number, playerIds: readonly number[]): Promise<number[]> {
  if (playerIds.length === 0) return [];
  const users = await ctx.db
    .selectFrom('players')
    .select('user_id')
    .where('club_id', '=', clubId)
    .where('id', 'in', playerIds)
    .where('user_id', 'is not', null)
    .execute();
  return [...new Set(users.map((u) => u.user_id!))];
}

/**
 * Of the online tables `tableIds` (a director's overview), those of club sessions playing a board that account
 * `userId`'s pair has still to play: not theirs to direct (Law 16). One look-up per session, not per table.
 */
export async function onlineTablesDirectorPlays(
  ctx: Ctx,
  userId: number,
  tableIds: readonly number[],
): Promise<Set<number>> {
  const out = new Set<number>();
  if (tableIds.length === 0) return out;
  // Most directors are linked to no register entry and named by no renamed pair: nothing more to read.
  const linked = await ctx.db.selectFrom('players').select('id').where('user_id', '=', userId).executeTakeFirst();
  const named = await ctx.db
    .selectFrom('session_pair_accounts')
    .select('pair')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!linked && !named) return out;
  const at = await ctx.db
    .selectFrom('online_session_tables')
    .select(['online_table_id', 'session_id', 'round', 'table_no'])
    .where('online_table_id', 'in', [...tableIds])
    .execute();
  for (const sid of new Set(at.map((a) => a.session_id))) {
    const row = await ctx.db.selectFrom('sessions').selectAll().where('id', '=', sid).executeTakeFirst();
    if (!row) continue;
    const hidden = await boardsDirectorPlays(ctx, userId, row);
    if (hidden.size === 0) continue;
    const rows = await ctx.db
      .selectFrom('results')
      .select(['round', 'table_no'])
      .where('session_id', '=', sid)
      .where('board', 'in', [...hidden])
      .execute();
    const slots = new Set(rows.map((r) => `${r.round}/${r.table_no}`));
    for (const a of at) if (a.session_id === sid && slots.has(`${a.round}/${a.table_no}`)) out.add(a.online_table_id);
  }
  return out;
}
