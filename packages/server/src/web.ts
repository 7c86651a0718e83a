/** Where the web app's built files are: `packages/web/dist`, found from this package's location. */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
