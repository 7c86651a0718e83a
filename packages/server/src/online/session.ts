/**
 * An online pairs session (issue 18): a club session — the same event model, movement, boards,
 * results rows, travellers and ranking — played at online tables. Each round's table of the
 * movement gets an online table with that round's boards and the session's deals (boards follow
 * each other at the table); each player of each pair gets a code that finds their table and
 * seat in whichever round they are playing (pairs move by the movement); each board that ends
 * at an online table is written to the session's result row for that round, table and board,
 * so the travellers and the ranking are the club session's own.
 */
import { printCard, printContract, sideOf, type Edition, type Seat } from '@stikk/core';
import { type Ctx, now } from '../context.js';
import { boardsColumn, jsonColumn } from '../db/json-column.js';
import { conflict } from '../http/errors.js';
import { dealOf, loadSession } from '../domain/sessions.js';
import { isSitOut } from '../domain/movement.js';
import { formatInvite, newInviteCode } from './invites.js';
import type { Room } from './room.js';
import type { IrregularityMode } from './irregularities.js';
import type { OnlineSessionInfo } from '../api/types.js';

/**
 * Creates the online tables and player codes of session `sid` (directed by `userId`); its tables
 * refuse irregular acts unless `irregularities` is `allow` (online/irregularities.ts) and play the Laws of
 * `edition`.
 */
export async function startOnlineSession(
  ctx: Ctx,
  sid: number,
  userId: number,
  irregularities: IrregularityMode = 'prevent',
  edition: Edition = '2017',
): Promise<OnlineSessionInfo> {
  const { row, mv } = await loadSession(ctx, sid);
  if (row.status !== 'running') throw conflict('session-not-running', `session ${sid} is not running`);
  const exists = await ctx.db
    .selectFrom('online_session_tables')
    .select('online_table_id')
    .where('session_id', '=', sid)
    .executeTakeFirst();
  if (exists) throw conflict('already-online', `session ${sid} is already played online`);
  const boards = await ctx.db.selectFrom('boards').select(['number', 'deal']).where('session_id', '=', sid).execute();
  const deals = new Map(boards.map((b) => [b.number, dealOf(b.deal)]));
  for (const g of mv.guide) {
    if (isSitOut(g)) continue;
    const t = await ctx.rooms.create(
      userId,
      // The round and table are `online_session_tables`' own columns, worded by the reader's language.
      { boards: g.boards, name: row.name, kibitzers: false, irregularities, edition },
      new Map(g.boards.map((b) => [b, deals.get(b)!])),
    );
    await ctx.db
      .insertInto('online_session_tables')
      .values({ online_table_id: t.id, session_id: sid, round: g.round, table_no: g.table })
      .execute();
  }
  for (let pair = 1; pair <= mv.pairs; pair++)
    for (const member of [0, 1])
      await ctx.db
        .insertInto('online_session_players')
        .values({ code: newInviteCode(), session_id: sid, pair, member })
        .execute();
  return onlineSessionInfo(ctx, sid);
}

/** The session's online tables and player codes (for its director). */
export async function onlineSessionInfo(ctx: Ctx, sid: number): Promise<OnlineSessionInfo> {
  const { mv } = await loadSession(ctx, sid);
  const [tables, players] = await Promise.all([
    ctx.db.selectFrom('online_session_tables').selectAll().where('session_id', '=', sid).execute(),
    ctx.db.selectFrom('online_session_players').selectAll().where('session_id', '=', sid).execute(),
  ]);
  return {
    sessionId: sid,
    tables: tables
      .map((t) => {
        const g = mv.guide.find((x) => x.round === t.round && x.table === t.table_no)!;
        return {
          round: t.round,
          table: t.table_no,
          tableId: t.online_table_id,
          ns: g.ns!,
          ew: g.ew!,
          boards: g.boards,
        };
      })
      .sort((a, b) => a.round - b.round || a.table - b.table),
    players: players
      .map((p) => ({ pair: p.pair, member: p.member as 0 | 1, code: formatInvite(p.code) }))
      .sort((a, b) => a.pair - b.pair || a.member - b.member),
  };
}

/** Whether every board of the table has been played (its last board has ended). */
const finished = (room: Pick<Room, 'board' | 'boards'> & { state: { phase: string } }): boolean =>
  room.state.phase === 'ended' && room.board === room.boards[room.boards.length - 1];

/**
 * Whether each of the online tables `ids` has finished all its boards: a table in memory as it is now, any
 * other from its row (its board and phase, written as they change) without loading it; a row from before
 * migration 0036 loads its table once.
 */
async function tablesFinished(ctx: Ctx, ids: readonly number[]): Promise<Map<number, boolean>> {
  const out = new Map<number, boolean>();
  if (!ids.length) return out;
  const rows = await ctx.db
    .selectFrom('online_tables')
    .select(['id', 'boards', 'board', 'phase'])
    .where('id', 'in', [...ids])
    .execute();
  for (const r of rows) {
    const room = (await ctx.rooms.peek(r.id)) ?? null;
    if (room) out.set(r.id, finished(room));
    else if (r.board !== null && r.phase !== null) {
      const boards = jsonColumn(boardsColumn, r.boards, { table: 'online_tables', column: 'boards', id: r.id });
      out.set(r.id, finished({ board: r.board, boards, state: { phase: r.phase } }));
    } else {
      const loaded = await ctx.rooms.get(r.id);
      if (loaded) out.set(r.id, finished(loaded));
    }
  }
  return out;
}

/**
 * Where the holder of a player code plays now: the first round (in the movement's order) whose
 * table for their pair has not finished all its boards (or the last one), and their seat there —
 * a pair sitting North–South has its first player North, its second South; East–West likewise.
 * Read from the tables' rows: a look-up loads none of the player's tables into memory.
 */
export async function seatOfPlayer(
  ctx: Ctx,
  code: string,
): Promise<{ tableId: number; seat: Seat; sessionId: number; round: number; pair: number } | null> {
  const p = await ctx.db.selectFrom('online_session_players').selectAll().where('code', '=', code).executeTakeFirst();
  if (!p) return null;
  const { mv } = await loadSession(ctx, p.session_id);
  const tables = await ctx.db
    .selectFrom('online_session_tables')
    .selectAll()
    .where('session_id', '=', p.session_id)
    .execute();
  const mine = mv.guide
    .filter((g) => !isSitOut(g) && (g.ns === p.pair || g.ew === p.pair))
    .sort((a, b) => a.round - b.round);
  const slots = mine.flatMap((g) => {
    const t = tables.find((x) => x.round === g.round && x.table_no === g.table);
    return t ? [{ g, tableId: t.online_table_id }] : [];
  });
  const done = await tablesFinished(
    ctx,
    slots.map((x) => x.tableId),
  );
  let chosen: { tableId: number; seat: Seat; round: number } | null = null;
  for (const { g, tableId } of slots) {
    const seat: Seat = g.ns === p.pair ? (p.member === 0 ? 'N' : 'S') : p.member === 0 ? 'E' : 'W';
    chosen = { tableId, seat, round: g.round };
    if (done.get(tableId) === false) break;
  }
  return chosen ? { ...chosen, sessionId: p.session_id, pair: p.pair } : null;
}

/**
 * A board ended at an online table: if the table belongs to an online session, its result is
 * written to the session's row for that round, table and board (unless the director has already
 * confirmed or adjusted it), with a history entry naming the online table.
 */
export async function recordBoard(ctx: Ctx, room: Room): Promise<void> {
  const slot = await ctx.db
    .selectFrom('online_session_tables')
    .selectAll()
    .where('online_table_id', '=', room.id)
    .executeTakeFirst();
  if (!slot) return;
  const s = room.state;
  if (s.phase !== 'ended' || !s.contract) return;
  const declarer = s.declarer;
  const firstLead = s.tricks[0]?.plays[0]?.card;
  const entry =
    s.contract.passedOut || !declarer
      ? { contract: 'passed out', declarer: null, lead: null, tricks: 0 }
      : {
          contract: printContract(s.contract),
          declarer,
          lead: firstLead === undefined ? null : printCard(firstLead),
          tricks: s.tricksWon[sideOf(declarer)],
        };
  const row = await ctx.db
    .selectFrom('results')
    .selectAll()
    .where('session_id', '=', slot.session_id)
    .where('round', '=', slot.round)
    .where('table_no', '=', slot.table_no)
    .where('board', '=', room.board)
    .executeTakeFirst();
  if (!row || row.adjustment !== null || row.status === 'confirmed') return;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('results')
      .set({ ...entry, status: 'confirmed', updated_at: now() })
      .where('id', '=', row.id)
      .execute();
    await trx
      .insertInto('result_history')
      .values({
        result_id: row.id,
        at: now(),
        by: `online:${room.id}`,
        before: JSON.stringify(row),
        after: JSON.stringify({ ...entry, status: 'confirmed' }),
      })
      .execute();
  });
}
