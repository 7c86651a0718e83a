/**
 * vitest globalSetup: one empty temp folder per `vitest run`, handed to every test file as `pgRunDir`, where the
 * first file that needs PostgreSQL starts the run's one throwaway cluster (`usePostgres` in servers.ts) and the
 * others reuse it, instead of an initdb and a start per file. When the run ends the cluster is stopped and its
 * folders removed. Costs nothing when no file needs it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty folder for this run's shared PostgreSQL cluster (see `usePostgres`). */
    pgRunDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'stikk-pg-run-'));
  project.provide('pgRunDir', dir);
  return () => {
    const infoFile = join(dir, 'cluster.json');
    if (existsSync(infoFile)) {
      // Written by servers.ts (PgClusterInfo) once the cluster runs.
      const c = JSON.parse(readFileSync(infoFile, 'utf8')) as { bin: string; dir: string; data: string; root: boolean };
      const stop = [join(c.bin, 'pg_ctl'), '-D', c.data, '-m', 'immediate', 'stop'];
      try {
        if (c.root) execFileSync('runuser', ['-u', 'postgres', '--', ...stop], { stdio: 'pipe' });
        else execFileSync(stop[0], stop.slice(1), { stdio: 'pipe' });
      } catch {
        /* already stopped */
      }
      rmSync(c.dir, { recursive: true, force: true });
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
