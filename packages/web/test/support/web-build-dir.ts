/**
 * vitest globalSetup: one empty temp folder per `vitest run`, handed to every test file as `webBuildDir`, where
 * the first browser test file to need the web app builds it (`buildWeb` in e2e.ts) and the others reuse that
 * build, instead of one vite build per file. Removed when the run ends. Costs nothing when no file needs it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty folder for this run's one build of the web app (see `buildWeb`). */
    webBuildDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'stikk-web-build-'));
  project.provide('webBuildDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
