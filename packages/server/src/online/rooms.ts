/**
 * The registry of online tables in memory, loaded from the database on first use (so after a
 * restart every table resumes from its log), and the act pipeline: overload check → version
 * check → core check → durable append (group commit: the acts of many tables in one transaction,
 * each acknowledged after it) → ack → per-recipient broadcast (one view and one encoding per
 * audience). Overloaded, an act is refused at once with `server-busy` (STIKK_BUSY_LAG_MS).
 */
import { boardsColumn, jsonColumn } from '../db/json-column.js';
import type pg from 'pg';
import { sql } from 'kysely';
import type { Deal, Mode, Seat, TableLog } from '@stikk/core';
import { keepSearches, tableRules, type SearchEntries } from './claim-searches.js';
import { creatorDirects, irregularityMode, NO_DIRECTOR, tableEdition } from './irregularities.js';
import { disagreementReason, EXPLANATION_CORRECTED } from './call-reasons.js';
import { pgBackendsOf, sqliteOf, type Db } from '../db/index.js';
import type { ClientMessage, CreateOnlineTableRequest, OnlineTableCreated, SeatCode } from '../api/types.js';
import { newToken, tokenHash } from '../auth.js';
import { formatInvite, newInviteCode, seatTokenOf } from './invites.js';
import { ownersDealer, type SeedDealer } from '../domain/deal-secret.js';
import { dealBoards, dealFromText, dealText, isRefusal, Room, type Client } from './room.js';
import { decodeStoredEvent, type StoredEvent } from './stored-event.js';
import { Appender } from './appender.js';
import { RoomWorkers, ShardedRoom } from './room-workers.js';
import { clock, lap, stageTimes } from './stages.js';
import { type LobbyState, ownerSitsIn, pendingText, saveLobbyState, sessionTablesOf } from '../domain/online-tables.js';
import { jsonText } from './json-text.js';

/** The time now as stored (ISO 8601): built once per millisecond, however many acts that millisecond stores. */
let nowMs = -1;
let nowText = '';
const now = (): string => {
  const t = Date.now();
  if (t !== nowMs) {
    nowMs = t;
    nowText = new Date(t).toISOString();
  }
  return nowText;
};

/** What a closed table's seats are told as they go (a token hash is hex: never this word). */
const CLOSED = 'closed';
const TABLE_CLOSED = 'the table was closed by its director; its unplayed boards are not played here';

/** Told to a director's connection another node closed (their pair has still to play a board of the table). */
const REFUSED_DIRECTOR =
  'you play in this session and your pair has still to play a board of this table; another director handles it';

const replaced = (seat: string): string =>
  `seat ${seat} has a new holder (its token was replaced); this connection no longer plays it`;

/** Why a seat claim was refused: the HTTP status, a stable code and the field at fault. */
export interface ClaimRefusal {
  status: 403 | 404 | 409;
  code: string;
  message: string;
  field?: string;
}

/**
 * The creator of a table that allows irregularities is its only director, who rules on them (the laws' choices
 * the table cannot make itself): sitting down would leave every ruling waiting for nobody, so the seat is refused.
 */
export const directorCannotPlay = (tableId: number): ClaimRefusal & { status: 409 } => ({
  status: 409,
  code: 'director-cannot-play',
  message:
    `online table ${tableId} allows irregularities and you are its director, who rules on them; ` +
    'a director does not play at the table (to play, create a table that prevents irregularities)',
  field: 'seat',
});

export class Rooms {
  private readonly rooms = new Map<number, Promise<Room | null>>();
  private listener: pg.Client | null = null;
  private readonly sweeper: NodeJS.Timeout;
  /** Group commit of the event log (one transaction for the acts of many tables). */
  readonly appender: Appender;
  /** PostgreSQL: the lobby's columns of many tables in one statement (SQLite: in the appender's batch). */
  private readonly lagTimer: NodeJS.Timeout;
  /** How late the last two ticks of the lag timer ran (ms), and when the last one ran. */
  private lastLag = 0;
  private prevLag = 0;
  private lastTick = performance.now();
  /** The room workers' lag at the last tick of the lag timer (ms). */
  private viewLag = 0;
  private static readonly TICK_MS = 20;
  /**
   * Past these, acts are refused at once with `server-busy` instead of queueing for seconds:
   * event-loop lag (STIKK_BUSY_LAG_MS, default 250 ms), or acts waiting for a commit. The lag is
   * wall-clock time: a server waiting for a core on a crowded machine is behind as surely as one
   * with too much work (bench/server-stages' late-run-queue figure tells the two apart).
   */
  busyLagMs = Number(process.env.STIKK_BUSY_LAG_MS) || 250;
  busyBacklog = 20_000;
  /** …or when the oldest act not yet stored has waited this long for the database (ms). */
  busyCommitWaitMs = 500;

  /** The room worker threads (`STIKK_ROOM_WORKERS`), or null: every table's views built here. */
  readonly workers: RoomWorkers | null;

  constructor(
    readonly db: Db,
    idleMs = 15 * 60_000,
    /** Room worker threads building the tables' views (online/room-workers.ts); 0: none. */
    roomWorkers = 0,
  ) {
    this.appender = new Appender(db, sqliteOf(db));
    this.workers = roomWorkers > 0 ? new RoomWorkers(roomWorkers) : null;
    if (this.workers) this.workers.logError = (e) => this.logError(e);
    this.appender.logError = (e) => this.logError(e);
    this.lagTimer = setInterval(() => {
      const t = performance.now();
      this.prevLag = this.lastLag;
      this.lastLag = Math.max(0, t - this.lastTick - Rooms.TICK_MS);
      this.lastTick = t;
      this.viewLag = this.workers?.lagMs ?? 0;
    }, Rooms.TICK_MS);
    this.lagTimer.unref();
    // Tables nobody watches leave memory after a while; the next join reloads them from the log.
    this.sweeper = setInterval(
      () => {
        for (const [id, p] of this.rooms) {
          void p.then((room) => {
            if (room && room.members.size === 0 && Date.now() - room.lastActive > idleMs && this.rooms.get(id) === p) {
              this.rooms.delete(id);
              this.noteLobby(room, true);
              if (room instanceof ShardedRoom) room.drop();
            }
          });
        }
      },
      Math.min(60_000, idleMs),
    );
    this.sweeper.unref();
  }

  /**
   * PostgreSQL with several server nodes: listen for events other nodes append, catch the table
   * up from the database and broadcast to this node's clients.
   */
  async listen(url: string): Promise<void> {
    // Loaded here: `pg` is optional for SQLite sites.
    const { default: pgm } = await import('pg');
    const c = new pgm.Client({ connectionString: url });
    await c.connect();
    const own = pgBackendsOf(this.db);
    c.on('notification', (n) => {
      if (n.channel === 'stikk_seats') return this.seatReplaced(n.payload ?? '');
      // This node's own append (its pool's connection sent it): its rooms hold those events already
      // (or, when the append failed after all, caught up at once in `act`).
      if (own.has(n.processId)) return;
      // `table:seq` pairs, comma-separated, sent after each append's commit (db/pg-append.ts announceEventsPg).
      for (const pair of (n.payload ?? '').split(',')) {
        const [t, v] = pair.split(':').map(Number);
        const p = this.rooms.get(t);
        if (!p) continue;
        void p.then((room) => {
          // Checked again in turn: an act or a catch-up queued before may have reached `v`.
          if (room && room.version < v)
            void room.serial(async () => {
              if (room.version < v) await this.catchUp(room);
            });
        });
      }
    });
    c.on('error', () => undefined);
    await c.query('LISTEN stikk_tables');
    await c.query('LISTEN stikk_seats');
    this.listener = c;
  }

  /**
   * Table `tableId`'s director may no longer watch it (their account was linked to a pair with boards still to play
   * there, domain/player-accounts.ts): the director connections open now go with `code` and `message`, on every node.
   */
  async directorRefused(tableId: number, code: string, message: string): Promise<void> {
    if (this.listener)
      await sql`SELECT pg_notify('stikk_seats', ${`${tableId}:director:${code}`})`
        .execute(this.db)
        .catch(() => undefined);
    const room = await this.rooms.get(tableId);
    room?.evict('director', code, message);
  }

  /** Another node (or this one) gave a seat a new token: its holders here with another token go. */
  private seatReplaced(payload: string): void {
    const [t, seat, hash] = payload.split(':');
    if (seat === 'director') {
      // Another node refused the table's director (see directorRefused): the code names why.
      const director = this.rooms.get(Number(t));
      void director?.then((room) => room?.evict('director', hash ?? 'not-director', REFUSED_DIRECTOR));
      return;
    }
    const p = this.rooms.get(Number(t));
    if (!p || !['N', 'E', 'S', 'W'].includes(seat) || !hash) return;
    if (hash === CLOSED) {
      void p.then((room) => room?.closeSeats('table-closed', TABLE_CLOSED));
      return;
    }
    void p.then((room) => room?.replaceSeat(seat as Seat, hash, 'seat-replaced', replaced(seat)));
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    clearInterval(this.lagTimer);
    await this.appender.close();
    await this.workers?.close();
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  /** Applies events appended elsewhere (another node) and sends them to this node's clients. */
  async catchUp(room: Room): Promise<void> {
    const from = room.version;
    const rows = await this.db
      .selectFrom('table_events_all')
      .select(['seq', 'board', 'event', 'created_at'])
      .where('table_id', '=', room.id)
      .where('seq', '>', from)
      .orderBy('seq')
      .execute();
    if (!rows.length) return;
    room.restore(
      rows.map((e) => ({
        seq: e.seq,
        board: e.board,
        event: decodeStoredEvent(e.event, `table ${room.id} v${e.seq}`),
        at: e.created_at,
      })),
      false,
    );
    await this.searchFirst(room);
    room.refold();
    for (const entry of room.log.since(from)) room.broadcast(entry);
  }

  /**
   * Makes a fold's claim searches off this thread (the work pool's), set by the server; without it
   * (tests of the registry alone) the table's own fold searches.
   */
  searchAhead: ((log: TableLog, mode: Mode, account: number) => Promise<SearchEntries>) | null = null;

  /**
   * The claim searches folding `room`'s board (with `next` after it) makes, done first by
   * `searchAhead`. False when they could not be made (the work pool busy): the act is refused. A
   * table being loaded folds anyway (its director events were stored, so their searches are bounded).
   */
  private async searchFirst(room: Room, next?: StoredEvent): Promise<boolean> {
    const ahead = this.searchAhead && room.searchLog(next);
    if (!ahead) return true;
    try {
      keepSearches(room.rules, await this.searchAhead!(ahead.log, ahead.mode, room.ownerId));
      return true;
    } catch (e) {
      this.logError(e);
      return false;
    }
  }

  /** Where a failure whose details the client is not told goes (the server sets its log). */
  logError: (e: unknown) => void = () => undefined;

  /** Called after an act that ended a board was stored and sent (an online session records the result). */
  boardEnded: ((room: Room) => void) | null = null;

  /**
   * Deals a table's boards from the creator's seed, keyed on the server's deal secret (the server sets it; see
   * domain/deal-secret.ts). Unset (a `Rooms` made without a server): a table with a seed is refused.
   */
  dealSeeded: SeedDealer | null = null;

  /** A new table; `given` deals (an online session's boards) instead of dealing them. */
  async create(
    ownerId: number,
    req: CreateOnlineTableRequest,
    given?: ReadonlyMap<number, Deal>,
  ): Promise<OnlineTableCreated> {
    const seed = req.seed;
    if (!given && seed !== undefined && !this.dealSeeded) throw new Error('Rooms.dealSeeded is not set');
    // A seed first dealt by another club or account deals this creator's own boards (domain/deal-secret.ts).
    const deal =
      given || seed === undefined
        ? undefined
        : await ownersDealer(this.db, this.dealSeeded!, { account: ownerId }, seed);
    const deals = given ?? dealBoards(req.boards, deal && seed !== undefined ? (b) => deal(seed, b) : undefined);
    // Each seat's token is its short invitation code (online/invites.ts), kept for the organiser.
    const tokens = { N: newInviteCode(), E: newInviteCode(), S: newInviteCode(), W: newInviteCode() };
    const id = await this.db.transaction().execute(async (trx) => {
      const t = await trx
        .insertInto('online_tables')
        .values({
          owner_id: ownerId,
          // Unnamed: '' (the server stores no words; each reader's page words it as its table number).
          name: req.name ?? '',
          boards: JSON.stringify(req.boards),
          kibitzers: req.kibitzers === false ? 0 : 1,
          irregularities: req.irregularities ?? 'prevent',
          edition: req.edition ?? '2017',
          // What the lobby lists without loading the table (noteLobby keeps it).
          version: 0,
          board: req.boards[0],
          phase: 'auction',
          pending: null,
          created_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [b, d] of deals)
        await trx
          .insertInto('online_deals')
          .values({ table_id: t.id, board: b, deal: dealText(d), pos: Math.max(0, req.boards.indexOf(b)) })
          .execute();
      const open = new Set(req.openSeats ?? []);
      for (const s of ['N', 'E', 'S', 'W'] as const)
        await trx
          .insertInto('seat_tokens')
          .values({
            table_id: t.id,
            seat: s,
            token_hash: tokenHash(tokens[s]),
            user_id: null,
            open: open.has(s) ? 1 : 0,
          })
          .execute();
      for (const s of ['N', 'E', 'S', 'W'] as const)
        await trx
          .insertInto('seat_invites')
          .values({ table_id: t.id, seat: s, code: tokens[s], created_at: now() })
          .execute();
      return t.id;
    });
    return {
      id,
      tokens: {
        N: formatInvite(tokens.N),
        E: formatInvite(tokens.E),
        S: formatInvite(tokens.S),
        W: formatInvite(tokens.W),
      },
    };
  }

  /**
   * A logged-in player binds a seat to their account (SECURITY.md, "Online tables"). Allowed with
   * the seat's current token (its invitation link), or without one for a seat the creator opened
   * while no account holds it; refused for a seat another account holds, and for a second seat of
   * the same account at this table. A fresh token replaces the old one: whoever held the old one
   * is disconnected (one seat, one live holder). The creator who sits down is never the table's
   * director again (its director sockets are closed).
   */
  async claim(
    tableId: number,
    seat: SeatCode,
    userId: number,
    invite?: string,
  ): Promise<{ token: string } | ClaimRefusal> {
    // The seats, whether the table is closed and who created it with which rules, in one read.
    const rows = await this.db
      .selectFrom('seat_tokens')
      .innerJoin('online_tables as t', 't.id', 'seat_tokens.table_id')
      .select([
        'seat_tokens.seat',
        'seat_tokens.token_hash',
        'seat_tokens.user_id',
        'seat_tokens.open',
        't.closed_at',
        't.owner_id',
        't.irregularities',
      ])
      .where('seat_tokens.table_id', '=', tableId)
      .execute();
    const row = rows.find((r) => r.seat === seat);
    if (!row) return { status: 404, code: 'not-found', message: `online table ${tableId} not found` };
    const closed: ClaimRefusal = {
      status: 409,
      code: 'table-closed',
      message: `online table ${tableId} is closed`,
      field: 'seat',
    };
    if (row.closed_at != null) return closed;
    if (creatorDirects(row.owner_id, row.irregularities, userId)) return directorCannotPlay(tableId);
    if (row.user_id !== null && row.user_id !== userId)
      return { status: 409, code: 'seat-taken', message: `seat ${seat} is held by another player`, field: 'seat' };
    const other = rows.find((r) => r.user_id === userId && r.seat !== seat);
    if (other)
      return {
        status: 409,
        code: 'already-seated',
        message: `you already hold seat ${other.seat} at this table; one player, one seat`,
        field: 'seat',
      };
    if (row.user_id === null && row.open !== 1) {
      if (invite === undefined)
        return {
          status: 403,
          code: 'seat-invite-required',
          message: `seat ${seat} is by invitation: claim it with the token from its seat link`,
          field: 'token',
        };
      if (tokenHash(seatTokenOf(invite)) !== row.token_hash)
        return {
          status: 403,
          code: 'bad-seat-token',
          message: `this token is not seat ${seat}'s link at this table`,
          field: 'token',
        };
    }
    const token = newToken();
    // The update only applies to the row as read, and to a table still open: a concurrent claim of the same seat
    // loses, and so does a claim the table's close overtook since the read (it would answer with a token for a seat
    // of a closed table and mark its sitter; the token would hold nothing, but the answer said the seat was taken).
    const r = await this.db
      .updateTable('seat_tokens')
      .set({ token_hash: tokenHash(token), user_id: userId })
      .where('table_id', '=', tableId)
      .where('seat', '=', seat)
      .where('token_hash', '=', row.token_hash)
      .where((eb) =>
        eb.exists(eb.selectFrom('online_tables').select('id').where('id', '=', tableId).where('closed_at', 'is', null)),
      )
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) {
      const now = await this.db
        .selectFrom('online_tables')
        .select('closed_at')
        .where('id', '=', tableId)
        .executeTakeFirst();
      if (now?.closed_at != null) return closed;
      return { status: 409, code: 'seat-taken', message: `seat ${seat} was taken a moment ago`, field: 'seat' };
    }
    await this.sits(tableId, userId, seat);
    const ownerSits = row.owner_id === userId; // the creator never changes: as read with the seats
    if (ownerSits) await this.ownerPlays(tableId);
    const room = await this.seatTokenReplaced(tableId, seat as Seat, tokenHash(token));
    if (room && ownerSits)
      room.evict('director', 'participant-not-director', 'you sit at this table, so you cannot also be its director');
    return { token };
  }

  /** A seat has a new token (hash `hash`): its connections holding another one go, on every node. */
  async seatTokenReplaced(tableId: number, seat: Seat, hash: string): Promise<Room | null> {
    // Several nodes (PostgreSQL): every node closes the seat's connections holding another token.
    if (this.listener)
      await sql`SELECT pg_notify('stikk_seats', ${`${tableId}:${seat}:${hash}`})`
        .execute(this.db)
        .catch(() => undefined);
    const room = await this.get(tableId);
    room?.replaceSeat(seat, hash, 'seat-replaced', replaced(seat));
    return room;
  }

  /**
   * Records that account `userId` sat at the table in `seat` (joined it logged in, or claimed it): the deals it
   * still plays are theirs no longer as a club's director (`deal-in-play`, http/guards.ts), nor at an online session
   * the boards that seat's pair has still to play (domain/player-accounts.ts), though no seat is bound to them.
   */
  async sits(tableId: number, userId: number, seat: string): Promise<void> {
    await this.db
      .insertInto('online_table_sitters')
      .values({ table_id: tableId, user_id: userId, seat, at: now() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /**
   * Records that somebody not logged in sat at the table (once): any director of the club may be that player, so
   * the deals it still plays are held back from all of them (`deal-in-play`; migration 0060).
   */
  async sitsUnknown(tableId: number): Promise<void> {
    await this.db
      .updateTable('online_tables')
      .set({ unknown_sitter: 1 })
      .where('id', '=', tableId)
      .where('unknown_sitter', '=', 0)
      .execute();
  }

  /** Records that the creator takes part at the table: its director view is refused from now on. */
  async ownerPlays(tableId: number): Promise<void> {
    await this.db.updateTable('online_tables').set({ owner_plays: 1 }).where('id', '=', tableId).execute();
    // At an online session, the director who sits down watches none of its other tables as director either: none of
    // them has a director from now on (irregularities.ts NO_DIRECTOR).
    for (const id of await sessionTablesOf(this.db, tableId))
      void this.rooms.get(id)?.then((r) => {
        if (!r) return;
        r.director = false;
        if (id !== tableId)
          r.evict('director', 'participant-not-director', 'you play in this session, so you cannot also direct it');
      });
  }

  /** Whether `room`'s creator sits at it or at a table of its session (read from the database: any node seats). */
  private ownerSits(room: Room): Promise<boolean> {
    return ownerSitsIn(this.db, room.id);
  }

  /**
   * Whether the creator has sat at the table or, at an online session, at any of its tables (then never the
   * table's director).
   */
  ownerIsParticipant(tableId: number): Promise<boolean> {
    return ownerSitsIn(this.db, tableId);
  }

  /** The seat token `token` holds at table `tableId`: none at a closed table (migration 0059). */
  async seatOf(tableId: number, token: string): Promise<Seat | null> {
    const r = await this.db
      .selectFrom('seat_tokens')
      .innerJoin('online_tables as t', 't.id', 'seat_tokens.table_id')
      .select('seat_tokens.seat')
      .where('seat_tokens.table_id', '=', tableId)
      .where('seat_tokens.token_hash', '=', tokenHash(seatTokenOf(token)))
      .where('t.closed_at', 'is', null)
      .executeTakeFirst();
    return r?.seat ?? null;
  }

  /**
   * Closes table `tableId` (its creator gives it up): it takes no seat from now on, on any node (seat codes hold
   * nothing, claims are refused), its seated players are sent away, and the deals it had not played are held back
   * no longer (`deal-in-play`). Whether it was open before.
   */
  async closeTable(tableId: number): Promise<boolean> {
    const r = await this.db
      .updateTable('online_tables')
      .set({ closed_at: now() })
      .where('id', '=', tableId)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return false;
    // Every seat's connections go, on every node; none can join again (seatOf), nor finish a join under way.
    // One announcement per seat, as nodes of the version before read them (each closes the whole table now).
    if (this.listener)
      for (const s of ['N', 'E', 'S', 'W'] as const)
        await sql`SELECT pg_notify('stikk_seats', ${`${tableId}:${s}:${CLOSED}`})`
          .execute(this.db)
          .catch(() => undefined);
    (await this.rooms.get(tableId))?.closeSeats('table-closed', TABLE_CLOSED);
    return true;
  }

  /** Is table `id` in memory (or being loaded)? */
  loaded(id: number): boolean {
    return this.rooms.has(id);
  }

  /** Table `id` if it is in memory (or being loaded), without loading it or keeping it loaded longer. */
  peek(id: number): Promise<Room | null> | undefined {
    return this.rooms.get(id);
  }

  /**
   * Keeps table `room`'s row as the lobby lists it (`GET /api/online/tables` loads no table): its board
   * and phase, written when either changed, and with `all` (the table loaded or leaving memory) the
   * kibitzers' version too. Writes of one table go in order; a failed one is logged. Written with the event
   * log's next batch, in its transaction (online/appender.ts `lobbyState`; on PostgreSQL in its one statement).
   */
  noteLobby(room: Room, all = false): void {
    const board = room.board;
    const phase = room.state.phase;
    const pending = pendingText(room.state.pending);
    const w = room.lobbyRow;
    // Called after every act: compared first, a new state built only when it is written.
    if (
      w &&
      w.board === board &&
      w.phase === phase &&
      w.pending === pending &&
      (!all || w.version === room.versionFor('kibitzer'))
    )
      return;
    const s: LobbyState = { board, phase, version: room.versionFor('kibitzer'), pending };
    room.lobbyRow = s;
    // With the next group commit, in its transaction (no query builder, no commit of its own).
    if (this.appender.lobbyState(room.id, s)) return;
    room.lobbyWrite = room.lobbyWrite.then(() => saveLobbyState(this.db, room.id, s)).catch((e) => this.logError(e));
  }

  get(id: number): Promise<Room | null> {
    let p = this.rooms.get(id);
    if (!p) {
      const loading = this.load(id);
      p = loading;
      this.rooms.set(id, loading);
      // Only a table that exists stays remembered: an id not created yet (or a failed load) is
      // looked up again next time, so a table created later under that id can be joined.
      loading.then(
        (r) => {
          if (!r && this.rooms.get(id) === loading) this.rooms.delete(id);
        },
        () => {
          if (this.rooms.get(id) === loading) this.rooms.delete(id);
        },
      );
    }
    // Anyone asking for the table keeps it loaded.
    void p.then(
      (r) => {
        if (r) r.lastActive = Date.now();
      },
      () => undefined,
    );
    return p;
  }

  private async load(id: number): Promise<Room | null> {
    const t = await this.db.selectFrom('online_tables').selectAll().where('id', '=', id).executeTakeFirst();
    if (!t) return null;
    const deals = await this.db
      .selectFrom('online_deals')
      .select(['board', 'deal'])
      .where('table_id', '=', id)
      .execute();
    const args = [
      this.db,
      id,
      t.owner_id,
      jsonColumn(boardsColumn, t.boards, { table: 'online_tables', column: 'boards', id }),
      new Map(deals.map((d) => [d.board, dealFromText(d.deal)])),
      t.kibitzers === 1,
      tableRules(),
      irregularityMode(t.irregularities),
      tableEdition(t.edition),
    ] as const;
    const room = this.workers ? new ShardedRoom(this.workers, ...args) : new Room(...args);
    const events = await this.db
      .selectFrom('table_events_all')
      .select(['seq', 'board', 'event', 'created_at'])
      .where('table_id', '=', id)
      .orderBy('seq')
      .execute();
    room.restore(
      events.map((e) => ({
        seq: e.seq,
        board: e.board,
        event: decodeStoredEvent(e.event, `table ${id} v${e.seq}`),
        at: e.created_at,
      })),
      false,
    );
    await this.searchFirst(room);
    room.refold();
    const calls = await this.db
      .selectFrom('director_calls')
      .select('id')
      .where('online_table_id', '=', id)
      .where('status', '=', 'open')
      .execute();
    room.openCalls = calls.length;
    room.director = !(await ownerSitsIn(this.db, id));
    if (t.board !== null && t.phase !== null)
      room.lobbyRow = { board: t.board, phase: t.phase, version: t.version, pending: t.pending };
    // A row from before migration 0036, or behind the log (a crash, another node): written now.
    this.noteLobby(room, true);
    return room;
  }

  callResolved(tableId: number): void {
    void this.get(tableId).then((r) => {
      if (r && r.openCalls > 0) r.openCalls--;
    });
  }

  /** Processes one act from a seated client. Every outcome is a message to that client. */
  /** Why the server cannot take another act now (overloaded), or null. */
  /**
   * How far behind the event loop runs (ms). One late tick is a pause (GC, the machine); late
   * twice in a row — two ticks, or the last tick and now — work arrives faster than it is done.
   */
  get lagMs(): number {
    const overdue = performance.now() - this.lastTick - Rooms.TICK_MS;
    return Math.max(Math.min(this.lastLag, this.prevLag), Math.min(this.lastLag, overdue));
  }

  busy(): string | null {
    const why = stageTimes.busyWhy;
    if (this.lagMs > this.busyLagMs) {
      why.lag++;
      return `the server is busy (running ${Math.round(this.lagMs)} ms behind); retry in a moment`;
    }
    // Room workers (STIKK_ROOM_WORKERS) behind: the acts would be stored, but seen late by everyone.
    // Behind at the last tick and still now: a pause of the main thread alone (its answers waiting
    // to be read) is not a worker behind.
    const views = Math.min(this.viewLag, this.workers?.lagMs ?? 0);
    if (views > this.busyLagMs) {
      why.views++;
      return `the server is busy (running ${Math.round(views)} ms behind with the tables' views); retry in a moment`;
    }
    if (this.appender.backlog > this.busyBacklog) {
      why.backlog++;
      return `the server is busy (${this.appender.backlog} acts waiting for the database); retry in a moment`;
    }
    const wait = this.appender.waitMs;
    if (wait > this.busyCommitWaitMs) {
      why.db++;
      return `the server is busy (the database is ${Math.round(wait)} ms behind); retry in a moment`;
    }
    return null;
  }

  act(
    room: Room,
    client: Client,
    actor: Seat | 'director',
    msg: Extract<ClientMessage, { type: 'act' }>,
  ): Promise<void> {
    // Graceful overload: refuse before queueing; nothing is stored, the client retries the same act.
    const busy = this.busy();
    if (busy !== null) {
      stageTimes.busy++;
      client.send({
        type: 'reject',
        tableId: room.id,
        id: msg.id,
        code: 'server-busy',
        message: busy,
        version: room.versionFor(actor),
      });
      return Promise.resolve();
    }
    return room.serial(async () => {
      const reject = (code: string, message: string, law?: string) =>
        client.send({
          type: 'reject',
          tableId: room.id,
          id: msg.id,
          code,
          message,
          version: room.versionFor(actor),
          ...(law ? { law } : {}),
        });
      // A table this node was told is closed takes no act (its seats were sent away and no join sits down there).
      if (room.closed) return reject('table-closed', 'this table was closed by its director');
      // A connection whose seat has a new holder (or that left) no longer acts, even for acts queued before.
      if (!room.holds(client.id, actor))
        return reject('not-seated', 'this connection no longer holds that seat at this table; join again');
      const timing = stageTimes.enabled;
      let t = timing ? clock() : 0;
      // The version this seat knows (an event it does not see, a Law 20 question, leaves it as it was).
      if (msg.version !== room.versionFor(actor))
        return reject(
          'stale-version',
          `the table is at version ${room.versionFor(actor)}; you sent ${msg.version} (resync and try again)`,
        );
      const ev = room.toEvent(actor, msg.act);
      if (isRefusal(ev)) return reject(ev.code, ev.message, ev.law);
      // A table without a director (its creator sits there or in its session; another node may have seated them):
      // a director call is refused, and a "no" to a claim calls nobody (irregularities.ts NO_DIRECTOR).
      if (('summon' in ev || ('agree' in ev && ev.agree === false)) && room.director && (await this.ownerSits(room)))
        room.director = false;
      if ('summon' in ev && !room.director) return reject(NO_DIRECTOR.code, NO_DIRECTOR.message, NO_DIRECTOR.law);
      // A "no" to a claim calls the director: what it is depends on the table before the act.
      const disagrees = 'agree' in ev && ev.agree === false && room.director ? disagreementReason(room.state) : null;
      // A director event may search a claim (Laws 69B, 70, 71): in the work pool, not here. Awaited only
      // then: any other act goes on in this turn (an await would let other acts' work run inside this stage).
      if (this.searchAhead && room.searchLog(ev) && !(await this.searchFirst(room, ev)))
        return reject('server-busy', 'the server is busy with other work; send the ruling again in a moment');
      const checked = room.check(ev);
      if (isRefusal(checked)) return reject(checked.code, checked.message, checked.law);
      const v = room.version + 1;
      const board = 'next' in ev ? ev.next : room.board;
      try {
        const row = { table_id: room.id, seq: v, board, event: jsonText(ev), created_at: now() };
        if (timing) t = lap('validate', t);
        // A director call, a disputed claim (Laws 68D, 70) or a corrected explanation (20F4) also opens
        // a call in the director's queue — in the same transaction as the event.
        const reason = 'summon' in ev ? ev.summon : 'correct' in ev ? EXPLANATION_CORRECTED : disagrees;
        if (reason !== null) {
          await this.db.transaction().execute(async (trx) => {
            await trx.insertInto('table_events').values(row).execute();
            await trx
              .insertInto('director_calls')
              .values({
                session_id: null,
                online_table_id: room.id,
                table_no: null,
                seat: actor === 'director' ? null : actor,
                reason,
                status: 'open',
                resolution: null,
                created_at: now(),
              })
              .execute();
          });
          this.appender.announce([row]);
        } else {
          // Group commit: settles once the batch holding this row has committed. The
          // (table, seq) key refuses a second writer.
          await this.appender.append(row);
        }
        if (timing) t = clock();
      } catch (e) {
        room.rollback();
        // Most likely another node appended this version first: catch up, and the client resends.
        await this.catchUp(room).catch(() => undefined);
        if (room.version >= v)
          return reject(
            'stale-version',
            `the table moved on to version ${room.versionFor(actor)}; resync and try again`,
          );
        // The database's own words stay in the server's log: the client learns only that it may retry.
        this.logError(e);
        return reject('not-stored', 'the act was not stored; send it again');
      }
      room.commit(v, ev, checked);
      this.noteLobby(room);
      if (timing) {
        t = lap('commit', t);
        stageTimes.acts++;
      }
      // The actor's own version (its count of the events it sees), not the table's: no gap shows a hidden event.
      client.send({ type: 'ack', tableId: room.id, id: msg.id, version: room.versionFor(actor) });
      if (timing) t = lap('send', t);
      room.broadcast(room.log.last()!);
      if (checked && this.boardEnded && room.state.phase === 'ended') this.boardEnded(room);
    });
  }
}
