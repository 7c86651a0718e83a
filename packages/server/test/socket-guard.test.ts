/**
 * The WebSocket connection guards on their own (online/socket-guard.ts): flood gate, keep-alive, origin; and what
 * one connection is sent (online/frame-sender.ts): one write a turn, a reader that does not read dropped.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  admitOrigin,
  FLOOD_BURST,
  FLOOD_RATE,
  FLOOD_STRIKES,
  FloodGate,
  HEARTBEAT_MS,
  keepAlive,
  SEND_BACKLOG_LIMIT,
} from '../src/online/socket-guard.js';
import { FrameSender } from '../src/online/frame-sender.js';
import { textFrames } from '../src/online/frames.js';

/** Takes `n` messages at time `t`, counting the verdicts. */
const burst = (gate: FloodGate, n: number, t: number) => {
  const seen = { pass: 0, refuse: 0, close: 0 };
  for (let i = 0; i < n; i++) seen[gate.take(t)]++;
  return seen;
};

describe('FloodGate', () => {
  it('passes a full bucket at once, then refuses until it refills', () => {
    const gate = new FloodGate(() => 0);
    expect(burst(gate, FLOOD_BURST, 0)).toEqual({ pass: FLOOD_BURST, refuse: 0, close: 0 });
    expect(gate.take(0)).toBe('refuse');
    // A tenth of a second later, a tenth of the rate is back.
    expect(burst(gate, FLOOD_RATE, 100)).toEqual({
      pass: FLOOD_RATE / 10,
      refuse: FLOOD_RATE - FLOOD_RATE / 10,
      close: 0,
    });
  });

  it('closes after more than the allowed strikes', () => {
    const gate = new FloodGate(() => 0);
    burst(gate, FLOOD_BURST, 0);
    expect(burst(gate, FLOOD_STRIKES, 0)).toEqual({ pass: 0, refuse: FLOOD_STRIKES, close: 0 });
    expect(gate.take(0)).toBe('close');
  });

  it('gives each seat held its own allowance, and none for watching', () => {
    const gate = new FloodGate(() => 0);
    gate.setSeats(3);
    expect(burst(gate, 3 * FLOOD_BURST + 1, 0)).toEqual({ pass: 3 * FLOOD_BURST, refuse: 1, close: 0 });
    // Refills three times as fast while three seats are held.
    expect(burst(gate, FLOOD_RATE, 100)).toMatchObject({ pass: (3 * FLOOD_RATE) / 10 });
    // Back to no seats (a kibitzer only): one allowance, capped at one bucket.
    gate.setSeats(0);
    expect(burst(gate, FLOOD_BURST + 1, 60_000)).toEqual({ pass: FLOOD_BURST, refuse: 1, close: 0 });
  });

  it('uses its clock when no time is given', () => {
    let now = 0;
    const gate = new FloodGate(() => now);
    for (let i = 0; i < FLOOD_BURST; i++) expect(gate.take()).toBe('pass');
    expect(gate.take()).toBe('refuse');
    now = 1000;
    expect(gate.take()).toBe('pass');
  });
});

describe('keepAlive', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const fakeSocket = () => {
    const s = {
      pongs: [] as (() => void)[],
      pinged: 0,
      terminated: 0,
      on(_event: 'pong', listener: () => void) {
        s.pongs.push(listener);
      },
      ping() {
        s.pinged++;
      },
      terminate() {
        s.terminated++;
      },
      pong() {
        for (const l of s.pongs) l();
      },
    };
    return s;
  };

  it('pings each interval and keeps a socket that answers', () => {
    vi.useFakeTimers();
    const s = fakeSocket();
    const stop = keepAlive(s);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(s.pinged).toBe(1);
    s.pong();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(s.pinged).toBe(2);
    expect(s.terminated).toBe(0);
    stop();
  });

  it('terminates a socket that did not answer the last ping, and stops when told', () => {
    vi.useFakeTimers();
    const s = fakeSocket();
    const stop = keepAlive(s, 1000);
    vi.advanceTimersByTime(1000);
    expect(s.pinged).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(s.terminated).toBe(1);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(s.pinged).toBe(1);
    expect(s.terminated).toBe(1);
  });
});

describe('admitOrigin', () => {
  const socket = () => {
    const closed: [number, string][] = [];
    return { closed, close: (code: number, reason: string) => void closed.push([code, reason]) };
  };

  it('admits a same-site page and a client without Origin', () => {
    const s = socket();
    expect(admitOrigin(s, { headers: { host: 'localhost:3000', origin: 'http://localhost:3000' } }, [])).toBe(true);
    expect(admitOrigin(s, { headers: { host: 'localhost:3000' } }, [])).toBe(true);
    expect(s.closed).toEqual([]);
  });

  it('closes a socket opened by another site or a sandboxed page', () => {
    const s = socket();
    expect(admitOrigin(s, { headers: { host: 'localhost:3000', origin: 'https://evil.example' } }, [])).toBe(false);
    expect(admitOrigin(s, { headers: { host: 'localhost:3000', origin: 'null' } }, [])).toBe(false);
    expect(s.closed).toEqual([
      [1008, 'cross-origin'],
      [1008, 'cross-origin'],
    ]);
  });
});

describe('FrameSender', () => {
  /** A socket whose backlog the test sets, recording what reaches it; deferred flushes run when `turn` is called. */
  const setUp = () => {
    const log: string[] = [];
    const writes: Buffer[] = [];
    const s = {
      readyState: 1,
      bufferedAmount: 0,
      send: (t: string) => void log.push(t),
      terminate: () => {
        log.push('terminated');
        s.readyState = 3;
      },
    };
    let pending: (() => void)[] = [];
    const turn = () => {
      const run = pending;
      pending = [];
      for (const f of run) f();
    };
    const sender = new FrameSender(
      s,
      { write: (b: Buffer) => void writes.push(Buffer.from(b)) },
      SEND_BACKLOG_LIMIT,
      (f) => pending.push(f),
    );
    return { s, log, writes, turn, sender };
  };

  it('writes the texts of one turn as one write of their frames, a single text as its one frame', () => {
    const { log, writes, turn, sender } = setUp();
    sender.send('a');
    sender.send('bc');
    expect(writes).toEqual([]);
    turn();
    expect(writes).toEqual([textFrames(['a', 'bc'])]);
    sender.send('d');
    turn();
    expect(writes).toEqual([textFrames(['a', 'bc']), textFrames(['d'])]);
    // Nothing went through ws's own sender.
    expect(log).toEqual([]);
  });

  it('sends through the WebSocket itself when its stream is not reachable', () => {
    const log: string[] = [];
    const s = { readyState: 1, bufferedAmount: 0, send: (t: string) => void log.push(t), terminate: () => undefined };
    let pending: (() => void)[] = [];
    const sender = new FrameSender(s, undefined, SEND_BACKLOG_LIMIT, (f) => pending.push(f));
    sender.send('a');
    sender.send('b');
    for (const f of pending) f();
    pending = [];
    expect(log).toEqual(['a', 'b']);
  });

  it('flushes every connection written to in a turn after the turn, in order, with one tick', async () => {
    const writes: string[] = [];
    const make = (name: string, fail = false) =>
      new FrameSender(
        { readyState: 1, bufferedAmount: 0, send: () => undefined, terminate: () => undefined },
        {
          write: (b: Buffer) => {
            writes.push(`${name}:${b.length}`);
            if (fail) throw new Error(`write to ${name} failed`);
          },
        },
        SEND_BACKLOG_LIMIT,
      );
    const [a, b, c] = [make('a'), make('b', true), make('c')];
    const thrown: unknown[] = [];
    const onError = (e: unknown) => thrown.push(e);
    process.on('uncaughtException', onError);
    try {
      a.send('x');
      b.send('yy');
      c.send('zzz');
      a.send('w');
      expect(writes).toEqual([]);
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off('uncaughtException', onError);
    }
    // One connection's failed write does not keep the others' frames back; the failure is not swallowed.
    expect(writes).toEqual(['a:6', 'b:4', 'c:5']);
    expect(thrown).toHaveLength(1);
  });

  it('drops a connection whose backlog is past the limit, and sends it nothing more (attack32b)', () => {
    const { s, log, writes, turn, sender } = setUp();
    sender.send('first');
    s.bufferedAmount = SEND_BACKLOG_LIMIT + 1; // the client stopped reading
    sender.send('second');
    sender.send('third');
    turn();
    expect(log).toEqual(['terminated']);
    expect(writes).toEqual([]);
  });

  it('keeps a connection at the limit', () => {
    const { s, log, writes, turn, sender } = setUp();
    s.bufferedAmount = SEND_BACKLOG_LIMIT;
    sender.send('x');
    turn();
    expect(writes).toEqual([textFrames(['x'])]);
    expect(log).toEqual([]);
  });
});
