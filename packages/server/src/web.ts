/**
 * The web app's built files: where they are (`packages/web/dist`, found from this package's location) and how
 * the server serves them. Files are looked up on disk per request, not listed once at start: rebuilding the app
 * (new hashed asset names) under a running server works without a restart.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The web app's build folder (whether or not it exists yet). */
export function webRoot(): string {
  // src/web.ts and dist/web.js both sit one level below packages/server.
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
}

export const webBuilt = (dir: string): boolean => existsSync(resolve(dir, 'index.html'));

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stikk</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<h1>Stikk server is running</h1>
<p>The web app is not built yet. Build it with <code>npm run build -w packages/web</code> and reload this page.</p>
<p>The API is at <code>/api</code> (see <code>packages/server/API.md</code>); health: <a href="/api/health">/api/health</a>.</p>
</body></html>
`;

/**
 * Serves the web app in `dir`: any file there, read when asked (so a rebuild is picked up at once); index.html
 * (also the answer to an unknown path without an extension: a client-side route) revalidated on every load;
 * the hashed files under /assets/ cached for good. An unknown file path (an asset of an older build) is a 404,
 * never index.html as script; an unknown /api/ path the API's JSON 404.
 */
export async function serveWebApp(app: FastifyInstance, dir: string): Promise<void> {
  const assets = join(resolve(dir), 'assets') + '/';
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    wildcard: true,
    suppressWarning: true, // the folder may appear later (`npm run build -w packages/web`)
    setHeaders(reply, path) {
      if (basename(path) === 'index.html') reply.header('cache-control', 'no-cache');
      else if (path.startsWith(assets)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api/'))
      return reply.code(404).send({ error: { code: 'not-found', message: `no route ${req.method} ${path}` } });
    if (extname(path) !== '') return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    if (webBuilt(dir)) return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  });
}
