/**
 * The packages as a developer gets them from npm: each is packed (`npm pack`), the tarballs are
 * installed in a scratch project (npm's cache first, else the npm registry), and each README's
 * example runs there. `npm test` builds first, so the packs carry the current `dist`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const PACKAGES = ['core', 'laws', 'scoring', 'movements', 'formats', 'dds', 'server', 'cli'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npmWorks = spawnSync(npm, ['--version']).status === 0;
const built = PACKAGES.every((p) => existsSync(join(root, 'packages', p, 'dist', 'index.js')));
if (!npmWorks || !built)
  console.warn('pack test skipped: npm missing or the packages are not built (npm test builds them)');

/** Whether an `engines.node` range admits Node 20.19 (`>=18`, `20 || >=22`, `^20.19.0`, …). */
function allowsNode20(range: string): boolean {
  return range.split('||').some((part) => {
    const r = part.trim();
    let m = /^>=?\s*v?(\d+)(?:\.(\d+))?/.exec(r);
    if (m) return Number(m[1]) < 20 || (Number(m[1]) === 20 && Number(m[2] ?? 0) <= 19);
    m = /^[\^~]?\s*v?(\d+)(?:\.(\d+|x|\*))?/.exec(r);
    if (m) return Number(m[1]) === 20 && (m[2] === undefined || m[2] === 'x' || m[2] === '*' || Number(m[2]) <= 19);
    return r === '' || r === '*';
  });
}

/** The first fenced block of a README in the given language. */
function example(pkg: string, lang: string): string {
  const text = readFileSync(join(root, 'packages', pkg, 'README.md'), 'utf8');
  const m = new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(text);
  if (!m) throw new Error(`packages/${pkg}/README.md has no \`\`\`${lang} example`);
  return m[1];
}

describe.skipIf(!npmWorks || !built)('npm pack → install → README examples', { timeout: 600_000 }, () => {
  let scratch = '';
  const run = (file: string, env: NodeJS.ProcessEnv = process.env) =>
    spawnSync(process.execPath, [file], { cwd: scratch, encoding: 'utf8', env });

  beforeAll(() => {
    const packs = mkdtempSync(join(tmpdir(), 'stikk-packs-'));
    scratch = mkdtempSync(join(tmpdir(), 'stikk-scratch-'));
    // Scripts off: the build is npm test's own; `prepack` would rebuild the same files. One npm for all eight
    // workspaces (npm's own start is most of a pack: session 25, 3.9 s of CPU against ≈ 10 s for one npm each).
    execFileSync(
      npm,
      ['pack', '--ignore-scripts', '--pack-destination', packs, ...PACKAGES.flatMap((p) => ['-w', `packages/${p}`])],
      { cwd: root, stdio: 'pipe' },
    );
    const tarballs = readdirSync(packs)
      .filter((f) => f.endsWith('.tgz'))
      .map((f) => join(packs, f));
    expect(tarballs).toHaveLength(PACKAGES.length);
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
    execFileSync(
      npm,
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--omit=optional', ...tarballs],
      { cwd: scratch, stdio: 'pipe' },
    );
    // The SQLite driver is optional (native); the workspace's build is copied rather than compiled again.
    for (const m of ['better-sqlite3', 'bindings', 'file-uri-to-path']) {
      if (existsSync(join(root, 'node_modules', m)))
        cpSync(join(root, 'node_modules', m), join(scratch, 'node_modules', m), { recursive: true });
    }
  });

  it("installs without TypeScript and with each package's README, LICENSE and types", () => {
    expect(existsSync(join(scratch, 'node_modules', 'typescript'))).toBe(false);
    for (const p of PACKAGES) {
      const dir = join(scratch, 'node_modules', '@stikk', p);
      for (const f of ['README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts'])
        expect(existsSync(join(dir, f)), `@stikk/${p}/${f}`).toBe(true);
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      expect(pkg, p).toMatchObject({
        license: 'MIT',
        engines: { node: '>=20.19' },
        sideEffects: false,
        publishConfig: { access: 'public' },
      });
      // No public repository exists yet: a made-up URL would send users to someone else's namespace.
      expect(pkg.repository, `@stikk/${p} repository`).toBeUndefined();
      expect(pkg.keywords?.length).toBeGreaterThan(2);
    }
  });

  it('needs no newer Node than the packages declare (every installed dependency runs on Node 20.19)', () => {
    // Versions are pinned where the newest need Node 22: @fastify/cookie, @fastify/static, light-my-request.
    const tooNew: string[] = [];
    const walk = (dir: string): void => {
      for (const name of existsSync(dir) ? readdirSync(dir) : []) {
        if (name.startsWith('.')) continue;
        const p = join(dir, name);
        if (name.startsWith('@')) {
          walk(p);
          continue;
        }
        const pj = join(p, 'package.json');
        if (existsSync(pj)) {
          const { engines } = JSON.parse(readFileSync(pj, 'utf8')) as { engines?: { node?: string } };
          if (engines?.node !== undefined && !allowsNode20(engines.node)) tooNew.push(`${name}: node ${engines.node}`);
        }
        walk(join(p, 'node_modules'));
      }
    };
    walk(join(scratch, 'node_modules'));
    expect(tooNew).toEqual([]);
  });

  for (const [pkg, expected] of [
    ['core', /4SX= vulnerable scores 790\nplay 7NT declarer N next to play S/],
    ['laws', /"law": "29A"/],
    ['formats', /\|mb\|7N\|[\s\S]*1 NS pair 1: 100%[\s\S]*: 0%\n 1 {2}2 7NT {2}N 13/], // then the ScoreTable rows only
    ['server', /http:\/\/127\.0\.0\.1:\d+ \{ ok: true, db: 'sqlite' \}/],
  ] as const) {
    it(`@stikk/${pkg}: the README example runs`, () => {
      const file = join(scratch, `${pkg}-example.mjs`);
      writeFileSync(file, example(pkg, 'js'));
      const r = run(file);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(expected);
    });
  }

  it('@stikk/cli: the README commands run with the installed stikk', () => {
    const lines = example('cli', 'sh')
      .split('\n')
      .filter((l) => l.trim() !== '');
    const env = { ...process.env, PATH: `${join(scratch, 'node_modules', '.bin')}:${process.env.PATH}` };
    for (const line of lines) {
      const r = spawnSync('sh', ['-c', line], { cwd: scratch, encoding: 'utf8', env });
      expect(r.status, `${line}: ${r.stderr}`).toBe(0);
    }
    expect(readFileSync(join(scratch, 'boards.lin'), 'utf8')).toMatch(/qx\|o1\|/);
  });
});
