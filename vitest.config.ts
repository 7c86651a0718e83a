import { defineConfig } from 'vitest/config';

// Tests import workspace packages from their TypeScript sources (the `source` export condition),
// so `vitest` never depends on a stale build.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser tests poll for updates pushed to several pages; on a loaded 2-core machine one
    // second (vitest's default) is sometimes too short.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
  },
});
