/**
 * The guards of one WebSocket connection, kept out of the protocol route (routes/online.ts):
 * the origin check when it opens, flood control on every message, and the keep-alive ping.
 * No I/O of their own beyond the socket they are given.
 */
import type { FastifyRequest } from 'fastify';
import { originAllowed } from '../http/origin.js';

/** Messages a connection may send at once (its bucket), per seat it holds. */
export const FLOOD_BURST = 200;
/** Messages a second the bucket refills with, per seat held. */
export const FLOOD_RATE = 100;
/** Messages refused for flooding before the connection is closed. */
export const FLOOD_STRIKES = 100;
/** A socket that has not answered the last ping after this long is dropped. */
export const HEARTBEAT_MS = 30_000;

/**
 * Bytes a connection may have waiting to be written to it (its `bufferedAmount`: the socket's own buffer and the
 * frames not yet handed to it). A client that reads slowly or not at all while its tables play would otherwise make
 * the server hold every update for it; past this it is dropped (a table's update is a few hundred bytes, a joined
 * view with its log some kilobytes, so a reading client of 256 tables stays far below).
 */
export const SEND_BACKLOG_LIMIT = 4 * 1024 * 1024;

/** What {@link FloodGate.take} decides for one message: pass it, refuse it, or close the socket. */
export type FloodVerdict = 'pass' | 'refuse' | 'close';

/**
 * Flood control: a token bucket of {@link FLOOD_BURST} messages, refilled at {@link FLOOD_RATE}
 * a second (people act a few times a second at most; bots in the tests and the benchmark stay
 * well below this), per seat held: a connection carrying seats of several tables (multiplexed,
 * each seat joined with its own token) has that many allowances. Watching as a kibitzer adds none,
 * but every connection has at least one.
 */
export class FloodGate {
  private tokens = FLOOD_BURST;
  private seats = 1;
  private strikes = 0;
  private last: number;

  /** `clock` gives the time in milliseconds (Date.now by default; tests pass their own). */
  constructor(private readonly clock: () => number = Date.now) {
    this.last = clock();
  }

  /** Seats the connection holds now; a seat joined brings its own full allowance at once. */
  setSeats(count: number): void {
    const n = Math.max(1, count);
    if (n > this.seats) this.tokens += FLOOD_BURST * (n - this.seats);
    this.seats = n;
    this.tokens = Math.min(this.tokens, FLOOD_BURST * n);
  }

  /**
   * Takes one message's token. `refuse` when the bucket is empty (the message is dropped, the
   * sender told `rate-limited`); `close` once more than {@link FLOOD_STRIKES} were refused.
   */
  take(now: number = this.clock()): FloodVerdict {
    this.tokens = Math.min(
      FLOOD_BURST * this.seats,
      this.tokens + ((now - this.last) / 1000) * FLOOD_RATE * this.seats,
    );
    this.last = now;
    if (this.tokens < 1) return ++this.strikes > FLOOD_STRIKES ? 'close' : 'refuse';
    this.tokens--;
    return 'pass';
  }
}

/** The part of a `ws` socket the keep-alive uses. */
export interface PingableSocket {
  on(event: 'pong', listener: () => void): unknown;
  ping(): void;
  terminate(): void;
}

/**
 * Keep-alive: pings the socket every `intervalMs`; a socket that has not answered the previous
 * ping by the next one is terminated (and so leaves its tables). Returns the function that stops
 * it (call it when the socket closes). The timer does not keep the process alive.
 */
export function keepAlive(socket: PingableSocket, intervalMs: number = HEARTBEAT_MS): () => void {
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  const timer = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Admits a socket by its opening request's headers: a browser page from another site (or a
 * sandboxed one: `Origin: null`) may not open a socket in the user's name — the same rule as for
 * state-changing HTTP requests (http/origin.ts). A refused socket is closed (1008 `cross-origin`)
 * and false returned.
 */
export function admitOrigin(
  socket: { close(code: number, reason: string): void },
  req: Pick<FastifyRequest, 'headers'>,
  allowedHosts: readonly string[],
): boolean {
  if (originAllowed(req, allowedHosts)) return true;
  socket.close(1008, 'cross-origin');
  return false;
}
