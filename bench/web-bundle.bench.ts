// Issue 20: what a phone loads. Builds the web app in memory and prints each page's first load
// (gzipped, English), each other language's chunk, and the totals.
import { bundleReport } from './web-bundle.js';

const out = (name: string, value: number, unit: string) => console.log(JSON.stringify({ name, value, unit }));
const r = await bundleReport();
for (const [page, kb] of Object.entries(r.firstLoad))
  out(`web.first-load.${page.replace(/Page$/, '').toLowerCase()}`, kb, 'KiB gzip');
for (const [lang, kb] of Object.entries(r.locales)) out(`web.locale.${lang}`, kb, 'KiB gzip');
out('web.js.total', r.totalJs, 'KiB');
out('web.js.total-gzip', r.totalJsGzip, 'KiB gzip');
out('web.js.largest-chunk-gzip', r.largestChunkGzip, 'KiB gzip');
