/** How the ruling assistant and TD training show a table-log event, in the user's language. */
import { parseSeat } from '@stikk/core';
import { callLabel, cardLabel, seatName } from './i18n/cards.js';
import type { TKey } from './i18n/index.js';
import { optionText } from './i18n/messages.js';
import { toCall, toCard } from './model.js';
import type { RawEvent } from './ruling.js';

export function describeEvent(
  e: RawEvent,
  lang: Parameters<typeof callLabel>[0],
  t: (k: TKey, o?: Record<string, unknown>) => string,
): string {
  const seat = typeof e.seat === 'string' ? parseSeat(e.seat) : undefined;
  const who = seat ? seatName(lang, seat) : '';
  if (typeof e.call === 'string') {
    const c = toCall(e.call);
    return `${who}: ${c ? callLabel(lang, c) : e.call}`;
  }
  if (typeof e.play === 'string') {
    const c = toCard(e.play);
    return `${who}: ${c !== null ? cardLabel(lang, c) : e.play}`;
  }
  if (typeof e.claim === 'number') return `${who}: ${t('ruling.claimEvent', { tricks: e.claim })}`;
  if (typeof e.concede === 'number') return `${who}: ${t('ruling.concedeEvent', { tricks: e.concede })}`;
  if (typeof e.agree === 'boolean')
    return `${who}: ${optionText(lang, t as (k: string) => string, e.agree ? 'agree' : 'dispute')}`;
  if (e.director && Object.keys(e.director as object).length === 0) return t('common.directorCalled');
  if (e.director)
    return `${t('ruling.decide')}: ${Object.entries(e.director as Record<string, unknown>)
      .map(
        ([k, v]) =>
          `${t(`finding.${k}` as TKey)}: ${v === true ? t('common.yes') : v === false ? t('common.no') : optionText(lang, t as (k: string) => string, String(v))}`,
      )
      .join('; ')}`;
  return t('ruling.kind.other');
}
