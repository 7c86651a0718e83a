/**
 * A teams round marked final, as a Ruter user marks a round's results final before the next is drawn. Once a
 * round is final its tables no longer enter, change or confirm its results (409 `round-final`); a later
 * correction is a director's (the late-board entry, the session's corrections), and every one of them goes
 * into the result's history with the director named (domain/result-history.ts). A round is marked final only
 * when every board of it has a result or an adjusted score.
 */
import { type Ctx, now } from '../context.js';
import { conflict, notFound } from '../http/errors.js';
import { counts } from './scoring.js';
import type { TeamsState } from './teams.js';
import type { RoundFinalEvent } from '../api/events.js';
import { refuseClosed } from './teams-late.js';

/** A final round: when and by whom it was marked. */
export interface RoundFinal {
  readonly round: number;
  readonly at: string;
  readonly by: string;
}

/** Event `eventId`'s marks and reopenings of final rounds, oldest first (what the director's console lists). */
export async function roundFinalHistory(ctx: Ctx, eventId: number): Promise<RoundFinalEvent[]> {
  const rows = await ctx.db
    .selectFrom('event_round_final_history')
    .select(['round', 'action', 'at', 'by'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  const ids = [...new Set(rows.map((r) => directorId(r.by)).filter((x): x is number => x !== null))];
  const names = new Map(
    ids.length
      ? (await ctx.db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute()).map((u) => [
          u.id,
          u.name,
        ])
      : [],
  );
  return rows.map((r) => ({
    round: r.round,
    action: r.action === 'reopened' ? 'reopened' : 'marked',
    at: r.at,
    director: names.get(directorId(r.by) ?? -1) ?? null,
  }));
}

const directorId = (by: string): number | null => {
  const m = /^director:(\d+)$/.exec(by);
  return m ? Number(m[1]) : null;
};

/** The rounds of event `eventId` marked final, in round order. */
export async function finalRounds(ctx: Ctx, eventId: number): Promise<RoundFinal[]> {
  return ctx.db
    .selectFrom('event_round_finals')
    .select(['round', 'at', 'by'])
    .where('event_id', '=', eventId)
    .orderBy('round')
    .execute();
}

/**
 * Marks round `round` final (director `userId`); marking it again keeps the first mark. Refused (409
 * `round-not-finished`, field `round`) while a board of the round has neither a result nor an adjusted score.
 */
export async function markRoundFinal(ctx: Ctx, st: TeamsState, round: number, userId: number): Promise<RoundFinal> {
  const rows = st.rows.filter((r) => r.round === round);
  if (rows.length === 0) throw notFound(`round ${round} of event ${st.ev.id}`);
  const open = rows.filter((r) => !counts(r));
  if (open.length > 0)
    throw conflict(
      'round-not-finished',
      `round ${round}: ${open.length} result${open.length === 1 ? '' : 's'} still to play; close the round or enter them first`,
      'round',
    );
  const at = now(),
    by = `director:${userId}`;
  await ctx.db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('event_round_finals')
      .values({ event_id: st.ev.id, round, at, by })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    // Only a new mark goes into the history (marking a final round again changes nothing).
    if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0)
      await trx
        .insertInto('event_round_final_history')
        .values({ event_id: st.ev.id, round, action: 'marked', at, by })
        .execute();
  });
  const mark = (await finalRounds(ctx, st.ev.id)).find((f) => f.round === round);
  return mark!;
}

/**
 * Takes the final mark off round `round` (the director marked it by mistake): its tables may enter, change and
 * confirm its results again, and what they enter counts in the standings. The reopening, by director `userId`, goes
 * into the round's history (`roundFinalHistory`). Refused (404) for a round the event does not have, and (409
 * `correction-period-closed`, Law 79C) once the event's results are final. A round that is not marked stays as it
 * is (and no history is written). Returns the rounds still marked final.
 */
export async function reopenFinalRound(ctx: Ctx, st: TeamsState, round: number, userId: number): Promise<RoundFinal[]> {
  if (!st.rows.some((r) => r.round === round)) throw notFound(`round ${round} of event ${st.ev.id}`);
  await refuseClosed(ctx, st);
  await ctx.db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('event_round_finals')
      .where('event_id', '=', st.ev.id)
      .where('round', '=', round)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) > 0)
      await trx
        .insertInto('event_round_final_history')
        .values({ event_id: st.ev.id, round, action: 'reopened', at: now(), by: `director:${userId}` })
        .execute();
  });
  return finalRounds(ctx, st.ev.id);
}

/**
 * Refuses (409 `round-final`, field `round`) a table's entry or confirmation in a round of a teams event that is
 * marked final; a pairs session's rounds are never marked, so it passes.
 */
export async function refuseFinalRound(ctx: Ctx, eventId: number, round: number): Promise<void> {
  const mark = await ctx.db
    .selectFrom('event_round_finals')
    .select('at')
    .where('event_id', '=', eventId)
    .where('round', '=', round)
    .executeTakeFirst();
  if (mark)
    throw conflict(
      'round-final',
      `round ${round}: its results are final (marked ${mark.at}); a correction now is the director's`,
      'round',
    );
}
