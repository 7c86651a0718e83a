/**
 * The matchpoint scale is worded alike where the director picks it and in the results' footnote, in each language.
 * Before, the Swedish picker said "2 för varje sämre resultat, 1 för lika resultat" while the footnote under the
 * results said "2 för varje slaget resultat, 1 för varje lika" (session 18's walk-through): two wordings for one
 * rule (Law 78A) make a reader wonder whether they differ. The picker's words are the footnote's, plus the short form.
 */
import { describe, expect, it } from 'vitest';
import { createI18n } from '../src/i18n/all.js';

describe('matchpoint scale wording', () => {
  for (const lang of ['en', 'nb', 'sv', 'da', 'fi'] as const) {
    it(`is the same in the picker and the footnote in ${lang}`, () => {
      const i18n = createI18n(lang);
      for (const [choice, note, short] of [
        ['results.mpScaleChoice210', 'results.mpScale', ' (2/1/0)'],
        ['results.mpScaleChoice1half0', 'results.mpScaleHalf', ' (1/½/0)'],
      ] as const) {
        const picked = i18n.t(choice);
        expect(picked.endsWith(short), picked).toBe(true);
        const words = picked.slice(0, -short.length);
        // The footnote: "<name>: <the same words> (<law>); <the top>".
        expect(i18n.t(note), `${lang} ${choice}`).toContain(`: ${words} (`);
      }
    });
  }
});
