/**
 * Every exported symbol of the published packages carries a doc comment: TypeDoc (`npm run docs`,
 * typedoc.json) validates it with `notDocumented` for functions, classes, interfaces, type aliases,
 * variables, enums, methods and accessors, and treats any warning (a missing comment, a broken
 * `{@link}`) as an error. This runs the same check without writing the site.
 *
 * TypeDoc type-checks each package's program before converting it (`skipErrorChecking: false`), the
 * same `tsconfig.json` programs that `tsc -b` in `npm test` has checked already: over the eight
 * packages that was ≈ 38 s of the ≈ 64 s of CPU this check took (session 25). The check below runs
 * TypeDoc on a copy of typedoc.json that only adds `skipErrorChecking` to every package; the doc
 * comment and link validation is TypeDoc's conversion itself and runs unchanged.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = join(root, 'node_modules', 'typedoc', 'bin', 'typedoc');
const config = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')) as {
  entryPoints: string[];
  readme?: string;
  out?: string;
  treatWarningsAsErrors?: boolean;
  packageOptions?: { validation?: { notDocumented?: boolean }; requiredToBeDocumented?: string[] };
};
// TypeDoc reads the other packages' declarations from their builds (`npm test` builds first).
const built = config.entryPoints.every((p) => existsSync(join(root, p, 'dist', 'index.d.ts')));
if (!built) console.warn('API docs check skipped: the packages are not built (npm test builds them)');

describe('API documentation', () => {
  it('is configured to require a doc comment on every exported symbol, warnings failing the build', () => {
    expect(config.treatWarningsAsErrors).toBe(true);
    expect(config.packageOptions?.validation?.notDocumented).toBe(true);
    expect(config.packageOptions?.requiredToBeDocumented).toEqual(
      expect.arrayContaining(['Function', 'Class', 'Interface', 'TypeAlias', 'Variable', 'Enum', 'Method']),
    );
    for (const p of ['core', 'laws', 'scoring', 'movements', 'formats', 'dds', 'server', 'cli'])
      expect(config.entryPoints).toContain(`packages/${p}`);
  });

  it.skipIf(!built || !existsSync(bin))(
    'has no exported symbol without a doc comment and no broken link',
    () => {
      // TypeDoc resolves a config file's paths from the file's folder: the copy names them absolutely.
      const dir = mkdtempSync(join(tmpdir(), 'stikk-api-docs-'));
      const options = join(dir, 'typedoc.json');
      writeFileSync(
        options,
        JSON.stringify({
          ...config,
          entryPoints: config.entryPoints.map((p) => join(root, p)),
          ...(config.readme ? { readme: join(root, config.readme) } : {}),
          ...(config.out ? { out: join(root, config.out) } : {}),
          packageOptions: { ...config.packageOptions, skipErrorChecking: true },
        }),
      );
      const r = spawnSync(process.execPath, [bin, '--options', options, '--emit', 'none', '--logLevel', 'Warn'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      });
      rmSync(dir, { recursive: true, force: true });
      const out = `${r.stdout}${r.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
      const problems = out.split('\n').filter((l) => /\[(warning|error)\]/.test(l) && !/Found \d+ errors/.test(l));
      expect(problems, problems.join('\n')).toEqual([]);
      expect(r.status, out).toBe(0);
    },
    300_000,
  );
});
