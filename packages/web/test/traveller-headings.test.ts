/**
 * A traveller's column headings (components/TravellerTable.tsx), rendered in each of the five languages: the pairs'
 * columns and the scores' columns are told apart. Before, both pairs of columns were headed "NS" and "ÖV" (Swedish
 * club walk-through, session 18), so a reader could not tell the pair numbers from the scores by the heading. The
 * long headings (the ones a desktop shows; phones show the short ones and hide the score pair) are all different.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Traveller } from '@stikk/server/api';
import { TravellerTable } from '../src/components/TravellerTable.js';
import { createI18n } from '../src/i18n/all.js';

const traveller: Traveller = {
  board: 1,
  scoring: 'matchpoints',
  datum: null,
  top: 2,
  dealer: 'N',
  vulnerable: 'None',
  lines: [],
};

/**
 * The desktop's heading of each column: a `label-long` span where a heading has two forms, else its text. The
 * phone's one signed score column (`score-one`, hidden on a desktop) is left out.
 */
function longHeadings(html: string): string[] {
  const head = html.slice(html.indexOf('<thead>'), html.indexOf('</thead>'));
  return [...head.matchAll(/<th([^>]*)>(.*?)<\/th>/g)]
    .filter((m) => !m[1].includes('score-one'))
    .map((m) => {
      const long = /<span class="label-long">(.*?)<\/span>/.exec(m[2]);
      return (long ? long[1] : m[2]).replace(/<[^>]+>/g, '').trim();
    });
}

describe('traveller headings', () => {
  for (const lang of ['en', 'nb', 'sv', 'da', 'fi'] as const) {
    it(`tell the pairs' columns from the scores' in ${lang}`, () => {
      const html = renderToStaticMarkup(
        createElement(I18nextProvider, { i18n: createI18n(lang) }, createElement(TravellerTable, { traveller })),
      );
      const heads = longHeadings(html).filter((h) => h !== '');
      expect(heads.length).toBeGreaterThanOrEqual(9);
      expect(new Set(heads).size, heads.join(' | ')).toBe(heads.length);
    });
  }
});
