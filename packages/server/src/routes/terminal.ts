/**
 * The table terminal (the Bridgemate role): join with the table's code; for each round, the
 * opponents and boards; enter contract, declarer, lead and tricks; the opponents confirm; the
 * traveller once this table has played the board; corrections until Law 79C's period closes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { boardInfo, holderOf, lho, parseCard, parseContract, unwrap, type Seat } from '@stikk/core';
import type { Ctx } from '../context.js';
import { now } from '../context.js';
import { newToken, tokenHash } from '../auth.js';
import { ApiFailure, badRequest, conflict, forbidden, notFound, parse } from '../http/errors.js';
import { freeText, id, resultEntry } from '../http/validate.js';
import type { GuideNext, PairInfo, TerminalBoard, TerminalRound, VulnerabilityCode } from '../api/types.js';
import { isSitOut } from '../domain/movement.js';
import { correctionClosed, dealOf, entryOf, guideFor, loadSession, nsScoreOf, ranking, traveller, type ResultRow } from '../domain/sessions.js';
import { callDto } from './sessions.js';

export function terminalRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  /** The table this terminal's bearer token belongs to. */
  const terminal = async (req: FastifyRequest) => {
    const m = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(req.headers.authorization ?? '');
    if (!m) throw new ApiFailure(401, 'no-terminal-token', 'join the table with its code first (Authorization: Bearer <token>)');
    const t = await db.selectFrom('terminal_tokens').innerJoin('session_tables', 'session_tables.id', 'terminal_tokens.table_id')
      .select(['session_tables.session_id', 'session_tables.number']).where('terminal_tokens.token_hash', '=', tokenHash(m[1])).executeTakeFirst();
    if (!t) throw new ApiFailure(401, 'bad-terminal-token', 'this terminal token is not valid');
    const s = await loadSession(ctx, t.session_id);
    return { sid: t.session_id, table: t.number, ...s };
  };

  const boardDto = (r: ResultRow): TerminalBoard => {
    const info = unwrap(boardInfo(r.board));
    const entry = entryOf(r);
    return {
      board: r.board, dealer: info.dealer, vulnerable: info.vulnerable as VulnerabilityCode,
      status: r.status as TerminalBoard['status'], result: entry,
      nsScore: r.status === 'confirmed' && entry ? nsScoreOf(entry, info.vulnerable) : null,
    };
  };

  app.post('/api/terminal/join', { config: { rateLimit: { max: 120, timeWindow: 60_000 } } }, async (req) => {
    const { code } = parse(z.object({ code: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{6}$/, 'is not a 6-character table code') }).strict(), req.body);
    const t = await db.selectFrom('session_tables').innerJoin('sessions', 'sessions.id', 'session_tables.session_id')
      .select(['session_tables.id', 'session_tables.number', 'sessions.id as sid', 'sessions.name']).where('session_tables.code', '=', code).executeTakeFirst();
    if (!t) throw new ApiFailure(404, 'unknown-table-code', 'no table has this code', 'code');
    const token = newToken();
    await db.insertInto('terminal_tokens').values({ token_hash: tokenHash(token), table_id: t.id, created_at: now() }).execute();
    return { token, sessionId: t.sid, sessionName: t.name, table: t.number };
  });

  app.get('/api/terminal/round', async (req) => {
    const term = await terminal(req);
    const q = parse(z.object({ round: z.coerce.number().int().positive().optional() }).strict(), req.query, 'query');
    const rows = await db.selectFrom('results').selectAll().where('session_id', '=', term.sid).where('table_no', '=', term.table).orderBy('round').orderBy('board').execute();
    const open = rows.find((r) => r.status !== 'confirmed' && r.adjustment === null);
    const all = await db.selectFrom('results').select(['round', 'board', 'ns', 'ew', 'status', 'adjustment']).where('session_id', '=', term.sid).execute();
    // A sit-out at this table before its next round to play is the current round while that round
    // is still being played at the other tables (the pair sitting out waits here; nothing to enter).
    const roundOpen = (rd: number) => all.some((r) => r.round === rd && r.status !== 'confirmed' && r.adjustment === null);
    const before = (rd: number) => open === undefined || rd < open.round;
    const lastPlayed = Math.max(0, ...rows.filter((r) => before(r.round)).map((r) => r.round));
    const sitOutNow = term.mv.guide.filter((x) => x.table === term.table && isSitOut(x) && x.round > lastPlayed && before(x.round) && roundOpen(x.round))
      .map((x) => x.round).sort((a, b) => a - b)[0];
    const current = sitOutNow ?? open?.round ?? term.mv.rounds;
    const round = q.round ?? current;
    const now = guideFor(term.mv, current, term.table)!;
    const playedByBoth = (board: number) => [now.ns, now.ew].every((p) => {
      const mine = all.filter((r) => r.board === board && (r.ns === p || r.ew === p));
      return p !== null && mine.length > 0 && mine.every((r) => r.status === 'confirmed' || r.adjustment !== null);
    });
    const g = guideFor(term.mv, round, term.table);
    if (!g) throw notFound(`round ${round} at table ${term.table}`);
    const pairs = new Map((await db.selectFrom('pairs').select(['number', 'names']).where('session_id', '=', term.sid).execute()).map((p) => [p.number, p]));
    // The guide card: where a pair sits next round, and whether it sits out there (no opponents).
    const where = (pair: number | null): GuideNext | null => {
      const n = pair === null ? undefined : term.mv.guide.find((x) => x.round === round + 1 && (x.ns === pair || x.ew === pair));
      return n ? { table: n.table, direction: n.ns === pair ? 'NS' : 'EW', ...(isSitOut(n) ? { sitOut: true as const } : {}) } : null;
    };
    const nsNext = where(g.ns), ewNext = where(g.ew);
    const out: TerminalRound = {
      round, rounds: term.mv.rounds, table: term.table,
      ns: g.ns === null ? null : (pairs.get(g.ns) as PairInfo), ew: g.ew === null ? null : (pairs.get(g.ew) as PairInfo),
      // Another round's results are shown only for boards both pairs now at the table have played
      // (what other pairs did on a board still to be played is extraneous information, Law 16).
      boards: rows.filter((r) => r.round === round).map((r) => (round === current || playedByBoth(r.board) ? boardDto(r) : { ...boardDto(r), result: null, nsScore: null })),
      next: nsNext || ewNext ? { ns: nsNext, ew: ewNext } : null,
      finished: open === undefined,
    };
    return out;
  });

  /** This table's result row for a round and board. */
  const rowFor = async (sid: number, table: number, round: number, board: number) => {
    const r = await db.selectFrom('results').selectAll().where('session_id', '=', sid).where('table_no', '=', table).where('round', '=', round).where('board', '=', board).executeTakeFirst();
    if (!r) throw new ApiFailure(404, 'not-at-this-table', `board ${board} is not played at table ${table} in round ${round}`, 'board');
    return r;
  };

  app.post('/api/terminal/results', async (req) => {
    const term = await terminal(req);
    const body = parse(resultEntry.and(z.object({ round: z.number().int().positive(), board: z.number().int().positive() })), req.body);
    const r = await rowFor(term.sid, term.table, body.round, body.board);
    if (correctionClosed(term.row)) throw new ApiFailure(409, 'correction-period-closed', 'the correction period has ended', undefined, '79C');
    if (r.adjustment !== null) throw conflict('adjusted', 'the director has adjusted this board; ask the director');
    const c = unwrap(parseContract(body.contract)).contract;
    if (!c.passedOut && body.lead !== null) {
      // Law 41A: the opening lead is made by declarer's left-hand opponent.
      const b = await db.selectFrom('boards').select('deal').where('session_id', '=', term.sid).where('number', '=', body.board).executeTakeFirstOrThrow();
      const leader = lho(body.declarer as Seat);
      if (holderOf(dealOf(b.deal), unwrap(parseCard(body.lead))) !== leader) throw badRequest('lead-not-in-hand', `lead: ${body.lead} is not in ${leader}'s hand (the opening leader, Law 41A)`, 'lead', '41A');
    }
    const after = { contract: c.passedOut ? 'passed out' : body.contract.toUpperCase().replace(/\s+/g, ''), declarer: body.declarer, lead: body.lead, tricks: body.tricks, status: 'entered', updated_at: now() };
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('results').set(after).where('id', '=', r.id).execute();
      if (r.status !== 'to-play') await trx.insertInto('result_history').values({ result_id: r.id, at: now(), by: `table:${term.table}`, before: JSON.stringify(r), after: JSON.stringify(after) }).execute();
    });
    return boardDto({ ...r, ...after });
  });

  app.post('/api/terminal/confirm', async (req) => {
    const term = await terminal(req);
    const body = parse(z.object({ round: z.number().int().positive(), board: z.number().int().positive() }).strict(), req.body);
    const r = await rowFor(term.sid, term.table, body.round, body.board);
    if (r.status === 'to-play') throw conflict('nothing-to-confirm', 'no result has been entered for this board', 'board');
    if (r.status !== 'confirmed') await db.updateTable('results').set({ status: 'confirmed', updated_at: now() }).where('id', '=', r.id).where('status', '=', 'entered').execute();
    const t = await travellerFor(term, body.board, body.round);
    return { ...boardDto({ ...r, status: 'confirmed' }), ...(t ? { traveller: t } : {}) };
  });

  // The traveller of a board is shown to the pairs now at this table (the current round) once
  // both of them have played it, wherever they played it: never before (Law 16: it would be
  // extraneous information about a board still to be played).
  // The traveller of a board is shown to the pairs now at the table once both of them have
  // played it, wherever they played it; never before (it would tell them about a board still to
  // be played, Law 16). On confirmation it comes with the reply, as a Bridgemate shows it.
  const travellerFor = async (term: { sid: number; table: number; mv: Parameters<typeof guideFor>[0] }, board: number, round?: number) => {
    const rows = await db.selectFrom('results').selectAll().where('session_id', '=', term.sid).execute();
    const open = rows.filter((r) => r.table_no === term.table).sort((a, b) => a.round - b.round).find((r) => r.status !== 'confirmed' && r.adjustment === null);
    const g = guideFor(term.mv, round ?? open?.round ?? term.mv.rounds, term.table);
    const played = (pair: number | null) => {
      if (pair === null) return false;
      const mine = rows.filter((r) => r.board === board && (r.ns === pair || r.ew === pair));
      return mine.length > 0 && mine.every((r) => r.status === 'confirmed' || r.adjustment !== null);
    };
    return g && played(g.ns) && played(g.ew) ? traveller(ctx, term.sid, board) : null;
  };

  app.get('/api/terminal/traveller/:board', async (req) => {
    const term = await terminal(req);
    const { board } = parse(z.object({ board: id }), req.params, 'params');
    const t = await travellerFor(term, board);
    if (!t) throw forbidden('not-played', 'the traveller shows once both pairs at this table have played the board and confirmed the result');
    return t;
  });

  app.get('/api/terminal/ranking', async (req) => ranking(ctx, (await terminal(req)).sid));

  app.post('/api/terminal/director', async (req) => {
    const term = await terminal(req);
    const body = parse(z.object({ reason: freeText.optional() }).strict(), req.body ?? {});
    const row = await db.insertInto('director_calls').values({ session_id: term.sid, online_table_id: null, table_no: term.table, seat: null, reason: body.reason ?? '', status: 'open', resolution: null, created_at: now() }).returningAll().executeTakeFirstOrThrow();
    return callDto(row);
  });
}
