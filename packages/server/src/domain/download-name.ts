/**
 * Names of downloaded files (PBN, USEBIO, printed hand records and sheets): the club, the date and the event, as a
 * director files them (`trondheim-bk-2026-11-27-mandagsturnering.pbn`), in characters every file system and mail
 * program keeps: letters a–z, digits and `-` (Norwegian, Swedish, Danish and Finnish letters spelled in ASCII).
 */
import type { Ctx } from '../context.js';

/** Letters that Unicode decomposition does not reduce to an ASCII letter and a mark. */
const SPELLED: Readonly<Record<string, string>> = {
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
};

/** One part of a file name: lower case ASCII letters and digits, runs of anything else one `-` (at most 60). */
export function fileNamePart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøœßđðþł]/g, (c) => SPELLED[c] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The parts joined by `-` (empty parts and a part the one before already says left out), `fallback` when none is
 * left. `date` is an ISO time; its day is used.
 */
export function downloadBaseName(club: string, date: string | null, names: readonly string[], fallback: string) {
  const parts: string[] = [];
  for (const p of [fileNamePart(club), (date ?? '').slice(0, 10).replace(/[^0-9-]/g, ''), ...names.map(fileNamePart)])
    if (p && !parts.includes(p)) parts.push(p);
  return parts.length ? parts.join('-') : fallback;
}

/** A session's downloads' name without the extension: club, the session's day, event and session names. */
export async function sessionFileName(ctx: Ctx, sid: number): Promise<string> {
  const s = await ctx.db
    .selectFrom('sessions')
    .innerJoin('clubs', 'clubs.id', 'sessions.club_id')
    .innerJoin('events', 'events.id', 'sessions.event_id')
    .select(['clubs.name as club', 'sessions.created_at', 'events.name as event', 'sessions.name'])
    .where('sessions.id', '=', sid)
    .executeTakeFirstOrThrow();
  return downloadBaseName(s.club, s.created_at, [s.event, s.name], `session-${sid}`);
}

/** An event's downloads' name without the extension: club, the event's day and name. */
export async function eventFileName(ctx: Ctx, eventId: number): Promise<string> {
  const e = await ctx.db
    .selectFrom('events')
    .innerJoin('clubs', 'clubs.id', 'events.club_id')
    .select(['clubs.name as club', 'events.created_at', 'events.name'])
    .where('events.id', '=', eventId)
    .executeTakeFirstOrThrow();
  return downloadBaseName(e.club, e.created_at, [e.name], `event-${eventId}`);
}

/** A `content-disposition` header value for a download named `base.ext` (the name is ASCII-safe already). */
export const attachment = (base: string, ext: string): string => `attachment; filename="${base}.${ext}"`;
