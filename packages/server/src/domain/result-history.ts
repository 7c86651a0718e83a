/**
 * A result's history (Law 79): every change to a result row after the table entered it — a
 * director's correction, adjustment, reopening or removal, an appeal's decision, the table's own
 * re-entry — leaves one line saying who changed it, when, and the row before and after.
 * `recordHistory` is the one place that writes such a line.
 */
import type { Selectable } from 'kysely';
import type { ResultHistoryEntry } from '../api/types.js';
import { now } from '../context.js';
import type { Db } from '../db/index.js';
import type { ResultsTable } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { historyValueColumn, jsonColumn } from '../db/json-column.js';

/** A result row with every column. */
export type ResultRowFull = Selectable<ResultsTable>;

/**
 * Who changed a result: the club's director, the appeals committee (with the director who recorded it), or the table.
 */
export type HistoryAuthor =
  | { readonly director: number }
  | { readonly appeal: number; readonly recordedBy: number }
  | { readonly table: number };

/** The author as the history stores it (`director:7`, `appeal:3:7`, `table:2`). */
export function authorText(a: HistoryAuthor): string {
  if ('director' in a) return `director:${a.director}`;
  if ('appeal' in a) return `appeal:${a.appeal}:${a.recordedBy}`;
  return `table:${a.table}`;
}

/**
 * Records one change of result `resultId`, inside the transaction `trx` that makes it (a history
 * line never exists without its change, nor a change without its line).
 */
export async function recordHistory(
  trx: Db,
  resultId: number,
  by: HistoryAuthor,
  before: unknown,
  after: unknown,
): Promise<void> {
  await trx
    .insertInto('result_history')
    .values({
      result_id: resultId,
      at: now(),
      by: authorText(by),
      before: JSON.stringify(before),
      after: JSON.stringify(after),
    })
    .execute();
}

/** Result row `resultId` of session `sid` (404 when the session has no such result). */
export async function sessionResult(db: Db, sid: number, resultId: number): Promise<ResultRowFull> {
  const r = await db
    .selectFrom('results')
    .selectAll()
    .where('id', '=', resultId)
    .where('session_id', '=', sid)
    .executeTakeFirst();
  if (!r) throw notFound(`result ${resultId}`);
  return r;
}

/** The history of result `resultId` of session `sid`, oldest first (404 when it has no such result). */
export async function resultHistory(db: Db, sid: number, resultId: number): Promise<ResultHistoryEntry[]> {
  await sessionResult(db, sid, resultId);
  const rows = await db
    .selectFrom('result_history')
    .selectAll()
    .where('result_id', '=', resultId)
    .orderBy('id')
    .execute();
  const value = (h: (typeof rows)[number], column: 'before' | 'after') =>
    jsonColumn(historyValueColumn, h[column], { table: 'result_history', column, id: h.id });
  return rows.map((h) => ({ at: h.at, by: h.by, before: value(h, 'before'), after: value(h, 'after') }));
}
