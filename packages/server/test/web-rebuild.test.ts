/**
 * The web app rebuilt under a running server (`npm run build -w packages/web` while `stikk serve` runs): the new
 * index.html and its new hashed assets are served at once, without a restart. Before, the server listed the
 * build's files once at start, so the new script names fell through to index.html (HTML as script: a blank
 * page). Also: a server started before the first build serves the app once it is built; index.html is
 * revalidated on every load; an old build's asset is a 404, not index.html.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StikkServer } from '../src/index.js';
import { testServer } from './support/servers.js';

/** Writes a build like vite's: index.html naming one hashed script under assets/ (the folder emptied first). */
function build(dir: string, hash: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><script type="module" src="/assets/index-${hash}.js"></script>`,
  );
  writeFileSync(join(dir, 'assets', `index-${hash}.js`), `console.log('${hash}');`);
}

describe('the web app rebuilt under a running server', () => {
  let server: StikkServer, cleanup: () => Promise<void>;
  const root = mkdtempSync(join(tmpdir(), 'stikk-web-rebuild-'));
  const dir = join(root, 'dist');
  beforeAll(async () => {
    ({ server, cleanup } = await testServer('sqlite', null, 'web_rebuild', { webDir: dir }));
  });
  afterAll(async () => {
    await cleanup?.();
    rmSync(root, { recursive: true, force: true });
  });
  const get = async (path: string) => {
    const r = await fetch(server.url + path);
    return {
      status: r.status,
      type: r.headers.get('content-type') ?? '',
      cache: r.headers.get('cache-control'),
      body: await r.text(),
    };
  };

  it('serves each new build at once: index.html fresh, its new script as JavaScript, the old script gone', async () => {
    // Not built yet when the server started: the page that says how to build it.
    expect((await get('/')).body).toContain('The web app is not built yet');
    for (const hash of ['aaaa1111', 'bbbb2222']) {
      build(dir, hash);
      const index = await get('/');
      expect(index.status).toBe(200);
      expect(index.body).toContain(`/assets/index-${hash}.js`);
      expect(index.cache).toBe('no-cache');
      const script = await get(`/assets/index-${hash}.js`);
      expect(script.status).toBe(200);
      expect(script.type).toMatch(/javascript/);
      expect(script.body).toBe(`console.log('${hash}');`);
      expect(script.cache).toContain('immutable');
    }
    // The first build's script: a 404, never index.html answered as a script.
    const old = await get('/assets/index-aaaa1111.js');
    expect(old.status).toBe(404);
    expect(old.type).not.toMatch(/html/);
    // A client-side route on reload still gets the app; an unknown API path still the API's JSON 404.
    expect((await get('/director')).body).toContain('/assets/index-bbbb2222.js');
    const api = await get('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body).error.code).toBe('not-found');
  });
});
