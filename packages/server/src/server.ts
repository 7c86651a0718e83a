/**
 * The Stikk server: one Fastify instance with HTTP + WebSocket, the database (migrated on start),
 * cookies, the request guards (`http/limits.ts`: body size and depth; `http/origin.ts`: Host,
 * Origin, CSP; `http/guards.ts`: authorisation and attempt limits), the web app's static files,
 * and every route.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import { resolveConfig, type ConfigInput, type ServerConfig } from './config.js';
import { openDatabase, type OpenDb } from './db/index.js';
import type { Ctx } from './context.js';
import { ApiFailure, exportFailurePage, sendFailure } from './http/errors.js';
import { DEFAULT_BODY_LIMIT, installBodyLimits } from './http/limits.js';
import { installOriginChecks } from './http/origin.js';
import { Rooms } from './online/rooms.js';
import { Analyzer } from './domain/analysis.js';
import { WorkPool } from './domain/work-pool.js';
import { dealSecret, keyedDealer } from './domain/deal-secret.js';
import { accountRoutes } from './routes/accounts.js';
import { sessionRoutes } from './routes/sessions.js';
import { terminalRoutes } from './routes/terminal.js';
import { sessionAccessRoutes } from './routes/session-access.js';
import { eventRoutes } from './routes/events.js';
import { onlineRoutes } from './routes/online.js';
import { serveWebApp, webRoot } from './web.js';

/** A built server: the Fastify app, its context, configuration and database. */
export interface StikkServer {
  readonly app: FastifyInstance;
  readonly ctx: Ctx;
  readonly config: ServerConfig;
  readonly database: OpenDb;
  /** Set once listening: `http://host:port`. */
  url: string;
  /** Stops the analysis and worker pools and the online rooms, closes the HTTP server, then the database. */
  close(): Promise<void>;
}

/**
 * Builds the server (database opened, routes and web app registered) without listening; {@link startServer} also
 * listens.
 */
export async function buildServer(input: ConfigInput | ServerConfig = {}): Promise<StikkServer> {
  const config = resolveConfig(input as ConfigInput);
  const database = await openDatabase(config);
  let dealSeeded: Ctx['dealSeeded'];
  try {
    dealSeeded = keyedDealer(await dealSecret(database.db, config.dealSecret));
  } catch (e) {
    await database.close();
    throw e;
  }
  const requestMs = Math.round(config.requestTimeoutSeconds * 1000);
  const headersMs = Math.round(config.headersTimeoutSeconds * 1000);
  const app = Fastify({
    logger: { level: config.logLevel ?? 'warn' },
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A request must arrive whole in bounded time (slow headers or a trickled body: 408, closed). Node checks its
    // connections for these limits only every `connectionsCheckingInterval` (30 s by default, which is why setting
    // `requestTimeout` alone seemed to do nothing in a short test), so the check runs at a quarter of the shorter
    // limit. Fastify sets the Node server's `requestTimeout` from its own option (its default 0 turns Node's off);
    // the headers limit and the interval exist only as Node's server options. An upgraded WebSocket leaves Node's
    // list of connections, so neither limit ends it; its upgrade request's headers are timed like any other's.
    requestTimeout: requestMs,
    http: {
      requestTimeout: requestMs,
      headersTimeout: headersMs,
      connectionsCheckingInterval: Math.max(25, Math.min(5000, Math.floor(Math.min(requestMs, headersMs) / 4))),
    },
    // Only the proxies named (config `trustProxy`): otherwise X-Forwarded-For is anyone's to write.
    trustProxy: config.trustProxy?.length ? [...config.trustProxy] : false,
  });
  const base = {
    db: database.db,
    dialect: database.dialect,
    config,
    rooms: new Rooms(database.db, undefined, config.roomWorkers),
    work: new WorkPool(),
    dealSeeded,
  };
  const ctx: Ctx = { ...base, analyzer: new Analyzer(base, app.log) };
  ctx.rooms.logError = (e) => app.log.error(e);
  ctx.rooms.dealSeeded = dealSeeded;
  // Claim searches at online tables run in the work pool's thread (online/claim-searches.ts).
  ctx.rooms.searchAhead = (log, mode, account) => ctx.work.claimSearches(log, mode, account);
  if (database.url) await ctx.rooms.listen(database.url);

  installBodyLimits(app);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  installOriginChecks(app, config);

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof ApiFailure) {
      const page = exportFailurePage(req.method, req.url, req.headers.accept, err);
      return page ? reply.redirect(page, 303) : sendFailure(reply, err);
    }
    const e = err as { statusCode?: number; code?: string; message?: string };
    if (e.statusCode === 429)
      return reply.code(429).send({ error: { code: 'rate-limited', message: 'too many attempts; wait a minute' } });
    if (
      e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      (e.statusCode === 400 && e.message)
    ) {
      return reply
        .code(400)
        .send({ error: { code: 'invalid-body', message: e.message ?? 'invalid request body', field: 'body' } });
    }
    if (e.statusCode === 413)
      return reply.code(413).send({ error: { code: 'too-large', message: 'request body too large', field: 'body' } });
    if (e.statusCode === 415)
      return reply.code(415).send({ error: { code: 'unsupported-media-type', message: 'send JSON', field: 'body' } });
    req.log.error(err);
    return reply.code(500).send({ error: { code: 'internal', message: 'internal error' } });
  });

  app.get('/api/health', async () => ({ ok: true, db: database.dialect }));
  accountRoutes(app, ctx);
  sessionRoutes(app, ctx);
  terminalRoutes(app, ctx);
  sessionAccessRoutes(app, ctx);
  eventRoutes(app, ctx);
  onlineRoutes(app, ctx);
  await serveWebApp(app, config.webDir ?? webRoot());

  const server: StikkServer = {
    app,
    ctx,
    config,
    database,
    url: '',
    async close() {
      await ctx.analyzer.close();
      await ctx.work.close();
      await ctx.rooms.close();
      await app.close();
      await database.close();
    },
  };
  return server;
}

/** Builds the server and listens; `url` is what to open in a browser. */
export async function startServer(input: ConfigInput | ServerConfig = {}): Promise<StikkServer> {
  const s = await buildServer(input);
  try {
    const address = await s.app.listen({ port: s.config.port, host: s.config.host });
    const u = new URL(address);
    if (u.hostname === '0.0.0.0' || u.hostname === '[::]') u.hostname = 'localhost';
    s.url = u.origin;
  } catch (e) {
    await s.close();
    throw e;
  }
  return s;
}
