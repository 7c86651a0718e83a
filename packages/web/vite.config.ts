import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// Built into packages/web/dist, which the server serves. JSX through oxc's automatic runtime
// (no React plugin needed); workspace packages resolve to their TypeScript sources.
const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: the server would publish the sources with them (issue 15).
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': { target: process.env.STIKK_API ?? 'http://127.0.0.1:3000', ws: true },
    },
  },
});
