import { startServer } from '@stikk/server';
import type { ServeOpts } from '../commands/serve.js';
import { CliError } from '../io.js';

/** `stikk serve`: the club server (HTTP + WebSocket, SQLite in the data folder, or PostgreSQL). */
export async function runServe(opts: ServeOpts): Promise<void> {
  const levels = ['silent', 'error', 'warn', 'info', 'debug'] as const;
  if (opts.log !== undefined && !(levels as readonly string[]).includes(opts.log))
    throw new CliError(`--log: "${opts.log}" must be one of ${levels.join(', ')}`);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      ...(opts.port !== undefined ? { port: opts.port } : {}),
      ...(opts.host !== undefined ? { host: opts.host } : {}),
      ...(opts.data !== undefined ? { dataDir: opts.data } : {}),
      ...(opts.databaseUrl !== undefined ? { databaseUrl: opts.databaseUrl } : {}),
      ...(opts.log !== undefined ? { logLevel: opts.log as (typeof levels)[number] } : {}),
    });
  } catch (e) {
    throw new CliError(`cannot start the server: ${e instanceof Error ? e.message : String(e)}`);
  }
  process.stderr.write(`Stikk: data in ${server.database.location} (${server.database.dialect})\n`);
  process.stdout.write(`Stikk is running: open ${server.url}\n`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await new Promise<never>(() => undefined);
}
