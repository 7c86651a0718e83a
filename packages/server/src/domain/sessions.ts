/**
 * Club sessions: creation (movement, boards, pairs, table codes), loading, travellers with
 * matchpoints, the ranking, progress. Every result row exists from creation ('to-play'), so
 * progress and the terminals read one table.
 */
import { sessionFileName } from './download-name.js';
import { DEFAULT_REGULATION, regulationProfile } from '@stikk/laws';
import { type Selectable, sql } from 'kysely';
import { boardInfo, cryptoRandom, parseDeal, printDeal, randomDeal, unwrap, type Deal } from '@stikk/core';
import { type Ctx, now } from '../context.js';
import type { ResultsTable, SessionsTable } from '../db/schema.js';
import { jsonColumn, movementColumn, roundClockColumn, storedPairPlayers } from '../db/json-column.js';
import type {
  CreateSessionRequest,
  PairInfo,
  PublishCheck,
  RoundClock,
  RoundClockRequest,
  GuideEntry,
  Progress,
  ResultEntry,
  SectionScoring,
  SessionDetail,
} from '../api/types.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { isSitOut, movementBoards, withArrowSwitch, type Movement } from './movement.js';
import { joinSections, pairLabel, SECTION_LETTERS, tableInSection, tableLabel } from './sections.js';
import { resolvePairs } from './players.js';
import { newTableCode } from './table-codes.js';
import { sessionEventId } from './event-limits.js';
import { ownersDealer } from './deal-secret.js';

/** A session's row as the database holds it (without the change counter). */
export type SessionRow = Omit<Selectable<SessionsTable>, 'version'>;

/** Lets the event loop run between slices of a long synchronous job. */
const breather = () => new Promise<void>((res) => setImmediate(res));

async function boardDeals(
  ctx: Ctx,
  clubId: number,
  req: CreateSessionRequest,
  boards: number[],
): Promise<Map<number, Deal>> {
  const b = req.boards;
  if (b.source === 'seeded' || b.source === 'random') {
    const rand = b.source === 'random' ? cryptoRandom() : null;
    const deal = await ownersDealer(
      ctx.db,
      ctx.dealSeeded,
      { club: clubId },
      b.source === 'seeded' ? b.seed : undefined,
    );
    const out = new Map<number, Deal>();
    for (const [i, n] of boards.entries()) {
      // A seed deals keyed on the server's secret (domain/deal-secret.ts): guessing it tells nothing.
      out.set(n, b.source === 'seeded' ? deal(b.seed, n) : randomDeal(rand!));
      if (i % 64 === 63) await breather();
    }
    return out;
  }
  const r = await ctx.work.pbnDeals(b.pbn, boards);
  if (!r.ok) throw badRequest(r.code, r.message, r.field, r.law, r.params);
  return new Map(r.deals.map(([n, d]) => [n, dealOf(d)]));
}

/** The session's movement: one, or each section's joined (tables and pairs numbered through them). */
async function sessionMovement(ctx: Ctx, req: CreateSessionRequest): Promise<Movement> {
  const specs = req.sections && req.sections.length > 1 ? req.sections : [{}];
  const parts: Movement[] = [];
  for (const [i, sec] of specs.entries()) {
    const mv = await ctx.work.movement(
      req.movement.kind,
      sec.tables ?? req.movement.tables,
      req.movement.boardsPerRound,
      req.movement.rounds,
      sec.pairs ?? (sec.tables === undefined ? req.movement.pairs : undefined),
    );
    if ('code' in mv) {
      if (specs.length === 1) throw badRequest(mv.code, mv.message, mv.field);
      // Section B's refusal names it: "sections[1]: movement.pairs: …".
      throw badRequest(mv.code, `sections[${i}] (${SECTION_LETTERS[i]}): ${mv.message}`, `sections[${i}]`);
    }
    parts.push(mv);
  }
  const joined = joinSections(parts);
  const switched = withArrowSwitch(joined, req.movement.arrowSwitch ?? []);
  if ('code' in switched) throw badRequest(switched.code, switched.message, switched.field);
  return switched;
}

/**
 * Creates a session of club `clubId` in pairs event `eventId`, or in the club's pairs event named `req.eventName`
 * (by default the session's name; made when there is none). Refused when that event is not a pairs event or has
 * its most sessions (`domain/event-limits.ts`).
 */
export async function createSession(
  ctx: Ctx,
  clubId: number,
  req: CreateSessionRequest,
  eventId?: number,
): Promise<number> {
  const mv = await sessionMovement(ctx, req);
  const boards = movementBoards(mv);
  const deals = await boardDeals(ctx, clubId, req, boards);
  if (req.pairs && req.pairs.length > mv.pairs)
    throw badRequest('too-many-pairs', `pairs: this movement has ${mv.pairs} pairs`, 'pairs');
  const pairs = await resolvePairs(ctx, clubId, req.pairs ?? []);
  const t = now();
  return ctx.db.transaction().execute(async (trx) => {
    const ev = {
      id: await sessionEventId(
        trx,
        ctx.dialect,
        clubId,
        eventId ?? { name: req.eventName ?? req.name, given: req.eventName !== undefined },
      ),
    };
    const s = await trx
      .insertInto('sessions')
      .values({
        club_id: clubId,
        event_id: ev.id,
        name: req.name,
        movement: JSON.stringify(mv),
        status: 'running',
        correction_minutes: req.correctionMinutes ?? regulationProfile(req.regulation).correctionMinutes,
        regulation: req.regulation ?? DEFAULT_REGULATION,
        published_at: null,
        correction_ends_at: null,
        created_at: t,
        scoring: req.scoring ?? 'matchpoints',
        section_scoring: req.sectionScoring ?? 'within',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const secIds = new Map<string, number>();
    for (const letter of mv.sections?.map((x) => x.letter) ?? ['A'])
      secIds.set(
        letter,
        (
          await trx
            .insertInto('sections')
            .values({ session_id: s.id, letter })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    // No name: "" (the pages say "pair 6" in the reader's language, never a stored English "Pair 6").
    for (let p = 1; p <= mv.pairs; p++) {
      const e = pairs[p - 1];
      await trx
        .insertInto('pairs')
        .values({
          session_id: s.id,
          number: p,
          names: e?.names ?? '',
          players: e?.players ? JSON.stringify(e.players) : null,
        })
        .execute();
    }
    for (let tn = 1; tn <= mv.tables; tn++)
      await trx
        .insertInto('session_tables')
        .values({
          session_id: s.id,
          section_id: secIds.get(tableInSection(mv, tn)?.section.letter ?? 'A')!,
          number: tn,
          code: newTableCode(),
        })
        .execute();
    // SQLite answers synchronously, so a chain of awaited statements never lets the event loop
    // run: a large session is written in chunks with a macrotask break between them (others'
    // queries wait for the transaction's connection; everything else keeps being served).
    for (let i = 0; i < boards.length; i += 100) {
      await trx
        .insertInto('boards')
        .values(
          boards.slice(i, i + 100).map((n) => {
            const info = unwrap(boardInfo(n));
            return {
              session_id: s.id,
              number: n,
              dealer: info.dealer,
              vulnerable: info.vulnerable,
              deal: printDeal(deals.get(n)!, 'N'),
            };
          }),
        )
        .execute();
      await breather();
    }
    // A sit-out plays no board: no result row, so nothing to enter and no score (Law 12C2 is for boards that should
    // have been played).
    const rows = rowsToPlay(s.id, mv.guide, t);
    for (let i = 0; i < rows.length; i += 200) {
      await trx
        .insertInto('results')
        .values(rows.slice(i, i + 200))
        .execute();
      await breather();
    }
    return s.id;
  });
}

/** The result rows a session starts with: one per board at every guide entry where both sides play. */
export function rowsToPlay(sid: number, guide: readonly GuideEntry[], at: string) {
  return guide
    .filter((g) => !isSitOut(g))
    .flatMap((g) =>
      g.boards.map((board) => ({
        session_id: sid,
        round: g.round,
        table_no: g.table,
        board,
        ns: g.ns!,
        ew: g.ew!,
        contract: null,
        declarer: null,
        lead: null,
        tricks: null,
        status: 'to-play' as const,
        adjustment: null,
        updated_at: at,
      })),
    );
}

/**
 * Parsed movements by session (a 30-table Howell's is ~100 KB of JSON, read and parsed on every
 * request otherwise). Keyed by id and the stored text's length, so a rewritten movement is reread.
 */
const movementCaches = new WeakMap<object, Map<string, Movement>>();

export async function loadSession(ctx: Ctx, id: number): Promise<{ row: SessionRow; mv: Movement }> {
  const head = await ctx.db
    .selectFrom('sessions')
    .select([
      'id',
      'club_id',
      'event_id',
      'name',
      'status',
      'correction_minutes',
      'published_at',
      'correction_ends_at',
      'created_at',
      'scoring',
      'regulation',
      'published_final',
      'live_ranking',
      'round_clock',
      'section_scoring',
      sql<number>`LENGTH(movement)`.as('mv_length'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!head) throw notFound(`session ${id}`);
  const { mv_length: length, ...rest } = head;
  const key = `${id}:${length}`;
  // One cache per database: two servers in one process (tests, tools) number their sessions alike.
  let movements = movementCaches.get(ctx.db);
  if (!movements) movementCaches.set(ctx.db, (movements = new Map()));
  let text: string | undefined;
  let mv = movements.get(key);
  if (!mv) {
    text = (await ctx.db.selectFrom('sessions').select('movement').where('id', '=', id).executeTakeFirstOrThrow())
      .movement;
    mv = jsonColumn(movementColumn, text, { table: 'sessions', column: 'movement', id });
    movements.set(key, mv);
    if (movements.size > 500) movements.delete(movements.keys().next().value!);
  }
  const row: SessionRow = {
    ...rest,
    get movement() {
      return (text ??= JSON.stringify(mv));
    },
  };
  return { row, mv };
}

/** Law 79C: the correction period has ended (after publication + the period). */
export const correctionClosed = (row: SessionRow, at = new Date()): boolean =>
  row.correction_ends_at !== null && at.toISOString() >= row.correction_ends_at;

/** A session published as final takes no more results from the terminals until the director reopens it. */
export function refuseIfFinal(row: SessionRow): void {
  if (row.published_final)
    throw conflict(
      'session-final',
      'the results are published as final; the director reopens the session before a table can enter more',
    );
}

/**
 * What is still missing before publication: unplayed rounds and boards, unconfirmed results, open calls and appeals.
 */
export async function publishCheck(ctx: Ctx, sid: number): Promise<PublishCheck> {
  const { mv } = await loadSession(ctx, sid);
  const rows = await ctx.db
    .selectFrom('results')
    .select(['round', 'status', 'adjustment'])
    .where('session_id', '=', sid)
    .execute();
  const toPlay = rows.filter((r) => r.status === 'to-play' && r.adjustment === null);
  const unconfirmed = rows.filter((r) => r.status === 'entered' && r.adjustment === null).length;
  const roundsUnplayed = new Set(
    rows.filter((r) => r.status === 'to-play' && r.adjustment === null).map((r) => r.round),
  );
  // A round counts as unplayed when none of its boards has a result yet.
  const started = new Set(rows.filter((r) => r.status !== 'to-play' || r.adjustment !== null).map((r) => r.round));
  const openCalls = (
    await ctx.db
      .selectFrom('director_calls')
      .select('id')
      .where('session_id', '=', sid)
      .where('status', '=', 'open')
      .execute()
  ).length;
  const lodgedAppeals = (
    await ctx.db
      .selectFrom('appeals')
      .select('id')
      .where('session_id', '=', sid)
      .where('status', '=', 'lodged')
      .execute()
  ).length;
  return {
    rounds: mv.rounds,
    roundsUnplayed: [...roundsUnplayed].filter((r) => !started.has(r)).length,
    boardsToPlay: toPlay.length,
    unconfirmed,
    openCalls,
    lodgedAppeals,
    complete: toPlay.length === 0 && unconfirmed === 0 && openCalls === 0 && lodgedAppeals === 0,
  };
}

export async function sessionDetail(ctx: Ctx, id: number, withCodes: boolean): Promise<SessionDetail> {
  const { row, mv } = await loadSession(ctx, id);
  const ev = await ctx.db.selectFrom('events').select('name').where('id', '=', row.event_id).executeTakeFirstOrThrow();
  const pairs = (
    await ctx.db
      .selectFrom('pairs')
      .select(['number', 'names', 'players'])
      .where('session_id', '=', id)
      .orderBy('number')
      .execute()
  ).map((p): PairInfo => {
    const players = storedPairPlayers(p.players, {
      table: 'pairs',
      column: 'players',
      id: `session ${id} pair ${p.number}`,
    });
    return {
      number: p.number,
      names: p.names,
      ...(players ? { players } : {}),
      ...labelled(mv, p.number, pairLabel),
    };
  });
  const tables = await sessionTables(ctx, id);
  return {
    id: row.id,
    clubId: row.club_id,
    eventName: ev.name,
    name: row.name,
    scoring: row.scoring,
    regulation: row.regulation,
    movement: {
      kind: mv.kind,
      name: mv.name,
      tables: mv.tables,
      rounds: mv.rounds,
      boardsPerRound: mv.boardsPerRound,
      copies: mv.copies,
      winners: mv.winners,
      notes: mv.notes,
      shared: mv.shared,
    },
    boards: movementBoards(mv),
    pairs,
    tables: tables.map((t) => ({ ...(withCodes ? t : { number: t.number }), ...labelled(mv, t.number, tableLabel) })),
    guide: mv.guide,
    ...(mv.sections ? { sections: mv.sections, sectionScoring: row.section_scoring } : {}),
    status: row.status,
    correctionEndsAt: row.correction_ends_at,
    final: row.published_final === 1,
    liveRanking: row.live_ranking === 1,
    fileName: await sessionFileName(ctx, id),
    clock: row.round_clock
      ? jsonColumn(roundClockColumn, row.round_clock, { table: 'sessions', column: 'round_clock', id: row.id })
      : null,
  };
}

/** A sectioned session's pair or table: its section's letter and its label there ("B3"). */
function labelled(
  mv: Movement,
  n: number,
  label: (mv: Movement, n: number) => string | undefined,
): { section?: string; label?: string } {
  const l = label(mv, n);
  return l ? { section: l.replace(/\d+$/, ''), label: l } : {};
}

/** A stored result row as the domain reads it: the `results` table's columns but its timestamp. */
export type ResultRow = Omit<Selectable<ResultsTable>, 'updated_at'>;

export const entryOf = (r: ResultRow): ResultEntry | null =>
  r.contract === null ? null : { contract: r.contract, declarer: r.declarer, lead: r.lead, tricks: r.tricks ?? 0 };

export { nsScoreOf, ranking, traveller } from './scoring.js';

export async function progress(ctx: Ctx, sessionId: number): Promise<Progress> {
  const rows = await ctx.db
    .selectFrom('results')
    .select(['round', 'table_no', 'status', 'adjustment'])
    .where('session_id', '=', sessionId)
    .execute();
  const cells = new Map<string, { round: number; table: number; boards: number; entered: number; confirmed: number }>();
  for (const r of rows) {
    const k = `${r.round}/${r.table_no}`;
    const c = cells.get(k) ?? { round: r.round, table: r.table_no, boards: 0, entered: 0, confirmed: 0 };
    c.boards++;
    if (r.status !== 'to-play') c.entered++;
    if (r.status === 'confirmed' || r.adjustment !== null) c.confirmed++;
    cells.set(k, c);
  }
  const list = [...cells.values()].sort((a, b) => a.round - b.round || a.table - b.table);
  return { sessionId, cells: list, done: list.every((c) => c.confirmed === c.boards) };
}

export const guideFor = (mv: Movement, round: number, table: number): GuideEntry | undefined =>
  mv.guide.find((g) => g.round === round && g.table === table);

export const dealOf = (text: string): Deal => unwrap(parseDeal(text));

/** The round clock after a director's action (pure: the stored clock, the request, the time now). */
export function nextClock(old: RoundClock | null, req: RoundClockRequest, rounds: number, at: Date): RoundClock | null {
  const ms = (m: number) => Math.round(m * 60_000);
  switch (req.action) {
    case 'stop':
      return null;
    case 'start': {
      const minutes = req.minutes ?? old?.minutes ?? 15;
      const round = req.round ?? (old ? Math.min(rounds, old.round + 1) : 1);
      if (round > rounds) throw badRequest('invalid-field', `round: this session has ${rounds} rounds`, 'round');
      return { round, minutes, endsAt: new Date(at.getTime() + ms(minutes)).toISOString(), leftMs: null };
    }
    case 'pause':
      if (!old || old.endsAt === null) throw conflict('clock-not-running', 'the round clock is not running', 'action');
      return { ...old, endsAt: null, leftMs: Math.max(0, new Date(old.endsAt).getTime() - at.getTime()) };
    case 'resume':
      if (!old || old.leftMs === null) throw conflict('clock-not-paused', 'the round clock is not paused', 'action');
      return { ...old, endsAt: new Date(at.getTime() + old.leftMs).toISOString(), leftMs: null };
  }
}

/** A session's tables in number order, with their terminal codes. */
export async function sessionTables(ctx: Ctx, sessionId: number): Promise<{ number: number; code: string }[]> {
  return ctx.db
    .selectFrom('session_tables')
    .select(['number', 'code'])
    .where('session_id', '=', sessionId)
    .orderBy('number')
    .execute();
}

/** Every result row of a session (played, unplayed and adjusted alike). */
export async function sessionResults(ctx: Ctx, sessionId: number): Promise<Selectable<ResultsTable>[]> {
  return ctx.db.selectFrom('results').selectAll().where('session_id', '=', sessionId).execute();
}

/** Sets how a session of several sections is ranked: within each section or across them. */
export async function setSectionScoring(ctx: Ctx, sessionId: number, scoring: SectionScoring): Promise<void> {
  await ctx.db.updateTable('sessions').set({ section_scoring: scoring }).where('id', '=', sessionId).execute();
}
