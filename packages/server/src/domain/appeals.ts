/**
 * Appeals (Laws 92–93): a pair lodges one against a ruling on a board; the committee's decision is
 * recorded, and an adjusted score re-scores the board (with the result's history). The route
 * checks who may lodge or decide and the Law 92B period first.
 */
import { now } from '../context.js';
import { isUniqueViolation, type Db } from '../db/index.js';
import type { Appeal, AppealDecisionRequest, AppealRequest } from '../api/types.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { recordHistory } from './result-history.js';

/** An appeal row as the API shows it. */
export const appealDto = (r: {
  id: number;
  pair: number;
  board: number;
  reason: string;
  status: string;
  decision: string | null;
  lodged_at: string;
}): Appeal => ({
  id: r.id,
  pair: r.pair,
  board: r.board,
  reason: r.reason,
  status: r.status as Appeal['status'],
  decision: r.decision,
  lodgedAt: r.lodged_at,
});

/**
 * Lodges an appeal on session `sid` (400 `not-a-board` for a board the session does not have) by account
 * `by.userId`. An account is not tied to a pair: each account's appeals count apart (one per pair and
 * board), so nobody takes another pair's appeal by naming it first; a member who does not direct the club
 * lodges for one pair of the session only (409 `one-pair`), so one account's appeals stay few.
 */
export async function lodgeAppeal(
  db: Db,
  sid: number,
  body: AppealRequest,
  by: { userId: number; director: boolean },
): Promise<Appeal> {
  const board = await db
    .selectFrom('boards')
    .select('number')
    .where('session_id', '=', sid)
    .where('number', '=', body.board)
    .executeTakeFirst();
  if (!board) throw badRequest('not-a-board', `board ${body.board} is not a board of this session`, 'board');
  /** This account's appeals in the session. */
  const mine = () =>
    db.selectFrom('appeals').select(['id', 'pair']).where('session_id', '=', sid).where('lodged_by', '=', by.userId);
  if (!by.director) {
    // The first appeal names the member's pair (a key: requests at once cannot all name theirs); appeals lodged
    // before that key existed count too.
    await db
      .insertInto('appeal_lodgers')
      .values({ session_id: sid, user_id: by.userId, pair: body.pair })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const named = await db
      .selectFrom('appeal_lodgers')
      .select('pair')
      .where('session_id', '=', sid)
      .where('user_id', '=', by.userId)
      .executeTakeFirstOrThrow();
    const other =
      named.pair !== body.pair ? { pair: named.pair } : await mine().where('pair', '<>', body.pair).executeTakeFirst();
    if (other)
      throw conflict(
        'one-pair',
        `you have appealed for pair ${other.pair} in this session; a player appeals for his own pair only`,
        'pair',
        '92',
      );
  }
  // One appeal per pair and board (Law 92): a member cannot fill the director's list, or the database.
  // The unique key (migration 0035; per account since 0036) decides, also between requests at once; the refusal
  // names the appeal.
  const exists = async (): Promise<never> => {
    const lodged = await mine().where('pair', '=', body.pair).where('board', '=', body.board).executeTakeFirst();
    throw conflict(
      'appeal-exists',
      `you have already appealed board ${body.board} for pair ${body.pair}${lodged ? ` (appeal ${lodged.id})` : ''}`,
      'board',
      '92',
    );
  };
  let a: Parameters<typeof appealDto>[0];
  try {
    a = await db
      .insertInto('appeals')
      .values({
        session_id: sid,
        pair: body.pair,
        board: body.board,
        reason: body.reason,
        status: 'lodged',
        decision: null,
        lodged_at: now(),
        lodged_by: by.userId,
      })
      .returning(['id', 'pair', 'board', 'reason', 'status', 'decision', 'lodged_at'])
      .executeTakeFirstOrThrow();
  } catch (e) {
    if (isUniqueViolation(e)) return exists();
    throw e;
  }
  return appealDto(a);
}

/** The appeals of session `sid`, in the order lodged. */
export async function sessionAppeals(db: Db, sid: number): Promise<Appeal[]> {
  return (await db.selectFrom('appeals').selectAll().where('session_id', '=', sid).orderBy('id').execute()).map(
    appealDto,
  );
}

/**
 * Records the decision on appeal `appealId` of session `sid` (Law 93), by director `userId`; an
 * adjusted decision gives result `body.resultId` of the appeal's board the new score.
 */
export async function decideAppeal(
  db: Db,
  sid: number,
  appealId: number,
  userId: number,
  body: AppealDecisionRequest,
): Promise<Appeal> {
  const a = await db
    .selectFrom('appeals')
    .selectAll()
    .where('id', '=', appealId)
    .where('session_id', '=', sid)
    .executeTakeFirst();
  if (!a) throw notFound(`appeal ${appealId}`);
  if (a.status !== 'lodged') throw conflict('appeal-decided', 'this appeal has been decided');
  if (body.decision === 'adjusted' && (!body.adjustment || !body.resultId))
    throw badRequest(
      'invalid-field',
      'adjustment: an adjusted decision needs adjustment and resultId',
      body.adjustment ? 'resultId' : 'adjustment',
    );
  await db.transaction().execute(async (trx) => {
    if (body.decision === 'adjusted') {
      const r = await trx
        .selectFrom('results')
        .selectAll()
        .where('id', '=', body.resultId!)
        .where('session_id', '=', sid)
        .where('board', '=', a.board)
        .executeTakeFirst();
      if (!r) throw notFound(`result ${body.resultId} of board ${a.board}`);
      await trx
        .updateTable('results')
        .set({ adjustment: JSON.stringify(body.adjustment), updated_at: now() })
        .where('id', '=', r.id)
        .execute();
      await recordHistory(trx, r.id, { appeal: appealId, recordedBy: userId }, r, body.adjustment);
    }
    await trx
      .updateTable('appeals')
      .set({ status: body.decision, decision: body.text })
      .where('id', '=', appealId)
      .execute();
  });
  return appealDto(await db.selectFrom('appeals').selectAll().where('id', '=', appealId).executeTakeFirstOrThrow());
}
