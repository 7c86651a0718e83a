import { describe, expect, it } from 'vitest';
import { parseEvent, seededDeal } from '@stikk/core';
import { directorRules } from '@stikk/laws';
import type { Db } from '../src/db/index.js';
import { dealBoards, Room } from '../src/online/room.js';
import { parsedEvent, RoomLog, sharedEvent } from '../src/online/room-log.js';
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

  it('parses a shared card or call once for every table, frozen, as core parseEvent does; others each time', () => {
    // Not shared yet: an act checked is parsed, and does not make its card a shared one.
    const first = parsedEvent({ seat: 'S', play: 'D7' }, 4);
    expect(first).toEqual(parseEvent({ seat: 'S', play: 'D7' }, 4));
    expect(parsedEvent({ seat: 'S', play: 'D7' }, 4)).not.toBe(first);
    // Committed somewhere (a room log shares it): from then on one frozen parse for every table.
    new RoomLog(1).push(1, 1, { seat: 'S', play: 'D7' });
    const a = parsedEvent({ seat: 'S', play: 'D7' }, 9);
    const b = parsedEvent({ seat: 'S', play: 'D7' }, 0);
    expect(a).toBe(b);
    expect(a).toEqual(parseEvent({ seat: 'S', play: 'D7' }, 9));
    if (!a.ok) throw new Error('D7 did not parse');
    expect(Object.isFrozen(a.value)).toBe(true);
    expect(a.value.kind === 'play' && Object.isFrozen(a.value.card)).toBe(true);
    new RoomLog(2).push(1, 1, { seat: 'E', call: '3NT' });
    expect(parsedEvent({ seat: 'E', call: '3NT' }, 1)).toBe(parsedEvent({ seat: 'E', call: '3NT' }, 2));
    // Anything else is parsed each time; a card that is no card is refused as core refuses it, naming its place.
    const alerted: StoredEvent = { seat: 'E', call: '3NT', alert: true };
    expect(parsedEvent(alerted, 3)).toEqual(parseEvent(alerted, 3));
    expect(parsedEvent(alerted, 3)).not.toBe(parsedEvent(alerted, 3));
    new RoomLog(3).push(1, 1, { seat: 'N', play: 'Z9' });
    const bad = parsedEvent({ seat: 'N', play: 'Z9' }, 5);
    expect(bad.ok).toBe(false);
    expect(bad).toEqual(parseEvent({ seat: 'N', play: 'Z9' }, 5));
  });
});

describe('Room.serial (issue 22: a finished act leaves no promise on its room)', () => {
  const room = (): Room =>
    new Room(
      null as unknown as Db,
      1,
      1,
      [1],
      dealBoards([1], (b) => seededDeal('serial', b)),
      true,
      directorRules,
      'prevent',
    );
  /** The room's queue (private): what it keeps of the acts queued on it. */
  const queueOf = (r: Room): unknown => (r as unknown as { queue: unknown }).queue;

  it('runs acts one after another, in order, past one that fails, and then keeps none of their promises', async () => {
    const r = room();
    const seen: string[] = [];
    let release = (): void => undefined;
    const first = r.serial(async () => {
      seen.push('1 start');
      await new Promise<void>((res) => {
        release = res;
      });
      seen.push('1 end');
      return 1;
    });
    const second = r.serial(async () => {
      seen.push('2');
      throw new Error('refused');
    });
    const third = r.serial(async () => {
      seen.push('3');
      return 3;
    });
    // Nothing runs before the caller's turn ends (as after a settled queue), and the others wait for the first.
    expect(seen).toEqual([]);
    await Promise.resolve();
    expect(seen).toEqual(['1 start']);
    expect(queueOf(r)).not.toBeNull();
    release();
    await expect(first).resolves.toBe(1);
    await expect(second).rejects.toThrow('refused');
    await expect(third).resolves.toBe(3);
    expect(seen).toEqual(['1 start', '1 end', '2', '3']);
    await new Promise((res) => setImmediate(res));
    expect(queueOf(r)).toBeNull();
    // An act queued on the idle room runs as the first did.
    await expect(r.serial(async () => 'again')).resolves.toBe('again');
    await new Promise((res) => setImmediate(res));
    expect(queueOf(r)).toBeNull();
  });
});
