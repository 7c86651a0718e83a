import { describe, expect, it } from 'vitest';
import { RoomLog, sharedEvent } from '../src/online/room-log.js';
import type { StoredEvent } from '../src/online/stored-event.js';

describe('RoomLog (issue 22: a room log without one object per act)', () => {
  it('numbers entries by place and keeps each board', () => {
    const log = new RoomLog(7);
    log.push(1, 1, { seat: 'N', call: '1NT' });
    log.push(2, 1, { seat: 'E', call: 'P', alert: true, explanation: 'x' });
    log.push(3, 2, { next: 2 });
    expect(log.length).toBe(3);
    expect(log.at(1)).toEqual({ v: 2, board: 1, event: { seat: 'E', call: 'P', alert: true, explanation: 'x' } });
    expect(log.last()).toEqual({ v: 3, board: 2, event: { next: 2 } });
    expect(log.since(1).map((x) => x.v)).toEqual([2, 3]);
    expect(log.since(3)).toEqual([]);
    expect([...log].map((x) => x.board)).toEqual([1, 1, 2]);
    expect(log.at(3)).toBeUndefined();
    expect(log.at(-1)).toBeUndefined();
  });

  it('refuses a version out of order, naming the table and both versions, and changes nothing', () => {
    const log = new RoomLog(7);
    log.push(1, 1, { seat: 'N', call: '1NT' });
    expect(() => log.push(3, 1, { seat: 'E', call: 'P' })).toThrow(
      /table 7: log holds versions 1–1, cannot append version 3/,
    );
    expect(() => log.push(1, 1, { seat: 'E', call: 'P' })).toThrow(/cannot append version 1/);
    expect(log.length).toBe(1);
  });

  it('shares plain cards and calls between tables, frozen; keeps any other event as it is', () => {
    const a = sharedEvent({ seat: 'W', play: 'HQ' });
    const b = sharedEvent({ seat: 'W', play: 'HQ' });
    expect(a).toBe(b);
    expect(a).toEqual({ seat: 'W', play: 'HQ' });
    expect(Object.isFrozen(a)).toBe(true);
    expect(sharedEvent({ seat: 'E', play: 'HQ' })).not.toBe(a);
    expect(sharedEvent({ seat: 'W', call: 'HQ' } as StoredEvent)).not.toBe(a);
    const alerted: StoredEvent = { seat: 'N', call: '2C', alert: true };
    expect(sharedEvent(alerted)).toBe(alerted);
    const claim: StoredEvent = { seat: 'S', claim: 9, statement: 'all' };
    expect(sharedEvent(claim)).toBe(claim);
    const next: StoredEvent = { next: 2 };
    expect(sharedEvent(next)).toBe(next);
  });
});
