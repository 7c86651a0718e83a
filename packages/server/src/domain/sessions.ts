/**
 * Club sessions: creation (movement, boards, pairs, table codes), loading, travellers with
 * matchpoints, the ranking, progress. Every result row exists from creation ('to-play'), so
 * progress and the terminals read one table.
 */
import { randomBytes } from 'node:crypto';
import { boardInfo, cryptoRandom, parseDeal, printDeal, randomDeal, seededDeal, unwrap, type Deal, type Vulnerability } from '@stikk/core';
import { parsePbn } from '@stikk/formats';
import type { Ctx } from '../context.js';
import { now } from '../context.js';
import type {
  Adjustment, CreateSessionRequest, SessionScoring, GuideEntry, Progress, Ranking, RankingLine, ResultEntry, SeatCode, SessionDetail, SessionStatus,
  Traveller, TravellerLine, VulnerabilityCode,
} from '../api/types.js';
import { badRequest, notFound } from '../http/errors.js';
import { isSitOut, movementBoards, type Movement } from './movement.js';
import { matchpointBoard, nsScoreOf, percentOf, type BoardLine } from './matchpoints.js';
import { impBoard } from './law78b-imp-pairs.js';

export interface SessionRow {
  id: number; club_id: number; event_id: number; name: string; movement: string; status: string;
  correction_minutes: number; published_at: string | null; correction_ends_at: string | null; created_at: string; scoring: string;
}

/** A table code: 6 characters without look-alikes (no 0/O, 1/I/L). */
function tableCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(6);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

function boardDeals(req: CreateSessionRequest, boards: number[]): Map<number, Deal> {
  const b = req.boards;
  if (b.source === 'seeded') return new Map(boards.map((n) => [n, seededDeal(b.seed, n)]));
  if (b.source === 'random') {
    const rand = cryptoRandom();
    return new Map(boards.map((n) => [n, randomDeal(rand)]));
  }
  const file = parsePbn(b.pbn);
  if (!file.ok) throw badRequest('invalid-pbn', `boards.pbn: ${file.error.message}`, 'boards.pbn');
  const out = new Map<number, Deal>();
  for (const g of file.value.games) {
    const n = Number(g.value('Board'));
    const d = g.value('Deal');
    if (!Number.isInteger(n) || !d) continue;
    const deal = parseDeal(d);
    if (!deal.ok) throw badRequest('invalid-pbn', `boards.pbn: board ${n}: ${deal.error.message}`, 'boards.pbn', '6');
    out.set(n, deal.value);
  }
  const missing = boards.filter((n) => !out.has(n));
  if (missing.length) throw badRequest('missing-boards', `boards.pbn: no deal for board${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`, 'boards.pbn');
  return out;
}

export async function createSession(ctx: Ctx, clubId: number, req: CreateSessionRequest): Promise<number> {
  const mv = await ctx.movements.build(req.movement.kind, req.movement.tables, req.movement.boardsPerRound, req.movement.rounds, req.movement.pairs);
  if ('code' in mv) throw badRequest(mv.code, mv.message, mv.field);
  const boards = movementBoards(mv);
  const deals = boardDeals(req, boards);
  if (req.pairs && req.pairs.length > mv.pairs) throw badRequest('too-many-pairs', `pairs: this movement has ${mv.pairs} pairs`, 'pairs');
  const t = now();
  return ctx.db.transaction().execute(async (trx) => {
    const eventName = req.eventName ?? req.name;
    let ev = await trx.selectFrom('events').select('id').where('club_id', '=', clubId).where('name', '=', eventName).executeTakeFirst();
    if (!ev) ev = await trx.insertInto('events').values({ club_id: clubId, name: eventName }).returning('id').executeTakeFirstOrThrow();
    const s = await trx.insertInto('sessions').values({
      club_id: clubId, event_id: ev.id, name: req.name, movement: JSON.stringify(mv), status: 'running',
      correction_minutes: req.correctionMinutes ?? 30, published_at: null, correction_ends_at: null, created_at: t,
      scoring: req.scoring ?? 'matchpoints',
    }).returning('id').executeTakeFirstOrThrow();
    const sec = await trx.insertInto('sections').values({ session_id: s.id, letter: 'A' }).returning('id').executeTakeFirstOrThrow();
    for (let p = 1; p <= mv.pairs; p++) await trx.insertInto('pairs').values({ session_id: s.id, number: p, names: req.pairs?.[p - 1]?.names ?? `Pair ${p}` }).execute();
    for (let tn = 1; tn <= mv.tables; tn++) await trx.insertInto('session_tables').values({ session_id: s.id, section_id: sec.id, number: tn, code: tableCode() }).execute();
    for (const n of boards) {
      const info = unwrap(boardInfo(n));
      await trx.insertInto('boards').values({ session_id: s.id, number: n, dealer: info.dealer, vulnerable: info.vulnerable, deal: printDeal(deals.get(n)!, 'N') }).execute();
    }
    // A sit-out plays no board: no result row, so nothing to enter and no score (Law 12C2 is for boards that should have been played).
    const rows = mv.guide.filter((g) => !isSitOut(g)).flatMap((g) => g.boards.map((b) => ({
      session_id: s.id, round: g.round, table_no: g.table, board: b, ns: g.ns!, ew: g.ew!,
      contract: null, declarer: null, lead: null, tricks: null, status: 'to-play', adjustment: null, updated_at: t,
    })));
    for (let i = 0; i < rows.length; i += 200) await trx.insertInto('results').values(rows.slice(i, i + 200)).execute();
    return s.id;
  });
}

export async function loadSession(ctx: Ctx, id: number): Promise<{ row: SessionRow; mv: Movement }> {
  const row = await ctx.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`session ${id}`);
  return { row, mv: JSON.parse(row.movement) as Movement };
}

/** Law 79C: the correction period has ended (after publication + the period). */
export const correctionClosed = (row: SessionRow, at = new Date()): boolean =>
  row.correction_ends_at !== null && at.toISOString() >= row.correction_ends_at;

export async function sessionDetail(ctx: Ctx, id: number, withCodes: boolean): Promise<SessionDetail> {
  const { row, mv } = await loadSession(ctx, id);
  const ev = await ctx.db.selectFrom('events').select('name').where('id', '=', row.event_id).executeTakeFirstOrThrow();
  const pairs = await ctx.db.selectFrom('pairs').select(['number', 'names']).where('session_id', '=', id).orderBy('number').execute();
  const tables = await ctx.db.selectFrom('session_tables').select(['number', 'code']).where('session_id', '=', id).orderBy('number').execute();
  return {
    id: row.id, clubId: row.club_id, eventName: ev.name, name: row.name, scoring: row.scoring as SessionScoring,
    movement: { kind: mv.kind, name: mv.name, tables: mv.tables, rounds: mv.rounds, boardsPerRound: mv.boardsPerRound, copies: mv.copies, winners: mv.winners, notes: mv.notes, shared: mv.shared },
    boards: movementBoards(mv), pairs, tables: tables.map((t) => (withCodes ? t : { number: t.number })),
    guide: mv.guide, status: row.status as SessionStatus, correctionEndsAt: row.correction_ends_at,
  };
}

export interface ResultRow {
  id: number; session_id: number; round: number; table_no: number; board: number; ns: number; ew: number;
  contract: string | null; declarer: string | null; lead: string | null; tricks: number | null; status: string; adjustment: string | null;
  /** 1 while the director has reopened the row for the table to correct. */
  reopened: number;
}

export const entryOf = (r: ResultRow): ResultEntry | null =>
  r.contract === null ? null : { contract: r.contract, declarer: r.declarer as SeatCode | null, lead: r.lead, tricks: r.tricks ?? 0 };

const counts = (r: ResultRow) => r.status === 'confirmed' || r.adjustment !== null;

/**
 * The most plays of any board in the session (result rows, sit-outs have none): `@stikk/scoring`'s
 * Neuberg N. A board played fewer times because of a sit-out is factored up to it.
 */
async function mostPlays(ctx: Ctx, sessionId: number): Promise<number> {
  const rows = await ctx.db.selectFrom('results').select('board').where('session_id', '=', sessionId).execute();
  const n = new Map<number, number>();
  for (const r of rows) n.set(r.board, (n.get(r.board) ?? 0) + 1);
  return Math.max(0, ...n.values());
}

/** One board scored by the session's method: matchpoints (Law 78A) or IMP pairs (Law 78B). */
function scoreBoard(rows: readonly ResultRow[], vul: Vulnerability, most: number, scoring: SessionScoring): { top: number; datum: number | null; lines: TravellerLine[] } {
  const lines: BoardLine[] = rows.map((r) => ({ id: r.id, ns: r.ns, ew: r.ew, result: entryOf(r), adjustment: r.adjustment ? (JSON.parse(r.adjustment) as Adjustment) : null, counts: counts(r) }));
  const missing = Math.max(0, most - rows.length);
  const mp = scoring === 'matchpoints' ? matchpointBoard(lines, vul, missing) : null;
  const ip = scoring === 'matchpoints' ? null : impBoard(lines, vul, scoring, missing);
  const top = mp?.top ?? 0;
  const byId = new Map((mp?.scored ?? ip!.scored).map((s) => [s.id, s]));
  return {
    top,
    datum: ip?.datum ?? null,
    lines: rows.filter((r) => r.status !== 'to-play' || r.adjustment !== null).map((r) => {
      const s = byId.get(r.id)!;
      const entry = entryOf(r);
      const m = mp ? s : null, i = ip ? s : null;
      return {
        id: r.id, round: r.round, table: r.table_no, ns: r.ns, ew: r.ew, result: entry,
        adjustment: r.adjustment ? (JSON.parse(r.adjustment) as Adjustment) : null,
        status: r.status === 'confirmed' ? 'confirmed' : 'entered',
        nsScore: s.nsScore ?? (entry ? nsScoreOf(entry, vul) : null),
        nsMatchpoints: m?.ns ?? null, ewMatchpoints: m?.ew ?? null,
        nsPercent: m ? percentOf(m.ns, top) : null, ewPercent: m ? percentOf(m.ew, top) : null,
        nsImps: i?.ns ?? null, ewImps: i?.ew ?? null,
      };
    }),
  };
}

export async function traveller(ctx: Ctx, sessionId: number, board: number): Promise<Traveller> {
  const b = await ctx.db.selectFrom('boards').select(['dealer', 'vulnerable']).where('session_id', '=', sessionId).where('number', '=', board).executeTakeFirst();
  if (!b) throw notFound(`board ${board} in session ${sessionId}`);
  const rows = await ctx.db.selectFrom('results').selectAll().where('session_id', '=', sessionId).where('board', '=', board).orderBy('round').orderBy('table_no').execute();
  const { row } = await loadSession(ctx, sessionId);
  const scoring = row.scoring as SessionScoring;
  const { lines, datum } = scoreBoard(rows, b.vulnerable as Vulnerability, await mostPlays(ctx, sessionId), scoring);
  return { board, scoring, datum, dealer: b.dealer as SeatCode, vulnerable: b.vulnerable as VulnerabilityCode, lines };
}

export async function ranking(ctx: Ctx, sessionId: number): Promise<Ranking> {
  const { mv, row } = await loadSession(ctx, sessionId);
  const scoring = row.scoring as SessionScoring;
  const byImps = scoring !== 'matchpoints';
  const boards = await ctx.db.selectFrom('boards').select(['number', 'vulnerable']).where('session_id', '=', sessionId).execute();
  const rows = await ctx.db.selectFrom('results').selectAll().where('session_id', '=', sessionId).execute();
  const pairs = await ctx.db.selectFrom('pairs').select(['number', 'names']).where('session_id', '=', sessionId).execute();
  const pens = await ctx.db.selectFrom('penalties').select(['pair', 'percent_of_top', 'imps']).where('session_id', '=', sessionId).execute();
  const acc = new Map(pairs.map((p) => [p.number, { mp: 0, top: 0, imps: 0, played: 0, names: p.names }]));
  let tops = 0, nTops = 0;
  // One pass over the rows (a 30-table Howell has ~14,000): grouped by board, most plays from the same.
  const byBoard = new Map<number, ResultRow[]>();
  for (const r of rows) {
    const list = byBoard.get(r.board);
    if (list) list.push(r); else byBoard.set(r.board, [r]);
  }
  const most = Math.max(0, ...[...byBoard.values()].map((l) => l.length));
  for (const b of boards) {
    const bRows = byBoard.get(b.number) ?? [];
    const { top, lines } = scoreBoard(bRows, b.vulnerable as Vulnerability, most, scoring);
    if (lines.some((l) => l.nsMatchpoints !== null)) { tops += top; nTops++; }
    for (const l of lines) {
      const ns = acc.get(l.ns)!, ew = acc.get(l.ew)!;
      if (byImps) {
        if (l.nsImps === null || l.ewImps === null) continue;
        ns.imps += l.nsImps; ns.played++;
        ew.imps += l.ewImps; ew.played++;
        continue;
      }
      if (l.nsMatchpoints === null || l.ewMatchpoints === null) continue;
      ns.mp += l.nsMatchpoints; ns.top += top; ns.played++;
      ew.mp += l.ewMatchpoints; ew.top += top; ew.played++;
    }
  }
  const avgTop = nTops ? tops / nTops : 0;
  const r2 = (x: number) => Math.round(x * 100) / 100 || 0;
  const out = pairs.map((p) => {
    const a = acc.get(p.number)!;
    const mine = pens.filter((x) => x.pair === p.number);
    if (byImps) {
      // Law 90 in an IMP session: the penalty is in IMPs, taken off the total.
      const pen = mine.reduce((s, x) => s + (x.imps ?? 0), 0);
      const imps = r2(a.imps - pen);
      return { pair: p.number, names: a.names, matchpoints: 0, top: 0, percent: 0, penalties: pen, boardsPlayed: a.played, imps, key: imps };
    }
    const pen = mine.reduce((s, x) => s + x.percent_of_top, 0);
    const mp = a.mp - (pen / 100) * avgTop;
    const percent = a.top ? Math.round((mp / a.top) * 10000) / 100 : 0;
    return { pair: p.number, names: a.names, matchpoints: r2(mp), top: a.top, percent, penalties: pen, boardsPlayed: a.played, imps: null, key: percent };
  }).sort((x, y) => y.key - x.key || x.pair - y.pair);
  // Two winners (Mitchell): NS and EW pairs are ranked in their own fields.
  const fields = new Map<number, 'NS' | 'EW'>();
  if (mv.winners === 2) for (const g of mv.guide) for (const [p, f] of [[g.ns, 'NS'], [g.ew, 'EW']] as const) if (p !== null && !fields.has(p)) fields.set(p, f);
  const fieldOf = (pair: number): 'NS' | 'EW' | undefined => fields.get(pair);
  const peersOf = new Map<string, typeof out>();
  for (const o of out) {
    const k = fieldOf(o.pair) ?? '';
    const list = peersOf.get(k);
    if (list) list.push(o); else peersOf.set(k, [o]);
  }
  const lines: RankingLine[] = out.map(({ key, ...l }) => {
    const field = fieldOf(l.pair);
    const peers = peersOf.get(field ?? '')!;
    const rank = peers.findIndex((o) => o.key === key) + 1;
    return { ...l, rank, tied: peers.filter((o) => o.key === key).length > 1, ...(field ? { field } : {}) };
  }).sort((a, b) => (a.field ?? '').localeCompare(b.field ?? '') || a.rank - b.rank || a.pair - b.pair);
  return { sessionId, scoring, final: rows.every((r) => r.status === 'confirmed' || r.adjustment !== null), lines };
}

export async function progress(ctx: Ctx, sessionId: number): Promise<Progress> {
  const rows = await ctx.db.selectFrom('results').select(['round', 'table_no', 'status', 'adjustment']).where('session_id', '=', sessionId).execute();
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

export const guideFor = (mv: Movement, round: number, table: number): GuideEntry | undefined => mv.guide.find((g) => g.round === round && g.table === table);

export const dealOf = (text: string): Deal => unwrap(parseDeal(text));
