/** Server configuration: command-line values over environment over defaults. */
import { resolve } from 'node:path';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Directory for the SQLite file (and anything else kept on disk). */
  readonly dataDir: string;
  /** PostgreSQL connection URL; SQLite in `dataDir` when absent. */
  readonly databaseUrl?: string;
  /** Static files of the web app; `webRoot()` when absent. */
  readonly webDir?: string;
  /** Fastify logger: true for structured JSON logs on stdout. */
  readonly logger?: boolean;
  /** Login attempts allowed per minute per address. */
  readonly loginPerMinute?: number;
  /** Mark cookies Secure (behind HTTPS). */
  readonly secureCookies?: boolean;
}

export interface ConfigInput {
  port?: number | string;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  webDir?: string;
  logger?: boolean;
  loginPerMinute?: number;
  secureCookies?: boolean;
}

export function resolveConfig(input: ConfigInput = {}, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rawPort = input.port ?? env.PORT ?? 3000;
  const port = typeof rawPort === 'number' ? rawPort : Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`port: "${rawPort}" is not a port number (0–65535)`);
  const databaseUrl = input.databaseUrl ?? env.DATABASE_URL;
  return {
    port,
    host: input.host ?? env.HOST ?? '127.0.0.1',
    dataDir: resolve(input.dataDir ?? env.STIKK_DATA ?? './.data'),
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(input.webDir ? { webDir: input.webDir } : {}),
    logger: input.logger ?? false,
    loginPerMinute: input.loginPerMinute ?? 10,
    secureCookies: input.secureCookies ?? env.STIKK_SECURE_COOKIES === '1',
  };
}
