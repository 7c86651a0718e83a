/**
 * How large an event may be: a teams event plans every round's result rows (both rooms of every
 * match, every board), and its standings are scored from all of them on each read. The bound is
 * the largest pairs session's (4 sections × 30 tables × 60 rounds × 8 boards), so no event makes
 * the server hold the event loop longer than the largest session does. A pairs event's ranking
 * scores each of its sessions, so their number is bounded too; and a session joins only a pairs
 * event of its own club.
 */
import type { CreateEventRequest } from '../api/types.js';
import type { Ctx } from '../context.js';
import { badRequest, conflict } from '../http/errors.js';

/** Result rows one event may plan. */
export const MAX_EVENT_RESULTS = 60_000;

/** The result rows a teams event plans at most: tables × rounds (knockout: stages × segments) × boards per match. */
export function plannedResults(req: CreateEventRequest): number {
  const s = req.settings;
  if (s.kind !== 'teams') return 0;
  const n = req.entrants.length;
  const tables = 2 * Math.floor(n / 2);
  const rounds = s.form === 'knockout' ? s.segments * Math.ceil(Math.log2(Math.max(2, n))) : s.rounds;
  return tables * rounds * s.boardsPerMatch;
}

/** Refuses (400 `event-too-large`, field `settings`, nothing written) an event over {@link MAX_EVENT_RESULTS}. */
export function checkEventSize(req: CreateEventRequest): void {
  const rows = plannedResults(req);
  if (rows > MAX_EVENT_RESULTS)
    throw badRequest(
      'event-too-large',
      `settings: ${req.entrants.length} teams, these rounds and ${
        req.settings.kind === 'teams' ? req.settings.boardsPerMatch : 0
      } boards per match make ${rows} results; at most ${MAX_EVENT_RESULTS} (fewer rounds or boards per match)`,
      'settings',
    );
}

/**
 * Makes the club's pairs event named `name`, or (another request made it a moment ago: migration 0034's unique
 * index turns this insert into nothing) finds the one made; its id. On PostgreSQL the insert waits for the other
 * transaction, and the following read (read committed) sees its row.
 */
async function namedPairsEvent(trx: Ctx['db'], clubId: number, name: string): Promise<number> {
  const made = await trx
    .insertInto('events')
    .values({ club_id: clubId, name })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (made) return made.id;
  const found = await trx
    .selectFrom('events')
    .select('id')
    .where('club_id', '=', clubId)
    .where('name', '=', name)
    .where('kind', '=', 'pairs')
    .executeTakeFirstOrThrow();
  return found.id;
}

/** Sessions one pairs event may hold (a weekly club series for a year, and some). */
export const MAX_EVENT_SESSIONS = 60;

/**
 * The pairs event a new session of club `clubId` joins, inside the creating transaction: event `target` (an id the
 * caller has checked is this club's pairs event), or the club's pairs event of that name, made when there is none.
 * A name given explicitly that belongs only to a teams or individual event is refused (409 `event-not-pairs`, field
 * `eventName`); an event that already has {@link MAX_EVENT_SESSIONS} sessions too (409 `too-many-sessions`).
 * On PostgreSQL the event's row is locked (FOR UPDATE) before its sessions are counted, so that two sessions
 * created at once cannot both pass the count; the lock lasts until the creating transaction ends. (SQLite runs
 * one write transaction at a time.)
 */
export async function sessionEventId(
  trx: Ctx['db'],
  dialect: Ctx['dialect'],
  clubId: number,
  target: number | { readonly name: string; readonly given: boolean },
): Promise<number> {
  let id: number;
  if (typeof target === 'number') id = target;
  else {
    const named = await trx
      .selectFrom('events')
      .select(['id', 'kind'])
      .where('club_id', '=', clubId)
      .where('name', '=', target.name)
      .orderBy('id')
      .execute();
    const pairs = named.find((e) => e.kind === 'pairs');
    if (pairs) id = pairs.id;
    else if (named.length > 0 && target.given)
      throw conflict(
        'event-not-pairs',
        `eventName: "${target.name}" is a ${named[0].kind} event; a session joins a pairs event (its sessions are drawn by round)`,
        'eventName',
      );
    else id = await namedPairsEvent(trx, clubId, target.name);
  }
  if (dialect === 'postgres') await trx.selectFrom('events').select('id').where('id', '=', id).forUpdate().execute();
  const n = await trx
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('event_id', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(n.n) >= MAX_EVENT_SESSIONS)
    throw conflict(
      'too-many-sessions',
      `event ${id} has ${MAX_EVENT_SESSIONS} sessions, the most one event holds; start a new event`,
      typeof target === 'number' ? 'event' : 'eventName',
    );
  return id;
}
