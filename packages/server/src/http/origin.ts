/**
 * Where requests may come from, checked before any route: the `Host` header names this server
 * (an IP address, `localhost`, or a configured name — a DNS-rebinding page on another name is
 * refused), and a state-changing request from a browser comes from this server's own pages
 * (`Origin`, or `Sec-Fetch-Site` when no `Origin` is sent), so a cookie cannot be used by another
 * site (CSRF). Also the headers every answer carries: the web app's Content-Security-Policy and
 * no source maps.
 */
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';
import { ApiFailure } from './errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host name of a `Host` header value (`[::1]:3000` → `::1`, `Example.org:80` → `example.org`). */
export function hostName(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') > 0 ? h.indexOf(']') : undefined);
  const i = h.lastIndexOf(':');
  return i > 0 && h.indexOf(':') === i ? h.slice(0, i) : h;
}

/**
 * Whether this server answers to `host`: IP addresses (a rebinding attack needs a name it
 * controls), `localhost` and its subdomains, and the configured names.
 */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  if (allowed.includes('*')) return true;
  const name = hostName(host);
  if (name === '') return false;
  return isIP(name) !== 0 || name === 'localhost' || name.endsWith('.localhost') || allowed.includes(name);
}

/** Whether a state-changing request may proceed, judged by the headers a browser always sends. */
export function originAllowed(req: Pick<FastifyRequest, 'headers'>, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (origin === 'null') return false;
    let u: URL;
    try {
      u = new URL(origin);
    } catch {
      return false;
    }
    if (u.host === (req.headers.host ?? '').toLowerCase()) return true;
    return allowed.includes('*') || allowed.includes(u.hostname.toLowerCase());
  }
  // No Origin: a browser still says whether the request crosses sites; other clients send neither.
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** The web app's policy: its own scripts, styles and sockets only; no frames, plugins or base changes. */
export function contentSecurityPolicy(host: string | undefined): string {
  const self = host ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${self}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function installOriginChecks(app: FastifyInstance, config: ServerConfig): void {
  const allowed = (config.allowedHosts ?? []).map((h) => h.toLowerCase());
  app.addHook('onRequest', async (req) => {
    const host = req.headers.host;
    if (host !== undefined && !hostAllowed(host, allowed)) {
      throw new ApiFailure(
        421,
        'bad-host',
        `this server does not answer to the host name "${hostName(host)}" (allow it with STIKK_HOSTS)`,
      );
    }
    if (!SAFE.has(req.method) && !originAllowed(req, allowed)) {
      throw new ApiFailure(403, 'bad-origin', "a state-changing request must come from this server's own pages");
    }
    // Source maps are not published (they would hand out the app's sources).
    if (req.url.split('?')[0].endsWith('.map')) throw new ApiFailure(404, 'not-found', 'not found');
  });
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', contentSecurityPolicy(req.headers.host));
    return payload;
  });
}
