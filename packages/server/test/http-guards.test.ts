/** The request guards' pure parts: JSON depth, host names, origins, attempt counters, terminal rows. */
import { describe, expect, it } from 'vitest';
import { jsonDepthExceeds, parseJsonBody } from '../src/http/limits.js';
import { hostAllowed, hostName, originAllowed } from '../src/http/origin.js';
import { AttemptLimiter } from '../src/http/guards.js';
import { mayWrite, playingRound, type RowState } from '../src/domain/terminal.js';

describe('JSON depth', () => {
  it('counts arrays and objects, never brackets inside strings (escaped quotes included)', () => {
    expect(jsonDepthExceeds('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[1,{"b":[2]}]}', 3)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ s: '[[[[{{{{\\"[[[[' }), 1)).toBe(false);
    expect(jsonDepthExceeds('['.repeat(1_000_000), 16)).toBe(true);
    expect(() => parseJsonBody('{"__proto__":{"x":1}}')).toThrow(/not allowed/);
    expect(parseJsonBody('{"a":{"b":[1,2]}}')).toEqual({ a: { b: [1, 2] } });
  });
});

describe('hosts and origins', () => {
  it('serves IP addresses, localhost and configured names only', () => {
    expect(hostName('[::1]:3000')).toBe('::1');
    expect(hostName('Example.ORG:80')).toBe('example.org');
    for (const h of ['127.0.0.1:3000', '192.168.1.20', '[::1]:3000', 'localhost:5173', 'app.localhost'])
      expect(hostAllowed(h, []), h).toBe(true);
    for (const h of ['evil.example', 'localhost.evil.example:3000', '']) expect(hostAllowed(h, []), h).toBe(false);
    expect(hostAllowed('bridge.club:443', ['bridge.club'])).toBe(true);
    expect(hostAllowed('anything', ['*'])).toBe(true);
  });
  it('a state change comes from the same host, a configured name, or a client that is not a browser', () => {
    const req = (headers: Record<string, string>) => ({ headers: { host: 'localhost:3000', ...headers } });
    expect(originAllowed(req({ origin: 'http://localhost:3000' }), [])).toBe(true);
    expect(originAllowed(req({ origin: 'http://localhost:4000' }), [])).toBe(false);
    expect(originAllowed(req({ origin: 'null' }), [])).toBe(false);
    expect(originAllowed(req({ origin: 'https://bridge.club' }), ['bridge.club'])).toBe(true);
    expect(originAllowed(req({}), [])).toBe(true);
    expect(originAllowed(req({ 'sec-fetch-site': 'same-origin' }), [])).toBe(true);
    expect(originAllowed(req({ 'sec-fetch-site': 'same-site' }), [])).toBe(false);
  });
});

describe('attempt limiter', () => {
  it('counts per key in fixed windows and forgets the oldest keys first', () => {
    const l = new AttemptLimiter(2, 1000, 3);
    expect([l.hit('a', 0), l.hit('a', 10), l.hit('a', 20)]).toEqual([true, true, false]);
    expect(l.hit('a', 1000)).toBe(true);
    for (const k of ['b', 'c', 'd']) l.hit(k, 1000);
    expect(l.count('a', 1000)).toBe(0);
    expect(l.retryAfter('d', 1500)).toBe(1);
  });
});

describe('terminal rows', () => {
  const row = (round: number, board: number, status = 'to-play', reopened = 0): RowState => ({
    round,
    table_no: 1,
    board,
    ns: 1,
    ew: 2,
    status,
    adjustment: null,
    reopened,
  });
  it('the round played is the first with a board not done; reopened rows do not hold it back', () => {
    expect(playingRound([row(1, 1, 'confirmed'), row(2, 3), row(3, 5)], 1)).toBe(2);
    expect(playingRound([row(1, 1, 'entered', 1), row(2, 3)], 1)).toBe(2);
    expect(playingRound([row(1, 1, 'confirmed')], 1)).toBe(null);
  });
  it('only rows of that round (not confirmed, for an entry) or reopened ones may be written', () => {
    expect(mayWrite(row(2, 3), 2, 'enter')).toBe(null);
    expect(mayWrite(row(1, 1, 'confirmed'), 2, 'enter')?.code).toBe('not-current-round');
    expect(mayWrite(row(3, 5), 2, 'enter')?.code).toBe('not-current-round');
    expect(mayWrite(row(2, 4, 'confirmed'), 2, 'enter')?.code).toBe('already-confirmed');
    expect(mayWrite(row(2, 4, 'confirmed'), 2, 'confirm')).toBe(null);
    expect(mayWrite(row(1, 1, 'confirmed', 1), 2, 'enter')).toBe(null);
    expect(mayWrite({ ...row(2, 3), adjustment: '{}' }, 2, 'enter')?.code).toBe('adjusted');
  });
});
