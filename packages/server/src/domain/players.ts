/**
 * The club's member register (issue 17): players with their federation member number and home
 * club, added one by one or imported from CSV, and the pairs of a session resolved against it
 * (a member number must be in the register; a name alone is a visitor).
 */
import { type Ctx, now } from '../context.js';
import type { PairEntry, PairPlayer, Player } from '../api/types.js';
import { badRequest, conflict } from '../http/errors.js';
import { listLinkedPlayers } from './player-accounts.js';

/** The API's Player of a register row just added (a new entry is linked to no account). */
export const playerDto = (r: {
  id: number;
  name: string;
  member_no: string | null;
  home_club: string | null;
}): Player => ({ id: r.id, name: r.name, memberNo: r.member_no, homeClub: r.home_club, account: null });

/** Club `clubId`'s register by name, each entry with its linked account (domain/player-accounts.ts). */
export const listPlayers = (ctx: Ctx, clubId: number): Promise<Player[]> => listLinkedPlayers(ctx, clubId);

/** Header words for each column, in the app's languages (en, nb, sv, da, fi). */
const HEADERS: Record<'name' | 'memberNo' | 'homeClub', RegExp> = {
  name: /^(name|full name|player|navn|namn|nimi|spiller|spelare|pelaaja)$/i,
  memberNo:
    /^(member( ?(no|number|nr|id))?|membership|medlemsnummer|medlemsnr|medlemsnr\.|medlem|mnr|nr|no|number|jäsennumero|jäsennro|jäsen|id)$/i,
  homeClub: /^(club|home club|klubb|klub|seura|förening|forening)$/i,
};

/**
 * Splits one CSV line (RFC 4180 quoting) on the given delimiter; a quote never closed gives the field it opens
 * (0-based) and the line from that quote on.
 */
function splitLine(line: string, sep: string): string[] | { unclosed: number; rest: string } {
  const out: string[] = [];
  let cur = '',
    quoted = false,
    opened = 0,
    i = 0;
  while (i < line.length) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i += 2;
        continue;
      }
      if (c === '"') {
        quoted = false;
        i++;
        continue;
      }
      cur += c;
      i++;
      continue;
    }
    if (c === '"' && cur.trim() === '') {
      quoted = true;
      opened = i;
      cur = '';
      i++;
      continue;
    }
    if (c === sep) {
      out.push(cur.trim());
      cur = '';
      i++;
      continue;
    }
    cur += c;
    i++;
  }
  if (quoted) return { unclosed: out.length, rest: line.slice(opened) };
  out.push(cur.trim());
  return out;
}

export interface PlayerRow {
  readonly name: string;
  readonly memberNo: string | null;
  readonly homeClub: string | null;
  readonly line: number;
}

/**
 * What can be wrong with a register CSV file: `invalid-csv`'s `params.problem`, with `line`, `column` and `value`
 * where there is one, so that a client words it in its user's language (API.md lists them).
 */
export const CSV_PROBLEMS = [
  'extra-column',
  'unclosed-quote',
  'empty-name',
  'bad-name',
  'bad-member-no',
  'duplicate-member-no',
  'bad-club',
  'no-players',
  'too-many-players',
  'too-long',
] as const;
export type CsvProblem = (typeof CSV_PROBLEMS)[number];

/** Characters of a register CSV text, and players in one import. */
export const CSV_LIMITS = { chars: 1_000_000, players: 5000 } as const;

/** A cell as an error quotes it: at most 40 characters, control characters shown as "�". */
const quoted = (value: string) =>
  (value.length > 40 ? `${value.slice(0, 39)}…` : value).replace(/[\u0000-\u001f\u007f]/g, '\uFFFD');

/** 400 `invalid-csv`: the English message for API readers, the problem and its where and what in `params`. */
function csvError(
  problem: CsvProblem,
  english: string,
  at: { line?: number; column?: number; value?: string; [k: string]: string | number | undefined } = {},
) {
  const params: Record<string, string | number> = { problem };
  for (const [k, v] of Object.entries(at)) if (v !== undefined) params[k] = k === 'value' ? quoted(String(v)) : v;
  const where =
    at.line === undefined
      ? ''
      : at.column === undefined
        ? `line ${at.line}: `
        : `line ${at.line}, column ${at.column}: `;
  return badRequest('invalid-csv', `csv: ${where}${english}`, 'csv', undefined, params);
}

/** Parses register CSV; the first error names its line and column, and nothing is imported. */
export function parsePlayersCsv(csv: string): PlayerRow[] {
  if (csv.length > CSV_LIMITS.chars)
    throw csvError('too-long', `at most ${CSV_LIMITS.chars} characters`, { max: CSV_LIMITS.chars });
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const first = lines.find((l) => l.trim() !== '') ?? '';
  const sep = first.includes('\t') ? '\t' : first.includes(';') ? ';' : ',';
  let cols: { name: number; memberNo: number; homeClub: number } = { name: 0, memberNo: 1, homeClub: 2 };
  let start = 0;
  const split = splitLine(first, sep);
  const head = Array.isArray(split) ? split : [];
  // A column the register does not keep is refused, never dropped unseen: by its header, or (no header) its place.
  const extra = (line: number, column: number, value: string) =>
    csvError(
      'extra-column',
      `"${value}" is in a column the register does not keep ` +
        '(a line holds name, member number and club; remove the column, or name the columns in a header line)',
      { line, column, value },
    );
  if (head.some((h) => HEADERS.name.test(h))) {
    const find = (k: keyof typeof HEADERS) => head.findIndex((h) => HEADERS[k].test(h));
    cols = { name: find('name'), memberNo: find('memberNo'), homeClub: find('homeClub') };
    start = lines.indexOf(first) + 1;
    const unknown = head.findIndex((h, k) => h !== '' && !Object.values(cols).includes(k));
    if (unknown >= 0) throw extra(start, unknown + 1, head[unknown]);
  }
  const used = new Set(Object.values(cols));
  const rows: PlayerRow[] = [];
  const seen = new Map<string, number>();
  for (let i = start; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const line = i + 1;
    const f = splitLine(lines[i], sep);
    if (!Array.isArray(f))
      throw csvError('unclosed-quote', 'a quoted field is not closed', { line, column: f.unclosed + 1, value: f.rest });
    const cell = (k: number) => (k >= 0 ? (f[k] ?? '').trim() : '');
    const beyond = f.findIndex((x, k) => x !== '' && !used.has(k));
    if (beyond >= 0) throw extra(line, beyond + 1, f[beyond]);
    const name = cell(cols.name);
    if (!name) throw csvError('empty-name', 'the name is empty', { line, column: cols.name + 1 });
    if (name.length > 100 || /[<>\u0000-\u001f\u007f]/.test(name))
      throw csvError('bad-name', 'a name has at most 100 characters and no < > or control characters', {
        line,
        column: cols.name + 1,
        value: name,
      });
    const memberNo = cell(cols.memberNo) || null;
    if (memberNo !== null && !/^[A-Za-z0-9.\-/]{1,20}$/.test(memberNo))
      throw csvError('bad-member-no', `member number "${memberNo}" is not 1–20 letters, digits, . - /`, {
        line,
        column: cols.memberNo + 1,
        value: memberNo,
      });
    if (memberNo !== null && seen.has(memberNo))
      throw csvError('duplicate-member-no', `member number ${memberNo} is also on line ${seen.get(memberNo)}`, {
        line,
        column: cols.memberNo + 1,
        value: memberNo,
        otherLine: seen.get(memberNo),
      });
    if (memberNo !== null) seen.set(memberNo, line);
    const homeClub = cell(cols.homeClub) || null;
    if (homeClub !== null && (homeClub.length > 100 || /[<>\u0000-\u001f\u007f]/.test(homeClub)))
      throw csvError('bad-club', 'a club has at most 100 characters and no < > or control characters', {
        line,
        column: cols.homeClub + 1,
        value: homeClub,
      });
    rows.push({ name, memberNo, homeClub, line });
  }
  if (rows.length === 0) throw csvError('no-players', 'no players (a line per player: name, member number, club)');
  if (rows.length > CSV_LIMITS.players)
    throw csvError('too-many-players', `at most ${CSV_LIMITS.players} players at a time`, {
      count: rows.length,
      max: CSV_LIMITS.players,
    });
  return rows;
}

/** Players one club's register holds at most (a national federation's largest clubs have a few thousand). */
export const MAX_CLUB_PLAYERS = 20_000;

/** Refuses (409 `register-full`) a register that holds more than the most once `adding` more players are in it. */
async function checkRegisterRoom(db: Ctx['db'], clubId: number, adding: number): Promise<void> {
  const n = await db
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('club_id', '=', clubId)
    .executeTakeFirstOrThrow();
  if (Number(n.n) + adding > MAX_CLUB_PLAYERS)
    throw conflict('register-full', `the register holds ${Number(n.n)} players; at most ${MAX_CLUB_PLAYERS}`);
}

/** Adds the rows to the register: a known member number updates that member, anything else is added. */
export async function importPlayers(
  ctx: Ctx,
  clubId: number,
  rows: readonly PlayerRow[],
): Promise<{ added: number; updated: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    let added = 0,
      updated = 0;
    for (const [i, r] of rows.entries()) {
      // SQLite answers synchronously: a break for the event loop now and then (5,000 rows are 10,000 statements).
      if (i % 100 === 99) await new Promise<void>((res) => setImmediate(res));
      const old =
        r.memberNo === null
          ? undefined
          : await trx
              .selectFrom('players')
              .select('id')
              .where('club_id', '=', clubId)
              .where('member_no', '=', r.memberNo)
              .executeTakeFirst();
      if (old) {
        await trx
          .updateTable('players')
          .set({ name: r.name, home_club: r.homeClub })
          .where('id', '=', old.id)
          .execute();
        updated++;
      } else {
        await trx
          .insertInto('players')
          .values({ club_id: clubId, name: r.name, member_no: r.memberNo, home_club: r.homeClub, created_at: now() })
          .execute();
        added++;
      }
    }
    // Counted inside the transaction, so a refusal writes nothing.
    await checkRegisterRoom(trx, clubId, 0);
    return { added, updated };
  });
}

/** The pairs of a new session: names and players, member numbers looked up in the register. */
export async function resolvePairs(
  ctx: Ctx,
  clubId: number,
  pairs: readonly (PairEntry | null)[],
  fieldOf = (i: number, j: number) => `pairs[${i}].players[${j}].memberNo`,
): Promise<{ names: string; players: PairPlayer[] | null }[]> {
  // Only the members named here (a register of thousands is not read for a pair's two numbers).
  const wanted = [
    ...new Set(
      pairs.flatMap((p) =>
        p && 'players' in p ? p.players.flatMap((x) => (x.memberNo === undefined ? [] : [x.memberNo])) : [],
      ),
    ),
  ];
  const register = new Map<string, { id: number; name: string; member_no: string | null }>();
  for (let i = 0; i < wanted.length; i += 200)
    for (const p of await ctx.db
      .selectFrom('players')
      .select(['id', 'name', 'member_no'])
      .where('club_id', '=', clubId)
      .where('member_no', 'in', wanted.slice(i, i + 200))
      .execute())
      register.set(p.member_no!, p);
  return pairs.map((p, i) => {
    if (p === null) return { names: '', players: null };
    if ('names' in p) return { names: p.names, players: null };
    const players = p.players.map((x, j): PairPlayer => {
      if (x.memberNo === undefined) return { name: x.name, memberNo: null, playerId: null };
      const m = register.get(x.memberNo);
      if (!m)
        throw badRequest(
          'unknown-member',
          `${fieldOf(i, j)}: no member ${x.memberNo} in the club's register (a visitor is entered by name)`,
          fieldOf(i, j),
        );
      return { name: m.name, memberNo: m.member_no, playerId: m.id };
    });
    return { names: players.map((x) => x.name).join(' - '), players };
  });
}

/**
 * Adds one player to club `club`'s register; a member number already in the register is refused
 * (409 `member-exists`, naming who holds it). Returns the stored row.
 */
export async function addPlayer(ctx: Ctx, club: number, p: { name: string; memberNo?: string; homeClub?: string }) {
  const { db } = ctx;
  await checkRegisterRoom(db, club, 1);
  if (p.memberNo !== undefined) {
    const dup = await db
      .selectFrom('players')
      .select('name')
      .where('club_id', '=', club)
      .where('member_no', '=', p.memberNo)
      .executeTakeFirst();
    if (dup)
      throw conflict('member-exists', `memberNo: ${p.memberNo} is already ${dup.name} in the register`, 'memberNo');
  }
  return db
    .insertInto('players')
    .values({
      club_id: club,
      name: p.name,
      member_no: p.memberNo ?? null,
      home_club: p.homeClub ?? null,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The clubs that have at least one published session, by name (the public results index). */
export async function clubsWithResults(ctx: Ctx) {
  return ctx.db
    .selectFrom('clubs')
    .innerJoin('sessions', 'sessions.club_id', 'clubs.id')
    .select(['clubs.id', 'clubs.name'])
    .where('sessions.status', '=', 'published')
    .groupBy(['clubs.id', 'clubs.name'])
    .orderBy('clubs.name')
    .execute();
}

/** Club `club`'s published sessions, newest first (at most 500), with their event's name. */
export async function publishedSessions(ctx: Ctx, club: number) {
  return ctx.db
    .selectFrom('sessions')
    .innerJoin('events', 'events.id', 'sessions.event_id')
    .select([
      'sessions.id',
      'sessions.name',
      'events.name as eventName',
      'sessions.published_at',
      'sessions.created_at',
      'sessions.published_final',
    ])
    .where('sessions.club_id', '=', club)
    .where('sessions.status', '=', 'published')
    .orderBy('sessions.created_at', 'desc')
    .orderBy('sessions.id', 'desc')
    .limit(500)
    .execute();
}
