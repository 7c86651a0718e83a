/**
 * Terminology: every language's strings use the terms of its official law text (the glossary in
 * src/i18n/glossary.ts), cite laws as that text does, and never use the words it does not.
 */
import { describe, expect, it } from 'vitest';
import { CONCEPT_KEYS, GLOSSARY, type Concept } from '../src/i18n/glossary.js';
import { createI18n, LANGUAGES, MESSAGES } from '../src/i18n/all.js';

describe('official terminology per language', () => {
  for (const lang of LANGUAGES) {
    const g = GLOSSARY[lang];
    const m = MESSAGES[lang] as Record<string, string>;
    it(`${lang}: cites laws as "${g.citation.replace('{{law}}', '27')}"`, () => {
      expect(m['ruling.lawCited']).toBe(g.citation);
      expect(m['common.lawN']).toBe(g.citation);
      expect(createI18n(lang).t('ruling.lawCited', { law: '27B1(a)' })).toBe(g.citation.replace('{{law}}', '27B1(a)'));
    });
    it(`${lang}: names each concept with its term`, () => {
      for (const [concept, keys] of Object.entries(CONCEPT_KEYS) as [Concept, readonly string[]][]) {
        for (const k of keys) expect(m[k], `${lang} ${k} (${concept})`).toMatch(g.terms[concept]);
      }
    });
    it(`${lang}: never uses a word the official text does not`, () => {
      const hits = Object.entries(m).flatMap(([k, v]) =>
        g.forbidden.filter((re) => re.test(v.replace(/{{\w+}}/g, ''))).map((re) => `${k}: ${re} in "${v}"`),
      );
      expect(hits).toEqual([]);
    });
    if (lang !== 'en')
      it(`${lang}: says nothing in English that it has its own words for`, () => {
        const en = MESSAGES.en as Record<string, string>;
        const same = Object.keys(en).filter((k) => m[k] === en[k] && /\p{Ll}{2}/u.test(en[k] ?? ''));
        // Untranslated: equal to the English (beyond abbreviations such as "VP"), and not a name, a shared word or the
        // law text's own term.
        expect(same.filter((k) => !g.sameAsEnglish.includes(k))).toEqual([]);
        // The list names only keys that really are the same (so that it does not hide a later translation).
        expect(g.sameAsEnglish.filter((k) => !same.includes(k))).toEqual([]);
      });
  }
});
