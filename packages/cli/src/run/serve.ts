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
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Sockets that do not close in time must not keep the port: give up waiting after 10 s.
    setTimeout(() => process.exit(0), 10_000).unref();
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        process.stderr.write(`Stikk: stopping: ${e instanceof Error ? e.message : String(e)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Started by `npm start`: npm passes SIGTERM on to the shell that runs the script, which ends without passing it
  // on, so the server would keep running with no parent. Stop when the parent goes away. A server started from a
  // shell on its own (`stikk serve &`, nohup) keeps running when that shell ends.
  if (process.env.npm_lifecycle_event !== undefined) watchParent(stop);
  await new Promise<never>(() => undefined);
}

/**
 * Calls `gone` once when this process's parent has ended (its parent process id changes: the process was handed
 * to init or a subreaper), checking every `everyMs` milliseconds; the check never keeps the process alive.
 * Returns a function that stops watching.
 */
export function watchParent(gone: () => void, everyMs = 1000): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    gone();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
