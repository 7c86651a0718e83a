/**
 * The ranking's "pairs played different numbers of boards" note and columns (club follow-up): only once the ranking
 * is final (during play the counts differ because some tables are ahead), and in an IMP session by IMPs per board.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Ranking, RankingLine } from '@stikk/server/api';
import { RankingTable } from '../src/components/RankingTable.js';
import { createI18n } from '../src/i18n/all.js';

const line = (pair: number, imps: number, boardsPlayed: number, perBoard?: number): RankingLine => ({
  rank: pair,
  tied: false,
  place: String(pair),
  pair,
  names: '',
  matchpoints: 0,
  top: 0,
  percent: 0,
  penalties: 0,
  boardsPlayed,
  imps,
  ...(perBoard === undefined ? {} : { perBoard }),
});

const render = (ranking: Ranking, lang: 'en' | 'nb' = 'en') =>
  renderToStaticMarkup(
    createElement(I18nextProvider, { i18n: createI18n(lang) }, createElement(RankingTable, { ranking })),
  );

describe('ranking: different numbers of boards', () => {
  const butler: Ranking = {
    sessionId: 1,
    scoring: 'butler',
    final: true,
    lines: [line(1, 12, 9, 1.33), line(2, 13, 10, 1.3)],
  };

  it('IMPs: says the ranking is by IMPs per board and shows boards and the average', () => {
    const html = render(butler, 'nb');
    expect(html).toContain('Rangert etter IMP per spill');
    expect(html).toMatch(/data-testid="per-board"[^>]*>\+1,33</);
    expect(html).toMatch(/data-testid="boards-played"[^>]*>9</);
  });

  it('not while play goes on', () => {
    const html = render({ ...butler, final: false });
    expect(html).not.toContain('ranking-uneven');
    expect(html).not.toContain('per-board');
  });
});
