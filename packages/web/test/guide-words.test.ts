/**
 * A guide card's round line (pages/PrintPage.tsx `guideRound`) in each language: the pair's direction reads as it
 * does mid-sentence. Before, the Nordic cards wrote "Rond 2: bord 3 Nord–syd, …" with the capital of a heading
 * (Swedish walk-through, session 18); Swedish, Norwegian, Danish and Finnish write compass directions in lower case
 * inside a sentence. English capitalises the seats (North–South) as its bridge texts do.
 */
import { describe, expect, it } from 'vitest';
import { createI18n } from '../src/i18n/all.js';
import type { TKey } from '../src/i18n/index.js';
import { guideRound } from '../src/pages/PrintPage.js';

const line = (lang: 'en' | 'nb' | 'sv' | 'da' | 'fi', ns: boolean): string => {
  const i18n = createI18n(lang);
  const t = (key: TKey, opts?: Record<string, unknown>) => i18n.t(key, opts ?? {});
  return guideRound(t, { round: 2, table: 3, ns, boards: '5, 6', opponents: '7' });
};

describe('guide card round line', () => {
  it('writes the direction in lower case mid-sentence in nb, sv, da and fi', () => {
    expect(line('sv', true)).toBe('Rond 2: bord 3 nord–syd, brickor 5, 6, mot par 7');
    expect(line('sv', false)).toContain('bord 3 öst–väst,');
    expect(line('nb', true)).toContain('bord 3 nord–syd,');
    expect(line('da', false)).toContain('bord 3 øst–vest,');
    expect(line('fi', true)).toContain('pöytä 3 pohjoinen–etelä,');
    for (const lang of ['nb', 'sv', 'da', 'fi'] as const)
      for (const ns of [true, false]) {
        const direction = line(lang, ns).split(': ')[1].split(',')[0].split(' ').slice(2).join(' ');
        expect(direction, `${lang} ${ns}`).toBe(direction.toLowerCase());
      }
  });

  it('keeps the seats capitalised in English', () => {
    expect(line('en', true)).toBe('Round 2: table 3 North–South, boards 5, 6, against pair 7');
  });
});
