/**
 * Events of several sessions (issue 19): an event holds its entrants (pairs, teams) once, with
 * their carry-over; its sessions seat the same entrants under the same numbers. A pairs event is
 * ranked across its sessions by the event's aggregate (`percent-sum`, the Nordic club series
 * convention, or `matchpoints-sum`). Teams events are in `teams.ts`.
 */
import { type Ctx, now } from '../context.js';
import type {
  CreateEventRequest,
  CreateSessionRequest,
  EntrantPlayer,
  EventEntrant,
  EventKind,
  EventSettings,
  PairsAggregate,
  PairsEventLine,
  PairsEventRanking,
  TieBreak,
} from '../api/types.js';
import { type ApiFailure, badRequest, conflict, notFound } from '../http/errors.js';
import { eventSettingsColumn, jsonColumn, membersColumn } from '../db/json-column.js';
import { createSession, loadSession, type SessionRow } from './sessions.js';
import { rankingWithheld } from './event-visibility.js';
import { type MpScale, mpFactor, scoreSession } from './scoring.js';
import { refuseClosed } from './teams-late.js';
import { factoredTotal, unevenMaximum } from '@stikk/scoring';

export interface EventRow {
  readonly id: number;
  readonly clubId: number;
  readonly name: string;
  readonly kind: EventKind;
  readonly settings: EventSettings;
}

/** Teams of four, with up to two reserves (or no names yet). */
export const TEAM_MEMBERS = { min: 4, max: 6 } as const;

/** The entrants as given, checked: names, team sizes (4–6 members, or none given yet). */
export function checkEntrants(req: CreateEventRequest): void {
  const teams = req.settings.kind === 'teams';
  const players = req.settings.kind === 'individual';
  if (req.entrants.length < 2) throw badRequest('too-few-entrants', 'entrants: at least 2 are needed', 'entrants');
  req.entrants.forEach((e, i) => {
    const n = e.members?.length ?? 0;
    if (teams && n > 0 && (n < TEAM_MEMBERS.min || n > TEAM_MEMBERS.max))
      throw badRequest(
        'team-size',
        `entrants[${i}].members: a team has ${TEAM_MEMBERS.min} to ${TEAM_MEMBERS.max} members, got ${n}`,
        `entrants[${i}].members`,
      );
    if (players && n > 0)
      throw badRequest(
        'player-members',
        `entrants[${i}].members: a player of an individual has none`,
        `entrants[${i}].members`,
      );
    if (!teams && n > 2)
      throw badRequest('pair-size', `entrants[${i}].members: a pair has 2 players, got ${n}`, `entrants[${i}].members`);
    const most = teams ? TEAM_MEMBERS.max : players ? 1 : 2;
    const nos = e.memberNos ?? [];
    if (nos.length > most)
      throw badRequest(
        'too-many-member-numbers',
        `entrants[${i}].memberNos: ${teams ? 'a team' : players ? 'a player' : 'a pair'} is at most ${most} ` +
          `register ${most === 1 ? 'entry' : 'entries'}, got ${nos.length}`,
        `entrants[${i}].memberNos`,
      );
  });
  // A register entry is one entrant of the event.
  const seen = new Map<string, number>();
  req.entrants.forEach((e, i) =>
    (e.memberNos ?? []).forEach((no, j) => {
      const at = `entrants[${i}].memberNos[${j}]`;
      const first = seen.get(no);
      if (first !== undefined)
        throw badRequest('member-twice', `${at}: member ${no} is already entrant ${first + 1}'s`, at);
      seen.set(no, i);
    }),
  );
}

/**
 * Records the register entries the entrants of event `eventId` are (their `memberNos`, in club `clubId`'s
 * register): a director linked to one of them plays the event (domain/player-accounts.ts). A number not in the
 * register is refused (400 `unknown-member`, naming the entrant and the number).
 */
async function insertEntryPlayers(trx: Ctx['db'], clubId: number, eventId: number, req: CreateEventRequest) {
  const wanted = [...new Set(req.entrants.flatMap((e) => e.memberNos ?? []))];
  if (wanted.length === 0) return;
  const register = new Map<string, number>();
  for (let i = 0; i < wanted.length; i += 200)
    for (const p of await trx
      .selectFrom('players')
      .select(['id', 'member_no'])
      .where('club_id', '=', clubId)
      .where('member_no', 'in', wanted.slice(i, i + 200))
      .execute())
      register.set(p.member_no!, p.id);
  const rows = req.entrants.flatMap((e, i) =>
    (e.memberNos ?? []).map((no, j) => {
      const id = register.get(no);
      if (id === undefined)
        throw badRequest(
          'unknown-member',
          `entrants[${i}].memberNos[${j}]: no member ${no} in the club's register`,
          `entrants[${i}].memberNos[${j}]`,
        );
      return { event_id: eventId, entrant: i + 1, player_id: id };
    }),
  );
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto('event_entry_players')
      .values(rows.slice(i, i + 200))
      .execute();
}

/**
 * Creates the event row and its entrants (numbered 1.. in the order given); returns the id. A pairs event takes a
 * name no other pairs event of the club has (sessions join a pairs event by name; migration 0034's unique index):
 * a name taken, also by a request running at the same moment, is refused (409 `event-name-taken`, field `name`).
 */
export async function insertEvent(trx: Ctx['db'], clubId: number, req: CreateEventRequest): Promise<number> {
  const ev = await trx
    .insertInto('events')
    .values({
      club_id: clubId,
      name: req.name,
      kind: req.settings.kind,
      settings: JSON.stringify(req.settings),
      created_at: now(),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!ev) throw eventNameTaken(req.name);
  await trx
    .insertInto('event_entries')
    .values(
      req.entrants.map((e, i) => ({
        event_id: ev.id,
        number: i + 1,
        name: e.name,
        members: JSON.stringify(e.members ?? []),
        carry_over: e.carryOver ?? 0,
      })),
    )
    .execute();
  await insertEntryPlayers(trx, clubId, ev.id, req);
  return ev.id;
}

/** The refusal of a second pairs event of one name in a club (409 `event-name-taken`, field `name`). */
export function eventNameTaken(name: string): ApiFailure {
  return conflict(
    'event-name-taken',
    `name: the club already has a pairs event named "${name}"; choose another name (its sessions join that one by name)`,
    'name',
  );
}

/** Creates a pairs or teams event with its entrants (checked first), in one transaction; its id. */
export async function createEntrantsEvent(ctx: Ctx, clubId: number, req: CreateEventRequest): Promise<number> {
  checkEntrants(req);
  return ctx.db.transaction().execute((trx) => insertEvent(trx, clubId, req));
}

/** A club's events that have settings (as listed to its members), newest first. */
export async function clubEvents(ctx: Ctx, clubId: number): Promise<{ id: number; name: string; kind: string }[]> {
  return ctx.db
    .selectFrom('events')
    .select(['id', 'name', 'kind'])
    .where('club_id', '=', clubId)
    .where('settings', 'is not', null)
    .orderBy('id', 'desc')
    .execute();
}

export async function loadEvent(ctx: Ctx, id: number): Promise<EventRow> {
  const r = await ctx.db
    .selectFrom('events')
    .select(['id', 'club_id', 'name', 'kind', 'settings'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r) throw notFound(`event ${id}`);
  // An event made only by naming it when a session was created: a pairs event, Nordic totals.
  const settings: EventSettings = r.settings
    ? jsonColumn(eventSettingsColumn, r.settings, { table: 'events', column: 'settings', id: r.id })
    : { kind: 'pairs', aggregate: 'percent-sum' };
  return { id: r.id, clubId: r.club_id, name: r.name, kind: r.kind, settings };
}

/**
 * The director changes a teams event's tie-breaks after it was created (issue 19); the standings,
 * computed from the settings on every read, follow at once. Refused, nothing written, for an event
 * that is not a teams event, a list naming one tie-break twice, or an event whose results are final
 * (`correction-period-closed`, Law 79C).
 */
export async function setEventTieBreaks(ctx: Ctx, ev: EventRow, tieBreaks: readonly TieBreak[]): Promise<EventRow> {
  if (ev.settings.kind !== 'teams') throw conflict('not-a-teams-event', `event ${ev.id} is a ${ev.kind} event`);
  // Law 79C: the tie-breaks decide places; once the results are final they stay as published.
  const sessions = await eventSessions(ctx, ev.id);
  for (const s of sessions) await refuseClosed(ctx, { sid: s.id });
  const twice = tieBreaks.findIndex((t, i) => tieBreaks.indexOf(t) !== i);
  if (twice >= 0) throw badRequest('tie-break-twice', `${tieBreaks[twice]} is named twice`, `tieBreaks[${twice}]`);
  const settings: EventSettings = { ...ev.settings, tieBreaks: [...tieBreaks] };
  await ctx.db
    .updateTable('events')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', ev.id)
    .execute();
  return { ...ev, settings };
}

/**
 * The director names a team's members (issue 19), e.g. picked from the club's register: 4 to 6
 * different players, none already in another team of the event. Line-ups already given stay as
 * they were played. Returns the team as it now stands.
 */
export async function setTeamMembers(
  ctx: Ctx,
  ev: EventRow,
  team: number,
  members: readonly string[],
  memberNos: readonly string[] = [],
  byUser?: number,
): Promise<EventEntrant & { readonly linkedAccounts: readonly number[] }> {
  if (ev.settings.kind !== 'teams') throw conflict('not-a-teams-event', `event ${ev.id} is a ${ev.kind} event`);
  const all = await eventEntrants(ctx, ev.id);
  const entrant = all.find((e) => e.number === team);
  if (!entrant) throw notFound(`team ${team} of event ${ev.id}`);
  if (members.length < TEAM_MEMBERS.min || members.length > TEAM_MEMBERS.max)
    throw badRequest(
      'team-size',
      `members: a team has ${TEAM_MEMBERS.min} to ${TEAM_MEMBERS.max} members, got ${members.length}`,
      'members',
    );
  members.forEach((m, i) => {
    if (members.indexOf(m) !== i)
      throw badRequest('player-twice', `members[${i}]: ${m} is named twice`, `members[${i}]`);
    const other = all.find((e) => e.number !== team && e.members.includes(m));
    if (other)
      throw conflict(
        'player-in-two-teams',
        `members[${i}]: ${m} already plays for team ${other.number} (${other.name})`,
        `members[${i}]`,
      );
  });
  const linkedAccounts = await ctx.db.transaction().execute(async (trx) => {
    const entries = await entryPlayerIds(trx, ev, team, memberNos, 'player-in-two-teams');
    await trx
      .updateTable('event_entries')
      .set({ members: JSON.stringify(members) })
      .where('event_id', '=', ev.id)
      .where('number', '=', team)
      .execute();
    const has = await trx
      .selectFrom('event_entry_players')
      .select('player_id')
      .where('event_id', '=', ev.id)
      .where('entrant', '=', team)
      .execute();
    const added = entries.filter((x) => !has.some((h) => h.player_id === x));
    return byUser === undefined ? [] : insertEntryRows(trx, ev, team, added, byUser);
  });
  return { ...entrant, members: [...members], linkedAccounts };
}

/**
 * The register entries (ids) of club `ev.clubId` that `memberNos` name for entrant `team`: each in the register (400
 * `unknown-member`) and no other entrant's (409 `twice`), each naming `memberNos[j]`. They are added to the
 * entrant's entries and never taken off, so a playing director cannot leave the rule (domain/player-accounts.ts).
 */
async function entryPlayerIds(
  db: Ctx['db'],
  ev: EventRow,
  team: number,
  memberNos: readonly string[],
  twice: 'player-in-two-teams' | 'player-in-two-entrants',
) {
  const ids: number[] = [];
  for (const [j, no] of memberNos.entries()) {
    const at = `memberNos[${j}]`;
    const p = await db
      .selectFrom('players')
      .select('id')
      .where('club_id', '=', ev.clubId)
      .where('member_no', '=', no)
      .executeTakeFirst();
    if (!p) throw badRequest('unknown-member', `${at}: no member ${no} in the club's register`, at);
    const other = await db
      .selectFrom('event_entry_players')
      .select('entrant')
      .where('event_id', '=', ev.id)
      .where('player_id', '=', p.id)
      .executeTakeFirst();
    if (other && other.entrant !== team)
      throw conflict(
        twice,
        `${at}: member ${no} already plays for ${twice === 'player-in-two-teams' ? 'team' : 'entrant'} ${other.entrant}`,
        at,
      );
    ids.push(p.id);
  }
  return ids;
}

/** How many register entries one entrant of a `kind` event is at most: a team's six, a pair's two, a player's one. */
export const entrantPlayersMost = (kind: EventKind): number =>
  kind === 'teams' ? TEAM_MEMBERS.max : kind === 'individual' ? 1 : 2;

/** The register entries of event `eventId`'s entrants (of `entrant` only, when given), with who added each and when. */
export async function entrantPlayers(ctx: Ctx, eventId: number, entrant?: number): Promise<EntrantPlayer[]> {
  let q = ctx.db
    .selectFrom('event_entry_players as e')
    .innerJoin('players as p', 'p.id', 'e.player_id')
    .leftJoin('users as u', 'u.id', 'e.by_user')
    .select(['e.entrant', 'e.player_id', 'p.name', 'p.member_no', 'u.name as by', 'e.at'])
    .where('e.event_id', '=', eventId);
  if (entrant !== undefined) q = q.where('e.entrant', '=', entrant);
  return (await q.orderBy('e.entrant').orderBy('p.name').orderBy('e.player_id').execute()).map((r) => ({
    entrant: r.entrant,
    playerId: r.player_id,
    name: r.name,
    memberNo: r.member_no,
    by: r.by ?? null,
    at: r.at ?? null,
  }));
}

/**
 * Director `byUser` adds register entries (`memberNos`) to entrant `entrant` of a pairs or individual event, as a
 * team's members are added (`setTeamMembers`): added, never taken off, each kept with who added it and when, so a
 * director linked to one of them reads none of its boards still to be played (domain/player-accounts.ts). Refused,
 * nothing written: a teams event (409 `not-a-pairs-event`: the team members route), an entrant not in the event
 * (404), a number not in the register (400 `unknown-member`), another entrant's (409 `player-in-two-entrants`), or
 * more than a pair's two or a player's one with those it has (400 `too-many-member-numbers`). Returns the accounts
 * linked to the entries added (their director views are to be closed).
 */
export async function addEntrantPlayers(
  ctx: Ctx,
  ev: EventRow,
  entrant: number,
  memberNos: readonly string[],
  byUser: number,
): Promise<number[]> {
  if (ev.kind === 'teams')
    throw conflict(
      'not-a-pairs-event',
      `event ${ev.id} is a teams event: name a team's players with /api/events/${ev.id}/teams/${entrant}/members`,
    );
  const e = await ctx.db
    .selectFrom('event_entries')
    .select('number')
    .where('event_id', '=', ev.id)
    .where('number', '=', entrant)
    .executeTakeFirst();
  if (!e) throw notFound(`entrant ${entrant} of event ${ev.id}`);
  return ctx.db.transaction().execute(async (trx) => {
    const ids = await entryPlayerIds(trx, ev, entrant, memberNos, 'player-in-two-entrants');
    const has = new Set(
      (
        await trx
          .selectFrom('event_entry_players')
          .select('player_id')
          .where('event_id', '=', ev.id)
          .where('entrant', '=', entrant)
          .execute()
      ).map((r) => r.player_id),
    );
    const added = [...new Set(ids)].filter((x) => !has.has(x));
    const most = entrantPlayersMost(ev.kind);
    if (has.size + added.length > most)
      throw badRequest(
        'too-many-member-numbers',
        `memberNos: ${ev.kind === 'individual' ? 'a player is 1 register entry' : 'a pair is 2 register entries'}` +
          `, and entrant ${entrant} has ${has.size} already; entries are never taken off`,
        'memberNos',
      );
    return insertEntryRows(trx, ev, entrant, added, byUser);
  });
}

/**
 * Adds register entries `playerIds` to entrant `entrant` of `ev` for director `byUser`; the accounts linked to them.
 */
async function insertEntryRows(
  trx: Ctx['db'],
  ev: EventRow,
  entrant: number,
  playerIds: readonly number[],
  byUser: number,
): Promise<number[]> {
  const at = now();
  for (const player_id of playerIds)
    await trx
      .insertInto('event_entry_players')
      .values({ event_id: ev.id, entrant, player_id, by_user: byUser, at })
      .onConflict((oc) => oc.doNothing())
      .execute();
  if (playerIds.length === 0) return [];
  const users = await trx
    .selectFrom('players')
    .select('user_id')
    .where('club_id', '=', ev.clubId)
    .where('id', 'in', [...playerIds])
    .where('user_id', 'is not', null)
    .execute();
  return users.map((u) => u.user_id!);
}

export async function eventEntrants(ctx: Ctx, id: number): Promise<EventEntrant[]> {
  return (
    await ctx.db
      .selectFrom('event_entries')
      .select(['number', 'name', 'members', 'carry_over'])
      .where('event_id', '=', id)
      .orderBy('number')
      .execute()
  ).map((e) => ({
    number: e.number,
    name: e.name,
    members: jsonColumn(membersColumn, e.members, {
      table: 'event_entries',
      column: 'members',
      id: `event ${id} entrant ${e.number}`,
    }),
    carryOver: Number(e.carry_over),
  }));
}

export async function eventSessions(ctx: Ctx, id: number): Promise<{ id: number; name: string }[]> {
  return ctx.db.selectFrom('sessions').select(['id', 'name']).where('event_id', '=', id).orderBy('id').execute();
}

/**
 * A session of a pairs event: the request's movement and boards, the event's entrants as its
 * pairs (pair n is entrant n in every session). The movement must seat them all.
 */
export async function addPairsSession(
  ctx: Ctx,
  ev: EventRow,
  req: Omit<CreateSessionRequest, 'pairs' | 'eventName'>,
): Promise<number> {
  if (ev.kind !== 'pairs')
    throw conflict('not-a-pairs-event', `event ${ev.id} is a ${ev.kind} event; its sessions are drawn by round`);
  const entrants = await eventEntrants(ctx, ev.id);
  const seats = req.movement.pairs ?? 2 * req.movement.tables;
  if (entrants.length > seats)
    throw badRequest(
      'too-many-pairs',
      `movement: ${req.movement.tables} tables seat ${seats} pairs; the event has ${entrants.length}`,
      'movement.tables',
    );
  // The session belongs to this event whatever other event shares its name.
  return createSession(ctx, ev.clubId, { ...req, pairs: entrants.map((e) => ({ names: e.name })) }, ev.id);
}

/** One session's contribution per pair: its percentage or matchpoints. */
export interface SessionScore {
  readonly pair: number;
  readonly percent: number;
  readonly matchpoints: number;
}

/**
 * The event ranking (pure): per pair the sum of its session scores in the aggregate's unit plus
 * its carry-over; equal totals (to 0.01) share the place.
 */
export function aggregatePairs(
  aggregate: PairsAggregate,
  entrants: readonly EventEntrant[],
  sessions: readonly (readonly SessionScore[])[],
): PairsEventLine[] {
  const lines = entrants.map((e) => {
    const per = sessions.map((s) => {
      const x = s.find((y) => y.pair === e.number);
      return x ? (aggregate === 'percent-sum' ? x.percent : x.matchpoints) : null;
    });
    const total = Math.round((e.carryOver + per.reduce<number>((t, v) => t + (v ?? 0), 0)) * 100) / 100;
    return { pair: e.number, names: e.name, sessions: per, carryOver: e.carryOver, total };
  });
  lines.sort((a, b) => b.total - a.total || a.pair - b.pair);
  return lines.map((l) => {
    const first = lines.findIndex((x) => x.total === l.total);
    const tied = lines.filter((x) => x.total === l.total).length > 1;
    return { ...l, rank: first + 1, tied };
  });
}

/**
 * A pairs event's ranking over its sessions. For a reader who does not direct it (`director` false), the sessions
 * still running whose director keeps their ranking back are left out (listed in `withheld`); `director` may also
 * say per session whether the caller reads it as its director (false for a director whose pair still plays there).
 */
export async function pairsEventRanking(
  ctx: Ctx,
  ev: EventRow,
  director: boolean | ((row: SessionRow) => Promise<boolean>) = true,
  scale: MpScale = '2/1/0',
): Promise<PairsEventRanking> {
  if (ev.settings.kind !== 'pairs') throw conflict('not-a-pairs-event', `event ${ev.id} is a ${ev.kind} event`);
  const sessions = await eventSessions(ctx, ev.id);
  // Matchpoints (and a matchpoint carry-over) shown on the scale asked for; percentages never change with it.
  const f = ev.settings.aggregate === 'matchpoints-sum' ? mpFactor(scale) : 1;
  const scores: SessionScore[][] = [];
  // A reader's ranking leaves out the sessions still running whose director keeps their ranking back.
  const withheld: number[] = [];
  for (const s of sessions) {
    const { row } = await loadSession(ctx, s.id);
    const reads = typeof director === 'boolean' ? director : row.status !== 'running' || (await director(row));
    if (!reads && rankingWithheld(row)) {
      withheld.push(s.id);
      continue;
    }
    const scored = await scoreSession(ctx, s.id);
    // Pairs that played fewer boards in a session (ranked there by percentage) count their matchpoints factored to
    // the session's full top, as its ranking shows them, so the sum ranks them as the session did.
    const full = unevenMaximum(scored.scored.ranking);
    scores.push(
      scored.scored.ranking.map((r) => ({
        pair: Number(r.id),
        percent: r.percent ?? 0,
        matchpoints:
          Math.round((full === null ? r.total : (factoredTotal(r.total, r.maxPoints, full) ?? r.total)) * f * 100) /
          100,
      })),
    );
  }
  return {
    eventId: ev.id,
    aggregate: ev.settings.aggregate,
    sessions,
    lines: aggregatePairs(
      ev.settings.aggregate,
      (await eventEntrants(ctx, ev.id)).map((e) => ({ ...e, carryOver: e.carryOver * f })),
      scores,
    ),
    ...(withheld.length > 0 ? { withheld } : {}),
  };
}
