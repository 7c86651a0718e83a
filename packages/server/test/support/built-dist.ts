/**
 * vitest globalSetup of the `io` project, whose test files load the workspace packages from their compiled
 * `dist` (`builtDist` in vitest.config.ts): when a package has a source file newer than its last build, `tsc -b`
 * runs first, so those tests never run stale code. `npm test` builds before vitest; there this only reads times.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The packages `tsc -b` compiles to `dist` (the web app's bundle is built by the browser tests themselves). */
const BUILT = ['core', 'laws', 'scoring', 'movements', 'formats', 'dds', 'server', 'cli'];

/** The first source file newer than its package's last build (its tsbuildinfo), or null. */
function staleSource(packages: string): string | null {
  for (const pkg of BUILT) {
    const info = join(packages, pkg, 'tsconfig.tsbuildinfo');
    const builtAt = existsSync(info) ? statSync(info).mtimeMs : 0;
    const walk = (dir: string): string | null => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        const found = e.isDirectory() ? walk(p) : statSync(p).mtimeMs > builtAt ? p : null;
        if (found) return found;
      }
      return null;
    };
    const found = walk(join(packages, pkg, 'src'));
    if (found) return found;
  }
  return null;
}

export default function setup(): void {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const stale = staleSource(join(root, 'packages'));
  if (!stale) return;
  process.stderr.write(`${stale} is newer than its package's build: tsc -b\n`);
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const r = spawnSync(process.execPath, [tsc, '-b'], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0)
    throw new Error(`The io tests load the packages' dist, and \`tsc -b\` failed (status ${r.status}):
${r.stdout}${r.stderr}`);
}
