/**
 * Events (issue 19): creating a pairs event of several sessions or a teams event (Swiss, round
 * robin, knockout), its sessions and rounds, standings, match cards, the pairs event's ranking
 * across sessions, and the table terminal's view of its own match.
 */
import { attachment, eventFileName } from '../domain/download-name.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TIE_BREAKS } from '@stikk/scoring';
import type { Ctx } from '../context.js';
import { currentUser, requireRole } from '../auth.js';
import { forbidden, notFound, parse } from '../http/errors.js';
import {
  boardsHiddenFrom,
  boardsInPlayElsewhereFor,
  directorOfClubParam,
  directsClub,
  requireBoardsReader,
  requireHandsReader,
  terminalOf,
} from '../http/guards.js';
import { boardNo, freeText, id, name, resultEntry, roundNo } from '../http/validate.js';
import type { CreateEventRequest, EntrantPlayer, EventDetail, MatchCard, TeamStandings } from '../api/types.js';
import { closeDirectorViews, directorPlaysBoard } from '../domain/player-accounts.js';
import {
  addEntrantPlayers,
  addPairsSession,
  clubEvents,
  createEntrantsEvent,
  entrantPlayers,
  eventEntrants,
  eventSessions,
  loadEvent,
  pairsEventRanking,
  setEventTieBreaks,
  setTeamMembers,
  type EventRow,
} from '../domain/events.js';
import {
  closeRound,
  createTeamsEvent,
  drawNext,
  eventRounds,
  loadTeams,
  matchCard,
  matchSummaries,
  mayDraw,
  scoreTeams,
  setLineup,
  standingsOf,
  teamsExportSource,
  terminalMatchOf,
  type TeamsState,
} from '../domain/teams.js';
import { enterLateBoard, markLateBoard } from '../domain/teams-late.js';
import { exportPbn, exportUsebio } from '../domain/exports.js';
import { createIndividualEvent, individualExportSource, individualRanking } from '../domain/individual.js';
import { guideFor, loadSession, type SessionRow, sessionResults, sessionTables } from '../domain/sessions.js';
import { scaleQuery } from '../domain/scoring.js';
import { elsewhereState, rankingWithheld, readerSettings, readerState } from '../domain/event-visibility.js';
import { checkEventSize } from '../domain/event-limits.js';
import { tableNow } from '../domain/terminal.js';
import { finalRounds, markRoundFinal, reopenFinalRound, roundFinalHistory } from '../domain/teams-finals.js';
import { createEventRequest, createSessionRequest, drawRoundRequest } from '../api/requests.js';

/** The request with every default filled in (what the event stores). */
function withDefaults(body: z.infer<typeof createEventRequest>): CreateEventRequest {
  const s = body.settings;
  if (s.kind === 'pairs') return { ...body, settings: { kind: 'pairs', aggregate: s.aggregate ?? 'percent-sum' } };
  if (s.kind === 'individual') return { ...body, settings: { ...s, boards: s.boards ?? { source: 'random' } } };
  const n = body.entrants.length;
  return {
    ...body,
    settings: {
      kind: 'teams',
      form: s.form,
      boardsPerMatch: s.boardsPerMatch,
      rounds: s.rounds ?? (s.form === 'swiss' ? Math.min(n - 1, 7) : n - 1 + (n % 2)),
      segments: s.segments ?? 1,
      vpScale: s.vpScale ?? { kind: 'wbf-continuous' },
      tieBreaks: s.tieBreaks ?? ['imp-quotient'],
      byeVp: s.byeVp ?? 12,
      boards: s.boards ?? { source: 'random' },
      barometer: s.barometer ?? true,
    },
  };
}

export function eventRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const eventParam = (req: FastifyRequest) => parse(z.object({ id }).passthrough(), req.params, 'params').id;
  const isDirector = (req: FastifyRequest, clubId: number) => directsClub(ctx, req, clubId);
  /** The teams event as the caller may see it: results of boards still being played only for its directors. */
  const teamsFor = async (req: FastifyRequest, ev: EventRow, loaded?: TeamsState) => {
    const st = loaded ?? (await loadTeams(ctx, ev));
    const { row } = await loadSession(ctx, st.sid);
    // Boards dealt alike in another running session or at an online table still playing them: nobody's but the
    // directors' who do not play them (as the event's travellers, `deal-in-play`).
    if (!(await isDirector(req, ev.clubId))) {
      const u = await currentUser(db, req);
      return readerState(st, await boardsInPlayElsewhereFor(ctx, u?.id ?? null, row));
    }
    // A director who plays in the event (a linked register entry of a team, domain/player-accounts.ts) sees what a
    // member sees while their pairs have boards still to play (Law 16).
    const hidden = await boardsHiddenFrom(ctx, req, row);
    return hidden.size > 0 ? readerState(st, hidden) : st;
  };
  /** The event, read by the club's members (directors see the table codes). */
  const asReader = async (req: FastifyRequest) => {
    const ev = await loadEvent(ctx, eventParam(req));
    await requireRole(db, req, ev.clubId, 'player');
    return ev;
  };
  const asDirector = async (req: FastifyRequest) => {
    const ev = await loadEvent(ctx, eventParam(req));
    const user = await requireRole(db, req, ev.clubId, 'director');
    return { ev, user };
  };

  /** The event's detail; `req`'s caller's: a director who plays in a teams event gets its rounds as a member does. */
  const detail = async (ev: EventRow, director: boolean, req: FastifyRequest): Promise<EventDetail> => {
    const base = {
      id: ev.id,
      clubId: ev.clubId,
      name: ev.name,
      kind: ev.kind,
      settings: director ? ev.settings : readerSettings(ev.settings),
      entrants: await eventEntrants(ctx, ev.id),
      sessions: await eventSessions(ctx, ev.id),
    };
    if (ev.kind === 'pairs') return { ...base, rounds: [], canDraw: false };
    const tables = async (sid: number) =>
      (await sessionTables(ctx, sid)).map((t) => (director ? t : { number: t.number }));
    if (ev.kind === 'individual')
      return { ...base, rounds: [], canDraw: false, tables: await tables(base.sessions[0].id) };
    const all = await loadTeams(ctx, ev);
    const st = await teamsFor(req, ev, all);
    const summaries = matchSummaries(st);
    return {
      ...base,
      rounds: eventRounds(summaries),
      finalRounds: await finalRounds(ctx, ev.id),
      ...(director ? { finalHistory: await roundFinalHistory(ctx, ev.id) } : {}),
      canDraw: mayDraw(st, summaries),
      tables: await tables(st.sid),
    };
  };

  app.post('/api/clubs/:club/events', { onRequest: directorOfClubParam(ctx) }, async (req) => {
    const { club } = parse(z.object({ club: id }), req.params, 'params');
    const body = withDefaults(parse(createEventRequest, req.body));
    checkEventSize(body);
    let eventId: number;
    if (body.settings.kind === 'teams') eventId = await createTeamsEvent(ctx, club, body);
    else if (body.settings.kind === 'individual') eventId = await createIndividualEvent(ctx, club, body);
    else eventId = await createEntrantsEvent(ctx, club, body);
    return detail(await loadEvent(ctx, eventId), true, req);
  });

  app.get('/api/clubs/:club/events', async (req) => {
    const { club } = parse(z.object({ club: id }), req.params, 'params');
    await requireRole(db, req, club, 'player');
    return clubEvents(ctx, club);
  });

  app.get('/api/events/:id', async (req) => {
    const ev = await asReader(req);
    return detail(ev, await isDirector(req, ev.clubId), req);
  });

  app.post('/api/events/:id/sessions', async (req) => {
    const { ev } = await asDirector(req);
    const body = parse(createSessionRequest.omit({ pairs: true, eventName: true }), req.body);
    const sid = await addPairsSession(ctx, ev, body);
    return { sessionId: sid, event: await detail(ev, true, req) };
  });

  app.get('/api/events/:id/ranking', async (req) => {
    const ev = await asReader(req);
    const director = await isDirector(req, ev.clubId);
    const scale = scaleQuery(req.query);
    // A director who plays in a running session of the event reads its ranking as a member does (Law 16).
    const plays = async (row: SessionRow) => (await boardsHiddenFrom(ctx, req, row)).size;
    if (ev.kind === 'individual') {
      const { row } = await loadSession(ctx, (await eventSessions(ctx, ev.id))[0]!.id);
      const hidden = director && row.status === 'running' ? await boardsHiddenFrom(ctx, req, row) : new Set<number>();
      if (hidden.size > 0 && rankingWithheld(row)) throw directorPlaysBoard('the running ranking', hidden);
      return individualRanking(ctx, ev, director);
    }
    return pairsEventRanking(ctx, ev, director ? async (row) => (await plays(row)) === 0 : false, scale);
  });

  app.get('/api/events/:id/standings', async (req): Promise<TeamStandings> => {
    const st = await teamsFor(req, await asReader(req));
    return standingsOf(st, matchSummaries(st));
  });

  /** The director reorders or replaces the tie-breaks; the answer is the standings under them. */
  app.put('/api/events/:id/tie-breaks', async (req): Promise<TeamStandings> => {
    const { ev } = await asDirector(req);
    const body = parse(z.object({ tieBreaks: z.array(z.enum(TIE_BREAKS)).max(5) }).strict(), req.body);
    const changed = await setEventTieBreaks(ctx, ev, body.tieBreaks);
    const st = await teamsFor(req, changed, await loadTeams(ctx, changed));
    return standingsOf(st, matchSummaries(st));
  });

  app.post('/api/events/:id/rounds', async (req) => {
    const { ev } = await asDirector(req);
    const body = parse(drawRoundRequest, req.body ?? {});
    const rounds = await drawNext(ctx, ev.id, body);
    return { drawn: rounds, event: await detail(ev, true, req) };
  });

  app.post('/api/events/:id/rounds/:round/close', async (req) => {
    const { ev, user } = await asDirector(req);
    const { round } = parse(z.object({ id, round: roundNo }), req.params, 'params');
    const closed = await closeRound(ctx, ev.id, round, `director:${user.id}`);
    return { closed, event: await detail(ev, true, req) };
  });

  // A round marked final (as in Ruter): its tables no longer change its results; corrections are the director's.
  app.post('/api/events/:id/rounds/:round/final', async (req) => {
    const { ev, user } = await asDirector(req);
    const { round } = parse(z.object({ id, round: roundNo }), req.params, 'params');
    const mark = await markRoundFinal(ctx, await loadTeams(ctx, ev), round, user.id);
    return { ...mark, finalRounds: await finalRounds(ctx, ev.id) };
  });

  // The final mark taken off again (a director's mistake): the round's tables may change its results once more.
  app.delete('/api/events/:id/rounds/:round/final', async (req) => {
    const { ev, user } = await asDirector(req);
    const { round } = parse(z.object({ id, round: roundNo }), req.params, 'params');
    return { finalRounds: await reopenFinalRound(ctx, await loadTeams(ctx, ev), round, user.id) };
  });

  app.get('/api/events/:id/rounds/:round/matches/:match', async (req): Promise<MatchCard> => {
    const ev = await asReader(req);
    const { round, match } = parse(z.object({ id, round: roundNo, match: roundNo }), req.params, 'params');
    return matchCard(await teamsFor(req, ev), round, match);
  });

  // Late boards of a match: the director marks a board a room has not played, or enters its result.
  const matchParams = (req: FastifyRequest) =>
    parse(z.object({ id, round: roundNo, match: roundNo }), req.params, 'params');
  app.post('/api/events/:id/rounds/:round/matches/:match/late', async (req) => {
    const { ev, user } = await asDirector(req);
    const { round, match } = matchParams(req);
    const body = parse(z.object({ board: boardNo, note: freeText.optional() }).strict(), req.body);
    const rooms = await markLateBoard(
      ctx,
      await loadTeams(ctx, ev),
      { round, match, board: body.board },
      user.id,
      body.note,
    );
    return { board: body.board, rooms, event: await detail(ev, true, req) };
  });
  app.put('/api/events/:id/rounds/:round/matches/:match/boards/:board', async (req) => {
    const { ev, user } = await asDirector(req);
    const { round, match, board } = parse(
      z.object({ id, round: roundNo, match: roundNo, board: boardNo }),
      req.params,
      'params',
    );
    const { room, note, ...result } = parse(
      z
        .object({
          room: z.enum(['open', 'closed']),
          contract: z.unknown(),
          declarer: z.unknown(),
          lead: z.unknown(),
          tricks: z.unknown(),
          note: freeText.optional(),
        })
        .strict(),
      req.body,
    );
    const entry = parse(resultEntry, result);
    const st = await loadTeams(ctx, ev);
    // A director whose team still plays the board enters none of it: the lead is checked against the deal (Law 16).
    await requireBoardsReader(ctx, req, (await loadSession(ctx, st.sid)).row, `board ${board}`, [board]);
    await enterLateBoard(ctx, st, { round, match, board, room }, entry, user.id, note);
    return matchCard(await teamsFor(req, ev), round, match);
  });

  // The hands are in every export: directors only until the results are published (the same guard as sessions).
  const exportOf = async (req: FastifyRequest) => {
    const ev = await asReader(req);
    if (ev.kind === 'individual') {
      const { sid, source } = await individualExportSource(ctx, ev);
      await requireHandsReader(ctx, req, (await loadSession(ctx, sid)).row, 'exports');
      return { ev, sid, source };
    }
    const st = await loadTeams(ctx, ev);
    await requireHandsReader(ctx, req, (await loadSession(ctx, st.sid)).row, 'exports');
    return { ev, sid: st.sid, source: await teamsExportSource(ctx, st) };
  };
  app.get('/api/events/:id/export.pbn', async (req, reply) => {
    const { ev, sid, source } = await exportOf(req);
    reply
      .header('content-type', 'application/x-pbn; charset=utf-8')
      .header('content-disposition', attachment(await eventFileName(ctx, ev.id), 'pbn'));
    return exportPbn(ctx, sid, source);
  });
  app.get('/api/events/:id/export.usebio.xml', async (req, reply) => {
    const { ev, sid, source } = await exportOf(req);
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', attachment(await eventFileName(ctx, ev.id), 'xml'));
    return exportUsebio(ctx, sid, source);
  });

  /** The director names a team's 4–6 members (the line-up forms offer them). */
  app.put('/api/events/:id/teams/:team/members', async (req) => {
    const { ev, user } = await asDirector(req);
    const { team } = parse(z.object({ id, team: z.coerce.number().int().positive().max(1000) }), req.params, 'params');
    const body = parse(
      z
        .object({
          members: z.array(name).max(6),
          // Register entries the team's players are (added, never taken off: domain/player-accounts.ts).
          memberNos: z.array(z.string().trim().min(1).max(20)).max(6).optional(),
        })
        .strict(),
      req.body,
    );
    const { linkedAccounts, ...entrant } = await setTeamMembers(ctx, ev, team, body.members, body.memberNos, user.id);
    // A director now known to play: their director views of the event's online tables close (as on a link).
    for (const u of linkedAccounts) await closeDirectorViews(ctx, ev.clubId, u);
    return entrant;
  });

  /**
   * The register entries a pair's or an individual's entrant is: listed with who added each and when; the director
   * adds more (a pair's two, a player's one), never takes one off, so the playing-director rule covers the event.
   */
  app.get('/api/events/:id/entrants/:entrant/players', async (req): Promise<EntrantPlayer[]> => {
    const { ev } = await asDirector(req);
    const { entrant } = parse(
      z.object({ id, entrant: z.coerce.number().int().positive().max(1000) }),
      req.params,
      'params',
    );
    return entrantPlayers(ctx, ev.id, entrant);
  });
  app.put('/api/events/:id/entrants/:entrant/players', async (req): Promise<EntrantPlayer[]> => {
    const { ev, user } = await asDirector(req);
    const { entrant } = parse(
      z.object({ id, entrant: z.coerce.number().int().positive().max(1000) }),
      req.params,
      'params',
    );
    const body = parse(
      z.object({ memberNos: z.array(z.string().trim().min(1).max(20)).min(1).max(2) }).strict(),
      req.body,
    );
    const linked = await addEntrantPlayers(ctx, ev, entrant, body.memberNos, user.id);
    for (const u of linked) await closeDirectorViews(ctx, ev.clubId, u);
    return entrantPlayers(ctx, ev.id, entrant);
  });

  app.put('/api/events/:id/rounds/:round/matches/:match/lineup', async (req) => {
    const { ev } = await asDirector(req);
    const { round, match } = parse(z.object({ id, round: roundNo, match: roundNo }), req.params, 'params');
    const body = parse(
      z.object({ side: z.enum(['home', 'away']), open: z.tuple([name, name]), closed: z.tuple([name, name]) }).strict(),
      req.body,
    );
    return setLineup(ctx, await loadTeams(ctx, ev), round, match, body.side, { open: body.open, closed: body.closed });
  });

  /**
   * The terminal's own match: its room's results, and the other room's (with the IMPs) only on
   * boards both rooms have finished — the closed room never learns an open-room result of a
   * board it has still to play (Law 16).
   */
  app.get('/api/terminal/match', async (req): Promise<MatchCard> => {
    const term = await terminalOf(ctx, req);
    const q = parse(z.object({ round: roundNo.optional() }).strict(), req.query, 'query');
    const all = await sessionResults(ctx, term.sid);
    const round = q.round ?? tableNow(term.mv, term.table, all).shown;
    const tm = terminalMatchOf(guideFor(term.mv, round, term.table));
    if (!tm) throw notFound(`a match at table ${term.table} in round ${round}`);
    const ev = await loadEvent(ctx, term.row.event_id);
    if (ev.kind !== 'teams') throw forbidden('not-a-teams-event', 'this table is not in a teams event');
    const st = await loadTeams(ctx, ev);
    const card = matchCard(st, round, tm.match, scoreTeams(st));
    const own = tm.room;
    // Nor the other room's of a board dealt alike in another running session or online table still playing it, nor
    // its IMPs in the match's totals (the totals less the boards shown gave its swing).
    const elsewhere = await boardsInPlayElsewhereFor(ctx, null, term.row);
    const shownSt = elsewhereState(st, elsewhere);
    const shown = shownSt === st ? card : matchCard(shownSt, round, tm.match, scoreTeams(shownSt));
    return {
      ...shown,
      boards: card.boards.map((b) =>
        b.open && b.closed && !elsewhere.has(b.board)
          ? b
          : {
              board: b.board,
              open: own === 'open' ? b.open : null,
              closed: own === 'closed' ? b.closed : null,
              impsHome: null,
              impsAway: null,
            },
      ),
    };
  });
}
