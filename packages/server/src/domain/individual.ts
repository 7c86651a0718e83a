/**
 * Individual events (issue 19): every player partners the others as `@stikk/movements`' individual
 * movement says — 4N players, or 4N + 1 with one sitting out each round; 4N + 2 and 4N + 3 play the
 * 4N + 4 movement with the missing players absent, and a table with an absent player sits out.
 *
 * The session's "pairs" are the partnerships of each round (N–S and E–W at each table), so the
 * table terminal's flow, authorisation and travellers are the pairs flow unchanged; the guide
 * entry names the four players (`seats`). The ranking is per player (Law 78A matchpoints of his
 * side, by `@stikk/scoring`'s individual scoring).
 */
import type { Vulnerability } from '@stikk/core';
import { individual, withPhantoms, type IndividualMovement } from '@stikk/movements';
import { scoreEvent, type BoardResults, type EventResults, type ScoredEvent, type TableResult } from '@stikk/scoring';
import type { Ctx } from '../context.js';
import type {
  Adjustment,
  CreateEventRequest,
  EventEntrant,
  GuideEntry,
  IndividualLine,
  IndividualRanking,
  IndividualSettings,
} from '../api/types.js';
import { badRequest } from '../http/errors.js';
import { checkEntrants, eventEntrants, insertEvent, type EventRow } from './events.js';
import type { ExportSource } from './exports.js';
import type { Movement } from './movement.js';
import { counts, tableResult } from './scoring.js';
import { insertBoardsAndRows, insertEventSession, seedOf } from './event-session.js';
import { ownersDealer } from './deal-secret.js';
import { loadSession } from './sessions.js';
import { rankingNotPublished, rankingWithheld } from './event-visibility.js';

/** The package's movement for `players` (absent players above the count for 4N + 2 and 4N + 3). */
export function individualMovement(players: number, s: IndividualSettings): IndividualMovement {
  if (players < 8)
    throw badRequest('too-few-players', `entrants: an individual needs at least 8 players, got ${players}`, 'entrants');
  const odd = players % 4 > 1;
  const size = odd ? 4 * Math.ceil(players / 4) : players;
  const r = individual({
    players: size,
    boardsPerRound: s.boardsPerRound,
    ...(s.rounds !== undefined ? { rounds: s.rounds } : {}),
  });
  if (!r.ok) throw badRequest(r.error.code, `settings.${r.error.message}`, `settings.${r.error.path ?? 'players'}`);
  if (!odd) return r.value;
  const absent = Array.from({ length: size - players }, (_, i) => String(players + i + 1));
  return withPhantoms(r.value, absent);
}

/** The server's movement: one guide entry per full table, partnerships numbered 2k−1 (NS) and 2k (EW). */
export function individualGuide(m: IndividualMovement): GuideEntry[] {
  const out: GuideEntry[] = [];
  const full = m.schedule
    .filter((e) => e.n !== null && e.e !== null && e.s !== null && e.w !== null)
    .sort((a, b) => a.round - b.round || a.table - b.table);
  full.forEach((e, k) => {
    out.push({
      round: e.round,
      table: e.table,
      ns: 2 * k + 1,
      ew: 2 * k + 2,
      boards: [...e.boards],
      seats: [Number(e.n), Number(e.e), Number(e.s), Number(e.w)],
    });
  });
  return out;
}

export async function createIndividualEvent(ctx: Ctx, clubId: number, req: CreateEventRequest): Promise<number> {
  if (req.settings.kind !== 'individual') throw new Error('createIndividualEvent: not an individual');
  checkEntrants(req);
  const settings = req.settings;
  const pm = individualMovement(req.entrants.length, settings);
  const guide = individualGuide(pm);
  const mv: Movement = {
    kind: 'individual',
    tables: pm.tables,
    rounds: pm.rounds,
    boardsPerRound: pm.boardsPerRound,
    pairs: guide.length * 2,
    copies: pm.tables,
    winners: 1,
    name: pm.name,
    notes: [...(pm.notes ?? [])],
    shared: [],
    guide,
  };
  const name = (p: number) => req.entrants[p - 1]?.name ?? '';
  const dealer = await ownersDealer(ctx.db, ctx.dealSeeded, { club: clubId }, seedOf(settings.boards));
  return ctx.db.transaction().execute(async (trx) => {
    const eventId = await insertEvent(trx, clubId, req);
    const sid = await insertEventSession(trx, { clubId, eventId, name: req.name, mv, scoring: 'matchpoints' });
    const partnerships = guide.flatMap((g) => [
      [g.ns!, g.seats![0], g.seats![2]],
      [g.ew!, g.seats![1], g.seats![3]],
    ]);
    for (let i = 0; i < partnerships.length; i += 200)
      await trx
        .insertInto('pairs')
        .values(
          partnerships.slice(i, i + 200).map(([number, a, b]) => ({
            session_id: sid,
            number,
            names: `${name(a)} & ${name(b)}`,
            players: JSON.stringify([a, b].map((p) => ({ name: name(p), memberNo: null, playerId: null }))),
          })),
        )
        .execute();
    await insertBoardsAndRows(trx, sid, settings.boards, guide, dealer);
    return eventId;
  });
}
/** An individual event's results, scored per player (Law 78A matchpoints of his side; Law 12C2 per player). */
export async function individualResults(
  ctx: Ctx,
  ev: EventRow,
): Promise<{ sid: number; mv: Movement; event: EventResults; scored: ScoredEvent; entrants: EventEntrant[] }> {
  const s = await ctx.db.selectFrom('sessions').select('id').where('event_id', '=', ev.id).executeTakeFirstOrThrow();
  const { mv } = await loadSession(ctx, s.id);
  const seats = new Map(mv.guide.map((g) => [`${g.round}|${g.table}`, g.seats]));
  const rows = await ctx.db.selectFrom('results').selectAll().where('session_id', '=', s.id).execute();
  const boards = await ctx.db
    .selectFrom('boards')
    .select(['number', 'vulnerable'])
    .where('session_id', '=', s.id)
    .orderBy('number')
    .execute();
  const input: BoardResults[] = boards.map((b) => {
    const vul = b.vulnerable as Vulnerability;
    const results: TableResult[] = [];
    for (const r of rows) {
      if (r.board !== b.number || !counts(r)) continue;
      const t = tableResult(r, vul);
      const at = seats.get(`${r.round}|${r.table_no}`);
      if (!t || !at) continue;
      const { ns: _ns, ew: _ew, ...rest } = t;
      results.push({ ...rest, players: { N: String(at[0]), E: String(at[1]), S: String(at[2]), W: String(at[3]) } });
    }
    return { board: b.number, vulnerable: vul, results };
  });
  const entrants = await eventEntrants(ctx, ev.id);
  const event: EventResults = {
    kind: 'individual',
    method: 'matchpoints',
    name: ev.name,
    boards: input,
    participants: entrants.map((e) => ({ id: String(e.number), names: [e.name] })),
    producer: 'Stikk',
  };
  const res = scoreEvent(event, { method: 'matchpoints' });
  if (!res.ok) throw new Error(`event ${ev.id}: ${res.error.message}`);
  return { sid: s.id, mv, event, scored: res.value, entrants };
}

/**
 * The individual ranking: each board's results scored as an individual event (both players of a
 * side get the side's matchpoints, or each his own artificial score), players ranked by
 * percentage of the tops they met. For a reader who does not direct it (`director` false), refused while the
 * session runs unless the director shows the running score.
 */
export async function individualRanking(ctx: Ctx, ev: EventRow, director = true): Promise<IndividualRanking> {
  if (!director) {
    const s = await ctx.db
      .selectFrom('sessions')
      .select(['status', 'live_ranking'])
      .where('event_id', '=', ev.id)
      .executeTakeFirstOrThrow();
    if (rankingWithheld(s)) throw rankingNotPublished();
  }
  const { sid, scored, entrants } = await individualResults(ctx, ev);
  const names = new Map(entrants.map((e) => [e.number, e.name]));
  const lines: IndividualLine[] = scored.ranking.map((e) => ({
    player: Number(e.id),
    name: names.get(Number(e.id)) ?? '',
    rank: e.rank,
    tied: e.tie === true,
    matchpoints: e.total,
    top: e.maxPoints ?? 0,
    percent: e.percent ?? 0,
    boards: e.boards,
  }));
  return { eventId: ev.id, sessionId: sid, lines };
}

/** The individual event as the exports write it: players as contestants, each line's four players. */
export async function individualExportSource(ctx: Ctx, ev: EventRow): Promise<{ sid: number; source: ExportSource }> {
  const { sid, event, scored, entrants } = await individualResults(ctx, ev);
  const { row, mv } = await loadSession(ctx, sid);
  const boards = await ctx.db
    .selectFrom('boards')
    .select(['number', 'dealer', 'vulnerable', 'deal'])
    .where('session_id', '=', sid)
    .orderBy('number')
    .execute();
  return {
    sid,
    source: {
      row: { ...row, name: ev.name },
      mv,
      event,
      scored,
      pairs: entrants.map((e) => ({ number: e.number, names: e.name })),
      boards,
    },
  };
}

/**
 * Checks a director's adjusted score for the session it is given in: artificial scores per
 * player (Law 12C2 per contestant) belong to an individual, where each player is a contestant.
 */
export async function checkAdjustmentFor(ctx: Ctx, sid: number, adjustment: Adjustment): Promise<void> {
  if (adjustment.kind !== 'artificial' || !adjustment.players) return;
  const { mv } = await loadSession(ctx, sid);
  if (mv.kind !== 'individual')
    throw badRequest(
      'players-not-individual',
      "adjustment.players: artificial scores per player are for an individual event; a pair shares its side's",
      'adjustment.players',
    );
}
