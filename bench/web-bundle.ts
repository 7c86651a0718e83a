/**
 * The web app's bundle as the browser loads it: a production build in memory (vite, no files
 * written), then for each page the gzipped bytes of its first load — the HTML, the entry chunk,
 * the page's chunk and every chunk they import statically, and their CSS (English; another
 * language adds its locale chunk). Used by `web-bundle.bench.ts` and the web bundle test.
 */
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

export const PAGES = [
  'TerminalPage',
  'OnlinePage',
  'DirectorPage',
  'SessionConsole',
  'RulingPage',
  'ResultsPage',
] as const;

export interface BundleReport {
  /** Every emitted file name (to check for source maps). */
  readonly files: readonly string[];
  /** Gzipped KiB of the first load of each page. */
  readonly firstLoad: Readonly<Record<(typeof PAGES)[number], number>>;
  /** Gzipped KiB of each language's own chunk (English is in the entry). */
  readonly locales: Readonly<Record<string, number>>;
  readonly totalJs: number;
  readonly totalJsGzip: number;
  readonly largestChunkGzip: number;
}

const kib = (n: number): number => Math.round((n / 1024) * 100) / 100;

export async function bundleReport(): Promise<BundleReport> {
  const root = fileURLToPath(new URL('../packages/web/', import.meta.url));
  const out = (await build({
    configFile: `${root}vite.config.ts`,
    root,
    logLevel: 'silent',
    build: { write: false },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const output = (Array.isArray(out) ? out[0] : out).output;
  const byName = new Map(output.map((o) => [o.fileName, o]));
  const gz = new Map(output.map((o) => [o.fileName, gzipSync(o.type === 'chunk' ? o.code : o.source).length]));
  const chunks = output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry)!;
  const html = output.find((o) => o.fileName === 'index.html');

  /** A chunk, the chunks it imports statically (transitively) and their CSS. */
  const closure = (start: Rollup.OutputChunk, seen: Set<string>): void => {
    if (seen.has(start.fileName)) return;
    seen.add(start.fileName);
    const css = (start as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
    for (const c of css ?? []) seen.add(c);
    for (const i of start.imports) {
      const c = byName.get(i);
      if (c?.type === 'chunk') closure(c, seen);
    }
  };
  const sum = (names: Iterable<string>): number => {
    let n = 0;
    for (const f of names) n += gz.get(f) ?? 0;
    return n;
  };

  const firstLoad = {} as Record<(typeof PAGES)[number], number>;
  for (const page of PAGES) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/pages/${page}.tsx`));
    if (!chunk) throw new Error(`no chunk of its own for ${page}: pages must be loaded with import()`);
    const files = new Set<string>(html ? [html.fileName] : []);
    closure(entry, files);
    closure(chunk, files);
    firstLoad[page] = kib(sum(files));
  }
  const locales: Record<string, number> = {};
  for (const c of chunks) {
    const m = /\/i18n\/locales\/(\w+)\.ts$/.exec(c.facadeModuleId ?? '');
    if (m) locales[m[1]] = kib(sum([c.fileName]));
  }
  return {
    files: output.map((o) => o.fileName),
    firstLoad,
    locales,
    totalJs: kib(chunks.reduce((n, c) => n + Buffer.byteLength(c.code), 0)),
    totalJsGzip: kib(sum(chunks.map((c) => c.fileName))),
    largestChunkGzip: kib(Math.max(...chunks.map((c) => gz.get(c.fileName) ?? 0))),
  };
}
