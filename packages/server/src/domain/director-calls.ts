/**
 * Director calls (Law 9B): the queue a club session's tables and an online table's players fill,
 * and the director answers. One row type, one DTO, the reads and the one write the routes share.
 */
import type { Selectable } from 'kysely';
import type { DirectorCall } from '../api/types.js';
import type { Db } from '../db/index.js';
import type { DirectorCallsTable } from '../db/schema.js';
import { isCodedReason } from '../online/call-reasons.js';

export type DirectorCallRow = Selectable<DirectorCallsTable>;

export function callDto(r: DirectorCallRow): DirectorCall {
  return {
    id: r.id,
    sessionId: r.session_id,
    onlineTableId: r.online_table_id,
    table: r.table_no,
    seat: r.seat,
    reason: r.reason,
    status: r.status,
    createdAt: r.created_at,
    resolution: r.resolution,
  };
}

/**
 * `c` as shown to a director who plays in its session and has boards still to play: the caller's own words left out
 * (they can name a card, Law 16); a coded reason kept, and everything else (table, seat, time, status).
 */
export function withoutWords(c: DirectorCall): DirectorCall {
  return isCodedReason(c.reason) ? c : { ...c, reason: '', reasonWithheld: true };
}

/** The calls of a club session or of an online table: open ones first, then in order. */
export async function directorCalls(
  db: Db,
  of: { readonly sessionId: number } | { readonly onlineTableId: number },
): Promise<DirectorCall[]> {
  let q = db.selectFrom('director_calls').selectAll();
  q = 'sessionId' in of ? q.where('session_id', '=', of.sessionId) : q.where('online_table_id', '=', of.onlineTableId);
  const rows = await q.orderBy('status', 'desc').orderBy('id').execute();
  return rows.map(callDto);
}

/** Call `id` (undefined when there is none). */
export function directorCall(db: Db, id: number): Promise<DirectorCallRow | undefined> {
  return db.selectFrom('director_calls').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks call `c` resolved with the director's answer; returns it as now stored. */
export async function resolveCall(db: Db, c: DirectorCallRow, resolution: string): Promise<DirectorCall> {
  await db.updateTable('director_calls').set({ status: 'resolved', resolution }).where('id', '=', c.id).execute();
  return callDto({ ...c, status: 'resolved', resolution });
}

/** The director (owner) of online table `tableId`: the one who resolves a call from it. */
export async function onlineTableOwner(db: Db, tableId: number): Promise<number> {
  const t = await db.selectFrom('online_tables').select('owner_id').where('id', '=', tableId).executeTakeFirstOrThrow();
  return t.owner_id;
}
