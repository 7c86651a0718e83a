/**
 * A pairs event's total ranking for a reader from whom the director keeps a running session back
 * (club follow-up): every session keeps its column, the withheld one says so in the reader's language,
 * and the later sessions' figures stay under their own headings.
 */
import { describe, expect, it } from 'vitest';
import { columnValue, rankingColumns, sharedPlace } from '../src/event-ranking.js';
import { createI18n, LANGUAGES } from '../src/i18n/all.js';

describe('pairs event ranking columns', () => {
  const ranking = {
    sessions: [
      { id: 11, name: 'Mandag' },
      { id: 12, name: 'Tirsdag' },
      { id: 13, name: 'Onsdag' },
    ],
    withheld: [12],
  };
  // The server leaves the withheld session out of each line: values for sessions 11 and 13 only.
  const line = { sessions: [55.1, 61.2] };

  it('keeps the withheld session as a column of its own; the others keep their values', () => {
    const cols = rankingColumns(ranking);
    expect(cols.map((c) => [c.id, c.at])).toEqual([
      [11, 0],
      [12, null],
      [13, 1],
    ]);
    expect(cols.map((c) => columnValue(line, c))).toEqual([55.1, 'withheld', 61.2]);
  });

  it('without withheld sessions every column has its value (null where the pair did not play)', () => {
    const cols = rankingColumns({ sessions: ranking.sessions });
    expect(cols.map((c) => columnValue({ sessions: [50, null, 48] }, c))).toEqual([50, null, 48]);
  });

  it('says "results not yet published" in each language', () => {
    const texts = Object.fromEntries(LANGUAGES.map((l) => [l, createI18n(l).t('event.withheld')]));
    expect(texts.en).toBe('results not yet published');
    expect(new Set(Object.values(texts)).size).toBe(LANGUAGES.length);
    for (const l of LANGUAGES)
      expect(createI18n(l).t('event.withheldNote', { sessions: 'Tirsdag' })).toMatch(/: Tirsdag\.$/);
  });
});

describe('shared places: one form for pairs, individuals and teams', () => {
  it('prints a tie as the range of places it covers, as Ruter does (was "1=" for individuals and teams)', () => {
    const lines = [{ rank: 1 }, { rank: 1 }, { rank: 3 }, { rank: 4 }, { rank: 4 }, { rank: 4 }, { rank: 7 }];
    expect(lines.map((l) => sharedPlace(lines, l.rank))).toEqual(['1–2', '1–2', '3', '4–6', '4–6', '4–6', '7']);
    const four = [1, 1, 1, 1].map((rank) => ({ rank }));
    expect(sharedPlace(four, 1)).toBe('1–4');
  });
});
