/**
 * What one WebSocket connection is sent, kept out of the protocol route (routes/online.ts): the texts sent in one
 * turn of the event loop leave as one socket write (online/frames.ts), and a connection that does not read is
 * dropped once too much waits for it (`SEND_BACKLOG_LIMIT` in online/socket-guard.ts) instead of the server
 * holding every update for it.
 */
import { textFrames } from './frames.js';
import { clock, lap, stageTimes } from './stages.js';

/** The part of a `ws` WebSocket the sender uses. */
export interface SenderSocket {
  /** 1 while open. */
  readonly readyState: number;
  /** Bytes handed to the socket and not yet written out. */
  readonly bufferedAmount: number;
  /** Sends one text frame. */
  send(text: string): void;
  /** Drops the connection at once (no close frame: it could not get past the backlog). */
  terminate(): void;
}

/** The raw stream under the WebSocket, for a turn's frames in one write. */
export interface RawStream {
  /** Writes bytes as they are. */
  write(bytes: Buffer): unknown;
}

/** The senders with texts queued in this turn, flushed together by one `process.nextTick` (`afterTurn`). */
let due: (() => void)[] = [];

/** Runs every flush queued by `afterTurn`, in order; one that throws does not keep the others from writing. */
function flushDue(): void {
  const run = due;
  due = [];
  let failure: { e: unknown } | null = null;
  for (let i = 0; i < run.length; i++) {
    try {
      run[i]();
    } catch (e) {
      failure ??= { e };
    }
  }
  if (failure) throw failure.e;
}

/**
 * Runs `f` after the current turn's work, as `process.nextTick` would, but one tick for all the connections written
 * to in the turn (a broadcast reaches four seats' sockets, or more: one tick object each was ~1 % of the server's
 * time at 1,000 tables).
 */
export function afterTurn(f: () => void): void {
  if (due.push(f) === 1) process.nextTick(flushDue);
}

/**
 * Queues the texts of one turn and writes them together at its end (or at {@link FrameSender.flush}, before the
 * route closes the socket). Past `limit` bytes already waiting, the connection is terminated and nothing more is
 * queued for it; its places then leave their tables as on any close.
 */
export class FrameSender {
  private queued: string[] | null = null;
  private readonly flushSoon = () => this.flush();

  /**
   * @param socket the connection.
   * @param raw its stream, when reachable (else each text is sent on its own).
   * @param limit bytes that may wait before the connection is dropped.
   * @param defer runs the flush after the current turn's work (`afterTurn`; tests pass their own).
   */
  constructor(
    private readonly socket: SenderSocket,
    private readonly raw: RawStream | undefined,
    private readonly limit: number,
    private readonly defer: (f: () => void) => void = afterTurn,
  ) {}

  /** Queues `text` for this turn's write; drops the connection instead when its backlog is past the limit. */
  send(text: string): void {
    if (this.socket.readyState !== 1) return;
    if (this.socket.bufferedAmount > this.limit) {
      this.queued = null;
      this.socket.terminate();
      return;
    }
    if (this.queued !== null) this.queued.push(text);
    else {
      this.queued = [text];
      this.defer(this.flushSoon);
    }
  }

  /**
   * Writes what this turn queued as one write of its frames, a single frame too: `ws` would build its header apart
   * and write header and text corked, as a `writev` of two buffers (at 1,000 tables with a socket per seat, where a
   * turn's texts for a socket are mostly one update, ~5 % of the server's time went to that machinery).
   */
  flush(): void {
    const texts = this.queued;
    if (texts === null) return;
    this.queued = null;
    if (this.socket.readyState !== 1) return;
    const t = stageTimes.enabled ? clock() : 0;
    if (this.raw) this.raw.write(textFrames(texts));
    else for (const x of texts) this.socket.send(x);
    if (stageTimes.enabled) lap('send', t);
  }
}
