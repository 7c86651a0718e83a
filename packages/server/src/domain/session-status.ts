/**
 * A club session's course after creation: the club's list of sessions, the director's round
 * clock, publication (provisional, or final with the Law 79C correction period) and reopening a
 * final publication. The route checks the director first.
 */
import type { Ctx } from '../context.js';
import type { Db } from '../db/index.js';
import { jsonColumn, movementColumn, roundClockColumn } from '../db/json-column.js';
import type { PublishRequest, RoundClockRequest, SessionSummary } from '../api/types.js';
import { ApiFailure, conflict } from '../http/errors.js';
import { correctionClosed, nextClock, publishCheck, type SessionRow } from './sessions.js';

/** Club `club`'s sessions, newest first, with their event's name and number of tables. */
export async function clubSessions(db: Db, club: number): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('events', 'events.id', 'sessions.event_id')
    .select(['sessions.id', 'sessions.name', 'events.name as eventName', 'sessions.status', 'sessions.movement'])
    .where('sessions.club_id', '=', club)
    .orderBy('sessions.id', 'desc')
    .execute();
  return rows.map(
    (r): SessionSummary => ({
      id: r.id,
      name: r.name,
      eventName: r.eventName,
      status: r.status as SessionSummary['status'],
      tables: jsonColumn(movementColumn, r.movement, { table: 'sessions', column: 'movement', id: r.id }).tables,
    }),
  );
}

/** The director's action on session `row`'s round clock (of `rounds` rounds), stored for the terminals. */
export async function setRoundClock(db: Db, row: SessionRow, rounds: number, req: RoundClockRequest): Promise<void> {
  const old = row.round_clock
    ? jsonColumn(roundClockColumn, row.round_clock, { table: 'sessions', column: 'round_clock', id: row.id })
    : null;
  const clock = nextClock(old, req, rounds, new Date());
  await db
    .updateTable('sessions')
    .set({ round_clock: clock ? JSON.stringify(clock) : null })
    .where('id', '=', row.id)
    .execute();
}

/**
 * Publishes session `row`: provisional (the ranking and travellers become public, the terminals go
 * on) or final (the default: the Law 79C correction period starts, the terminals take no more
 * results). With results missing it is refused (409 `incomplete`, naming what) unless `confirm`.
 */
export async function publishSession(ctx: Ctx, row: SessionRow, body: PublishRequest): Promise<void> {
  const sid = row.id;
  const final = body.final ?? true;
  const check = await publishCheck(ctx, sid);
  if (!check.complete && !body.confirm) {
    const parts = [
      check.roundsUnplayed ? `${check.roundsUnplayed} of ${check.rounds} rounds unplayed` : '',
      check.boardsToPlay ? `${check.boardsToPlay} results not entered` : '',
      check.unconfirmed ? `${check.unconfirmed} results not confirmed` : '',
      check.openCalls ? `${check.openCalls} director calls open` : '',
      check.lodgedAppeals ? `${check.lodgedAppeals} appeals undecided` : '',
    ].filter(Boolean);
    throw conflict('incomplete', `${parts.join(', ')}; publish with confirm: true to publish anyway`, 'confirm');
  }
  const minutes = body.correctionMinutes ?? row.correction_minutes;
  const at = new Date();
  ctx.analyzer.ensure(sid);
  await ctx.db
    .updateTable('sessions')
    .set({
      status: 'published',
      published_at: at.toISOString(),
      correction_minutes: minutes,
      published_final: final ? 1 : 0,
      correction_ends_at: final ? new Date(at.getTime() + minutes * 60_000).toISOString() : null,
    })
    .where('id', '=', sid)
    .execute();
}

/**
 * Reopens session `row`, published as final: the terminals take results again (the correction
 * period is kept). Refused once that period has ended (Law 79C).
 */
export async function reopenSession(db: Db, row: SessionRow): Promise<void> {
  if (!row.published_final) throw conflict('not-final', 'the session is not published as final', undefined);
  if (correctionClosed(row))
    throw new ApiFailure(
      409,
      'correction-period-closed',
      'the correction period has ended; results change only by Law 79C2 corrections',
      undefined,
      '79C',
    );
  await db.updateTable('sessions').set({ published_final: 0 }).where('id', '=', row.id).execute();
}
