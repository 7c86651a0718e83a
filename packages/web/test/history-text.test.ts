/**
 * A result's history as the director reads it: the stored change is told in the reader's words and
 * card letters (it was shown as raw JSON, `{"contract":"3NT",…}`).
 */
import { describe, expect, it } from 'vitest';
import { createI18n, type Lang } from '../src/i18n/all.js';
import { historyAuthorText, historyValueText } from '../src/history-text.js';

const tr = (l: Lang) => {
  const i = createI18n(l);
  return (k: string, o?: Record<string, unknown>) => String(i.t(k, o as never));
};
type T = Parameters<typeof historyValueText>[0];

// The result row before a correction, as the server stores it, and the director's correction.
const before = {
  id: 4,
  contract: '3NT',
  declarer: 'N',
  lead: 'SA',
  tricks: 9,
  status: 'confirmed',
  adjustment: null,
  reopened: 0,
};
const after = { contract: '3NT', declarer: 'N', lead: 'SA', tricks: 10, status: 'confirmed', note: 'Feil stikk' };

describe('historyValueText', () => {
  it('tells a correction as results in the reader’s letters, with the note', () => {
    const t = tr('nb') as T;
    expect(historyValueText(t, 'nb', before)).toBe('3NT N =, ♠E');
    expect(historyValueText(t, 'nb', after)).toBe('3NT N +1, ♠E · “Feil stikk”');
    const sv = tr('sv') as T;
    expect(historyValueText(sv, 'sv', { ...after, declarer: 'E', lead: 'HQ' })).toBe('3NT Ö +1, ♥D · “Feil stikk”');
  });

  it('tells adjusted scores, their removal, reopening and an appeal’s decision', () => {
    const t = tr('en') as T;
    const adj = { adjustment: { kind: 'artificial', ns: 'A+', ew: 'A-' }, law: '12C2(a)', note: 'slow play' };
    const text = historyValueText(t, 'en', adj);
    expect(text).toContain('Law 12C2(a)');
    expect(text).toContain('“slow play”');
    expect(text).not.toContain('{');
    // A row keeps its adjustment as JSON text.
    expect(historyValueText(t, 'en', { ...before, adjustment: JSON.stringify(adj.adjustment) })).toContain('/');
    expect(historyValueText(t, 'en', { adjustment: null })).toBe('adjusted score removed');
    expect(historyValueText(t, 'en', { reopened: true, note: 'x' })).toBe('opened for the table to enter again · “x”');
    expect(historyValueText(t, 'en', { kind: 'not-played' })).toBe(t('director.notPlayed'));
    expect(historyValueText(t, 'en', { ...before, contract: null })).toBe('no result');
  });

  it('names who made the change', () => {
    const t = tr('nb') as T;
    expect(historyAuthorText(t, 'table:2')).toBe('Bord 2');
    expect(historyAuthorText(t, 'director:7')).toBe('turneringsleder');
    expect(historyAuthorText(t, 'appeal:3:7')).toBe('appellkomiteen');
  });
});
