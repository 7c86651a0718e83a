import type { Command } from 'commander';

export interface ServeOpts {
  port?: string;
  host?: string;
  data?: string;
  databaseUrl?: string;
  log?: string;
}

/** `stikk serve`: the club server (HTTP + WebSocket, SQLite in the data folder, or PostgreSQL). */
export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('run the Stikk server: web app, table terminals, online tables, director console')
    .option('--port <port>', 'TCP port (env PORT; default 3000)')
    .option('--host <host>', 'address to listen on (env HOST; default 127.0.0.1)')
    .option('--data <dir>', 'data folder for the SQLite database (env STIKK_DATA; default ./.data)')
    .option('--database-url <url>', 'use PostgreSQL at this URL instead of SQLite (env DATABASE_URL)')
    .option('--log <level>', 'structured JSON logs on stdout: silent, error, warn (default), info, debug')
    .addHelpText(
      'after',
      `
Examples:
  $ stikk serve                                   http://127.0.0.1:3000, data in ./.data
  $ stikk serve --host 0.0.0.0 --port 8080 --data /var/lib/stikk
  $ stikk serve --database-url postgres://stikk:secret@db:5432/stikk
`,
    )
    .action(async (opts: ServeOpts) => (await import('../run/serve.js')).runServe(opts));
}
