/** Server configuration: command-line values over environment over defaults. */
import { isIP } from 'node:net';
import { resolve } from 'node:path';

/** The server's resolved configuration. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Directory for the SQLite file (and anything else kept on disk). */
  readonly dataDir: string;
  /** PostgreSQL connection URL; SQLite in `dataDir` when absent. */
  readonly databaseUrl?: string;
  /** Static files of the web app; `webRoot()` when absent. */
  readonly webDir?: string;
  /** Structured JSON logs (pino) on stdout at this level; warnings and errors by default. */
  readonly logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug';
  /** Login attempts allowed per minute per account (e-mail). */
  readonly loginPerMinute?: number;
  /** Login attempts allowed per minute per client address (all accounts together). */
  readonly loginPerMinutePerAddress?: number;
  /** New accounts allowed per hour per client address (IPv6 per /64; `STIKK_REGISTER_PER_HOUR`, default 20). */
  readonly registerPerHour?: number;
  /**
   * Online tables one client address (IPv6 per /64) may create an hour, all accounts together
   * (`STIKK_ONLINE_TABLES_PER_HOUR_PER_ADDRESS`, default 60): many accounts do not lift the cap.
   */
  readonly onlineTablesPerHourPerAddress?: number;
  /** Clubs one client address (IPv6 per /64) may open an hour (`STIKK_CLUBS_PER_HOUR_PER_ADDRESS`, default 10). */
  readonly clubsPerHourPerAddress?: number;
  /**
   * Host names this server answers to besides IP addresses and `localhost` (DNS rebinding
   * defence; `STIKK_HOSTS`, comma-separated). `['*']` turns the check off.
   */
  readonly allowedHosts?: readonly string[];
  /** Mark cookies Secure (behind HTTPS). */
  readonly secureCookies?: boolean;
  /**
   * Addresses or CIDR ranges of the reverse proxies in front (`STIKK_TRUST_PROXY`, comma-separated, e.g.
   * `127.0.0.1`): a request from one of them is counted by the client address its `X-Forwarded-For` names.
   * Empty (the default): the connection's address, and the header is ignored. Behind a proxy without it every
   * client is the proxy, so each per-address limit would be one limit for everybody.
   */
  readonly trustProxy?: readonly string[];
  /** Hours a table terminal's token works after joining (`STIKK_TERMINAL_TOKEN_HOURS`, default 24). */
  readonly terminalTokenHours?: number;
  /**
   * Seconds a client has to send a whole request, headers and body, from its first byte
   * (`STIKK_REQUEST_TIMEOUT_SECONDS`, default 120: a 2.5 MB PBN upload over a slow line); the connection is then
   * answered 408 and closed, so a client trickling a body cannot hold it. Time spent answering is not counted.
   */
  readonly requestTimeoutSeconds: number;
  /**
   * Seconds a client has to send a request's headers, a WebSocket upgrade's included, or its first byte on a new
   * connection (`STIKK_HEADERS_TIMEOUT_SECONDS`, default 20; at most the request time limit).
   */
  readonly headersTimeoutSeconds: number;
  /**
   * Online tables one account may create (POST /api/online/tables; an online session's tables not
   * counted) in any hour (`STIKK_ONLINE_TABLES_PER_HOUR`, default 30) and in any 24 hours
   * (`STIKK_ONLINE_TABLES_PER_DAY`, default 100): one account cannot fill the database and memory.
   */
  readonly onlineTablesPerHour?: number;
  readonly onlineTablesPerDay?: number;
  /**
   * Tables not in memory a client address (IPv6 per /64) may open as a kibitzer a minute
   * (`STIKK_KIBITZ_LOADS_PER_MINUTE`, default 30): anonymous watching cannot load every table.
   */
  readonly kibitzLoadsPerMinute?: number;
  /**
   * Online tables' double-dummy `analysis` requests answered at once on this server, all addresses together
   * (`STIKK_ANALYSES_AT_ONCE`, default 16); beyond it a request is refused as `analysis-busy` (ask again later),
   * so many addresses together cannot hold the double-dummy pool's whole line.
   */
  readonly analysesAtOnce?: number;
  /**
   * Worker threads that build the online tables' views and deltas (`STIKK_ROOM_WORKERS`, default
   * 0: the main thread builds them). 1 on a 2-core machine uses the second core (README, "Load").
   */
  readonly roomWorkers?: number;
  /**
   * The secret that keys the boards a director deals from a seed (`STIKK_DEAL_SECRET`, at least 32 characters):
   * set the same on every node of a multi-node PostgreSQL set-up. Unset (the default): the database's own, made on
   * the first start (`domain/deal-secret.ts`). Never sent to a client or logged.
   */
  readonly dealSecret?: string;
  /**
   * Tests only: scrypt with N = 2^10 instead of 2^15 (about 2 ms a hash instead of about 100 ms), so a test suite
   * that registers hundreds of accounts does not spend minutes hashing. Only from `startServer({...})` in code:
   * never from the environment or the command line. Stored hashes carry their own cost, so either kind verifies.
   */
  readonly fastPasswordHashForTests?: boolean;
}

/** Configuration as given by a caller or the command line; every field optional. */
export interface ConfigInput {
  port?: number | string;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  webDir?: string;
  logLevel?: ServerConfig['logLevel'];
  loginPerMinute?: number;
  loginPerMinutePerAddress?: number;
  registerPerHour?: number;
  allowedHosts?: readonly string[];
  secureCookies?: boolean;
  trustProxy?: readonly string[];
  terminalTokenHours?: number;
  requestTimeoutSeconds?: number;
  headersTimeoutSeconds?: number;
  onlineTablesPerHour?: number;
  onlineTablesPerDay?: number;
  kibitzLoadsPerMinute?: number;
  analysesAtOnce?: number;
  onlineTablesPerHourPerAddress?: number;
  clubsPerHourPerAddress?: number;
  roomWorkers?: number;
  dealSecret?: string;
  fastPasswordHashForTests?: boolean;
}

/**
 * The server configuration from explicit values, then the environment (`PORT`, `HOST`, `DATABASE_URL`, `STIKK_*`),
 * then defaults.
 */
export function resolveConfig(input: ConfigInput = {}, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rawPort = input.port ?? env.PORT ?? 3000;
  const port = typeof rawPort === 'number' ? rawPort : Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`port: "${rawPort}" is not a port number (0–65535)`);
  const databaseUrl = input.databaseUrl ?? env.DATABASE_URL;
  return {
    port,
    host: input.host ?? env.HOST ?? '127.0.0.1',
    dataDir: resolve(input.dataDir ?? env.STIKK_DATA ?? './.data'),
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(input.webDir ? { webDir: input.webDir } : {}),
    logLevel: input.logLevel ?? ((env.STIKK_LOG_LEVEL as ServerConfig['logLevel']) || 'warn'),
    loginPerMinute: input.loginPerMinute ?? 10,
    loginPerMinutePerAddress: input.loginPerMinutePerAddress ?? Math.max(30, input.loginPerMinute ?? 0),
    // 0 closes sign-up.
    registerPerHour: count('registerPerHour', input.registerPerHour ?? env.STIKK_REGISTER_PER_HOUR ?? 20, 0),
    onlineTablesPerHourPerAddress: count(
      'onlineTablesPerHourPerAddress',
      input.onlineTablesPerHourPerAddress ?? env.STIKK_ONLINE_TABLES_PER_HOUR_PER_ADDRESS ?? 60,
    ),
    clubsPerHourPerAddress: count(
      'clubsPerHourPerAddress',
      input.clubsPerHourPerAddress ?? env.STIKK_CLUBS_PER_HOUR_PER_ADDRESS ?? 10,
    ),
    allowedHosts:
      input.allowedHosts ??
      (env.STIKK_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    secureCookies: input.secureCookies ?? env.STIKK_SECURE_COOKIES === '1',
    trustProxy: proxies(input.trustProxy ?? (env.STIKK_TRUST_PROXY ?? '').split(',')),
    terminalTokenHours: positiveHours(input.terminalTokenHours ?? env.STIKK_TERMINAL_TOKEN_HOURS ?? 24),
    ...timeLimits(
      input.requestTimeoutSeconds ?? env.STIKK_REQUEST_TIMEOUT_SECONDS ?? 120,
      input.headersTimeoutSeconds ?? env.STIKK_HEADERS_TIMEOUT_SECONDS ?? 20,
    ),
    onlineTablesPerHour: count(
      'onlineTablesPerHour',
      input.onlineTablesPerHour ?? env.STIKK_ONLINE_TABLES_PER_HOUR ?? 30,
    ),
    onlineTablesPerDay: count('onlineTablesPerDay', input.onlineTablesPerDay ?? env.STIKK_ONLINE_TABLES_PER_DAY ?? 100),
    kibitzLoadsPerMinute: count(
      'kibitzLoadsPerMinute',
      input.kibitzLoadsPerMinute ?? env.STIKK_KIBITZ_LOADS_PER_MINUTE ?? 30,
    ),
    analysesAtOnce: count('analysesAtOnce', input.analysesAtOnce ?? env.STIKK_ANALYSES_AT_ONCE ?? 16),
    roomWorkers: workerCount(input.roomWorkers ?? env.STIKK_ROOM_WORKERS ?? 0),
    ...dealSecretOf(input.dealSecret ?? (env.STIKK_DEAL_SECRET || undefined)),
    ...(input.fastPasswordHashForTests === true ? { fastPasswordHashForTests: true } : {}),
  };
}

/** The shortest deal secret accepted from the configuration or the environment (characters). */
export const DEAL_SECRET_MIN_LENGTH = 32;

/** The deal secret, checked (its value is never put in a message); none when not given. */
function dealSecretOf(v: string | undefined): { dealSecret?: string } {
  if (v === undefined) return {};
  if (typeof v !== 'string' || v.length < DEAL_SECRET_MIN_LENGTH)
    throw new Error(
      `dealSecret (STIKK_DEAL_SECRET): at least ${DEAL_SECRET_MIN_LENGTH} characters are needed ` +
        '(e.g. the 64 hex digits of `openssl rand -hex 32`)',
    );
  return { dealSecret: v };
}

/** Proxy addresses or CIDR ranges (IPv4 or IPv6), each checked; blanks dropped. */
function proxies(list: readonly string[]): string[] {
  const out = list.map((x) => x.trim()).filter(Boolean);
  for (const x of out) {
    const [addr, bits, ...rest] = x.split('/');
    const v = isIP(addr ?? '');
    const max = v === 4 ? 32 : 128;
    if (!v || rest.length || (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= max)))
      throw new Error(`trustProxy: "${x}" is not an IP address or CIDR range (e.g. 127.0.0.1 or 10.0.0.0/8)`);
  }
  return out;
}

function count(what: string, v: number | string, min = 1): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new Error(`${what}: "${v}" is not a whole number of at least ${min}`);
  return n;
}

function workerCount(v: number | string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 64)
    throw new Error(`roomWorkers: "${v}" is not a whole number of worker threads from 0 to 64`);
  return n;
}

/** The request and headers time limits, checked: more than 0, at most an hour, headers within the request's. */
function timeLimits(
  request: number | string,
  headers: number | string,
): { requestTimeoutSeconds: number; headersTimeoutSeconds: number } {
  const seconds = (what: string, v: number | string) => {
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0.05 || n > 3600)
      throw new Error(`${what}: "${v}" is not a number of seconds (at least 0.05, at most 3600)`);
    return n;
  };
  const requestTimeoutSeconds = seconds('requestTimeoutSeconds (STIKK_REQUEST_TIMEOUT_SECONDS)', request);
  const headersTimeoutSeconds = seconds('headersTimeoutSeconds (STIKK_HEADERS_TIMEOUT_SECONDS)', headers);
  if (headersTimeoutSeconds > requestTimeoutSeconds)
    throw new Error(
      `headersTimeoutSeconds: ${headersTimeoutSeconds} is more than requestTimeoutSeconds (${requestTimeoutSeconds})`,
    );
  return { requestTimeoutSeconds, headersTimeoutSeconds };
}

function positiveHours(v: number | string): number {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0 || n > 24 * 365)
    throw new Error(`terminalTokenHours: "${v}" is not a number of hours (more than 0, at most a year)`);
  return n;
}
