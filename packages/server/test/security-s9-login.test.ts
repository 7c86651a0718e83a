/**
 * Security follow-up (session 9), over real HTTP: ten wrong passwords a minute for an account
 * locked it out from everywhere, so a stranger could keep a director from logging in. Now the
 * account's count is kept per client address (IPv6 per /64), with the per-address limit over all
 * accounts as before: the stranger's address is stopped, the owner's is not. The stranger's
 * requests leave from 127.0.0.2, the owner's from 127.0.0.1.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { Http } from './support/http.js';
import { testServer } from './support/servers.js';

/** POSTs `body` as JSON to `base + path` from the local address `from`; the status and error code. */
function postFrom(base: string, from: string, path: string, body: unknown) {
  return new Promise<{ status: number; code?: string }>((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = request(
      new URL(path, base),
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, code: text ? JSON.parse(text).error?.code : undefined }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

describe('login limits per account and address', () => {
  it("a stranger's wrong passwords stop the stranger, not the account's owner elsewhere", async () => {
    const { server, cleanup } = await testServer('sqlite', null, 'sec9_login', {
      loginPerMinute: 3,
      loginPerMinutePerAddress: 6,
    });
    try {
      const owner = new Http(server.url);
      await owner.ok('POST', '/api/auth/register', { email: 'td9l@x.no', password: 'director-pw9', name: 'Tove' });
      const guess = () =>
        postFrom(server.url, '127.0.0.2', '/api/auth/login', { email: 'td9l@x.no', password: 'a-wrong-guess' });
      const tried = [];
      for (let i = 0; i < 5; i++) tried.push(await guess());
      expect(tried.map((r) => r.status)).toEqual([401, 401, 401, 429, 429]);
      expect(tried[3].code).toBe('rate-limited');
      // The owner, from another address, logs in.
      const ok = await new Http(server.url).post('/api/auth/login', { email: 'td9l@x.no', password: 'director-pw9' });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      // The stranger's address is limited over all accounts too: other accounts from it stop at 6.
      const other = await postFrom(server.url, '127.0.0.2', '/api/auth/login', { email: 'x@x.no', password: 'guess' });
      expect(other.status).toBe(401);
      const last = await postFrom(server.url, '127.0.0.2', '/api/auth/login', { email: 'y@x.no', password: 'guess' });
      expect([last.status, last.code]).toEqual([429, 'rate-limited']);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
