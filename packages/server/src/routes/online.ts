/** Online tables: create (seat tokens), list, claim a seat; the WebSocket protocol (api/types.ts). */
import { directorPlaysBoard, onlineTableBoardsDirectorPlays } from '../domain/player-accounts.js';
import { jsonText } from '../online/json-text.js';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Socket } from 'node:net';
import type {} from '@fastify/websocket';
import { z } from 'zod';
import type { Recipient, Seat } from '@stikk/core';
import type { Ctx } from '../context.js';
import { currentUser, requireUser, SESSION_COOKIE, tokenHash, userFromToken } from '../auth.js';
import { ApiFailure, forbidden, notFound, parse } from '../http/errors.js';
import { id } from '../http/validate.js';
import { AttemptLimiter, rateLimited } from '../http/guards.js';
import type { ClientMessage, OnlineTableSummary, ServerMessage } from '../api/types.js';
import { clientMessage, commonAct } from '../api/messages.js';
import { claimSeatRequest, createOnlineTableRequest } from '../api/requests.js';
import { LIMITS, type Client, type Member, type Room } from '../online/room.js';
import { directorCannotPlay } from '../online/rooms.js';
import { creatorDirects } from '../online/irregularities.js';
import { directorCalls } from '../domain/director-calls.js';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../http/limits.js';
import { AddressLimits } from '../http/address-limits.js';
import {
  lobbyState,
  seatsOf,
  slotOf,
  tableAccess,
  tablesCreatedSince,
  visibleTables,
  isSessionTable,
} from '../domain/online-tables.js';
import { clock, lap, stageTimes } from '../online/stages.js';
import { FrameSender } from '../online/frame-sender.js';
import { InviteGuard, seatTokenOf } from '../online/invites.js';
import { admitOrigin, FloodGate, keepAlive, SEND_BACKLOG_LIMIT } from '../online/socket-guard.js';
import { ANALYSIS_BUSY, ANALYSIS_REFUSED, boardAnalysis } from '../online/board-analysis.js';
import { inviteRoutes } from './online-invites.js';
import { onlineDirectorRoutes } from './online-director.js';
import { onlineSessionRoutes } from './online-sessions.js';

let nextClientId = 1;
/** `analysis` requests one client address may have answered at once (see `analysing` below). */
const ANALYSES_PER_ADDRESS = 4;

/** A connection's place at a table: a member of the room with its own client id. */
interface Place {
  room: Room;
  viewer: Recipient;
  client: Client;
}

export function onlineRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { db, rooms } = ctx;
  const allowedHosts = (ctx.config.allowedHosts ?? []).map((h) => h.toLowerCase());
  const backlogLimit = SEND_BACKLOG_LIMIT;

  /** The table's director is its creator, unless the creator sits at it (then nobody's whole view). */
  const requireDirector = async (tableId: number, ownerId: number, userId: number, what: string): Promise<void> => {
    if (ownerId !== userId) throw forbidden('not-director', `only the table's director ${what}`);
    if (await rooms.ownerIsParticipant(tableId))
      throw forbidden('participant-not-director', 'you sit at this table, so you cannot also be its director');
    // A club session's director who is a register player of it (their account linked) directs no table playing a
    // board their pair has still to play (Law 16), wherever they sit.
    const mine = await onlineTableBoardsDirectorPlays(ctx, tableId, userId);
    if (mine.size > 0) throw directorPlaysBoard(`online table ${tableId}`, mine);
  };
  // Seat codes are short (online/invites.ts): wrong ones are counted per address, over HTTP and here.
  const guard = new InviteGuard();
  inviteRoutes(app, ctx, guard, requireDirector);
  onlineDirectorRoutes(app, ctx);
  onlineSessionRoutes(app, ctx);

  const perAddress = new AddressLimits(ctx.config);
  /** One account's new tables per hour and per day (config `onlineTablesPerHour`/`…PerDay`). */
  const creating = new Map<number, Promise<unknown>>();
  const tableLimits = async (userId: number): Promise<void> => {
    const t = Date.now();
    for (const [max, hours, span] of [
      [ctx.config.onlineTablesPerHour ?? 30, 1, 'hour'],
      [ctx.config.onlineTablesPerDay ?? 100, 24, '24 hours'],
    ] as const) {
      const n = await tablesCreatedSince(db, userId, new Date(t - hours * 3_600_000).toISOString());
      if (n >= max)
        throw new ApiFailure(
          429,
          'too-many-tables',
          `you have created ${n} online tables in the last ${span}, the most one account may; try again later`,
        );
    }
  };

  app.post('/api/online/tables', async (req) => {
    const u = await requireUser(db, req);
    const body = parse(createOnlineTableRequest, req.body);
    // One account's creations one after another, so a burst of them cannot all pass the count together;
    // and one address's, all accounts together, counted as they arrive (IPv6 per /64).
    perAddress.hit('table', req);
    const mine = (creating.get(u.id) ?? Promise.resolve()).then(async () => {
      await tableLimits(u.id);
      return rooms.create(u.id, body);
    });
    const tail = mine.catch(() => undefined);
    creating.set(u.id, tail);
    try {
      return await mine;
    } finally {
      if (creating.get(u.id) === tail) creating.delete(u.id);
    }
  });

  /**
   * The tables the caller may join or watch: those open to kibitzers (anyone); for a logged-in
   * caller also their own, those where they hold a seat, and those with an open seat free. A
   * private table (no kibitzers, no open seat) is listed only to its creator and its players.
   */
  app.get('/api/online/tables', async (req) => {
    const u = await currentUser(db, req);
    const rows = await visibleTables(db, u?.id ?? null, 100);
    const seats = await seatsOf(
      db,
      rows.map((r) => r.id),
    );
    const out: OnlineTableSummary[] = [];
    for (const r of rows) {
      // A table in memory as it is now; any other from its row, without loading it (nobody sits at it here).
      const room = (await rooms.peek(r.id)) ?? (lobbyState(r) ? null : await rooms.get(r.id));
      const now = room
        ? {
            board: room.board,
            // As the public sees it (a Law 20 question is not news to the asker's partner).
            version: room.versionFor('kibitzer'),
            phase: room.state.phase,
            seatsTaken: room.seatsTaken(),
          }
        : lobbyState(r);
      if (!now) continue;
      const here = seats.filter((x) => x.table_id === r.id);
      const mine = u ? here.find((x) => x.user_id === u.id) : undefined;
      out.push({
        id: r.id,
        name: r.name,
        slot: slotOf(r),
        ...now,
        // None to the creator of a table that allows irregularities: its director, who may not sit (Rooms.claim).
        openSeats:
          u && !mine && !creatorDirects(r.owner_id, r.irregularities, u.id)
            ? (['N', 'E', 'S', 'W'] as const).filter((st) =>
                here.some((x) => x.seat === st && x.open === 1 && x.user_id === null),
              )
            : [],
        mySeat: mine?.seat ?? null,
        mine: u !== null && r.owner_id === u.id,
        director: u !== null && r.owner_id === u.id && r.owner_plays !== 1,
      });
    }
    return out;
  });

  /** Binds a seat to the caller's account (invitation token, or an open seat): see Rooms.claim. */
  app.post('/api/online/tables/:id/claim', async (req) => {
    const u = await requireUser(db, req);
    const { id: tid } = parse(z.object({ id }), req.params, 'params');
    const body = parse(claimSeatRequest, req.body);
    // From the table's row: a refused claim loads no table into memory (Rooms.claim reads the seats' rows).
    if (!(await tableAccess(db, tid))) throw notFound(`online table ${tid}`);
    const claim = () => rooms.claim(tid, body.seat, u.id, body.token);
    type Claimed = Awaited<ReturnType<typeof claim>>;
    let r: Claimed;
    if (body.token === undefined) r = await claim();
    else {
      // A seat code given here is a guess like any other (the same count as the look-up and the join).
      let refused: Claimed | undefined;
      const g = await guard.guess<Claimed>(req.ip, async () => {
        const c = await claim();
        if ('status' in c && c.code === 'bad-seat-token') refused = c;
        return refused ? null : c;
      });
      if ('wait' in g) throw rateLimited('wrong seat codes from this address', g.wait);
      r = g.found ?? refused!;
    }
    if ('status' in r) throw new ApiFailure(r.status, r.code, r.message, r.field);
    return r;
  });

  /**
   * Closes a stand-alone table its creator gives up (an abandoned table): no seat is taken there any more and the
   * deals it had not played are held back from the club's hand records no longer (Law 16 no longer at stake there).
   * Only the creator; a table of an online session closes with its session.
   */
  app.post('/api/online/tables/:id/close', async (req) => {
    const u = await requireUser(db, req);
    const { id: tid } = parse(z.object({ id }), req.params, 'params');
    const t = await tableAccess(db, tid);
    if (!t) throw notFound(`online table ${tid}`);
    if (t.ownerId !== u.id) throw forbidden('not-director', "only the table's creator closes it");
    if (await isSessionTable(db, tid))
      throw new ApiFailure(409, 'session-table', `online table ${tid} is an online session's: it closes with it`);
    if (!(await rooms.closeTable(tid))) throw new ApiFailure(409, 'table-closed', `online table ${tid} is closed`);
    return { closed: true };
  });

  /** The table `tid` for its director `userId`: anyone else is refused from its row, before it is loaded. */
  const directedRoom = async (tid: number, userId: number, what: string): Promise<Room> => {
    const t = await tableAccess(db, tid);
    if (!t) throw notFound(`online table ${tid}`);
    if (t.ownerId !== userId) throw forbidden('not-director', `only the table's director ${what}`);
    const room = await rooms.get(tid);
    if (!room) throw notFound(`online table ${tid}`);
    await requireDirector(room.id, room.ownerId, userId, what);
    return room;
  };

  app.get('/api/online/tables/:id/calls', async (req) => {
    const u = await requireUser(db, req);
    const { id: tid } = parse(z.object({ id }), req.params, 'params');
    await directedRoom(tid, u.id, 'sees its calls');
    return directorCalls(db, { onlineTableId: tid });
  });

  /** One board's table log (TABLE-LOG.md), for the table's director: replay, rulings, archive. */
  app.get('/api/online/tables/:id/boards/:board/log', async (req) => {
    const u = await requireUser(db, req);
    const { id: tid, board } = parse(z.object({ id, board: id }), req.params, 'params');
    const room = await directedRoom(tid, u.id, 'sees the whole log');
    const log = room.tableLog(board);
    if (!log) throw notFound(`board ${board} at table ${tid}`);
    return log;
  });

  /** The whole stored log, for the table's director (review, export, rulings). */
  app.get('/api/online/tables/:id/log', async (req) => {
    const u = await requireUser(db, req);
    const { id: tid } = parse(z.object({ id }), req.params, 'params');
    const room = await directedRoom(tid, u.id, 'sees the whole log');
    return {
      tableId: tid,
      version: room.version,
      events: room.log.map((e) => ({ v: e.v, board: e.board, ...e.event })),
    };
  });

  /**
   * Anonymous watching must not fill memory: a table not in memory is loaded for a kibitzer only
   * when its row admits kibitzers (checked first, nothing loaded), and at most
   * `kibitzLoadsPerMinute` such loads a minute per client address (IPv6 per /64). A table already
   * in memory is watched freely.
   */
  const kibitzLoads = new AttemptLimiter(ctx.config.kibitzLoadsPerMinute ?? 30, 60_000);
  const watchGate = async (
    tableId: number,
    ip: string,
    director: number | null,
  ): Promise<{ code: string; message: string; field?: string } | null> => {
    if (rooms.loaded(tableId)) return null;
    const t = await tableAccess(db, tableId);
    if (!t) return { code: 'unknown-table', message: `no online table ${tableId}`, field: 'tableId' };
    // Watching as director (user id `director`): only its creator; the rest is checked once loaded.
    if (director !== null)
      return t.ownerId === director
        ? null
        : { code: 'not-director', message: "only the table's director may watch as director" };
    if (!t.kibitzers) return { code: 'no-kibitzers', message: 'this table does not allow kibitzers' };
    const key = InviteGuard.key(ip);
    if (!kibitzLoads.hit(key))
      return {
        code: 'rate-limited',
        message: `too many tables opened for watching from this address; try again in ${kibitzLoads.retryAfter(key)} s`,
        field: 'tableId',
      };
    return null;
  };

  /**
   * `analysis` requests being answered, per client address (IPv6 per /64): one connection asks one at a time,
   * and one address at most {@link ANALYSES_PER_ADDRESS} at once, so a few addresses cannot hold every place in
   * the work pool's line (domain/analysis.ts) while the tables' players wait.
   */
  const analysing = new Map<string, number>();
  /** `analysis` requests being answered now, all addresses together (at most config `analysesAtOnce`). */
  let analysingAll = 0;
  const analysesAtOnce = ctx.config.analysesAtOnce ?? 16;

  app.get('/api/ws', { websocket: true }, (socket: WebSocket, req) => {
    if (!admitOrigin(socket, req, allowedHosts)) return;
    const userP = userFromToken(db, req.cookies[SESSION_COOKIE]);
    /**
     * This connection's places, by table: the kibitzers' or the director's view, or seats — one,
     * or several seats of the table when it joined each with its own token (a bot process holding
     * robot seats). Each place is a member of its room of its own (its own id), so every frame is
     * filtered for that place's viewer alone.
     */
    const joined = new Map<number, Place[]>();
    // Messages sent in one turn of the event loop (an ack and the updates after it, say) leave as
    // one buffer in one write, written once the turn's work is done and before the socket is closed
    // from here; a connection that does not read is dropped past its backlog (online/frame-sender.ts).
    const raw = (socket as unknown as { _socket?: Socket })._socket;
    const sender = new FrameSender(socket, raw, backlogLimit);
    const flush = () => sender.flush();
    const sendText = (text: string) => sender.send(text);
    const send = (m: ServerMessage) => sendText(jsonText(m));
    /** The connection itself (errors, pongs); each place at a table is a client of its own. */
    const client: Client = { id: nextClientId++, send, sendText };
    const placeAt = (room: Room, viewer: Recipient): Place => {
      const place: Place = {
        room,
        viewer,
        client: {
          id: nextClientId++,
          send,
          sendText,
          // Replaced at a table (its seat has a new holder; the director sat down): told why, then
          // closed (4001: the web client does not reconnect after it). A connection still holding
          // other places keeps them: only this one goes, and the error names its table.
          evict: (tableId, code, message) => {
            removePlace(place);
            if (joined.size > 0) return send({ type: 'error', code, message, tableId });
            error(code, message);
            flush();
            socket.close(4001, code);
          },
        },
      };
      return place;
    };
    const removePlace = (place: Place) => {
      place.room.members.delete(place.client.id);
      place.room.announceSeats();
      const here = joined.get(place.room.id) ?? [];
      if (!here.includes(place)) return;
      const left = here.filter((x) => x !== place);
      if (left.length) joined.set(place.room.id, left);
      else joined.delete(place.room.id);
      seatsHeld(place, -1);
    };
    const error = (code: string, message: string, field?: string) =>
      client.send({ type: 'error', code, message, ...(field ? { field } : {}) });

    /** Whether an `analysis` request of this connection is being answered. */
    let asking = false;
    const handle = async (msg: ClientMessage): Promise<void> => {
      switch (msg.type) {
        case 'ping':
          client.send({ type: 'pong' });
          return;
        case 'leave': {
          for (const place of joined.get(msg.tableId) ?? []) removePlace(place);
          return;
        }
        case 'join': {
          if (msg.token === undefined) {
            const by = msg.as === 'director' ? ((await userP)?.id ?? 0) : null;
            const refused = await watchGate(msg.tableId, req.ip, by);
            if (refused) return error(refused.code, refused.message, refused.field);
          }
          const room = await rooms.get(msg.tableId);
          if (!room) return error('unknown-table', `no online table ${msg.tableId}`, 'tableId');
          // New seat tokens this node has heard of before the seat is read (a claim under way: refusesJoin).
          const mark = room.seatChanges;
          let viewer: Recipient;
          if (msg.token !== undefined) {
            const token = msg.token;
            const g = await guard.guess(req.ip, () => rooms.seatOf(room.id, token));
            if ('wait' in g)
              return error(
                'rate-limited',
                `too many wrong seat codes from this address; try again in ${g.wait} s`,
                'token',
              );
            const s = g.found;
            if (!s) return error('bad-seat-token', 'this token holds no seat at this table', 'token');
            viewer = s;
            // The creator sitting down (logged in) takes part: never the director of this table again.
            const u = await userP;
            if (u && u.id === room.ownerId) {
              // A table that allows irregularities: its creator directs it and cannot also sit at it.
              if (creatorDirects(room.ownerId, room.irregularities, u.id)) {
                const no = directorCannotPlay(room.id);
                return error(no.code, no.message, 'token');
              }
              if ((joined.get(room.id) ?? []).some((j) => j.viewer === 'director'))
                return error(
                  'participant-not-director',
                  'you watch this table as its director; a director does not also play at it',
                  'token',
                );
              await rooms.ownerPlays(room.id);
              room.evict(
                'director',
                'participant-not-director',
                'you sit at this table, so you cannot also be its director',
              );
            }
            // Anybody logged in who sits down takes part: a club's director is no outsider to the table's deals.
            if (u) await rooms.sits(room.id, u.id, s);
            // Not logged in: nobody knows who sits there, so it may be any of the club's directors.
            else await rooms.sitsUnknown(room.id);
          } else if (msg.as === 'director') {
            const u = await userP;
            try {
              await requireDirector(room.id, room.ownerId, u?.id ?? 0, 'may watch as director');
            } catch (e) {
              if (e instanceof ApiFailure) return error(e.code, e.message);
              throw e;
            }
            viewer = 'director';
          } else {
            if (!room.kibitzers) return error('no-kibitzers', 'this table does not allow kibitzers');
            viewer = 'kibitzer';
          }
          if (!joined.has(room.id) && joined.size >= LIMITS.tablesPerConnection)
            return error(
              'too-many-tables',
              `one connection carries at most ${LIMITS.tablesPerConnection} tables; open another`,
              'tableId',
            );
          await room.serial(async () => {
            const missed = msg.since !== undefined ? room.missedSince(msg.since, viewer) : [];
            if (missed === null)
              return error(
                'since-too-old',
                `since=${msg.since} is ${room.versionFor(viewer) - msg.since!} versions behind; at most ${LIMITS.missedPerJoin} missed events are replayed: join without since for the current view`,
                'since',
              );
            const isSeat = viewer !== 'kibitzer' && viewer !== 'director';
            // The table closed, or the seat got a new token, while this join read the database: no seat after all.
            const hash = msg.token !== undefined ? tokenHash(seatTokenOf(msg.token)) : undefined;
            const late = room.refusesJoin(viewer, hash, mark);
            if (late) return error(late.code, late.message, 'token');
            const here = joined.get(room.id) ?? [];
            // Joined again as the same viewer: the same place. Otherwise a seat joins the seats
            // this connection holds here; watching (kibitzer, director) replaces every place here.
            const place = here.find((x) => x.viewer === viewer) ?? placeAt(room, viewer);
            for (const x of here)
              if (x !== place && (!isSeat || x.viewer === 'kibitzer' || x.viewer === 'director')) removePlace(x);
            // One seat, one live holder: an earlier connection on this seat is replaced.
            if (isSeat)
              room.evict(
                viewer,
                'seat-replaced',
                `seat ${viewer} was taken over by a newer connection with its token`,
                place.client.id,
              );
            const member: Member = {
              client: place.client,
              viewer,
              ...(hash !== undefined ? { token: hash } : {}),
            };
            room.members.set(place.client.id, member);
            const kept = joined.get(room.id) ?? [];
            if (!kept.includes(place)) {
              joined.set(room.id, [...kept, place]);
              seatsHeld(place, 1);
            }
            // Deltas start from the view sent now (built here, or by the table's room worker).
            room.welcome(member, msg.deltas === true, missed, msg.notes === true);
            // The others see this seat held from now on, not at the table's next act.
            room.announceSeats();
          });
          return;
        }
        case 'analysis': {
          // Only a connection joined at the table (a seat, a kibitzer, its director); the same refusal for all else,
          // while this connection's last request is still being answered, and past the address's requests at once.
          const place = (joined.get(msg.tableId) ?? [])[0];
          const from = InviteGuard.key(req.ip);
          // Past the server's budget for all addresses together: busy, ask again later (nothing about the board).
          let r: Awaited<ReturnType<typeof boardAnalysis>> = ANALYSIS_REFUSED;
          if (place && !asking && (analysing.get(from) ?? 0) < ANALYSES_PER_ADDRESS && analysingAll >= analysesAtOnce)
            r = ANALYSIS_BUSY;
          else if (place && !asking && (analysing.get(from) ?? 0) < ANALYSES_PER_ADDRESS) {
            asking = true;
            analysingAll++;
            analysing.set(from, (analysing.get(from) ?? 0) + 1);
            try {
              r = await boardAnalysis(ctx, place.room, msg.board);
            } finally {
              asking = false;
              analysingAll--;
              const n = (analysing.get(from) ?? 1) - 1;
              if (n > 0) analysing.set(from, n);
              else analysing.delete(from);
            }
          }
          if ('type' in r) return client.send(r);
          return client.send({ type: 'reject', tableId: msg.tableId, id: null, ...r });
        }
        case 'act': {
          // The place that acts: the one named by `seat`, or the only one held at the table.
          const here = (joined.get(msg.tableId) ?? []).filter((x) => x.viewer !== 'kibitzer');
          const j = msg.seat !== undefined ? here.find((x) => x.viewer === msg.seat) : here[0];
          if (!j || (msg.seat === undefined && here.length > 1)) {
            client.send({
              type: 'reject',
              tableId: msg.tableId,
              id: msg.id,
              code: j ? 'seat-required' : 'not-seated',
              message: j
                ? 'this connection holds several seats at this table: name the one acting (seat)'
                : 'join this table with your seat token before acting',
            });
            return;
          }
          await rooms.act(j.room, j.client, j.viewer as Seat | 'director', msg);
          return;
        }
      }
    };

    // Flood control and keep-alive (online/socket-guard.ts).
    const flood = new FloodGate();
    // The places held that are not a kibitzer's, kept as places come and go (a count over every
    // place at each join was quadratic for a socket carrying many tables).
    let seats = 0;
    const seatsHeld = (place: Place, change: 1 | -1) => {
      if (place.viewer === 'kibitzer') return;
      seats += change;
      flood.setSeats(seats);
    };
    const stopKeepAlive = keepAlive(socket);

    socket.on('message', (data: Buffer, isBinary: boolean) => {
      const verdict = flood.take();
      if (verdict !== 'pass') {
        if (verdict === 'close') {
          flush();
          socket.close(1008, 'too many messages');
        }
        return error('rate-limited', 'too many messages; slow down');
      }
      if (isBinary) return error('binary', 'send JSON text frames');
      const t0 = stageTimes.enabled ? clock() : 0;
      const text = data.toString('utf8');
      // Deep nesting costs JSON.parse a hundred times what flat text of the same size does (64 KB
      // of brackets: ~15 ms): refused in one linear pass first, as HTTP bodies are (http/limits.ts).
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH))
        return error('too-deep', `a message is nested at most ${MAX_JSON_DEPTH} levels deep`);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return error('invalid-json', 'not JSON');
      }
      let msg: ClientMessage;
      try {
        // A bare call or card by hand (as the schema accepts it), anything else by the schema.
        msg = commonAct(json) ?? parse(clientMessage, json);
      } catch (e) {
        if (e instanceof ApiFailure) {
          const j = json as { type?: unknown; id?: unknown; tableId?: unknown };
          if (j && j.type === 'act')
            return client.send({
              type: 'reject',
              tableId: typeof j.tableId === 'number' ? j.tableId : null,
              id: typeof j.id === 'string' ? j.id : null,
              code: e.code,
              message: e.message,
            });
          return error(e.code, e.message, e.field);
        }
        throw e;
      }
      if (stageTimes.enabled) lap('parse', t0);
      handle(msg).catch((e: unknown) => {
        req.log.error(e);
        error('internal', 'internal error');
      });
    });
    socket.on('close', () => {
      stopKeepAlive();
      for (const places of joined.values()) for (const j of places) j.room.members.delete(j.client.id);
      for (const places of joined.values()) places[0]?.room.announceSeats();
      joined.clear();
    });
  });
}
