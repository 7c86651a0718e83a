/**
 * The table terminal (the Bridgemate role): join with the table's code; for each round, the
 * opponents and boards; enter contract, declarer, lead and tricks; the opponents confirm; the
 * traveller once the pairs at the table have played the board; corrections through the director.
 * Every request is authorised (token, table, round now played) before anything reads a deal.
 */
import { accountsOfPlayers, closeDirectorViews, rememberPairAccounts } from '../domain/player-accounts.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { boardInfo, parseContract, unwrap, type Seat } from '@stikk/core';
import { type Ctx, now } from '../context.js';
import { jsonColumn, roundClockColumn } from '../db/json-column.js';
import { ApiFailure, conflict, forbidden, notFound, parse } from '../http/errors.js';
import {
  AttemptLimiter,
  bearerOf,
  boardsInPlayElsewhereFor,
  dealInPlay,
  rateLimited,
  requireRankingReader,
  terminalOf,
  terminalRow,
  type Terminal,
} from '../http/guards.js';
import { InviteGuard } from '../online/invites.js';
import { boardNo, name, roundNo } from '../http/validate.js';
import {
  directorCallRequest,
  terminalConfirmRequest,
  terminalJoinRequest,
  terminalResultRequest,
} from '../api/requests.js';
import { resolvePairs } from '../domain/players.js';
import type { GuideNext, PairInfo, TerminalBoard, TerminalRound, VulnerabilityCode } from '../api/types.js';
import { isSitOut } from '../domain/movement.js';
import { pairLabel, tableInSection, tableLabel } from '../domain/sections.js';
import { cachedRanking } from '../domain/ranking-cache.js';
import {
  correctionClosed,
  dealOf,
  entryOf,
  guideFor,
  loadSession,
  nsScoreOf,
  refuseIfFinal,
  sessionResults,
  traveller,
  type ResultRow,
} from '../domain/sessions.js';
import { hasPlayed, mayCheckLead, mayShowTraveller, tableNow } from '../domain/terminal.js';
import { issueTerminalToken, revokeTerminalToken, TableTerminalsFull } from '../domain/table-codes.js';
import { callDto } from '../domain/director-calls.js';
import {
  boardDealText,
  callFromTable,
  confirmTableResult,
  enterTableResult,
  pairNames,
  rowStates,
  setPairPlayers,
  tableByCode,
} from '../domain/terminal-store.js';
import { terminalMatch } from '../domain/teams.js';
import { refuseFinalRound } from '../domain/teams-finals.js';
import { openingLeadFailure } from '../domain/opening-lead.js';

/** A player given at the table: a member number from the club's register, or a visitor's name. */
const terminalPlayer = z.union([
  z.object({ memberNo: z.string().trim().min(1).max(20) }).strict(),
  z.object({ name }).strict(),
]);

export function terminalRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  // Wrong opening leads per result row: a pair at the table mis-taps now and then; more than a few
  // is someone probing the hands (each refusal tells one card's holder), so the director is needed.
  const wrongLeads = new AttemptLimiter(5, 30 * 60_000);
  // Member numbers looked up from a table (each answer names a member of the director-only register):
  // a few per round as players sit down, not an enumeration of the register.
  const registerLookups = new AttemptLimiter(30, 60 * 60_000);
  // Wrong table codes count per address (IPv6 per /64) and from everywhere together, as seat codes
  // do (online/invites.ts), not only per exact address (old sessions' codes have 6 characters, ≈ 30 bits).
  const codeGuard = new InviteGuard(20, 600);

  const boardDto = (r: ResultRow): TerminalBoard => {
    const info = unwrap(boardInfo(r.board));
    const entry = entryOf(r);
    return {
      board: r.board,
      dealer: info.dealer,
      vulnerable: info.vulnerable as VulnerabilityCode,
      status: r.status as TerminalBoard['status'],
      result: entry,
      nsScore: r.status === 'confirmed' && entry ? nsScoreOf(entry, info.vulnerable) : null,
      ...(r.reopened === 1 ? { reopened: true } : {}),
    };
  };

  app.post('/api/terminal/join', { config: { rateLimit: { max: 120, timeWindow: 60_000 } } }, async (req) => {
    const { code } = parse(terminalJoinRequest, req.body);
    const g = await codeGuard.guess(req.ip, () => tableByCode(db, code));
    if ('wait' in g) throw rateLimited('wrong table codes from this address', g.wait);
    const t = g.found;
    if (!t) throw new ApiFailure(404, 'unknown-table-code', 'no table has this code', 'code');
    const { mv } = await loadSession(ctx, t.sid);
    // The token acts for the round the table shows now: the pairs of a later round join again with the code.
    const round = tableNow(mv, t.number, await rowStates(db, t.sid)).shown;
    const token = await issueTerminalToken(ctx, t.id, round).catch((e: unknown) => {
      if (e instanceof TableTerminalsFull) throw new ApiFailure(409, e.code, e.message);
      throw e;
    });
    // With sections a terminal knows its section and its table's number there ("B2").
    const at = tableInSection(mv, t.number);
    return {
      token,
      sessionId: t.sid,
      sessionName: t.name,
      table: t.number,
      ...(at ? { section: at.section.letter, tableLabel: `${at.section.letter}${at.local}` } : {}),
    };
  });

  /**
   * The phone leaves its table ("Change table"): its token stops working at once, not only on this phone,
   * so a copy kept elsewhere does not go on reading the table's rounds. A token that no longer works leaves too.
   */
  app.post('/api/terminal/leave', async (req, reply) => {
    const token = bearerOf(req);
    if (!token)
      throw new ApiFailure(
        401,
        'no-terminal-token',
        'send the terminal token to leave (Authorization: Bearer <token>)',
      );
    await revokeTerminalToken(ctx, token);
    return reply.code(204).send();
  });

  app.get('/api/terminal/round', async (req) => {
    const term = await terminalOf(ctx, req);
    const q = parse(z.object({ round: roundNo.optional() }).strict(), req.query, 'query');
    const all = await sessionResults(ctx, term.sid);
    const rows = all.filter((r) => r.table_no === term.table).sort((a, b) => a.round - b.round || a.board - b.board);
    const at = tableNow(term.mv, term.table, all);
    const current = at.shown;
    const round = q.round ?? current;
    const g = guideFor(term.mv, round, term.table);
    if (!g) throw notFound(`round ${round} at table ${term.table}`);
    const pairs = new Map((await pairNames(db, term.sid)).map((p) => [p.number, p]));
    // The guide card: where a pair sits next round, and whether it sits out there (no opponents).
    const where = (pair: number | null): GuideNext | null => {
      const n =
        pair === null
          ? undefined
          : term.mv.guide.find((x) => x.round === round + 1 && (x.ns === pair || x.ew === pair));
      const label = tableLabel(term.mv, n?.table ?? 0);
      return n
        ? {
            table: n.table,
            ...(label ? { tableLabel: label } : {}),
            direction: n.ns === pair ? 'NS' : 'EW',
            ...(isSitOut(n) ? { sitOut: true as const } : {}),
            ...(n.arrowSwitch ? { arrowSwitch: true as const } : {}),
          }
        : null;
    };
    const nsNext = where(g.ns),
      ewNext = where(g.ew);
    const info = (n: number): PairInfo => {
      const label = pairLabel(term.mv, n);
      return { number: n, names: pairs.get(n)?.names ?? '', ...(label ? { label } : {}) };
    };
    const here = tableInSection(term.mv, term.table);
    const elsewhere = round === current ? new Set<number>() : await boardsInPlayElsewhereFor(ctx, null, term.row);
    const out: TerminalRound = {
      round,
      rounds: term.mv.rounds,
      table: term.table,
      ...(here ? { section: here.section.letter, tableLabel: `${here.section.letter}${here.local}` } : {}),
      ...(g.arrowSwitch ? { arrowSwitch: true as const } : {}),
      ns: g.ns === null ? null : info(g.ns),
      ew: g.ew === null ? null : info(g.ew),
      // Another round's results are shown only for boards every pair now at the table has played
      // (what other pairs did on a board still to be played is extraneous information, Law 16), and whose deal no
      // other running session or online table still has to play (as the traveller, `deal-in-play`).
      boards: rows
        .filter((r) => r.round === round)
        .map((r) =>
          round === current || (mayShowTraveller(all, at, r.board) && !elsewhere.has(r.board))
            ? boardDto(r)
            : { ...boardDto(r), result: null, nsScore: null },
        ),
      next: nsNext || ewNext ? { ns: nsNext, ew: ewNext } : null,
      finished: at.finished,
      // Reopened results and late plays (a board not played in its round: no result yet).
      corrections: rows
        .filter((r) => r.reopened === 1)
        .map((r) => ({ round: r.round, board: r.board, ...(r.status === 'to-play' ? { late: true as const } : {}) })),
      clock: term.row.round_clock
        ? jsonColumn(roundClockColumn, term.row.round_clock, { table: 'sessions', column: 'round_clock', id: term.sid })
        : null,
    };
    // Teams events: the match and room of the table, with its players from the line-ups.
    const match = await terminalMatch(ctx, term.row.event_id, g);
    return match ? { ...out, match } : out;
  });

  // The Bridgemate habit: the players at the table give their member numbers (or a visitor's name)
  // for the pair sitting there now; the register resolves them. Only while the session is open.
  app.post('/api/terminal/players', async (req) => {
    const term = await terminalOf(ctx, req);
    const body = parse(
      z.object({ side: z.enum(['NS', 'EW']), players: z.tuple([terminalPlayer, terminalPlayer]) }).strict(),
      req.body,
    );
    if (correctionClosed(term.row))
      throw new ApiFailure(409, 'correction-period-closed', 'the correction period has ended', undefined, '79C');
    refuseIfFinal(term.row);
    const all = await sessionResults(ctx, term.sid);
    const g = guideFor(term.mv, tableNow(term.mv, term.table, all).shown, term.table);
    const pair = body.side === 'NS' ? g?.ns : g?.ew;
    if (pair === null || pair === undefined)
      throw conflict('no-pair', `no ${body.side} pair sits at table ${term.table} now`, 'side');
    const lookups = `${term.sid}:${term.table}`;
    if (!registerLookups.hit(lookups))
      throw rateLimited('member look-ups from this table; call the director', registerLookups.retryAfter(lookups));
    const [resolved] = await resolvePairs(
      ctx,
      term.row.club_id,
      [{ players: body.players }],
      (_i, j) => `players[${j}].memberNo`,
    );
    await rememberPairAccounts(ctx, term.sid, term.row.club_id, pair);
    await setPairPlayers(db, term.sid, pair, resolved.names, resolved.players);
    await term.goOn?.();
    // A director named here now plays in the session: their open director views of its tables close (as on a link).
    const named = (resolved.players ?? []).flatMap((x) => (x.playerId === null ? [] : [x.playerId]));
    for (const u of await accountsOfPlayers(ctx, term.row.club_id, named))
      await closeDirectorViews(ctx, term.row.club_id, u);
    return { number: pair, names: resolved.names, players: resolved.players ?? [] } satisfies PairInfo;
  });

  /** A reopened row's lead is checked only when no other pair now at the table learns from it (domain/terminal.ts). */
  const leadCheckable = async (term: Terminal, r: ResultRow) => {
    const all = await sessionResults(ctx, term.sid);
    return mayCheckLead(all, tableNow(term.mv, term.table, all), r);
  };

  app.post('/api/terminal/results', async (req) => {
    const term = await terminalOf(ctx, req);
    const body = parse(terminalResultRequest, req.body);
    if (correctionClosed(term.row))
      throw new ApiFailure(409, 'correction-period-closed', 'the correction period has ended', undefined, '79C');
    refuseIfFinal(term.row);
    await refuseFinalRound(ctx, term.row.event_id, body.round);
    const { row: r } = await terminalRow(ctx, term, body.round, body.board, 'enter');
    // Only now, for a board this table is playing (its players hold the cards), is the deal read.
    const c = unwrap(parseContract(body.contract)).contract;
    if (!c.passedOut && body.lead !== null && (r.reopened === 0 || (await leadCheckable(term, r)))) {
      const key = `${term.sid}:${r.id}`;
      if (wrongLeads.count(key) >= wrongLeads.max)
        throw new ApiFailure(
          429,
          'too-many-wrong-leads',
          "too many opening leads that were not in the leader's hand; call the director",
          'lead',
        );
      // Law 41A: the opening lead is made by declarer's left-hand opponent.
      const deal = await boardDealText(db, term.sid, body.board);
      const wrong = openingLeadFailure(dealOf(deal), body.declarer as Seat, body.lead, 'leader');
      if (wrong) {
        wrongLeads.hit(key);
        throw wrong;
      }
    }
    const after = {
      contract: c.passedOut ? 'passed out' : body.contract.toUpperCase().replace(/\s+/g, ''),
      declarer: body.declarer,
      lead: body.lead,
      tricks: body.tricks,
      status: 'entered' as const,
      updated_at: now(),
    };
    await enterTableResult(db, r, { table: term.table }, after);
    await term.goOn?.();
    return boardDto({ ...r, ...after });
  });

  app.post('/api/terminal/confirm', async (req) => {
    const term = await terminalOf(ctx, req);
    const body = parse(terminalConfirmRequest, req.body);
    if (correctionClosed(term.row))
      throw new ApiFailure(409, 'correction-period-closed', 'the correction period has ended', undefined, '79C');
    refuseIfFinal(term.row);
    await refuseFinalRound(ctx, term.row.event_id, body.round);
    const { row: r, playing } = await terminalRow(ctx, term, body.round, body.board, 'confirm');
    if (r.status === 'to-play')
      throw conflict('nothing-to-confirm', 'no result has been entered for this board', 'board');
    if (r.status !== 'confirmed' || r.reopened === 1) await confirmTableResult(db, r);
    await term.goOn?.();
    // As a Bridgemate shows it: the traveller comes with the confirmation, to the two pairs of this
    // row when they are the pairs at the table now (not for a reopened row of an earlier round).
    const t = r.round === playing ? await travellerFor(term, body.board, [r.ns, r.ew]) : null;
    return {
      ...boardDto({ ...r, status: 'confirmed', reopened: 0 }),
      ...(t && t !== 'elsewhere' ? { traveller: t } : {}),
    };
  });

  /** The traveller of `board` if every one of `pairs` has played it and its results are done (Law 16: never before). */
  const travellerFor = async (term: Terminal, board: number, pairs?: readonly number[]) => {
    const all = await rowStates(db, term.sid);
    const ok = pairs
      ? pairs.every((p) => hasPlayed(all, p, board))
      : mayShowTraveller(all, tableNow(term.mv, term.table, all), board);
    if (!ok) return null;
    // A deal another running session still plays (a seed or file dealt twice): its results wait there (Law 16).
    if ((await boardsInPlayElsewhereFor(ctx, null, term.row)).has(board)) return 'elsewhere' as const;
    return traveller(ctx, term.sid, board);
  };

  app.get('/api/terminal/traveller/:board', async (req) => {
    const term = await terminalOf(ctx, req);
    const { board } = parse(z.object({ board: boardNo }), req.params, 'params');
    const t = await travellerFor(term, board);
    if (t === 'elsewhere') throw dealInPlay('the traveller', new Set([board]));
    if (!t)
      throw forbidden(
        'not-played',
        'the traveller shows once the pairs now at this table have played the board and confirmed the result',
      );
    return t;
  });

  app.get('/api/terminal/ranking', async (req) => {
    const term = await terminalOf(ctx, req);
    await requireRankingReader(ctx, req, term.row);
    return cachedRanking(ctx, term.sid);
  });

  app.post('/api/terminal/director', async (req) => {
    // A call brings the director to the table; it is no score, so a terminal the table moved on from does not go on.
    const term = await terminalOf(ctx, req, false);
    const body = parse(directorCallRequest, req.body ?? {});
    return callDto(await callFromTable(db, term.sid, term.table, body.reason ?? ''));
  });
}
