/**
 * A result's history (Law 79) in the director's words: each stored change (`before` and `after`,
 * as the server's `result-history` keeps them: the result row before, and what the director, the
 * appeals committee or the table set) is told as a result, an adjusted score, a reopening or a
 * late play, with the director's note — never as raw data.
 */
import type { Adjustment, ResultEntry } from '@stikk/server/api';
import type { Lang, useI18n } from './i18n/index.js';
import { adjustmentText, leadText, resultText } from './components/TravellerTable.js';

type Translate = ReturnType<typeof useI18n>['t'];

const isAdjustment = (x: unknown): x is Adjustment =>
  typeof x === 'object' && x !== null && typeof (x as { kind?: unknown }).kind === 'string';

/** A stored adjustment: an object, or JSON text as a result row keeps it. */
function adjustmentOf(x: unknown): Adjustment | null {
  if (typeof x === 'string') {
    try {
      const parsed: unknown = JSON.parse(x);
      return isAdjustment(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  return isAdjustment(x) ? x : null;
}

const text = (x: unknown): string | null => (typeof x === 'string' && x.trim() !== '' ? x : null);

/** One side of a history line (`before` or `after`) in words; '' when it says nothing the reader needs. */
export function historyValueText(t: Translate, lang: Lang, value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const o = value as Record<string, unknown>;
  // An appeal's decision is stored as the adjusted score itself.
  if (isAdjustment(o)) return adjustmentText(o, null, lang, t);
  const parts: string[] = [];
  if ('contract' in o) {
    const contract = text(o.contract);
    if (contract) {
      const entry: ResultEntry = {
        contract,
        declarer: (text(o.declarer) ?? null) as ResultEntry['declarer'],
        lead: text(o.lead),
        tricks: typeof o.tricks === 'number' ? o.tricks : 0,
      };
      const lead = entry.lead ? `, ${leadText(lang, entry.lead)}` : '';
      parts.push(`${resultText(lang, entry, null).trim()}${lead}`);
    } else parts.push(t('director.history.noResult'));
  }
  const adjustment = adjustmentOf(o.adjustment);
  const law = text(o.law) ?? text(o.adjustment_law);
  if (adjustment) parts.push(adjustmentText(adjustment, law === '79C2' ? null : law, lang, t));
  else if ('adjustment' in o && o.adjustment === null && !('contract' in o))
    parts.push(t('director.history.adjustRemoved'));
  if (o.reopened === true) parts.push(t('director.history.reopened'));
  if (o.latePlay === true) parts.push(t('director.latePlays.marked'));
  if (law === '79C2' || o.lateLaw === '79C2') parts.push(t('common.lawN', { law: '79C2' }));
  const note = text(o.note);
  if (note) parts.push(`“${note}”`);
  return parts.join(' · ');
}

/** Who made a change, as stored (`director:7`, `appeal:3:7`, `table:2`), in words. */
export function historyAuthorText(t: Translate, by: string): string {
  if (by.startsWith('table:')) return t('common.tableN', { n: by.slice(6) });
  if (by.startsWith('appeal:')) return t('director.history.appeal');
  return t('director.history.director');
}
