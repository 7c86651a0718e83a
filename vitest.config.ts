import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that start no server, browser or PostgreSQL, set no globals, mock no module and write no
 * `process.env` (see `isolate` below): the pure-library packages, and the CLI's, web app's and server's files
 * that test pure functions. A `vi.spyOn` of `process.stdout.write` restored after each test is fine (the CLI's
 * in-process `stikk`).
 */
const UNIT = [
  'packages/{core,laws,scoring,movements,formats,dds}/test/**/*.test.ts',
  'packages/cli/test/{convert-*,foreign-files,frequency-score,mp-scale,producer-settings}.test.ts',
  'packages/cli/test/{ranking-ties,score-uneven-boards,show-tables}.test.ts',
  'packages/web/test/{board-list,deal-record,event-ranking,events-parse,file-text,glossary,history-text}.test.ts',
  'packages/web/test/{i18n,law-explanations,match-text,online-words,par-words,ranking-uneven}.test.ts',
  'packages/web/test/{ruling-call,ruling-messages,training,traveller-headings,guide-words,mp-scale-words}.test.ts',
  'packages/server/test/{architecture,common-act,frames,http-guards,invite-guard-burst,json-column}.test.ts',
  'packages/server/test/{movement-column,movements,online-invite-codes,pbn-deals,room-log}.test.ts',
];

/**
 * The `io` files that may share a worker's modules (the `io-shared` project, isolate: false): the server's, which
 * start their servers in process, close them in `afterAll` and mock no module. Each fresh import of the server's
 * `dist` (fastify, drizzle, pg, the laws…) cost ≈ 1.2 s of CPU a file. A file that writes `process.env` by design
 * (the SQLite writer and checkpointer switches), or throws in the process on purpose (socket-guard), stays in `io`.
 * What a shared file leaves behind fails it (support/shared-worker-guard.ts).
 */
const SHARED_IO = ['packages/server/test/!(socket-guard|sqlite-checkpointer|sqlite-writer).test.ts'];

// The `unit` project's test files import the workspace packages from their TypeScript sources, the `io`
// project's from their compiled `dist` (builtDist). vitest hands a project's resolve conditions to Node too, for
// the modules Node loads itself, so the `source` condition is the unit project's own, not a shared one.

/** A workspace package's source file: the package folder and the path inside `src` without its extension. */
const SOURCE = /^(.*\/packages\/[^/]+)\/src\/(.+)\.tsx?$/;

/**
 * Resolves a workspace package's source file to its compiled `dist` counterpart where there is one, which Node
 * then loads itself (`server.deps.external`) instead of vitest transforming and evaluating the sources in every
 * test file's fresh module graph and the server's worker threads compiling them again through tsx: that was
 * ≈ 0.85 s of CPU a file (session 17, 31 server files: 125 and 128 s of CPU, 100 and 101 s so, interleaved).
 * Every module of a package comes from the same place, so there is one copy of each. The web app's sources have
 * no such counterpart (vite bundles them) and stay transformed. The io project's globalSetup (built-dist.ts)
 * runs `tsc -b` first when a source is newer than its build.
 */
function builtDist(): Plugin {
  return {
    name: 'stikk-built-dist',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const r = await this.resolve(source, importer, { ...options, skipSelf: true });
      const m = r && !r.external ? SOURCE.exec(r.id) : null;
      if (!r || !m) return r;
      const js = `${m[1]}/dist/${m[2]}.js`;
      return existsSync(js) ? { ...r, id: js } : r;
    },
  };
}

/**
 * Each test file's duration in ms in a whole run, keyed as vitest keys its results (`project:path`); refreshed
 * from vitest's own results after a whole `npx vitest run` by `node .ci/test-durations.mjs`.
 */
const DURATIONS = new URL('./test-durations.json', import.meta.url);

/**
 * The longest test files first, so that the two workers end together. vitest's own order on a fresh clone (CI:
 * `npm ci` empties its results cache) is the order it finds the files in, which put a 28-second file last
 * (session 26). A project's files stay together (the unit project's worker is reused only from one of its files to
 * the next); a file that failed last time comes first, and a file missing from the table (a new one) before the
 * known ones, as vitest's own sequencer does.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const table = JSON.parse(readFileSync(DURATIONS, 'utf8')) as Record<string, number>;
    const key = (f: TestSpecification) => `${f.project.name}:${relative(this.ctx.config.root, f.moduleId)}`;
    const failed = (f: TestSpecification) => Number(this.ctx.cache.getFileTestResults(key(f))?.failed === true);
    const ms = (f: TestSpecification) => table[key(f)] ?? Number.MAX_SAFE_INTEGER;
    const project = (a: TestSpecification, b: TestSpecification) =>
      a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0;
    return [...files].sort((a, b) => project(a, b) || failed(b) - failed(a) || ms(b) - ms(a));
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser tests poll for updates pushed to several pages; on a loaded 2-core machine one
    // second (vitest's default) is sometimes too short.
    expect: { poll: { timeout: 10_000 } },
    // The servers the tests start shed acts as `server-busy` when their event loop runs 250 ms late twice running
    // (online/rooms.ts); two test files, their servers and browsers on 2 cores get there, and the tests' own clients
    // do not resend as the web app does (CI, session 10: one such refusal failed a claim test). The tests of
    // shedding set their own limits (online-load, table-socket).
    env: { STIKK_BUSY_LAG_MS: '5000' },
    pool: 'forks',
    sequence: { sequencer: LongestFirst },
    // One build of the web app per run, shared by the browser test files (packages/web/test/support/e2e.ts), and
    // one PostgreSQL cluster per run, shared by the files that use it (usePostgres in server/test/support/servers.ts).
    globalSetup: ['packages/web/test/support/web-build-dir.ts', 'packages/server/test/support/pg-run-dir.ts'],
    // vitest's default is one worker fewer than the cores: ONE on CI's 2-core machine, so every test file ran
    // after the other while most of them wait on a browser, a server's sockets or PostgreSQL. Two files at a
    // time on 2 cores; on a bigger machine vitest's default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // The workspace packages' TypeScript sources (each package's `source` export condition).
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'] } },
        // These test files share one module graph per worker (isolate: false): no file of theirs sets globals,
        // mocks modules or writes process.env, and each file's fresh import of the packages' sources was most of
        // their cost (session 11, the 52 files of core, laws, scoring, movements: 130 s → 92 s CPU; session 13
        // added formats, dds and the CLI's and web app's pure files, see CONTRIBUTING.md).
        test: { name: 'unit', include: UNIT, isolate: false },
      },
      {
        extends: true,
        plugins: [builtDist()],
        // Servers, browsers, CLI processes, files and PostgreSQL: each file in a fresh module graph.
        test: {
          name: 'io',
          server: { deps: { external: [/\/packages\/[^/]+\/dist\//] } },
          globalSetup: ['packages/server/test/support/built-dist.ts'],
          include: ['packages/*/test/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...UNIT, ...SHARED_IO],
        },
      },
      {
        extends: true,
        plugins: [builtDist()],
        // As `io`, but one module graph per worker (SHARED_IO above): the server's dist is loaded once per worker.
        test: {
          name: 'io-shared',
          isolate: false,
          server: { deps: { external: [/\/packages\/[^/]+\/dist\//] } },
          globalSetup: ['packages/server/test/support/built-dist.ts'],
          setupFiles: ['packages/server/test/support/shared-worker-guard.ts'],
          include: SHARED_IO,
          exclude: [...configDefaults.exclude, ...UNIT],
        },
      },
    ],
  },
});
