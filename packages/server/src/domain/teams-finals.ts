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
import { refuseClosed } from './teams-late.js';

/** A final round: when and by whom it was marked. */
export interface RoundFinal {
  readonly round: number;
  readonly at: string;
  readonly by: string;
}

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
  await ctx.db
    .insertInto('event_round_finals')
    .values({ event_id: st.ev.id, round, at: now(), by: `director:${userId}` })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const mark = (await finalRounds(ctx, st.ev.id)).find((f) => f.round === round);
  return mark!;
}

/**
 * Takes the final mark off round `round` (the director marked it by mistake): its tables may enter, change and
 * confirm its results again, and what they enter counts in the standings. Refused (404) for a round the event does
 * not have, and (409 `correction-period-closed`, Law 79C) once the event's results are final. A round that is not
 * marked stays as it is. Returns the rounds still marked final.
 */
export async function reopenFinalRound(ctx: Ctx, st: TeamsState, round: number): Promise<RoundFinal[]> {
  if (!st.rows.some((r) => r.round === round)) throw notFound(`round ${round} of event ${st.ev.id}`);
  await refuseClosed(ctx, st);
  await ctx.db.deleteFrom('event_round_finals').where('event_id', '=', st.ev.id).where('round', '=', round).execute();
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
