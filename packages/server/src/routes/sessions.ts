/** Club sessions for directors: create, detail, progress, travellers, ranking, corrections and
 * adjusted scores (Law 12), procedural penalties (Law 90), appeals (Laws 92–93), publication
 * (Law 79C period), director calls, exports, and the ruling assistant. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../context.js';
import {
  adjustRequest,
  appealDecisionRequest,
  appealRequest,
  createSessionRequest,
  directorOverrideRequest,
  lateCorrection,
  penaltyRequest,
  publishRequest,
  roundClockRequest,
  rulingRequest,
} from '../api/requests.js';
import { currentUser, hasRole, requireRole, requireUser, roleIn } from '../auth.js';
import { ApiFailure, badRequest, conflict, forbidden, notFound, parse } from '../http/errors.js';
import { freeText, id, pairNo, resultEntry } from '../http/validate.js';
import type { HandRecords } from '../api/types.js';
import {
  correctionClosed,
  createSession,
  dealOf,
  publishCheck,
  loadSession,
  progress,
  sessionDetail,
  traveller,
} from '../domain/sessions.js';
import { cachedRanking } from '../domain/ranking-cache.js';
import { scaleQuery } from '../domain/scoring.js';
import { resultHistory, sessionResult } from '../domain/result-history.js';
import { refuseFinalRound } from '../domain/teams-finals.js';
import { openingLeadFailure } from '../domain/opening-lead.js';
import { boardDealText } from '../domain/terminal-store.js';
import { parseContract, unwrap, type Seat } from '@stikk/core';
import {
  adjustResult,
  correctResult,
  removeAdjustment,
  reopenResult,
  resultLine,
  resultRows,
} from '../domain/corrections.js';
import { addPenalty, sessionPenalties } from '../domain/penalties.js';
import { decideAppeal, lodgeAppeal, sessionAppeals } from '../domain/appeals.js';
import { clubSessions, publishSession, reopenSession, setRoundClock } from '../domain/session-status.js';
import { directorCall, directorCalls, onlineTableOwner, resolveCall, withoutWords } from '../domain/director-calls.js';
import {
  boardsHiddenFrom,
  directorOfClubParam,
  loggedIn,
  requireHandsReader,
  requireBoardsReader,
  requireRankingReader,
  requireSessionReader,
} from '../http/guards.js';
import { exportPbn, exportUsebio, handRecords } from '../domain/exports.js';
import { attachment, sessionFileName } from '../domain/download-name.js';
import { playerRoutes } from './players.js';
import { sectionRoutes } from './sections.js';
import { latePlayRoutes } from './late-plays.js';
import { checkAdjustmentFor } from '../domain/individual.js';
import { directorPlaysBoard, onlineTableBoardsDirectorPlays } from '../domain/player-accounts.js';

export function sessionRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  playerRoutes(app, ctx);
  sectionRoutes(app, ctx);
  latePlayRoutes(app, ctx);
  const sessionParam = (req: FastifyRequest) => parse(z.object({ id }), req.params, 'params').id;
  /** The session and the caller, who must direct in its club. */
  const asDirector = async (req: FastifyRequest) => {
    const sid = sessionParam(req);
    const s = await loadSession(ctx, sid);
    const user = await requireRole(db, req, s.row.club_id, 'director');
    return { sid, ...s, user };
  };
  const isDirectorOf = async (req: FastifyRequest, clubId: number) => {
    const u = await currentUser(db, req);
    return u !== null && hasRole(await roleIn(db, u.id, clubId), 'director');
  };

  app.get('/api/clubs/:club/sessions', async (req) => {
    const { club } = parse(z.object({ club: id }), req.params, 'params');
    await requireRole(db, req, club, 'player');
    return clubSessions(db, club);
  });

  app.post('/api/clubs/:club/sessions', { onRequest: directorOfClubParam(ctx) }, async (req) => {
    const { club } = parse(z.object({ club: id }), req.params, 'params');
    await requireRole(db, req, club, 'director');
    const body = parse(createSessionRequest, req.body);
    const sid = await createSession(ctx, club, body);
    return sessionDetail(ctx, sid, true);
  });

  app.get('/api/sessions/:id', async (req) => {
    const sid = sessionParam(req);
    const { row } = await loadSession(ctx, sid);
    await requireSessionReader(ctx, req, row);
    return sessionDetail(ctx, sid, await isDirectorOf(req, row.club_id));
  });

  app.get('/api/sessions/:id/progress', async (req) => progress(ctx, (await asDirector(req)).sid));

  app.get('/api/sessions/:id/travellers/:board', async (req) => {
    const { id: sid, board } = parse(z.object({ id, board: id }), req.params, 'params');
    const { row } = await loadSession(ctx, sid);
    await requireHandsReader(ctx, req, row, 'travellers', board);
    return traveller(ctx, sid, board, scaleQuery(req.query));
  });

  // Live rankings: the club's members and the session's terminals while it runs; public once published.
  app.get('/api/sessions/:id/ranking', async (req) => {
    const sid = sessionParam(req);
    const { row } = await loadSession(ctx, sid);
    await requireSessionReader(ctx, req, row);
    await requireRankingReader(ctx, req, row);
    return cachedRanking(ctx, sid, scaleQuery(req.query));
  });

  app.get('/api/sessions/:id/hands', async (req) => {
    const sid = sessionParam(req);
    const { row } = await loadSession(ctx, sid);
    await requireHandsReader(ctx, req, row, 'hand records', null);
    // A board still to be played late is left out for readers who do not direct the session; for a director who
    // plays in it, the boards their pair has still to play (said by number, so the page can tell why).
    const hidden = await boardsHiddenFrom(ctx, req, row);
    const hands = (await handRecords(ctx, sid)).filter((h) => !hidden.has(h.board));
    const ddAvailable = ctx.analyzer.available();
    if (ddAvailable && hands.some((h) => h.dd === null)) ctx.analyzer.ensure(sid);
    const directorPlays =
      hidden.size > 0 && (await isDirectorOf(req, row.club_id)) ? [...hidden].sort((a, b) => a - b) : [];
    return {
      boards: hands,
      ddAvailable,
      ddPending: ddAvailable && hands.some((h) => h.dd === null),
      ...(directorPlays.length > 0 ? { directorPlays } : {}),
    } satisfies HandRecords;
  });

  /** A result row of this session, refused once the Law 79C correction period has closed. */
  /**
   * A result row of this session. Within the Law 79C period the director corrects freely; after it,
   * only with `lateCorrection` (Law 79C2: the TO approves and the TD is sure beyond reasonable doubt),
   * which the history records.
   */
  const openResult = async (req: FastifyRequest) => {
    const { id: sid, resultId } = parse(z.object({ id, resultId: id }), req.params, 'params');
    const s = await loadSession(ctx, sid);
    const user = await requireRole(db, req, s.row.club_id, 'director');
    const r = await sessionResult(db, sid, resultId);
    // A director who plays in the session rules on none of the boards their pair has still to play (Law 16).
    await requireBoardsReader(ctx, req, s.row, `result ${r.id}`, [r.board]);
    const late = (req.body as { lateCorrection?: unknown } | undefined)?.lateCorrection;
    if (correctionClosed(s.row)) {
      const ok = parse(
        z.object({ lateCorrection: lateCorrection.optional() }).passthrough(),
        req.body ?? {},
      ).lateCorrection;
      if (!ok)
        throw new ApiFailure(
          409,
          'correction-period-closed',
          "the correction period has ended; a scoring error is corrected only with the organiser's approval when the director is sure beyond reasonable doubt (lateCorrection)",
          'lateCorrection',
          '79C',
        );
    } else if (late !== undefined)
      throw badRequest(
        'invalid-field',
        'lateCorrection: the correction period is still open (Law 79C1); correct without it',
        'lateCorrection',
      );
    return { sid, r, user, late: correctionClosed(s.row) };
  };

  app.put('/api/sessions/:id/results/:resultId', async (req) => {
    const { sid, r, user, late } = await openResult(req);
    const body = parse(directorOverrideRequest, req.body);
    const entry = parse(resultEntry, {
      contract: body.contract,
      declarer: body.declarer,
      lead: body.lead,
      tricks: body.tricks,
    });
    // The director may see this board (openResult): the lead is checked against its deal, from either defender.
    if (entry.lead !== null && entry.declarer !== null && !unwrap(parseContract(entry.contract)).contract.passedOut) {
      const deal = dealOf(await boardDealText(db, sid, r.board));
      const wrong = openingLeadFailure(deal, entry.declarer as Seat, entry.lead, 'defender');
      if (wrong) throw wrong;
    }
    await correctResult(db, r, user.id, entry, body, late);
    return resultLine(ctx, sid, r.id);
  });

  app.post('/api/sessions/:id/results/:resultId/adjust', async (req) => {
    const { sid, r, user, late } = await openResult(req);
    const body = parse(adjustRequest, req.body);
    await checkAdjustmentFor(ctx, sid, body.adjustment);
    await adjustResult(db, r, user.id, body, late);
    return resultLine(ctx, sid, r.id);
  });

  /** Takes an adjusted score off again: the table result (if any) counts as before. */
  app.delete('/api/sessions/:id/results/:resultId/adjustment', async (req) => {
    const { sid, r, user, late } = await openResult(req);
    const body = parse(
      z.object({ note: freeText.optional(), lateCorrection: lateCorrection.optional() }).strict(),
      req.body ?? {},
    );
    if (r.adjustment === null) throw conflict('not-adjusted', `result ${r.id} has no adjusted score`, 'resultId');
    await removeAdjustment(db, r, user.id, body, late);
    return resultLine(ctx, sid, r.id);
  });

  /** Every result row of the session (or of one board), for the director's corrections. */
  app.get('/api/sessions/:id/results', async (req) => {
    const { sid, row } = await asDirector(req);
    const q = parse(
      z.object({ board: z.coerce.number().int().positive().max(1000).optional() }).strict(),
      req.query ?? {},
      'query',
    );
    // A director who plays in the session: refused the board their pair has still to play, and without its rows
    // in the whole list (their contracts, leads and tricks are the board's cards).
    if (q.board !== undefined) await requireBoardsReader(ctx, req, row, 'results', [q.board]);
    const hidden = await boardsHiddenFrom(ctx, req, row);
    return (await resultRows(db, sid, q.board)).filter((r) => !hidden.has(r.board));
  });

  /** A result's history: every change, who made it and when; changes after the Law 79C period say so. */
  app.get('/api/sessions/:id/results/:resultId/history', async (req) => {
    const { id: sid, resultId } = parse(z.object({ id, resultId: id }), req.params, 'params');
    const { row } = await loadSession(ctx, sid);
    await requireRole(db, req, row.club_id, 'director');
    const r = await sessionResult(db, sid, resultId);
    await requireBoardsReader(ctx, req, row, `result ${r.id}`, [r.board]);
    return resultHistory(db, sid, resultId);
  });

  // Law 79: a confirmed result changes only through the director. Reopening lets the table enter
  // and confirm it again from its terminal (with history); the director can also correct it here.
  app.post('/api/sessions/:id/results/:resultId/reopen', async (req) => {
    const { sid, r, user } = await openResult(req);
    const body = parse(z.object({ note: freeText.optional() }).strict(), req.body ?? {});
    if (r.status !== 'confirmed')
      throw conflict('not-confirmed', `result ${r.id} is not confirmed; the table can still change it`, 'resultId');
    if (r.adjustment !== null)
      throw conflict('adjusted', `result ${r.id} has an adjusted score; change the adjustment instead`, 'resultId');
    // A teams round marked final is not given back to its table: the director corrects it here.
    await refuseFinalRound(ctx, (await loadSession(ctx, sid)).row.event_id, r.round);
    await reopenResult(db, r, user.id, body.note);
    return resultLine(ctx, sid, r.id);
  });

  app.post('/api/sessions/:id/penalties', async (req) => {
    const { row, mv } = await asDirector(req);
    const body = parse(penaltyRequest, req.body);
    return addPenalty(ctx, row, mv, body);
  });

  app.get('/api/sessions/:id/penalties', async (req) => {
    const { sid } = await asDirector(req);
    return sessionPenalties(db, sid);
  });

  // Law 92B: an appeal is lodged within the correction period (here: before it closes).
  app.post('/api/sessions/:id/appeals', async (req) => {
    const sid = sessionParam(req);
    const { row, mv } = await loadSession(ctx, sid);
    const user = await requireRole(db, req, row.club_id, 'player');
    const body = parse(
      appealRequest.extend({ pair: pairNo.max(mv.pairs, `is not a pair of this session (1–${mv.pairs})`) }),
      req.body,
    );
    if (correctionClosed(row))
      throw new ApiFailure(
        409,
        'appeal-period-closed',
        'appeals must be lodged before the correction period ends',
        undefined,
        '92B',
      );
    const director = hasRole(await roleIn(db, user.id, row.club_id), 'director');
    return lodgeAppeal(db, sid, body, { userId: user.id, director });
  });

  app.get('/api/sessions/:id/appeals', async (req) => {
    const { sid } = await asDirector(req);
    return sessionAppeals(db, sid);
  });

  // Law 93: the committee's decision is recorded; an adjusted score re-scores the board.
  app.put('/api/sessions/:id/appeals/:appealId', async (req) => {
    const { id: sid, appealId } = parse(z.object({ id, appealId: id }), req.params, 'params');
    const { row } = await loadSession(ctx, sid);
    const user = await requireRole(db, req, row.club_id, 'director');
    const body = parse(appealDecisionRequest, req.body);
    return decideAppeal(db, sid, appealId, user.id, body);
  });

  /** The director's round clock (start a round, pause, resume, stop); the terminals show it. */
  app.post('/api/sessions/:id/clock', async (req) => {
    const { sid, row, mv } = await asDirector(req);
    const body = parse(roundClockRequest, req.body);
    await setRoundClock(db, row, mv.rounds, body);
    return sessionDetail(ctx, sid, true);
  });

  app.get('/api/sessions/:id/publish-check', async (req) => publishCheck(ctx, (await asDirector(req)).sid));

  /**
   * Publication. Provisional: the ranking and travellers become public, the terminals go on. Final
   * (the default): the Law 79C correction period starts and the terminals take no more results.
   * With results missing it is refused unless `confirm` says the director has seen what is missing.
   */
  app.post('/api/sessions/:id/publish', async (req) => {
    const { sid, row } = await asDirector(req);
    const body = parse(publishRequest, req.body ?? {});
    await publishSession(ctx, row, body);
    return sessionDetail(ctx, sid, true);
  });

  /** Reopens a session published as final: the terminals take results again (the correction period is kept). */
  app.post('/api/sessions/:id/reopen', async (req) => {
    const { sid, row } = await asDirector(req);
    parse(z.object({}).strict(), req.body ?? {});
    await reopenSession(db, row);
    return sessionDetail(ctx, sid, true);
  });

  app.get('/api/sessions/:id/calls', async (req) => {
    const { sid, row } = await asDirector(req);
    const calls = await directorCalls(db, { sessionId: sid });
    // A director who plays, while their pair has boards left: the players' own words are withheld (Law 16).
    if ((await boardsHiddenFrom(ctx, req, row)).size > 0) return calls.map(withoutWords);
    return calls;
  });

  app.post('/api/calls/:callId/resolve', async (req) => {
    const { callId } = parse(z.object({ callId: id }), req.params, 'params');
    const body = parse(z.object({ resolution: freeText }).strict(), req.body);
    // Signed in first: a stranger learns nothing of which calls exist.
    const user = await requireUser(db, req);
    const c = await directorCall(db, callId);
    if (!c) throw notFound(`director call ${callId}`);
    if (c.session_id !== null) {
      const { row } = await loadSession(ctx, c.session_id);
      await requireRole(db, req, row.club_id, 'director');
    } else {
      if ((await onlineTableOwner(db, c.online_table_id!)) !== user.id)
        throw forbidden('not-director', "only the table's director resolves its calls");
      // A creator who sits at the table is not its director (routes/online.ts): no ruling on their own table.
      if (await ctx.rooms.ownerIsParticipant(c.online_table_id!))
        throw forbidden('participant-not-director', 'you sit at this table, so you cannot also be its director');
      // Nor does a club session's director who plays a board the table has still to play (Law 16; the reply carries
      // the call's reason): refused as the director's view, calls and log of that table are (routes/online.ts).
      const plays = await onlineTableBoardsDirectorPlays(ctx, c.online_table_id!, user.id);
      if (plays.size > 0) throw directorPlaysBoard(`online table ${c.online_table_id}`, plays);
      // Once per call: resolved again (a second click), the table's count of open calls stays as it is.
      if (c.status === 'open') ctx.rooms.callResolved(c.online_table_id!);
    }
    return resolveCall(db, c, body.resolution);
  });

  app.get('/api/sessions/:id/export.pbn', async (req, reply) => {
    const sid = sessionParam(req);
    const { row } = await loadSession(ctx, sid);
    await requireHandsReader(ctx, req, row, 'exports');
    reply
      .header('content-type', 'application/x-pbn; charset=utf-8')
      .header('content-disposition', attachment(await sessionFileName(ctx, sid), 'pbn'));
    return exportPbn(ctx, sid);
  });

  app.get('/api/sessions/:id/export.usebio.xml', async (req, reply) => {
    const sid = sessionParam(req);
    const { row } = await loadSession(ctx, sid);
    await requireHandsReader(ctx, req, row, 'exports');
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', attachment(await sessionFileName(ctx, sid), 'xml'));
    return exportUsebio(ctx, sid);
  });

  // Ruling assistant: the laws engine folds the table log in record mode and reports the pending
  // rectification, options, needed findings and rulings (TABLE-LOG.md output).
  app.post('/api/rulings/assist', { onRequest: loggedIn(ctx) }, async (req) => {
    const user = await requireUser(db, req);
    const body = parse(rulingRequest, req.body);
    // Folded in the work pool's thread (domain/ruling-assist.ts): never on this one.
    const r = await ctx.work.ruling(body.log, user.id);
    if (!r.ok) throw new ApiFailure(r.status, r.code, r.message, r.field, r.law);
    return { state: r.state };
  });
}
