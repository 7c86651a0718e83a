// The par score on hand records: in Norwegian, Swedish and Danish "Par" alone reads as "pair" (common.pair), so the
// label must not be that word by itself; the passed-out case follows the label ("Par: passed out"), not repeat it.
import { describe, expect, it } from 'vitest';
import { createI18n, LANGUAGES } from '../src/i18n/all.js';

describe('par score words', () => {
  it('the par label is never the word for a pair, and "passed out" does not repeat the label', () => {
    for (const lang of LANGUAGES) {
      const t = createI18n(lang).t;
      const label = t('results.par');
      expect(label.toLowerCase(), lang).not.toBe(t('common.pair').toLowerCase());
      expect(t('results.parNone').toLowerCase(), lang).not.toContain(label.toLowerCase());
      expect(t('results.parNone').toLowerCase(), lang).not.toMatch(/^par\b/);
    }
  });
});
