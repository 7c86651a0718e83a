// Issue 20: the app a phone at the table loads. A production build in memory: every page is its
// own chunk, the terminal's first load stays within 80 KiB gzipped, the other languages are
// chunks of their own, and no source map is emitted (the server would publish it).
import { describe, expect, it } from 'vitest';
import { bundleReport } from '../../../bench/web-bundle.js';

describe('web bundle', () => {
  it('is split by page and language, small for the terminal, without source maps', async () => {
    const r = await bundleReport();
    expect(r.firstLoad.TerminalPage).toBeLessThanOrEqual(80);
    expect(r.firstLoad.OnlinePage).toBeLessThanOrEqual(100);
    expect(Object.keys(r.locales).sort()).toEqual(['da', 'fi', 'nb', 'sv']);
    expect(r.files.filter((f) => f.endsWith('.map'))).toEqual([]);
  }, 120_000);
});
