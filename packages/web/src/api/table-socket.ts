/**
 * The online table's WebSocket: join with a seat token, send acts stamped with the version seen,
 * and reconnect after a drop by joining again with `since` = the last version seen (the server
 * replays what was missed, or resyncs with the full view). After the full view on joining, the
 * server sends only what changed (`delta`, from the version this client holds); a delta from
 * another version (one missed) makes the client join again for the full view. After an ordinary card it sends the
 * card's note (`played`), which this client folds into the view it holds (`foldCardNote`).
 */
import { applyViewDelta, foldCardNote } from '@stikk/core';
import type { Act, ClientMessage, ServerMessage, TableView } from '@stikk/server/api';

/**
 * The connection: joining or rejoining, joined, dropped for good, or its join refused by the server (a seat code
 * replaced, a closed table, no kibitzers…: the page says why; no rejoin would be admitted either).
 */
export type SocketStatus = 'connecting' | 'open' | 'closed' | 'refused';
/** The server's one refusal of an `analysis` request (server online/board-analysis.ts). */
const ANALYSIS_REFUSED = 'analysis-not-available';
/** The server answers as many analyses as it takes at once: the page asks again later, as for a refusal. */
const ANALYSIS_BUSY = 'analysis-busy';

export interface TableSocketEvents {
  onView(view: TableView): void;
  onReject(code: string, message: string, law: string | undefined): void;
  onStatus(status: SocketStatus): void;
  /**
   * The answer to `askAnalysis`: an ended board's double-dummy table and par, or null when the server
   * does not show it (yet): before it has been played at every table of the session.
   */
  onAnalysis?(board: number, analysis: Extract<ServerMessage, { type: 'analysis' }> | null): void;
  /** Every message as received (the e2e test inspects what the browser was sent). */
  onMessage?(msg: ServerMessage): void;
}

export class TableSocket {
  private ws: WebSocket | null = null;
  private version: number | null = null;
  /** The view held now (the base of the next delta). */
  private view: TableView | null = null;
  /**
   * The seats held as last announced on this connection (`seats`): newer than any view's, which may
   * have been built before (on a room worker), so it is shown over them; the delta base keeps its own.
   */
  private seats: TableView['seatsTaken'] | null = null;
  private closed = false;
  private retry = 0;
  private seq = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Acts sent and not yet answered, by id: resent when the server was too busy to take them. */
  private readonly sent = new Map<string, { act: Act; version: number; tries: number }>();
  private busyTimer: ReturnType<typeof setTimeout> | null = null;
  private joinCount = 0;
  /** Whether this connection's join was answered with the view (an error before that refuses the join). */
  private admitted = false;
  /** An act made while the connection was down: sent once the table is joined again, if still current. */
  private held: { act: Act; version: number } | null = null;

  constructor(
    private readonly tableId: number,
    private readonly join: { token?: string; as?: 'kibitzer' | 'director' },
    private readonly events: TableSocketEvents,
    private readonly url: string = defaultUrl(),
  ) {
    this.connect();
  }

  /**
   * A `delta` or `played` message: the view it makes of the one held at version `base`; when this client holds
   * another version, or the change does not fit what it holds, it joins again for the whole view.
   */
  private fromBase(ws: WebSocket, msg: { version: number; base: number }, next: (held: TableView) => TableView): void {
    if (this.version !== null && msg.version <= this.version) return; // already held
    let view: TableView | null = null;
    if (this.view && msg.base === this.view.version)
      try {
        view = next(this.view);
      } catch {
        view = null;
      }
    if (view) this.accept(view);
    else this.resync(ws);
  }

  private connect(): void {
    if (this.closed) return;
    this.events.onStatus('connecting');
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.admitted = false;
      this.seats = null; // announced on the connection before; this one joins afresh
      this.sent.clear(); // answers to acts sent on an earlier connection never come
      const msg: ClientMessage = {
        type: 'join',
        tableId: this.tableId,
        ...(this.join.token ? { token: this.join.token } : {}),
        ...(this.join.as ? { as: this.join.as } : {}),
        ...(this.version !== null ? { since: this.version } : {}),
        deltas: true,
        notes: true,
      };
      ws.send(JSON.stringify(msg));
    };
    ws.onmessage = (ev) => {
      let msg: ServerMessage;
      try {
        msg = JSON.parse(String(ev.data)) as ServerMessage;
      } catch {
        return;
      }
      this.events.onMessage?.(msg);
      switch (msg.type) {
        case 'joined': {
          this.joinCount++;
          this.admitted = true;
          this.events.onStatus('open');
          this.accept(msg.view);
          const held = this.held;
          this.held = null;
          // Made on the view the table still has: nothing was missed, so it goes now.
          if (held && this.version === held.version) this.send(held.act, 0);
          break;
        }
        case 'update':
          this.accept(msg.view);
          break;
        case 'delta':
          this.fromBase(ws, msg, (held) => applyViewDelta(held, msg.ops));
          break;
        case 'played':
          this.fromBase(ws, msg, (held) => applyViewDelta(foldCardNote(held, msg.note), msg.ops));
          break;
        case 'ack':
          if (msg.id) this.sent.delete(msg.id);
          break;
        case 'analysis':
          this.events.onAnalysis?.(msg.board, msg);
          break;
        case 'seats':
          this.seats = msg.seatsTaken;
          if (this.view) this.events.onView(this.shown(this.view));
          break;
        case 'reject': {
          if ((msg.code === ANALYSIS_REFUSED || msg.code === ANALYSIS_BUSY) && this.asked !== null) {
            this.events.onAnalysis?.(this.asked, null);
            break;
          }
          const sent = msg.id ? this.sent.get(msg.id) : undefined;
          if (msg.id) this.sent.delete(msg.id);
          // The server was too busy to take the act (nothing was stored): send the same act again
          // after a short, random pause, unless the table has moved on meanwhile.
          if (msg.code === 'server-busy' && sent && sent.tries < BUSY_RETRIES) {
            const delay = BUSY_PAUSE_MS * (1 + sent.tries) * (0.5 + Math.random());
            this.busyTimer = setTimeout(() => {
              this.busyTimer = null;
              if (this.version === sent.version) this.send(sent.act, sent.tries + 1);
            }, delay);
            break;
          }
          this.events.onReject(msg.code, msg.message, msg.law);
          break;
        }
        case 'error':
          // Too far behind to replay what was missed: join again for the current view only.
          if (msg.code === 'since-too-old' && this.version !== null) {
            this.version = null;
            ws.send(
              JSON.stringify({
                type: 'join',
                tableId: this.tableId,
                ...this.join,
                deltas: true,
                notes: true,
              } satisfies ClientMessage),
            );
            break;
          }
          this.events.onReject(msg.code, msg.message, undefined);
          // The join itself was refused: said so (the reason above), not "reconnecting"; a busy server is tried again.
          if (!this.admitted) {
            if (msg.code !== 'server-busy') {
              this.closed = true;
              this.events.onStatus('refused');
            }
            ws.close();
          }
          break;
        default:
          break;
      }
    };
    ws.onclose = (ev) => {
      this.ws = null;
      if (this.closed && !this.admitted) return; // refused: the status says so already
      this.events.onStatus('closed');
      // 4001: this connection was replaced (its seat has a newer holder, or its director sat
      // down); the server said why in an error just before. Reconnecting would replace the other.
      if (ev.code === 4001) this.closed = true;
      if (this.closed) return;
      // Back off up to 5 s; the table is kept server-side, so we simply rejoin.
      const delay = Math.min(5000, 250 * 2 ** this.retry++);
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }

  private accept(view: TableView): void {
    if (this.version !== null && view.version < this.version) return; // an older view overtaken
    this.version = view.version;
    this.view = view;
    this.events.onView(this.shown(view));
  }

  /** The view as shown: with the seats last announced, when any. */
  private shown(view: TableView): TableView {
    return this.seats ? { ...view, seatsTaken: this.seats } : view;
  }

  /** A delta this client cannot apply (it missed one): join again for the full view. */
  private resync(ws: WebSocket): void {
    const msg: ClientMessage = { type: 'join', tableId: this.tableId, ...this.join, deltas: true, notes: true };
    ws.send(JSON.stringify(msg));
  }

  /** The board whose analysis was asked for last. */
  private asked: number | null = null;

  /** Asks for an ended board's double-dummy table and par (answered by `onAnalysis`); false when not connected. */
  askAnalysis(board: number): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN || this.closed) return false;
    this.asked = board;
    this.ws.send(JSON.stringify({ type: 'analysis', tableId: this.tableId, board } satisfies ClientMessage));
    return true;
  }

  /** Sends an act stamped with the version this client last saw; returns the act's id. */
  act(act: Act): string | null {
    return this.send(act, 0);
  }

  private send(act: Act, tries: number): string | null {
    if (this.version === null || this.closed) return null;
    const id = `a${++this.seq}`;
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) {
      // Reconnecting: keep the act for the rejoin rather than lose it without a word.
      this.held = { act, version: this.version };
      return id;
    }
    const msg: ClientMessage = { type: 'act', tableId: this.tableId, id, version: this.version, act };
    this.sent.set(id, { act, version: this.version, tries });
    this.ws.send(JSON.stringify(msg));
    return id;
  }

  /** How many times this socket has joined its table (a rejoin after a drop counts again). */
  get joins(): number {
    return this.joinCount;
  }

  /**
   * Drops the connection as a network failure would (used to show reconnecting). The page is told
   * at once: until the rejoin the table offers no act (one made in that moment is held, see `act`).
   */
  drop(): void {
    if (!this.ws) return;
    // Unusable from this moment, not only once the closing handshake is over.
    this.events.onStatus('closed');
    this.ws.close();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.busyTimer) clearTimeout(this.busyTimer);
    this.ws?.close();
  }
}

/** A `server-busy` act is sent again up to this many times, after about this long (ms) × try. */
const BUSY_RETRIES = 3;
const BUSY_PAUSE_MS = 400;

function defaultUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/api/ws`;
}
