/**
 * Session 9 security sweep, over real HTTP: behind the reverse proxy the deployment calls for, every client
 * came from the proxy's address, so each per-address limit (new accounts, wrong seat and table codes, tables
 * opened for watching, analyses at once) was one limit shared by everybody: one client's guesses shut all
 * others out. The proxies named in `trustProxy` (`STIKK_TRUST_PROXY`) now have their `X-Forwarded-For`
 * believed; from anyone else the header is ignored (so it cannot be used to slip past a limit).
 */
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../src/config.js';
import { testServer } from './support/servers.js';

const register = async (url: string, n: number, forwardedFor: string) =>
  (
    await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: `px${n}@x.no`, password: 'proxy-pass-11', name: `P${n}` }),
    })
  ).status;

describe('client addresses behind a reverse proxy', () => {
  it('a trusted proxy: counted by X-Forwarded-For; otherwise the header changes nothing', async () => {
    for (const trusted of [true, false]) {
      const { server, cleanup } = await testServer('sqlite', null, 'sec11_proxy', {
        registerPerHour: 2,
        ...(trusted ? { trustProxy: ['127.0.0.1'] } : {}),
      });
      try {
        expect(await register(server.url, 1, '203.0.113.7')).toBe(200);
        expect(await register(server.url, 2, '203.0.113.7')).toBe(200);
        expect(await register(server.url, 3, '203.0.113.7')).toBe(429);
        // Another client behind the same proxy: its own count only when the proxy is trusted.
        expect(await register(server.url, 4, '198.51.100.9')).toBe(trusted ? 200 : 429);
      } finally {
        await cleanup();
      }
    }
  }, 30_000);

  it('the setting names IP addresses or CIDR ranges', () => {
    expect(resolveConfig({}, { STIKK_TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(resolveConfig({}, {}).trustProxy).toEqual([]);
    expect(() => resolveConfig({}, { STIKK_TRUST_PROXY: 'proxy.local' })).toThrow(/trustProxy: "proxy.local"/);
    expect(() => resolveConfig({}, { STIKK_TRUST_PROXY: '10.0.0.0/33' })).toThrow(/CIDR/);
  });
});
