/**
 * A match card's rooms as text in the reader's language (issue 19): the contract with suit
 * symbols and the language's notrump and seat letters, the tricks as `=`, `+1`, `−2` and the
 * score, as the pairs travellers print them; adjusted scores in the reader's words.
 */
import type { MatchCardRoom } from '@stikk/server/api';
import { resultText } from './components/TravellerTable.js';
import { formatNumber, type Lang, type useI18n } from './i18n/index.js';

type T = ReturnType<typeof useI18n>['t'];

/**
 * One room's result on a match card in the reader's language: `4♠ S +1 (650)` as the travellers
 * print it (suit symbols, the language's notrump and seat letters), or the adjusted score.
 */
export function matchRoomText(lang: Lang, t: T, x: MatchCardRoom): string {
  if (x.contract === null) return artificialText(t, x.adjusted ?? '');
  const entry = { contract: x.contract, declarer: x.declarer, lead: null, tricks: x.tricks ?? 0 };
  const score = x.nsScore === null ? '' : ` (${formatNumber(lang, x.nsScore)})`;
  const adjusted = x.adjusted ? ` (${t('director.adjust')})` : '';
  return `${resultText(lang, entry, null)}${score}${adjusted}`;
}

/** `A+`, `A`, `A-`, `A+A-`… in the reader's words (average plus, average, average minus). */
function artificialText(t: T, a: string): string {
  const parts = a.match(/A[+-]?/g) ?? [];
  if (parts.length === 0) return a === 'not-played' ? t('director.notPlayed') : t('director.adjust');
  const word = (x: string) =>
    x === 'A+' ? t('director.adjust.avePlus') : x === 'A' ? t('director.adjust.ave') : t('director.adjust.aveMinus');
  return parts.map(word).join(' / ');
}
