import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

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
  'packages/web/test/{ruling-call,ruling-messages,training}.test.ts',
  'packages/server/test/{architecture,common-act,frames,http-guards,invite-guard-burst,json-column}.test.ts',
  'packages/server/test/{movement-column,movements,online-invite-codes,pbn-deals,room-log}.test.ts',
];

// Tests import workspace packages from their TypeScript sources (the `source` export condition),
// so `vitest` never depends on a stale build.

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
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
        // These test files share one module graph per worker (isolate: false): no file of theirs sets globals,
        // mocks modules or writes process.env, and each file's fresh import of the packages' sources was most of
        // their cost (session 11, the 52 files of core, laws, scoring, movements: 130 s → 92 s CPU; session 13
        // added formats, dds and the CLI's and web app's pure files, see CONTRIBUTING.md).
        test: { name: 'unit', include: UNIT, isolate: false },
      },
      {
        extends: true,
        // Servers, browsers, CLI processes, files and PostgreSQL: each file in a fresh module graph.
        test: {
          name: 'io',
          include: ['packages/*/test/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...UNIT],
        },
      },
    ],
  },
});
